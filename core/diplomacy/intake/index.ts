// Order intake: paste the players' e-mails whole, get every order with a verdict and the rule
// that decided it. The public API is `readOrderMail`; the steps, each in its own file:
//   decode      the paste or file → messages, decoded (async: postal-mime), then read here
//   mailSplit   the paste → messages            headers   From/To/Cc/Date/Subject
//   mime        which body text is read, decoded (postal-mime), htmlToText for HTML-only mail
//   body        quotes, signatures, press, votes, "Final", headings
//   power       whose orders, and how we know    grammar   a line → a written order
//   names       province names                   interpret a written order → an Order + verdict
//   orderSets   repeated units, sets and builds  verdicts  the verdict vocabulary
//   signOff     "Thanks,\nJohn" at the end         pressAddressees  "Press to Germany:" → whom
//   nameClauses, readingClauses   which clause each profile cites (its own seed, or none)
import { passiveSupport } from './passiveSupport';
import { unitsByProvince } from './unitsByProvince';
import { readQuoteTails, type QuoteTail } from './quoteTail';
import type { HouseRules } from '../houseRules';
import type { Order, Position, PowerName, ProvinceId, Unit } from '../types';
import { provinceOf, type Variant } from '../variant';
import { readLine, type LineReading, type WrittenOrder } from './grammar';
import type { MailHeaders } from './headers';
import { decodeMail, type DecodedMail, type DecodedMessage } from './decode';
import { onlyHistoryOrders, readBody, withoutBullet, type ForwardedMail, type LineRole } from './body';
import type { RawLine } from './mailSplit';
import { STUB_TEXT_PART, type BodyLine } from './mime';
import { NameIndex } from './names';
import { nameRuling } from './nameClauses';
import { withTheDislodgedUnit } from './loneDislodged';
import { typoByReach } from './typoByReach';
import { citedIn, readingClause } from './readingClauses';
import { addresseeLine, describeAddressees, readAddressees, type PressAddressees } from './pressAddressees';
import { pressHeading, withoutColour } from './pressHeading';
import { foreignPressHeading } from './foreignPressHeading';
import { judgeAddressees } from './judgePress';
import { readChatExport } from './chatExport';
import { readChatCopy } from './chatCopy';
import { addressesIn } from './headers';
import { resolveAdjustments, resolveRepeatedSets, resolveRepeatedUnits, type OrderSet } from './orderSets';
import { identifyPower, type GameInfo, type PowerSource, type Warning } from './power';
import { interpretOrder, type InterpretContext, type Interpretation } from './interpret';
import { judgeLateness, receiptTime } from './receipt';
import { clocksDisagree } from './clocksDisagree';
import { wrongClock } from './wrongClock';
import { reasonVerdict, verdict, type CountCondition, type LineVerdict } from './verdicts';
import type { SendingClock } from '../sendingOrder';
import { otherPhaseWarnings } from './otherPhase';
import { boardsOfMail } from './otherBoard';
import { isPlaceList } from './placeList';
import { twoDestinations } from './twoDestinations';
import { holdsTheRest, ordersThenRest, standingHoldAll, staysPut } from './restHold';
import { finalHeading } from './phrasing';
import { askWhenNoOrders } from './unreadAttachment';
import { amendmentWarning, notAnOrderHere, notePhrasing, noteUnorderedByAmendment, withdrawInSet } from './amendments';
import { clauseKind, countLines, decideCounts, type CountLine, type CountPart } from './countConditions';
import { adjustmentsDue } from '../ordersDue';
import { exceptAfterSameAsLast, holdAllExcept, isHoldAll, SAME_AS_LAST, unitsToHold } from './wholeSet';
import { buildList } from './buildList';
import { orderList } from './orderList';
import { routeOverAUnit, runTogether } from './runTogether';
import { resultsListing } from './resultsListing';
import { splitByPowerHeadings } from './powerSections';
import { CONFIRMS_QUOTED, isConfirmation } from './confirmation';
import { gmOwnMail } from './gmOwnMail';
import { shownTimeMs } from './forwardedConversation';
import { otherGameOfMail } from './otherGame';
import { ordersAfterLeadIn } from './leadIn';
import { leadInSaysFinal, onlyOrdersWords } from './ordersLeadIn';
import { ordersAfterWithdrawal } from './ordersAfterWithdrawal';
import { orderAfterReason } from './reasonThenOrder';
import { namesBoardTurn } from './turnLeadIn';
import { namesOwnPowerAndTurn } from './ownPowerLeadIn';
import { asksToHoldBack, linesWithdrawnByAll, takesBackEarlierMail, withdrawal, withdrawnLines, withdrawsAll } from './withdrawal';
import { BROKEN_TEXT_PART, chooseVersion } from './alternative';
import { joinWrapped } from './wrapped';
import { duringPaste } from './triggerWords';
import { joinInlineAnswers } from './inlineAnswers';
import { destinationChange, meaningOf, type DestinationChange, type WrittenMove } from './destinationChange';
import { asks, factsOf, glance, lineFacts, match, type Glance } from './lineFacts';

export type { LineVerdict, VerdictKind, Correction, CountCondition } from './verdicts';
export type { GameInfo, GamePlayer, PowerSource, Warning } from './power';
export { formatOrder } from './format';
export { NameIndex } from './names';
export type { PressAddressees } from './pressAddressees';
export type { ForwardedMail } from './body';
export { confirmCopyCounts, confirmMailbox, type ConfirmDispute, type ConfirmVerdict } from './confirmCopy';
export { orderShape, type OrderShape, type OrderPart } from './orderShape';
export { decodeMail, mailText, type DecodedMail, type DecodedMessage } from './decode';

export interface ReadOptions {
  variant: Variant;
  /** The board the orders are for: its phase decides whether lines are moves, retreats or builds. */
  position: Position;
  rules: HouseRules;
  game?: GameInfo;
}

export interface MailReading {
  index: number;
  span: [number, number];
  headers?: Pick<MailHeaders, 'from' | 'fromAddress' | 'to' | 'cc' | 'date' | 'subject'>;
  power?: PowerName;
  /** How the power was identified. */
  powerSource: PowerSource;
  /**
   * Powers whose registered player's mail this one forwards with orders in it, not sent to the GM
   * by them (000 D.II(3)): not read, and the inbox asks before such a power is NMR'd.
   */
  carriesMailOf?: PowerName[];
  /** Marked "Final" (000 D.II(1), 001 B.III(1)); otherwise preliminary. */
  final: boolean;
  /** Order-set time (ISO): the receipt time, or the sending time when no Received: header was pasted. */
  time?: string;
  timeSource: 'received' | 'date' | 'none';
  /** Set when the set came too late and does not count (000 D.VII(3), 001 B.VIII(3)). */
  late?: { reason: string; clause: string };
  /** Set when the set does not count for another reason than time: sent by proxy (000 D.II(3), 001 B.III(3)). */
  refused?: { reason: string; clause: string };
  warnings: Warning[];
  press: PressReading[];
  votes: { value: 'yes' | 'no' | 'abstain' | 'proposal'; text: string }[];
  /** Set when the orders were read from an earlier mail the player forwarded (body.ts). */
  forwarded?: ForwardedMail;
}

/** One piece of press as the player wrote it. */
export interface PressReading {
  /** white, grey, black, anonymous, signed, public, or unmarked: the mark's word or its heading's colour. */
  kind: string;
  /** The lines as the player wrote them, the heading included. */
  text: string;
  /** The player's words without the heading (pressHeading.ts): what a press section prints. */
  message: string;
  /** The press heading as written ("Press to all (white):"), when there was one. */
  heading?: string;
  /**
   * Whom it is addressed to, when the mark said and every addressee was read: the variant's
   * power names, or 'all' ("Broadcast:", "Press to all:"). Absent: the mark named nobody, or
   * named someone who is not a power (the verdict shows the words as written).
   */
  to?: PressAddressees;
  /** The addressee words as written, when there were any. */
  toWritten?: string;
}

export interface ReadOrderSet {
  message: number;
  power?: PowerName;
  final: boolean;
  /** False when a later set replaced it entirely. */
  used: boolean;
  /** This set's live orders for the current phase (after the set rules). */
  orders: Order[];
  /** Conditional retreat/adjustment orders kept for their phase (000 D.II(5)b): options in order. */
  conditional: { phase: 'retreat' | 'adjustment'; options: Order[]; ifCount?: CountCondition }[];
  /** When it was received: what ranks it among the power's sets (sendingOrder.ts). */
  clock?: SendingClock;
  /** The set was read from an earlier mail the player forwarded: "forwarded by the player". */
  forwarded?: ForwardedMail;
  /**
   * Units (provinces) this set writes an order for that could not be used now (ambiguous or
   * illegal, still standing): under the merge rule the unit's most recent order is this line,
   * so an earlier set's order for the unit no longer counts (turnOrders.ts), as in one paste.
   */
  unusable?: string[];
}

export interface IntakeResult {
  messages: MailReading[];
  /** One verdict per line read, in paste order. */
  verdicts: LineVerdict[];
  sets: ReadOrderSet[];
  /** The orders to adjudicate, per power: every accepted or corrected order still standing. */
  orders: Record<PowerName, Order[]>;
}


/** Words of a player's own that say the mail brings orders: "new orders", "revised set", "orders below", "see below". */
const ANNOUNCES_ORDERS = /\b(?:(?:new|revised|updated|changed|corrected|amended)\s+(?:orders?|set|moves)|orders?\s+(?:below|as follows|underneath)|see\s+below|nouveaux\s+ordres|neue\s+befehle|nuevas\s+órdenes|nuovi\s+ordini)\b/i;

/** A `Build:` / `Removals:` / `Retreats:` heading changes how a bare unit below it reads. */
function applySection(w: WrittenOrder, section: 'build' | 'remove' | 'retreat' | undefined): WrittenOrder {
  if (section === 'build' && w.kind === 'hold') return { kind: 'build', type: w.unit.type, location: w.unit.location };
  if (section === 'remove' && w.kind === 'hold') return { kind: 'disband', unit: w.unit, word: 'remove' };
  if (section === 'retreat' && w.kind === 'move') return { ...w, retreatWord: true };
  if (section === 'retreat' && w.kind === 'hold') return { kind: 'disband', unit: w.unit, word: 'disband' };
  return w;
}

/** Reads one order line's options; a conditional takes the first possible option (000 D.II(5)c). */
function interpretLine(reading: Extract<LineReading, { kind: 'order' }>, section: 'build' | 'remove' | 'retreat' | undefined, ctx: InterpretContext): { interp: Interpretation; options?: Order[] } {
  const options = reading.options.map((o) => applySection(o, section));
  if (options.length === 1 && !reading.conditional) return { interp: interpretOrder(options[0]!, ctx) };
  const interps = options.map((o) => interpretOrder(o, ctx, reading.conditional));
  const orders = interps.map((i) => i.order).filter((o): o is Order => !!o);
  if (ctx.position.phase.type === 'movement') {
    const first = interps[0]!;
    return { interp: { ...first, notes: [...first.notes, `conditional: ${options.length} option(s), the first possible is used in its phase${citedIn(ctx.rules, 'conditional-first')}`] }, options: orders };
  }
  const k = interps.findIndex((i) => i.kind === 'accepted' || i.kind === 'corrected');
  if (k >= 0) {
    const chosen = interps[k]!;
    const notes = [...chosen.notes, `option ${k + 1} of ${interps.length}: the first possible${citedIn(ctx.rules, 'conditional-first')}`];
    return { interp: { ...chosen, notes }, options: orders };
  }
  const first = interps[0]!;
  return { interp: { ...first, reason: `no option is possible: ${interps.map((i) => i.reason).filter(Boolean).join('; ')}` }, options: orders };
}

