// A plain quoted-printable text or HTML part read without postal-mime, giving the very text postal-mime
// gives for it (test/core/diplomacy/intake/quotedPrintable.test.ts compares the two on every
// corpus part and on generated ones). postal-mime costs 80-270 µs CPU for each such part (a
// 100 KB buffer per decoder, a Blob made and read back); this is a loop over the part's bytes.
//
// Only the simplest part is read here: one Content-Type header, text/plain or text/html with no
// parameter but its charset, that charset one of a few whose decoder is certain, and one
// Content-Transfer-Encoding header, quoted-printable. Anything else (format=flowed, another
// charset, a second header, an 8-bit or base64 part) returns undefined and goes to postal-mime.

// core/ is compiled without DOM or Node types: TextDecoder is declared as narrowly as it is used
// (see textCodec.ts); at run time it is the platform's own.
declare const TextDecoder: new (label?: string) => { decode(input?: Uint8Array): string };

/**
 * The Content-Type values read here, with the charset label postal-mime would take from them:
 * its parameter as written, lower-cased (postal-mime's getDecoder), or utf8 without one.
 */
const PLAIN_TEXT = /^\s*text\/(?:plain|html)\s*(?:;\s*charset\s*=\s*("?)(utf-8|utf8|us-ascii|iso-8859-1|windows-1252)\1\s*)?$/i;

/** One decoder per label, made once: `new TextDecoder(label)` is what postal-mime decodes with. */
const decoders = new Map<string, { decode(input?: Uint8Array): string }>();
export function decoderFor(label: string) {
  let d = decoders.get(label);
  if (!d) decoders.set(label, (d = new TextDecoder(label)));
  return d;
}

/**
 * The part's text (an HTML part's HTML) as postal-mime reads it, or undefined when the part is
 * not a plain quoted-printable text or HTML part this reads exactly. postal-mime gives a part
 * alone in its message as its text or its HTML, by its type, as decoded. `headers` are the part's own, as [name, value].
 */
export function plainQuotedPrintableText(headers: readonly (readonly [string, string])[], body: Uint8Array): string | undefined {
  const shape = partHeaders(headers);
  if (!shape) return undefined;
  const { type, encoding } = shape;
  if (encoding === undefined || encoding.trim().toLowerCase() !== 'quoted-printable') return undefined;
  let label = 'utf8';
  if (type !== undefined) {
    const m = PLAIN_TEXT.exec(type);
    if (!m) return undefined;
    if (m[2]) label = m[2].toLowerCase();
  }
  return decoderFor(label).decode(decodeQuotedPrintable(body));
}

/**
 * A part's Content-Type and Content-Transfer-Encoding values, or undefined when it has two of
 * either (which one postal-mime would take is not this reader's guess to make).
 */
export function partHeaders(headers: readonly (readonly [string, string])[]): { type?: string; encoding?: string } | undefined {
  let type: string | undefined;
  let encoding: string | undefined;
  for (const [n, v] of headers) {
    const name = n.toLowerCase();
    if (name === 'content-type') { if (type !== undefined) return undefined; type = v; }
    if (name === 'content-transfer-encoding') { if (encoding !== undefined) return undefined; encoding = v; }
  }
  return { type, encoding };
}

const EQUALS = 0x3d, LF = 0x0a, CR = 0x0d;

/** A hex digit's value, or -1. */
function hexNibble(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  if (c >= 0x61 && c <= 0x66) return c - 0x61 + 10;
  if (c >= 0x41 && c <= 0x46) return c - 0x41 + 10;
  return -1;
}

/**
 * Quoted-printable bytes decoded as postal-mime 4.0.0 decodes them: the body is cut into lines
 * at each LF, each line without the CRs and LF that end it (a CR inside a line stays); a line
 * ending in "=" is a soft break (no line feed after it); "=XX" with two hex digits is that
 * byte, any other "=" is kept as written; every other line ends in one LF.
 */
export function decodeQuotedPrintable(body: Uint8Array): Uint8Array {
  // The decoded text is never longer than the body and one LF more.
  const out = new Uint8Array(body.length + 1);
  let o = 0;
  const n = body.length;
  let pos = 0;
  while (pos < n) {
    const start = pos;
    let end = pos;
    while (pos < n) {
      const c = body[pos++]!;
      if (c !== CR && c !== LF) end = pos;
      if (c === LF) break;
    }
    let len = end;
    const softBreak = len > start && body[len - 1] === EQUALS;
    if (softBreak) len--;
    let literal = start;
    for (let i = start; i < len; i++) {
      if (body[i] !== EQUALS || i + 2 >= len) continue;
      const high = hexNibble(body[i + 1]!), low = hexNibble(body[i + 2]!);
      if (high < 0 || low < 0) continue;
      for (let k = literal; k < i; k++) out[o++] = body[k]!;
      out[o++] = (high << 4) | low;
      i += 2;
      literal = i + 1;
    }
    for (let k = literal; k < len; k++) out[o++] = body[k]!;
    if (!softBreak) out[o++] = LF;
  }
  return out.subarray(0, o);
}
