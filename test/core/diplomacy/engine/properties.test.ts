// Properties of movement adjudication on random legal positions with random orders.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { adjudicate } from '../../../../core/diplomacy/adjudicate';
import type { Order, Position } from '../../../../core/diplomacy/types';
import { provinceOf } from '../../../../core/diplomacy/variant';
import { getVariant } from '../../../../core/diplomacy/variants';
import { agora, hasbro, maharajiad, standard, wm2004 } from './helpers';
import { alignConvoys, randomOrders, randomPosition, type Pick } from './randomBoard';

const profiles = [hasbro, wm2004, maharajiad, agora];

/** A board and orders built from a list of random numbers fast-check controls (and shrinks). */
const boardArb = fc.record({
  numbers: fc.array(fc.nat(), { minLength: 50, maxLength: 400 }),
  units: fc.integer({ min: 1, max: 34 }),
  profile: fc.integer({ min: 0, max: profiles.length - 1 }),
}).map(({ numbers, units, profile }) => {
  let k = 0;
  const pick: Pick = (n) => (numbers[k++ % numbers.length]! + k) % n;
  const position = randomPosition(standard, pick, units);
  const orders = alignConvoys(randomOrders(standard, position, pick));
  return { position, orders, rules: profiles[profile]! };
});

function uniqueUnitOrders(orders: Order[]): Order[] {
  const seen = new Set<string>();
  return orders.filter((o) => {
    const key = 'unit' in o ? provinceOf(String(o.unit)) : '';
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function successfulMovesInto(result: ReturnType<typeof adjudicate>, province: string): number {
  return result.results.filter((r) => r.order.kind === 'move' && r.success && provinceOf(r.order.to) === province).length;
}

describe('movement properties (random legal positions, random orders)', () => {
  it('never throws, and every order gets exactly one result, in order', () => {
    fc.assert(fc.property(boardArb, ({ position, orders, rules }) => {
      const r = adjudicate(standard, position, orders, rules);
      for (let k = 0; k < orders.length; k++) expect(r.results[k]!.order).toBe(orders[k]);
      const extra = r.results.slice(orders.length);
      expect(extra.every((x) => x.implicit === true)).toBe(true);
      for (const x of r.results) expect(typeof x.reason).toBe('string');
    }), { numRuns: 300 });
  });

  it('002 BT13: after movement no province holds two units, and unit ids are kept', () => {
    fc.assert(fc.property(boardArb, ({ position, orders, rules }) => {
      const r = adjudicate(standard, position, orders, rules);
      const provinces = r.next.units.map((u) => provinceOf(u.location));
      expect(new Set(provinces).size).toBe(provinces.length);
      const ids = [...r.next.units, ...r.next.dislodged.map((d) => d.unit)].map((u) => u.id).sort();
      expect(ids).toEqual(position.units.map((u) => u.id).sort());
      for (const u of r.next.units) expect(standard.canOccupy(u.type, u.location)).toBe(true);
    }), { numRuns: 300 });
  });

  it('every dislodged unit has exactly one successful attacker, and may not retreat to occupied or contested places', () => {
    fc.assert(fc.property(boardArb, ({ position, orders, rules }) => {
      const r = adjudicate(standard, position, orders, rules);
      const occupied = new Set(r.next.units.map((u) => provinceOf(u.location)));
      for (const d of r.next.dislodged) {
        expect(successfulMovesInto(r, provinceOf(d.unit.location))).toBe(1);
        for (const to of d.retreats) {
          expect(occupied.has(provinceOf(to))).toBe(false);
          expect(r.next.standoffs.includes(provinceOf(to))).toBe(false);
          if (!d.attackerConvoyed) expect(provinceOf(to)).not.toBe(d.attackerFrom);
        }
      }
    }), { numRuns: 300 });
  });

  it('results do not depend on the order in which orders are listed', () => {
    fc.assert(fc.property(boardArb, fc.array(fc.nat(), { minLength: 40, maxLength: 40 }), ({ position, orders, rules }, shuffle) => {
      const list = uniqueUnitOrders(orders);
      const permuted = list.map((o, k) => ({ o, key: shuffle[k % shuffle.length]! * 1000 + k })).sort((a, b) => a.key - b.key).map((x) => x.o);
      const a = adjudicate(standard, position, list, rules);
      const b = adjudicate(standard, position, permuted, rules);
      const summary = (r: ReturnType<typeof adjudicate>, from: Order[]) => from.map((o) => {
        const x = r.results[from.indexOf(o)]!;
        return `${JSON.stringify(o)} ${x.success} ${x.code} ${x.dislodged ?? false}`;
      }).sort();
      expect(summary(b, permuted)).toEqual(summary(a, list));
      const places = (p: Position) => [...p.units.map((u) => `${u.id}@${u.location}`), ...p.dislodged.map((d) => `${d.unit.id}!${d.retreats.join('/')}`)].sort();
      expect(places(b.next)).toEqual(places(a.next));
    }), { numRuns: 300 });
  });

  it('Maharajah (rivers, 77 provinces): never throws, one unit per province, one attacker per dislodged unit', () => {
    const maharajah = getVariant('maharajah');
    fc.assert(fc.property(fc.array(fc.nat(), { minLength: 50, maxLength: 400 }), fc.integer({ min: 1, max: 40 }), (numbers, count) => {
      let k = 0;
      const pick: Pick = (n) => (numbers[k++ % numbers.length]! + k) % n;
      const position = randomPosition(maharajah, pick, count);
      const orders = alignConvoys(randomOrders(maharajah, position, pick));
      const r = adjudicate(maharajah, position, orders, maharajiad);
      const provinces = r.next.units.map((u) => provinceOf(u.location));
      expect(new Set(provinces).size).toBe(provinces.length);
      for (const d of r.next.dislodged) expect(successfulMovesInto(r, provinceOf(d.unit.location))).toBe(1);
    }), { numRuns: 200 });
  });

  it('never throws on hostile orders (unknown places, wrong kinds, missing fields, non-objects) in any phase', () => {
    const hostile = fc.array(fc.record({
      kind: fc.constantFrom('hold', 'move', 'support', 'convoy', 'retreat', 'build', 'remove', 'waive', 'nonsense'),
      power: fc.constantFrom('England', 'France', 'Nobody', ''),
      unit: fc.oneof(fc.constantFrom('lon', 'stp/nc', 'spa', 'xyz', ''), fc.string()),
      to: fc.oneof(fc.constantFrom('nth', 'spa/sc', 'mos', '<b>'), fc.string()),
      supported: fc.constantFrom('lvp', 'nth', 'zz'),
      from: fc.constantFrom('lon', 'bel'),
      route: fc.option(fc.array(fc.constantFrom('nth', 'eng', 'lon', '??'))),
    }), { maxLength: 20 });
    const pos = randomPosition(standard, (n) => n - 1, 1);
    fc.assert(fc.property(hostile, fc.array(fc.oneof(fc.constant(null), fc.integer(), fc.string(), fc.constant({}))), (orders, junk) => {
      const mixed = [...orders, ...junk];
      for (const rules of profiles) {
        for (const phase of ['movement', 'retreat', 'adjustment'] as const) {
          const season = phase === 'adjustment' ? 'winter' : 'spring';
          const dislodged = phase === 'retreat' ? [{ unit: { type: 'A' as const, power: 'England', location: 'lon' }, attackerFrom: 'nth', attackerConvoyed: false, retreats: ['wal', 'yor'] }] : [];
          const r = adjudicate(standard, { ...pos, dislodged, phase: { year: 1901, season, type: phase } }, mixed as unknown as Order[], rules);
          expect(r.results.length).toBeGreaterThanOrEqual(mixed.length);
          for (let k = 0; k < mixed.length; k++) expect(r.results[k]!.order).toBe(mixed[k]);
        }
        const r = adjudicate(standard, { ...pos, units: [{ type: 'A', power: 'England', location: 'lon' }, { type: 'F', power: 'France', location: 'nth' }] }, orders as unknown as Order[], rules);
        expect(r.results.length).toBeGreaterThanOrEqual(orders.length);
      }
    }), { numRuns: 200 });
  });
});
