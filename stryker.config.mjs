// Mutation testing with Stryker (issue 19): `npm run mutate` runs tools/mutate.mjs, which runs
// Stryker once per mutated file with MUTATE_MODULE and MUTATE_FILE set. Not part of `npm test` or
// CI: it is slow.
import { availableParallelism } from 'node:os';
import { fileKey, MUTATION_MODULES } from './tools/mutationModules.mjs';

const name = process.env.MUTATE_MODULE ?? 'coalition';
const module = MUTATION_MODULES[name];
if (!module) throw new Error(`MUTATE_MODULE must be one of ${Object.keys(MUTATION_MODULES).join(', ')}`);
const file = process.env.MUTATE_FILE ?? module.mutate[0];
if (!module.mutate.includes(file)) throw new Error(`MUTATE_FILE ${file} is not one of module ${name}'s files`);
const report = `reports/mutation/${name}/${fileKey(file)}`;

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  // Only the module's own tests (vitest.mutate.config.ts); per-test coverage then runs, for each
  // mutant, just the tests that reach it.
  vitest: { configFile: 'vitest.mutate.config.ts', related: false },
  mutate: [file],
  coverageAnalysis: 'perTest',
  // Static mutants (module-level constants) rerun every test each and would take most of an hour
  // on this shared machine; they are left out, and docs/testing.md says so.
  ignoreStatic: true,
  // One test process per core (2 here): a mutant's run is one vitest process's work, so two cores
  // test two mutants at once. On a shared, loaded machine ask for fewer (`--concurrency 1`).
  concurrency: availableParallelism(),
  // A long-lived vitest process grows; a fresh one every 100 mutants keeps its memory flat.
  maxTestRunnerReuse: 100,
  // A mutant that never ends (a walk made unbounded, a search made exponential) is stopped after
  // timeoutFactor x its tests' time in the first run, plus timeoutMS, plus that run's overhead, and
  // counts as detected; its test process is then started afresh. Stryker's defaults (1.5, 5 s):
  // 20 s cost about 70 mutants 15 s more each. No mutant that ends took near that long (the
  // slowest, the real-game comparisons' survivors, run a few seconds idle, and their own time is
  // in the factor).
  timeoutMS: 5_000,
  timeoutFactor: 1.5,
  // Incremental: a rerun only tests mutants whose code or covering tests changed since the last
  // finished run of this file; the rest keep their recorded result.
  incremental: true,
  incrementalFile: `${report}.incremental.json`,
  reporters: ['clear-text', 'progress-append-only', 'json'],
  jsonReporter: { fileName: `${report}.json` },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
  thresholds: { high: 90, low: 85, break: null },
  // Stryker's own log (what a run that ended without a word was doing last).
  fileLogLevel: 'info',
  tempDirName: '.stryker-tmp',
  // What the core tests never read is not copied into Stryker's sandbox.
  ignorePatterns: ['dist', 'out', 'release', 'bench', 'electron', 'renderer', 'docs', 'test/e2e', 'test/renderer', 'test/electron', 'test/cli'],
  cleanTempDir: true,
};
