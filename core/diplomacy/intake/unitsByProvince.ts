// Province → unit, as `units.find((u) => provinceOf(u.location) === province)` gives it, for the
// reader's look-ups of the ordered unit, the supported one and the unit already on a build's
// province. A find walked every unit of the board (22 at the start of a standard game) for each
// look-up, several a line; the map is made once for a board and kept with it.
import type { ProvinceId, Unit } from '../types';
import { provinceOf } from '../variant';

/**
 * Kept per units list: positions are values (never mutated, core/diplomacy/adjudicate.ts), and
 * every paste of a turn reads against the same one, so a GM's next mail of the turn finds it made.
 * The length check is a cheap guard should a caller change a list in place all the same.
 */
const unitMaps = new WeakMap<readonly Unit[], { length: number; map: Map<ProvinceId, Unit> }>();

/** Province → the first unit listed there (as `units.find` would give). */
export function unitsByProvince(units: readonly Unit[]): Map<ProvinceId, Unit> {
  const cached = unitMaps.get(units);
  if (cached && cached.length === units.length) return cached.map;
  const map = new Map<ProvinceId, Unit>();
  for (const u of units) { const p = provinceOf(u.location); if (!map.has(p)) map.set(p, u); }
  unitMaps.set(units, { length: units.length, map });
  return map;
}

/** The first unit listed in `province`, or undefined. */
export function unitAt(units: readonly Unit[], province: ProvinceId): Unit | undefined {
  return unitsByProvince(units).get(province);
}
