// Splits a paste holding several e-mails into messages. A message begins with a header block
// (From: plus To/Subject/Date, or an mbox "From " line) at the top of the paste or after a blank
// or separator line, or — mails pasted back to back with no blank line between them — a full
// From:/Date: block right under a body line. Header blocks inside a message — a forwarded mail or
// an Outlook-style quoted original — do not start a new message: they follow a forward/original
// marker in any client's words (clientShapes.ts), or are Outlook's "From:/Sent:/To:/Subject:"
// over the original a reply quotes.
import { isEarlierMailMarker, quotedField } from './clientShapes';
import { addressesIn, decodeEncodedWords, headerName, isContinuation, otherHeaderName } from './headers';
import { isConversationMarker, isConversationRule } from './forwardedConversation';
import { isConversation, screenHeadingAt, type ScreenHeading } from './screenCopy';
import { isBlank } from './lineFacts';

export interface RawLine {
  text: string;
  /** Offsets into the paste, end exclusive, without the line break. */
  start: number;
  end: number;
}

export interface MailPart {
  /** Line indexes into the paste's lines: [first, last) of the message. */
  firstLine: number;
  endLine: number;
  /** Lines of the header block (empty when the paste had no headers), and the first body line. */
  headerEnd: number;
  /** A mail attached to the mail above it (a MIME part of type message/rfc822), not sent on its own. */
  attached?: true;
  /** A mail of a conversation copied from a mail program's screen: its heading as read (screenCopy.ts). */
  screen?: ScreenHeading;
  /** A mail of a thread forwarded whole under Gmail's "Forwarded conversation" (forwardedConversation.ts); `attached` too. */
  conversation?: true;
}

/**
 * The paste's lines. A line break is CRLF, a lone CR (old Mac mail) or LF. The breaks are found
 * with indexOf (the engine's own search) rather than a regex: a match object per line cost more
 * than the search; a CR is looked for only in a paste that has one.
 */
export function pasteLines(paste: string): RawLine[] {
  const out: RawLine[] = [];
  let start = 0;
  const hasCR = paste.includes('\r');
  for (;;) {
    let at = paste.indexOf('\n', start);
    let next = at + 1;
    if (hasCR) {
      const cr = paste.indexOf('\r', start);
      if (cr >= 0 && (at < 0 || cr < at)) { at = cr; next = paste.charCodeAt(cr + 1) === 10 ? cr + 2 : cr + 1; }
    }
    if (at < 0) break;
    out.push({ text: paste.slice(start, at), start, end: at });
    start = next;
  }
  if (start < paste.length || out.length === 0) out.push({ text: paste.slice(start), start, end: paste.length });
  return out;
}

