// Deadlines as GMs write them on the forums and in their mail: `Sunday 29 November 2026, 20:00
// GMT`, the weekday and month in full, a 24-hour clock, GMT always (000 D.VII(4)(b), 001
// B.VIII(4)(b)); the GM's own clock beside it as `Monday 30 November 2026, 01:30 (GMT+05:30)`.
// No time-zone database: the offset is the GM's, in minutes east of Greenwich, so the same
// instant prints the same on every machine.

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const two = (n: number) => String(n).padStart(2, '0');

function words(d: Date): string {
  return `${weekdays[d.getUTCDay()]} ${d.getUTCDate()} ${months[d.getUTCMonth()]} ${d.getUTCFullYear()}, ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;
}

/** `Sunday 29 November 2026, 20:00 GMT`. */
export function forumDeadline(instant: number): string {
  return `${words(new Date(instant))} GMT`;
}

/** `Monday 30 November 2026, 01:30 (GMT+05:30)`: the same instant on the GM's clock. */
export function forumLocalTime(instant: number, offsetMinutes: number): string {
  const m = Math.abs(Math.trunc(offsetMinutes));
  return `${words(new Date(instant + Math.trunc(offsetMinutes) * 60_000))} (GMT${offsetMinutes < 0 ? '-' : '+'}${two(Math.floor(m / 60))}:${two(m % 60)})`;
}
