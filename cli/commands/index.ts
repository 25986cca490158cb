// Every CLI command, in the order `adjutant --help` lists them. Each command's module is loaded
// only when that command runs, so `adjutant --help` and a short command do not pay for parsing
// the others (the built CLI splits each command into its own chunk). Add a command by adding
// an entry here.
import type { Command } from '../io';

export interface CommandEntry {
  name: string;
  /** One line for `adjutant --help`. */
  summary: string;
  load(): Promise<Command>;
}

export const commands: CommandEntry[] = [
  { name: 'variant', summary: 'print a variant\'s summary (provinces, centres, powers)', load: async () => (await import('./variant')).variantCommand },
  { name: 'adjudicate', summary: 'adjudicate one phase: a position and orders in, results and the next position out', load: async () => (await import('./adjudicate')).adjudicateCommand },
  { name: 'import', summary: 'take over a game judged elsewhere: results posts, a dipcc game or a typed position', load: async () => (await import('./import')).importCommand },
  { name: 'replay', summary: 're-adjudicate recorded dipcc games and report every phase that differs', load: async () => (await import('./replay')).replayCommand },
  { name: 'ledger', summary: 'convert rulesets between formats and posts; Nomic points; run a rules ledger game kept in a file', load: async () => (await import('./ledger')).ledgerCommand },
  { name: 'parse', summary: 'read order mails: every order set and a verdict for every line', load: async () => (await import('./parse')).parseCommand },
  { name: 'coalition', summary: 'Coalition Wargame movement judge: resolve a turn from a pasted thread', load: async () => (await import('./coalition')).coalitionCommand },
  { name: 'publish', summary: 'write the results post of one phase in nJudge, BBCode or Markdown', load: async () => (await import('./publish')).publishCommand },
  { name: 'tournament', summary: 'tournament desk: roster, board draws and checks, board files from other GMs, standings (seeds 000, 001)', load: async () => (await import('./tournament')).tournamentCommand },
];