/** What every message of one paste is read against. */
interface PasteContext {
  paste: string;
  lines: RawLine[];
  options: ReadOptions;
  /** Verdicts of the whole paste so far; order sets point into it by index. */
  verdicts: LineVerdict[];
  defaultNames: NameIndex;
  /** The name indexes of players with their own abbreviation list, made when first needed. */
  playerNames: Map<PowerName, NameIndex>;
  /** A line read with the variant's names, each distinct text once per paste (readingMemo). */
  read: (text: string) => LineReading;
  /** Does a line read as an order (with the variant's names)? */
  looksLikeOrder: (text: string) => boolean;
  /** Does a line read as an order or as an order the GM must look at (kept out of sign-offs)? */
  couldBeOrder: (text: string) => boolean;
  /** Units the lines may order, by province: the dislodged ones in a retreat phase, else those on the board. */
  unitNowIn: Map<ProvinceId, Unit>;
  /** The units on the board by province (every order line looks one up). */
  unitIn: Map<ProvinceId, Unit>;
}

/** The units the lines may order: the dislodged ones in a retreat phase, else those on the board. */
const dislodgedMaps = new WeakMap<Position['dislodged'], { length: number; map: Map<ProvinceId, Unit> }>();
function unitsNowByProvince(position: Position): Map<ProvinceId, Unit> {
  if (position.phase.type !== 'retreat') return unitsByProvince(position.units);
  const cached = dislodgedMaps.get(position.dislodged);
  if (cached && cached.length === position.dislodged.length) return cached.map;
  const map = unitsByProvince(position.dislodged.map((d) => d.unit));
  dislodgedMaps.set(position.dislodged, { length: position.dislodged.length, map });
  return map;
}


/** The names a power's lines are read with: the player's own abbreviation list first (000 D.III(1)c). */
function namesFor(pc: PasteContext, power: PowerName | undefined): NameIndex {
  const { game, variant } = pc.options;
  const player = game?.players?.find((p) => p.power === power && p.abbreviations && Object.keys(p.abbreviations).length);
  if (!player) return pc.defaultNames;
  let idx = pc.playerNames.get(player.power);
  if (!idx) pc.playerNames.set(player.power, (idx = NameIndex.for(variant, player.abbreviations)));
  return idx;
}

/**
 * Reads a line with `names` through the paste's memo when they are the variant's own (nearly
 * always: a player's own abbreviation list is rare), so a piece of a line that one rule read
 * ("A Mos - Ukr" of "A Mos - Ukr, A War - Gal") is not read again by the next.
 */
function readerFor(pc: PasteContext, names: NameIndex): (text: string) => LineReading {
  return names === pc.defaultNames ? pc.read : (t) => readLine(t, names);
}

/** One order line's verdict: the reading interpreted against the board and the house rules. */
function orderVerdict(rd: Extract<LineReading, { kind: 'order' }>, section: 'build' | 'remove' | 'retreat' | undefined, ctx: InterpretContext, base: Pick<LineVerdict, 'raw' | 'text' | 'span' | 'message'>): LineVerdict {
  const twice = rd.conditional && section === undefined && ctx.position.phase.type === 'movement' ? twoDestinations(rd.options, base.text) : undefined;
  if (twice) {
    const unit = rd.options[0]!.kind === 'move' ? rd.options[0]!.unit.location.province : undefined;
    return { kind: 'ambiguous', raw: base.raw, text: base.text, span: base.span, message: base.message, corrections: [], notes: [], reason: twice, clause: readingClause(ctx.rules, 'conditional-early'), unitKey: unit, power: ctx.power };
  }
  const { interp, options } = interpretLine(rd, section, ctx);
  // Built field by field (the order of fields as verdict() would give them): one object per
  // order line instead of three.
  const v: LineVerdict = { kind: interp.kind, raw: base.raw, text: base.text, span: base.span, message: base.message, corrections: interp.corrections, notes: interp.notes, order: interp.order };
  if (options) v.options = options;
  if (rd.conditional) v.conditional = true;
  v.reason = interp.reason;
  v.clause = interp.clause ?? (interp.kind === 'corrected' ? interp.corrections[0]?.clause : undefined);
  v.unitKey = interp.unitKey;
  v.forLaterPhase = interp.forLaterPhase;
  v.power = interp.order && 'power' in interp.order && interp.order.power ? interp.order.power : ctx.power;
  if (rd.phrasing) notePhrasing(v, rd.phrasing);
  return v;
}

/** A count-conditional part read into a verdict, for the decision once the message is read. */
interface CountVerdict { part: CountPart; verdict: number }

/**
 * A line whose orders depend on a count (countConditions.ts): one verdict per order part, each
 * spanning its part of the line (the whole line when the line was decoded, so offsets into the
 * text are not offsets into the paste).
 */
function readCountLine(pc: PasteContext, cl: CountLine, text: string, line: BodyLine, base: Pick<LineVerdict, 'raw' | 'text' | 'span' | 'message'>, ctx: InterpretContext, names: NameIndex, set: OrderSet, out: CountVerdict[]): void {
  const { paste, verdicts } = pc;
  const read = readerFor(pc, names);
  const shift = line.text.length - text.length; // a bullet the role's text left out
  const plain = paste.slice(line.span[0], line.span[1]) === line.text;
  const due = ctx.position.phase.type === 'adjustment' && ctx.power ? adjustmentsDue(ctx.position, ctx.power) : undefined;
  const of = cl.parts.length;
  const at0 = verdicts.length;
  for (let j = 0; j < of; j++) {
    const part = cl.parts[j]!;
    const span: [number, number] = !plain ? base.span : [j === 0 ? line.span[0] : line.span[0] + shift + part.start, j + 1 === cl.parts.length ? line.span[1] : line.span[0] + shift + part.end];
    const pb = { raw: paste.slice(span[0], span[1]), text: text.slice(part.start, part.end).replace(/(?:[\s,;]+|\s+and)+$/i, '').trim(), span, message: base.message };
    if (!part.order) { verdicts.push(verdict('not-an-order', pb, { reason: `heading: the orders below are for '${part.clause?.written ?? ''}'` })); continue; }
    const rd = read(part.order);
    const kind = part.clause ? clauseKind(part.clause, part, due) : part.kind;
    const section = kind === 'remove' ? 'remove' : kind === 'build' ? 'build' : undefined;
    if (rd.kind !== 'order') {
      set.lines.push(verdicts.length);
      verdicts.push(verdict('ambiguous', pb, { reason: rd.kind === 'unreadable' ? rd.reason : `cannot read '${part.order}' as an order`, power: ctx.power }));
      continue;
    }
    const v = orderVerdict(rd, section, ctx, pb);
    if (part.clause) v.ifCount = { count: part.clause.count, orMore: part.clause.orMore, ...(kind ? { kind } : {}), written: part.clause.written, ...(part.clause.cumulative ? { cumulative: true } : {}) };
    out.push({ part, verdict: verdicts.length });
    set.lines.push(verdicts.length);
    verdicts.push(v);
  }
  if (of > 1) for (let j = 0; j < of; j++) verdicts[at0 + j]!.part = { index: j + 1, of };
}

/**
 * "Orders for Fall 1901, same as discussed: F Den - Swe, A Kie - Hol, A Ruh S A Kie -" / "Hol":
 * a line the mail client wrapped, joined back, that is a lead-in of chat and a colon, then plain
 * orders (leadIn.ts): the orders are read, the first with a note naming the words before them.
 * A joined line (the player wrote the orders on one line and the client broke it), or a line
 * typed so whose words before the colon are only this turn's name ("FALL:", "Autumn 1901:",
 * turnLeadIn.ts); any other line keeps the older rule (several orders in a sentence are flagged).
 * False when the line is not this shape.
 */
function readAfterLeadIn(pc: PasteContext, text: string, line: BodyLine, base: Pick<LineVerdict, 'raw' | 'text' | 'span' | 'message'>, ctx: InterpretContext, names: NameIndex, set: OrderSet, out: CountVerdict[]): boolean {
  // A line typed so is read only when the words before its colon are this turn's name (turnLeadIn.ts).
  const colon = text.indexOf(':');
  const turn = !line.joined && colon > 0 && namesBoardTurn(text.slice(0, colon), ctx.position.phase);
  // "Meine Befehle: …", "Mes ordres : …": words that only say the orders follow (ordersLeadIn.ts).
  const own = !line.joined && !turn && colon > 0 && onlyOrdersWords(text.slice(0, colon));
  // "Orders (Italy, Spring 1901): …", "Italia, primavera 1901: …": the sender's own power named (ownPowerLeadIn.ts).
  const ownPower = !line.joined && !turn && !own && colon > 0 && ctx.power !== undefined && namesOwnPowerAndTurn(text.slice(0, colon), ctx.position.phase, (w) => names.power(w) === ctx.power);
  if (!line.joined && !turn && !own && !ownPower) return false;
  const found = ordersAfterLeadIn(text, names, ctx.power, readerFor(pc, names), own || ownPower);
  if (!found) return false;
  const first = pc.verdicts.length;
  readCountLine(pc, found.list, text, line, base, ctx, names, set, out);
  pc.verdicts[first]?.notes.push(turn ? `read after the words "${found.leadIn}:" (this turn's name)` : own || ownPower ? `read after the words "${found.leadIn}:"` : `read after the words "${found.leadIn}:" (one line the mail client wrapped, joined back)`);
  return true;
}

/**
 * "A Par-Bur A Mar-Spa F Bre-MAO", "1) A Par-Bur 2) A Mar-Spa" (runTogether.ts): each order read
 * as its own part of the line when the line splits one way only; when it splits two ways, the
 * line is flagged with both and nothing is read from it: no seed rules on where one order ends,
 * so a split is read only when there is no doubt, and the GM decides the rest (cited: none).
 * False when the line is not this shape.
 */
function readRunTogether(pc: PasteContext, text: string, line: BodyLine, base: Pick<LineVerdict, 'raw' | 'text' | 'span' | 'message'>, ctx: InterpretContext, names: NameIndex, set: OrderSet, out: CountVerdict[]): boolean {
  const found = runTogether(text, readerFor(pc, names));
  if (!found) return false;
  if (found.kind === 'split') { readCountLine(pc, found.line, text, line, base, ctx, names, set, out); return true; }
  set.lines.push(pc.verdicts.length);
  if (found.kind === 'same-unit') {
    pc.verdicts.push(verdict('ambiguous', base, { reason: `several orders run together on one line (${found.pieces.join(' | ')}), two of them for the unit in ${found.unit.toUpperCase()}: nothing is read from it; the GM decides`, power: ctx.power }));
    return true;
  }
  const ways = found.ways.map((w) => w.join(' | ')).join('  or  ');
  pc.verdicts.push(verdict('ambiguous', base, { reason: `several orders run together on one line, and they split more than one way (${ways}): nothing is read from it; write one order per line, the GM decides`, power: ctx.power }));
  return true;
}

