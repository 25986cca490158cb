// The engine compares powers as indices into the prepared phase's list of powers (issue 18): each
// value, text or not, is found there by ===, so two units share an index exactly when their powers
// are the same value, as when the engine compared the values themselves. A corrupt position whose
// powers are not text (a record read without checks) keeps the rules of the 2000 rulebook.
import { describe, expect, it } from 'vitest';
import { adjudicate } from '../../../../core/diplomacy/adjudicate';
import { adjudicateIndexed, prepareOrders } from '../../../../core/diplomacy/adjudicateIndexed';
import type { Order, PowerName } from '../../../../core/diplomacy/types';
import { hasbro, orders, position, resultAt, standard, unitsAfter } from './helpers';

/** The same position and orders with every power replaced by one value that is not text. */
function withPower(value: unknown, units: string, text: string) {
  const pos = position(units);
  const power = value as PowerName;
  return {
    pos: { ...pos, units: pos.units.map((u) => ({ ...u, power })) },
    list: orders(text).map((o) => ({ ...o, power }) as Order),
  };
}

describe('powers that are the same value, text or not, are one power', () => {
  for (const value of [null, 7]) {
    it(`002 BT21a: units of power ${String(value)} cannot dislodge one another; their orders are their own (DATC 6.A.6)`, () => {
      const { pos, list } = withPower(value, 'England: A mun, A ruh, A bur', 'England: A mun - bur; A ruh S A mun - bur; A bur H');
      const whole = adjudicate(standard, pos, list, hasbro);
      // Every order commands a unit of the ordering power, so none is refused as another power's.
      expect(whole.results.map((r) => r.code)).not.toContain('foreign-unit');
      expect(resultAt(whole, 'mun').success).toBe(false);
      expect(resultAt(whole, 'ruh').success).toBe(true);
      expect(unitsAfter(whole)).toEqual(['A bur', 'A mun', 'A ruh']);
      expect(whole.next.phase.type).toBe('movement');
      const indexed = adjudicateIndexed(prepareOrders(standard, pos, list), hasbro);
      expect(indexed.prepared.powers).toEqual([value]);
      expect(indexed.retreating).toBe(0);
      expect(indexed.describe()).toEqual(whole);
    });
  }

  for (const [kiel, cut] of [[undefined, true], [null, false]] as const) {
    it(`002 BT21b: a support by a unit of power null is ${cut ? 'cut by an attack of power undefined' : 'not cut by an attack of its own power null'}`, () => {
      const pos = position('England: A mun, A ruh, A kie; France: A bur');
      const power = (location: string, k: number) => (location === 'bur' ? 'France' : (location === 'kie' || k === 2 ? kiel : null)) as PowerName;
      const corrupt = { ...pos, units: pos.units.map((u, k) => ({ ...u, power: power(u.location, k) })) };
      const list = orders('England: A mun - bur; A ruh S A mun - bur; A kie - ruh').map((o, k) => ({ ...o, power: power('', k) }) as Order);
      const whole = adjudicate(standard, corrupt, list, hasbro);
      expect(whole.results.map((r) => r.code)).not.toContain('foreign-unit');
      expect(resultAt(whole, 'ruh').success).toBe(!cut);
      expect(resultAt(whole, 'mun').success).toBe(!cut);
      expect(whole.next.dislodged.map((d) => d.unit.location)).toEqual(cut ? [] : ['bur']);
      expect(adjudicateIndexed(prepareOrders(standard, corrupt, list), hasbro).describe()).toEqual(whole);
    });
  }

  it('DATC 6.A.6: an order for another power\'s unit is refused, naming the power the unit belongs to (not the first power listed)', () => {
    const pos = position('France: A par; England: A lon');
    const list = orders('France: A lon - wal; A par H');
    const whole = adjudicate(standard, pos, list, hasbro);
    expect(resultAt(whole, 'lon')).toMatchObject({ success: false, code: 'foreign-unit', reason: 'A Lon belongs to England, not France' });
    expect(adjudicateIndexed(prepareOrders(standard, pos, list), hasbro).describe()).toEqual(whole);
  });
});
