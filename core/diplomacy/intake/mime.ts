// Which text of a message is read: the body of a plain mail, or in a MIME mail the first
// text/plain part (else the first text/html part, turned into text by htmlToText). Encodings
// (quoted-printable, base64) are decoded with the paste offsets kept. Every other raw line — MIME
// boundaries, part headers, the HTML twin of a text part, attachments — is reported as skipped
// so it still gets a verdict.
import { decodeBase64 } from './base64';
import { parseHeaders, type MailHeaders } from './headers';
import { htmlToText } from './htmlToText';
import { mappedLines, type MappedText } from './mappedText';
import type { RawLine } from './mailSplit';
import { decodeQuotedPrintable } from './quotedPrintable';

export interface BodyLine {
  text: string;
  span: [number, number];
  /** Set when the line is not read for orders; says why (a GM-readable phrase). */
  skip?: string;
  /** True when the line was decoded (quoted-printable, base64 or HTML). */
  decoded?: boolean;
}

interface Leaf { headers: MailHeaders; first: number; end: number }

function leaves(lines: RawLine[], first: number, end: number, headers: MailHeaders, depth: number, skipped: BodyLine[]): Leaf[] {
  const boundary = headers.boundary;
  if (!headers.contentType?.startsWith('multipart/') || !boundary || depth > 5) return [{ headers, first, end }];
  const out: Leaf[] = [];
  let partStart = -1;
  for (let i = first; i < end; i++) {
    const t = lines[i]!.text.trimEnd();
    const isBoundary = t === `--${boundary}` || t === `--${boundary}--`;
    if (!isBoundary) { if (partStart < 0) skipped.push(raw(lines[i]!, 'MIME preamble')); continue; }
    skipped.push(raw(lines[i]!, 'MIME boundary'));
    if (partStart >= 0) out.push(...part(lines, partStart, i, depth, skipped));
    partStart = t.endsWith('--') && t === `--${boundary}--` ? -2 : i + 1;
    if (partStart === -2) {
      for (let k = i + 1; k < end; k++) skipped.push(raw(lines[k]!, 'MIME epilogue'));
      return out;
    }
  }
  if (partStart >= 0) out.push(...part(lines, partStart, end, depth, skipped));
  return out;
}

function part(lines: RawLine[], first: number, end: number, depth: number, skipped: BodyLine[]): Leaf[] {
  let h = first;
  while (h < end && lines[h]!.text.trim() !== '') h++;
  const headers = parseHeaders(lines.slice(first, h).map((l) => l.text));
  for (let k = first; k < Math.min(h + 1, end); k++) skipped.push(raw(lines[k]!, 'MIME part header'));
  if (!headers.contentType) headers.contentType = 'text/plain';
  return leaves(lines, Math.min(h + 1, end), end, headers, depth + 1, skipped);
}

function raw(line: RawLine, skip?: string): BodyLine {
  return { text: line.text, span: [line.start, line.end], ...(skip ? { skip } : {}) };
}

function isAttachment(l: Leaf): boolean {
  for (const [n, v] of l.headers.all) if (n.toLowerCase() === 'content-disposition' && /attachment/i.test(v)) return true;
  return false;
}

function type(l: Leaf): string {
  return l.headers.contentType ?? 'text/plain';
}

/** The first part of this type that is not an attachment. */
function firstOfType(all: Leaf[], wanted: string): Leaf | undefined {
  for (const l of all) if (type(l) === wanted && !isAttachment(l)) return l;
  return undefined;
}

export function bodyLines(paste: string, lines: RawLine[], first: number, end: number, headers: MailHeaders): BodyLine[] {
  const skipped: BodyLine[] = [];
  const all = leaves(lines, first, end, headers, 0, skipped);
  const chosen = firstOfType(all, 'text/plain') ?? firstOfType(all, 'text/html');
  const out: BodyLine[] = [...skipped];
  for (const leaf of all) {
    if (leaf !== chosen) {
      const why = type(leaf) === 'text/html' ? 'HTML version of the text part (not read)' : `${type(leaf)} part (not read)`;
      for (let k = leaf.first; k < leaf.end; k++) out.push(raw(lines[k]!, why));
      continue;
    }
    const enc = leaf.headers.transferEncoding ?? '';
    const html = type(leaf) === 'text/html';
    if (!html && enc !== 'quoted-printable' && enc !== 'base64') {
      for (let k = leaf.first; k < leaf.end; k++) out.push(raw(lines[k]!));
      continue;
    }
    if (leaf.first >= leaf.end) continue;
    const start = lines[leaf.first]!.start, stop = lines[leaf.end - 1]!.end;
    const srcMap = new Array<number>(stop - start + 1);
    for (let i = 0; i <= stop - start; i++) srcMap[i] = start + i;
    let text: MappedText = { text: paste.slice(start, stop), src: srcMap };
    if (enc === 'quoted-printable') text = decodeQuotedPrintable(text, leaf.headers.charset);
    else if (enc === 'base64') text = decodeBase64(text, leaf.headers.charset);
    if (html) text = htmlToText(text);
    for (const l of mappedLines(text)) out.push({ text: l.text, span: l.span, decoded: true });
  }
  // A plain single-part body is already in order; MIME parts were gathered out of order.
  return all.length === 1 && skipped.length === 0 ? out : out.sort((a, b) => a.span[0] - b.span[0] || a.span[1] - b.span[1]);
}