/** In the adjustment phase, applies only the count options that fit what the power has due. */
function decideCountParts(parts: CountVerdict[], verdicts: LineVerdict[], position: Position, power: PowerName | undefined): void {
  if (position.phase.type !== 'adjustment') return; // kept with their condition for the adjustment phase
  if (!power) {
    for (const { part, verdict: i } of parts) if (part.clause) Object.assign(verdicts[i]!, { kind: 'ambiguous', reason: 'depends on how many builds or removals the power has, and the power is not known' });
    return;
  }
  const decisions = decideCounts(parts.map((p) => p.part), adjustmentsDue(position, power), power);
  decisions.forEach((d, k) => {
    const v = verdicts[parts[k]!.verdict]!;
    if (v.kind !== 'accepted' && v.kind !== 'corrected') return;
    if (d.use) { if (d.note) v.notes.push(d.note); return; }
    v.kind = d.kind;
    v.reason = d.reason;
    v.clause = undefined;
  });
}

/** A destination change found on a line ("Changed Ser to Rum"), decided when the whole mail is read. */
interface PendingChange {
  at: number;
  change: DestinationChange;
  base: Pick<LineVerdict, 'raw' | 'text' | 'span' | 'message'>;
}

/**
 * Decides each "Changed Ser to Rum" of a mail (destinationChange.ts) against the moves of its set
 * and of the earlier orders it quotes: the line explains an order of the set, is read as the
 * one unit's amended order, or stays a line for the GM, saying why.
 */
function readDestinationChanges(pc: PasteContext, changes: readonly PendingChange[], set: OrderSet, body: readonly BodyLine[], roles: readonly LineRole[], ctx: InterpretContext): void {
  const { verdicts } = pc;
  const own: WrittenMove[] = [];
  for (const i of set.lines) {
    const v = verdicts[i]!;
    if ((v.kind === 'accepted' || v.kind === 'corrected') && v.unitKey && (v.order?.kind === 'move' || v.order?.kind === 'retreat')) own.push({ unit: v.unitKey, to: provinceOf(v.order.to), text: v.text.trim() });
  }
  const quoted: WrittenMove[] = [];
  for (let k = 0; k < roles.length; k++) {
    const r = roles[k]!;
    if (r.role !== 'skip' || !r.reason.endsWith('an earlier order, not read')) continue;
    const text = body[k]!.text.replace(/^[\s>|]+/, '').trim();
    const rd = pc.read(text);
    const o = rd.kind === 'order' ? rd.options[0]! : undefined;
    if (o?.kind === 'move') quoted.push({ unit: o.unit.location.province, to: o.to.province, text });
  }
  for (const c of changes) {
    const meaning = meaningOf(c.change, own, quoted);
    const v = verdicts[c.at]!;
    const from = c.change.from.toUpperCase(), to = c.change.to.toUpperCase();
    if (meaning.kind === 'explains') {
      Object.assign(v, { kind: 'not-an-order', reason: `says what changed: ${meaning.unit.toUpperCase()} now moves to ${to} instead of ${from}, as "${meaning.line}" in this set orders${meaning.earlier ? ` (the earlier "${meaning.earlier}")` : ''}; nothing more to read`, power: undefined });
      continue;
    }
    if (meaning.kind === 'unsure') {
      v.reason = meaning.why;
    } else {
      // The one unit the words fit, as the board has it: "A Bud - Rum" read as any order line.
      const unit = pc.unitNowIn.get(meaning.unit) ?? pc.unitIn.get(meaning.unit);
      const written = `${unit?.type ?? 'A'} ${meaning.unit.toUpperCase()} - ${to}`;
      const rd = unit ? pc.read(written) : undefined;
      if (rd?.kind === 'order') {
        const nv = orderVerdict(rd, undefined, ctx, c.base);
        nv.amendment = { word: 'changed', withdraws: meaning.unit };
        nv.notes.push(`read as "${written}": "${meaning.earlier}" is the only order the words fit (to ${from}), so that unit now moves to ${to}`);
        verdicts[c.at] = nv;
      } else {
        v.reason = `names no unit: "${meaning.earlier}" is the only order the words fit, but "${written}" does not read as an order on this board; no order is changed, the GM decides`;
      }
    }
    // The line is part of the set either way: read, or a line the GM must look at.
    let k = set.lines.length;
    while (k > 0 && set.lines[k - 1]! > c.at) k--;
    set.lines.splice(k, 0, c.at);
  }
}

/** A heading that marks the set Final (000 D.II(1), 001 B.III(1)). */
/** Units of `power` that quoted earlier order lines of this mail order and this mail's set does not. */
function quotedOwnUnitsLeftOut(pc: PasteContext, body: readonly BodyLine[], roles: readonly LineRole[], set: OrderSet, verdicts: readonly LineVerdict[], power: PowerName): string[] {
  const ordered = new Set(set.lines.map((i) => verdicts[i]!.unitKey).filter((u): u is string => u !== undefined));
  const left = new Set<string>();
  for (let k = 0; k < roles.length; k++) {
    const r = roles[k]!;
    if (r.role !== 'skip' || !r.reason.endsWith('an earlier order, not read')) continue;
    const rd = pc.read(body[k]!.text.replace(/^[\s>|]+/, ''));
    if (rd.kind !== 'order') continue;
    const o = rd.options[0]!;
    if (o.kind === 'build' || o.kind === 'waive') continue;
    const province = o.unit.location.province;
    if ((pc.unitNowIn.get(province) ?? pc.unitIn.get(province))?.power === power && !ordered.has(province)) left.add(province);
  }
  return [...left];
}

/** The line is a whole order (as written, alone) for a unit of `power` on the board. */
/** Does the province hold a unit of the power's own (on the board of this phase)? */
function ownUnitIn(pc: PasteContext, province: string, power: PowerName | undefined): boolean {
  return power !== undefined && (pc.unitNowIn.get(province) ?? pc.unitIn.get(province))?.power === power;
}

function ownUnitOrder(pc: PasteContext, text: string, power: PowerName): boolean {
  const rd = pc.read(text.trim());
  if (rd.kind !== 'order') return false;
  const o = rd.options[0]!;
  if (o.kind === 'build' || o.kind === 'waive') return false;
  const province = o.unit.location.province;
  return (pc.unitNowIn.get(province) ?? pc.unitIn.get(province))?.power === power;
}

function markedFinal(reading: MailReading, verdicts: LineVerdict[], base: Pick<LineVerdict, 'raw' | 'text' | 'span' | 'message'>, rules: HouseRules): void {
  reading.final = true;
  verdicts.push(verdict('not-an-order', base, { reason: 'heading: marks the order set Final', clause: readingClause(rules, 'final') }));
}

/** "Final" closing an order line: ". Final.", " - FINAL", "(final)", ", final!" (000 D.II(1)). */
const FINAL_AFTER_ORDER = /\S\s*(?:[.,;:!]\s*|\s[-–—]\s*|\s)[([]?\s*final\s*[)\]]?\s*[.!]*\s*$/i;

/** "FINAL: A Par - Bur", "(Final) F Bre - Mao": the mark in front of an order (000 D.II(1)). */
const FINAL_BEFORE_ORDER = /^\s*[([*]*\s*final\s*[)\]*]*\s*[:\-–—)]\s*\S/i;
/**
 * Each asked of a line's facts first (lineFacts.ts): the mark after an order ends in "l", a
 * bracket, "." or "!"; the mark in front opens with a bracket, "*" or "f". Most order lines end
 * in a place, so the end-anchored pattern (tried from every position of the line) is not run.
 */
const finalAfterOrder = glance(FINAL_AFTER_ORDER, { ends: 'l)].!' });
const finalBeforeOrder = glance(FINAL_BEFORE_ORDER, { opens: '([*f' });
/** The glances of this file, for the test that holds each to its pattern (lineFacts.test.ts). */
export const FINAL_MARK_GLANCES: readonly Glance[] = [finalAfterOrder, finalBeforeOrder];

/** Is a word one of the variant's power names (for headings like "France – final orders")? */
const powerWords = new WeakMap<NameIndex, (word: string) => boolean>();
function isPowerWord(names: NameIndex): (word: string) => boolean {
  let test = powerWords.get(names);
  if (!test) powerWords.set(names, (test = (word: string) => names.power(word) !== undefined));
  return test;
}

/**
 * Reads each distinct line text once per paste: the body reader asks "is this an order?" and
 * "could this be an order?" of a line, and the message reader then reads it for its verdict (and
 * a reply quotes the same lines again). A reading is plain data that nothing changes afterwards,
 * so sharing it is safe. Kept per paste, not across pastes: memory stays linear in the paste.
 */
function readingMemo(names: NameIndex): (text: string) => LineReading {
  const memo = new Map<string, LineReading>();
  return (text) => {
    let rd = memo.get(text);
    if (rd === undefined) memo.set(text, (rd = readLine(text, names)));
    return rd;
  };
}

/** One message: its headers, body, power, and a verdict for each of its lines. */
/**
 * A line that does not read as one order, read as several parts the same way whether its first
 * reading was chat or unreadable: a comma list or a move with its support by the player's own
 * unit, orders run together, a list after a lead-in, an order after the player's reason. 'final'
 * when a lead-in said so ("Final: …"); false when the line is none of these shapes.
 */
function readInParts(pc: PasteContext, text: string, line: BodyLine, base: Pick<LineVerdict, 'raw' | 'text' | 'span' | 'message'>, ctx: InterpretContext, names: NameIndex, set: OrderSet, out: CountVerdict[]): boolean | 'final' {
  const split = orderList(text, names, readerFor(pc, names)) ?? passiveSupport(text, readerFor(pc, names), (p) => ownUnitIn(pc, p, ctx.power));
  if (split) { readCountLine(pc, split, text, line, base, ctx, names, set, out); return true; }
  if (readRunTogether(pc, text, line, base, ctx, names, set, out)) return true;
  if (readAfterLeadIn(pc, text, line, base, ctx, names, set, out)) return leadInSaysFinal(text) ? 'final' : true;
  // "No good place to go, so I'll disband F Albania.": the order after the player's reason (reasonThenOrder.ts).
  const reasoned = orderAfterReason(text, names, readerFor(pc, names));
  if (!reasoned) return false;
  const first = pc.verdicts.length;
  readCountLine(pc, { parts: [{ start: 0, end: text.length, order: reasoned.order }] }, text, line, base, ctx, names, set, out);
  pc.verdicts[first]?.notes.push(`read after the player's reason "${reasoned.reason}"`);
  return true;
}

