// A movement phase's units and orders as numbers, read once before the engine runs (issue 18,
// item 4): every place becomes a province index (and a unit's place also its exact location
// index), every order's kind a number, every power an index into the phase's list of powers.
// The engine then reads two packed integer arrays instead of some sixty objects and their
// strings; the objects are still kept, for the rare paths that quote what was written (an unknown
// destination, a coast, a named route) and to build the results a GM reads.
//
// Preparing reads nothing of the rules or of who sent no orders: those come with the engine call,
// so one prepared phase can be adjudicated under any profile.
import type { ConvoyOrder, HoldOrder, MoveOrder, Order, Position, PowerName, SupportOrder } from '../types';
import { coastOf } from '../variant';
import { locationIndexOf, provinceIndexOf, type Board } from './board';
import {
  HOLD, MOVE, SUPPORT, CONVOY, U_LOC, U_PROV, U_TYPE, U_POWER, UNIT_FIELDS, ARMY, FLEET, OTHER_TYPE, O_KIND, O_UNIT,
  O_POWER, O_A, O_B, O_FLAGS, ORDER_FIELDS, NO_PLACE, VIA_CONVOY, BY_LAND, ROUTE_WRITTEN, TO_HAS_COAST,
  WRITTEN_TYPE_SHIFT, SUPPORTED_TYPE_SHIFT, WRITTEN_A, WRITTEN_F, WRITTEN_OTHER,
} from './preparedLayout';

// The layout's numbers, for the engine files that read prepared phases.
export {
  HOLD, MOVE, SUPPORT, CONVOY, U_LOC, U_PROV, U_TYPE, U_POWER, UNIT_FIELDS, ARMY, FLEET, OTHER_TYPE, O_KIND, O_UNIT,
  O_POWER, O_A, O_B, O_FLAGS, ORDER_FIELDS, NO_PLACE, VIA_CONVOY, BY_LAND, ROUTE_WRITTEN, TO_HAS_COAST,
  WRITTEN_TYPE_SHIFT, SUPPORTED_TYPE_SHIFT, WRITTEN_A, WRITTEN_F, WRITTEN_OTHER,
} from './preparedLayout';

export interface PreparedMovement {
  readonly board: Board;
  /** The position and the orders as given: the engine never changes them. */
  readonly position: Position;
  readonly orders: readonly Order[];
  /**
   * The position's units (position.units) and its phase's year and season, copied here so that
   * the engine call never reads the position object: a replay meets each phase once, and every
   * object it touches for the first time is a wait on memory.
   */
  readonly unitList: Position['units'];
  readonly year: number;
  readonly season: Position['phase']['season'];
  /**
   * Every power a unit belongs to, in order of first appearance (a unit's U_POWER indexes it),
   * then, in a Fall, the other owners of centres.
   */
  readonly powers: readonly PowerName[];
  readonly unitCount: number;
  readonly units: Int32Array;
  readonly orderCount: number;
  readonly orderData: Int32Array;
  /**
   * In a Fall: each supply centre's owner before the phase, by province index, as an index into
   * `powers` (-1: none, or not a supply centre); empty in a Spring (centres change hands only after a Fall).
   */
  readonly centreOwners: Int32Array;
}

/**
 * The phase's units and orders as numbers, in arrays of its own (they may be kept and
 * adjudicated later, any number of times). `orders` must be order objects (adjudicate() gives
 * every other entry its own result first).
 */
export function prepareMovement(board: Board, position: Position, orders: readonly Order[]): PreparedMovement {
  const n = position.units.length;
  const owners = new Int32Array(position.phase.season === 'fall' ? board.size : 0);
  return fill(board, position, orders, new Int32Array(n * UNIT_FIELDS), new Int32Array(orders.length * ORDER_FIELDS), owners);
}

/**
 * The same, written into buffers reused from call to call: for adjudicate(), which reads the
 * prepared phase once and lets it go before it returns. Allocating two typed arrays per phase is
 * a measurable share of a quiet phase.
 */
export function prepareMovementOnce(board: Board, position: Position, orders: readonly Order[]): PreparedMovement {
  const unitInts = position.units.length * UNIT_FIELDS;
  const orderInts = orders.length * ORDER_FIELDS;
  if (scratchUnits.length < unitInts) scratchUnits = new Int32Array(Math.max(unitInts, 2 * scratchUnits.length));
  if (scratchOrders.length < orderInts) scratchOrders = new Int32Array(Math.max(orderInts, 2 * scratchOrders.length));
  // adjudicate() counts centres from the position itself: the owners are not read here.
  return fill(board, position, orders, scratchUnits, scratchOrders, noOwners);
}

const noOwners = new Int32Array(0);

let scratchUnits = new Int32Array(64 * UNIT_FIELDS);
let scratchOrders = new Int32Array(64 * ORDER_FIELDS);

