// `adjutant replay` over an archive: folders, --jobs with worker threads (the built CLI, run as
// a real process), reports printed in file order whatever thread finished first, and the closing
// line with phases per second and peak memory.
import { afterAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../cli/main';
import { gamesDir } from '../core/diplomacy/game/games';

function run(args: string[]) {
  let out = '', err = '';
  return main(args, { out: (s) => { out += s; }, err: (s) => { err += s; } }).then((code) => ({ code, out, err }));
}
function runBuilt(args: string[]) {
  return spawnSync(process.execPath, ['bin/adjutant.mjs', 'replay', ...args], { encoding: 'utf8' });
}

const dir = mkdtempSync(join(tmpdir(), 'adjutant-replay-archive-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// An archive: three real games (one in a subfolder), one doctored game, and a file that is not JSON
// of a game at all (a note beside them is not a .json file and is skipped).
const archive = join(dir, 'archive');
mkdirSync(join(archive, 'later'), { recursive: true });
const small = 'unit_tests__game_1_anonymized_truncated.json';
copyFileSync(join(gamesDir, small), join(archive, 'a-small.json'));
copyFileSync(join(gamesDir, 'game_433761_ENGLAND_AG.json'), join(archive, 'b-433761.json'));
copyFileSync(join(gamesDir, 'unit_tests__double_convoy_unresolve_support.json'), join(archive, 'later', 'd-small2.json'));
const doctored = JSON.parse(readFileSync(join(gamesDir, small), 'utf8'));
doctored.phases.find((p: { name: string }) => p.name === 'F1901M').state.units.FRANCE = ['F MAO', 'A PAR', 'A MAR'];
writeFileSync(join(archive, 'c-doctored.json'), JSON.stringify(doctored));
writeFileSync(join(archive, 'notes.txt'), 'not a game');

const stats = /^replayed (\d+) phases of (\d+) games? in [\d.]+ s wall, [\d.]+ s CPU \((.+)\): \d+ phases\/s; peak memory \d+ MB \(RSS high-water mark\)$/m;

describe('adjutant replay over an archive', () => {
  it('replays every .json file under a folder, subfolders included, in name order', async () => {
    const r = await run(['replay', archive, '--rules', 'webdiplomacy']);
    const names = [...r.out.matchAll(/^(\S+\.json): \d+ phases/gm)].map((m) => m[1]);
    expect(names).toEqual(['a-small.json', 'b-433761.json', 'c-doctored.json', 'd-small2.json']);
    expect(r.out).toMatch(/^4 games: 3 match, 1 differ, 0 unreadable$/m);
    expect(r.code).toBe(1);
  });

  it('ends with the phases replayed, phases per second and peak memory; on standard error with --json', async () => {
    const text = await run(['replay', archive, '--rules', 'webdiplomacy', '--jobs', '1']);
    const [, phases, games, how] = stats.exec(text.out)!;
    expect(games).toBe('4');
    expect(how).toBe('1 thread');
    const json = await run(['replay', archive, '--rules', 'webdiplomacy', '--json', '--jobs', '1']);
    const reports = JSON.parse(json.out) as { phases: number }[];
    expect(reports.reduce((n, r) => n + r.phases, 0)).toBe(Number(phases));
    expect(json.err).toMatch(stats);
  });

  it('with --jobs 2 the built CLI uses two worker threads and prints exactly what one thread prints', () => {
    const one = runBuilt([archive, '--rules', 'webdiplomacy', '--jobs', '1']);
    const two = runBuilt([archive, '--rules', 'webdiplomacy', '--jobs', '2']);
    expect(stats.exec(two.stdout)![3]).toBe('2 worker threads');
    const withoutStats = (s: string) => s.replace(stats, '');
    expect(withoutStats(two.stdout)).toBe(withoutStats(one.stdout));
    expect([one.status, two.status]).toEqual([1, 1]);
    const oneJson = runBuilt([archive, '--json', '--jobs', '1']);
    const twoJson = runBuilt([archive, '--json', '--jobs', '2']);
    expect(JSON.parse(twoJson.stdout)).toEqual(JSON.parse(oneJson.stdout));
    expect(JSON.parse(twoJson.stdout)).toHaveLength(4);
  });

  it('an unreadable file among many is reported and the others still replayed, with exit 2', () => {
    const broken = join(dir, 'broken.json');
    writeFileSync(broken, '{ "phases": [');
    const r = runBuilt([join(archive, 'a-small.json'), broken, join(archive, 'later'), '--jobs', '2']);
    expect(r.stderr).toMatch(/cannot read .*broken\.json/);
    expect(r.stdout).toMatch(/^3 games: 2 match, 0 differ, 1 unreadable$/m);
    expect(r.status).toBe(2);
  });

  it('refuses a --jobs that is not a whole number from 1 to 64', async () => {
    for (const bad of ['0', 'two', '1.5', '65']) {
      const r = await run(['replay', archive, '--jobs', bad]);
      expect([r.code, r.err]).toEqual([2, expect.stringMatching(/--jobs wants a whole number/)]);
    }
  });

  it('from the TypeScript sources it says it replays in one thread rather than pretending to use two', async () => {
    const r = await run(['replay', join(archive, 'a-small.json'), join(archive, 'later'), '--jobs', '2']);
    expect(stats.exec(r.out)![3]).toBe('1 thread (worker threads need the built CLI)');
  });

  it('one game named alone is replayed in the command\'s own thread, whatever --jobs says (a worker would only add its start)', () => {
    const r = runBuilt([join(archive, 'b-433761.json'), '--rules', 'webdiplomacy', '--jobs', '2']);
    expect(r.status).toBe(0);
    expect(stats.exec(r.stdout)![3]).toBe('1 thread');
  });
});
