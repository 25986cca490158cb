// One turn's orders from every mail the GM received for it. Intake (`readOrderMail`) reads one
// paste and applies the several-order-sets rule inside it; a GM pastes mails one at a time, so
// the same rule must also run across the pastes: 000 D.III(3)a / 001 B.IV(4)a (the last set
// received replaces every earlier one entirely) or, when the GM stated it at the outset,
// 000 D.III(3)b / 001 B.IV(4)b (each unit's most recent order across the sets). "Last" is by
// when each set was received (sendingOrder.ts), not by when it was pasted; sets the times
// cannot rank are doubts the GM decides (a `SendingChoice`).
//
// The turn's other questions live beside it and are exported from here too: who has orders due
// and who is NMR (ordersDue.ts), and the orders conditional lines give in their phase
// (conditionalOrders.ts).
import type { HouseRules } from './houseRules';
import type { ReadOrderSet } from './intake/index';
import { phaseName } from './phases';
import type { Order, Position, PowerName } from './types';
import { provinceOf } from './variant';
import { rankBySending, type RankedSet, type SendingChoice, type SendingClock, type SendingDoubt } from './sendingOrder';

export { compareClocks, rankBySending, type SendingChoice, type SendingClock, type SendingDoubt } from './sendingOrder';

export * from './ordersDue';
export * from './conditionalOrders';

/** One mail's reading (an `IntakeResult` will do): only its order sets matter here. */
export interface MailSets {
  /** The raw input's id, so a GM can find the mail a decision is about. */
  id: string;
  sets: readonly ReadOrderSet[];
  /** Sets carried from an earlier phase (conditional orders): earlier than any mail of this phase. */
  earliest?: boolean;
}

/** The name a set goes by in rankings and GM choices: its mail and its message in that mail. */
export const setKey = (mail: string, message: number): string => `${mail}#${message}`;

/** A conditional retreat or adjustment line kept for its phase: options left to right. */
export type ConditionalLine = ReadOrderSet['conditional'][number];

/** What became of one order set. */
export interface SetUse {
  mail: string;
  /** The message inside that mail (0-based, as intake numbers them). */
  message: number;
  power: PowerName;
  used: boolean;
  reason: string;
  clause?: string;
  /** `setKey(mail, message)`. */
  key: string;
  clock?: SendingClock;
  /**
   * What a later set replaced: 'all' (000 D.III(3)a), or under the merge rule the unit keys a
   * later set orders again (`unitKeyOf`). Absent when nothing of it was replaced.
   */
  replaced?: 'all' | string[];
}

export interface TurnOrders {
  /** The orders to adjudicate, per power. */
  orders: Record<PowerName, Order[]>;
  /** Every set with a power, in the order given, and whether its orders count. */
  sets: SetUse[];
  /** Powers whose sets the times cannot rank and the GM has not: the order used meanwhile is `proposed`. */
  doubts: SendingDoubt[];
  /** Conditional retreat/adjustment lines still standing after the set rule (000 D.II(5)b). */
  conditional: Record<PowerName, ConditionalLine[]>;
}

const mahOr = (rules: HouseRules, wm: string, mah: string) => rules.id === 'maharajiad' ? mah : wm;

/**
 * The key an order is "for" when sets merge per unit: the unit's province, or the centre of a
 * build. A waive names no unit or centre, so each waive stays its own order.
 */
export function unitKeyOf(order: Order, where: string): string {
  if (order.kind === 'build') return `build:${provinceOf(order.location)}`;
  if (order.kind === 'waive') return `waive:${where}`;
  return provinceOf(order.unit);
}

/** What a set orders, as text: two sets giving the same orders (and conditional lines) read the same. */
const contentOf = (set: ReadOrderSet): string => JSON.stringify([set.orders, set.conditional]);

/** A conditional retreat line is for one unit; a conditional build line is for the adjustment as a whole. */
function conditionalKeyOf(line: ConditionalLine, where: string): string {
  const first = line.options[0];
  if (line.phase === 'retreat' && first && first.kind !== 'build' && first.kind !== 'waive') return `retreat:${provinceOf(first.unit)}`;
  return `adjustment:${where}`;
}

/**
 * The orders for one turn from every mail received for it, in any order: the sets are ranked by
 * when they were received (sendingOrder.ts). Sets intake did not use (too late, or replaced
 * inside their own mail) stay unused; of the rest, the set rule decides. `choices` are the GM's
 * answers to earlier doubts.
 */
