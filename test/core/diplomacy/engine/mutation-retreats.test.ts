// Retreat lists and retreat orders, pinned where mutation testing (issue 19) found the engine's
// tests silent: which provinces a dislodged unit is offered, and what becomes of its order.
import { describe, expect, it } from 'vitest';
import { adjudicate } from '../../../../core/diplomacy/adjudicate';
import type { RetreatOrder } from '../../../../core/diplomacy/types';
import { agora, hasbro, maharajiad, order, position, run, standard, unitsAfter } from './helpers';

describe('retreat options at the edges of the map (002 BT22a)', () => {
  // The Adriatic Sea is the first province of the standard map (index 0 on the compiled board):
  // an "index above zero" slip would silently drop it from every retreat list.
  it('002 BT22a: a fleet dislodged from Trieste may retreat into the Adriatic Sea (the map\'s first province)', () => {
    const r = run(position('Austria: F tri; Italy: A ven, A tyr'), 'Italy: A ven - tri; A tyr S A ven - tri', hasbro);
    expect(r.next.dislodged).toHaveLength(1);
    // Not Venice: the attacker came from there by land (000 D.VI(1) only frees a convoyed attacker's origin).
    expect(r.next.dislodged[0]!.retreats).toEqual(['adr', 'alb']);
  });
});

// The Trieste position above, with the Austrian fleet waiting in the retreat phase; and a second
// one where Austria's A Ser and A Gre are both dislodged (both may go to Albania).
const triesteRetreat = () => run(position('Austria: F tri; Italy: A ven, A tyr'), 'Italy: A ven - tri; A tyr S A ven - tri', hasbro).next;
const twoRetreats = (rules = agora) => run(position('Austria: A ser, A gre; Turkey: A bul, F aeg, F ion; Russia: A rum, A bud'),
  'Turkey: A bul - ser; F aeg - gre; F ion S F aeg - gre; Russia: A rum S A bul - ser', rules).next;

