// `adjutant adjudicate`: adjudicate one phase from a position file and an orders file, print each
// order's result and the next position. The position is Adjutant position JSON or a dipcc state;
// the orders are canonical lines grouped under power headings (core/diplomacy/canonicalOrders.ts),
// or the players' own e-mails, read by order intake (core/diplomacy/intake) under the same house
// rules and position, with a count of each line's verdict printed before the results.
import { readFileSync } from 'node:fs';
import { adjudicate } from '../../core/diplomacy/adjudicate';
import { formatLocation, formatOrder, readOrders, type OrderDiagnostic } from '../../core/diplomacy/canonicalOrders';
import { dipccStateToPosition, readDipccState } from '../../core/diplomacy/dipcc';
import { phaseName } from '../../core/diplomacy/phases';
import { getProfile, type HouseRules } from '../../core/diplomacy/houseRules';
import { readOrderMail, type GameInfo, type IntakeResult, type VerdictKind } from '../../core/diplomacy/intake/index';
import { severityOf } from '../../core/diplomacy/intake/doubtSeverity';
import { initialPosition } from '../../core/diplomacy/position';
import { phaseInbox, powerStateLabel, type MailInput, type PowerState } from '../../core/diplomacy/record/inbox';
import { ordersForTurn, type SendingDoubt } from '../../core/diplomacy/turnOrders';
import type { Variant } from '../../core/diplomacy/variant';
import { getVariant } from '../../core/diplomacy/variants';
import type { AdjudicationResult, Order, PhaseType, Position } from '../../core/diplomacy/types';
import { parseArgs, readMailBytes, UnreadableInput, type Command } from '../io';
import { asPosition, CliInputError, readGameInfo } from '../inputSchemas';
import { isGameFileText } from '../gameFileIo';
import { runAdjudicateGame } from './diplomacyGame';

const usage = `adjutant adjudicate [--variant standard] [--rules <profile>] [--position <file>] --orders <file> [--json]
adjutant adjudicate [--variant standard] [--rules <profile>] [--position <file>] [--game <file>] (--mail <file>)... [<mail files>...] [--json]
adjutant adjudicate --game <game.json> [(--mail <file>)...] [--answer adjudicate] [--commit] [--now <ISO time>] [--json]

Adjudicates one phase and prints each order's result and reason, then the next position.
  --variant   variant id (default standard)
  --rules     house-rules profile: hasbro2000 (default), wm2004, maharajiad, agora-bt
  --position  Adjutant position JSON or a dipcc state ({"name": "S1901M", "units": ..., "centers": ...});
              omitted: the variant's starting position
  --orders    orders file: canonical orders under power headings, e.g.
                France:
                A PAR - BUR
                F BRE - MAO
  --mail      a players' mail file (repeatable; mail files may also be named without --mail), read
              as the GM's inbox would (see adjutant parse) under --rules and the position; the
              verdicts are counted per power before the results. A power's sets are ranked by
              when they were received (Received:, else Date:), whatever the order of the files,
              as the app ranks them; sets with no time or the same time are printed as doubts
              (taken in the order given meanwhile). Every doubt the app would show is printed:
              each mail's notes, powers needing a look or NMR, and Adjudicate's questions.
  --game      with mail: JSON game details for sender, To/Cc and abbreviation checks (as adjutant parse);
              or a Diplomacy game file the app saved (adjutant-game): the mails are stored in it as
              the app stores them, the phase it waits for is adjudicated from its records as the
              app does, and --commit commits it (the file is rewritten whole, atomically). When the
              app would ask first (powers to NMR although mail came, sets in doubt) the questions
              are printed and nothing is written (exit 1) unless --answer adjudicate is given,
              which is recorded as the GM's answer. --now sets the recording time.
  --json      print {results, notices, next} as JSON; with mail also {mail: [{file, summary, verdicts}],
              replaced, doubts, questions, powers}`;

/** Thrown for input the command cannot use at all (exit 2); the shared file checks throw the same. */
const InputError = CliInputError;

function readText(file: string, what: string): string {
  try { return readFileSync(file, 'utf8'); } catch (e) { throw new InputError(`cannot read ${what} file ${file}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`); }
}

/** The --game file's text, or null when it cannot be read (the game-details reader then says why). */
function readGameText(file: string): string | null {
  try { return readFileSync(file, 'utf8'); } catch { return null; }
}

