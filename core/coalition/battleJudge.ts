// 004 4.2-4.4: what the battle judge records for a battle. The judge decides the strategy and size
// bonuses (the size formula is secret) and reads the dice; Adjutant keeps the numbers in range,
// adds the colour bonus it can work out itself, rolls the logged dice and applies the fixed rules
// (a stratless army loses, kills risk exactly 500 top-rank troops, captures 2000 lowest-rank).

import type { SeededRandom } from '../random';
import type { Army, BattleRecord } from './types';

export interface SideEntry {
  army: string;
  /** Did a legal strat arrive by the deadline (004 4.2.1)? */
  hasStrat: boolean;
  /** The judge's strategy bonus, 0..10 (004 4.2.1). */
  strategyBonus: number;
  /** The judge's size bonus, 0..10, for the larger side (004 4.2.2). */
  sizeBonus: number;
}

export interface DiceResult {
  rolls: Record<string, { die: number; modified: number }[]>;
  /** Rolls won by each army, comparing the n-th die of one with the n-th die of the other. */
  wins: Record<string, number>;
  /** The winner the dice point to; the judge may still decide otherwise (004 4.2.4a). */
  suggestedWinner: string | null;
  /** 004 4.2.4b: a stratless army loses automatically. */
  automaticLoser: string | null;
}

/** 004 4.2.3: +1 if every surviving creature shares a colour, or all survivors are artifacts. */
export function colourBonus(army: Pick<Army, 'slots'>): number {
  const alive = army.slots.flat().filter((c) => c.count > 0);
  if (alive.length === 0) return 0;
  if (alive.every((c) => c.colours.length === 0)) return 1;
  const shared = (['W', 'U', 'B', 'R', 'G'] as const).some((colour) => alive.every((c) => c.colours.includes(colour)));
  return shared ? 1 : 0;
}

/** 004 4.2.1: a side without a legal strat hands its opponent the full +10. */
export function effectiveStrategyBonuses(a: SideEntry, b: SideEntry): [number, number] {
  const clamp = (n: number) => Math.max(0, Math.min(10, Math.round(n)));
  if (!a.hasStrat && b.hasStrat) return [0, 10];
  if (!b.hasStrat && a.hasStrat) return [10, 0];
  return [clamp(a.strategyBonus), clamp(b.strategyBonus)];
}

/** A judge's bonus is a whole number from +0 to +10 (004 4.2.1, 4.2.2). */
const inBounds = (n: number) => Number.isInteger(n) && n >= 0 && n <= 10;

export function checkBonuses(entry: SideEntry): string[] {
  const problems: string[] = [];
  if (!inBounds(entry.strategyBonus)) problems.push(`004 4.2.1: ${entry.army}'s strategy bonus must be a whole number from +0 to +10`);
  if (!inBounds(entry.sizeBonus)) problems.push(`004 4.2.2: ${entry.army}'s size bonus must be a whole number from +0 to +10`);
  return problems;
}

/**
 * 004 4.2.2: the size bonus goes to the larger army only — the judge's secret formula weighs number
 * and rank, so which side is larger is his call, but both sides cannot have one.
 */
export function sizeBonusProblems(a: SideEntry, b: SideEntry): string[] {
  const problems = [a, b].filter((s) => !inBounds(s.sizeBonus)).map((s) => `004 4.2.2: ${s.army}'s size bonus must be a whole number from +0 to +10`);
  if (a.sizeBonus > 0 && b.sizeBonus > 0) problems.push(`004 4.2.2: only the larger army gets a size bonus, not both ${a.army} (+${a.sizeBonus}) and ${b.army} (+${b.sizeBonus})`);
  return problems;
}

/**
 * 004 4.2.4: four d20 per army, each modified by the army's total bonus (strategy + size + colour).
 * Every die is logged. A stratless army still rolls (the rolls set the damage) but loses.
 */
