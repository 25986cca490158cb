// Order intake: paste the players' e-mails whole, get every order with a verdict and the rule
// that decided it. The public API is `readOrderMail`; the steps, each in its own file:
//   mailSplit   the paste → messages            headers   From/To/Cc/Date/Subject
//   mime        which body text is read          quotedPrintable, base64, htmlToText: decoding
//   body        quotes, signatures, press, votes, "Final", headings
//   power       whose orders, and how we know    grammar   a line → a written order
//   names       province names                   interpret a written order → an Order + verdict
//   orderSets   repeated units, sets and builds  verdicts  the verdict vocabulary
import type { HouseRules } from '../houseRules';
import type { Order, Position, PowerName, Unit } from '../types';
import { provinceOf, type Variant } from '../variant';
import { readLine, type LineReading, type WrittenOrder } from './grammar';
import { parseHeaders, type MailHeaders } from './headers';
import { lineRoles } from './body';
import { pasteLines, splitMail, type MailPart, type RawLine } from './mailSplit';
import { bodyLines, type BodyLine } from './mime';
import { NameIndex } from './names';
import { resolveAdjustments, resolveRepeatedSets, resolveRepeatedUnits, type OrderSet } from './orderSets';
import { identifyPower, type GameInfo, type PowerSource, type Warning } from './power';
import { interpretOrder, type InterpretContext, type Interpretation } from './interpret';
import { judgeLateness, receiptTime } from './receipt';
import { verdict, type LineVerdict } from './verdicts';

export type { LineVerdict, VerdictKind, Correction } from './verdicts';
export type { GameInfo, GamePlayer, PowerSource, Warning } from './power';
export { formatOrder } from './format';
export { NameIndex } from './names';

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
  /** Marked "Final" (000 D.II(1), 001 B.III(1)); otherwise preliminary. */
  final: boolean;
  /** Order-set time (ISO): the receipt time, or the sending time when no Received: header was pasted. */
  time?: string;
  timeSource: 'received' | 'date' | 'none';
  /** Set when the set came too late and does not count (000 D.VII(3), 001 B.VIII(3)). */
  late?: { reason: string; clause: string };
  warnings: Warning[];
  press: { kind: string; text: string }[];
  votes: { value: 'yes' | 'no' | 'abstain' | 'proposal'; text: string }[];
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
  conditional: { phase: 'retreat' | 'adjustment'; options: Order[] }[];
}

export interface IntakeResult {
  messages: MailReading[];
  /** One verdict per line read, in paste order. */
  verdicts: LineVerdict[];
  sets: ReadOrderSet[];
  /** The orders to adjudicate, per power: every accepted or corrected order still standing. */
  orders: Record<PowerName, Order[]>;
}

function mahOr(rules: HouseRules, wm: string, mah: string) { return rules.id === 'maharajiad' ? mah : wm; }

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
    return { interp: { ...first, notes: [...first.notes, `conditional: ${options.length} option(s), the first possible is used in its phase (${mahOr(ctx.rules, '000 D.II(5)c', '001 B.III(5)b')})`] }, options: orders };
  }
  const k = interps.findIndex((i) => i.kind === 'accepted' || i.kind === 'corrected');
  if (k >= 0) {
    const chosen = interps[k]!;
    const notes = [...chosen.notes, `option ${k + 1} of ${interps.length}: the first possible (000 D.II(5)c)`];
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
  namesFor: (power: PowerName | undefined) => NameIndex;
  /** Units the lines may order: the dislodged ones in a retreat phase, else those on the board. */
  unitsNow: readonly Unit[];
}

