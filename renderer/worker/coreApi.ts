// The implementation behind the worker's API: thin calls into core, nothing else. Kept apart
// from coreWorker.ts (which only exposes it) so tests can call it without a Worker.
import { getVariant, variantIds } from '../../core/diplomacy/variants';
import { summariseVariant } from '../../core/diplomacy/variant';
import { initialPosition } from '../../core/diplomacy/position';
import { phaseName } from '../../core/diplomacy/phases';
import type { CoreApi } from './api';

export const coreApi: CoreApi = {
  listVariants() {
    return variantIds().map((id) => {
      const v = getVariant(id);
      return { id, name: v.data.name, startYear: v.data.startYear, openingPhase: phaseName(initialPosition(v).phase) };
    });
  },
  variantSummary(variantId) {
    return summariseVariant(getVariant(variantId));
  },
};
