// 004 1.3 (sanctions on the record), 5.4.1b-c (the penalty for ordering another's army, with its
// logged roll and the 24-hour extension) and 4.2.6 (running away).
import { describe, expect, it } from 'vitest';
import { battleResultProblems } from '../../../core/coalition/battles';
import { renderUpdate } from '../../../core/coalition/publish';
import { loadRound } from '../../../core/coalition/roundSchema';
import { imposeControlPenalty, imposeSanction } from '../../../core/coalition/sanctions';
import { resolveTurn } from '../../../core/coalition/turn';
import { SeededRandom } from '../../../core/random';
import type { Round } from '../../../core/coalition/types';
import { makeRound } from './helpers';

/** Lt (rank 6) and its namesake player, in battle with P at 10E; the turn's battle deadline is 20 Nov 05:00. */
function round(): Round {
  const r = makeRound([{ name: 'Gen', rank: 1, square: '25L' }, { name: 'CP', team: 'Phyrexia', rank: 1, square: '25N' }, { name: 'Lt', rank: 6, square: '10E' }, { name: 'P', team: 'Phyrexia', rank: 6, square: '10E' }, { name: 'Adm', rank: 2, square: '30A' }]);
  r.battles = [{ square: '10E', armies: ['Lt', 'P'], kind: 'no-attacker' }];
  return r;
}
const alive = (r: Round, name: string) => r.armies.find((a) => a.name === name)!.slots.map((s) => s.reduce((n, c) => n + c.count, 0));

describe('the penalty for acting with an army one does not control (004 5.4.1b, 5.4.1c)', () => {
  it('004 5.4.1b severity x logged die x (100, 50, 25, 10) comes off the four slots, and the roll is on the record', () => {
    const r = round();
    const rng = new SeededRandom(7);
    const out = imposeControlPenalty(r, { army: 'Lt', player: 'Adm', severity: 2, at: '2026-11-17T12:00:00Z' }, rng);
    if (!('sanction' in out)) throw new Error(JSON.stringify(out.problems));
    const die = out.sanction.roll!.value;
    expect(rng.rolls).toEqual([{ purpose: 'penalty die for Lt (004 5.4.1b)', sides: 6, value: die }]);
    expect(alive(r, 'Lt')).toEqual([5000 - 200 * die, 2500 - 100 * die, 1500 - 50 * die, 1000 - 20 * die]);
    expect(r.sanctions).toEqual([out.sanction]);
    expect(out.sanction).toMatchObject({ kind: 'control-penalty', player: 'Adm', army: 'Lt', severity: 2, turn: 1 });
    expect(out.sanction.extension).toBeUndefined(); // three days before the deadline: no extension
    expect(r.battles[0]!.deadline).toBeUndefined();
  });
  it('004 5.4.1b the losses heal like any others: they are recorded as losses of the army', () => {
    const r = round();
    imposeControlPenalty(r, { army: 'Lt', player: 'Adm', severity: 1, at: '2026-11-17T12:00:00Z' }, new SeededRandom(1));
    const lt = r.armies.find((a) => a.name === 'Lt')!;
    expect(lt.losses.reduce((n, l) => n + l.amount, 0)).toBe(lt.slots.flat().reduce((n, c) => n + c.full - c.count, 0));
  });
  it('004 5.4.1c imposed in the last 24 hours before the battle deadline, the battle gets 24 more hours; just outside, none', () => {
    const inside = round();
    const out = imposeControlPenalty(inside, { army: 'Lt', player: 'Adm', severity: 1, at: '2026-11-19T05:00:00Z' }, new SeededRandom(1));
    if (!('sanction' in out)) throw new Error('refused');
    expect(out.sanction.extension).toEqual({ square: '10E', from: '2026-11-20T05:00:00.000Z', to: '2026-11-21T05:00:00.000Z' });
    expect(inside.battles[0]!.deadline).toBe('2026-11-21T05:00:00.000Z');
    const outside = round();
    const late = imposeControlPenalty(outside, { army: 'Lt', player: 'Adm', severity: 1, at: '2026-11-19T04:59:00Z' }, new SeededRandom(1));
    if (!('sanction' in late)) throw new Error('refused');
    expect(late.sanction.extension).toBeUndefined();
    expect(outside.battles[0]!.deadline).toBeUndefined();
    // An army not in battle has no strategy to rewrite.
    const calm = round();
    calm.battles = [];
    const none = imposeControlPenalty(calm, { army: 'Lt', player: 'Adm', severity: 1, at: '2026-11-19T20:00:00Z' }, new SeededRandom(1));
    expect('sanction' in none && none.sanction.extension).toBe(undefined);
  });
  it('004 5.4.1a the penalty is refused for the army\'s own controller, a severity of 0 and an unknown army, with nothing rolled', () => {
    const rng = new SeededRandom(1);
    expect(imposeControlPenalty(round(), { army: 'Lt', player: 'Lt', severity: 1, at: '2026-11-17T12:00:00Z' }, rng)).toEqual({ problems: [{ rule: '004 5.4.1a', message: 'Lt controls Lt; the penalty is for acting with an army one does not control' }] });
    expect(imposeControlPenalty(round(), { army: 'Lt', player: 'Adm', severity: 0, at: '2026-11-17T12:00:00Z' }, rng)).toMatchObject({ problems: [{ rule: '004 5.4.1b' }] });
    expect(imposeControlPenalty(round(), { army: 'Nobody', player: 'Adm', severity: 1, at: '2026-11-17T12:00:00Z' }, rng)).toMatchObject({ problems: [{ rule: '004 5.4.1b', message: 'no army named Nobody' }] });
    expect(rng.rolls).toEqual([]);
  });
  it('004 5.4.1b the penalty and its die are posted with the turn\'s update, and stay on the round\'s record afterwards', () => {
    const r = round();
    r.battles = [];
    const out = imposeControlPenalty(r, { army: 'Lt', player: 'Adm', severity: 3, at: '2026-11-17T12:00:00Z', reason: 'Adm posted a move for Lt' }, new SeededRandom(5));
    if (!('sanction' in out)) throw new Error('refused');
    const { next, report } = resolveTurn(r, '', { seed: 1 });
    const post = renderUpdate(report, 'plain');
    expect(post).toContain(`- Tue 17 Nov 12:00 GMT: Adm reprimanded: Adm posted a move for Lt; penalty severity 3 x d6 = ${out.sanction.roll!.value} x (100, 50, 25, 10); Lt loses`);
    expect(next.sanctions).toEqual([out.sanction]);
    const later = resolveTurn(next, '', { seed: 1 });
    expect(later.next.sanctions).toEqual([out.sanction]);
    expect(renderUpdate(later.report, 'plain')).not.toContain('reprimanded');
    expect(loadRound(JSON.parse(JSON.stringify(later.next)))).toMatchObject({ ok: true });
  });
});

