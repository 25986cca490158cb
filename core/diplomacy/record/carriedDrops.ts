// Orders carried into a phase from earlier mail (a winter build a player sent with the fall
// retreats, 000 D.II(5)b / 001 B.III(5)b; a conditional retreat sent with the moves) count as the
// power's first set for the phase. A GM may judge one of them not meant for this phase (the
// player said so by phone, the build was a joke): the GM drops it. The drop is a stored GM action
// (kinds.ts CarriedDrop) before anything uses it, listed with who and when, and undone by a
// later record that takes it back; the order is then no longer carried, and nothing else of the
// power's carried orders changes.
import type { ConditionalChoice } from '../conditionalOrders';
import type { CarriedDrop } from './kinds';
import type { ConditionalSuggestion } from './inbox';

/** How a carried line is named across re-readings: its power, the phase whose mail sent it, its place among the power's lines. */
export function carriedKey(c: Pick<ConditionalChoice, 'power' | 'line' | 'from'>): string {
  return `${c.power}|${c.from ?? ''}|${c.line}`;
}

/** The carried lines dropped now: for each line, the latest record decides (a later one may take the drop back). */
export function droppedCarried(drops: readonly CarriedDrop[]): Map<string, CarriedDrop> {
  const latest = new Map<string, CarriedDrop>();
  for (const d of drops) latest.set(carriedKey(d), d);
  for (const [key, d] of latest) if (!d.dropped) latest.delete(key);
  return latest;
}

/**
 * The carried orders without the dropped lines' orders. A power left with none has no carried
 * set at all (in the winter its builds are then unordered, as if nothing had been sent early).
 * The choices stay, so the inbox still lists each dropped line with its drop.
 */
export function withoutDropped(suggestion: ConditionalSuggestion, dropped: ReadonlyMap<string, CarriedDrop>): ConditionalSuggestion {
  if (dropped.size === 0) return suggestion;
  const orders: ConditionalSuggestion['orders'] = {};
  for (const [power, list] of Object.entries(suggestion.orders)) {
    const gone = suggestion.choices.filter((c) => c.power === power && c.order && dropped.has(carriedKey(c))).map((c) => c.order!);
    const kept = list.filter((o) => !gone.includes(o) && !gone.some((g) => JSON.stringify(g) === JSON.stringify(o)));
    if (kept.length) orders[power] = kept;
  }
  return { ...suggestion, orders };
}
