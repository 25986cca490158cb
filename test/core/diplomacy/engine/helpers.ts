// Test helpers for the engine tests: a position and orders from compact text like
//   "England: F lon, A yor; France: F bre"
//   "England: F lon - nth; A yor S F lon - nth; France: F bre H"
// The real order reader lives elsewhere; this is only the notation these tests are written in.
import type {
  Order, Position, PowerName, ProvinceId, Unit, UnitType,
} from '../../../../core/diplomacy/types';
import { getVariant } from '../../../../core/diplomacy/variants';
import type { Variant } from '../../../../core/diplomacy/variant';
import { adjudicate, type AdjudicationContext, type EngineResult } from '../../../../core/diplomacy/adjudicate';
import { getProfile, type HouseRules } from '../../../../core/diplomacy/houseRules';

export const standard = getVariant('standard');
export const hasbro = getProfile('hasbro2000');
export const wm2004 = getProfile('wm2004');
export const maharajiad = getProfile('maharajiad');
export const agora = getProfile('agora-bt');

/** Split "England: a, b; France: c" into [power, item] pairs, power names checked against the variant. */
export function perPower(text: string, variant: Variant = standard): [PowerName, string][] {
  const out: [PowerName, string][] = [];
  let power: PowerName | undefined;
  for (const raw of text.split(/[;\n]/)) {
    let item = raw.trim();
    if (!item) continue;
    const m = /^([A-Za-z]+):\s*(.*)$/.exec(item);
    if (m) {
      power = variant.power(m[1]!)?.name;
      if (!power) throw new Error(`unknown power ${m[1]}`);
      item = m[2]!.trim();
    }
    if (!power) throw new Error(`no power before '${item}'`);
    for (const part of item.split(',')) if (part.trim()) out.push([power, part.trim()]);
  }
  return out;
}

export function units(text: string): Unit[] {
  return perPower(text).map(([power, item], n) => {
    const [type, location] = item.split(/\s+/);
    return { type: type!.toUpperCase() as UnitType, power, location: location!.toLowerCase(), id: `t${n}` };
  });
}

export function position(text: string, extra: Partial<Position> = {}): Position {
  const us = units(text);
  const centres: Record<ProvinceId, PowerName> = {};
  const homeCentres: Record<PowerName, ProvinceId[]> = {};
  for (const p of standard.powers) {
    homeCentres[p.name] = [...p.homeCentres];
    for (const c of p.homeCentres) centres[c] = p.name;
  }
  return {
    variant: 'standard', phase: { year: 1901, season: 'spring', type: 'movement' }, units: us, dislodged: [],
    centres, homeCentres, standoffs: [], ...extra,
  };
}

/** One movement order in test notation. */
export function order(power: PowerName, text: string): Order {
  const t = text.trim().replace(/\s+/g, ' ');
  const words = t.split(' ');
  const unitType = words[0]!.toUpperCase() as UnitType;
  const unit = words[1]!.toLowerCase();
  const rest = words.slice(2);
  const verb = rest[0]?.toUpperCase();
  if (verb === undefined || verb === 'H') return { kind: 'hold', power, unitType, unit };
  if (verb === '-') {
    const viaConvoy = /via convoy/i.test(t);
    const path = rest.slice(1).filter((w) => !/^(via|convoy)$/i.test(w)).join(' ').split('-').map((s) => s.trim().toLowerCase());
    const to = path[path.length - 1]!;
    const route = path.length > 1 ? path.slice(0, -1) : undefined;
    return { kind: 'move', power, unitType, unit, to, ...(viaConvoy ? { viaConvoy } : {}), ...(route ? { route } : {}) };
  }
  if (verb === 'S') {
    const supportedType = rest[1]!.toUpperCase() as UnitType;
    const supported = rest[2]!.toLowerCase();
    if (rest[3] === '-') return { kind: 'support', power, unitType, unit, supportedType, supported, to: rest[4]!.toLowerCase() };
    return { kind: 'support', power, unitType, unit, supportedType, supported };
  }
  if (verb === 'C') return { kind: 'convoy', power, unitType, unit, from: rest[2]!.toLowerCase(), to: rest[4]!.toLowerCase() };
  if (verb === 'R') return { kind: 'retreat', power, unitType, unit, to: rest[1]!.toLowerCase() };
  if (verb === 'D') return { kind: 'disband', power, unitType, unit };
  throw new Error(`cannot read order '${text}'`);
}

export function orders(text: string): Order[] {
  return perPower(text).map(([power, item]) => order(power, item));
}

export function run(pos: Position, text: string, rules: HouseRules = hasbro, context?: AdjudicationContext): EngineResult {
  return adjudicate(standard, pos, orders(text), rules, context);
}

/** The result for the order of the unit in this province. */
export function resultAt(result: EngineResult, province: string) {
  const r = result.results.find((x) => 'unit' in x.order && String(x.order.unit).split('/')[0] === province);
  if (!r) throw new Error(`no result for ${province}`);
  return r;
}

/** Where each unit stands after the phase, by id-less "A par" strings. */
export function unitsAfter(result: EngineResult): string[] {
  return result.next.units.map((u) => `${u.type} ${u.location}`).sort();
}

export function dislodgedAfter(result: EngineResult): string[] {
  return result.next.dislodged.map((d) => `${d.unit.type} ${d.unit.location}`).sort();
}
