// Which units a power loses when it must remove more units than it ordered removed (000 D.V(4)a),
// when it is in civil disorder (001 B.VI(4), 002 BT24e), or when its excess removals are handed to
// this rule (001 B.VI(2)b). Farthest from home first; equal distance: fleets before armies; then
// alphabetically by the English name of the province the unit stands in.
//
// How distance is measured differs (HouseRules.civilDisorderDistance):
//  'wm2004' (000 D.V(4)b-c): an army counts moves as if alone on the board and able to enter land
//     and sea provinces (not Switzerland); a fleet counts legal fleet moves. To a home centre.
//  'maharajiad' (001 B.VI(4)b): legal moves, each sea province counting one move for any unit,
//     fleet there or not — for an army this is the same walk over land and sea. To a home centre.
//  'agora-bt' (002 BT24e, silent on the measure, so BT25 falls back to the 2000 rulebook as the
//     DATC read it before 2023): armies over land and sea, fleets by fleet moves. To a home centre.
//  'rulebook-2023' (DATC v3.0 6.J): armies and fleets both over land and sea, to the nearest
//     supply centre the power owns.
//  'rulebook-2000-land-and-sea' (DATC v2.4 4.D.8, the droidippy judge): armies and fleets both
//     over land and sea, to a home centre.
import type { HouseRules } from './houseRules';
import type { Position, PowerName, Unit } from './types';
import { provinceOf, type Variant } from './variant';
import { boardOf } from './adjudicator/board';

export type DistanceRule = HouseRules['civilDisorderDistance'];

/** Moves from the unit to the nearest target of this rule; Infinity when none can be reached. */
export function distanceFromHome(variant: Variant, position: Position, unit: Unit, rule: DistanceRule): number {
  const board = boardOf(variant);
  const targets = new Uint8Array(board.size);
  if (rule === 'rulebook-2023') {
    for (const [centre, owner] of Object.entries(position.centres)) {
      const p = board.provinceIndex.get(centre);
      if (owner === unit.power && p !== undefined) targets[p] = 1;
    }
  } else {
    const homes = position.homeCentres?.[unit.power] ?? variant.homeCentres(unit.power);
    for (const h of homes) {
      const p = board.provinceIndex.get(h);
      if (p !== undefined) targets[p] = 1;
    }
  }
  if (unit.type === 'F' && rule !== 'rulebook-2023' && rule !== 'rulebook-2000-land-and-sea') return fleetMoves(variant, unit.location, targets);
  return landAndSeaMoves(variant, provinceOf(unit.location), targets);
}

/** Breadth-first over provinces, stepping like an army or like a fleet (coasts folded). */
function landAndSeaMoves(variant: Variant, from: string, targets: Uint8Array): number {
  const board = boardOf(variant);
  const start = board.provinceIndex.get(from);
  if (start === undefined) return Infinity;
  // "not Switzerland" (000 D.V(4)b): an impassable province a variant may carry is never entered.
  const barred = (p: number) => board.provinces[p]!.name === 'Switzerland';
  const dist = new Int32Array(board.size).fill(-1);
  dist[start] = 0;
  const queue = [start];
  for (let head = 0; head < queue.length; head++) {
    const p = queue[head]!;
    if (targets[p]) return dist[p]!;
    for (const list of [board.armyNeighbours[p]!, board.fleetProvinceNeighbours[p]!]) {
      for (const q of list) {
        if (dist[q] !== -1 || barred(q)) continue;
        dist[q] = dist[p]! + 1;
        queue.push(q);
      }
    }
  }
  return Infinity;
}

/** Breadth-first over fleet locations (coast-exact): only legal fleet moves (000 D.V(4)c). */
function fleetMoves(variant: Variant, from: string, targets: Uint8Array): number {
  const board = boardOf(variant);
  const seen = new Map<string, number>([[from, 0]]);
  const queue = [from];
  for (let head = 0; head < queue.length; head++) {
    const loc = queue[head]!;
    const p = board.provinceIndex.get(provinceOf(loc));
    if (p !== undefined && targets[p]) return seen.get(loc)!;
    for (const next of variant.neighbours('F', loc)) {
      if (seen.has(next)) continue;
      seen.set(next, seen.get(loc)! + 1);
      queue.push(next);
    }
  }
  return Infinity;
}

export interface RankedUnit { unit: Unit; distance: number }

/** All of a power's units in the order this rule removes them. */
export function removalOrder(variant: Variant, position: Position, units: readonly Unit[], rule: DistanceRule): RankedUnit[] {
  const name = (u: Unit) => variant.province(provinceOf(u.location))?.name ?? u.location;
  return units
    .map((unit) => ({ unit, distance: distanceFromHome(variant, position, unit, rule) }))
    .sort((a, b) =>
      (a.distance === b.distance ? 0 : a.distance > b.distance ? -1 : 1)
      || (a.unit.type === b.unit.type ? 0 : a.unit.type === 'F' ? -1 : 1)
      || (name(a.unit) < name(b.unit) ? -1 : name(a.unit) > name(b.unit) ? 1 : 0));
}

/** The `count` units of `power` (other than those already removed) this rule removes, in order. */
export function civilDisorderRemovals(
  variant: Variant, position: Position, power: PowerName, count: number, rule: DistanceRule,
  alreadyRemoved: readonly Unit[] = [],
): RankedUnit[] {
  if (count <= 0) return [];
  const candidates = position.units.filter((u) => u.power === power && !alreadyRemoved.includes(u));
  return removalOrder(variant, position, candidates, rule).slice(0, count);
}
