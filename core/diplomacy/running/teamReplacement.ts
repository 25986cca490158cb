// Replacing a team player after an NMR in the rounds after the first (000 B.8d-f):
// the captain/team have the replacement window (48 or 96 hours, replacementWindow.ts) to name a
// replacement; failing that the highest-ranked eliminee from the reserve pool who replies within
// the time takes the position (and the team forfeits the position's points); failing that the
// position falls into civil disorder.
import type { PowerName } from '../types';
import { replacementWindow } from './replacementWindow';

export interface ReserveReply {
  player: string;
  /** Final ranking in earlier rounds: 1 is the best-placed eliminee. */
  rank: number;
  /** When the reserve answered the call (ms UTC). */
  repliedAt: number;
}

export interface TeamReplacementCase {
  power: PowerName;
  /** When the NMR was notified (the window opens here). */
  nmrNotifiedAt: number;
  /** The captain's/team's choice, if they named one, and when. */
  captainChoice?: { player: string; namedAt: number };
  reserveReplies: readonly ReserveReply[];
}

export type TeamReplacementOutcome =
  | { kind: 'captain'; player: string; clause: '000 B.8d' }
  /** A reserve: the team loses the position's points and the reserve scores as an individual permanent replacement (000 B.8e). */
  | { kind: 'reserve'; player: string; teamForfeitsPoints: true; scoresAs: 'individual-permanent-replacement'; clause: '000 B.8e' }
  | { kind: 'civil-disorder'; teamForfeitsPoints: true; clause: '000 B.8f' };

/** Settle a replacement once the window has run (the caller decides when to ask). */
export function settleTeamReplacement(c: TeamReplacementCase): TeamReplacementOutcome {
  const w = replacementWindow(c.nmrNotifiedAt);
  const inTime = (t: number) => t >= w.opens && t <= w.closes;
  if (c.captainChoice && inTime(c.captainChoice.namedAt) && c.captainChoice.player.trim() !== '') {
    return { kind: 'captain', player: c.captainChoice.player, clause: '000 B.8d' };
  }
  // 000 B.8d: the highest-ranked eliminee to reply within the given time is accepted first;
  // equal ranks go to whoever replied first, so the choice never depends on list order.
  const eligible = c.reserveReplies.filter((r) => inTime(r.repliedAt) && Number.isFinite(r.rank));
  eligible.sort((a, b) => a.rank - b.rank || a.repliedAt - b.repliedAt);
  const chosen = eligible[0];
  if (chosen) return { kind: 'reserve', player: chosen.player, teamForfeitsPoints: true, scoresAs: 'individual-permanent-replacement', clause: '000 B.8e' };
  return { kind: 'civil-disorder', teamForfeitsPoints: true, clause: '000 B.8f' };
}
