// Before resolving anything: match each written order to the unit it commands and decide what
// the order *is* — a hold, a move by land or by convoy, a support, a convoy — or why it is void or
// illegal. Illegal orders become holds that may receive support (000 D.III(4)a, 001 B.IV(5)a);
// an order possible with other units' help, such as a convoyed move, is not illegal (000 D.III(4)b).
import type { HouseRules } from '../houseRules';
import type { Location, MoveOrder, MovementOrder, OrderResult, PowerName, SupportOrder, Unit } from '../types';
import { coastOf } from '../variant';
import { fleetCanReach, fleetCoastsFrom, locationIndexOf, placeName, type Board } from './board';
import { clauseFor } from './clauses';
import { anyFleet, convoyChainExists, fleetsNeededForSomeRoute, namedRoute } from './convoyRoutes';
import { workspace, type Workspace } from './workspace';
import {
  ARMY, BY_LAND, CONVOY, FLEET, HOLD, MOVE, NO_PLACE, O_A, O_B, O_FLAGS, O_KIND, O_POWER, O_UNIT, ORDER_FIELDS, OTHER_TYPE,
  ROUTE_WRITTEN, SUPPORT, SUPPORTED_TYPE_SHIFT, TO_HAS_COAST, U_LOC, U_POWER, U_PROV, U_TYPE, UNIT_FIELDS, VIA_CONVOY,
  WRITTEN_A, WRITTEN_F, WRITTEN_OTHER, WRITTEN_TYPE_SHIFT, type PreparedMovement,
} from './preparedMovement';

export { CONVOY, HOLD, MOVE, SUPPORT } from './preparedMovement';

/** Why a unit ended up holding, or why its support/convoy order does nothing. */
export interface OrderNote { code: string; reason: string; clause?: string }

export interface MovementPlan {
  board: Board;
  /** The reusable arrays behind the typed-array fields (also used by the resolver). */
  workspace: Workspace;
  rules: HouseRules;
  units: readonly Unit[];
  /** The phase's units and orders as numbers (preparedMovement.ts): what the plan reads. */
  prepared: PreparedMovement;
  /** Units by index: province index, location index (board.locationIndex; -1 if not a map location), fleet flag, owner. */
  prov: Int32Array;
  loc: Int32Array;
  isFleet: Uint8Array;
  /** Units by index: the power, as an index into `prepared.powers` (one index per value, so powers compare as numbers). */
  powerOf: Int32Array;
  /** Unit index standing in each province, or -1. */
  unitAt: Int32Array;
  /** Index into the orders list of the order each unit follows, or -1 (holds unordered). */
  orderOf: Int32Array;
  kind: Uint8Array;
  /** MOVE: destination province; SUPPORT: the province support is given into; CONVOY: the army's destination. */
  dest: Int32Array;
  /** MOVE: the exact location a fleet ends on (coast), or the province for an army. */
  destLoc: Location[];
  /** MOVE: the same location as an index (board.locationIndex), for callers that hand units on as numbers. */
  destIndex: Int32Array;
  /** MOVE: the army goes by convoy. */
  convoyed: Uint8Array;
  /** MOVE by convoy: the fleets ordered to convoy it (any route). */
  convoyFleets: (number[] | undefined)[];
  /** MOVE by convoy along a binding named route (000 D.VI(3)-(4)): exactly those fleets. */
  boundRoute: (number[] | undefined)[];
  /** SUPPORT: the supported unit; CONVOY: the convoyed army; -1 when there is none. */
  target: Int32Array;
  /** SUPPORT: the coast the support names, which must match (DATC 6.B.9), if the coast rule checks it. */
  supportCoast: (string | undefined)[];
  /** SUPPORT: a support to hold (rather than to move). */
  holdSupport: Uint8Array;
  /** SUPPORT / CONVOY order that matches what the other unit does. */
  matches: Uint8Array;
  /**
   * Matching supports given to each unit (to hold or to move), and the units ordered to move
   * into each province: lists in unit order linked through typed arrays, -1 ending them
   * (`for (let s = firstSupporter[i]; s >= 0; s = nextSupporter[s])`), so a phase allocates none.
   */
  firstSupporter: Int32Array;
  nextSupporter: Int32Array;
  firstAttacker: Int32Array;
  nextAttacker: Int32Array;
  /** Notes on orders that became holds or do nothing, by unit index. */
  notes: (OrderNote | undefined)[];
  /** Every fleet standing in convoying water, whatever its orders (000 D.III(4)b). Do not modify. */
  fleetsAtSea(): readonly number[];
  /** Results already final for orders that command no unit of theirs (by order index). */
  earlyResults: (OrderResult | undefined)[];
  /** Units of powers in civil disorder: they hold, and are disbanded if dislodged (002 BT24). */
  civilDisorder: Uint8Array;
  /** The fleets whose convoy order was read as one (kind CONVOY), in unit order. */
  convoying: number[];
  /** The army moves that may go by convoy (mayGoByConvoy), or that some fleet is ordered to convoy. */
  mayConvoy: number[];
}

