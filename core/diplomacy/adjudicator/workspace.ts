// Reusable typed arrays for one movement adjudication. Allocating a dozen typed arrays per phase
// costs more than adjudicating a quiet phase, so each board keeps one set per unit count and
// resets it. Adjudication is synchronous and never nested, and nothing here escapes into results.
import type { Board } from './board';

export interface Workspace {
  // by unit index
  prov: Int32Array; isFleet: Uint8Array; orderOf: Int32Array; kind: Uint8Array; dest: Int32Array;
  convoyed: Uint8Array; target: Int32Array; holdSupport: Uint8Array; matches: Uint8Array; civilDisorder: Uint8Array;
  state: Uint8Array; result: Uint8Array; paradox: Uint8Array; circular: Uint8Array; moved: Uint8Array; dislodgedBy: Int32Array;
  pathKnown: Uint8Array;
  // by province index
  unitAt: Int32Array; occupied: Uint8Array; standoff: Uint8Array;
}

const cache = new WeakMap<Board, Map<number, Workspace & { reset(): void }>>();

export function workspace(board: Board, n: number): Workspace {
  let byCount = cache.get(board);
  if (!byCount) cache.set(board, (byCount = new Map()));
  let w = byCount.get(n);
  if (!w) {
    w = create(board.size, n);
    byCount.set(n, w);
  }
  w.reset();
  return w;
}

/**
 * All arrays are views into two buffers, one starting at -1 (indices: "none") and one at 0
 * (flags), so a reset is two fills.
 */
function create(size: number, n: number): Workspace & { reset(): void } {
  const ints = new Int32Array(5 * n + size + 1);
  const bytes = new Uint8Array(13 * n + 2 * size + 1);
  let i = 0;
  let b = 0;
  const int = (len: number) => ints.subarray(i, (i += len));
  const byte = (len: number) => bytes.subarray(b, (b += len));
  return {
    orderOf: int(n), dest: int(n), target: int(n), dislodgedBy: int(n), unitAt: int(size),
    prov: int(n), // overwritten for every unit
    isFleet: byte(n), kind: byte(n), convoyed: byte(n), holdSupport: byte(n), matches: byte(n),
    civilDisorder: byte(n), state: byte(n), result: byte(n), paradox: byte(n), circular: byte(n), moved: byte(n), pathKnown: byte(n),
    occupied: byte(size), standoff: byte(size),
    reset() { ints.fill(-1); bytes.fill(0); },
  };
}
