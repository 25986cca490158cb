// The engine's index-based entry point for movement phases (issue 18, item 4), for callers that
// adjudicate many phases (a replay, a bench) and read few of the results:
//
//   const prepared = prepareOrders(variant, position, orders);   // places read once, as indices
//   const phase = adjudicateIndexed(prepared, rules, context);    // decisions, next units, next phase
//   phase.describe();                                             // the EngineResult adjudicate() gives
//
// `adjudicateIndexed` decides every order, moves the units (as numbers, in the prepared layout, so
// a replay can hand them on), says whether a retreat phase follows, and after a Fall with nothing
// to retreat counts the centres by index (no centre record is built), finds a solo and whether an
// adjustment phase follows. It builds no result object and no reason sentence: `describe()` builds
// them, exactly as adjudicate() does (it is the same code), and only when asked.
//
// The decided phase lives in the engine's reusable arrays (adjudicator/workspace.ts). When another
// phase with as many units has been adjudicated since, `describe()` decides this one again from its
// prepared orders (the engine is deterministic) rather than read arrays that now hold another phase.
import { contextSets, isOrderShaped, movementResult, type AdjudicationContext, type EngineResult } from './adjudicate';
import { boardOf } from './adjudicator/board';
import { current, describeMovement, resolveMovement, type ResolvedMovement } from './adjudicator/movement';
import {
  prepareMovement, UNIT_FIELDS, U_LOC, U_POWER, U_PROV, U_TYPE, type PreparedMovement,
} from './adjudicator/preparedMovement';
import type { HouseRules } from './houseRules';
import { homeCentresOf } from './position';
import type { Order, Phase, Position, PowerName } from './types';
import type { Variant } from './variant';

export type { PreparedMovement } from './adjudicator/preparedMovement';

/** A movement phase decided by index: what follows it, with its results still to be described. */
export interface IndexedMovement {
  readonly prepared: PreparedMovement;
  /**
   * The units after the phase in the prepared layout (UNIT_FIELDS integers each: U_LOC, U_PROV,
   * U_TYPE, U_POWER), dislodged units left out. A plain list of small integers: making a typed
   * array costs V8 more than the whole list of a phase.
   */
  readonly nextUnits: readonly number[];
  readonly nextUnitCount: number;
  /** Units dislodged that must retreat (a civil-disorder power's are disbanded: 002 BT24). */
  readonly retreating: number;
  /** The phase in which something is next to be done (002 BT16): retreats, the Fall, adjustments or the next Spring. */
  readonly next: Phase;
  /**
   * After a Fall with nothing to retreat (002 BT23a): the owner of each supply centre, by province
   * index, as an index into `prepared.powers` (-1: none); otherwise undefined (the owners do not change).
   */
  readonly centreOwners: readonly number[] | undefined;
  /**
   * After a Fall: the power, as an index into `prepared.powers`, that owns the victory count of
   * centres (002 BT16c), or -1 (also when two powers tie for the most: 000 C.4, 000 D.IX(3)).
   */
  readonly victory: number;
  /** The result adjudicate() gives for this phase: every order's result and reason, the next position, the notices. */
  describe(): EngineResult;
}

/**
 * A movement phase's units and orders read once into numbers, for adjudicateIndexed. The orders
 * must be order objects (adjudicate() also takes whatever a paste produced).
 */
export function prepareOrders(variant: Variant, position: Position, orders: readonly Order[]): PreparedMovement {
  if (position.phase.type !== 'movement') throw new Error(`prepareOrders reads movement phases only; this position is a ${String(position.phase.type)} phase (use adjudicate)`);
  orders.forEach((o, k) => {
    if (!isOrderShaped(o)) {
      throw new Error(`prepareOrders: entry ${k} is not an order (use adjudicate, which gives such entries a result of their own)`);
    }
  });
  return prepareMovement(boardOf(variant), position, orders);
}

/** The phase decided by index (see the header): no result object or sentence is built until `describe()`. */
export function adjudicateIndexed(prepared: PreparedMovement, rules: HouseRules, context: AdjudicationContext = {}): IndexedMovement {
  const { nmr, civilDisorder } = contextSets(rules, context);
  const resolved = resolveMovement(prepared, rules, nmr, civilDisorder);
  const { plan, moved, dislodgedBy, retreating } = resolved;
  const n = prepared.unitCount;
  const units = prepared.units;

  // The units after the phase.
  const staying = n - resolved.dislodged;
  const nextUnits: number[] = new Array(staying * UNIT_FIELDS);
  let at = 0;
  for (let i = 0; i < n; i++) {
    if (dislodgedBy[i]! >= 0) continue;
    const from = i * UNIT_FIELDS;
    // Each field written once, in order (a moved unit's place from the plan).
    const go = moved[i] === 1;
    nextUnits[at + U_LOC] = go ? plan.destIndex[i]! : units[from + U_LOC]!;
    nextUnits[at + U_PROV] = go ? plan.dest[i]! : units[from + U_PROV]!;
    nextUnits[at + U_TYPE] = units[from + U_TYPE]!;
    nextUnits[at + U_POWER] = units[from + U_POWER]!;
    at += UNIT_FIELDS;
  }

  const { year, season } = prepared;
  let next: Phase;
  let centreOwners: number[] | undefined;
  let victory = -1;
  if (retreating > 0) next = { year, season, type: 'retreat' };
  else if (season !== 'fall') next = { year, season: 'fall', type: 'movement' };
  else {
    const fall = fallCentres(prepared, nextUnits, staying, rules, civilDisorder);
    centreOwners = fall.owners;
    victory = fall.victory;
    next = fall.adjust ? { year, season: 'winter', type: 'adjustment' } : { year: year + 1, season: 'spring', type: 'movement' };
  }

  return new DecidedMovement(prepared, nextUnits, staying, retreating, next, centreOwners, victory, resolved, rules, nmr, civilDisorder);
}

