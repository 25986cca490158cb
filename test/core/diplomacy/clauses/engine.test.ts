// Clauses the adjudicator already carries out (core/diplomacy/adjudicate.ts), each pinned by a test
// that fails if the behaviour breaks: centre ownership after Fall, the Fall reconciliation of units
// with centres, and retreats/adjustments as phases of their own.
import { describe, expect, it } from 'vitest';
import { maharajiad, agora, position, run, unitsAfter } from '../engine/helpers';
import { mayReleaseResults } from '../../../../core/diplomacy/running/nmrRelease';
import { getRunningRules } from '../../../../core/diplomacy/running/runningRules';

const spring = { year: 1901, season: 'spring', type: 'movement' } as const;
const fall = { year: 1901, season: 'fall', type: 'movement' } as const;

describe('centre ownership (002 BT23a)', () => {
  it('002 BT23a: a centre changes hands only when a unit stands on it after a Fall turn, and stays owned while vacant', () => {
    // Spring: France enters Belgium; it is not France's yet.
    const s = run(position('France: A bur; Germany: A ruh', { phase: spring }), 'France: A bur - bel; Germany: A ruh H', agora);
    expect(s.next.centres.bel).toBeUndefined();
    expect(s.next.phase).toEqual(fall);
    // Fall: France still stands there, so Belgium becomes French.
    const f = run(s.next, 'France: A bel H; Germany: A ruh H', agora);
    expect(f.next.centres.bel).toBe('France');
    expect(f.notices).toContain('France takes Belgium');
    // 1902: France leaves in Spring; Belgium stays French while vacant, even through the Fall.
    const win = f.next.phase.type === 'adjustment' ? run(f.next, '', agora) : f;
    const s2 = run(win.next, 'France: A bel - pic; Germany: A ruh H', agora);
    expect(s2.next.centres.bel).toBe('France');
    const f2 = run(s2.next, 'France: A pic H; Germany: A ruh H', agora);
    expect(f2.next.centres.bel).toBe('France');
    // A German unit in Belgium at the close of a Spring turn does not take it; at the close of Fall it does.
    const win2 = f2.next.phase.type === 'adjustment' ? run(f2.next, '', agora) : f2;
    const s3 = run(win2.next, 'France: A pic H; Germany: A ruh - bel', agora);
    expect(s3.next.centres.bel).toBe('France');
    const f3 = run(s3.next, 'France: A pic H; Germany: A bel H', agora);
    expect(f3.next.centres.bel).toBe('Germany');
    expect(f3.notices).toContain('Germany takes Belgium from France');
  });
});

describe('Fall reconciliation (002 BT16b)', () => {
  it('002 BT16b: after each Fall turn a power with more centres than units builds and one with fewer removes; never after Spring', () => {
    // Germany (3 home centres, 1 unit) and Italy owning only rom but with 3 units.
    const base = position('Germany: A ruh; Italy: A ven, A apu, F tys', { phase: spring });
    const centres = { ...base.centres };
    delete centres.ven; delete centres.nap;
    const pos = { ...base, centres };
    const s = run(pos, 'Germany: A ruh H; Italy: A ven H, A apu H, F tys H', agora);
    expect(s.next.phase).toEqual(fall); // Spring never leads to adjustments
    const f = run(s.next, 'Germany: A ruh H; Italy: A ven H, A apu H, F tys H', agora);
    // Italy's unit in Venice retakes it in the Fall: 2 centres, 3 units. Germany: 3 centres, 1 unit.
    expect(f.next.centres.ven).toBe('Italy');
    expect(f.next.phase).toEqual({ year: 1901, season: 'winter', type: 'adjustment' });
    const w = run(f.next, 'Italy: A apu D', agora);
    expect(unitsAfter(w).filter((u) => ['A apu', 'A ven', 'F tys'].includes(u))).toHaveLength(2);
    // Nothing to reconcile: the Fall goes straight to next Spring.
    // (Only France owns centres here, so no other power has builds pending.)
    const evenPos = position('France: A par, A mar, F bre', { phase: fall });
    const evenCentres = { par: 'France', mar: 'France', bre: 'France' };
    const even = run({ ...evenPos, centres: evenCentres }, 'France: A par H, A mar H, F bre H', agora);
    expect(even.next.phase).toEqual({ year: 1902, season: 'spring', type: 'movement' });
    expect(even.notices).toContain('no power builds or removes: no adjustment phase');
  });
});

describe('separate phases (001 B.III(5)a)', () => {
  it('001 B.III(5)a: a dislodgement leads to a retreat phase of its own; retreat and build orders are not carried out in a movement phase', () => {
    const pos = position('Germany: A mun, A ber, A sil; Austria: A boh', { phase: spring });
    const r = run(pos, 'Germany: A mun - boh; A sil S A mun - boh; A ber H; Austria: A boh H', maharajiad);
    expect(r.next.phase).toEqual({ year: 1901, season: 'spring', type: 'retreat' });
    expect(r.next.dislodged.map((d) => d.unit.location)).toEqual(['boh']);
    // A retreat order given in the movement phase is not executed there.
    const early = run(pos, 'Germany: A mun - boh; A sil S A mun - boh; A ber H; Austria: A boh R gal', maharajiad);
    expect(early.next.units.some((u) => u.location === 'gal')).toBe(false);
    expect(early.next.dislodged.map((d) => d.unit.location)).toEqual(['boh']);
    // The retreat phase then carries out the retreat, and the movement of the next season follows.
    const ret = run(r.next, 'Austria: A boh R gal', maharajiad);
    expect(ret.next.units.some((u) => u.power === 'Austria' && u.location === 'gal')).toBe(true);
    expect(ret.next.phase).toEqual(fall);
  });
});

describe('NMRs after the first game year (001 B.VIII(6)(c)a)', () => {
  it('001 B.VIII(6)(c)a: after Monsoon/Winter 1501 a silent player gets an NMR, the turn is not held back, and all his units hold', () => {
    const rules = getRunningRules('maharajiad');
    // The 1501 movements and the 1501 adjustment wait for every power (001 B.VIII(6)(b)); later turns do not.
    expect(mayReleaseResults(rules, { year: 1501, season: 'winter', type: 'adjustment' }, 1501, ['Germany']).release).toBe(false);
    expect(mayReleaseResults(rules, { year: 1502, season: 'spring', type: 'movement' }, 1501, ['Germany']).release).toBe(true);
    expect(mayReleaseResults(rules, { year: 1503, season: 'fall', type: 'movement' }, 1501, ['Germany']).release).toBe(true);
    // The silent power's units hold: an attack with support dislodges the holding unit, and the
    // silent power's units do not move even where an order-less move would have been possible.
    const pos = position('Germany: A mun, A ber; Austria: A boh, A tyr', { phase: { year: 1502, season: 'spring', type: 'movement' } });
    const r = run(pos, 'Austria: A boh - mun; A tyr S A boh - mun', maharajiad, { nmr: ['Germany'] });
    expect(r.notices).toContain('Germany sent no orders: its units hold (001 B.VIII(6)(c)a)');
    expect(r.next.dislodged.map((d) => `${d.unit.power} ${d.unit.location}`)).toEqual(['Germany mun']);
    expect(r.next.units.filter((u) => u.power === 'Germany').map((u) => u.location)).toEqual(['ber']);
    expect(r.next.phase.type).toBe('retreat');
  });
});
