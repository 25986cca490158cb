// Standings are computed once per state of the tournament (derived.ts). These tests catch a
// standing that stays as it was after the tournament changed: the silent wrong answer.
import { describe, expect, it } from 'vitest';
import { importBoardFile, keepBoardFile, roundResults, maharajiadAdvancement, playerRoundScores } from '../../../../core/diplomacy/tournament/index';
import { proRatedScores } from '../../../../core/diplomacy/running/tenures';
import { parsePhaseName } from '../../../../core/diplomacy/phases';
import { boardFileFor, seat, tourney } from './helpers';

describe('standings kept until the tournament changes', () => {
  it('a board file appended, a conflict kept, a decline and a re-seated round each give new standings', () => {
    const t = tourney('maharajiad');
    seat(t, 1, { B1: ['Ann', 'Bob'], B2: ['Cid', 'Dee'] });
    expect(importBoardFile(t, boardFileFor(t, 1, 'B1', { Ann: 10, Bob: 4 })).status).toBe('added');
    const before = maharajiadAdvancement(t);
    expect(before.notes.join(' ')).toMatch(/no result yet for B2/);
    expect(maharajiadAdvancement(t)).toBe(before); // same state: the same object, not recomputed
    expect(importBoardFile(t, boardFileFor(t, 1, 'B2', { Cid: 3, Dee: 12 })).status).toBe('added');
    const after = maharajiadAdvancement(t);
    expect(after).not.toBe(before);
    expect(after.boardWinners.map((w) => w.player)).toEqual(['Ann', 'Dee']);
    // A second, different result for B2: a conflict, so B2 drops out until the TD keeps one.
    const other = importBoardFile(t, boardFileFor(t, 1, 'B2', { Cid: 12, Dee: 3 }));
    expect(other.status).toBe('added');
    expect(maharajiadAdvancement(t).boardWinners.map((w) => w.player)).toEqual(['Ann']);
    if (other.status !== 'added') return;
    expect(keepBoardFile(t, 1, 'B2', other.hash.slice(0, 8), 'the GM confirmed Cid 12').ok).toBe(true);
    expect(maharajiadAdvancement(t).boardWinners.map((w) => w.player)).toEqual(['Ann', 'Cid']);
    t.declined.push({ round: 2, player: 'Ann' });
    expect(maharajiadAdvancement(t).qualifiers).not.toContain('Ann');
    // A round seated again by hand (same number of rounds, a new list) is a change too.
    seat(t, 1, { B1: ['Bob', 'Ann'], B2: ['Cid', 'Dee'] });
    expect(roundResults(t, 1).results.find((r) => r.board === 'B1')!.positions[0]!.player).toBe('Ann');
  });

  it('000 C.14: a position held by one player all game keeps the full points, exactly as pro-rating gives it', () => {
    const t = tourney('wm2004', 12);
    seat(t, 1, { B1: ['Ann', 'Bob', 'Cid'] });
    importBoardFile(t, boardFileFor(t, 1, 'B1', { Ann: 9, Bob: 7, Cid: 2 }, { through: 1905, kind: 'final', solo: undefined, years: {} }));
    const r = roundResults(t, 1);
    const scores = playerRoundScores(t, r.results);
    for (const pos of r.results[0]?.positions ?? []) {
      const general = proRatedScores(pos.score, { power: pos.power, tenures: [{ player: pos.player, from: parsePhaseName('S1901M') }] }, 1901, 1908);
      expect(pos.shares.map((s) => ({ player: s.player, turns: s.turns, points: s.points }))).toEqual(general);
      expect(scores.get(pos.player)?.score).toBe(pos.score);
    }
  });
});
