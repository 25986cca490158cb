// When a game is over: a solo, the final year of the round (000 B.3, 001 A.10), a passed vote,
// or centres standing still — 001 B.X(1)c ends the game after three game years in which no
// centre changed hands unless every remaining player votes to continue; 002 BT9 lets the
// Gamemaster declare a draw, with 2 days' notice, after three such years.
import { DAY } from './gmt';
import type { RunningRules } from './runningRules';
import type { Phase, PowerName, ProvinceId } from '../types';

/** Centre ownership at the end of one game year (after the Fall turn's changes). */
export interface YearEndCentres { year: number; centres: Record<ProvinceId, PowerName> }

/** The last game year of each round (000 B.3: rounds 1-2 to 1909, semi-final 1912, final 1915; 001 A.10: round 1 to 1510, round 2 none). */
export const finalYears = {
  wm2004: { 'round-1': 1909, 'round-2': 1909, 'semi-final': 1912, final: 1915 },
  maharajiad: { 'round-1': 1510, 'round-2': null },
} as const;

/** Consecutive game years, up to the last one given, in which no centre changed hands. */
export function yearsWithoutCentreChange(history: readonly YearEndCentres[]): number {
  let still = 0;
  for (let i = history.length - 1; i > 0; i--) {
    if (!sameOwners(history[i]!.centres, history[i - 1]!.centres)) break;
    still++;
  }
  return still;
}

function sameOwners(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of keys) if (a[k] !== b[k]) return false;
  return true;
}

export type GameEnd =
  | { over: false; drawMayBeDeclared?: { noticeUntil: number; clause: string }; continueVoteNeeded?: { clause: string } }
  | { over: true; why: 'solo' | 'final-year' | 'stale'; clause: string; winner?: PowerName };

export interface GameEndInput {
  /** The phase that comes next, after the adjudication just made. */
  next: Phase;
  /** The round's final year (the game ends after that year's Fall movement and retreats); null for none. */
  finalYear: number | null;
  /** A solo found by the adjudicator. */
  soloWinner?: PowerName;
  /** Year-end centres so far, oldest first (including the year just ended). */
  history: readonly YearEndCentres[];
  /** The result of a vote to continue a stale game (001 B.X(1)c), when one was held. */
  continueVotePassed?: boolean;
  /** When the check is made; the 002 BT9 notice runs from then. */
  now?: number;
}

/** Called after each phase: is the game over, and if not, what may or must happen? */
export function checkGameEnd(rules: RunningRules, input: GameEndInput): GameEnd {
  if (input.soloWinner) {
    const clause = rules.profile === 'maharajiad' ? '001 B.I(1)' : rules.profile === 'wm2004' ? '000 C.4' : '002 BT16c';
    return { over: true, why: 'solo', winner: input.soloWinner, clause };
  }
  // A year's Fall movement and retreats are done once the next phase is its adjustment or a later year.
  const yearOf = input.next.season === 'winter' ? input.next.year : input.next.year - 1;
  const yearDone = input.next.season === 'winter' || input.next.season === 'spring';
  if (input.finalYear !== null && yearDone && yearOf >= input.finalYear) {
    return { over: true, why: 'final-year', clause: rules.profile === 'maharajiad' ? '001 A.10a' : '000 B.3' };
  }
  const stale = rules.staleYears;
  if (stale && yearDone && yearsWithoutCentreChange(input.history) >= stale.years) {
    if (stale.effect === 'gm-may-declare-draw') {
      return { over: false, drawMayBeDeclared: { noticeUntil: (input.now ?? 0) + 2 * DAY, clause: stale.clause } };
    }
    if (input.continueVotePassed === undefined) return { over: false, continueVoteNeeded: { clause: stale.clause } };
    if (!input.continueVotePassed) return { over: true, why: 'stale', clause: stale.clause };
  }
  return { over: false };
}
