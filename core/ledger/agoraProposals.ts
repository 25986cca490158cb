// Agora's Birthday Tournament regulations change by proposal (002 BT8): any Contestant submits a
// Proposal and may withdraw it; any Contestant other than the proposer privately sends the Judge
// a vote (and may withdraw it); once the non-withdrawn votes in favour exceed half the number of
// Contestants the Judge enacts it, publishing the new text and the numbers for and against, never
// who voted which way. The Gamemaster may also amend the regulations outside this process
// (002 BT2b); regulations BT0-BT5 cannot be changed by proposal (002 BT5).

import { freezeCopy } from './freezeCopy';
import { AGORA_BIRTHDAY_LIMITS, applyRuleChanges, ruleChangeProblems, RuleChangeRejected, type RuleChangeLimits } from './ruleChanges';
import type { RuleChange, Ruleset, Vote } from './types';

export interface AgoraBallot { voter: string; vote: Vote; at: string; withdrawnAt?: string }

export interface AgoraProposal {
  id: string;
  proposer: string;
  submittedAt: string;
  text: string;
  changes: RuleChange[];
  status: 'open' | 'withdrawn' | 'enacted';
  /** Every ballot ever sent, withdrawn ones included (002 BT8b: track withdrawn votes). Private:
   *  reports never show them. */
  ballots: AgoraBallot[];
  withdrawnAt?: string;
  enactedAt?: string;
  /** Counts at enactment, published (002 BT8d). */
  inFavour?: number;
  against?: number;
}

export interface GamemasterAmendment { at: string; reason: string; changes: RuleChange[]; replacedWholeText: boolean }

export class LedgerRefusal extends Error {
  constructor(readonly clause: string, message: string) { super(`${message} (${clause})`); }
}

export class BirthdayTournamentLedger {
  #ruleset: Ruleset;
  #contestants: string[];
  readonly judge: string;
  #proposals: AgoraProposal[] = [];
  #amendments: GamemasterAmendment[] = [];
  readonly #limits: RuleChangeLimits;

  constructor(options: { ruleset: Ruleset; contestants: string[]; judge: string; limits?: RuleChangeLimits }) {
    this.#ruleset = options.ruleset;
    this.judge = options.judge;
    this.#contestants = [...options.contestants];
    this.#limits = options.limits ?? AGORA_BIRTHDAY_LIMITS;
  }

