// The inbox of one phase: which stored mails count, whose orders they carry, who still has to
// send orders (NMR before adjudication) and the powers strip (✓ complete, ! lines to check,
// ? needs a look, ✗ NMR). Parsing itself is core's (intake, through the worker), and so are the
// rules: which sets count across mails, ranked by when they were received (000 D.III(3),
// core's sendingOrder), who must order and who is NMR (core's turnOrders, cheap and pure, called
// here directly); this module only bookkeeps the mails.
import { getProfile, type HouseRules, type ProfileId } from '../houseRules';
import type { Order, Position, PowerName } from '../types';
import { getVariant } from '../variants';
import { nmrPowers, ordersForTurn, powersToOrder, type ConditionalOrders, type MailSets, type SendingChoice, type SendingDoubt, type SetUse } from '../turnOrders';
import { readingForTurn } from '../replacedSets';
import { NameIndex, orderShape, type IntakeResult, type MailReading } from '../intake/index';
import { readingClause } from '../intake/readingClauses';
import { countedDoubts, severityOf } from '../intake/doubtSeverity';
import { setQuestions } from './setQuestions';

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

/**
 * The reading of a mail that does not count, each order line marked superseded with why: set aside
 * by the GM (late or rejected, with the reason given) or replaced by the GM's edit of it. A mail
 * that counts is returned as it is.
 */
function notCounted(input: MailInput, reading: IntakeResult, edited: boolean): IntakeResult {
  if (input.status === null && !edited) return reading;
  const reason = input.status ? `not used: the mail was set aside by ${input.status.who} as ${input.status.status} (${input.status.reason})` : "not used: replaced by the GM's edit of this mail";
  const orderLine = (k: string) => k === 'accepted' || k === 'corrected' || k === 'ambiguous' || k === 'illegal';
  return { ...reading, verdicts: reading.verdicts.map((v) => (orderLine(v.kind) ? { ...v, kind: 'superseded' as const, reason } : v)) };
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

/**
 * `reading`: no orders read yet while mail or conditional orders are still being read (shown,
 * never stored). `look`: mail came for the power but gave no usable order, or its sets cannot be
 * ranked by time: never shown as NMR, and Adjudicate asks before NMR-ing it.
 */
export type PowerState = 'complete' | 'check' | 'look' | 'nmr' | 'nothing-to-order' | 'reading';

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
  /** Why the power needs a look (state `look`), in words for the strip and the Adjudicate question. */
  look?: string;
  /** The power's sets cannot be ranked by when they were sent, and the GM has not decided. */
  doubt?: SendingDoubt;
  /**
   * Warnings the reader gave on the power's counted mails (its messages'): the strip shows how
   * many, whatever the state, so a complete power whose mail named another board or another turn
   * is not shown as plainly complete; the inbox tab says what each is.
   */
  warnings: number;
}

export interface PhaseInbox {
  statuses: PowerStatus[];
  /** Orders to adjudicate, every power together. */
  orders: Order[];
  nmr: PowerName[];
  /** What became of each set (core's SetUse), ranked by when it was received. */
  sets: SetUse[];
  /** Powers whose sets the times cannot rank and the GM has not (000 D.III(3)). */
  doubts: SendingDoubt[];
  /** Every mail's reading; the counted ones as the turn sees them (lines of a set a later mail replaced are superseded). */
  readings: Record<string, IntakeResult>;
  /**
   * Messages of counted mails whose power nobody could tell and that gave no order: the GM must
   * look. Per message, not per mail: a stranger's mail inside a paste of the whole evening is
   * asked about as when it is opened as its own file (000 D.II(3): orders come from the player).
   */
  unattributed: UnattributedMessage[];
  /**
   * What Adjudicate must ask the GM about before it runs: powers that would be NMR'd although
   * mail came for them, sets in doubt, mails of no known power. Empty: nothing to ask.
   */
  questions: string[];
}

/** A message no power could be told for: the raw input, the message's index in it, and what the GM knows it by. */
export interface UnattributedMessage {
  mail: string;
  message: number;
  /** Its sender and subject when it has headers (the same whether opened as a file or pasted with others), else the input's name. */
  name: string;
}

/**
 * What the GM knows a message of no known power by. A pasted evening is one input of many
 * messages, so the input's name would not tell them apart: the sender and subject do, and read
 * the same whether the mail was opened as its own file or pasted with the others.
 */