const SEPARATOR = /^\s*([-=_*#~]{5,}|From \S+.*)\s*$/;
const MBOX_FROM = /^From \S+ .*\d{4}\s*$/;
const FORWARD_MARKER = /(forwarded message|original message|begin forwarded|weitergeleitete|message transféré|^\s*_{8,}\s*$)/i;

function afterMarker(previousNonBlank: string): boolean {
  return FORWARD_MARKER.test(previousNonBlank) || isEarlierMailMarker(previousNonBlank);
}

/**
 * The line a forum page puts over each post, when a GM copies a thread: phpBB's "Post by NAME »
 * Mon Mar 03, 2025 10:12 am", SMF's "« Reply #3 on: March 03, 2025, 10:12:44 AM »", and the
 * common "Posted by NAME on DATE". Each post is one player's: read as a mail of its own without
 * headers (its power from its units), not run together with the post above it.
 */
const FORUM_POST = /^\s*(?:post(?:ed)? by\s+\S.{0,60}?\s+(?:»|on\b).{0,40}\d{4}.*|«\s*(?:reply\s*#\d+\s+)?on:.{0,40}\d{4}.*»)\s*$/i;

/** The header names the tests below ask a block about, each a bit of HeaderBlock.fields. */
type Field = 'from' | 'to' | 'subject' | 'date' | 'sent' | 'cc';
const FIELD_BITS = new Map<string, number>([['from', 1], ['to', 2], ['subject', 4], ['date', 8], ['sent', 16], ['cc', 32]]);

interface HeaderBlock {
  end: number;
  /** Which of the Field names the block holds, a bit each (a Set of every name cost a Set a block). */
  fields: number;
  subject?: string;
  /**
   * The From: values, and those of To:/Cc:, as written. Their addresses (lower case, to tell a
   * quoted original from a mail of its own) are found only when asked (fromOf, toOf): most
   * blocks are never compared with another, and finding them cost a tenth of splitting a mail.
   */
  fromValues: string[];
  toValues: string[];
  /** fromOf's and toOf's answers, once asked (null: no From: address). */
  from?: string | null;
  to?: string[];
  /** Its body is multipart, base64 or quoted-printable: its raw lines are not the text a screen copy shows. */
  encoded?: true;
}

/** The block holds a header of this name. */
function has(block: HeaderBlock, field: Field): boolean {
  return (block.fields & FIELD_BITS.get(field)!) !== 0;
}

/** A header of this name seen in the block. */
function note(block: HeaderBlock, name: string): void {
  block.fields |= FIELD_BITS.get(name) ?? 0;
}

function addTo(block: HeaderBlock, name: string, value: string) {
  if (name === 'from') block.fromValues.push(value);
  if (name === 'to' || name === 'cc') block.toValues.push(value);
  if (name === 'subject' && block.subject === undefined) block.subject = value.trim();
}

/** The block's sender: the first address of the first From: value that holds one. */
function fromOf(block: HeaderBlock): string | undefined {
  if (block.from === undefined) {
    block.from = null;
    for (const v of block.fromValues) {
      const a = addressesIn(v)[0];
      if (a !== undefined) { block.from = a; break; }
    }
  }
  return block.from ?? undefined;
}

/** Every address of the block's To: and Cc: values, in order. */
function toOf(block: HeaderBlock): string[] {
  if (block.to === undefined) {
    block.to = [];
    for (const v of block.toValues) for (const a of addressesIn(v)) block.to.push(a);
  }
  return block.to;
}

/**
 * A header block in a client's own words, as its reading pane shows a mail and a GM copies it:
 * "De : / Envoyé : / À : / Objet :" (Outlook in French), "Von: / Gesendet: / An: / Betreff:",
 * "De: / Enviado: / Para: / Asunto:", "Da: / Inviato: / A: / Oggetto:". Its date field is
 * Outlook's "Sent", so the quoted-original test below treats it as Outlook's block.
 */
function localBlock(lines: RawLine[], i: number): HeaderBlock | undefined {
  const block: HeaderBlock = { end: i, fields: 0, fromValues: [], toValues: [] };
  let j = i;
  while (j < lines.length) {
    const f = quotedField(lines[j]!.text);
    if (!f || /^\s*>/.test(lines[j]!.text)) break;
    const name = f.field === 'date' ? 'sent' : f.field;
    note(block, name);
    addTo(block, name, f.value);
    j++;
  }
  block.end = j;
  if (!has(block, 'from') || !has(block, 'subject') || !(has(block, 'sent') || has(block, 'to'))) return undefined;
  return block;
}

/**
 * Each line's headerName, once asked: the name, or null when the line is no header the reader
 * knows (a slot never asked stays empty). splitMail's loop, its header blocks and the line above
 * a header asked it of the same lines again, and parseHeaders a third time; decode.ts hands the
 * names found here on to parseHeaders, so a header line is read once.
 */
export type HeaderNames = (string | null | undefined)[];

/** headerName of line `i`, asked once. */
function nameAt(lines: RawLine[], names: HeaderNames, i: number): string | undefined {
  let name = names[i];
  if (name === undefined) names[i] = name = headerName(lines[i]!.text) ?? null;
  return name ?? undefined;
}

/** The header block starting at `i` (its end: the first line after it), or undefined when it is not one. */
function headerBlock(lines: RawLine[], headerNames: HeaderNames, i: number, opensWithOther = false): HeaderBlock | undefined {
  let j = i;
  const block: HeaderBlock = { end: i, fields: 0, fromValues: [], toValues: [] };
  while (j < lines.length) {
    const t = lines[j]!.text;
    if (j > i && isContinuation(t)) { j++; continue; }
    const name = nameAt(lines, headerNames, j) ?? (j > i || opensWithOther ? otherHeaderName(t) : undefined);
    if (!name) break;
    note(block, name);
    if (name === 'from' || name === 'to' || name === 'cc' || name === 'subject') addTo(block, name, t.slice(t.indexOf(':') + 1));
    else if ((name === 'content-type' || name === 'content-transfer-encoding') && /multipart|base64|quoted-printable/i.test(t)) block.encoded = true;
    j++;
  }
  if (!has(block, 'from')) return undefined;
  if (!has(block, 'to') && !has(block, 'subject') && !has(block, 'date')) return undefined;
  block.end = j;
  return block;
}

/** A subject without its "Re:", "AW:", "Fwd:", "TR:" prefixes, for comparing a reply with its original. */
function bareSubject(subject: string): string {
  return subject.replace(/^\s*(?:(?:re|aw|sv|vs|r|fwd?|tr|wg|rv|i|enc)\s?:\s*)+/i, '').trim().toLowerCase();
}

/**
 * The reply's subject and the quoted block's, compared as a reader sees them. Both are raw text
 * here: the reply's Subject: may be RFC 2047 words ("AW: Deutschland =?iso-8859-1?Q?Fr=FChjahr?=
 * 1901") and the block sits in a body not yet decoded ("Betreff: Deutschland Fr=FChjahr 1901" in
 * quoted-printable). Compared raw they differed, so German Outlook's unmarked "Von:/Gesendet:"
 * block under a reply was split off as a mail of its own, an older set the times could not rank
 * (corpus 1606, issue 13). When they differ raw, the encoded words are decoded and what an
 * encoding writes differently (=XX escapes, letters beyond ASCII) is left out of both.
 */
function sameSubject(a: string, b: string): boolean {
  if (bareSubject(a) === bareSubject(b)) return true;
  const plain = (s: string) => bareSubject(decodeEncodedWords(s)).replace(/=[0-9a-f]{2}/gi, '').replace(/[^\x20-\x7e]+/g, '').replace(/\s+/g, ' ').trim();
  const x = plain(a);
  return x.length > 0 && x === plain(b);
}

/**
 * Outlook's quoted original under a reply: "From:/Sent:/To:/Subject:" (no Date:) whose subject
 * is the reply's own without its "RE:". A mail pasted from Outlook's reading pane has the same
 * fields, but its subject is not the one just above quoted.
 */
function isOutlookQuote(block: HeaderBlock, current: HeaderBlock | undefined): boolean {
  // A mail written to the sender of the mail above (To: them, no Cc:, no Date:) under their own
  // mail is the original their reply quotes, whatever its subject ("deal?" under "Germany
  // S1901"): the GM never received it, so it is never a mail of its own with orders to read.
  const currentFrom = current ? fromOf(current) : undefined;
  if (currentFrom) {
    const from = fromOf(block);
    if (from && from !== currentFrom && !has(block, 'date') && !has(block, 'cc') && toOf(block).includes(currentFrom)) return true;
  }
  const currentSubject = current?.subject;
  if (!has(block, 'sent') || has(block, 'date') || block.subject === undefined || currentSubject === undefined) return false;
  if (bareSubject(currentSubject) === currentSubject.trim().toLowerCase() || !sameSubject(block.subject, currentSubject)) return false;
  // A reply quotes a mail from the one it answers (its To: or Cc:) or from its own sender. Two
  // players' "RE:" mails copied one under the other share the subject, but the second is from
  // someone the first was not written to: a mail of its own.
  const blockFrom = fromOf(block);
  return !blockFrom || !currentFrom || blockFrom === currentFrom || toOf(current!).includes(blockFrom);
}

/** A header block right under a body line that starts a mail of its own (not a quoted original). */
function isBackToBack(block: HeaderBlock, underHeaders: boolean): boolean {
  if (has(block, 'date')) return true;
  // Under text pasted without headers, such a block may be the original a reply quotes: only a
  // mail with headers of its own is known to have ended.
  return underHeaders && block.subject !== undefined && (has(block, 'sent') || has(block, 'to'));
}

/** Line `i` (none: -1) is one a header block is made of: a header the reader knows, or a field a client writes over an earlier mail. */
function headerLike(lines: RawLine[], names: HeaderNames, i: number): boolean {
  return i >= 0 && (!!nameAt(lines, names, i) || !!quotedField(lines[i]!.text));
}

const RFC822_PART = /^\s*content-type:\s*message\/rfc822/i;

/**
 * RFC822_PART, asked only of a line whose first colon could end its "content-type" (nothing
 * before that colon can hold another: blanks and the name): most lines have none or an earlier one.
 */
export function isRfc822Part(t: string): boolean {
  return t.indexOf(':') >= 12 && RFC822_PART.test(t);
}

/** At most three short lines of a screen's chrome (the subject, "Inbox") over a copied conversation, none like an order. */
function screenChrome(lines: RawLine[], from: number, to: number): boolean {
  let n = 0;
  for (let i = from; i < to; i++) {
    const t = lines[i]!.text;
    if (t.trim() === '') continue;
    if (++n > 3 || t.length > 60 || /\s[-–—>]\s|->|=>|→/.test(t)) return false;
  }
  return true;
}

/** A start with a header block of its own (a forum post's has none). */
function hasHeaderBlock(start: { line: number; headerEnd: number }): boolean {
  return start.headerEnd !== start.line;
}

/** The paste's messages; `names` gathers the lines' header names asked on the way (HeaderNames). */
export function splitMail(lines: RawLine[], names: HeaderNames = new Array(lines.length)): MailPart[] {
  const starts: { line: number; headerEnd: number; attached?: true; screen?: ScreenHeading; conversation?: true }[] = [];
  // Under Gmail's "Forwarded conversation" marker: each block after a rule of dashes is a mail of
  // the forwarded thread (forwardedConversation.ts), until a block starts another way.
  let inThread = false;
  // Headings of mails copied from a screen, per stretch between real header blocks (screenCopy.ts).
  let headings: { line: number; heading: ScreenHeading }[] = [];
  const conversations: { line: number; headerEnd: number; attached?: true; screen?: ScreenHeading }[] = [];
  let regionStart = 0;
  const endRegion = (end: number) => {
    // (A conversation needs two headings: most stretches have none, and no list is made for them.)
    if (headings.length >= 2 && isConversation(headings.map((h) => h.heading)) && !current?.encoded) {
      const carried = starts.length > 0 && starts[starts.length - 1]!.line >= regionStart;
      headings.forEach((h, k) => {
        // Over a copy pasted alone, the screen's own lines above the first mail (its subject,
        // "Inbox") are that mail's heading, not a mail of no power.
        const line = k === 0 && !carried && screenChrome(lines, regionStart, h.line) ? regionStart : h.line;
        conversations.push(carried ? { line, headerEnd: h.heading.end, attached: true, screen: h.heading } : { line, headerEnd: h.heading.end, screen: h.heading });
      });
    }
    if (headings.length) headings = [];
    regionStart = end;
  };
  // A "Content-Type: message/rfc822" part header seen, and no body text since: the next header
  // block is the attached mail's own.
  let rfc822 = false;
  let previousNonBlank = '';
  // Its line (-1 when it is '', before any line or over an mbox block).
  let previousAt = -1;
  let previousBlank = true;
  let current: HeaderBlock | undefined;
  // Whether a start with a header block of its own has been pushed (a forum post's has none).
  let blockSeen = false;
  for (let i = 0; i < lines.length; i++) {
    const t = lines[i]!.text;
    if (t.startsWith('From ') && MBOX_FROM.test(t)) {
      const block = headerBlock(lines, names, i + 1);
      if (block) { endRegion(i); starts.push({ line: i, headerEnd: block.end }); current = block; i = block.end - 1; previousBlank = false; previousNonBlank = ''; previousAt = -1; continue; }
    }
    // A forum post's heading starts a post, where no mail header block has been seen. (Once one
    // has, it stays seen: the starts are not asked again at every line.)
    if (!blockSeen) blockSeen = starts.some(hasHeaderBlock);
    if (!blockSeen && FORUM_POST.test(t)) {
      endRegion(i);
      starts.push({ line: i, headerEnd: i });
      previousBlank = false; previousNonBlank = t; previousAt = i;
      continue;
    }
    if (!inThread && isConversationMarker(t)) inThread = true;
    const name = nameAt(lines, names, i);
    // A mail file whose first header is one the reader has no use for (Outlook's "Thread-Index:",
    // Microsoft 365's "ARC-Seal:", "DKIM-Signature:"): at the top of the paste or after a blank
    // line, a full header block from it is a mail's. Before, that first line was a message of its
    // own, of no power, asked about (corpus 1606, issue 13).
    if (!name && (previousBlank || starts.length === 0 && previousNonBlank === '') && otherHeaderName(t) && !afterMarker(previousNonBlank)) {
      const block = headerBlock(lines, names, i, true);
      if (block && !isOutlookQuote(block, current)) {
        endRegion(i);
        starts.push({ line: i, headerEnd: block.end });
        current = block;
        i = block.end - 1; previousBlank = false; previousNonBlank = lines[i]!.text; previousAt = i;
        continue;
      }
    }
    // (Only a header line asks whether it is at a boundary: most lines are not one.)
    const atBoundary = !!name && (previousBlank || SEPARATOR.test(previousNonBlank) || starts.length === 0 && previousNonBlank === '');
    // A block is looked for where one may start: at a boundary, or right under a body line (not
    // under another header-like line: a run of them is scanned once, not once per line).
    if (name && !afterMarker(previousNonBlank) && (atBoundary || (!previousBlank && !headerLike(lines, names, previousAt)))) {
      const block = headerBlock(lines, names, i);
      // Back to back: a full From:/Date: block right under a body line, or one copied from a
      // client's reading pane ("From:/Sent:/To:/Subject:", Outlook) or without its date
      // ("From:/To:/Subject:"): no client writes either over a quoted original without a marker
      // except Outlook's reply, which isOutlookQuote tells apart by its subject.
      const backToBack = !atBoundary && block !== undefined && isBackToBack(block, starts.length > 0);
      if (block && (atBoundary || backToBack) && !isOutlookQuote(block, current)) {
        endRegion(i);
        inThread &&= isConversationRule(previousNonBlank);
        starts.push(rfc822 ? { line: i, headerEnd: block.end, attached: true } : inThread ? { line: i, headerEnd: block.end, attached: true, conversation: true } : { line: i, headerEnd: block.end });
        // A mail whose own type is message/rfc822 holds an attached mail as its whole body (MIME
        // fuzz: that mail was read as one sent on its own, not ending at its carrier's boundary).
        rfc822 = false;
        for (let k = i; k < block.end; k++) if (isRfc822Part(lines[k]!.text)) { rfc822 = true; break; }
        current = block;
        i = block.end - 1; previousBlank = false; previousNonBlank = lines[i]!.text; previousAt = i;
        continue;
      }
    }
    // A header block in the client's language ("De : / Envoyé : / À : / Objet :"), copied from
    // a reading pane: at the top of the paste, or under a mail with headers of its own when it is
    // not the original that mail quotes. Under text pasted without headers it stays a quote.
    const topOfPaste = starts.length === 0 && previousNonBlank === '';
    // (The line's own field is asked first: it is the cheap test that turns away nearly every line.)
    if (!name && quotedField(t)?.field === 'from' && (topOfPaste || (current && (atBoundary || !headerLike(lines, names, previousAt)))) && !afterMarker(previousNonBlank)) {
      const block = localBlock(lines, i);
      if (block && (topOfPaste || !isOutlookQuote(block, current))) {
        endRegion(i);
        starts.push({ line: i, headerEnd: block.end });
        current = block;
        i = block.end - 1; previousBlank = false; previousNonBlank = lines[i]!.text; previousAt = i;
        continue;
      }
    }
    // A copied mail's heading: "Name <address>" anywhere a line is not quoted, Apple's name-only
    // heading after a blank line (screenCopy.ts). Kept until the stretch ends.
    // (The marker above is asked last: its patterns cost more than the other looks together.)
    if (!name && t.length && t.charCodeAt(0) !== 62 && (previousBlank || t.includes('@')) && !afterMarker(previousNonBlank)) {
      const heading = screenHeadingAt(lines, i);
      if (heading) { headings.push({ line: i, heading }); i = heading.end - 1; previousBlank = false; previousNonBlank = lines[i]!.text; previousAt = i; continue; }
    }
    if (isBlank(t)) previousBlank = true;
    else {
      previousBlank = false; previousNonBlank = t; previousAt = i;
      if (isRfc822Part(t)) rfc822 = true;
      else if (!name && !isContinuation(t)) rfc822 = false;
    }
  }
  endRegion(lines.length);
  if (conversations.length) starts.push(...conversations), starts.sort((a, b) => a.line - b.line);
  const parts: MailPart[] = [];
  // Text before the first header block is a message of its own (orders pasted without headers);
  // a preamble of blank lines and separators is not (its lines still get a verdict).
  const preambleEnd = starts.length ? starts[0]!.line : lines.length;
  if (starts.length === 0 || lines.slice(0, preambleEnd).some((l) => l.text.trim() !== '' && !SEPARATOR.test(l.text))) {
    if (preambleEnd > 0) parts.push({ firstLine: 0, endLine: preambleEnd, headerEnd: 0 });
  }
  starts.forEach((s, k) => {
    const end = k + 1 < starts.length ? starts[k + 1]!.line : lines.length;
    const part: MailPart = s.attached ? { firstLine: s.line, endLine: end, headerEnd: s.headerEnd, attached: true } : { firstLine: s.line, endLine: end, headerEnd: s.headerEnd };
    if (s.screen) part.screen = s.screen;
    if (s.conversation) part.conversation = true;
    parts.push(part);
  });
  return parts;
}
