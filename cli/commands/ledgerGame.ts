// `adjutant ledger create|show|propose|vote|close|…`: a rules ledger kept as a ledger file
// (core/ledger/recordFile.ts), so a rules keeper can run a whole game from scripts. Each command
// that changes the game appends exactly one action and prints the ledger's state, rebuilt by
// core/ledger's replayLedger and ledgerView — the calls the app's worker makes on its records.
//
// An action the rules refuse (a proposal 003 202a forbids, a vote after the day closed, …) is not
// appended: the command prints the refusal with its clause and exits 1, and the file is untouched.
// Bad input (a missing flag, an unreadable or newer file) exits 2 and also leaves the file as it was.
//
// Every subcommand but create also works on a game file the app saved (`--game FILE`, or the file
// named in its place): the action becomes the record the app would write, so the GM can script a
// turn and open the file in the app again (issue 20).
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import {
  checkRuleset, describeChange, formatUkTime, ledgerStateOf, ledgerView, newLedgerFile, parseLedgerFile, publishLedger, serializeLedgerFile,
  withEntry, type LedgerAction, type LedgerFile, type LedgerPlayer, type LedgerProcedure, type LedgerView, type PublishDialect, type PublishWhat,
  type RuleChange,
} from '../../core/ledger/index';
import type { CliIO } from '../io';
import { ledgerStateOfRows, nextLedgerSeq } from '../../core/ledger/fromRows';
import type { LedgerState } from '../../core/ledger/record';
import { isGameFileText, newRecord, openGameForChange, openGameToRead, readTextFile, writeGame, type OpenedGame } from '../gameFileIo';

export class LedgerUsageError extends Error {}

type Flags = Record<string, string | true>;

export const GAME_USAGE = `adjutant ledger create <ledger.json> --ruleset <file> [--procedure nomic|agora-bt|house-rules]
        [--players "Name:Monday,Name:Tuesday,…"] [--start YYYY-MM-DD] [--judge <name>] [--gm <name>]
        [--profile wm2004|maharajiad]
adjutant ledger show <ledger.json> [--json]
adjutant ledger propose <ledger.json> --by <player> --at <time> --text <words>
        (--enact <text> [--title <t>] [--immutable] | --amend <rule> --with <text> | --repeal <rule>
         | --reenact <rule> [--with <text>] | --transmute <rule> --to mutable|immutable | --changes <file.json>)
        [--winning-points <n>]
adjutant ledger vote <ledger.json> --proposal <id> --voter <player> --vote yes|no|abstain --at <time>
adjutant ledger close <ledger.json> --proposal <id> --at <time>
adjutant ledger withdraw <ledger.json> --proposal <id> --by <player> --at <time>
adjutant ledger withdraw-vote <ledger.json> --proposal <id> --voter <player> --at <time>
adjutant ledger point-of-order <ledger.json> --by <player> --at <time> --text <question> [--about <proposal>]
adjutant ledger judgement|dispute|opinion <ledger.json> --id <PoO id> --by <player> --at <time> --text <words>
adjutant ledger advance <ledger.json> --at <time>
adjutant ledger points-post <ledger.json> --author <player> --at <time> --text <line>
adjutant ledger undecidable <ledger.json> --player <player> --at <time>
adjutant ledger publish <ledger.json> --what ruleset|result|scoreboard [--dialect text|bbcode|markdown] [--proposal <id>]
        Every command that changes the ledger also takes --who <recorder> (default GM),
        --why <reason> and --now <time> (when it is recorded; default the clock).

Times are ISO instants (2019-02-11T10:00:00Z). create refuses to overwrite a file; a refused action
(the rule that forbids it is printed) exits 1 and leaves the file unchanged.
Every command but create also works on a game file the app saved: name it in place of <ledger.json>,
        or give --game <game.json>; the action is appended as the app would record it.`;

export const GAME_SUBCOMMANDS = [
  'create', 'show', 'propose', 'vote', 'close', 'withdraw', 'withdraw-vote', 'point-of-order', 'judgement', 'dispute', 'opinion',
  'advance', 'points-post', 'undecidable', 'publish',
] as const;

