// The heading of a piece of press: "Press to all (white):", "Grey press to England:", "Black
// press:", "Press (anonymous) to Germany, Italy:", "Anonymous press to Russia - …". The heading
// says what kind of press it is (white names its author, grey and black do not: 000 D.X(1),
// 001 B.XI(1)) and whom it is for (pressAddressees.ts); it is not part of what is published, so
// intake keeps it apart from the press text. The colour may come before "press", in a
// parenthesis after it, or in a parenthesis after the addressees.

export interface PressHeading {
  /** The heading as written, with its colon or dash: removed from the press text. */
  heading: string;
  /** white, grey, black, anonymous, signed, public, when the heading says. */
  kind?: string;
}

// "Dark grey" (press signed with another's name, 000 D.X(1)a): the unseen-mail trial's 1324 lost it
// as "not an order". A name it is signed with ("signed \"the Tsar\"") is part of the heading.
const KINDS = new Set(['white', 'grey', 'dark grey', 'black', 'anonymous', 'signed', 'public', 'unsigned']);
const HEAD = /^\s*\**\s*(?:(dark[\s-]+gr[ae]y|white|grey|gray|black|anonymous|signed|public|unsigned)\s+)?(?:press|broadcast)\b(?:\s*\(([^)]{1,30})\))?(?:\s*,?\s*(?:signed|as|from)\s+["“'][^"”'\n]{1,40}["”'])?(?:\s+release)?(?:\s+to\s+([^:()\n]{1,60}?))?\s*(?:\(([^)]{1,30})\))?\s*\**\s*(?::|\s[-–—](?:\s|$)|$)/i;

/** A colour word as the press kinds name it ("gray" is "grey"), or undefined. */
function kindOf(word: string | undefined): string | undefined {
  if (!word) return undefined;
  const w = word.trim().toLowerCase().replace('gray', 'grey').replace(/^dark[\s-]+/, 'dark ');
  return KINDS.has(w) ? (w === 'unsigned' ? 'anonymous' : w) : undefined;
}

/** The press heading a line starts with, or undefined when it starts with none. */
export function pressHeading(line: string): PressHeading | undefined {
  const m = HEAD.exec(line);
  if (!m) return undefined;
  const kind = kindOf(m[1]) ?? kindOf(m[2]) ?? kindOf(m[4]);
  return { heading: m[0], ...(kind ? { kind } : {}) };
}

/** Addressee words without a colour in a parenthesis after them: "all (white)" → "all". */
export function withoutColour(words: string): string {
  const m = /^(.*?)\s*\(([^)]{1,30})\)\s*$/.exec(words);
  return m && kindOf(m[2]) ? m[1]! : words;
}
