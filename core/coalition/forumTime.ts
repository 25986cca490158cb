// Times in posts as the players read them on the forum: "Sat 21 Nov 05:00 GMT". The game runs on
// GMT (004 3.1b: "usually 05:00 GMT"), so posts never show a local zone or an ISO string.

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const two = (n: number) => String(n).padStart(2, '0');

/** "Sat 21 Nov 05:00 GMT" for an ISO time or epoch milliseconds; the text itself if unreadable. */
export function forumTime(time: string | number): string {
  const ms = typeof time === 'number' ? time : Date.parse(time);
  if (!Number.isFinite(ms)) return String(time);
  const d = new Date(ms);
  return `${DAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())} GMT`;
}
