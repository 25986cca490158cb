// The GM's own mail among the evening's: a read-back ("Marie, I have these orders for France"),
// a reminder with example orders ("Something like F Ank - Bla would do"), a reply in a forwarded
// Gmail conversation, a digest's copy of the GM's post, or the GM's reminder returned inside a
// bounce. Its order lines are the GM's words, never a set the player submitted: only the player
// registered for a power submits its set (000 D.II(3), 001 B.III(3)). Before, such a mail was
// read as the orders of the power it named or whose units it listed, and only "gm@… is not
// registered for any power" was said: the GM's misquoted read-back outranked the player's own
// set, and the GM's example orders became the orders of a power that had sent none (unseen-mail
// trial of corpus 1811-1850, evenings 37 and 38). A conversation copied from the screen was the
// one case handled (screenCopy.ts); the rule now holds for every mail the GM's address sent.
import type { MailHeaders } from './headers';

/** Why a message is no player's set, when the game's GM sent it; undefined otherwise. */
export function gmOwnMail(headers: Pick<MailHeaders, 'fromAddress'> | undefined, gmAddress: string | undefined, screen: boolean): string | undefined {
  if (!headers?.fromAddress || !gmAddress || headers.fromAddress !== gmAddress.trim().toLowerCase()) return undefined;
  return screen
    ? `the GM's own mail in a conversation copied from the screen: its order lines are no player's set`
    : `the GM's own mail (${headers.fromAddress}): its order lines are the GM's words, no player's set`;
}
