// The phase driver (core/diplomacy/adjudicate.ts), pinned where mutation testing (issue 19) found
// the engine's tests silent: entries of a pasted order list that are not orders, the notices for
// powers that sent no orders, what follows each phase (002 BT16), who owns the centres after a
// Fall (002 BT23a), the solo (002 BT16), whether an adjustment phase is needed (002 BT23b-c) and
// the Maharajah home centres made in a year (001 B.I(3)).
import { describe, expect, it } from 'vitest';
import { adjudicate } from '../../../../core/diplomacy/adjudicate';
import type { HouseRules } from '../../../../core/diplomacy/houseRules';
import type { Order, Phase, Position, PowerName, ProvinceId } from '../../../../core/diplomacy/types';
import { getVariant } from '../../../../core/diplomacy/variants';
import { agora, hasbro, order, orders, position, run, standard, unitsAfter, wm2004 } from './helpers';

const phase = (year: number, season: Phase['season'], type: Phase['type'] = 'movement'): Phase => ({ year, season, type });

/** A position whose centres are exactly `centres` (the helper's default gives every power its home centres). */
function owning(units: string, centres: Record<ProvinceId, PowerName>, at: Phase): Position {
  return { ...position(units, { phase: at }), centres };
}

const supplyCentres = standard.supplyCentres();

describe('a pasted order list with entries that are not orders (pasted mail is hostile text)', () => {
  const notOrders: unknown[] = [null, undefined, 42, 'F lon - nth', {}, { kind: 7 }, [], { power: 'England', unit: 'lon' }];

  it('each entry that is not an order gets its own result in its place, and the real orders are still adjudicated', () => {
    const list = [...notOrders, order('England', 'F lon - nth'), order('France', 'A par - bur')] as Order[];
    const r = adjudicate(standard, position('England: F lon; France: A par'), list, hasbro);
    expect(r.results).toHaveLength(notOrders.length + 2);
    notOrders.forEach((entry, k) => {
      expect(r.results[k]).toEqual({ order: entry, success: false, code: 'not-an-order', reason: 'this entry is not an order' });
    });
    expect(r.results[notOrders.length]).toMatchObject({ success: true, code: 'moved' });
    expect(r.results[notOrders.length + 1]).toMatchObject({ success: true, code: 'moved' });
    expect(unitsAfter(r)).toEqual(['A bur', 'F nth']);
  });

  it('a list of nothing but such entries: each gets its result, and every unit holds as if unordered', () => {
    const r = adjudicate(standard, position('England: F lon'), [null, 42] as unknown as Order[], hasbro);
    expect(r.results.slice(0, 2).map((x) => x.code)).toEqual(['not-an-order', 'not-an-order']);
    expect(unitsAfter(r)).toEqual(['F lon']);
  });

  it('the same in a retreat phase and in an adjustment phase', () => {
    const retreat = run(position('Austria: F tri; Italy: A ven, A tyr'), 'Italy: A ven - tri; A tyr S A ven - tri').next;
    const r = adjudicate(standard, retreat, [null, order('Austria', 'F tri R adr')] as Order[], hasbro);
    expect(r.results[0]).toMatchObject({ order: null, code: 'not-an-order' });
    expect(r.results[1]).toMatchObject({ success: true, code: 'retreated' });
    const winter = owning('Germany: A den', { ber: 'Germany', kie: 'Germany', mun: 'Germany', den: 'Germany' }, phase(1901, 'winter', 'adjustment'));
    const w = adjudicate(standard, winter, [{ kind: 7 }, { kind: 'build', power: 'Germany', unitType: 'A', location: 'ber' }] as Order[], hasbro);
    expect(w.results[0]).toMatchObject({ code: 'not-an-order' });
    expect(w.results[1]).toMatchObject({ success: true, code: 'built' });
  });

  it('an order list that is not a list at all orders nothing: every unit holds as if unordered', () => {
    const p = position('England: F lon; France: A par');
    const r = adjudicate(standard, p, 'F lon - nth' as unknown as Order[], hasbro);
    expect(r.results.map((x) => [x.code, x.reason, x.implicit])).toEqual([['held', 'no order: holds', true], ['held', 'no order: holds', true]]);
    expect(unitsAfter(r)).toEqual(['A par', 'F lon']);
  });
});

// Spring 1901: France dislodges England's A Bel, Germany England's A Hol, Austria Italy's A Tyr.
const threeDislodged = position('England: A bel, A hol; France: A pic, A bur; Germany: A ruh, A kie; Italy: A tyr; Austria: A vie, A boh');
const threeDislodgedOrders = 'France: A pic - bel; A bur S A pic - bel; Germany: A ruh - hol; A kie S A ruh - hol; Italy: A tyr H; Austria: A vie - tyr; A boh S A vie - tyr';