export function messageName(input: MailInput, m: MailReading, several: boolean): string {
  const from = m.headers?.from?.replace(/\s+/g, ' ').trim();
  const subject = m.headers?.subject?.replace(/\s+/g, ' ').trim();
  if (from || subject) return [from, subject ? `"${subject}"` : ''].filter(Boolean).join(', ');
  return `${input.sourceName}${several ? ` (message ${m.index + 1})` : ''}`;
}

/** The id the carried conditional orders go by among the mails (no raw input has it: ids are random). */
export const CARRIED = 'conditional-orders';

export interface PhaseInboxOptions {
  /** The game's profile: which rule book the set rule is cited from (000 D.III(3) or 001 B.IV(4)). */
  profile?: ProfileId;
  /** Conditional orders carried from the movement phase's mail into this phase. */
  conditional?: ConditionalSuggestion | null;
  /** The GM's answers to doubts about which set was sent last (stored GM actions). */
  choices?: readonly SendingChoice[];
  /** When the phase opened for orders (PhaseState.opened): a set used that was sent before it is asked about. */
  opened?: number | null;
}

/** A message's power: intake's reading, else the tab the mail was pasted into. */
const messagePower = (input: MailInput, m: MailReading): PowerName | null => m.power ?? input.assignedPower;

export function phaseInbox(
  powers: readonly PowerName[], position: Position, inputs: readonly MailInput[],
  readings: Readonly<Record<string, IntakeResult>>, rule: HouseRules['multipleOrderSets'], options: PhaseInboxOptions = {},
): PhaseInbox {
  // Paste order: only for sets no time can rank (core ranks the rest by when they were received).
  const counted = countedInputs(inputs).sort((a, b) => a.receivedAt - b.receivedAt);
  const variant = getVariant(position.variant);
  const rules: HouseRules = { ...getProfile(options.profile ?? 'hasbro2000'), multipleOrderSets: rule };
  const mustOrder = new Set(powersToOrder(variant, position));
  const conditional = options.conditional;
  // The conditional orders carried from the movement mail are the power's earliest set for this
  // phase; its mails of this phase are later sets. Core's set rule decides between them as between
  // any sets (000 D.III(3)a: a later set replaces them; 000 D.III(3)b: unit by unit).
  const carried: MailSets[] = Object.entries(conditional?.orders ?? {}).filter(([power]) => mustOrder.has(power))
    .map(([power, orders]) => ({ id: CARRIED, earliest: true, sets: [{ message: 0, power, final: false, used: true, orders, conditional: [] }] }));
  // The set rule across every mail received (core: 000 D.III(3) / 001 B.IV(4)).
  const turn = ordersForTurn([...carried, ...counted.flatMap((i) => readings[i.id] ? [{ id: i.id, sets: readings[i.id]!.sets }] : [])], rules, position, options.choices ?? []);
  // Mails that do not count (set aside, replaced by an edit) are shown as read, their order lines
  // saying why they are not used: "accepted" beside a mail set aside would contradict its row.
  const shown: Record<string, IntakeResult> = {};
  const editedBy = new Map(inputs.filter((i) => i.editOf !== null).map((i) => [i.editOf!, i]));
  for (const i of inputs) if (readings[i.id]) shown[i.id] = notCounted(i, readings[i.id]!, editedBy.has(i.id));
  for (const i of counted) if (readings[i.id]) shown[i.id] = readingForTurn(i.id, readings[i.id]!, turn.sets);
  // Sets the reader could not vouch for (a sender not registered, another turn named, orders
  // taken back by a later mail): Adjudicate asks, and the power needs a look (setQuestions.ts).
  const asked = setQuestions(counted, shown, turn.sets, options.opened ?? null);
  const statuses = powers.map((power): PowerStatus => {
    // The power's mails: a set for it, or a message identified as its (or pasted in its tab)
    // even when no line of it read as an order (a forwarded or unreadable mail).
    const mine = counted.filter((i) => readings[i.id]?.sets.some((s) => s.power === power) || readings[i.id]?.messages.some((m) => messagePower(i, m) === power));
    const mineReadings = mine.map((i) => shown[i.id]!);
    const carriedUsed = turn.sets.some((u) => u.mail === CARRIED && u.power === power && u.used);
    const choice = conditional?.choices.find((c) => c.power === power);
    // A build sent early with the fall retreats comes from that phase's mail, not the movement mail's.
    const conditionalFrom = carriedUsed ? (choice?.from ? `from ${power}'s ${choice.from} mail, sent early for this phase, ${readingClause(rules, 'conditional-early') ?? 'no clause of these rules on it'}` : `from ${power}'s conditional orders with the ${conditional!.from} mail, ${choice?.clause ?? '000 D.II(5)c'}`) : undefined;
    if (mine.length === 0 && carriedUsed) {
      return { power, state: 'complete', linesToCheck: 0, orders: [...turn.orders[power] ?? []], inputs: [], final: false, conditionalFrom, warnings: 0 };
    }
    // Warnings only: a note (the Date: standing in for Received:) is shown on the mail, not counted (doubtSeverity.ts).
    const warnings = mine.reduce((n, i) => n + readings[i.id]!.messages.filter((m) => messagePower(i, m) === power).reduce((k, m) => k + countedDoubts(m.warnings).length, 0), 0);
    const orders = turn.orders[power] ?? [];
    const doubt = turn.doubts.find((d) => d.power === power);
    // Lines of a set intake found too late (000 D.VII(3)a) are decided, not left to check.
    const linesToCheck = mineReadings.reduce((n, r) => n + r.verdicts.filter((v) => (v.kind === 'ambiguous' || v.kind === 'illegal') && v.power === power && !r.messages[v.message]?.late && !r.messages[v.message]?.refused).length, 0);
    const final = mineReadings.some((r) => r.messages.some((m) => m.power === power && m.final));
    // Mail came but nothing usable, or sets no time can rank: never NMR on the strip, the GM looks.
    // No mail of its own, but its player's mail came forwarded inside another's (000 D.II(3)):
    // not its set, and never an NMR nobody was asked about.
    const carrier = mine.length === 0 && mustOrder.has(power) ? counted.find((i) => readings[i.id]?.messages.some((m) => m.carriesMailOf?.includes(power))) : undefined;
    if (carrier) {
      const by = readings[carrier.id]!.messages.find((m) => m.carriesMailOf?.includes(power))!;
      const look = `its player's mail came only forwarded inside ${by.power ?? by.headers?.from ?? carrier.sourceName}'s mail, not sent to the GM (000 D.II(3)): no set of ${power}'s`;
      return { power, state: 'look', linesToCheck: 0, orders: [], inputs: [carrier.id], final: false, warnings: 0, look };
    }
    const look = !mustOrder.has(power) || mine.length === 0 ? undefined
      : doubt ? `its order sets cannot be ranked by when they were sent: choose which came last`
      : orders.length === 0 ? `${mine.length === 1 ? 'its mail gave' : `its ${mine.length} mails gave`} no usable order${linesToCheck ? ` (${linesToCheck} line${linesToCheck === 1 ? '' : 's'} to check)` : ''}`
      : asked.find((q) => q.power === power)?.text;
    const state: PowerState = !mustOrder.has(power) ? 'nothing-to-order' : mine.length === 0 ? 'nmr' : look ? 'look' : linesToCheck > 0 ? 'check' : 'complete';
    return { power, state, linesToCheck, orders, inputs: mine.map((i) => i.id), final, warnings, ...(conditionalFrom ? { conditionalFrom } : {}), ...(look ? { look } : {}), ...(doubt ? { doubt } : {}) };
  });
  // For the adjudicator a power whose mails gave no usable order (all late or void) sent none
  // (core: 000 D.VII(6)(a)); the strip shows it as needing a look, and Adjudicate asks first.
  const nmr = nmrPowers(variant, position, turn).filter((p) => powers.includes(p));
  const unattributed = counted.flatMap((i) => {
    const r = readings[i.id];
    if (!r) return [];
    return r.messages.filter((m) => !messagePower(i, m) && !r.sets.some((s) => s.message === m.index && s.power))
      .map((m): UnattributedMessage => ({ mail: i.id, message: m.index, name: messageName(i, m, r.messages.length > 1) }));
  });
  const questions = [
    ...statuses.filter((s) => s.state === 'look' && nmr.includes(s.power)).map((s) => `${s.power} will be NMR: ${s.look}.`),
    ...statuses.filter((s) => s.doubt).map((s) => `${s.doubt!.reason}`),
    ...asked.filter((q) => mustOrder.has(q.power) && powers.includes(q.power)).map((q) => q.text),
    ...(unattributed.length ? [`${unattributed.length} mail${unattributed.length === 1 ? '' : 's'} of no known power gave no order (${unattributed.map((u) => u.name).join('; ')}).`] : []),
  ];
  return {
    statuses,
    orders: statuses.flatMap((s) => s.orders),
    nmr, sets: turn.sets, doubts: turn.doubts, readings: shown, unattributed, questions,
  };
}