/** `A Lon`: how results name a unit. */
export function describeUnit(unit: Unit): string {
  return `${unit.type} ${placeName(unit.location)}`;
}

/** `A Lon` for unit i of a phase: its location was looked up once, when the phase was prepared. */
export function unitName(plan: MovementPlan, i: number): string {
  const l = plan.loc[i]!;
  const type = plan.prepared.units[i * UNIT_FIELDS + U_TYPE];
  if (l >= 0 && type === ARMY) return plan.board.armyTexts[l]!;
  if (l >= 0 && type === FLEET) return plan.board.fleetTexts[l]!;
  // A place the map does not write so, or a unit type that is neither A nor F: built as written.
  return describeUnit(plan.units[i]!);
}

/**
 * Match each order to its unit and read what it is. Reads the prepared numbers; the order
 * objects only on the rare paths that quote what was written.
 */
export function planMovement(
  prepared: PreparedMovement, rules: HouseRules, nmr: ReadonlySet<PowerName>, civilDisorder: ReadonlySet<PowerName>,
): MovementPlan {
  const { board, orders } = prepared;
  const units = prepared.unitList;
  const n = prepared.unitCount;
  const m = prepared.orderCount;
  const unitData = prepared.units;
  const data = prepared.orderData;
  const w = workspace(board, n);
  let atSea: number[] | undefined; // fleetsAtSea(), computed once units are placed
  const powerOf = w.powerOf;
  const powers = prepared.powers;
  // Every list but the results comes from the workspace, emptied: a phase allocates no scratch.
  const plan: MovementPlan = {
    board, rules, units, prepared, workspace: w,
    prov: w.prov, loc: w.loc, isFleet: w.isFleet, powerOf, unitAt: w.unitAt, orderOf: w.orderOf, kind: w.kind,
    dest: w.dest, destLoc: w.destLoc, destIndex: w.destIndex, convoyed: w.convoyed,
    convoyFleets: w.convoyFleets, boundRoute: w.boundRoute, target: w.target,
    holdSupport: w.holdSupport, supportCoast: w.supportCoast, matches: w.matches, firstSupporter: w.firstSupporter, nextSupporter: w.nextSupporter, firstAttacker: w.firstAttacker, nextAttacker: w.nextAttacker,
    notes: w.notes, earlyResults: new Array(m), civilDisorder: w.civilDisorder, convoying: [], mayConvoy: [],
    fleetsAtSea() {
      if (atSea) return atSea;
      atSea = [];
      const isFleet = w.isFleet;
      const prov = w.prov;
      for (let f = 0; f < n; f++) if (isFleet[f] && prov[f]! >= 0 && board.convoyWater[prov[f]!]) atSea.push(f);
      return atSea;
    },
  };
  const anyDisorder = civilDisorder.size > 0;
  for (let i = 0; i < n; i++) {
    const at = i * UNIT_FIELDS;
    const p = unitData[at + U_PROV]!;
    plan.loc[i] = unitData[at + U_LOC]!;
    plan.prov[i] = p;
    plan.isFleet[i] = unitData[at + U_TYPE] === FLEET ? 1 : 0;
    powerOf[i] = unitData[at + U_POWER]!;
    // A second unit in one province is a corrupt position; it keeps holding and cannot be ordered.
    if (p >= 0 && plan.unitAt[p] === -1) plan.unitAt[p] = i;
    if (anyDisorder && civilDisorder.has(powers[powerOf[i]!]!)) plan.civilDisorder[i] = 1;
  }

  // Attach orders to units. The last order for a unit counts (000 D.III(5)); the order reader has
  // already applied the profile's rule on duplicates.
  const orderKind = w.orderKind;
  for (let k = 0; k < m; k++) {
    const at = k * ORDER_FIELDS;
    const kind = data[at + O_KIND]!;
    if (kind < 0) {
      const o = orders[k]!;
      plan.earlyResults[k] = { order: o, success: false, code: 'wrong-phase', reason: `a ${String(o.kind)} order has no effect in a movement phase` };
      continue;
    }
    const p = data[at + O_UNIT]!;
    const i = p < 0 ? -1 : plan.unitAt[p]!;
    if (i < 0) {
      const o = orders[k]!;
      plan.earlyResults[k] = { order: o, success: false, code: 'no-unit', reason: `there is no unit in ${placeName(String((o as MovementOrder).unit))}` };
      continue;
    }
    // An order's power that no unit has is -1, never a unit's (preparedMovement.ts finds any value by ===).
    if (data[at + O_POWER] !== powerOf[i]) {
      // DATC 6.A.6: a power cannot order another power's unit.
      const o = orders[k]!;
      plan.earlyResults[k] = { order: o, success: false, code: 'foreign-unit', reason: `${unitName(plan, i)} belongs to ${powers[powerOf[i]!]}, not ${o.power}` };
      continue;
    }
    if (plan.civilDisorder[i]) {
      plan.earlyResults[k] = {
        order: orders[k]!, success: false, code: 'civil-disorder', reason: `${powers[powerOf[i]!]} is in civil disorder: its units hold`,
        clause: clauseFor(rules, 'civil-disorder') ?? '002 BT24',
      };
      continue;
    }
    if (nmr.size > 0 && nmr.has(powers[powerOf[i]!]!)) {
      plan.earlyResults[k] = { order: orders[k]!, success: false, code: 'nmr', reason: `${powers[powerOf[i]!]} is recorded as sending no orders: its units hold` };
      continue;
    }
    const previous = plan.orderOf[i]!;
    if (previous >= 0) {
      plan.earlyResults[previous] = { order: orders[previous]!, success: false, code: 'superseded', reason: `a later order for ${unitName(plan, i)} replaces this one` };
    }
    plan.orderOf[i] = k;
    orderKind[i] = kind;
  }

  // Interpret each unit's order on its own. (A unit off the map has none: orders find units
  // through the provinces they stand in.)
  for (let i = 0; i < n; i++) {
    const k = plan.orderOf[i]!;
    if (k < 0) continue;
    interpretOrder(plan, i, k, orderKind[i]!);
    // The army moves classifyArmyMoves must look at (a unit that is no fleet is read as an army there).
    if (plan.kind[i] === MOVE && !plan.isFleet[i] && mayGoByConvoy(plan, i)) plan.mayConvoy.push(i);
  }
  classifyArmyMoves(plan);
  matchSupportsAndConvoys(plan);
  return plan;
}

