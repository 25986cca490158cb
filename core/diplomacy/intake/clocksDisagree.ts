// Two clocks on one mail that do not agree: the sender's Date: and the GM's server's Received:.
// The set's time is the receipt time (000 D.VII(1), 001 B.VIII(1)a: "GM receipt time, not sending
// time"), so the reader ranks sets and judges lateness by Received: first, Date: second, the one
// clock the inbox list, the CLI and lateness all use (sendingOrder.ts, receipt.ts). The issue's
// words (issue 13 item 3) put Date: first; the seeds decide, and they say receipt.
//
// When the two clocks disagree where it matters, a careful GM wants to know: the deadline falls
// between them (sent in time by the player's clock, received late by the server's, or the other
// way), or they are more than a day apart (a phone or a server with a wrong date). The receipt
// time still decides; the mail says what the other clock says, so the GM can accept a set proven
// sent in time (001 B.VIII(1)b) or look at the clock. Nothing is asked: a rejected late set is
// already shown as late in the inbox, and Adjudicate asks about a set used on a wrong clock
// (wrongClock.ts).
import type { MailHeaders } from './headers';
import type { GameInfo, Warning } from './power';

const DAY_MS = 24 * 60 * 60 * 1000;
const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');

/** The warning for a Date: and a Received: that disagree where it matters, or undefined. */
export function clocksDisagree(headers: Pick<MailHeaders, 'dateMs' | 'receivedMs'> | undefined, game: GameInfo | undefined): Warning | undefined {
  const sent = headers?.dateMs, received = headers?.receivedMs;
  if (sent === undefined || received === undefined) return undefined;
  const deadline = game?.deadline ? Date.parse(game.deadline) : NaN;
  const across = Number.isFinite(deadline) && (sent <= deadline) !== (received <= deadline);
  if (!across && Math.abs(received - sent) <= DAY_MS) return undefined;
  const why = across
    ? `the deadline (${iso(deadline)}) falls between them`
    : `they are ${Math.round(Math.abs(received - sent) / (60 * 60 * 1000))} hours apart`;
  return {
    text: `Date: says ${iso(sent)} but Received: says ${iso(received)} and ${why}: the receipt time is the set's time and decides its place and lateness; a set proven sent in time may be accepted by the GM`,
  };
}
