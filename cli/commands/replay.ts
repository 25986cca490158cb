// `adjutant replay`: re-adjudicate every phase of recorded dipcc games and report each phase
// whose outcome differs from the next recorded state. Exit 0 when everything matches, 1 when a
// phase differs, 2 when a file cannot be read.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { getProfile, type HouseRules } from '../../core/diplomacy/houseRules';
import { profilesThatReplay, replayGame, type ReplayReport } from '../../core/diplomacy/replay';
import { parseArgs, type Command } from '../io';

const usage = `adjutant replay <dipcc-game.json>... [--rules <profile>] [--json]

Re-adjudicates every phase of each game from its recorded state and compares the outcome (units
with coasts, dislodged units and their retreats, supply centres after the fall) with the next
recorded phase. Prints every phase that differs, the judge conventions under which that phase
comes out as recorded (one option changed at a time, with the DATC section naming the choice),
and the named profiles under which the whole game replays identically: the rules to continue it
under.
  --rules  house-rules profile: hasbro2000 (default), wm2004, maharajiad, agora-bt, webdiplomacy,
           droidippy (webdiplomacy: the 2000 rulebook's civil-disorder removals, as webDiplomacy
           records them; droidippy: also DATC v2.4's "via convoy" fallback to the land route)
  --json   print one report per game: {file, phases, mismatches, diagnostics, normalised}
Exit status: 0 all phases match, 1 some phase differs, 2 a file cannot be read.`;

type FileReport = ReplayReport & { file: string; unreadable?: string; replaysIdenticallyUnder?: string[] };

function replayFile(file: string, rules: HouseRules): FileReport {
  let json: unknown;
  try { json = JSON.parse(readFileSync(file, 'utf8')); } catch (e) {
    const why = (e as NodeJS.ErrnoException).code ?? (e as Error).message;
    return { file, phases: 0, mismatches: [], diagnostics: [], normalised: [], unreadable: `cannot read ${file}: ${why}` };
  }
  const report = replayGame(json, rules, undefined, { explain: true });
  if (report.phases === 0 && report.diagnostics.length) return { file, ...report, unreadable: `${file}: ${report.diagnostics[0]}` };
  // Only a game that differs is replayed under the other profiles: that is when a GM needs them.
  return report.mismatches.length ? { file, ...report, replaysIdenticallyUnder: profilesThatReplay(json) } : { file, ...report };
}

export const replayCommand: Command = {
  name: 'replay',
  usage,
  async run(args, io) {
    const { flags, positionals } = parseArgs(args, ['json']);
    if (!positionals.length) { io.err(`adjutant replay: name a dipcc game file\n\n${usage}\n`); return 2; }
    let rules: HouseRules;
    try { rules = getProfile(typeof flags.rules === 'string' ? flags.rules : 'hasbro2000'); } catch (e) {
      io.err(`adjutant replay: ${(e as Error).message}\n`); return 2;
    }
    const reports = positionals.map((f) => replayFile(f, rules));
    if (flags.json) io.out(JSON.stringify(reports.length === 1 ? reports[0] : reports, null, 2) + '\n');
    let differing = 0;
    let unreadable = 0;
    for (const r of reports) {
      if (r.unreadable) { unreadable++; io.err(`adjutant replay: ${r.unreadable}\n`); continue; }
      if (r.mismatches.length) differing++;
      if (flags.json) continue;
      const name = basename(r.file);
      io.out(`${name}: ${r.phases} phases re-adjudicated under ${rules.id}, ${r.mismatches.length ? `${r.mismatches.length} differ` : 'all match'}\n`);
      for (const d of r.diagnostics) io.out(`  note: ${d}\n`);
      for (const m of r.mismatches) {
        io.out(`  ${m.phase} → ${m.expected.phase}:\n`);
        for (const line of m.diff) io.out(`    ${line}\n`);
        for (const c of m.matchesUnder) io.out(`    matches the record if: ${c.label} (${c.clause})\n`);
        if (!m.matchesUnder.length) io.out('    no single convention explains this phase\n');
      }
      if (r.replaysIdenticallyUnder?.length) io.out(`  replays identically under: ${r.replaysIdenticallyUnder.join(', ')} (continue the game with --rules ${r.replaysIdenticallyUnder[0]})\n`);
      else if (r.mismatches.length) io.out('  no named profile replays it identically\n');
    }
    if (!flags.json && reports.length > 1) {
      io.out(`${reports.length} games: ${reports.length - differing - unreadable} match, ${differing} differ, ${unreadable} unreadable\n`);
    }
    if (unreadable) return 2;
    return differing ? 1 : 0;
  },
};
