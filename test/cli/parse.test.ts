import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../cli/main';
import { tempDir } from '../tempDir';

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
    const dir = tempDir('adjutant-parse-');
    const gameFile = join(dir, 'game.json');
    writeFileSync(gameFile, JSON.stringify({ gmAddress: 'gm@dipgame.example', players: [{ power: 'France', addresses: ['marie@example.fr'], abbreviations: { Mdl: 'mao', Bgy: 'bur' } }] }));
    const r = await run(['parse', '--rules', 'wm2004', '--game', gameFile, `${MAIL}/009-player-abbreviations-france.eml`]);
    expect(r.out).toMatch(/France: F BRE - MAO; A PAR - BUR; A MAR S A PAR - BUR/);
  });
  it('000 D.VII(1): says the Date: standing in for Received: as a note and a real clock doubt as a warning, as the app counts them (issue 13)', async () => {
    const dir = tempDir('adjutant-parse-');
    const gameFile = join(dir, 'game.json');
    writeFileSync(gameFile, JSON.stringify({ gmAddress: 'gm@dipgame.example', deadline: '2025-03-04T18:00:00Z', players: [{ power: 'France', addresses: ['marie@example.fr'] }] }));
    const mail = (name: string, headers: string) => { const f = join(dir, name); writeFileSync(f, `From: Marie <marie@example.fr>\nTo: gm@dipgame.example\n${headers}Subject: France S1901\n\nA Par - Bur\n`); return f; };
    const pasted = await run(['parse', '--rules', 'wm2004', '--game', gameFile, mail('pasted.eml', 'Date: Tue, 04 Mar 2025 17:00:00 +0000\n')]);
    expect(pasted.out).toMatch(/^ {2}note: no Received: header: the sending time \(Date\) stands in for the receipt time \(000 D\.VII\(1\)\)$/m);
    expect(pasted.out).not.toMatch(/^ {2}warning:/m);
    const undated = await run(['parse', '--rules', 'wm2004', '--game', gameFile, mail('undated.eml', '')]);
    expect(undated.out).toMatch(/^ {2}warning: no receipt or sending time in the mail: cannot check the deadline$/m);
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

describe('adjutant parse over several files: sets ranked by when they were sent (000 D.III(3))', () => {
  const dir = tempDir('adjutant-parse-rank-');
  const file = (name: string, text: string) => { const f = join(dir, name); writeFileSync(f, text); return f; };
  const head = (date: string | null) => `From: Marie <marie@example.fr>\nTo: gm@dipgame.example\n${date ? `Date: ${date}\n` : ''}Subject: dipgame: France S1901M\n\n`;
  const original = file('original.eml', `${head('Thu, 17 Sep 2026 10:00:00 +0000')}A Par - Bur\nF Bre - Mao\nA Mar - Spa\n`);
  const revised = file('revised.eml', `${head('Thu, 17 Sep 2026 12:30:00 +0000')}A Par - Pic\nF Bre - Eng\n`);

  it('000 D.III(3)a: the revised file named BEFORE the original still gives the orders, and the original is reported replaced', async () => {
    const r = await run(['parse', '--rules', 'wm2004', revised, original]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^ {2}France: A PAR - PIC; F BRE - ENG$/m);
    expect(r.out).toContain(`not used: France's set in ${original}, message 1: replaced entirely by a later set (mail ${revised}`);
    expect(r.out).toContain('(000 D.III(3)a)');
    expect(r.out).not.toContain('DOUBT');
    // The same answer whichever order the files are named in.
    const other = await run(['parse', '--rules', 'wm2004', original, revised]);
    expect(other.out).toMatch(/^ {2}France: A PAR - PIC; F BRE - ENG$/m);
  });

  it('000 D.III(3)a: --json carries the same ranking (sets, used or not, and doubts)', async () => {
    const r = await run(['parse', '--rules', 'wm2004', '--json', revised, original]);
    const json = JSON.parse(r.out) as { turn: { orders: Record<string, unknown[]>; sets: { mail: string; used: boolean }[]; doubts: unknown[] } };
    expect(json.turn.sets.map((s) => [s.mail, s.used])).toEqual([[revised, true], [original, false]]);
    expect(json.turn.orders.France).toHaveLength(2);
    expect(json.turn.doubts).toEqual([]);
  });

  it('000 D.III(3)a: a file with no Date: cannot be ranked: the doubt is printed with the order used meanwhile', async () => {
    const undated = file('undated.eml', `${head(null)}A Par - Gas\n`);
    const r = await run(['parse', '--rules', 'wm2004', undated, original]);
    expect(r.code).toBe(0);
    expect(r.out).toContain("DOUBT: France's order sets cannot be ranked by when they were sent: one set has no Date: or Received: time.");
    expect(r.out).toContain(`Order used: ${original}#0, ${undated}#0`);
    expect(r.out).toMatch(/^ {2}France: A PAR - GAS$/m);
  });
});
