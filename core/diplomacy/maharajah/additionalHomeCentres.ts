// Maharajah's Additional Home Centers (001 B.I(3)): "If a power leaves a specific unit on a Supply
// Center (whether owned by that power or not) for an entire game calendar year (consecutive Spring,
// Fall and Winter turns), then that Supply Center becomes a new Home Supply Center for that power."
//
// How the engine reads it (docs/maharajah.md, "Additional home centres"):
// - The year runs from the start of the Spring turn to the end of the Monsoon (Winter) turn. The
//   unit must stand on the centre when the Spring turn begins and still be there, the same unit
//   (Unit.id), after the Spring moves and retreats, after the Fall moves and retreats and after the
//   Monsoon adjustments. A unit that arrives in Spring has not been there for the Spring turn; one
//   that arrives in Fall certainly has not (001 B.I(3)b).
// - The conversion happens when the Monsoon turn is over — or, when no power adjusts and the
//   Monsoon phase is skipped, when the Fall turn (with its retreats) is over, since nothing can then
//   happen in the Monsoon. It cannot matter to builds in that same Monsoon: the unit stands on the
//   centre, so nothing could be built there anyway.
// - "A Supply Center can only be a Home Supply Center for one power at a time" (001 B.I(3)c): the
//   centre leaves every other power's home centres; its old power gets it back only by recapturing
//   it and keeping a unit on it for a whole year in turn.
// - A unit without an id cannot be followed from phase to phase and never converts anything.
import type { Position, PowerName, ProvinceId, Unit } from '../types';
import { provinceOf, type Variant } from '../variant';

/** One centre that became a home centre of another power (for notices, the map and results). */
export interface HomeCentreConversion {
  centre: ProvinceId;
  /** The power it is now a home centre of. */
  power: PowerName;
  /** The power it was a home centre of until now, if any (001 B.I(3)c). */
  from?: PowerName;
  /** The unit that stood on it all year. */
  unitId: string;
}

/** The unit standing on each supply centre now, by id: the candidates for a new game year. */
export function occupantsOfCentres(variant: Variant, units: readonly Unit[]): Record<ProvinceId, string> {
  const out: Record<ProvinceId, string> = {};
  for (const u of units) {
    if (typeof u.id !== 'string') continue;
    const p = provinceOf(u.location);
    if (variant.province(p)?.supplyCentre) out[p] = u.id;
  }
  return out;
}

/** The candidates still standing where they stood: a unit that left, was dislodged or removed drops out. */
export function stillStanding(occupants: Readonly<Record<ProvinceId, string>>, units: readonly Unit[]): Record<ProvinceId, string> {
  const where = new Map<string, ProvinceId>();
  for (const u of units) if (typeof u.id === 'string') where.set(u.id, provinceOf(u.location));
  const out: Record<ProvinceId, string> = {};
  for (const centre of Object.keys(occupants)) {
    const id = occupants[centre]!;
    if (where.get(id) === centre) out[centre] = id;
  }
  return out;
}

/**
 * The year is over: every centre whose unit stood on it all year becomes a home centre of that
 * unit's power (and of no other). Returns the new home-centre lists and what changed.
 */
export function convertHomeCentres(
  variant: Variant, position: Position, yearLong: Readonly<Record<ProvinceId, string>>,
): { homeCentres: Record<PowerName, ProvinceId[]>; conversions: HomeCentreConversion[] } {
  const byId = new Map<string, Unit>();
  for (const u of position.units) if (typeof u.id === 'string') byId.set(u.id, u);
  const homeCentres: Record<PowerName, ProvinceId[]> = {};
  // An imported position may carry anything here: keep only real lists.
  for (const power of Object.keys(position.homeCentres ?? {})) {
    const list: unknown = position.homeCentres[power];
    if (Array.isArray(list)) homeCentres[power] = list.filter((c): c is ProvinceId => typeof c === 'string');
  }
  for (const p of variant.powers) homeCentres[p.name] ??= [...variant.homeCentres(p.name)];
  const conversions: HomeCentreConversion[] = [];
  // Map order, so notices and lists come out the same way every time.
  for (const centre of variant.supplyCentres()) {
    const id = yearLong[centre];
    if (id === undefined) continue;
    const unit = byId.get(id);
    if (!unit || provinceOf(unit.location) !== centre) continue;
    if (homeCentres[unit.power]?.includes(centre)) continue; // already its home: nothing changes
    let from: PowerName | undefined;
    for (const power of Object.keys(homeCentres)) {
      const list = homeCentres[power]!;
      if (list.includes(centre)) { from = power; homeCentres[power] = list.filter((c) => c !== centre); }
    }
    (homeCentres[unit.power] ??= []).push(centre);
    conversions.push(from === undefined ? { centre, power: unit.power, unitId: id } : { centre, power: unit.power, from, unitId: id });
  }
  return { homeCentres, conversions };
}

/** The GM's sentence for one conversion. */
export function conversionNotice(variant: Variant, c: HomeCentreConversion, unit: Unit | undefined): string {
  const name = variant.province(c.centre)?.name ?? c.centre;
  const who = unit ? `${unit.type} ${name}` : 'the same unit';
  const from = c.from ? `; it is no longer a home centre of ${c.from} (001 B.I(3)c)` : '';
  return `${name} becomes a home centre of ${c.power}: ${who} stood on it for the whole game year (001 B.I(3)a)${from}`;
}

/**
 * Follows the year's occupants through one adjudicated phase and converts centres when a game
 * year ends. `before` is the position adjudicated, `next` the position it led to.
 */
export function trackYearLongOccupants(
  variant: Variant, before: Position, next: Position,
): { next: Position; conversions: HomeCentreConversion[]; notices: string[] } {
  const given: unknown = before.yearLongOccupants;
  const start: Record<ProvinceId, string> = typeof given === 'object' && given !== null
    ? given as Record<ProvinceId, string>
    : before.phase.season === 'spring' && before.phase.type === 'movement' ? occupantsOfCentres(variant, before.units) : {};
  const yearLong = stillStanding(start, next.units);
  if (next.phase.year <= before.phase.year) return { next: { ...next, yearLongOccupants: yearLong }, conversions: [], notices: [] };
  // Spring, Fall and Monsoon are over: convert, then the next year's candidates are whoever stands on a centre now.
  const { homeCentres, conversions } = convertHomeCentres(variant, next, yearLong);
  const byId = new Map(next.units.map((u) => [u.id, u]));
  const notices = conversions.map((c) => conversionNotice(variant, c, byId.get(c.unitId)));
  const after: Position = conversions.length > 0 ? { ...next, homeCentres } : next;
  return { next: { ...after, yearLongOccupants: occupantsOfCentres(variant, next.units) }, conversions, notices };
}