/** The game details for mail checks (sender, To/Cc, subject, deadline, abbreviations), as adjutant parse takes them. */
function readGame(file: string): GameInfo {
  return readGameInfo(file);
}

/** A position file: Adjutant position JSON (has `phase`) or a dipcc state (has `centers`). */
export function loadPosition(variant: Variant, file: string): { position: Position; warnings: string[] } {
  let json: unknown;
  try { json = JSON.parse(readText(file, 'position')); } catch (e) {
    if (e instanceof InputError) throw e;
    throw new InputError(`position file ${file} is not JSON: ${(e as Error).message}`);
  }
  if (json && typeof json === 'object' && 'phase' in json) {
    const position = asPosition(json, file);
    if (position.variant !== variant.id) throw new InputError(`position file ${file} is a ${position.variant} position, not ${variant.id} (use --variant)`);
    const warnings = position.units.filter((u) => !variant.isLocation(u.location)).map((u) => `unit at unknown place '${u.location}'`);
    return { position, warnings };
  }
  const state = readDipccState(json);
  if ('error' in state) throw new InputError(`position file ${file} is neither an Adjutant position nor a dipcc state (${state.error})`);
  const { position, diagnostics } = dipccStateToPosition(variant, state.state);
  if (diagnostics.some((d) => d.where === 'name')) throw new InputError(`position file ${file}: ${diagnostics.find((d) => d.where === 'name')!.message}`);
  return { position, warnings: diagnostics.map((d) => `${d.where}: ${d.message}`) };
}

/**
 * The orders for the phase. Kept apart so that other order sources (e-mail files) can be added
 * here without touching the rest of the command.
 */
export function loadOrders(variant: Variant, file: string, phaseType: PhaseType): { orders: Order[]; diagnostics: OrderDiagnostic[] } {
  return readOrders(variant, readText(file, 'orders'), { phaseType });
}

/** Counts of each verdict kind, per power, for one mail file. */
export type VerdictSummary = Record<string, Partial<Record<VerdictKind, number>>>;

export interface MailOrders {
  orders: Order[];
  mail: { file: string; summary: VerdictSummary; result: IntakeResult }[];
  /** Powers whose set in a later-received file replaced an earlier-received file's. */
  replaced: { power: string; file: string; by: string }[];
  /** Powers whose sets the times cannot rank (core's sendingOrder.ts): the order given is used meanwhile. */
  doubts: SendingDoubt[];
  /**
   * What the app's Adjudicate would ask before it runs (core's phaseInbox, the same questions):
   * powers about to be NMR'd although mail came, sets taken back by a later mail ("use them, or
   * NMR?"), sets from an unregistered address or naming another turn, mails of no known power.
   */
  questions: string[];
  /** Each power as the app's strip shows it when it is not simply complete: needs a look, lines to check, NMR. */
  powers: { power: string; state: PowerState; look?: string; linesToCheck: number }[];
}

/** Where a line's verdict is counted: its order's power, else its message's, else nobody's. */
const NO_POWER = '(power unknown)';

export function verdictSummary(result: IntakeResult): VerdictSummary {
  const summary: VerdictSummary = {};
  for (const v of result.verdicts) {
    const power = v.power ?? result.messages[v.message]?.power ?? NO_POWER;
    const counts = (summary[power] ??= {});
    counts[v.kind] = (counts[v.kind] ?? 0) + 1;
  }
  return summary;
}

/**
 * The orders for the phase from the players' e-mails: each file read whole by order intake (a
 * file may hold several messages; the set rules apply within it), then the set rule across the
 * files exactly as the app applies it (core's ordersForTurn): the last set is the last
 * *received*, whatever order the files were named in (000 D.III(3), 001 B.IV(4)).
 */
