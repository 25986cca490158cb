// Which text of a message is read, decoded: the body of a plain mail, or in a MIME mail the
// first text/plain part (else the first text/html part, turned into text by htmlToText).
//
// The decoding itself — quoted-printable, base64, every charset label — is postal-mime's: each
// chosen part is handed to it as a small message of its own (its Content-Type and
// Content-Transfer-Encoding, a blank line, its body bytes). What stays here is the walk over
// the MIME boundaries, because postal-mime says what a part holds but not where it was in the
// paste, and the GM must see which raw lines each read line came from (UX.md: hovering a verdict
// highlights its raw line). Every other raw line — boundaries, part headers, the HTML twin of a
// text part, attachments — is reported as skipped so it still gets a verdict.
import PostalMime from 'postal-mime';
import { parseHeaders, type MailHeaders } from './headers';
import { htmlToText } from './htmlToText';
import { plainQuotedPrintableText } from './quotedPrintable';
import { plainPartText, withoutFlowedParameters } from './plainPart';
import { withoutInvisible } from './invisible';
import { withoutFullWidth } from './fullWidth';
import { isTable, isTextFile, rowText, tableSeparator } from './textAttachment';
import { withoutBBCode } from './bbcode';
import { unflow } from './flowed';
import { unreadAttachmentWarning } from './unreadAttachment';
import { looksQuotedPrintable, undeclaredNote } from './undeclaredQuotedPrintable';
import { readClearSigned } from './pgpClearSigned';
import { STRUCK_LINE, withoutStruckThrough } from './struckThrough';
import type { RawLine } from './mailSplit';
import type { Warning } from './power';
import { decodeWindows1252, fixWindows1252, isWindows1252Label, knownCharset, utf8OrUndefined } from './textCodec';
import type { RawSource } from './rawSource';
import { attachmentName } from './attachmentName';

export interface BodyLine {
  text: string;
  span: [number, number];
  /** Set when the line is not read for orders; says why (a GM-readable phrase). */
  skip?: string;
  /** True when the line was decoded (quoted-printable, base64, a charset or HTML). */
  decoded?: boolean;
  /** True when the line is raw lines joined back: a format=flowed soft break (flowed.ts), a hard wrap (wrapped.ts). */
  joined?: boolean;
}

/** A body read from bytes under a charset: where it was, and its text (kept for `mailText`). */
export interface Recoded { start: number; end: number; lines: string[]; lineSpans: [number, number][] }

export interface DecodedBody {
  lines: BodyLine[];
  /** The boundaries of the multiparts walked, the outermost first (a mail attached to this one ends at one: attachedMailEnd.ts). */
  boundaries: string[];
  warnings: Warning[];
  recoded: Recoded[];
  /**
   * A multipart/alternative mail's other reading: the same lines with its HTML part read and its
   * text part skipped. index.ts reads it instead when the text part holds no orders (a stub:
   * "This message is in HTML format", "[image]", only a signature) and the HTML does.
   */
  html?: { lines: BodyLine[]; warnings: Warning[] };
}

/** Why a text part's lines are not read when its HTML twin is (index.ts decides that it is not). */
export const STUB_TEXT_PART = 'plain-text version with no orders in it (the HTML version is read)';

/** A part that holds no parts; `within`: the type of the multipart it is in (multipart/mixed …). */
interface Leaf { headers: MailHeaders; first: number; end: number; within?: string }

function leaves(lines: RawLine[], first: number, end: number, headers: MailHeaders, depth: number, skipped: BodyLine[], boundaries: string[], within?: string): Leaf[] {
  const boundary = headers.boundary;
  if (!headers.contentType?.startsWith('multipart/') || !boundary || depth > 5) return [within ? { headers, first, end, within } : { headers, first, end }];
  boundaries.push(boundary);
  const out: Leaf[] = [];
  const open = `--${boundary}`, close = `--${boundary}--`;
  let partStart = -1;
  for (let i = first; i < end; i++) {
    const t = lines[i]!.text.trimEnd();
    if (t !== open && t !== close) { if (partStart < 0) skipped.push(raw(lines[i]!, 'MIME preamble')); continue; }
    skipped.push(raw(lines[i]!, 'MIME boundary'));
    if (partStart >= 0) out.push(...part(lines, partStart, i, depth, skipped, boundaries, headers.contentType));
    if (t === close) {
      for (let k = i + 1; k < end; k++) skipped.push(raw(lines[k]!, 'MIME epilogue'));
      return out;
    }
    partStart = i + 1;
  }
  if (partStart >= 0) out.push(...part(lines, partStart, end, depth, skipped, boundaries, headers.contentType));
  return out;
}

function part(lines: RawLine[], first: number, end: number, depth: number, skipped: BodyLine[], boundaries: string[], within: string): Leaf[] {
  let h = first;
  while (h < end && lines[h]!.text.trim() !== '') h++;
  const texts: string[] = [];
  for (let k = first; k < h; k++) texts.push(lines[k]!.text);
  const headers = parseHeaders(texts);
  for (let k = first; k < Math.min(h + 1, end); k++) skipped.push(raw(lines[k]!, 'MIME part header'));
  if (!headers.contentType) headers.contentType = 'text/plain';
  return leaves(lines, Math.min(h + 1, end), end, headers, depth + 1, skipped, boundaries, within);
}

