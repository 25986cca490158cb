// Property (issue 13 item 3): an evening's mail pasted in any order chooses the same sets. Each
// power's sets are ranked by when they were sent (000 D.VII(1), 001 B.VIII(1)a), never by paste
// order, under each set rule (000 D.III(3)a replaces a set whole, merge-per-unit per unit): the
// orders to adjudicate, which sets count and what each replaced are the same for every order of
// pasting. Sets of a power sent at the same minute are a doubt for the GM in every order of pasting
// when their order can change the orders.
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
function chosen(turn: TurnOrders, copyOf: (key: string) => string) {
  const doubts = [...new Set(turn.doubts.map((d) => d.power))].sort();
  const sets = turn.sets.filter((s) => !doubts.includes(s.power)).map((s) => ({ key: copyOf(s.key), used: s.used, replaced: Array.isArray(s.replaced) ? [...s.replaced].sort() : s.replaced })).map((e) => JSON.stringify(e)).sort();
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
      // Copies (one power, one minute, the same orders) are one set sent twice: which copy is
      // counted and which is "the same orders, counted once" may follow the paste; the orders and
      // what each set replaced may not. So sets are named by what was sent, not by paste position.
      const copyOf = (key: string) => {
        const m = mails[Number(/^mail (\d+)/.exec(key)![1])]!;
        return `${m.power} ${m.minute} ${m.orders.join('; ')}${key.slice(key.indexOf('#'))}`;
      };
      expect(chosen(asPasted(order), copyOf)).toEqual(chosen(inOrder, copyOf));
      // Two sets of one power sent at the same minute cannot be ranked: a doubt, whatever the order
      // of pasting, when their order can change the orders (sendingOrder.ts `moot`): under
      // 000 D.III(3)a when differing sets tie at the power's last minute (a tie before a later set
      // does not matter: only the last counts); under merge-per-unit (000 D.III(3)b) when any two
      // differing sets tie. Every mail here is dated, so no other doubt arises.
      const differ = (a: Sent, b: Sent) => a.orders.join('\n') !== b.orders.join('\n');
      const inDoubt = Object.keys(UNITS).filter((p) => {
        const own = mails.filter((m) => m.power === p);
        const last = Math.max(...own.map((m) => m.minute));
        const tiedPairs = own.flatMap((a, i) => own.slice(i + 1).filter((b) => b.minute === a.minute && differ(a, b)).map((b) => [a, b] as const));
        return rules.multipleOrderSets === 'merge-per-unit' ? tiedPairs.length > 0 : tiedPairs.some(([a]) => a.minute === last);
      }).sort();
      expect(chosen(inOrder, copyOf).doubts).toEqual(inDoubt);
    }), { numRuns: RUNS, ...SEED });
  });
});
