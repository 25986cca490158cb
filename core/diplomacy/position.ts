// The opening position of a variant, and small helpers on positions.
import type { Position, PowerName, ProvinceId, Unit } from './types';
import type { Variant } from './variant';

/**
 * Spring of the first year: the variant's start units, every power owning its home centres
 * (002 BT14). Units get stable ids (`s-<location>`) that survive every later phase.
 */
export function initialPosition(variant: Variant): Position {
  const units: Unit[] = variant.data.startUnits.map((u) => ({ type: u.type, power: u.power, location: u.location, id: `s-${u.location}` }));
  const centres: Record<ProvinceId, PowerName> = {};
  const homeCentres: Record<PowerName, ProvinceId[]> = {};
  for (const power of variant.powers) {
    homeCentres[power.name] = [...power.homeCentres];
    for (const c of power.homeCentres) centres[c] = power.name;
  }
  return {
    variant: variant.id,
    phase: { year: variant.data.startYear, season: 'spring', type: 'movement' },
    units, dislodged: [], centres, homeCentres, standoffs: [],
  };
}

/** Supply centres owned by each power (powers owning none are listed with 0). */
export function centreCounts(variant: Variant, position: Position): Map<PowerName, number> {
  const counts = new Map<PowerName, number>(variant.powers.map((p) => [p.name, 0]));
  for (const owner of Object.values(position.centres)) counts.set(owner, (counts.get(owner) ?? 0) + 1);
  return counts;
}

/** Home centres of a power in this position (Maharajah may add some: use these, not the variant's). */
export function homeCentresOf(variant: Variant, position: Position, power: PowerName): ProvinceId[] {
  return position.homeCentres?.[power] ?? variant.homeCentres(power);
}