export async function loadMailOrders(variant: Variant, files: string[], position: Position, rules: HouseRules, game?: GameInfo): Promise<MailOrders> {
  const mail: MailOrders['mail'] = [];
  for (const file of files) {
    let bytes: Uint8Array;
    try { bytes = readMailBytes(file, readFileSync); } catch (e) { throw e instanceof UnreadableInput ? new InputError(e.message) : e; }
    // Bytes, not text: each part is read in the charset its header names.
    const result = await readOrderMail(bytes, { variant, position, rules, game });
    mail.push({ file, summary: verdictSummary(result), result });
  }
  const turn = ordersForTurn(mail.map((m) => ({ id: m.file, sets: m.result.sets })), rules, position);
  // The workspace's own reading of the phase's mail (core's phaseInbox), for its questions and
  // the strip: the files received in the order they are named, as a GM opens them one by one.
  const inputs: MailInput[] = mail.map((m, i) => ({ id: m.file, receivedAt: i + 1, sourceName: m.file, text: '', assignedPower: null, editOf: null, status: null }));
  const inbox = phaseInbox(variant.powers.map((p) => p.name), position, inputs, Object.fromEntries(mail.map((m) => [m.file, m.result])), rules.multipleOrderSets, { profile: rules.id });
  const powers = inbox.statuses.filter((s) => s.state !== 'complete' && s.state !== 'nothing-to-order')
    .map((s) => ({ power: s.power, state: s.state, ...(s.look ? { look: s.look } : {}), linesToCheck: s.linesToCheck }));
  const replaced: MailOrders['replaced'] = [];
  for (const use of turn.sets) {
    if (use.used) continue;
    const by = turn.sets.find((u) => u.used && u.power === use.power && u.mail !== use.mail);
    if (by && !replaced.some((r) => r.power === use.power && r.file === use.mail)) replaced.push({ power: use.power, file: use.mail, by: by.mail });
  }
  // The adjudicator takes the powers in the variant's order, whatever order the mails came in.
  const rank = (power: string) => { const i = variant.powers.findIndex((p) => p.name === power); return i < 0 ? variant.powers.length : i; };
  const orders = Object.entries(turn.orders).sort((a, b) => rank(a[0]) - rank(b[0])).flatMap(([, o]) => o);
  return { orders, mail, replaced, doubts: turn.doubts, questions: inbox.questions, powers };
}

const VERDICT_ORDER: VerdictKind[] = ['accepted', 'corrected', 'ambiguous', 'illegal', 'superseded', 'press', 'vote', 'not-an-order'];

/**
 * Why a file's set gave way, in the words the note prints. It was always "(received later)",
 * which was untrue three ways (the unseen-mail trial's CLI run over evenings 29 and 30, issue 13):
 * a revision rejected as late left the earlier set in use (000 D.VII(3)a), sets no time ranks are
 * taken in the order the files were named until the GM decides (000 D.III(3)), and a copy of the
 * same set (a mail opened and pasted) is counted once.
 */
function whyReplaced(loaded: MailOrders, r: MailOrders['replaced'][number]): string {
  if (loaded.doubts.some((d) => d.power === r.power)) return 'the times cannot rank them: taken in the order given until the GM decides, see the doubt below';
  const setsOf = (file: string) => loaded.mail.find((m) => m.file === file)?.result;
  const gone = setsOf(r.file);
  if (gone?.messages.some((m) => m.power === r.power && m.late)) return 'it came after the deadline: not used';
  const text = (file: string) => JSON.stringify((setsOf(file)?.sets ?? []).filter((s) => s.power === r.power).map((s) => s.orders.map(formatOrder)));
  if (text(r.file) === text(r.by)) return 'the same orders, counted once';
  // Mails with no Received: (pasted, or saved without it) are ranked by their Date:: the note
  // says so, not "received" (trial corpus 1711-1760, evenings 33 and 34: every note said
  // "received later" of files that had no receipt time).
  const byReceipt = setsOf(r.by)?.messages.some((m) => m.power === r.power && m.timeSource === 'received');
  return byReceipt ? 'received later' : 'sent later by its Date:; the mail has no Received: header';
}

