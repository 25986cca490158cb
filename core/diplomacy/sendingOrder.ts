// Which of a power's order sets came last. "The last set of orders submitted" (000 D.III(3),
// 001 B.IV(4)) is decided by when each set was received, on the same clock lateness uses
// (000 D.VII(1), 001 B.VIII(1)a: the GM's receipt time — the topmost Received: header — or, when
// the mail carries none, its Date:), never by the order the GM pasted or opened the mails in:
// mail clients list the newest first, so paste order is often backwards. Two sets received at
// the same moment are told apart by their Date: when both have one. A set with no time at all,
// or two sets still equal, cannot be ranked: the GM decides, and until then the doubt is shown.
//
// The one ranking used by intake (sets inside one paste), the turn (sets across pastes), the
// workspace and the CLI.
import type { PowerName } from './types';
import { placedByWindow } from './zonelessWindow';

/** When a set was received, as its mail tells. */
export interface SendingClock {
  /** Milliseconds since 1970: the receipt time when known, else the sending time (Date:). */
  ms?: number;
  source: 'received' | 'date' | 'none';
  /** The Date: header's time, to tell apart two sets received at the same moment. */
  dateMs?: number;
  /** A Date: with no zone and no Received: (no `ms`): the span it was sent in, whatever the zone (zonelessWindow.ts). */
  window?: { from: number; to: number };
}

/** One set to rank. The list given to `rankBySending` is in the order the GM pasted or opened them. */
export interface RankedSet {
  /** The set's name, unique in the list (e.g. `<mail id>#<message>`). */
  key: string;
  power: PowerName;
  clock?: SendingClock;
  /** Sets carried from an earlier phase (conditional orders): earlier than every mail of this one. */
  earliest?: boolean;
  /** What the set orders, written so that two sets giving the same orders have the same text. */
  content?: string;
}

/** The GM's answer to a doubt: the power's sets in the order they were sent, first sent first. */
export interface SendingChoice {
  power: PowerName;
  order: readonly string[];
}

/** A power whose sets cannot be ranked by their times. */
export interface SendingDoubt {
  power: PowerName;
  /** Every set of the power, in the order used until the GM decides: by time, then the unranked ones in paste order. */
  proposed: string[];
  /** The sets whose place is unknown (no time, or the same time as another). */
  unsure: string[];
  /** In words, for the inbox and the CLI. */
  reason: string;
}

export interface SendingRanking {
  /** Per power with a set, its sets first sent first. */
  order: Map<PowerName, string[]>;
  doubts: SendingDoubt[];
  /** Powers whose order is the GM's choice rather than the times. */
  chosen: PowerName[];
}

/** Negative when `a` came first, positive when `b` did, 0 when equal, undefined when one has no time. */
export function compareClocks(a: SendingClock | undefined, b: SendingClock | undefined): number | undefined {
  if (a?.ms === undefined || b?.ms === undefined) return undefined;
  if (a.ms !== b.ms) return a.ms - b.ms;
  if (a.dateMs !== undefined && b.dateMs !== undefined && a.dateMs !== b.dateMs) return a.dateMs - b.dateMs;
  return 0;
}

/**
 * Two sets ranked on different clocks whose Date: times say the opposite: one set's time is its
 * Received: (a mail opened as a file), the other's is only its Date: (a paste keeps no Received:).
 * The receipt time decides (000 D.VII(1)), but a pasted set's receipt is unknown, and a sender's
 * clock may be hours wrong (a phone): when the Date: times order the two the other way, which was
 * received last is not known, and the GM is asked rather than one clock silently winning.
 */
export function clocksCross(a: SendingClock | undefined, b: SendingClock | undefined): boolean {
  if (a?.ms === undefined || b?.ms === undefined || a.source === b.source) return false;
  if (a.source === 'none' || b.source === 'none' || a.dateMs === undefined || b.dateMs === undefined) return false;
  const byTime = a.ms - b.ms, byDate = a.dateMs - b.dateMs;
  return byTime !== 0 && byDate !== 0 && (byTime < 0) !== (byDate < 0);
}

