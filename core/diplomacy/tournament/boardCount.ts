// How many boards each round has. Round 1 seats every team's seven players (000 B.2), so it has
// one board per team. Round 2 is where the seed does arithmetic (000 B.4).

export interface RoundTwoBoards {
  boards: number;
  /** 000 B.4: with fewer than 42 teams Round 2 is the semi-final and leaves the team competition. */
  becomesSemiFinal: boolean;
  /** Why this number, in words for the TD and the published draw. */
  reason: string;
}

/**
 * 000 B.4: 28 boards, unless that advances more than half of Round 1 (then half, rounded down to
 * whole boards) or less than a third (then a third, rounded up); never more than 49 boards (more
 * than 147 teams). Round 1 has one board per team, so "advancement" is Round-2 boards / teams.
 */
export function roundTwoBoards(teams: number): RoundTwoBoards {
  if (!Number.isInteger(teams) || teams < 1) throw new RangeError(`a tournament needs at least one team (got ${teams})`);
  const becomesSemiFinal = teams < 42;
  const tail = becomesSemiFinal ? '; with fewer than 42 teams Round 2 is the semi-final and leaves the team competition (000 B.4)' : '';
  if (teams > 147) return { boards: 49, becomesSemiFinal, reason: `${teams} teams: more than 147, so Round 2 is capped at 49 boards (000 B.4)` };
  if (28 * 2 > teams) {
    const boards = Math.floor(teams / 2);
    return { boards, becomesSemiFinal, reason: `${teams} teams: 28 boards would advance more than half, so half of ${teams} boards rounded down: ${boards} (000 B.4)${tail}` };
  }
  if (28 * 3 < teams) {
    const boards = Math.min(49, Math.ceil(teams / 3));
    return { boards, becomesSemiFinal, reason: `${teams} teams: 28 boards would advance less than a third, so a third of ${teams} boards rounded up: ${boards} (000 B.4)` };
  }
  return { boards: 28, becomesSemiFinal, reason: `${teams} teams: 28 boards advance between a third and a half (000 B.4)` };
}