/** The strip's symbol and word for a state: never colour alone (UX.md). */
export const powerStateLabel: Record<PowerState, { symbol: string; word: string }> = {
  complete: { symbol: '✓', word: 'complete' },
  check: { symbol: '!', word: 'lines to check' },
  look: { symbol: '?', word: 'needs a look' },
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

/** What the inbox list shows of one mail: who sent it, for which power, its subject and Date:. */
export interface MailSummary {
  id: string;
  from: string | null;
  subject: string | null;
  /** The Date: header as written, when there was one. */
  date: string | null;
  /** When it was received (Received:, else Date:), the clock sets are ranked by; null when the mail has none. */
  clockMs: number | null;
  /** The Received: time when the mail has one: that clock, not the Date:, ranks it and judges it late (000 D.VII(1)). */
  receivedMs: number | null;
  powers: PowerName[];
  /** No line of the mail gave a usable order (forwarded, unreadable, or only text): the GM must look. */
  noOrders: boolean;
  /** Every warning of its messages (phase named, sets that cannot be ranked, GM address, …): counted on its row. */
  warnings: { text: string; clause?: string }[];
  /** Its messages' notes (the sending time standing in for the receipt time): shown on the mail, not counted. */
  notes: { text: string; clause?: string }[];
  /** Lines that read as orders but were not used as orders, counted by the reader's reason (quoted, forwarded header, …). */
  unusedOrderLines: { reason: string; count: number }[];
}

/**
 * Lines the reader set aside (quoted, forwarded, signature…) that would read as orders: the GM is
 * told how many and why at the mail, so a forwarded set read as "not an order" is never silent.
 */
function unusedOrderLines(reading: IntakeResult, names: NameIndex): { reason: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const v of reading.verdicts) {
    if (v.kind !== 'not-an-order' || v.reason === 'mail header' || v.reason === 'blank line') continue;
    const text = v.text.replace(/^(\s*>)+/, '').trim();
    if (text.length < 5 || text.length > 120 || !orderShape(text, names)) continue;
    const reason = v.reason ?? 'not an order';
    counts.set(reason, (counts.get(reason) ?? 0) + 1);
  }
  return [...counts].map(([reason, count]) => ({ reason, count }));
}

