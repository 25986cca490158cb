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

/** A file the CLI cannot read as mail: the message says why; the command exits 2. */
export class UnreadableInput extends Error {}

/**
 * Whether bytes look like a binary file rather than mail: NUL bytes, or many control
 * characters (text mail has tabs and line breaks only). Judged on the first 8 KB.
 */
export function looksBinary(bytes: Uint8Array): boolean {
  const n = Math.min(bytes.length, 8192);
  let control = 0;
  for (let i = 0; i < n; i++) {
    const b = bytes[i]!;
    if (b === 0) return true;
    if (b < 0x20 && b !== 9 && b !== 10 && b !== 13 && b !== 12) control++;
  }
  return n > 0 && control / n > 0.1;
}

/**
 * A mail file's bytes, as they are (intake decodes each part in its own charset). A directory,
 * a missing or unreadable file, and binary data (an image, an archive) are refused with a
 * plain reason.
 */
export function readMailBytes(file: string, readFile: (path: string) => Uint8Array): Uint8Array {
  let bytes: Uint8Array;
  try { bytes = readFile(file); } catch (e) {
    const code = (e as { code?: string }).code;
    const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a directory, not a file' : code === 'EACCES' ? 'permission denied' : (e as Error).message;
    throw new UnreadableInput(`cannot read mail file ${file}: ${why}`);
  }
  if (looksBinary(bytes)) throw new UnreadableInput(`cannot read mail file ${file}: it is binary data, not mail text (an .eml, .txt or mbox file)`);
  return bytes;
}
