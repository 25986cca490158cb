// `adjutant ledger`: the rules ledger from the command line. Reads a ruleset file in any format
// the ledger imports (detected) and writes it in another; computes Nomic points (003 203); and runs
// a whole game on a ledger file (ledgerGame.ts: create, propose, vote, close, points, Points of
// Order, publish), through the same core/ledger replay as the app.

import { readFileSync } from 'node:fs';
import { CONVERT_TARGETS, convertRuleset, pointsAnnouncement, proposalPoints, RulesetFormatError, type ConvertTarget } from '../../core/ledger/index';
import { parseArgs, type Command } from '../io';
import { GAME_SUBCOMMANDS, GAME_USAGE, LedgerUsageError, runLedgerGame } from './ledgerGame';

const USAGE = `adjutant ledger convert <file> --to ${CONVERT_TARGETS.join('|')}
adjutant ledger points --highest <R> --yes <Y> --votes <V> [--total <points> --player <name>]

convert  read a ruleset (Nomic JSON as in seed 003, Agora "Regulation X/n" text as in seed 002,
         or numbered house rules as in seeds 000/001; the format is detected) and write it as
         another format or as a text, BBCode or Markdown post. An unchanged ruleset converted to
         its own format comes back byte for byte.
points   the points a Nomic proposer gains when the vote completes (003 203):
         floor(max(10, R - 290) x Y / V); with --total, the announcement line (003 209).

A game kept as a ledger file (JSON: setup, ruleset text, every action with who/when/why):
${GAME_USAGE}`;

function integer(value: string | true | undefined, name: string): number {
  if (typeof value !== 'string' || !/^-?\d+$/.test(value)) throw new UsageError(`--${name} needs a whole number`);
  return Number(value);
}

class UsageError extends Error {}

export const ledgerCommand: Command = {
  name: 'ledger',
  usage: USAGE,
  async run(args, io) {
    const [sub, ...rest] = args;
    const { flags, positionals } = parseArgs(rest, ['json', 'immutable']);
    try {
      if ((GAME_SUBCOMMANDS as readonly string[]).includes(sub ?? '')) return await runLedgerGame(sub!, positionals, flags, io);
      if (sub === 'convert') {
        const file = positionals[0];
        const to = flags.to;
        if (!file) throw new UsageError('name the ruleset file to convert');
        if (typeof to !== 'string' || !(CONVERT_TARGETS as string[]).includes(to)) throw new UsageError(`--to must be one of ${CONVERT_TARGETS.join(', ')}`);
        let source: string;
        try { source = readFileSync(file, 'utf8'); } catch (e) { throw new UsageError(`cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`); }
        // A byte-order mark is not part of the ruleset.
        io.out(convertRuleset(source.replace(/^\uFEFF/, ''), to as ConvertTarget));
        return 0;
      }
      if (sub === 'points') {
        const highest = integer(flags.highest, 'highest');
        const yes = integer(flags.yes, 'yes');
        const votes = integer(flags.votes, 'votes');
        if (yes < 0 || votes < 0 || yes > votes) throw new UsageError('need 0 <= --yes <= --votes');
        const gain = proposalPoints(highest, yes, votes);
        if (flags.total !== undefined) {
          const total = integer(flags.total, 'total') + gain;
          io.out(pointsAnnouncement(total, gain, typeof flags.player === 'string' ? flags.player : undefined) + '\n');
        } else io.out(`${gain}\n`);
        return 0;
      }
      throw new UsageError(sub ? `unknown subcommand '${sub}'` : 'name a subcommand');
    } catch (e) {
      if (e instanceof UsageError || e instanceof RulesetFormatError || e instanceof LedgerUsageError) {
        io.err(`adjutant ledger: ${e.message}\n${e instanceof UsageError ? '\n' + USAGE + '\n' : ''}`);
        return 2;
      }
      throw e;
    }
  },
};
