// Board scores.
// 000 C.1-C.4 (World Masters): positional bonus by centre rank (32/16/8/4/2/1, tied players
//   share the bonuses of the places they occupy) plus centres; eliminated players score 0; a solo
//   is a 34-centre win (34 + 32 = 66) with everyone else eliminated.
// 001 A.16-A.17 (Maharajiad): the score is the centre count; a solo is a 37-centre win with
//   everyone else eliminated.
// 000 C.5 / 001 A.18: a game ended by vote — see yearEndCountsAfterVote.
import type { PowerName } from '../types';

export const positionalBonus = [32, 16, 8, 4, 2, 1] as const;

export interface BoardScore { power: PowerName; centres: number; bonus: number; score: number }

/** 000 C.1-C.4. `centres` has every power of the board (0 for the eliminated). */
export function worldMastersBoardScores(centres: Record<PowerName, number>, soloWinner?: PowerName): BoardScore[] {
  const powers = Object.keys(centres);
  if (soloWinner) {
    // 000 C.4: scored as a 34-centre win; every other player eliminated.
    return powers.map((p) => p === soloWinner
      ? { power: p, centres: 34, bonus: positionalBonus[0], score: 34 + positionalBonus[0] }
      : { power: p, centres: 0, bonus: 0, score: 0 });
  }
  const ranked = [...powers].sort((a, b) => centres[b]! - centres[a]!);
  const out = new Map<PowerName, BoardScore>();
  for (let place = 0; place < ranked.length;) {
    const count = centres[ranked[place]!]!;
    let end = place;
    while (end < ranked.length && centres[ranked[end]!] === count) end++;
    // 000 C.3: tied players share equally the bonuses of the places they occupy together.
    let pool = 0;
    for (let i = place; i < end; i++) pool += positionalBonus[i] ?? 0;
    const share = pool / (end - place);
    for (let i = place; i < end; i++) {
      const p = ranked[i]!;
      // 000 C.1: an eliminated player (no centres) scores nothing, bonus included.
      out.set(p, count > 0 ? { power: p, centres: count, bonus: share, score: count + share } : { power: p, centres: 0, bonus: 0, score: 0 });
    }
    place = end;
  }
  return powers.map((p) => out.get(p)!);
}

/** 001 A.16-A.17: the centre count; a solo counts 37 and the rest 0. */
export function maharajiadBoardScores(centres: Record<PowerName, number>, soloWinner?: PowerName): BoardScore[] {
  return Object.keys(centres).map((p) => {
    const c = soloWinner ? (p === soloWinner ? 37 : 0) : centres[p]!;
    return { power: p, centres: c, bonus: 0, score: c };
  });
}

export type VotedEnd = { kind: 'conceded-solo'; to: PowerName } | { kind: 'other' };

/**
 * 000 C.5 / 001 A.18: the year-end counts a game ended by vote carries into its remaining years.
 * A conceded solo keeps the counts at concession for every year up to the penultimate and applies
 * the solo (the winner at `soloAs` centres, everyone else 0) only in the final year; any other
 * result keeps the counts at the vote for every remaining year.
 */
export function yearEndCountsAfterVote(
  countsAtVote: Record<PowerName, number>, voteYear: number, finalYear: number, result: VotedEnd, soloAs: number,
): { year: number; centres: Record<PowerName, number> }[] {
  const years: { year: number; centres: Record<PowerName, number> }[] = [];
  for (let y = voteYear; y <= finalYear; y++) {
    if (result.kind === 'conceded-solo' && y === finalYear) {
      years.push({ year: y, centres: Object.fromEntries(Object.keys(countsAtVote).map((p) => [p, p === result.to ? soloAs : 0])) });
    } else years.push({ year: y, centres: { ...countsAtVote } });
  }
  return years;
}
