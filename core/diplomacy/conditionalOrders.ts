// Conditional retreat, build and removal orders sent before their phase (000 D.II(5)b,
// 001 B.III(5)b): intake keeps them with the movement mail; when the retreat or adjustment phase
// opens, this picks the orders they give. 000 D.II(5)c: use the first possible option reading left
// to right, top to bottom — the last-order rule of D.III(5) does not apply to them. A line for a
// number of builds or removals ("if two builds: …") applies only when that is the power's number.
import type { HouseRules } from './houseRules';
import type { Order, Position, PowerName } from './types';
import { provinceOf, type Variant } from './variant';
import { getVariant } from './variants';
import { adjustmentsDue, powersToOrder } from './ordersDue';
import type { ConditionalLine } from './turnOrders';
import { countFits, dueOf } from './intake/countConditions';

export interface ConditionalChoice {
  power: PowerName;
  /** The conditional line (0-based, top to bottom among the power's lines for this phase). */
  line: number;
  /** The option taken (1-based, left to right); absent when none was possible. */
  option?: number;
  order?: Order;
  reason: string;
  clause: string;
  /** Set when the line came from a later phase's mail than the movement phase's ('F1901R': a build sent early with the retreats). */
  from?: string;
}

export interface ConditionalOrders {
  /** The orders the conditional lines give, per power with orders due in this phase. */
  orders: Record<PowerName, Order[]>;
  choices: ConditionalChoice[];
}

const clauseFor = (rules: HouseRules) => rules.id === 'maharajiad' ? '001 B.III(5)b' : '000 D.II(5)c';

/** What this phase has left to decide for one power as options are taken, top to bottom. */
interface PowerBudget {
  builds: number;
  removals: number;
  /** Dislodged units (retreat) or centres and units (adjustment) already given an order. */
  taken: Set<string>;
}

/** Why `order` cannot be this phase's order for `power`, or null when it can. */
function impossible(variant: Variant, position: Position, power: PowerName, order: Order, budget: PowerBudget): string | null {
  if (order.power !== power) return `it is an order for ${order.power}`;
  if (position.phase.type === 'retreat') {
    if (order.kind !== 'retreat' && order.kind !== 'disband') return `a ${order.kind} is not a retreat-phase order`;
    const where = provinceOf(order.unit);
    const dislodged = position.dislodged.find((d) => d.unit.power === power && provinceOf(d.unit.location) === where);
    if (!dislodged) return `no ${power} unit was dislodged in ${where.toUpperCase()}`;
    if (budget.taken.has(where)) return `${where.toUpperCase()} already has its retreat from an earlier line`;
    if (order.kind === 'disband') return null;
    const to = order.to.toLowerCase();
    const ok = dislodged.retreats.some((r) => r === to || (provinceOf(r) === to && dislodged.retreats.filter((x) => provinceOf(x) === to).length === 1));
    return ok ? null : `${where.toUpperCase()} cannot retreat to ${to.toUpperCase()} (it may go to ${dislodged.retreats.map((r) => r.toUpperCase()).join(', ') || 'nowhere'})`;
  }
  if (position.phase.type !== 'adjustment') return 'conditional orders are for retreat and adjustment phases';
  if (order.kind === 'build' || order.kind === 'waive') {
    if (budget.builds <= 0) return `${power} has no build left to make`;
    if (order.kind === 'waive') return null;
    const centre = provinceOf(order.location);
    if (!(position.homeCentres[power] ?? []).includes(centre)) return `${centre.toUpperCase()} is not a home centre of ${power}`;
    if (position.centres[centre] !== power) return `${power} does not own ${centre.toUpperCase()}`;
    if (position.units.some((u) => provinceOf(u.location) === centre)) return `${centre.toUpperCase()} is occupied`;
    if (budget.taken.has(centre)) return `${centre.toUpperCase()} already has a build from an earlier line`;
    if (!variant.canOccupy(order.unitType, order.location.toLowerCase())) return `${order.unitType === 'F' ? 'a fleet' : 'an army'} cannot stand at ${order.location.toUpperCase()}`;
    return null;
  }
  if (order.kind === 'remove' || order.kind === 'disband') {
    if (budget.removals <= 0) return `${power} has no removal to make`;
    const where = provinceOf(order.unit);
    if (!position.units.some((u) => u.power === power && provinceOf(u.location) === where)) return `${power} has no unit in ${where.toUpperCase()}`;
    if (budget.taken.has(where)) return `${where.toUpperCase()} is already removed by an earlier line`;
    return null;
  }
  return `a ${order.kind} is not an adjustment-phase order`;
}

