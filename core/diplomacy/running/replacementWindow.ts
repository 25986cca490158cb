// How long a silent player (or his team captain) has before a replacement is sought:
// 48 hours, or 96 hours if the period includes a weekend. 000 B.8d gives the captain/team that
// long to name a replacement after an NMR; 001 B.VIII(6)(a) gives a player who NMR'd that long
// from the publication of the adjudication to contact the GM. Deadlines are kept in GMT
// throughout the project (000 D.VII(4)(b), 001 B.VIII(4)(b)), so "a weekend" is Saturday 00:00
// to Monday 00:00 GMT.
import { DAY, HOUR } from './gmt';

export const REPLACEMENT_WINDOW_HOURS = 48;
export const REPLACEMENT_WINDOW_WEEKEND_HOURS = 96;

/** True when any instant of [start, end) falls on a Saturday or Sunday (GMT). */
export function periodIncludesWeekend(start: number, end: number): boolean {
  if (!(end > start)) return false;
  // Walk day by day from the GMT midnight at or before `start`; a period of days needs few steps.
  for (let day = Math.floor(start / DAY) * DAY; day < end; day += DAY) {
    const weekday = new Date(day).getUTCDay();
    if (weekday === 0 || weekday === 6) return true;
  }
  return false;
}

export interface ReplacementWindow {
  opens: number;
  closes: number;
  hours: 48 | 96;
  /** Why the window is this long, for the GM's log. */
  reason: string;
}

/**
 * The window that opens at `opens` (the NMR being reported, or the adjudication's publication):
 * 48 hours, stretched to 96 when those 48 hours touch a weekend.
 */
export function replacementWindow(opens: number): ReplacementWindow {
  const weekend = periodIncludesWeekend(opens, opens + REPLACEMENT_WINDOW_HOURS * HOUR);
  const hours = weekend ? REPLACEMENT_WINDOW_WEEKEND_HOURS : REPLACEMENT_WINDOW_HOURS;
  return {
    opens, closes: opens + hours * HOUR, hours,
    reason: weekend ? 'the 48 hours include a weekend: 96 hours are allowed' : '48 hours (no weekend in the period)',
  };
}

/**
 * 001 B.VIII(6)(a): a player adjudicated NMR who has not contacted the GM by the window's close
 * (counted from the adjudication's publication) starts the replacement procedure.
 */
export function mustStartReplacement(publishedAt: number, contactedAt: number | undefined, now: number): boolean {
  const w = replacementWindow(publishedAt);
  if (contactedAt !== undefined && contactedAt >= publishedAt && contactedAt <= w.closes) return false;
  return now > w.closes;
}
