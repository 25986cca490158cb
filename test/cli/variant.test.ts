import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { main } from '../../cli/main';

function run(args: string[]) {
  let out = '', err = '';
  return main(args, { out: (s) => { out += s; }, err: (s) => { err += s; } }).then((code) => ({ code, out, err }));
}

describe('adjutant CLI shell', () => {
  it('lists its commands with --help', async () => {
    const r = await run(['--help']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/variant/);
  });
  it('prints the standard variant summary', async () => {
    const r = await run(['variant', 'standard']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/18 of 34 supply centres/);
  });
  it('explains an unknown variant and exits 2', async () => {
    const r = await run(['variant', 'atlantis']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/unknown variant 'atlantis'/);
  });
  it('runs as a real process through bin/adjutant.mjs', () => {
    const out = execFileSync(process.execPath, ['bin/adjutant.mjs', 'variant', 'standard', '--json'], { encoding: 'utf8' });
    expect(JSON.parse(out).supplyCentres).toBe(34);
  });
});
