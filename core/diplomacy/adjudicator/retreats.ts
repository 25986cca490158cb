// A retreat phase (002 BT22): each dislodged unit retreats to one of the places the movement
// phase left it, or is disbanded. Two or more retreats to one province: all are disbanded
// (BT22b). No retreat order: disbanded (BT22c). An NMR power still orders its retreats under
// 000 D.VII(6)(c)b; a power in civil disorder has its dislodged units disbanded (002 BT24c).
import type { HouseRules } from '../houseRules';
import type { DislodgedUnit, Location, Order, OrderResult, Position, PowerName, RetreatOrder, Unit } from '../types';
import { coastOf, provinceOf } from '../variant';
import { placeName } from './board';
import { clauseFor } from './clauses';
import { describeUnit } from './movementOrders';

export interface RetreatOutcome { results: OrderResult[]; units: Unit[]; notices: string[] }

export function adjudicateRetreats(
  position: Position, orders: readonly Order[], rules: HouseRules, civilDisorder: ReadonlySet<PowerName>,
): RetreatOutcome {
  const dislodged = position.dislodged ?? [];
  const results: OrderResult[] = new Array(orders.length);
  const chosen = new Array<number>(dislodged.length).fill(-1);
  const notices: string[] = [];
  const byProvince = new Map(dislodged.map((d, i) => [provinceOf(d.unit.location), i]));

  for (let k = 0; k < orders.length; k++) {
    const o = orders[k]!;
    if (o.kind !== 'retreat' && o.kind !== 'disband') {
      results[k] = { order: o, success: false, code: 'wrong-phase', reason: `a ${o.kind} order has no effect in a retreat phase` };
      continue;
    }
    const i = typeof o.unit === 'string' ? byProvince.get(provinceOf(o.unit.toLowerCase())) : undefined;
    if (i === undefined) {
      results[k] = { order: o, success: false, code: 'no-unit', reason: `there is no dislodged unit in ${placeName(String(o.unit))}` };
      continue;
    }
    const u = dislodged[i]!.unit;
    if (u.power !== o.power) {
      results[k] = { order: o, success: false, code: 'foreign-unit', reason: `${describeUnit(u)} belongs to ${u.power}, not ${o.power}` };
      continue;
    }
    if (civilDisorder.has(u.power)) {
      results[k] = { order: o, success: false, code: 'civil-disorder', reason: `${u.power} is in civil disorder: its dislodged units are disbanded`, clause: clauseFor(rules, 'civil-disorder') ?? '002 BT24' };
      continue;
    }
    if (chosen[i]! >= 0) {
      const prev = chosen[i]!;
      results[prev] = { order: orders[prev]!, success: false, code: 'superseded', reason: `a later order for ${describeUnit(u)} replaces this one` };
    }
    chosen[i] = k;
  }

  // Where each unit tries to go.
  const destination = new Array<Location | undefined>(dislodged.length);
  const problem = new Array<string | undefined>(dislodged.length);
  for (let i = 0; i < dislodged.length; i++) {
    const k = chosen[i]!;
    if (k < 0) continue;
    const o = orders[k]!;
    if (o.kind !== 'retreat') continue;
    const unitType = (o as RetreatOrder).unitType;
    if (unitType && unitType !== dislodged[i]!.unit.type && rules.wrongUnitType === 'invalidates') {
      problem[i] = `the order names the wrong unit type (${clauseFor(rules, 'wrong-unit-type') ?? ''})`;
      continue;
    }
    const loc = retreatLocation(dislodged[i]!, String((o as RetreatOrder).to ?? ''));
    if (loc === undefined) problem[i] = `${placeName(String((o as RetreatOrder).to))} is not a legal retreat (legal: ${dislodged[i]!.retreats.map(placeName).join(', ') || 'none'})`;
    else destination[i] = loc;
  }
  const wanted = new Map<string, number>();
  for (const loc of destination) if (loc) wanted.set(provinceOf(loc), (wanted.get(provinceOf(loc)) ?? 0) + 1);

  const units = position.units.map((u) => ({ ...u }));
  const implicit: OrderResult[] = [];
  for (let i = 0; i < dislodged.length; i++) {
    const d = dislodged[i]!;
    const k = chosen[i]!;
    const o: Order = k >= 0 ? orders[k]! : { kind: 'disband', power: d.unit.power, unitType: d.unit.type, unit: d.unit.location };
    let r: Omit<OrderResult, 'order'>;
    if (civilDisorder.has(d.unit.power)) {
      r = { success: false, code: 'disbanded', reason: `${d.unit.power} is in civil disorder: disbanded`, clause: clauseFor(rules, 'civil-disorder') ?? '002 BT24' };
      notices.push(`${describeUnit(d.unit)} (${d.unit.power}, civil disorder) is disbanded`);
    } else if (k < 0) {
      r = { success: false, code: 'disbanded', reason: 'no retreat order: disbanded' };
    } else if (o.kind === 'disband') {
      r = { success: true, code: 'disbanded', reason: 'disbanded as ordered' };
    } else if (problem[i]) {
      r = { success: false, code: 'illegal', reason: `${problem[i]}: disbanded` };
    } else if ((wanted.get(provinceOf(destination[i]!)) ?? 0) > 1) {
      r = { success: false, code: 'bounced', reason: `another unit also retreated to ${placeName(provinceOf(destination[i]!))}: both disbanded` };
    } else {
      r = { success: true, code: 'retreated', reason: `retreated to ${placeName(destination[i]!)}` };
      units.push({ ...d.unit, location: destination[i]! });
    }
    if (k >= 0) results[k] = { order: o, ...r };
    else implicit.push({ order: o, ...r, implicit: true });
  }
  for (let k = 0; k < orders.length; k++) {
    if (!results[k]) results[k] = { order: orders[k]!, success: false, code: 'void', reason: 'no effect' };
  }
  return { results: results.concat(implicit), units, notices };
}

/** The retreat location an order names: exact, or the only legal coast of a named province. */
function retreatLocation(d: DislodgedUnit, written: string): Location | undefined {
  const to = written.toLowerCase();
  if (d.retreats.includes(to)) return to;
  const p = provinceOf(to);
  const inProvince = d.retreats.filter((r) => provinceOf(r) === p);
  // An army's written coast means nothing (DATC 4.B.6); a fleet's missing coast is filled when
  // only one coast of the province is open (DATC 4.B.2).
  if (inProvince.length === 1 && (d.unit.type === 'A' || coastOf(to) === undefined)) return inProvince[0];
  return undefined;
}