function illegal(plan: MovementPlan, i: number, reason: string): void {
  plan.kind[i] = HOLD;
  plan.notes[i] = { code: 'illegal', reason: `${reason}; the unit holds`, clause: clauseFor(plan.rules, 'illegal-hold') };
}

/**
 * The unit type order k writes in `field` (its own unit's, or the supported unit's), given as a
 * code, is not the type of unit i. A type that is neither A nor F is compared as written.
 */
function writtenTypeDiffers(plan: MovementPlan, code: number, i: number, k: number, field: 'unitType' | 'supportedType'): boolean {
  const type = plan.prepared.units[i * UNIT_FIELDS + U_TYPE]!;
  if (code === WRITTEN_OTHER || type === OTHER_TYPE) return (plan.prepared.orders[k] as unknown as Record<string, unknown>)[field] !== plan.units[i]!.type;
  return code === WRITTEN_A ? type !== ARMY : type !== FLEET;
}

function interpretOrder(plan: MovementPlan, i: number, k: number, kind: number): void {
  const { board, rules } = plan;
  const at = k * ORDER_FIELDS;
  const data = plan.prepared.orderData;
  const flags = data[at + O_FLAGS]!;
  const here = plan.prov[i]!;
  const isArmy = plan.prepared.units[i * UNIT_FIELDS + U_TYPE] === ARMY;
  // The written unit type counts only under the rule that reads it.
  const writtenType = (flags >> WRITTEN_TYPE_SHIFT) & 3;
  if (writtenType !== 0 && rules.wrongUnitType === 'invalidates'
    && writtenTypeDiffers(plan, writtenType, i, k, 'unitType')) {
    plan.kind[i] = HOLD;
    plan.notes[i] = { code: 'illegal', reason: `the order names ${writtenType === WRITTEN_A ? 'an army' : 'a fleet'} but ${unitName(plan, i)} is ${isArmy ? 'an army' : 'a fleet'}; the unit holds`, clause: clauseFor(rules, 'wrong-unit-type') };
    return;
  }
  switch (kind) {
    case HOLD:
      plan.kind[i] = HOLD;
      return;
    case MOVE: {
      const d = data[at + O_A]!;
      if (d < 0) return illegal(plan, i, `unknown destination '${String((plan.prepared.orders[k] as MoveOrder).to)}'`);
      if (d === here) return illegal(plan, i, 'a unit cannot move to its own province');
      plan.dest[i] = d;
      if (isArmy) {
        if (board.isSea[d]) return illegal(plan, i, `an army cannot enter ${board.provinces[d]!.name}`);
        plan.kind[i] = MOVE; // land or convoy: decided in classifyArmyMoves
        plan.destLoc[i] = board.provinceIds[d]!;
        plan.destIndex[i] = board.locationOfProvince[d]!;
        return;
      }
      const loc = fleetDestination(plan, i, k, d);
      if (loc === undefined) return;
      plan.kind[i] = MOVE;
      plan.destLoc[i] = loc;
      // A coast is looked up (Spain, Bulgaria, St Petersburg); any other fleet ends on the province itself.
      plan.destIndex[i] = board.multiCoast[d] ? locationIndexOf(board, loc) : board.locationOfProvince[d]!;
      return;
    }
    case SUPPORT: {
      const s = data[at + O_A]!;
      // The order as written is read only to quote it (no closure here: see the note below matchSupportsAndConvoys).
      if (s < 0) return illegal(plan, i, `unknown supported province '${String((plan.prepared.orders[k] as SupportOrder).supported)}'`);
      if (s === here) return illegal(plan, i, 'a unit cannot support itself');
      const b = data[at + O_B]!;
      const toHold = b === NO_PLACE;
      const into = toHold ? s : b;
      if (into < 0) return illegal(plan, i, `unknown destination '${String((plan.prepared.orders[k] as SupportOrder).to)}'`);
      if (into === here) return illegal(plan, i, 'a unit cannot support a move into its own province');
      if (!toHold && into === s) return illegal(plan, i, 'a supported move must go somewhere');
      if (!canReach(plan, i, into)) return illegal(plan, i, `${unitName(plan, i)} cannot reach ${board.provinces[into]!.name} to support there`);
      const supportedType = (flags >> SUPPORTED_TYPE_SHIFT) & 3;
      if (supportedType !== 0 && rules.wrongUnitType === 'invalidates') {
        const t = plan.unitAt[s]!;
        if (t >= 0 && writtenTypeDiffers(plan, supportedType, t, k, 'supportedType')) {
          plan.kind[i] = HOLD;
          plan.notes[i] = { code: 'illegal', reason: `the supported unit in ${board.provinces[s]!.name} is not ${supportedType === WRITTEN_A ? 'an army' : 'a fleet'}; the unit holds`, clause: clauseFor(rules, 'wrong-unit-type') };
          return;
        }
      }
      plan.kind[i] = SUPPORT;
      plan.dest[i] = into;
      plan.target[i] = plan.unitAt[s]!;
      plan.holdSupport[i] = toHold ? 1 : 0;
      // DATC 4.B.4 / 6.B.9: a coast written in a support must be the coast the fleet moves to;
      // 000 D.IV(3)c: under World Masters rules it never invalidates the support.
      // Written for every support (the workspace does not empty this list); most name no coast,
      // and only a coast written needs a lower-case copy of the text.
      plan.supportCoast[i] = !toHold && rules.coastRule === 'datc' && flags & TO_HAS_COAST
        ? coastOf(String((plan.prepared.orders[k] as SupportOrder).to).toLowerCase()) : undefined;
      return;
    }
    case CONVOY: {
      if (plan.prepared.units[i * UNIT_FIELDS + U_TYPE] !== FLEET) return illegal(plan, i, 'only a fleet can convoy');
      if (!board.convoyWater[here]) return illegal(plan, i, `a fleet in ${board.provinces[here]!.name} cannot convoy (only fleets at sea or on a river do, 002 BT17e)`);
      const from = data[at + O_A]!;
      const to = data[at + O_B]!;
      if (from < 0 || to < 0) return illegal(plan, i, 'the convoy names an unknown province');
      if (from === to) return illegal(plan, i, 'a convoy must go somewhere');
      plan.kind[i] = CONVOY;
      plan.dest[i] = to;
      plan.target[i] = plan.unitAt[from]!;
      plan.convoying.push(i);
      return;
    }
    default:
      return;
  }
}