function raw(line: RawLine, skip?: string): BodyLine {
  return skip ? { text: line.text, span: [line.start, line.end], skip } : { text: line.text, span: [line.start, line.end] };
}

function isAttachment(l: Leaf): boolean {
  // (The name's length first: a lower-cased copy of every header's name cost more than the rest.)
  for (const [n, v] of l.headers.all) if (n.length === 19 && n.toLowerCase() === 'content-disposition' && /attachment/i.test(v)) return true;
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

/** Text as decoded lines, each with the raw span it came from. */
interface Decoded { lines: string[]; spans: [number, number][]; decoded: boolean }

/**
 * True when no character of the raw lines is outside ASCII (then no charset can change them).
 * A loop over the characters: a pattern per line cost a tenth of a plain body's decoding.
 */
function asciiOnly(lines: RawLine[], first: number, end: number): boolean {
  for (let k = first; k < end; k++) {
    const t = lines[k]!.text;
    for (let i = 0; i < t.length; i++) if (t.charCodeAt(i) > 0x7f) return false;
  }
  return true;
}

/**
 * What decodeLeaf gives for a part whose raw lines are its text: leafLines makes its lines from
 * the raw ones, without a list of texts and a list of spans in between (asWritten).
 */
const AS_WRITTEN: Decoded = { lines: [], spans: [], decoded: false };

/** The raw lines as they are. */
function asWritten(lines: RawLine[], first: number, end: number): Decoded {
  const out: Decoded = { lines: [], spans: [], decoded: false };
  for (let k = first; k < end; k++) { out.lines.push(lines[k]!.text); out.spans.push([lines[k]!.start, lines[k]!.end]); }
  return out;
}

/** Lines of decoded text (postal-mime ends lines with \n; a last empty piece is no line). */
function splitDecoded(text: string): string[] {
  const out = text.split(/\r\n?|\n/);
  if (out.length > 1 && out[out.length - 1] === '') out.pop();
  return out;
}

/**
 * The raw lines each line of postal-mime's text comes from, found by walking the raw as postal-mime
 * reads it (only the shape is looked at here; postal-mime decodes). It cuts the body at each LF
 * and drops the CRs that end a piece, so a bare CR inside a piece stays a line break of the text
 * while the blank lines trailing CRs make vanish. In quoted-printable a piece ending in "=" is a
 * soft break (joined to the next piece), and "=0D" and "=0A" write line breaks of their own. The
 * decoded lines are the text between breaks, each spanning the raw lines its characters and its
 * break came from. (Pairing raw lines one to one instead gave every line the whole part's span
 * whenever a bare CR, a trailing CR, "=0D" or a closing blank line made the counts differ: fuzz.)
 */
function postalLineSpans(raw: string, lines: RawLine[], first: number, end: number, quotedPrintable: boolean): [number, number][] {
  const start = lines[first]!.start, stop = lines[end - 1]!.end;
  const spans: [number, number][] = [];
  let k = first;
  /** The raw line holding offset i (its text or the line break after it); offsets only grow. */
  const lineAt = (i: number) => { while (k + 1 < end && lines[k + 1]!.start <= i) k++; return lines[k]!; };
  let open = -1;       // where the decoded line being read began (its raw line's start), or -1
  let afterCR = false; // the last thing written was a CR: an LF right after it ends no second line
  const text = (i: number) => { if (open < 0) open = lineAt(i).start; afterCR = false; };
  const lineBreak = (i: number, lf: boolean) => {
    const l = lineAt(i);
    if (lf && afterCR) { spans[spans.length - 1]![1] = l.end; afterCR = false; return; }
    spans.push([open < 0 ? l.start : open, l.end]);
    open = -1;
    afterCR = !lf;
  };
  let pos = start;
  while (pos < stop) {
    let pe = raw.indexOf('\n', pos);
    if (pe < 0 || pe > stop) pe = stop;
    let ce = pe;
    while (ce > pos && raw.charCodeAt(ce - 1) === 13) ce--;
    const soft = quotedPrintable && ce > pos && raw.charCodeAt(ce - 1) === 61;
    const len = soft ? ce - 1 : ce;
    for (let i = pos; i < len; i++) {
      const c = raw.charCodeAt(i);
      if (c === 13) { lineBreak(i, false); continue; }
      if (quotedPrintable && c === 61 && i + 2 < len) {
        const byte = parseInt(raw.slice(i + 1, i + 3), 16);
        if (/^[0-9A-Fa-f]{2}$/.test(raw.slice(i + 1, i + 3))) {
          if (byte === 13 || byte === 10) lineBreak(i, byte === 10);
          else text(i);
          i += 2;
          continue;
        }
      }
      text(i);
    }
    if (!soft) lineBreak(pe, true);
    pos = pe + 1;
  }
  if (open >= 0) spans.push([open, stop]);
  if (spans.length === 0) spans.push([start, stop]);
  return spans;
}

/**
 * Base64: decoded byte b comes from base64 character ⌊b/3⌋·4 of the part, so each decoded line
 * maps to the raw lines holding its characters. The byte length of a line is exact for UTF-8
 * and single-byte charsets; for any other, lines map in proportion (still in order, in range).
 */
function base64Spans(decodedLines: string[], lines: RawLine[], first: number, end: number, charset: string | undefined): [number, number][] {
  const lineOfChar: number[] = [];
  for (let k = first; k < end; k++) {
    const n = lines[k]!.text.replace(/[^A-Za-z0-9+/]/g, '').length;
    for (let c = 0; c < n; c++) lineOfChar.push(k);
  }
  if (lineOfChar.length === 0) return decodedLines.map(() => [lines[first]?.start ?? 0, lines[end - 1]?.end ?? 0]);
  const utf8 = !charset || /^utf-?8$/i.test(charset);
  const byteLength = (s: string) => utf8 ? utf8Length(s) : s.length;
  const total = decodedLines.reduce((n, l) => n + byteLength(l) + 1, 0);
  const scale = utf8 || /^(iso-?8859|windows-125|cp125|koi8|us-ascii|ascii|latin)/i.test(charset ?? '') ? 1 : (lineOfChar.length * 3 / 4) / Math.max(1, total);
  const spans: [number, number][] = [];
  let byte = 0;
  for (const l of decodedLines) {
    const from = Math.floor(byte * scale), to = Math.floor((byte + byteLength(l)) * scale);
    const a = lineOfChar[Math.min(lineOfChar.length - 1, Math.floor(from / 3) * 4)]!;
    const b = lineOfChar[Math.min(lineOfChar.length - 1, Math.floor(Math.max(from, to - 1) / 3) * 4 + 3)]!;
    spans.push([lines[a]!.start, lines[b]!.end]);
    byte += byteLength(l) + 1;
  }
  return spans;
}

function utf8Length(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c < 0xdc00) { n += 4; i++; }
    else n += 3;
  }
  return n;
}