describe('powers that sent no orders (NMR)', () => {
  it('000 D.VII(6)(c): the NMR power holds and still orders its retreats; each notice cites the profile\'s clause, once, and names no other power', () => {
    const r = run(threeDislodged, threeDislodgedOrders, wm2004, { nmr: ['England'] });
    expect(r.next.phase).toEqual(phase(1901, 'spring', 'retreat'));
    expect(r.next.dislodged.map((d) => d.unit.location).sort()).toEqual(['bel', 'hol', 'tyr']);
    // Two English units dislodged, one notice; Italy sent orders and is not named.
    expect(r.notices).toEqual([
      'England sent no orders: its units hold (000 D.VII(6)(c)a)',
      'England sent no orders but still orders its retreats (000 D.VII(6)(c)b)',
    ]);
  });

  it('hasbro2000: the same notices without a clause (the 2000 rulebook has none for NMR)', () => {
    const r = run(threeDislodged, threeDislodgedOrders, hasbro, { nmr: ['England'] });
    expect(r.notices).toEqual(['England sent no orders: its units hold', 'England sent no orders but still orders its retreats']);
  });

  it('002 BT24: under Agora an NMR power is in civil disorder: its dislodged units are disbanded, not offered retreats', () => {
    const r = run(threeDislodged, threeDislodgedOrders, agora, { nmr: ['England'] });
    expect(r.notices[0]).toBe('England sent no orders and is in civil disorder: its units hold without supporting each other (002 BT24)');
    expect(r.notices.filter((n) => n.includes('still orders its retreats'))).toEqual([]);
  });
});

describe('what follows each phase (002 BT16)', () => {
  it('a position in a phase the engine does not know is not adjudicated, and the GM is told', () => {
    const p = position('England: F lon', { phase: { year: 1901, season: 'spring', type: 'bogus' } as unknown as Phase });
    const o = order('England', 'F lon - nth');
    const r = adjudicate(standard, p, [o], hasbro);
    expect(r.results).toEqual([{ order: o, success: false, code: 'wrong-phase', reason: 'the position is in an unknown phase' }]);
    expect(r.next).toBe(p);
    expect(r.notices).toEqual(['the position names an unknown phase type: nothing was adjudicated']);
  });

  it('002 BT16: after the adjustments comes the next year\'s Spring, with nothing dislodged and no standoffs', () => {
    const winter = owning('Germany: A den', { ber: 'Germany', kie: 'Germany', mun: 'Germany', den: 'Germany' }, phase(1901, 'winter', 'adjustment'));
    const r = adjudicate(standard, winter, [], hasbro);
    expect(r.next.phase).toEqual(phase(1902, 'spring'));
    expect(r.next.dislodged).toEqual([]);
    expect(r.next.standoffs).toEqual([]);
  });

  it('002 BT16: a Fall with a standoff and nothing to adjust leads to the next Spring, keeping no standoff and naming no winner', () => {
    const fall = position('France: A par, A mar, F bre; Germany: A mun, A ber, F kie', { phase: phase(1901, 'fall') });
    const only = { par: 'France', mar: 'France', bre: 'France', mun: 'Germany', ber: 'Germany', kie: 'Germany' };
    const r = run({ ...fall, centres: only }, 'France: A par - bur; Germany: A mun - bur');
    expect(r.next.phase).toEqual(phase(1902, 'spring'));
    expect(r.next.standoffs).toEqual([]);
    expect(r.next.dislodged).toEqual([]);
    expect(r.victory).toBeUndefined();
    expect(r.notices).toEqual(['no unit was dislodged: no retreat phase', 'no power builds or removes: no adjustment phase']);
  });

  it('002 BT23a: a Fall in which a neutral centre is taken leads to the adjustments, keeping no standoff; the capture names no previous owner', () => {
    const fall = position('France: A par, A mar, F bre; Germany: A mun, A ber, F kie', { phase: phase(1901, 'fall') });
    const only = { par: 'France', mar: 'France', bre: 'France', mun: 'Germany', ber: 'Germany', kie: 'Germany' };
    const r = run({ ...fall, centres: only }, 'France: A par - bur; Germany: A mun - bur; F kie - hol');
    expect(r.next.phase).toEqual(phase(1901, 'winter', 'adjustment'));
    expect(r.next.standoffs).toEqual([]);
    expect(r.next.dislodged).toEqual([]);
    expect(r.next.centres.hol).toBe('Germany');
    expect(r.notices).toContain('Germany takes Holland');
  });
});

