// Replays the 43 dipcc games of shared/reference/games/webdiplomacy-cicero under the webdiplomacy profile (the one their records follow) and
// reports how many phases per second the whole path (read the dipcc state, read the orders,
// adjudicate, compare with the next recorded state) sustains. `shared/` sits beside the clone.
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getProfile } from '../core/diplomacy/houseRules';
import { replayGame } from '../core/diplomacy/replay';

const gamesDir = join(fileURLToPath(new URL('..', import.meta.url)), '..', 'shared', 'reference', 'games', 'webdiplomacy-cicero');

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

export async function run(): Promise<string[]> {
  const rules = getProfile('webdiplomacy');
  const games = readdirSync(gamesDir).filter((f) => f.endsWith('.json')).sort()
    .map((f) => ({ file: f, json: JSON.parse(readFileSync(join(gamesDir, f), 'utf8')) as unknown }));
  // Warm-up pass: JIT and the compiled board, so the timed passes measure steady state.
  for (const g of games) replayGame(g.json, rules);

  const rounds = 3;
  const perPhaseMs: number[] = [];
  let phases = 0;
  let mismatches = 0;
  const started = performance.now();
  // CPU time too: the machine is shared, and other tenants only ever add wall time.
  const cpuStarted = process.cpuUsage();
  for (let r = 0; r < rounds; r++) {
    for (const g of games) {
      const t0 = performance.now();
      const report = replayGame(g.json, rules);
      const ms = performance.now() - t0;
      phases += report.phases;
      mismatches += report.mismatches.length;
      if (report.phases) perPhaseMs.push(ms / report.phases);
    }
  }
  const totalMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuStarted);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  perPhaseMs.sort((a, b) => a - b);
  return [
    `replay: ${games.length} games, ${phases / rounds} phases per pass, ${rounds} passes, ${mismatches / rounds} mismatching phases`,
    `replay: ${(phases / (totalMs / 1000)).toFixed(0)} phases/second wall (${(totalMs / rounds).toFixed(1)} ms per pass over all games), ${(phases / cpuSeconds).toFixed(0)} phases per CPU-second; load average ${loadavg()[0]!.toFixed(1)}`,
    `replay: per-phase time by game: median ${percentile(perPhaseMs, 0.5).toFixed(3)} ms, p99 ${percentile(perPhaseMs, 0.99).toFixed(3)} ms`,
  ];
}
