// Deep property runs: FUZZ_SCALE=n multiplies the runs of every fast-check property by n, and
// FUZZ_SEED fixes the seed of every property without one, so that the properties naming their
// own run counts (the engine's, the game file's, the backup's …) run far deeper than in `npm
// test` and a failure can be replayed. Loaded by vitest.deep.config.ts (npm run fuzz:deep).
import { vi } from 'vitest';

vi.mock('fast-check', async (load) => {
  const real = await load<typeof import('fast-check')>();
  const scale = Number(process.env.FUZZ_SCALE ?? 1) || 1;
  const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
  type Params = { numRuns?: number; seed?: number };
  const assert = ((property: unknown, params: Params = {}) =>
    (real.assert as (p: unknown, q: Params) => unknown)(property, { ...params, numRuns: Math.ceil((params.numRuns ?? 100) * scale), ...(seed !== undefined && params.seed === undefined ? { seed } : {}) })) as typeof real.assert;
  return { ...real, assert, default: { ...real.default, assert } };
});
