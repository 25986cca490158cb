import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// One runner, five projects: pure core and the CLI in Node, renderer logic in happy-dom,
// electron main/preload with the electron module mocked, and end-to-end tests that drive
// Debian's Chromium against the built renderer (dist/renderer, built by `vite build`).
export default defineConfig({
  test: {
    reporters: ['default', './test/summary-reporter.ts'],
    projects: [
      // Property tests and whole-app imports take seconds on a busy 2-core machine (CI's size): a
      // time limit is no speed goal here (those live in npm run bench), only a guard against a hang.
      { test: { name: 'core', environment: 'node', include: ['test/core/**/*.test.ts'], testTimeout: 30_000 } },
      {
        test: {
          name: 'cli', environment: 'node', include: ['test/cli/**/*.test.ts'], testTimeout: 60_000,
          // The tests that run bin/adjutant.mjs as a real process need dist/cli built from the
          // sources under test, never a stale build.
          globalSetup: ['test/cli/buildCli.setup.ts'],
        },
      },
      { plugins: [react()], test: { name: 'renderer', environment: 'happy-dom', include: ['test/renderer/**/*.test.{ts,tsx}'], testTimeout: 30_000 } },
      { test: { name: 'electron', environment: 'node', include: ['test/electron/**/*.test.ts'] } },
      {
        test: {
          name: 'e2e', environment: 'node', include: ['test/e2e/**/*.test.ts'],
          testTimeout: 180_000, hookTimeout: 120_000, fileParallelism: false,
        },
      },
    ],
  },
});
