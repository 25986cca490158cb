// The adjustment phase (002 BT23b-c, 000 D.V, 001 B.VI), pinned where mutation testing (issue 19)
// found the engine's tests silent: what each refused build or removal tells the GM, the notices,
// and the house-rule branches for excess and duplicate adjustments.
import { describe, expect, it } from 'vitest';
import { adjudicate } from '../../../../core/diplomacy/adjudicate';
import type { Order, Position } from '../../../../core/diplomacy/types';
import { hasbro, maharajiad, position, standard, unitsAfter, wm2004 } from './helpers';

const winter = { year: 1901, season: 'winter', type: 'adjustment' } as const;

/** A winter position: units as given, centres = each power's home centres plus `extra`. */
function winterPosition(units: string, extra: Record<string, string> = {}): Position {
  const p = position(units, { phase: winter });
  return { ...p, centres: { ...p.centres, ...extra } };
}

const build = (power: string, unitType: 'A' | 'F', location: string): Order => ({ kind: 'build', power, unitType, location });
const remove = (power: string, unit: string, unitType?: 'A' | 'F'): Order => ({ kind: 'remove', power, unit, ...(unitType ? { unitType } : {}) });

// Germany owns Berlin, Kiel, Munich and Denmark and has one unit: three builds.
const germanyBuilds = () => winterPosition('Germany: A den', { den: 'Germany' });
// Russia owns its four home centres and has six units: two removals.
const russiaRemoves = () => winterPosition('Russia: A mos, A war, F sev, F stp/sc, A con, F bul/sc');