/**
 * The phase decided, as adjudicateIndexed returns it. A class rather than an object literal with
 * a `describe` closure: the closure would make V8 allocate a context for the call's variables on
 * every phase, and most phases of a replay are never described.
 */
class DecidedMovement implements IndexedMovement {
  constructor(
    readonly prepared: PreparedMovement, readonly nextUnits: readonly number[], readonly nextUnitCount: number,
    readonly retreating: number, readonly next: Phase, readonly centreOwners: readonly number[] | undefined, readonly victory: number,
    private resolved: ResolvedMovement, private readonly rules: HouseRules,
    private readonly nmr: ReadonlySet<PowerName>, private readonly civilDisorder: ReadonlySet<PowerName>,
  ) {}

  describe(): EngineResult {
    const { prepared, rules, nmr, civilDisorder } = this;
    if (!current(this.resolved)) this.resolved = resolveMovement(prepared, rules, nmr, civilDisorder);
    return describeResolved(prepared, this.resolved, rules, nmr, civilDisorder);
  }
}

function describeResolved(
  prepared: PreparedMovement, resolved: ResolvedMovement, rules: HouseRules,
  nmr: ReadonlySet<PowerName>, civilDisorder: ReadonlySet<PowerName>,
): EngineResult {
  return movementResult(prepared.board.variant, prepared.position, rules, prepared.orders, false, nmr, civilDisorder, describeMovement(resolved));
}

/**
 * 002 BT23a after a Fall with nothing to retreat: each supply centre belongs to the power whose
 * unit stands on it, empty centres keep their owner; a solo (002 BT16c) and whether any power
 * must build or remove. The same rules as adjudicate.ts's centre update, on indices.
 */
function fallCentres(
  prepared: PreparedMovement, nextUnits: readonly number[], count: number, rules: HouseRules, civilDisorder: ReadonlySet<PowerName>,
): { owners: number[]; victory: number; adjust: boolean } {
  const { board, powers } = prepared;
  const before = prepared.centreOwners;
  const owners: number[] = new Array(board.size);
  for (let p = 0; p < board.size; p++) owners[p] = before[p]!;
  // Scratch that does not leave this function, reused from Fall to Fall.
  if (standingScratch.length < board.size) standingScratch = new Int32Array(board.size);
  if (countScratch.length < 2 * powers.length) countScratch = new Int32Array(2 * powers.length);
  const standing = standingScratch.fill(-1, 0, board.size);
  const counts = countScratch.fill(0, 0, 2 * powers.length);
  const unitsOf = counts.subarray(0, powers.length);
  for (let u = 0; u < count; u++) {
    const p = nextUnits[u * UNIT_FIELDS + U_PROV]!;
    const power = nextUnits[u * UNIT_FIELDS + U_POWER]!;
    unitsOf[power]!++;
    if (p >= 0) standing[p] = power;
  }
  const centresOf = counts.subarray(powers.length, 2 * powers.length);
  for (let p = 0; p < board.size; p++) {
    if (!board.supplyCentre[p]) continue;
    const now = standing[p]! >= 0 ? standing[p]! : owners[p]!;
    if (now < 0) continue;
    owners[p] = now;
    centresOf[now]++;
  }
  // The solo (002 BT16c): the power with the most centres, if it has the victory count. Two powers
  // tied for the most (possible only under a house count of half the centres or fewer) win nothing:
  // a win is one player's (000 C.4, 000 D.IX(3)), and describe() names them for the GM, as
  // adjudicate() does.
  const needed = rules.victoryCentres ?? board.variant.data.victoryCentres;
  let victory = -1;
  let tied = false;
  for (let power = 0; power < powers.length; power++) {
    const centres = centresOf[power]!;
    if (centres < needed) continue;
    if (victory < 0 || centres > centresOf[victory]!) { victory = power; tied = false; }
    else if (centres === centresOf[victory]) tied = true;
  }
  if (tied) victory = -1;
  // An adjustment phase follows when some power has more units than centres, or owns a free home
  // centre it may build in (not in civil disorder, 002 BT24).
  let adjust = false;
  for (let power = 0; power < powers.length && !adjust; power++) {
    if (unitsOf[power]! > centresOf[power]!) adjust = true;
  }
  for (let power = 0; power < powers.length && !adjust; power++) {
    if (centresOf[power]! <= unitsOf[power]! || civilDisorder.has(powers[power]!)) continue;
    for (const h of homeCentresOf(board.variant, prepared.position, powers[power]!)) {
      // Only a supply centre has an owner here (the others are -1, and so is a place off the map).
      const p = board.provinceIndex.get(h) ?? -1;
      if (owners[p] === power && standing[p] === -1) { adjust = true; break; }
    }
  }
  return { owners, victory, adjust };
}

let standingScratch = new Int32Array(0);
let countScratch = new Int32Array(0);
