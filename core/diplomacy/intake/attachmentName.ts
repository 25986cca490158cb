// The name of an attached file, as the header gives it. Most clients write filename="orders.txt";
// Thunderbird, Apple Mail, Outlook on the web and many webmails write a name with spaces or
// accents the RFC 2231 way: filename*=UTF-8''ordres%20printemps%201901.txt, and a long one in
// numbered pieces (filename*0*=…; filename*1*=…). The reader saw no name in them, so an orders.txt
// sent as application/octet-stream (textAttachment.ts reads such a file by its name) was "a file
// the reader cannot open" and the power needed a look (corpus 1746, evening 34's England).
import { decodeWindows1252, isWindows1252Label, utf8OrUndefined } from './textCodec';

// core/ has no DOM types: the platform's TextDecoder, declared as narrowly as used (textCodec.ts).
declare const TextDecoder: new (label?: string) => { decode(input?: Uint8Array): string };

/** One parameter of a Content-Disposition or Content-Type value: `filename` or `name`, plain, extended or in pieces. */
export function attachmentName(value: string, param: 'filename' | 'name'): string | undefined {
  // Cheap first: no such parameter at all (most parts: the text and HTML of the mail itself).
  const lower = value.toLowerCase();
  if (!lower.includes(param)) return undefined;
  const re = new RegExp(`;\\s*${param}(\\*(\\d+))?(\\*)?\\s*=\\s*(?:"([^"]*)"|([^;\\s]*))`, 'gi');
  let plain: string | undefined;
  const pieces: { n: number; text: string; encoded: boolean }[] = [];
  for (const m of value.matchAll(re)) {
    const text = m[4] ?? m[5] ?? '';
    if (m[2] === undefined && m[1] === undefined && m[3] === undefined) { plain ??= text; continue; }
    pieces.push({ n: m[2] === undefined ? 0 : Number(m[2]), text, encoded: m[3] !== undefined });
  }
  if (!pieces.length) return plain;
  pieces.sort((a, b) => a.n - b.n);
  // The first encoded piece opens with charset'language'; the text is %-escaped bytes in that charset.
  let charset = 'utf-8';
  const bytes: number[] = [];
  pieces.forEach((p, i) => {
    let text = p.text;
    if (i === 0 && p.encoded) {
      const q = /^([^']*)'[^']*'/.exec(text);
      if (q) { charset = q[1] || charset; text = text.slice(q[0].length); }
    }
    for (let k = 0; k < text.length; k++) {
      const c = text.charCodeAt(k);
      if (p.encoded && c === 37 && /^[0-9a-f]{2}$/i.test(text.slice(k + 1, k + 3))) { bytes.push(parseInt(text.slice(k + 1, k + 3), 16)); k += 2; }
      else bytes.push(c & 0xff);
    }
  });
  const raw = new Uint8Array(bytes);
  // Latin-1 names are read as windows-1252, its superset, as the reader reads bodies (textCodec.ts).
  if (isWindows1252Label(charset)) return decodeWindows1252(raw);
  const utf8 = /^utf-?8$/i.test(charset) ? utf8OrUndefined(raw) : undefined;
  if (utf8 !== undefined) return utf8;
  try { return new TextDecoder(charset).decode(raw); } catch { return decodeWindows1252(raw); }
}
