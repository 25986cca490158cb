// A cheap look before an anchored pattern: most lines of a mail are asked by a dozen patterns of
// the form /^\s*word…/ ("-----Original Message-----", "Press to all:", "Sent from my iPhone"),
// and each asking costs more than a glance at the line's first character. `mayStart` says false
// only when the pattern cannot match: the first character after ASCII white space is an ASCII
// character not among those the pattern can begin with. Anything else (a non-ASCII character,
// which may be Unicode white space or fold to an ASCII letter under /iu) is left to the pattern.
// (The rules of a message's shape read a body line's first character from its facts, found once
// for the message: lineFacts.ts. This is for a rule given the text alone.)
import { firstChar, mayBeOneOf } from './lineFacts';

/**
 * Could a pattern `^\s*X` match `text`, where `starts` lists (in lower case) every ASCII
 * character X can begin with? Lower-casing the line's character makes the look case-blind,
 * which is what an /i pattern needs and only lets more through for any other.
 */
export function mayStart(text: string, starts: string): boolean {
  return mayBeOneOf(firstChar(text), starts);
}
