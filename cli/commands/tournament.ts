// `adjutant tournament`: the tournament desk from the command line (seeds 000 B/C, 001 A). All
// state lives in one tournament JSON file; board results arrive as board files (from other GMs'
// Adjutants, or written by `template` and filled in by hand) that are checked and appended.
import { readdirSync, readFileSync, renameSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  assignRound, createTournament, keepBoardFile, playersForRound, importBoardFile, importRoster, loadTournament, nameReplacement,
  plansOf, profileOf, publishAssignment, publishDraw, publishRoundResults, publishStandings, roundResults, standingsSections, type BoardFile, type Dialect, type Tournament,
} from '../../core/diplomacy/tournament/index';
import { parseArgs, type Command, type CliIO } from '../io';

const USAGE = `adjutant tournament <subcommand> --file <tournament.json> [options]

Subcommands:
  create    --file t.json --name "World Masters" --profile wm2004|maharajiad [--seed N]
  roster    --file t.json --import roster.csv
      columns: name (required), team, captain (yes/no), power (Round-1 sign-up), preferences (a;b;c)
  assign    --file t.json --round N
      seats round N: Round 1 from the roster, later rounds from the previous round's qualifiers;
      prints the boards, the swaps made for the checks and the checks not met
  template  --file t.json --round N --board R1-B01 [--out board.json]
      a board file for the board's GM to fill in (centre counts per year)
  import    --file t.json (--boards <folder> | --board <file.json>)...
      checks and appends board files; a refused file is listed with its reasons (exit 1)
  keep      --file t.json --round N --board R1-B01 --hash <first characters> --reason "..."
      settles a conflict: that board file stands (the others stay stored)
  replace   --file t.json --round N --board R1-B01 --power France --outgoing A --replacement B
            --kind permanent|temporary --from 2004-05-01 [--until 2004-05-20]
  decline   --file t.json --round N --player A       (a qualifier who will not play round N)
  standings --file t.json [--json]
  publish   --file t.json --what standings|assignment|draw|results [--round N]
            [--format text|bbcode|markdown]`;

function fail(io: CliIO, message: string, code = 2): number { io.err(`adjutant tournament: ${message}\n`); return code; }

function read(path: string): { ok: true; t: Tournament } | { ok: false; message: string } {
  let json: unknown;
  try { json = JSON.parse(readFileSync(path, 'utf8')); } catch (e) { return { ok: false, message: `cannot read ${path}: ${(e as Error).message}` }; }
  const loaded = loadTournament(json);
  return loaded.ok ? { ok: true, t: loaded.tournament } : { ok: false, message: `${path} is not a valid tournament:\n${loaded.problems.map((p) => `  ${p}`).join('\n')}` };
}

/** Written beside and renamed over, so an interrupted write never leaves half a tournament. */
function write(path: string, t: Tournament): void {
  writeFileSync(`${path}.tmp`, JSON.stringify(t, null, 1) + '\n');
  renameSync(`${path}.tmp`, path);
}

function dialectOf(format: string | true | undefined): Dialect | null {
  if (format === undefined || format === 'text' || format === 'plain') return 'njudge';
  if (format === 'bbcode' || format === 'markdown') return format;
  return null;
}

function template(t: Tournament, round: number, board: string): BoardFile | string {
  const r = t.rounds.find((x) => x.round === round);
  const b = r?.boards.find((x) => x.board === board);
  if (!b) return `there is no board ${board} in round ${round}`;
  const profile = profileOf(t);
  const plan = plansOf(t).find((p) => p.number === round)!;
  const through = plan.endYear ?? profile.startYear + 9;
  const zero = Object.fromEntries(profile.powers.map((p) => [p, 0]));
  return {
    format: 'adjutant-board-file', version: 1, tournament: t.id, round, board, kind: 'final', through,
    positions: b.seats.map((s) => ({ power: s.power, tenures: [{ player: s.player, from: `S${profile.startYear}M` }] })),
    centres: Array.from({ length: through - profile.startYear + 1 }, (_, i) => ({ year: profile.startYear + i, counts: { ...zero } })),
  };
}

