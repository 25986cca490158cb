import { describe, expect, it } from 'vitest';
import { getRunningRules } from '../../../../core/diplomacy/running/runningRules';
import { checkGameEnd, finalYears, yearsWithoutCentreChange, type YearEndCentres } from '../../../../core/diplomacy/running/gameEnd';
import type { Phase } from '../../../../core/diplomacy/types';

const wm = getRunningRules('wm2004');
const mj = getRunningRules('maharajiad');
const bt = getRunningRules('agora-bt');
const ph = (year: number, season: Phase['season'], type: Phase['type']): Phase => ({ year, season, type });
const still = (from: number, n: number, centres: Record<string, string>): YearEndCentres[] =>
  Array.from({ length: n }, (_, i) => ({ year: from + i, centres }));

describe('the final year of a round', () => {
  it('ends round 1 and 2 games after Fall 1909, semi-finals after 1912, the final after 1915 (000 B.3)', () => {
    const r1 = finalYears.wm2004['round-1'];
    expect(checkGameEnd(wm, { next: ph(1909, 'fall', 'retreat'), finalYear: r1, history: [] }).over).toBe(false);
    expect(checkGameEnd(wm, { next: ph(1909, 'winter', 'adjustment'), finalYear: r1, history: [] })).toMatchObject({ over: true, why: 'final-year', clause: '000 B.3' });
    expect(checkGameEnd(wm, { next: ph(1910, 'spring', 'movement'), finalYear: r1, history: [] }).over).toBe(true);
    expect(checkGameEnd(wm, { next: ph(1909, 'winter', 'adjustment'), finalYear: finalYears.wm2004['semi-final'], history: [] }).over).toBe(false);
    expect(finalYears.wm2004.final).toBe(1915);
  });

  it('ends Maharajiad round-1 games after Fall 1510 and its retreats (001 A.10a)', () => {
    const r1 = finalYears.maharajiad['round-1'];
    expect(checkGameEnd(mj, { next: ph(1510, 'fall', 'retreat'), finalYear: r1, history: [] }).over).toBe(false);
    expect(checkGameEnd(mj, { next: ph(1510, 'winter', 'adjustment'), finalYear: r1, history: [] })).toMatchObject({ over: true, clause: '001 A.10a' });
  });

  it('runs the Maharajiad round-2 game until a solo (001 A.10b)', () => {
    expect(checkGameEnd(mj, { next: ph(1530, 'spring', 'movement'), finalYear: finalYears.maharajiad['round-2'], history: [] }).over).toBe(false);
    expect(checkGameEnd(mj, { next: ph(1530, 'spring', 'movement'), finalYear: null, soloWinner: 'Bengal', history: [] })).toMatchObject({ over: true, why: 'solo', winner: 'Bengal' });
  });
});

describe('stale games', () => {
  const a = { del: 'Delhi', ben: 'Bengal' };
  const b = { del: 'Delhi', ben: 'Delhi' };

  it('counts the game years in which no centre changed hands', () => {
    expect(yearsWithoutCentreChange([{ year: 1501, centres: a }, ...still(1502, 3, b)])).toBe(2);
    expect(yearsWithoutCentreChange(still(1501, 4, b))).toBe(3);
  });

  it('ends a Maharajiad game after three still years unless all vote to continue (001 B.X(1)c)', () => {
    const history = [{ year: 1504, centres: a }, ...still(1505, 4, b)];
    const next = ph(1508, 'winter', 'adjustment');
    expect(checkGameEnd(mj, { next, finalYear: null, history })).toEqual({ over: false, continueVoteNeeded: { clause: '001 B.X(1)c' } });
    expect(checkGameEnd(mj, { next, finalYear: null, history, continueVotePassed: false })).toMatchObject({ over: true, why: 'stale' });
    expect(checkGameEnd(mj, { next, finalYear: null, history, continueVotePassed: true }).over).toBe(false);
    expect(checkGameEnd(mj, { next, finalYear: null, history: history.slice(0, 4) })).toEqual({ over: false });
  });

  it('lets the Agora Gamemaster declare a draw with 2 days\' notice after three still years (002 BT9)', () => {
    const now = Date.parse('2009-08-01T00:00Z');
    const out = checkGameEnd(bt, { next: ph(1905, 'spring', 'movement'), finalYear: null, history: still(1901, 4, b), now });
    expect(out).toEqual({ over: false, drawMayBeDeclared: { noticeUntil: now + 2 * 86_400_000, clause: '002 BT9' } });
    expect(checkGameEnd(bt, { next: ph(1905, 'spring', 'movement'), finalYear: null, history: still(1902, 3, b), now })).toEqual({ over: false });
    // The World Masters rules have no such end.
    expect(checkGameEnd(wm, { next: ph(1905, 'spring', 'movement'), finalYear: 1909, history: still(1901, 4, b) })).toEqual({ over: false });
  });
});