describe('sanctions on the record (004 1.3)', () => {
  it('004 1.3 a sanction is recorded with player, time and reason, applies its troop losses and is posted', () => {
    const r = round();
    const out = imposeSanction(r, { player: 'Lt', reason: 'refused to accept the judge\'s ruling', at: '2026-11-18T09:30:00Z', army: 'Lt', losses: { 'Lt 1/1': 300 }, team: 'Coalition' });
    if (!('sanction' in out)) throw new Error(JSON.stringify(out.problems));
    expect(alive(r, 'Lt')[0]).toBe(4700);
    expect(r.sanctions).toEqual([{ kind: 'sanction', player: 'Lt', team: 'Coalition', army: 'Lt', at: '2026-11-18T09:30:00.000Z', turn: 1, reason: 'refused to accept the judge\'s ruling', losses: { 'Lt 1/1': 300 } }]);
    const { report } = resolveTurn(r, '', { seed: 1 });
    expect(renderUpdate(report, 'bbcode')).toContain("[*]Wed 18 Nov 09:30 GMT: Lt (and the Coalition team) sanctioned: refused to accept the judge's ruling; Lt loses 300 Lt 1/1 (004 1.3)");
  });
  it('004 1.3 a sanction without a reason, or with losses the army cannot take, is refused and changes nothing', () => {
    const r = round();
    expect(imposeSanction(r, { player: 'Lt', reason: ' ', at: '2026-11-18T09:30:00Z' })).toMatchObject({ problems: [{ rule: '004 1.3', message: 'a sanction needs its reason on the record' }] });
    expect(imposeSanction(r, { player: 'Lt', reason: 'x', at: '2026-11-18T09:30:00Z', army: 'Lt', losses: { 'Lt 1/1': 5001 } })).toMatchObject({ problems: [{ rule: '004 1.3', message: 'Lt has only 5000 Lt 1/1' }] });
    expect(imposeSanction(r, { player: 'Lt', reason: 'x', at: '2026-11-18T09:30:00Z', losses: { 'Lt 1/1': 5 } })).toMatchObject({ problems: [{ rule: '004 1.3', message: 'troop losses need the army that loses them' }] });
    expect(r.sanctions).toBeUndefined();
    expect(alive(r, 'Lt')[0]).toBe(5000);
  });
});

describe('running away (004 4.2.6)', () => {
  const result = (losses: Record<string, Record<string, number>>, ranAway = 'Lt') => ({ square: '10E', winner: 'P', loser: 'Lt', losses, outcome: 'none' as const, ranAway });
  it('004 4.2.6 the army that runs away does no damage and always takes some', () => {
    const r = round();
    expect(battleResultProblems(r, result({ Lt: { 'Lt 1/1': 200 } }))).toEqual([]);
    expect(battleResultProblems(r, result({ Lt: { 'Lt 1/1': 200 }, P: { 'P 1/1': 1 } })).map((p) => p.message)).toEqual(['Lt ran away and causes no damage, but P is entered as losing 1 troops']);
    expect(battleResultProblems(r, result({})).map((p) => p.message)).toEqual(['Lt ran away: at least some damage is always done to it, and none is entered']);
    expect(battleResultProblems(r, result({ Lt: { 'Lt 1/1': 200 } }, 'P')).map((p) => p.rule)).toEqual(['004 4.2.6']);
  });
  it('004 4.2.6 a run-away result is applied: the runner takes its losses, is moved out and the update says it ran', () => {
    const r = round();
    r.battleResults = [result({ Lt: { 'Lt 1/1': 200 } })];
    const { next, report } = resolveTurn(r, '', { seed: 1 });
    expect(alive(next, 'Lt')[0]).toBe(4800);
    expect(alive(next, 'P')).toEqual([5000, 2500, 1500, 1000]);
    expect(next.armies.find((a) => a.name === 'Lt')!.square).not.toBe('10E');
    expect(report.events.find((e) => e.rule === '004 4.2.6')!.message).toBe('Lt runs away from P at 10E: it does no damage and takes reduced damage');
  });
});
