#!/usr/bin/env node
// The `adjutant` command: a Node shell around core/ (no Electron). tsx lets it run the
// TypeScript sources directly, so the CLI and the app always share the same code.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../cli/main.ts');
process.exitCode = await main(process.argv.slice(2), {
  out: (s) => process.stdout.write(s),
  err: (s) => process.stderr.write(s),
});
