// The seeds live in the repository's sibling `shared/seeds` (in CI `shared/` sits beside the
// clone). Resolved from this file so that the tests run from any working directory.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SEEDS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../shared/seeds');

/** The path of the seed whose file name starts with this prefix, e.g. '003'. */
export function seedPath(prefix: string): string {
  const name = readdirSync(SEEDS_DIR).find((f) => f.startsWith(prefix + '_'));
  if (!name) throw new Error(`seed ${prefix} not found in ${SEEDS_DIR}`);
  return join(SEEDS_DIR, name);
}

export function readSeed(prefix: string): string {
  return readFileSync(seedPath(prefix), 'utf8');
}
