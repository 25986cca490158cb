// The seed-003-only GM actions replayed into a NomicSession: Points of Order and Judgements
// (003 214), the passing of time that runs their hours out (003 214c, 214d), points-thread lines
// checked against the ledger (003 209) and a move whose legality cannot be determined (003 215a).
// Pure: replayLedger (replay.ts) calls it for the app's worker, the CLI and the tests. A refusal by core throws with its
// clause; replayLedger records that as a refused action, the same way every replay does.
import type { NomicSession } from './nomicSession';
import { formatUkTime } from './formatUkTime';
import type { LedgerAction, PointsCheckRow } from './record';

export interface NomicOnlyOutcome { accepted: boolean; message: string; pointsCheck?: PointsCheckRow }

type NomicOnlyAction = Extract<LedgerAction, { kind: 'ledger-point-of-order' | 'ledger-judgement' | 'ledger-dispute' | 'ledger-opinion' | 'ledger-advance' | 'ledger-points-post' | 'ledger-undecidable-move' }>;

export function replayNomicOnly(session: NomicSession, a: LedgerAction): NomicOnlyOutcome {
  const action = a as NomicOnlyAction;
  switch (action.kind) {
    case 'ledger-point-of-order': {
      const out = session.raisePointOfOrder(action.by, action.at, pointOfOrderPost(action.text), action.about);
      if (out.kind === 'void') return { accepted: false, message: `Point of Order void: ${out.reason} (${out.clause}).` };
      const p = out.pointOfOrder;
      return { accepted: true, message: `${p.id} raised by ${p.raisedBy}; ${p.judge} is the Judge (003 214a).` };
    }
    case 'ledger-judgement': {
      const out = session.postJudgement(action.by, action.at, action.id, action.text);
      if (out.kind === 'void') return { accepted: false, message: `Judgement void: ${out.reason} (${out.clause}).` };
      return { accepted: true, message: `${action.by} gave Judgement on ${action.id}; it may be disputed within the hour (003 214b).` };
    }
    case 'ledger-dispute': {
      const out = session.postDispute(action.by, action.at, action.id, action.text);
      if (out.kind === 'void') return { accepted: false, message: `Dispute void: ${out.reason} (${out.clause}).` };
      return { accepted: true, message: `${action.by} disputed the Judgement on ${action.id}; the other players have an hour to agree or disagree (003 214b).` };
    }
    case 'ledger-opinion': {
      const out = session.postOpinion(action.by, action.at, action.id, action.text);
      if (out.kind === 'void') return { accepted: false, message: `Opinion void: ${out.reason} (${out.clause}).` };
      const p = out.pointOfOrder;
      return p.status === 'invoked'
        ? { accepted: true, message: `${action.by} agrees: the Judgement on ${action.id} is invoked (003 214c).` }
        : { accepted: true, message: `${action.by} disagrees with the Judgement on ${action.id} (003 214b).` };
    }
    case 'ledger-advance': {
      // What the passing hours changed: a Judgement invoked, or a question handed to the next Judge.
      const before = new Map(session.pointsOfOrder().map((p) => [p.id, `${p.status} ${p.judge} ${p.formerJudges.length}`]));
      session.advanceTo(action.at);
      const changed = session.pointsOfOrder().filter((p) => before.get(p.id) !== `${p.status} ${p.judge} ${p.formerJudges.length}`);
      const words = changed.map((p) => (p.status === 'invoked' ? `${p.id} invoked (003 214c)` : `${p.id} now judged by ${p.judge} (003 214d)`));
      return { accepted: true, message: `The ledger is brought up to ${formatUkTime(action.at)}.${words.length ? ' ' + words.join('; ') + '.' : ''}` };
    }
    case 'ledger-points-post': {
      const check = session.postPoints(action.author, action.at, action.text);
      const row = { author: action.author, at: action.at, text: action.text };
      if (check.kind === 'correct') {
        const message = `Right: ${check.player} has ${check.total} points (003 209).`;
        return { accepted: true, message: `Points post checked. ${message}`, pointsCheck: { ...row, verdict: 'correct', message } };
      }
      if (check.kind === 'wrong') {
        const message = `Wrong: ${check.player} has ${check.total} points, not ${check.claimed}. Anyone may correct it by posting “${check.correction}” (003 209).`;
        return { accepted: true, message: `Points post checked. ${message}`, pointsCheck: { ...row, verdict: 'wrong', message, correction: check.correction } };
      }
      const message = 'Not an announcement of a player’s points: expected “150 (+4)” from the player, or “Ben P: 150 (+4)” naming him (003 209).';
      return { accepted: true, message: `Points post kept. ${message}`, pointsCheck: { ...row, verdict: 'not-an-announcement', message } };
    }
    case 'ledger-undecidable-move': {
      const win = session.declareUndecidableMoveWin(action.player, action.at);
      return { accepted: true, message: `${win.player} wins: ${win.reason} (${win.clause}).` };
    }
    default:
      return { accepted: false, message: `Not an action this ledger knows: ${String((a as { kind: string }).kind)}.` };
  }
}

/** 003 214a: the voting-thread form, "Point of Order: …" (added if the GM left it out). */
function pointOfOrderPost(text: string): string {
  return /^\s*Point of Order:/i.test(text) ? text : `Point of Order: ${text}`;
}
