// What a body line is made of, found in one pass over its characters before any rule asks: where
// its text begins and ends, its first and last characters, whether it is blank, whether it holds
// a colon. The rules of a mail's shape (body.ts: quotes, press marks, votes, "Final", headings,
// reply headers; wrapped.ts: orders a client hard-wrapped) ask these of every line, most of them
// several times; each used to walk the line's leading spaces again, trim it again or search it
// for a colon again. A message's lines get their facts once (`factsOf`) and the rules read them.
//
// Every fact is exact for ASCII and cautious beyond it: a rule turns a line away on a fact only
// when its pattern cannot match, and a non-ASCII first or last character (which may be Unicode
// white space, or fold to an ASCII letter under /iu) is always left to the pattern.
import type { BodyLine } from './mime';

/** The ASCII of a pattern's \s: tab, line feed, vertical tab, form feed, carriage return, space. */
function isAsciiSpace(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13);
}

/** Where the text begins after ASCII white space: `text.length` when there is none. */
export function firstNonSpace(text: string): number {
  const n = text.length;
  let i = 0;
  while (i < n && isAsciiSpace(text.charCodeAt(i))) i++;
  return i;
}

/** Where the text ends before trailing ASCII white space: 0 when there is none. */
function endBeforeSpace(text: string): number {
  let end = text.length;
  while (end > 0 && isAsciiSpace(text.charCodeAt(end - 1))) end--;
  return end;
}

/** The first character after ASCII white space (its UTF-16 code), or -1 when there is none. */
export function firstChar(text: string): number {
  const i = firstNonSpace(text);
  return i < text.length ? text.charCodeAt(i) : -1;
}

export interface LineFacts {
  /** Where the text begins after ASCII white space (`text.length` when it never does). */
  readonly start: number;
  /** The first character after ASCII white space (its UTF-16 code), or -1 on a line of ASCII white space only. */
  readonly first: number;
  /** The last character before trailing ASCII white space, or -1 likewise. */
  readonly last: number;
  /** Nothing but white space, as `trim()` sees it (Unicode white space too). */
  readonly blank: boolean;
  /** The line holds a colon: every reply header, `Power:` line and heading has one. */
  readonly colon: boolean;
}

/** One line's facts, in one walk from either end and one search for a colon. */
export function lineFacts(text: string): LineFacts {
  const start = firstNonSpace(text);
  if (start === text.length) return { start, first: -1, last: -1, blank: true, colon: false };
  const first = text.charCodeAt(start);
  const last = text.charCodeAt(endBeforeSpace(text) - 1);
  return { start, first, last, blank: blankFrom(text, start, first), colon: text.indexOf(':', start) >= 0 };
}

/**
 * Nothing but white space, as `trim()` sees it (the `blank` fact), for a rule that has a line
 * but not its facts (signOff.ts, earlierMail.ts): no trimmed copy unless the line opens with a
 * non-ASCII character.
 */
export function isBlank(text: string): boolean {
  const start = firstNonSpace(text);
  return start === text.length || blankFrom(text, start, text.charCodeAt(start));
}

/** Only a line of non-ASCII characters can still be blank after its ASCII spaces (no-break spaces, a byte-order mark). */
function blankFrom(text: string, start: number, first: number): boolean {
  return start === text.length || (first > 127 && text.trim() === '');
}

/** The facts of every line of a message body, in order. */
export function factsOf(lines: readonly BodyLine[]): LineFacts[] {
  const out: LineFacts[] = new Array<LineFacts>(lines.length);
  for (let i = 0; i < lines.length; i++) out[i] = lineFacts(lines[i]!.text);
  return out;
}

/**
 * Is the character `code` (a line's `first` or `last`) possibly one of `chars` (ASCII, in lower
 * case), as a pattern sees it? Upper-case ASCII is lowered, which an /i pattern needs and only
 * lets more through for any other; any non-ASCII character may be (Unicode white space before
 * the real one, or a letter folding to ASCII under /iu); no character (-1) is none.
 * `mayBeOneOf(facts.first, 'abc')` says whether a pattern `^\s*[abc]…` could match the line.
 */
export function mayBeOneOf(code: number, chars: string): boolean {
  if (code < 0) return false;
  if (code > 127) return true;
  return chars.includes(String.fromCharCode(code >= 65 && code <= 90 ? code + 32 : code));
}

