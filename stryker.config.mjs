// Mutation testing with Stryker (issue 19): `npm run mutate` runs tools/mutate.mjs, which runs
// Stryker once per module with MUTATE_MODULE set. Not part of `npm test` or CI: it is slow.
import { MUTATION_MODULES } from './tools/mutationModules.mjs';

const name = process.env.MUTATE_MODULE ?? 'coalition';
const module = MUTATION_MODULES[name];
if (!module) throw new Error(`MUTATE_MODULE must be one of ${Object.keys(MUTATION_MODULES).join(', ')}`);

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.mutate.config.ts', related: false },
  mutate: module.mutate,
  coverageAnalysis: 'perTest',
  // Static mutants (module-level constants) rerun every test each and would take most of an hour
  // on this shared machine; they are left out, and docs/testing.md says so.
  ignoreStatic: true,
  // The machine is shared: one test process unless told otherwise on the command line.
  concurrency: 1,
  timeoutMS: 20_000,
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: `reports/mutation/${name}.json` },
  thresholds: { high: 90, low: 85, break: null },
  tempDirName: '.stryker-tmp',
  ignorePatterns: ['dist', 'out', 'release', 'reports', 'test/e2e', 'bench', 'electron'],
  cleanTempDir: true,
};
