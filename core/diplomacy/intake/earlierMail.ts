// Where an earlier mail begins inside a message, and what the client wrote over it: a forward
// ("---------- Forwarded message ---------" and its header block), a quoted original (Outlook's
// "-----Original Message-----" or underscores over a "From:/Sent:/To:/Subject:" block, or that
// block alone after a blank line), or a reply header over an original that is not ">"-quoted
// (Yahoo, Outlook web: "On … wrote:" and the old mail as plain text below it). body.ts decides
// whether the earlier mail is read (a player's own orders forwarded to the GM) or is history.
import type { BodyLine } from './mime';
import { isBlank } from './lineFacts';
import { isDatedReplyHeader, isForwardMarker, isOriginalMarker, isReplyHeader, isSplitReplyHeader, mayBeReplyHeader, quotedField } from './clientShapes';
import { inlineForwardHeader } from './inlineForwardHeader';

export interface EarlierMail {
  /** 'forward': under a forward marker. 'original': under a quoted-original separator or header block. 'reply': under an "On … wrote:" line, not quoted. */
  kind: 'forward' | 'original' | 'reply';
  /** First line of the marker (or of the header block when there is none). */
  at: number;
  /** First line of the earlier mail's own text, after its header block and blank lines. */
  bodyAt: number;
  /** The header block's From, Date and Subject, as the client wrote them. */
  from?: string;
  date?: string;
  subject?: string;
  /** Apple Mail quotes a forwarded mail with ">": its lines are read without one level of it. */
  quoted: boolean;
}

/** A header block under a marker has a handful of fields; a longer run is not one. */
const MAX_HEADER_LINES = 16;
const QUOTE_ONLY = /^\s*>[\s>]*$/;

/** Blank lines, or ">" alone (a blank line of a quoted forward). */
export function skipBlank(lines: readonly BodyLine[], i: number): number {
  while (i < lines.length && (lines[i]!.skip || isBlank(lines[i]!.text) || QUOTE_ONLY.test(lines[i]!.text))) i++;
  return i;
}

/**
 * The header block from `i` on (fields such as "From:", "De :", "Von:", continuation lines, a
 * Proton-style "On … wrote:" line): its fields and the first line after it.
 */
export function headerBlock(lines: readonly BodyLine[], i: number): { end: number; from?: string; date?: string; subject?: string; fields: number; quoted: boolean } {
  const out: { end: number; from?: string; date?: string; subject?: string; fields: number; quoted: boolean } = { end: i, fields: 0, quoted: false };
  let j = skipBlank(lines, i);
  const stop = Math.min(lines.length, j + MAX_HEADER_LINES);
  let lastWasField = false;
  for (; j < stop; j++) {
    const l = lines[j]!;
    if (l.skip) continue;
    const t = l.text;
    const f = quotedField(t);
    if (f) {
      out.fields++;
      if (/^\s*>/.test(t)) out.quoted = true;
      if (f.field === 'from' && out.from === undefined) out.from = f.value;
      else if (f.field === 'date' && out.date === undefined) out.date = f.value;
      else if (f.field === 'subject' && out.subject === undefined) out.subject = f.value;
      lastWasField = true;
      continue;
    }
    // A folded field (an address list wrapped onto the next line, indented).
    if (lastWasField && /^[ \t]+\S/.test(t) && t.length < 200) continue;
    // Proton writes "On … wrote:" under its "Original Message" line; Gmail may wrap it in two.
    if (out.fields === 0 && isReplyHeader(t)) { out.from ??= t.trim(); j++; break; }
    if (out.fields === 0 && j + 1 < lines.length && isSplitReplyHeader(t, lines[j + 1]!.text)) { out.from ??= t.trim(); j += 2; break; }
    break;
  }
  out.end = out.fields > 0 || j > i ? j : i;
  return out;
}

