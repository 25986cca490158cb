// Convoy routes: chains of fleets in adjacent waters from an army's province to its destination
// (002 BT18b). The same search serves before adjudication (is any route ordered at all?) and
// during it (is there still a chain of fleets whose convoy succeeds? DATC 5.B.4 PATH); with
// several routes the convoy is disrupted only when every route is (000 D.VI(4), DATC 4.A.1).
import type { Board } from './board';

/**
 * True when a chain of `fleets` (unit indices standing in `fleetProvince[f]`) links `origin` to
 * `destination`, using only fleets for which `carries(f)` is true. `carries` is called lazily,
 * only for fleets the search actually reaches, so the resolver sees only real dependencies.
 */
export function convoyChainExists(
  board: Board, origin: number, destination: number, fleets: readonly number[],
  fleetProvince: ArrayLike<number>, carries: (fleet: number) => boolean,
): boolean {
  const n = fleets.length;
  if (n === 0) return false;
  // The search's `seen` flags and queue live in one shared scratch buffer, taken from its top and
  // given back on return: `carries` may resolve decisions that search again (nested calls), and a
  // phase asks this often enough that two fresh typed arrays per call showed in its allocations.
  const base = scratchTop;
  if (base + 2 * n > scratch.length) growScratch(base + 2 * n);
  const buffer = scratch;
  const seen = base;
  const queue = base + n;
  scratchTop = base + 2 * n;
  for (let k = 0; k < n; k++) buffer[seen + k] = 0;
  let head = 0;
  let tail = 0;
  const adj = board.fleetProvinceAdj;
  const size = board.size;
  let found = false;
  try {
    for (let k = 0; k < n; k++) {
      if (adj[fleetProvince[fleets[k]!]! * size + origin]) { buffer[seen + k] = 1; buffer[queue + tail++] = k; }
    }
    while (head < tail) {
      const k = buffer[queue + head++]!;
      const f = fleets[k]!;
      if (!carries(f)) continue;
      const here = fleetProvince[f]!;
      if (adj[here * size + destination]) { found = true; break; }
      for (let m = 0; m < n; m++) {
        if (buffer[seen + m]) continue;
        if (adj[here * size + fleetProvince[fleets[m]!]!]) { buffer[seen + m] = 1; buffer[queue + tail++] = m; }
      }
    }
  } finally {
    scratchTop = base;
  }
  return found;
}

/** Scratch space of convoyChainExists: in use below `scratchTop`. */
let scratch = new Int32Array(256);
let scratchTop = 0;

function growScratch(needed: number): void {
  // Searches already under way keep the buffer they started with: nothing else writes to it now.
  scratch = new Int32Array(Math.max(needed, scratch.length * 2));
}

/** A `carries` for searches before adjudication: every fleet ordered to convoy may carry. */
export function anyFleet(): boolean { return true; }

/**
 * The fleets (of `fleets`) necessary for some route from origin to destination: they lie on a
 * route that cannot be shortened (no fleet of it skippable). A convoy order for a fleet that no
 * route needs is illegal and shows no intent (DATC 6.G.19, issue 4.E.1). Fleets are few, so a
 * depth-first walk over short-cut-free chains is cheap.
 */
export function fleetsNeededForSomeRoute(
  board: Board, origin: number, destination: number, fleets: readonly number[], fleetProvince: ArrayLike<number>,
): Set<number> {
  const adj = board.fleetProvinceAdj;
  const size = board.size;
  const at = (k: number) => fleetProvince[fleets[k]!]!;
  const needed = new Set<number>();
  const path: number[] = [];
  // Short-cut-free chains can be exponentially many on a sea full of fleets; past this budget
  // every fleet of a connected chain counts as needed (the pre-v3 reading of DATC 4.A.3).
  let budget = 20000;
  const walk = (k: number): void => {
    if (--budget < 0) return;
    path.push(k);
    const here = at(k);
    if (adj[here * size + destination]) {
      for (const m of path) needed.add(fleets[m]!);
    } else {
      for (let m = 0; m < fleets.length; m++) {
        if (path.includes(m)) continue;
        const there = at(m);
        if (!adj[here * size + there]) continue;
        // No short cut: the next fleet touches neither the origin nor any earlier fleet but this one.
        if (adj[there * size + origin]) continue;
        let chord = false;
        for (let q = 0; q < path.length - 1 && !chord; q++) chord = adj[at(path[q]!) * size + there] === 1;
        if (!chord) walk(m);
      }
    }
    path.pop();
  };
  for (let k = 0; k < fleets.length; k++) if (adj[at(k) * size + origin]) walk(k);
  if (budget < 0) {
    for (let k = 0; k < fleets.length; k++) {
      const f = fleets[k]!;
      const others = fleets.filter((g) => g !== f);
      const fromOrigin = adj[at(k) * size + origin] === 1 || convoyChainExists(board, origin, at(k), others, fleetProvince, () => true);
      const toDestination = adj[at(k) * size + destination] === 1 || convoyChainExists(board, at(k), destination, others, fleetProvince, () => true);
      if (fromOrigin && toDestination) needed.add(f);
    }
  }
  return needed;
}

/**
 * A route written in the order (000 D.VI(3), 002 BT17): the waters in sequence, at least one (an
 * order with an empty route names none, and is classified as if it had none). Returns the fleets
 * that form it, or a sentence saying why it cannot carry the army (before adjudication).
 */
export function namedRoute(
  board: Board, origin: number, destination: number, route: readonly string[],
  fleetIn: (province: number) => number,
): { fleets: number[] } | { problem: string } {
  const fleets: number[] = [];
  let previous = origin;
  for (const id of route) {
    const p = board.provinceIndex.get(String(id).toLowerCase());
    if (p === undefined) return { problem: `the named route passes through unknown '${id}'` };
    if (!board.convoyWater[p]) return { problem: `the named route passes through ${board.provinces[p]!.name}, which is not water` };
    if (!board.fleetProvinceAdj[previous * board.size + p]) {
      return { problem: `the named route jumps from ${board.provinces[previous]!.name} to ${board.provinces[p]!.name}` };
    }
    const f = fleetIn(p);
    if (f < 0) return { problem: `no fleet in ${board.provinces[p]!.name} is ordered to convoy this army` };
    fleets.push(f);
    previous = p;
  }
  if (!board.fleetProvinceAdj[previous * board.size + destination]) {
    return { problem: `the named route does not reach ${board.provinces[destination]!.name}` };
  }
  return { fleets };
}