describe('retreat orders (002 BT22)', () => {
  it('002 BT22a: a movement order in a retreat phase has no effect and says why; the unit without a retreat order is disbanded (002 BT22c)', () => {
    const r = adjudicate(standard, triesteRetreat(), [order('Austria', 'F tri - adr')], hasbro);
    expect(r.results[0]).toMatchObject({ success: false, code: 'wrong-phase' });
    expect(r.results[0]!.reason).toContain('a move order has no effect in a retreat phase');
    expect(r.results[1]).toMatchObject({ implicit: true, code: 'disbanded', reason: 'no retreat order: disbanded' });
    expect(r.next.units.filter((u) => u.power === 'Austria')).toEqual([]);
  });

  it('002 BT22a: a retreat order for a province with no dislodged unit is reported as such, naming the province', () => {
    const r = adjudicate(standard, triesteRetreat(), [order('Austria', 'F ven R adr'), order('Austria', 'F tri R adr')], hasbro);
    expect(r.results[0]).toMatchObject({ success: false, code: 'no-unit', reason: 'there is no dislodged unit in Ven' });
    expect(r.results[1]).toMatchObject({ success: true, code: 'retreated', reason: 'retreated to Adr' });
    expect(unitsAfter(r)).toContain('F adr');
  });

  it('002 BT22a: the unit is found whatever the case of the written province, and the order names the owner when another power orders it', () => {
    const pos = triesteRetreat();
    const upperCase: RetreatOrder = { kind: 'retreat', power: 'Austria', unitType: 'F', unit: 'TRI', to: 'alb' };
    const r = adjudicate(standard, pos, [order('Italy', 'F tri R alb'), upperCase], hasbro);
    expect(r.results[0]).toMatchObject({ success: false, code: 'foreign-unit', reason: 'F Tri belongs to Austria, not Italy' });
    expect(r.results[1]).toMatchObject({ success: true, code: 'retreated' });
    expect(unitsAfter(r)).toContain('F alb');
  });

  it('000 D.III(5): of two retreat orders for one unit the later counts, and the earlier says it was replaced', () => {
    const r = adjudicate(standard, triesteRetreat(), [order('Austria', 'F tri R alb'), order('Austria', 'F tri R adr')], hasbro);
    expect(r.results[0]).toMatchObject({ success: false, code: 'superseded', reason: 'a later order for F Tri replaces this one' });
    expect(r.results[1]).toMatchObject({ success: true, code: 'retreated' });
    expect(unitsAfter(r)).toContain('F adr');
    expect(unitsAfter(r)).not.toContain('F alb');
  });

  it('002 BT22a: a retreat to a place not on the list disbands the unit and the result lists the legal retreats', () => {
    const r = adjudicate(standard, triesteRetreat(), [order('Austria', 'F tri R ven')], hasbro);
    expect(r.results[0]).toMatchObject({ success: false, code: 'illegal', reason: 'Ven is not a legal retreat (legal: Adr, Alb): disbanded' });
    expect(r.next.units.filter((u) => u.power === 'Austria')).toEqual([]);
  });

  it('002 BT22a: a unit with no retreat at all is told "none" when its order names a place', () => {
    // A Ser is dislodged with every neighbour held or the attacker's origin.
    const r0 = run(position('Austria: A ser; Turkey: A bul, A gre, A alb; Russia: A rum, A bud, A tri'), 'Turkey: A bul - ser; A gre S A bul - ser', hasbro);
    expect(r0.next.dislodged[0]!.retreats).toEqual([]);
    const r = adjudicate(standard, r0.next, [order('Austria', 'A ser R bul')], hasbro);
    expect(r.results[0]!.reason).toBe('Bul is not a legal retreat (legal: none): disbanded');
  });

  it('002 BT22a: a disband order in a retreat phase succeeds', () => {
    const r = adjudicate(standard, triesteRetreat(), [order('Austria', 'F tri D')], hasbro);
    expect(r.results).toHaveLength(1);
    expect(r.results[0]).toMatchObject({ success: true, code: 'disbanded', reason: 'disbanded as ordered' });
  });

  it('002 BT22b: two retreats to one province both fail, and each result names the province', () => {
    const r = adjudicate(standard, twoRetreats(), [order('Austria', 'A ser R alb'), order('Austria', 'A gre R alb')], agora);
    for (const x of r.results) expect(x).toMatchObject({ success: false, code: 'bounced', reason: 'another unit also retreated to Alb: both disbanded' });
  });

  it('002 BT22b: two retreats to different provinces both succeed', () => {
    const r = adjudicate(standard, twoRetreats(), [order('Austria', 'A ser R tri'), order('Austria', 'A gre R alb')], agora);
    expect(r.results.map((x) => x.code)).toEqual(['retreated', 'retreated']);
    expect(unitsAfter(r)).toEqual(expect.arrayContaining(['A alb', 'A tri']));
  });

  it('001 B.V(2): under Maharajiad rules a retreat order naming the wrong unit type is void and the unit disbanded; 000 D.IV(1): under the Hasbro profile it is ignored', () => {
    const wrongType = order('Austria', 'A tri R alb') as RetreatOrder;
    const strict = adjudicate(standard, triesteRetreat(), [wrongType], maharajiad);
    expect(strict.results[0]).toMatchObject({ success: false, code: 'illegal', reason: 'the order names the wrong unit type (001 B.V(2)): disbanded' });
    const lenient = adjudicate(standard, triesteRetreat(), [wrongType], hasbro);
    expect(lenient.results[0]).toMatchObject({ success: true, code: 'retreated' });
    // An order with no unit type is not a wrong one (001 B.V(1)).
    const { unitType: _omitted, ...noType } = wrongType;
    expect(adjudicate(standard, triesteRetreat(), [noType], maharajiad).results[0]).toMatchObject({ success: true, code: 'retreated' });
  });

  it('002 BT24c: a civil-disorder power\'s unit without any order is disbanded, and the notice says so', () => {
    const r = adjudicate(standard, triesteRetreat(), [], hasbro, { civilDisorder: ['Austria'] });
    expect(r.results[0]).toMatchObject({ implicit: true, success: false, code: 'disbanded', reason: 'Austria is in civil disorder: disbanded', clause: '002 BT24' });
    expect(r.notices).toContain('F Tri (Austria, civil disorder) is disbanded');
  });
});

