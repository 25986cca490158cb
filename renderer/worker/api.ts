// The typed API of the core worker. One method per operation; arguments and results are plain
// data (structured-clone safe: no classes, functions or Maps), because they cross a postMessage.
import type { VariantSummary } from '../../core/diplomacy/variant';
import type { HouseRules, ProfileId } from '../../core/diplomacy/houseRules';
import type { Order, Position, PowerName } from '../../core/diplomacy/types';
import type { EngineResult } from '../../core/diplomacy/adjudicate';
import type { GameInfo, IntakeResult } from '../../core/diplomacy/intake/index';
import type { ConditionalOrders, SendingChoice } from '../../core/diplomacy/turnOrders';
import type { PhaseReport, PressPolicyId } from '../../core/diplomacy/publish/index';
import type { TakenOver } from '../../core/diplomacy/takeover/takeOver';
import type { LaterMail } from '../../core/diplomacy/record/phaseMail';
import type { LedgerApi } from './ledgerApi';
import type { CoalitionApi } from './coalitionApi';

export type { VariantSummary, IntakeResult, EngineResult };

export interface VariantChoice {
  id: string;
  name: string;
  startYear: number;
  /** The phase a new game on this variant opens in, as core names it ('S1901M'). */
  openingPhase: string;
}

export interface ReadMailRequest {
  variantId: string;
  profile: ProfileId;
  /** The board the orders are for. */
  position: Position;
  game?: GameInfo;
  /** Policies the GM stated at the outset that change how sets are read (000 D.III(3)b). */
  ruleOverrides?: Pick<Partial<HouseRules>, 'multipleOrderSets'>;
  /** The mails: each raw input's text, verbatim, keyed by its id. */
  inputs: { id: string; text: string }[];
}

export interface AdjudicateRequest {
  variantId: string;
  profile: ProfileId;
  position: Position;
  orders: Order[];
  nmr: PowerName[];
  ruleOverrides?: Pick<Partial<HouseRules>, 'multipleOrderSets'>;
}

export interface AdjudicateResponse {
  result: EngineResult;
  /** Time the engine took inside the worker, ms. */
  engineMs: number;
}

export interface PublishRequest {
  variantId: string;
  /** The phase's facts (plain data); press carries true authors, which only white press prints. */
  report: PhaseReport;
  pressPolicy: PressPolicyId;
  judge?: string;
}

/** One phase's results post in every dialect (000 D.VIII(4)), and what was held back and why. */
export interface PublishedPost {
  njudge: string;
  bbcode: string;
  markdown: string;
  /** The Markdown cut into Discord messages of at most 2,000 characters. */
  discord: string[];
  /** Press not printed, with the reason (for the GM's eyes only: no author). */
  withheld: { kind: string; reason: string }[];
}

/** What a pasted or opened game judged elsewhere gives (the raw text stays with the caller). */
export interface TakeOverReading extends Omit<TakenOver, 'raw'> {
  /** For a dipcc game: the named profiles under which every phase replays as recorded. */
  replaysIdenticallyUnder?: ProfileId[];
}

/** Conditional orders sent with a movement phase's mail, for the retreat or adjustment phase now open. */
export interface ConditionalOrdersRequest {
  variantId: string;
  profile: ProfileId;
  ruleOverrides?: Pick<Partial<HouseRules>, 'multipleOrderSets'>;
  game?: GameInfo;
  /** The movement phase the mails were written for, and its mails that counted, oldest first. */
  movementPosition: Position;
  inputs: { id: string; text: string }[];
  /** The retreat or adjustment phase now open. */
  position: Position;
  /** The GM's stored answers on which of a power's movement sets was sent last (000 D.III(3)). */
  choices?: SendingChoice[];
  /** The fall retreat phase's mail, with the winter's orders sent early (000 D.II(5)b). */
  later?: LaterMail[];
}

export interface CoreApi {
  /** The Diplomacy variants core ships (assets/variants), for the "New game" form. */
  listVariants(): VariantChoice[];
  /** Loads and validates a variant through core and returns its summary; throws for an unknown id. */
  variantSummary(variantId: string): VariantSummary;
  /** The opening position of a variant, with the phase moved to `phase` when given ('F1901M'). */
  openingPosition(variantId: string, phase?: string): Position;
  /** Reads each mail with core's intake; one reading per input id. Never throws on the text. */
  readMail(request: ReadMailRequest): Promise<Record<string, IntakeResult>>;
  /**
   * An opened mail file's bytes as the text to store: each 8-bit body in the charset its header
   * names (core's intake `mailText`), with notes on what was guessed.
   */
  mailText(bytes: Uint8Array): Promise<{ text: string; notes: string[] }>;
  /** Adjudicates one phase with core's engine. */
  adjudicate(request: AdjudicateRequest): AdjudicateResponse;
  /** The orders the movement mail's conditional lines give in this phase (000 D.II(5)b, first possible option: 000 D.II(5)c). */
  conditionalOrders(request: ConditionalOrdersRequest): Promise<ConditionalOrders>;
  /** The results post of one phase in the three dialects (core/diplomacy/publish). */
  publishResults(request: PublishRequest): PublishedPost;
  /**
   * Reads a game judged elsewhere — results posts, a dipcc game file or a typed position — into
   * the position it continues from, with every doubt (core/diplomacy/takeover). Never throws on
   * the text.
   */
  takeOver(variantId: string, text: string): TakeOverReading;
  /** The rules ledger's operations (core/ledger), plain data in and out. */
  ledger: LedgerApi;
  /** The Coalition movement judge's operations (core/coalition), plain data in and out. */
  coalition: CoalitionApi;
}