/** One message: its headers, body, power, and a verdict for each of its lines. */
function readMessage(pc: PasteContext, part: MailPart, m: number): { reading: MailReading; set: OrderSet; late: boolean } {
  const { paste, lines, verdicts, defaultNames, namesFor, unitsNow } = pc;
  const { variant, position, rules, game } = pc.options;
  const first = lines[part.firstLine]!, last = lines[part.endLine - 1]!;
  const headerLines: RawLine[] = lines.slice(part.firstLine, part.headerEnd > 0 ? part.headerEnd : part.firstLine);
  for (const l of headerLines) verdicts.push(verdict('not-an-order', { raw: l.text, text: l.text, span: [l.start, l.end], message: m }, { reason: 'mail header' }));
  const headers = headerLines.length ? parseHeaders(headerLines.map((l) => l.text)) : undefined;
  const body: BodyLine[] = bodyLines(paste, lines, part.headerEnd > 0 ? part.headerEnd : part.firstLine, part.endLine, headers ?? parseHeaders([]));
  const roles = lineRoles(body, (t) => readLine(t, defaultNames).kind === 'order');

  // Whose orders: read the lines once to know which units they name (the last resort).
  const powerLine = roles.find((r) => r.role === 'power') as { value: string } | undefined;
  const firstReadings = roles.map((r) => (r.role === 'candidate' ? readLine(r.text, defaultNames) : undefined));
  const owners: PowerName[] = [];
  for (const rd of firstReadings) {
    if (rd?.kind !== 'order') continue;
    const o = rd.options[0]!;
    const province = o.kind === 'build' ? undefined : o.kind === 'waive' ? undefined : o.unit.location.province;
    const unit = province ? (unitsNow.find((u) => provinceOf(u.location) === province) ?? position.units.find((u) => provinceOf(u.location) === province)) : undefined;
    if (unit) owners.push(unit.power);
  }
  const who = identifyPower({ headers, powerLine: powerLine?.value, unitOwners: owners, names: defaultNames, game, rules });
  const names = namesFor(who.power);
  const ctx: InterpretContext = { variant, position, rules, power: who.power };
  const time = receiptTime(headers);
  const lateness = judgeLateness(time, headers, rules, game);
  const reading: MailReading = {
    index: m, span: [first.start, last.end],
    ...(headers ? { headers: { from: headers.from, fromAddress: headers.fromAddress, to: headers.to, cc: headers.cc, date: headers.date, subject: headers.subject } } : {}),
    power: who.power, powerSource: who.source, final: false, warnings: [...who.warnings], press: [], votes: [],
    timeSource: time.source, ...(time.ms !== undefined ? { time: new Date(time.ms).toISOString() } : {}),
    ...(lateness.rejected ? { late: lateness.rejected } : {}),
  };
  reading.warnings.push(...lateness.notes);
  // "France S1901M final", "... (FINAL)", "final orders": but not a tournament's "Final board 2".
  if (headers?.subject && (/(^|[\s(\[:])final(\s+orders?)?\s*[)\]!.]*\s*$/i.test(headers.subject) || /\bfinal orders\b/i.test(headers.subject))) reading.final = true;
  const set: OrderSet = { message: m, power: who.power, final: false, dateMs: time.ms, lines: [] };
  let lastPress: { kind: string; text: string } | undefined;

  body.forEach((line, k) => {
    const role = roles[k]!;
    const base = { raw: paste.slice(line.span[0], line.span[1]), text: line.text, span: line.span, message: m };
    if (role.role !== 'press') lastPress = undefined;
    switch (role.role) {
      case 'skip': verdicts.push(verdict('not-an-order', base, { reason: role.reason })); return;
      case 'press': {
        if (role.kind === 'end of press') { verdicts.push(verdict('press', base, { reason: 'end of press' })); return; }
        if (!lastPress) reading.press.push((lastPress = { kind: role.kind, text: line.text.trim() }));
        else lastPress.text += '\n' + line.text.trim();
        verdicts.push(verdict('press', base, { reason: `${role.kind} press` }));
        return;
      }
      case 'vote': reading.votes.push({ value: role.value, text: line.text.trim() }); verdicts.push(verdict('vote', base, { reason: `vote: ${role.value}` })); return;
      case 'final':
        reading.final = true;
        verdicts.push(verdict('not-an-order', base, { reason: 'marks the order set Final', clause: mahOr(rules, '000 D.II(1)', '001 B.III(1)') }));
        return;
      case 'power': verdicts.push(verdict('not-an-order', base, { reason: `names the power${who.source === 'power-line' ? `: ${who.power}` : ''}` })); return;
      case 'perpetual': {
        const clause = mahOr(rules, '000 D.II(4)', '001 B.III(4)');
        reading.warnings.push({ text: 'asks for perpetual orders: an order set applies to one turn only', clause });
        verdicts.push(verdict('not-an-order', base, { reason: 'perpetual-order instruction ignored', clause }));
        return;
      }
      case 'heading': verdicts.push(verdict('not-an-order', base, { reason: 'heading' })); return;
      case 'candidate': {
        const rd = names === defaultNames ? firstReadings[k]! : readLine(role.text, names);
        if (rd.kind === 'text') { verdicts.push(verdict('not-an-order', base, { reason: 'not an order' })); return; }
        if (rd.kind === 'unreadable') {
          const clause = rd.ambiguousName ? mahOr(rules, '000 D.III(1)a', '001 B.IV(2)c') : undefined;
          set.lines.push(verdicts.length);
          verdicts.push(verdict('ambiguous', base, { reason: severalOrders(role.text, names) ?? rd.reason, clause, power: who.power }));
          return;
        }
        const { interp, options } = interpretLine(rd, role.section, ctx);
        set.lines.push(verdicts.length);
        verdicts.push(verdict(interp.kind, base, {
          order: interp.order, ...(options ? { options } : {}), ...(rd.conditional ? { conditional: true } : {}), corrections: interp.corrections, notes: interp.notes,
          reason: interp.reason, clause: interp.clause ?? (interp.kind === 'corrected' ? interp.corrections[0]?.clause : undefined),
          unitKey: interp.unitKey, forLaterPhase: interp.forLaterPhase, power: interp.order && 'power' in interp.order && interp.order.power ? interp.order.power : who.power,
        }));
        return;
      }
    }
  });
  set.final = reading.final;
  if (set.lines.length && lateness.rejected) {
    // A late set is not received for this turn: its lines say so, and it replaces nothing.
    for (const i of set.lines) Object.assign(verdicts[i]!, { kind: 'illegal', reason: lateness.rejected.reason, clause: lateness.rejected.clause });
  }
  return { reading, set, late: !!lateness.rejected };
}

