// Property (issue 13 item 3): an evening's mail pasted in any order chooses the same sets. Each
// power's sets are ranked by when they were sent (000 D.VII(1), 001 B.VIII(1)a), never by paste
// order, under each set rule (000 D.III(3)a replaces a set whole, merge-per-unit per unit): the
// orders to adjudicate, which sets count and what each replaced are the same for every order of
// pasting. Sets of a power sent at the same minute are a doubt for the GM in every order of pasting.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getVariant } from '../../../core/diplomacy/variants';
import { initialPosition } from '../../../core/diplomacy/position';
import { getProfile, type HouseRules } from '../../../core/diplomacy/houseRules';
import { readOrderMail, type IntakeResult } from '../../../core/diplomacy/intake/index';
import { ordersForTurn, type TurnOrders } from '../../../core/diplomacy/turnOrders';

const RUNS = Number(process.env.FUZZ_RUNS ?? 60) || 60;
const SEED = process.env.FUZZ_SEED ? { seed: Number(process.env.FUZZ_SEED) } : {};
const standard = getVariant('standard');
const opening = initialPosition(standard);
const wm = getProfile('wm2004');
const RULES: HouseRules[] = [wm, getProfile('maharajiad'), { ...wm, multipleOrderSets: 'merge-per-unit' }];

/** Each power's units at the start and where each may go. */
const UNITS: Record<string, [string, string[]][]> = {
  France: [['A Par', ['Bur', 'Pic', 'Gas']], ['F Bre', ['Mao', 'Eng', 'Pic']], ['A Mar', ['Spa', 'Bur', 'Pie']]],
  England: [['F Lon', ['Nth', 'Eng', 'Wal']], ['F Edi', ['Nth', 'Nwg', 'Cly']], ['A Lvp', ['Yor', 'Wal', 'Edi']]],
  Germany: [['F Kie', ['Den', 'Hol', 'Hel']], ['A Ber', ['Kie', 'Pru', 'Sil']], ['A Mun', ['Ruh', 'Bur', 'Tyr']]],
};

interface Sent { power: string; orders: string[]; minute: number; final: boolean }

const sentArb: fc.Arbitrary<Sent> = fc.constantFrom(...Object.keys(UNITS)).chain((power) => fc.record({
  power: fc.constant(power),
  // Some of the power's units, each moving or holding.
  orders: fc.tuple(...UNITS[power]!.map(([u, to]) => fc.option(fc.oneof(fc.constantFrom(...to).map((t) => `${u} - ${t}`), fc.constant(`${u} H`)), { nil: undefined })))
    .map((os) => os.filter((o): o is string => o !== undefined)).filter((os) => os.length > 0),
  minute: fc.nat({ max: 59 }),
  final: fc.boolean(),
}));

const mailText = (s: Sent) =>
  `From: ${s.power.toLowerCase()}@example.org\nTo: gm@example.org\nDate: Thu, 17 Sep 2026 10:${String(s.minute).padStart(2, '0')}:00 +0000\nSubject: ${s.power} orders${s.final ? ' (FINAL)' : ''}\n\n${s.orders.join('\n')}\n`;

/**
 * What must not depend on the order of pasting: the powers in doubt, and for every other power its
 * orders, the sets used and what each replaced. (A power in doubt is the GM's to decide: until then
 * the set proposed may follow the paste, and the GM is asked.)
 */
function chosen(turn: TurnOrders) {
  const doubts = [...new Set(turn.doubts.map((d) => d.power))].sort();
  const sets = turn.sets.filter((s) => !doubts.includes(s.power)).map((s) => ({ key: s.key, used: s.used, replaced: Array.isArray(s.replaced) ? [...s.replaced].sort() : s.replaced })).sort((a, b) => (a.key < b.key ? -1 : 1));
  const orders = Object.fromEntries(Object.entries(turn.orders).filter(([p]) => !doubts.includes(p)).map(([p, os]) => [p, os.map((o) => JSON.stringify(o)).sort()]));
  return { orders, sets, doubts };
}

describe('property: an evening\'s mail pasted in any order chooses the same sets (issue 13 item 3)', () => {
  it(`any mails, any order of pasting, under each set rule (FUZZ_RUNS=${RUNS})`, async () => {
    const evening = fc.tuple(fc.array(sentArb, { minLength: 2, maxLength: 6 }), fc.nat({ max: RULES.length - 1 }))
      .chain(([mails, k]) => fc.tuple(fc.constant(mails), fc.constant(k), fc.shuffledSubarray(mails.map((_, i) => i), { minLength: mails.length, maxLength: mails.length })));
    await fc.assert(fc.asyncProperty(evening, async ([mails, k, order]) => {
      const rules = RULES[k]!;
      const readings: IntakeResult[] = [];
      for (const m of mails) readings.push(await readOrderMail(mailText(m), { variant: standard, position: opening, rules }));
      const asPasted = (idx: number[]) => ordersForTurn(idx.map((i) => ({ id: `mail ${i}`, sets: readings[i]!.sets })), rules, opening);
      const inOrder = asPasted(mails.map((_, i) => i));
      expect(chosen(asPasted(order))).toEqual(chosen(inOrder));
      // Two sets of one power sent at the same minute cannot be ranked: a doubt, whatever the order.
      const tied = new Set(mails.filter((m, i) => mails.some((n, j) => j !== i && n.power === m.power && n.minute === m.minute)).map((m) => m.power));
      for (const p of tied) expect(chosen(inOrder).doubts).toContain(p);
    }), { numRuns: RUNS, ...SEED });
  });
});
