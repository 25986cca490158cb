// Rebuild a ledger from its setup and the GM's recorded actions. Pure: no DOM, no storage, so the
// app's worker, the `adjutant ledger` command and the tests all call this same replay. Each procedure is the seed's:
//   nomic       NomicSession (003 109a numbering, 113 votes, 204 thresholds, 203/205/207 points);
//   agora-bt    BirthdayTournamentLedger (002 BT8 private votes, enactment, BT5 protection);
//   house-rules HouseRuleChangeVote per proposal (000 D.IX(5) / 001 B.X(3)), then applyRuleChanges.
// An action core refuses stays recorded (the GM entered it) and is reported with the clause that
// refused it; replaying the same actions always refuses it again, so the screen never drifts.
import { BirthdayTournamentLedger } from './agoraProposals';
import { importRuleset } from './convert';
import { HouseRuleChangeVote } from './houseRuleVote';
import { NomicSession } from './nomicSession';
import { applyRuleChanges, ruleChangeProblems } from './ruleChanges';
import type { RuleChange, Ruleset } from './types';
import { endOfUkDay, type Weekday } from './ukTime';
import { nomicOnlyActionKinds, type ActionOutcome, type BallotBoxEntry, type LedgerAction, type LedgerState, type PointsCheckRow, type ProposalRow } from './record';
import { formatUkTime } from './formatUkTime';
import { replayNomicOnly } from './replayNomicOrders';

/** A house-rule change proposal and its vote (000 D.IX(5), 001 B.X(3)). */
interface HouseRuleProposal {
  id: string;
  proposer: string;
  submittedAt: string;
  text: string;
  changes: RuleChange[];
  vote: HouseRuleChangeVote;
  ballots: BallotBoxEntry[];
  status: 'open' | 'adopted' | 'defeated';
  outcome?: string;
}

export type Replayed =
  | { procedure: 'nomic'; ruleset: Ruleset; session: NomicSession; outcomes: ActionOutcome[]; pointsChecks: PointsCheckRow[] }
  | { procedure: 'agora-bt'; ruleset: Ruleset; ledger: BirthdayTournamentLedger; outcomes: ActionOutcome[] }
  | { procedure: 'house-rules'; ruleset: Ruleset; proposals: HouseRuleProposal[]; outcomes: ActionOutcome[] };

const NOT_NOMIC = 'Points of Order, points posts and rule 215 belong to seed 003 (Nomic): this ledger keeps another procedure.';

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** The 003 113a voting-thread form of a rule-change: "Rule-change: …" (added if the GM left it out). */
function ruleChangePost(text: string): string {
  return /^\s*Rule-change:/i.test(text) ? text : `Rule-change: ${text}`;
}