/**
 * The coast a fleet moves to. Under the DATC coast rules a missing coast is filled when only one
 * coast can be reached (4.B.2), two reachable coasts make the order fail (4.B.1) and an
 * unreachable coast makes it illegal (4.B.3). Under 000 D.IV(3)b a wrong coast is corrected
 * when only one is reachable; only F MAO-Spa, F Por-Spa, F Con-Bul stay ambiguous.
 */
function fleetDestination(plan: MovementPlan, i: number, k: number, d: number): Location | undefined {
  const { board, rules } = plan;
  const destId = board.provinceIds[d]!;
  if (!fleetCanReach(board, plan.loc[i]!, d)) {
    illegal(plan, i, `${unitName(plan, i)} cannot reach ${board.provinces[d]!.name}`);
    return undefined;
  }
  if (!board.multiCoast[d]) return destId;
  const coasts = fleetCoastsFrom(board, plan.loc[i]!, d);
  // The coast the order writes, read when the phase was prepared (preparedMovement.ts, O_B).
  const writtenAt = plan.prepared.orderData[k * ORDER_FIELDS + O_B]!;
  if (writtenAt !== NO_PLACE) {
    // A coast the map does not have is spelled out again from the order, to be quoted.
    const exact = writtenAt >= 0 ? board.locationIds[writtenAt]!
      : `${destId}/${coastOf(String((plan.prepared.orders[k] as MoveOrder).to).toLowerCase())!}`;
    if (coasts.includes(exact)) return exact;
    if (rules.coastRule === 'wm2004' && coasts.length === 1) return coasts[0];
    illegal(plan, i, `${unitName(plan, i)} cannot reach ${placeName(exact)}`);
    plan.notes[i]!.clause = clauseFor(rules, 'coast');
    return undefined;
  }
  if (coasts.length === 1) return coasts[0];
  illegal(plan, i, `${unitName(plan, i)} can reach two coasts of ${board.provinces[d]!.name} and the order names neither`);
  plan.notes[i]!.clause = clauseFor(rules, 'coast');
  return undefined;
}