export const tournamentCommand: Command = {
  name: 'tournament',
  usage: USAGE,
  async run(args, io) {
    const [sub, ...rest] = args;
    const { flags } = parseArgs(rest, ['json']);
    const subs = ['create', 'roster', 'assign', 'template', 'import', 'keep', 'replace', 'decline', 'standings', 'publish'];
    if (!sub || !subs.includes(sub)) return fail(io, `name a subcommand\n\n${USAGE}`);
    if (typeof flags.file !== 'string') return fail(io, '--file <tournament.json> is required');
    const path = flags.file;

    if (sub === 'create') {
      if (existsSync(path)) return fail(io, `${path} already exists; a tournament file is not overwritten`);
      const profile = flags.profile;
      if (profile !== 'wm2004' && profile !== 'maharajiad') return fail(io, '--profile is wm2004 or maharajiad');
      if (typeof flags.name !== 'string') return fail(io, '--name is required');
      const seed = flags.seed === undefined ? Math.floor(Date.now() % 1e9) : Number(flags.seed);
      if (!Number.isInteger(seed)) return fail(io, '--seed must be a whole number');
      const t = createTournament(flags.name, profile, seed);
      write(path, t);
      io.out(`created ${t.name} (${profileOf(t).name}), id ${t.id}, seed ${t.seed}\n`);
      return 0;
    }

    const loaded = read(path);
    if (!loaded.ok) return fail(io, loaded.message);
    const t = loaded.t;
    const round = flags.round === undefined ? undefined : Number(flags.round);
    if (round !== undefined && !Number.isInteger(round)) return fail(io, '--round must be a whole number');

    if (sub === 'roster') {
      if (typeof flags.import !== 'string') return fail(io, '--import <roster.csv> is required');
      let csv: string;
      try { csv = readFileSync(flags.import, 'utf8'); } catch (e) { return fail(io, `cannot read ${flags.import}: ${(e as Error).message}`); }
      const before = t.players.length;
      const { added, problems } = importRoster(t, csv);
      const lines = problems.map((p) => `${p.line ? `line ${p.line}: ` : ''}${p.clause}: ${p.message}\n`).join('');
      // All or nothing, as on the desk: a roster with a refused row (a player entered twice, a row
      // without a name) changes nothing in the tournament file.
      if (problems.some((p) => /refused|left out/.test(p.message))) {
        io.out(`roster refused, nothing was added (${before} on the roster):\n${lines}`);
        return 1;
      }
      write(path, t);
      io.out(`${added} players added; ${t.players.length} on the roster\n${lines}`);
      return 0;
    }

    if (sub === 'assign') {
      if (round === undefined) return fail(io, '--round is required');
      const { players, problems } = playersForRound(t, round);
      if (problems.length) return fail(io, `round ${round} cannot be seated yet:\n${problems.map((p) => `  ${p}`).join('\n')}`, 1);
      try { assignRound(t, round, players); } catch (e) { return fail(io, (e as Error).message, 1); }
      write(path, t);
      io.out(publishAssignment(t, round, 'njudge'));
      return 0;
    }

    if (sub === 'template') {
      if (round === undefined || typeof flags.board !== 'string') return fail(io, '--round and --board are required');
      const f = template(t, round, flags.board);
      if (typeof f === 'string') return fail(io, f);
      const text = JSON.stringify(f, null, 1) + '\n';
      if (typeof flags.out === 'string') { writeFileSync(flags.out, text); io.out(`wrote ${flags.out}\n`); } else io.out(text);
      return 0;
    }

    if (sub === 'import') {
      const files: string[] = [];
      for (let i = 0; i < rest.length; i++) {
        if (rest[i] === '--boards' && rest[i + 1]) {
          const dir = rest[++i]!;
          let names: string[];
          try { names = readdirSync(dir); } catch (e) { return fail(io, `cannot read folder ${dir}: ${(e as Error).message}`); }
          files.push(...names.filter((n) => n.endsWith('.json')).sort().map((n) => join(dir, n)));
        } else if (rest[i] === '--board' && rest[i + 1]) files.push(rest[++i]!);
      }
      if (!files.length) return fail(io, '--boards <folder> or --board <file> is required');
      let refused = 0;
      for (const f of files) {
        let json: unknown;
        try { json = JSON.parse(readFileSync(f, 'utf8')); } catch (e) { refused++; io.out(`${f}: refused — not JSON: ${(e as Error).message}\n`); continue; }
        const r = importBoardFile(t, json, f);
        if (r.status === 'refused') { refused++; io.out(`${f}: refused\n${r.reasons.map((x) => `  ${x}`).join('\n')}\n`); }
        else if (r.status === 'already-have') io.out(`${f}: already imported as ${r.fileName}\n`);
        else io.out(`${f}: added as ${r.fileName}${r.warnings.length ? `\n${r.warnings.map((w) => `  check: ${w}`).join('\n')}` : ''}\n`);
      }
      write(path, t);
      for (const r of t.rounds) for (const c of roundResults(t, r.round).conflicts) io.out(`conflict: ${c.board} has ${c.files.length} different results, not scored until one is kept:\n${c.files.map((x) => `  ${x.fileName}: ${x.summary}${x.source ? ` (from ${x.source})` : ''}`).join('\n')}\n  keep one: adjutant tournament keep --file ${path} --round ${c.round} --board ${c.board} --hash <hash> --reason "..."\n`);
      return refused ? 1 : 0;
    }

    if (sub === 'keep') {
      if (round === undefined || typeof flags.board !== 'string' || typeof flags.hash !== 'string') return fail(io, '--round, --board and --hash are required');
      const r = keepBoardFile(t, round, flags.board, flags.hash, typeof flags.reason === 'string' ? flags.reason : '');
      if (!r.ok) return fail(io, r.problem, 1);
      write(path, t);
      io.out(`${flags.board}: board file ${r.hash.slice(0, 16)} stands\n`);
      return 0;
    }

    if (sub === 'replace') {
      const need = ['board', 'power', 'outgoing', 'replacement', 'kind', 'from'];
      const missing = need.filter((n) => typeof flags[n] !== 'string');
      if (round === undefined || missing.length) return fail(io, `--round and ${missing.map((m) => `--${m}`).join(', ')} are required`);
      if (flags.kind !== 'permanent' && flags.kind !== 'temporary') return fail(io, '--kind is permanent or temporary');
      const r = nameReplacement(t, {
        round, board: flags.board as string, power: flags.power as string, outgoing: flags.outgoing as string, replacement: flags.replacement as string,
        kind: flags.kind, from: flags.from as string, ...(typeof flags.until === 'string' ? { until: flags.until } : {}),
      });
      if (!r.ok) return fail(io, `replacement refused:\n${r.problems.map((p) => `  ${p.clause}: ${p.message}`).join('\n')}`, 1);
      write(path, t);
      io.out(`recorded: ${flags.replacement} replaces ${flags.outgoing} (${flags.kind}) on ${flags.board} ${flags.power}\n`);
      return 0;
    }

    if (sub === 'decline') {
      if (round === undefined || typeof flags.player !== 'string') return fail(io, '--round and --player are required');
      t.declined.push({ round, player: flags.player });
      write(path, t);
      io.out(`${flags.player} declines round ${round}\n`);
      return 0;
    }

    if (sub === 'standings') {
      if (flags.json) {
        const { blocks, sections } = standingsSections(t);
        io.out(JSON.stringify({ sections, blocks }, null, 1) + '\n');
      } else io.out(publishStandings(t, 'njudge'));
      return 0;
    }

    // publish
    const dialect = dialectOf(flags.format);
    if (!dialect) return fail(io, '--format is text, bbcode or markdown');
    const what = flags.what ?? 'standings';
    if (what === 'standings') { io.out(publishStandings(t, dialect)); return 0; }
    const r = round ?? t.rounds[t.rounds.length - 1]?.round;
    if (r === undefined) return fail(io, 'no round has been seated');
    if (what === 'assignment') io.out(publishAssignment(t, r, dialect));
    else if (what === 'draw') io.out(publishDraw(t, r, dialect));
    else if (what === 'results') io.out(publishRoundResults(t, r, dialect));
    else return fail(io, '--what is standings, assignment, draw or results');
    return 0;
  },
};
