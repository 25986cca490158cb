// The compiled CLI (issue: no transpiling at run time): bin/adjutant.mjs runs dist/cli, every
// command is reachable through its lazy entry, and --help loads no command module.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { commands } from '../../cli/commands/index';

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
});
