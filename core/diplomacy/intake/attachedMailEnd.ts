// A mail attached to another (message/rfc822, "Forward as attachment") runs to the end of its
// part, and the part ends at the boundary of the mail that carries it: "--fwd-1019--". That line
// and anything after it belong to the carrying mail's MIME structure, not to the attached mail's
// text; they were shown as "not an order" lines of the attached mail (corpus 1019, 1212), a line
// the GM was asked to read that no one wrote (issue 13).
//
// The attached mail's body is cut at the carrier's first boundary line, before it is decoded: a
// carrier part after the attached mail (an opening boundary, not the closing one) was decoded and
// read as the attached mail's own text, so a base64 attached mail swallowed the carrier's next
// part as base64, and that part's orders were read as the attached sender's (MIME mail fuzz).
import type { BodyLine } from './mime';
import type { RawLine } from './mailSplit';
import type { Warning } from './power';

const DECLARED = /^(?:content-type:|\s).*;\s*boundary\s*=\s*(?:"([^"]*)"|([^;\s]+))/i;

/**
 * The multipart boundaries a run of raw lines declares in its Content-Type headers: a mail attached
 * further down ends at any of them, those of a multipart the carrier's own walk did not enter
 * too (one inside an attached part, or under a boundary the carrier reused: MIME fuzz).
 */
export function declaredBoundaries(lines: readonly RawLine[], first: number, end: number): string[] {
  const out: string[] = [];
  for (let i = first; i < end; i++) {
    const t = lines[i]!.text;
    if (!t.includes('=') || !/boundary/i.test(t)) continue;
    const m = DECLARED.exec(t);
    if (m) out.push(m[1] ?? m[2]!);
  }
  return out;
}

/** The carrier's boundary lines: each boundary's opening and closing line. */
function boundaryLines(boundaries: readonly string[]): { open: Set<string>; close: Set<string> } {
  return { open: new Set(boundaries.map((b) => `--${b}`)), close: new Set(boundaries.map((b) => `--${b}--`)) };
}

/**
 * The line where an attached mail's body ends: the carrier's first boundary line at or after
 * `first` (`boundaries`: those of the carrier's multiparts, the outermost first: the attached mail
 * may sit in a nested one), else `end`.
 */
export function attachedBodyEnd(lines: readonly RawLine[], first: number, end: number, boundaries: readonly string[]): number {
  if (boundaries.length === 0) return end;
  const { open, close } = boundaryLines(boundaries);
  for (let i = first; i < end; i++) {
    const t = lines[i]!.text.trimEnd();
    if (open.has(t) || close.has(t)) return i;
  }
  return end;
}

/**
 * The carrier's lines from the attached mail's end to its part's end, each with why it is not
 * read: its boundaries, what follows its outermost closing one, and a later part of it. A later
 * part with text in it is not read as the attached mail's, and the GM is told.
 */
export function carrierLines(lines: readonly RawLine[], from: number, end: number, boundaries: readonly string[]): { lines: BodyLine[]; warning?: Warning } {
  const { open, close } = boundaryLines(boundaries);
  const outerClose = `--${boundaries[0]}--`;
  const out: BodyLine[] = [];
  let closed = false;
  let laterText = false;
  let partHeader = false; // under a boundary, before the blank line that ends the part's headers
  for (let i = from; i < end; i++) {
    const l = lines[i]!;
    const t = l.text.trimEnd();
    let skip: string;
    if (closed) skip = 'MIME epilogue (of the mail this one is attached to)';
    else if (t === outerClose) { skip = 'MIME boundary (closes the mail this one is attached to)'; closed = true; }
    else if (open.has(t) || close.has(t)) { skip = 'MIME boundary (of the mail this one is attached to)'; partHeader = open.has(t); }
    else if (partHeader) { skip = 'MIME part header (of the mail this one is attached to)'; if (t.trim() === '') partHeader = false; }
    else { skip = 'a later part of the mail this one is attached to (not read)'; if (t.trim() !== '') laterText = true; }
    out.push({ text: l.text, span: [l.start, l.end], skip });
  }
  return laterText
    ? { lines: out, warning: { text: 'the mail this one is attached to goes on after it (a later part, under its boundary): those lines are not read as this mail\'s; check them in the original mail' } }
    : { lines: out };
}