describe('retreat orders from a damaged record, and a civil-disorder power\'s orders', () => {
  it('002 BT22a: a retreat order whose unit is not text (a damaged game file) is answered, not a crash', () => {
    const broken = { kind: 'retreat', power: 'Austria', unitType: 'F', unit: 42, to: 'alb' } as unknown as RetreatOrder;
    const r = adjudicate(standard, triesteRetreat(), [broken], hasbro);
    expect(r.results[0]).toMatchObject({ success: false, code: 'no-unit', reason: 'there is no dislodged unit in 42' });
  });

  it('002 BT24: a civil-disorder power\'s retreat order is refused with the reason and the clause', () => {
    const r = adjudicate(standard, triesteRetreat(), [order('Austria', 'F tri R alb')], hasbro, { civilDisorder: ['Austria'] });
    expect(r.results[0]).toMatchObject({ success: false, code: 'civil-disorder', reason: 'Austria is in civil disorder: its dislodged units are disbanded', clause: '002 BT24' });
    expect(r.results[1]).toMatchObject({ implicit: true, code: 'disbanded', clause: '002 BT24' });
  });

  it('002 BT22: a retreat phase without civil disorder adds no notice of its own', () => {
    const r = adjudicate(standard, triesteRetreat(), [order('Austria', 'F tri R alb')], hasbro);
    expect(r.notices).toEqual([]);
  });
});

describe('the coast of a retreat (DATC 4.B.2, 4.B.6)', () => {
  // F Spa/sc dislodged; with Gascony and the Mid-Atlantic held, Spain's only open neighbours are seas.
  it('DATC 4.B.2: a fleet retreating to a two-coast province without a coast is sent to the only coast open to it', () => {
    const r0 = run(position('France: F mar; Italy: F lyo, A pie'), 'Italy: F lyo - mar; A pie S F lyo - mar', hasbro);
    expect(r0.next.dislodged[0]!.retreats).toContain('spa/sc');
    expect(r0.next.dislodged[0]!.retreats.filter((x) => x.startsWith('spa'))).toEqual(['spa/sc']);
    const r = adjudicate(standard, r0.next, [order('France', 'F mar R spa')], hasbro);
    expect(r.results[0]).toMatchObject({ success: true, code: 'retreated', reason: 'retreated to Spa/sc' });
    expect(unitsAfter(r)).toContain('F spa/sc');
  });

  it('DATC 4.B.2: a fleet naming a coast it cannot reach is not moved to another one', () => {
    const r0 = run(position('France: F mar; Italy: F lyo, A pie'), 'Italy: F lyo - mar; A pie S F lyo - mar', hasbro);
    const r = adjudicate(standard, r0.next, [order('France', 'F mar R spa/nc')], hasbro);
    expect(r.results[0]).toMatchObject({ success: false, code: 'illegal' });
  });

  // F Mao dislodged from the Mid-Atlantic with both coasts of Spain open to it.
  const maoRetreat = () => run(position('France: F mao; England: F eng, F iri'), 'England: F eng - mao; F iri S F eng - mao', hasbro).next;

  it('DATC 4.B.2: with both coasts of Spain open, a fleet naming one retreats there', () => {
    const pos = maoRetreat();
    expect(pos.dislodged[0]!.retreats).toEqual(expect.arrayContaining(['spa/nc', 'spa/sc']));
    const r = adjudicate(standard, pos, [order('France', 'F mao R spa/sc')], hasbro);
    expect(r.results[0]).toMatchObject({ success: true, code: 'retreated', reason: 'retreated to Spa/sc' });
    expect(unitsAfter(r)).toContain('F spa/sc');
  });

  it('DATC 4.B.1: with both coasts of Spain open, a fleet naming no coast does not retreat (the coast is not guessed)', () => {
    const r = adjudicate(standard, maoRetreat(), [order('France', 'F mao R spa')], hasbro);
    expect(r.results[0]).toMatchObject({ success: false, code: 'illegal' });
    expect(r.next.units.filter((u) => u.power === 'France')).toEqual([]);
  });

  it('DATC 4.B.6: an army\'s written coast means nothing: A Gas R Spa/nc retreats to Spain', () => {
    const r0 = run(position('France: A gas; Italy: A bur, A par'), 'Italy: A bur - gas; A par S A bur - gas', hasbro);
    expect(r0.next.dislodged[0]!.retreats).toContain('spa');
    const r = adjudicate(standard, r0.next, [order('France', 'A gas R spa/nc')], hasbro);
    expect(r.results[0]).toMatchObject({ success: true, code: 'retreated' });
    expect(unitsAfter(r)).toContain('A spa');
  });
});
