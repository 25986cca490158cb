// Every CLI command with its code, for running from the TypeScript sources (the tests, cli/main.ts).
// Each command's module is loaded only when that command runs. The built CLI does not use this
// file: tools/build-cli.mjs bundles each command file on its own and cli/run.ts loads that bundle.
import type { Command } from '../io';
import { commandList, type CommandListing } from './list';

export interface CommandEntry extends CommandListing {
  load(): Promise<Command>;
}

const loaders: Record<string, () => Promise<Command>> = {
  variant: async () => (await import('./variant')).variantCommand,
  adjudicate: async () => (await import('./adjudicate')).adjudicateCommand,
  import: async () => (await import('./import')).importCommand,
  replay: async () => (await import('./replay')).replayCommand,
  ledger: async () => (await import('./ledger')).ledgerCommand,
  parse: async () => (await import('./parse')).parseCommand,
  coalition: async () => (await import('./coalition')).coalitionCommand,
  publish: async () => (await import('./publish')).publishCommand,
  tournament: async () => (await import('./tournament')).tournamentCommand,
};

export const commands: CommandEntry[] = commandList.map((c) => {
  const load = loaders[c.name];
  if (!load) throw new Error(`cli/commands/index.ts: no module for the listed command '${c.name}'`);
  return { ...c, load };
});
