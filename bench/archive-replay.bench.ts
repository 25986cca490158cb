// Replay at archive scale (issue 18): about 200,000 phases, written as game files to a temporary
// folder by copying the 43 dipcc games of shared/reference/games/webdiplomacy-cicero over and
// over, then replayed by the built command as a user runs it:
//   node bin/adjutant.mjs replay --jobs 2 --rules webdiplomacy <folder>
// The goal beside the figures: under 15 s wall on 2 cores, under 300 MB peak memory. The
// command's own closing line gives its wall time, CPU time and peak RSS (the high-water mark of the
// whole process, worker threads included); the wall time here adds process start-up.
// ARCHIVE_PHASES sets a smaller archive for a quick look (default 200000).
//
// The machine is shared, so the load average before and after the run is printed beside the
// figures: on a loaded machine wall time is mostly waiting for a core, and CPU time (which other
// tenants only ever add to) is the figure to compare between runs.
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const gamesDir = join(root, '..', 'shared', 'reference', 'games', 'webdiplomacy-cicero');

export async function run(): Promise<string[]> {
  const target = Number(process.env.ARCHIVE_PHASES ?? 200_000);
  execFileSync(process.execPath, [join(root, 'tools', 'build-cli.mjs')], { stdio: 'ignore' });
  const cli = join(root, 'bin', 'adjutant.mjs');
  const games = readdirSync(gamesDir).filter((f) => f.endsWith('.json')).sort();
  const dir = mkdtempSync(join(tmpdir(), 'adjutant-archive-'));
  try {
    // One pass tells how many phases the 43 games hold, so the archive is sized by phases.
    const once = spawnSync(process.execPath, [cli, 'replay', '--jobs', '1', '--rules', 'webdiplomacy', gamesDir], { encoding: 'utf8', maxBuffer: 1 << 26 });
    const perPass = Number(/^replayed (\d+) phases/m.exec(once.stdout)?.[1]);
    if (!perPass) throw new Error(`the one-pass replay printed no phase count:\n${once.stdout}\n${once.stderr}`);
    const copies = Math.ceil(target / perPass);
    for (let c = 0; c < copies; c++) {
      for (const g of games) copyFileSync(join(gamesDir, g), join(dir, `${String(c).padStart(4, '0')}-${g}`));
    }
    const jobs = 2;
    const loadBefore = loadavg()[0]!;
    const started = performance.now();
    const r = spawnSync(process.execPath, [cli, 'replay', '--jobs', String(jobs), '--rules', 'webdiplomacy', dir], { encoding: 'utf8', maxBuffer: 1 << 28 });
    const wall = (performance.now() - started) / 1000;
    const loadAfter = loadavg()[0]!;
    const m = /^replayed (\d+) phases of (\d+) games in ([\d.]+) s wall, ([\d.]+) s CPU \((.+)\): (\d+) phases\/s; peak memory (\d+) MB/m.exec(r.stdout);
    if (!m || r.status !== 0) throw new Error(`the archive replay failed (exit ${r.status}):\n${r.stderr}\n${r.stdout.slice(-2000)}`);
    const [, phases, files, cmdWall, cpu, how, perSecond, peak] = m;
    return [
      `archive replay: ${phases} phases in ${files} game files (${copies} copies of the 43 games), ${how}, all match`,
      `archive replay: ${wall.toFixed(1)} s wall with start-up (${cmdWall} s inside the command), ${cpu} s CPU; goal: 200,000 phases under 15 s wall on 2 cores`,
      `archive replay: ${perSecond} phases/s wall, ${(Number(phases) / Number(cpu)).toFixed(0)} phases per CPU-second; peak memory ${peak} MB RSS (goal: under 300 MB)`,
      `archive replay: load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after, on ${availableParallelism()} CPUs; `
        + `on ${jobs} idle cores the ${cpu} CPU-seconds would take at least ${(Number(cpu) / jobs).toFixed(1)} s wall (an estimate: CPU time / ${jobs}, not a measurement)`,
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