/** The leaf's own Content-Type and Content-Transfer-Encoding headers, as a header block for postal-mime. */
function leafHeaderBlock(leaf: Leaf, transferEncoding?: string): string {
  const kept: string[] = [];
  for (const [n, v] of leaf.headers.all) {
    const name = n.toLowerCase();
    // (Without format=flowed: its soft breaks are joined in leafLines, whatever the encoding, so
    // that each decoded line still pairs with its raw line; postal-mime joined them out of sight
    // and the lines of a flowed quoted-printable part all took the whole part's span: MIME fuzz.)
    if (name === 'content-type' && !leaf.headers.contentType?.startsWith('multipart/')) kept.push(`Content-Type: ${withoutFlowedParameters(v)}`);
    if (name === 'content-transfer-encoding' && !transferEncoding) kept.push(`Content-Transfer-Encoding: ${v}`);
  }
  if (transferEncoding) kept.push(`Content-Transfer-Encoding: ${transferEncoding}`);
  if (!kept.some((h) => h.startsWith('Content-Type'))) kept.push('Content-Type: text/plain');
  return kept.join('\r\n') + '\r\n\r\n';
}

/**
 * What postal-mime made of the parts handed to it while one paste is decoded, keyed by what it
 * was handed (postalKey). It lives for one `decodeMail` call: no reading is kept across pastes.
 */
export type PostalReadings = Map<string, { text?: string; html?: string }>;
// (decode.ts makes the map only when a part first needs postal-mime: undefined until then.)

/**
 * Thrown by the synchronous decoding when a part needs postal-mime (asynchronous) and its reading
 * is not in the paste's PostalReadings yet: decode.ts has postal-mime read `message`, files the
 * reading under `key`, and decodes the message again. Every other part (nearly all mail) is
 * decoded without waiting: a chain of awaits for a body that never waits cost a promise and a
 * turn of the microtask queue at every level of every message.
 */
export class PostalNeeded {
  constructor(readonly key: string, readonly message: Uint8Array) {}
}

/** postal-mime's reading of the whole message it is handed: its text and its HTML. */
export async function postalRead(message: Uint8Array): Promise<{ text?: string; html?: string }> {
  const email = await PostalMime.parse(message);
  return { text: email.text, html: email.html };
}

/**
 * The part's text, or its HTML for a text/html part. `start`-`stop`: where its body's bytes are in
 * the paste, which with its header block names what postal-mime would be handed.
 */
