// UK time (003 106: "All times specified in rules in UK time. Days are considered to start and
// end in UK time."). Computed by hand rather than through Intl so that the result never depends
// on the time-zone data of the machine: the UK keeps GMT (UTC+0) except during British Summer
// Time (UTC+1), which runs from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last
// Sunday of October (the rule in force since 1996).

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** 01:00 UTC on the last Sunday of the month (month 0-11). */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  const sunday = lastDay.getUTCDate() - lastDay.getUTCDay();
  return Date.UTC(year, month, sunday, 1);
}

/** Hours ahead of UTC at this instant: 1 during British Summer Time, else 0. */
export function ukOffsetHours(instant: number): 0 | 1 {
  const year = new Date(instant).getUTCFullYear();
  return instant >= lastSundayAtOneUtc(year, 2) && instant < lastSundayAtOneUtc(year, 9) ? 1 : 0;
}

export interface UkLocalTime {
  /** The UK calendar date, YYYY-MM-DD. */
  date: string;
  weekday: Weekday;
  hour: number;
  minute: number;
  offsetHours: 0 | 1;
}

export function toUkTime(instant: number): UkLocalTime {
  const offsetHours = ukOffsetHours(instant);
  const local = new Date(instant + offsetHours * HOUR);
  return {
    date: local.toISOString().slice(0, 10),
    weekday: WEEKDAYS[local.getUTCDay()]!,
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    offsetHours,
  };
}

/** The UTC instant at which a UK wall-clock time on a UK date occurs. (The hour skipped in March
 *  maps forward, the hour repeated in October maps to its first occurrence.) */
export function ukWallClockToInstant(date: string, hour = 0, minute = 0): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const asIfUtc = Date.UTC(y, m - 1, d, hour, minute);
  // Try BST first (first occurrence), then GMT.
  for (const offset of [1, 0] as const) {
    const candidate = asIfUtc - offset * HOUR;
    if (ukOffsetHours(candidate) === offset) return candidate;
  }
  return asIfUtc;
}

/** The instant at which the UK day containing `instant` ends (the next UK midnight). */
export function endOfUkDay(instant: number): number {
  const { date } = toUkTime(instant);
  const next = new Date(Date.parse(date + 'T00:00:00Z') + DAY).toISOString().slice(0, 10);
  return ukWallClockToInstant(next, 0, 0);
}

/** The UK date `days` after `date`. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(date + 'T00:00:00Z') + days * DAY).toISOString().slice(0, 10);
}

export function weekdayOfDate(date: string): Weekday {
  return WEEKDAYS[new Date(date + 'T00:00:00Z').getUTCDay()]!;
}
