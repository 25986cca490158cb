// The compiled CLI (issue 18 item 1: no transpiling at run time, and a whole run that costs little
// more than Node's own start): bin/adjutant.mjs runs dist/cli, the launcher holds no command, each
// command's bundle holds only what that command uses, and V8's code cache is used when it fits
// its bundle and never when it does not.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { commands } from '../../cli/commands/index';
import * as layout from '../../core/diplomacy/adjudicator/preparedLayout';
import { tempDir } from '../tempDir';

/** dist/cli/meta.json, written by tools/build-cli.mjs: each output file and the sources in it. */
const meta = JSON.parse(readFileSync('dist/cli/meta.json', 'utf8')) as Record<string, string[]>;
const bundleOf = (name: string) => {
  const found = Object.keys(meta).filter((f) => f.startsWith(`commands/${name}-`) && f.endsWith('.cjs'));
  expect(found, name).toHaveLength(1);
  return meta[found[0]!]!;
};

/** A copy of the built CLI with its own (empty) code cache, so that a test sees only its own runs. */
function copyOfBuild(): string {
  const dir = join(tempDir('adjutant-build-'), 'cli');
  cpSync('dist/cli', dir, { recursive: true, filter: (f) => !f.endsWith('.map') && !f.endsWith('/cache') });
  return dir;
}
const cached = (dir: string) => { try { return readdirSync(join(dir, 'cache')).sort(); } catch { return []; } };
const mail = 'test/fixtures/mail/001-gmail-reply-france.eml';

