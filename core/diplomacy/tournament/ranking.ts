// Ranking with a chain of tie-breaks, as every advancement and trophy clause of the seeds is
// written: rank by a score, and where players are tied apply (a), then (b), ... in order. The
// result keeps, for every standing, which step of the chain placed it, so a published table can
// say "ahead of Bob on (a) least successful country" instead of leaving the TD to explain.
import type { Roll, SeededRandom } from '../../random';

/** One step of the chain. Higher values rank first; a list compares element by element (count-back). */
export interface Criterion<T> {
  /** The clause and its letter, as published: `000 C.7(a)`. */
  key: string;
  /** What the step compares, in a TD's words: `least successful country`. */
  label: string;
  value: (item: T) => number | readonly number[];
}

export interface Standing<T> {
  item: T;
  id: string;
  /** 1-based; players still tied after the whole chain share a place. */
  place: number;
  /** The first criterion (the score itself) when nobody shares this score; otherwise the step that separated this player from the tied player(s) next to it. */
  decidedBy: { key: string; label: string };
  /** Others with the same score on the first criterion. */
  tiedWith: string[];
  /** The d100 rolled for this player where the chain ends in one (000 C.7(f), 001 A.19(c)). */
  rolls?: number[];
  /** Still tied after every step (a chain with no dice): the TD must decide, and is told so. */
  unbroken?: boolean;
}

export interface DiceStep {
  key: string;
  rng: SeededRandom;
  /** Why the dice are rolled, for the log: `Round 1 advancement`. */
  purpose: string;
}

const EPS = 1e-9;

function compareValues(a: number | readonly number[], b: number | readonly number[]): number {
  if (typeof a === 'number' && typeof b === 'number') return Math.abs(a - b) < EPS ? 0 : b - a;
  const x = typeof a === 'number' ? [a] : a, y = typeof b === 'number' ? [b] : b;
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const d = (y[i] ?? 0) - (x[i] ?? 0);
    if (Math.abs(d) >= EPS) return d;
  }
  return 0;
}

type Values = (number | readonly number[])[];

/** Index of the first criterion on which a and b differ; the number of criteria when none does. */
function separatingStep(va: Values, vb: Values): number {
  for (let i = 0; i < va.length; i++) if (compareValues(va[i]!, vb[i]!) !== 0) return i;
  return va.length;
}

/**
 * Ranks `items` by `criteria` in order. Players equal on every step are split by `dice` when the
 * clause ends in a roll: each rolls a d100, highest first, and those who roll the same roll again;
 * every roll goes into the generator's log (with the players named) so it can be published.
 * Without dice such players share the place and are marked `unbroken`.
 */
export function rankWithTieBreaks<T>(items: readonly T[], id: (item: T) => string, criteria: readonly Criterion<T>[], dice?: DiceStep): { standings: Standing<T>[]; rolls: Roll[] } {
  // Each item's id and criterion values, worked out once (the sort compares them many times).
  const rows = items.map((item) => ({ item, id: id(item), values: criteria.map((c) => c.value(item)) as Values }));
  const rowOf = new Map<T, (typeof rows)[number]>();
  for (const r of rows) rowOf.set(r.item, r);
  // The id is the final, stable order for equal items, so the same input always lists the same way.
  rows.sort((a, b) => {
    for (let i = 0; i < criteria.length; i++) {
      const d = compareValues(a.values[i]!, b.values[i]!);
      if (d !== 0) return d;
    }
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  });
  const rollsOf = new Map<string, number[]>();
  const firstRoll = dice ? dice.rng.rolls.length : 0;
  // Groups equal on every step.
  const order: (typeof rows)[number][] = [];
  for (let i = 0; i < rows.length;) {
    let j = i + 1;
    while (j < rows.length && separatingStep(rows[i]!.values, rows[j]!.values) === criteria.length) j++;
    const group = rows.slice(i, j);
    if (group.length > 1 && dice) order.push(...rollOff(group.map((r) => r.item), id, dice, rollsOf).map((item) => rowOf.get(item)!));
    else order.push(...group);
    i = j;
  }
  const standings: Standing<T>[] = [];
  const diceKey = dice ? { key: dice.key, label: 'highest roll on a 100-sided die' } : undefined;
  // Players equal on the first criterion are next to each other in the order: find each run once.
  const runStart = new Int32Array(order.length), runEnd = new Int32Array(order.length);
  for (let i = 0; i < order.length;) {
    let j = i + 1;
    while (j < order.length && compareValues(order[j]!.values[0]!, order[i]!.values[0]!) === 0) j++;
    for (let k = i; k < j; k++) { runStart[k] = i; runEnd[k] = j; }
    i = j;
  }
  for (let i = 0; i < order.length; i++) {
    const row = order[i]!, me = row.id;
    const prev = order[i - 1], next = order[i + 1];
    const tiedWith = runEnd[i]! - runStart[i]! > 1 ? order.slice(runStart[i], runEnd[i]).map((r) => r.id).filter((x) => x !== me) : [];
    // The step that separated me from my neighbours: the deeper of the two, since that is the one
    // that was needed to put me exactly here.
    const withPrev = prev ? separatingStep(row.values, prev.values) : 0;
    const withNext = next ? separatingStep(row.values, next.values) : 0;
    const deepest = Math.max(withPrev, withNext);
    const rolled = rollsOf.get(me);
    const unbrokenWithPrev = !!prev && withPrev === criteria.length && !rolled;
    const unbrokenWithNext = !!next && withNext === criteria.length && !rolled;
    const decidedBy = deepest === criteria.length ? (diceKey ?? { key: 'unbroken', label: 'still tied after every tie-break' }) : { key: criteria[deepest]!.key, label: criteria[deepest]!.label };
    const place = unbrokenWithPrev ? standings[i - 1]!.place : i + 1;
    standings.push({
      item: row.item, id: me, place, decidedBy, tiedWith,
      ...(rolled ? { rolls: rolled } : {}),
      ...(unbrokenWithPrev || unbrokenWithNext ? { unbroken: true } : {}),
    });
  }
  return { standings, rolls: dice ? dice.rng.rolls.slice(firstRoll) : [] };
}

function rollOff<T>(group: T[], id: (item: T) => string, dice: DiceStep, rollsOf: Map<string, number[]>): T[] {
  const names = group.map(id);
  const rolled = group.map((item) => {
    const value = dice.rng.roll(100, `${dice.purpose}: d100 for ${id(item)} (tied with ${names.filter((n) => n !== id(item)).join(', ')}; ${dice.key})`);
    rollsOf.set(id(item), [...(rollsOf.get(id(item)) ?? []), value]);
    return { item, value };
  });
  rolled.sort((a, b) => b.value - a.value);
  const out: T[] = [];
  for (let i = 0; i < rolled.length;) {
    let j = i + 1;
    while (j < rolled.length && rolled[j]!.value === rolled[i]!.value) j++;
    const same = rolled.slice(i, j).map((r) => r.item);
    out.push(...(same.length > 1 ? rollOff(same, id, dice, rollsOf) : same));
    i = j;
  }
  return out;
}
