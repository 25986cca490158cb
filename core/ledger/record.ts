// The rules ledger's plain data, shared by the UI, its stored records and the worker operations
// (renderer/worker/ledgerApi.ts) and the ledger file of `adjutant ledger`. Everything here is JSON: it is stored in IndexedDB records,
// backed up, and crosses the worker's postMessage unchanged.
//
// A ledger game is its setup (which ruleset, which voting procedure, who plays) plus the GM's
// actions in the order they were recorded. The ledger's state is never stored: it is rebuilt by
// replaying the actions through core/ledger, so a reload or a restored backup gives it back exactly.
import type { PointOfOrder } from './pointsOfOrder';
import type { RuleChange, RulesetFormat } from './types';

/**
 * Which seed's procedure decides proposals:
 *   nomic       003 rules 113, 204, 208 (public votes in the voting thread, points, the win);
 *   agora-bt    002 BT8 (private votes to the Judge, enacted on more than half the Contestants);
 *   house-rules 000 D.IX(5) / 001 B.X(3) (GM and every remaining player must say Yes; secret).
 */
export type LedgerProcedure = 'nomic' | 'agora-bt' | 'house-rules';

export interface LedgerPlayer {
  name: string;
  /** Nomic only: the player's allocated weekday (003 201a). */
  day?: string;
}

/** Payload of the 'ledger-setup' record. The ruleset's text itself is the raw input it names. */
export interface LedgerSetup {
  rawInputId: string;
  sourceName: string;
  procedure: LedgerProcedure;
  players: LedgerPlayer[];
  /** Nomic: UK date of the game's first day; circuits of turns count from it (003 204b). */
  startDate?: string;
  /** Agora: the Judge who receives the private votes (002 BT8b). */
  judge?: string;
  /** House rules: the GM, who must agree (000 D.IX(5)), and which tournament's abstention rule. */
  gm?: string;
  houseRuleProfile?: 'wm2004' | 'maharajiad';
}

export type BallotChoice = 'yes' | 'no' | 'abstain';

/** One GM action; `kind` is also the record's kind. */
export type LedgerAction =
  | { kind: 'ledger-proposal'; by: string; at: string; text: string; changes: RuleChange[]; winningPoints?: number }
  | { kind: 'ledger-ballot'; proposal: string; voter: string; vote: BallotChoice; at: string }
  | { kind: 'ledger-close'; proposal: string; at: string }
  /** 002 BT8a: the proposer withdraws his proposal. */
  | { kind: 'ledger-withdraw'; proposal: string; by: string; at: string }
  /** 002 BT8b: a voter withdraws his private vote (the Judge records it from the ballot box). */
  | { kind: 'ledger-withdraw-vote'; proposal: string; voter: string; at: string }
  | { kind: 'ledger-published'; what: PublishWhat; dialect: PublishDialect; proposal?: string; via: 'copy' | 'save' }
  /** Nomic 003 214a: "Point of Order: …" in the voting thread, optionally about a proposal (003 214e). */
  | { kind: 'ledger-point-of-order'; by: string; at: string; text: string; about?: string }
  /** Nomic 003 214b: the Judge's "Judgement: …", a "Dispute: …", or "I agree / I disagree with Judgement …". */
  | { kind: 'ledger-judgement' | 'ledger-dispute' | 'ledger-opinion'; by: string; at: string; id: string; text: string }
  /** Nomic 003 214c/214d: the GM notes that time has passed, so the hours and days of 214 run out. */
  | { kind: 'ledger-advance'; at: string }
  /** Nomic 003 209: a line from the points thread, kept verbatim and checked against the ledger. */
  | { kind: 'ledger-points-post'; author: string; at: string; text: string }
  /** Nomic 003 215a: the legality of this player's move cannot be determined. */
  | { kind: 'ledger-undecidable-move'; player: string; at: string };

export const ledgerActionKinds = [
  'ledger-proposal', 'ledger-ballot', 'ledger-close', 'ledger-withdraw', 'ledger-withdraw-vote', 'ledger-published',
  'ledger-point-of-order', 'ledger-judgement', 'ledger-dispute', 'ledger-opinion', 'ledger-advance', 'ledger-points-post', 'ledger-undecidable-move',
] as const;

/** The actions only seed 003 (Nomic) knows. */
export const nomicOnlyActionKinds: readonly LedgerAction['kind'][] = [
  'ledger-point-of-order', 'ledger-judgement', 'ledger-dispute', 'ledger-opinion', 'ledger-advance', 'ledger-points-post', 'ledger-undecidable-move',
];
export const ledgerSetupKind = 'ledger-setup';

/** What the worker needs to rebuild a ledger: setup, the ruleset text, actions in order. */
export interface LedgerState {
  setup: LedgerSetup;
  sourceText: string;
  actions: LedgerAction[];
}

