// 004 3.1: a pasted movement thread, split into posts (author, time, text). Forum copy-paste is
// hostile input: anything that is not a recognised header stays text of the current post, and text
// before the first header is reported, never dropped silently.
//
// Recognised post headers (one line each):
//   --- Gazetzot @ 2026-11-20 14:03 ---
//   --- PM from Gazetzot @ 2026-11-20 14:03 (re-posted by Judge) ---     (004 3.1: PM'd moves)
//   Posted by Gazetzot on 2026-11-20 14:03
// and inside a post:  Last edited by Gazetzot on 2026-11-21 03:10

export interface ThreadLine { number: number; text: string }

export interface Post {
  index: number;
  author: string;
  /** Milliseconds since 1970 (UTC); NaN if the header's time could not be read. */
  time: number;
  timeText: string;
  /** A movement order sent by PM and re-posted by the judge (004 3.1). */
  viaPm: boolean;
  repostedBy?: string;
  /** Time of the last edit, if the post says it was edited. */
  editedAt?: number;
  lines: ThreadLine[];
  headerLine: number;
}

export interface ParsedThread { posts: Post[]; strayLines: ThreadLine[] }

const HEADER = /^\s*-{2,}\s*(pm\s+from\s+)?(.+?)\s+@\s+(.+?)\s*(?:\(\s*re-?posted\s+by\s+(.+?)\s*\))?\s*-{2,}\s*$/i;
const POSTED_BY = /^\s*posted\s+by\s+(.+?)\s+(?:on|at)\s+(.+?)\s*$/i;
const EDITED = /^\s*last\s+edited\s+by\s+.+?\s+(?:on|at)\s+(.+?)\s*$/i;

/** Read a forum time as UTC/GMT: "2026-11-20 14:03", "2026-11-20T14:03:00Z", "2026-11-20 14:03 GMT". */
export function parseForumTime(text: string): number {
  const m = /^(\d{4})-(\d{1,2})-(\d{1,2})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?\s*(?:z|gmt|utc)?$/i.exec(text.trim());
  if (m) return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6] ?? 0));
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?([+-]\d{2}:\d{2})$/.test(text.trim())) return Date.parse(text.trim());
  return dayFirstTime(text.trim()) ?? namedMonthTime(text.trim()) ?? NaN;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const CLOCK = String.raw`(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([ap]\.?m\.?)?\s*(?:z|gmt|utc)?`;

/** Milliseconds for a date and a 12- or 24-hour clock; null if any part is out of range. */
function utc(year: number, month: number, day: number, hour: number, minute: number, second: number, ampm: string | undefined): number | null {
  if (ampm) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (/^p/i.test(ampm) ? 12 : 0);
  }
  if (month < 0 || month > 11 || day < 1 || hour > 23 || minute > 59 || second > 59) return null;
  const ms = Date.UTC(year, month, day, hour, minute, second);
  return new Date(ms).getUTCDate() === day ? ms : null; // no 31 Nov
}

/**
 * "20/11/2026 01:00" (or 20.11.2026): day first, read only when the day cannot be a month (over 12);
 * "05/11/2026" could be 5 November or 11 May, so it stays unread and the post says so (004 3.1b).
 */
function dayFirstTime(text: string): number | null {
  const m = new RegExp(String.raw`^(\d{1,2})[/.](\d{1,2})[/.](\d{4}),?\s+` + CLOCK + '$', 'i').exec(text);
  if (!m || Number(m[1]) <= 12) return null;
  return utc(Number(m[3]), Number(m[2]) - 1, Number(m[1]), Number(m[4]), Number(m[5]), Number(m[6] ?? 0), m[7]);
}

/**
 * Forum dates with the month's name, read as GMT (004 3.1b: the game runs on GMT): phpBB's
 * "Fri Nov 20, 2026 2:30 am", "20 Nov 2026 14:03 GMT", "Friday, 20 November 2026 14:03". A weekday
 * that does not fit the date leaves the time unread rather than guess which part is wrong.
 */
function namedMonthTime(text: string): number | null {
  const m = new RegExp(String.raw`^(?:([a-z]{3})[a-z]*\.?,?\s+)?(?:([a-z]{3})[a-z]*\.?\s+(\d{1,2})(?:st|nd|rd|th)?|(\d{1,2})(?:st|nd|rd|th)?\s+([a-z]{3})[a-z]*\.?),?\s+(\d{4}),?\s+(?:at\s+)?` + CLOCK + '$', 'i').exec(text);
  if (!m) return null;
  const month = MONTHS.indexOf((m[2] ?? m[5])!.toLowerCase());
  const ms = utc(Number(m[6]), month, Number(m[3] ?? m[4]), Number(m[7]), Number(m[8]), Number(m[9] ?? 0), m[10]);
  if (ms === null) return null;
  if (m[1] && WEEKDAYS.indexOf(m[1].toLowerCase()) !== new Date(ms).getUTCDay()) return null;
  return ms;
}

export function parseThread(text: string): ParsedThread {
  const posts: Post[] = [];
  const strayLines: ThreadLine[] = [];
  const rows = String(text ?? '').replace(/\r\n?/g, '\n').split('\n');
  rows.forEach((raw, i) => {
    const number = i + 1;
    const line = raw.length > 2000 ? raw.slice(0, 2000) : raw; // bound the work regexes do on hostile input
    const h = HEADER.exec(line);
    const p = h ? null : POSTED_BY.exec(line);
    if (h || p) {
      const author = (h ? h[2] : p![1])!.trim();
      const timeText = (h ? h[3] : p![2])!.trim();
      posts.push({ index: posts.length, author, time: parseForumTime(timeText), timeText, viaPm: !!h?.[1], repostedBy: h?.[4], lines: [], headerLine: number });
      return;
    }
    const current = posts[posts.length - 1];
    const e = EDITED.exec(line);
    if (e && current) { current.editedAt = parseForumTime(e[1]!); return; }
    if (!current) { if (line.trim()) strayLines.push({ number, text: raw }); return; }
    current.lines.push({ number, text: raw });
  });
  return { posts, strayLines };
}
