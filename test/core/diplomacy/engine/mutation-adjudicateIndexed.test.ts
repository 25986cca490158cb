// The index-based entry point (adjudicateIndexed.ts) and the phase read as numbers
// (preparedMovement.ts) under mutation testing (issue 19): the Fall rules each on a board built
// for it (002 BT23a-c, 002 BT16c, 002 BT24, 000 C.4), each checked against adjudicate() too, and
// what a prepared phase holds, read directly where no result shows it. The comparisons on many
// boards (the DATC cases and random boards in a Fall) are in adjudicateIndexed.test.ts, with the
// real games': mutation runs try them only on the files where the two paths part
// (tools/mutationModules.mjs, `testsOnlyFor`).
import { describe, expect, it } from 'vitest';
import { adjudicate } from '../../../../core/diplomacy/adjudicate';
import { adjudicateIndexed, prepareOrders } from '../../../../core/diplomacy/adjudicateIndexed';
import { boardOf } from '../../../../core/diplomacy/adjudicator/board';
import {
  ARMY, FLEET, ORDER_FIELDS, OTHER_TYPE, prepareMovement, U_LOC, U_POWER, U_PROV, U_TYPE, UNIT_FIELDS,
} from '../../../../core/diplomacy/adjudicator/preparedMovement';
import { getProfile } from '../../../../core/diplomacy/houseRules';
import type { Order, Position } from '../../../../core/diplomacy/types';
import type { Variant } from '../../../../core/diplomacy/variant';
import { getVariant } from '../../../../core/diplomacy/variants';
import { orders as readTestOrders, position, standard } from './helpers';
import { expectSameAsAdjudicate, expectSameNext, randomFall } from './indexedCheck';
import { alignConvoys, randomOrders, randomPosition, seededPick } from './randomBoard';

const hasbro = getProfile('hasbro2000');
const maharajah = getVariant('maharajah');

