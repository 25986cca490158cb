// `adjutant <command> …`: help, the version, and handing the arguments to the named command. The
// commands come as entries that load their code on demand: from the TypeScript sources in the
// tests (cli/main.ts), from the built bundles in a real run (cli/run.ts).
import type { CliIO, Command } from './io';
import type { CommandListing } from './commands/list';

const VERSION = '0.1.0';

export interface LoadableCommand extends CommandListing {
  /** The command's code; `args` are the words after its name (the built CLI's cache looks at them). */
  load(args: readonly string[]): Promise<Command>;
}

function help(commands: readonly CommandListing[]): string {
  const width = Math.max(...commands.map((c) => c.name.length));
  return [
    `adjutant ${VERSION}: the game master's workstation, from the command line`,
    '',
    'Usage: adjutant <command> [options]',
    '',
    'Commands:',
    ...commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    '',
    'Run `adjutant <command> --help` for a command\'s options. See docs/cli.md.',
  ].join('\n') + '\n';
}

export async function dispatch(args: string[], io: CliIO, commands: readonly LoadableCommand[]): Promise<number> {
  const [name, ...rest] = args;
  if (!name || name === '--help' || name === '-h' || name === 'help') { io.out(help(commands)); return 0; }
  if (name === '--version') { io.out(VERSION + '\n'); return 0; }
  const entry = commands.find((c) => c.name === name);
  if (!entry) { io.err(`adjutant: unknown command '${name}'\n\n${help(commands)}`); return 2; }
  const command = await entry.load(rest);
  if (rest.includes('--help') || rest.includes('-h')) { io.out(command.usage + '\n'); return 0; }
  try {
    return await command.run(rest, io);
  } catch (e) {
    io.err(`adjutant ${name}: ${(e as Error).message}\n`);
    return 1;
  }
}
