// The battle helpers (core/coalition/battles.ts) to the letter: every problem a battle result can
// have, with its reason and rule; the announcement lines; losses that name no creature; a loser
// with nowhere empty to go. Written from the mutants `npm run mutate -- coalition` found surviving
// or untested (issue 19).
import { describe, expect, it } from 'vitest';
import { applyLosses, battleHeadline, battleResultProblems, battleSiteName, captureArmy, separateLoser } from '../../../core/coalition/battles';
import type { BattleResult, Round } from '../../../core/coalition/types';
import { SeededRandom } from '../../../core/random';
import { makeArmy, makeRound } from './helpers';

const result = (extra: Partial<BattleResult> = {}): BattleResult => ({ square: '10E', winner: 'A', loser: 'P', losses: {}, outcome: 'none', ...extra });
function battleRound(): Round {
  const r = makeRound([{ name: 'A', square: '10E' }, { name: 'P', team: 'Phyrexia', square: '10E', rank: 6 }, { name: 'Q', team: 'Phyrexia', square: '12E', rank: 2 }, { name: 'F', square: '12E' }]);
  r.battles = [{ square: '10E', armies: ['A', 'P'], kind: 'no-attacker' }];
  return r;
}

describe('a battle result is checked before it is stored (004 4.2.5a)', () => {
  it('004 4.2.5a a result for armies that are not on the map names the missing one', () => {
    const r = battleRound();
    expect(battleResultProblems(r, result({ winner: 'Zed' }))).toEqual([{ rule: '004 4.2.5a', message: 'no army named Zed' }]);
    expect(battleResultProblems(r, result({ loser: 'Yon' }))).toEqual([{ rule: '004 4.2.5a', message: 'no army named Yon' }]);
  });

  it('004 4.2.5a and 004 4.1.1 each problem of a wrong result is listed with its rule', () => {
    const r = battleRound();
    expect(battleResultProblems(r, result())).toEqual([]);
    expect(battleResultProblems(r, result({ square: '12E', winner: 'F', loser: 'Q' }))).toEqual([{ rule: '004 4.1.1', message: 'no battle was announced at 12E' }]);
    expect(battleResultProblems(r, result({ winner: 'A', loser: 'Q' }))).toEqual([{ rule: '004 4.2.5a', message: 'A and Q are not both at 10E' }]);
    r.armies.find((a) => a.name === 'F')!.square = '10E';
    expect(battleResultProblems(r, result({ winner: 'A', loser: 'F' }))).toEqual([{ rule: '004 4.2.5a', message: 'A and F are on the same side' }]);
  });

  it('004 4.2.5a losses must name armies and creatures that exist, in whole troops', () => {
    const r = battleRound();
    expect(battleResultProblems(r, result({ losses: { Ghost: { x: 1 }, A: { 'A 2/2': 10, Dragon: 5, 'A 3/3': -1 }, P: { 'P 2/2': 2.5 } } }))).toEqual([
      { rule: '004 4.2.5a', message: 'losses for unknown army Ghost' },
      { rule: '004 4.2.5a', message: 'A has no creature Dragon' },
      { rule: '004 4.2.5a', message: 'A 3/3: -1 is not a number of troops' },
      { rule: '004 4.2.5a', message: 'P 2/2: 2.5 is not a number of troops' },
    ]);
  });

  it('004 4.5a only a lowest-two-ranks army can be captured', () => {
    const r = battleRound();
    expect(battleResultProblems(r, result({ outcome: 'capture' }))).toEqual([]);
    r.armies.find((a) => a.name === 'P')!.rank = 2;
    expect(battleResultProblems(r, result({ outcome: 'capture' }))).toEqual([{ rule: '004 4.5a', message: 'P cannot be captured (only Lt/Centurion and Lt Cmdr/CPL armies)' }]);
  });
});

describe('announcements (004 4.1.2.3, 4.1.2.4)', () => {
  it('004 4.1.2.3 every kind of battle has its headline', () => {
    expect(battleHeadline({ square: '10E', armies: ['A', 'P'], kind: 'attack', attacker: 'A', defender: 'P' })).toBe('A attacks P');
    expect(battleHeadline({ square: '10E', armies: ['X', 'A'], kind: 'intercept', attacker: 'X', defender: 'A' })).toBe('X intercepts A');
    expect(battleHeadline({ square: '10E', armies: ['J1', 'J2', 'P'], kind: 'joint' })).toBe('Joint Engage: J1, J2, P');
    expect(battleHeadline({ square: '10E', armies: ['A', 'P'], kind: 'pushed' })).toBe('A vs P (loser pushed in, fights again)');
    expect(battleHeadline({ square: '10E', armies: ['A', 'P'], kind: 'no-attacker' })).toBe('A vs P (no-attacker)');
  });

  it('004 4.1.2.4 a battle on a site names it: a base with its faction, a portal, a town; elsewhere nothing', () => {
    const r = battleRound();
    expect(battleSiteName(r, '1A')).toBe('Red Base (Red base)');
    expect(battleSiteName(r, '38C')).toBe('Portal 2 (portal)');
    expect(battleSiteName(r, '20G')).toBe('Town B (town)');
    expect(battleSiteName(r, '10E')).toBeNull();
  });
});