describe('the Fall by index: centres, solo and adjustments (002 BT23a-c, 002 BT16c)', () => {
  const fall = (text: string, extra: Partial<Position> = {}): Position => position(text, { phase: { year: 1901, season: 'fall', type: 'movement' }, ...extra });
  /** The opening position: every power on its home centres. */
  const opening = 'Austria: A bud, F tri, A vie; England: F edi, F lon, A lvp; France: F bre, A mar, A par; '
    + 'Germany: F kie, A ber, A mun; Italy: F nap, A rom, A ven; Russia: A mos, F sev, F stp/sc, A war; ';

  it('002 BT23c: the opening position held through a Fall needs no adjustment phase', () => {
    const r = expectSameAsAdjudicate(standard, fall(`${opening}Turkey: F ank, A con, A smy`), [], hasbro);
    expect(r.next.phase).toEqual({ year: 1902, season: 'spring', type: 'movement' });
  });

  it('002 BT23b: a power left with more units than centres must remove, though no power may build', () => {
    // Turkey takes Sevastopol with the unit it had too many; Russia keeps four units on three centres.
    const pos = fall(`${opening.replace('F sev, ', 'F bla, ')}Turkey: F ank, A con, A smy, A arm`);
    const r = expectSameAsAdjudicate(standard, pos, readTestOrders('Turkey: A arm - sev'), hasbro);
    expect(r.next.centres.sev).toBe('Turkey');
    expect(r.next.phase.type).toBe('adjustment');
  });

  it('002 BT23b: a power with a spare centre and a free home centre of its own may build', () => {
    // Russia's fleet left Sevastopol; Turkey (three units) takes it and may build in Smyrna.
    const pos = fall(`${opening.replace('F sev, ', '')}Turkey: F ank, A con, A arm`);
    const r = expectSameAsAdjudicate(standard, pos, readTestOrders('Turkey: A arm - sev'), hasbro);
    expect(r.next.phase.type).toBe('adjustment');
  });

  it('002 BT23b: a spare centre whose home centres are occupied or owned by another builds nothing: no adjustment phase', () => {
    // Turkey takes Sevastopol (four centres, three units); Smyrna is Austria's and Ankara and
    // Constantinople are occupied. Austria (A gal) keeps three centres for three units.
    const pos = fall(`${opening.replace('F sev, ', '').replace('A vie', 'A gal')}Turkey: F ank, A con, A arm`, {
      centres: { ...position('').centres, smy: 'Austria', vie: 'Turkey' },
    });
    const r = expectSameAsAdjudicate(standard, pos, readTestOrders('Turkey: A arm - sev'), hasbro);
    expect(r.next.phase).toEqual({ year: 1902, season: 'spring', type: 'movement' });
  });

  it('002 BT23b: a home centre the map does not have gives no build (Agra, the Maharajah map\'s second province, is no home centre here)', () => {
    // Delhi owns two centres with one unit, and its position names one home centre, not on the map.
    const pos: Position = {
      variant: 'maharajah', phase: { year: 1502, season: 'fall', type: 'movement' }, dislodged: [], standoffs: [],
      units: [{ type: 'A', power: 'Delhi', location: 'awa' }], centres: { agr: 'Delhi', awa: 'Delhi' }, homeCentres: { Delhi: ['atlantis'] },
    };
    expect(boardOf(maharajah).provinceIds[1]).toBe('agr');
    const r = expectSameAsAdjudicate(maharajah, pos, [], hasbro);
    expect(r.next.phase).toEqual({ year: 1503, season: 'spring', type: 'movement' });
  });

  it('002 BT16c: a power that owns exactly the victory count wins', () => {
    const pos = fall(`${opening}Turkey: F ank, A con, A smy`);
    const r = expectSameAsAdjudicate(standard, pos, [], { ...hasbro, victoryCentres: 4 });
    expect(r.victory?.power).toBe('Russia');
  });

  it('000 C.4, 000 D.IX(3): two powers tied for the most centres past a house count win nothing', () => {
    const pos = fall(`${opening}Turkey: F ank, A con, A smy`);
    const r = expectSameAsAdjudicate(standard, pos, readTestOrders('Turkey: A con - bul'), { ...hasbro, victoryCentres: 4 });
    expect(r.victory).toBeUndefined();
    expect(r.notices.join('\n')).toMatch(/(Russia and Turkey|Turkey and Russia) each control 4 supply centres/);
    const phase = adjudicateIndexed(prepareOrders(standard, pos, readTestOrders('Turkey: A con - bul')), { ...hasbro, victoryCentres: 4 });
    expect(phase.victory).toBe(-1);
  });

  it('002 BT16c: a tie among powers with fewer centres does not stop the one with the most from winning', () => {
    // Six powers own three centres each, Russia four: under a house count of three, Russia wins.
    const r = expectSameAsAdjudicate(standard, fall(`${opening}Turkey: F ank, A con, A smy`), [], { ...hasbro, victoryCentres: 3 });
    expect(r.victory?.power).toBe('Russia');
  });

  it('002 BT24: a civil-disorder power\'s only dislodged unit is disbanded, so no retreat phase follows', () => {
    const pos = position('Austria: A tyr, A tri; Italy: A ven');
    const r = expectSameAsAdjudicate(standard, pos, readTestOrders('Austria: A tyr - ven; A tri S A tyr - ven'), hasbro, { civilDisorder: ['Italy'] });
    expect(r.next.phase).toEqual({ year: 1901, season: 'fall', type: 'movement' });
    const phase = adjudicateIndexed(prepareOrders(standard, pos, readTestOrders('Austria: A tyr - ven; A tri S A tyr - ven')), hasbro, { civilDisorder: ['Italy'] });
    expect(phase.retreating).toBe(0);
  });

  it('002 BT23a: a unit on the first province of the compiled Maharajah map (Aceh) takes it in the Fall count', () => {
    const power = maharajah.powers[0]!.name;
    const other = maharajah.powers[1]!.name;
    const homeCentres = Object.fromEntries(maharajah.powers.map((p) => [p.name, [...p.homeCentres]]));
    const pos: Position = {
      variant: 'maharajah', phase: { year: 1502, season: 'fall', type: 'movement' }, dislodged: [], standoffs: [], homeCentres,
      units: [{ type: 'A', power, location: 'ace' }], centres: { ace: other },
    };
    expect(boardOf(maharajah).provinceIds[0]).toBe('ace');
    const r = expectSameAsAdjudicate(maharajah, pos, [], hasbro);
    expect(r.next.centres.ace).toBe(power);
  });
});

