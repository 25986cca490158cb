// Bytes ↔ text for the mail reader, with the two codecs every runtime has (TextDecoder and
// TextEncoder are globals in the browser, its workers and Node) and a table for windows-1252.
// core/ is compiled without DOM or Node types, so the two globals are declared here, as narrowly
// as this file uses them; at run time the names resolve to the platform's own classes.
declare const TextDecoder: new (label?: string, options?: { fatal?: boolean; ignoreBOM?: boolean }) => { decode(input?: Uint8Array): string };
declare const TextEncoder: new () => { encode(input?: string): Uint8Array };

const utf8Strict = new TextDecoder('utf-8', { fatal: true });
const utf8Encoder = new TextEncoder();

/** The text of UTF-8 bytes, or undefined when they are not valid UTF-8 (a BOM is dropped). */
export function utf8OrUndefined(bytes: Uint8Array): string | undefined {
  try { return utf8Strict.decode(bytes); } catch { return undefined; }
}

export function utf8Bytes(text: string): Uint8Array {
  return utf8Encoder.encode(text);
}

/**
 * Windows-1252's bytes 0x80-0x9F (the rest is ISO-8859-1, i.e. the byte is the code point).
 * The five bytes the code page leaves undefined keep their C1 code point, so every byte has one
 * character and the mapping can be turned back into the same bytes. Written out rather than
 * left to TextDecoder: Node 20's 'windows-1252' decoder gives U+0096 for 0x96 (an Outlook en
 * dash), the very bug this reader must not have.
 */
const CP1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d, 0x17d, 0x8f,
  0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
];
const CP1252_BYTE = new Map<number, number>(CP1252_HIGH.map((cp, i) => [cp, 0x80 + i]));

export function decodeWindows1252(bytes: Uint8Array): string {
  let out = '';
  // Chunks of code units through fromCharCode: one string per chunk, not one per byte.
  const chunk: number[] = [];
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    chunk.push(b >= 0x80 && b < 0xa0 ? CP1252_HIGH[b - 0x80]! : b);
    if (chunk.length === 8192) { out += String.fromCharCode(...chunk); chunk.length = 0; }
  }
  return out + String.fromCharCode(...chunk);
}

/** The bytes `decodeWindows1252` read `text` from (a character it cannot give becomes '?'). */
export function encodeWindows1252(text: string): Uint8Array {
  const out = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    out[i] = c < 0x80 || (c >= 0xa0 && c <= 0xff) ? c : CP1252_BYTE.get(c) ?? (c < 0xa0 ? c : 0x3f);
  }
  return out;
}

/**
 * Labels that name windows-1252 or a subset of it: the WHATWG Encoding standard reads all of
 * them as windows-1252, as mail clients do (Outlook labels its en dashes iso-8859-1).
 */
export function isWindows1252Label(label: string): boolean {
  return /^(windows-1252|cp-?1252|x-cp1252|iso[-_]?8859-1|iso8859-1|iso-ir-100|l1|latin-?1|ibm819|cp819|us-ascii|ascii|ansi_x3\.4-1968)$/i.test(label.trim());
}

/**
 * Text decoded under a windows-1252 label by a runtime whose decoder treats it as ISO-8859-1
 * (Node 20): C1 controls, which windows-1252 text never holds, become the code page's
 * characters (U+0096 → '–').
 */
export function fixWindows1252(text: string): string {
  if (!/[\u0080-\u009f]/.test(text)) return text;
  return text.replace(/[\u0080-\u009f]/g, (c) => String.fromCharCode(CP1252_HIGH[c.charCodeAt(0) - 0x80]!));
}

/**
 * Labels every runtime's TextDecoder knows (WHATWG Encoding labels), lower case: the ones mail
 * names nearly always. Asked before a decoder is made to find out, which cost more than the
 * rest of a plain part's decoding.
 */
export const COMMON_LABELS = new Set(['utf-8', 'utf8', 'us-ascii', 'ascii', 'iso-8859-1', 'latin1', 'windows-1252', 'iso-8859-2', 'iso-8859-15', 'koi8-r', 'windows-1251']);

/** Whether the runtime can decode this charset label (TextDecoder knows the WHATWG labels). */
export function knownCharset(label: string): boolean {
  const l = label.trim();
  if (COMMON_LABELS.has(l.toLowerCase())) return true;
  try { new TextDecoder(l); return true; } catch { return false; }
}
