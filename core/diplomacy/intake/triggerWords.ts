// The words a rule is about, found in one scan of a line for every rule at once. Most rules of
// the reader look for a phrase that needs one word of a short list ("scratch", "cancel",
// "ignore" …; "until further notice", "standing orders" …), and most lines (an order, a blank,
// a greeting) hold none of them: each rule used to run its pattern on every line to find that
// out. A rule now declares its words (`triggerOf`), every rule's words go into one table, and a
// line is scanned once (`wordsIn`) for all of them: a rule whose words the line does not hold
// never runs its pattern on it.
//
// The scan is cautious, so a rule's answer never changes, only its cost:
// - a word is a run of ASCII letters (lower-cased), and a rule's word counts when it *begins*
//   one ("cancel" is found in "Cancelled", "1cancel" and "x_cancel"): a superset of what \b,
//   (?<!\p{L}) and ^\s* see as a word's start, so a pattern needing the word at a word's start
//   is always let through;
// - a line with a non-ASCII character other than typographic punctuation and spaces (which are
//   no letters and fold to none) holds every rule's words: a letter such as "ſ" or the Kelvin
//   sign folds to ASCII under /iu, and a pattern may spell a word in another script;
// - rules share a bit when there are more than 31 of them: a line then runs a rule it need not,
//   never the reverse.
// A rule's words are its pattern's promise ("cannot match without one of these at a word's
// start"), held to the pattern on generated lines (test/core/diplomacy/intake/triggerWords.test.ts).

/** Every rule's bit: a line of non-ASCII letters holds them all. */
const ALL = -1;
const BITS = 31;

/** The trie of every rule's words: 26 children a node (a-z), 0 for none; node 0 is the root. */
let next = new Int32Array(26 * 64);
/** The bits of the rules whose word ends at a node. */
let ends = new Int32Array(64);
let nodes = 1;
let rules = 0;

function grow(): void {
  const n = new Int32Array(next.length * 2); n.set(next); next = n;
  const e = new Int32Array(ends.length * 2); e.set(ends); ends = e;
}

/**
 * A rule's words (ASCII letters, any case): the bit a line holding one of them at a word's start
 * has in `wordsIn`. Asked once, when the rule's file is loaded.
 */
export function triggerOf(words: readonly string[]): number {
  const bit = 1 << (rules++ % BITS);
  for (const word of words) {
    const w = word.toLowerCase();
    if (!/^[a-z]+$/.test(w)) throw new Error(`triggerOf: '${word}' is not a word of ASCII letters`);
    let node = 0;
    for (let i = 0; i < w.length; i++) {
      const slot = node * 26 + (w.charCodeAt(i) - 97);
      if (next[slot] === 0) {
        if (nodes >= ends.length) grow();
        next[slot] = nodes++;
      }
      node = next[slot]!;
    }
    ends[node] = ends[node]! | bit;
  }
  // Cached scans were made without this rule's words.
  lastText = undefined;
  pasteWords?.clear();
  return bit;
}

/** Characters beyond ASCII that are neither letters nor fold to one: no-break and other spaces, quotes, dashes, "…", arrows, bullets. */
function isPunctuation(c: number): boolean {
  return c === 0xa0 || (c >= 0x2000 && c <= 0x206f) || (c >= 0x2190 && c <= 0x21ff) || c === 0xfeff || c === 0x3000;
}

let lastText: string | undefined;
let lastWords = 0;
/**
 * Each distinct line text's bits while one paste is read (`duringPaste`): the body's rules, the
 * line reader and the message reader ask about the same lines in turn, a line's pieces and
 * quotes come back, and the last line's answer alone kept only half of the scans (11 a mail
 * over the corpus, of 6 distinct texts). Dropped when the paste is read: it is no cache between
 * pastes (a GM's next mail has other lines), and memory stays linear in the paste.
 */
let pasteWords: Map<string, number> | undefined;

/**
 * Runs `read` (one paste's reading) with every line's words kept until it returns. A reading
 * inside another shares the outer one's table.
 */
export function duringPaste<T>(read: () => T): T {
  if (pasteWords) return read();
  pasteWords = new Map();
  try {
    return read();
  } finally {
    pasteWords = undefined;
  }
}

/**
 * The bits of every rule whose words the line holds (each at a word's start), in one walk over
 * it. The last line's answer is kept (the rules of a line ask about the same text one after
 * another), and during a paste every line's.
 */
export function wordsIn(text: string): number {
  if (text === lastText) return lastWords;
  if (pasteWords) {
    const known = pasteWords.get(text);
    if (known !== undefined) { lastText = text; lastWords = known; return known; }
  }
  const found = scan(text);
  pasteWords?.set(text, found);
  lastText = text;
  lastWords = found;
  return found;
}

/** The walk itself: a word begins at each ASCII letter after a non-letter. */
function scan(text: string): number {
  let found = 0;
  const n = text.length;
  let i = 0;
  while (i < n) {
    let c = text.charCodeAt(i);
    if (c > 127) {
      if (!isPunctuation(c)) { found = ALL; break; }
      i++; continue;
    }
    if (c >= 65 && c <= 90) c += 32;
    if (c < 97 || c > 122) { i++; continue; }
    // A word begins: follow it down the trie as far as some rule's words go.
    let node = 0;
    while (true) {
      node = next[node * 26 + (c - 97)]!;
      if (node === 0) break;
      found |= ends[node]!;
      if (++i >= n) break;
      c = text.charCodeAt(i);
      if (c >= 65 && c <= 90) c += 32;
      if (c < 97 || c > 122) break;
    }
    // The rest of the word begins no word.
    while (i < n) {
      const d = text.charCodeAt(i) | 32;
      if (d < 97 || d > 122) break;
      i++;
    }
  }
  return found;
}

/** Could a rule with these words concern the line? False only when its pattern cannot match it. */
export function mayHold(trigger: number, text: string): boolean {
  return (wordsIn(text) & trigger) !== 0;
}

/** A rule's words and the patterns it asks only of lines holding one: what the test holds to each other. */
export interface WordTrigger {
  readonly words: number;
  readonly patterns: readonly RegExp[];
}
