// `adjutant import`: take over a game judged elsewhere. Reads another judge's results posts, a
// dipcc/webDiplomacy game file or a position typed by hand, prints the position the game has
// reached with every doubt, and can write it as a position file for `adjutant adjudicate
// --position`. Exit 0 for a clean import, 1 when it was imported with doubts, 2 when no position
// could be made (or a file cannot be read).
import { readFileSync, writeFileSync } from 'node:fs';
import { getVariant } from '../../core/diplomacy/variants';
import { phaseName } from '../../core/diplomacy/phases';
import { profilesThatReplay } from '../../core/diplomacy/replay';
import { takeOverGame } from '../../core/diplomacy/takeover/takeOver';
import { parseArgs, type Command } from '../io';
import { positionText } from './adjudicate';

const usage = `adjutant import <file>... [--variant standard] [--out <position.json>] [--json]

Takes over a game judged elsewhere. The files (read in turn, as one paste) may hold:
  - results posts in the nJudge/DPjudge mail format ("Movement results for Fall of 1904." …),
    including Adjutant's own; several turns may be pasted in any order, oldest is read first;
  - a dipcc / webDiplomacy game file (JSON): the game continues from its last phase;
  - a position typed by hand: a phase line ("Spring 1905" or "S1905M"), then per power
    "Austria: A Vie, A Bud, F Tri; centres Vie, Bud, Tri".
Prints the phase, each power's units and centres, the history read, and every doubt (a line it
could not use, or something that does not add up) with its line number.
  --out   write the position as Adjutant position JSON, for adjutant adjudicate --position
  --json  print {source, position, centresKnown, history, doubts} instead
For a dipcc game it also names the profiles under which the game replays identically.
Exit status: 0 imported cleanly, 1 imported with doubts, 2 no position (or unreadable input).`;

export const importCommand: Command = {
  name: 'import',
  usage,
  async run(args, io) {
    const { flags, positionals } = parseArgs(args, ['json']);
    if (!positionals.length) { io.err(`adjutant import: name a file to import\n\n${usage}\n`); return 2; }
    let variant;
    try { variant = getVariant(typeof flags.variant === 'string' ? flags.variant : 'standard'); } catch (e) { io.err(`adjutant import: ${(e as Error).message}\n`); return 2; }
    const texts: string[] = [];
    for (const file of positionals) {
      try { texts.push(readFileSync(file, 'utf8')); } catch (e) {
        io.err(`adjutant import: cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}\n`);
        return 2;
      }
    }
    const taken = takeOverGame(variant, texts.join('\n\n'));
    const profiles = taken.source === 'dipcc-game' && taken.position ? profilesThatReplay(JSON.parse(texts.join(''))) : undefined;
    if (flags.json) {
      io.out(JSON.stringify({ source: taken.source, position: taken.position ?? null, centresKnown: taken.centresKnown, history: taken.history.map((h) => h.name), doubts: taken.doubts, ...(profiles ? { replaysIdenticallyUnder: profiles } : {}) }, null, 2) + '\n');
    } else {
      io.out(`Read as ${taken.source.replace('-', ' ')}${taken.history.length ? `: ${taken.history.map((h) => h.name).join(', ')}` : ''}\n`);
      if (taken.position) {
        io.out(`The game continues at ${phaseName(taken.position.phase)}.\n`);
        for (const line of positionText(variant, taken.position).split('\n').slice(1)) io.out(`  ${line}\n`);
        if (!taken.centresKnown) io.out('  (centres not stated: each power was given its home centres)\n');
      } else io.out('No position could be made from this input.\n');
      if (profiles) io.out(profiles.length ? `Replays identically under: ${profiles.join(', ')}\n` : 'No named profile replays this game identically: see adjutant replay.\n');
      if (taken.doubts.length) {
        io.out(`${taken.doubts.length} doubt${taken.doubts.length === 1 ? '' : 's'} for the GM:\n`);
        for (const d of taken.doubts) io.out(`  ${d.line ? `line ${d.line}: ` : ''}${d.why}${d.text && d.line ? `\n      ${d.text.split('\n')[0]}` : ''}\n`);
      }
    }
    if (taken.position && typeof flags.out === 'string') {
      try { writeFileSync(flags.out, JSON.stringify(taken.position, null, 2) + '\n'); } catch (e) {
        io.err(`adjutant import: cannot write ${flags.out}: ${(e as Error).message}\n`);
        return 2;
      }
    }
    if (!taken.position) return 2;
    return taken.doubts.length ? 1 : 0;
  },
};
