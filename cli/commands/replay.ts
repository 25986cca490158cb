// `adjutant replay`: re-adjudicate every phase of recorded dipcc games and report each phase
// whose outcome differs from the next recorded state. Exit 0 when everything matches, 1 when a
// phase differs, 2 when a file cannot be read.
//
// It streams: files (and the .json files under directories) are taken one at a time, each game is
// read, replayed and printed, and only counters are kept, so an archive of any size replays in
// bounded memory. With --jobs N the games are shared among N worker threads; reports are still
// printed in the order of the files.
import { readdirSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { basename, join } from 'node:path';
import { getProfile, type HouseRules } from '../../core/diplomacy/houseRules';
import { parseArgs, type CliIO, type Command } from '../io';
import { replayFile, startReplayWorker, workersAvailable, type FileReport, type ReplayDone } from '../replayWorker';

const usage = `adjutant replay <dipcc-game.json | folder>... [--rules <profile>] [--jobs <n>] [--json]

Re-adjudicates every phase of each game from its recorded state and compares the outcome (units
with coasts, dislodged units and their retreats, supply centres after the fall) with the next
recorded phase. Prints every phase that differs, the judge conventions under which that phase
comes out as recorded (one option changed at a time, with the DATC section naming the choice),
and the named profiles under which the whole game replays identically: the rules to continue it
under. A folder stands for every .json file under it (sorted, subfolders included). Games are
replayed one at a time and forgotten once printed, so an archive of any size fits in memory; the
last line gives phases per second and the peak memory (on standard error with --json).
  --rules  house-rules profile: hasbro2000 (default), wm2004, maharajiad, agora-bt, webdiplomacy,
           droidippy (webdiplomacy: the 2000 rulebook's civil-disorder removals, as webDiplomacy
           records them; droidippy: also DATC v2.4's "via convoy" fallback to the land route)
  --jobs   worker threads replaying games side by side (default: the number of CPUs, at most 2;
           1 replays in the command's own thread)
  --json   print one report per game: {file, phases, mismatches, diagnostics, normalised}; one
           file gives one object, several files or a folder an array
Exit status: 0 all phases match, 1 some phase differs, 2 a file cannot be read.`;

/** The game files named on the command line, folders expanded, read lazily one at a time. */
function* gameFiles(paths: string[]): Generator<string> {
  for (const path of paths) {
    let isFolder = false;
    try { isFolder = statSync(path).isDirectory(); } catch { /* a missing file is reported when read */ }
    if (isFolder) yield* folderGames(path);
    else yield path;
  }
}

function* folderGames(folder: string): Generator<string> {
  const entries = readdirSync(folder, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const e of entries) {
    const path = join(folder, e.name);
    if (e.isDirectory()) yield* folderGames(path);
    else if (e.name.toLowerCase().endsWith('.json')) yield path;
  }
}

/**
 * Replays every file, handing each report to `each` in the order of the files. With jobs > 1 the
 * games go to worker threads, one per core; each worker has a second game queued behind the one
 * it is replaying, so it never waits for this thread to hand it work (on a busy machine this
 * thread may not run for a while). At most a few reports wait for an earlier, slower game, so
 * memory stays bounded.
 */
async function replayAll(files: Iterator<string>, rules: HouseRules, jobs: number, each: (r: FileReport) => void): Promise<void> {
  if (jobs <= 1) {
    for (let f = files.next(); !f.done; f = files.next()) each(replayFile(f.value, rules));
    return;
  }
  const queuedPerWorker = 2;
  const workers = Array.from({ length: jobs }, () => startReplayWorker(rules.id));
  const waiting = new Map<number, FileReport>();
  const aheadLimit = jobs * 8;
  let sent = 0;
  let printed = 0;
  let exhausted = false;
  try {
    await new Promise<void>((resolve, reject) => {
      // One entry per game a worker can take now: a worker is listed once per free place in its queue.
      const free: typeof workers = [];
      const dispatch = () => {
        while (free.length && !exhausted && sent - printed < aheadLimit) {
          const f = files.next();
          if (f.done) { exhausted = true; break; }
          free.shift()!.postMessage({ index: sent++, file: f.value });
        }
        if (exhausted && printed === sent) resolve();
      };
      for (const w of workers) {
        w.on('message', (done: ReplayDone) => {
          waiting.set(done.index, done.report);
          for (let r = waiting.get(printed); r; r = waiting.get(printed)) {
            waiting.delete(printed++);
            each(r);
          }
          free.push(w);
          dispatch();
        });
        w.on('error', (e) => reject(new Error(`a replay worker failed: ${e.message}`)));
        w.on('exit', (code) => { if (!exhausted || printed < sent) reject(new Error(`a replay worker stopped (exit ${code})`)); });
      }
      // Round robin, so the first games go one to each worker before any is queued.
      for (let q = 0; q < queuedPerWorker; q++) free.push(...workers);
      dispatch();
    });
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
}

/**
 * Standard output gathered into larger writes: an archive prints a line or more per game, and
 * a write per line to a pipe costs the main thread a system call each (and, when the reader is
 * slow, a wait). Flushed at 64 KB, when a tenth of a second has passed since the last write went
 * out, before anything goes to standard error (so the two stay in order on a terminal), and at
 * the end.
 */
function batchedOutput(write: (text: string) => void): { out: (text: string) => void; flush: () => void } {
  let pending: string[] = [];
  let size = 0;
  let last = performance.now();
  const flush = () => {
    if (pending.length) write(pending.join(''));
    pending = [];
    size = 0;
    last = performance.now();
  };
  return {
    out(text) {
      pending.push(text);
      size += text.length;
      if (size >= 65_536 || performance.now() - last >= 100) flush();
    },
    flush,
  };
}

function printReport(r: FileReport, rules: HouseRules, io: CliIO): void {
  io.out(`${basename(r.file)}: ${r.phases} phases re-adjudicated under ${rules.id}, ${r.mismatches.length ? `${r.mismatches.length} differ` : 'all match'}\n`);
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

/** The default --jobs: one per CPU, at most two (the goal machine has two cores). */
export function defaultJobs(): number {
  return Math.max(1, Math.min(2, availableParallelism()));
}

export const replayCommand: Command = {
  name: 'replay',
  usage,
  async run(args, io) {
    const { flags, positionals } = parseArgs(args, ['json']);
    if (!positionals.length) { io.err(`adjutant replay: name a dipcc game file or a folder of them\n\n${usage}\n`); return 2; }
    let rules: HouseRules;
    try { rules = getProfile(typeof flags.rules === 'string' ? flags.rules : 'hasbro2000'); } catch (e) {
      io.err(`adjutant replay: ${(e as Error).message}\n`); return 2;
    }
    let jobs = defaultJobs();
    if (flags.jobs !== undefined) {
      jobs = Number(flags.jobs);
      if (!Number.isInteger(jobs) || jobs < 1 || jobs > 64) { io.err(`adjutant replay: --jobs wants a whole number from 1 to 64, not '${String(flags.jobs)}'\n`); return 2; }
    }
    // One file named alone gives one JSON object, as before; otherwise the array is streamed.
    const single = positionals.length === 1 && !(() => { try { return statSync(positionals[0]!).isDirectory(); } catch { return false; } })();
    // One game is never shared: a worker would only add its own start (a Node thread of its own,
    // the bundle compiled again without the code cache), about as much CPU as the game's replay.
    const threaded = jobs > 1 && !single && workersAvailable();
    const wallStart = performance.now();
    const cpuStart = process.cpuUsage();
    const batch = batchedOutput(io.out);
    const direct = io;
    io = { out: batch.out, err: (text) => { batch.flush(); direct.err(text); } };

    let games = 0, phases = 0, differing = 0, unreadable = 0;
    const each = (r: FileReport) => {
      games++;
      phases += r.phases;
      if (flags.json) {
        const text = JSON.stringify(r, null, 2);
        io.out(single ? `${text}\n` : `${games === 1 ? '[\n' : ',\n'}${text.replace(/^/gm, '  ')}`);
      }
      if (r.unreadable) { unreadable++; io.err(`adjutant replay: ${r.unreadable}\n`); return; }
      if (r.mismatches.length) differing++;
      if (!flags.json) printReport(r, rules, io);
    };
    try {
      await replayAll(gameFiles(positionals), rules, threaded ? jobs : 1, each);
    } catch (e) {
      io.err(`adjutant replay: ${(e as Error).message}\n`); return 2;
    }
    if (flags.json && !single) io.out(games ? '\n]\n' : '[]\n');
    if (!flags.json && games > 1) io.out(`${games} games: ${games - differing - unreadable} match, ${differing} differ, ${unreadable} unreadable\n`);

    const wall = (performance.now() - wallStart) / 1000;
    const cpu = process.cpuUsage(cpuStart);
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    const peakMb = process.resourceUsage().maxRSS / 1024;
    const how = threaded ? `${jobs} worker threads` : jobs > 1 && !single ? '1 thread (worker threads need the built CLI)' : '1 thread';
    const stats = `replayed ${phases} phases of ${games} game${games === 1 ? '' : 's'} in ${wall.toFixed(2)} s wall, ${cpuSeconds.toFixed(2)} s CPU (${how}): `
      + `${Math.round(phases / Math.max(wall, 1e-6))} phases/s; peak memory ${Math.round(peakMb)} MB (RSS high-water mark)\n`;
    if (flags.json) io.err(stats); else io.out(stats);
    batch.flush();
    if (unreadable) return 2;
    return differing ? 1 : 0;
  },
};
