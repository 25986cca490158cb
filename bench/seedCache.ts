// A seeded Chromium profile kept between benchmark runs (issue 21): filling a profile with 300 long
// games takes minutes (the generated seed plays games through core first), longer than the backup
// and restore being measured, so a run that finds the same seed already made copies that profile
// instead of seeding again. The idle run of the 300-game benchmark is then the benchmark alone.
//
// Never stale silently: the key is a hash of everything that decides the seeded rows — the seed's
// kind, game count and other settings, the source of every local file the seed's code imports
// (found by esbuild, so a change anywhere in core that the generator runs gives a new key), the
// database's schema (the profile holds a database the app opened at that version) and the
// Chromium version that wrote the profile. Every run says whether it used the cache, under which
// key, and how old it is; entries of the same seed under another key are removed, and says so.
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';

/** Where cached profiles live: BENCH_CACHE_DIR, else ~/.cache/adjutant-bench (outside every work tree). */
export function benchCacheDir(): string {
  return process.env.BENCH_CACHE_DIR ?? join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'adjutant-bench');
}

/**
 * Every local source file `entries` import, directly or not (node_modules and Node's own modules
 * left out: the lockfile pins those), as paths relative to `root`, sorted.
 */
export async function sourceClosure(entries: readonly string[], root: string, notFollowed: readonly string[] = []): Promise<string[]> {
  const skip = new Set(notFollowed.map((f) => resolve(root, f)));
  const result = await build({
    entryPoints: entries.map((e) => resolve(root, e)), bundle: true, write: false, metafile: true, platform: 'node',
    format: 'esm', packages: 'external', logLevel: 'silent', outdir: join(tmpdir(), 'adjutant-seed-key'),
    // Vite's `?raw` text imports (the worker's assets) are sources too.
    plugins: [{ name: 'raw', setup(b) {
      // A file whose effect the key takes from its output instead (SeedKeyParts.content).
      if (skip.size) b.onResolve({ filter: /^\./ }, (args) => {
        const path = resolve(args.resolveDir, args.path);
        return [path, `${path}.ts`, `${path}.tsx`].some((p) => skip.has(p)) ? { path: args.path, external: true } : undefined;
      });
      b.onResolve({ filter: /\?raw$/ }, (args) => ({ path: resolve(args.resolveDir, args.path.slice(0, -4)), namespace: 'raw' }));
      b.onLoad({ filter: /.*/, namespace: 'raw' }, (args) => ({ contents: readFileSync(args.path, 'utf8'), loader: 'text', watchFiles: [args.path] }));
    } }],
  });
  const files = new Set<string>();
  for (const input of Object.keys(result.metafile.inputs)) files.add(relative(root, resolve(root, input.replace(/^raw:/, ''))));
  return [...files].sort();
}

export interface SeedKeyParts {
  /** What the seed is and how it was asked for, e.g. { kind: 'generated', games: 300, distinct: 6 }. */
  settings: Record<string, string | number>;
  /** The seed's code; every local file it imports is hashed with it. */
  entries: readonly string[];
  /** Further files whose content decides what the profile holds (the database's schema). */
  also: readonly string[];
  /** Anything else that decides it (the browser's version). */
  environment: string;
  /**
   * Files not followed (nor hashed) because what they make is hashed instead, in `content`: the
   * generated seed's games are played through core afresh each run (seconds) and their rows
   * hashed, so a change to core that leaves the games as they were (most changes to the mail
   * reader, say) keeps the cached profile, and one that changes them does not.
   */
  notFollowed?: readonly string[];
  /** What the not-followed files made, as a string to hash (the played games' rows as JSON). */
  content?: string;
}

