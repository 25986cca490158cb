// Every CLI command's name and one line for `adjutant --help`, in the order help lists them. Kept
// apart from the commands' code (index.ts loads that), so that help and the built launcher
// (cli/run.ts) read a list of names and load no command. Add a command here and in index.ts.
export interface CommandListing {
  name: string;
  /** One line for `adjutant --help`. */
  summary: string;
  /**
   * Its first word names a subcommand (`ledger show`, `coalition map`, `tournament standings`):
   * each runs other code, so each keeps a code cache of its own (cli/builtCommands.ts).
   */
  subcommands?: true;
}

export const commandList: CommandListing[] = [
  { name: 'variant', summary: 'print a variant\'s summary (provinces, centres, powers)' },
  { name: 'adjudicate', summary: 'adjudicate one phase: a position and orders in, results and the next position out' },
  { name: 'import', summary: 'take over a game judged elsewhere: results posts, a dipcc game or a typed position' },
  { name: 'replay', summary: 're-adjudicate recorded dipcc games and report every phase that differs' },
  { name: 'ledger', summary: 'convert rulesets between formats and posts; Nomic points; run a rules ledger game kept in a file', subcommands: true },
  { name: 'parse', summary: 'read order mails: every order set and a verdict for every line' },
  { name: 'coalition', summary: 'Coalition Wargame movement judge: resolve a turn from a pasted thread', subcommands: true },
  { name: 'publish', summary: 'write the results post of one phase in nJudge, BBCode or Markdown' },
  { name: 'tournament', summary: 'tournament desk: roster, board draws and checks, board files from other GMs, standings (seeds 000, 001)', subcommands: true },
];
