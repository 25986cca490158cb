// A movement phase from orders to results and the position after it: plan the orders, resolve
// the decisions, explain each one for the GM, then move units, list the dislodged with their
// legal retreats and the provinces left empty by a standoff.
import type { HouseRules } from '../houseRules';
import type { DislodgedUnit, Order, OrderResult, PowerName, Unit } from '../types';
import { clauseFor } from './clauses';
import { explainOrder } from './movementExplain';
import { MovementDecisions } from './movementDecisions';
import { MOVE, planMovement, unitName, type MovementPlan } from './movementOrders';
import type { PreparedMovement } from './preparedMovement';
import { retreatOptions } from './retreatOptions';

export interface MovementOutcome {
  results: OrderResult[];
  /** Units after the phase (dislodged units removed). */
  units: Unit[];
  dislodged: DislodgedUnit[];
  standoffs: string[];
  notices: string[];
}

/**
 * A movement phase decided (issue 18, item 4): the plan, every decision, who moved and who was
 * dislodged, by unit index. Reads the workspace of its board and unit count (workspace.ts), so it
 * stays readable only until that workspace is reused: `current` says whether it still is.
 */
export interface ResolvedMovement {
  readonly plan: MovementPlan;
  readonly decisions: MovementDecisions;
  /** 1 where the unit moved, by unit index. */
  readonly moved: Uint8Array;
  /** The unit that dislodged each unit, or -1. */
  readonly dislodgedBy: Int32Array;
  /** How many units were dislodged, and how many of them must retreat (a civil-disorder power's are disbanded: 002 BT24). */
  readonly dislodged: number;
  readonly retreating: number;
  /** The workspace's use this phase was decided in (see `current`). */
  readonly use: number;
}

/** The phase prepared as numbers (preparedMovement.ts), decided: no result or unit object is built. */
export function resolveMovement(
  prepared: PreparedMovement, rules: HouseRules, nmr: ReadonlySet<PowerName>, civilDisorder: ReadonlySet<PowerName>,
): ResolvedMovement {
  const plan = planMovement(prepared, rules, nmr, civilDisorder);
  const decisions = new MovementDecisions(plan);
  decisions.resolveAll();
  const n = prepared.unitCount;

  // Who moved, who was dislodged and by whom.
  const moved = plan.workspace.moved;
  const dislodgedBy = plan.workspace.dislodgedBy;
  // resolveAll has settled every move: its answer is read as it stands. One pass over the units:
  // whether the unit standing in a mover's destination moved too is read from the same answers,
  // not from `moved`, which is not yet written for the units after this one.
  // Counted here, not in a pass of their own: only one move into a province can succeed (DATC
  // 5.B.1: each is beaten by the other's prevent strength), so no unit is dislodged twice.
  const result = plan.workspace.result;
  const { kind, unitAt, dest } = plan;
  const inDisorder = plan.civilDisorder;
  let dislodged = 0;
  let retreating = 0;
  for (let i = 0; i < n; i++) {
    if (kind[i] !== MOVE || result[i] !== 1) continue;
    moved[i] = 1;
    const k = unitAt[dest[i]!]!;
    if (k >= 0 && (kind[k] !== MOVE || result[k] !== 1)) {
      dislodgedBy[k] = i;
      dislodged++;
      if (!inDisorder[k]) retreating++;
    }
  }
  return { plan, decisions, moved, dislodgedBy, dislodged, retreating, use: plan.workspace.use };
}

/** The workspace behind a decided phase has not been reused since: it can still be described. */
export function current(resolved: ResolvedMovement): boolean {
  return resolved.plan.workspace.use === resolved.use;
}

/** The phase prepared as numbers (preparedMovement.ts), adjudicated: every result with its reason. */
export function adjudicateMovement(
  prepared: PreparedMovement, rules: HouseRules, nmr: ReadonlySet<PowerName>, civilDisorder: ReadonlySet<PowerName>,
): MovementOutcome {
  return describeMovement(resolveMovement(prepared, rules, nmr, civilDisorder));
}

/**
 * The results a GM reads (each order's result and reason sentence), the units after the phase,
 * the dislodged with their retreats and the standoffs, from a decided phase whose workspace is
 * still current.
 */