function readMessage(pc: PasteContext, message: DecodedMessage, m: number, attachedBy?: MailHeaders): { reading: MailReading; set: OrderSet; late: boolean } {
  const { paste, lines, verdicts, defaultNames } = pc;
  const { variant, position, rules, game } = pc.options;
  const { part, headers } = message;
  const first = lines[part.firstLine]!, last = lines[part.endLine - 1]!;
  for (let i = part.firstLine; i < (part.headerEnd > 0 ? part.headerEnd : part.firstLine); i++) {
    const l = lines[i]!;
    verdicts.push(reasonVerdict('not-an-order', l.text, l.text, [l.start, l.end], m, 'mail header'));
  }
  const bodyContext = { from: headers?.from, fromAddress: headers?.fromAddress, subject: headers?.subject, game };
  // An order hard-wrapped over two lines is one line again (wrapped.ts).
  const isOrder = (t: string) => pc.read(t).kind === 'order';
  // Each line's facts found once (lineFacts.ts), for the joining and the body's rules alike.
  const facts = factsOf(message.body);
  // An answer written under the GM's quoted unit ("> F Bre" / "Mao") is one order (inlineAnswers.ts).
  // A chat export's lines: the sender's read, anyone else's set aside (chatExport.ts).
  // An IRC log or a Teams chat copied in: the same, each line's or heading's speaker (chatCopy.ts).
  const chat = readChatCopy(readChatExport(message.body, headers?.from, headers?.fromAddress), headers?.from, headers?.fromAddress);
  const unwrapped = joinWrapped(chat, isOrder, chat === message.body ? facts : factsOf(chat));
  let body: BodyLine[] = joinInlineAnswers(unwrapped, isOrder, unwrapped === message.body ? facts : undefined);
  let shape = readBody(body, pc.looksLikeOrder, pc.couldBeOrder, bodyContext, body === message.body ? facts : factsOf(body));
  // multipart/alternative: the text part is read, unless it holds no orders and the HTML part
  // does (a stub: "This message is in HTML format", "[image]", a signature only); when both
  // hold orders and they differ, the text part is read and the mail says so (alternative.ts).
  let versionNotes: Warning[] = [];
  if (message.html) {
    const htmlFacts = factsOf(message.html.body);
    const htmlUnwrapped = joinWrapped(message.html.body, isOrder, htmlFacts);
    const htmlBody = joinInlineAnswers(htmlUnwrapped, isOrder, htmlUnwrapped === message.html.body ? htmlFacts : undefined);
    const htmlShape = readBody(htmlBody, pc.looksLikeOrder, pc.couldBeOrder, bodyContext, htmlBody === message.html.body ? htmlFacts : factsOf(htmlBody));
    const choice = chooseVersion(shape.roles, htmlShape.roles, body, pc.read, htmlBody);
    versionNotes = choice.notes;
    if (choice.use === 'html') {
      body = htmlBody; shape = htmlShape; versionNotes.push(...message.html.warnings);
      // The text part had orders, only broken ones: its lines say so, not that it held none.
      if (choice.broken) shape.roles.forEach((r, k) => { if (r.role === 'skip' && r.reason === STUB_TEXT_PART && htmlBody[k]!.skip === STUB_TEXT_PART) shape.roles[k] = { role: 'skip', reason: BROKEN_TEXT_PART }; });
    }
  }
  const roles = shape.roles;

  // Whose orders: read the lines once to know which units they name (the last resort).
  let powerLine: { value: string } | undefined;
  const firstReadings: (LineReading | undefined)[] = [];
  // A section of a mail split by power headings has its power from its heading (powerSections.ts).
  if (message.powerHint) powerLine = { value: message.powerHint };
  for (const r of roles) {
    if (!powerLine && r.role === 'power') powerLine = r;
    firstReadings.push(r.role === 'candidate' ? pc.read(r.text) : undefined);
  }
  const owners: PowerName[] = [];
  for (const rd of firstReadings) {
    if (rd?.kind !== 'order') continue;
    const o = rd.options[0]!;
    const province = o.kind === 'build' ? undefined : o.kind === 'waive' ? undefined : o.unit.location.province;
    const unit = province ? (pc.unitNowIn.get(province) ?? pc.unitIn.get(province)) : undefined;
    if (unit) owners.push(unit.power);
  }
  const who = identifyPower({ headers, powerLine: powerLine?.value, unitOwners: owners, names: defaultNames, game, rules });
  // A mail copied from the screen shows no full To: line ("to me"): the GM-address check has nothing to read.
  if (message.part.screen) who.warnings = who.warnings.filter((w) => !w.text.startsWith(`the GM's address`));
  const names = namesFor(pc, who.power);
  const ctx: InterpretContext = { variant, position, rules, power: who.power };
  // A player's own earlier mail attached to a new one (message/rfc822, "Forward as attachment"):
  // the same as an inline forward of it (body.ts): its orders are theirs, the set's time is the
  // mail the GM received now (000 D.VII(1)), and the GM is told it was forwarded.
  const attacher = attachedBy?.fromAddress?.toLowerCase();
  const ownAttached = attacher !== undefined && attacher === headers?.fromAddress?.toLowerCase();
  const timeHeaders = ownAttached ? attachedBy : headers;
  // A Date: a week or more after the deadline is a wrong clock, not a time (wrongClock.ts).
  const clockWrong = wrongClock(receiptTime(timeHeaders), timeHeaders?.date, game);
  const time = clockWrong ? { source: 'none' as const } : receiptTime(timeHeaders);
  const lateness = judgeLateness(time, timeHeaders, rules, game);
  // Field by field, in the order the readings have always had (the optional ones only when
  // set), rather than with three spreads: one object per message instead of four.
  const reading = { index: m, span: [first.start, last.end] } as MailReading;
  if (headers) reading.headers = { from: headers.from, fromAddress: headers.fromAddress, to: headers.to, cc: headers.cc, date: headers.date, subject: headers.subject };
  reading.power = who.power; reading.powerSource = who.source; reading.final = false;
  reading.warnings = clockWrong ? [...who.warnings, clockWrong] : [...who.warnings]; reading.press = []; reading.votes = [];
  // Date: and Received: on either side of the deadline, or a day apart (clocksDisagree.ts).
  const disagree = clockWrong ? undefined : clocksDisagree(timeHeaders, game);
  if (disagree) reading.warnings.push({ ...disagree, ...(readingClause(rules, 'receipt-time') ? { clause: readingClause(rules, 'receipt-time') } : {}) });
  reading.timeSource = time.source;
  if (time.ms !== undefined) reading.time = isoTime(time.ms);
  if (lateness.rejected) reading.late = lateness.rejected;
  // A player who attaches another player's mail (message/rfc822) shows the GM what that player
  // wrote to them: it was not sent to the GM by its player, so its orders are no set of theirs
  // (000 D.II(3)). A mail attached by a list or digest, or by its own sender, is read as theirs.
  if (attacher && headers?.fromAddress && attacher !== headers.fromAddress.toLowerCase() && game?.players?.some((p) => p.addresses.some((a) => a.toLowerCase() === attacher)) && !who.refused) {
    const clause = readingClause(rules, 'proxy');
    const reason = `in a mail attached (message/rfc822) by ${attachedBy!.from ?? attacher}: ${headers.from ?? headers.fromAddress} did not send it to the GM, so it is no order set of theirs`;
    // Under rules with no clause on it, the GM is told and decides.
    if (clause) who.refused = { reason, clause };
    reading.warnings.push(clause ? { text: reason, clause } : { text: reason });
  }
  // A mail, or part of one, written for another board than this game's (otherBoard.ts).
  // (A plain loop for the lines that may be orders: `flatMap` with an array a line was 2 % of
  // the reading's CPU samples on its own.)
  const orderLike: number[] = [];
  for (let k = 0; k < roles.length; k++) if (roles[k]!.role === 'candidate' && firstReadings[k]?.kind !== 'text') orderLike.push(k);
  const boards = boardsOfMail(headers?.subject, roles.map((r, k) => (r.role === 'heading' || r.role === 'power' ? body[k]!.text : r.role === 'candidate' && firstReadings[k]?.kind !== 'order' ? r.text : undefined)),
    orderLike, game?.name, readingClause(rules, 'subject-format'));
  if (boards) {
    reading.warnings.push(...boards.warnings);
    // Under rules with no clause on an order mail's requirements, the GM is asked instead.
    const clause = readingClause(rules, 'subject-format');
    if (boards.whollyFor !== undefined && !who.refused) {
      const reason = `written for board ${boards.whollyFor}, not for this game${game?.name ? ` ("${game.name}")` : ''}: not read as its orders`;
      if (clause) who.refused = { reason, clause };
      else reading.warnings.push({ text: reason, asks: 'when-used' });
    }
  }
  // A mail headed for another game by its name ("Balkan Wars game - Italy:"; otherGame.ts): set
  // aside, and asked about when the power's earlier set is used instead.
  const firstOrder = who.refused ? -1 : firstReadings.findIndex((rd) => rd?.kind === 'order');
  const otherGame = firstOrder < 0 ? undefined
    : otherGameOfMail(headers?.subject, roles.map((r, k) => (r.role === 'heading' || r.role === 'power' || (r.role === 'candidate' && firstReadings[k]?.kind !== 'order') ? body[k]!.text : undefined)), firstOrder, game?.name);
  if (otherGame) {
    const reason = `written for another game ("${otherGame}"), not for this one${game?.name ? ` ("${game.name}")` : ''}: its orders are set aside, not read as this game's`;
    const clause = readingClause(rules, 'subject-format');
    who.refused = { reason, clause: clause ?? '000 D.II(2)a' };
    reading.warnings.push({ text: reason, ...(clause ? { clause } : {}), asks: 'when-later' });
  }
  // The GM's own mail (a read-back, a reminder, the GM's reply in a conversation copied from the
  // screen or forwarded) cites orders: they are the GM's words, never a player's set (gmOwnMail.ts).
  const gmOwn = who.refused ? undefined : gmOwnMail(headers, game?.gmAddress, !!message.part.screen);
  if (gmOwn) {
    const clause = readingClause(rules, 'proxy');
    who.refused = { reason: gmOwn, clause: clause ?? '000 D.II(3)' };
    // Said once, in place of what would be said of a stranger's mail: the GM's address is no
    // player's, and a mail the GM sent is not addressed to the GM.
    reading.warnings = reading.warnings.filter((w) => !w.text.endsWith('is not registered for any power in this game') && !w.text.startsWith(`the GM's address`));
    if (!message.part.screen) reading.warnings.push({ text: gmOwn, clause: who.refused.clause, severity: 'note' });
  }
  if (who.refused) reading.refused = who.refused;
  reading.warnings.push(...message.warnings, ...versionNotes, ...lateness.notes, ...shape.notes);
  // A mail of a thread the player forwarded whole: received with the forward, ranked among the
  // thread's mails by the time the thread shows (forwardedConversation.ts), whose zone is unsaid.
  const threadMs = message.part.conversation && ownAttached ? shownTimeMs(headers?.date) : undefined;
  if (threadMs === undefined) for (const doubt of headers?.timeDoubts ?? []) reading.warnings.push({ text: doubt });
  if (shape.forwardedFrom && game?.players) {
    const carried = game.players.filter((p) => p.power !== who.power && shape.forwardedFrom!.some((f) => p.addresses.some((a) => addressesIn(f).includes(a.toLowerCase())))).map((p) => p.power);
    if (carried.length) reading.carriesMailOf = carried;
  }
  if (shape.forwarded) reading.forwarded = shape.forwarded;
  else if (ownAttached) {
    reading.forwarded = { ...(headers!.from ? { from: headers!.from } : {}), ...(headers!.date ? { date: headers!.date } : {}), ...(headers!.subject ? { subject: headers!.subject } : {}), byPlayer: true };
    reading.warnings.push(message.part.screen
      ? { text: `copied by the player from their mail program's screen: read as their mail${message.part.screen.shown ? ` shown at ${message.part.screen.shown}` : ''} (no time zone shown), ranked by that time among the mails copied with it; received with the mail it came in` }
      : message.part.conversation
        ? { text: `forwarded by the player in a whole conversation: the orders are read from their mail${headers!.date ? ` of ${headers!.date}` : ''}, received with the forward and ranked among the conversation's mails by the time it shows (no time zone shown)` }
        : { text: `forwarded by the player as an attached mail: the orders are read from their mail${headers!.date ? ` of ${headers!.date}` : ''}; its time is the mail it is attached to` });
  }
  // "Confirmed." over a quote of the orders: no set is read from the quote (confirmation.ts),
  // and the mail says plainly what the player meant; the GM looks before using an earlier set.
  const ownOrders = firstReadings.some((rd) => rd?.kind === 'order');
  const confirmAt = shape.historyOrders && !ownOrders ? roles.findIndex((r) => r.role === 'candidate' && isConfirmation(r.text)) : -1;
  const quotedClause = readingClause(rules, 'quoted-not-written');
  if (confirmAt >= 0) {
    reading.warnings.push({ text: `"${body[confirmAt]!.text.trim()}" ${CONFIRMS_QUOTED} (${shape.historyOrders} quoted line${shape.historyOrders === 1 ? '' : 's'}): no order set is read from this mail, look before adjudicating`, ...(quotedClause ? { clause: quotedClause } : {}), asks: 'when-later' });
  } else if (shape.historyOrders && !ownOrders) {
    // The player's own words say this mail brings orders ("New orders, see below"), yet the only
    // ones in it are quoted: Adjudicate asks before the power's earlier set is used
    // (record/setQuestions.ts). A thank-you, a question or chat over a quote asks nothing.
    const announced = roles.some((r) => r.role === 'candidate' && ANNOUNCES_ORDERS.test(r.text));
    reading.warnings.push(announced ? { ...onlyHistoryOrders(shape)!, asks: 'when-later' } : onlyHistoryOrders(shape)!);
  }
  // Orders written in the Subject: with none in the body: not read (a subject is no order
  // set), but never silent.
  if (headers?.subject && !firstReadings.some((rd) => rd?.kind === 'order')) {
    const inSubject = subjectOrders(headers.subject, pc.read);
    if (inSubject) reading.warnings.push({ text: `the Subject: reads as orders (${inSubject}) but the body has none: orders are read from the body only; look before adjudicating`, asks: 'when-later' });
  }
  // "France S1901M final", "... (FINAL)", "final orders": but not a tournament's "Final board 2".
  if (headers?.subject && (/(^|[\s(\[:])final(\s+orders?)?\s*[)\]!.]*\s*$/i.test(headers.subject) || /\bfinal orders\b/i.test(headers.subject) || finalHeading(headers.subject, isPowerWord(names)))) reading.final = true;
  // The clock field by field (ms, source, dateMs: the order a spread of the two gave), not by
  // spreading: a spread of objects of two shapes was one of the larger costs of a short mail.
  const clock: SendingClock = time.ms !== undefined ? { ms: time.ms, source: time.source } : { source: time.source };
  if (timeHeaders?.dateMs !== undefined && !clockWrong) clock.dateMs = timeHeaders.dateMs;
  // A Date: with no zone and no Received: still bounds when it was sent (zonelessWindow.ts).
  if (time.ms === undefined && timeHeaders?.dateWindow && !clockWrong) clock.window = timeHeaders.dateWindow;
  // A player's own mails copied from the screen into one mail: received with it, and sent in the
  // order the times shown over them say (screenCopy.ts; Outlook lists the newest first).
  if (message.part.screen && ownAttached && headers?.dateMs !== undefined) clock.dateMs = headers.dateMs;
  if (threadMs !== undefined) clock.dateMs = threadMs;
  const set: OrderSet = { message: m, power: who.power, final: false, clock, lines: [] };
  let lastPress: PressReading | undefined;
  let lastPressTo = '';
  let blockKind: string | undefined;
  // Press written to the Master alone (judgePress.ts): its lines are a note to the GM.
  let gmNote: PressReading | undefined;

  // "Austria: A Vie - Gal, …" / "Russia: …" in one mail: a pasted results post (resultsListing.ts).
  const listing = resultsListing(roles.map((r) => (r.role === 'candidate' ? r.text : undefined)), names);

  // Builds and removals that depend on their number ("If one build: A Mar; if two: …").
  const counts = countLines(roles.map((r, k) => (r.role === 'candidate' ? r.text : r.role === 'heading' ? body[k]!.text : undefined)));
  const countParts: CountVerdict[] = [];
  const changes: PendingChange[] = [];
  const tails: QuoteTail[] = [];

  // A plain loop, not forEach: no closure per message (tsx and some builds wrap each one).
  for (let k = 0; k < body.length; k++) {
    const line = body[k]!;
    const role = roles[k]!;
    const base = { raw: paste.slice(line.span[0], line.span[1]), text: line.text, span: line.span, message: m };
    if (role.role !== 'press') lastPress = undefined;
    switch (role.role) {
      case 'skip': verdicts.push(reasonVerdict('not-an-order', base.raw, base.text, base.span, m, role.reason)); continue;
      case 'press': {
        // ENDPRESS closes the piece: a press mark right under it starts another (judge mail
        // writes "ENDPRESS" then "PRESS TO E" with no blank line), never more of the same.
        if (role.kind === 'end of press') { verdicts.push(verdict('press', base, { reason: 'end of press' })); lastPress = undefined; blockKind = undefined; continue; }
        const words = line.text.trim();
        if (!lastPress) {
          // The heading ("Press to all (white):") says the kind and whom for; it is not press.
          // A part with no heading goes on a block a blank line split: the block's kind holds.
          const h = pressHeading(line.text) ?? foreignPressHeading(line.text, lineFacts(line.text));
          const kind = h ? (h.kind ?? role.kind) : role.kind === 'unmarked' && blockKind ? blockKind : role.kind;
          blockKind = kind;
          lastPress = { kind, text: words, message: h ? line.text.slice(h.heading.length).trim() : words };
          if (h) lastPress.heading = h.heading.trim();
          reading.press.push(lastPress);
          lastPressTo = '';
        } else {
          lastPress.text += '\n' + words;
          if (lastPress.heading !== undefined && lastPress.message === '' && role.to !== undefined && addresseeLine(words) !== undefined) lastPress.heading += '\n' + words; // "To Italy:" under a bare PRESS mark
          else lastPress.message = lastPress.message ? `${lastPress.message}\n${words}` : words;
        }
        if (role.to !== undefined && lastPress.toWritten === undefined) {
          // The addressees, as the variant names the powers (or everyone): shown in the verdict.
          const written = withoutColour(role.to);
          const addressees = readAddressees(written, names);
          lastPress.toWritten = written;
          if (addressees.to) lastPress.to = addressees.to;
          lastPressTo = ' ' + describeAddressees(addressees);
          // A judge's letters ("PRESS TO AT GREY", "ALL BUT G", "M"): judgePress.ts.
          const judge = addressees.to ? undefined : judgeAddressees(written, variant.powers.map((p) => p.name), who.power);
          if (judge?.masterOnly) {
            // To the Master alone: a note to the GM, never published (taken back out of the press).
            reading.press.pop();
            gmNote = lastPress;
          } else if (judge) {
            lastPress.to = judge.to;
            if (judge.kind) lastPress.kind = judge.kind;
            lastPressTo = ` ${judge.to === 'all' ? 'to all' : `to ${judge.to.join(', ')}`} (the judge's letters "${written}")`;
          }
        }
        // "Press to France: …" and, with no blank line, "F Kie - Den": an order for the sender's
        // own unit inside press may be the set itself. Kept as press, never read, never silent.
        if (lastPress.text !== words && who.power && ownUnitOrder(pc, line.text, who.power)) {
          verdicts.push(verdict('ambiguous', base, { reason: `reads as an order for ${who.power}'s own unit, but stands inside ${lastPress.kind} press (no blank line or end mark before it): kept as press, not read as an order; the GM decides`, power: who.power }));
          continue;
        }
        if (lastPress === gmNote) {
          verdicts.push(verdict('not-an-order', base, { reason: 'a note to the GM ("PRESS TO M": the judge\'s Master): not press, never published' }));
          continue;
        }
        verdicts.push(verdict('press', base, { reason: `${lastPress.kind} press${lastPressTo}` }));
        continue;
      }
      case 'vote': reading.votes.push({ value: role.value, text: line.text.trim() }); verdicts.push(verdict('vote', base, { reason: `vote: ${role.value}` })); continue;
      case 'final':
        reading.final = true;
        verdicts.push(verdict('not-an-order', base, { reason: 'marks the order set Final', clause: readingClause(rules, 'final') }));
        continue;
      case 'power': verdicts.push(verdict('not-an-order', base, { reason: `names the power${who.source === 'power-line' ? `: ${who.power}` : ''}` })); continue;
      case 'perpetual': {
        const clause = readingClause(rules, 'perpetual');
        const except = SAME_AS_LAST.test(line.text) ? exceptAfterSameAsLast(line.text) : undefined;
        const given = except !== undefined ? readLine(except, names) : undefined;
        if (given?.kind === 'order' && given.options.length === 1 && !given.conditional && !notAnOrderHere(given, position.phase.type)) {
          // "Same as last turn, except A Kie - Hol": the order the player does give is read;
          // nothing is repeated from last turn (000 D.II(4)), and the mail says so loudly.
          reading.warnings.push({ text: `refers to orders sent before ("${line.text.trim()}"): only the order it gives ("${except!.trim()}") is read; nothing is repeated from another turn (an order set applies to one turn only), so every other unit is unordered`, clause });
          set.lines.push(verdicts.length);
          const v = orderVerdict(given, undefined, ctx, base);
          v.notes.push(`"same as last turn" repeats nothing: only the order after "except" is read${clause ? ` (${clause})` : ''}`);
          verdicts.push(v);
          continue;
        }
        if (SAME_AS_LAST.test(line.text)) {
          // Never silent: last turn's orders are not repeated, and the GM is told why.
          reading.warnings.push({ text: `refers to orders sent before ("${line.text.trim()}"): no orders are read from that line. A set sent earlier for this turn counts as it was sent; orders are never carried over from another turn (an order set applies to one turn only)`, clause });
          verdicts.push(verdict('not-an-order', base, { reason: 'refers to orders sent before: nothing is repeated from another turn', clause }));
          continue;
        }
        // "Standing orders: hold everything until I say otherwise": this turn's hold is read, the
        // standing part is not (restHold.ts); before, the power had no order at all.
        if (position.phase.type === 'movement' && who.power && standingHoldAll(line.text)) {
          reading.warnings.push({ text: `asks for perpetual orders ("${line.text.trim()}"): an order set applies to one turn only, so every unit holds this turn and nothing is kept for later turns`, clause });
          holdEverything(pc, line, base, ctx, names, who.power, set);
          continue;
        }
        reading.warnings.push({ text: 'asks for perpetual orders: an order set applies to one turn only', clause });
        verdicts.push(verdict('not-an-order', base, { reason: 'perpetual-order instruction ignored', clause }));
        continue;
      }
      case 'heading':
        if (counts.has(k)) { readCountLine(pc, counts.get(k)!, line.text, line, base, ctx, names, set, countParts); continue; }
        if (finalHeading(line.text, isPowerWord(names))) { markedFinal(reading, verdicts, base, rules); continue; }
        verdicts.push(verdict('not-an-order', base, { reason: 'heading' }));
        continue;
      case 'candidate': {
        if (k === confirmAt) { verdicts.push(verdict('not-an-order', base, { reason: CONFIRMS_QUOTED, ...(quotedClause ? { clause: quotedClause } : {}) })); continue; }
        if (listing.has(k)) {
          const listed = listing.get(k)!;
          verdicts.push(listed === who.power
            ? verdict('ambiguous', base, { reason: `${listed}'s line in a list of several powers' orders (a pasted results post?): not read as this mail's orders; the GM decides`, clause: readingClause(rules, 'proxy'), power: who.power })
            : verdict('not-an-order', base, { reason: `${listed}'s orders in a list of several powers' orders (a pasted results post?): not read`, clause: readingClause(rules, 'proxy') }));
          continue;
        }
        if (counts.has(k)) { readCountLine(pc, counts.get(k)!, role.text, line, base, ctx, names, set, countParts); continue; }
        if (boards && boards.whollyFor === undefined && (boards.aside.has(k) || boards.unsure.has(k))) {
          const board = boards.aside.get(k) ?? boards.unsure.get(k)!;
          verdicts.push(boards.aside.has(k)
            ? verdict('not-an-order', base, { reason: `written for board ${board}, another board than this game's: not read as its orders` })
            : verdict('ambiguous', base, { reason: `written under board ${board}'s heading, one of several boards this mail gives orders for: not read until the GM says which board is this game's`, power: who.power }));
          continue;
        }
        let rd = names === defaultNames ? firstReadings[k]! : readLine(role.text, names);
        // "Retreat to Brest.", "just disband the fleet": the power's only dislodged unit (loneDislodged.ts).
        if (rd.kind !== 'order' && who.power && position.phase.type === 'retreat') {
          const lone = withTheDislodgedUnit(role.text, position, who.power);
          const read = lone && readLine(lone.text, names);
          if (read && read.kind === 'order') rd = { ...read, phrasing: { ...(read.phrasing ?? { order: lone.text, setAside: [] }), prose: `${lone.text}: the order names no unit, and ${lone.unit} is ${who.power}'s only dislodged unit` } };
        }
        // "A Par - Bur - final": the order without its Final mark, when only the mark stood in the way.
        const roleFacts = lineFacts(role.text);
        const finalMark = match(finalAfterOrder, role.text, roleFacts);
        if (finalMark && rd.kind !== 'order') {
          const bare = readLine(role.text.slice(0, finalMark.index + 1), names);
          if (bare.kind === 'order') rd = bare;
        }
        // "Orders (FINAL)", "FINAL orders Spring 1901", "Spring 1901 — final" (phrasing.ts).
        if (rd.kind !== 'order' && finalHeading(line.text, isPowerWord(names))) { markedFinal(reading, verdicts, base, rules); continue; }
        // Also when the line reads as an order: "all hold" is no hold for Albania ("all" read as ALB).
        if (position.phase.type === 'movement' && who.power && isHoldAll(role.text)) { holdEverything(pc, line, base, ctx, names, who.power, set); continue; }
        // "rest hold", "All others hold.", "Everything stays put this turn." (restHold.ts).
        if (position.phase.type === 'movement' && who.power && staysPut(role.text)) { holdEverything(pc, line, base, ctx, names, who.power, set); continue; }
        if (position.phase.type === 'movement' && who.power && holdsTheRest(role.text)) { holdEverything(pc, line, base, ctx, names, who.power, set, '', orderedInMessage(pc, set, body, roles, firstReadings, k)); continue; }
        // "A Mun - Bur, rest hold": the orders before the tail, and a hold for each unit left.
        const beforeRest = position.phase.type === 'movement' && who.power ? ordersThenRest(role.text) : undefined;
        if (beforeRest !== undefined && holdEverything(pc, line, base, ctx, names, who.power!, set, beforeRest, orderedInMessage(pc, set, body, roles, firstReadings, k))) continue;
        // "All units hold except A Mun - Ruh": the orders given, and a hold for every other unit.
        const except = rd.kind !== 'order' && position.phase.type === 'movement' && who.power ? holdAllExcept(role.text) : undefined;
        if (except !== undefined && holdEverything(pc, line, base, ctx, names, who.power!, set, except)) continue;
        // "Scratch that, instead:", "Ignore all the above": takes back every order above it.
        const all = rd.kind === 'order' ? undefined : withdrawsAll(role.text);
        if (all) {
          const under = k > 0 && body[k - 1]!.text.trim() !== '' && set.lines.length > 0 && verdicts[set.lines[set.lines.length - 1]!]!.span[1] >= body[k - 1]!.span[1];
          const hit = linesWithdrawnByAll(all, set.lines, verdicts, under);
          // "Scratch that: A Mos and F StP(nc).": the orders after the words (ordersAfterWithdrawal.ts).
          const after = hit ? ordersAfterWithdrawal(role.text, names, readerFor(pc, names)) : undefined;
          const what = all === 'last' ? 'the order line just above it' : 'every order above it in this mail';
          if (!hit) {
            verdicts.push(verdict('ambiguous', base, { reason: `takes back orders written above it, but may mean only the line just above ("${verdicts[set.lines[set.lines.length - 1]!]!.text.trim()}") or the whole list: nothing is taken back, the GM decides`, power: who.power }));
          } else if (!hit.length && !after) {
            verdicts.push(verdict('ambiguous', base, { reason: 'takes back orders, but no order is written above it in this mail (it may mean an earlier mail): nothing is taken back, the GM decides', power: who.power }));
          } else {
            for (const i of hit) Object.assign(verdicts[i]!, { kind: 'superseded', reason: `withdrawn by a later line: "${line.text.trim()}" (${what} is taken back)`, clause: undefined });
            const gone = new Set(hit);
            set.lines = set.lines.filter((i) => !gone.has(i));
            if (hit.length) reading.warnings.push({ text: `"${line.text.trim()}" takes back the ${hit.length} order line${hit.length === 1 ? '' : 's'} above it: ${hit.length === 1 ? 'it is' : 'they are'} not read as orders` });
            // Nothing above it here: what it takes back is an earlier mail's set, which the orders after it revise.
            else reading.warnings.push(amendmentWarning(rules));
            if (after) {
              const first = verdicts.length;
              readCountLine(pc, after, role.text, line, base, ctx, names, set, countParts);
              verdicts[first]?.notes.push(hit.length ? `read after the words that take back ${what}` : 'read after the words that take back an earlier mail\'s orders');
            } else verdicts.push(verdict('not-an-order', base, { reason: `takes back ${what} (${hit.length} line${hit.length === 1 ? '' : 's'})` }));
          }
          continue;
        }
        // "Don't use these yet, I'll confirm tonight": never used in silence, the GM decides.
        if (rd.kind !== 'order' && set.lines.length && asksToHoldBack(role.text)) {
          verdicts.push(verdict('ambiguous', base, { reason: 'asks you not to use the orders above it yet: they are read as written; the GM decides whether they stand', power: who.power }));
          continue;
        }
        // "Scratch the Bur move.", "Cancel the support from Mar": takes back one order above it
        // (withdrawal.ts). Asked first: "Cancel" must not be read as a misspelt Channel.
        const wd = withdrawal(role.text, names);
        if (wd) {
          const hit = withdrawnLines(wd, set.lines, verdicts);
          if (hit.length === 1) {
            const w = verdicts[hit[0]!]!;
            Object.assign(w, { kind: 'superseded', reason: `withdrawn by a later line: "${line.text.trim()}" (the unit is unordered and holds)`, clause: undefined });
            verdicts.push(verdict('not-an-order', base, { reason: `withdraws "${w.text.trim()}": no order is given in its place, so the unit holds` }));
          } else {
            verdicts.push(verdict('ambiguous', base, { reason: hit.length ? `seems to withdraw an order, but fits ${hit.length} lines above (${hit.map((i) => `"${verdicts[i]!.text.trim()}"`).join(', ')}): nothing is withdrawn, the GM decides` : 'seems to withdraw an order, but no line above in this mail fits it (it may be in an earlier mail): nothing is withdrawn, the GM decides', power: who.power }));
          }
          continue;
        }
        // "Changed Ser to Rum, sorry.": an order's new destination in words, decided once the
        // whole mail is read (its set and the earlier orders it quotes: destinationChange.ts).
        const change = rd.kind !== 'order' ? destinationChange(role.text, names) : undefined;
        if (change) {
          changes.push({ at: verdicts.length, change, base });
          verdicts.push(verdict('ambiguous', base, { reason: 'names no unit', power: who.power }));
          continue;
        }
        if (rd.kind === 'text') {
          // "I'll go A Vie - Gal, A Bud - Ser and F Tri - Alb.": orders in a sentence are not
          // dropped as chat; the line is left for the GM with what its parts read as.
          // "Winter 1501 builds: F Jsl, A Jod": the phase's name before the build word (001 B.I(5));
          // "I'll build an army in Marseilles and a fleet in Brest, thanks": words before it.
          const builds = buildList(role.text, names, readerFor(pc, names));
          if (builds) { readCountLine(pc, builds, role.text, line, base, ctx, names, set, countParts); continue; }
          // "A Mos - Ukr, A War - Gal": split when every part is a plain order for another unit.
          const parts = readInParts(pc, role.text, line, base, ctx, names, set, countParts);
          if (parts) { if (parts === 'final') reading.final = true; continue; }
          const several = severalOrders(role.text, readerFor(pc, names), true);
          if (several) {
            // Several orders are an order set the player meant; one order in a chatty sentence
            // ("thanks, A Par - Bur worked") is flagged but makes no set, so a later chat mail
            // never replaces the orders sent before it (000 D.III(3)a).
            if (several.startsWith('several')) set.lines.push(verdicts.length);
            verdicts.push(verdict('ambiguous', base, { reason: several, power: who.power }));
            continue;
          }
          if (position.phase.type === 'adjustment' && WAIVE_TALK.test(role.text)) {
            set.lines.push(verdicts.length);
            verdicts.push(verdict('ambiguous', base, { reason: 'speaks of waiving or not building, but does not read as WAIVE orders: the GM decides how many builds are waived', power: who.power }));
            continue;
          }
          if (rd.unitNamed) {
            // Never silent: a line that writes a unit as an order does is shown as a line to
            // check. It makes no order set (chat after the orders must not replace them).
            verdicts.push(verdict('ambiguous', base, { reason: `written like an order for the unit in ${rd.unitNamed.toUpperCase()}, but could not be read: the unit holds unless the GM reads it${rd.why ? ` (${rd.why})` : ''}`, power: who.power }));
            continue;
          }
          verdicts.push(verdict('not-an-order', base, { reason: rd.why ?? 'not an order' }));
          continue;
        }
        if (rd.kind === 'unreadable') {
          // "Build army Paris, fleet Brest": each item under the one word, each its own part.
          const list = buildList(role.text, names, readerFor(pc, names));
          if (list) { readCountLine(pc, list, role.text, line, base, ctx, names, set, countParts); continue; }
          // "Ukraine to Rumania, supported by the fleet in Sevastopol": a move and its support (passiveSupport.ts).
          const parts = readInParts(pc, role.text, line, base, ctx, names, set, countParts);
          if (parts) { if (parts === 'final') reading.final = true; continue; }
          // An ambiguous name cites the profile's own clause (nameClauses.ts), none under wm2004
          // for a misspelling that fits two names: 000 has no rule on misspellings.
          const clause = rd.ambiguousName ? nameRuling(rules, rd.ambiguousName.kind === 'ambiguous' && rd.ambiguousName.by === 'typo' ? 'misspelling' : 'abbreviation').clause : undefined;
          // "A Bud - Set": a misspelling of which the unit can reach one candidate (typoByReach.ts).
          // (Never an abbreviation that fits two names: 000 D.III(1)a flags those.)
          if (rd.ambiguousName?.kind === 'ambiguous' && rd.ambiguousName.by === 'typo') {
            const reached = typoByReach(role.text, rd.ambiguousName.written, rd.ambiguousName.candidates, (t) => { const r = readLine(t, names); return r.kind === 'order' && !r.conditional ? orderVerdict(r, role.section, ctx, base) : undefined; }, clause);
            if (reached) { set.lines.push(verdicts.length); verdicts.push(reached); continue; }
          }
          set.lines.push(verdicts.length);
          verdicts.push(verdict('ambiguous', base, { reason: severalOrders(role.text, readerFor(pc, names)) ?? rd.reason, clause, power: who.power, ...(rd.unit ? { writtenUnit: rd.unit } : {}) }));
          continue;
        }
        // "A Par-Bur A Mar", "F Bre - Mao A Pic": the grammar reads a named route through the
        // second order; a route never names a unit, so these are orders run together.
        if (routeOverAUnit(rd, role.text) && readRunTogether(pc, role.text, line, base, ctx, names, set, countParts)) continue;
        // "> ... all your units hold: F Nth H, F Nwg H, A Yor H," / "A Lon H." / "> GM": a line
        // between two quoted lines, under one that breaks off mid-sentence, is most likely the end
        // of the quoted line, its ">" lost when a client re-wrapped the quote. Read, it replaced
        // the player's own order for the unit in silence; it is shown for the GM, not read.
        if (betweenQuotedLines(body, k)) {
          // Decided once the mail is read (quoteTail.ts): the quote's end when the player's own
          // lines order the same unit, else the GM's question.
          tails.push({ at: verdicts.length, unit: orderVerdict(rd, role.section, ctx, base).unitKey });
          verdicts.push(verdict('ambiguous', base, { reason: 'stands between two quoted lines, right under one that breaks off mid-sentence: it may be the end of that quoted line, whose ">" a mail client lost when it re-wrapped the quote; not read as an order, the GM decides', power: who.power }));
          continue;
        }
        const refused = notAnOrderHere(rd, position.phase.type, () => (who.power ? { power: who.power, ...adjustmentsDue(position, who.power) } : undefined));
        if (refused) { verdicts.push(verdict('not-an-order', base, { reason: refused })); continue; }
        const v = orderVerdict(rd, role.section, ctx, base);
        // "Venice - Trieste - Vienna" under the orders: an impossible route with no unit type is
        // a list of places (placeList.ts), never an order that replaces the unit's own.
        if (v.kind === 'illegal' && isPlaceList(role.text)) {
          verdicts.push(verdict('not-an-order', base, { reason: `a list of places (an address or signature line?): read as an order it would be impossible (${v.reason ?? 'illegal'}), so it is not read and replaces no order` }));
          continue;
        }
        set.lines.push(verdicts.length);
        if (role.belowSignature) v.notes.push('written below the signature: read as the player\'s own line');
        // "A Par - Bur. Final.", "F Bre - Mao (FINAL)": the mark after the last order marks the set.
        if (finalMark || asks(finalBeforeOrder, role.text, roleFacts)) {
          reading.final = true;
          v.notes.push(`"Final" written with the order marks the order set Final (${readingClause(rules, 'final') ?? 'the house rules'})`);
        }
        verdicts.push(v);
        continue;
      }
    }
  }
  if (countParts.length) decideCountParts(countParts, verdicts, position, who.power);
  if (changes.length) readDestinationChanges(pc, changes, set, body, roles, ctx);
  if (tails.length) readQuoteTails(tails, set.lines, verdicts);
  // An amendment of an earlier mail: the profile's multiple-sets clause decides (amendments.ts).
  if (withdrawInSet(set.lines, verdicts) && !lateness.rejected) reading.warnings.push(amendmentWarning(rules));
  set.final = reading.final;
  reading.warnings.push(...otherPhaseWarnings(headers?.subject, body.map((l) => l.text), roles, position.phase));
  // A reply that orders some units over a quote of the player's earlier set ("A Par - Pic" over
  // "> F Bre - Mao / > A Par - Bur / > A Mar - Spa"): under the replace rule the quoted units'
  // orders no longer count and they hold. Said on the mail, so a partial change is never silent.
  if (rules.multipleOrderSets === 'last-replaces' && who.power && set.lines.length && !lateness.rejected) {
    const left = quotedOwnUnitsLeftOut(pc, body, roles, set, verdicts, who.power);
    if (left.length) reading.warnings.push({ text: `quotes earlier orders for ${left.map((u) => u.toUpperCase()).join(', ')} but gives ${left.length === 1 ? 'it' : 'them'} none: only this mail's orders count, so ${left.length === 1 ? 'that unit holds' : 'those units hold'} (look whether the player meant to change only some units)`, clause: readingClause(rules, 'sets-last-replaces') });
  }
  // "Please disregard my orders for now", or "orders attached" in a file the reader cannot open,
  // with no order in the mail: the power's earlier set is taken back or replaced by one not read;
  // Adjudicate asks before using it or NMR-ing the power.
  if (!set.lines.length && who.power) {
    reading.warnings = askWhenNoOrders(reading.warnings);
    const k = roles.findIndex((r, i) => r.role !== 'skip' && takesBackEarlierMail(body[i]!.text));
    if (k >= 0) reading.warnings.push({ text: `"${body[k]!.text.trim()}" takes back ${who.power}'s orders of an earlier mail and gives none in their place: look before adjudicating that set`, asks: 'when-later' });
  }
  if (set.lines.length && lateness.rejected) {
    // A late set is not received for this turn: its lines say so, and it replaces nothing.
    for (const i of set.lines) Object.assign(verdicts[i]!, { kind: 'illegal', reason: lateness.rejected.reason, clause: lateness.rejected.clause });
  }
  if (set.lines.length && who.refused) {
    // A set sent by proxy does not count (000 D.II(3), 001 B.III(3)): its lines say so.
    for (const i of set.lines) Object.assign(verdicts[i]!, { kind: 'illegal', reason: who.refused.reason, clause: who.refused.clause });
  }
  // A refused set (by proxy) is kept aside as a late one is: read, shown, never used.
  return { reading, set, late: !!lateness.rejected || !!who.refused };
}