  get ruleset(): Ruleset { return this.#ruleset; }
  contestants(): string[] { return [...this.#contestants]; }
  proposals(): AgoraProposal[] { return this.#proposals.map(freezeCopy); }
  proposal(id: string): AgoraProposal { return freezeCopy(this.#get(id)); }
  gamemasterAmendments(): GamemasterAmendment[] { return this.#amendments.map(freezeCopy); }

  /** The Gamemaster adds or removes Contestants (002 BT2a); the threshold follows the current number. */
  setContestants(contestants: string[]): void { this.#contestants = [...contestants]; }

  #get(id: string): AgoraProposal {
    const p = this.#proposals.find((x) => x.id === id);
    if (!p) throw new LedgerRefusal('002 BT8a', `there is no proposal ${id}`);
    return p;
  }

  /** 002 BT8a: any Contestant, at any time. */
  submit(proposer: string, at: string, text: string, changes: RuleChange[]): AgoraProposal {
    if (!this.#contestants.includes(proposer)) throw new LedgerRefusal('002 BT8a', `${proposer} is not a Contestant`);
    const problems = ruleChangeProblems(this.#ruleset, changes, this.#limits);
    if (problems.length) throw new LedgerRefusal(problems[0]!.includes('002 BT5') ? '002 BT5' : '002 BT8a', problems.join('; '));
    const proposal: AgoraProposal = {
      id: `P${this.#proposals.length + 1}`, proposer, submittedAt: at, text, changes: JSON.parse(JSON.stringify(changes)) as RuleChange[],
      status: 'open', ballots: [],
    };
    this.#proposals.push(proposal);
    return freezeCopy(proposal);
  }

  /** 002 BT8a: only the proposer withdraws, and only while it is not enacted. */
  withdraw(by: string, id: string, at: string): void {
    const p = this.#get(id);
    if (p.proposer !== by) throw new LedgerRefusal('002 BT8a', `only ${p.proposer} can withdraw proposal ${id}`);
    if (p.status !== 'open') throw new LedgerRefusal('002 BT8a', `proposal ${id} is ${p.status}`);
    p.status = 'withdrawn';
    p.withdrawnAt = at;
  }

  /** 002 BT8b: a private vote to the Judge; a new vote replaces (withdraws) the voter's previous one. */
  vote(voter: string, id: string, vote: Vote, at: string): void {
    const p = this.#get(id);
    if (p.status !== 'open') throw new LedgerRefusal('002 BT8b', `proposal ${id} is ${p.status}: no votes can be sent`);
    if (!this.#contestants.includes(voter)) throw new LedgerRefusal('002 BT8b', `${voter} is not a Contestant and cannot vote`);
    if (voter === p.proposer) throw new LedgerRefusal('002 BT8b', `${voter} proposed ${id} and cannot vote on it`);
    for (const b of p.ballots) if (b.voter === voter && !b.withdrawnAt) b.withdrawnAt = at;
    p.ballots.push({ voter, vote, at });
  }

  /** 002 BT8b: a voter withdraws his vote. */
  withdrawVote(voter: string, id: string, at: string): void {
    const p = this.#get(id);
    const live = p.ballots.find((b) => b.voter === voter && !b.withdrawnAt);
    if (!live) throw new LedgerRefusal('002 BT8b', `${voter} has no vote on ${id} to withdraw`);
    live.withdrawnAt = at;
  }

  /** Non-withdrawn votes of people who are still Contestants. */
  counts(id: string): { inFavour: number; against: number } {
    const live = this.#get(id).ballots.filter((b) => !b.withdrawnAt && this.#contestants.includes(b.voter));
    return { inFavour: live.filter((b) => b.vote === 'yes').length, against: live.filter((b) => b.vote === 'no').length };
  }

  /** Votes in favour needed: more than half the Contestants, the proposer among them (002 BT8c). */
  votesNeeded(): number { return Math.floor(this.#contestants.length / 2) + 1; }

  enactable(id: string): boolean {
    return this.#get(id).status === 'open' && this.counts(id).inFavour > this.#contestants.length / 2;
  }

  /** 002 BT8c: the Judge enacts the proposal; the new text and the counts are then published (002 BT8d). */
  enact(id: string, at: string): AgoraProposal {
    const p = this.#get(id);
    if (!this.enactable(id)) {
      const { inFavour } = this.counts(id);
      throw new LedgerRefusal('002 BT8c', `proposal ${id} has ${inFavour} votes in favour; it needs ${this.votesNeeded()} (more than half of ${this.#contestants.length} Contestants)`);
    }
    try {
      this.#ruleset = applyRuleChanges(this.#ruleset, p.changes, { proposal: id, effectiveAt: at, limits: this.#limits });
    } catch (e) {
      if (e instanceof RuleChangeRejected) throw new LedgerRefusal(e.clause, e.message);
      throw e;
    }
    Object.assign(p, { status: 'enacted', enactedAt: at }, this.counts(id));
    return freezeCopy(p);
  }

  /**
   * 002 BT2b: the Gamemaster amends the regulations to prevent breaches of Agoran custom or rules,
   * or, if fewer than seven persons became Contestants, replaces them. Recorded as a Gamemaster
   * amendment, not a proposal; BT5 does not stop it (BT5 allows changes under Section 2).
   */
  gamemasterAmend(at: string, reason: string, changes: RuleChange[], options: { replacesWholeText?: boolean; personsWhoBecameContestants?: number } = {}): void {
    if (options.replacesWholeText && (options.personsWhoBecameContestants ?? this.#contestants.length) >= 7) {
      throw new LedgerRefusal('002 BT2b', 'the Gamemaster can replace the regulations only if fewer than seven persons became Contestants');
    }
    this.#ruleset = applyRuleChanges(this.#ruleset, changes, { proposal: null, effectiveAt: at });
    this.#amendments.push({ at, reason, changes: JSON.parse(JSON.stringify(changes)) as RuleChange[], replacedWholeText: !!options.replacesWholeText });
  }
}
