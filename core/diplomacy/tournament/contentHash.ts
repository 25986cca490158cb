// SHA-256 of a text (UTF-8), in plain TypeScript so core/ stays free of Node and the DOM. Board
// files are named by the hash of their content: two machines writing the same result write the
// same file name, and two different results can never overwrite each other in a shared folder.
const K = new Int32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3,
  0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208,
  0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);

/**
 * UTF-8 bytes, written out because core/ has no TextEncoder (lib ES2023 only), straight into a
 * buffer already padded for SHA-256 (0x80, zeros, the bit length) so hashing a board file makes
 * one allocation. Lone surrogates become U+FFFD, as TextEncoder does.
 */
function paddedUtf8(text: string): { bytes: Uint8Array; length: number } {
  // At most 3 bytes per UTF-16 unit (a surrogate pair, two units, is 4 bytes), then 9 to 72 of padding.
  let bytes = new Uint8Array(((text.length * 3 + 9 + 63) >> 6) << 6);
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    let c = text.charCodeAt(i);
    if (c < 0x80) { bytes[n++] = c; continue; }
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const lo = text.charCodeAt(i + 1);
      if (lo >= 0xdc00 && lo <= 0xdfff) {
        c = 0x10000 + ((c - 0xd800) << 10) + (lo - 0xdc00);
        i++;
        bytes[n++] = 0xf0 | (c >> 18); bytes[n++] = 0x80 | ((c >> 12) & 63); bytes[n++] = 0x80 | ((c >> 6) & 63); bytes[n++] = 0x80 | (c & 63);
        continue;
      }
    }
    if (c >= 0xd800 && c <= 0xdfff) c = 0xfffd;
    if (c < 0x800) { bytes[n++] = 0xc0 | (c >> 6); bytes[n++] = 0x80 | (c & 63); } else { bytes[n++] = 0xe0 | (c >> 12); bytes[n++] = 0x80 | ((c >> 6) & 63); bytes[n++] = 0x80 | (c & 63); }
  }
  const blocks = (n + 9 + 63) >> 6;
  if (blocks * 64 < bytes.length) bytes = bytes.subarray(0, blocks * 64);
  bytes.fill(0, n);
  bytes[n] = 0x80;
  const bits = n * 8, end = bytes.length;
  const high = Math.floor(bits / 0x100000000), low = bits >>> 0;
  bytes[end - 8] = high >>> 24; bytes[end - 7] = (high >>> 16) & 255; bytes[end - 6] = (high >>> 8) & 255; bytes[end - 5] = high & 255;
  bytes[end - 4] = low >>> 24; bytes[end - 3] = (low >>> 16) & 255; bytes[end - 2] = (low >>> 8) & 255; bytes[end - 1] = low & 255;
  return { bytes, length: n };
}

/** SHA-256 (FIPS 180-4) of the text's UTF-8 bytes, as 64 lower-case hex digits. */
export function sha256Hex(text: string): string {
  const { bytes } = paddedUtf8(text);
  let h0 = 0x6a09e667, h1 = 0xbb67ae85, h2 = 0x3c6ef372, h3 = 0xa54ff53a, h4 = 0x510e527f, h5 = 0x9b05688c, h6 = 0x1f83d9ab, h7 = 0x5be0cd19;
  const w = new Int32Array(64);
  for (let off = 0; off < bytes.length; off += 64) {
    for (let i = 0; i < 16; i++) {
      const j = off + i * 4;
      w[i] = (bytes[j]! << 24) | (bytes[j + 1]! << 16) | (bytes[j + 2]! << 8) | bytes[j + 3]!;
    }
    for (let i = 16; i < 64; i++) {
      const a = w[i - 15]!, b = w[i - 2]!;
      const s0 = ((a >>> 7) | (a << 25)) ^ ((a >>> 18) | (a << 14)) ^ (a >>> 3);
      const s1 = ((b >>> 17) | (b << 15)) ^ ((b >>> 19) | (b << 13)) ^ (b >>> 10);
      w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) | 0;
    }
    let a = h0, b = h1, c = h2, d = h3, e = h4, f = h5, g = h6, h = h7;
    for (let i = 0; i < 64; i++) {
      const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
      const t1 = (h + S1 + ((e & f) ^ (~e & g)) + K[i]! + w[i]!) | 0;
      const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
      const t2 = (S0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
      h = g; g = f; f = e; e = (d + t1) | 0; d = c; c = b; b = a; a = (t1 + t2) | 0;
    }
    h0 = (h0 + a) | 0; h1 = (h1 + b) | 0; h2 = (h2 + c) | 0; h3 = (h3 + d) | 0;
    h4 = (h4 + e) | 0; h5 = (h5 + f) | 0; h6 = (h6 + g) | 0; h7 = (h7 + h) | 0;
  }
  const hex = (x: number) => (x >>> 0).toString(16).padStart(8, '0');
  return hex(h0) + hex(h1) + hex(h2) + hex(h3) + hex(h4) + hex(h5) + hex(h6) + hex(h7);
}
