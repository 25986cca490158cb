// SHA-256 of a stored text's UTF-8 bytes, as lowercase hex. A game file carries it beside every
// raw mail and post, so a text changed after it was saved (by hand, a broken copy, a crafted
// file) is refused rather than replayed as if the players had written it.
//
// WebCrypto rather than core/diplomacy/tournament/contentHash.ts: a game may hold megabytes of
// mail, and the platform's digest (Chromium, its workers, Node 20's globalThis.crypto) is native.
// core/ compiles without DOM or Node types, so the two globals are declared as narrowly as used.
declare const crypto: { subtle: { digest(algorithm: 'SHA-256', data: Uint8Array): Promise<ArrayBuffer> } };
declare const TextEncoder: new () => { encode(input?: string): Uint8Array };

const encoder = new TextEncoder();

export async function textSha256(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
  let hex = '';
  for (const byte of digest) hex += byte.toString(16).padStart(2, '0');
  return hex;
}
