// A loaded, validated variant with the look-ups the adjudicator and the order reader need.
// The data itself lives in assets/variants/<id>/variant.json; this file only indexes it.
import * as z from 'zod';
import type { Location, PowerData, ProvinceData, ProvinceId, UnitType, VariantData } from './types';

const variantSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  startYear: z.number().int(),
  victoryCentres: z.number().int().positive(),
  phaseNames: z.object({ spring: z.string(), fall: z.string(), adjustment: z.string() }),
  powers: z.array(z.object({
    name: z.string().min(1), adjective: z.string(), colour: z.string(), homeCentres: z.array(z.string()),
  })).min(2),
  provinces: z.array(z.object({
    id: z.string().regex(/^[a-z][a-z0-9]*$/), name: z.string().min(1),
    kind: z.enum(['land', 'sea', 'coast']), coasts: z.array(z.string()), supplyCentre: z.boolean(),
    river: z.string().optional(), abbreviation: z.string().optional(),
  })),
  adjacency: z.object({
    army: z.record(z.string(), z.array(z.string())),
    fleet: z.record(z.string(), z.array(z.string())),
  }),
  startUnits: z.array(z.object({ type: z.enum(['A', 'F']), power: z.string(), location: z.string() })),
  rivers: z.array(z.object({ name: z.string(), provinces: z.array(z.string()) })),
});

/** The province part of a location: `stp/nc` → `stp`. */
export function provinceOf(location: Location): ProvinceId {
  const slash = location.indexOf('/');
  return slash < 0 ? location : location.slice(0, slash);
}

/** The coast part of a location, or undefined: `stp/nc` → `nc`. */
export function coastOf(location: Location): string | undefined {
  const slash = location.indexOf('/');
  return slash < 0 ? undefined : location.slice(slash + 1);
}

export class Variant {
  readonly data: VariantData;
  readonly provinces: ReadonlyMap<ProvinceId, ProvinceData>;
  readonly powers: readonly PowerData[];
  private readonly armyAdj: Map<ProvinceId, Set<ProvinceId>>;
  private readonly fleetAdj: Map<Location, Set<Location>>;
  /** Fleet adjacency with coasts dropped, for "could this fleet reach that province at all". */
  private readonly fleetProvinceAdj: Map<ProvinceId, Set<ProvinceId>>;
  /** Every location (provinces, then each one's coasts) as the one string object the map uses. */
  private readonly canonical: Map<string, Location>;

  constructor(data: VariantData) {
    this.data = data;
    this.provinces = new Map(data.provinces.map((p) => [p.id, p]));
    this.powers = data.powers;
    this.armyAdj = symmetric(data.adjacency.army);
    this.fleetAdj = symmetric(data.adjacency.fleet);
    this.canonical = canonicalLocations(data);
    this.fleetProvinceAdj = new Map();
    for (const [from, tos] of this.fleetAdj) {
      const p = provinceOf(from);
      let set = this.fleetProvinceAdj.get(p);
      if (!set) this.fleetProvinceAdj.set(p, (set = new Set()));
      for (const to of tos) set.add(provinceOf(to));
    }
  }

  get id(): string { return this.data.id; }

  province(id: ProvinceId): ProvinceData | undefined { return this.provinces.get(id); }

  power(name: string): PowerData | undefined {
    const lower = name.toLowerCase();
    return this.powers.find((p) => p.name.toLowerCase() === lower);
  }

  isSupplyCentre(id: ProvinceId): boolean { return this.provinces.get(id)?.supplyCentre ?? false; }

  /**
   * The map's own string for a location written exactly so (`stp/nc`), or undefined. Readers
   * hand the engine these: a look-up with the very string object the engine's tables hold is a
   * pointer comparison, and reads no text that may have left the cache.
   */
  canonicalLocation(location: string): Location | undefined { return this.canonical.get(location); }

  /** True when `location` names a real place: a province, or a province/coast pair that exists. */
  isLocation(location: Location): boolean {
    const p = this.provinces.get(provinceOf(location));
    if (!p) return false;
    const coast = coastOf(location);
    return coast === undefined || p.coasts.includes(coast);
  }

  /** Can a unit of this type stand at this location at all? */
  canOccupy(type: UnitType, location: Location): boolean {
    const p = this.provinces.get(provinceOf(location));
    if (!p) return false;
    if (type === 'A') return p.kind !== 'sea' && coastOf(location) === undefined;
    if (p.kind === 'land' && !p.river) return false;
    if (p.coasts.length > 0) return coastOf(location) !== undefined && p.coasts.includes(coastOf(location)!);
    return coastOf(location) === undefined;
  }

  /** One step for an army: province to province over land. */
  armyAdjacent(from: ProvinceId, to: ProvinceId): boolean {
    return this.armyAdj.get(provinceOf(from))?.has(provinceOf(to)) ?? false;
  }

  /** One step for a fleet: coast-exact (`mao` → `spa/nc`). */
  fleetAdjacent(from: Location, to: Location): boolean {
    return this.fleetAdj.get(from)?.has(to) ?? false;
  }

  /** A fleet at `from` could reach some coast of province `to` (used for supports, 000 D.IV(3)). */
  fleetReachesProvince(from: Location, to: ProvinceId): boolean {
    for (const dest of this.fleetAdj.get(from) ?? []) if (provinceOf(dest) === to) return true;
    return false;
  }

  /** Coast-level destinations a fleet at `from` can move to within province `to`. */
  fleetCoastsInto(from: Location, to: ProvinceId): Location[] {
    const out: Location[] = [];
    for (const dest of this.fleetAdj.get(from) ?? []) if (provinceOf(dest) === to) out.push(dest);
    return out;
  }

