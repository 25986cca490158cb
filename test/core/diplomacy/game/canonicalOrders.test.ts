import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { getVariant } from '../../../../core/diplomacy/variants';
import { provinceOf } from '../../../../core/diplomacy/variant';
import { formatOrder, formatOrders, readOrderLine, readOrders } from '../../../../core/diplomacy/canonicalOrders';
import type { Order, PhaseType } from '../../../../core/diplomacy/types';

const variant = getVariant('standard');
const powers = variant.powers.map((p) => p.name);
const provinces = variant.data.provinces.map((p) => p.id);
const locations = variant.data.provinces.flatMap((p) => (p.coasts.length ? [p.id, ...p.coasts.map((c) => `${p.id}/${c}`)] : [p.id]));
const seas = variant.data.provinces.filter((p) => p.kind === 'sea').map((p) => p.id);

const power = fc.constantFrom(...powers);
const loc = fc.constantFrom(...locations);
const prov = fc.constantFrom(...provinces);
const type = fc.constantFrom('A' as const, 'F' as const);
const maybeType = fc.option(type, { nil: undefined });

function withType<T extends object>(o: T, unitType: 'A' | 'F' | undefined, key = 'unitType'): T {
  return unitType ? { ...o, [key]: unitType } : o;
}

/** Random orders of every kind, shaped like legal orders on the standard map (any place, any power). */
const movementOrder: fc.Arbitrary<Order> = fc.oneof(
  fc.record({ power, unit: loc, t: maybeType }).map(({ power, unit, t }) => withType({ kind: 'hold', power, unit } as Order, t)),
  fc.record({ power, unit: loc, to: loc, t: maybeType, via: fc.boolean(), route: fc.array(fc.constantFrom(...seas), { maxLength: 3 }) })
    .map(({ power, unit, to, t, via, route }) => {
      const o = withType({ kind: 'move', power, unit, to } as Order & { kind: 'move' }, t);
      if (via) o.viaConvoy = true;
      if (route.length) o.route = route;
      return o as Order;
    }),
  fc.record({ power, unit: loc, t: maybeType, supported: prov, st: maybeType, to: fc.option(prov, { nil: undefined }) })
    .map(({ power, unit, t, supported, st, to }) => {
      const o = withType(withType({ kind: 'support', power, unit, supported } as Order & { kind: 'support' }, t), st, 'supportedType');
      if (to) o.to = to;
      return o as Order;
    }),
  fc.record({ power, unit: loc, t: maybeType, from: prov, to: prov })
    .map(({ power, unit, t, from, to }) => withType({ kind: 'convoy', power, unit, from, to } as Order, t)),
);
const retreatOrder: fc.Arbitrary<Order> = fc.oneof(
  fc.record({ power, unit: loc, t: maybeType, to: loc }).map(({ power, unit, t, to }) => withType({ kind: 'retreat', power, unit, to } as Order, t)),
  fc.record({ power, unit: loc, t: maybeType }).map(({ power, unit, t }) => withType({ kind: 'disband', power, unit } as Order, t)),
);
const adjustmentOrder: fc.Arbitrary<Order> = fc.oneof(
  fc.record({ power, unitType: type, location: loc }).map((o) => ({ kind: 'build', ...o }) as Order),
  fc.record({ power, unit: loc, t: maybeType }).map(({ power, unit, t }) => withType({ kind: 'remove', power, unit } as Order, t)),
  power.map((power) => ({ kind: 'waive', power }) as Order),
);
const byPhase: [PhaseType, fc.Arbitrary<Order>][] = [['movement', movementOrder], ['retreat', retreatOrder], ['adjustment', adjustmentOrder]];

