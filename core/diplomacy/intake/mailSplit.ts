// Splits a paste holding several e-mails into messages. A message begins with a header block
// (From: plus To/Subject/Date, or an mbox "From " line) at the top of the paste or after a blank
// or separator line. Header blocks inside a message — a forwarded mail or an Outlook-style
// quoted original — do not start a new message: they follow a forward/original marker.
import { headerName, isContinuation } from './headers';

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
}

/** A line break: CRLF, a lone CR (old Mac mail) or LF. */
const LINE_BREAK = /\r\n?|\n/g;

export function pasteLines(paste: string): RawLine[] {
  const out: RawLine[] = [];
  let start = 0;
  // The regex engine finds the breaks faster than a loop over every character.
  LINE_BREAK.lastIndex = 0;
  for (let m = LINE_BREAK.exec(paste); m; m = LINE_BREAK.exec(paste)) {
    out.push({ text: paste.slice(start, m.index), start, end: m.index });
    start = LINE_BREAK.lastIndex;
  }
  if (start < paste.length || out.length === 0) out.push({ text: paste.slice(start), start, end: paste.length });
  return out;
}

const SEPARATOR = /^\s*([-=_*#~]{5,}|From \S+.*)\s*$/;
const MBOX_FROM = /^From \S+ .*\d{4}\s*$/;
const FORWARD_MARKER = /(forwarded message|original message|begin forwarded|weitergeleitete|message transféré|^\s*_{8,}\s*$)/i;

/** Where the header block starting at `i` ends (first line after it), or -1 when it is not one. */
function headerBlockEnd(lines: RawLine[], i: number): number {
  let j = i;
  const names = new Set<string>();
  while (j < lines.length) {
    const t = lines[j]!.text;
    if (j > i && isContinuation(t)) { j++; continue; }
    const name = headerName(t);
    if (!name) break;
    names.add(name);
    j++;
  }
  if (!names.has('from')) return -1;
  if (!names.has('to') && !names.has('subject') && !names.has('date')) return -1;
  return j;
}

export function splitMail(lines: RawLine[]): MailPart[] {
  const starts: { line: number; headerEnd: number }[] = [];
  let previousNonBlank = '';
  let previousBlank = true;
  for (let i = 0; i < lines.length; i++) {
    const t = lines[i]!.text;
    if (MBOX_FROM.test(t)) {
      const end = headerBlockEnd(lines, i + 1);
      if (end > 0) { starts.push({ line: i, headerEnd: end }); i = end - 1; previousBlank = false; previousNonBlank = ''; continue; }
    }
    const atBoundary = previousBlank || SEPARATOR.test(previousNonBlank) || starts.length === 0 && previousNonBlank === '';
    if (atBoundary && headerName(t) && !FORWARD_MARKER.test(previousNonBlank)) {
      const end = headerBlockEnd(lines, i);
      if (end > 0) {
        starts.push({ line: i, headerEnd: end });
        i = end - 1; previousBlank = false; previousNonBlank = lines[i]!.text;
        continue;
      }
    }
    if (t.trim() === '') previousBlank = true;
    else { previousBlank = false; previousNonBlank = t; }
  }
  const parts: MailPart[] = [];
  // Text before the first header block is a message of its own (orders pasted without headers);
  // a preamble of blank lines and separators is not (its lines still get a verdict).
  const preambleEnd = starts.length ? starts[0]!.line : lines.length;
  if (starts.length === 0 || lines.slice(0, preambleEnd).some((l) => l.text.trim() !== '' && !SEPARATOR.test(l.text))) {
    if (preambleEnd > 0) parts.push({ firstLine: 0, endLine: preambleEnd, headerEnd: 0 });
  }
  starts.forEach((s, k) => {
    const end = k + 1 < starts.length ? starts[k + 1]!.line : lines.length;
    parts.push({ firstLine: s.line, endLine: end, headerEnd: s.headerEnd });
  });
  return parts;
}
