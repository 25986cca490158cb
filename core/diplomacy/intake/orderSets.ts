// From order lines to order sets: several orders for one unit in one set (000 D.III(5) /
// 001 B.IV(6)), several builds in one centre and too many builds or removals (000 D.V(2)-(3) /
// 001 B.VI(2)-(3)), and several sets from one power (000 D.III(3) / 001 B.IV(4)). Losing lines
// get the verdict `superseded`, `ambiguous` or `illegal` with the clause that decided it.
import type { HouseRules } from '../houseRules';
import type { Order, Position, PowerName } from '../types';
import { provinceOf } from '../variant';
import type { LineVerdict } from './verdicts';
import { readingClause } from './readingClauses';
import { rankBySending, type SendingClock, type SendingDoubt } from '../sendingOrder';

/** One message's orders as one set, before and after the set rules. */
export interface OrderSet {
  message: number;
  power?: PowerName;
  final: boolean;
  /** When the set was received (000 D.VII(1)): what ranks it among the power's sets. */
  clock: SendingClock;
  /** Indexes into the verdict list of the lines holding this set's orders. */
  lines: number[];
}

const isLive = (v: LineVerdict) => (v.kind === 'accepted' || v.kind === 'corrected');
const isOrderLine = (v: LineVerdict) => isLive(v) || ((v.kind === 'illegal' || v.kind === 'ambiguous') && v.unitKey !== undefined);
const same = (a: Order | undefined, b: Order | undefined) => JSON.stringify(a) === JSON.stringify(b);

/** 000 D.III(5) / 001 B.IV(6): a unit ordered more than once in one set. */
export function resolveRepeatedUnits(set: OrderSet, verdicts: LineVerdict[], rules: HouseRules): void {
  const byUnit = new Map<string, number[]>();
  for (const i of set.lines) {
    const v = verdicts[i]!;
    if (!isOrderLine(v) || !v.unitKey || v.order?.kind === 'build' || v.order?.kind === 'waive') continue;
    const key = `${v.forLaterPhase ?? 'now'}:${v.unitKey}`;
    const list = byUnit.get(key);
    if (list) list.push(i); else byUnit.set(key, [i]);
  }
  for (const [key, lines] of byUnit) {
    if (lines.length < 2) continue;
    const unit = key.split(':')[1]!.toUpperCase();
    // Conditional orders are options, not repeats: the last-order rule does not apply to them
    // (000 D.II(5)c). Kept for a later phase, all stay in order; in their phase, the first
    // possible one reading top to bottom is used.
    if (!key.startsWith('now:')) continue;
    if (lines.every((i) => verdicts[i]!.conditional)) {
      const chosen = lines.find((i) => isLive(verdicts[i]!));
      if (chosen !== undefined) for (const i of lines) if (i !== chosen && isLive(verdicts[i]!)) supersede(verdicts[i]!, `an earlier option for ${unit} is possible`, readingClause(rules, 'conditional-first'));
      continue;
    }
    if (rules.multipleOrdersForUnit === 'last-wins') {
      const last = lines[lines.length - 1]!;
      for (const i of lines.slice(0, -1)) supersede(verdicts[i]!, `${unit} is ordered again later in this set (line: "${verdicts[last]!.text.trim()}")`, readingClause(rules, 'repeated-unit-last-wins'));
      continue;
    }
    const first = verdicts[lines[0]!]!;
    if (lines.every((i) => same(verdicts[i]!.order, first.order) && verdicts[i]!.kind === first.kind)) {
      for (const i of lines.slice(1)) supersede(verdicts[i]!, 'an identical order counts once', '001 B.IV(6)b');
    } else {
      for (const i of lines) {
        const v = verdicts[i]!;
        v.kind = 'ambiguous';
        v.reason = `${unit} is given ${lines.length} different orders in one set: it holds`;
        v.clause = '001 B.IV(6)a';
      }
    }
  }
}

function supersede(v: LineVerdict, reason: string, clause?: string) {
  v.kind = 'superseded';
  v.reason = reason;
  v.clause = clause;
}

function refuse(v: LineVerdict, reason: string, clause?: string) {
  v.kind = 'illegal';
  v.reason = reason;
  v.clause = clause;
}

