// A game's deadline schedule (stated at setup, in GMT: 000 D.VII(4)b) and the deadline it gives
// each phase. Kept apart from the rest of the setup because the record needs it on its own: every
// commit and rollback stores the next phase's deadline on the game row, so the home screen can
// sort by it, and the app and the CLI must compute it the same way.
import type { PhaseType } from '../types';

export interface DeadlineSchedule {
  /** First deadline, epoch ms (shown in GMT first). Null when not yet set. */
  firstDeadline: number | null;
  /** Hours from one deadline to the next, per phase type. */
  movementHours: number;
  retreatHours: number;
  adjustmentHours: number;
}

/** What a game set up without a schedule has: no first deadline, two days to move, one for the rest. */
export const defaultDeadlines: Readonly<DeadlineSchedule> = { firstDeadline: null, movementHours: 48, retreatHours: 24, adjustmentHours: 24 };

/** The deadline of the n-th phase of the game (0 = the first), from the schedule. */
export function deadlineOf(schedule: DeadlineSchedule, phaseTypes: readonly PhaseType[]): number | null {
  if (schedule.firstDeadline === null) return null;
  let at = schedule.firstDeadline;
  // phaseTypes are the phases played so far; each played phase pushes the deadline on.
  for (const t of phaseTypes) at += 3_600_000 * (t === 'movement' ? schedule.movementHours : t === 'retreat' ? schedule.retreatHours : schedule.adjustmentHours);
  return at;
}

/**
 * The deadline after `phaseTypes` (the phases played on the game's line) from the schedule kept
 * in game.settings.diplomacy, or null when the GM set none: what the game row's nextDeadline holds.
 */
export function deadlineFromSettings(settings: Record<string, unknown> | undefined, phaseTypes: readonly PhaseType[]): number | null {
  const stored = (settings?.diplomacy as { deadlines?: Partial<DeadlineSchedule> } | undefined)?.deadlines;
  if (!stored || typeof stored.firstDeadline !== 'number') return null;
  return deadlineOf({ ...defaultDeadlines, ...stored }, phaseTypes);
}
