// The raw text a reading points into, and the bytes behind it. A paste is text already (the
// mail client decoded it); a file is bytes, kept as text the GM can look at: its UTF-8 text when
// the bytes are valid UTF-8, else one character per byte (windows-1252), so that every part's
// own bytes can be recovered exactly and read in the charset its header names.
import { decodeWindows1252, encodeWindows1252, utf8Bytes, utf8OrUndefined } from './textCodec';

export interface RawSource {
  /** The verbatim text: verdict spans are offsets into it. */
  raw: string;
  /** True for a file read as bytes: its 8-bit parts are still in their own charset. */
  fromBytes: boolean;
  /** For a file: the charset its bytes were read in to make `raw` (UTF-8 when valid, else windows-1252). */
  readAs?: 'utf-8' | 'windows-1252';
  /**
   * No character of `raw` is outside ASCII, "[" or "~" (plainAscii in mime.ts): then no raw line
   * can hold a charset's letter, an invisible or full-width character, BBCode, a strike-through
   * or a lost character, and the decoding does not look at each line to find out. Found once a
   * paste by the engine's own search.
   */
  plain: boolean;
  /** The input's bytes behind raw[start, end). */
  bytes(start: number, end: number): Uint8Array;
}

export function rawSource(input: string | Uint8Array): RawSource {
  if (typeof input === 'string') return { raw: input, fromBytes: false, plain: !NOT_PLAIN.test(input), bytes: (a, b) => utf8Bytes(input.slice(a, b)) };
  const utf8 = utf8OrUndefined(input);
  // (Valid UTF-8 read into as many characters as it has bytes is ASCII: every other byte sequence
  // gives fewer, and a byte-order mark is dropped.)
  if (utf8 !== undefined) return { raw: utf8, fromBytes: true, readAs: 'utf-8', plain: utf8.length === input.length && !utf8.includes('[') && !utf8.includes('~'), bytes: (a, b) => utf8Bytes(utf8.slice(a, b)) };
  const text = decodeWindows1252(input);
  return { raw: text, fromBytes: true, readAs: 'windows-1252', plain: false, bytes: (a, b) => encodeWindows1252(text.slice(a, b)) };
}

/** A character outside ASCII, "[" or "~". */
const NOT_PLAIN = /[^\x00-\x5a\x5c-\x7d\x7f]/;
