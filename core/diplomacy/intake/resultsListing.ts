// A results post pasted into a mail without quote marks ("For reference, the results were:"
// followed by "Austria: A Vie - Gal, …", "Russia: A War - Gal, …"): lines that each start with a
// power's name, for two or more powers in one paragraph, list several powers' orders. They are
// never the sender's order set (000 D.II(3): a player orders only their own power), and the
// sender's own line among them is last turn's orders as often as this turn's: it is not read
// and is flagged for the GM, never used in silence.
import type { NameIndex } from './names';

const PREFIX = /^\s*([\p{L}][\p{L}.-]*(?:\s+[\p{L}][\p{L}.-]*)?)\s*:\s*\S/u;

/** The power a line is prefixed with ("Austria: A Vie - Gal" → Austria), if any. */
export function linePowerPrefix(text: string, names: NameIndex): string | undefined {
  const m = PREFIX.exec(text);
  return m ? names.power(m[1]!.toLowerCase()) : undefined;
}

/**
 * Indices of the lines (of `texts`, one paragraph being the lines between blank ones) that are
 * part of a listing of two or more powers' orders, with the power each names. `undefined`
 * entries are lines that are not read (blank, quoted, headers): they end nothing but blanks do.
 */
export function resultsListing(texts: readonly (string | undefined)[], blank: (k: number) => boolean, names: NameIndex): Map<number, string> {
  const out = new Map<number, string>();
  let start = 0;
  for (let k = 0; k <= texts.length; k++) {
    if (k < texts.length && !blank(k)) continue;
    const found = new Map<number, string>();
    for (let j = start; j < k; j++) {
      const t = texts[j];
      const p = t === undefined ? undefined : linePowerPrefix(t, names);
      if (p) found.set(j, p);
    }
    if (new Set(found.values()).size >= 2) for (const [j, p] of found) out.set(j, p);
    start = k + 1;
  }
  return out;
}
