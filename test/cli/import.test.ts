// adjutant import: take over a game judged elsewhere from the command line, then carry on with
// adjutant adjudicate --position.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../cli/main';
import { gamesDir } from '../core/diplomacy/game/games';

function run(args: string[]) {
  let out = '', err = '';
  return main(args, { out: (s) => { out += s; }, err: (s) => { err += s; } }).then((code) => ({ code, out, err }));
}

const dir = mkdtempSync(join(tmpdir(), 'adjutant-import-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const fixtures = 'test/fixtures/takeover';

describe('adjutant import', () => {
  it('reads an nJudge judge\'s posts given in any order, prints the position, and writes one adjudicate can continue from', async () => {
    const out = join(dir, 'w1901.json');
    const r = await run(['import', `${fixtures}/njudge-f1901r.txt`, `${fixtures}/njudge-f1901-s1902.txt`, '--out', out]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Read as judge posts: F1901M, F1901R\nThe game continues at W1901A\./);
    expect(r.out).toContain('Italy: 5 centres, 3 units');
    const orders = join(dir, 'w1901-orders.txt');
    writeFileSync(orders, 'Italy: A NAP B\nItaly: F ROM B\n');
    const next = await run(['adjudicate', '--position', out, '--orders', orders]);
    expect(next.code).toBe(0);
    expect(next.out).toMatch(/Results for W1901A/);
    expect(next.out).toMatch(/Phase S1902M/);
  });

  it('exits 1 and lists each doubt with its line when the posts do not add up', async () => {
    const bad = join(dir, 'bad.txt');
    writeFileSync(bad, readFileSync(`${fixtures}/njudge-f1901-s1902.txt`, 'utf8').replace('Italy: Army Apulia HOLD.', 'Italy: Army Atlantis HOLD.'));
    const r = await run(['import', bad]);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/2 doubts for the GM:\n {2}line \d+: unknown place 'Atlantis'\n {6}Italy: Army Atlantis HOLD\./);
  });

  it('exits 2 when no position can be made, or a file cannot be read', async () => {
    expect((await run(['import', `${fixtures}/njudge-f1901r.txt`])).code).toBe(2);
    expect((await run(['import', join(dir, 'missing.txt')])).err).toMatch(/cannot read .*missing\.txt: ENOENT/);
    expect((await run(['import'])).code).toBe(2);
  });

  it('a typed position and --json', async () => {
    const typed = join(dir, 'typed.txt');
    writeFileSync(typed, 'Fall 1903\nAustria: A Vie, F Tri; centres Vie Tri Bud\n');
    const r = await run(['import', typed, '--json']);
    const json = JSON.parse(r.out);
    expect(json.source).toBe('typed-position');
    expect(json.position.phase).toEqual({ year: 1903, season: 'fall', type: 'movement' });
    expect(json.doubts).toEqual([]);
    expect(r.code).toBe(0);
  });

  it('DATC 4.D.8: a dipcc game names the profiles that replay it identically', async () => {
    const r = await run(['import', join(gamesDir, 'game_433761_ENGLAND_AG.json')]);
    expect(r.out).toMatch(/Replays identically under: webdiplomacy, droidippy/);
    expect(r.code).toBe(0);
  });
});