export function rollBattle(rng: SeededRandom, sides: [SideEntry & { colourBonus: number }, SideEntry & { colourBonus: number }]): DiceResult {
  const problems = [...checkBonuses(sides[0]), ...checkBonuses(sides[1]), ...sizeBonusProblems(sides[0], sides[1])];
  // Never roll on bonuses outside the rules: a wrong number would silently decide the battle.
  if (problems.length) throw new RangeError(problems.filter((p, i) => problems.indexOf(p) === i).join('; '));
  const [sa, sb] = effectiveStrategyBonuses(sides[0], sides[1]);
  const totals = [sa + sides[0].sizeBonus + sides[0].colourBonus, sb + sides[1].sizeBonus + sides[1].colourBonus];
  const rolls: DiceResult['rolls'] = {};
  sides.forEach((s, i) => {
    rolls[s.army] = [1, 2, 3, 4].map((n) => {
      const die = rng.roll(20, `${s.army} battle die ${n} of 4 (+${totals[i]}) (004 4.2.4)`);
      return { die, modified: die + totals[i]! };
    });
  });
  const [a, b] = [rolls[sides[0].army]!, rolls[sides[1].army]!];
  const wins = { [sides[0].army]: 0, [sides[1].army]: 0 };
  for (let i = 0; i < 4; i++) {
    if (a[i]!.modified > b[i]!.modified) wins[sides[0].army]!++;
    else if (b[i]!.modified > a[i]!.modified) wins[sides[1].army]!++;
  }
  const automaticLoser = !sides[0].hasStrat && sides[1].hasStrat ? sides[0].army : !sides[1].hasStrat && sides[0].hasStrat ? sides[1].army : null;
  let suggestedWinner: string | null = wins[sides[0].army]! > wins[sides[1].army]! ? sides[0].army : wins[sides[1].army]! > wins[sides[0].army]! ? sides[1].army : null;
  if (automaticLoser) suggestedWinner = automaticLoser === sides[0].army ? sides[1].army : sides[0].army;
  return { rolls, wins, suggestedWinner, automaticLoser };
}

/** 004 4.3.2, 4.3.4: a kill risks exactly 500 troops of the top-rank slot, and needs 500 there. */
export const KILL_SQUAD = 500;
export function killAttemptProblem(army: Pick<Army, 'name' | 'slots'>): string | null {
  const top = (army.slots[3] ?? []).reduce((n, c) => n + c.count, 0);
  return top >= KILL_SQUAD ? null : `${army.name} has ${top} top-rank troops; a kill attempt risks ${KILL_SQUAD}`;
}

/** 004 4.5a: a capture risks 2000 of the lowest-rank troops (no top-rank requirement). */
export const CAPTURE_SQUAD = 2000;

/**
 * 004 4.4a: on a two-army side, an army without a strat (while its partner has one) takes no part;
 * 004 4.4b: with all strats in, the size bonus is judged on the two armies' combined troops.
 */
export function jointSide(armies: { army: Pick<Army, 'name' | 'slots'>; hasStrat: boolean }[]): { fighting: string[]; combinedTroops: number } {
  const withStrat = armies.filter((a) => a.hasStrat);
  const fighting = withStrat.length > 0 && withStrat.length < armies.length ? withStrat : armies;
  return { fighting: fighting.map((a) => a.army.name), combinedTroops: fighting.reduce((n, a) => n + a.army.slots.flat().reduce((m, c) => m + c.count, 0), 0) };
}

/** 004 4.1.1: note a strategy's arrival (the latest one from an army replaces an earlier one). */
export function recordStrategy(battle: BattleRecord, army: string, receivedAt: string): BattleRecord {
  if (!battle.armies.includes(army)) throw new RangeError(`${army} is not in the battle at ${battle.square}`);
  const others = (battle.strategies ?? []).filter((s) => s.army !== army);
  return { ...battle, strategies: [...others, { army, receivedAt, announced: false }] };
}

/** 004 4.1.1, 4.2.1: armies with no strategy received by the battle's deadline. */
export function missingStrategies(battle: BattleRecord): string[] {
  const deadline = battle.deadline ? Date.parse(battle.deadline) : Infinity;
  return battle.armies.filter((a) => !(battle.strategies ?? []).some((s) => s.army === a && Date.parse(s.receivedAt) <= deadline));
}
