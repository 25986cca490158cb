// The scoring examples of the seeds: 000 C.1-C.5 and C.14 (World Masters 2004), 001 A.16-A.18
// and A.23 (Maharajiad I).
import { describe, expect, it } from 'vitest';
import { maharajiadBoardScores, worldMastersBoardScores, yearEndCountsAfterVote } from '../../../../core/diplomacy/running/boardScore';
import { movementTurnsByPlayer, proRated, proRatedScores, type PositionHistory } from '../../../../core/diplomacy/running/tenures';
import type { Phase } from '../../../../core/diplomacy/types';

const score = (rows: { power: string; score: number }[]) => Object.fromEntries(rows.map((r) => [r.power, r.score]));

describe('World Masters board scores', () => {
  it('adds the positional bonus to the centre count (000 C.1a, 000 C.2)', () => {
    const s = score(worldMastersBoardScores({ Austria: 10, England: 8, France: 6, Germany: 5, Italy: 3, Russia: 2, Turkey: 0 }));
    expect(s).toEqual({ Austria: 42, England: 24, France: 14, Germany: 9, Italy: 5, Russia: 3, Turkey: 0 });
  });

  it('gives an eliminated player nothing, not even a bonus place (000 C.1b)', () => {
    const rows = worldMastersBoardScores({ Austria: 17, England: 17, France: 0, Germany: 0, Italy: 0, Russia: 0, Turkey: 0 });
    expect(score(rows)).toMatchObject({ France: 0, Germany: 0, Turkey: 0 });
    expect(rows.find((r) => r.power === 'France')!.bonus).toBe(0);
  });

  it('shares the bonuses of tied places equally (000 C.3: three at the top share (32+16+8)/3)', () => {
    const rows = worldMastersBoardScores({ Austria: 8, England: 8, France: 8, Germany: 5, Italy: 5, Russia: 0, Turkey: 0 });
    const s = score(rows);
    expect(s.Austria).toBeCloseTo(8 + 56 / 3, 10);
    expect(s.England).toBe(s.Austria);
    expect(s.Germany).toBe(5 + (4 + 2) / 2);
    expect(s.Italy).toBe(8);
  });

  it('scores a solo as a 34-centre win, 66 points, everyone else eliminated (000 C.4)', () => {
    const s = score(worldMastersBoardScores({ Austria: 18, England: 8, France: 8, Germany: 0, Italy: 0, Russia: 0, Turkey: 0 }, 'Austria'));
    expect(s).toEqual({ Austria: 66, England: 0, France: 0, Germany: 0, Italy: 0, Russia: 0, Turkey: 0 });
  });

  it('carries a conceded solo\'s counts to the penultimate year and applies the solo in the final year (000 C.5a)', () => {
    const atConcession = { Austria: 12, England: 9, France: 7, Germany: 6 };
    const years = yearEndCountsAfterVote(atConcession, 1906, 1909, { kind: 'conceded-solo', to: 'Austria' }, 34);
    expect(years.map((y) => y.year)).toEqual([1906, 1907, 1908, 1909]);
    expect(years[2]!.centres).toEqual(atConcession);
    expect(years[3]!.centres).toEqual({ Austria: 34, England: 0, France: 0, Germany: 0 });
    expect(score(worldMastersBoardScores(years[3]!.centres, 'Austria')).Austria).toBe(66);
  });

  it('applies the counts at the vote to every remaining year for any other result (000 C.5b)', () => {
    const atVote = { Austria: 12, England: 12, France: 10 };
    const years = yearEndCountsAfterVote(atVote, 1907, 1909, { kind: 'other' }, 34);
    expect(years.every((y) => JSON.stringify(y.centres) === JSON.stringify(atVote))).toBe(true);
  });
});

