// Base64 bodies (RFC 2045 6.8), which some clients use for any non-ASCII text part. Characters
// outside the alphabet are skipped, as the RFC says a decoder must.
import { decodeBytes, type MappedText } from './mappedText';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const VALUE = new Map([...ALPHABET].map((c, i) => [c, i]));

export function decodeBase64(input: MappedText, charset?: string): MappedText {
  const { text, src } = input;
  const bytes: number[] = [];
  const srcs: number[] = [];
  let acc = 0, bits = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '=') break;
    const v = VALUE.get(c);
    if (v === undefined) continue;
    acc = (acc << 6) | v;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((acc >> bits) & 0xff);
      srcs.push(src[i]!);
    }
    acc &= 0xffff;
  }
  return decodeBytes(bytes, srcs, src[text.length]!, charset ?? 'utf-8');
}