export function replayLedger(state: LedgerState): Replayed {
  const initial = importRuleset(state.sourceText);
  const outcomes: ActionOutcome[] = [];
  const record = (index: number, a: LedgerAction, accepted: boolean, text: string) => outcomes.push({ index, kind: a.kind, accepted, message: text });
  // What an Agora or house-rules ledger does with any other action: a Nomic-only one is refused,
  // anything else (a publication) is recorded as published.
  const recordOther = (index: number, a: LedgerAction) => (nomicOnlyActionKinds.includes(a.kind)
    ? record(index, a, false, NOT_NOMIC)
    : record(index, a, true, 'Published.'));
  const { setup } = state;

  if (setup.procedure === 'nomic') {
    const session = new NomicSession({
      ruleset: initial,
      startDate: setup.startDate ?? initial.date,
      ...(setup.players.length ? { players: setup.players.map((p) => ({ name: p.name, day: (p.day ?? 'Monday') as Weekday })) } : {}),
    });
    const pointsChecks: PointsCheckRow[] = [];
    state.actions.forEach((a, i) => {
      try {
        if (a.kind === 'ledger-proposal') {
          const out = session.post(a.by, a.at, ruleChangePost(a.text), a.changes, a.winningPoints ? { winningPoints: a.winningPoints } : {});
          if (out.kind === 'proposal') record(i, a, true, `Proposal ${out.proposal.number} by ${a.by} is open for voting (003 109a).`);
          else if (out.kind === 'game-over') record(i, a, false, `The game is over: ${out.winner} has won (003 210).`);
          // The reason may already end with its clause (003 211's does): never say it twice.
          else if (out.kind === 'void' || out.kind === 'improper') record(i, a, false, `Not a proper proposal: ${out.reason.endsWith(`(${out.clause})`) ? out.reason : `${out.reason} (${out.clause})`}.`);
          else record(i, a, false, 'Not a rule-change.');
        } else if (a.kind === 'ledger-ballot') {
          if (a.vote === 'abstain') { record(i, a, false, 'In Nomic a player abstains by not voting (003 113c): nothing to record.'); return; }
          const out = session.post(a.voter, a.at, a.vote === 'yes' ? 'Vote: Yes' : 'Vote: No');
          if (out.kind === 'vote') record(i, a, true, `${a.voter} voted ${out.vote === 'yes' ? 'Yes' : 'No'} on proposal ${out.proposal} (003 113a).`);
          else if (out.kind === 'void') record(i, a, false, `Vote void: ${out.reason} (${out.clause}).`);
          else if (out.kind === 'vote-ignored') record(i, a, false, `Vote not counted: ${out.reason} (${out.clause}).`);
          else record(i, a, false, 'Not a vote.');
        } else if (a.kind === 'ledger-close') {
          const before = session.proposal(a.proposal);
          if (!before) { record(i, a, false, `There is no proposal ${a.proposal}.`); return; }
          if (before.status !== 'open') { record(i, a, false, `Proposal ${a.proposal} was already completed.`); return; }
          // 003 113c: voting completes at the end of the UK day the proposal was submitted.
          session.advanceTo(new Date(endOfUkDay(Date.parse(before.submittedAt))).toISOString());
          const after = session.proposal(a.proposal)!;
          record(i, a, true, nomicOutcome(after.status, after.yes ?? 0, after.no ?? 0, after.decidedBy, after.note));
        } else if (a.kind === 'ledger-withdraw') {
          record(i, a, false, 'Seed 003 has no withdrawal of proposals: every proper proposal is voted on (003 104).');
        } else if (a.kind === 'ledger-withdraw-vote') {
          record(i, a, false, 'A vote cannot be withdrawn (003 113b).');
        } else if (a.kind === 'ledger-published') {
          record(i, a, true, 'Published.');
        } else {
          const out = replayNomicOnly(session, a);
          if (out.pointsCheck) pointsChecks.push(out.pointsCheck);
          record(i, a, out.accepted, out.message);
        }
      } catch (e) {
        record(i, a, false, message(e));
      }
    });
    return { procedure: 'nomic', ruleset: session.ruleset, session, outcomes, pointsChecks };
  }

  if (setup.procedure === 'agora-bt') {
    const ledger = new BirthdayTournamentLedger({ ruleset: initial, contestants: setup.players.map((p) => p.name), judge: setup.judge ?? '' });
    state.actions.forEach((a, i) => {
      try {
        if (a.kind === 'ledger-proposal') {
          const p = ledger.submit(a.by, a.at, a.text, a.changes);
          record(i, a, true, `Proposal ${p.id} by ${a.by} is submitted (002 BT8a).`);
        } else if (a.kind === 'ledger-ballot') {
          if (a.vote === 'abstain') { record(i, a, false, 'A vote to the Judge is in favour or against (002 BT8b).'); return; }
          ledger.vote(a.voter, a.proposal, a.vote, a.at);
          // Never say who voted how outside the ballot box (002 BT8d).
          record(i, a, true, `A private vote on ${a.proposal} was received by the Judge (002 BT8b).`);
        } else if (a.kind === 'ledger-close') {
          const p = ledger.enact(a.proposal, a.at);
          record(i, a, true, `Proposal ${p.id} is ENACTED with ${p.inFavour} votes in favour and ${p.against} against (002 BT8c, 002 BT8d).`);
        } else if (a.kind === 'ledger-withdraw') {
          ledger.withdraw(a.by, a.proposal, a.at);
          record(i, a, true, `Proposal ${a.proposal} was withdrawn by ${a.by} (002 BT8a).`);
        } else if (a.kind === 'ledger-withdraw-vote') {
          ledger.withdrawVote(a.voter, a.proposal, a.at);
          record(i, a, true, `A private vote on ${a.proposal} was withdrawn (002 BT8b).`);
        } else {
          recordOther(i, a);
        }
      } catch (e) {
        record(i, a, false, message(e));
      }
    });
    return { procedure: 'agora-bt', ruleset: ledger.ruleset, ledger, outcomes };
  }

  // House rules: the GM and every remaining player (000 D.IX(5), 001 B.X(3)).
  const profile = setup.houseRuleProfile ?? 'wm2004';
  const clause = profile === 'wm2004' ? '000 D.IX(5)' : '001 B.X(3)';
  const players = setup.players.map((p) => p.name);
  const gm = setup.gm ?? 'GM';
  let ruleset = initial;
  const proposals: HouseRuleProposal[] = [];
  state.actions.forEach((a, i) => {
    try {
      if (a.kind === 'ledger-proposal') {
        const problems = ruleChangeProblems(ruleset, a.changes);
        if (problems.length) { record(i, a, false, `Not a valid change: ${problems.join('; ')}.`); return; }
        const id = `H${proposals.length + 1}`;
        proposals.push({
          id, proposer: a.by, submittedAt: a.at, text: a.text, changes: a.changes, ballots: [], status: 'open',
          vote: new HouseRuleChangeVote({ profile, gm, remainingPlayers: players }),
        });
        record(i, a, true, `House-rule change ${id} is put to the vote (${clause}).`);
      } else if (a.kind === 'ledger-ballot') {
        const p = proposals.find((x) => x.id === a.proposal);
        if (!p) { record(i, a, false, `There is no proposal ${a.proposal}.`); return; }
        if (p.status !== 'open') { record(i, a, false, `The vote on ${p.id} is closed.`); return; }
        const counted = p.vote.cast(a.voter, a.vote, a.at);
        p.ballots.push({ voter: a.voter, vote: counted, at: a.at });
        // 000 D.IX(2)c / 001 B.X(2)c: never show a vote; only that one arrived.
        record(i, a, true, `A vote on ${p.id} was recorded; a later vote by the same voter replaces it (${profile === 'wm2004' ? '000 D.IX(2)a' : '001 B.X(2)a'}).`);
      } else if (a.kind === 'ledger-close') {
        const p = proposals.find((x) => x.id === a.proposal);
        if (!p) { record(i, a, false, `There is no proposal ${a.proposal}.`); return; }
        if (p.status !== 'open') { record(i, a, false, `The vote on ${p.id} is already closed.`); return; }
        const result = p.vote.result();
        if (result.passed) {
          ruleset = applyRuleChanges(ruleset, p.changes, { proposal: p.id, effectiveAt: a.at });
          p.status = 'adopted';
          p.outcome = `PASSED: the GM and every player required said Yes (${clause}).`;
        } else {
          p.status = 'defeated';
          p.outcome = `FAILED: not every required voter said Yes (${clause}).`;
        }
        record(i, a, true, `${p.id} ${p.outcome}`);
      } else if (a.kind === 'ledger-withdraw' || a.kind === 'ledger-withdraw-vote') {
        record(i, a, false, `A house-rule vote is revised, not withdrawn: the latest vote counts (${profile === 'wm2004' ? '000 D.IX(2)a' : '001 B.X(2)a'}).`);
      } else {
        recordOther(i, a);
      }
    } catch (e) {
      record(i, a, false, message(e));
    }
  });
  return { procedure: 'house-rules', ruleset, proposals, outcomes };
}

