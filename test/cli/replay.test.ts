import { afterAll, describe, expect, it } from 'vitest';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../cli/main';
import { gamesDir } from '../core/diplomacy/game/games';

function run(args: string[]) {
  let out = '', err = '';
  return main(args, { out: (s) => { out += s; }, err: (s) => { err += s; } }).then((code) => ({ code, out, err }));
}

const dir = mkdtempSync(join(tmpdir(), 'adjutant-replay-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const small = join(gamesDir, 'unit_tests__game_1_anonymized_truncated.json');

/** The small game with France's army kept in Paris in the record of F1901M, though it won Burgundy in S1901M. */
function doctoredGame(): string {
  const game = JSON.parse(readFileSync(small, 'utf8'));
  const f1901 = game.phases.find((p: { name: string }) => p.name === 'F1901M');
  f1901.state.units.FRANCE = ['F MAO', 'A PAR', 'A MAR'];
  const file = join(dir, 'doctored.json');
  writeFileSync(file, JSON.stringify(game));
  return file;
}

describe('adjutant replay', () => {
  it('replays a recorded game and exits 0 when every phase matches', async () => {
    const r = await run(['replay', small]);
    expect(r.err).toBe('');
    expect(r.out).toMatch(/^unit_tests__game_1_anonymized_truncated\.json: \d+ phases re-adjudicated under hasbro2000, all match$/m);
    expect(r.code).toBe(0);
  });

  it('prints each differing phase with its differences and exits 1', async () => {
    const r = await run(['replay', doctoredGame()]);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/^ {2}S1901M → F1901M:$/m);
    expect(r.out).toMatch(/^ {4}unit missing: France A PAR$/m);
    expect(r.out).toMatch(/^ {4}unit unexpected: France A BUR$/m);
  });

  it('DATC 4.D.8: names the convention that makes a differing phase match, and the profiles to continue under', async () => {
    const r = await run(['replay', join(gamesDir, 'game_433761_ENGLAND_AG.json')]);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/W1908A → S1909M:\n/);
    expect(r.out).toMatch(/matches the record if: civil-disorder removals measured to home centres, armies and fleets over land and sea \(2000 rulebook\) \(DATC 4\.D\.8\)/);
    expect(r.out).toMatch(/replays identically under: webdiplomacy, droidippy, .*\(continue the game with --rules webdiplomacy\)/);
  });

  it('says when no single convention explains a phase', async () => {
    const r = await run(['replay', doctoredGame()]);
    expect(r.out).toContain('no single convention explains this phase');
    expect(r.out).toContain('no named profile replays it identically');
  });

  it('gives one JSON report per game with --json, and a summary over several games', async () => {
    const one = await run(['replay', doctoredGame(), '--json']);
    const report = JSON.parse(one.out);
    expect(report.mismatches[0].phase).toBe('S1901M');
    expect(report.mismatches[0].expected.units).toContain('France A PAR');
    const two = await run(['replay', small, doctoredGame()]);
    expect(two.code).toBe(1);
    expect(two.out).toMatch(/^2 games: 1 match, 1 differ, 0 unreadable$/m);
  });

  it('exits 2 for a file that is not a dipcc game, a missing file, an unknown profile or no file', async () => {
    const notGame = join(dir, 'not-a-game.json');
    writeFileSync(notGame, JSON.stringify({ hello: 'world' }));
    const r = await run(['replay', notGame]);
    expect([r.code, r.err]).toEqual([2, expect.stringMatching(/not a dipcc game/)]);
    expect((await run(['replay', join(dir, 'missing.json')])).err).toMatch(/ENOENT/);
    expect((await run(['replay', small, '--rules', 'calvinball'])).code).toBe(2);
    expect((await run(['replay'])).code).toBe(2);
  });

  it('runs as a real process through bin/adjutant.mjs with its exit status', () => {
    const ok = execFileSync(process.execPath, ['bin/adjutant.mjs', 'replay', small, '--json'], { encoding: 'utf8' });
    expect(JSON.parse(ok).mismatches).toEqual([]);
    const bad = spawnSync(process.execPath, ['bin/adjutant.mjs', 'replay', doctoredGame()], { encoding: 'utf8' });
    expect(bad.status).toBe(1);
  });
});
