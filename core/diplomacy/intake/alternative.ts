// A multipart/alternative mail carries the same message twice, as plain text and as HTML, and a
// reader shows one of them. Usually the text part is the one to read (it is what the player's
// client wrote as text; the HTML adds only markup). But some clients put a stub in the text
// part — "This message is in HTML format", "Your mail client does not support HTML", "[image]",
// nothing at all, or only the signature — and the orders only in the HTML. Reading the stub
// made the power NMR with nothing said (issue 13).
//
// So the text part is read unless it holds no order (nor anything written like one) and the
// HTML part does: then the HTML is read, as text with its line structure (htmlToText.ts), and
// the mail says so. When both hold orders and they are not the same orders, the text part is
// still read, and the mail says what differs, for the GM to compare (never silent) — unless the
// text part has exactly the HTML's words and only lost its layout or its strike-through (a
// table's cells one per line, corpus 1014; an order struck out only in the HTML, 1007): then the
// text part is a broken rendering of the HTML, the HTML is read, and the mail says so.
import type { LineReading } from './grammar';
import type { LineRole } from './body';
import type { BodyLine } from './mime';
import type { Warning } from './power';
import { runTogether } from './runTogether';
import { STRUCK_LINE } from './struckThrough';

/** `broken`: the HTML was read because the text part only lost its layout or strike-through. */
export interface VersionChoice { use: 'text' | 'html'; notes: Warning[]; broken?: true }

/** Why a text part's lines are not read when it is a broken rendering of the HTML. */
export const BROKEN_TEXT_PART = 'plain-text version that lost the HTML version\'s layout or strike-through (the HTML version is read)';

export function chooseVersion(textRoles: LineRole[], htmlRoles: LineRole[], textBody: BodyLine[], read: (text: string) => LineReading, htmlBody: BodyLine[] = []): VersionChoice {
  const inText = orderKeys(textRoles, read);
  const inHtml = orderKeys(htmlRoles, read);
  if (inHtml.size === 0) return { use: 'text', notes: [] };
  if (inText.size === 0) {
    return { use: 'html', notes: [{ text: `the plain-text part of this mail holds no orders (${stubWords(textBody)}): its HTML version was read instead` }] };
  }
  const onlyHtml = [...inHtml].filter(([k]) => !inText.has(k)).map(([, t]) => `"${t}"`);
  const onlyText = [...inText].filter(([k]) => !inHtml.has(k)).map(([, t]) => `"${t}"`);
  if (!onlyHtml.length && !onlyText.length) return { use: 'text', notes: [] };
  const what = [onlyText.length ? `only in the text: ${onlyText.join(', ')}` : '', onlyHtml.length ? `only in the HTML: ${onlyHtml.join(', ')}` : ''].filter(Boolean).join('; ');
  if (wordsOf(textBody) === wordsOf(htmlBody)) {
    return { use: 'html', broken: true, notes: [{ text: `the plain-text part of this mail has the very words of its HTML version but not its layout or strike-through (table cells or struck-out text lost), so it reads as other orders (${what}): the HTML version was read instead` }] };
  }
  return { use: 'text', notes: [{ text: `the HTML version of this mail gives other orders than its plain-text part (${what}): the plain-text part was read; compare both before adjudicating` }] };
}

/**
 * The lines a version gives as orders, each by what it orders (not how it is spelt or spaced,
 * which differ between the two versions), with its text as written; and the lines written like
 * orders that do not read, by their words.
 */
function orderKeys(roles: LineRole[], read: (text: string) => LineReading): Map<string, string> {
  const keys = new Map<string, string>();
  for (const r of roles) {
    if (r.role !== 'candidate') continue;
    const text = r.text.trim();
    const rd = read(text);
    if (rd.kind === 'order') { keys.set(orderKey(rd), text); continue; }
    // "A Par-Bur, A Mar-Spa" on one line in one version and on two in the other: the same orders.
    const list = runTogether(text, read);
    if (list?.kind === 'split') { for (const p of list.line.parts) keys.set(orderKey(read(p.order)), p.order); continue; }
    if (rd.kind === 'unreadable') keys.set(`?${text.toLowerCase().replace(/\s+/g, ' ')}`, text);
  }
  return keys;
}

/** What a line orders, whatever its spelling: its reading without the words as written. */
function orderKey(rd: LineReading): string {
  return rd.kind === 'order' ? JSON.stringify(rd.options, (k: string, v: unknown) => (k === 'text' || k === 'match' ? undefined : v)) : '';
}

/** What the text part says instead, for the note: its first words, or that it is empty. */
function stubWords(body: BodyLine[]): string {
  for (const l of body) {
    if (l.skip) continue;
    const t = l.text.trim();
    if (t) return `it reads "${t.length > 60 ? `${t.slice(0, 57)}...` : t}"`;
  }
  return 'it is empty';
}

/** A version's words in order, whatever its line breaks and spacing, with no strike marks: how to tell a text part that only lost the HTML's layout. */
function wordsOf(body: BodyLine[]): string {
  const words: string[] = [];
  for (const l of body) {
    // A line struck out whole is set aside before reading (mime.ts), but its words are the HTML's.
    if (l.skip && l.skip !== STRUCK_LINE) continue;
    for (const w of l.text.replace(/~~/g, ' ').split(/\s+/)) if (w) words.push(w);
  }
  return words.join(' ');
}
