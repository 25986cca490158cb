// Adjustment phases: builds, removals, the house rules on excess and duplicate adjustments, civil
// disorder, and what happens after Fall (centres change hands, victory, skipped phases).
import { describe, expect, it } from 'vitest';
import { adjudicate } from '../../../../core/diplomacy/adjudicate';
import type { Order, Position } from '../../../../core/diplomacy/types';
import { agora, hasbro, maharajiad, position, run, standard, unitsAfter, wm2004 } from './helpers';

const winter = { year: 1901, season: 'winter', type: 'adjustment' } as const;

/** A winter position: units as given, centres = each power's home centres plus `extra`. */
function winterPosition(units: string, extra: Record<string, string> = {}, drop: string[] = []): Position {
  const p = position(units, { phase: winter });
  for (const c of drop) delete p.centres[c];
  return { ...p, centres: { ...p.centres, ...extra } };
}

const build = (power: string, unitType: 'A' | 'F', location: string): Order => ({ kind: 'build', power, unitType, location });
const remove = (power: string, unit: string): Order => ({ kind: 'remove', power, unit });

describe('builds (002 BT23c)', () => {
  // Germany owns ber, kie, mun, den and has one unit: it may build up to 3 in vacant home centres.
  const pos = winterPosition('Germany: A den', { den: 'Germany' });

  it('002 BT23c: builds go in vacant owned home centres; armies anywhere, fleets only on the coast', () => {
    const r = adjudicate(standard, pos, [build('Germany', 'A', 'mun'), build('Germany', 'F', 'kie'), build('Germany', 'A', 'hol')], hasbro);
    expect(r.results.map((x) => x.success)).toEqual([true, true, false]);
    expect(r.results[2]!.reason).toContain('not a home centre');
    expect(unitsAfter(r)).toEqual(['A den', 'A mun', 'F kie']);
    expect(r.next.phase).toEqual({ year: 1902, season: 'spring', type: 'movement' });
    expect(r.notices).toContain('Germany leaves 1 build unused');
  });

  it('000 D.V(5): a fleet build in a centre that cannot hold a fleet builds nothing', () => {
    const r = adjudicate(standard, pos, [build('Germany', 'F', 'mun')], wm2004);
    expect(r.results[0]).toMatchObject({ success: false, clause: '000 D.V(5)' });
  });

  it('001 B.VI(5): the same under Maharajiad rules', () => {
    const r = adjudicate(standard, pos, [build('Germany', 'F', 'mun')], maharajiad);
    expect(r.results[0]).toMatchObject({ success: false, clause: '001 B.VI(5)' });
  });

  it('cannot build in an occupied or foreign-owned home centre, nor a fleet in St Petersburg without a coast', () => {
    const occ = winterPosition('Germany: A ber', { den: 'Germany' });
    expect(adjudicate(standard, occ, [build('Germany', 'A', 'ber')], hasbro).results[0]!.success).toBe(false);
    const lost = winterPosition('Germany: A den', { den: 'Germany', kie: 'England' });
    expect(adjudicate(standard, lost, [build('Germany', 'F', 'kie')], hasbro).results[0]!.success).toBe(false);
    const russia = winterPosition('Russia: A mos', { rum: 'Russia', swe: 'Russia' });
    const r = adjudicate(standard, russia, [build('Russia', 'F', 'stp'), build('Russia', 'F', 'stp/nc')], hasbro);
    expect(r.results.map((x) => x.success)).toEqual([false, true]);
  });

  it('builds in the home centres the position gives (Maharajah converts centres in play)', () => {
    const p = winterPosition('Germany: A den', { den: 'Germany', hol: 'Germany' });
    p.homeCentres = { ...p.homeCentres, Germany: [...p.homeCentres.Germany!, 'hol'] };
    const r = adjudicate(standard, p, [build('Germany', 'F', 'hol')], hasbro);
    expect(r.results[0]!.success).toBe(true);
  });

  it('a waive uses a build', () => {
    const r = adjudicate(standard, pos, [{ kind: 'waive', power: 'Germany' }, build('Germany', 'A', 'mun')], hasbro);
    expect(r.results.map((x) => x.code)).toEqual(['waived', 'built']);
  });

  it('000 D.V(2): too many builds are followed from the bottom up until the number is reached', () => {
    const one = winterPosition('Germany: A den, A mun', { den: 'Germany' }, ['ber']);
    // Germany: 3 centres (kie, mun, den), 2 units: one build.
    const orders = [build('Germany', 'A', 'ber'), build('Germany', 'F', 'kie')];
    const owned = { ...one, centres: { ...one.centres, ber: 'Germany' }, units: [...one.units, { type: 'A' as const, power: 'Germany', location: 'sil', id: 'x' }] };
    const wm = adjudicate(standard, owned, orders, wm2004);
    expect(wm.results.map((x) => x.success)).toEqual([false, true]);
    expect(wm.results[0]).toMatchObject({ code: 'too-many', clause: '000 D.V(2)' });
    const datc = adjudicate(standard, owned, orders, hasbro);
    expect(datc.results.map((x) => x.success)).toEqual([true, false]);
  });

  it('001 B.VI(2)a: too many builds ordered: no build is allowed', () => {
    const p = winterPosition('Germany: A den, A mun, A sil', { den: 'Germany' });
    const r = adjudicate(standard, p, [build('Germany', 'A', 'ber'), build('Germany', 'F', 'kie')], maharajiad);
    expect(r.results.map((x) => x.success)).toEqual([false, false]);
    expect(r.results[0]!.clause).toBe('001 B.VI(2)');
  });

  it('000 D.V(3): several builds in one centre: the first reading bottom to top is followed', () => {
    const r = adjudicate(standard, pos, [build('Germany', 'A', 'kie'), build('Germany', 'F', 'kie')], wm2004);
    expect(r.results.map((x) => x.success)).toEqual([false, true]);
    expect(unitsAfter(r)).toContain('F kie');
    const datc = adjudicate(standard, pos, [build('Germany', 'A', 'kie'), build('Germany', 'F', 'kie')], hasbro);
    expect(unitsAfter(datc)).toContain('A kie');
  });

  it('001 B.VI(3)a: builds of different types in one centre build nothing, unless a fleet cannot be built there', () => {
    const r = adjudicate(standard, pos, [build('Germany', 'A', 'kie'), build('Germany', 'F', 'kie')], maharajiad);
    expect(r.results.map((x) => x.success)).toEqual([false, false]);
    const inland = adjudicate(standard, pos, [build('Germany', 'A', 'mun'), build('Germany', 'F', 'mun')], maharajiad);
    expect(unitsAfter(inland)).toContain('A mun');
  });

  it('001 B.VI(3)b: identical duplicate builds count as a single build', () => {
    const r = adjudicate(standard, pos, [build('Germany', 'A', 'ber'), build('Germany', 'A', 'ber')], maharajiad);
    expect(r.results.map((x) => x.success)).toEqual([true, false]);
    expect(unitsAfter(r)).toEqual(['A ber', 'A den']);
  });

  it('002 BT24d: a power in civil disorder builds nothing', () => {
    const r = adjudicate(standard, pos, [build('Germany', 'A', 'ber')], agora, { civilDisorder: ['Germany'] });
    expect(r.results[0]).toMatchObject({ success: false, code: 'civil-disorder' });
    expect(unitsAfter(r)).toEqual(['A den']);
  });

  it('built units get fresh stable ids', () => {
    const r = adjudicate(standard, pos, [build('Germany', 'A', 'ber'), build('Germany', 'F', 'kie')], hasbro);
    const ids = r.next.units.map((u) => u.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
  });
});

describe('removals (002 BT23b)', () => {
  // Russia owns only its four home centres and has six units: two must go.
  const pos = winterPosition('Russia: A mos, A war, F sev, F stp/sc, A con, F bul/sc');

  it('002 BT23b: a power with fewer centres than units removes the excess', () => {
    const r = adjudicate(standard, pos, [remove('Russia', 'con'), remove('Russia', 'bul')], hasbro);
    expect(r.results.map((x) => x.success)).toEqual([true, true]);
    expect(unitsAfter(r)).toEqual(['A mos', 'A war', 'F sev', 'F stp/sc']);
  });

  it('000 D.V(4)a: too few removals: the most distant units are removed (F Bul(sc) 3 before A Con 2)', () => {
    const r = adjudicate(standard, pos, [remove('Russia', 'mos')], wm2004);
    expect(unitsAfter(r)).toEqual(['A con', 'A war', 'F sev', 'F stp/sc']);
    const auto = r.results.find((x) => x.implicit)!;
    expect(auto).toMatchObject({ code: 'civil-disorder-removal', clause: '000 D.V(4)', order: { kind: 'remove', unit: 'bul/sc' } });
  });

  it('000 D.V(2): too many removals are followed bottom to top', () => {
    const r = adjudicate(standard, pos, [remove('Russia', 'mos'), remove('Russia', 'war'), remove('Russia', 'sev')], wm2004);
    expect(r.results.map((x) => x.success)).toEqual([false, true, true]);
  });

  it('001 B.VI(2)b: more removals than required: the civil-disorder order decides which go', () => {
    const r = adjudicate(standard, pos, [remove('Russia', 'mos'), remove('Russia', 'war'), remove('Russia', 'sev')], maharajiad);
    expect(r.results.slice(0, 3).map((x) => x.success)).toEqual([false, false, false]);
    expect(unitsAfter(r)).toEqual(['A mos', 'A war', 'F sev', 'F stp/sc']);
  });

  it('removing the same unit twice removes it once and the rule takes another (DATC 6.J.2)', () => {
    const r = adjudicate(standard, pos, [remove('Russia', 'con'), remove('Russia', 'con')], hasbro);
    expect(r.results.slice(0, 2).map((x) => x.code)).toEqual(['removed', 'duplicate']);
    expect(r.next.units).toHaveLength(4);
  });
});

describe('after Fall: centres, adjustments, victory', () => {
  it('centres change hands only after Fall; an adjustment phase follows when someone must build', () => {
    const spring = run(position('Russia: A ukr'), 'Russia: A ukr - rum');
    expect(spring.next.centres.rum).toBeUndefined();
    const fall = run({ ...spring.next, phase: { year: 1901, season: 'fall', type: 'movement' } }, 'Russia: A rum H');
    expect(fall.next.centres.rum).toBe('Russia');
    expect(fall.next.phase).toEqual({ year: 1901, season: 'winter', type: 'adjustment' });
    expect(fall.notices).toContain('Russia takes Rumania');
  });

  it('no adjustment phase when nobody builds or removes (the skip is noted)', () => {
    const fall = position('Russia: A mos', { phase: { year: 1901, season: 'fall', type: 'movement' } });
    const r = run(fall, 'Russia: A mos H');
    // Russia has 4 centres and 1 unit but A Mos does not stop builds in war, sev, stp: must adjust.
    expect(r.next.phase.type).toBe('adjustment');
    const full = position('Russia: A mos, A war, F sev, F stp/sc; Austria: A vie, A bud, F tri; England: F lon, F edi, A lvp; France: A par, A mar, F bre; Germany: A ber, A mun, F kie; Italy: A rom, A ven, F nap; Turkey: A con, A smy, F ank',
      { phase: { year: 1901, season: 'fall', type: 'movement' } });
    const r2 = run(full, '');
    expect(r2.next.phase).toEqual({ year: 1902, season: 'spring', type: 'movement' });
    expect(r2.notices).toContain('no power builds or removes: no adjustment phase');
    expect(r2.notices).toContain('no unit was dislodged: no retreat phase');
  });

  it('002 BT16c-style victory: a power reaching the victory count after Fall is announced', () => {
    const fall = position('France: A bur', { phase: { year: 1905, season: 'fall', type: 'movement' } });
    const centres: Record<string, string> = {};
    for (const c of standard.supplyCentres().filter((c) => c !== 'mun').slice(0, 17)) centres[c] = 'France';
    centres.mun = 'Germany';
    fall.centres = centres;
    const r = run(fall, 'France: A bur - mun', agora);
    expect(r.victory).toMatchObject({ power: 'France', needed: 18 });
    expect(r.notices.some((n) => n.includes('victory'))).toBe(true);
    const noWin = run(fall, 'France: A bur H', agora);
    expect(noWin.victory).toBeUndefined();
  });

  it('002 BT23a: a Fall in which no centre changes hands keeps the record the engine made; a change makes a new one', () => {
    const full = position('Russia: A mos, A war, F sev, F stp/sc; Austria: A vie, A bud, F tri; England: F lon, F edi, A lvp; France: A par, A mar, F bre; Germany: A ber, A mun, F kie; Italy: A rom, A ven, F nap; Turkey: A con, A smy, F ank',
      { phase: { year: 1901, season: 'fall', type: 'movement' } });
    const fall1901 = run(full, '');
    // A record from outside the engine is read again in map order, never taken as it is.
    expect(fall1901.next.centres).not.toBe(full.centres);
    expect(fall1901.next.centres).toEqual(full.centres);
    const spring1902 = run(fall1901.next, '');
    expect(spring1902.next.centres).toBe(fall1901.next.centres);
    const fall1902 = run(spring1902.next, '');
    expect(fall1902.next.centres).toBe(fall1901.next.centres);
    expect(fall1902.notices.some((n) => n.includes(' takes '))).toBe(false);
    // A centre changes hands: a new record, the old one untouched.
    const taken = run(spring1902.next, 'Russia: F sev - rum');
    expect(taken.next.centres).not.toBe(fall1901.next.centres);
    expect(taken.next.centres).toEqual({ ...full.centres, rum: 'Russia' });
    expect(fall1901.next.centres.rum).toBeUndefined();
    expect(taken.notices).toContain('Russia takes Rumania');
    // A key that is no supply centre of the map is not carried over, changed hands or not.
    const junk = run({ ...spring1902.next, centres: { ...fall1901.next.centres, lvn: 'Russia' } }, '');
    expect(junk.next.centres).toEqual(full.centres);
    expect(Object.keys(junk.next.centres)).toEqual(Object.keys(fall1901.next.centres));
  });

  it('a power that must remove forces an adjustment phase even if no one builds', () => {
    const fall = position('Austria: A vie, A bud, F tri, A ser', { phase: { year: 1901, season: 'fall', type: 'movement' } });
    fall.centres = { vie: 'Austria', bud: 'Austria', tri: 'Austria' };
    const r = run(fall, 'Austria: A ser - alb');
    expect(r.next.phase.type).toBe('adjustment');
  });
});
