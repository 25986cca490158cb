// Property (issue 13): an order set written on one line, as players do ("Orders: A Par - Bur,
// A Mar S A Par - Bur, F Bre - Mao"), reads the same when a mail client hard-wraps it at any
// width, wherever the break falls: after the unit ("F Bre" / "- Mao"), after the dash ("A Mar
// S A Par -" / "Bur"), after "S", between the unit letter and its place. The wrap is the
// greedy one every client does (break at the last space before the width). The bare line is read
// first; each wrapped copy must give the same orders (wrapped.ts joins the pieces back).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatOrder } from '../../../../core/diplomacy/intake/index';
import { checkInvariants, read } from './helpers';

/** Each power's units at the start and the provinces each can move to. */
const UNITS: Record<string, { from: string; address: string; units: [string, string[]][] }> = {
  France: { from: 'marie@example.fr', address: 'France', units: [['F Bre', ['Mao', 'Eng', 'Pic', 'Gas']], ['A Par', ['Bur', 'Pic', 'Gas']], ['A Mar', ['Spa', 'Bur', 'Pie', 'Gas']]] },
  Germany: { from: 'karl@example.de', address: 'Germany', units: [['F Kie', ['Den', 'Hol', 'Hel', 'Bal']], ['A Ber', ['Kie', 'Pru', 'Sil']], ['A Mun', ['Ruh', 'Bur', 'Tyr', 'Boh', 'Sil']]] },
  Russia: { from: 'ivan@example.ru', address: 'Russia', units: [['F Sev', ['Bla', 'Rum', 'Arm']], ['A Mos', ['Ukr', 'StP', 'Lvn']], ['A War', ['Gal', 'Pru', 'Sil']], ['F StP/sc', ['Bot', 'Fin']]] },
};

/** One order for a unit: a move, a hold, or a support of another unit's hold. */
function orderFor(unit: [string, string[]], others: string[]): fc.Arbitrary<string> {
  const [u, to] = unit;
  return fc.oneof(fc.constantFrom(...to).map((d) => `${u} - ${d}`), fc.constant(`${u} H`), ...(others.length ? [fc.constantFrom(...others).map((o) => `${u} S ${o}`)] : []));
}

const setArb = fc.constantFrom(...Object.keys(UNITS)).chain((power) => {
  const units = UNITS[power]!.units;
  return fc.tuple(fc.constant(power), fc.tuple(...units.map((u) => orderFor(u, units.filter((x) => x !== u && !x[0].startsWith('F StP')).map((x) => x[0])))), fc.constantFrom('Orders:', 'My orders:', ''), fc.integer({ min: 12, max: 60 }));
});

/** Greedy word wrap at `width` columns, as mail clients do it. */
function wrap(line: string, width: number): string {
  const out: string[] = [];
  let cur = '';
  for (const w of line.split(' ')) {
    if (cur && cur.length + 1 + w.length > width) { out.push(cur); cur = w; } else cur = cur ? `${cur} ${w}` : w;
  }
  if (cur) out.push(cur);
  return out.join('\n');
}

describe('property: an order set on one line reads the same however a client wraps it', () => {
  it('any set, any heading, any width from 12 columns', async () => {
    await fc.assert(fc.asyncProperty(setArb, async ([power, orders, heading, width]) => {
      const line = `${heading ? `${heading} ` : ''}${orders.join(', ')}`;
      const head = `From: ${UNITS[power]!.from}\nTo: gm@dipgame.example\nDate: Mon, 03 Mar 2025 12:00:00 +0000\nSubject: ${power} S1901M\n\n`;
      const bare = await read(`${head}${line}\n`);
      const expected = (bare.orders[power] ?? []).map(formatOrder);
      // Every order is read from the bare line, or refused by the rules (a fleet's support inland).
      const judged = (r: typeof bare) => r.verdicts.filter((v) => v.order).map((v) => `${v.kind} ${formatOrder(v.order!)}`);
      expect(judged(bare).length, line).toBe(orders.length);
      const paste = `${head}${wrap(line, width)}\n\nThanks\n`;
      const wrapped = await read(paste);
      expect(checkInvariants(paste, wrapped)).toBeUndefined();
      expect((wrapped.orders[power] ?? []).map(formatOrder), paste).toEqual(expected);
      expect(judged(wrapped), paste).toEqual(judged(bare));
    }), { numRuns: 300 });
  }, 120_000);
});
