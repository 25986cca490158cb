// Nomic points (seed 003): what a completed vote is worth and how changes are announced.

/**
 * 003 203: after the vote completes the proposer gains floor(max(10, R − 290) × Y / V), R being
 * the number of the highest-numbered existing rule, Y the "Vote: Yes" count and V the votes cast.
 * R is taken before the proposal's own change takes effect: rule 203's annotation says the first
 * player can score between 0 and 10 (R = 215 gives 10), which only holds if proposal 301 does not
 * count itself. With no votes cast there is nothing to divide: 0 points.
 */
export function proposalPoints(highestRule: number, yes: number, votesCast: number): number {
  if (votesCast <= 0) return 0;
  return Math.floor((Math.max(10, highestRule - 290) * yes) / votesCast);
}

/** 003 207: "When a proposed rule-change is defeated, the player who proposed it loses 10 points." */
export const DEFEAT_PENALTY = 10;
/** 003 205: players who vote against winning proposals, while adoption needs no unanimity, gain 10. */
export const DISSENT_BONUS = 10;
/** 003 210: "The winner is the first player to achieve 200 (positive) points." */
export const WINNING_POINTS = 200;

/**
 * 003 209: a points change is announced as the new total with the change in parentheses:
 * "150 (+4)" by the player himself, "Ben P: 150 (+4)" when someone else posts (or corrects) it.
 */
export function pointsAnnouncement(total: number, change: number, player?: string): string {
  const signed = change >= 0 ? `+${change}` : `${change}`;
  return `${player ? player + ': ' : ''}${total} (${signed})`;
}

/** Read an announcement back ("Ben P: 150 (+4)" or "150 (+4)"); null when it is not one. */
export function parsePointsAnnouncement(line: string): { player?: string; total: number; change: number } | null {
  const m = /^\s*(?:(.+?):\s*)?(-?\d+)\s*\(\s*([+\-−]?)\s*(\d+)\s*\)\s*$/.exec(line);
  if (!m) return null;
  const change = Number(m[4]) * (m[3] === '-' || m[3] === '−' ? -1 : 1);
  return { ...(m[1] ? { player: m[1] } : {}), total: Number(m[2]), change };
}