describe('centres after a Fall (002 BT23a)', () => {
  it('002 BT23a: a unit on the first province of the compiled Maharajah map (Aceh) takes it', () => {
    const maharajah = getVariant('maharajah');
    const power = maharajah.powers[0]!.name;
    const p: Position = {
      variant: 'maharajah', phase: phase(1502, 'fall'), dislodged: [], standoffs: [], homeCentres: {},
      units: [{ type: 'A', power, location: 'ace', id: 'u1' }], centres: {},
    };
    const r = adjudicate(maharajah, p, [], hasbro);
    expect(r.next.centres).toEqual({ ace: power });
    expect(r.notices).toContain(`${power} takes ${maharajah.province('ace')!.name}`);
  });
});

/** A Fall position in which England's armies stand on `n` supply centres, all owned by England. */
function englandOn(n: number, extra: string, centres: Record<ProvinceId, PowerName> = {}): Position {
  const held = supplyCentres.slice(supplyCentres.length - n);
  const own: Record<ProvinceId, PowerName> = Object.fromEntries(held.map((c) => [c, 'England']));
  return owning(`England: ${held.map((c) => `A ${c}`).join(', ')}${extra}`, { ...own, ...centres }, phase(1901, 'fall'));
}

describe('the solo (002 BT16)', () => {
  it('002 BT16: 18 centres after a Fall win the standard game under a profile that names no count of its own; 17 do not', () => {
    const won = adjudicate(standard, englandOn(18, ''), [], hasbro);
    expect(won.victory).toEqual({ power: 'England', centres: 18, needed: 18 });
    expect(won.notices).toContain('England controls 18 supply centres (18 needed): victory');
    expect(adjudicate(standard, englandOn(17, ''), [], hasbro).victory).toBeUndefined();
  });

  it('a house count replaces the variant\'s; when two powers reach it, the one with more centres is named', () => {
    // Turkey's Ankara is the first centre of the map: its power is counted first.
    const p = englandOn(5, '; Turkey: A ank, A con, A smy, A bul, A gre, A rum', { ank: 'Turkey', con: 'Turkey', smy: 'Turkey', bul: 'Turkey', gre: 'Turkey', rum: 'Turkey' });
    const rules: HouseRules = { ...hasbro, victoryCentres: 5 };
    expect(adjudicate(standard, p, [], rules).victory).toEqual({ power: 'Turkey', centres: 6, needed: 5 });
    expect(adjudicate(standard, p, [], { ...hasbro, victoryCentres: 7 }).victory).toBeUndefined();
    // And the other way round: the power counted first has fewer.
    const q = englandOn(6, '; Turkey: A ank, A con, A smy, A bul, A gre', { ank: 'Turkey', con: 'Turkey', smy: 'Turkey', bul: 'Turkey', gre: 'Turkey' });
    expect(adjudicate(standard, q, [], rules).victory).toEqual({ power: 'England', centres: 6, needed: 5 });
  });

  it('000 C.4, 000 D.IX(3): two powers tied for the most centres at a house count win nothing, and the GM is told who tied', () => {
    // Turkey (counted first on the map) and England each own 6 centres; the house count is 5, then 6.
    const tie = englandOn(6, '; Turkey: A ank, A con, A smy, A bul, A gre, A rum', { ank: 'Turkey', con: 'Turkey', smy: 'Turkey', bul: 'Turkey', gre: 'Turkey', rum: 'Turkey' });
    for (const count of [5, 6]) {
      const r = adjudicate(standard, tie, [], { ...hasbro, victoryCentres: count });
      expect(r.victory).toBeUndefined();
      expect(r.notices).toContain(
        `Turkey and England each control 6 supply centres (${count} needed): a tie, so no solo victory (000 C.4, 000 D.IX(3): a win is one player's); the GM decides`,
      );
      expect(r.notices.some((n) => n.endsWith(': victory'))).toBe(false);
    }
    // A third power with more than both is the one winner, and no tie is told.
    const third = englandOn(6, '; Turkey: A ank, A con, A smy, A bul, A gre, A rum; Austria: A vie, A bud, A tri, A ser, A war, A mos, A stp',
      { ank: 'Turkey', con: 'Turkey', smy: 'Turkey', bul: 'Turkey', gre: 'Turkey', rum: 'Turkey', vie: 'Austria', bud: 'Austria', tri: 'Austria', ser: 'Austria', war: 'Austria', mos: 'Austria', stp: 'Austria' });
    const r = adjudicate(standard, third, [], { ...hasbro, victoryCentres: 5 });
    expect(r.victory).toEqual({ power: 'Austria', centres: 7, needed: 5 });
    expect(r.notices).toContain('Austria controls 7 supply centres (5 needed): victory');
    expect(r.notices.some((n) => n.includes('a tie'))).toBe(false);
  });
});