describe('builds refused, and why (002 BT23c)', () => {
  it('002 BT23c: each refused build names its reason: not a home centre, not owned, occupied, unknown place', () => {
    const p = winterPosition('Germany: A den, A ber', { den: 'Germany', kie: 'England' });
    const r = adjudicate(standard, p, [build('Germany', 'A', 'hol'), build('Germany', 'F', 'kie'), build('Germany', 'A', 'ber'), build('Germany', 'A', 'xyz')], hasbro);
    expect(r.results.map((x) => [x.code, x.reason])).toEqual([
      ['illegal', 'Holland is not a home centre of Germany'],
      ['illegal', 'Germany does not own Kiel'],
      ['illegal', 'Berlin is occupied'],
      ['illegal', "unknown province 'xyz'"],
    ]);
    expect(unitsAfter(r)).toEqual(['A ber', 'A den']);
  });

  it('002 BT23c: a build record with no unit type (the reader settles 000 D.V(1) before; this is a damaged game file) builds nothing and says so', () => {
    const untyped = { kind: 'build', power: 'Germany', location: 'kie' } as unknown as Order;
    const r = adjudicate(standard, germanyBuilds(), [untyped], hasbro);
    expect(r.results[0]).toMatchObject({ success: false, code: 'illegal', reason: 'the build names no unit type' });
  });

  it('DATC 4.B.7: a fleet built in a two-coast centre needs a coast of that province, and the reason lists the coasts', () => {
    const russia = winterPosition('Russia: A mos', { rum: 'Russia', swe: 'Russia' });
    const r = adjudicate(standard, russia, [build('Russia', 'F', 'stp'), build('Russia', 'F', 'stp/ec'), build('Russia', 'F', 'STP/SC')], hasbro);
    expect(r.results[0]).toMatchObject({ success: false, reason: 'a fleet in St Petersburg needs a coast (nc, sc)' });
    expect(r.results[1]).toMatchObject({ success: false, reason: 'a fleet in St Petersburg needs a coast (nc, sc)' });
    expect(r.results[2]).toMatchObject({ success: true, code: 'built', reason: 'built F Stp/sc' });
    expect(unitsAfter(r)).toContain('F stp/sc');
  });

  it('000 D.V(5): the refused inland fleet carries the clause; other refusals carry none', () => {
    const r = adjudicate(standard, germanyBuilds(), [build('Germany', 'F', 'mun'), build('Germany', 'A', 'hol')], wm2004);
    expect(r.results[0]).toMatchObject({ reason: 'Munich cannot hold a fleet: nothing is built', clause: '000 D.V(5)' });
    expect(r.results[1]!.clause).toBeUndefined();
  });

  it('002 BT23c: a fleet built in a one-coast centre stands in the province, whatever case it was written in', () => {
    const r = adjudicate(standard, germanyBuilds(), [build('Germany', 'F', 'KIE'), build('Germany', 'A', 'Ber')], hasbro);
    expect(r.results.map((x) => x.reason)).toEqual(['built F Kie', 'built A Ber']);
    expect(unitsAfter(r)).toEqual(['A ber', 'A den', 'F kie']);
    // One build per centre per year: the built unit's id names both.
    expect(r.next.units.find((u) => u.location === 'kie')!.id).toBe('b1901-kie');
  });

  it('002 BT23c: a power that may build but orders a removal is told it may build, not remove', () => {
    const r = adjudicate(standard, germanyBuilds(), [remove('Germany', 'den')], hasbro);
    expect(r.results[0]).toMatchObject({ success: false, code: 'not-allowed', reason: 'Germany may build, not remove' });
    expect(unitsAfter(r)).toEqual(['A den']);
  });

  it('002 BT23c: unused builds are noted, in the plural when more than one', () => {
    const three = adjudicate(standard, germanyBuilds(), [], hasbro);
    expect(three.notices).toContain('Germany leaves 3 builds unused');
    const one = adjudicate(standard, germanyBuilds(), [build('Germany', 'A', 'ber'), build('Germany', 'A', 'mun')], hasbro);
    expect(one.notices).toContain('Germany leaves 1 build unused');
    const none = adjudicate(standard, germanyBuilds(), [build('Germany', 'A', 'ber'), build('Germany', 'A', 'mun'), build('Germany', 'F', 'kie')], hasbro);
    expect(none.notices.filter((n) => n.startsWith('Germany'))).toEqual([]);
  });

  it('000 D.V(2): too many builds tell the GM how many were allowed, with the clause', () => {
    const p = winterPosition('Germany: A den, A mun, A sil', { den: 'Germany' });
    const r = adjudicate(standard, p, [build('Germany', 'A', 'ber'), build('Germany', 'F', 'kie')], wm2004);
    expect(r.results[0]).toMatchObject({ success: false, code: 'too-many', reason: 'Germany may build only 1', clause: '000 D.V(2)' });
    expect(r.results[1]).toMatchObject({ success: true, code: 'built' });
  });

  it('001 B.VI(2)a: too many builds void them all, and the reason gives both numbers', () => {
    const p = winterPosition('Germany: A den, A mun, A sil', { den: 'Germany' });
    const r = adjudicate(standard, p, [build('Germany', 'A', 'ber'), build('Germany', 'F', 'kie')], maharajiad);
    for (const x of r.results.slice(0, 2)) expect(x).toMatchObject({ code: 'too-many', reason: 'Germany ordered 2 builds but may build 1: no build is allowed', clause: '001 B.VI(2)' });
    // Exactly as many builds as allowed are all built.
    const ok = adjudicate(standard, p, [build('Germany', 'A', 'ber')], maharajiad);
    expect(ok.results[0]).toMatchObject({ success: true, code: 'built' });
  });

  it('001 B.VI(2)a: a waive is not a build: one build and one waive with one build allowed builds it', () => {
    const p = winterPosition('Germany: A den, A mun, A sil', { den: 'Germany' });
    const r = adjudicate(standard, p, [build('Germany', 'A', 'ber'), { kind: 'waive', power: 'Germany' }], maharajiad);
    expect(r.results[0]).toMatchObject({ success: true, code: 'built' });
    expect(r.results[1]).toMatchObject({ success: false, code: 'too-many', reason: 'Germany may build only 1' });
  });

  it('000 D.V(3): the dropped build of two in one centre says which is followed, with the clause', () => {
    const r = adjudicate(standard, germanyBuilds(), [build('Germany', 'A', 'kie'), build('Germany', 'F', 'kie')], wm2004);
    expect(r.results[0]).toMatchObject({ code: 'duplicate', reason: 'another build in Kie is followed instead', clause: '000 D.V(3)' });
    // Builds in different centres are not duplicates.
    const apart = adjudicate(standard, germanyBuilds(), [build('Germany', 'A', 'kie'), build('Germany', 'A', 'ber')], wm2004);
    expect(apart.results.map((x) => x.code)).toEqual(['built', 'built']);
  });

  it('001 B.VI(3): different builds in one centre are refused with the clause; identical ones count once', () => {
    const differ = adjudicate(standard, germanyBuilds(), [build('Germany', 'A', 'kie'), build('Germany', 'F', 'kie')], maharajiad);
    for (const x of differ.results) expect(x).toMatchObject({ code: 'conflict', reason: 'different builds ordered in Kie: none is built', clause: '001 B.VI(3)' });
    const same = adjudicate(standard, germanyBuilds(), [build('Germany', 'F', 'kie'), build('Germany', 'F', 'kie'), build('Germany', 'F', 'kie')], maharajiad);
    expect(same.results.map((x) => x.code)).toEqual(['built', 'duplicate', 'duplicate']);
    expect(same.results[1]).toMatchObject({ reason: 'the same build in Kie counts once', clause: '001 B.VI(3)' });
  });
});

