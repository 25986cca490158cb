// Loading a command of the built CLI with V8's code cache. tools/build-cli.mjs bundles each
// command into one CommonJS file, dist/cli/commands/<name>-<content hash>.cjs. Compiling that
// source, and then each function at its first call, was a third of a short command's CPU
// (parse of one mail: about 50 ms compiling, more in first calls; docs/testing.md). So the
// bundle is compiled through node:vm with the code V8 kept from an earlier run of the same
// bundle, dist/cli/cache/<bundle>.v8, written after the command has run, when it holds every
// function that run compiled. Node 20 has no compile cache of its own (module.enableCompileCache
// came in Node 22).
//
// A stale cache never runs: the file name carries the bundle's content hash, so a rebuilt
// bundle looks for a new cache (the build also empties dist/cli), and V8 itself refuses a cache
// made by another V8 version or with other flags (cachedDataRejected), after which it compiles
// the source as if there were none and the cache is written again. A cache that cannot be
// written (a read-only install) only means the next run compiles again.
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { Script } from 'node:vm';
import type { Command } from './io';

/** The bundle loaded in this process, kept so that its code cache is written once it has run. */
let loaded: { script: Script; cacheFile: string; fromCache: boolean } | undefined;

/** The bundle file of a command in a built CLI folder (dist/cli), or undefined if it has none. */
export function commandBundle(dir: string, name: string): string | undefined {
  const file = readdirSync(join(dir, 'commands')).find((f) => f.endsWith('.cjs') && f.slice(0, f.lastIndexOf('-')) === name);
  return file && join(dir, 'commands', file);
}

/**
 * The code cache file of a bundle, in the build's cache folder: the bundle's name, and the
 * subcommand's when the command has them (`ledger-<hash>.show.v8`). V8 keeps a cache as it is once
 * accepted, so one written by `ledger create` would never hold what `ledger show` compiles.
 */
export function cacheFileOf(bundle: string, subcommand?: string): string {
  return join(dirname(bundle), '..', 'cache', `${basename(bundle, '.cjs')}${subcommand ? `.${subcommand}` : ''}.v8`);
}

/**
 * Runs a command's bundle as Node runs a CommonJS file (the same five names in scope), compiled
 * with its code cache (the subcommand's, if given) when there is a usable one, and returns the
 * command it exports as `<name>Command`.
 */
export function loadBuiltCommand(dir: string, name: string, subcommand?: string): Command {
  const bundle = commandBundle(dir, name);
  if (!bundle) throw new Error(`the built CLI in ${dir} has no bundle for '${name}': run \`npm run build:cli\``);
  const cacheFile = cacheFileOf(bundle, subcommand);
  let cachedData: Buffer | undefined;
  try { cachedData = readFileSync(cacheFile); } catch { /* none yet: this run compiles and writes it */ }
  const source = readFileSync(bundle, 'utf8');
  const script = new Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, { filename: bundle, cachedData });
  loaded = { script, cacheFile, fromCache: cachedData !== undefined && !script.cachedDataRejected };
  const module = { exports: {} as Record<string, unknown> };
  (script.runInThisContext() as (...a: unknown[]) => void)(module.exports, createRequire(bundle), module, bundle, dirname(bundle));
  const command = module.exports[`${name}Command`] as Command | undefined;
  if (!command) throw new Error(`${bundle} exports no ${name}Command`);
  return command;
}

/**
 * After the command has run: writes the code V8 now holds for its bundle, unless the run used a
 * cache V8 accepted. Written under a temporary name and renamed, so that two commands run at once
 * never leave half a file.
 */
export function saveCodeCache(): void {
  if (!loaded || loaded.fromCache) return;
  const { script, cacheFile } = loaded;
  try {
    mkdirSync(dirname(cacheFile), { recursive: true });
    const part = `${cacheFile}.${process.pid}`;
    writeFileSync(part, script.createCachedData());
    renameSync(part, cacheFile);
  } catch { /* a read-only install: the next run compiles the bundle again, nothing else changes */ }
}
