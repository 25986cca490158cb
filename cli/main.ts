// `adjutant` run from the TypeScript sources, as the tests run it: every command loaded from
// cli/commands/. The built CLI's process entry is cli/run.ts.
import { commands } from './commands/index';
import { dispatch } from './dispatch';
import type { CliIO } from './io';

export function main(args: string[], io: CliIO): Promise<number> {
  return dispatch(args, io, commands);
}