describe('the compiled adjutant command', () => {
  it('bin/adjutant.mjs runs the built JavaScript, never tsx', () => {
    const bin = readFileSync('bin/adjutant.mjs', 'utf8');
    expect(bin).not.toMatch(/tsx/);
    expect(bin).toMatch(/dist\/cli\/adjutant\.mjs/);
    expect(readdirSync('dist/cli')).toContain('adjutant.mjs');
  });

  it('--help lists every command with its summary from the launcher alone, which holds no command', () => {
    const out = execFileSync(process.execPath, ['bin/adjutant.mjs', '--help'], { encoding: 'utf8' });
    for (const c of commands) expect(out).toContain(`  ${c.name.padEnd(10)}  ${c.summary}`);
    expect(meta['adjutant.mjs']).toEqual(['cli/builtCommands.ts', 'cli/commands/list.ts', 'cli/dispatch.ts', 'cli/run.ts']);
    // Run, it loads no bundle: a loaded bundle leaves its code cache behind.
    const dir = copyOfBuild();
    const r = spawnSync(process.execPath, [join(dir, 'adjutant.mjs'), '--help'], { encoding: 'utf8' });
    expect(r.stdout).toBe(out);
    expect(cached(dir)).toEqual([]);
    // A command's own --help runs nothing, so it writes no cache (one written then would hold
    // little of the command and, accepted by V8, never be written again).
    expect(spawnSync(process.execPath, [join(dir, 'adjutant.mjs'), 'parse', '--help'], { encoding: 'utf8' }).stdout).toMatch(/^adjutant parse /);
    expect(cached(dir)).toEqual([]);
  });

  it('a command loads its own bundle and no other: parse leaves the code cache of parse alone', () => {
    const dir = copyOfBuild();
    const r = spawnSync(process.execPath, [join(dir, 'adjutant.mjs'), 'parse', mail], { encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(cached(dir)).toEqual([expect.stringMatching(/^parse-\w+\.v8$/)]);
  });

  it('each subcommand keeps a cache of its own: tournament create, then standings', () => {
    const dir = copyOfBuild();
    const file = join(dir, 't.json');
    const run = (...args: string[]) => spawnSync(process.execPath, [join(dir, 'adjutant.mjs'), 'tournament', ...args], { encoding: 'utf8' });
    expect(run('create', '--file', file, '--name', 'Cache', '--profile', 'wm2004', '--seed', '1').status).toBe(0);
    expect(run('standings', '--file', file).status).toBe(0);
    expect(cached(dir)).toEqual([expect.stringMatching(/^tournament-\w+\.create\.v8$/), expect.stringMatching(/^tournament-\w+\.standings\.v8$/)]);
  });

  it('each command bundle holds none of the code of games and tools the command does not use', () => {
    const intake = ['core/diplomacy/intake/', 'node_modules/postal-mime/'];
    const notUsed: Record<string, string[]> = {
      variant: [...intake, 'core/diplomacy/adjudicator/', 'core/ledger/', 'core/coalition/', 'core/gameFile/'],
      parse: ['core/diplomacy/adjudicator/', 'core/ledger/', 'core/coalition/', 'core/gameFile/', 'core/diplomacy/tournament/', 'core/diplomacy/publish/', 'renderer/'],
      adjudicate: ['core/diplomacy/tournament/', 'core/diplomacy/publish/', 'renderer/'],
      import: ['core/diplomacy/tournament/', 'core/diplomacy/publish/', 'renderer/'],
      replay: [...intake, 'core/ledger/', 'core/coalition/', 'core/gameFile/', 'renderer/'],
      publish: [...intake, 'core/ledger/', 'core/coalition/', 'core/gameFile/', 'renderer/'],
      ledger: [...intake, 'core/diplomacy/adjudicator/', 'core/diplomacy/tournament/', 'renderer/'],
      coalition: [...intake, 'core/diplomacy/adjudicator/', 'core/diplomacy/tournament/'],
      tournament: [...intake, 'core/diplomacy/adjudicator/', 'core/ledger/', 'core/coalition/', 'renderer/'],
    };
    expect(Object.keys(notUsed).sort()).toEqual(commands.map((c) => c.name).sort());
    for (const [name, paths] of Object.entries(notUsed)) {
      const inputs = bundleOf(name);
      expect(inputs, name).toContain(`cli/commands/${name}.ts`);
      expect(inputs.filter((f) => paths.some((p) => f.includes(p))), name).toEqual([]);
      // zod as the schemas use it: `import { z } from 'zod'` bundled every locale and the JSON
      // Schema reader (527 KB of a 767 KB chunk); `import * as z` lets esbuild drop them.
      expect(inputs.filter((f) => /node_modules\/zod\/.*(locales\/(?!en\.js)|from-json-schema)/.test(f)), name).toEqual([]);
    }
  });

  it('a second run compiles from the code cache, and prints the same', () => {
    const dir = copyOfBuild();
    const run = () => spawnSync(process.execPath, [join(dir, 'adjutant.mjs'), 'parse', '--json', mail], { encoding: 'utf8' });
    const first = run();
    const [file] = cached(dir);
    const written = statSync(join(dir, 'cache', file!));
    const second = run();
    expect(second.stdout).toBe(first.stdout);
    // Accepted by V8, the cache is not written again.
    expect(statSync(join(dir, 'cache', file!)).mtimeMs).toBe(written.mtimeMs);
    expect(second.stdout).toContain('"messages"');
  });

  it('a stale or broken cache is never used: the run compiles the source, prints the same and writes a good cache', () => {
    const dir = copyOfBuild();
    const run = () => spawnSync(process.execPath, [join(dir, 'adjutant.mjs'), 'variant', 'standard'], { encoding: 'utf8' });
    const fresh = run();
    const [file] = cached(dir);
    const good = readFileSync(join(dir, 'cache', file!));
    // Another bundle's cache under this bundle's name (V8 checks its source length and version),
    // and bytes that are no cache at all.
    const other = spawnSync(process.execPath, [join(dir, 'adjutant.mjs'), 'parse', mail]);
    expect(other.status).toBe(0);
    const otherCache = readFileSync(join(dir, 'cache', cached(dir).find((f) => f.startsWith('parse-'))!));
    for (const bad of [otherCache, Buffer.from('not a code cache'), good.subarray(0, good.length >> 1)]) {
      writeFileSync(join(dir, 'cache', file!), bad);
      const r = run();
      expect({ status: r.status, stdout: r.stdout, stderr: r.stderr }).toEqual({ status: 0, stdout: fresh.stdout, stderr: '' });
      expect(readFileSync(join(dir, 'cache', file!)).equals(bad)).toBe(false);
    }
  });

  it('a cache that cannot be written changes nothing a GM sees', () => {
    const dir = copyOfBuild();
    writeFileSync(join(dir, 'cache'), 'a file where the cache folder would be');
    const r = spawnSync(process.execPath, [join(dir, 'adjutant.mjs'), 'variant', 'standard'], { encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(/Standard/);
  });

  it('a reader that closes the pipe early (| head) ends the command quietly, with no stack trace', () => {
    // Every fixture mail read as JSON is far more than a pipe holds, so the write fails with EPIPE.
    const r = spawnSync('bash', ['-c', `"${process.execPath}" bin/adjutant.mjs parse --json test/fixtures/mail/*.eml | head -c 1`], { encoding: 'utf8' });
    expect(r.stdout).toBe('{');
    expect(r.stderr).toBe('');
  });

  it('every entry loads a command of its own name with a usage text', async () => {
    for (const entry of commands) {
      const command = await entry.load();
      expect(command.name).toBe(entry.name);
      expect(command.usage.length).toBeGreaterThan(10);
    }
  });

  it('the engine reads its layout constants as numbers: no bundle declares one (issue 18)', () => {
    // esbuild writes each constant of preparedLayout.ts in place of its name only with
    // minifySyntax and only while that file imports nothing; a name left in the bundle is a
    // variable V8 loads and checks at every use in the engine's loops (about 5 % of its CPU time).
    // A bundle holds other games' code too (a coalition HOLD), so the engine's own modules are
    // read: each starts under a `// core/...ts` line esbuild writes.
    const names = Object.keys(layout);
    expect(names).toEqual(expect.arrayContaining(['MOVE', 'UNIT_FIELDS', 'O_KIND', 'NO_PLACE']));
    const bundles = readdirSync('dist/cli/commands').filter((f) => f.endsWith('.cjs')).map((f) => readFileSync(`dist/cli/commands/${f}`, 'utf8'));
    const engine = bundles.filter((t) => t.includes('\n// core/diplomacy/adjudicator/preparedMovement.ts\n'));
    expect(engine.length).toBeGreaterThan(0);
    for (const text of engine) {
      const modules = text.split(/^(?=\/\/ \S+\.ts$)/m);
      expect(modules.filter((m) => m.startsWith('// core/diplomacy/adjudicator/preparedLayout.ts\n'))).toEqual([]);
      const adjudicator = modules.filter((m) => m.startsWith('// core/diplomacy/adjudicator/'));
      expect(adjudicator.length).toBeGreaterThan(5);
      for (const code of adjudicator) for (const name of names) expect(code).not.toMatch(new RegExp(`\\b${name}\\b`));
    }
  });
});
