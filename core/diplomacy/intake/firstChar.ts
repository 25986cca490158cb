// A cheap look before an anchored pattern: most lines of a mail are asked by a dozen patterns of
// the form /^\s*word…/ ("-----Original Message-----", "Press to all:", "Sent from my iPhone"),
// and each asking costs more than a glance at the line's first character. `mayStart` says false
// only when the pattern cannot match: the first character after ASCII white space is an ASCII
// character not among those the pattern can begin with. Anything else (a non-ASCII character,
// which may be Unicode white space or fold to an ASCII letter under /iu) is left to the pattern.

/**
 * Could a pattern `^\s*X` match `text`, where `starts` lists (in lower case) every ASCII
 * character X can begin with? Lower-casing the line's character makes the look case-blind,
 * which is what an /i pattern needs and only lets more through for any other.
 */
export function mayStart(text: string, starts: string): boolean {
  const n = text.length;
  let i = 0;
  let c = 0;
  // (Tab, line feed, vertical tab, form feed, carriage return and space: the ASCII of \s.)
  while (i < n && ((c = text.charCodeAt(i)) === 32 || (c >= 9 && c <= 13))) i++;
  if (i === n) return false;
  if (c > 127) return true;
  if (c >= 65 && c <= 90) c += 32;
  return starts.includes(String.fromCharCode(c));
}