describe('losses, capture and the loser\'s way out (004 4.2.5, 4.5)', () => {
  it('004 4.2.5a a loss naming no creature of the army is not applied and says so; names match in any case; nothing lost is no loss record', () => {
    const a = makeArmy({ name: 'A', square: '10E' });
    expect(applyLosses(a, { ' a 2/2 ': 100, Dragon: 50, 'A 3/3': 0 }, 2)).toEqual([{ rule: '004 4.2.5a', message: 'A has no creature "Dragon"; that loss was not applied' }]);
    expect(a.slots[0]![0]!.count).toBe(4900);
    expect(a.losses).toEqual([{ creature: 'A 2/2', slot: 0, amount: 100, duringDay: 2 }]);
  });

  it('004 4.5a mercenaries do not capture', () => {
    const r = makeRound([{ name: 'M', team: 'Mercenary', merc: 'Raider', square: '10E' }, { name: 'P', team: 'Phyrexia', rank: 6, square: '10E' }]);
    expect(captureArmy(r, r.armies[0]!, r.armies[1]!, new SeededRandom(1))).toEqual([{ rule: '004 4.5a', message: 'mercenaries do not capture' }]);
    expect(r.armies[1]!.team).toBe('Phyrexia');
  });

  it('004 4.5b a Phyrexian army captured by the Coalition takes the captor\'s first colour and goes to the nearest free base', () => {
    const r = makeRound([{ name: 'A', square: '3D', factions: ['Blue', 'White'] }, { name: 'P', team: 'Phyrexia', rank: 6, square: '3D' }]);
    const notes = captureArmy(r, r.armies[0]!, r.armies[1]!, new SeededRandom(1));
    expect(notes).toEqual([{ rule: '004 4.5b', message: 'P is captured by A, partially converted, and teleported to 1C' }]);
    expect(r.armies[1]).toMatchObject({ team: 'Coalition', factions: ['Blue'], square: '1C', partiallyConverted: true });
  });

  it('004 4.5b with every base and town taken, the captured army stays and the winner is bumped out', () => {
    const r = makeRound([{ name: 'A', square: '10E' }, { name: 'P', team: 'Phyrexia', rank: 6, square: '10E' }]);
    for (const [i, sq] of [...r.bases.map((b) => b.square), ...r.towns.map((t) => t.square)].entries()) r.armies.push(makeArmy({ name: `H${i}`, square: sq }));
    const notes = captureArmy(r, r.armies[0]!, r.armies[1]!, new SeededRandom(1));
    expect(r.armies[1]!.square).toBe('10E');
    expect(r.armies[0]!.square).not.toBe('10E');
    expect(notes).toEqual([{ rule: '004 4.5b', message: `P is captured by A and stays at 10E; A is bumped to ${r.armies[0]!.square}` }]);
  });

  it('004 4.2.5b all 8 squares taken: the loser is pushed into an enemy\'s square, never a friend\'s, and is told whom it meets', () => {
    const r = makeRound([{ name: 'L', square: '10E' }]);
    const around = ['9D', '9E', '9F', '10D', '10F', '11D', '11E', '11F'];
    around.forEach((sq, i) => r.armies.push(makeArmy({ name: `N${i}`, square: sq, team: sq === '11F' ? 'Phyrexia' : 'Coalition' })));
    const out = separateLoser(r, r.armies[0]!, new SeededRandom(1));
    expect(out).toEqual({ to: '11F', pushedInto: r.armies.find((a) => a.name === 'N7') });
  });

  it('004 4.2.5b surrounded by its own side: the loser goes to an empty square of the nearest free ring', () => {
    const r = makeRound([{ name: 'L', square: '10E' }]);
    ['9D', '9E', '9F', '10D', '10F', '11D', '11E', '11F'].forEach((sq, i) => r.armies.push(makeArmy({ name: `N${i}`, square: sq })));
    const out = separateLoser(r, r.armies[0]!, new SeededRandom(1));
    expect(out.pushedInto).toBeUndefined();
    expect(Math.max(Math.abs(Number(out.to.slice(0, -1)) - 10), Math.abs(out.to.charCodeAt(out.to.length - 1) - 'E'.charCodeAt(0)))).toBe(2);
  });
});
