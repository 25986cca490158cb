import { afterAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { main } from '../../cli/main';
import { gamesDir } from '../core/diplomacy/game/games';
import { getVariant } from '../../core/diplomacy/variants';
import { playPhase, startGame } from '../../core/diplomacy/game';
import { readOrders } from '../../core/diplomacy/canonicalOrders';

function run(args: string[]) {
  let out = '', err = '';
  return main(args, { out: (s) => { out += s; }, err: (s) => { err += s; } }).then((code) => ({ code, out, err }));
}

const dir = mkdtempSync(join(tmpdir(), 'adjutant-publish-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const game = join(gamesDir, 'game_433761_ENGLAND_AG.json');
const fixtures = fileURLToPath(new URL('../fixtures/publish/', import.meta.url));
const fall1904 = ['--phase', 'F1904M', '--game', 'wd433761', '--deadline', '2022-08-20T12:00Z', '--gm-offset', '-300'];

/** An Adjutant game record with Spring 1901 played: France moves to Burgundy, Germany to Burgundy too. */
function recordFile(): string {
  const variant = getVariant('standard');
  const read = readOrders(variant, 'France: A PAR - BUR\nGermany: A MUN - BUR\nEngland: F LON - NTH');
  const record = playPhase(startGame(variant, 'wm2004'), read.orders);
  const file = join(dir, 'record.json');
  writeFileSync(file, JSON.stringify(record));
  return file;
}

describe('adjutant publish', () => {
  it('writes the golden nJudge, BBCode and Markdown posts of a dipcc game phase', async () => {
    for (const [dialect, file] of [['njudge', 'game_433761-F1904M.njudge.txt'], ['bbcode', 'game_433761-F1904M.bbcode.txt'], ['markdown', 'game_433761-F1904M.md']]) {
      const r = await run(['publish', game, ...fall1904, '--dialect', dialect!]);
      expect([r.code, r.err]).toEqual([0, '']);
      expect(r.out).toBe(readFileSync(fixtures + file, 'utf8'));
    }
  });

  it('publishes a phase of an Adjutant game record', async () => {
    const r = await run(['publish', recordFile(), '--phase', 'S1901M', '--dialect', 'njudge', '--game', 'demo']);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toContain('Movement results for Spring of 1901.');
    expect(r.out).toContain('France: Army Paris -> Burgundy.  (*bounce*)\n');
    expect(r.out).toContain('Germany: Army Munich -> Burgundy.  (*bounce*)\n');
    expect(r.out).toContain('England: Fleet London -> North Sea.\n');
    expect(r.out).toContain("The next phase of 'demo' will be Movement for Fall of 1901.");
    const unplayed = await run(['publish', recordFile(), '--phase', 'F1901M', '--dialect', 'njudge']);
    expect([unplayed.code, unplayed.err]).toEqual([2, expect.stringMatching(/has not been played/)]);
  });

  it('prints Discord messages of at most 2,000 characters with --discord', async () => {
    const r = await run(['publish', game, ...fall1904, '--dialect', 'markdown', '--discord']);
    expect(r.code).toBe(0);
    const parts = r.out.split(/^--- message \d+ of \d+ ---\n/m).filter(Boolean);
    expect(parts.length).toBeGreaterThanOrEqual(2);
    for (const p of parts) expect(p.replace(/\n$/, '').length).toBeLessThanOrEqual(2000);
  });

  it('exits 2 with a reason for bad arguments and unreadable games', async () => {
    const cases: [string[], RegExp][] = [
      [['publish'], /name a game file/],
      [['publish', game, '--dialect', 'njudge'], /--phase/],
      [['publish', game, '--phase', 'F1904M', '--dialect', 'html'], /--dialect must be one of/],
      [['publish', game, '--phase', 'F1904M', '--dialect', 'njudge', '--rules', 'calvinball'], /unknown house-rules profile/],
      [['publish', game, '--phase', 'F1904M', '--dialect', 'njudge', '--press', 'everything'], /unknown press policy/],
      [['publish', game, '--phase', 'F1904M', '--dialect', 'njudge', '--deadline', 'friday'], /--deadline/],
      [['publish', game, '--phase', 'F1904M', '--dialect', 'njudge', '--gm-offset', 'east'], /--gm-offset/],
      [['publish', game, '--phase', 'F1999M', '--dialect', 'njudge'], /no phase F1999M/],
      [['publish', join(dir, 'missing.json'), '--phase', 'F1904M', '--dialect', 'njudge'], /ENOENT/],
    ];
    for (const [args, why] of cases) {
      const r = await run(args);
      expect([r.code, r.err]).toEqual([2, expect.stringMatching(why)]);
    }
    const junk = join(dir, 'junk.json');
    writeFileSync(junk, '{"phases": 3}');
    expect((await run(['publish', junk, '--phase', 'F1904M', '--dialect', 'njudge'])).code).toBe(2);
  });

  it('runs as a real process through bin/adjutant.mjs', () => {
    const r = spawnSync(process.execPath, ['bin/adjutant.mjs', 'publish', game, ...fall1904, '--dialect', 'njudge'], { encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(readFileSync(fixtures + 'game_433761-F1904M.njudge.txt', 'utf8'));
  });
});