/**
 * A pattern with the look at a line's facts that comes before it: `may` is false only when the
 * pattern cannot match the line (each rule file's glances are tested against their patterns on
 * generated lines: lineFacts.test.ts), so asking it first changes no answer, only the cost.
 * A glance is data, not a function of its own, so that the one `may` below serves every rule
 * (a call through a different function per rule was slower than the patterns it saved).
 */
export interface Glance {
  readonly pattern: RegExp;
  /** The ASCII characters (lower case) the pattern's text can begin with after `^\s*`; '' for any. */
  readonly opens: string;
  /** The ASCII characters its text can end with before `\s*$`; '' for any. */
  readonly ends: string;
  /** The pattern needs a colon. */
  readonly colon: boolean;
  /** It begins with a list item's mark (mayOpenItem) or "[". */
  readonly item: boolean;
  /** `opens` and `ends` as sets of character codes (charMask), read by `may` on every line. */
  readonly opensMask: CharMask;
  readonly endsMask: CharMask;
}

/**
 * The ASCII codes (0-127) that `mayBeOneOf(code, chars)` lets through, one bit each in four
 * 32-bit words. `may` asks it of every line for every glance: a bit test instead of making a
 * one-character string and searching `chars` for it (the commonest call of the body's rules).
 */
export type CharMask = readonly [number, number, number, number];

/** The mask of `chars` (ASCII, lower case), found by asking `mayBeOneOf` of every ASCII code: the same answers by construction. */
export function charMask(chars: string): CharMask {
  const m: [number, number, number, number] = [0, 0, 0, 0];
  for (let code = 0; code < 128; code++) if (mayBeOneOf(code, chars)) m[code >>> 5]! |= 1 << (code & 31);
  return m;
}

/** `mayBeOneOf(code, chars)` for the mask of `chars`: no character (-1) is none, any non-ASCII one may be. */
export function inMask(code: number, mask: CharMask): boolean {
  if (code < 0) return false;
  if (code > 127) return true;
  return ((mask[code >>> 5]! >>> (code & 31)) & 1) !== 0;
}

/** A glance at `pattern` (every field set, in one order: one shape for all glances). */
export function glance(pattern: RegExp, look: { opens?: string; ends?: string; colon?: boolean; item?: boolean }): Glance {
  const opens = look.opens ?? '', ends = look.ends ?? '';
  return { pattern, opens, ends, colon: look.colon ?? false, item: look.item ?? false, opensMask: charMask(opens), endsMask: charMask(ends) };
}

/** Could the glance's pattern match the line? */
export function may(g: Glance, text: string, f: LineFacts): boolean {
  if (g.colon && !f.colon) return false;
  if (g.opens !== '' && !inMask(f.first, g.opensMask)) return false;
  if (g.ends !== '' && !inMask(f.last, g.endsMask)) return false;
  return !g.item || f.first === 91 || mayOpenItem(text, f.start);
}

/** Does the glance's pattern match the line? Asked of the facts first. */
export function asks(g: Glance, text: string, f: LineFacts): boolean {
  return may(g, text, f) && g.pattern.test(text);
}

/** The glance's pattern's match on the line, or null. Asked of the facts first. */
export function match(g: Glance, text: string, f: LineFacts): RegExpExecArray | null {
  return may(g, text, f) ? g.pattern.exec(text) : null;
}

/**
 * Could a list item's mark begin at `text[at]` (a bullet, a dash, "2)", "b.", "iv)")? A hyphen,
 * "*", "+" or a digit may; a lower-case letter only with "." or ")" after it ("b. A Mun - Ruh",
 * not "Hello"), or after the Roman numeral it begins (up to four of i, v and x: "viii."); any
 * non-ASCII character is left to the pattern (a bullet, a tick, an arrow, Unicode space).
 */
export function mayOpenItem(text: string, at: number): boolean {
  const n = text.length;
  if (at >= n) return false;
  const c = text.charCodeAt(at);
  if (c > 127) return true;
  if (c >= 97 && c <= 122) {
    let k = at + 1;
    if (isRomanDigit(c)) while (k < n && k < at + 4 && isRomanDigit(text.charCodeAt(k))) k++;
    const d = text.charCodeAt(k);
    const second = text.charCodeAt(at + 1);
    return d === 46 || d === 41 || (k > at + 1 && (second === 46 || second === 41));
  }
  return c === 45 || c === 42 || c === 43 || (c >= 48 && c <= 57);
}

/** i, v or x (lower case), as the Roman numbers of a list are written. */
function isRomanDigit(c: number): boolean {
  return c === 105 || c === 118 || c === 120;
}