  /** Any unit's neighbours at a location (army: provinces; fleet: locations). */
  neighbours(type: UnitType, from: Location): Location[] {
    return [...(type === 'A' ? this.armyAdj.get(provinceOf(from)) : this.fleetAdj.get(from)) ?? []];
  }

  /** Province-level fleet neighbours (coasts folded), e.g. for convoy-route searches through seas. */
  fleetProvinceNeighbours(from: ProvinceId): ProvinceId[] {
    return [...(this.fleetProvinceAdj.get(from) ?? [])];
  }

  homeCentres(power: string): ProvinceId[] { return this.power(power)?.homeCentres ?? []; }

  supplyCentres(): ProvinceId[] { return this.data.provinces.filter((p) => p.supplyCentre).map((p) => p.id); }
}

/**
 * Province ids and coast locations as the variant data spells them. Strings read from the data
 * are interned by the JavaScript engine (one object per text), so the coasts are taken from the
 * fleet adjacency lists, where every coast appears, rather than built again.
 */
function canonicalLocations(data: VariantData): Map<string, Location> {
  const fromData = new Map<string, Location>();
  for (const [from, tos] of Object.entries(data.adjacency.fleet)) {
    fromData.set(from, from);
    for (const to of tos) fromData.set(to, to);
  }
  const out = new Map<string, Location>();
  for (const p of data.provinces) {
    out.set(p.id, p.id);
    for (const c of p.coasts) {
      const text = `${p.id}/${c}`;
      out.set(text, fromData.get(text) ?? text);
    }
  }
  return out;
}

function symmetric(table: Record<string, string[]>): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  const add = (a: string, b: string) => {
    let set = out.get(a);
    if (!set) out.set(a, (set = new Set()));
    set.add(b);
  };
  for (const [from, tos] of Object.entries(table)) for (const to of tos) { add(from, to); add(to, from); }
  return out;
}

export class VariantError extends Error {}

/** Validates raw variant data and checks that it is internally consistent. */
export function loadVariant(raw: unknown): Variant {
  const parsed = variantSchema.safeParse(raw);
  if (!parsed.success) throw new VariantError(`variant data is malformed: ${parsed.error.issues[0]?.path.join('.')}: ${parsed.error.issues[0]?.message}`);
  const data = parsed.data as VariantData;
  const ids = new Set(data.provinces.map((p) => p.id));
  const problems: string[] = [];
  const checkLoc = (where: string, loc: string) => {
    const p = data.provinces.find((q) => q.id === provinceOf(loc));
    if (!p) problems.push(`${where}: unknown province '${loc}'`);
    else if (coastOf(loc) && !p.coasts.includes(coastOf(loc)!)) problems.push(`${where}: unknown coast '${loc}'`);
  };
  for (const [from, tos] of Object.entries(data.adjacency.army)) {
    checkLoc('army adjacency', from);
    for (const to of tos) checkLoc(`army adjacency of ${from}`, to);
  }
  for (const [from, tos] of Object.entries(data.adjacency.fleet)) {
    checkLoc('fleet adjacency', from);
    for (const to of tos) checkLoc(`fleet adjacency of ${from}`, to);
  }
  for (const power of data.powers) for (const h of power.homeCentres) {
    if (!ids.has(h)) problems.push(`home centre ${h} of ${power.name} is not a province`);
    else if (!data.provinces.find((p) => p.id === h)!.supplyCentre) problems.push(`home centre ${h} of ${power.name} is not a supply centre`);
  }
  for (const u of data.startUnits) {
    checkLoc('start unit', u.location);
    if (!data.powers.some((p) => p.name === u.power)) problems.push(`start unit at ${u.location} belongs to unknown power ${u.power}`);
  }
  for (const river of data.rivers) for (const p of river.provinces) if (!ids.has(p)) problems.push(`river ${river.name}: unknown province ${p}`);
  if (data.victoryCentres > data.provinces.filter((p) => p.supplyCentre).length) problems.push('victory needs more centres than the map has');
  if (problems.length) throw new VariantError(`variant ${data.id} is inconsistent: ${problems.slice(0, 5).join('; ')}`);
  const variant = new Variant(data);
  for (const u of data.startUnits) if (!variant.canOccupy(u.type, u.location)) problems.push(`start unit ${u.type} ${u.location} cannot stand there`);
  if (problems.length) throw new VariantError(`variant ${data.id} is inconsistent: ${problems.slice(0, 5).join('; ')}`);
  return variant;
}

/** A short summary a GM can read on the home screen or from `adjutant variant <id>`. */
export interface VariantSummary {
  id: string; name: string; startYear: number; victoryCentres: number; provinces: number;
  seas: number; supplyCentres: number; powers: { name: string; homeCentres: number; units: number }[];
  adjustmentPhase: string; rivers: string[];
}

export function summariseVariant(v: Variant): VariantSummary {
  return {
    id: v.id, name: v.data.name, startYear: v.data.startYear, victoryCentres: v.data.victoryCentres,
    provinces: v.data.provinces.length, seas: v.data.provinces.filter((p) => p.kind === 'sea').length,
    supplyCentres: v.supplyCentres().length,
    powers: v.powers.map((p) => ({ name: p.name, homeCentres: p.homeCentres.length, units: v.data.startUnits.filter((u) => u.power === p.name).length })),
    adjustmentPhase: v.data.phaseNames.adjustment, rivers: v.data.rivers.map((r) => r.name),
  };
}
