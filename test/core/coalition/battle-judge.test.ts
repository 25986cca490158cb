// What the battle judge records (004 4.1-4.4): bonuses, dice, kills, joint battles, tracking, weather.
import { describe, expect, it } from 'vitest';
import { colourBonus, rollBattle, effectiveStrategyBonuses, checkBonuses, sizeBonusProblems, killAttemptProblem, jointSide, recordStrategy, missingStrategies, KILL_SQUAD } from '../../../core/coalition/battleJudge';
import { renderBattleAnnouncements } from '../../../core/coalition/publish';
import { resolveTurn } from '../../../core/coalition/turn';
import { SeededRandom } from '../../../core/random';
import type { BattleRecord, Creature } from '../../../core/coalition/types';
import { makeArmy, makeRound, type ArmySpec } from './helpers';

const cr = (colours: Creature['colours'], count: number): Creature => ({ name: colours.join('') + count, power: 1, toughness: 1, colours, count, full: 5000 });
const side = (army: string, hasStrat = true, strategyBonus = 0, sizeBonus = 0) => ({ army, hasStrat, strategyBonus, sizeBonus, colourBonus: 0 });

describe('bonuses (004 4.2.1-4.2.3)', () => {
  it('004 4.2.3 worked example: Red, Red, Red, Red/Green share red: +1; mixed colours: none, until the odd ones are dead', () => {
    expect(colourBonus({ slots: [[cr(['R'], 5000)], [cr(['R'], 2500)], [cr(['R'], 1500)], [cr(['R', 'G'], 1000)]] })).toBe(1);
    expect(colourBonus({ slots: [[cr(['R', 'G'], 5000)], [cr(['R', 'G'], 2500)], [cr(['U', 'G'], 1500)], [cr(['R', 'U'], 1000)]] })).toBe(0);
    expect(colourBonus({ slots: [[cr(['R', 'G'], 3000)], [cr(['R', 'G'], 1600)], [cr(['U', 'G'], 0)], [cr(['R', 'U'], 400)]] })).toBe(1);
    expect(colourBonus({ slots: [[cr([], 3000)], [cr([], 100)], [], []] })).toBe(1);
  });
  it('004 4.2.1 a side without a legal strat gives its opponent the full +10; bonuses are +0 to +10', () => {
    expect(effectiveStrategyBonuses(side('A', false, 5), side('B', true, 3))).toEqual([0, 10]);
    expect(effectiveStrategyBonuses(side('A', true, 4), side('B', true, 7))).toEqual([4, 7]);
    expect(checkBonuses(side('A', true, 11))).toEqual(["004 4.2.1: A's strategy bonus must be a whole number from +0 to +10"]);
    expect(checkBonuses(side('A', true, 10))).toEqual([]);
    expect(checkBonuses(side('A', true, 0))).toEqual([]);
  });
  it('004 4.2.2 the size bonus is the judge\'s, a whole number within +0 to +10, on both edges', () => {
    const bad = (n: number) => ["004 4.2.2: A's size bonus must be a whole number from +0 to +10"];
    for (const n of [-1, 11, 2.5, Number.NaN, Infinity]) expect(checkBonuses(side('A', true, 0, n))).toEqual(bad(n));
    for (const n of [0, 1, 9, 10]) expect(checkBonuses(side('A', true, 0, n))).toEqual([]);
  });
  it('004 4.2.2 only the larger army gets a size bonus: never both sides', () => {
    expect(sizeBonusProblems(side('A', true, 0, 3), side('B', true, 0, 0))).toEqual([]);
    expect(sizeBonusProblems(side('A', true, 0, 0), side('B', true, 0, 10))).toEqual([]);
    expect(sizeBonusProblems(side('A', true, 0, 0), side('B', true, 0, 0))).toEqual([]);
    expect(sizeBonusProblems(side('A', true, 0, 1), side('B', true, 0, 1))).toEqual(['004 4.2.2: only the larger army gets a size bonus, not both A (+1) and B (+1)']);
    expect(sizeBonusProblems(side('A', true, 0, 11), side('B', true, 0, 0))).toEqual(["004 4.2.2: A's size bonus must be a whole number from +0 to +10"]);
  });
  it('004 4.2.2 the dice are never rolled on a size bonus outside the rules, and nothing is logged', () => {
    const rng = new SeededRandom(2);
    expect(() => rollBattle(rng, [side('A', true, 0, 12), side('B', true, 0, 0)])).toThrow(/004 4\.2\.2: A's size bonus/);
    expect(() => rollBattle(rng, [side('A', true, 0, 2), side('B', true, 0, 4)])).toThrow(/only the larger army/);
    expect(rng.rolls).toEqual([]);
    const ok = rollBattle(rng, [side('A', true, 0, 10), side('B', true, 0, 0)]);
    expect(ok.rolls.A!.map((x) => x.modified - x.die)).toEqual([10, 10, 10, 10]);
    expect(ok.rolls.B!.map((x) => x.modified - x.die)).toEqual([0, 0, 0, 0]);
  });
});

describe('dice (004 4.2.4)', () => {
  it('004 4.2.4a four logged d20 per army, each modified by its total bonus; the most rolls won points to the winner', () => {
    const rng = new SeededRandom(11);
    const r = rollBattle(rng, [{ ...side('A', true, 6, 2), colourBonus: 1 }, side('B', true, 1, 0)]);
    expect(rng.rolls).toHaveLength(8);
    expect(r.rolls.A!.map((x) => x.modified - x.die)).toEqual([9, 9, 9, 9]);
    expect(r.rolls.B!.map((x) => x.modified - x.die)).toEqual([1, 1, 1, 1]);
    const aWins = r.rolls.A!.filter((x, i) => x.modified > r.rolls.B![i]!.modified).length;
    expect(r.wins.A).toBe(aWins);
    expect(r.suggestedWinner).toBe(r.wins.A! > r.wins.B! ? 'A' : r.wins.B! > r.wins.A! ? 'B' : null);
  });
  it('004 4.2.4b a stratless army loses automatically but still rolls', () => {
    for (let seed = 1; seed < 10; seed++) {
      const rng = new SeededRandom(seed);
      const r = rollBattle(rng, [side('A', false), side('B', true)]);
      expect(r.automaticLoser).toBe('A');
      expect(r.suggestedWinner).toBe('B');
      expect(r.rolls.A).toHaveLength(4);
    }
  });
});

describe('kills and joint battles (004 4.3, 4.4)', () => {
  it('004 4.3.2 a kill needs 500 top-rank troops; without them the judge\'s kill is refused and the loser just moves out', () => {
    const weak = makeArmy({ name: 'A', square: '10E' });
    weak.slots[3]![0]!.count = 499;
    expect(killAttemptProblem(weak)).toMatch(/499 top-rank troops/);
    const r = makeRound([{ name: 'Gen', rank: 1, square: '25L' }, { name: 'CP', team: 'Phyrexia', rank: 1, square: '25N' }, { name: 'A', square: '10E' }, { name: 'P', team: 'Phyrexia', square: '10E' }]);
    r.armies.find((a) => a.name === 'A')!.slots[3]![0]!.count = 400;
    r.battles = [{ square: '10E', armies: ['A', 'P'], kind: 'no-attacker' }];
    r.battleResults = [{ square: '10E', winner: 'A', loser: 'P', losses: {}, outcome: 'kill' }];
    const { next, report } = resolveTurn(r, '', { seed: 1 });
    expect(next.armies.some((a) => a.name === 'P')).toBe(true);
    expect(report.events.map((e) => e.rule)).toContain('004 4.3.2');
  });
  it('004 4.3.4 a kill attempt with 3,000 top-rank troops available risks exactly 500, and loses exactly 500 when it fails', () => {
    expect(KILL_SQUAD).toBe(500);
    const r = makeRound([{ name: 'Gen', rank: 1, square: '25L' }, { name: 'CP', team: 'Phyrexia', rank: 1, square: '25N' }, { name: 'A', square: '10E' }, { name: 'P', team: 'Phyrexia', square: '10E' }]);
    const a = r.armies.find((x) => x.name === 'A')!;
    // 3000 top-rank troops in two creatures (the slot's cap is 1000 per the rank tables, but an
    // imported round may carry more; the point is that the squad stays 500 however many there are).
    a.slots[3] = [{ name: 'Knights', power: 5, toughness: 5, colours: ['R'], count: 2000, full: 2000 }, { name: 'Pikes', power: 5, toughness: 5, colours: ['R'], count: 1000, full: 1000 }];
    expect(killAttemptProblem(a)).toBeNull();
    r.battles = [{ square: '10E', armies: ['A', 'P'], kind: 'no-attacker' }];
    r.battleResults = [{ square: '10E', winner: 'P', loser: 'A', losses: {}, outcome: 'none', killSquadLost: 'A' }];
    const { next, report } = resolveTurn(r, '', { seed: 1 });
    const top = next.armies.find((x) => x.name === 'A')!.slots[3]!;
    expect(top.reduce((n, c) => n + c.count, 0)).toBe(2500);
    expect(report.events.filter((e) => e.rule === '004 4.3.3').map((e) => e.message)).toEqual(['A loses the 500 troops it risked on a kill']);
    // With 499 there is no kill squad to risk at all (004 4.3.2).
    a.slots[3] = [{ name: 'Knights', power: 5, toughness: 5, colours: ['R'], count: 499, full: 1000 }];
    expect(killAttemptProblem(a)).toBe('A has 499 top-rank troops; a kill attempt risks 500');
    a.slots[3] = [{ name: 'Knights', power: 5, toughness: 5, colours: ['R'], count: 500, full: 1000 }];
    expect(killAttemptProblem(a)).toBeNull();
  });
  it('004 4.4a on a two-army side a stratless army takes no part; 004 4.4b with all strats in, sizes are combined', () => {
    const a = makeArmy({ name: 'J1', square: '10E', alive: 0.5 }), b = makeArmy({ name: 'J2', square: '10E' });
    expect(jointSide([{ army: a, hasStrat: true }, { army: b, hasStrat: false }])).toEqual({ fighting: ['J1'], combinedTroops: 5000 });
    expect(jointSide([{ army: a, hasStrat: true }, { army: b, hasStrat: true }])).toEqual({ fighting: ['J1', 'J2'], combinedTroops: 15000 });
  });
});

describe('battle tracking (004 4.1.1, 4.1.2.5)', () => {
  const battle: BattleRecord = { square: '10E', armies: ['A', 'P'], kind: 'attack', attacker: 'A', defender: 'P', deadline: '2026-11-27T05:00:00Z', weather: 'heavy fog' };
  it('004 4.1.1 records each side\'s strategy against the battle deadline', () => {
    expect(missingStrategies(battle)).toEqual(['A', 'P']);
    const one = recordStrategy(battle, 'A', '2026-11-26T10:00:00Z');
    expect(missingStrategies(one)).toEqual(['P']);
    const late = recordStrategy(one, 'P', '2026-11-27T06:00:00Z');
    expect(missingStrategies(late)).toEqual(['P']);
    expect(() => recordStrategy(battle, 'Nobody', '2026-11-26T10:00:00Z')).toThrow();
  });
  it('004 4.1.2.5 posts the weather and deadline with the battle', () => {
    const specs: ArmySpec[] = [{ name: 'A', square: '10E' }, { name: 'P', team: 'Phyrexia', square: '10E' }];
    const round = makeRound(specs);
    const text = renderBattleAnnouncements(round, { roundName: 'x', turn: 1, lock: '', outcomes: [], movements: [], intercepts: [], battles: [battle], events: [], days: [], rolls: [] }, 'plain');
    expect(text).toContain('10E (plains): A attacks P; weather: heavy fog; strategies due Fri 27 Nov 05:00 GMT');
  });
});