function postalDecode(leaf: Leaf, body: () => Uint8Array, start: number, stop: number, postal: PostalReadings | undefined, transferEncoding?: string): string {
  // A plain quoted-printable, base64 or 8-bit text or HTML part is read without postal-mime, to
  // the same text (quotedPrintable.ts, plainPart.ts).
  const bytes = body();
  const plain = (transferEncoding === undefined ? plainQuotedPrintableText(leaf.headers.all, bytes) : undefined) ?? plainPartText(leaf.headers.all, bytes, transferEncoding);
  if (plain !== undefined) return leaf.headers.charset && isWindows1252Label(leaf.headers.charset) ? fixWindows1252(plain) : plain;
  const headerBlock = leafHeaderBlock(leaf, transferEncoding);
  const key = `${start} ${stop}\n${headerBlock}`;
  const email = postal?.get(key);
  if (!email) {
    const head = new Uint8Array([...headerBlock].map((c) => c.charCodeAt(0) & 0xff));
    const message = new Uint8Array(head.length + bytes.length);
    message.set(head, 0);
    message.set(bytes, head.length);
    throw new PostalNeeded(key, message);
  }
  const text = (type(leaf) === 'text/html' ? email.html : email.text) ?? email.text ?? email.html ?? '';
  return leaf.headers.charset && isWindows1252Label(leaf.headers.charset) ? fixWindows1252(text) : text;
}

/**
 * Does the part's charset label read its bytes as `raw` already does? Not for a label the raw
 * reading does not match. (format=flowed text too: its soft breaks are joined in leafLines.)
 */
function sameAsRaw(source: RawSource, leaf: Leaf, charset: string): boolean {
  // (HTML too: read by postal-mime, a UTF-8 file's HTML lost the blank line a CR before its line
  // end makes, and read otherwise than its paste: MIME fuzz, seed 1852537005.)
  if (leaf.headers.contentType !== 'text/plain' && leaf.headers.contentType !== 'text/html') return false;
  if (source.readAs === 'utf-8') return /^\s*utf-?8\s*$/i.test(charset);
  return source.readAs === 'windows-1252' && isWindows1252Label(charset);
}

function contentTypeValue(leaf: Leaf): string {
  for (const [n, v] of leaf.headers.all) if (n.length === 12 && n.toLowerCase() === 'content-type') return v;
  return '';
}

