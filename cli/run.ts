// The process entry of the `adjutant` command: wires the dispatcher to the real streams and to
// the built commands. The build (tools/build-cli.mjs) bundles this file alone into
// dist/cli/adjutant.mjs, which bin/adjutant.mjs runs; each command is a bundle of its own in
// dist/cli/commands/, loaded (with V8's code cache, cli/builtCommands.ts) only when it runs.
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadBuiltCommand, saveCodeCache } from './builtCommands';
import { commandList } from './commands/list';
import { dispatch } from './dispatch';
import type { CliIO } from './io';

// `adjutant parse big.mbox | head` closes the pipe early: that is the reader's choice, not an
// error to print a stack trace for.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (e: NodeJS.ErrnoException) => { if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0); else throw e; });
}

const dir = dirname(fileURLToPath(import.meta.url));
// The code cache is written after the command has run, so that it holds what a run compiles; not
// after `adjutant <command> --help`, whose cache would hold little and, accepted, stay.
const commands = commandList.map((c) => ({
  ...c,
  load: async (args: readonly string[]) => {
    // A subcommand is a plain word (`show`, `map`); anything else (a file, a flag) names no cache.
    const subcommand = c.subcommands && /^[a-z][a-z-]{0,30}$/.test(args[0] ?? '') ? args[0] : undefined;
    const command = loadBuiltCommand(dir, c.name, subcommand);
    const runThenSave = async (words: string[], io: CliIO) => { try { return await command.run(words, io); } finally { saveCodeCache(); } };
    return { ...command, run: runThenSave };
  },
}));
process.exitCode = await dispatch(process.argv.slice(2), {
  out: (s) => process.stdout.write(s),
  err: (s) => process.stderr.write(s),
}, commands);