/**
 * Fields with a From and a Date (Outlook: From, Sent, To, Subject) starting at `i`: three after a
 * blank line; four with a Subject right under the player's text (Outlook's HTML puts a rule
 * there, which leaves no blank line in the text). GMX and Web.de write the date first
 * ("Gesendet: / Von: / An: / Betreff:"): a block may open with either field, so long as it has
 * both (the GM's quoted example orders under such a block replaced the player's own, unflagged).
 */
function bareHeaderBlock(lines: readonly BodyLine[], i: number, afterBlank: boolean): ReturnType<typeof headerBlock> | undefined {
  const first = quotedField(lines[i]!.text);
  if ((first?.field !== 'from' && first?.field !== 'date') || /^\s*>/.test(lines[i]!.text)) return undefined;
  const block = headerBlock(lines, i);
  if (block.fields < (afterBlank ? 3 : 4) || block.date === undefined || block.from === undefined || (!afterBlank && block.subject === undefined)) return undefined;
  return block;
}

/**
 * Is line `i` the start of an earlier mail? `afterBlank` says whether a blank line (or the start
 * of the body) is just above it: a bare "From:/Sent:" block needs less there.
 */
export function earlierMailAt(lines: readonly BodyLine[], i: number, afterBlank: boolean): EarlierMail | undefined {
  const t = lines[i]!.text;
  if (isForwardMarker(t)) {
    const block = headerBlock(lines, i + 1);
    const bodyAt = skipBlank(lines, block.end);
    // Proton quotes the forwarded text with ">" under a header block it leaves unquoted: the
    // forward is read without one level of quoting, as Apple Mail's (corpus 1603, evening 30).
    const quoted = block.quoted || (block.fields > 0 && bodyAt < lines.length && /^\s*>/.test(lines[bodyAt]!.text));
    return { kind: 'forward', at: i, bodyAt, from: block.from, date: block.date, subject: block.subject, quoted };
  }
  // Yahoo's plain text: the marker and the forward's fields on one line (inlineForwardHeader.ts).
  const inline = inlineForwardHeader(t);
  if (inline) return { kind: 'forward', at: i, bodyAt: skipBlank(lines, i + 1), ...inline, quoted: false };
  if (isOriginalMarker(t)) {
    const block = headerBlock(lines, i + 1);
    return { kind: 'original', at: i, bodyAt: skipBlank(lines, block.end), from: block.from, date: block.date, subject: block.subject, quoted: block.quoted };
  }
  const block = bareHeaderBlock(lines, i, afterBlank);
  if (block) return { kind: 'original', at: i, bodyAt: skipBlank(lines, block.end), from: block.from, date: block.date, subject: block.subject, quoted: false };
  // "On <date> … wrote:" over text that is not ">"-quoted: the rest is the original (Yahoo,
  // Outlook web). Over a quote, the reply header is one line and the player may write below the
  // quote; a player's own "As Karl wrote:" (no date) does not hide what follows it.
  let headerLines = 0;
  if (mayBeReplyHeader(t) && isDatedReplyHeader(t)) headerLines = 1;
  else if (i + 1 < lines.length && isSplitReplyHeader(t, lines[i + 1]!.text)) headerLines = 2;
  if (headerLines) {
    const next = skipBlank(lines, i + headerLines);
    if (next < lines.length && !/^\s*>/.test(lines[next]!.text)) return { kind: 'reply', at: i, bodyAt: next, from: t.trim(), quoted: false };
  }
  return undefined;
}

/** The lines of a ">"-quoted forward from `start`: up to the first line that is not quoted (blank lines inside kept). */
export function quotedRunEnd(lines: readonly BodyLine[], start: number): number {
  let end = start;
  for (let j = start; j < lines.length; j++) {
    const l = lines[j]!;
    if (l.skip) continue;
    if (/^\s*>/.test(l.text)) { end = j + 1; continue; }
    if (isBlank(l.text)) continue;
    break;
  }
  return end;
}

/** The line without one level of ">" quoting ("> F Lon - Nth" → "F Lon - Nth"). */
export function unquoteOnce(text: string): string {
  return text.replace(/^(\s*)>\s?/, '');
}
