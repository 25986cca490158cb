// A Nomic game as played under seed 003, driven by the messages of its Telegram threads. The GM
// (or rules keeper) enters each voting-thread message as posted; for a rule-change he also records
// what it does to the ruleset (its text is kept verbatim). The session then applies the rules:
//   003 201b weekend messages are void; 003 202a/202b proper proposals; 003 109a numbering;
//   003 113 votes (one each, 003 208; no withdrawal; completion at the end of the UK day);
//   003 204 thresholds (unanimity of votes cast, simple majority after the second complete
//   circuit of turns unless 204 was amended first); 003 111a unanimity of all eligible voters to
//   transmute an immutable rule; 003 203/205/207 points; 003 210 the win; 003 115 forfeits.

import { freezeCopy } from './freezeCopy';
import { checkProperSubmission, endOfCircuit, isWeekendInUk, SEED_003_PLAYERS, type NomicPlayer } from './nomicCalendar';
import { DEFEAT_PENALTY, DISSENT_BONUS, parsePointsAnnouncement, pointsAnnouncement, proposalPoints, WINNING_POINTS } from './nomicPoints';
import { applyRuleChanges, findRule, highestRuleNumber, NOMIC_LIMITS, ruleChangeProblems, RuleChangeRejected, type RuleChangeLimits } from './ruleChanges';
import { PointOfOrderRefusal, PointsOfOrder, type PointOfOrder } from './pointsOfOrder';
import { ThreadLog } from './threadLog';
import type { RuleChange, Ruleset, Vote } from './types';
import { endOfUkDay, toUkTime } from './ukTime';

export type Threshold = 'unanimity' | 'majority';

/** What an adopted proposal does beyond rule text, as the GM reads it (003 114: n is configurable). */
export interface ProposalEffects {
  threshold?: Threshold;
  winningPoints?: number;
}

export interface CastVote { player: string; vote: Vote; at: string; seq: number }

export interface NomicProposal {
  number: string;
  proposer: string;
  submittedAt: string;
  /** 003 107a: the text after "Rule-change:", verbatim; 003 107b: never modified afterwards. */
  text: string;
  changes: RuleChange[];
  effects: ProposalEffects;
  votes: CastVote[];
  status: 'open' | 'adopted' | 'defeated';
  completedAt?: string;
  yes?: number;
  no?: number;
  /** The rule that decided the outcome: 003 204a, 003 204b or 003 111a. */
  decidedBy?: string;
  note?: string;
  /** 003 214e: adopted while a related Point of Order awaits Judgement; not yet in effect. */
  awaitingJudgement?: boolean;
  tookEffectAt?: string;
}

export interface PointsChange {
  player: string;
  change: number;
  total: number;
  at: string;
  proposal: string | null;
  /** Each part of the change with its clause, e.g. "+4 for proposal 301 (003 203)". */
  reasons: string[];
}

export interface NomicWin { player: string; at: string; clause: string; reason: string }

export type PostOutcome =
  | { kind: 'void'; reason: string; clause: string }
  | { kind: 'proposal'; proposal: NomicProposal }
  | { kind: 'improper'; reason: string; clause: string }
  | { kind: 'vote'; proposal: string; vote: Vote }
  | { kind: 'vote-ignored'; reason: string; clause: string }
  | { kind: 'message' }
  | { kind: 'game-over'; winner: string };

export type OrderOutcome =
  | { kind: 'void'; reason: string; clause: string }
  | { kind: 'point-of-order'; pointOfOrder: PointOfOrder };

/**
 * Everything the GM entered, in order: the session is a pure function of its options and these
 * inputs, so storing them (with the options) is enough to rebuild it (NomicSession.replay).
 */
export type NomicInput =
  | { kind: 'post'; author: string; at: string; text: string; changes: RuleChange[]; effects: ProposalEffects; refused?: true }
  | { kind: 'points-post'; author: string; at: string; text: string }
  | { kind: 'discussion'; author: string; at: string; text: string }
  | { kind: 'forfeit'; player: string; at: string }
  | { kind: 'advance'; at: string }
  | { kind: 'point-of-order'; by: string; at: string; text: string; about?: string }
  | { kind: 'judgement' | 'dispute' | 'opinion'; by: string; at: string; id: string; text: string }
  | { kind: 'undecidable-move'; player: string; at: string }
  | { kind: 'play-impossible'; at: string };