export function describeMovement(resolved: ResolvedMovement): MovementOutcome {
  const { plan, decisions, moved, dislodgedBy } = resolved;
  const orders = plan.prepared.orders;
  const n = plan.units.length;
  const results: OrderResult[] = new Array(orders.length);
  for (let k = 0; k < orders.length; k++) if (plan.earlyResults[k]) results[k] = plan.earlyResults[k]!;
  const implicit: OrderResult[] = [];
  for (let i = 0; i < n; i++) {
    const r = explainOrder(plan, decisions, i, moved, dislodgedBy);
    const k = plan.orderOf[i]!;
    if (k >= 0) results[k] = withOrder(orders[k]!, r);
    else {
      const u = plan.units[i]!;
      const hold = withOrder({ kind: 'hold', power: u.power, unitType: u.type, unit: u.location }, r);
      hold.implicit = true;
      implicit.push(hold);
    }
  }

  const outcome = nextUnits(plan, decisions, moved, dislodgedBy, plan.rules);
  for (const r of implicit) results.push(r);
  return { results, units: outcome.units, dislodged: outcome.dislodged, standoffs: outcome.standoffs, notices: outcome.notices };
}

function nextUnits(
  plan: MovementPlan, decisions: MovementDecisions, moved: Uint8Array, dislodgedBy: Int32Array, rules: HouseRules,
): Omit<MovementOutcome, 'results'> {
  const { board } = plan;
  const n = plan.units.length;
  // Sized once (a list grown by push is copied as it grows).
  let staying = 0;
  for (let i = 0; i < n; i++) if (dislodgedBy[i]! < 0) staying++;
  const units: Unit[] = new Array(staying);
  let next = 0;
  const occupied = plan.workspace.occupied;
  for (let i = 0; i < n; i++) {
    if (dislodgedBy[i] >= 0) continue;
    const u = plan.units[i]!;
    if (moved[i]) {
      units[next++] = copyUnit(u, plan.destLoc[i]!);
      occupied[plan.dest[i]!] = 1;
    } else {
      // A unit that stayed is the same value as before: shared, as unchanged parts of a position
      // are (never mutated), rather than copied for every unit of every phase.
      units[next++] = u;
      if (plan.prov[i]! >= 0) occupied[plan.prov[i]!] = 1;
    }
  }
  // A standoff leaves a province empty that some move contested with real strength (DATC 5.B.6):
  // no unit may retreat there. A move with no convoy path or beaten head-to-head contests nothing.
  const standoff = plan.workspace.standoff;
  let anyStandoff = false;
  for (let j = 0; j < n; j++) {
    if (plan.kind[j] !== MOVE || moved[j]) continue;
    const d = plan.dest[j]!;
    if (!occupied[d] && decisions.preventStrength(j) > 0) { standoff[d] = 1; anyStandoff = true; }
  }
  // Listed in map order (the province scan is skipped in the many phases with no standoff).
  const standoffs: string[] = [];
  if (anyStandoff) for (let p = 0; p < board.size; p++) if (standoff[p]) standoffs.push(board.provinceIds[p]!);

  const dislodged: DislodgedUnit[] = [];
  const notices: string[] = [];
  for (let i = 0; i < n; i++) {
    const a = dislodgedBy[i]!;
    if (a < 0) continue;
    const u = plan.units[i]!;
    if (plan.civilDisorder[i]) {
      // 002 BT24: a civil-disorder power's dislodged units are disbanded, not retreated.
      notices.push(`${u.power} is in civil disorder: dislodged ${unitName(plan, i)} is disbanded (${clauseFor(rules, 'civil-disorder') ?? '002 BT24'})`);
      continue;
    }
    const attackerFrom = board.provinceIds[plan.prov[a]!]!;
    const attackerConvoyed = plan.convoyed[a] === 1;
    dislodged.push({
      unit: { ...u }, attackerFrom, attackerConvoyed,
      retreats: retreatOptions(board, u, attackerFrom, attackerConvoyed, occupied, standoff),
    });
  }
  return { units, dislodged, standoffs, notices };
}

/** The unit at its new location (ids kept; no `id: undefined` key added when there is none). */
function copyUnit(u: Unit, location: string): Unit {
  return u.id === undefined ? { type: u.type, power: u.power, location } : { type: u.type, power: u.power, location, id: u.id };
}

/** The result object, built field by field (object spread is slow in this hot loop). */
function withOrder(order: Order, r: Omit<OrderResult, 'order'>): OrderResult {
  const out: OrderResult = { order, success: r.success, code: r.code, reason: r.reason };
  if (r.clause !== undefined) out.clause = r.clause;
  if (r.dislodged) out.dislodged = true;
  return out;
}