/**
 * A module loaded again as an instance of its own (a query makes it another module to vite), so
 * that what it keeps in the module starts as on a first load, whatever the other tests ran. The
 * query is new on every call: a worker that runs this file again (Stryker's shared worker runs it
 * once per mutant) keeps the instances it loaded before.
 */
async function freshInstance<T>(path: string): Promise<T> {
  const url = `${path}?instance=${Date.now()}-${Math.floor(Math.random() * 1e9)}`; // no dot: vite reads the language from the end
  return await import(/* @vite-ignore */ url) as T;
}

describe('a freshly loaded engine, its reused buffers not yet grown (issue 19)', () => {
  it('its first Fall (standard map, then the bigger Maharajah map) gives adjudicate()\'s result (002 BT23a)', async () => {
    // A module instance of its own, so that its buffers start unsized whatever ran before.
    const fresh = await freshInstance<typeof import('../../../../core/diplomacy/adjudicateIndexed')>('../../../../core/diplomacy/adjudicateIndexed.ts');
    const checks: [Variant, Position][] = [];
    const pick = seededPick(77);
    checks.push([standard, randomFall(standard, pick, 30)]);
    checks.push([maharajah, { ...randomFall(maharajah, pick, 30), variant: 'maharajah' }]);
    for (const [variant, pos] of checks) {
      const orders = alignConvoys(randomOrders(variant, pos, pick));
      const rules = { ...hasbro, victoryCentres: 4 };
      const expected = adjudicate(variant, pos, orders, rules);
      const phase = fresh.adjudicateIndexed(fresh.prepareOrders(variant, pos, orders), rules);
      expectSameNext(phase, expected);
    }
  });

  it('prepareMovementOnce (adjudicate()\'s reused buffers) reads as many units and orders as prepareMovement, from its first call', async () => {
    const fresh = await freshInstance<typeof import('../../../../core/diplomacy/adjudicator/preparedMovement')>('../../../../core/diplomacy/adjudicator/preparedMovement.ts');
    const board = boardOf(standard);
    // Past the first 64 units and orders and past twice that, with units the map does not have.
    for (const count of [10, 70, 75, 200, 600]) {
      const pick = seededPick(count);
      const pos = randomPosition(standard, pick, count);
      const orders = randomOrders(standard, pos, pick);
      while (pos.units.length < count) pos.units.push({ type: 'A', power: 'France', location: `nowhere${pos.units.length}` });
      while (orders.length < count + 5) orders.push({ kind: 'hold', power: 'France', unitType: 'A', unit: 'par' });
      const once = fresh.prepareMovementOnce(board, pos, orders);
      const own = prepareMovement(board, pos, orders);
      expect(once.unitCount).toBe(pos.units.length);
      expect(once.orderCount).toBe(orders.length);
      expect([...once.units.subarray(0, once.unitCount * UNIT_FIELDS)]).toEqual([...own.units]);
      expect([...once.orderData.subarray(0, once.orderCount * ORDER_FIELDS)]).toEqual([...own.orderData]);
      expect(once.units.length).toBeGreaterThanOrEqual(pos.units.length * UNIT_FIELDS);
    }
  });
});

