// What a CLI command may touch: two output streams. Files are read by the command itself with
// node:fs (the CLI is a Node shell; core/ stays pure).
export interface CliIO {
  out: (text: string) => void;
  err: (text: string) => void;
}

export interface Command {
  name: string;
  /** Full usage for `adjutant <name> --help`. */
  usage: string;
  run(args: string[], io: CliIO): Promise<number>;
}

/** Minimal flag parser: `--name value`, `--flag`, and positionals. */
export function parseArgs(args: string[], booleanFlags: string[] = []): { flags: Record<string, string | true>; positionals: string[] } {
  const flags: Record<string, string | true> = {};
  const positionals: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a.startsWith('--')) {
      const eq = a.indexOf('=');
      if (eq > 0) { flags[a.slice(2, eq)] = a.slice(eq + 1); continue; }
      const name = a.slice(2);
      const next = args[i + 1];
      if (booleanFlags.includes(name) || next === undefined || next.startsWith('--')) flags[name] = true;
      else { flags[name] = next; i++; }
    } else positionals.push(a);
  }
  return { flags, positionals };
}
