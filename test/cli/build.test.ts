// The compiled CLI (issue: no transpiling at run time): bin/adjutant.mjs runs dist/cli, every
// command is reachable through its lazy entry, and --help loads no command module.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { commands } from '../../cli/commands/index';
import * as layout from '../../core/diplomacy/adjudicator/preparedLayout';

describe('the compiled adjutant command', () => {
  it('bin/adjutant.mjs runs the built JavaScript, never tsx', () => {
    const bin = readFileSync('bin/adjutant.mjs', 'utf8');
    expect(bin).not.toMatch(/tsx/);
    expect(bin).toMatch(/dist\/cli\/adjutant\.mjs/);
    expect(readdirSync('dist/cli')).toContain('adjutant.mjs');
  });

  it('--help lists every command with its summary, from the entry chunk alone', () => {
    const out = execFileSync(process.execPath, ['bin/adjutant.mjs', '--help'], { encoding: 'utf8' });
    for (const c of commands) expect(out).toContain(`  ${c.name}`);
    for (const c of commands) expect(out).toContain(c.summary);
    // Each command lives in its own chunk; the entry must not import them statically.
    const entry = readFileSync('dist/cli/adjutant.mjs', 'utf8');
    const staticImports = [...entry.matchAll(/^import .* from "\.\/chunks\/([^"]+)"/gm)].map((m) => m[1]!);
    for (const c of commands) expect(staticImports.some((f) => f.startsWith(c.name + '-'))).toBe(false);
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

  it('the engine reads its layout constants as numbers: no chunk declares one (issue 18)', () => {
    // esbuild writes each constant of preparedLayout.ts in place of its name only with
    // minifySyntax and only while that file imports nothing; a name left in the bundle is a
    // variable V8 loads and checks at every use in the engine's loops (about 5 % of its CPU time).
    const names = Object.keys(layout);
    expect(names).toEqual(expect.arrayContaining(['MOVE', 'UNIT_FIELDS', 'O_KIND', 'NO_PLACE']));
    const chunks = readdirSync('dist/cli/chunks').filter((f) => f.endsWith('.mjs'));
    const engine = chunks.map((f) => readFileSync(`dist/cli/chunks/${f}`, 'utf8')).filter((t) => t.includes('prepareMovement'));
    expect(engine.length).toBeGreaterThan(0);
    for (const text of engine) for (const name of names) expect(text).not.toMatch(new RegExp(`\\b${name}\\b`));
  });
});