/** A leaf's body as the GM should read it, each line with its raw span. */
function decodeLeaf(leaf: Leaf, lines: RawLine[], source: RawSource, warnings: Warning[], recoded: Recoded[], postal: PostalReadings | undefined): Decoded {
  const { first, end } = leaf;
  if (first >= end) return { lines: [], spans: [], decoded: false };
  let enc = leaf.headers.transferEncoding ?? '';
  const charset = leaf.headers.charset;
  // Quoted-printable under a 7bit or 8bit label, or with no headers at all (undeclaredQuotedPrintable.ts).
  // (Only text with an "=" can be: most parts have none, and their lines are not gathered.)
  if (enc !== 'quoted-printable' && enc !== 'base64' && isText(leaf) && anyLineHolds(lines, first, end, '=') && looksQuotedPrintable(rawLineTexts(lines, first, end), charset)) {
    warnings.push(undeclaredNote(leaf.headers.transferEncoding));
    leaf = withTransferEncoding(leaf, 'quoted-printable');
    // US-ASCII holds no byte the escapes give: they were UTF-8 (looksQuotedPrintable checked).
    if (charset && /^\s*(?:us-)?ascii\s*$/i.test(charset)) leaf = relabelled(leaf, 'utf-8');
    enc = 'quoted-printable';
  }
  if (charset && !knownCharset(charset)) warnings.push({ text: `the mail names a character set this reader does not know ("${charset}"): accented letters may be wrong` });
  const start = lines[first]!.start, stop = lines[end - 1]!.end;
  if (enc === 'quoted-printable' || enc === 'base64') {
    // A text file Windows Notepad saved as "Unicode" starts with a UTF-16 byte-order mark, and
    // its part rarely says so: read by the mark (it gave '\ufffd' and NUL characters, no orders).
    const mark = utf16Mark(lines[first]!.text, enc);
    if (mark && !(charset && /^\s*utf-?16/i.test(charset))) leaf = relabelled(leaf, mark);
    const partBytes = () => source.bytes(start, stop);
    let text = postalDecode(leaf, partBytes, start, stop, postal);
    // Labelled UTF-8 (or not labelled) but decoded with replacement characters: the bytes were
    // windows-1252 (an old Outlook, a webmail that labels everything UTF-8, Excel's .csv). Read
    // again as such, and say so.
    if (!mark && text.includes('\ufffd') && (!charset || isUtf8Label(charset))) {
      text = postalDecode(relabelled(leaf, 'windows-1252'), partBytes, start, stop, postal);
      warnings.push(charset ? notUtf8(charset) : { text: "the mail's text has no character set label and is not valid UTF-8: read as windows-1252; check accented letters and dashes" });
    }
    const decoded = splitDecoded(text);
    let spans = enc === 'base64' ? base64Spans(decoded, lines, first, end, leaf.headers.charset) : postalLineSpans(source.raw, lines, first, end, true);
    // Encoded line breaks (=0A) can make more lines than the raw has: each then spans the part.
    if (spans.length !== decoded.length) spans = decoded.map(() => [start, stop]);
    return { lines: decoded, spans, decoded: true };
  }
  // 7bit/8bit/binary: the raw lines are the text, once their bytes are read in the right charset.
  // A paste is already text (the mail client decoded it), and plain ASCII reads the same in every
  // charset but the 7-bit ones that switch charset with escape sequences (isEscapedSevenBit).
  const escaped = charset !== undefined && isEscapedSevenBit(charset, lines, first, end);
  if (!escaped && (!source.fromBytes || source.plain || asciiOnly(lines, first, end))) return AS_WRITTEN;
  // The part's bytes, made only where a decoder needs them.
  let partBytes: Uint8Array | undefined;
  const bytes = () => (partBytes ??= source.bytes(start, stop));
  let text = '';
  let here = false; // decoded here, not by postal-mime
  // The lines of a file read as UTF-8 are already its valid UTF-8 read (but for a byte-order
  // mark opening the part, which a decoder drops): where that is the reading, they are taken as
  // they are rather than made into bytes, decoded and split again into the same lines.
  let same: string[] | undefined;
  const asUtf8 = source.readAs === 'utf-8' && !lines[first]!.text.startsWith('\ufeff');
  if (escaped) text = postalDecode(leaf, bytes, start, stop, postal, '7bit');
  // The file was already read in the charset this part names (the whole file is valid UTF-8 and
  // the part says UTF-8, or it is not and the part names windows-1252 or a subset): its raw
  // lines are that reading, so they are not decoded again (postal-mime's pass over them cost more
  // than reading the whole mail), and each line keeps its own span even when the body ends in a
  // blank line (postal-mime drops that line, and the count no longer paired). A part that opens
  // with a byte-order mark still goes to postal-mime, which drops the mark.
  else if (charset && sameAsRaw(source, leaf, charset) && !lines[first]!.text.startsWith('\ufeff')) same = rawLineTexts(lines, first, end);
  else if (charset && isUtf8Label(charset) && utf8OrUndefined(bytes()) === undefined) {
    // Labelled UTF-8, but the bytes are not UTF-8: windows-1252 is what such mail is (Outlook's
    // 0x96 en dash), and the GM is told the label was wrong rather than shown '\ufffd' dashes.
    text = decodeWindows1252(bytes());
    here = true;
    warnings.push(notUtf8(charset));
  } else if (charset) text = postalDecode(leaf, bytes, start, stop, postal, '8bit');
  else {
    // No label: UTF-8 when the bytes are valid UTF-8, else windows-1252 (what unlabelled 8-bit
    // mail almost always is), and the GM is told it was a guess.
    const utf8 = asUtf8 ? undefined : utf8OrUndefined(bytes());
    if (asUtf8) same = rawLineTexts(lines, first, end);
    else text = utf8 ?? decodeWindows1252(bytes());
    here = true;
    const valid = asUtf8 || utf8 !== undefined;
    // (A headerless text file in UTF-8 is just text: nothing was guessed worth saying.)
    if (!valid || leaf.headers.all.length) warnings.push({ text: `the mail's text has no character set label: read as ${valid ? 'UTF-8' : 'windows-1252 (it is not valid UTF-8)'}; check accented letters and dashes` });
  }
  // Text decoded here has no line break after its last line, as postal-mime's has: its every
  // piece is a line (a last blank one was lost, and the lines no longer paired: MIME fuzz).
  const decoded = same ?? (here ? text.split(/\r\n?|\n/) : splitDecoded(text));
  const written = asWritten(lines, first, end);
  // Every one of these charsets keeps line breaks where they were, so lines pair one to one, but
  // where postal-mime dropped the CRs before an LF (the blank raw lines they made): those lines
  // are found as postal-mime reads them.
  if (decoded.length !== written.lines.length) {
    const spans = postalLineSpans(source.raw, lines, first, end, false);
    return { lines: decoded, spans: spans.length === decoded.length ? spans : decoded.map(() => [start, stop]), decoded: true };
  }
  recoded.push({ start, end: stop, lines: decoded, lineSpans: written.spans });
  return { lines: decoded, spans: written.spans, decoded: true };
}

/**
 * ISO-2022-JP (Yahoo! JAPAN, Becky!, most Japanese mail), -KR and -CN are 7-bit: ASCII bytes
 * with ESC sequences that switch to a double-byte set. Read as written, the Japanese came out as
 * "$B%$%s%0" and full-width orders were lost; their lines are decoded like any other charset's.
 */
function isEscapedSevenBit(charset: string, lines: RawLine[], first: number, end: number): boolean {
  if (!/^\s*iso-2022-/i.test(charset)) return false;
  for (let k = first; k < end; k++) if (lines[k]!.text.includes('\x1b')) return true;
  return false;
}

/**
 * The UTF-16 charset a part's byte-order mark names (FF FE: little-endian, FE FF: big-endian),
 * from the first encoded characters of its first line.
 */
