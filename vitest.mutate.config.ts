import { configDefaults, defineConfig } from 'vitest/config';
import { MUTATION_MODULES, type MutationModule } from './tools/mutationModules.mjs';

// The vitest set-up Stryker runs for one module's mutants (see stryker.config.mjs): only the core
// tests that prove that module's rules, in Node, one file at a time, so a mutant costs seconds.
const name = (process.env.MUTATE_MODULE ?? 'coalition') as MutationModule;
const module = MUTATION_MODULES[name];
if (!module) throw new Error(`MUTATE_MODULE must be one of ${Object.keys(MUTATION_MODULES).join(', ')}`);

export default defineConfig({
  test: { environment: 'node', include: module.tests, exclude: [...configDefaults.exclude, ...(module.exclude ?? [])], testTimeout: 30_000 },
});