/** A removal written as "disband" in movement mail is still a removal in the adjustment phase. */
function asPhaseOrder(position: Position, order: Order): Order {
  if (position.phase.type === 'adjustment' && order.kind === 'disband') return { kind: 'remove', power: order.power, unitType: order.unitType, unit: order.unit };
  return order;
}

/**
 * The orders the kept conditional lines give in this retreat or adjustment phase. Only powers
 * with orders due are considered; each line gives at most one order, the first possible option
 * left to right, and lines are taken top to bottom (000 D.II(5)c).
 */
export function conditionalOrdersFor(
  position: Position, kept: Readonly<Record<PowerName, readonly ConditionalLine[]>>, rules: HouseRules,
  variant: Variant = getVariant(position.variant),
): ConditionalOrders {
  const clause = clauseFor(rules);
  const type = position.phase.type;
  const orders: Record<PowerName, Order[]> = {};
  const choices: ConditionalChoice[] = [];
  if (type !== 'retreat' && type !== 'adjustment') return { orders, choices };
  for (const power of powersToOrder(variant, position)) {
    const lines = (kept[power] ?? []).filter((l) => l.phase === type);
    if (!lines.length) continue;
    const due = adjustmentsDue(position, power);
    const budget: PowerBudget = { ...due, taken: new Set() };
    // Lines for a number of builds or removals ("if two builds: …", intake/countConditions.ts)
    // apply only when the number is the power's own; when none fits, none applies.
    const counted = lines.filter((l) => l.ifCount);
    const all = counted.map((l) => l.ifCount!);
    const anyFits = counted.some((l) => countFits(l.ifCount!, due, all));
    lines.forEach((line, k) => {
      if (line.ifCount && !countFits(line.ifCount, due, all)) {
        const has = dueOf(line.ifCount, due);
        choices.push({ power, line: k, reason: `not used: '${line.ifCount.written}' is for ${line.ifCount.orMore ? 'at least ' : ''}${line.ifCount.count}, but ${power} has ${has}${anyFits ? '' : `, and no option was given for ${has}: the GM decides`}`, clause });
        return;
      }
      const why: string[] = [];
      const index = line.options.findIndex((option) => {
        const problem = impossible(variant, position, power, asPhaseOrder(position, option), budget);
        if (problem) why.push(problem);
        return problem === null;
      });
      if (index < 0) {
        choices.push({ power, line: k, reason: `no option is possible: ${why.join('; ') || 'the line has no option'}`, clause });
        return;
      }
      const order = asPhaseOrder(position, line.options[index]!);
      if (order.kind === 'build') { budget.builds--; budget.taken.add(provinceOf(order.location)); }
      else if (order.kind === 'waive') budget.builds--;
      else if (order.kind === 'remove') { budget.removals--; budget.taken.add(provinceOf(order.unit)); }
      else budget.taken.add(provinceOf(order.unit));
      (orders[power] ??= []).push(order);
      const skipped = why.length ? ` (${why.join('; ')})` : '';
      choices.push({ power, line: k, option: index + 1, order, reason: `option ${index + 1} of ${line.options.length}: the first possible${skipped}`, clause });
    });
  }
  return { orders, choices };
}