describe('canonical orders: formatting', () => {
  const cases: [Order, string][] = [
    [{ kind: 'move', power: 'France', unitType: 'A', unit: 'par', to: 'bur' }, 'A PAR - BUR'],
    [{ kind: 'hold', power: 'France', unitType: 'A', unit: 'par' }, 'A PAR H'],
    [{ kind: 'convoy', power: 'England', unitType: 'F', unit: 'nth', from: 'lon', to: 'nwy' }, 'F NTH C A LON - NWY'],
    [{ kind: 'move', power: 'England', unitType: 'A', unit: 'lon', to: 'nwy', viaConvoy: true }, 'A LON - NWY VIA'],
    [{ kind: 'move', power: 'England', unitType: 'A', unit: 'lon', to: 'nwy', route: ['nth'] }, 'A LON - NTH - NWY'],
    [{ kind: 'support', power: 'Germany', unitType: 'A', unit: 'mun', supported: 'par', supportedType: 'A', to: 'bur' }, 'A MUN S A PAR - BUR'],
    [{ kind: 'support', power: 'Germany', unitType: 'A', unit: 'mun', supported: 'kie', supportedType: 'F' }, 'A MUN S F KIE'],
    [{ kind: 'move', power: 'Russia', unitType: 'F', unit: 'stp/sc', to: 'bot' }, 'F STP/SC - BOT'],
    [{ kind: 'retreat', power: 'Russia', unitType: 'F', unit: 'swe', to: 'bal' }, 'F SWE R BAL'],
    [{ kind: 'disband', power: 'Russia', unitType: 'F', unit: 'swe' }, 'F SWE D'],
    [{ kind: 'build', power: 'France', unitType: 'A', location: 'par' }, 'A PAR B'],
    [{ kind: 'remove', power: 'France', unitType: 'A', unit: 'par' }, 'A PAR D'],
    [{ kind: 'waive', power: 'France' }, 'WAIVE'],
  ];
  for (const [order, text] of cases) {
    it(`writes a ${order.kind} as '${text}' and reads it back`, () => {
      expect(formatOrder(order)).toBe(text);
      const phaseType: PhaseType = ['build', 'remove', 'waive'].includes(order.kind) ? 'adjustment' : ['retreat', 'disband'].includes(order.kind) ? 'retreat' : 'movement';
      expect(readOrderLine(variant, text, order.power, { phaseType })).toEqual({ order });
    });
  }
  it('000 D.VI(3) reads a convoy route named in the order (A LON - NTH - NWG - NWY)', () => {
    const r = readOrderLine(variant, 'A LON - NTH - NWG - NWY', 'England');
    expect(r).toEqual({ order: { kind: 'move', power: 'England', unitType: 'A', unit: 'lon', to: 'nwy', route: ['nth', 'nwg'] } });
  });
  it('reads "D" as a disband in a retreat phase and as a removal in an adjustment phase', () => {
    expect(readOrderLine(variant, 'F SWE D', 'Russia', { phaseType: 'retreat' })).toMatchObject({ order: { kind: 'disband' } });
    expect(readOrderLine(variant, 'F SWE D', 'Russia', { phaseType: 'adjustment' })).toMatchObject({ order: { kind: 'remove' } });
  });
  it('accepts lower case and a trailing H on a support to hold', () => {
    expect(readOrderLine(variant, 'a mun s a kie h', 'Germany')).toEqual({
      order: { kind: 'support', power: 'Germany', unitType: 'A', unit: 'mun', supported: 'kie', supportedType: 'A' },
    });
  });
});

describe('canonical orders: round trip (format then read is the identity)', () => {
  for (const [phaseType, arb] of byPhase) {
    it(`over random ${phaseType}-phase orders on the standard map`, () => {
      fc.assert(fc.property(arb, (order) => {
        expect(readOrderLine(variant, formatOrder(order), order.power, { phaseType })).toEqual({ order });
      }), { numRuns: 2000 });
    });
    it(`over whole ${phaseType}-phase orders files grouped by power`, () => {
      fc.assert(fc.property(fc.array(arb, { maxLength: 20 }), (orders) => {
        const text = formatOrders(orders);
        const back = readOrders(variant, text, { phaseType });
        expect(back.diagnostics).toEqual([]);
        // The file groups by power, so compare per power, keeping each power's order.
        for (const p of powers) expect(back.orders.filter((o) => o.power === p)).toEqual(orders.filter((o) => o.power === p));
      }), { numRuns: 300 });
    });
  }
});

