// 004 2.1 and 2.3.3: a slot holds at most 5000, 2500, 1500 or 1000 troops — alive now and after any
// healing. An army heals back to each creature's `full`, so a slot whose `full` totals more than its
// cap would overfill when it heals (a receiver that had lost 1000 and then got 1000 by transfer
// would heal to 6000 in a 5000 slot). Troops received by transfer take the places of lost ones:
// the lost troops that no longer fit are given up, and their loss records shrink to match.

import { SLOT_CAPACITY } from './ranks';
import type { Army } from './types';

/** Troops the slot would hold after every loss healed. */
export function slotFullTotal(army: Pick<Army, 'slots'>, slot: number): number {
  return (army.slots[slot] ?? []).reduce((n, c) => n + c.full, 0);
}

/**
 * Bring a slot's `full` total down to its cap by giving up lost troops (never troops alive).
 * Returns the number of lost troops that will no longer heal. The creatures with the most lost
 * troops give theirs up first, so the reduction is spread where the gaps are.
 */
export function capSlotFull(army: Pick<Army, 'slots' | 'losses'>, slot: number): number {
  const cap = SLOT_CAPACITY[slot];
  const creatures = army.slots[slot];
  if (cap === undefined || !creatures) return 0;
  let excess = creatures.reduce((n, c) => n + c.full, 0) - cap;
  if (excess <= 0) return 0;
  let given = 0;
  const byGap = [...creatures].sort((a, b) => (b.full - b.count) - (a.full - a.count));
  for (const c of byGap) {
    if (excess <= 0) break;
    const cut = Math.min(excess, c.full - c.count);
    if (cut <= 0) continue;
    c.full -= cut; excess -= cut; given += cut;
    // The loss records of this creature shrink by the same amount, newest first.
    let left = cut;
    for (let i = army.losses.length - 1; i >= 0 && left > 0; i--) {
      const l = army.losses[i]!;
      if (l.slot !== slot || l.creature !== c.name) continue;
      const take = Math.min(left, l.amount);
      l.amount -= take; left -= take;
    }
    army.losses = army.losses.filter((l) => l.amount > 0);
  }
  return given;
}
