// The adjustment phase (002 BT23b-c): a power with more centres than units builds in its vacant
// home centres that it still owns (Position.homeCentres: Maharajah adds some during play); one with
// fewer removes units. House rules decide excess builds or removals (000 D.V(2), 001 B.VI(2)),
// several builds in one centre (000 D.V(3), 001 B.VI(3)) and missing removals (000 D.V(4)a: by the
// civil-disorder rule). A power in civil disorder builds nothing (002 BT24d).
import type { HouseRules } from '../houseRules';
import type { BuildOrder, Order, OrderResult, Position, PowerName, RemoveOrder, Unit } from '../types';
import { coastOf, provinceOf, type Variant } from '../variant';
import { civilDisorderRemovals } from '../civilDisorderRemovals';
import { homeCentresOf } from '../position';
import { placeName } from './board';
import { clauseFor } from './clauses';
import { describeUnit } from './movementOrders';

export interface AdjustmentOutcome { results: OrderResult[]; units: Unit[]; notices: string[] }

type Verdict = Omit<OrderResult, 'order'>;

export function adjudicateAdjustments(
  variant: Variant, position: Position, orders: readonly Order[], rules: HouseRules, civilDisorder: ReadonlySet<PowerName>,
): AdjustmentOutcome {
  const verdicts: (Verdict | undefined)[] = new Array(orders.length);
  const notices: string[] = [];
  const implicit: OrderResult[] = [];
  const removed = new Set<Unit>();
  const built: Unit[] = [];
  const owners = Object.values(position.centres);
  const powers = new Set<PowerName>([...variant.powers.map((p) => p.name), ...position.units.map((u) => u.power), ...owners]);
  // Each power's centres, counted in one pass (not one pass over the record per power).
  const centreCount = new Map<PowerName, number>();
  for (const owner of owners) centreCount.set(owner, (centreCount.get(owner) ?? 0) + 1);

  for (let k = 0; k < orders.length; k++) {
    const o = orders[k]!;
    if (o.kind !== 'build' && o.kind !== 'remove' && o.kind !== 'waive') {
      verdicts[k] = { success: false, code: 'wrong-phase', reason: `a ${o.kind} order has no effect in an adjustment phase` };
    } else if (!powers.has(o.power)) {
      verdicts[k] = { success: false, code: 'no-power', reason: `${o.power} is not a power in this game` };
    }
  }

  for (const power of powers) {
    const mine = orders.map((o, k) => ({ o, k })).filter(({ o, k }) => !verdicts[k] && o.power === power);
    const units = position.units.filter((u) => u.power === power);
    const centres = centreCount.get(power) ?? 0;
    const delta = centres - units.length;
    const disorder = civilDisorder.has(power);
    if (disorder) {
      for (const { k } of mine) verdicts[k] = { success: false, code: 'civil-disorder', reason: `${power} is in civil disorder`, clause: clauseFor(rules, 'civil-disorder') ?? '002 BT24' };
    }
    if (delta > 0 && !disorder) {
      buildPhase(variant, position, rules, power, delta, mine, verdicts, built, notices);
    } else if (delta > 0 && disorder) {
      notices.push(`${power} is in civil disorder and builds nothing (${clauseFor(rules, 'civil-disorder') ?? '002 BT24'})`);
    } else if (delta < 0) {
      removalPhase(variant, position, rules, power, -delta, disorder ? [] : mine, verdicts, removed, implicit, notices);
    } else {
      for (const { o, k } of mine) if (!verdicts[k]) verdicts[k] = { success: false, code: 'not-allowed', reason: `${power} has as many units as centres: no ${o.kind}` };
    }
  }

  const results: OrderResult[] = orders.map((order, k) => ({ order, ...(verdicts[k] ?? { success: false, code: 'void', reason: 'no effect' }) }));
  const units = position.units.filter((u) => !removed.has(u)).map((u) => ({ ...u })).concat(built);
  return { results: results.concat(implicit), units, notices };
}