/** The verdict summary a GM reads before the results: per file, per power, lines of each verdict. */
export function mailSummaryText(variant: Variant, loaded: MailOrders): string {
  const rank = (power: string) => { const i = variant.powers.findIndex((p) => p.name === power); return i < 0 ? variant.powers.length : i; };
  const lines: string[] = [];
  for (const m of loaded.mail) {
    lines.push(`Mail ${m.file}: ${m.result.messages.length} message${m.result.messages.length === 1 ? '' : 's'}, ${m.result.verdicts.length} lines`);
    for (const power of Object.keys(m.summary).sort((a, b) => rank(a) - rank(b))) {
      const counts = m.summary[power]!;
      lines.push(`  ${power}: ${VERDICT_ORDER.filter((k) => counts[k]).map((k) => `${counts[k]} ${k}`).join(', ')}`);
    }
    // What the app shows on the mail: its warnings (a set taken back, an unregistered sender,
    // another turn named, orders only in quoted history, …).
    for (const msg of m.result.messages) {
      for (const w of msg.warnings) lines.push(`    ${severityOf(w) === 'note' ? 'note' : 'warning'}${msg.power ? ` (${msg.power})` : ''}: ${w.text}${w.clause ? ` — ${w.clause}` : ''}`);
      if (msg.late) lines.push(`    late${msg.power ? ` (${msg.power})` : ''}: ${msg.late.reason} — ${msg.late.clause}`);
    }
    // The lines a GM must look at: what was not taken as written.
    for (const v of m.result.verdicts) {
      if (v.kind !== 'ambiguous' && v.kind !== 'illegal' && v.kind !== 'corrected') continue;
      const why = v.kind === 'corrected' ? v.corrections.map((c) => c.what).join('; ') : v.reason ?? '';
      lines.push(`    ${v.kind}: ${v.text.trim().slice(0, 60)}${why ? ` (${why}${v.clause ? ` — ${v.clause}` : ''})` : ''}`);
    }
  }
  for (const r of loaded.replaced) lines.push(`Note: ${r.power}'s orders from ${r.by} replace those from ${r.file} (${whyReplaced(loaded, r)})`);
  for (const d of loaded.doubts) lines.push(`Doubt: ${d.reason} Order used: ${d.proposed.join(', ')}`);
  // The strip and Adjudicate's questions, as the app would show them before adjudicating.
  for (const p of loaded.powers) {
    const label = powerStateLabel[p.state];
    // A look that is one of the questions is said once, with the questions below.
    const asked = p.look !== undefined && loaded.questions.some((q) => q.includes(p.look!));
    const why = p.look ? (asked ? ' (asked below)' : ` — ${p.look}`) : p.linesToCheck ? ` (${p.linesToCheck} line${p.linesToCheck === 1 ? '' : 's'})` : '';
    lines.push(`${label.symbol} ${p.power}: ${label.word}${why}`);
  }
  if (loaded.questions.length) {
    lines.push('The app would ask before adjudicating (these results are what "adjudicate anyway" gives):');
    for (const q of loaded.questions) lines.push(`  ? ${q}`);
  }
  return lines.join('\n');
}

/** Every value given to a repeatable flag (`--mail a --mail b`, `--mail=c`); parseArgs keeps only the last. */
function repeatedFlag(args: string[], name: string): string[] {
  const values: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a.startsWith(`--${name}=`)) values.push(a.slice(name.length + 3));
    else if (a === `--${name}` && args[i + 1] !== undefined && !args[i + 1]!.startsWith('--')) values.push(args[++i]!);
  }
  return values;
}

/** The position as a GM reads it: phase, units by power, dislodged units, centres. */
export function positionText(variant: Variant, position: Position): string {
  const lines = [`Phase ${phaseName(position.phase)}`];
  for (const p of variant.powers) {
    const units = position.units.filter((u) => u.power === p.name).map((u) => `${u.type} ${formatLocation(u.location)}`);
    const centres = Object.keys(position.centres).filter((c) => position.centres[c] === p.name).sort().map((c) => c.toUpperCase());
    if (!units.length && !centres.length && !position.dislodged.some((d) => d.unit.power === p.name)) continue;
    lines.push(`${p.name}: ${centres.length} centres, ${units.length} units`);
    if (units.length) lines.push(`  units:   ${units.join(', ')}`);
    for (const d of position.dislodged.filter((x) => x.unit.power === p.name)) {
      const to = d.retreats.map(formatLocation).join(', ');
      lines.push(`  dislodged: ${d.unit.type} ${formatLocation(d.unit.location)}, may retreat to ${to || 'nowhere (disbanded unless ordered otherwise)'}`);
    }
    if (centres.length) lines.push(`  centres: ${centres.join(' ')}`);
  }
  return lines.join('\n');
}