export function mailSummary(input: MailInput, reading: IntakeResult | undefined, names?: NameIndex): MailSummary {
  const messages = reading?.messages ?? [];
  const withHeaders = messages.find((m) => m.headers);
  const times = messages.map((m) => (m.time ? Date.parse(m.time) : NaN)).filter((t) => Number.isFinite(t));
  return {
    id: input.id,
    from: withHeaders?.headers?.from ?? null,
    subject: withHeaders?.headers?.subject ?? null,
    date: withHeaders?.headers?.date ?? null,
    clockMs: times.length ? Math.max(...times) : null,
    receivedMs: withHeaders?.timeSource === 'received' && withHeaders.time ? Date.parse(withHeaders.time) : null,
    powers: powersOfInput(input, reading),
    noOrders: reading !== undefined && !reading.verdicts.some((v) => (v.kind === 'accepted' || v.kind === 'corrected' || v.kind === 'superseded') && v.order),
    warnings: messages.flatMap((m) => countedDoubts(m.warnings)),
    notes: messages.flatMap((m) => m.warnings.filter((w) => severityOf(w) === 'note')),
    unusedOrderLines: reading && names ? unusedOrderLines(reading, names) : [],
  };
}

/**
 * The inbox list's order: by when each mail was received, newest first as mail clients list
 * them (the clock the sets are ranked by, not the paste time); mails with no time after them,
 * newest paste first.
 */
export function byDateNewestFirst(a: { clockMs: number | null; receivedAt: number }, b: { clockMs: number | null; receivedAt: number }): number {
  if (a.clockMs !== null && b.clockMs !== null && a.clockMs !== b.clockMs) return b.clockMs - a.clockMs;
  if ((a.clockMs === null) !== (b.clockMs === null)) return a.clockMs === null ? 1 : -1;
  return b.receivedAt - a.receivedAt;
}
