// Every CLI command, in the order `adjutant --help` lists them. Add a command by adding its
// module here.
import type { Command } from '../io';
import { variantCommand } from './variant';
import { adjudicateCommand } from './adjudicate';
import { replayCommand } from './replay';
import { ledgerCommand } from './ledger';
import { parseCommand } from './parse';
import { coalitionCommand } from './coalition';
import { publishCommand } from './publish';

export const commands: Command[] = [
  variantCommand,
  adjudicateCommand,
  replayCommand,
  ledgerCommand,
  parseCommand,
  coalitionCommand,
  publishCommand,
];
