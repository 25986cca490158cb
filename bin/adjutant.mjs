#!/usr/bin/env node
// The `adjutant` command: a Node shell around core/ (no Electron). It runs the built JavaScript
// in dist/cli/ (made by `npm ci`, `npm test` or `npm run build:cli` from the same sources as the
// app), so no TypeScript is transpiled at each call.
import { existsSync } from 'node:fs';

const built = new URL('../dist/cli/adjutant.mjs', import.meta.url);
if (!existsSync(built)) {
  process.stderr.write('adjutant: the command line is not built yet. Run `npm run build:cli` (or `npm ci`) in the Adjutant folder first.\n');
  process.exit(2);
}
await import(built.href);