/** Could this unit move into province `p` (coasts ignored: supports need no coast, 000 D.IV(3)c)? */
function canReach(plan: MovementPlan, i: number, p: number): boolean {
  const { board } = plan;
  const here = plan.prov[i]!;
  if (!plan.isFleet[i]) return board.armyAdj[here * board.size + p] === 1 && !board.isSea[p];
  if (!board.fleetProvinceAdj[here * board.size + p]) return false;
  // A fleet on one coast of Spain cannot support into provinces only the other coast touches.
  return !board.multiCoast[here] || fleetCanReach(board, plan.loc[i]!, p);
}

/**
 * Decide, before adjudication, whether each army move goes by land or by convoy (DATC 4.A.3):
 * - not adjacent: by convoy, if any route of fleets ordered to convoy it exists;
 * - adjacent: by convoy when "via convoy" or a named route is written, or when a fleet of the
 *   army's own power ordered to convoy it lies on a possible route (000 D.VI(2); DATC 6.G);
 *   'same-nationality-or-via' falls back to the land route when no convoy was ordered at all
 *   (DATC v2.4 6.G.8), 'datc-v3' does not (DATC v3.0 6.G.8);
 * - 002 BT17: a convoyed move must name its path, else it is not a convoyed move.
 */
function classifyArmyMoves(plan: MovementPlan): void {
  const { board } = plan;
  const data = plan.prepared.orderData;
  // Fleets ordered to convoy each army to the destination it was ordered to (listed in unit
  // order as their orders were read, so most phases, which have none, skip this).
  for (const f of plan.convoying) {
    const a = plan.target[f]!;
    if (a < 0 || plan.isFleet[a] || plan.kind[a] !== MOVE || plan.dest[a] !== plan.dest[f]) continue;
    const fleets = plan.convoyFleets[a];
    if (fleets) fleets.push(f);
    else {
      plan.convoyFleets[a] = [f];
      // A plain move over land until now: convoyed, it may go by convoy after all.
      if (!mayGoByConvoy(plan, a)) plan.mayConvoy.push(a);
    }
  }
  // Every other army move goes over land, as planned (interpretOrder wrote its destination).
  // Each army is classified on its own (its fleets, the board's), so the list's order is no matter.
  for (const a of plan.mayConvoy) {
    const k = plan.orderOf[a]!;
    const byLand = board.armyAdj[plan.prov[a]! * board.size + plan.dest[a]!] === 1;
    const flags = data[k * ORDER_FIELDS + O_FLAGS]!;
    classifyConvoyableMove(plan, a, k, byLand, (flags & ROUTE_WRITTEN) !== 0, (flags & VIA_CONVOY) !== 0, (flags & BY_LAND) !== 0);
  }
}

