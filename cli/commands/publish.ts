// `adjutant publish`: write the results post of one phase of a game in a chosen dialect. The
// game file is an Adjutant game record (core/diplomacy/game.ts) or a dipcc JSON game, whose
// phase is re-adjudicated from its recorded state. Exit 0 on success, 2 when the input is wrong.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { getProfile, type HouseRules } from '../../core/diplomacy/houseRules';
import { getVariant } from '../../core/diplomacy/variants';
import type { GameRecord } from '../../core/diplomacy/game';
import {
  dialects, getPressPolicy, publishResults, reportFromDipcc, reportFromGameRecord, splitForDiscord,
  type Dialect, type PhaseReport, type PressPolicy,
} from '../../core/diplomacy/publish/index';
import { parseInstant } from '../../core/diplomacy/running/gmt';
import { parseArgs, type Command } from '../io';
import { asGameRecord, CliInputError } from '../inputSchemas';

const usage = `adjutant publish <game file> --phase <name> --dialect njudge|bbcode|markdown [options]

Writes the results of one phase: every power's orders as adjudicated with the judge's outcome
markers and as written, dislodged units and their retreats, centre changes and, after Fall and
Winter, the ownership table; notices, press and the next phase with its deadline in GMT.
The game file is an Adjutant game export or a dipcc JSON game (phases named like F1901M; the
phase is re-adjudicated from its recorded state; public messages are printed as white press).
  --phase      the phase to publish, e.g. F1901M
  --dialect    njudge (judge mail text), bbcode (forums) or markdown (Discord)
  --rules      house-rules profile for a dipcc game: hasbro2000 (default), wm2004, maharajiad, agora-bt
  --press      press policy: wm2004 (default), wm2004-alt-a..c, maharajiad, maharajiad-alt-a..d
  --game       the game's name in the post (default: the file name)
  --deadline   the next deadline, ISO 8601 with a zone, e.g. 2002-02-26T23:30Z
  --gm-offset  the GM's offset from GMT in minutes (e.g. 60, -300), to print local time too
  --discord    with --dialect markdown: print the messages of at most 2,000 characters,
               separated by a line \`--- message N of M ---\`
Exit status: 0 written, 2 bad arguments or an unreadable game.`;

function fail(io: { err: (s: string) => void }, message: string): number {
  io.err(`adjutant publish: ${message}\n`);
  return 2;
}

export const publishCommand: Command = {
  name: 'publish',
  usage,
  async run(args, io) {
    const { flags, positionals } = parseArgs(args, ['discord']);
    const file = positionals[0];
    if (!file) return fail(io, `name a game file\n\n${usage}`);
    const phase = typeof flags.phase === 'string' ? flags.phase : undefined;
    if (!phase) return fail(io, 'say which phase with --phase, e.g. --phase F1901M');
    const dialect = (typeof flags.dialect === 'string' ? flags.dialect : '') as Dialect;
    if (!dialects.includes(dialect)) return fail(io, `--dialect must be one of ${dialects.join(', ')}`);
    let rules: HouseRules;
    let press: PressPolicy;
    try {
      rules = getProfile(typeof flags.rules === 'string' ? flags.rules : 'hasbro2000');
      press = getPressPolicy(typeof flags.press === 'string' ? flags.press : 'wm2004');
    } catch (e) { return fail(io, (e as Error).message); }
    let nextDeadline: number | undefined;
    if (flags.deadline !== undefined) {
      nextDeadline = typeof flags.deadline === 'string' ? parseInstant(flags.deadline) : undefined;
      if (nextDeadline === undefined) return fail(io, '--deadline must be an ISO 8601 time with a zone, e.g. 2002-02-26T23:30Z');
    }
    let gmUtcOffsetMinutes: number | undefined;
    if (flags['gm-offset'] !== undefined) {
      gmUtcOffsetMinutes = Number(flags['gm-offset']);
      if (!Number.isInteger(gmUtcOffsetMinutes) || Math.abs(gmUtcOffsetMinutes) > 14 * 60) return fail(io, '--gm-offset must be whole minutes between -840 and 840');
    }
    let json: unknown;
    try { json = JSON.parse(readFileSync(file, 'utf8')); } catch (e) {
      return fail(io, `cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
    }
    const extras = { game: typeof flags.game === 'string' ? flags.game : basename(file).replace(/\.json$/i, ''), nextDeadline, gmUtcOffsetMinutes };
    const record = json as Partial<GameRecord> | null;
    let report: PhaseReport | { error: string };
    try {
      if (record && typeof record === 'object' && record.format === 'adjutant-game') {
        const checkedRecord = asGameRecord(json, file);
        const variant = getVariant(checkedRecord.variant);
        report = reportFromGameRecord(variant, checkedRecord, phase, extras);
        if (!('error' in report)) return write(io, publishResults(variant, report, dialect, { pressPolicy: press }), flags.discord === true && dialect === 'markdown');
      } else {
        const map = record && typeof record === 'object' && typeof (record as { map?: unknown }).map === 'string' ? (record as { map: string }).map : 'standard';
        const variant = getVariant(map);
        report = reportFromDipcc(variant, json, phase, rules, extras);
        if (!('error' in report)) return write(io, publishResults(variant, report, dialect, { pressPolicy: press }), flags.discord === true && dialect === 'markdown');
      }
    } catch (e) { return fail(io, e instanceof CliInputError ? (e as Error).message : `${file}: ${(e as Error).message}`); }
    return fail(io, `${file}: ${report.error}`);
  },
};

function write(io: { out: (s: string) => void }, text: string, discord: boolean): number {
  if (!discord) { io.out(text); return 0; }
  const parts = splitForDiscord(text);
  parts.forEach((part, i) => io.out(`--- message ${i + 1} of ${parts.length} ---\n${part}\n`));
  return 0;
}
