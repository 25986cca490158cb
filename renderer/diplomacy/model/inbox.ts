// The inbox of one phase: which stored mails count, whose orders they carry, who still has to
// send orders (NMR before adjudication) and the powers strip (✓ complete, ! lines to check,
// ✗ NMR). Parsing itself is core's (intake, through the worker), and so are the rules: which
// sets count across mails (000 D.III(3)), who must order and who is NMR (core's turnOrders, cheap
// and pure, called here directly); this module only bookkeeps the mails.
import { getProfile, type HouseRules, type ProfileId } from '../../../core/diplomacy/houseRules';
import type { Order, Position, PowerName } from '../../../core/diplomacy/types';
import { getVariant } from '../../../core/diplomacy/variants';
import { nmrPowers, ordersForTurn, powersToOrder, type ConditionalOrders, type MailSets } from '../../../core/diplomacy/turnOrders';
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

/**
 * Orders a movement phase's mail gave for this retreat or adjustment phase (000 D.II(5)b), as
 * core chose them (000 D.II(5)c). They count as the power's first set for this phase; a mail of
 * its own in this phase is a later set, and the stated set rule decides (000 D.III(3)).
 */
export interface ConditionalSuggestion extends ConditionalOrders {
  /** The movement phase whose mail carried them ('F1901M'). */
  from: string;
}

/** `reading`: no orders read yet while mail or conditional orders are still being read (shown, never stored). */
export type PowerState = 'complete' | 'check' | 'nmr' | 'nothing-to-order' | 'reading';

export interface PowerStatus {
  power: PowerName;
  state: PowerState;
  /** Lines read as ambiguous or illegal in the mails that count. */
  linesToCheck: number;
  orders: Order[];
  /** Mails (raw input ids) carrying this power's orders, oldest first. */
  inputs: string[];
  final: boolean;
  /** Set when (some of) the orders are the power's conditional orders from the movement mail, not a mail of this phase. */
  conditionalFrom?: string;
}

export interface PhaseInbox {
  statuses: PowerStatus[];
  /** Orders to adjudicate, every power together. */
  orders: Order[];
  nmr: PowerName[];
}

/** The id the carried conditional orders go by among the mails (no raw input has it: ids are random). */
const CARRIED = 'conditional-orders';

export interface PhaseInboxOptions {
  /** The game's profile: which rule book the set rule is cited from (000 D.III(3) or 001 B.IV(4)). */
  profile?: ProfileId;
  /** Conditional orders carried from the movement phase's mail into this phase. */
  conditional?: ConditionalSuggestion | null;
}

export function phaseInbox(
  powers: readonly PowerName[], position: Position, inputs: readonly MailInput[],
  readings: Readonly<Record<string, IntakeResult>>, rule: HouseRules['multipleOrderSets'], options: PhaseInboxOptions = {},
): PhaseInbox {
  const counted = countedInputs(inputs).sort((a, b) => a.receivedAt - b.receivedAt);
  const variant = getVariant(position.variant);
  const rules: HouseRules = { ...getProfile(options.profile ?? 'hasbro2000'), multipleOrderSets: rule };
  const mustOrder = new Set(powersToOrder(variant, position));
  const conditional = options.conditional;
  // The conditional orders carried from the movement mail are the power's earliest set for this
  // phase; its mails of this phase are later sets. Core's set rule decides between them as between
  // any sets (000 D.III(3)a: a later set replaces them; 000 D.III(3)b: unit by unit).
  const carried: MailSets[] = Object.entries(conditional?.orders ?? {}).filter(([power]) => mustOrder.has(power))
    .map(([power, orders]) => ({ id: CARRIED, sets: [{ message: 0, power, final: false, used: true, orders, conditional: [] }] }));
  // The set rule across every mail received, oldest first (core: 000 D.III(3) / 001 B.IV(4)).
  const turn = ordersForTurn([...carried, ...counted.flatMap((i) => readings[i.id] ? [{ id: i.id, sets: readings[i.id]!.sets }] : [])], rules, position);
  const statuses = powers.map((power): PowerStatus => {
    const mine = counted.filter((i) => readings[i.id]?.sets.some((s) => s.power === power));
    const mineReadings = mine.map((i) => readings[i.id]!);
    const carriedUsed = turn.sets.some((u) => u.mail === CARRIED && u.power === power && u.used);
    const conditionalFrom = carriedUsed ? `from ${power}'s conditional orders with the ${conditional!.from} mail, ${conditional!.choices.find((c) => c.power === power)?.clause ?? '000 D.II(5)c'}` : undefined;
    if (mine.length === 0 && carriedUsed) {
      return { power, state: 'complete', linesToCheck: 0, orders: [...turn.orders[power] ?? []], inputs: [], final: false, conditionalFrom };
    }
    const orders = turn.orders[power] ?? [];
    // Lines of a set intake found too late (000 D.VII(3)a) are decided, not left to check.
    const linesToCheck = mineReadings.reduce((n, r) => n + r.verdicts.filter((v) => (v.kind === 'ambiguous' || v.kind === 'illegal') && v.power === power && !r.messages[v.message]?.late).length, 0);
    const final = mineReadings.some((r) => r.messages.some((m) => m.power === power && m.final));
    // A power that sent a mail whose every line failed is not an NMR: the GM has lines to check.
    const state: PowerState = !mustOrder.has(power) ? 'nothing-to-order' : mine.length === 0 ? 'nmr' : linesToCheck > 0 || orders.length === 0 ? 'check' : 'complete';
    return { power, state, linesToCheck, orders, inputs: mine.map((i) => i.id), final, ...(conditionalFrom ? { conditionalFrom } : {}) };
  });
  return {
    statuses,
    orders: statuses.flatMap((s) => s.orders),
    // For the adjudicator a power whose mails gave no usable order (all late or void) sent none
    // (core: 000 D.VII(6)(a)); the strip still shows "!" for it, so the GM looks.
    nmr: nmrPowers(variant, position, turn).filter((p) => powers.includes(p)),
  };
}

/** The strip's symbol and word for a state: never colour alone (UX.md). */
export const powerStateLabel: Record<PowerState, { symbol: string; word: string }> = {
  complete: { symbol: '✓', word: 'complete' },
  check: { symbol: '!', word: 'lines to check' },
  nmr: { symbol: '✗', word: 'NMR' },
  'nothing-to-order': { symbol: '–', word: 'no orders due' },
  reading: { symbol: '…', word: 'reading' },
};

/**
 * While orders are still being read, a power with none read yet is not NMR, only not read: it
 * shows as reading, so the strip does not flash NMR for the moment the worker reads.
 */
export function whileReading(statuses: readonly PowerStatus[], reading: boolean): PowerStatus[] {
  if (!reading) return [...statuses];
  return statuses.map((s) => (s.state === 'nmr' ? { ...s, state: 'reading' } : s));
}