function utf16Mark(firstLine: string, enc: string): 'utf-16le' | 'utf-16be' | undefined {
  let b0: number, b1: number;
  if (enc === 'base64') {
    const digits = /^[A-Za-z0-9+/]{3}/.exec(firstLine.trim())?.[0];
    if (!digits) return undefined;
    const v = [...digits].map((c) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'.indexOf(c));
    b0 = (v[0]! << 2) | (v[1]! >> 4);
    b1 = ((v[1]! & 15) << 4) | (v[2]! >> 2);
  } else {
    const m = /^=([0-9A-F]{2})=([0-9A-F]{2})/i.exec(firstLine);
    if (!m) return undefined;
    b0 = parseInt(m[1]!, 16); b1 = parseInt(m[2]!, 16);
  }
  return b0 === 0xff && b1 === 0xfe ? 'utf-16le' : b0 === 0xfe && b1 === 0xff ? 'utf-16be' : undefined;
}

function isUtf8Label(label: string): boolean {
  return /^\s*utf-?8\s*$/i.test(label);
}

function notUtf8(charset: string): Warning {
  return { text: `the mail says its text is "${charset}", but its bytes are not valid UTF-8: read as windows-1252; check accented letters and dashes` };
}

function isText(leaf: Leaf): boolean {
  return type(leaf) === 'text/plain' || type(leaf) === 'text/html';
}

function anyLineHolds(lines: RawLine[], first: number, end: number, text: string): boolean {
  for (let k = first; k < end; k++) if (lines[k]!.text.includes(text)) return true;
  return false;
}

function rawLineTexts(lines: RawLine[], first: number, end: number): string[] {
  const out: string[] = [];
  for (let k = first; k < end; k++) out.push(lines[k]!.text);
  return out;
}

/** The same leaf under another Content-Transfer-Encoding (replaced, or added). */
function withTransferEncoding(leaf: Leaf, encoding: string): Leaf {
  const all: [string, string][] = leaf.headers.all.filter(([n]) => n.toLowerCase() !== 'content-transfer-encoding');
  all.push(['Content-Transfer-Encoding', encoding]);
  return { ...leaf, headers: { ...leaf.headers, all, transferEncoding: encoding } };
}

/** The same leaf under another charset label (its Content-Type's charset parameter replaced, or added). */
function relabelled(leaf: Leaf, charset: string): Leaf {
  const label = (v: string) => /;\s*charset\s*=/i.test(v) ? v.replace(/(;\s*charset\s*=\s*)(?:"[^"]*"|[^;\s]+)/i, `$1${charset}`) : `${v}; charset=${charset}`;
  const all = leaf.headers.all.map(([n, v]): [string, string] => n.toLowerCase() === 'content-type' ? [n, label(v)] : [n, v]);
  return { ...leaf, headers: { ...leaf.headers, all, charset } };
}

/**
 * The leaf typed as the text file it is (textAttachment.ts): text/plain in the charset it names;
 * with none, UTF-8, or windows-1252 when its bytes are not UTF-8 (decodeLeaf).
 */
function asPlainText(leaf: Leaf): Leaf {
  const all = leaf.headers.all.map(([n, v]): [string, string] => n.toLowerCase() === 'content-type' ? [n, v.replace(/^\s*[^;\s]+/, 'text/plain')] : [n, v]);
  return { ...leaf, headers: { ...leaf.headers, all, contentType: 'text/plain' } };
}

/** A table's rows (CSV, TSV) as lines of cells side by side; its other lines as they are. */
function tableRows(read: BodyLine[]): BodyLine[] {
  const first = read.find((l) => !l.skip && l.text.trim() !== '');
  const sep = first ? tableSeparator(first.text) : undefined;
  if (!sep) return read;
  return read.map((l) => (l.skip || !l.text.includes(sep) ? l : { text: rowText(l.text, sep), span: l.span, decoded: true }));
}

/** The file name an attachment gives (Content-Disposition filename=, else Content-Type name=; RFC 2231's too: attachmentName.ts). */
function fileName(leaf: Leaf): string | undefined {
  for (const [n, v] of leaf.headers.all) {
    const name = n.toLowerCase();
    if (name !== 'content-disposition' && name !== 'content-type') continue;
    const found = attachmentName(v, 'filename') ?? attachmentName(v, 'name');
    if (found) return found;
  }
  return undefined;
}

/** The index of the decoded line holding offset `at` of the joined text. */
function lineIndex(starts: number[], at: number): number {
  let lo = 0, hi = starts.length - 1;
  while (lo < hi) { const mid = (lo + hi + 1) >> 1; if (starts[mid]! <= at) lo = mid; else hi = mid - 1; }
  return lo;
}

/** An HTML part's decoded lines turned into text lines, each spanning the raw lines it came from. */
function htmlLines(d: Decoded): BodyLine[] {
  const starts: number[] = [];
  let joined = '';
  for (const l of d.lines) { starts.push(joined.length); joined += l + '\n'; }
  const src = new Array<number>(joined.length + 1);
  for (let i = 0; i <= joined.length; i++) src[i] = i;
  const text = htmlToText({ text: joined, src });
  const out: BodyLine[] = [];
  let from = 0;
  const push = (to: number) => {
    if (to > from) {
      const a = lineIndex(starts, text.src[from]!), b = lineIndex(starts, text.src[to - 1]!);
      out.push({ text: text.text.slice(from, to), span: [d.spans[Math.min(a, b)]![0], d.spans[Math.max(a, b)]![1]], decoded: true });
    }
  };
  for (let i = 0; i < text.text.length; i++) if (text.text.charCodeAt(i) === 10) { push(i); from = i + 1; }
  push(text.text.length);
  return out;
}

/**
 * The message's body decoded, synchronously: a part only postal-mime reads throws PostalNeeded
 * until its reading is in `postal` (decode.ts then decodes the message again).
 */
export function decodeBody(source: RawSource, lines: RawLine[], first: number, end: number, headers: MailHeaders, postal: PostalReadings | undefined): DecodedBody {
  const skipped: BodyLine[] = [];
  const warnings: Warning[] = [];
  const recoded: Recoded[] = [];
  const boundaries: string[] = [];
  const all = leaves(lines, first, end, headers, 0, skipped, boundaries);
  const chosen = firstOfType(all, 'text/plain') ?? firstOfType(all, 'text/html');
  // The HTML twin of the text part (multipart/alternative): also read, as the other version a
  // stub text part leaves the orders in. Its charset notes belong to that version only.
  const twin = chosen && type(chosen) === 'text/plain' ? firstOfType(all, 'text/html') : undefined;
  const twinWarnings: Warning[] = [];
  // A plain-text file attached to the mail ("orders.txt") is read with it: players attach their
  // orders, and leaving them unread made the power NMR with nothing said. The mail says which
  // file its lines came from.
  // A client that does not know the type sends "orders.txt" as application/octet-stream: it is
  // the same text file, read as one (it was left unread, and the power NMR'd with nothing said).
  // So is a spreadsheet's .csv and a Markdown file, whatever type the client gave them (textAttachment.ts).
  let tables: Set<Leaf> | undefined; // (made for the rare mail that attaches a table)
  for (let i = 0; i < all.length; i++) {
    const l = all[i]!;
    if (type(l) === 'text/plain' || !isTextFile(type(l), fileName(l))) continue;
    all[i] = asPlainText(l);
    if (isTable(type(l), fileName(l))) (tables ??= new Set()).add(all[i]!);
  }
  const attachedText = all.filter((l) => l !== chosen && type(l) === 'text/plain' && isAttachment(l));
  for (const l of attachedText) warnings.push({ text: `the attached text file${fileName(l) ? ` "${fileName(l)}"` : ''} is read as part of this mail` });
  // multipart/mixed shows its inline text parts one after another (Apple Mail writes the text
  // around an inline picture as two parts): the later ones are the mail's text too. Only in
  // multipart/mixed: the text parts of multipart/alternative are versions of one text.
  if (chosen && type(chosen) === 'text/plain' && chosen.within === 'multipart/mixed') {
    for (const l of all) if (l !== chosen && l.within === 'multipart/mixed' && type(l) === 'text/plain' && !isAttachment(l) && !attachedText.includes(l)) attachedText.push(l);
  }
  const out: BodyLine[] = [...skipped];
  // The HTML version's lines: every line as in `out` but the text part's and the twin's.
  const alt: BodyLine[] | undefined = twin ? [...skipped] : undefined;
  for (const leaf of all) {
    if (leaf !== chosen && !attachedText.includes(leaf)) {
      const why = type(leaf) === 'text/html' ? 'HTML version of the text part (not read)' : `${type(leaf)} part (not read)`;
      const note = unreadAttachmentWarning(type(leaf), fileName(leaf), isAttachment(leaf), leaf.within);
      if (note) warnings.push(note);
      for (let k = leaf.first; k < leaf.end; k++) out.push(raw(lines[k]!, why));
      if (alt && leaf !== twin) for (let k = leaf.first; k < leaf.end; k++) alt.push(raw(lines[k]!, why));
      if (alt && leaf === twin) alt.push(...leafLines(leaf, lines, source, twinWarnings, [], postal));
      continue;
    }
    const read = tables?.has(leaf) ? tableRows(leafLines(leaf, lines, source, warnings, recoded, postal)) : leafLines(leaf, lines, source, warnings, recoded, postal);
    out.push(...read);
    if (alt) alt.push(...(leaf === chosen ? read.map((l) => (l.skip || l.text.trim() === '' ? l : { text: l.text, span: l.span, skip: STUB_TEXT_PART })) : read));
  }
  lostCharacters(out, warnings, source.plain);
  seenText(out, warnings, source.plain);
  // A plain single-part body is already in order; MIME parts were gathered out of order.
  const lineOut = all.length === 1 && skipped.length === 0 ? out : out.sort(bySpan);
  readClearSigned(lineOut);
  if (!alt) return { lines: lineOut, boundaries, warnings, recoded };
  lostCharacters(alt, twinWarnings, source.plain);
  seenText(alt, twinWarnings, source.plain);
  const altOut = alt.sort(bySpan);
  readClearSigned(altOut);
  return { lines: lineOut, boundaries, warnings, recoded, html: { lines: altOut, warnings: twinWarnings } };
}

/**
 * Each read line as the GM sees it: zero-width characters and soft hyphens out (invisible.ts), a
 * forum's BBCode tags read through (bbcode.ts), Markdown's struck-through words left out
 * (struckThrough.ts). (A PGP clear-signed text is read as signed once
 * the lines are in order: pgpClearSigned.ts.)
 */
function seenText(out: BodyLine[], warnings: Warning[], plainRaw: boolean): void {
  let struck = 0;
  for (const l of out) {
    // (A line not decoded is a raw line: in a plain paste it is plainAscii, rawSource.ts.)
    if (l.skip || (plainRaw && !l.decoded) || plainAscii(l.text)) continue;
    const seen = withoutBBCode(withoutFullWidth(withoutInvisible(l.text)));
    const kept = withoutStruckThrough(seen);
    if (kept === seen) l.text = seen;
    else if (kept === '') l.skip = STRUCK_LINE;
    else { l.text = kept; l.decoded = true; struck++; }
  }
  if (struck) warnings.push({ text: `${struck} line${struck === 1 ? '' : 's'} of this mail hold${struck === 1 ? 's' : ''} words struck through (~~…~~): read without them, as taken back` });
}

/**
 * A line of ASCII without "[" or "~": none of seenText's steps can change it (every invisible
 * and full-width character is outside ASCII, BBCode needs its "[", a strike-through its "~~"),
 * so it is passed by one look at its characters instead of four patterns.
 */
export function plainAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c > 0x7f || c === 0x5b || c === 0x7e) return false;
  }
  return true;
}

