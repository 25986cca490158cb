// Golden results posts from a replayed real game (webDiplomacy game 433761, Fall 1904), one per
// dialect, plus the retreat and adjustment phases that follow. The files under
// test/fixtures/publish/ were checked by eye against the game record: orders and outcomes,
// retreat options, centre changes and the DPjudge table.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { publishResults, type Dialect } from '../../../../core/diplomacy/publish/index';
import { dipccReport, standard } from './dipccReports';

const fixtures = fileURLToPath(new URL('../../../fixtures/publish/', import.meta.url));
const game = 'game_433761_ENGLAND_AG.json';
const golden = (name: string) => readFileSync(fixtures + name, 'utf8');

describe('golden results of game 433761', () => {
  const fall = () => dipccReport(game, 'F1904M', { nextDeadline: Date.parse('2022-08-20T12:00Z'), gmUtcOffsetMinutes: -300 });
  const cases: [Dialect, string][] = [['njudge', 'game_433761-F1904M.njudge.txt'], ['bbcode', 'game_433761-F1904M.bbcode.txt'], ['markdown', 'game_433761-F1904M.md']];
  for (const [dialect, file] of cases) {
    it(`writes Fall 1904 movement in ${dialect} with orders as written and as adjudicated (000 D.VIII(4), 001 B.IX(4))`, () => {
      expect(publishResults(standard, fall(), dialect)).toBe(golden(file));
    });
  }

  it('writes Fall 1904 retreats with the ownership table (njudge)', () => {
    expect(publishResults(standard, dipccReport(game, 'F1904R', { nextDeadline: Date.parse('2022-08-22T12:00Z') }), 'njudge')).toBe(golden('game_433761-F1904R.njudge.txt'));
  });

  it('writes Winter 1904 adjustments with the ownership table (njudge)', () => {
    expect(publishResults(standard, dipccReport(game, 'W1904A', { nextDeadline: Date.parse('2022-08-22T12:00Z') }), 'njudge')).toBe(golden('game_433761-W1904A.njudge.txt'));
  });

  it('keeps the outcome facts the record shows: Italy takes Vienna, the French fleet may retreat to seven places', () => {
    const text = golden('game_433761-F1904M.njudge.txt');
    expect(text).toContain('Italy: Army Trieste -> Vienna.\n');
    expect(text).toContain('Austria: Army Vienna SUPPORT Army Budapest -> Trieste.  (*cut, dislodged*)\n');
    expect(text).toContain('The French Fleet in the Mid-Atlantic Ocean can retreat to Gascony, North Africa, North Atlantic Ocean, Portugal, Spain (north coast), Spain (south coast) or Western Mediterranean.');
  });
});
