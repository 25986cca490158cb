// What the running records mean under the game's profile: the extensions ledger with each
// decision and its clause (000 D.VII(5)), the tally of every vote and the outcome that may be
// published (000 D.IX(1)-(2)), the deadline schedule with its warnings (000 D.VII(2), D.VII(4)a)
// and board scores (000 C.1-C.5, 001 A.16-A.18). All of it is core's rules applied to the
// records (runningLog.ts); nothing here is stored.
import {
  extendedDeadline, maharajiadBoardScores, publishedOutcome, requestExtension, scheduleWarnings, tallyVote, worldMastersBoardScores,
  type BoardScore, type ExtensionDecision, type ExtensionLedger, type PublishedVote, type RunningRules, type ScheduleWarning, type VoteTally,
} from '../../../core/diplomacy/running/index';
import { phaseName } from '../../../core/diplomacy/phases';
import type { Position, PowerName } from '../../../core/diplomacy/types';
import { deadlineOf, type DeadlineSchedule } from '../../../core/diplomacy/record/deadlines';
import type { CommittedPhase } from '../../../core/diplomacy/record/history';
import type { BallotRecord, ExtensionRecord, ProposalRecord, RunningLog } from './runningLog';

/** The ledger after every request, in the order they came, each decided against those before it. */
export function extensionLedgerOf(rules: RunningRules, requests: readonly ExtensionRecord[]): { ledger: ExtensionLedger; decisions: { record: ExtensionRecord; decision: ExtensionDecision }[] } {
  let ledger: ExtensionLedger = { decisions: [] };
  const decisions: { record: ExtensionRecord; decision: ExtensionDecision }[] = [];
  if (!rules.extensions) return { ledger, decisions };
  for (const record of requests) {
    const step = requestExtension(rules.extensions, ledger, {
      power: record.power, phase: record.phase, requestedAt: record.requestedAt, deadline: record.deadline, hours: record.hours,
      holiday: record.holiday, gmConsents: record.gmConsents,
    });
    ledger = step.ledger;
    decisions.push({ record, decision: step.decision });
  }
  return { ledger, decisions };
}

/** Powers still in the game: those with a centre or a unit. */
export function remainingPowers(position: Position): PowerName[] {
  return [...new Set([...Object.values(position.centres), ...position.units.map((u) => u.power)])].sort();
}

export interface VoteState {
  record: ProposalRecord;
  tally: VoteTally;
  /** What the results may say: the outcome only (000 D.IX(2)c). */
  published: PublishedVote;
  /** Ballots received (the count is for the GM; who voted how never leaves this screen). */
  ballots: BallotRecord[];
}

/**
 * Every proposal's tally among the powers still in the game. `nmr` is who sent no orders for
 * the movement phase the vote is decided with (000 D.IX(1)b counts their uncast game-end vote as Yes).
 */
export function voteStates(rules: RunningRules, log: Pick<RunningLog, 'proposals' | 'ballots'>, position: Position, nmr: readonly PowerName[] = []): VoteState[] {
  const remaining = remainingPowers(position);
  return log.proposals.map((record) => {
    const ballots = log.ballots.filter((b) => b.proposalId === record.id);
    const tally = tallyVote(rules, record.proposal, ballots.map((b) => ({ power: b.power, value: b.value, at: b.at })), {
      remaining, nmr: [...nmr], deadlineIsMovement: position.phase.type === 'movement',
    });
    return { record, tally, published: publishedOutcome(tally), ballots };
  });
}

/** The outcomes published with a phase's results: the proposals recorded in that phase. */
export function votesPublishedWith(states: readonly VoteState[], phase: string): PublishedVote[] {
  return states.filter((s) => s.record.phase === phase).map((s) => s.published);
}

export interface ScheduleRow {
  /** The phase adjudicated. */
  phase: string;
  /** When its results were (or would be) published. */
  publishedAt: number;
  /** The phase after it and its deadline, with any extensions granted for it. */
  nextPhase: string;
  nextDeadline: number | null;
  warnings: ScheduleWarning[];
  /** True for the phase on the table, not yet committed ("if published now"). */
  planned: boolean;
}

/**
 * The schedule so far: each committed phase with the next deadline, checked by core's
 * scheduleWarnings; a commit's time stands for its publication. `planned` adds the phase on the
 * table as if published at `now`.
 */
export function scheduleRows(
  rules: RunningRules, line: readonly CommittedPhase[], schedule: DeadlineSchedule, log: Pick<RunningLog, 'absences'>, ledger: ExtensionLedger,
  planned?: { position: Position; next: Position; now: number },
): ScheduleRow[] {
  const absences = log.absences.map((a) => a.absence);
  const played = line.map((c) => ({ position: c.position, next: c.next, at: c.at, planned: false }));
  if (planned) played.push({ position: planned.position, next: planned.next, at: planned.now, planned: true });
  return played.map((p, i) => {
    const nextPhase = phaseName(p.next.phase);
    const base = deadlineOf(schedule, played.slice(0, i + 1).map((q) => q.position.phase.type));
    const nextDeadline = base === null ? null : extendedDeadline(ledger, nextPhase, base);
    const warnings = nextDeadline === null ? [] : scheduleWarnings(rules, {
      publishedAt: p.at, previousPublishedAt: played[i - 1]?.at, nextDeadline, nextPhaseType: p.next.phase.type, absences,
    });
    return { phase: phaseName(p.position.phase), publishedAt: p.at, nextPhase, nextDeadline, warnings, planned: p.planned };
  });
}

export function centreCounts(powers: readonly PowerName[], position: Position): Record<PowerName, number> {
  const counts: Record<PowerName, number> = Object.fromEntries(powers.map((p) => [p, 0]));
  for (const owner of Object.values(position.centres)) counts[owner] = (counts[owner] ?? 0) + 1;
  return counts;
}

/** How the game ended, when it did: a solo, or a passed game-ending vote (000 D.IX(3)-(4)). */
export type GameEnding = { kind: 'solo'; winner: PowerName } | { kind: 'draw'; survivors: PowerName[] } | { kind: 'concession'; to: PowerName };

export function endingOf(votes: readonly VoteState[], victory?: PowerName): GameEnding | null {
  if (victory) return { kind: 'solo', winner: victory };
  const passed = votes.find((v) => v.tally.passed && (v.record.proposal.kind === 'draw' || v.record.proposal.kind === 'concession'));
  if (!passed) return null;
  const p = passed.record.proposal;
  return p.kind === 'draw' ? { kind: 'draw', survivors: p.survivors } : p.kind === 'concession' ? { kind: 'concession', to: p.to } : null;
}

/**
 * Board scores for `position` (000 C.1-C.4 or 001 A.16-A.17), or null where the profile scores
 * no board. At game end: a solo or a conceded win scores as the solo (000 C.4, D.IX(3)); a draw
 * leaves out the powers it does not name, who are presumed eliminated (000 D.IX(4)).
 */
export function boardScoresOf(rules: RunningRules, powers: readonly PowerName[], position: Position, ending: GameEnding | null = null): BoardScore[] | null {
  if (rules.soloScoredAs === null) return null;
  const counts = centreCounts(powers, position);
  if (ending?.kind === 'draw') for (const p of powers) if (!ending.survivors.includes(p)) counts[p] = 0;
  const solo = ending?.kind === 'solo' ? ending.winner : ending?.kind === 'concession' ? ending.to : undefined;
  return rules.profile === 'maharajiad' ? maharajiadBoardScores(counts, solo) : worldMastersBoardScores(counts, solo);
}
