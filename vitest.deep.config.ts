import { defineConfig } from 'vitest/config';
import base from './vitest.config';

// vitest.config.ts with test/deepRuns.setup.ts run first in every project: FUZZ_SCALE multiplies
// each property's runs, FUZZ_SEED fixes their seed (npm run fuzz:deep; docs/testing.md, Fuzzing).
// Each test's time limit grows with its runs (a guard against a hang, not a speed goal).
const scale = Number(process.env.FUZZ_SCALE ?? 1) || 1;
type Project = { test?: { setupFiles?: string[]; testTimeout?: number } };
const projects = ((base.test?.projects ?? []) as Project[]).map((p) => ({
  ...p,
  test: { ...p.test, setupFiles: [...(p.test?.setupFiles ?? []), 'test/deepRuns.setup.ts'], testTimeout: Math.ceil((p.test?.testTimeout ?? 5_000) * Math.max(1, scale)) },
}));
export default defineConfig({ ...base, test: { ...base.test, projects } } as typeof base);
