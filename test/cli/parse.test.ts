import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../cli/main';

const MAIL = 'test/fixtures/mail';

function run(args: string[]) {
  let out = '', err = '';
  return main(args, { out: (s) => { out += s; }, err: (s) => { err += s; } }).then((code) => ({ code, out, err }));
}

describe('adjutant parse', () => {
  it('is listed in adjutant --help', async () => {
    expect((await run(['--help'])).out).toMatch(/parse/);
  });
  it('prints each message, its verdicts and the orders to adjudicate', async () => {
    const r = await run(['parse', '--rules', 'wm2004', `${MAIL}/031-two-orders-one-unit-france.eml`]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/message 1: France \(from the subject\)/);
    expect(r.out).toMatch(/superseded\s+A Par - Bur.*000 D\.III\(5\)/);
    expect(r.out).toMatch(/France: A PAR - PIC; F BRE - MAO; A MAR - SPA/);
  });
  it('prints whom each press item is for, as its mark names them', async () => {
    const r = await run(['parse', '--rules', 'wm2004', `${MAIL}/085-press-addressees-france.eml`]);
    expect(r.code).toBe(0);
    expect(r.out).toContain('press (unmarked to England, Germany): Press to England, Germany:');
    expect(r.out).toContain('press (unmarked to all): Broadcast:');
    expect(r.out).toContain('press (unmarked to Italy): PRESS');
  });
  it('applies the chosen house rules (000 D.III(5) vs 001 B.IV(6)a)', async () => {
    const r = await run(['parse', '--rules', 'maharajiad', `${MAIL}/031-two-orders-one-unit-france.eml`]);
    expect(r.out).toMatch(/ambiguous\s+A Par - Pic.*001 B\.IV\(6\)a/);
    expect(r.out).toMatch(/France: F BRE - MAO; A MAR - SPA/);
  });
  it('reads a position file and warns about the GM address with --gm (001 B.III(2)a)', async () => {
    const r = await run(['parse', '--rules', 'maharajiad', '--gm', 'gm@dipgame.example', '--position', `${MAIL}/positions/winter.json`,
      `${MAIL}/043-gm-in-cc-england.eml`, `${MAIL}/069-builds-france.eml`]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/warning: the GM's address gm@dipgame\.example is in Cc, not To \(001 B\.III\(2\)a\)/);
    expect(r.out).toMatch(/France: BUILD A PAR; BUILD F BRE/);
  });
  it('gives JSON with verdict spans into the file', async () => {
    const r = await run(['parse', '--json', `${MAIL}/001-gmail-reply-france.eml`]);
    const json = JSON.parse(r.out);
    const verdicts = json.files[0].result.verdicts as { raw: string; span: [number, number]; kind: string }[];
    expect(verdicts.filter((v) => v.kind === 'accepted').map((v) => v.raw)).toEqual(['A Par - Bur', 'A Mar - Spa', 'F Bre - Mao']);
  });
  it('uses a game file for registered senders and abbreviations (000 D.III(1)c)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'adjutant-parse-'));
    const gameFile = join(dir, 'game.json');
    writeFileSync(gameFile, JSON.stringify({ gmAddress: 'gm@dipgame.example', players: [{ power: 'France', addresses: ['marie@example.fr'], abbreviations: { Mdl: 'mao', Bgy: 'bur' } }] }));
    const r = await run(['parse', '--rules', 'wm2004', '--game', gameFile, `${MAIL}/009-player-abbreviations-france.eml`]);
    expect(r.out).toMatch(/France: F BRE - MAO; A PAR - BUR; A MAR S A PAR - BUR/);
  });
  it('explains bad usage with exit code 2', async () => {
    expect((await run(['parse'])).code).toBe(2);
    expect((await run(['parse', '--rules', 'nonsense', `${MAIL}/001-gmail-reply-france.eml`])).err).toMatch(/unknown house-rules profile/);
    expect((await run(['parse', 'no/such/file.eml'])).code).toBe(2);
  });
  it('runs as a real process', () => {
    const out = execFileSync(process.execPath, ['bin/adjutant.mjs', 'parse', '--rules', 'wm2004', `${MAIL}/051-mbox-three-powers.eml`], { encoding: 'utf8' });
    expect(out).toMatch(/England: F LON - NTH; F EDI - NWG; A LVP - YOR/);
    expect(out).toMatch(/Germany: F KIE - DEN; A BER - KIE; A MUN - RUH/);
  });
});
