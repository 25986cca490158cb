// Full-width forms: a Japanese, Chinese or Korean input method left on writes Latin letters,
// digits and signs as their full-width twins ("Ｆ　ＳｔＰ／ｓｃ　－　Ｂｏｔ": U+FF01–U+FF5E, and
// U+3000 for the space). A GM reads them as the plain letters; the reader did not, and such a
// mail gave no orders. They are folded to ASCII before a line is read (the compatibility mapping
// of Unicode's NFKC for these two blocks only: the rest of the line, kana and kanji included, is
// left as written). The raw line is kept as it was.
const FULL_WIDTH = /[\uff01-\uff5e\u3000]/;
const FULL_WIDTH_ALL = /[\uff01-\uff5e\u3000]/g;

/** The line with full-width ASCII forms and the ideographic space as their plain characters. */
export function withoutFullWidth(text: string): string {
  if (!FULL_WIDTH.test(text)) return text;
  return text.replace(FULL_WIDTH_ALL, (c) => (c === '\u3000' ? ' ' : String.fromCharCode(c.charCodeAt(0) - 0xfee0)));
}
