// A plain base64, quoted-printable or 8-bit text part read without postal-mime, giving the very
// text postal-mime gives for it (test/core/diplomacy/intake/plainPart.test.ts compares the two on
// every such corpus part and on generated ones). quotedPrintable.ts reads the commonest
// quoted-printable parts; this reads the other charsets and the flowed ones too.
// postal-mime's fixed cost is about 55 µs CPU a part, however small (a parser, a 100 KB buffer,
// a Blob made and read back): a tenth of decoding the whole corpus went to its 41 parts.
//
// Only the simplest part is read here: at most one Content-Type header, text/plain or text/html
// with no parameter but its charset and a file's plain name= (and format= or delsp=, which
// postal-mime is not told of),
// that charset one of the labels below, and one transfer encoding: base64, quoted-printable,
// 7bit or 8bit. Anything else returns undefined and goes to postal-mime.
import { decodeQuotedPrintable, decoderFor, partHeaders } from './quotedPrintable';

/**
 * The Content-Type values read here, with the charset label postal-mime would decode with: its
 * parameter as written, lower-cased (postal-mime's getDecoder, which takes a label the runtime
 * knows as it is), or utf8 without one. Each label is one the WHATWG Encoding standard lists.
 * An attached text file's name= may stand before or after it, a plain name (letters, digits,
 * "_", "." and "-") that no parser can read otherwise: it names the file, it does not decode it.
 */
const PLAIN_TEXT = /^\s*text\/(?:plain|html)\s*(?:;\s*name\s*=\s*(?:"[\w.-]*"|[\w.-]+)\s*)?(?:;\s*charset\s*=\s*("?)(utf-8|utf8|us-ascii|iso-8859-1|windows-1252|iso-8859-2|iso-8859-15|koi8-r|windows-1251|iso-2022-jp|gbk|euc-kr)\1\s*)?(?:;\s*name\s*=\s*(?:"[\w.-]*"|[\w.-]+)\s*)?$/i;

/**
 * The part's text (an HTML part's HTML) as postal-mime reads it, or undefined when this does not
 * read it exactly. `headers` are the part's own, as [name, value]; `transferEncoding`, when
 * given, stands for the part's own Content-Transfer-Encoding (mime.ts hands such a part to
 * postal-mime under that encoding instead of its own).
 */
export function plainPartText(headers: readonly (readonly [string, string])[], body: Uint8Array, transferEncoding?: string): string | undefined {
  const shape = partHeaders(headers);
  if (!shape) return undefined;
  const encoding = transferEncoding ?? shape.encoding;
  if (encoding === undefined) return undefined;
  const kind = encoding.trim().toLowerCase();
  if (kind !== 'base64' && kind !== 'quoted-printable' && kind !== '7bit' && kind !== '8bit') return undefined;
  let label = 'utf8';
  if (shape.type !== undefined) {
    const m = PLAIN_TEXT.exec(withoutFlowedParameters(shape.type));
    if (!m) return undefined;
    if (m[2]) label = m[2].toLowerCase();
  }
  const bytes = kind === 'base64' ? decodeBase64Body(body) : kind === 'quoted-printable' ? decodeQuotedPrintable(body) : passThrough(body);
  return decoderFor(label).decode(bytes);
}

/**
 * A Content-Type value without its format= and delsp= parameters, as postal-mime is handed it:
 * mime.ts joins a flowed part's soft breaks itself (flowed.ts), after decoding, so that each
 * joined line spans the raw lines it came from.
 */
export function withoutFlowedParameters(value: string): string {
  return value.replace(/;\s*(?:format|delsp)\s*=\s*(?:"[^"]*"|[^;\s]*)/gi, '');
}

const EQUALS = 0x3d, LF = 0x0a, CR = 0x0d;

/** A base64 digit's value, or -1 for every other byte. */
const DIGIT = new Int8Array(256).fill(-1);
for (let i = 0; i < 64; i++) DIGIT['ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'.charCodeAt(i)] = i;

/**
 * Base64 bytes decoded as postal-mime 4.0.0 decodes them: every byte that is not a base64 digit
 * or "=" is dropped (line breaks, blanks, 8-bit bytes: postal-mime reads each line as UTF-8 and
 * drops every other character); a run of "=" ends a unit; each unit is decoded alone, its last
 * group of two or three digits giving one or two bytes and a lone last digit none.
 */
export function decodeBase64Body(body: Uint8Array): Uint8Array {
  const out = new Uint8Array(Math.ceil(body.length * 3 / 4) + 3);
  let o = 0;
  let group = 0; // digits of the unit's open group read so far (0-3)
  let bits = 0;
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    const d = DIGIT[c]!;
    if (d < 0) {
      if (c !== EQUALS) continue;
      // The unit ends: two digits give one byte, three give two, one gives none.
      if (group === 2) out[o++] = bits >> 4;
      else if (group === 3) { out[o++] = bits >> 10; out[o++] = (bits >> 2) & 0xff; }
      group = 0; bits = 0;
      continue;
    }
    bits = (bits << 6) | d;
    if (++group === 4) {
      out[o++] = bits >> 16; out[o++] = (bits >> 8) & 0xff; out[o++] = bits & 0xff;
      group = 0; bits = 0;
    }
  }
  if (group === 2) out[o++] = bits >> 4;
  else if (group === 3) { out[o++] = bits >> 10; out[o++] = (bits >> 2) & 0xff; }
  return out.subarray(0, o);
}

/**
 * 7-bit or 8-bit bytes as postal-mime 4.0.0 passes them on: cut into lines at each LF, each line
 * without the CRs and LF that end it (a CR inside a line stays), every line ending in one LF.
 */
export function passThrough(body: Uint8Array): Uint8Array {
  const out = new Uint8Array(body.length + 1);
  let o = 0;
  let pos = 0;
  while (pos < body.length) {
    const start = pos;
    let end = pos;
    while (pos < body.length) {
      const c = body[pos++]!;
      if (c !== CR && c !== LF) end = pos;
      if (c === LF) break;
    }
    out.set(body.subarray(start, end), o);
    o += end - start;
    out[o++] = LF;
  }
  return out.subarray(0, o);
}
