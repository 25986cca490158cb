// 001 B.X(2)d: the GM may refuse to conduct votes on repetitive or humorous proposals. The
// refusal is recorded with its grounds, so the game record shows why a proposal was never put to
// the players. "Repetitive" is checked against the proposals already received (the same draw
// line-up, the same concession, the same rule change); "humorous" is the GM's judgement alone.
import type { RunningRules } from './runningRules';
import type { Proposal } from './votes';
import type { PowerName } from '../types';

export interface ProposalRecord {
  proposal: Proposal;
  by: PowerName;
  at: number;
  status: 'put-to-vote' | 'refused';
  refusal?: { grounds: 'repetitive' | 'humorous'; note: string; clause: '001 B.X(2)d' };
}

export type ProposalDecision = { ok: true; records: ProposalRecord[] } | { ok: false; reason: string };

/** True when the two proposals ask the same thing (draw survivors compared as sets). */
export function sameProposal(a: Proposal, b: Proposal): boolean {
  if (a.kind === 'draw' && b.kind === 'draw') {
    const x = new Set(a.survivors);
    return x.size === new Set(b.survivors).size && b.survivors.every((p) => x.has(p));
  }
  if (a.kind === 'concession' && b.kind === 'concession') return a.to === b.to;
  if (a.kind === 'house-rule' && b.kind === 'house-rule') return a.rule.trim().toLowerCase() === b.rule.trim().toLowerCase();
  return a.kind === 'continue' && b.kind === 'continue';
}

export function putToVote(records: readonly ProposalRecord[], proposal: Proposal, by: PowerName, at: number): ProposalRecord[] {
  return [...records, { proposal, by, at, status: 'put-to-vote' }];
}

export function refuseProposal(
  rules: RunningRules, records: readonly ProposalRecord[], proposal: Proposal, by: PowerName, at: number,
  grounds: 'repetitive' | 'humorous', note: string,
): ProposalDecision {
  if (rules.profile !== 'maharajiad') return { ok: false, reason: 'only the Maharajiad rules (001 B.X(2)d) let the GM refuse a proposal' };
  if (grounds === 'repetitive' && !records.some((r) => sameProposal(r.proposal, proposal))) {
    return { ok: false, reason: 'no earlier proposal asks the same: it is not repetitive' };
  }
  if (grounds === 'humorous' && !note.trim()) return { ok: false, reason: 'say why the proposal is not serious' };
  return { ok: true, records: [...records, { proposal, by, at, status: 'refused', refusal: { grounds, note: note.trim(), clause: '001 B.X(2)d' } }] };
}