describe('canonical orders: files and diagnostics', () => {
  it('reads headings written `France:` or `FRANCE`, inline powers, blank lines and comments', () => {
    const text = 'France:\nA PAR - BUR\n\nGERMANY\n# Germany holds Munich\nA MUN H\nItaly: A VEN H\n';
    const r = readOrders(variant, text);
    expect(r.diagnostics).toEqual([]);
    expect(r.orders.map((o) => [o.power, formatOrder(o)])).toEqual([['France', 'A PAR - BUR'], ['Germany', 'A MUN H'], ['Italy', 'A VEN H']]);
  });
  it('reports each unreadable line with its line number and keeps reading', () => {
    const text = ['A PAR H', 'France:', 'A PAR - XYZ', 'A MAR Q BUR', 'F STP/EC - BOT', 'A BUR - MAR', 'Atlantis: A PAR H', 'F NTH C F LON - NWY', 'A PAR S', 'A PAR H H'].join('\n');
    const r = readOrders(variant, text);
    expect(r.orders.map(formatOrder)).toEqual(['A BUR - MAR']);
    expect(r.diagnostics.map((d) => [d.line, d.message])).toEqual([
      [1, 'order before any power heading (write the power first, e.g. `France:`)'],
      [3, "unknown province 'XYZ'"],
      [4, "unknown order 'Q' (expected H, -, S, C, R, B or D)"],
      [5, "'STP/EC' is not a coast of STP"],
      [7, "unknown power 'Atlantis'"],
      [8, 'only armies can be convoyed'],
      [9, 'support: a province is missing'],
      [10, "unexpected 'H' after the order"],
    ]);
    expect(r.diagnostics[0]!.text).toBe('A PAR H');
  });
  it('reads an untyped build as an error: a build must say A or F', () => {
    const r = readOrders(variant, 'France:\nPAR B\n', { phaseType: 'adjustment' });
    expect(r.diagnostics).toEqual([{ line: 2, text: 'PAR B', message: 'a build must say A or F' }]);
  });
  it('never throws on hostile text and keeps the raw line in each diagnostic', () => {
    fc.assert(fc.property(fc.string({ maxLength: 200 }), (text) => {
      const r = readOrders(variant, 'France:\n' + text, { phaseType: 'movement' });
      for (const d of r.diagnostics) expect(text.split(/\r\n|\r|\n/)).toContain(d.text);
    }), { numRuns: 3000 });
    const r = readOrders(variant, 'France:\n<script>alert(1)</script>\n');
    expect(r.diagnostics[0]!.text).toBe('<script>alert(1)</script>');
  });
  it('supports are written by province: a coast on a supported move is dropped', () => {
    expect(readOrderLine(variant, 'A SER S F GRE - BUL/SC', 'Austria')).toMatchObject({ order: { supported: 'gre', to: 'bul' } });
    expect(provinceOf('bul/sc')).toBe('bul');
  });
});

describe('canonical orders: how a line is split into words and places', () => {
  it('splits on any white space, ASCII or Unicode, in any case, as the general pattern \\s does', () => {
    const expected = { order: { kind: 'move', power: 'England', unit: 'lon', unitType: 'A', to: 'nwy' } };
    for (const line of ['A LON - NWY', '  a lon  -  nwy ', 'A\tLON\t-\tNWY\r', 'A\u00a0LON\u2003-\u3000NWY', '\ufeffA LON - NWY\u2028']) {
      expect(readOrderLine(variant, line, 'England')).toEqual(expected);
    }
  });
  it('gives each place as the map\'s own string, read once per variant (coasts included)', () => {
    const r = readOrderLine(variant, 'f stp/nc - bar', 'Russia');
    expect(r).toEqual({ order: { kind: 'move', power: 'Russia', unit: 'stp/nc', unitType: 'F', to: 'bar' } });
    if ('order' in r && r.order.kind === 'move') {
      expect(r.order.unit).toBe(variant.canonicalLocation('stp/nc'));
      expect(r.order.to).toBe(variant.canonicalLocation('bar'));
    }
    // The Maharajah map has its own places: a word is looked up on the map it is read for.
    const maharajah = getVariant('maharajah');
    const id = maharajah.data.provinces[0]!.id;
    expect(readOrderLine(maharajah, `A ${id.toUpperCase()} H`, 'x')).toEqual({ order: { kind: 'hold', power: 'x', unit: id, unitType: 'A' } });
    expect(variant.isLocation(id)).toBe(false);
    expect(readOrderLine(variant, `A ${id.toUpperCase()} H`, 'x')).toEqual({ error: `unknown province '${id.toUpperCase()}'` });
  });
  it('a route that ends in VIA with no destination is missing its province, not a move to VIA', () => {
    expect(readOrderLine(variant, 'A LON - VIA', 'England')).toEqual({ error: 'a province is missing' });
    expect(readOrderLine(variant, 'A LON - NTH - VIA', 'England')).toEqual({ error: 'a province is missing' });
    expect(readOrderLine(variant, 'A LON - NTH - NWY VIA', 'England')).toEqual({ order: { kind: 'move', power: 'England', unit: 'lon', unitType: 'A', to: 'nwy', route: ['nth'], viaConvoy: true } });
  });
  it('keeps the fields of an order in the order the reader has always written them (JSON output)', () => {
    expect(JSON.stringify(readOrderLine(variant, 'A MUN S F KIE - BER', 'Germany'))).toBe('{"order":{"kind":"support","power":"Germany","unit":"mun","unitType":"A","supported":"kie","supportedType":"F","to":"ber"}}');
    expect(JSON.stringify(readOrderLine(variant, 'NTH C A LON - NWY', 'England'))).toBe('{"order":{"kind":"convoy","power":"England","unit":"nth","from":"lon","to":"nwy"}}');
    expect(JSON.stringify(readOrderLine(variant, 'A LON - NTH - NWY VIA', 'England'))).toBe('{"order":{"kind":"move","power":"England","unit":"lon","unitType":"A","to":"nwy","viaConvoy":true,"route":["nth"]}}');
  });
});
