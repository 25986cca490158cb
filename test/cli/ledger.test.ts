import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ledgerCommand } from '../../cli/commands/ledger';
import { main } from '../../cli/main';
import { seedPath } from '../core/ledger/seeds';
import { tempDir } from '../tempDir';

async function run(args: string[]) {
  let out = '', err = '';
  const code = await ledgerCommand.run(args, { out: (s) => { out += s; }, err: (s) => { err += s; } });
  return { code, out, err };
}

describe('adjutant ledger convert', () => {
  it('003 101b gives back seed 003 byte for byte as nomic-json, through the real adjutant process', () => {
    const out = execFileSync(process.execPath, ['bin/adjutant.mjs', 'ledger', 'convert', seedPath('003'), '--to', 'nomic-json']);
    expect(Buffer.compare(out, readFileSync(seedPath('003')))).toBe(0);
  });

  it('is registered with the CLI shell', async () => {
    let out = '';
    const code = await main(['--help'], { out: (s) => { out += s; }, err: () => {} });
    expect(code).toBe(0);
    expect(out).toMatch(/ledger\s+convert rulesets/);
  });

  it('gives back seed 002 and seed 001 identically in their own formats', async () => {
    expect((await run(['convert', seedPath('002'), '--to', 'agora-text'])).out).toBe(readFileSync(seedPath('002'), 'utf8'));
    expect((await run(['convert', seedPath('001'), '--to', 'house-rules-text'])).out).toBe(readFileSync(seedPath('001'), 'utf8'));
  });

  it('converts seed 003 to a BBCode post and seed 002 to Markdown', async () => {
    const bb = await run(['convert', seedPath('003'), '--to', 'bbcode']);
    expect(bb.code).toBe(0);
    expect(bb.out).toContain('[b]Rule 101 (immutable)[/b]');
    const md = await run(['convert', seedPath('002'), '--to', 'markdown']);
    expect(md.out).toContain('### Regulation BT8/0 - Birthday Tournament 8');
  });

  it('converts Agora text to Nomic JSON that converts back to the same regulations', async () => {
    const dir = tempDir('ledger-');
    const json = (await run(['convert', seedPath('002'), '--to', 'nomic-json'])).out;
    writeFileSync(join(dir, 'regs.json'), json);
    const text = (await run(['convert', join(dir, 'regs.json'), '--to', 'text'])).out;
    expect(text).toContain('Rule BT8 (mutable)');
    expect(text).toContain('The\nJudge SHALL NOT reveal the votes of specific Contestants.');
  });

  it('exits 2 with a message for a missing file, an unknown target or a file that is not a ruleset', async () => {
    const dir = tempDir('ledger-');
    writeFileSync(join(dir, 'junk.txt'), 'just some words\n\u0000\u202e');
    expect(await run(['convert', join(dir, 'nope.json'), '--to', 'text'])).toMatchObject({ code: 2, err: expect.stringMatching(/cannot read .*ENOENT/) });
    expect(await run(['convert', seedPath('003'), '--to', 'html'])).toMatchObject({ code: 2, err: expect.stringMatching(/--to must be one of/) });
    expect(await run(['convert', join(dir, 'junk.txt'), '--to', 'text'])).toMatchObject({ code: 2, err: expect.stringMatching(/not a ruleset/) });
    expect(await run(['frobnicate'])).toMatchObject({ code: 2, err: expect.stringMatching(/unknown subcommand/) });
  });
});

describe('adjutant ledger points', () => {
  it('003 203 prints floor(max(10, R - 290) x Y / V)', async () => {
    expect((await run(['points', '--highest', '215', '--yes', '5', '--votes', '5'])).out).toBe('10\n');
    expect((await run(['points', '--highest', '320', '--yes', '4', '--votes', '5'])).out).toBe('24\n');
    expect((await run(['points', '--highest', '301', '--yes', '0', '--votes', '0'])).out).toBe('0\n');
  });

  it('003 209 with --total prints the announcement line', async () => {
    expect((await run(['points', '--highest', '320', '--yes', '4', '--votes', '5', '--total', '87', '--player', 'Ben P'])).out).toBe('Ben P: 111 (+24)\n');
  });

  it('refuses impossible counts', async () => {
    expect(await run(['points', '--highest', '320', '--yes', '6', '--votes', '5'])).toMatchObject({ code: 2 });
    expect(await run(['points', '--highest', 'x', '--yes', '1', '--votes', '1'])).toMatchObject({ code: 2 });
  });
});
