// Test notation for Maharajah's Diplomacy positions, in the same style as the engine tests:
//   units:  "Delhi: A awa, F muz; Gondwana: F bgl"
//   orders: "Delhi: F muz C A awa - ben; A awa - ben; Gondwana: F bgl - muz"
// Provinces are the official abbreviations in lower case (001 B.IV(2)): `ben` Benares, `bgl` Bengal.
import type { Order, Position, PowerName, ProvinceId, Unit, UnitType } from '../../../../core/diplomacy/types';
import { getVariant } from '../../../../core/diplomacy/variants';
import { adjudicate, type AdjudicationContext, type EngineResult } from '../../../../core/diplomacy/adjudicate';
import { getProfile, type HouseRules } from '../../../../core/diplomacy/houseRules';
import { order, perPower as perPowerOf } from '../engine/helpers';

export const maharajah = getVariant('maharajah');
export const maharajiad = getProfile('maharajiad');

const perPower = (text: string) => perPowerOf(text, maharajah);

/** Units with ids: the id is the unit's starting province (`u-ben`), so tests can follow it. */
export function units(text: string): Unit[] {
  return perPower(text).map(([power, item]) => {
    const [type, location] = item.split(/\s+/);
    return { type: type!.toUpperCase() as UnitType, power, location: location!.toLowerCase(), id: `u-${location!.toLowerCase()}` };
  });
}

/** A Maharajah position; every power owns its home centres unless `centres` says otherwise. */
export function position(text: string, extra: Partial<Position> = {}): Position {
  const centres: Record<ProvinceId, PowerName> = {};
  const homeCentres: Record<PowerName, ProvinceId[]> = {};
  for (const p of maharajah.powers) {
    homeCentres[p.name] = [...p.homeCentres];
    for (const c of p.homeCentres) centres[c] = p.name;
  }
  return {
    variant: 'maharajah', phase: { year: 1501, season: 'spring', type: 'movement' }, units: units(text), dislodged: [],
    centres, homeCentres, standoffs: [], ...extra,
  };
}

export function orders(text: string): Order[] {
  return perPower(text).map(([power, item]) => {
    const t = item.trim();
    const build = /^build\s+([AF])\s+(\S+)$/i.exec(t);
    if (build) return { kind: 'build', power, unitType: build[1]!.toUpperCase() as UnitType, location: build[2]!.toLowerCase() };
    const remove = /^remove\s+([AF])\s+(\S+)$/i.exec(t);
    if (remove) return { kind: 'remove', power, unitType: remove[1]!.toUpperCase() as UnitType, unit: remove[2]!.toLowerCase() };
    return order(power, t);
  });
}

export function run(pos: Position, text: string, rules: HouseRules = maharajiad, context?: AdjudicationContext): EngineResult {
  return adjudicate(maharajah, pos, orders(text), rules, context);
}

/** The result of the order given to the unit in this province. */
export function resultAt(result: EngineResult, province: string) {
  const where = (o: Order) => ('unit' in o ? o.unit : 'location' in o ? o.location : '');
  const r = result.results.find((x) => String(where(x.order)).split('/')[0] === province);
  if (!r) throw new Error(`no result for ${province}`);
  return r;
}

/** "Power T loc" for every unit after the phase, sorted. */
export function unitsAfter(result: EngineResult | Position): string[] {
  const units = 'next' in result ? result.next.units : result.units;
  return units.map((u) => `${u.power} ${u.type} ${u.location}`).sort();
}

export function dislodgedAfter(result: EngineResult): string[] {
  return result.next.dislodged.map((d) => `${d.unit.type} ${d.unit.location} -> ${d.retreats.join('/') || 'none'}`).sort();
}