export type PublishWhat = 'ruleset' | 'result' | 'scoreboard';
export type PublishDialect = 'text' | 'bbcode' | 'markdown';

/** The answer to "is this text a ruleset?": the detected format and a summary, or every problem. */
export type RulesetCheck =
  | { ok: true; format: RulesetFormat; title: string; date: string; ruleCount: number; suggestedProcedure: LedgerProcedure }
  | { ok: false; problems: string[] };

export interface RuleVersionRow {
  number: string;
  title: string;
  text: string[];
  mutability: 'mutable' | 'immutable';
  inEffect: boolean;
  effectiveAt: string;
  change: string;
  proposal: string | null;
}

export interface RuleRow {
  id: string;
  number: string;
  title: string;
  text: string[];
  mutability: 'mutable' | 'immutable';
  inEffect: boolean;
  revision: number;
  annotations: Array<{ content: string; author: string; date: string }>;
  history: RuleVersionRow[];
}

export interface ProposalRow {
  id: string;
  proposer: string;
  submittedAt: string;
  text: string;
  changes: RuleChange[];
  status: 'open' | 'adopted' | 'defeated' | 'withdrawn';
  /** The procedure's outcome in plain words, with its clause. */
  outcome?: string;
  /** Published counts (Nomic: public votes; Agora: counts at enactment, 002 BT8d). */
  yes?: number;
  no?: number;
  /** How many ballots the ledger holds for it; never who cast them. */
  ballotsReceived: number;
  /** Where things stand now, in words that name no voter. */
  standing: string;
  /** Nomic 003 214e: adopted while a related Judgement is pending; not in effect yet. */
  awaitingJudgement?: boolean;
}

/** What became of each recorded action when replayed (refusals carry the clause). */
export interface ActionOutcome {
  index: number;
  kind: LedgerAction['kind'];
  accepted: boolean;
  message: string;
}

export interface LedgerView {
  procedure: LedgerProcedure;
  /** True when individual ballots are secret and only the ballot box shows them. */
  secretBallots: boolean;
  title: string;
  format: RulesetFormat;
  rules: RuleRow[];
  proposals: ProposalRow[];
  outcomes: ActionOutcome[];
  players: string[];
  /** Nomic: points per player (003 203, 205, 207) and the target (003 210); null elsewhere. */
  points: Array<{ player: string; total: number }> | null;
  pointsLog: Array<{
    player: string; change: number; total: number; proposal: string | null; reasons: string[];
    /** 003 209: what the player posts ("150 (+4)") and what anyone else posts ("Ben P: 150 (+4)"). */
    announcement: string; announcementForOthers: string;
  }>;
  winningPoints: number | null;
  winner: string | null;
  threshold: string | null;
  /** The game's phase label for the header: "Proposal 302". */
  phase: string;
  /** Nomic: every Point of Order (003 214); empty elsewhere. */
  pointsOfOrder: PointOfOrderRow[];
  /** Nomic: every points-thread line the GM checked (003 209); empty elsewhere. */
  pointsChecks: PointsCheckRow[];
  /** Nomic: the last instant the ledger has been brought up to (latest time entered). */
  ledgerTime: string | null;
}

/** One Point of Order as the panel shows it (003 214). */
export interface PointOfOrderRow extends Pick<PointOfOrder,
  'id' | 'raisedBy' | 'raisedAt' | 'question' | 'about' | 'judge' | 'judgeSince' | 'status' | 'judgement' | 'dispute' | 'opinions' | 'invokedAt'> {
  /** Where it stands, in words, with the clause. */
  standing: string;
  /** When the current stage runs out (003 214b hours, 003 214d end of day); absent once invoked. */
  deadline?: string;
  /** Every accepted post about it, in order, as entered: Judgements, Disputes and opinions, those of
   *  overruled Judges included (core keeps only the current round). */
  posts: Array<{ kind: 'judgement' | 'dispute' | 'opinion'; by: string; at: string; text: string }>;
  /** 003 214d: each Judge who lost the question, why, and who took it over. */
  handovers: Array<{ from: string; to: string; at: string; why: string; judgement?: string }>;
}

/** A points-thread line checked against the ledger (003 209). */
export interface PointsCheckRow {
  author: string;
  at: string;
  /** The line as pasted, verbatim. */
  text: string;
  verdict: 'correct' | 'wrong' | 'not-an-announcement';
  message: string;
  /** The line that corrects it ("Ben P: 150 (+4)"), when it is wrong. */
  correction?: string;
}

/** One ballot as the Judge or GM sees it in the explicitly opened ballot box. */
export interface BallotBoxEntry {
  voter: string;
  vote: string;
  at: string;
  note?: string;
  /** Agora: a ballot that still counts and can be withdrawn (002 BT8b). */
  withdrawable?: boolean;
}
