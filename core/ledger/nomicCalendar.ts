// The Nomic week (seed 003): allocated days (003 201a), void weekend messages (003 201b), proper
// proposals (003 202a, 202b) and circuits of turns (003 204b). All in UK time (003 106).

import { addDays, endOfUkDay, toUkTime, ukWallClockToInstant, weekdayOfDate, type Weekday } from './ukTime';

export interface NomicPlayer {
  name: string;
  /** The weekday on which this player may propose (003 201a). */
  day: Weekday;
  /** Team-mates never judge each other's turns (003 214d). */
  team?: string;
}

/** 003 201a: "Chris B Monday, Dave M Tuesday, Ben P Wednesday, Alex T Thursday, Alex W Friday". */
export const SEED_003_PLAYERS: readonly NomicPlayer[] = Object.freeze([
  { name: 'Chris B', day: 'Monday' },
  { name: 'Dave M', day: 'Tuesday' },
  { name: 'Ben P', day: 'Wednesday' },
  { name: 'Alex T', day: 'Thursday' },
  { name: 'Alex W', day: 'Friday' },
] as const);

/** 003 202a: proposals must be submitted before 7 pm (UK) on the allocated day. */
export const PROPOSAL_DEADLINE_HOUR = 19;

/** 003 201b: "Any message posted in the voting thread on a Saturday or Sunday is to be considered void." */
export function isWeekendInUk(instant: number): boolean {
  const { weekday } = toUkTime(instant);
  return weekday === 'Saturday' || weekday === 'Sunday';
}

/** The player whose allocated day contains this instant, if any. */
export function playerOfTheDay(players: readonly NomicPlayer[], instant: number): NomicPlayer | undefined {
  const { weekday } = toUkTime(instant);
  return players.find((p) => p.day === weekday);
}

export type ProperCheck = { proper: true } | { proper: false; reason: string; clause: string };

/**
 * Is a rule-change submitted at `instant` by `player` proper? 003 202a: only on the proposer's
 * allocated day and before 19:00 UK time; 003 202b: only the first on a given day (`earlierToday`
 * = proper proposals already made that UK day).
 */
export function checkProperSubmission(player: NomicPlayer | undefined, instant: number, earlierToday: number): ProperCheck {
  if (!player) return { proper: false, reason: 'only players may propose rule-changes', clause: '003 105' };
  const uk = toUkTime(instant);
  if (uk.weekday !== player.day) return { proper: false, reason: `${player.name} may propose only on ${player.day}s, not on a ${uk.weekday}`, clause: '003 202a' };
  if (uk.hour >= PROPOSAL_DEADLINE_HOUR) return { proper: false, reason: `submitted at ${String(uk.hour).padStart(2, '0')}:${String(uk.minute).padStart(2, '0')} UK time, not before 19:00`, clause: '003 202a' };
  if (earlierToday > 0) return { proper: false, reason: 'only the first rule-change submitted on a given day is proper', clause: '003 202b' };
  return { proper: true };
}

/**
 * The instant at which the n-th complete circuit of turns ends (003 204b): a circuit is one turn
 * for each allocated day, counted from the UK date the game starts; it ends at the end of the
 * UK day of its last turn.
 */
export function endOfCircuit(players: readonly NomicPlayer[], startDate: string, circuits: number): number {
  const days = new Set(players.map((p) => p.day));
  let turns = 0;
  let date = startDate;
  for (let guard = 0; guard < 3660; guard++, date = addDays(date, 1)) {
    if (!days.has(weekdayOfDate(date))) continue;
    turns++;
    if (turns === circuits * days.size) return endOfUkDay(ukWallClockToInstant(date, 12));
  }
  throw new Error('no allocated days: a circuit of turns never ends');
}
