// Every CLI command, in the order `adjutant --help` lists them. Add a command by adding its
// module here.
import type { Command } from '../io';
import { variantCommand } from './variant';

export const commands: Command[] = [
  variantCommand,
];