export function readOrderMail(paste: string, options: ReadOptions): IntakeResult {
  const { variant, position, rules, game } = options;
  const defaultNames = NameIndex.for(variant);
  const indexFor = new Map<PowerName, NameIndex>();
  const namesFor = (power: PowerName | undefined): NameIndex => {
    const player = game?.players?.find((p) => p.power === power && p.abbreviations && Object.keys(p.abbreviations).length);
    if (!player) return defaultNames;
    let idx = indexFor.get(player.power);
    if (!idx) indexFor.set(player.power, (idx = NameIndex.for(variant, player.abbreviations)));
    return idx;
  };
  const lines = pasteLines(paste);
  const parts = splitMail(lines);
  const verdicts: LineVerdict[] = [];
  const messages: MailReading[] = [];
  const sets: OrderSet[] = [];
  const lateSets: OrderSet[] = [];
  const unitsNow = position.phase.type === 'retreat' ? position.dislodged.map((d) => d.unit) : position.units;

  const pc: PasteContext = { paste, lines, options, verdicts, defaultNames, namesFor, unitsNow };
  for (let m = 0; m < parts.length; m++) {
    const { reading, set, late } = readMessage(pc, parts[m]!, m);
    messages.push(reading);
    if (set.lines.length) (late ? lateSets : sets).push(set);
  }

  for (const set of sets) {
    resolveRepeatedUnits(set, verdicts, rules);
    resolveAdjustments(set, verdicts, rules, position);
  }
  resolveRepeatedSets(sets, verdicts, rules);

  const orders: Record<PowerName, Order[]> = {};
  const late = new Set(lateSets);
  const readSets: ReadOrderSet[] = [...sets, ...lateSets].sort((a, b) => a.message - b.message).map((s) => {
    const live = s.lines.map((i) => verdicts[i]!).filter((v) => v.kind === 'accepted' || v.kind === 'corrected');
    const now = live.filter((v) => !v.forLaterPhase && v.order).map((v) => v.order!);
    const conditional = live.filter((v) => v.forLaterPhase).map((v) => ({ phase: v.forLaterPhase!, options: v.options ?? (v.order ? [v.order] : []) }));
    const used = !late.has(s) && !s.lines.every((i) => verdicts[i]!.kind === 'superseded');
    if (s.power && used) (orders[s.power] ??= []).push(...now);
    return { message: s.message, power: s.power, final: s.final, used, orders: now, conditional };
  });

  coverEveryLine(lines, verdicts, parts);
  verdicts.sort((a, b) => a.span[0] - b.span[0] || a.span[1] - b.span[1]);
  return { messages, verdicts, sets: readSets, orders };
}

/**
 * "A Par-Bur, F Bre-Mao" on one line: each line gets one verdict, so the line is not split
 * silently; the GM is told what the parts would read as and decides.
 */
function severalOrders(text: string, names: NameIndex): string | undefined {
  const parts = text.split(/[,;]|\band\b/).map((p) => p.trim()).filter(Boolean);
  if (parts.length < 2) return undefined;
  const read = parts.map((p) => readLine(p, names));
  if (!read.every((r) => r.kind === 'order')) return undefined;
  return `several orders on one line (${parts.join(' | ')}): write one order per line`;
}

/** Any raw line no verdict covers (markup-only HTML lines, stray separators) gets one. */
function coverEveryLine(lines: RawLine[], verdicts: LineVerdict[], parts: { firstLine: number; endLine: number }[]) {
  const starts = lines.map((l) => l.start);
  const lineAt = (offset: number) => {
    let lo = 0, hi = starts.length - 1;
    while (lo < hi) { const mid = (lo + hi + 1) >> 1; if (starts[mid]! <= offset) lo = mid; else hi = mid - 1; }
    return lo;
  };
  const covered = new Uint8Array(lines.length);
  for (const v of verdicts) {
    const a = lineAt(v.span[0]), b = lineAt(Math.max(v.span[0], v.span[1] - 1));
    for (let i = a; i <= b; i++) covered[i] = 1;
  }
  const messageOfLine = new Int32Array(lines.length).fill(-1);
  parts.forEach((p, k) => messageOfLine.fill(k, p.firstLine, p.endLine));
  const messageOf = (i: number) => messageOfLine[i]!;
  lines.forEach((l, i) => {
    if (covered[i]) return;
    const blank = l.text.trim() === '';
    verdicts.push(verdict('not-an-order', { raw: l.text, text: l.text, span: [l.start, l.end], message: messageOf(i) }, { reason: blank ? 'blank line' : 'not read (encoding or markup)' }));
  });
}
