// npm run mutate [-- adjudicator|coalition|ledger ...]: mutation testing with Stryker, one module
// at a time (the machine's two cores are shared), then each module's score from its JSON report.
// The score counts killed and timed-out mutants over all mutants that tests cover or survive;
// mutants marked `// Stryker disable` with a reason (the equivalent ones) are left out.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { MUTATION_MODULES } from './mutationModules.mjs';

// StrykerJS 10's command line refuses Node 20 (its package asks for 22; this project supports
// 20.19+, and the machines here run 20.20). Its API has no such guard and runs fine on 20, so the
// runner is loaded from the package's own file, past the command-line module.
async function runStryker(concurrency) {
  const coreDir = dirname(createRequire(import.meta.url).resolve('@stryker-mutator/core/package.json'));
  const { Stryker } = await import(pathToFileURL(join(coreDir, 'dist/src/stryker.js')).href);
  await new Stryker({ configFile: 'stryker.config.mjs', ...(concurrency ? { concurrency: Number(concurrency) } : {}) }).runMutationTest();
}

if (process.argv.includes('--child')) {
  await runStryker(process.argv.find((a) => a.startsWith('--concurrency='))?.split('=')[1]);
  process.exit(0);
}

// Module names, and --concurrency N (or --concurrency=N) passed on to Stryker (default 1).
const args = process.argv.slice(2).join(' ').replace(/--concurrency\s+(\d+)/, '--concurrency=$1').split(' ').filter(Boolean);
const asked = args.filter((a) => !a.startsWith('-'));
const extra = args.filter((a) => a.startsWith('--concurrency='));
const modules = asked.length ? asked : Object.keys(MUTATION_MODULES);
for (const m of modules) if (!MUTATION_MODULES[m]) { console.error(`unknown module ${m}; known: ${Object.keys(MUTATION_MODULES).join(', ')}`); process.exit(2); }

/** Score from a Stryker JSON report (mutation-testing-report-schema). */
export function scoreOf(report) {
  const counts = {};
  for (const file of Object.values(report.files)) for (const m of file.mutants) counts[m.status] = (counts[m.status] ?? 0) + 1;
  const detected = (counts.Killed ?? 0) + (counts.Timeout ?? 0);
  const undetected = (counts.Survived ?? 0) + (counts.NoCoverage ?? 0);
  return { counts, score: detected + undetected ? (100 * detected) / (detected + undetected) : 100 };
}

const lines = [];
for (const m of modules) {
  const started = Date.now();
  // One process per module: the config reads MUTATE_MODULE when it is loaded.
  const run = spawnSync(process.execPath, [process.argv[1], '--child', ...extra], { stdio: 'inherit', env: { ...process.env, MUTATE_MODULE: m } });
  if (run.status !== 0) { console.error(`stryker failed for ${m}`); process.exit(run.status ?? 1); }
  const { counts, score } = scoreOf(JSON.parse(readFileSync(`reports/mutation/${m}.json`, 'utf8')));
  lines.push(`${m}: ${score.toFixed(1)}% (${Object.entries(counts).map(([k, v]) => `${k} ${v}`).join(', ')}) in ${((Date.now() - started) / 60000).toFixed(1)} min`);
}
console.log(`\nmutation scores\n${lines.join('\n')}`);