describe('removals, and why (002 BT23b)', () => {
  it('002 BT23b: a power that must remove but orders a build or a waive is told how many it must remove', () => {
    const r = adjudicate(standard, russiaRemoves(), [build('Russia', 'A', 'mos'), { kind: 'waive', power: 'Russia' }], hasbro);
    expect(r.results[0]).toMatchObject({ success: false, code: 'not-allowed', reason: 'Russia must remove 2, not build' });
    expect(r.results[1]).toMatchObject({ success: false, code: 'not-allowed', reason: 'Russia must remove 2, not waive' });
  });

  it('002 BT23b: a removal naming a province where the power has no unit is refused and named', () => {
    const r = adjudicate(standard, russiaRemoves(), [remove('Russia', 'ukr'), remove('Russia', 'CON'), remove('Russia', 'bul')], hasbro);
    expect(r.results[0]).toMatchObject({ success: false, code: 'no-unit', reason: 'Russia has no unit in Ukr' });
    expect(r.results[1]).toMatchObject({ success: true, code: 'removed', reason: 'removed A Con' });
    expect(r.results[2]).toMatchObject({ success: true, code: 'removed', reason: 'removed F Bul/sc' });
  });

  it('001 B.V(2): under Maharajiad rules a removal naming the wrong unit type is refused (and the rule removes instead); 000 D.IV(1): under Hasbro rules it stands', () => {
    const strict = adjudicate(standard, russiaRemoves(), [remove('Russia', 'con', 'F'), remove('Russia', 'bul', 'F')], maharajiad);
    expect(strict.results[0]).toMatchObject({ success: false, code: 'illegal', reason: 'the order names the wrong unit type for A Con', clause: '001 B.V(2)' });
    expect(strict.results[1]).toMatchObject({ success: true, code: 'removed' });
    const lenient = adjudicate(standard, russiaRemoves(), [remove('Russia', 'con', 'F'), remove('Russia', 'bul', 'F')], hasbro);
    expect(lenient.results.map((x) => x.code)).toEqual(['removed', 'removed']);
  });

  it('DATC 6.J.2: the second removal of one unit says it is already removed', () => {
    const r = adjudicate(standard, russiaRemoves(), [remove('Russia', 'con'), remove('Russia', 'con')], hasbro);
    expect(r.results[1]).toMatchObject({ success: false, code: 'duplicate', reason: 'A Con is already removed' });
  });

  it('000 D.V(2): too many removals tell the GM how many were required, with the clause', () => {
    const r = adjudicate(standard, russiaRemoves(), [remove('Russia', 'mos'), remove('Russia', 'war'), remove('Russia', 'sev')], wm2004);
    expect(r.results[0]).toMatchObject({ code: 'too-many', reason: 'Russia must remove only 2', clause: '000 D.V(2)' });
  });

  it('001 B.VI(2)b: too many removals: the reason gives both numbers, and exactly enough are followed', () => {
    const r = adjudicate(standard, russiaRemoves(), [remove('Russia', 'mos'), remove('Russia', 'war'), remove('Russia', 'sev')], maharajiad);
    expect(r.results[0]).toMatchObject({ code: 'too-many', reason: 'Russia ordered 3 removals but must remove 2: the civil-disorder rule chooses', clause: '001 B.VI(2)' });
    const exact = adjudicate(standard, russiaRemoves(), [remove('Russia', 'mos'), remove('Russia', 'war')], maharajiad);
    expect(exact.results.map((x) => x.code)).toEqual(['removed', 'removed']);
    expect(unitsAfter(exact)).toEqual(['A con', 'F bul/sc', 'F sev', 'F stp/sc']);
  });

  it('000 D.V(4)a: a removal the power left out is made by the rule, the result says how far the unit stands and the notice names it', () => {
    const r = adjudicate(standard, russiaRemoves(), [remove('Russia', 'con')], wm2004);
    const auto = r.results.find((x) => x.implicit)!;
    expect(auto.reason).toBe('removed by the civil-disorder rule: F Bul/sc stands 3 from home');
    expect(r.notices).toContain('Russia did not order enough removals: F Bul/sc removed (3 from home)');
  });

  it('000 D.V(4)a: a unit with no centre to be measured to is said to be cut off', () => {
    // Russia has lost every centre; the 2023 rulebook measures to owned centres, and it owns none.
    const p = winterPosition('Russia: A lon', {});
    const r = adjudicate(standard, { ...p, centres: {} }, [], hasbro);
    expect(r.results.find((x) => x.implicit)!.reason).toBe('removed by the civil-disorder rule: A Lon stands cut off from home');
    expect(r.notices).toContain('Russia did not order enough removals: A Lon removed (cut off from home)');
  });

  it('002 BT24: a power in civil disorder that must remove has its orders refused and the rule removes', () => {
    const r = adjudicate(standard, russiaRemoves(), [remove('Russia', 'mos'), remove('Russia', 'war')], hasbro, { civilDisorder: ['Russia'] });
    expect(r.results.slice(0, 2).map((x) => x.code)).toEqual(['civil-disorder', 'civil-disorder']);
    expect(r.results[0]!.reason).toBe('Russia is in civil disorder');
    expect(r.results.filter((x) => x.implicit).map((x) => x.code)).toEqual(['civil-disorder-removal', 'civil-disorder-removal']);
    expect(r.next.units).toHaveLength(4);
  });
});