function fill(board: Board, position: Position, orders: readonly Order[], units: Int32Array, data: Int32Array, owners: Int32Array): PreparedMovement {
  const list = position.units;
  const n = list.length;
  const powers: PowerName[] = [];
  for (let i = 0; i < n; i++) {
    const u = list[i]!;
    // One look-up gives the exact location (for coasts and the unit's name in results) and its province.
    const location = u.location;
    const l = typeof location === 'string' ? locationIndexOf(board, location) : -1;
    const at = i * UNIT_FIELDS;
    units[at + U_LOC] = l;
    units[at + U_PROV] = l >= 0 ? board.provinceOfLocation[l]! : provinceIndexOf(board, location);
    units[at + U_TYPE] = u.type === 'A' ? ARMY : u.type === 'F' ? FLEET : OTHER_TYPE;
    units[at + U_POWER] = powerIndex(powers, u.power, true);
  }
  const m = orders.length;
  for (let k = 0; k < m; k++) {
    const o = orders[k]!;
    const at = k * ORDER_FIELDS;
    // Each kind's fields are read in a branch of its own. Orders come in several shapes (six in
    // the real games: a move with or without `viaConvoy`, a support to hold or to move, ...); one
    // read of `o.unit` for all of them is a megamorphic property load, which V8 answers through a
    // global cache several times slower than a read that has met one or two shapes (issue 18: the
    // shared reads were a third of preparing a real phase).
    let kind: number;
    let unit: unknown;
    let power: unknown;
    let a = -1;
    let b = -1;
    let flags: number;
    switch (o.kind) {
      case 'move': {
        const mv = o as MoveOrder & Record<string, unknown>;
        kind = MOVE;
        unit = mv.unit;
        power = mv.power;
        flags = writtenType(mv.unitType) << WRITTEN_TYPE_SHIFT;
        const to = mv.to;
        a = provinceIndexOf(board, to);
        // The written coast, read here once rather than from the text each time the move is planned.
        b = a >= 0 && board.multiCoast[a] ? writtenCoast(board, a, to as string) : NO_PLACE;
        if (mv.viaConvoy === true) flags |= VIA_CONVOY;
        else if (mv.viaConvoy === false) flags |= BY_LAND;
        if (Array.isArray(mv.route) && mv.route.length > 0) flags |= ROUTE_WRITTEN;
        break;
      }
      case 'support': {
        const sp = o as SupportOrder & Record<string, unknown>;
        kind = SUPPORT;
        unit = sp.unit;
        power = sp.power;
        flags = writtenType(sp.unitType) << WRITTEN_TYPE_SHIFT;
        a = provinceIndexOf(board, sp.supported);
        const to = sp.to;
        b = to === undefined ? NO_PLACE : provinceIndexOf(board, to);
        if (to !== undefined && String(to).includes('/')) flags |= TO_HAS_COAST;
        flags |= writtenType(sp.supportedType) << SUPPORTED_TYPE_SHIFT;
        break;
      }
      case 'hold': {
        const h = o as HoldOrder;
        kind = HOLD;
        unit = h.unit;
        power = h.power;
        flags = writtenType(h.unitType) << WRITTEN_TYPE_SHIFT;
        break;
      }
      case 'convoy': {
        const c = o as ConvoyOrder;
        kind = CONVOY;
        unit = c.unit;
        power = c.power;
        flags = writtenType(c.unitType) << WRITTEN_TYPE_SHIFT;
        a = provinceIndexOf(board, c.from);
        b = provinceIndexOf(board, c.to);
        break;
      }
      default:
        // A kind that has no place in a movement phase (a build, a retreat, or none at all).
        kind = -1;
        flags = writtenType((o as { unitType?: unknown }).unitType) << WRITTEN_TYPE_SHIFT;
    }
    data[at + O_KIND] = kind;
    // A kind with no place here leaves `unit` and `power` undefined: -1 for both.
    data[at + O_UNIT] = provinceIndexOf(board, unit);
    data[at + O_POWER] = powerIndex(powers, power, false);
    data[at + O_A] = a;
    data[at + O_B] = b;
    data[at + O_FLAGS] = flags;
  }
  if (owners.length > 0) {
    const centres = position.centres as Record<string, unknown>;
    for (let p = 0; p < board.size; p++) {
      const owner = board.supplyCentre[p] ? centres[board.provinceIds[p]!] : undefined;
      owners[p] = owner === undefined ? -1 : powerIndex(powers, owner, true);
    }
  }
  const { year, season } = position.phase;
  return {
    board, position, orders, unitList: list, year, season, powers, unitCount: n, units, orderCount: m, orderData: data, centreOwners: owners,
  };
}

/**
 * The coast a move into province `p` (which has named coasts) writes in `to`: the location index
 * of that coast, NO_PLACE when none is written, -1 when the map has no such coast. Read as the
 * order reader and 000 D.IV(3) read it: the text after the '/', in any case.
 */
function writtenCoast(board: Board, p: number, to: string): number {
  const l = locationIndexOf(board, to);
  // The map's own text: the location itself (a province's own location writes no coast).
  if (l >= 0) return l === board.locationOfProvince[p] ? NO_PLACE : l;
  const coast = coastOf(to.toLowerCase());
  if (coast === undefined) return NO_PLACE;
  return locationIndexOf(board, `${board.provinceIds[p]!}/${coast}`);
}

/** A written unit type as a code: 0 when none is written (any falsy value, as the engine reads it). */
function writtenType(type: unknown): number {
  if (!type) return 0;
  return type === 'A' ? WRITTEN_A : type === 'F' ? WRITTEN_F : WRITTEN_OTHER;
}

/**
 * The index of a power in the phase's list. A unit's power is added when new; an order's power
 * that no unit has is -1, which is no unit's. Any value is found by ===, text or not (a corrupt
 * position's), so two units, or a unit and an order, have one index exactly when their powers are
 * the same value: the engine compares powers as these numbers.
 */
function powerIndex(powers: PowerName[], power: unknown, add: boolean): number {
  for (let p = 0; p < powers.length; p++) if (powers[p] === power) return p;
  if (!add) return -1;
  powers.push(power as PowerName);
  return powers.length - 1;
}
