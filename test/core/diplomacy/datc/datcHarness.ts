// Runs one DATC case through the adjudicator and checks it: every order's success, the dislodged
// set, and the resulting units (after movement, after retreats, after adjustments). The positions
// are built here from the case text: in movement cases the units are the ordered units (unless the
// expectation lists them), every power owns its home centres, and it is Spring 1901.
import { expect } from 'vitest';
import { adjudicate } from '../../../../core/diplomacy/adjudicate';
import { getProfile } from '../../../../core/diplomacy/houseRules';
import { coastOf, provinceOf, type Variant } from '../../../../core/diplomacy/variant';
import { getVariant } from '../../../../core/diplomacy/variants';
import type { AdjudicationResult, Order, OrderResult, Position, Unit } from '../../../../core/diplomacy/types';
import { readOrders, readUnits } from './datcNotation';
import type { AdjustmentExpectation, AdjustmentScenario, MovementExpectation } from './datcExpectations';

export const variant: Variant = getVariant('standard');

function homeCentres(): Record<string, string[]> {
  return Object.fromEntries(variant.powers.map((p) => [p.name, [...p.homeCentres]]));
}

/** Each power owns its home centres, as at the start of the game. */
function startingOwnership(): Record<string, string> {
  const centres: Record<string, string> = {};
  for (const p of variant.powers) for (const c of p.homeCentres) centres[c] = p.name;
  return centres;
}

/** The unit an order names, owned by the power that wrote the order. */
function unitsFromOrders(orders: Order[]): Unit[] {
  const units: Unit[] = [];
  for (const o of orders) {
    if (o.kind === 'build' || o.kind === 'remove' || o.kind === 'waive') continue;
    if (!o.unitType) throw new Error(`order without unit type: ${JSON.stringify(o)}`);
    if (units.some((u) => provinceOf(u.location) === provinceOf(o.unit))) continue;
    units.push({ type: o.unitType, power: o.power, location: o.unit });
  }
  return units;
}

/** The province an order is "about": its unit, or a build's centre. Used as the case key. */
export function orderKey(order: Order): string {
  if (order.kind === 'build') return provinceOf(order.location);
  if (order.kind === 'waive') return `waive:${order.power}`;
  return provinceOf(order.unit);
}

export function orderText(order: Order): string {
  return JSON.stringify(order);
}

/** Pairs each given order with its result (first unused result for the same power, kind and place). */
export function resultsFor(orders: Order[], result: AdjudicationResult): OrderResult[] {
  const used = new Set<OrderResult>();
  return orders.map((order) => {
    const found = result.results.find((r) => !used.has(r) && r.order.kind === order.kind
      && r.order.power === order.power && orderKey(r.order) === orderKey(order));
    if (!found) throw new Error(`the adjudicator returned no result for ${orderText(order)}`);
    used.add(found);
    return found;
  });
}

export function unitLabel(u: Unit): string {
  return `${u.power} ${u.type} ${u.location}`;
}

function sortedLabels(units: Unit[]): string[] {
  return units.map(unitLabel).sort();
}

/** Where a unit ends after a successful move or retreat to `to`. */
function destination(unit: Unit, to: string): string {
  if (unit.type === 'A') return provinceOf(to);
  if (coastOf(to) !== undefined) return to;
  const province = variant.province(to);
  if (province && province.coasts.length > 0) {
    // A fleet moving to a two-coast province without a coast ends on the only coast it reaches (6.B.2).
    const coasts = variant.fleetCoastsInto(unit.location, to);
    if (coasts.length === 1) return coasts[0]!;
  }
  return to;
}

function dislodgedProvinces(result: AdjudicationResult): string[] {
  const set = new Set<string>();
  for (const d of result.next.dislodged) set.add(provinceOf(d.unit.location));
  // A unit with no retreat at all may be destroyed at once and so be missing from next.dislodged
  // (6.H.15); its own order result still says it was dislodged.
  for (const r of result.results) {
    if (r.dislodged && r.order.kind !== 'build' && r.order.kind !== 'waive') set.add(provinceOf(r.order.unit));
  }
  return [...set].sort();
}

export interface CaseInput {
  orders: string;
  retreatOrders?: string;
}

