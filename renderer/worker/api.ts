// The typed API of the core worker. One method per operation; arguments and results are plain
// data (structured-clone safe: no classes, functions or Maps), because they cross a postMessage.
// Later issues add adjudication, order parsing and map rendering as further methods here.
import type { VariantSummary } from '../../core/diplomacy/variant';

export type { VariantSummary };

export interface VariantChoice {
  id: string;
  name: string;
  startYear: number;
  /** The phase a new game on this variant opens in, as core names it ('S1901M'). */
  openingPhase: string;
}

export interface CoreApi {
  /** The Diplomacy variants core ships (assets/variants), for the "New game" form. */
  listVariants(): VariantChoice[];
  /** Loads and validates a variant through core and returns its summary; throws for an unknown id. */
  variantSummary(variantId: string): VariantSummary;
}