function bySpan(a: BodyLine, b: BodyLine): number {
  return a.span[0] - b.span[0] || a.span[1] - b.span[1];
}

/** One read leaf's lines: the blank lines before its text, then its text decoded (HTML as text). */
function leafLines(leaf: Leaf, lines: RawLine[], source: RawSource, warnings: Warning[], recoded: Recoded[], postal: PostalReadings | undefined): BodyLine[] {
  const out: BodyLine[] = [];
  // The blank line between a message's headers and its body is no part of the encoded text.
  let bodyFirst = leaf.first;
  while (bodyFirst < leaf.end && lines[bodyFirst]!.text.trim() === '') out.push(raw(lines[bodyFirst++]!));
  const read = decodeLeaf({ headers: leaf.headers, first: bodyFirst, end: leaf.end }, lines, source, warnings, recoded, postal);
  const html = type(leaf) === 'text/html';
  const flowed = type(leaf) === 'text/plain' && /;\s*format\s*=\s*"?flowed/i.test(contentTypeValue(leaf));
  if (read === AS_WRITTEN && !html && !flowed) {
    for (let k = bodyFirst; k < leaf.end; k++) out.push(raw(lines[k]!));
    return out;
  }
  const d = read === AS_WRITTEN ? asWritten(lines, bodyFirst, leaf.end) : read;
  if (html) { out.push(...htmlLines(d)); return out; }
  // format=flowed: its soft breaks joined here (flowed.ts), after any decoding (postal-mime is
  // not asked to: leafHeaderBlock), so each joined line spans the raw lines it came from.
  if (flowed) {
    const delSp = /;\s*delsp\s*=\s*"?yes/i.test(contentTypeValue(leaf));
    for (const f of unflow(d.lines, delSp)) out.push(f.first === f.last ? (d.decoded ? { text: d.lines[f.first]!, span: d.spans[f.first]!, decoded: true } : { text: d.lines[f.first]!, span: d.spans[f.first]! }) : { text: f.text, span: [d.spans[f.first]![0], d.spans[f.last]![1]], decoded: true, joined: true });
    return out;
  }
  for (let k = 0; k < d.lines.length; k++) out.push(d.decoded ? { text: d.lines[k]!, span: d.spans[k]!, decoded: true } : { text: d.lines[k]!, span: d.spans[k]! });
  return out;
}

/**
 * '\ufffd' is what a decoder leaves for bytes it could not read: a dash or an accent was lost
 * before the reader saw the text (a paste from a client that misread the mail, or a wrong
 * label). The lines holding it read as incomplete orders; the mail says why.
 */
function lostCharacters(out: BodyLine[], warnings: Warning[], plainRaw: boolean): void {
  let lost = 0;
  for (const l of out) if (!l.skip && !(plainRaw && !l.decoded) && l.text.includes('\ufffd')) lost++;
  if (lost) warnings.push({ text: `${lost} line${lost === 1 ? '' : 's'} of this mail hold${lost === 1 ? 's' : ''} '\ufffd', a character lost in decoding (often a dash or an accent): check ${lost === 1 ? 'it' : 'them'} against the original mail, or open the .eml file itself` });
}