/**
 * An army's move (unit a, kind MOVE) may go by convoy whoever convoys it: its destination is not
 * next to it, or the order names a route or says "via convoy" (DATC 4.A.3, 000 D.VI(2)).
 */
function mayGoByConvoy(plan: MovementPlan, a: number): boolean {
  const { board } = plan;
  // Equivalent mutants (issue 18): answering true for a plain land move only sends it on to
  // classifyConvoyableMove, which classifies it by land all the same (no route, no via, no fleet).
  // Stryker disable next-line ConditionalExpression,ArithmeticOperator: equivalent, see above
  if (board.armyAdj[plan.prov[a]! * board.size + plan.dest[a]!] !== 1) return true;
  // Stryker disable next-line ConditionalExpression: equivalent, see above
  return (plan.prepared.orderData[plan.orderOf[a]! * ORDER_FIELDS + O_FLAGS]! & (ROUTE_WRITTEN | VIA_CONVOY)) !== 0;
}

/**
 * An army move that may go by convoy: it is not adjacent, or says so, or fleets are ordered to
 * convoy it. Its own function, apart from the loop above: the closures here would otherwise make
 * V8 allocate a context for the loop's variables on every army move, convoyed or not.
 */
function classifyConvoyableMove(
  plan: MovementPlan, a: number, k: number, byLand: boolean, routeWritten: boolean, viaConvoy: boolean, byLandWritten: boolean,
): void {
  const { board, rules } = plan;
  const origin = plan.prov[a]!;
  const d = plan.dest[a]!;
  const fleets = plan.convoyFleets[a] ?? [];
  let wantsConvoy: boolean;
  let clause: string | undefined;
  if (rules.convoyPathRequired) {
    wantsConvoy = routeWritten;
    if (!routeWritten && !byLand) {
      plan.kind[a] = HOLD;
      plan.notes[a] = { code: 'illegal', reason: `${unitName(plan, a)} cannot reach ${board.provinces[d]!.name} by land and the order names no convoy path; the unit holds`, clause: clauseFor(rules, 'route-required') ?? '002 BT17' };
      return;
    }
    if (routeWritten) clause = clauseFor(rules, 'route-required');
  } else if (!byLand) {
    wantsConvoy = true;
  } else if (byLandWritten) {
    // Explicitly by land (a record that marks every convoyed move, as dipcc does with VIA).
    wantsConvoy = false;
  } else {
    // Intent needs a fleet of the army's power legally ordered to convoy it: one that some route
    // through the fleets on the board needs (DATC 6.G.6, 6.G.7, 6.G.19).
    const own = fleets.filter((f) => plan.powerOf[f] === plan.powerOf[a]);
    const sameNation = own.length > 0 && (viaConvoy || routeWritten
      || own.some((f) => fleetsNeededForSomeRoute(board, origin, d, plan.fleetsAtSea(), plan.prov).has(f)));
    wantsConvoy = viaConvoy || routeWritten || sameNation;
    // Always cited here: this move says "via convoy", names a route (either wants the convoy) or
    // has fleets ordered to convoy it, or it would have been classified by land without a look.
    clause = clauseFor(rules, 'adjacent-convoy');
  }
  if (wantsConvoy && byLand) {
    plan.notes[a] = { code: 'by-convoy', reason: 'moves by convoy: the order says so or a fleet of its own power convoys it', clause };
  }
  if (!wantsConvoy) {
    plan.destLoc[a] = board.provinceIds[d]!;
    if (fleets.length > 0) plan.notes[a] = { code: 'by-land', reason: 'moves by land: no fleet of its own power convoys it and the order does not say via convoy', clause };
    return;
  }
  // The route: a binding named route (000 D.VI(3)-(4), 002 BT17) or any chain of ordered fleets.
  if (routeWritten && rules.namedRouteBinds) {
    const named = namedRoute(board, origin, d, (plan.prepared.orders[k] as MoveOrder).route!, (p) => {
      const f = plan.unitAt[p]!;
      return f >= 0 && fleets.includes(f) ? f : -1;
    });
    if ('problem' in named) {
      noConvoy(plan, a, byLand, named.problem, clauseFor(rules, 'named-route'));
      return;
    }
    plan.boundRoute[a] = named.fleets;
    plan.convoyed[a] = 1;
    return;
  }
  if (!convoyChainExists(board, origin, d, fleets, plan.prov, anyFleet)) {
    if (!byLand && !convoyChainExists(board, origin, d, plan.fleetsAtSea(), plan.prov, anyFleet)) {
      // Not even the fleets on the board could carry it: an illegal order (000 D.III(4)a-b).
      illegal(plan, a, `${unitName(plan, a)} cannot reach ${board.provinces[d]!.name}, not even by convoy`);
      return;
    }
    noConvoy(plan, a, byLand, fleets.length === 0 ? 'no fleet is ordered to convoy it' : 'the fleets ordered to convoy it form no route', clause);
    return;
  }
  plan.convoyed[a] = 1;
}