/**
 * Reads one paste (text) or one opened file (its bytes): decodes it (asynchronous, postal-mime)
 * and reads the decoded messages. Verdict spans point into the paste, or for bytes into the
 * file's text (`decodeMail(bytes).raw`).
 */
export async function readOrderMail(input: string | Uint8Array, options: ReadOptions): Promise<IntakeResult> {
  return readDecodedMail(await decodeMail(input), options);
}

/**
 * Reads mail already decoded by `decodeMail`: every rule about orders, synchronously. Each
 * distinct line's trigger words are found once for the paste and shared by every rule
 * (triggerWords.ts `duringPaste`).
 */
export function readDecodedMail(mail: DecodedMail, options: ReadOptions): IntakeResult {
  return duringPaste(() => readPaste(mail, options));
}

function readPaste(mail: DecodedMail, options: ReadOptions): IntakeResult {
  const { variant, position, rules } = options;
  const defaultNames = NameIndex.for(variant);
  const { raw: paste, lines } = mail;
  const verdicts: LineVerdict[] = [];
  const messages: MailReading[] = [];
  const sets: OrderSet[] = [];
  const lateSets: OrderSet[] = [];

  const read = readingMemo(defaultNames);
  const looksLikeOrder = (text: string) => read(text).kind === 'order';
  const couldBeOrder = (text: string) => read(withoutBullet(text)).kind !== 'text';
  const pc: PasteContext = { paste, lines, options, verdicts, defaultNames, playerNames: new Map(), read, looksLikeOrder, couldBeOrder, unitNowIn: unitsNowByProvince(position), unitIn: unitsByProvince(position.units) };
  // A stand-in's one mail for two powers is read as a set for each (powerSections.ts).
  const decoded = !options.game?.players?.length ? mail.messages
    : mail.messages.flatMap((d) => splitByPowerHeadings(d, lines, defaultNames, options.game, looksLikeOrder));
  const parts = decoded.map((d) => d.part);
  for (let m = 0; m < parts.length; m++) {
    // A mail attached to another (message/rfc822): the mail it is attached to, whose sender sent it.
    let by: DecodedMessage | undefined;
    if (decoded[m]!.part.attached) for (let j = m - 1; j >= 0 && !by; j--) if (!decoded[j]!.part.attached) by = decoded[j];
    const { reading, set, late } = readMessage(pc, decoded[m]!, m, by?.headers);
    messages.push(reading);
    if (set.lines.length) (late ? lateSets : sets).push(set);
  }

  for (const set of sets) {
    resolveRepeatedUnits(set, verdicts, rules);
    resolveAdjustments(set, verdicts, rules, position);
  }
  // Sets this paste cannot rank by time stay live; each of their messages says so (sendingOrder.ts).
  for (const doubt of resolveRepeatedSets(sets, verdicts, rules)) {
    for (const s of sets) if (s.power === doubt.power) messages[s.message]!.warnings.push({ text: doubt.reason });
  }

  // An amendment that replaced an earlier set of this paste names the units now unordered.
  if (rules.multipleOrderSets === 'last-replaces') noteUnorderedByAmendment(sets, verdicts, messages);

  const orders: Record<PowerName, Order[]> = {};
  const late = new Set(lateSets);
  const readSets: ReadOrderSet[] = [...sets, ...lateSets].sort(byMessage).map((s) => readOrderSet(s, verdicts, late.has(s), orders));
  for (const s of readSets) { const f = messages[s.message]!.forwarded; if (f) s.forwarded = f; }

  coverEveryLine(lines, verdicts, parts);
  // Usually already in paste order (lines are read in order); sort only when some are not.
  if (!inPasteOrder(verdicts)) verdicts.sort(bySpan);
  return { messages, verdicts, sets: readSets, orders };
}

