// "Changed Ser to Rum, sorry.", "Switched Bur to Pic", "change from Gal to Sil please": a short
// correction that names only an order's old and new destination, no unit. A careful GM looks
// at the player's earlier orders: when exactly one of them moved a unit to the old place, the
// line means that unit now moves to the new one, and it is read as that amendment (what it does
// to the earlier set is the profile's multiple-sets clause, 000 D.III(3) / 001 B.IV(4): the
// mail says so, amendments.ts). When the words could mean two orders, or none the mail shows,
// no unit's order is guessed (000 D.III(2), 001 B.IV(3): an order is never inferred for a unit
// the player did not name), and the line says exactly what it could mean.
//
// Evening 14: Austria's later mail gives its whole set (A Bud - Rum) and under it "Changed Ser
// to Rum, sorry." over a quote of the earlier set (A Bud - Ser): the line says what the set
// already does, so it is explained and adds nothing; before, it was an unreadable line and
// Austria's set needed a look.
import type { NameIndex } from './names';

export interface DestinationChange {
  /** The destination the earlier order named (a province id). */
  from: string;
  /** The destination it now names. */
  to: string;
}

// Apologies and courtesy before or after the words ("Oops,", ", sorry.", "— my mistake").
const BEFORE = String.raw`(?:(?:oops|sorry|ok|okay|so|and|also|actually|update|p\.?\s?s\.?)[\s,:;.!-]+)*`;
const AFTER = String.raw`(?:[\s,;:.!(–—-]+(?:sorry|thanks|thank\s+you|thx|cheers|please|pls|my\s+(?:bad|mistake)|oops|instead))*`;
// "I changed", "I've switched", "changed", "change", "move", "switch it from": the verb, and
// what it may be said of ("it", "that", "the move", "my order"), then "from X to Y".
const CHANGE_PLACES = new RegExp(
  String.raw`^\s*${BEFORE}(?:i\s*(?:have\s+|['’]ve\s+)?|we\s*(?:have\s+|['’]ve\s+)?)?(?:chang(?:e|ed|ing)|switch(?:ed|ing)?|swap(?:ped)?|mov(?:e|ed))\s+` +
    String.raw`(?:(?:it|that|the\s+move|my\s+move|the\s+order|my\s+order)\s+)?(?:from\s+)?(.+?)\s+(?:to|into|->|=>|→|⇒)\s+(.+?)${AFTER}[\s.!)]*$`,
  'iu',
);

/** The two places a line names as an order's old and new destination, or undefined. */
export function destinationChange(line: string, names: NameIndex): DestinationChange | undefined {
  if (line.length > 80) return undefined;
  const m = CHANGE_PLACES.exec(line);
  if (!m) return undefined;
  const from = placeOf(m[1]!, names);
  const to = placeOf(m[2]!, names);
  return from && to && from !== to ? { from, to } : undefined;
}

/** A place named by itself ("Ser", "Serbia", "the Black Sea"), never a unit ("A Bud") or words around it. */
function placeOf(words: string, names: NameIndex): string | undefined {
  const w = words.replace(/^\s*the\s+/i, '').trim();
  if (w === '' || /^(?:a|f|army|fleet)\s/i.test(w)) return undefined;
  const place = names.resolve(w);
  return place && (place.kind === 'exact' || place.kind === 'prefix') ? place.province : undefined;
}

/** A move the player wrote: in this mail's set, or in the earlier orders the mail quotes. */
export interface WrittenMove {
  /** The moving unit's province. */
  unit: string;
  /** Its destination's province. */
  to: string;
  /** The line as written, for the GM. */
  text: string;
}

export type ChangeMeaning =
  /** This mail's set already moves the one unit the words fit to the new place: the line explains it. */
  | { kind: 'explains'; unit: string; line: string; earlier?: string }
  /** Exactly one unit fits: the line is its new order, an amendment. */
  | { kind: 'amends'; unit: string; earlier: string }
  /** None or several fit: the GM decides, told why. */
  | { kind: 'unsure'; why: string };

/**
 * What a destination change means, given the moves of this mail's set (`own`, the lines above
 * and below it, in order) and the earlier moves the mail quotes (`quoted`). The words fit a unit
 * that an earlier or own order moved to the old place, or (a second meaning) the unit standing
 * in the old place ("Changed Bud to Rum": the army in Bud).
 */
export function meaningOf(c: DestinationChange, own: readonly WrittenMove[], quoted: readonly WrittenMove[]): ChangeMeaning {
  const written = [...quoted, ...own];
  const fits = new Map<string, string>();
  for (const m of written) if (m.to === c.from && !fits.has(m.unit)) fits.set(m.unit, m.text);
  for (const m of written) if (m.unit === c.from && !fits.has(m.unit)) fits.set(m.unit, m.text);
  const place = (p: string) => p.toUpperCase();
  if (fits.size > 1) {
    return { kind: 'unsure', why: `names no unit, and could mean ${[...fits.values()].map((t) => `"${t}"`).join(' or ')}: no order is changed, the GM decides which unit now goes to ${place(c.to)}` };
  }
  if (fits.size === 1) {
    const [unit, earlier] = [...fits][0]!;
    const now = own.filter((m) => m.unit === unit).at(-1);
    if (now && now.to === c.to) return { kind: 'explains', unit, line: now.text, earlier };
    return { kind: 'amends', unit, earlier };
  }
  // No order the mail shows went to the old place: the set's one move to the new place is the
  // change the words describe, when there is exactly one.
  const toNew = new Map<string, string>();
  for (const m of own) if (m.to === c.to) toNew.set(m.unit, m.text);
  if (toNew.size === 1) {
    const [unit, line] = [...toNew][0]!;
    return { kind: 'explains', unit, line };
  }
  return {
    kind: 'unsure',
    why: toNew.size
      ? `names no unit, and this mail moves ${toNew.size} units to ${place(c.to)} (${[...toNew.values()].map((t) => `"${t}"`).join(', ')}) with no earlier order to ${place(c.from)} to tell which: no order is changed, the GM decides`
      : `names no unit, and no order in this mail (nor any it quotes) goes to ${place(c.from)}: the order it changes may be in an earlier mail; no order is changed, the GM decides`,
  };
}
