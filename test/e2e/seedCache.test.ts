// The benchmark's cache of seeded profiles (bench/seedCache.ts, issue 21): a seed is made once and
// reused while its sources are unchanged, and never reused once any file it imports has changed.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cachedProfile, seedKey, sourceClosure } from '../../bench/seedCache';

let root: string;
let cache: string;
const before = process.env.BENCH_CACHE_DIR;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'adjutant-seedkey-'));
  cache = mkdtempSync(join(tmpdir(), 'adjutant-seedcache-'));
  process.env.BENCH_CACHE_DIR = cache;
  mkdirSync(join(root, 'lib'));
  writeFileSync(join(root, 'seed.ts'), "import { rows } from './lib/rows';\nexport const seed = () => rows(3);\n");
  writeFileSync(join(root, 'lib/rows.ts'), "import { name } from './name';\nexport const rows = (n: number) => Array.from({ length: n }, () => name);\n");
  writeFileSync(join(root, 'lib/name.ts'), "export const name = 'Austria';\n");
  writeFileSync(join(root, 'lib/unrelated.ts'), "export const x = 1;\n");
  writeFileSync(join(root, 'schema.ts'), "export const version = 7;\n");
});

afterEach(() => {
  if (before === undefined) delete process.env.BENCH_CACHE_DIR; else process.env.BENCH_CACHE_DIR = before;
  rmSync(root, { recursive: true, force: true });
  rmSync(cache, { recursive: true, force: true });
});

const parts = { settings: { seed: 'generated', games: 300 }, entries: ['seed.ts'], also: ['schema.ts'], environment: 'Chromium 150' };

describe('the seed cache of the backup bench (issue 21)', () => {
  it('finds every local file the seed imports, at any depth, and none it does not', async () => {
    expect(await sourceClosure(['seed.ts'], root)).toEqual(['lib/name.ts', 'lib/rows.ts', 'seed.ts']);
  });

  it('keys a seed on the content of what it imports, its settings, the schema and the browser', async () => {
    const key = await seedKey(parts, root);
    expect(key.name).toBe('seed-generated_games-300');
    expect(key.files).toBe(4);
    writeFileSync(join(root, 'lib/unrelated.ts'), "export const x = 2;\n");
    expect((await seedKey(parts, root)).hash).toBe(key.hash);
    // A file two imports away changes what the seed writes: a new key.
    writeFileSync(join(root, 'lib/name.ts'), "export const name = 'England';\n");
    const changed = await seedKey(parts, root);
    expect(changed.hash).not.toBe(key.hash);
    writeFileSync(join(root, 'schema.ts'), "export const version = 8;\n");
    expect((await seedKey(parts, root)).hash).not.toBe(changed.hash);
    expect((await seedKey({ ...parts, settings: { seed: 'generated', games: 60 } }, root)).hash).not.toBe(key.hash);
    expect((await seedKey({ ...parts, environment: 'Chromium 151' }, root)).hash).not.toBe(key.hash);
  });

  it('keys a file not followed by what it made: its source may change, its output may not', async () => {
    expect(await sourceClosure(['seed.ts'], root, ['lib/rows.ts'])).toEqual(['seed.ts']);
    const played = { ...parts, notFollowed: ['lib/rows.ts'], content: JSON.stringify(['Austria', 'Austria', 'Austria']) };
    const key = await seedKey(played, root);
    writeFileSync(join(root, 'lib/name.ts'), "export const name = 'England';\n");
    expect((await seedKey(played, root)).hash).toBe(key.hash);
    expect((await seedKey({ ...played, content: JSON.stringify(['England', 'England', 'England']) }, root)).hash).not.toBe(key.hash);
    // The file that imports it is still hashed.
    writeFileSync(join(root, 'seed.ts'), "import { rows } from './lib/rows';\nexport const seed = () => rows(4);\n");
    expect((await seedKey(played, root)).hash).not.toBe(key.hash);
  });

  it('seeds once, then hands out copies of the cached profile, saying so and how old it is', async () => {
    const key = await seedKey(parts, root);
    let made = 0;
    const make = async (dir: string) => { made++; writeFileSync(join(dir, 'IndexedDB'), 'seeded rows'); return { games: 300 }; };
    const first = await cachedProfile(key, make);
    expect(made).toBe(1);
    expect(first.line).toMatch(/^seeded database made in .* and cached/);
    const second = await cachedProfile(key, make, () => Date.now() + 5 * 60_000);
    expect(made).toBe(1);
    expect(second.seed).toEqual({ games: 300 });
    expect(second.line).toMatch(new RegExp(`^seeded database from the cache \\(.*made 5 min ago in \\d+ s; key of its sources ${key.hash}\\)$`));
    expect(second.userDataDir).not.toBe(first.userDataDir);
    expect(readFileSync(join(second.userDataDir, 'IndexedDB'), 'utf8')).toBe('seeded rows');
    // A run changes its copy, never the cache.
    writeFileSync(join(second.userDataDir, 'IndexedDB'), 'restored over');
    expect(readFileSync(join((await cachedProfile(key, make)).userDataDir, 'IndexedDB'), 'utf8')).toBe('seeded rows');
    for (const dir of [first.userDataDir, second.userDataDir]) rmSync(dir, { recursive: true, force: true });
  });

  it('never hands out a seed of other sources: seeds again and removes the stale one, saying so', async () => {
    const key = await seedKey(parts, root);
    let made = 0;
    const make = async (dir: string) => { made++; writeFileSync(join(dir, 'IndexedDB'), `seed ${made}`); return { made }; };
    await cachedProfile(key, make);
    writeFileSync(join(root, 'lib/name.ts'), "export const name = 'France';\n");
    const newKey = await seedKey(parts, root);
    const again = await cachedProfile(newKey, make);
    expect(made).toBe(2);
    expect(readFileSync(join(again.userDataDir, 'IndexedDB'), 'utf8')).toBe('seed 2');
    expect(again.line).toContain(`removed 1 stale cached seed of other sources (${key.name}-${key.hash})`);
    expect(readdirSync(cache)).toEqual([`${newKey.name}-${newKey.hash}`]);
  });

  it('leaves no entry that looks whole when the seeding fails', async () => {
    const key = await seedKey(parts, root);
    await expect(cachedProfile(key, async () => { throw new Error('Chromium crashed'); })).rejects.toThrow('Chromium crashed');
    expect(existsSync(join(cache, `${key.name}-${key.hash}`))).toBe(false);
    let made = 0;
    await cachedProfile(key, async () => { made++; return {}; });
    expect(made).toBe(1);
  });
});
