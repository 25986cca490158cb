// The map compiled for adjudication: every province and every coast gets an integer index, and
// adjacency becomes flat byte matrices, so the movement resolver never builds strings or walks
// Sets in its hot loop. Compiled once per Variant and cached.
//
// Rivers (Maharajah, 001 B.I(2)) need no special case here: a fleet's moves along a river are
// ordinary fleet adjacency in the variant data, and a fleet in a river province may convoy
// (`convoyWater`, 001 B.I(2)b); how a river convoy is disrupted is in movementDecisions.
import type { Location, ProvinceData, ProvinceId } from '../types';
import { provinceOf, type Variant } from '../variant';
import { locationTable, lookUpLocation, type LocationTable } from './locationTable';

export interface Board {
  readonly variant: Variant;
  /** Province ids by index. */
  readonly provinceIds: readonly ProvinceId[];
  readonly provinces: readonly ProvinceData[];
  readonly provinceIndex: ReadonlyMap<ProvinceId, number>;
  readonly size: number;
  /** Army may step from province a to province b: armyAdj[a * size + b]. */
  readonly armyAdj: Uint8Array;
  /** A fleet somewhere in province a can step to some coast of province b (coasts folded). */
  readonly fleetProvinceAdj: Uint8Array;
  /** Province ids adjacent for an army, by province index. */
  readonly armyNeighbours: readonly (readonly number[])[];
  /** Province indices a fleet standing in this province could reach (coasts folded). */
  readonly fleetProvinceNeighbours: readonly (readonly number[])[];
  /** A fleet in this province can carry a convoyed army (sea, or river: 001 B.I(2)b). */
  readonly convoyWater: Uint8Array;
  /** Province has named coasts (Spain, Bulgaria, St Petersburg). */
  readonly multiCoast: Uint8Array;
  readonly isSea: Uint8Array;
  /** A river province (001 B.I(2)): its convoys are disrupted by the river rules. */
  readonly isRiver: Uint8Array;
  readonly supplyCentre: Uint8Array;
  /** Every location a unit can stand on (provinces and coasts), by location index. */
  readonly locationIds: readonly Location[];
  /** Index of every location a fleet can stand on (provinces and coasts). */
  readonly locationIndex: ReadonlyMap<Location, number>;
  /** The same as a table the hot loops read faster than the Map (locationTable.ts): see locationIndexOf. */
  readonly locationSlots: LocationTable;
  /** Coast-exact destinations of a fleet at location l inside province p: fleetCoasts[l * size + p]. */
  readonly fleetCoasts: readonly (readonly Location[] | undefined)[];
  /**
   * 1 where fleetCoasts has an entry: a fleet at location l can move into province p. The same
   * answer in one byte a pair (6 KB on the standard map), which the engine asks of every fleet's
   * move: reading fleetCoasts for it cost two waits on memory a fleet (issue 18, docs/testing.md).
   */
  readonly fleetReach: Uint8Array;
  /** Province index of every location, by location index (as in `locationIndex`). */
  readonly provinceOfLocation: Int32Array;
  /** Location index of each province itself (an army's place, a fleet's on a one-coast province), by province index. */
  readonly locationOfProvince: Int32Array;
  /**
   * Where a unit may step, as the variant's adjacency says, sorted as text (retreat lists are
   * reported sorted), each with its province index: armies by province id, fleets
   * by exact location. Retreats read these instead of asking the Variant for a fresh list.
   */
  readonly armySteps: ReadonlyMap<string, Steps>;
  readonly fleetSteps: ReadonlyMap<string, Steps>;
  /** `moved to Burgundy`, `moved by convoy to Burgundy` by province index: the commonest results. */
  readonly movedTo: readonly string[];
  readonly movedByConvoyTo: readonly string[];
  /** `A Lon`, `F Stp/nc` for every location index: results name units constantly. */
  readonly armyTexts: readonly string[];
  readonly fleetTexts: readonly string[];
}

/** Destinations in text order, and the province index of each. */
export interface Steps { readonly to: readonly Location[]; readonly province: readonly number[] }

const cache = new WeakMap<Variant, Board>();

/** The last board asked for: nearly every call names the same variant as the one before. */
let last: Board | undefined;

export function boardOf(variant: Variant): Board {
  if (last !== undefined && last.variant === variant) return last;
  let board = cache.get(variant);
  if (!board) {
    board = compile(variant);
    cache.set(variant, board);
  }
  last = board;
  return board;
}

