// Quoted-printable (RFC 2045 6.7): `=XX` is a byte, `=` at the end of a line is a soft break
// that joins two lines. Mail clients use it for long lines and accented names.
import { decodeBytes, type MappedText } from './mappedText';

const HEX = /^[0-9A-Fa-f]{2}$/;

export function decodeQuotedPrintable(input: MappedText, charset?: string): MappedText {
  const { text, src } = input;
  const bytes: number[] = [];
  const srcs: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '=') {
      // Soft line break: "=" then optional trailing blanks then the newline.
      let j = i + 1;
      while (text[j] === ' ' || text[j] === '\t') j++;
      if (text[j] === '\r' && text[j + 1] === '\n') { i = j + 1; continue; }
      if (text[j] === '\n' || text[j] === '\r') { i = j; continue; }
      if (j >= text.length) { i = j; continue; }
      const hex = text.slice(i + 1, i + 3);
      if (HEX.test(hex)) { bytes.push(parseInt(hex, 16)); srcs.push(src[i]!); i += 2; continue; }
    }
    // Everything else is itself (non-ASCII pasted text is kept as UTF-8 bytes of itself).
    const cp = text.codePointAt(i)!;
    if (cp < 0x80) { bytes.push(cp); srcs.push(src[i]!); continue; }
    const encoded = utf8(cp);
    for (const b of encoded) { bytes.push(b); srcs.push(src[i]!); }
    if (cp > 0xffff) i++;
  }
  return decodeBytes(bytes, srcs, src[text.length]!, charset ?? 'utf-8');
}

export function utf8(cp: number): number[] {
  if (cp < 0x80) return [cp];
  if (cp < 0x800) return [0xc0 | (cp >> 6), 0x80 | (cp & 63)];
  if (cp < 0x10000) return [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63)];
  return [0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63)];
}