/** Runs a movement case (and its retreat phase, if any) under a profile and checks everything. */
export function checkMovementCase(input: CaseInput, expected: MovementExpectation, profileId: string): void {
  const rules = getProfile(profileId);
  const orders = readOrders(variant, input.orders, 'movement');
  const units = expected.units ? readUnits(variant, expected.units) : unitsFromOrders(orders);
  const position: Position = {
    variant: 'standard',
    phase: { year: 1901, season: 'spring', type: 'movement' },
    units, dislodged: [], centres: startingOwnership(), homeCentres: homeCentres(), standoffs: [],
  };
  const result = adjudicate(variant, position, orders, rules);

  const fails = new Set(expected.fails ?? []);
  const dislodged = new Set(expected.dislodged ?? []);
  const results = resultsFor(orders, result);
  orders.forEach((order, i) => {
    const key = orderKey(order);
    const want = !fails.has(key) && !dislodged.has(key);
    expect(results[i]!.success, `success of ${orderText(order)} (${results[i]!.code}: ${results[i]!.reason})`).toBe(want);
  });
  expect(dislodgedProvinces(result), 'dislodged units').toEqual([...dislodged].sort());

  // Units after movement: a successful move ends on its destination, a dislodged unit is off the
  // board (in next.dislodged), every other unit stays.
  const afterMovement: Unit[] = [];
  for (const unit of units) {
    const key = provinceOf(unit.location);
    if (dislodged.has(key)) continue;
    const move = orders.find((o) => o.kind === 'move' && o.power === unit.power && provinceOf(o.unit) === key);
    const moved = move && move.kind === 'move' && !fails.has(key);
    afterMovement.push({ type: unit.type, power: unit.power, location: moved ? destination(unit, move.to) : unit.location });
  }
  expect(sortedLabels(result.next.units), 'units after movement').toEqual(sortedLabels(afterMovement));

  const retreat = expected.retreat;
  if (!retreat) return;
  for (const [province, places] of Object.entries(retreat.mayRetreatTo ?? {})) {
    const d = result.next.dislodged.find((x) => provinceOf(x.unit.location) === province);
    expect(d, `dislodged unit in ${province}`).toBeDefined();
    const offered = d!.retreats.map(provinceOf);
    for (const place of places) expect(offered, `retreats offered to ${province}`).toContain(place);
  }
  for (const [province, places] of Object.entries(retreat.mayNotRetreatTo ?? {})) {
    const d = result.next.dislodged.find((x) => provinceOf(x.unit.location) === province);
    const offered = (d?.retreats ?? []).map(provinceOf);
    for (const place of places) expect(offered, `retreats offered to ${province}`).not.toContain(place);
  }
  const retreatText = input.retreatOrders ?? retreat.orders;
  // With no retreat orders (6.H.15) the checks above are the whole case.
  if (!retreatText) return;
  expect(result.next.phase.type, 'phase after a movement with dislodgements').toBe('retreat');
  const retreatOrders = readOrders(variant, retreatText, 'retreat');
  const retreated = adjudicate(variant, result.next, retreatOrders, rules);
  const retreatFails = new Set(retreat.fails ?? []);
  const retreatResults = resultsFor(retreatOrders, retreated);
  retreatOrders.forEach((order, i) => {
    expect(retreatResults[i]!.success, `retreat-phase success of ${orderText(order)} (${retreatResults[i]!.code}: ${retreatResults[i]!.reason})`)
      .toBe(!retreatFails.has(orderKey(order)));
  });
  const afterRetreat = [...afterMovement];
  for (const order of retreatOrders) {
    if (order.kind !== 'retreat' || retreatFails.has(orderKey(order))) continue;
    const d = result.next.dislodged.find((x) => provinceOf(x.unit.location) === orderKey(order))!;
    afterRetreat.push({ type: d.unit.type, power: d.unit.power, location: destination(d.unit, order.to) });
  }
  expect(sortedLabels(retreated.next.units), 'units after retreats').toEqual(sortedLabels(afterRetreat));
  expect(retreated.next.dislodged, 'nothing left dislodged after the retreat phase').toEqual([]);
}

function adjustmentPosition(scenario: AdjustmentScenario): Position {
  const centres: Record<string, string> = {};
  for (const [power, list] of Object.entries(scenario.centres)) for (const c of list) centres[c] = power;
  return {
    variant: 'standard',
    phase: { year: 1901, season: 'winter', type: 'adjustment' },
    units: readUnits(variant, scenario.units), dislodged: [], centres, homeCentres: homeCentres(), standoffs: [],
  };
}

/** Runs an adjustment case (builds, removals, civil disorder) under a profile and checks it. */
export function checkAdjustmentCase(ordersText: string, expected: AdjustmentExpectation, profileId: string): void {
  const rules = getProfile(profileId);
  const orders = readOrders(variant, ordersText, 'adjustment');
  expect(orders.length, 'one expected result per printed order').toBe(expected.results.length);
  const result = adjudicate(variant, adjustmentPosition(expected), orders, rules);
  const results = resultsFor(orders, result);
  orders.forEach((order, i) => {
    expect(results[i]!.success, `success of order ${i + 1} ${orderText(order)} (${results[i]!.code}: ${results[i]!.reason})`).toBe(expected.results[i]);
  });
  expect(sortedLabels(result.next.units), 'units after adjustments').toEqual(sortedLabels(readUnits(variant, expected.after)));
  for (const scenario of expected.more ?? []) {
    const again = adjudicate(variant, adjustmentPosition(scenario), [], rules);
    expect(sortedLabels(again.next.units), 'units after adjustments (second position)').toEqual(sortedLabels(readUnits(variant, scenario.after)));
  }
}
