// The tournament's order-confirmation mailbox (000 D.VII(7), 001 B.VIII(7)): players may copy
// their orders to a TD-run mailbox that replies automatically. The copies are looked at only when
// a player disputes an NMR (000: disputes that the orders were sent before the deadline; 001: a
// player adjudicated NMR maintains his orders were sent in time). A copy counts only if the GM's
// correct address was on it: in To or Cc under 000, in To only under 001 — a copy that never went
// to the GM proves nothing about the orders the GM should have had.
import type { HouseRules } from '../houseRules';
import type { MailHeaders } from './headers';

/** The mailboxes named by the seeds. */
export const confirmMailbox: Partial<Record<HouseRules['id'], { address: string; gmIn: 'to-or-cc' | 'to'; clause: string }>> = {
  wm2004: { address: 'wmconfirm@worldmasters.net', gmIn: 'to-or-cc', clause: '000 D.VII(7)' },
  maharajiad: { address: 'maharajahconfirm@yahoo.com', gmIn: 'to', clause: '001 B.VIII(7)' },
};

export interface ConfirmDispute {
  /** The player was adjudicated NMR for the phase. */
  adjudicatedNmr: boolean;
  /** The player maintains the orders were sent before the deadline. */
  claimsSentInTime: boolean;
  /** The phase's deadline (ms since 1970 UTC). */
  deadline: number;
}

export interface ConfirmVerdict {
  counts: boolean;
  clause?: string;
  reason: string;
}

/** Whether the copy `headers` found in the confirmation mailbox supports the player's claim. */
export function confirmCopyCounts(rules: HouseRules, headers: Pick<MailHeaders, 'to' | 'cc' | 'receivedMs' | 'dateMs'>, gmAddress: string, dispute: ConfirmDispute): ConfirmVerdict {
  const box = confirmMailbox[rules.id];
  if (!box) return { counts: false, reason: 'these house rules have no order-confirmation mailbox' };
  const clause = box.clause;
  if (!dispute.adjudicatedNmr || !dispute.claimsSentInTime) {
    return { counts: false, clause, reason: 'the confirmation mailbox is consulted only when a player adjudicated NMR says the orders were sent in time' };
  }
  const gm = gmAddress.trim().toLowerCase();
  const lower = (xs: readonly string[]) => xs.map((x) => x.toLowerCase());
  const inTo = gm !== '' && lower(headers.to).includes(gm);
  const inCc = gm !== '' && lower(headers.cc).includes(gm);
  if (!(inTo || (box.gmIn === 'to-or-cc' && inCc))) {
    return { counts: false, clause, reason: `the copy does not have the GM's correct address in the ${box.gmIn === 'to' ? 'To' : 'To or Cc'} line` };
  }
  // The mailbox's own receipt time is the evidence; the sender's Date is the fallback.
  const when = headers.receivedMs ?? headers.dateMs;
  if (when === undefined) return { counts: false, clause, reason: 'the copy carries no time' };
  if (when > dispute.deadline) return { counts: false, clause, reason: 'the copy reached the mailbox after the deadline' };
  return { counts: true, clause, reason: 'the copy reached the confirmation mailbox before the deadline, addressed to the GM' };
}