function buildPhase(
  variant: Variant, position: Position, rules: HouseRules, power: PowerName, allowed: number,
  mine: { o: Order; k: number }[], verdicts: (Verdict | undefined)[], built: Unit[], notices: string[],
): void {
  const homes = new Set(homeCentresOf(variant, position, power));
  const occupied = new Set(position.units.map((u) => provinceOf(u.location)));
  // Each build checked on its own first.
  const candidates: { k: number; unit?: Unit; centre: string }[] = [];  // a waive has no unit
  for (const { o, k } of mine) {
    if (o.kind === 'remove') { verdicts[k] = { success: false, code: 'not-allowed', reason: `${power} may build, not remove` }; continue; }
    if (o.kind === 'waive') { candidates.push({ k, centre: '' }); continue; }
    const b = o as BuildOrder;
    const check = checkBuild(variant, position, power, b, homes, occupied);
    if (typeof check === 'string') verdicts[k] = { success: false, code: 'illegal', reason: check, clause: check.includes('cannot hold a fleet') ? clauseFor(rules, 'fleet-build-inland') : undefined };
    else candidates.push({ k, unit: check, centre: provinceOf(check.location) });
  }
  // Several builds in one centre (000 D.V(3), 001 B.VI(3), DATC 4.D.5).
  const byCentre = new Map<string, typeof candidates>();
  for (const c of candidates) if (c.centre) byCentre.set(c.centre, [...(byCentre.get(c.centre) ?? []), c]);
  const dropped = new Set<number>();
  for (const [centre, list] of byCentre) {
    if (list.length < 2) continue;
    const clause = clauseFor(rules, 'multiple-builds');
    if (rules.multipleBuildsInCentre === 'none-if-types-differ') {
      const types = new Set(list.map((c) => `${c.unit!.type} ${c.unit!.location}`));
      if (types.size > 1) {
        for (const c of list) { dropped.add(c.k); verdicts[c.k] = { success: false, code: 'conflict', reason: `different builds ordered in ${placeName(centre)}: none is built`, clause }; }
      } else {
        // Identical duplicates count as a single build (001 B.VI(3)b).
        for (const c of list.slice(1)) { dropped.add(c.k); verdicts[c.k] = { success: false, code: 'duplicate', reason: `the same build in ${placeName(centre)} counts once`, clause }; }
      }
      continue;
    }
    const keep = rules.multipleBuildsInCentre === 'first-from-bottom' ? list[list.length - 1]! : list[0]!;
    for (const c of list) {
      if (c === keep) continue;
      dropped.add(c.k);
      verdicts[c.k] = { success: false, code: 'duplicate', reason: `another build in ${placeName(centre)} is followed instead`, clause };
    }
  }
  const remaining = candidates.filter((c) => !dropped.has(c.k));
  // Too many builds (000 D.V(2), 001 B.VI(2)a, DATC 4.D.4).
  const clause = clauseFor(rules, 'excess-adjustments');
  let accepted: typeof remaining;
  const builds = remaining.filter((c) => c.unit).length;
  if (rules.excessAdjustments === 'builds-void-removals-civil-disorder' && builds > allowed) {
    for (const c of remaining) verdicts[c.k] = { success: false, code: 'too-many', reason: `${power} ordered ${builds} builds but may build ${allowed}: no build is allowed`, clause };
    accepted = [];
  } else {
    const sequence = rules.excessAdjustments === 'bottom-to-top' ? [...remaining].reverse() : remaining;
    accepted = sequence.slice(0, allowed);
    for (const c of sequence.slice(allowed)) verdicts[c.k] = { success: false, code: 'too-many', reason: `${power} may build only ${allowed}`, clause };
  }
  for (const c of accepted) {
    if (!c.unit) { verdicts[c.k] = { success: true, code: 'waived', reason: 'build waived' }; continue; }
    verdicts[c.k] = { success: true, code: 'built', reason: `built ${describeUnit(c.unit)}` };
    built.push(c.unit);
  }
  const unused = allowed - accepted.length;
  if (unused > 0) notices.push(`${power} leaves ${unused} build${unused > 1 ? 's' : ''} unused`);
}