/** Whether the times cannot tell which of two dated sets came last: the same time, or clocks that cross. */
const cannotTell = (a: SendingClock | undefined, b: SendingClock | undefined) => compareClocks(a, b) === 0 || clocksCross(a, b);

/** A choice fits when it orders exactly these sets and keeps every order the times make certain. */
function choiceFits(choice: SendingChoice, sets: readonly RankedSet[]): boolean {
  if (choice.order.length !== sets.length || new Set(choice.order).size !== sets.length) return false;
  const byKey = new Map(sets.map((s) => [s.key, s]));
  const ordered: RankedSet[] = [];
  for (const key of choice.order) { const s = byKey.get(key); if (!s) return false; ordered.push(s); }
  for (let i = 0; i < ordered.length; i++) {
    for (let j = i + 1; j < ordered.length; j++) {
      const a = ordered[i]!, b = ordered[j]!;
      if (b.earliest && !a.earliest) return false;
      if (a.earliest || b.earliest) continue;
      // Crossing clocks are for the GM to order either way.
      const c = compareClocks(a.clock, b.clock);
      if (c !== undefined && c > 0 && !clocksCross(a.clock, b.clock)) return false;
    }
  }
  return true;
}

/**
 * Whether the order of a power's sets, where the times cannot give it, changes nothing under the
 * set rule: then there is nothing for the GM to decide. The same mail pasted twice, opened as a
 * file and pasted too, or pasted once with its headers and once without, gives two sets with the
 * same orders: asking which came last would ask about nothing. Under 000 D.III(3)a only the last
 * set counts: the order is moot when every set that may be last (each undated set, and the dated
 * sets tied at the latest time) orders the same; two sets tied before a later set do not matter.
 * Under 000 D.III(3)b every set counts unit by unit: moot only when every tie is between sets
 * ordering the same and no set is undated (an undated set could fall anywhere among the others).
 * `dated` is sorted by time.
 */
function moot(rule: 'last-replaces' | 'merge-per-unit', dated: readonly RankedSet[], undated: readonly RankedSet[]): boolean {
  const same = (list: readonly RankedSet[]) => list.every((s) => s.content !== undefined && s.content === list[0]!.content);
  if (rule === 'merge-per-unit') {
    if (undated.length) return false;
    for (let i = 0; i < dated.length; i++) {
      for (let j = i + 1; j < dated.length; j++) if (cannotTell(dated[i]!.clock, dated[j]!.clock) && !same([dated[i]!, dated[j]!])) return false;
    }
    return true;
  }
  const last = dated[dated.length - 1];
  const mayBeLast = [...undated, ...dated.filter((s) => last !== undefined && (s === last || cannotTell(s.clock, last.clock)))];
  return same(mayBeLast);
}

/**
 * The order a GM's choice still gives once the power's sets have changed since it was made: a
 * later mail came, or one of the mails was set aside. The choice is kept (not asked again) when
 * the sets it ordered that are still here include every set in doubt, and each set it did not
 * order has a time of its own that places it among the others: then the times place the new sets
 * and the choice breaks the ties it was made for. A set it cannot place (a new undated one, or a
 * new one beside an undated set the GM placed) asks again. Null when the choice does not decide.
 */
function stillDecides(choice: SendingChoice, sets: readonly RankedSet[], unsure: ReadonlySet<string>): string[] | null {
  const here = new Set(sets.map((s) => s.key));
  const kept = choice.order.filter((k) => here.has(k));
  const byKey = new Map(sets.map((s) => [s.key, s]));
  if (!choiceFits({ ...choice, order: kept }, kept.map((k) => byKey.get(k)!))) return null;
  if ([...unsure].some((k) => !kept.includes(k))) return null;
  if (kept.length === sets.length) return kept;
  // New sets: each must be dated, and so must every set the choice placed, to be put among them.
  if (sets.some((s) => !s.earliest && s.clock?.ms === undefined)) return null;
  const place = new Map(kept.map((k, i) => [k, i]));
  return [...sets].sort((a, b) => (a.earliest === b.earliest ? 0 : a.earliest ? -1 : 1)
    || (a.earliest ? 0 : compareClocks(a.clock, b.clock)!) || (place.get(a.key) ?? 0) - (place.get(b.key) ?? 0)).map((s) => s.key);
}

