// The typed API of the core worker. One method per operation; arguments and results are plain
// data (structured-clone safe: no classes, functions or Maps), because they cross a postMessage.
import type { VariantSummary } from '../../core/diplomacy/variant';
import type { HouseRules, ProfileId } from '../../core/diplomacy/houseRules';
import type { Order, Position, PowerName } from '../../core/diplomacy/types';
import type { EngineResult } from '../../core/diplomacy/adjudicate';
import type { GameInfo, IntakeResult } from '../../core/diplomacy/intake/index';
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

export interface CoreApi {
  /** The Diplomacy variants core ships (assets/variants), for the "New game" form. */
  listVariants(): VariantChoice[];
  /** Loads and validates a variant through core and returns its summary; throws for an unknown id. */
  variantSummary(variantId: string): VariantSummary;
  /** The opening position of a variant, with the phase moved to `phase` when given ('F1901M'). */
  openingPosition(variantId: string, phase?: string): Position;
  /** Reads each mail with core's intake; one reading per input id. Never throws on the text. */
  readMail(request: ReadMailRequest): Record<string, IntakeResult>;
  /** Adjudicates one phase with core's engine. */
  adjudicate(request: AdjudicateRequest): AdjudicateResponse;
  /** The rules ledger's operations (core/ledger), plain data in and out. */
  ledger: LedgerApi;
  /** The Coalition movement judge's operations (core/coalition), plain data in and out. */
  coalition: CoalitionApi;
}
