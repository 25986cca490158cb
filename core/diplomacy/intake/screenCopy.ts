// A conversation copied from a mail program's screen rather than its source: Gmail's "Name
// <address>" / "Mon, Mar 3, 10:42 AM (2 hours ago)" / "to me", Outlook on the web's "Name
// <address>" / "Mon 03/03/2025 11:30" / "To: GM", Google Groups' "Name <address>" / "unread," /
// "Mar 3, 2025, 10:42:11 AM" / "to dipgame", Apple Mail's "Name" / subject / "3 March 2025 at
// 10:42" / "To: GM". Each such heading starts one mail of the conversation, with its sender and
// the time the screen shows. Read as one text, a conversation's mails ran together: Outlook lists
// the newest first, so the older set, lower down, replaced the newer one; a second player's mail
// was read as the first's; the GM's own reply in the thread became the player's set. Split at its
// headings (mailSplit.ts), each mail is its sender's, and the mails are ranked by the times shown
// (000 D.III(3)a, 001 B.IV(4)a: the last set sent counts).
//
// The screen shows no time zone: the times are read as UTC, which ranks the mails of one
// conversation among themselves, and the mail says so where the time is used.

import type { RawLine } from './mailSplit';

export interface ScreenHeading {
  /** The first line after the heading. */
  end: number;
  /** The sender as shown ("Marie Dupont <marie@example.fr>", or a name alone). */
  from: string;
  /** The time as shown, and read (UTC; absent when the screen shows no full date or it is ambiguous). */
  shown?: string;
  ms?: number;
}

const MONTHS: Record<string, number> = { jan: 1, feb: 2, mar: 3, apr: 4, may: 5, jun: 6, jul: 7, aug: 8, sep: 9, oct: 10, nov: 11, dec: 12 };
/** "Name <address>" alone on its line: the sender of a copied mail. */
const SENDER = /^\s*([^<>@:\n]{1,60}?)\s*<([^<>\s@]+@[^<>\s]+)>\s*$/;
/**
 * The time a client shows over a mail, and nothing else on the line: a weekday, a date
 * (day/month/year, "Mar 3, 2025", "3 March 2025 at"), the time, and "(2 hours ago)".
 */
const WHEN = /^\s*(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s+)?(?:(\d{1,2})[/.](\d{1,2})[/.](\d{4}),?\s+|([a-z]{3,9})\.?\s+(\d{1,2}),?\s+(?:(\d{4}),?\s+)?(?:at\s+)?|(\d{1,2})\s+([a-z]{3,9})\.?\s+(?:(\d{4}),?\s+)?(?:at\s+)?)?(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([ap])?\.?(?:m\.?)?\s*(?:\([^)]{1,30}\))?\s*$/i;
/** "to me", "to me, Karl", "to dipgame", "To: GM Dipgame", Google Groups' "unread,". */
const TO_LINE = /^\s*(?:to:?\s+\S.{0,80}|unread,?)\s*$/i;

/** The time shown, as UTC milliseconds, when the line gives a full date; day/month read by which can be a month. */
function shownTime(m: RegExpExecArray): number | undefined {
  let day: number, month: number, year: number;
  if (m[3]) {
    const a = Number(m[1]), b = Number(m[2]);
    // 03/03/2025 either way; 29/11/2026 day first; 11/29/2026 month first; 04/03/2025 cannot be told.
    if (a === b) { day = a; month = a; } else if (a > 12 && b <= 12) { day = a; month = b; } else if (b > 12 && a <= 12) { month = a; day = b; } else return undefined;
    year = Number(m[3]);
  } else if (m[4] && m[6]) {
    month = MONTHS[m[4].slice(0, 3).toLowerCase()] ?? 0; day = Number(m[5]); year = Number(m[6]);
  } else if (m[8] && m[9]) {
    month = MONTHS[m[8].slice(0, 3).toLowerCase()] ?? 0; day = Number(m[7]); year = Number(m[9]);
  } else return undefined;
  if (!month || day < 1 || day > 31) return undefined;
  let hour = Number(m[10]);
  const pm = m[13]?.toLowerCase();
  if (pm === 'p' && hour < 12) hour += 12;
  if (pm === 'a' && hour === 12) hour = 0;
  if (hour > 23 || Number(m[11]) > 59) return undefined;
  return Date.UTC(year, month - 1, day, hour, Number(m[11]), Number(m[12] ?? 0));
}

/**
 * The heading of a copied mail starting at line `i`, or undefined. `i` must start the mail's
 * heading: the caller asks only after a blank line or at the top of a message.
 */
export function screenHeadingAt(lines: readonly RawLine[], i: number): ScreenHeading | undefined {
  const first = lines[i]!.text;
  // The cheap tests first: a sender line ends in ">" and holds an "@"; Apple's heading has its
  // "To:" three lines down.
  const sender = first.length <= 120 && first.trimEnd().endsWith('>') && first.includes('@') ? SENDER.exec(first) : null;
  if (sender) {
    // Up to three lines under it: the time (needed), a "to …" line, Google Groups' "unread,".
    let when: RegExpExecArray | null = null;
    let j = i + 1;
    for (; j < lines.length && j <= i + 3; j++) {
      const t = lines[j]!.text;
      if (t.length > 90) break;
      const w: RegExpExecArray | null = when ? null : WHEN.exec(t);
      if (w) { when = w; continue; }
      if (!TO_LINE.test(t)) break;
    }
    if (!when) return undefined;
    const ms = shownTime(when);
    return { end: j, from: `${sender[1]!.trim()} <${sender[2]}>`, shown: when[0].trim(), ...(ms !== undefined ? { ms } : {}) };
  }
  // Apple Mail: the sender's name, the subject, the time, "To: …".
  const to = lines[i + 3]?.text;
  if (to === undefined || !/^\s*to:\s*\S/i.test(to) || first.length > 60 || first.includes(':') || !/^\s*\p{L}[\p{L}'. -]*$/u.test(first)) return undefined;
  const when = WHEN.exec(lines[i + 2]!.text);
  // (A subject over Outlook's "Name <address>" heading is not Apple's name line.)
  if (!when || lines[i + 1]!.text.trim() === '' || lines[i + 1]!.text.includes('@')) return undefined;
  const ms = shownTime(when);
  return { end: i + 4, from: first.trim(), shown: when[0].trim(), ...(ms !== undefined ? { ms } : {}) };
}

/**
 * Whether the headings found in one message make it a copied conversation to split: two or
 * more, from two senders, or with full dates to rank them by. One heading alone (a single
 * mail copied from the screen) is read as before: its units tell its power.
 */
export function isConversation(headings: readonly ScreenHeading[]): boolean {
  if (headings.length < 2) return false;
  return new Set(headings.map((h) => h.from.toLowerCase())).size > 1 || headings.every((h) => h.ms !== undefined);
}

/** The header lines a copied mail stands for, for the header reader (headers.ts). */
export function screenHeaderLines(h: ScreenHeading): string[] {
  return h.ms === undefined ? [`From: ${h.from}`] : [`From: ${h.from}`, `Date: ${new Date(h.ms).toUTCString().replace('GMT', '+0000')}`];
}
