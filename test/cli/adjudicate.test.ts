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
