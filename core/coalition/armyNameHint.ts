// 004 3.2.2.5: an order names its army exactly. A line naming no army ("Darkhand 5", "Lt. Tahngarth",
// "Tahngrath") is refused, but the GM should see which army it was probably meant for: that army
// then makes its earlier order, or none, and the rejected line is listed under its name. This is a
// hint for the GM only; the line is never used on a guess.

import type { Army } from './types';

/** Rank words players put before an army's name (004 1.1.1-1.1.2), longest first. */
const RANK_PREFIX = /^(?:chief\s*praetor|lt\.?\s*comm?ander|lt\.?\s*cmdr\.?|lieutenant|general|gen\.?|admiral|adm\.?|captain|capt\.?|cpt\.?|commander|cmdr\.?|praetor|evincar|plaguelord|cpl\.?|centurion|lt\.?)\s+/i;

const squash = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** At most one letter added, dropped, changed, or two neighbours swapped. */
function oneSlip(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    return a.slice(i + 1) === b.slice(i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2));
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** The one army the written name most likely meant, or null if none or more than one fits. */
export function meantArmy(written: string, armies: readonly Army[]): Army | null {
  const plain = written.trim();
  const tries = [squash(plain), squash(plain.replace(RANK_PREFIX, ''))].filter((t) => t.length > 0);
  for (const exact of [true, false]) {
    const fits = armies.filter((a) => tries.some((t) => (exact ? t === squash(a.name) : t.length >= 5 && oneSlip(t, squash(a.name)))));
    if (fits.length === 1) return fits[0]!;
    if (fits.length > 1) return null;
  }
  return null;
}
