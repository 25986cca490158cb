// A results post pasted into a mail without quote marks ("For reference, the results were:"
// followed by "Austria: A Vie - Gal, …", "Russia: A War - Gal, …"): lines that each start with a
// power's name, for two or more powers in one mail, list several powers' orders. They are
// never the sender's order set (000 D.II(3): a player orders only their own power), and the
// sender's own line among them is last turn's orders as often as this turn's: it is not read
// and is flagged for the GM, never used in silence.
import { glance, lineFacts, match, type Glance } from './lineFacts';
import type { NameIndex } from './names';

const PREFIX = /^\s*([\p{L}][\p{L}.-]*(?:\s+[\p{L}][\p{L}.-]*)?)\s*:\s*(\S.*)$/u;
/** After the colon, something an order has: a unit ("A Vie", "Army Vienna") or a move sign. */
const ORDER_LIKE = /[-–—>→⇒]|\b[AF]\.?\s+\p{L}|\b(?:army|fleet|armée|flotte|armee|ejército|flota|esercito|flotta)\b/iu;

/** The prefix needs a colon: a line without one (most lines) is not asked the pattern (lineFacts.ts). */
const prefix = glance(PREFIX, { colon: true });
/** This file's glance, for the test that holds it to its pattern (lineFacts.test.ts). */
export const RESULTS_LISTING_GLANCES: readonly Glance[] = [prefix];

/** The power a line of orders is prefixed with ("Austria: A Vie - Gal" → Austria), if any ("France: I meant it" has none). */
export function linePowerPrefix(text: string, names: NameIndex): string | undefined {
  const m = match(prefix, text, lineFacts(text));
  return m && ORDER_LIKE.test(m[2]!) ? names.power(m[1]!.toLowerCase()) : undefined;
}

/**
 * Indices of the lines of one mail (`texts`; `undefined` for lines not read: quoted, headers)
 * that are part of a listing of two or more powers' orders, with the power each names. The
 * whole mail is one listing, not each paragraph: nJudge's results put a blank line between
 * the powers ("Austria: Army Vienna -> Galicia." … "Russia: Army Warsaw -> Galicia.").
 */
export function resultsListing(texts: readonly (string | undefined)[], names: NameIndex): Map<number, string> {
  const found = new Map<number, string>();
  for (let j = 0; j < texts.length; j++) {
    const t = texts[j];
    const p = t === undefined ? undefined : linePowerPrefix(t, names);
    if (p) found.set(j, p);
  }
  return new Set(found.values()).size >= 2 ? found : new Map();
}