/** A move meant to go by convoy has no ordered route at all (DATC 4.E.1: not a valid move). */
function noConvoy(plan: MovementPlan, a: number, byLand: boolean, why: string, clause: string | undefined): void {
  const { rules } = plan;
  if (byLand && rules.adjacentConvoyIntent === 'same-nationality-or-via') {
    // 000 D.VI(2) reads the convoy only where one is "possible, prior to adjudication"; with none, by land.
    plan.notes[a] = { code: 'by-land', reason: `moves by land: ${why}`, clause };
    return;
  }
  if (byLand && rules.viaConvoyLandFallback) {
    // DATC v2.4's preference on 4.A.3 (v3.0 withdrew it): with no convoy, the land route is used.
    plan.notes[a] = { code: 'by-land', reason: `moves by land: ${why}, so the land route is used`, clause: 'DATC 4.A.3 (v2.4 preference)' };
    return;
  }
  // Still a move (000 D.III(4)b, DATC 6.D.8): it fails for want of a path, prevents nothing and
  // cannot receive support to hold.
  plan.convoyed[a] = 1;
  plan.convoyFleets[a] = [];
  plan.boundRoute[a] = undefined;
  plan.notes[a] = { code: 'no-convoy', reason: `no convoy: ${why}`, clause };
}

