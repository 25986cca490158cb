// The inbox of one phase: which stored mails count, whose orders they carry, who still has to
// send orders (NMR before adjudication) and the powers strip (✓ complete, ! lines to check,
// ✗ NMR). Parsing itself is core's (intake, through the worker); this module only bookkeeps.
import type { HouseRules } from '../../../core/diplomacy/houseRules';
import type { Order, Position, PowerName } from '../../../core/diplomacy/types';
import { provinceOf } from '../../../core/diplomacy/variant';
import type { IntakeResult } from '../../../core/diplomacy/intake/index';

export type MailStatus = 'late' | 'rejected';

export interface MailInput {
  /** The raw input's id (its text is stored verbatim in rawInputs). */
  id: string;
  receivedAt: number;
  sourceName: string;
  text: string;
  /** The power tab it was pasted into, if any. */
  assignedPower: PowerName | null;
  /** Set when this input is the GM's edit of another input (the original is kept). */
  editOf: string | null;
  /** The GM marked it late or rejected, with a reason; such a mail's orders are not used. */
  status: { status: MailStatus; reason: string; who: string } | null;
}

/** Inputs whose orders are used: not marked late/rejected and not replaced by a GM edit. */
export function countedInputs(inputs: readonly MailInput[]): MailInput[] {
  const edited = new Set(inputs.map((i) => i.editOf).filter((x): x is string => x !== null));
  return inputs.filter((i) => i.status === null && !edited.has(i.id));
}

/** Powers a reading's mails are for (identified by intake), plus the tab it was pasted into. */
export function powersOfInput(input: MailInput, reading: IntakeResult | undefined): PowerName[] {
  const set = new Set<PowerName>();
  for (const m of reading?.messages ?? []) if (m.power) set.add(m.power);
  if (set.size === 0 && input.assignedPower) set.add(input.assignedPower);
  return [...set];
}

const unitKeyOf = (o: Order, i: number) => o.kind === 'build' ? `build:${provinceOf(o.location)}` : o.kind === 'waive' ? `waive:${i}` : provinceOf(o.unit);

/**
 * One power's orders across several mails, oldest first. Rule: 000 D.III(3)a (the last set
 * replaces every earlier set entirely) or, when the GM stated it at the outset, 000 D.III(3)b
 * (the most recent order for each unit across sets); 001 B.IV(4) likewise. Within one mail core's
 * intake has already applied the set rules; this repeats them across mails pasted separately.
 */
export function ordersAcrossMails(power: PowerName, readings: readonly IntakeResult[], rule: HouseRules['multipleOrderSets']): Order[] {
  const sets = readings.flatMap((r) => r.sets.filter((s) => s.power === power && s.used));
  if (sets.length === 0) return [];
  if (rule === 'last-replaces') return [...sets[sets.length - 1]!.orders];
  const byUnit = new Map<string, Order>();
  for (const s of sets) s.orders.forEach((o, i) => byUnit.set(unitKeyOf(o, i), o));
  return [...byUnit.values()];
}

/**
 * Who has something to order in this phase. Movement: every power with a unit. Retreat: powers
 * with a dislodged unit. Adjustment: powers whose units and centres differ (a build needs a free
 * home centre it still owns).
 */
export function powersToOrder(position: Position): PowerName[] {
  const powers = new Set<PowerName>();
  if (position.phase.type === 'movement') for (const u of position.units) powers.add(u.power);
  else if (position.phase.type === 'retreat') for (const d of position.dislodged) powers.add(d.unit.power);
  else {
    const occupied = new Set(position.units.map((u) => provinceOf(u.location)));
    const owners = new Set([...Object.values(position.centres), ...position.units.map((u) => u.power)]);
    for (const p of owners) {
      const centres = Object.values(position.centres).filter((o) => o === p).length;
      const units = position.units.filter((u) => u.power === p).length;
      const freeHome = (position.homeCentres[p] ?? []).some((h) => position.centres[h] === p && !occupied.has(h));
      if (units > centres || (centres > units && freeHome)) powers.add(p);
    }
  }
  return [...powers].sort();
}

export type PowerState = 'complete' | 'check' | 'nmr' | 'nothing-to-order';

export interface PowerStatus {
  power: PowerName;
  state: PowerState;
  /** Lines read as ambiguous or illegal in the mails that count. */
  linesToCheck: number;
  orders: Order[];
  /** Mails (raw input ids) carrying this power's orders, oldest first. */
  inputs: string[];
  final: boolean;
}

export interface PhaseInbox {
  statuses: PowerStatus[];
  /** Orders to adjudicate, every power together. */
  orders: Order[];
  nmr: PowerName[];
}

export function phaseInbox(
  powers: readonly PowerName[], position: Position, inputs: readonly MailInput[],
  readings: Readonly<Record<string, IntakeResult>>, rule: HouseRules['multipleOrderSets'],
): PhaseInbox {
  const counted = countedInputs(inputs).sort((a, b) => a.receivedAt - b.receivedAt);
  const mustOrder = new Set(powersToOrder(position));
  const statuses = powers.map((power): PowerStatus => {
    const mine = counted.filter((i) => readings[i.id]?.sets.some((s) => s.power === power));
    const mineReadings = mine.map((i) => readings[i.id]!);
    const orders = ordersAcrossMails(power, mineReadings, rule);
    // Lines of a set intake found too late (000 D.VII(3)a) are decided, not left to check.
    const linesToCheck = mineReadings.reduce((n, r) => n + r.verdicts.filter((v) => (v.kind === 'ambiguous' || v.kind === 'illegal') && v.power === power && !r.messages[v.message]?.late).length, 0);
    const final = mineReadings.some((r) => r.messages.some((m) => m.power === power && m.final));
    // A power that sent a mail whose every line failed is not an NMR: the GM has lines to check.
    const state: PowerState = !mustOrder.has(power) ? 'nothing-to-order' : mine.length === 0 ? 'nmr' : linesToCheck > 0 || orders.length === 0 ? 'check' : 'complete';
    return { power, state, linesToCheck, orders, inputs: mine.map((i) => i.id), final };
  });
  return {
    statuses,
    orders: statuses.flatMap((s) => s.orders),
    // For the adjudicator a power whose mails gave no usable order (all late or void) sent none.
    nmr: statuses.filter((s) => s.state === 'nmr' || (s.state === 'check' && s.orders.length === 0)).map((s) => s.power),
  };
}

/** The strip's symbol and word for a state: never colour alone (UX.md). */
export const powerStateLabel: Record<PowerState, { symbol: string; word: string }> = {
  complete: { symbol: '✓', word: 'complete' },
  check: { symbol: '!', word: 'lines to check' },
  nmr: { symbol: '✗', word: 'NMR' },
  'nothing-to-order': { symbol: '–', word: 'no orders due' },
};