describe('orders that are not adjustments (002 BT23)', () => {
  it('002 BT23: a movement order in an adjustment phase has no effect and says why', () => {
    const r = adjudicate(standard, germanyBuilds(), [{ kind: 'hold', power: 'Germany', unitType: 'A', unit: 'den' }], hasbro);
    expect(r.results[0]).toMatchObject({ success: false, code: 'wrong-phase', reason: 'a hold order has no effect in an adjustment phase' });
  });

  it('002 BT23: an order for a power not in the game is refused by name', () => {
    const r = adjudicate(standard, germanyBuilds(), [build('Atlantis', 'A', 'ber')], hasbro);
    expect(r.results[0]).toMatchObject({ success: false, code: 'no-power', reason: 'Atlantis is not a power in this game' });
    expect(unitsAfter(r)).toEqual(['A den']);
  });

  it('002 BT23: a power with as many units as centres may neither build nor remove, and is told so', () => {
    const r = adjudicate(standard, winterPosition('Germany: A den, A ber, A mun, F kie', { den: 'Germany' }), [build('Germany', 'A', 'ber'), remove('Germany', 'den')], hasbro);
    expect(r.results.map((x) => [x.code, x.reason])).toEqual([
      ['not-allowed', 'Germany has as many units as centres: no build'],
      ['not-allowed', 'Germany has as many units as centres: no remove'],
    ]);
  });
});
