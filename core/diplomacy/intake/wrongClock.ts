// A Date: no clock could have written for this turn: "Mon, 29 Nov 2027 19:30" on a mail for a
// deadline of 29 November 2026 (a phone whose year is wrong). With no Received: header the Date:
// stands in for the receipt time (000 D.VII(1), 001 B.VIII(1)a), so such a date silently made the
// set the newest of its power's sets, and rejected it as late: both on a time that cannot be true
// (the unseen-mail trial, evening 17, issue 13). A careful GM does not trust that clock at all:
// the time is not used, neither to rank the set nor to judge it late, and the mail says why, so
// the power's sets become a sending doubt the GM decides (sendingOrder.ts) and Adjudicate asks.
//
// "Cannot be true" is a Date: more than a week after the deadline: mail that late is not
// pasted into this turn's evening in earnest, and a set genuinely sent days late stays late.
import type { GameInfo, Warning } from './power';
import type { ReceiptTime } from './receipt';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** The warning for a sending time the sender's clock cannot have got right, or undefined when it may be true. */
export function wrongClock(time: ReceiptTime, date: string | undefined, game: GameInfo | undefined): Warning | undefined {
  if (time.source !== 'date' || time.ms === undefined || !game?.deadline) return undefined;
  const deadline = Date.parse(game.deadline);
  if (!Number.isFinite(deadline) || time.ms - deadline <= WEEK_MS) return undefined;
  const days = Math.round((time.ms - deadline) / (24 * 60 * 60 * 1000));
  return {
    text: `Date: ${date ?? new Date(time.ms).toISOString()} is ${days} days after the deadline, with no Received: header: the sender's clock cannot be right, so this time is used neither to rank the set nor to judge it late; look when the mail came`,
    asks: 'when-used',
  };
}