describe('the phase as numbers (preparedMovement.ts)', () => {
  const board = boardOf(standard);

  it('lists every power a unit belongs to in order of first appearance, then in a Fall the other owners of centres', () => {
    const spring = position('Turkey: A con; Austria: A vie; Turkey: F ank');
    const prepared = prepareMovement(board, spring, []);
    expect(prepared.powers).toEqual(['Turkey', 'Austria']);
    expect([0, 1, 0].map((_, u) => prepared.units[u * UNIT_FIELDS + U_POWER])).toEqual([0, 1, 0]);
    // Centres change hands only after a Fall (002 BT23a): a Spring reads no owner.
    expect(prepared.centreOwners.length).toBe(0);
    const fall = prepareMovement(board, { ...spring, phase: { year: 1901, season: 'fall', type: 'movement' } }, []);
    expect(fall.powers.slice(0, 2)).toEqual(['Turkey', 'Austria']);
    expect([...fall.powers].sort()).toEqual(standard.powers.map((p) => p.name).sort());
    expect(fall.centreOwners.length).toBe(board.size);
    expect(fall.powers[fall.centreOwners[board.provinceIndex.get('par')!]!]).toBe('France');
    expect(fall.centreOwners[board.provinceIndex.get('bur')!]).toBe(-1);
  });

  it('reads each unit\'s place, type and power as numbers; a place that is not text or not on the map is -1', () => {
    const pos = position('England: F stp/sc; France: A par');
    pos.units.push({ type: 'X' as 'A', power: 'France', location: 'bre' });
    pos.units.push({ type: 'A', power: 'France', location: 7 as unknown as string });
    pos.units.push({ type: 'A', power: 'France', location: 'Atlantis' });
    const p = prepareMovement(board, pos, []);
    const unit = (u: number) => [...p.units.subarray(u * UNIT_FIELDS, (u + 1) * UNIT_FIELDS)];
    expect(unit(0)).toEqual([board.locationIndex.get('stp/sc'), board.provinceIndex.get('stp'), FLEET, 0]);
    expect(unit(1)).toEqual([board.locationIndex.get('par'), board.provinceIndex.get('par'), ARMY, 1]);
    // A type that is neither A nor F is read as written on the rare paths, not taken for a fleet.
    expect(unit(2)[U_TYPE]).toBe(OTHER_TYPE);
    expect(unit(3)).toEqual([-1, -1, ARMY, 1]);
    expect(unit(4)[U_LOC]).toBe(-1);
    expect(unit(4)[U_PROV]).toBe(-1);
  });

  it('a unit whose type is neither A nor F is not moved as a fleet (a corrupt position, 000 D.III(4)a)', () => {
    const pos = position('France: F bre');
    pos.units[0] = { ...pos.units[0]!, type: 'X' as 'F' };
    const orders: Order[] = [{ kind: 'move', power: 'France', unitType: 'F', unit: 'bre', to: 'mao' }];
    const r = expectSameAsAdjudicate(standard, pos, orders, hasbro);
    expect(r.results[0]!.success).toBe(false);
    expect(adjudicate(standard, position('France: F bre'), orders, hasbro).results[0]!.success).toBe(true);
  });

  it('an order of a kind with no place in a movement phase is read as kind -1, naming no unit and no power', () => {
    const p = prepareMovement(board, position('France: A par'), [
      { kind: 'build', power: 'France', unitType: 'A', location: 'par' } as Order,
      { kind: 'retreat', power: 'France', unitType: 'A', unit: 'par', to: 'bur' } as Order,
    ]);
    for (const k of [0, 1]) expect([...p.orderData.subarray(k * ORDER_FIELDS, k * ORDER_FIELDS + 3)]).toEqual([-1, -1, -1]);
  });
});

describe('prepareOrders refuses what adjudicate() would answer entry by entry', () => {
  it('an entry that is not an order object (a string, an object with no kind, a kind that is not text) is refused loudly', () => {
    const pos = position('France: A par');
    for (const entry of ['A par H', {}, { kind: 3, unit: 'par' }, null]) {
      expect(() => prepareOrders(standard, pos, [entry as unknown as Order])).toThrow(/entry 0 is not an order/);
    }
  });
});