function matchSupportsAndConvoys(plan: MovementPlan): void {
  const { board } = plan;
  const w = plan.workspace;
  const n = plan.prepared.unitCount;
  for (let i = 0; i < n; i++) {
    const kind = plan.kind[i];
    if (kind === MOVE) {
      // Appended at the tail, so the list keeps unit order (results name the first rival found).
      const d = plan.dest[i]!;
      const last = w.lastAttacker[d]!;
      if (last >= 0) plan.nextAttacker[last] = i;
      else plan.firstAttacker[d] = i;
      w.lastAttacker[d] = i;
    }
    if (kind === SUPPORT) {
      const t = plan.target[i]!;
      const into = plan.dest[i]!;
      const toHold = plan.holdSupport[i] === 1;
      if (t < 0) {
        plan.notes[i] = { code: 'void', reason: `there is no unit to support` };
      } else if (toHold && plan.kind[t] === MOVE) {
        plan.notes[i] = { code: 'void', reason: `${unitName(plan, t)} did not hold: it was ordered to ${board.provinces[plan.dest[t]!]!.name}` };
      } else if (!toHold && (plan.kind[t] !== MOVE || plan.dest[t] !== into)) {
        plan.notes[i] = { code: 'void', reason: `${unitName(plan, t)} was not ordered to ${board.provinces[into]!.name}` };
      } else if (!toHold && plan.convoyed[t] && !board.armyAdj[plan.prov[t]! * board.size + into]
        && !routeWithoutFleet(plan, t, into, i)) {
        // DATC 6.D.31: every possible route needs this very fleet, which cannot convoy and support at once.
        illegal(plan, i, `${unitName(plan, t)} can only reach ${board.provinces[into]!.name} through the supporting fleet itself`);
      } else if (!toHold && plan.supportCoast[i] !== undefined && plan.isFleet[t] && coastOf(plan.destLoc[t]!) !== plan.supportCoast[i]) {
        plan.notes[i] = { code: 'void', reason: `${unitName(plan, t)} moves to ${placeName(plan.destLoc[t]!)}, not the coast this support names`, clause: clauseFor(plan.rules, 'coast') };
      } else {
        plan.matches[i] = 1;
        const last = w.lastSupporter[t]!;
        if (last >= 0) plan.nextSupporter[last] = i;
        else plan.firstSupporter[t] = i;
        w.lastSupporter[t] = i;
      }
    } else if (kind === CONVOY) {
      const a = plan.target[i]!;
      if (a < 0 || plan.isFleet[a]) {
        plan.notes[i] = { code: 'void', reason: 'there is no army to convoy' };
      } else if (plan.kind[a] !== MOVE || plan.dest[a] !== plan.dest[i]) {
        plan.notes[i] = { code: 'void', reason: `${unitName(plan, a)} was not ordered to ${board.provinces[plan.dest[i]!]!.name}` };
      } else if (!plan.convoyed[a]) {
        plan.notes[i] = { code: 'void', reason: `${unitName(plan, a)} moves by land, not by convoy` };
      } else if (plan.boundRoute[a] && !plan.boundRoute[a]!.includes(i)) {
        plan.notes[i] = { code: 'void', reason: `${unitName(plan, a)} takes the route its order names, not through this fleet`, clause: clauseFor(plan.rules, 'named-route') };
      } else {
        plan.matches[i] = 1;
      }
    }
  }
  // The fleets listed for an army moving by convoy all match (classifyArmyMoves listed only
  // convoys of that army to that destination); the lists of an army that does not go by convoy,
  // or goes along its named route, are never read.
}

// The helper below is a plain function rather than a closure in the loop above: a closure
// that captures a loop variable makes V8 allocate a context for it on every pass of the loop,
// whether or not the closure is ever created, and the loop runs for every unit of every phase.

/** Could army t reach `into` by some convoy route that does not need fleet `without`? (DATC 6.D.31) */
function routeWithoutFleet(plan: MovementPlan, t: number, into: number, without: number): boolean {
  const others: number[] = [];
  for (const f of plan.fleetsAtSea()) if (f !== without) others.push(f);
  return convoyChainExists(plan.board, plan.prov[t]!, into, others, plan.prov, anyFleet);
}