function need(flags: Flags, name: string): string {
  const v = flags[name];
  if (typeof v !== 'string' || v === '') throw new LedgerUsageError(`--${name} needs a value`);
  return v;
}

function optional(flags: Flags, name: string): string | undefined {
  const v = flags[name];
  if (v === true) throw new LedgerUsageError(`--${name} needs a value`);
  return v;
}

function time(flags: Flags, name: string): string {
  const v = need(flags, name);
  const t = Date.parse(v);
  if (Number.isNaN(t)) throw new LedgerUsageError(`--${name} is not a date and time: ${v} (use e.g. 2019-02-11T10:00:00Z)`);
  return new Date(t).toISOString();
}

function oneOf<T extends string>(flags: Flags, name: string, values: readonly T[], fallback?: T): T {
  const v = flags[name] === undefined && fallback !== undefined ? fallback : need(flags, name);
  if (!(values as readonly string[]).includes(v)) throw new LedgerUsageError(`--${name} must be one of ${values.join(', ')}`);
  return v as T;
}

function readText(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (e) {
    throw new LedgerUsageError(`cannot read ${path}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
}

function readLedger(path: string): LedgerFile {
  const read = parseLedgerFile(readText(path));
  if (!read.ok) throw new LedgerUsageError(`${path} is refused (the file is left unchanged): ${read.problem}`);
  return read.file;
}

/** Write beside the file, then rename: a crash never leaves half a ledger. */
function writeLedger(path: string, f: LedgerFile): void {
  const tmp = `${path}.${process.pid}.tmp`;
  writeFileSync(tmp, serializeLedgerFile(f));
  renameSync(tmp, path);
}

const textLines = (s: string) => s.split(/\r?\n/);

/** The rule-changes a proposal carries, from its flags (exactly one way of giving them). */
function changesOf(flags: Flags): RuleChange[] {
  const given = ['enact', 'amend', 'repeal', 'reenact', 'transmute', 'changes'].filter((k) => flags[k] !== undefined);
  if (given.length !== 1) throw new LedgerUsageError('give the rule-change with exactly one of --enact, --amend, --repeal, --reenact, --transmute or --changes');
  const kind = given[0]!;
  if (kind === 'enact') {
    const title = optional(flags, 'title');
    return [{ kind: 'enact', text: textLines(need(flags, 'enact')), mutability: flags.immutable ? 'immutable' : 'mutable', ...(title ? { title } : {}) }];
  }
  if (kind === 'amend') return [{ kind: 'amend', rule: need(flags, 'amend'), text: textLines(need(flags, 'with')) }];
  if (kind === 'repeal') return [{ kind: 'repeal', rule: need(flags, 'repeal') }];
  if (kind === 'reenact') {
    const w = optional(flags, 'with');
    return [{ kind: 'reenact', rule: need(flags, 'reenact'), ...(w ? { text: textLines(w) } : {}) }];
  }
  if (kind === 'transmute') return [{ kind: 'transmute', rule: need(flags, 'transmute'), to: oneOf(flags, 'to', ['mutable', 'immutable'] as const) }];
  // A JSON list of rule-changes, checked the way a ledger file's proposal is.
  const path = need(flags, 'changes');
  let list: unknown;
  try { list = JSON.parse(readText(path)); } catch (e) {
    if (e instanceof LedgerUsageError) throw e;
    throw new LedgerUsageError(`${path} is not JSON: ${(e as Error).message}`);
  }
  const probe = parseLedgerFile(JSON.stringify({
    format: 'adjutant-ledger', version: 1, setup: { rawInputId: 'x', sourceName: 'x', procedure: 'nomic', players: [] }, ruleset: '',
    entries: [{ who: 'x', when: new Date(0).toISOString(), action: { kind: 'ledger-proposal', by: 'x', at: new Date(0).toISOString(), text: '', changes: list } }],
  }));
  if (!probe.ok) throw new LedgerUsageError(`${path} is not a list of rule-changes: ${probe.problem.replace(/^entries\.0\.action\.changes\.?/, '')}`);
  const a = probe.file.entries[0]!.action;
  return a.kind === 'ledger-proposal' ? a.changes : [];
}

function actionOf(sub: string, flags: Flags): LedgerAction {
  switch (sub) {
    case 'propose': {
      const wp = optional(flags, 'winning-points');
      if (wp !== undefined && !/^[1-9]\d*$/.test(wp)) throw new LedgerUsageError('--winning-points needs a positive whole number');
      return { kind: 'ledger-proposal', by: need(flags, 'by'), at: time(flags, 'at'), text: need(flags, 'text'), changes: changesOf(flags), ...(wp ? { winningPoints: Number(wp) } : {}) };
    }
    case 'vote': return { kind: 'ledger-ballot', proposal: need(flags, 'proposal'), voter: need(flags, 'voter'), vote: oneOf(flags, 'vote', ['yes', 'no', 'abstain'] as const), at: time(flags, 'at') };
    case 'close': return { kind: 'ledger-close', proposal: need(flags, 'proposal'), at: time(flags, 'at') };
    case 'withdraw': return { kind: 'ledger-withdraw', proposal: need(flags, 'proposal'), by: need(flags, 'by'), at: time(flags, 'at') };
    case 'withdraw-vote': return { kind: 'ledger-withdraw-vote', proposal: need(flags, 'proposal'), voter: need(flags, 'voter'), at: time(flags, 'at') };
    case 'point-of-order': {
      const about = optional(flags, 'about');
      return { kind: 'ledger-point-of-order', by: need(flags, 'by'), at: time(flags, 'at'), text: need(flags, 'text'), ...(about ? { about } : {}) };
    }
    case 'judgement': case 'dispute': case 'opinion':
      return { kind: `ledger-${sub}`, by: need(flags, 'by'), at: time(flags, 'at'), id: need(flags, 'id'), text: need(flags, 'text') };
    case 'advance': return { kind: 'ledger-advance', at: time(flags, 'at') };
    case 'points-post': return { kind: 'ledger-points-post', author: need(flags, 'author'), at: time(flags, 'at'), text: need(flags, 'text') };
    case 'undecidable': return { kind: 'ledger-undecidable-move', player: need(flags, 'player'), at: time(flags, 'at') };
    default: throw new LedgerUsageError(`unknown subcommand '${sub}'`);
  }
}

/** The ledger as a GM reads it, in plain text (the same rows the app's workspace shows). */
export function describeLedger(v: LedgerView): string {
  const out: string[] = [`${v.title} — ${v.procedure}${v.secretBallots ? ' (secret ballots)' : ' (open votes)'}; next: ${v.phase}`];
  if (v.threshold) out.push(`Adoption needs ${v.threshold}.`);
  if (v.proposals.length) {
    out.push('Proposals:');
    for (const p of v.proposals) {
      out.push(`  ${p.id} [${p.status}] by ${p.proposer}, ${formatUkTime(p.submittedAt)}: ${p.changes.map(describeChange).join('; ')}`);
      out.push(`      ${p.standing}`);
    }
  }
  if (v.points) {
    out.push(`Points (003 203, 205, 207; ${v.winningPoints ?? '?'} to win, 003 210):`);
    for (const p of v.points) out.push(`  ${p.player}: ${p.total}`);
  }
  if (v.winner) out.push(`Winner: ${v.winner}`);
  for (const p of v.pointsOfOrder) out.push(`${p.id} (raised by ${p.raisedBy}, Judge ${p.judge}): ${p.standing}`);
  const refused = v.outcomes.filter((o) => !o.accepted);
  if (refused.length) out.push(`${refused.length} recorded action${refused.length === 1 ? ' was' : 's were'} refused on replay:`, ...refused.map((o) => `  #${o.index + 1} ${o.kind}: ${o.message}`));
  return out.join('\n') + '\n';
}

function create(path: string, flags: Flags): LedgerFile {
  if (existsSync(path)) throw new LedgerUsageError(`${path} already exists: a ledger file is never overwritten (choose another name)`);
  const rulesetPath = need(flags, 'ruleset');
  const text = readText(rulesetPath).replace(/^\uFEFF/, '');
  const check = checkRuleset(text);
  if (!check.ok) throw new LedgerUsageError(`${rulesetPath} is not a ruleset: ${check.problems.join('; ')}`);
  const procedure = oneOf<LedgerProcedure>(flags, 'procedure', ['nomic', 'agora-bt', 'house-rules'], check.suggestedProcedure);
  const playersFlag = optional(flags, 'players');
  const players: LedgerPlayer[] = (playersFlag ?? '').split(',').map((s) => s.trim()).filter(Boolean).map((s) => {
    const [name, day] = s.split(':').map((x) => x.trim());
    if (!name) throw new LedgerUsageError(`--players: an empty name in "${s}"`);
    if (day && !/^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)$/.test(day)) throw new LedgerUsageError(`--players: "${day}" is not a weekday (003 201a allocates each player a day)`);
    return day ? { name, day } : { name };
  });
  if (procedure !== 'nomic' && players.length === 0) throw new LedgerUsageError('--players is needed: this procedure counts its voters');
  const start = optional(flags, 'start');
  if (start !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(start)) throw new LedgerUsageError('--start must be a date like 2019-02-11');
  const judge = optional(flags, 'judge'), gm = optional(flags, 'gm');
  const profile = flags.profile === undefined ? undefined : oneOf(flags, 'profile', ['wm2004', 'maharajiad'] as const);
  const sourceName = rulesetPath.split(/[\\/]/).pop()!;
  return newLedgerFile({
    sourceName, procedure, players, ...(start ? { startDate: start } : {}), ...(judge ? { judge } : {}), ...(gm ? { gm } : {}),
    ...(profile ? { houseRuleProfile: profile } : {}),
  }, text);
}

function recording(flags: Flags, f: LedgerFile) {
  const who = optional(flags, 'who') ?? 'GM';
  const when = flags.now === undefined ? new Date().toISOString() : time(flags, 'now');
  const last = f.entries.at(-1);
  if (last && Date.parse(when) < Date.parse(last.when)) throw new LedgerUsageError(`recording time ${when} is before the last entry's (${last.when}): entries stay in time order`);
  const why = optional(flags, 'why');
  return { who, when, ...(why ? { why } : {}) };
}

/** A game file's ledger: the state core rebuilds from its rows, as the app's loadLedgerState does. */
function ledgerOfGame(g: OpenedGame): LedgerState {
  if (g.game.family !== 'ledger') throw new LedgerUsageError(`${g.path} holds a ${g.game.family} game ("${g.game.name}"), not a rules ledger`);
  const state = ledgerStateOfRows(g.records, g.rawInputs);
  if (!state) throw new LedgerUsageError(`${g.path}: the ledger "${g.game.name}" has no ruleset yet; choose its starting rules in the app first`);
  return state;
}

/**
 * The same subcommands on a game file (format adjutant-game, as the app saves it): each action is
 * appended as the record the app would write (same kind, payload and sequence number), the game
 * row's phase follows the ledger as in the app, and the whole file is written back atomically.
 */
async function runOnGameFile(sub: string, path: string, text: string, flags: Flags, io: CliIO): Promise<number> {
  const refuse = (reason: string) => new LedgerUsageError(reason);
  if (sub === 'show') {
    const view = ledgerView(ledgerOfGame(await openGameToRead(path, text, refuse)));
    io.out(flags.json ? JSON.stringify(view, null, 2) + '\n' : describeLedger(view));
    return 0;
  }
  const g = await openGameForChange(path, text, refuse);
  const state = ledgerOfGame(g);
  const when = flags.now === undefined ? new Date().toISOString() : time(flags, 'now');
  const at = Date.parse(when);
  if (at < g.lastAt) throw new LedgerUsageError(`recording time ${when} is before the game's last record (${new Date(g.lastAt).toISOString()}): records stay in time order`);
  let action: LedgerAction;
  let printed: string | null = null;
  if (sub === 'publish') {
    const what = oneOf<PublishWhat>(flags, 'what', ['ruleset', 'result', 'scoreboard']);
    const dialect = oneOf<PublishDialect>(flags, 'dialect', ['text', 'bbcode', 'markdown'], 'text');
    const proposal = optional(flags, 'proposal');
    const post = publishLedger(state, what, dialect, proposal);
    if (!post.ok) { io.err(`adjutant ledger publish: refused: ${post.problem}\n`); return 1; }
    action = { kind: 'ledger-published', what, dialect, via: 'save', ...(proposal ? { proposal } : {}) };
    printed = post.text.endsWith('\n') ? post.text : post.text + '\n';
  } else {
    action = actionOf(sub, flags);
  }
  const { kind, ...payload } = action;
  // The app keeps the game's phase in step with the ledger whenever it shows it (LedgerWorkspace),
  // so the phase a record is written with is the ledger's phase before the action, as here.
  const phaseBefore = ledgerView(state).phase;
  const row = { ...newRecord(g, kind, { ...payload, seq: nextLedgerSeq(g.records) }, at), phase: phaseBefore };
  const records = [...g.records, row];
  const view = ledgerView(ledgerStateOfRows(records, g.rawInputs)!);
  const outcome = view.outcomes.find((o) => o.index === state.actions.length);
  if (!outcome || !outcome.accepted) {
    io.err(`adjutant ledger ${sub}: refused, nothing recorded: ${outcome?.message ?? 'the replay gave no outcome'}\n`);
    return 1;
  }
  // As the app: the game list's phase follows the ledger.
  await writeGame(g, { ...g.game, updatedAt: at, phase: view.phase }, records);
  io.out(printed ?? `Recorded: ${outcome.message}\n` + describeLedger(view));
  return 0;
}

/** Runs one game subcommand; returns the exit code. */
export async function runLedgerGame(sub: string, positionals: string[], flags: Flags, io: CliIO): Promise<number> {
  const path = positionals[0] ?? (typeof flags.game === 'string' ? flags.game : undefined);
  if (!path) throw new LedgerUsageError('name the ledger file or the game file (--game FILE)');
  if (sub !== 'create') {
    const text = readTextFile(path, (reason) => new LedgerUsageError(reason));
    if (isGameFileText(text)) return runOnGameFile(sub, path, text, flags, io);
  }
  if (sub === 'create') {
    const f = create(path, flags);
    writeLedger(path, f);
    io.out(`Created ${path} from ${f.setup.sourceName}.\n` + describeLedger(ledgerView(ledgerStateOf(f))));
    return 0;
  }
  const f = readLedger(path);
  if (sub === 'show') {
    const view = ledgerView(ledgerStateOf(f));
    io.out(flags.json ? JSON.stringify(view, null, 2) + '\n' : describeLedger(view));
    return 0;
  }
  if (sub === 'publish') {
    const what = oneOf<PublishWhat>(flags, 'what', ['ruleset', 'result', 'scoreboard']);
    const dialect = oneOf<PublishDialect>(flags, 'dialect', ['text', 'bbcode', 'markdown'], 'text');
    const proposal = optional(flags, 'proposal');
    const post = publishLedger(ledgerStateOf(f), what, dialect, proposal);
    if (!post.ok) { io.err(`adjutant ledger publish: refused: ${post.problem}\n`); return 1; }
    writeLedger(path, withEntry(f, { action: { kind: 'ledger-published', what, dialect, via: 'save', ...(proposal ? { proposal } : {}) }, ...recording(flags, f) }));
    io.out(post.text.endsWith('\n') ? post.text : post.text + '\n');
    return 0;
  }
  const action = actionOf(sub, flags);
  const next = withEntry(f, { action, ...recording(flags, f) });
  const view = ledgerView(ledgerStateOf(next));
  const outcome = view.outcomes.find((o) => o.index === next.entries.length - 1);
  if (!outcome || !outcome.accepted) {
    io.err(`adjutant ledger ${sub}: refused, nothing recorded: ${outcome?.message ?? 'the replay gave no outcome'}\n`);
    return 1;
  }
  writeLedger(path, next);
  io.out(`Recorded: ${outcome.message}\n` + describeLedger(view));
  return 0;
}