describe('is there an adjustment phase? (002 BT23b-c)', () => {
  const germany = { ber: 'Germany', kie: 'Germany', mun: 'Germany' };

  it('002 BT23b: a power with as many units as centres does not adjust, even with a home centre free', () => {
    const r = run(owning('Germany: A ber, F kie, A bur', germany, phase(1901, 'fall')), '');
    expect(r.next.phase).toEqual(phase(1902, 'spring'));
  });

  it('002 BT23b: one centre more than units and a free home centre of its own: an adjustment phase', () => {
    const r = run(owning('Germany: A ber, F kie', germany, phase(1901, 'fall')), '');
    expect(r.next.phase).toEqual(phase(1901, 'winter', 'adjustment'));
  });

  it('002 BT24: a power in civil disorder builds nothing, so its free home centre makes no adjustment phase', () => {
    const r = run(owning('Germany: A ber, F kie', germany, phase(1901, 'fall')), '', hasbro, { civilDisorder: ['Germany'] });
    expect(r.next.phase).toEqual(phase(1902, 'spring'));
  });

  it('002 BT23c: no build when every home centre is occupied by the power\'s own units or owned by another power', () => {
    // Germany: 4 centres, 3 units; Berlin and Kiel are occupied, Munich belongs to France (and stands empty).
    const occupiedOrLost = owning('Germany: A ber, F kie, A hol', { ber: 'Germany', kie: 'Germany', hol: 'Germany', den: 'Germany', mun: 'France' }, phase(1901, 'fall'));
    const r = run(occupiedOrLost, '');
    expect(r.next.centres.mun).toBe('France');
    expect(r.next.phase).toEqual(phase(1902, 'spring'));
  });
});

describe('home centres made in a year (001 B.I(3))', () => {
  // Germany's A Hol stands on Holland through Spring and Fall; four units, four centres, so the
  // Fall is the end of the year.
  const spring = owning('Germany: A hol, A ber, F kie, A mun', { ber: 'Germany', kie: 'Germany', mun: 'Germany', hol: 'Germany' }, phase(1901, 'spring'));
  const aYear = (rules: HouseRules) => {
    const s = adjudicate(standard, spring, [], rules);
    return { spring: s, fall: adjudicate(standard, s.next, [], rules) };
  };

  it('001 B.I(3)a: under the additional-home-centres rule Holland becomes a home centre of Germany when the year ends, and the GM is told', () => {
    const { spring: s, fall } = aYear({ ...hasbro, additionalHomeCentres: true });
    expect(s.homeCentreConversions).toBeUndefined();
    expect(fall.next.phase).toEqual(phase(1902, 'spring'));
    expect(fall.homeCentreConversions).toEqual([{ centre: 'hol', power: 'Germany', unitId: 't0' }]);
    expect(fall.next.homeCentres.Germany).toContain('hol');
    expect(fall.notices.filter((n) => n.includes('becomes a home centre'))).toHaveLength(1);
    expect(fall.notices).toContain('no power builds or removes: no adjustment phase');
  });

  it('002 BT23c: without that rule (the standard game) home centres never change', () => {
    const { fall } = aYear(hasbro);
    expect(fall.homeCentreConversions).toBeUndefined();
    expect(fall.next.homeCentres.Germany).toEqual(['ber', 'kie', 'mun']);
    expect(fall.notices.filter((n) => n.includes('home centre'))).toEqual([]);
  });
});

describe('notices', () => {
  it('002 BT23a: a Fall in which every centre changes hands names each capture once', () => {
    // England's armies on all 34 centres, every one of them Russia's before the Fall.
    const russian = Object.fromEntries(supplyCentres.map((c) => [c, 'Russia']));
    const p = owning(`England: ${supplyCentres.map((c) => `A ${c}`).join(', ')}`, russian, phase(1901, 'fall'));
    const r = adjudicate(standard, p, orders(''), hasbro);
    const captures = r.notices.filter((n) => n.startsWith('England takes '));
    expect(captures).toHaveLength(34);
    expect(new Set(captures).size).toBe(34);
    expect(captures).toContain('England takes Ankara from Russia');
    expect(r.notices).toContain('England controls 34 supply centres (18 needed): victory');
  });
});