export function ordersForTurn(mails: readonly MailSets[], rules: HouseRules, position: Position, choices: readonly SendingChoice[] = []): TurnOrders {
  const turn = phaseName(position.phase);
  const sets: SetUse[] = [];
  const live = new Map<string, { use: SetUse; set: ReadOrderSet }>();
  const ranked: RankedSet[] = [];
  for (const mail of mails) {
    for (const set of mail.sets) {
      if (!set.power) continue;
      const key = setKey(mail.id, set.message);
      const use: SetUse = { mail: mail.id, message: set.message, power: set.power, used: set.used, key, reason: set.used ? `used for ${turn}` : 'not used when its mail was read (too late, or replaced by a later set in the same mail)' };
      if (set.clock) use.clock = set.clock;
      if (!set.used) use.replaced = 'all';
      sets.push(use);
      if (!set.used) continue;
      live.set(key, { use, set });
      ranked.push({ key, power: set.power, content: contentOf(set), ...(set.clock ? { clock: set.clock } : {}), ...(mail.earliest ? { earliest: true } : {}) });
    }
  }
  const ranking = rankBySending(ranked, choices, rules.multipleOrderSets);
  const clause = mahOr(rules, rules.multipleOrderSets === 'last-replaces' ? '000 D.III(3)a' : '000 D.III(3)b', rules.multipleOrderSets === 'last-replaces' ? '001 B.IV(4)a' : '001 B.IV(4)b');
  const byGm = new Set(ranking.chosen);

  const orders: Record<PowerName, Order[]> = {};
  const conditional: Record<PowerName, ConditionalLine[]> = {};
  for (const [power, keys] of ranking.order) {
    const mine = keys.map((k) => live.get(k)!);
    const ranked = byGm.has(power) ? 'in the order the GM decided' : 'by when they were received';
    if (rules.multipleOrderSets === 'last-replaces') {
      // 000 D.III(3)a / 001 B.IV(4)a: the last set replaces every earlier one entirely, its
      // conditional lines included; units it omits are unordered.
      const last = mine[mine.length - 1]!;
      for (const { use, set } of mine.slice(0, -1)) {
        // A copy of the set used (the same mail pasted twice, or with and without its headers) is said to be one.
        const copy = contentOf(set) === contentOf(last.set) ? 'the same orders as the set used, counted once: ' : '';
        Object.assign(use, { used: false, replaced: 'all', reason: `${copy}replaced entirely by a later set (mail ${last.use.mail}, message ${last.use.message + 1}; sets ranked ${ranked})`, clause });
      }
      last.use.clause = clause;
      last.use.reason = mine.length > 1 ? `the last set received (ranked ${ranked}): used for ${turn}` : `used for ${turn}`;
      orders[power] = [...last.set.orders];
      if (last.set.conditional.length) conditional[power] = [...last.set.conditional];
      continue;
    }
    // 000 D.III(3)b / 001 B.IV(4)b: each unit's most recent order across the sets.
    const byUnit = new Map<string, { order: Order; from: SetUse }>();
    const byCondition = new Map<string, { lines: ConditionalLine[]; from: SetUse }>();
    const replacedKeys = new Map<SetUse, string[]>();
    // A line naming a unit that could not be used (ambiguous or illegal) is that unit's most
    // recent order all the same: it takes back an earlier set's order for the unit (the unit
    // holds), and a later set's order for the unit replaces it. The same as in one paste
    // (orderSets.ts), so pasting the mails one by one changes nothing.
    const unusableBy = new Map<string, SetUse>();
    const replace = (from: SetUse, key: string) => replacedKeys.set(from, [...(replacedKeys.get(from) ?? []), key]);
    mine.forEach(({ use, set }, k) => {
      set.orders.forEach((o, i) => {
        const key = unitKeyOf(o, `${k}:${i}`);
        const earlier = byUnit.get(key);
        if (earlier && earlier.from !== use) replace(earlier.from, key);
        const unread = unusableBy.get(key);
        if (unread && unread !== use) { replace(unread, key); unusableBy.delete(key); }
        byUnit.set(key, { order: o, from: use });
      });
      for (const key of set.unusable ?? []) {
        const earlier = byUnit.get(key);
        if (earlier && earlier.from === use) continue;
        if (earlier) { replace(earlier.from, key); byUnit.delete(key); }
        const unread = unusableBy.get(key);
        if (unread && unread !== use) replace(unread, key);
        unusableBy.set(key, use);
      }
      // Conditional lines merge the same way: a later set's lines for a unit replace earlier
      // ones for it; conditional build lines name no unit, so a later set's replace them all.
      const fresh = new Map<string, ConditionalLine[]>();
      for (const line of set.conditional) {
        const key = conditionalKeyOf(line, '');
        fresh.set(key, [...(fresh.get(key) ?? []), line]);
      }
      for (const [key, lines] of fresh) byCondition.set(key, { lines, from: use });
    });
    const contributing = new Set<SetUse>([...byUnit.values()].map((x) => x.from).concat([...byCondition.values()].map((x) => x.from), [...unusableBy.values()]));
    for (const { use } of mine) {
      use.clause = clause;
      const replaced = replacedKeys.get(use);
      if (replaced) use.replaced = replaced;
      if (contributing.has(use)) use.reason = mine.length > 1 ? `merged per unit (sets ranked ${ranked}): its orders for units no later set orders are used` : `used for ${turn}`;
      else Object.assign(use, { used: false, replaced: 'all', reason: `every unit it orders is ordered again in a later set (sets ranked ${ranked})` });
    }
    orders[power] = [...byUnit.values()].map((x) => x.order);
    const lines = [...byCondition.values()].flatMap((x) => x.lines);
    if (lines.length) conditional[power] = lines;
  }
  return { orders, sets, conditional, doubts: ranking.doubts };
}
