// "Build an army at home.", "Build a fleet in one of my home centres": a build that names no
// centre. A careful GM cannot choose the centre for the player (000 D.V(1), 001 B.VI(1) build
// nothing where the order does not say what to build, and no rule lets the GM say where), so
// nothing is built from it and the line is left to the GM saying why. Before, "home" was read as
// a misspelt Rome and the line said "ROM is not a home centre of England" (the unseen-mail trial
// of corpus 1761-1810, 1787).
const AT_HOME = /\b(?:at|in|to)\s+(?:a\s+|one\s+of\s+my\s+|my\s+|any\s+|the\s+)?home(?:\s+(?:centres?|centers?|scs?|supply\s+cent(?:re|er)s?))?\b/i;
const BUILD = /\b(?:build|builds|bld|place|put|add)\b/i;

/** The reason a build names no centre but "home", or undefined. Cheap: asked only of lines holding "home". */
export function buildAtHome(line: string): string | undefined {
  if (line.length > 100 || !/home/i.test(line) || !BUILD.test(line) || !AT_HOME.test(line)) return undefined;
  return "a build 'at home' names no centre: nothing is built unless the GM reads which home centre was meant";
}
