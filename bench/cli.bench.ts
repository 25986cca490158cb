// Benchmark: what a whole `adjutant` run costs from the shell, start-up included (issue: a
// compiled CLI; goal `adjutant --help` under 150 ms). Each command runs as a fresh process, as a
// GM's script runs it; `node -e 0` beside it is the floor no Node program can go under.
// Run: npm run bench -- cli   (builds dist/cli first if it is missing)
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = 15;

function timeRuns(args: string[]): { median: number; best: number } {
  const wall: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const r = spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8' });
    wall.push(performance.now() - started);
    if (r.status !== 0) throw new Error(`${args.join(' ')} exited ${r.status}: ${r.stderr}`);
  }
  wall.sort((a, b) => a - b);
  return { median: wall[Math.floor(RUNS / 2)]!, best: wall[0]! };
}

export async function run(): Promise<string[]> {
  if (!existsSync(join(root, 'dist/cli/adjutant.mjs'))) {
    spawnSync(process.execPath, ['tools/build-cli.mjs'], { cwd: root, stdio: 'inherit' });
  }
  const floor = timeRuns(['-e', '0']);
  const cases: [string, string[]][] = [
    ['adjutant --help', ['bin/adjutant.mjs', '--help']],
    ['adjutant variant standard', ['bin/adjutant.mjs', 'variant', 'standard']],
    ['adjutant parse (one mail, three powers)', ['bin/adjutant.mjs', 'parse', '--rules', 'wm2004', 'test/fixtures/mail/051-mbox-three-powers.eml']],
    ['adjutant adjudicate --mail (Spring 1901)', ['bin/adjutant.mjs', 'adjudicate', '--rules', 'wm2004', '--mail', 'test/fixtures/mail/051-mbox-three-powers.eml']],
  ];
  const lines = [`${RUNS} fresh processes each; wall time median (best)`, `node -e 0 (the floor): ${floor.median.toFixed(0)} ms (${floor.best.toFixed(0)} ms)`];
  for (const [label, args] of cases) {
    const t = timeRuns(args);
    lines.push(`${label}: ${t.median.toFixed(0)} ms (${t.best.toFixed(0)} ms), ${(t.median - floor.median).toFixed(0)} ms over the floor${label.endsWith('--help') ? (t.median < 150 ? '  [goal < 150 ms: met]' : '  [goal < 150 ms: NOT met]') : ''}`);
  }
  return lines;
}