/** 003 209: a points-thread announcement checked against the ledger. */
export type PointsCheck =
  | { kind: 'not-an-announcement' }
  | { kind: 'correct'; player: string; total: number }
  | { kind: 'wrong'; player: string; claimed: number; total: number; correction: string };

export interface NomicSessionOptions {
  ruleset: Ruleset;
  /** UK date (YYYY-MM-DD) of the game's first day; circuits of turns count from it (003 204b). */
  startDate: string;
  players?: readonly NomicPlayer[];
  /** 003 201c: 0. (Rule 210's annotation: 100 in non-correspondence games.) */
  initialPoints?: number;
  /** 003 210: 200; 003 114 lets proposals change it. */
  winningPoints?: number;
  /** 003 109a: 301. */
  firstProposalNumber?: number;
  limits?: RuleChangeLimits;
}

const RULE_CHANGE = /^\s*Rule-change:\s*/i;
const VOTE = /^\s*Vote:\s*(Yes|No)\s*[.!]?\s*$/i;

export class NomicSession {
  #log = new ThreadLog();
  /** The three threads as entered, append-only (003 212). */
  get log(): ThreadLog { return this.#log; }
  readonly players: readonly NomicPlayer[];
  #ruleset: Ruleset;
  #proposals: NomicProposal[] = [];
  #points = new Map<string, number>();
  #pointsLog: PointsChange[] = [];
  #threshold: Threshold = 'unanimity';
  #thresholdRuleId: string | undefined;
  #switchAt: number;
  #switchSettled = false;
  #nextNumber: number;
  #winningPoints: number;
  #winner: NomicWin | undefined;
  #forfeits = new Map<string, string>();
  #orders: PointsOfOrder;
  #inputs: NomicInput[] = [];
  readonly #limits: RuleChangeLimits;
  readonly #options: NomicSessionOptions;

  constructor(options: NomicSessionOptions) {
    this.#options = options;
    this.#ruleset = options.ruleset;
    this.players = options.players ?? SEED_003_PLAYERS;
    for (const p of this.players) this.#points.set(p.name, options.initialPoints ?? 0);
    this.#nextNumber = options.firstProposalNumber ?? 301;
    this.#winningPoints = options.winningPoints ?? WINNING_POINTS;
    this.#limits = options.limits ?? NOMIC_LIMITS;
    this.#thresholdRuleId = findRule(options.ruleset, '204')?.id;
    this.#switchAt = endOfCircuit(this.players, options.startDate, 2);
    if (!this.#thresholdRuleId) this.#switchSettled = true;
    this.#orders = new PointsOfOrder(this.players);
  }

  /** Rebuild a session from its options and recorded inputs. Inputs that were refused when first
   *  entered are refused again, exactly as before. */
  static replay(options: NomicSessionOptions, inputs: NomicInput[]): NomicSession {
    const s = new NomicSession(options);
    for (const i of inputs) {
      try {
        switch (i.kind) {
          // A post refused when entered changed nothing (see post): it is kept, not judged again.
          case 'post': if (i.refused) s.#inputs.push(freezeCopy(i)); else s.post(i.author, i.at, i.text, i.changes, i.effects); break;
          case 'points-post': s.postPoints(i.author, i.at, i.text); break;
          case 'discussion': s.postDiscussion(i.author, i.at, i.text); break;
          case 'forfeit': s.forfeit(i.player, i.at); break;
          case 'advance': s.advanceTo(i.at); break;
          case 'point-of-order': s.raisePointOfOrder(i.by, i.at, i.text, i.about); break;
          case 'judgement': s.postJudgement(i.by, i.at, i.id, i.text); break;
          case 'dispute': s.postDispute(i.by, i.at, i.id, i.text); break;
          case 'opinion': s.postOpinion(i.by, i.at, i.id, i.text); break;
          case 'undecidable-move': s.declareUndecidableMoveWin(i.player, i.at); break;
          case 'play-impossible': s.declarePlayImpossible(i.at); break;
        }
      } catch {
        // Refused the first time too; the input stays recorded for the record.
      }
    }
    return s;
  }

  /** The GM's inputs so far, for storage and replay. */
  inputs(): NomicInput[] { return this.#inputs.map(freezeCopy); }

  get ruleset(): Ruleset { return this.#ruleset; }
  get threshold(): Threshold { return this.#threshold; }
  get winningPoints(): number { return this.#winningPoints; }
  get winner(): NomicWin | undefined { return this.#winner; }
  /** The instant rule 204 switches to simple majority if it is not amended first (003 204b). */
  get majoritySwitchAt(): string { return new Date(this.#switchAt).toISOString(); }

  proposals(): NomicProposal[] { return this.#proposals.map(freezeCopy); }
  proposal(number: string): NomicProposal | undefined { const p = this.#proposals.find((x) => x.number === number); return p && freezeCopy(p); }
  points(): Record<string, number> { return Object.fromEntries(this.#points); }
  pointsLog(): PointsChange[] { return this.#pointsLog.map(freezeCopy); }
  forfeited(): string[] { return [...this.#forfeits.keys()]; }
  pointsOfOrder(): PointOfOrder[] { return this.#orders.all().map(freezeCopy); }

  /** Players who may vote at this moment: every player (003 105) who has not forfeited (003 115). */
  eligibleVoters(): string[] { return this.players.map((p) => p.name).filter((n) => !this.#forfeits.has(n)); }

  /**
   * Enter a voting-thread message. For a "Rule-change:" message, `changes` is what it does to the
   * ruleset and `effects` any change to thresholds or the points needed to win.
   */
  post(author: string, at: string, text: string, changes: RuleChange[] = [], effects: ProposalEffects = {}): PostOutcome {
    const input: NomicInput & { kind: 'post' } = { kind: 'post', author, at, text, changes: structuredCopy(changes), effects: { ...effects } };
    this.#inputs.push(input);
    const instant = Date.parse(at);
    if (Number.isNaN(instant)) throw new Error(`not a time: ${at}`);
    const moves = this.#wouldChangeBy(instant);
    this.#advance(at);
    const last = this.log.messages().at(-1);
    if (last && instant < Date.parse(last.at)) {
      throw new Error(`message at ${at} is earlier than the last logged message (${last.at}); the log is append-only (003 212)`);
    }
    const refusal = this.#refusal(author, instant, text, changes);
    if (refusal) {
      // A refused entry neither moves the ledger's clock nor enters the thread log: the GM may have
      // typed a wrong time, and the real, earlier post must still be enterable. If reaching `at`
      // completed votes or deadlines, the session is rebuilt from its inputs without this one.
      input.refused = true;
      if (moves) this.#adopt(NomicSession.replay(this.#options, this.#inputs));
      return refusal;
    }
    const message = this.log.append('voting', author, at, text);
    return this.#enter(author, at, instant, text, changes, effects, message.seq);
  }

  /** Take over the state of `other`, a replay of this session's inputs. */
  #adopt(other: NomicSession): void {
    this.#log = other.#log;
    this.#ruleset = other.#ruleset;
    this.#proposals = other.#proposals;
    this.#points = other.#points;
    this.#pointsLog = other.#pointsLog;
    this.#threshold = other.#threshold;
    this.#thresholdRuleId = other.#thresholdRuleId;
    this.#switchAt = other.#switchAt;
    this.#switchSettled = other.#switchSettled;
    this.#nextNumber = other.#nextNumber;
    this.#winningPoints = other.#winningPoints;
    this.#winner = other.#winner;
    this.#forfeits = other.#forfeits;
    this.#orders = other.#orders;
  }

  /** Would moving the clock to `instant` complete a vote, a Point of Order deadline or the 204b switch? */
  #wouldChangeBy(instant: number): boolean {
    const votesDue = this.#proposals.some((p) => p.status === 'open' && endOfUkDay(Date.parse(p.submittedAt)) <= instant);
    return votesDue || this.#orders.nextDeadline() <= instant || (!this.#switchSettled && this.#switchAt <= instant);
  }

  /** The proposal open for votes at `instant`, if any (003 113a, 113c). */
  #openAt(instant: number): NomicProposal | undefined {
    return this.#proposals.find((p) => p.status === 'open' && instant >= Date.parse(p.submittedAt) && instant < endOfUkDay(Date.parse(p.submittedAt)));
  }

  /** Why a voting-thread message at `instant` is refused, or null when it is entered. Changes nothing. */
  #refusal(author: string, instant: number, text: string, changes: RuleChange[]): PostOutcome | null {
    if (isWeekendInUk(instant)) {
      return { kind: 'void', reason: `posted on a ${toUkTime(instant).weekday} (UK time)`, clause: '003 201b' };
    }
    const player = this.players.find((p) => p.name === author);
    if (RULE_CHANGE.test(text)) {
      if (this.#winner) return { kind: 'game-over', winner: this.#winner.player };
      if (player && this.#forfeits.has(player.name)) return { kind: 'improper', reason: `${author} has forfeited`, clause: '003 115' };
      const day = toUkTime(instant).date;
      const earlierToday = this.#proposals.filter((p) => toUkTime(Date.parse(p.submittedAt)).date === day).length;
      const proper = checkProperSubmission(player, instant, earlierToday);
      if (!proper.proper) return { kind: 'improper', reason: proper.reason, clause: proper.clause };
      // 003 103b, 116, 211: a rule-change that could never be adopted is refused at submission.
      const problems = ruleChangeProblems(this.#ruleset, changes, this.#limits);
      if (problems.length) return { kind: 'improper', reason: problems.join('; '), clause: /\((\d{3} [^()]+)\)$/.exec(problems[0]!)?.[1] ?? '003 103a' };
      return null;
    }
    if (!VOTE.test(text)) return null;
    if (!player) return { kind: 'vote-ignored', reason: `${author} is not a player`, clause: '003 105' };
    if (this.#forfeits.has(author)) return { kind: 'vote-ignored', reason: `${author} has forfeited`, clause: '003 115' };
    const open = this.#openAt(instant);
    if (!open) return { kind: 'vote-ignored', reason: 'no proposal is open for voting', clause: '003 113a' };
    if (open.votes.some((v) => v.player === author)) {
      return { kind: 'vote-ignored', reason: `${author} has already used his vote on proposal ${open.number}`, clause: '003 113b' };
    }
    return null;
  }

  /** Enter a message #refusal accepted: a new proposal, a vote, or a message of the thread. */
  #enter(author: string, at: string, instant: number, text: string, changes: RuleChange[], effects: ProposalEffects, seq: number): PostOutcome {
    if (RULE_CHANGE.test(text)) {
      const proposal: NomicProposal = {
        number: String(this.#nextNumber++), proposer: author, submittedAt: at, text: text.replace(RULE_CHANGE, ''),
        changes: structuredCopy(changes), effects: { ...effects }, votes: [], status: 'open',
      };
      this.#proposals.push(proposal);
      return { kind: 'proposal', proposal: freezeCopy(proposal) };
    }
    const vote = VOTE.exec(text);
    if (!vote) return { kind: 'message' };
    const choice: Vote = vote[1]!.toLowerCase() === 'yes' ? 'yes' : 'no';
    const open = this.#openAt(instant)!;
    open.votes.push({ player: author, vote: choice, at, seq });
    return { kind: 'vote', proposal: open.number, vote: choice };
  }

  /** 003 115: a player may forfeit at any time. */
  forfeit(player: string, at: string): void {
    this.#inputs.push({ kind: 'forfeit', player, at });
    this.#advance(at);
    if (!this.players.some((p) => p.name === player)) throw new Error(`${player} is not a player`);
    if (!this.#forfeits.has(player)) this.#forfeits.set(player, at);
  }

  /** Complete every vote whose day has ended and apply the 003 204b switch, in time order. */
  advanceTo(at: string): void {
    this.#inputs.push({ kind: 'advance', at });
    this.#advance(at);
  }

  /**
   * 003 209: a points-thread message. An announcement ("150 (+4)" for oneself, "Ben P: 150 (+4)"
   * for another player) is checked against the ledger; a wrong total gets the correction line
   * that anyone may post.
   */
  postPoints(author: string, at: string, text: string): PointsCheck {
    this.#inputs.push({ kind: 'points-post', author, at, text });
    this.#advance(at);
    this.log.append('points', author, at, text);
    const line = parsePointsAnnouncement(text);
    if (!line) return { kind: 'not-an-announcement' };
    const player = line.player ?? author;
    const total = this.#points.get(player);
    if (total === undefined) return { kind: 'not-an-announcement' };
    if (line.total === total) return { kind: 'correct', player, total };
    const last = [...this.#pointsLog].reverse().find((c) => c.player === player);
    return { kind: 'wrong', player, claimed: line.total, total, correction: pointsAnnouncement(total, last?.change ?? 0, player) };
  }

  /** 003 212: the discussion thread, kept like the others (append-only). */
  postDiscussion(author: string, at: string, text: string): void {
    this.#inputs.push({ kind: 'discussion', author, at, text });
    this.log.append('discussion', author, at, text);
  }

  #advance(at: string): void {
    const instant = Date.parse(at);
    if (Number.isNaN(instant)) throw new Error(`not a time: ${at}`);
    for (;;) {
      const open = this.#proposals.filter((p) => p.status === 'open').map((p) => ({ p, due: endOfUkDay(Date.parse(p.submittedAt)) }));
      const next = open.sort((a, b) => a.due - b.due)[0];
      const switchDue = this.#switchSettled ? Infinity : this.#switchAt;
      const orderDue = this.#orders.nextDeadline();
      // A vote completing at the very moment of the switch is still judged by the old threshold.
      if (next && next.due <= instant && next.due <= switchDue && next.due <= orderDue) { this.#complete(next.p, next.due); continue; }
      if (orderDue <= instant && orderDue <= switchDue) {
        if (this.#orders.processDeadlines(orderDue).length) this.#applyDeferred(new Date(orderDue).toISOString());
        continue;
      }
      if (switchDue <= instant) { this.#settleSwitch(); continue; }
      break;
    }
  }

  /** 003 206: the change takes full effect now. False if it can no longer be applied. */
  #takeEffect(p: NomicProposal, at: string): boolean {
    try {
      this.#ruleset = applyRuleChanges(this.#ruleset, p.changes, { proposal: p.number, effectiveAt: at, limits: this.#limits });
    } catch (e) {
      if (!(e instanceof RuleChangeRejected)) throw e;
      p.note = `could not take effect: ${e.message}`;
      return false;
    }
    if (p.effects.threshold) this.#threshold = p.effects.threshold;
    if (p.effects.winningPoints !== undefined) this.#winningPoints = p.effects.winningPoints;
    p.tookEffectAt = at;
    return true;
  }

  /** Proposals held back by 003 214e whose Judgements have all been invoked take effect. */
  #applyDeferred(at: string): void {
    for (const p of this.#proposals) {
      if (!p.awaitingJudgement || this.#orders.pendingAbout(p.number)) continue;
      p.awaitingJudgement = false;
      if (!this.#takeEffect(p, at)) p.status = 'defeated';
    }
  }

  #orderMessage(author: string, at: string, text: string): { kind: 'void'; reason: string; clause: string } | null {
    this.#advance(at);
    this.log.append('voting', author, at, text);
    const instant = Date.parse(at);
    return isWeekendInUk(instant) ? { kind: 'void', reason: `posted on a ${toUkTime(instant).weekday} (UK time)`, clause: '003 201b' } : null;
  }

  /** "Point of Order: ..." (003 214a), optionally about a proposal (003 214e). */
  raisePointOfOrder(by: string, at: string, text: string, about?: string): OrderOutcome {
    this.#inputs.push({ kind: 'point-of-order', by, at, text, ...(about ? { about } : {}) });
    const voided = this.#orderMessage(by, at, text);
    if (voided) return voided;
    const target = about ? this.#proposals.find((p) => p.number === about) : undefined;
    if (target?.awaitingJudgement) {
      throw new PointOfOrderRefusal('003 214f', `the vote on proposal ${about} is complete and it is awaiting effect: no Point of Order may be raised against it`);
    }
    return { kind: 'point-of-order', pointOfOrder: freezeCopy(this.#orders.raise(by, at, text.replace(/^\s*Point of Order:\s*/i, ''), about)) };
  }

  /** "Judgement: ..." by the Judge (003 214b). */
  postJudgement(by: string, at: string, id: string, text: string): OrderOutcome {
    this.#inputs.push({ kind: 'judgement', by, at, id, text });
    const voided = this.#orderMessage(by, at, text);
    if (voided) return voided;
    this.#orders.judgement(by, at, id, text.replace(/^\s*Judge?ment:\s*/i, ''));
    return { kind: 'point-of-order', pointOfOrder: freezeCopy(this.#orders.get(id)) };
  }

  /** "Dispute: ..." within an hour of the Judgement (003 214b). */
  postDispute(by: string, at: string, id: string, text: string): OrderOutcome {
    this.#inputs.push({ kind: 'dispute', by, at, id, text });
    const voided = this.#orderMessage(by, at, text);
    if (voided) return voided;
    this.#orders.dispute(by, at, id);
    return { kind: 'point-of-order', pointOfOrder: freezeCopy(this.#orders.get(id)) };
  }

  /** "I agree with Judgement..." / "I disagree with Judgement..." (003 214b, 214c). */
  postOpinion(by: string, at: string, id: string, text: string): OrderOutcome {
    this.#inputs.push({ kind: 'opinion', by, at, id, text });
    const voided = this.#orderMessage(by, at, text);
    if (voided) return voided;
    const agrees = /^\s*I agree with Judge?ment/i.test(text);
    if (!agrees && !/^\s*I disagree with Judge?ment/i.test(text)) {
      throw new PointOfOrderRefusal('003 214b', 'an opinion is "I agree with Judgement..." or "I disagree with Judgement..."');
    }
    this.#orders.opinion(by, at, id, agrees);
    if (agrees) this.#applyDeferred(at);
    return { kind: 'point-of-order', pointOfOrder: freezeCopy(this.#orders.get(id)) };
  }

  #settleSwitch(): void {
    this.#switchSettled = true;
    const rule = this.#ruleset.rules.find((r) => r.id === this.#thresholdRuleId);
    const amended = rule !== undefined && rule.history.some((v) => v.change !== 'import' && v.change !== 'renumber' && Date.parse(v.effectiveAt) <= this.#switchAt);
    if (!amended) this.#threshold = 'majority';
  }

  #complete(p: NomicProposal, due: number): void {
    const at = new Date(due).toISOString();
    const yes = p.votes.filter((v) => v.vote === 'yes').length;
    const no = p.votes.length - yes;
    const castBy = this.#threshold;
    const transmutesImmutable = p.changes.some((c) => c.kind === 'transmute' && c.to === 'mutable');
    let adopted: boolean;
    if (transmutesImmutable) {
      adopted = yes === this.eligibleVoters().length; p.decidedBy = '003 111a';
    } else if (castBy === 'unanimity') {
      adopted = p.votes.length > 0 && no === 0; p.decidedBy = '003 204a';
    } else {
      adopted = yes * 2 > p.votes.length; p.decidedBy = '003 204b';
    }
    const highest = highestRuleNumber(this.#ruleset);
    if (adopted) {
      // 003 214e: approved while a related Judgement is pending: in effect only once all are invoked.
      if (this.#orders.pendingAbout(p.number)) p.awaitingJudgement = true;
      else adopted = this.#takeEffect(p, at);
    }
    Object.assign(p, { status: adopted ? 'adopted' : 'defeated', completedAt: at, yes, no });
    // Points: 003 203 for the proposer, 003 207 if defeated, 003 205 for dissenters.
    const changes = new Map<string, string[]>();
    const deltas = new Map<string, number>();
    const add = (player: string, delta: number, reason: string) => {
      if (this.#forfeits.has(player)) return;
      deltas.set(player, (deltas.get(player) ?? 0) + delta);
      changes.set(player, [...(changes.get(player) ?? []), reason]);
    };
    const earned = proposalPoints(highest, yes, p.votes.length);
    add(p.proposer, earned, `+${earned} for proposal ${p.number}: floor(max(10, ${highest} - 290) x ${yes} / ${p.votes.length}) (003 203)`);
    if (!adopted) add(p.proposer, -DEFEAT_PENALTY, `-${DEFEAT_PENALTY} for defeated proposal ${p.number} (003 207)`);
    if (adopted && castBy === 'majority' && !transmutesImmutable) {
      for (const v of p.votes) if (v.vote === 'no') add(v.player, DISSENT_BONUS, `+${DISSENT_BONUS} for voting against adopted proposal ${p.number} (003 205)`);
    }
    for (const [player, change] of deltas) {
      const total = (this.#points.get(player) ?? 0) + change;
      this.#points.set(player, total);
      this.#pointsLog.push({ player, change, total, at, proposal: p.number, reasons: changes.get(player)! });
    }
    this.#checkWin(at, [...deltas.keys()]);
  }

  /** 003 210: the first player to reach the winning total; if several reach it at the same
   *  moment, the higher total, then the proposer (first credited), wins. */
  #checkWin(at: string, credited: string[]): void {
    if (this.#winner) return;
    const reached = credited.filter((n) => (this.#points.get(n) ?? 0) >= this.#winningPoints);
    if (!reached.length) return;
    const best = reached.reduce((a, b) => ((this.#points.get(b) ?? 0) > (this.#points.get(a) ?? 0) ? b : a));
    this.#winner = { player: best, at, clause: '003 210', reason: `${best} reached ${this.#points.get(best)} points (${this.#winningPoints} to win)` };
  }

  /** Rule 215 takes precedence over every other rule determining the winner (003 215b): it
   *  replaces a winner found at the same moment, but a game already won earlier stays won. */
  #overrideWinnerAt(at: string): void {
    if (this.#winner && Date.parse(this.#winner.at) < Date.parse(at)) {
      throw new Error(`the game was already won by ${this.#winner.player} at ${this.#winner.at}`);
    }
  }

  /** 003 215a: a move whose legality cannot be settled (or the unoverruled Judge finds equally
   *  legal and illegal) wins the game for the player who made it. 215 overrides other winner rules. */
  declareUndecidableMoveWin(player: string, at: string): NomicWin {
    this.#inputs.push({ kind: 'undecidable-move', player, at });
    // Only a player makes moves: a misspelt name must never be declared the winner.
    if (!this.players.some((p) => p.name === player)) throw new Error(`${player} is not a player (003 215a)`);
    if (this.#forfeits.has(player)) throw new Error(`${player} has forfeited and makes no moves (003 115)`);
    this.#advance(at);
    this.#overrideWinnerAt(at);
    this.#winner = { player, at, clause: '003 215a', reason: `the legality of ${player}'s move cannot be determined` };
    return this.#winner;
  }

  /** 003 215b: if rule changes make further play impossible, the player whose allocated day it is wins. */
  declarePlayImpossible(at: string): NomicWin {
    this.#inputs.push({ kind: 'play-impossible', at });
    this.#advance(at);
    const weekday = toUkTime(Date.parse(at)).weekday;
    const player = this.players.find((p) => p.day === weekday);
    if (!player) throw new Error(`${weekday} is nobody's allocated day (003 215b)`);
    this.#overrideWinnerAt(at);
    this.#winner = { player: player.name, at, clause: '003 215b', reason: `further play is impossible on ${player.name}'s allocated day` };
    return this.#winner;
  }
}

function structuredCopy<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