export function resultsText(variant: Variant, result: AdjudicationResult): string {
  // Grouped by power in the variant's order, each power's orders as the adjudicator listed them.
  const rank = (power: string) => { const i = variant.powers.findIndex((p) => p.name === power); return i < 0 ? variant.powers.length : i; };
  const sorted = result.results.map((r, i) => ({ r, i })).sort((a, b) => rank(a.r.order.power) - rank(b.r.order.power) || a.i - b.i).map((x) => x.r);
  const lines = sorted.map((r) => {
    const clause = r.clause ? ` [${r.clause}]` : '';
    return `${r.order.power}: ${formatOrder(r.order)}  (${r.code}) ${r.reason}${clause}`;
  });
  for (const n of result.notices) lines.push(`Notice: ${n}`);
  return lines.join('\n');
}

export const adjudicateCommand: Command = {
  name: 'adjudicate',
  usage,
  async run(args, io) {
    const { flags, positionals } = parseArgs(args, ['json', 'commit']);
    const mailFiles = [...repeatedFlag(args, 'mail'), ...positionals];
    if (flags.mail === true) { io.err('adjutant adjudicate: --mail needs a file\n'); return 2; }
    // A game file the app saved (format adjutant-game): the phase it waits for, played and recorded in it.
    const gameText = typeof flags.game === 'string' ? readGameText(flags.game) : null;
    if (gameText !== null && isGameFileText(gameText)) return runAdjudicateGame(flags.game as string, gameText, mailFiles, flags, io);
    if (flags.commit || flags.answer !== undefined) { io.err('adjutant adjudicate: --commit and --answer need a game file (--game FILE, saved by the app)\n'); return 2; }
    let variant: Variant;
    let rules;
    try {
      variant = getVariant(typeof flags.variant === 'string' ? flags.variant : 'standard');
      rules = getProfile(typeof flags.rules === 'string' ? flags.rules : 'hasbro2000');
    } catch (e) { io.err(`adjutant adjudicate: ${(e as Error).message}\n`); return 2; }
    if (typeof flags.orders === 'string' && mailFiles.length) { io.err('adjutant adjudicate: give either --orders or mail files, not both\n'); return 2; }
    if (typeof flags.orders !== 'string' && !mailFiles.length) { io.err(`adjutant adjudicate: --orders <file> or mail files are required\n\n${usage}\n`); return 2; }
    if (flags.position === true) { io.err('adjutant adjudicate: --position needs a file\n'); return 2; }

    let position: Position;
    let orders: Order[];
    let mail: MailOrders | undefined;
    try {
      const loaded = typeof flags.position === 'string' ? loadPosition(variant, flags.position) : { position: initialPosition(variant), warnings: [] };
      position = loaded.position;
      for (const w of loaded.warnings) io.err(`warning: ${flags.position}: ${w}\n`);
      if (typeof flags.orders === 'string') {
        const read = loadOrders(variant, flags.orders, position.phase.type);
        // An unreadable line is reported and left out: that unit is unordered, as a GM would rule.
        for (const d of read.diagnostics) io.err(`warning: ${flags.orders}:${d.line}: ${d.message}: ${JSON.stringify(d.text)}\n`);
        orders = read.orders;
      } else {
        mail = await loadMailOrders(variant, mailFiles, position, rules, typeof flags.game === 'string' ? readGame(flags.game) : undefined);
        orders = mail.orders;
      }
    } catch (e) {
      if (e instanceof InputError) { io.err(`adjutant adjudicate: ${e.message}\n`); return 2; }
      throw e;
    }

    const result = adjudicate(variant, position, orders, rules);
    if (flags.json) {
      io.out(JSON.stringify({
        results: result.results.map((r) => ({ ...r, text: formatOrder(r.order) })),
        notices: result.notices,
        next: result.next,
        ...(mail ? { mail: mail.mail.map((m) => ({ file: m.file, summary: m.summary, messages: m.result.messages, verdicts: m.result.verdicts })), replaced: mail.replaced, doubts: mail.doubts, questions: mail.questions, powers: mail.powers } : {}),
      }, null, 2) + '\n');
      return 0;
    }
    if (mail) io.out(`${mailSummaryText(variant, mail)}\n\n`);
    io.out(`Results for ${phaseName(position.phase)} (${rules.name})\n${resultsText(variant, result)}\n\n${positionText(variant, result.next)}\n`);
    return 0;
  },
};
