import { defineConfig } from 'vitest/config';
import base from './vitest.config';

// vitest.config.ts with test/deepRuns.setup.ts run first in every project: FUZZ_SCALE multiplies
// each property's runs, FUZZ_SEED fixes their seed (npm run fuzz:deep; docs/testing.md, Fuzzing).
type Project = { test?: { setupFiles?: string[] } };
const projects = ((base.test?.projects ?? []) as Project[]).map((p) => ({ ...p, test: { ...p.test, setupFiles: [...(p.test?.setupFiles ?? []), 'test/deepRuns.setup.ts'] } }));
export default defineConfig({ ...base, test: { ...base.test, projects } } as typeof base);