const QUOTED_LINE = /^\s*>/;
/** Unquoted line k stands between two quoted lines, and the one above ends mid-sentence (no full stop, "!" or "?"). */
function betweenQuotedLines(body: readonly BodyLine[], k: number): boolean {
  const above = body[k - 1], below = body[k + 1];
  return !QUOTED_LINE.test(body[k]!.text) && !!above && !!below && QUOTED_LINE.test(above.text) && QUOTED_LINE.test(below.text) && !/[.!?:)]\s*$/.test(above.text) && /[\p{L}\p{N},;-]\s*$/u.test(above.text);
}

/** "I waive both builds", "No builds this year", "I won't build": about waiving, in words. */
const WAIVE_TALK = /\b(?:waiv(?:e|es|ed|ing)|no\s+builds?|not\s+build(?:ing)?|won['’]?t\s+build|will\s+not\s+build|skip\s+(?:my\s+|the\s+)?builds?|build\s+nothing|nothing\s+to\s+build)\b/i;

const MS_PER_DAY = 86_400_000;
const pad2 = (n: number) => (n < 10 ? '0' : '') + n;

/**
 * `new Date(ms).toISOString()`, computed directly for years 0-9999 (every real mail): building a
 * Date per message was the largest single cost of reading a short mail. Other years (and
 * anything odd) go through Date as before. The calendar arithmetic is the well-known
 * "civil from days" method (400-year eras of 146097 days, years starting in March), as described
 * by H. Hinnant (howardhinnant.github.io/date_algorithms.html).
 */
export function isoTime(ms: number): string {
  if (!Number.isInteger(ms) || ms < -62_167_219_200_000 || ms > 253_402_300_799_999) return new Date(ms).toISOString();
  const days = Math.floor(ms / MS_PER_DAY);
  const inDay = ms - days * MS_PER_DAY;
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  const h = Math.floor(inDay / 3_600_000), mi = Math.floor(inDay / 60_000) % 60, s = Math.floor(inDay / 1000) % 60, milli = inDay % 1000;
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}T${pad2(h)}:${pad2(mi)}:${pad2(s)}.${String(milli).padStart(3, '0')}Z`;
}

function byMessage(a: OrderSet, b: OrderSet): number {
  return a.message - b.message;
}

/** One set as returned: its live orders now, its conditional ones for later; adds them to `orders` when used. */
function readOrderSet(s: OrderSet, verdicts: LineVerdict[], late: boolean, orders: Record<PowerName, Order[]>): ReadOrderSet {
  const now: Order[] = [];
  const conditional: ReadOrderSet['conditional'] = [];
  const unusable: string[] = [];
  let allSuperseded = true;
  for (const i of s.lines) {
    const v = verdicts[i]!;
    if (v.kind !== 'superseded') allSuperseded = false;
    if ((v.kind === 'ambiguous' || v.kind === 'illegal') && !v.forLaterPhase) {
      // (Builds and removals are counted per adjustment, not ordered per unit: not these.)
      const unit = v.order ? (v.order.kind === 'build' || v.order.kind === 'waive' || v.order.kind === 'remove' ? undefined : provinceOf(v.order.unit)) : v.writtenUnit;
      if (unit && !unusable.includes(unit)) unusable.push(unit);
    }
    if (v.kind !== 'accepted' && v.kind !== 'corrected') continue;
    if (v.forLaterPhase) conditional.push({ phase: v.forLaterPhase, options: v.options ?? (v.order ? [v.order] : []), ...(v.ifCount ? { ifCount: v.ifCount } : {}) });
    else if (v.order) now.push(v.order);
  }
  const used = !late && !allSuperseded;
  if (s.power && used) (orders[s.power] ??= []).push(...now);
  return { message: s.message, power: s.power, final: s.final, used, orders: now, conditional, clock: s.clock, ...(unusable.length ? { unusable } : {}) };
}

function bySpan(a: LineVerdict, b: LineVerdict): number {
  return a.span[0] - b.span[0] || a.span[1] - b.span[1];
}

function inPasteOrder(verdicts: LineVerdict[]): boolean {
  for (let i = 1; i < verdicts.length; i++) if (bySpan(verdicts[i - 1]!, verdicts[i]!) > 0) return false;
  return true;
}

/**
 * "A Par-Bur, F Bre-Mao" on one line: each line gets one verdict, so the line is not split
 * silently; the GM is told what the parts would read as and decides.
 */
function severalOrders(text: string, readLineOf: (text: string) => LineReading, inSentence = false): string | undefined {
  const parts = text.split(/[,;]|\band\b/).map((p) => p.trim()).filter(Boolean);
  if (parts.length < 2) return undefined;
  const read = parts.map(readLineOf);
  if (read.every((r) => r.kind === 'order')) return `several orders on one line (${parts.join(' | ')}): write one order per line`;
  // In a sentence the first part carries its lead-in words ("I'll go A Vie - Gal"): two parts
  // or more that read as orders are enough to say so.
  if (!inSentence) return undefined;
  const orders = parts.filter((_, k) => read[k]!.kind === 'order');
  if (orders.length >= 2) return `several orders in one sentence (${orders.join(' | ')}): not read; write one order per line`;
  // "Oops ignore the last one, A Mar holds.": an order after the words may change the set.
  return orders.length === 1 ? `a sentence with an order in it (${orders[0]}): not read as an order; the GM decides` : undefined;
}

/** The orders a Subject: line holds ("F Lon - Nth, F Edi - Nwg"), as written, or undefined. */
function subjectOrders(subject: string, read: (text: string) => LineReading): string | undefined {
  const text = subject.replace(/^\s*((re|fwd?|aw|wg|tr|sv|vs|rif|r)\s*:\s*)+/i, '');
  const parts = text.split(/[,;]|\band\b/).map((p) => p.trim()).filter(Boolean);
  const orders = parts.filter((p) => read(p).kind === 'order');
  return orders.length ? orders.join(' | ') : undefined;
}

/**
 * "Hold everything" (wholeSet.ts): a hold for each of the power's units, one verdict per unit,
 * each spanning the line and saying where it came from.
 */
/**
 * The units a message orders besides line `k`: every order line above it in the set, and every
 * line below it that reads as an order ("rest hold" may stand first). The rest are held.
 */
function orderedInMessage(pc: PasteContext, set: OrderSet, body: readonly BodyLine[], roles: readonly LineRole[], firstReadings: readonly (LineReading | undefined)[], k: number): Set<string> {
  const ordered = new Set<string>();
  for (const i of set.lines) { const v = pc.verdicts[i]!; const u = v.unitKey ?? v.writtenUnit; if (u) ordered.add(u); }
  for (let j = k + 1; j < body.length; j++) {
    const rd = roles[j]?.role === 'candidate' ? firstReadings[j] : undefined;
    if (rd?.kind !== 'order') continue;
    for (const o of rd.options) if ('unit' in o) ordered.add(o.unit.location.province);
  }
  return ordered;
}

function holdEverything(pc: PasteContext, line: BodyLine, base: Pick<LineVerdict, 'raw' | 'text' | 'span' | 'message'>, ctx: InterpretContext, names: NameIndex, power: PowerName, set: OrderSet, except?: string, besides?: ReadonlySet<string>): boolean {
  // "… except A Mun - Ruh, F Kie - Den": every exception must read as a plain order for one of
  // the power's units, or the line is not read this way (it is left to the usual reading).
  const given: Extract<LineReading, { kind: 'order' }>[] = [];
  if (except !== undefined) {
    for (const part of except.split(/\s*(?:[,;]|\band\b)\s*/i).filter(Boolean)) {
      const rd = readLine(part, names);
      // ("except A Ven" names a unit but gives it no order: not this shape, the GM looks.)
      if (rd.kind !== 'order' || rd.conditional || rd.options.length !== 1 || !('unit' in rd.options[0]!) || rd.options[0]!.kind === 'hold') return false;
      given.push(rd);
    }
  }
  const givenVerdicts = given.map((rd) => orderVerdict(rd, undefined, ctx, base));
  const ordered = new Set(givenVerdicts.map((v) => v.unitKey));
  if (givenVerdicts.some((v) => !v.unitKey || v.power !== power)) return false;
  const units = unitsToHold(ctx.position, power).filter((u) => !ordered.has(provinceOf(u.location)) && !besides?.has(provinceOf(u.location)));
  if (!units.length && besides) { pc.verdicts.push(verdict('not-an-order', base, { reason: `holds the units not ordered elsewhere, but every unit of ${power} is ordered in this mail` })); return true; }
  if (!units.length && !givenVerdicts.length) { pc.verdicts.push(verdict('not-an-order', base, { reason: `says every unit holds, but ${power} has no units` })); return true; }
  const all: LineVerdict[] = [];
  for (const u of units) {
    const rd = readLine(`${u.type} ${u.location} H`, names);
    if (rd.kind !== 'order') continue;
    const v = orderVerdict(rd, undefined, ctx, base);
    v.notes.push(except !== undefined ? `'${line.text.trim()}': every other unit of ${power} holds` : `'${line.text.trim()}': every unit of ${power} holds`);
    all.push(v);
  }
  for (const v of givenVerdicts) { v.notes.push(`'${line.text.trim()}': the order the line makes the exception`); all.push(v); }
  all.forEach((v, k) => {
    if (all.length > 1) v.part = { index: k + 1, of: all.length };
    set.lines.push(pc.verdicts.length);
    pc.verdicts.push(v);
  });
  return true;
}

/** Any raw line no verdict covers (markup-only HTML lines, stray separators) gets one. */
/** The index of the line holding `offset` (lines are in paste order). */
function lineAt(lines: RawLine[], offset: number): number {
  let lo = 0, hi = lines.length - 1;
  while (lo < hi) { const mid = (lo + hi + 1) >> 1; if (lines[mid]!.start <= offset) lo = mid; else hi = mid - 1; }
  return lo;
}

function coverEveryLine(lines: RawLine[], verdicts: LineVerdict[], parts: { firstLine: number; endLine: number }[]) {
  // (Plain loops: this runs once per paste, and a closure per paste costs more than the work.)
  const covered: boolean[] = new Array<boolean>(lines.length).fill(false); // (a typed array costs more to make for a short paste)
  const found = verdicts.length;
  for (let k = 0; k < found; k++) {
    const v = verdicts[k]!;
    const a = lineAt(lines, v.span[0]);
    let b = lineAt(lines, Math.max(v.span[0], v.span[1] - 1));
    // A span that runs to the start of an empty line holds it: a quoted-printable soft break
    // ("…=" at a line's end) joins the blank line after it (intake fuzz: "=C3=A9t=C3=A9=" then a
    // blank line had that line twice, once in the joined line and once as its own).
    while (b + 1 < lines.length && lines[b + 1]!.start === v.span[1] && lines[b + 1]!.end === lines[b + 1]!.start && v.span[1] > v.span[0]) b++;
    for (let i = a; i <= b; i++) covered[i] = true;
  }
  let messageOfLine: Int32Array | undefined;
  for (let i = 0; i < lines.length; i++) {
    if (covered[i]) continue;
    if (!messageOfLine) {
      messageOfLine = new Int32Array(lines.length).fill(-1);
      for (let k = 0; k < parts.length; k++) messageOfLine.fill(k, parts[k]!.firstLine, parts[k]!.endLine);
    }
    const l = lines[i]!;
    const blank = l.text.trim() === '';
    verdicts.push(reasonVerdict('not-an-order', l.text, l.text, [l.start, l.end], messageOfLine[i]!, blank ? 'blank line' : 'not read (encoding or markup)'));
  }
}
