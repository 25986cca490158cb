// The map compiled for adjudication: every province and every coast gets an integer index, and
// adjacency becomes flat byte matrices, so the movement resolver never builds strings or walks
// Sets in its hot loop. Compiled once per Variant and cached.
//
// Rivers (Maharajah, 001 B.I(2)) need no special case here: a fleet's moves along a river are
// ordinary fleet adjacency in the variant data, and a fleet in a river province may convoy
// (`convoyWater`, 001 B.I(2)b); how a river convoy is disrupted is in movementDecisions.
import type { Location, ProvinceData, ProvinceId } from '../types';
import { provinceOf, type Variant } from '../variant';

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
  /** Index of every location a fleet can stand on (provinces and coasts). */
  readonly locationIndex: ReadonlyMap<Location, number>;
  /** Coast-exact destinations of a fleet at location l inside province p: fleetCoasts[l * size + p]. */
  readonly fleetCoasts: readonly (readonly Location[] | undefined)[];
  /** Province index of every location as written in lower case (`stp/nc` → stp's index). */
  readonly locationProvince: ReadonlyMap<string, number>;
  /**
   * Where a unit may step, as the variant's adjacency says, sorted as text (retreat lists are
   * reported sorted), each with its province index (-1 if none): armies by province id, fleets
   * by exact location. Retreats read these instead of asking the Variant for a fresh list.
   */
  readonly armySteps: ReadonlyMap<string, Steps>;
  readonly fleetSteps: ReadonlyMap<string, Steps>;
  /**
   * The same look-up as `locationProvince`, as an open-addressing table over the characters of
   * the text: every unit and every order names locations, and this is cheaper than a Map.
   */
  readonly locationSlots: LocationSlots;
  /** `A Lon`, `F Stp/nc` for every location index: results name units constantly. */
  readonly armyTexts: readonly string[];
  readonly fleetTexts: readonly string[];
}

interface LocationSlots {
  readonly keys: readonly (string | undefined)[];
  /** Province index and location index (as in `locationIndex`) of the key in each slot. */
  readonly province: Int32Array;
  readonly location: Int32Array;
  readonly mask: number;
}

/** Longer text is no map location: such look-ups go to the Map (and fail there). */
const MAX_SLOT_KEY = 16;

function slotHash(text: string): number {
  let h = text.length;
  for (let k = 0; k < text.length; k++) h = (Math.imul(h, 31) + text.charCodeAt(k)) | 0;
  return (h ^ (h >>> 15)) >>> 0;
}

function buildSlots(entries: ReadonlyMap<string, number>, locationIndex: ReadonlyMap<string, number>): LocationSlots {
  let capacity = 64;
  while (capacity < entries.size * 4) capacity *= 2;
  const keys: (string | undefined)[] = new Array(capacity).fill(undefined);
  const province = new Int32Array(capacity).fill(-1);
  const location = new Int32Array(capacity).fill(-1);
  const mask = capacity - 1;
  for (const [key, p] of entries) {
    if (key.length > MAX_SLOT_KEY) continue;
    let slot = slotHash(key) & mask;
    while (keys[slot] !== undefined) slot = (slot + 1) & mask;
    keys[slot] = key;
    province[slot] = p;
    location[slot] = locationIndex.get(key) ?? -1;
  }
  return { keys, province, location, mask };
}

/** The slot of exactly this text as a location of the map, or -1. */
function slotOf(slots: LocationSlots, text: string): number {
  if (text.length > MAX_SLOT_KEY) return -1;
  const { keys, mask } = slots;
  let slot = slotHash(text) & mask;
  for (;;) {
    const key = keys[slot];
    if (key === undefined) return -1;
    if (key === text) return slot;
    slot = (slot + 1) & mask;
  }
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
  const armyAdj = new Uint8Array(size * size);
  const fleetProvinceAdj = new Uint8Array(size * size);
  const armyNeighbours: number[][] = provinces.map(() => []);
  const fleetProvinceNeighbours: number[][] = provinces.map(() => []);
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
  for (let a = 0; a < size; a++) {
    for (const to of variant.neighbours('A', provinceIds[a]!)) {
      const b = provinceIndex.get(provinceOf(to));
      if (b === undefined || armyAdj[a * size + b]) continue;
      armyAdj[a * size + b] = 1;
      armyNeighbours[a]!.push(b);
    }
    for (const to of variant.fleetProvinceNeighbours(provinceIds[a]!)) {
      const b = provinceIndex.get(to);
      if (b === undefined || fleetProvinceAdj[a * size + b]) continue;
      fleetProvinceAdj[a * size + b] = 1;
      fleetProvinceNeighbours[a]!.push(b);
    }
  }
  const locations: Location[] = [];
  provinces.forEach((p) => { locations.push(p.id); for (const c of p.coasts) locations.push(`${p.id}/${c}`); });
  const locationIndex = new Map(locations.map((l, i) => [l, i]));
  const fleetCoasts: (Location[] | undefined)[] = new Array(locations.length * size);
  locations.forEach((from, l) => {
    for (const to of variant.neighbours('F', from)) {
      const p = provinceIndex.get(provinceOf(to));
      if (p !== undefined) (fleetCoasts[l * size + p] ??= []).push(to);
    }
  });
  const steps = (to: Location[]): Steps => {
    const sorted = [...to].sort();
    return { to: sorted, province: sorted.map((l) => provinceIndex.get(provinceOf(l)) ?? -1) };
  };
  const armySteps = new Map(provinceIds.map((id) => [id, steps(variant.neighbours('A', id))]));
  const fleetSteps = new Map(locations.map((l) => [l, steps(variant.neighbours('F', l))]));
  const locationProvince = new Map(locations.map((l) => [l, provinceIndex.get(provinceOf(l))!]));
  return {
    locationIndex, fleetCoasts, armySteps, fleetSteps, locationProvince, locationSlots: buildSlots(locationProvince, locationIndex),
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
 * How the results text names a unit: `A Lon`, `F Stp/nc`. Looked up for map locations (the
 * same text, without building it again); anything else is built as written.
 */
export function unitText(board: Board, type: string, location: string): string {
  if ((type === 'A' || type === 'F') && typeof location === 'string') {
    const slot = slotOf(board.locationSlots, location);
    if (slot >= 0) {
      const l = board.locationSlots.location[slot]!;
      if (l >= 0) return type === 'A' ? board.armyTexts[l]! : board.fleetTexts[l]!;
    }
  }
  return `${type} ${placeName(location)}`;
}

/** Coast-exact destinations of a fleet at `from` inside province index `p` (empty if none). */
export function fleetCoastsInto(board: Board, from: Location, p: number): readonly Location[] {
  const slot = typeof from === 'string' ? slotOf(board.locationSlots, from) : -1;
  const l = slot < 0 ? -1 : board.locationSlots.location[slot]!;
  return (l < 0 ? undefined : board.fleetCoasts[l * board.size + p]) ?? noLocations;
}

const noLocations: readonly Location[] = [];

/** Province index of a written location (any case, coast or not), or -1. Fast for canonical text. */
export function provinceIndexOf(board: Board, location: unknown): number {
  if (typeof location !== 'string') return -1;
  const slot = slotOf(board.locationSlots, location);
  if (slot >= 0) return board.locationSlots.province[slot]!;
  return board.provinceIndex.get(provinceOf(location.toLowerCase())) ?? -1;
}