describe('pro-rating a replaced position (000 C.14)', () => {
  // 000 C.14's example: Fred replaces Wendy from the Fall '06 builds and soloes in Fall 1908 in a
  // 1901-1909 game (18 seasons); the solo is worth 66 points.
  const history: PositionHistory = {
    power: 'France',
    tenures: [{ player: 'Wendy', from: { year: 1901, season: 'spring', type: 'movement' } }, { player: 'Fred', from: { year: 1906, season: 'winter', type: 'adjustment' } }],
  };
  const end = { year: 1908, season: 'fall' as const, type: 'retreat' as const };

  it('pro-rates by seasons played: Fred 66 x 6/18 = 22, Wendy 66 x 12/18 = 44 (000 C.14a)', () => {
    const scores = proRatedScores(66, history, 1901, 1909, end);
    expect(scores).toEqual([{ player: 'Wendy', turns: 12, points: 44 }, { player: 'Fred', turns: 6, points: 22 }]);
  });

  it('000 C.14a pro-rates a player replaced for more than one turn; replaced for one turn only, he keeps the full points (the standby is pro-rated either way)', () => {
    const standIn = (seasons: Phase[]): PositionHistory => ({
      power: 'France',
      tenures: [
        { player: 'Wendy', from: { year: 1901, season: 'spring', type: 'movement' } },
        { player: 'Sam', from: seasons[0]!, declaredUntil: seasons[1]! },
        { player: 'Wendy', from: seasons[2]! },
      ],
    });
    // Sam stands in for Fall 1903 only: Wendy is replaced for one turn and keeps all 66.
    const one = proRatedScores(66, standIn([{ year: 1903, season: 'fall', type: 'movement' }, { year: 1903, season: 'fall', type: 'adjustment' }, { year: 1904, season: 'spring', type: 'movement' }]), 1901, 1909);
    expect(one).toEqual([{ player: 'Wendy', turns: 17, points: 66 }, { player: 'Sam', turns: 1, points: 66 / 18 }]);
    // Sam stands in for Fall 1903 and Spring 1904: two turns, so Wendy is pro-rated too.
    const two = proRatedScores(66, standIn([{ year: 1903, season: 'fall', type: 'movement' }, { year: 1904, season: 'spring', type: 'retreat' }, { year: 1904, season: 'fall', type: 'movement' }]), 1901, 1909);
    expect(two).toEqual([{ player: 'Wendy', turns: 16, points: 66 * 16 / 18 }, { player: 'Sam', turns: 2, points: 66 * 2 / 18 }]);
  });

  it('counts Spring and Fall only: the Winter 1906 builds are not a season (000 C.14b)', () => {
    const turns = movementTurnsByPlayer(history, 1901, 1909);
    expect(turns.get('Wendy')).toBe(12);
    expect([...turns.values()].reduce((a, b) => a + b, 0)).toBe(18);
  });

  it('credits seasons lost to early termination to the player active then (000 C.14c)', () => {
    expect(movementTurnsByPlayer(history, 1901, 1909, end).get('Fred')).toBe(6);
    // Had Wendy still been playing at the solo, 1909 would be hers.
    const wendyOnly: PositionHistory = { power: 'France', tenures: [history.tenures[0]!] };
    expect(movementTurnsByPlayer(wendyOnly, 1901, 1909, end).get('Wendy')).toBe(18);
  });

  it('leaves the team the full points of the position (000 C.14d)', () => {
    const scores = proRatedScores(66, history, 1901, 1909, end);
    expect(scores.reduce((s, r) => s + r.points, 0)).toBe(66);
  });
});

describe('Maharajiad scores', () => {
  it('scores a solo as 37 centres with every other player eliminated (001 A.16b)', () => {
    const s = score(maharajiadBoardScores({ Bengal: 19, Delhi: 10, Mughal: 8 }, 'Bengal'));
    expect(s).toEqual({ Bengal: 37, Delhi: 0, Mughal: 0 });
  });

  it('scores the round-2 game by centres, a solo as 37 (001 A.17)', () => {
    expect(score(maharajiadBoardScores({ Bengal: 12, Delhi: 10, Mughal: 0 }))).toEqual({ Bengal: 12, Delhi: 10, Mughal: 0 });
  });

  it('handles a conceded solo as 37 in the final year only (001 A.18a)', () => {
    const years = yearEndCountsAfterVote({ Bengal: 15, Delhi: 9 }, 1507, 1510, { kind: 'conceded-solo', to: 'Bengal' }, 37);
    expect(years[2]!.centres).toEqual({ Bengal: 15, Delhi: 9 });
    expect(years[3]!.centres).toEqual({ Bengal: 37, Delhi: 0 });
  });

  it('applies the counts at the vote for any other result (001 A.18b)', () => {
    const years = yearEndCountsAfterVote({ Bengal: 15, Delhi: 9 }, 1507, 1510, { kind: 'other' }, 37);
    expect(years[3]!.centres).toEqual({ Bengal: 15, Delhi: 9 });
  });

  it('pro-rates by movement turns played: 1501-1510 has 20 (001 A.23)', () => {
    const history: PositionHistory = {
      power: 'Bengal',
      tenures: [{ player: 'Ravi', from: { year: 1501, season: 'spring', type: 'movement' } }, { player: 'Sita', from: { year: 1506, season: 'spring', type: 'movement' } }],
    };
    expect(proRatedScores(14, history, 1501, 1510)).toEqual([{ player: 'Ravi', turns: 10, points: 7 }, { player: 'Sita', turns: 10, points: 7 }]);
    expect(proRated(37, 5, 20)).toBe(9.25);
  });
});
