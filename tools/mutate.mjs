// npm run mutate [-- adjudicator|coalition|ledger ...] [--file resolve.ts,validate.ts] [--concurrency N]:
// mutation testing with Stryker, one mutated file per Stryker process (the machine's two cores are
// shared, and a process that dies then loses one file's run), then each module's score from the
// files' JSON reports. Each file's run is incremental (reports/mutation/<module>/<file>.incremental.json):
// a rerun tests again only the mutants whose code or tests changed.
// The score counts killed and timed-out mutants over all mutants that tests cover or survive;
// mutants marked `// Stryker disable` with a reason (the equivalent ones) are left out.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { fileKey, MUTATION_MODULES } from './mutationModules.mjs';

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

/** Score from Stryker JSON reports (mutation-testing-report-schema). */
export function scoreOf(reports) {
  const counts = {};
  for (const report of reports) for (const file of Object.values(report.files)) for (const m of file.mutants) counts[m.status] = (counts[m.status] ?? 0) + 1;
  const detected = (counts.Killed ?? 0) + (counts.Timeout ?? 0);
  const undetected = (counts.Survived ?? 0) + (counts.NoCoverage ?? 0);
  return { counts, score: detected + undetected ? (100 * detected) / (detected + undetected) : 100 };
}

// Module names, --file NAME[,NAME…] (only these files of the module, e.g. resolve.ts), and --concurrency N passed
// on to Stryker (default: the machine's core count, stryker.config.mjs).
const args = process.argv.slice(2).join(' ').replace(/--(concurrency|file)\s+(\S+)/g, '--$1=$2').split(' ').filter(Boolean);
const asked = args.filter((a) => !a.startsWith('-'));
const extra = args.filter((a) => a.startsWith('--concurrency='));
const onlyFiles = args.find((a) => a.startsWith('--file='))?.slice('--file='.length).split(',').map(fileKey);
const modules = asked.length ? asked : Object.keys(MUTATION_MODULES);
for (const m of modules) if (!MUTATION_MODULES[m]) { console.error(`unknown module ${m}; known: ${Object.keys(MUTATION_MODULES).join(', ')}`); process.exit(2); }

// The tests read the specification beside the repository (../shared: seeds, reference games);
// Stryker runs them from .stryker-tmp/<sandbox>, where ../shared must lead to the same folder.
mkdirSync('.stryker-tmp', { recursive: true });
if (!existsSync('.stryker-tmp/shared') && existsSync('../shared')) symlinkSync(resolve('../shared'), '.stryker-tmp/shared');

// The Coalition property tests run FUZZ_RUNS random rounds (150 in npm test). Every surviving mutant
// they reach runs them in full, so mutation runs take fewer; the rules are proved by the rule tests.
const MUTATION_FUZZ_RUNS = 25;

const lines = [];
let failed = false;
for (const m of modules) {
  const files = MUTATION_MODULES[m].mutate.filter((f) => !onlyFiles || onlyFiles.includes(fileKey(f)));
  if (!files.length) { console.error(`module ${m} has none of the files ${onlyFiles}`); process.exit(2); }
  const started = Date.now();
  for (const file of files) {
    const fileStarted = Date.now();
    // One process per file: the config reads MUTATE_MODULE and MUTATE_FILE when it is loaded.
    const run = spawnSync(process.execPath, [process.argv[1], '--child', ...extra], { stdio: 'inherit', env: { ...process.env, MUTATE_MODULE: m, MUTATE_FILE: file, FUZZ_RUNS: process.env.FUZZ_RUNS ?? String(MUTATION_FUZZ_RUNS) } });
    if (run.status !== 0) {
      // Say how it ended: a signal (killed from outside, or out of memory) or an exit code.
      console.error(`stryker failed for ${m} ${file}: ${run.signal ? `killed by ${run.signal}` : `exit code ${run.status}`}${run.error ? ` (${run.error.message})` : ''}; see stryker.log`);
      failed = true;
      continue;
    }
    const { counts, score } = scoreOf([JSON.parse(readFileSync(`reports/mutation/${m}/${fileKey(file)}.json`, 'utf8'))]);
    lines.push(`  ${m} ${file}: ${score.toFixed(1)}% (${Object.entries(counts).map(([k, v]) => `${k} ${v}`).join(', ')}) in ${((Date.now() - fileStarted) / 60000).toFixed(1)} min`);
  }
  // The module's score over all its files' latest reports (a file not run this time counts with
  // its last report, and says so).
  const all = MUTATION_MODULES[m].mutate.map((f) => `reports/mutation/${m}/${fileKey(f)}.json`);
  const present = all.filter((p) => existsSync(p));
  const { counts, score } = scoreOf(present.map((p) => JSON.parse(readFileSync(p, 'utf8'))));
  lines.push(`${m}: ${score.toFixed(1)}% (${Object.entries(counts).map(([k, v]) => `${k} ${v}`).join(', ')}) over ${present.length} of ${all.length} files; this run ${((Date.now() - started) / 60000).toFixed(1)} min`);
}
console.log(`\nmutation scores\n${lines.join('\n')}`);
process.exit(failed ? 1 : 0);
