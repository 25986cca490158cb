// 002 BT15c: the Gamemaster resolves a turn's orders "according to the regulations as they were
// at the end of the ordering period" and announces the new state of the game by the start of the
// next turn. Agora's regulations can be amended mid-game, so the GM keeps each version with the
// instant it took effect and resolves with the one in force at 12:00 UTC on the turn's second day.
import type { AgoraTurn } from './agoraTurnClock';

export interface RegulationVersion<T> {
  /** When this version took effect (ms UTC). */
  effectiveAt: number;
  /** A name for the log: `BT15/1`. */
  label: string;
  rules: T;
}

/** The version in force at the end of the turn's ordering period; undefined when none had taken effect yet. */
export function regulationsForResolution<T>(versions: readonly RegulationVersion<T>[], turn: AgoraTurn): RegulationVersion<T> | undefined {
  let chosen: RegulationVersion<T> | undefined;
  for (const v of versions) {
    // Among versions in force, the latest to take effect; a tie keeps the later-listed one (the later amendment).
    if (v.effectiveAt <= turn.ordersDue && (!chosen || v.effectiveAt >= chosen.effectiveAt)) chosen = v;
  }
  return chosen;
}

export interface AnnouncementCheck { onTime: boolean; clause: '002 BT15c'; reason: string }

/** The new game state must be announced by the start of the next turn, and not before the ordering period closes. */
export function checkAnnouncementTime(turn: AgoraTurn, announcedAt: number): AnnouncementCheck {
  if (announcedAt <= turn.ordersDue) return { onTime: false, clause: '002 BT15c', reason: 'announced before the ordering period ended: orders could still change' };
  if (announcedAt > turn.nextTurnStarts) return { onTime: false, clause: '002 BT15c', reason: 'announced after the next turn began' };
  return { onTime: true, clause: '002 BT15c', reason: 'announced between the close of orders and the start of the next turn' };
}