/** The seed's key: a short name a person can read, and the hash that decides whether a cached profile is still this seed. */
export async function seedKey(parts: SeedKeyParts, root: string): Promise<{ name: string; hash: string; files: number }> {
  const files = [...new Set([...await sourceClosure(parts.entries, root, parts.notFollowed), ...parts.also])].sort();
  const hash = createHash('sha256');
  hash.update(JSON.stringify(Object.entries(parts.settings).sort()));
  hash.update(`\0${parts.environment}\0${parts.content ?? ''}\0`);
  for (const f of files) hash.update(`${f}\0`).update(readFileSync(resolve(root, f))).update('\0');
  const name = Object.entries(parts.settings).map(([k, v]) => `${k}-${v}`).join('_').replace(/[^\w.-]+/g, '-');
  return { name, hash: hash.digest('hex').slice(0, 16), files: files.length };
}

export interface CachedSeed<T> {
  /** A fresh copy of the seeded profile's user-data-dir, the caller's to use and remove. */
  userDataDir: string;
  /** What the seed wrote (its counts), as the seeding returned them. */
  seed: T;
  /** A line for the bench's output: cache used or made, key, age. */
  line: string;
}

interface Stamp<T> { key: string; madeAt: number; seedSeconds: number; seed: T }

/**
 * A copy of the profile cached under `key`, or, when there is none, one seeded by `make` (which
 * fills the given empty user-data-dir and closes the browser on it) and then cached. Entries
 * named like this seed under another hash are stale: removed, and said so.
 */
export async function cachedProfile<T>(key: { name: string; hash: string }, make: (userDataDir: string) => Promise<T>, now: () => number = Date.now): Promise<CachedSeed<T>> {
  const dir = benchCacheDir();
  mkdirSync(dir, { recursive: true });
  const entry = join(dir, `${key.name}-${key.hash}`);
  const removed: string[] = [];
  for (const other of readdirSync(dir)) {
    if (other.startsWith(`${key.name}-`) && other !== `${key.name}-${key.hash}` && /^[0-9a-f]{16}$/.test(other.slice(key.name.length + 1))) {
      rmSync(join(dir, other), { recursive: true, force: true });
      removed.push(other);
    }
  }
  const stale = removed.length ? `; removed ${removed.length} stale cached seed${removed.length === 1 ? '' : 's'} of other sources (${removed.join(', ')})` : '';
  const userDataDir = mkdtempSync(join(tmpdir(), 'adjutant-e2e-profile-'));
  const stampPath = join(entry, 'seed.json');
  if (existsSync(stampPath) && existsSync(join(entry, 'profile'))) {
    const stamp = JSON.parse(readFileSync(stampPath, 'utf8')) as Stamp<T>;
    cpSync(join(entry, 'profile'), userDataDir, { recursive: true });
    const minutes = (now() - stamp.madeAt) / 60_000;
    const age = minutes < 120 ? `${minutes.toFixed(0)} min` : `${(minutes / 60).toFixed(1)} h`;
    return { userDataDir, seed: stamp.seed, line: `seeded database from the cache (${entry}, made ${age} ago in ${stamp.seedSeconds.toFixed(0)} s; key of its sources ${key.hash})${stale}` };
  }
  const started = performance.now();
  const seed = await make(userDataDir);
  const seedSeconds = (performance.now() - started) / 1000;
  // Written beside the entry, then renamed into place: a run stopped half-way leaves no entry
  // that looks whole.
  const staging = mkdtempSync(join(dir, '.staging-'));
  try {
    cpSync(userDataDir, join(staging, 'profile'), { recursive: true });
    writeFileSync(join(staging, 'seed.json'), JSON.stringify({ key: key.hash, madeAt: now(), seedSeconds, seed } satisfies Stamp<T>, null, 2));
    rmSync(entry, { recursive: true, force: true });
    renameSync(staging, entry);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  return { userDataDir, seed, line: `seeded database made in ${seedSeconds.toFixed(1)} s and cached (${entry}, ${(dirBytes(entry) / 1024 / 1024).toFixed(0)} MB; key of its sources ${key.hash}): the next run with the same sources reuses it${stale}` };
}

function dirBytes(path: string): number {
  const s = statSync(path);
  if (!s.isDirectory()) return s.size;
  return readdirSync(path).reduce((sum, f) => sum + dirBytes(join(path, f)), 0);
}
