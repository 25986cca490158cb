import { configDefaults, defineConfig } from 'vitest/config';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
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
// The order of a mutant's test files. Stryker stops a mutant's run at the first failing test, so a
// killed mutant costs the files run before its killer. Vitest's own order runs the longest file
// first (after those that failed last time): for the adjudicator that is the real-game comparisons
// (adjudicateIndexed.test.ts, about 3 s), which a mutant in code both paths share cannot fail.
// Here a file that failed in its last run still goes first (the mutant tried before was most likely
// in the same code, and killed by it), then the quickest first, by the time its last run took in
// this worker (vitest's results cache); a file not yet timed counts as quickest, the smallest first.
class QuickestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const cost = (file: TestSpecification) => {
      const key = `${file.project.name}:${relative(this.ctx.config.root, file.moduleId)}`;
      const last = this.ctx.cache.getFileTestResults(key);
      return { failed: last?.failed ?? false, duration: last?.duration ?? 0, size: this.ctx.cache.getFileStats(key)?.size ?? 0 };
    };
    const costs = new Map(files.map((f) => [f, cost(f)]));
    return [...files].sort((a, b) => {
      const x = costs.get(a)!, y = costs.get(b)!;
      return Number(y.failed) - Number(x.failed) || x.duration - y.duration || x.size - y.size;
    });
  }
}

// Test files kept for some mutated files only (`testsOnlyFor`): left out for the others.
const notForThisFile = Object.entries(module.testsOnlyFor ?? {}).filter(([, files]) => !files.includes(process.env.MUTATE_FILE ?? '')).map(([test]) => test);

export default defineConfig({
  test: {
    environment: 'node', include: module.tests, exclude: [...configDefaults.exclude, ...(module.exclude ?? []), ...notForThisFile], testTimeout: 30_000, isolate,
    sequence: { sequencer: QuickestFirst },
  },
});
