// Maharajah's additional home centres (001 B.I(3)): centres that became a power's home centre in
// play because one of its units stood on them a whole game year. The position's `homeCentres` holds
// every power's current home centres; the ones the variant did not give that power at the start
// are the converted ones the map marks with a star and the province card names.
import type { Variant } from '../../core/diplomacy/variant';
import type { Position, PowerName, ProvinceId } from '../../core/diplomacy/types';

export interface AdditionalHomeCentre { centre: ProvinceId; power: PowerName }

/** Each power's home centres that are not among its original ones, in the variant's power order. */
export function additionalHomeCentres(variant: Variant, homeCentres: Position['homeCentres'] | undefined): AdditionalHomeCentre[] {
  const out: AdditionalHomeCentre[] = [];
  const homes = homeCentres ?? {};
  for (const power of variant.powers) {
    const original = new Set(power.homeCentres);
    const current = Array.isArray(homes[power.name]) ? homes[power.name]! : [];
    for (const centre of [...current].sort()) if (!original.has(centre)) out.push({ centre, power: power.name });
  }
  return out;
}