function compile(variant: Variant): Board {
  const provinces = variant.data.provinces;
  const size = provinces.length;
  const provinceIds = provinces.map((p) => p.id);
  const provinceIndex = new Map(provinceIds.map((id, i) => [id, i]));
  // loadVariant refuses adjacency to a place the map does not have: every neighbour has an index.
  // The Variant keeps each province's neighbours in a Set. (An army list that named a province and
  // one of its coasts would list that province twice here; the one reader of these lists, the
  // civil-disorder distance search, visits each province once anyway.)
  const armyNeighbours = provinceIds.map((id) => variant.neighbours('A', id).map((to) => provinceIndex.get(provinceOf(to))!));
  const fleetProvinceNeighbours = provinceIds.map((id) => variant.fleetProvinceNeighbours(id).map((to) => provinceIndex.get(to)!));
  const armyAdj = new Uint8Array(size * size);
  const fleetProvinceAdj = new Uint8Array(size * size);
  for (let a = 0; a < size; a++) {
    for (const b of armyNeighbours[a]!) armyAdj[a * size + b] = 1;
    for (const b of fleetProvinceNeighbours[a]!) fleetProvinceAdj[a * size + b] = 1;
  }
  const convoyWater = new Uint8Array(size);
  const multiCoast = new Uint8Array(size);
  const isSea = new Uint8Array(size);
  const isRiver = new Uint8Array(size);
  const supplyCentre = new Uint8Array(size);
  provinces.forEach((p, i) => {
    // Seas, and Maharajah's river provinces: "they can be used to convoy" (001 B.I(2)b).
    convoyWater[i] = p.kind === 'sea' || p.river ? 1 : 0;
    multiCoast[i] = p.coasts.length > 0 ? 1 : 0;
    isSea[i] = p.kind === 'sea' ? 1 : 0;
    isRiver[i] = p.river ? 1 : 0;
    supplyCentre[i] = p.supplyCentre ? 1 : 0;
  });
  // Each province, then its coasts; the variant's own strings, so that readers' canonical
  // locations are these very objects.
  const locations: Location[] = provinces.flatMap((p) => [p.id, ...p.coasts.map((c) => variant.canonicalLocation(`${p.id}/${c}`)!)]);
  const locationIndex = new Map(locations.map((l, i) => [l, i]));
  const fleetCoasts: (Location[] | undefined)[] = new Array(locations.length * size);
  const fleetReach = new Uint8Array(locations.length * size);
  locations.forEach((from, l) => {
    for (const to of variant.neighbours('F', from)) {
      const at = l * size + provinceIndex.get(provinceOf(to))!;
      (fleetCoasts[at] ??= []).push(to);
      fleetReach[at] = 1;
    }
  });
  const steps = (to: Location[]): Steps => {
    const sorted = [...to].sort();
    return { to: sorted, province: sorted.map((l) => provinceIndex.get(provinceOf(l))!) };
  };
  const armySteps = new Map(provinceIds.map((id) => [id, steps(variant.neighbours('A', id))]));
  const fleetSteps = new Map(locations.map((l) => [l, steps(variant.neighbours('F', l))]));
  const provinceOfLocation = Int32Array.from(locations, (l) => provinceIndex.get(provinceOf(l))!);
  const locationOfProvince = Int32Array.from(provinceIds, (id) => locationIndex.get(id)!);
  return {
    locationIds: locations, locationIndex, locationSlots: locationTable(locations), fleetCoasts, fleetReach, armySteps, fleetSteps, provinceOfLocation, locationOfProvince,
    movedTo: provinces.map((p) => `moved to ${p.name}`), movedByConvoyTo: provinces.map((p) => `moved by convoy to ${p.name}`),
    armyTexts: locations.map((l) => `A ${placeName(l)}`), fleetTexts: locations.map((l) => `F ${placeName(l)}`),
    variant, provinceIds, provinces, provinceIndex, size, armyAdj, fleetProvinceAdj, armyNeighbours,
    fleetProvinceNeighbours, convoyWater, multiCoast, isSea, isRiver, supplyCentre,
  };
}

const placeNameCache = new Map<string, string>();

/** `stp/nc` → `Stp/nc`, `lon` → `Lon`: how the results text names a place. */
export function placeName(location: Location): string {
  const cached = placeNameCache.get(location);
  if (cached !== undefined) return cached;
  const name = location.length === 0 ? location : location[0]!.toUpperCase() + location.slice(1);
  // Map locations repeat endlessly; hostile text should not grow the cache without bound.
  if (placeNameCache.size < 4096) placeNameCache.set(location, name);
  return name;
}

/**
 * Coast-exact destinations of a fleet at location index `l` (-1: none) inside province index `p`.
 * With l = -1 the index is negative, a key no list has: none.
 */
export function fleetCoastsFrom(board: Board, l: number, p: number): readonly Location[] {
  return board.fleetCoasts[l * board.size + p] ?? noLocations;
}

const noLocations: readonly Location[] = [];

/**
 * A fleet at location index `l` can move into province index `p` (some coast of it). With l = -1
 * (a place the map does not write so) the index is negative, which a typed array reads as
 * undefined: no fleet there reaches anything, as fleetCoastsFrom says.
 */
export function fleetCanReach(board: Board, l: number, p: number): boolean {
  return board.fleetReach[l * board.size + p] === 1;
}

/** Location index of a location written exactly as the map writes it (`lon`, `stp/nc`), or -1. */
export function locationIndexOf(board: Board, location: string): number {
  return lookUpLocation(board.locationSlots, location);
}

/**
 * Province index of a written location (any case, coast or not), or -1. Fast for the map's own
 * text (the table of locationTable.ts); other text is lower-cased and looked up again.
 */
export function provinceIndexOf(board: Board, location: unknown): number {
  if (typeof location !== 'string') return -1;
  const l = lookUpLocation(board.locationSlots, location);
  if (l >= 0) return board.provinceOfLocation[l]!;
  return board.provinceIndex.get(provinceOf(location.toLowerCase())) ?? -1;
}
