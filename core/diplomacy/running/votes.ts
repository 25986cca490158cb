// Votes on game-end proposals (draws, concessions), on continuing a stale game and on house-rule
// changes. Ballots are secret: the tally keeps who voted how for the GM, but the outcome that is
// published (publishedOutcome) says only whether the proposal passed (000 D.IX(2), 001 B.X(2)).
//
// 000 D.IX(1): unanimity of the players remaining; an abstention or an unclear vote is a No —
//   except for a game-end proposal whose vote deadline is a movement deadline, where a player who
//   also NMRs and cast no vote counts as Yes. An unclear vote is an uncast vote (D.IX(1)c).
// 001 B.X(1): unanimity of the players remaining other than those who said they abstain; an
//   uncast vote is a No. B.X(3) the same for house-rule changes, with the GM's Yes as well.
// 000 D.IX(5): house-rule changes need the GM and every remaining player; abstention = No.
import type { RunningRules } from './runningRules';
import type { PowerName } from '../types';

export type BallotValue = 'yes' | 'no' | 'abstain' | 'unclear';

export interface Ballot {
  power: PowerName;
  value: BallotValue;
  /** When it was received; a later ballot from the same power replaces an earlier one (revised votes). */
  at: number;
}

export type Proposal =
  /** A draw among `survivors`; remaining players left out are presumed eliminated (000 D.IX(4)). */
  | { kind: 'draw'; survivors: PowerName[] }
  /** A win conceded to one player (000 D.IX(3)). */
  | { kind: 'concession'; to: PowerName }
  /** Continue a game that would end because no centre changed hands for three years (001 B.X(1)c). */
  | { kind: 'continue' }
  /** A change to a house rule where the GM has discretion (000 D.IX(5), 001 B.X(3)). */
  | { kind: 'house-rule'; rule: string; gmAgrees: boolean };

export interface VoteContext {
  /** Powers still in the game; only they vote. */
  remaining: PowerName[];
  /** Powers that sent no orders for the movement phase whose deadline is the vote deadline. */
  nmr?: PowerName[];
  /** The vote deadline coincides with a movement deadline (000 D.IX(1)b). */
  deadlineIsMovement?: boolean;
}

export interface VoteTally {
  proposal: Proposal;
  passed: boolean;
  /** Why, for the GM only (it may name powers; never publish it). */
  gmNote: string;
  clause: string;
  /** Powers presumed eliminated by a draw that leaves them out (000 D.IX(4)). */
  eliminated: PowerName[];
}

/** Each power's latest ballot (000 D.IX(2)a, 001 B.X(2)a: revised votes, the latest counts). */
export function latestBallots(ballots: readonly Ballot[]): Map<PowerName, BallotValue> {
  const latest = new Map<PowerName, Ballot>();
  for (const b of ballots) {
    const seen = latest.get(b.power);
    if (!seen || b.at >= seen.at) latest.set(b.power, b);
  }
  return new Map([...latest].map(([p, b]) => [p, b.value]));
}

function isGameEnd(p: Proposal): boolean { return p.kind === 'draw' || p.kind === 'concession'; }

export function tallyVote(rules: RunningRules, proposal: Proposal, ballots: readonly Ballot[], context: VoteContext): VoteTally {
  const wm = rules.abstention === 'counts-as-no';
  const votes = latestBallots(ballots.filter((b) => context.remaining.includes(b.power)));
  const nmr = new Set(context.nmr ?? []);
  const eliminated = proposal.kind === 'draw' ? context.remaining.filter((p) => !proposal.survivors.includes(p)) : [];
  const clause = proposal.kind === 'house-rule' ? (wm ? '000 D.IX(5)' : '001 B.X(3)') : (wm ? '000 D.IX(1)a' : '001 B.X(1)a');
  const against: string[] = [];
  let yes = 0;
  for (const power of context.remaining) {
    // An unclear vote is treated as uncast (000 D.IX(1)c, 001 B.X(1)b).
    const raw = votes.get(power);
    const value = raw === 'unclear' ? undefined : raw;
    if (value === 'yes') { yes++; continue; }
    if (value === 'abstain' && !wm && proposal.kind !== 'continue') continue; // 001: declared abstainers are left out
    if (value === undefined && wm && isGameEnd(proposal) && context.deadlineIsMovement && nmr.has(power)) {
      yes++; continue; // 000 D.IX(1)b: the NMR'ing player's uncast vote on a game end counts as Yes
    }
    against.push(`${power}: ${value ?? 'no vote'}`);
  }
  if (proposal.kind === 'house-rule' && !proposal.gmAgrees) against.push('the GM');
  if (proposal.kind === 'concession' && !context.remaining.includes(proposal.to)) against.push(`${proposal.to} is not in the game`);
  if (proposal.kind === 'draw' && proposal.survivors.length === 0) against.push('a draw must name someone');
  const passed = against.length === 0 && yes > 0;
  const gmNote = passed ? `passed with ${yes} yes` : against.length ? `defeated by ${against.join(', ')}` : 'defeated: no one voted yes';
  return { proposal, passed, gmNote, clause, eliminated: passed ? eliminated : [] };
}

/** What a proposal's tally looks like to the players: the result only (000 D.IX(2)c, 001 B.X(2)c). */
export interface PublishedVote {
  description: string;
  passed: boolean;
  /** Only where the procedure publishes counts (002 BT8d); never for 000/001 votes. */
  counts?: { for: number; against: number };
  /** A passed game end replaces the adjudication (000 D.IX(2)b). */
  endsGame: boolean;
}

export function describeProposal(p: Proposal): string {
  switch (p.kind) {
    case 'draw': return `a draw including ${p.survivors.join(', ')}`;
    case 'concession': return `conceding the game to ${p.to}`;
    case 'continue': return 'continuing the game';
    case 'house-rule': return `changing the house rule: ${p.rule}`;
  }
}

export function publishedOutcome(tally: VoteTally): PublishedVote {
  return { description: describeProposal(tally.proposal), passed: tally.passed, endsGame: tally.passed && isGameEnd(tally.proposal) };
}

// ---- 002 BT8: Agora proposals to change the regulations --------------------------------------

export interface AgoraBallot { contestant: string; value: 'for' | 'against'; withdrawn?: boolean }

/**
 * 002 BT8: any Contestant but the proposer may vote; the proposal is enacted when the
 * non-withdrawn votes in favour are more than half the number of Contestants (the proposer
 * counted). The enactment publishes the counts for and against, never who voted how.
 */
export function tallyAgoraProposal(description: string, proposer: string, contestants: readonly string[], ballots: readonly AgoraBallot[]): PublishedVote {
  const valid = new Map<string, 'for' | 'against'>();
  for (const b of ballots) {
    if (b.contestant === proposer || !contestants.includes(b.contestant)) continue;
    if (b.withdrawn) valid.delete(b.contestant); else valid.set(b.contestant, b.value);
  }
  const inFavour = [...valid.values()].filter((v) => v === 'for').length;
  const against = valid.size - inFavour;
  return { description, passed: inFavour > contestants.length / 2, counts: { for: inFavour, against }, endsGame: false };
}
