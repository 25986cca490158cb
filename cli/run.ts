// The process entry of the `adjutant` command: wires main() to the real streams. The build
// (tools/build-cli.mjs) bundles this file into dist/cli/, which bin/adjutant.mjs runs.
import { main } from './main';

process.exitCode = await main(process.argv.slice(2), {
  out: (s) => process.stdout.write(s),
  err: (s) => process.stderr.write(s),
});
