// Coalition Wargame votes (004 1.4), weighted by rank:
//   004 1.4.1 normal vote: every player votes once; General or Chief Praetor 3 voting points,
//             Admiral or Praetor 2, everyone else 1;
//   004 1.4.2 leader vote: only the General/Chief Praetor and the Admirals/Praetors, 1 point each;
//   004 1.4.3 special vote: whoever calls it names the voters; 1 point each unless posted otherwise.

export type CoalitionVoteKind =
  | { kind: 'normal' }
  | { kind: 'leader' }
  | { kind: 'special'; voters: string[]; weights?: Record<string, number> };

export interface CoalitionVoter { name: string; rank: string }

export interface CoalitionBallot { voter: string; choice: string; at?: string }

export interface CoalitionVoteTally {
  /** Voting points per choice, in the order choices first appeared. */
  totals: Array<{ choice: string; points: number }>;
  counted: Array<{ voter: string; choice: string; points: number }>;
  refused: Array<{ voter: string; reason: string }>;
  /** The choice(s) with the most points (several on a tie). */
  leading: string[];
  clause: '004 1.4.1' | '004 1.4.2' | '004 1.4.3';
}

const TOP = ['general', 'chief praetor', 'cp'];
const SECOND = ['admiral', 'praetor'];

function rankKey(rank: string): string { return rank.trim().toLowerCase().replace(/\s+/g, ' '); }

/** A leader: General or Chief Praetor, Admiral or Praetor (004 1.1.1, 1.1.2). */
export function isLeader(rank: string): boolean {
  const r = rankKey(rank);
  return TOP.includes(r) || SECOND.includes(r);
}

/** Voting points of one voter in a vote of this kind; 0 when he may not vote. */
export function votingPoints(voter: CoalitionVoter, vote: CoalitionVoteKind): number {
  const r = rankKey(voter.rank);
  if (vote.kind === 'normal') return TOP.includes(r) ? 3 : SECOND.includes(r) ? 2 : 1;
  if (vote.kind === 'leader') return isLeader(r) ? 1 : 0;
  if (!vote.voters.includes(voter.name)) return 0;
  return vote.weights?.[voter.name] ?? 1;
}

export function tallyCoalitionVote(members: CoalitionVoter[], vote: CoalitionVoteKind, ballots: CoalitionBallot[]): CoalitionVoteTally {
  const clause = vote.kind === 'normal' ? '004 1.4.1' : vote.kind === 'leader' ? '004 1.4.2' : '004 1.4.3';
  const counted: CoalitionVoteTally['counted'] = [];
  const refused: CoalitionVoteTally['refused'] = [];
  const totals = new Map<string, number>();
  for (const b of ballots) {
    const member = members.find((m) => m.name === b.voter);
    if (!member) { refused.push({ voter: b.voter, reason: 'not a player in the game' }); continue; }
    if (counted.some((c) => c.voter === b.voter)) { refused.push({ voter: b.voter, reason: 'has already voted (one vote each)' }); continue; }
    const points = votingPoints(member, vote);
    if (points <= 0) {
      refused.push({ voter: b.voter, reason: vote.kind === 'leader' ? 'only leaders vote in a leader vote' : 'not called to this special vote' });
      continue;
    }
    const choice = b.choice.trim();
    counted.push({ voter: b.voter, choice, points });
    totals.set(choice, (totals.get(choice) ?? 0) + points);
  }
  const list = [...totals].map(([choice, points]) => ({ choice, points }));
  // Every counted ballot carries at least 1 point, so the best total of any vote with ballots is
  // positive, and a vote without any has no leader.
  const best = Math.max(...list.map((t) => t.points));
  return { totals: list, counted, refused, leading: list.filter((t) => t.points === best).map((t) => t.choice), clause };
}
