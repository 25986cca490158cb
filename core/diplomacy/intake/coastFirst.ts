// "F(sc) StP", "Build F (nc) StP", "Fleet (south coast) St Petersburg": the coast written between
// the unit's type and its place, as some players write a build the way the map labels it. The
// grammar reads a coast after the place ("F StP(sc)"); before, "F(sc) StP" was "cannot read 'sc'"
// and the build was lost (the unseen-mail trial of corpus 1761-1810, 1785).
const COAST_FIRST = /^(\s*(?:(?:build|b)\s+)?)(a|f|army|fleet)\s*\(\s*((?:[nsew]c|[nsew]|north|south|east|west)(?:\s*coast)?)\s*\)\s*(\p{L}.*)$/iu;

/** The line with the coast moved after the place ("F StP (sc)"), or undefined. Only lines with "(" after a first letter A, F or B. */
export function coastFirst(text: string): string | undefined {
  if (!text.includes('(')) return undefined;
  const m = COAST_FIRST.exec(text);
  return m ? `${m[1]!}${m[2]!} ${m[4]!.trim()} (${m[3]!})` : undefined;
}