const DECIDED_BY: Record<string, string> = {
  '003 204a': 'unanimity of the votes cast (003 204a)',
  '003 204b': 'a simple majority of the votes cast (003 204b)',
  '003 111a': 'a unanimous vote of all eligible voters to transmute (003 111a)',
};

function nomicOutcome(status: string, yes: number, no: number, decidedBy?: string, note?: string): string {
  if (status === 'open') return `Voting is open until the end of the UK day (003 113c); ${yes} for, ${no} against so far.`;
  const word = status === 'adopted' ? 'ADOPTED' : 'DEFEATED';
  const rule = DECIDED_BY[decidedBy ?? ''] ?? decidedBy ?? '';
  return `${word} with ${yes} for and ${no} against; required ${rule}.${note ? ' ' + note : ''}`;
}

/** The proposals as the workspace lists them. No row ever names a secret ballot's voter. */
export function proposalRows(r: Replayed): ProposalRow[] {
  if (r.procedure === 'nomic') {
    return r.session.proposals().map((p) => {
      const yes = p.votes.filter((v) => v.vote === 'yes').length;
      const no = p.votes.length - yes;
      // 003 214e: adopted while a related Judgement is pending, it waits for every Judgement to be invoked.
      const waiting = p.awaitingJudgement ? ' It takes effect only when every related Judgement is invoked (003 214e).' : '';
      const tookEffect = p.status === 'adopted' && p.tookEffectAt && p.tookEffectAt !== p.completedAt ? ` It took effect ${formatUkTime(p.tookEffectAt)}, once the related Judgements were invoked (003 214e).` : '';
      const note = `${p.note ?? ''}${waiting}${tookEffect}`.trim() || undefined;
      return {
        id: p.number, proposer: p.proposer, submittedAt: p.submittedAt, text: p.text, changes: p.changes, status: p.status,
        yes: p.yes ?? yes, no: p.no ?? no, ballotsReceived: p.votes.length,
        ...(p.status !== 'open' ? { outcome: nomicOutcome(p.status, p.yes ?? 0, p.no ?? 0, p.decidedBy, note) } : {}),
        standing: nomicOutcome(p.status, yes, no, p.decidedBy, note),
        ...(p.awaitingJudgement ? { awaitingJudgement: true } : {}),
      };
    });
  }
  if (r.procedure === 'agora-bt') {
    const needed = r.ledger.votesNeeded();
    return r.ledger.proposals().map((p) => {
      const live = p.ballots.filter((b) => !b.withdrawnAt).length;
      const status = p.status === 'enacted' ? 'adopted' : p.status;
      const standing = p.status === 'open'
        ? `${live} private vote${live === 1 ? '' : 's'} received; enacted once more than half of ${r.ledger.contestants().length} Contestants are in favour (${needed} needed; 002 BT8c).${r.ledger.enactable(p.id) ? ' Enough votes in favour: the Judge SHALL enact it.' : ''}`
        : p.status === 'enacted' ? `ENACTED with ${p.inFavour} votes in favour and ${p.against} against (002 BT8d).` : 'Withdrawn by the proposer (002 BT8a).';
      return {
        id: p.id, proposer: p.proposer, submittedAt: p.submittedAt, text: p.text, changes: p.changes, status,
        ...(p.status === 'enacted' ? { yes: p.inFavour, no: p.against, outcome: standing } : {}),
        ballotsReceived: live, standing,
      };
    });
  }
  return r.proposals.map((p) => ({
    id: p.id, proposer: p.proposer, submittedAt: p.submittedAt, text: p.text, changes: p.changes, status: p.status,
    ...(p.outcome ? { outcome: p.outcome } : {}),
    ballotsReceived: new Set(p.ballots.map((b) => b.voter)).size,
    standing: p.outcome ?? `${new Set(p.ballots.map((b) => b.voter)).size} of ${p.vote.players.length + 1} required voters have voted; the result alone will be published (${p.vote.profile === 'wm2004' ? '000 D.IX(2)c' : '001 B.X(2)c'}).`,
  }));
}

/** The ballots of one proposal, for the explicitly opened ballot box only. */
export function ballotBoxOf(r: Replayed, proposal: string): BallotBoxEntry[] {
  if (r.procedure === 'nomic') {
    return (r.session.proposal(proposal)?.votes ?? []).map((v) => ({ voter: v.player, vote: v.vote, at: v.at }));
  }
  if (r.procedure === 'agora-bt') {
    const p = r.ledger.proposals().find((x) => x.id === proposal);
    return (p?.ballots ?? []).map((b) => ({
      voter: b.voter, vote: b.vote, at: b.at,
      ...(b.withdrawnAt ? { note: `withdrawn ${b.withdrawnAt} (002 BT8b)` } : { withdrawable: p!.status === 'open' }),
    }));
  }
  const p = r.proposals.find((x) => x.id === proposal);
  if (!p) return [];
  const failed = p.vote.result().failedBecause;
  return [
    ...p.ballots,
    // For the GM's eyes: whose vote made it fail (HouseRuleVoteResult.failedBecause, never published).
    ...failed.filter((f) => f.ballot === 'uncast').map((f) => ({ voter: f.voter, vote: 'uncast', at: '', note: 'counts as No' })),
  ];
}