function checkBuild(
  variant: Variant, position: Position, power: PowerName, b: BuildOrder, homes: Set<string>, occupied: Set<string>,
): Unit | string {
  const where = String(b.location ?? '').toLowerCase();
  const centre = provinceOf(where);
  const province = variant.province(centre);
  if (!province) return `unknown province '${where}'`;
  if (!homes.has(centre)) return `${province.name} is not a home centre of ${power}`;
  if (position.centres[centre] !== power) return `${power} does not own ${province.name}`;
  if (occupied.has(centre)) return `${province.name} is occupied`;
  if (b.unitType === 'A') {
    if (province.kind === 'sea') return `an army cannot stand in ${province.name}`;
    return { type: 'A', power, location: centre, id: buildId(position, centre) };
  }
  if (b.unitType !== 'F') return 'the build names no unit type';
  if (province.kind === 'land' && !province.river) return `${province.name} cannot hold a fleet: nothing is built`;
  let location = where;
  if (province.coasts.length > 0) {
    const coast = coastOf(where);
    // DATC 4.B.7: a fleet built in a two-coast centre needs its coast.
    if (coast === undefined || !province.coasts.includes(coast)) return `a fleet in ${province.name} needs a coast (${province.coasts.join(', ')})`;
  } else location = centre;
  if (!variant.canOccupy('F', location)) return `a fleet cannot stand at ${placeName(location)}`;
  return { type: 'F', power, location, id: buildId(position, centre) };
}

/** A built unit's stable id: one build per centre per year makes it unique. */
function buildId(position: Position, centre: string): string {
  return `b${position.phase.year}-${centre}`;
}

function removalPhase(
  variant: Variant, position: Position, rules: HouseRules, power: PowerName, required: number,
  mine: { o: Order; k: number }[], verdicts: (Verdict | undefined)[], removed: Set<Unit>, implicit: OrderResult[], notices: string[],
): void {
  const candidates: { k: number; unit: Unit }[] = [];
  for (const { o, k } of mine) {
    if (o.kind !== 'remove') { verdicts[k] = { success: false, code: 'not-allowed', reason: `${power} must remove ${required}, not ${o.kind === 'build' ? 'build' : 'waive'}` }; continue; }
    const r = o as RemoveOrder;
    const p = provinceOf(String(r.unit ?? '').toLowerCase());
    const unit = position.units.find((u) => u.power === power && provinceOf(u.location) === p);
    if (!unit) { verdicts[k] = { success: false, code: 'no-unit', reason: `${power} has no unit in ${placeName(p)}` }; continue; }
    if (r.unitType && r.unitType !== unit.type && rules.wrongUnitType === 'invalidates') {
      verdicts[k] = { success: false, code: 'illegal', reason: `the order names the wrong unit type for ${describeUnit(unit)}`, clause: clauseFor(rules, 'wrong-unit-type') };
      continue;
    }
    if (candidates.some((c) => c.unit === unit)) {
      // DATC 6.J.2: removing the same unit twice removes it once.
      verdicts[k] = { success: false, code: 'duplicate', reason: `${describeUnit(unit)} is already removed` };
      continue;
    }
    candidates.push({ k, unit });
  }
  const clause = clauseFor(rules, 'excess-adjustments');
  let accepted: typeof candidates;
  if (rules.excessAdjustments === 'builds-void-removals-civil-disorder' && candidates.length > required) {
    for (const c of candidates) verdicts[c.k] = { success: false, code: 'too-many', reason: `${power} ordered ${candidates.length} removals but must remove ${required}: the civil-disorder rule chooses`, clause };
    accepted = [];
  } else {
    const sequence = rules.excessAdjustments === 'bottom-to-top' ? [...candidates].reverse() : candidates;
    accepted = sequence.slice(0, required);
    for (const c of sequence.slice(required)) verdicts[c.k] = { success: false, code: 'too-many', reason: `${power} must remove only ${required}`, clause };
  }
  for (const c of accepted) {
    verdicts[c.k] = { success: true, code: 'removed', reason: `removed ${describeUnit(c.unit)}` };
    removed.add(c.unit);
  }
  const missing = required - accepted.length;
  if (missing <= 0) return;
  const cdClause = clauseFor(rules, 'civil-disorder-removal');
  for (const { unit, distance } of civilDisorderRemovals(variant, position, power, missing, rules.civilDisorderDistance, [...removed])) {
    removed.add(unit);
    const far = Number.isFinite(distance) ? `${distance} from home` : 'cut off from home';
    implicit.push({
      order: { kind: 'remove', power, unitType: unit.type, unit: unit.location }, implicit: true,
      success: true, code: 'civil-disorder-removal', reason: `removed by the civil-disorder rule: ${describeUnit(unit)} stands ${far}`, clause: cdClause,
    });
    notices.push(`${power} did not order enough removals: ${describeUnit(unit)} removed (${far})`);
  }
}
