// A player's declared weekly unavailability (000 D.VII(2)c, 001 B.VIII(2)c): one period of 64
// hours each week, e.g. 5 pm Friday to 9 am Monday US Eastern. The GM must not publish an
// adjudication inside it AND set the next deadline inside the same period.
import { DAY, HOUR } from './gmt';
import type { PowerName } from '../types';

export interface WeeklyAbsence {
  power: PowerName;
  /** Day of the week the period starts, in GMT: 0 Sunday … 6 Saturday. */
  startDay: number;
  /** Minutes after midnight GMT on that day. */
  startMinute: number;
  /** Length in hours; the seeds allow 64. */
  hours: number;
}

const WEEK = 7 * DAY;
// 1970-01-04 was a Sunday: measuring weeks from it makes day 0 a Sunday.
const FIRST_SUNDAY = 3 * DAY;

/** Start of the occurrence of `absence` that contains `instant`, or undefined when none does. */
export function absenceContaining(absence: WeeklyAbsence, instant: number): number | undefined {
  const offset = absence.startDay * DAY + absence.startMinute * 60_000;
  const weekStart = Math.floor((instant - FIRST_SUNDAY) / WEEK) * WEEK + FIRST_SUNDAY;
  for (const start of [weekStart + offset - WEEK, weekStart + offset]) {
    if (instant >= start && instant < start + absence.hours * HOUR) return start;
  }
  return undefined;
}

/**
 * True when publishing at `publishedAt` with the next deadline at `deadline` breaks the
 * player's window: both fall inside one occurrence of it.
 */
export function breaksAbsence(absence: WeeklyAbsence, publishedAt: number, deadline: number): boolean {
  const a = absenceContaining(absence, publishedAt);
  return a !== undefined && a === absenceContaining(absence, deadline);
}

/** Hours of the week (in whole hours) that fall inside nobody's window. */
export function freeHoursPerWeek(absences: readonly WeeklyAbsence[]): number {
  let free = 0;
  const monday = FIRST_SUNDAY + DAY; // any week will do; the windows repeat weekly
  for (let h = 0; h < 7 * 24; h++) {
    const t = monday + h * HOUR + 30 * 60_000;
    if (!absences.some((a) => absenceContaining(a, t) !== undefined)) free++;
  }
  return free;
}
