import { configDefaults, defineConfig } from 'vitest/config';
import { MUTATION_MODULES, type MutationModule } from './tools/mutationModules.mjs';

// The vitest set-up Stryker runs for one module's mutants (see stryker.config.mjs): only the core
// tests that prove that module's rules, in Node, one file at a time, so a mutant costs seconds.
const name = (process.env.MUTATE_MODULE ?? 'coalition') as MutationModule;
const module = MUTATION_MODULES[name];
if (!module) throw new Error(`MUTATE_MODULE must be one of ${Object.keys(MUTATION_MODULES).join(', ')}`);

// `isolate: false` (for the modules that ask for it) keeps one worker and its loaded modules for
// every test file of a mutant's run: Stryker starts a run per mutant, and loading the engine and
// the DATC cases again for each test file cost more than running the tests themselves. A mutated
// file that keeps state in its module (`isolateFiles`; MUTATE_FILE is set by tools/mutate.mjs) is
// always tried with isolation.
const isolate = !module.shareModules || (module.isolateFiles ?? []).includes(process.env.MUTATE_FILE ?? '');
export default defineConfig({
  test: { environment: 'node', include: module.tests, exclude: [...configDefaults.exclude, ...(module.exclude ?? [])], testTimeout: 30_000, isolate },
});
