import { afterAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../cli/main';
import { gamesDir } from '../core/diplomacy/game/games';

function run(args: string[]) {
  let out = '', err = '';
  return main(args, { out: (s) => { out += s; }, err: (s) => { err += s; } }).then((code) => ({ code, out, err }));
}

const dir = mkdtempSync(join(tmpdir(), 'adjutant-adjudicate-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A phase of the real game 433761 (webDiplomacy, via dipcc): its state and its orders as a file. */
const game = JSON.parse(readFileSync(join(gamesDir, 'game_433761_ENGLAND_AG.json'), 'utf8')) as {
  phases: { name: string; state: Record<string, unknown> & { units: Record<string, string[]> }; orders: Record<string, string[]> }[];
};
function phase(name: string) { return game.phases.find((p) => p.name === name)!; }
function ordersFile(name: string): string {
  const text = Object.entries(phase(name).orders).map(([power, lines]) => `${power}:\n${lines.join('\n')}`).join('\n\n');
  const file = join(dir, `${name}.txt`);
  writeFileSync(file, text);
  return file;
}
function unitsOf(state: { units: Record<string, string[]> }) {
  return Object.entries(state.units).flatMap(([p, us]) => us.map((u) => `${p} ${u}`)).sort();
}

describe('adjutant adjudicate', () => {
  it('adjudicates Spring 1901 from the start position and prints results and the next position', async () => {
    const r = await run(['adjudicate', '--orders', ordersFile('S1901M')]);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Results for S1901M \(2000 rulebook, DATC v3\.0 preferences\)/);
    expect(r.out).toMatch(/^France: A PAR - BUR  \(\w+\) /m);
    expect(r.out).toMatch(/^Phase F1901M$/m);
    expect(r.out).toMatch(/^ {2}units: {3}.*A BUR/m);
  });

  it('chains phases with --json: the printed next position is a valid --position', async () => {
    const first = await run(['adjudicate', '--orders', ordersFile('S1901M'), '--json']);
    expect(first.code).toBe(0);
    const json = JSON.parse(first.out);
    expect(json.results).toHaveLength(22);
    expect(json.results[0].text).toMatch(/^[AF] [A-Z]{3}/);
    expect(json.next.phase).toEqual({ year: 1901, season: 'fall', type: 'movement' });
    const positionFile = join(dir, 'f1901.json');
    writeFileSync(positionFile, JSON.stringify(json.next));
    const second = await run(['adjudicate', '--position', positionFile, '--orders', ordersFile('F1901M'), '--json']);
    expect(second.code).toBe(0);
    const next = JSON.parse(second.out).next;
    expect(next.phase).toEqual({ year: 1901, season: 'winter', type: 'adjustment' });
    const units = next.units.map((u: { power: string; type: string; location: string }) => `${u.power.toUpperCase()} ${u.type} ${u.location.toUpperCase()}`).sort();
    expect(units).toEqual(unitsOf(phase('W1901A').state));
  });

  it('reads a dipcc state as the position and shows a dislodged unit with its retreats', async () => {
    const positionFile = join(dir, 'f1902m.json');
    writeFileSync(positionFile, JSON.stringify(phase('F1902M').state));
    const r = await run(['adjudicate', '--position', positionFile, '--orders', ordersFile('F1902M')]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Phase F1902R$/m);
    expect(r.out).toMatch(/dislodged: F SWE, may retreat to (BAL|BOT|FIN), (BAL|BOT|FIN), (BAL|BOT|FIN)/);
  });

  it('reports an unreadable order line with its file and line number, and still adjudicates', async () => {
    const file = join(dir, 'bad.txt');
    writeFileSync(file, 'France:\nA PAR - BUR\nA MAR - XYZ\n');
    const r = await run(['adjudicate', '--orders', file]);
    expect(r.code).toBe(0);
    expect(r.err).toBe(`warning: ${file}:3: unknown province 'XYZ': "A MAR - XYZ"\n`);
    expect(r.out).toMatch(/France: A PAR - BUR/);
  });

  it('exits 2 with a message for missing or unreadable input', async () => {
    const orders = ordersFile('S1901M');
    expect((await run(['adjudicate'])).code).toBe(2);
    const badRules = await run(['adjudicate', '--rules', 'calvinball', '--orders', orders]);
    expect([badRules.code, badRules.err]).toEqual([2, expect.stringMatching(/unknown house-rules profile 'calvinball'/)]);
    const missing = await run(['adjudicate', '--orders', join(dir, 'nowhere.txt')]);
    expect([missing.code, missing.err]).toEqual([2, expect.stringMatching(/cannot read orders file .*ENOENT/)]);
    const notJson = join(dir, 'not.json');
    writeFileSync(notJson, '<html>');
    const bad = await run(['adjudicate', '--position', notJson, '--orders', orders]);
    expect([bad.code, bad.err]).toEqual([2, expect.stringMatching(/is not JSON/)]);
    const wrongShape = join(dir, 'shape.json');
    writeFileSync(wrongShape, JSON.stringify({ variant: 'standard', phase: { year: 1901 }, units: [] }));
    const shape = await run(['adjudicate', '--position', wrongShape, '--orders', orders]);
    expect([shape.code, shape.err]).toEqual([2, expect.stringMatching(/position file .*phase\.season/)]);
    const otherVariant = join(dir, 'other.json');
    writeFileSync(otherVariant, JSON.stringify({ ...JSON.parse((await run(['adjudicate', '--orders', orders, '--json'])).out).next, variant: 'maharajah' }));
    const other = await run(['adjudicate', '--position', otherVariant, '--orders', orders]);
    expect([other.code, other.err]).toEqual([2, expect.stringMatching(/is a maharajah position, not standard/)]);
  });

  it('runs as a real process through bin/adjutant.mjs', () => {
    const out = execFileSync(process.execPath, ['bin/adjutant.mjs', 'adjudicate', '--orders', ordersFile('S1901M'), '--json'], { encoding: 'utf8' });
    expect(JSON.parse(out).next.phase.season).toBe('fall');
  });
});

describe('adjutant adjudicate with mail files (order intake)', () => {
  const mailFile = (name: string, text: string) => { const f = join(dir, name); writeFileSync(f, text); return f; };
  const france = mailFile('france.eml', [
    'From: Marie <marie@example.fr>', 'To: gm@dipgame.example', 'Subject: dipgame: France S1901M', '',
    'Hi GM, my orders:', 'A Par - Bur', 'A Mar S A Par - Bur', 'F Bre - Mid Atlantic Ocean', 'A Gas - Spa', '', '-- ', 'Marie', '',
  ].join('\n'));
  const germany = mailFile('germany.eml', [
    'From: Karl <karl@example.de>', 'To: gm@dipgame.example', 'Subject: dipgame: Germany S1901M', '',
    'A Mun - Bur', 'F Kie - Hol', 'Final', '',
  ].join('\n'));

  it('reads --mail files (repeatable) and positional mail files, prints the verdict summary per power, then the results', async () => {
    const r = await run(['adjudicate', '--mail', france, '--mail', germany]);
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    const summaryAt = r.out.indexOf(`Mail ${france}: 1 message`);
    expect(summaryAt).toBe(0);
    expect(r.out).toMatch(/^ {2}France: 3 accepted, 1 illegal, \d+ not-an-order$/m);
    expect(r.out).toMatch(/^ {4}illegal: A Gas - Spa \(/m);
    expect(r.out).toMatch(/^ {2}Germany: 2 accepted, \d+ not-an-order$/m);
    expect(r.out.indexOf('Results for S1901M')).toBeGreaterThan(r.out.indexOf('Germany: 2 accepted'));
    // The mail's orders are what is adjudicated: France beats Germany to Burgundy with support.
    expect(r.out).toMatch(/^France: A PAR - BUR {2}\(moved\)/m);
    expect(r.out).toMatch(/^Germany: A MUN - BUR {2}\(bounced\)/m);
    expect(r.out).toMatch(/^France: F BRE - MAO {2}\(moved\)/m);
    const positional = await run(['adjudicate', france, germany]);
    expect(positional.out).toBe(r.out);
  });

  it('--json includes each mail file\'s verdicts and summary beside the results', async () => {
    const r = await run(['adjudicate', '--mail', france, germany, '--json']);
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out);
    expect(json.mail.map((m: { file: string }) => m.file)).toEqual([france, germany]);
    expect(json.mail[0].summary.France).toMatchObject({ accepted: 3, illegal: 1 });
    const illegal = json.mail[0].verdicts.find((v: { text: string }) => v.text === 'A Gas - Spa');
    expect(illegal).toMatchObject({ kind: 'illegal', power: 'France' });
    expect(json.results.find((x: { text: string }) => x.text === 'A PAR - BUR')).toMatchObject({ success: true });
    expect(json.next.phase).toEqual({ year: 1901, season: 'fall', type: 'movement' });
  });

  it('reads mail under the chosen --rules: a support coast is dropped under wm2004 (000 D.IV(3)c), kept under hasbro2000 (DATC 6.B.9)', async () => {
    const position = join(dir, 'spain.json');
    writeFileSync(position, readFileSync(join(__dirname, '../fixtures/mail/positions/autumn.json'), 'utf8'));
    const mail = mailFile('spain.eml', 'From: Marie <marie@example.fr>\nTo: gm@dipgame.example\nSubject: France F1901M\n\nF Mao - Spa(nc)\nF Por S F Mao - Spa/sc\n');
    const wm = JSON.parse((await run(['adjudicate', '--rules', 'wm2004', '--position', position, '--mail', mail, '--json'])).out);
    const datc = JSON.parse((await run(['adjudicate', '--rules', 'hasbro2000', '--position', position, '--mail', mail, '--json'])).out);
    const support = (j: { results: { text: string; success: boolean }[] }) => j.results.find((x) => x.text.startsWith('F POR S'))!;
    expect(support(wm)).toMatchObject({ text: 'F POR S F MAO - SPA', success: true });
    expect(support(datc)).toMatchObject({ text: 'F POR S F MAO - SPA/SC', success: false });
  });

  it('000 D.III(3): with no Date: to rank them, the file named later is used meanwhile, and the doubt is printed', async () => {
    const again = mailFile('france2.eml', 'From: Marie <marie@example.fr>\nTo: gm@dipgame.example\nSubject: dipgame: France S1901M\n\nA Par - Pic\n');
    const r = await run(['adjudicate', '--mail', france, '--mail', again]);
    expect(r.code).toBe(0);
    expect(r.out).toContain(`Note: France's orders from ${again} replace those from ${france}`);
    expect(r.out).toContain("Doubt: France's order sets cannot be ranked by when they were sent");
    expect(r.out).toMatch(/^France: A PAR - PIC {2}\(moved\)/m);
    expect(r.out).toMatch(/^France: A MAR H {2}\(held\)/m);
  });

  it('000 D.III(3)a: --mail ranks sets by Date: exactly as the app does, whatever order the files are named in', async () => {
    const dated = (name: string, date: string, body: string) => mailFile(name, `From: Marie <marie@example.fr>\nTo: gm@dipgame.example\nDate: ${date}\nSubject: dipgame: France S1901M\n\n${body}\n`);
    const original = dated('fr-original.eml', 'Thu, 17 Sep 2026 10:00:00 +0000', 'A Par - Bur\nF Bre - Mao\nA Mar - Spa');
    const revised = dated('fr-revised.eml', 'Thu, 17 Sep 2026 12:30:00 +0000', 'A Par - Pic\nF Bre - Eng');
    for (const files of [[revised, original], [original, revised]]) {
      const r = await run(['adjudicate', '--rules', 'wm2004', ...files.flatMap((f) => ['--mail', f])]);
      expect(r.code).toBe(0);
      expect(r.out).toMatch(/^France: A PAR - PIC {2}\(moved\)/m);
      expect(r.out).toMatch(/^France: A MAR H {2}\(held\)/m);
      expect(r.out).toContain(`Note: France's orders from ${revised} replace those from ${original} (sent later by its Date:; the mail has no Received: header)`);
      expect(r.out).not.toContain('Doubt:');
    }
    // With the GM's server's Received: on both, the receipt times rank them, and the note says so (000 D.VII(1)).
    const received = (name: string, at: string, body: string) => mailFile(name, `Received: from mx.example.fr by mx.dipgame.example; ${at}\nFrom: Marie <marie@example.fr>\nTo: gm@dipgame.example\nDate: ${at}\nSubject: dipgame: France S1901M\n\n${body}\n`);
    const r1 = received('fr-r1.eml', 'Thu, 17 Sep 2026 10:00:05 +0000', 'A Par - Bur'), r2 = received('fr-r2.eml', 'Thu, 17 Sep 2026 12:30:05 +0000', 'A Par - Pic');
    expect((await run(['adjudicate', '--rules', 'wm2004', '--mail', r2, '--mail', r1])).out).toContain(`Note: France's orders from ${r2} replace those from ${r1} (received later)`);
    const json = JSON.parse((await run(['adjudicate', '--rules', 'wm2004', '--mail', revised, '--mail', original, '--json'])).out);
    expect(json.doubts).toEqual([]);
    expect(json.replaced).toEqual([{ power: 'France', file: original, by: revised }]);
  });

  it('000 D.VII(3)a, 000 D.III(3): the note on a set given way says why, never "received later" when it was not (the unseen-mail trial, evenings 29 and 30, issue 13)', async () => {
    const dated = (name: string, date: string | undefined, body: string) => mailFile(name, `From: Mehmet <mehmet@example.com.tr>\nTo: gm@dipgame.example\n${date ? `Date: ${date}\n` : ''}Subject: dipgame: Turkey S1901M\n\n${body}\n`);
    const game = mailFile('game-deadline.json', JSON.stringify({ gmAddress: 'gm@dipgame.example', deadline: '2026-11-29T20:00:00Z', lateOrders: 'reject-after-deadline', players: [{ power: 'Turkey', addresses: ['mehmet@example.com.tr'] }] }));
    const first = dated('tr-first.eml', 'Sun, 29 Nov 2026 11:00:00 +0000', 'F Ank - Bla\nA Con - Bul\nA Smy - Arm');
    // A revision after the deadline: the first set stays in use because the revision is late.
    const late = dated('tr-late.eml', 'Sun, 29 Nov 2026 20:04:00 +0000', 'F Ank - Con\nA Con - Bul\nA Smy - Arm');
    let r = await run(['adjudicate', '--rules', 'wm2004', '--game', game, '--mail', late, '--mail', first]);
    expect(r.out).toContain(`Note: Turkey's orders from ${first} replace those from ${late} (it came after the deadline: not used)`);
    // The same mail opened and pasted without its Date:: one set, counted once.
    const copy = dated('tr-copy.eml', undefined, 'F Ank - Bla\nA Con - Bul\nA Smy - Arm');
    r = await run(['adjudicate', '--rules', 'wm2004', '--mail', first, '--mail', copy]);
    expect(r.out).toMatch(/replace those from .*tr-(first|copy)\.eml \(the same orders, counted once\)/);
    expect(r.out).not.toContain('(received later)');
    // Two different sets no time ranks: the note points at the doubt.
    const other = dated('tr-other.eml', undefined, 'F Ank - Con\nA Con - Smy\nA Smy - Ank');
    r = await run(['adjudicate', '--rules', 'wm2004', '--mail', first, '--mail', other]);
    expect(r.out).toContain('(the times cannot rank them: taken in the order given until the GM decides, see the doubt below)');
    expect(r.out).toContain("Doubt: Turkey's order sets cannot be ranked");
  });

  it('without a game file, prints every doubt the app would show: the mail\'s warnings, "needs a look", and Adjudicate\'s questions ("use them, or NMR?", an unregistered sender) (issue 13)', async () => {
    const dated = (name: string, from: string, date: string, body: string) => mailFile(name, `From: ${from}\nTo: gm@dipgame.example\nDate: ${date}\nSubject: dipgame: Austria S1901M\n\n${body}\n`);
    const orders = dated('austria-orders.eml', 'Franz <franz@example.at>', 'Sun, 29 Nov 2026 12:00:00 +0000', 'A Vie - Gal\nA Bud - Ser\nF Tri - Alb');
    const disregard = dated('austria-disregard.eml', 'Franz <franz@example.at>', 'Sun, 29 Nov 2026 18:00:00 +0000', 'Please disregard my orders for now, I will send new ones later tonight.\n\nFranz');
    const r = await run(['adjudicate', '--rules', 'wm2004', '--mail', orders, '--mail', disregard]);
    expect(r.code).toBe(0);
    // The mail's own warning, under its file, as the inbox shows and counts it.
    expect(r.out).toMatch(/^ {4}warning \(Austria\): "Please disregard my orders for now, I will send new ones later tonight\." takes back Austria's orders/m);
    // The strip: Austria needs a look; the powers that sent nothing are NMR.
    expect(r.out).toMatch(/^\? Austria: needs a look \(asked below\)$/m);
    expect(r.out).toMatch(/^✗ Italy: NMR$/m);
    expect(r.out).toMatch(/^ {2}\? Austria's orders used come from .*Use them, or NMR Austria\?$/m);
    // The results printed are what "adjudicate anyway" gives: Austria's orders are used.
    expect(r.out).toMatch(/^Austria: A VIE - GAL {2}\(moved\)/m);
    const json = JSON.parse((await run(['adjudicate', '--rules', 'wm2004', '--mail', orders, '--mail', disregard, '--json'])).out);
    expect(json.questions).toHaveLength(1);
    expect(json.powers).toContainEqual(expect.objectContaining({ power: 'Austria', state: 'look' }));

    // With the game's details (--game, as adjutant parse takes them), a set from an address not
    // registered for its power is asked about, as in the app (000 D.II(3)).
    const details = join(dir, 'details.json');
    writeFileSync(details, JSON.stringify({ gmAddress: 'gm@dipgame.example', players: [{ power: 'Austria', addresses: ['franz@example.at'] }, { power: 'Italy', addresses: ['gio@example.it'] }] }));
    const fromWork = dated('austria-from-work.eml', 'Franz <f.huber@bigcorp.example>', 'Sun, 29 Nov 2026 12:00:00 +0000', 'Austria:\nA Vie - Gal\nA Bud - Ser\nF Tri - Alb');
    const work = await run(['adjudicate', '--rules', 'wm2004', '--game', details, '--mail', fromWork]);
    expect(work.code).toBe(0);
    expect(work.out).toMatch(/^ {2}\? Austria's orders used come from .*austria-from-work\.eml: f\.huber@bigcorp\.example is not registered for any power in this game .*Use them\?$/m);
  });

  it('refuses --orders together with mail, a missing mail file, and no orders at all (exit 2)', async () => {
    const both = await run(['adjudicate', '--orders', ordersFile('S1901M'), '--mail', france]);
    expect(both.code).toBe(2);
    expect(both.err).toMatch(/either --orders or mail files/);
    const missing = await run(['adjudicate', '--mail', join(dir, 'nope.eml')]);
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/cannot read mail file .*nope\.eml/);
    const none = await run(['adjudicate']);
    expect(none.code).toBe(2);
    expect(none.err).toMatch(/--orders <file> or mail files are required/);
  });
});
