// Reusable typed arrays for one movement adjudication. Allocating a dozen typed arrays per phase
// costs more than adjudicating a quiet phase, so each board keeps one set per unit count and
// resets it. Adjudication is synchronous and never nested, and nothing here escapes into results
// (the plan's lists below hold strings and notes that are copied, never the lists themselves).
import type { Location } from '../types';
import type { Board } from './board';

/** A note on an order that became a hold or does nothing (movementOrders' OrderNote). */
interface Note { code: string; reason: string; clause?: string }

export interface Workspace {
  // by unit index
  prov: Int32Array; loc: Int32Array; isFleet: Uint8Array; orderOf: Int32Array; kind: Uint8Array; dest: Int32Array;
  convoyed: Uint8Array; target: Int32Array; holdSupport: Uint8Array; matches: Uint8Array; civilDisorder: Uint8Array;
  state: Uint8Array; result: Uint8Array; paradox: Uint8Array; circular: Uint8Array; moved: Uint8Array; dislodgedBy: Int32Array;
  pathKnown: Uint8Array;
  /** The unit's power as an index into the prepared phase's `powers`: powers are compared as numbers. */
  powerOf: Int32Array;
  /** MOVE: the location index (board.locationIndex) the unit ends on, beside the plan's destLoc text. */
  destIndex: Int32Array;
  /** The kind (movementOrders' HOLD, MOVE, SUPPORT, CONVOY) of the order each unit follows. */
  orderKind: Uint8Array;
  /** Linked lists in unit order, -1 ending them: the next attacker into the same province, the next supporter of the same unit. */
  nextAttacker: Int32Array; firstSupporter: Int32Array; lastSupporter: Int32Array; nextSupporter: Int32Array;
  // by province index
  unitAt: Int32Array; occupied: Uint8Array; standoff: Uint8Array;
  /** First and last unit ordered to move into each province (the list goes on in nextAttacker). */
  firstAttacker: Int32Array; lastAttacker: Int32Array;
  // Lists of the movement plan by unit index, emptied (all undefined) at each reset but for the
  // two written for every unit that reads them (see reset)...
  destLoc: Location[]; convoyFleets: (number[] | undefined)[]; boundRoute: (number[] | undefined)[];
  supportCoast: (string | undefined)[]; notes: (Note | undefined)[];
  /** How many phases have used this workspace: a phase decided earlier can tell whether its arrays were reused since. */
  use: number;
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
  w.use++;
  return w;
}

/**
 * All arrays are views into two buffers, one starting at -1 (indices: "none") and one at 0
 * (flags), so a reset is two fills.
 */
function create(size: number, n: number): Workspace & { reset(): void } {
  // Exactly the arrays below: 12 by unit and 3 by province, 13 by unit and 2 by province.
  const ints = new Int32Array(12 * n + 3 * size);
  const bytes = new Uint8Array(13 * n + 2 * size);
  let i = 0;
  let b = 0;
  const int = (len: number) => ints.subarray(i, (i += len));
  const byte = (len: number) => bytes.subarray(b, (b += len));
  const lists = () => new Array(n).fill(undefined);
  const destLoc = lists(), convoyFleets = lists(), boundRoute = lists();
  const supportCoast = lists(), notes = lists();
  return {
    orderOf: int(n), dest: int(n), target: int(n), dislodgedBy: int(n), unitAt: int(size),
    nextAttacker: int(n), firstSupporter: int(n), lastSupporter: int(n), nextSupporter: int(n),
    firstAttacker: int(size), lastAttacker: int(size),
    prov: int(n), loc: int(n), powerOf: int(n), // overwritten for every unit
    destIndex: int(n),
    isFleet: byte(n), kind: byte(n), convoyed: byte(n), holdSupport: byte(n), matches: byte(n),
    civilDisorder: byte(n), state: byte(n), result: byte(n), paradox: byte(n), circular: byte(n), moved: byte(n), pathKnown: byte(n), orderKind: byte(n),
    occupied: byte(size), standoff: byte(size),
    destLoc, convoyFleets, boundRoute, supportCoast, notes, use: 0,
    reset() {
      ints.fill(-1);
      bytes.fill(0);
      // Plain loops: Array.prototype.fill on these small lists costs more than the stores.
      // destLoc and supportCoast are not emptied: the plan writes them for every move and every
      // support (movementOrders.ts interpretOrder), the only units whose entries are read.
      for (let k = 0; k < n; k++) {
        convoyFleets[k] = undefined; boundRoute[k] = undefined; notes[k] = undefined;
      }
    },
  };
}