/** Adjustment sets: several builds in one centre, then too many builds or removals. */
export function resolveAdjustments(set: OrderSet, verdicts: LineVerdict[], rules: HouseRules, position: Position): void {
  const power = set.power;
  if (!power || position.phase.type !== 'adjustment') return;
  const builds = () => set.lines.filter((i) => isLive(verdicts[i]!) && verdicts[i]!.order?.kind === 'build' && !verdicts[i]!.forLaterPhase);
  const removals = () => set.lines.filter((i) => isLive(verdicts[i]!) && verdicts[i]!.order?.kind === 'remove' && !verdicts[i]!.forLaterPhase);

  // Several builds in one centre.
  const byCentre = new Map<string, number[]>();
  for (const i of builds()) {
    const o = verdicts[i]!.order as Extract<Order, { kind: 'build' }>;
    const c = provinceOf(o.location);
    const list = byCentre.get(c);
    if (list) list.push(i); else byCentre.set(c, [i]);
  }
  for (const [centre, lines] of byCentre) {
    if (lines.length < 2) continue;
    const C = centre.toUpperCase();
    if (rules.multipleBuildsInCentre === 'first-from-bottom') {
      for (const i of lines.slice(0, -1)) supersede(verdicts[i]!, `a later build in ${C} is followed (read from the bottom)`, '000 D.V(3)');
    } else if (rules.multipleBuildsInCentre === 'first-written') {
      for (const i of lines.slice(1)) supersede(verdicts[i]!, `the first build in ${C} is followed`);
    } else {
      const types = new Set(lines.map((i) => (verdicts[i]!.order as Extract<Order, { kind: 'build' }>).unitType));
      if (types.size === 1) for (const i of lines.slice(1)) supersede(verdicts[i]!, 'an identical build counts once', '001 B.VI(3)b');
      // Different types: nothing is built there (a fleet build where no fleet can stand was
      // already refused by 001 B.VI(5), so an army remains only in that case).
      else for (const i of lines) refuse(verdicts[i]!, `builds of different unit types in ${C}: nothing is built there`, '001 B.VI(3)a');
    }
  }

  const owned = Object.values(position.centres).filter((p) => p === power).length;
  const units = position.units.filter((u) => u.power === power).length;
  const allowed = Math.max(0, owned - units);
  const required = Math.max(0, units - owned);
  const excess = (lines: number[], limit: number, what: 'build' | 'removal') => {
    if (lines.length <= limit) return;
    const plural = `${what}s`;
    if (limit === 0) { for (const i of lines) refuse(verdicts[i]!, `${power} has no ${plural} due`); return; }
    if (rules.excessAdjustments === 'bottom-to-top') {
      const keep = new Set(lines.slice(-limit));
      for (const i of lines) if (!keep.has(i)) refuse(verdicts[i]!, `more ${plural} than the ${limit} allowed: they are followed from the bottom up`, '000 D.V(2)');
    } else if (rules.excessAdjustments === 'top-to-bottom') {
      const keep = new Set(lines.slice(0, limit));
      for (const i of lines) if (!keep.has(i)) refuse(verdicts[i]!, `more ${plural} than the ${limit} allowed: the first ones written are followed`);
    } else if (what === 'build') {
      for (const i of lines) refuse(verdicts[i]!, `more builds than the ${limit} allowed: no builds are allowed`, '001 B.VI(2)a');
    } else {
      for (const i of lines) refuse(verdicts[i]!, `more removals than the ${limit} required: the GM removes by the civil-disorder rule`, '001 B.VI(2)b');
    }
  };
  excess(builds(), allowed, 'build');
  excess(removals(), required, 'removal');
}

function severalSetsOfOnePower(sets: OrderSet[]): boolean {
  if (sets.length < 2) return false;
  const seen = new Set<PowerName>();
  for (const s of sets) {
    if (!s.power) continue;
    if (seen.has(s.power)) return true;
    seen.add(s.power);
  }
  return false;
}

/**
 * 000 D.III(3) / 001 B.IV(4): several sets from one power in one paste, ranked by when they were
 * received (sendingOrder.ts), whatever their order in the paste. A power whose sets cannot be
 * ranked (no time, or the same time) is left for the GM: its sets all stay live here, and the
 * doubt is returned so the messages can say so; the turn (turnOrders.ts) applies the rule once
 * the GM has decided.
 */
export function resolveRepeatedSets(sets: OrderSet[], verdicts: LineVerdict[], rules: HouseRules): SendingDoubt[] {
  // Most pastes hold one set per power: nothing to rank, no doubt (one set is never in doubt).
  if (!severalSetsOfOnePower(sets)) return [];
  const keyed = sets.filter((s) => s.power).map((s) => ({ key: String(s.message), power: s.power!, clock: s.clock }));
  const ranking = rankBySending(keyed);
  const byMessage = new Map(sets.map((s) => [String(s.message), s]));
  const unsure = new Set(ranking.doubts.map((d) => d.power));
  for (const [power, keys] of ranking.order) {
    if (keys.length < 2 || unsure.has(power)) continue;
    const group = keys.map((k) => byMessage.get(k)!);
    if (rules.multipleOrderSets === 'last-replaces') {
      const last = group[group.length - 1]!;
      for (const s of group.slice(0, -1)) {
        for (const i of s.lines) {
          const v = verdicts[i]!;
          if (v.kind === 'superseded') continue;
          supersede(v, `replaced by a later order set (message ${last.message + 1})`, readingClause(rules, 'sets-last-replaces'));
        }
        // The set's other lines to check ("Don't use these yet" under it) go with it, as when the
        // later set came in another mail (replacedSets.ts): else a paste of the evening asks the
        // GM about a set opening the same mails as files does not (evening 11, issue 13).
        for (const v of verdicts) {
          if (v.message !== s.message || (v.kind !== 'ambiguous' && v.kind !== 'illegal') || (v.power !== undefined && v.power !== s.power)) continue;
          supersede(v, `replaced by a later order set (message ${last.message + 1})`, readingClause(rules, 'sets-last-replaces'));
        }
      }
      continue;
    }
    // Merge per unit: each unit's most recent order across the sets.
    const later = new Set<string>();
    for (let k = group.length - 1; k >= 0; k--) {
      const keys = new Set<string>();
      for (const i of group[k]!.lines) {
        const v = verdicts[i]!;
        // A line that could not be read counts for the unit it names (its writtenUnit): a later
        // set's order for that unit replaces it, as it would the unit's readable order.
        const unit = v.unitKey ?? v.writtenUnit;
        const key = `${v.forLaterPhase ?? 'now'}:${unit ?? `line${i}`}`;
        if (v.kind === 'superseded') continue;
        if (later.has(key)) supersede(v, v.unitKey ? `a later set orders ${unit!.toUpperCase()} again` : `a later set orders ${unit!.toUpperCase()} again (this line could not be read)`, readingClause(rules, 'sets-merge-per-unit'));
        else keys.add(key);
      }
      for (const key of keys) later.add(key);
    }
  }
  return ranking.doubts;
}
