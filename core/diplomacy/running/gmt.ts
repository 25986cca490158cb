// Deadlines are instants (milliseconds since 1970 UTC) and are always written in GMT, with the
// GM's local time beside them when the GM gives an offset (000 D.VII(4)(b), 001 B.VIII(4)(b)).
// The offset is a number of minutes east of Greenwich; no time-zone database is consulted, so
// the same instant always prints the same way on every machine.

const days = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

function two(n: number): string { return String(n).padStart(2, '0'); }

/** `Tue Feb 26 2002 23:30:00` for the wall-clock fields of a Date read in UTC. */
function wallClock(d: Date): string {
  return `${days[d.getUTCDay()]} ${months[d.getUTCMonth()]} ${two(d.getUTCDate())} ${d.getUTCFullYear()} `
    + `${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}`;
}

/** `Tue Feb 26 2002 23:30:00 GMT` — the definitive deadline. */
export function formatGmt(instant: number): string {
  return `${wallClock(new Date(instant))} GMT`;
}

/** `+0100`, `-0530`. */
export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const m = Math.abs(Math.trunc(minutes));
  return `${sign}${two(Math.floor(m / 60))}${two(m % 60)}`;
}

/** `Wed Feb 27 2002 00:30:00 +0100` — the same instant on the GM's clock. */
export function formatLocal(instant: number, offsetMinutes: number): string {
  return `${wallClock(new Date(instant + offsetMinutes * 60_000))} ${formatOffset(offsetMinutes)}`;
}

/** Reads `2002-02-26T23:30Z`-style ISO text; undefined when it is not a valid instant with a zone. */
export function parseInstant(text: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(\.\d+)?(Z|[+-]\d{2}:?\d{2})$/.test(text.trim())) return undefined;
  const t = Date.parse(text.trim());
  return Number.isFinite(t) ? t : undefined;
}