const when = (c: SendingClock | undefined) => c?.ms === undefined ? 'no time' : `${new Date(c.ms).toISOString().replace('.000Z', 'Z')} (${c.source === 'received' ? 'Received:' : 'Date:'})`;

/** Ranks each power's sets by when they were received; doubts where the times cannot tell. */
export function rankBySending(sets: readonly RankedSet[], choices: readonly SendingChoice[] = [], rule?: 'last-replaces' | 'merge-per-unit'): SendingRanking {
  const byPower = new Map<PowerName, { set: RankedSet; pasted: number }[]>();
  sets.forEach((set, pasted) => {
    const list = byPower.get(set.power);
    if (list) list.push({ set, pasted }); else byPower.set(set.power, [{ set, pasted }]);
  });
  const order = new Map<PowerName, string[]>();
  const doubts: SendingDoubt[] = [];
  const chosen: PowerName[] = [];
  for (const [power, group] of byPower) {
    const carried = group.filter((g) => g.set.earliest);
    let dated = group.filter((g) => !g.set.earliest && g.set.clock?.ms !== undefined);
    let undated = group.filter((g) => !g.set.earliest && g.set.clock?.ms === undefined);
    // A zoneless Date: a day from every other set's time ranks as if dated (zonelessWindow.ts).
    const placed = undated.length ? placedByWindow(dated.map((g) => g.set), undated.map((g) => g.set)) : undefined;
    if (placed?.size) {
      dated = [...dated, ...undated.filter((g) => placed.has(g.set.key)).map((g) => ({ ...g, set: { ...g.set, clock: placed.get(g.set.key)! } }))];
      undated = undated.filter((g) => !placed.has(g.set.key));
    }
    dated.sort((a, b) => compareClocks(a.set.clock, b.set.clock)! || a.pasted - b.pasted);
    const proposed = [...carried, ...dated, ...undated].map((g) => g.set.key);
    // One set of this phase is never in doubt, carried sets or not.
    const unsure = new Set<string>(undated.length && dated.length + undated.length > 1 ? undated.map((g) => g.set.key) : []);
    const tied = new Set<string>();
    for (let i = 1; i < dated.length; i++) {
      if (compareClocks(dated[i - 1]!.set.clock, dated[i]!.set.clock) === 0) { tied.add(dated[i - 1]!.set.key); tied.add(dated[i]!.set.key); }
    }
    for (const k of tied) unsure.add(k);
    const crossed = new Set<string>();
    for (let i = 0; i < dated.length; i++) {
      for (let j = i + 1; j < dated.length; j++) if (clocksCross(dated[i]!.set.clock, dated[j]!.set.clock)) { crossed.add(dated[i]!.set.key); crossed.add(dated[j]!.set.key); }
    }
    for (const k of crossed) unsure.add(k);
    if (unsure.size === 0 || (rule && moot(rule, dated.map((g) => g.set), undated.map((g) => g.set)))) { order.set(power, proposed); continue; }
    const decided = [...choices].reverse().map((c) => c.power === power ? stillDecides(c, group.map((g) => g.set), unsure) : null).find((o) => o !== null);
    if (decided) { order.set(power, decided); chosen.push(power); continue; }
    order.set(power, proposed);
    const ties = dated.filter((g) => tied.has(g.set.key));
    const parts: string[] = [];
    if (undated.length) parts.push(`${undated.length === 1 ? 'one set has' : `${undated.length} sets have`} no Date: or Received: time`);
    if (ties.length) parts.push(`sets were received at the same time (${when(ties[0]!.set.clock)})`);
    if (crossed.size) parts.push(`a set timed by its Received: and one timed only by its Date: (pasted) are in one order by those times and the other by their Date: times, so which was received last is not known (a sender's clock may be wrong)`);
    doubts.push({
      power, proposed, unsure: proposed.filter((k) => unsure.has(k)),
      reason: `${power}'s order sets cannot be ranked by when they were sent: ${parts.join('; ')}. The GM decides the order; until then they are taken ${crossed.size ? 'by those times, ties ' : ''}in the order pasted${undated.length ? ', undated sets last' : ''}.`,
    });
  }
  return { order, doubts, chosen };
}
