// When an order set counts as received, and what a late one is worth.
//   000 D.VII(1), 001 B.VIII(1)a — order-set time is the GM's receipt time, not the sending time:
//     the topmost Received: header when the paste has it, else the Date header (and we say so).
//   000 D.VII(3)a/b, 001 B.VIII(3)a/b — late sets: rejected after the deadline, or accepted until
//     adjudication starts; each seed has its default, the GM may state the other at the outset.
//   001 B.VIII(1)b — the GM may accept a late set proven sent in time; the acceptance and its
//     evidence are recorded.
import type { HouseRules } from '../houseRules';
import type { MailHeaders } from './headers';
import type { GameInfo, Warning } from './power';
import { readingClause } from './readingClauses';

/**
 * What a rejected late set cites when the profile's own text has no deadline rule (the 2000
 * rulebook has none for mailed orders): the policy the GM stated for the game, not another
 * tournament's clause.
 */
const NO_CLAUSE = "the GM's stated deadline policy";

export type LateOrdersPolicy = 'reject-after-deadline' | 'accept-until-adjudication';

export interface ReceiptTime {
  /** Milliseconds since 1970: receipt time when known, else sending time. */
  ms?: number;
  source: 'received' | 'date' | 'none';
}

export function receiptTime(headers: MailHeaders | undefined): ReceiptTime {
  if (headers?.receivedMs !== undefined) return { ms: headers.receivedMs, source: 'received' };
  if (headers?.dateMs !== undefined) return { ms: headers.dateMs, source: 'date' };
  return { source: 'none' };
}

/** The policy in force: the game's stated one, else the profile's seed default. */
export function lateOrdersPolicy(rules: HouseRules, game: GameInfo | undefined): LateOrdersPolicy {
  return game?.lateOrders ?? (rules.id === 'maharajiad' ? 'accept-until-adjudication' : 'reject-after-deadline');
}

export interface Lateness {
  /** Set when the set does not count; the reason and clause go on its order lines. */
  rejected?: { reason: string; clause: string };
  notes: Warning[];
}

function parseTime(text: string | undefined): number | undefined {
  if (!text) return undefined;
  const t = Date.parse(text);
  return Number.isFinite(t) ? t : undefined;
}

export function judgeLateness(time: ReceiptTime, headers: MailHeaders | undefined, rules: HouseRules, game: GameInfo | undefined): Lateness {
  const deadline = parseTime(game?.deadline);
  const notes: Warning[] = [];
  if (deadline === undefined) return { notes };
  // A Date: with no zone is a span of 26 hours (mailDate.ts): wholly before the deadline, it was
  // in time whatever the zone, and its own warning already says the hour is unknown.
  if (time.ms === undefined && headers?.dateWindow && headers.dateWindow.to <= deadline) return { notes };
  if (time.ms === undefined) { notes.push({ text: 'no receipt or sending time in the mail: cannot check the deadline' }); return { notes }; }
  // A pasted mail never has Received:, so the Date: standing in is the ordinary case: a note on
  // the mail, not a doubt counted on its row (doubtSeverity.ts). A doubt about the clock itself
  // is a warning of its own (clocksDisagree.ts, wrongClock.ts, mailDate.ts).
  if (time.source === 'date') notes.push({ text: 'no Received: header: the sending time (Date) stands in for the receipt time', clause: readingClause(rules, 'receipt-time'), severity: 'note' });
  if (time.ms <= deadline) return { notes };
  const policy = lateOrdersPolicy(rules, game);
  const accepted = headers?.messageId ? game?.acceptedLate?.find((a) => a.messageId === headers.messageId) : undefined;
  if (accepted) {
    // The GM's own recorded decision: shown on the mail, nothing left to weigh.
    notes.push({ text: `late, but accepted by the GM: ${accepted.evidence}`, clause: '001 B.VIII(1)b', severity: 'note' });
    return { notes };
  }
  if (policy === 'reject-after-deadline') {
    return { notes, rejected: { reason: 'received after the deadline', clause: readingClause(rules, 'late-after-deadline') ?? NO_CLAUSE } };
  }
  const started = parseTime(game?.adjudicationStarted);
  if (started !== undefined && time.ms > started) {
    return { notes, rejected: { reason: 'received after adjudication started', clause: readingClause(rules, 'late-until-adjudication') ?? NO_CLAUSE } };
  }
  notes.push({ text: 'received after the deadline but before adjudication: accepted', clause: readingClause(rules, 'late-until-adjudication') });
  return { notes };
}
