// One turn's orders from every mail the GM received for it. Intake (`readOrderMail`) reads one
// paste and applies the several-order-sets rule inside it; a GM pastes mails one at a time, so
// the same rule must also run across the pastes: 000 D.III(3)a / 001 B.IV(4)a (the last set
// received replaces every earlier one entirely) or, when the GM stated it at the outset,
// 000 D.III(3)b / 001 B.IV(4)b (each unit's most recent order across the sets).
//
// The turn's other questions live beside it and are exported from here too: who has orders due
// and who is NMR (ordersDue.ts), and the orders conditional lines give in their phase
// (conditionalOrders.ts).
import type { HouseRules } from './houseRules';
import type { ReadOrderSet } from './intake/index';
import { phaseName } from './phases';
import type { Order, Position, PowerName } from './types';
import { provinceOf } from './variant';

export * from './ordersDue';
export * from './conditionalOrders';

/** One mail's reading (an `IntakeResult` will do): only its order sets matter here. */
export interface MailSets {
  /** The raw input's id, so a GM can find the mail a decision is about. */
  id: string;
  sets: readonly ReadOrderSet[];
}

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
}

export interface TurnOrders {
  /** The orders to adjudicate, per power. */
  orders: Record<PowerName, Order[]>;
  /** Every set with a power, in received order, and whether its orders count. */
  sets: SetUse[];
  /** Conditional retreat/adjustment lines still standing after the set rule (000 D.II(5)b). */
  conditional: Record<PowerName, ConditionalLine[]>;
}

const mahOr = (rules: HouseRules, wm: string, mah: string) => rules.id === 'maharajiad' ? mah : wm;

/**
 * The key an order is "for" when sets merge per unit: the unit's province, or the centre of a
 * build. A waive names no unit or centre, so each waive stays its own order.
 */
function unitKeyOf(order: Order, where: string): string {
  if (order.kind === 'build') return `build:${provinceOf(order.location)}`;
  if (order.kind === 'waive') return `waive:${where}`;
  return provinceOf(order.unit);
}

/** A conditional retreat line is for one unit; a conditional build line is for the adjustment as a whole. */
function conditionalKeyOf(line: ConditionalLine, where: string): string {
  const first = line.options[0];
  if (line.phase === 'retreat' && first && first.kind !== 'build' && first.kind !== 'waive') return `retreat:${provinceOf(first.unit)}`;
  return `adjustment:${where}`;
}

/**
 * The orders for one turn from every mail received for it, oldest first. Sets intake did not use
 * (too late, or replaced inside their own mail) stay unused; of the rest, the set rule decides.
 */
export function ordersForTurn(mails: readonly MailSets[], rules: HouseRules, position: Position): TurnOrders {
  const turn = phaseName(position.phase);
  const sets: SetUse[] = [];
  const live: { use: SetUse; set: ReadOrderSet }[] = [];
  for (const mail of mails) {
    for (const set of mail.sets) {
      if (!set.power) continue;
      const use: SetUse = { mail: mail.id, message: set.message, power: set.power, used: set.used, reason: set.used ? `used for ${turn}` : 'not used when its mail was read (too late, or replaced by a later set in the same mail)' };
      sets.push(use);
      if (set.used) live.push({ use, set });
    }
  }

  const orders: Record<PowerName, Order[]> = {};
  const conditional: Record<PowerName, ConditionalLine[]> = {};
  const powers = [...new Set(live.map((l) => l.use.power))];
  for (const power of powers) {
    const mine = live.filter((l) => l.use.power === power);
    if (rules.multipleOrderSets === 'last-replaces') {
      // 000 D.III(3)a / 001 B.IV(4)a: the last set replaces every earlier one entirely, its
      // conditional lines included; units it omits are unordered.
      const last = mine[mine.length - 1]!;
      for (const { use } of mine.slice(0, -1)) {
        Object.assign(use, { used: false, reason: `replaced entirely by a later set (mail ${last.use.mail}, message ${last.use.message + 1})`, clause: mahOr(rules, '000 D.III(3)a', '001 B.IV(4)a') });
      }
      last.use.clause = mahOr(rules, '000 D.III(3)a', '001 B.IV(4)a');
      last.use.reason = `the last set received: used for ${turn}`;
      orders[power] = [...last.set.orders];
      if (last.set.conditional.length) conditional[power] = [...last.set.conditional];
      continue;
    }
    // 000 D.III(3)b / 001 B.IV(4)b: each unit's most recent order across the sets.
    const byUnit = new Map<string, { order: Order; from: SetUse }>();
    const byCondition = new Map<string, { lines: ConditionalLine[]; from: SetUse }>();
    mine.forEach(({ use, set }, k) => {
      set.orders.forEach((o, i) => byUnit.set(unitKeyOf(o, `${k}:${i}`), { order: o, from: use }));
      // Conditional lines merge the same way: a later set's lines for a unit replace earlier
      // ones for it; conditional build lines name no unit, so a later set's replace them all.
      const fresh = new Map<string, ConditionalLine[]>();
      for (const line of set.conditional) {
        const key = conditionalKeyOf(line, '');
        fresh.set(key, [...(fresh.get(key) ?? []), line]);
      }
      for (const [key, lines] of fresh) byCondition.set(key, { lines, from: use });
    });
    const contributing = new Set<SetUse>([...byUnit.values()].map((x) => x.from).concat([...byCondition.values()].map((x) => x.from)));
    for (const { use } of mine) {
      use.clause = mahOr(rules, '000 D.III(3)b', '001 B.IV(4)b');
      if (contributing.has(use)) use.reason = 'merged per unit: its orders for units no later set orders are used';
      else Object.assign(use, { used: false, reason: 'every unit it orders is ordered again in a later set' });
    }
    orders[power] = [...byUnit.values()].map((x) => x.order);
    const lines = [...byCondition.values()].flatMap((x) => x.lines);
    if (lines.length) conditional[power] = lines;
  }
  return { orders, sets, conditional };
}
