// The process entry of the `adjutant` command: wires main() to the real streams. The build
// (tools/build-cli.mjs) bundles this file into dist/cli/, which bin/adjutant.mjs runs.
import { main } from './main';

// `adjutant parse big.mbox | head` closes the pipe early: that is the reader's choice, not an
// error to print a stack trace for.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (e: NodeJS.ErrnoException) => { if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0); else throw e; });
}

process.exitCode = await main(process.argv.slice(2), {
  out: (s) => process.stdout.write(s),
  err: (s) => process.stderr.write(s),
});
