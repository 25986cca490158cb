// How the nJudge/DPjudge results format words units, places and orders, so that players'
// mapping tools that parse judge mail read Adjutant's posts (results-text.md): `Army Galicia ->
// Rumania.`, `Fleet English Channel CONVOY French Army Gascony -> Switzerland.`,
// `St Petersburg (south coast)`.
import { coastOf, provinceOf, type Variant } from '../variant';
import type { Location, Order, OrderResult, Position, PowerName, UnitType } from '../types';

const coastNames: Record<string, string> = { nc: 'north coast', sc: 'south coast', ec: 'east coast', wc: 'west coast' };

export function unitWord(type: UnitType | undefined): string {
  return type === 'F' ? 'Fleet' : type === 'A' ? 'Army' : 'Unit';
}

/** `St Petersburg (south coast)`, `Burgundy`; an id the variant lacks is printed as written. */
export function placeName(variant: Variant, location: Location): string {
  const province = variant.province(provinceOf(location));
  const name = province?.name ?? location;
  const coast = coastOf(location);
  return coast ? `${name} (${coastNames[coast] ?? coast})` : name;
}

/** `the English Channel` for seas, `Burgundy` for land: the judge's sentences read that way. */
export function placeWithArticle(variant: Variant, location: Location): string {
  const sea = variant.province(provinceOf(location))?.kind === 'sea';
  return `${sea ? 'the ' : ''}${placeName(variant, location)}`;
}

export function adjective(variant: Variant, power: PowerName): string {
  return variant.power(power)?.adjective ?? power;
}

function unitAt(position: Position, location: Location) {
  const p = provinceOf(location);
  return position.units.find((u) => provinceOf(u.location) === p) ?? position.dislodged.find((d) => provinceOf(d.unit.location) === p)?.unit;
}

/** The unit named by another power's order carries its nationality: `Russian Army Livonia`. */
function otherUnit(variant: Variant, position: Position, location: Location, writtenType: UnitType | undefined, orderingPower: PowerName): string {
  const u = unitAt(position, location);
  const nationality = u && u.power !== orderingPower ? `${adjective(variant, u.power)} ` : '';
  return `${nationality}${unitWord(u?.type ?? writtenType)} ${placeName(variant, u?.location ?? location)}`;
}

/** The order as the judge prints it, without the power's name: `Army Galicia -> Rumania.` */
export function judgeOrderText(variant: Variant, position: Position, order: Order): string {
  if (order.kind === 'build') return `Builds ${order.unitType === 'F' ? 'a fleet' : 'an army'} in ${placeWithArticle(variant, order.location)}.`;
  if (order.kind === 'remove') {
    const u = unitAt(position, order.unit);
    return `Removes the ${(u?.type ?? order.unitType) === 'F' ? 'fleet' : 'army'} in ${placeWithArticle(variant, u?.location ?? order.unit)}.`;
  }
  if (order.kind === 'waive') return 'Build waived.';
  // In a retreat phase the ordered unit is the dislodged one, not the attacker now standing there.
  const dislodged = position.dislodged.find((d) => provinceOf(d.unit.location) === provinceOf(order.unit))?.unit;
  const own = (order.kind === 'retreat' || order.kind === 'disband') && dislodged ? dislodged : unitAt(position, order.unit);
  const self = `${unitWord(own?.type ?? order.unitType)} ${placeName(variant, own && own.power === order.power ? own.location : order.unit)}`;
  switch (order.kind) {
    case 'hold': return `${self} HOLD.`;
    case 'move': {
      const path = [...(order.route ?? []), order.to].map((l) => placeName(variant, l));
      return `${self} -> ${path.join(' -> ')}.`;
    }
    case 'support': {
      const target = otherUnit(variant, position, order.supported, order.supportedType, order.power);
      return order.to ? `${self} SUPPORT ${target} -> ${placeName(variant, order.to)}.` : `${self} SUPPORT ${target}.`;
    }
    case 'convoy': return `${self} CONVOY ${otherUnit(variant, position, order.from, 'A', order.power)} -> ${placeName(variant, order.to)}.`;
    case 'retreat': return `${self} -> ${placeName(variant, order.to)}.`;
    case 'disband': return `${self} DISBAND.`;
  }
}

const voidCodes = new Set(['void', 'illegal', 'foreign-unit', 'no-unit', 'not-allowed', 'wrong-phase', 'superseded', 'duplicate',
  'conflict', 'too-many', 'no-power', 'civil-disorder']);

/**
 * The judge's outcome marker, with its two leading spaces, or '' for an order that succeeded:
 * `  (*bounce*)`, `  (*cut, dislodged*)`, `  (*void*)`, `  (*dislodged*)`, `  (*destroyed*)`,
 * `  No Order Processed`.
 */
export function judgeMarker(result: OrderResult, phaseType: 'movement' | 'retreat' | 'adjustment'): string {
  const wrap = (words: string[]) => words.length ? `  (*${words.join(', ')}*)` : '';
  if (phaseType === 'retreat') {
    if (result.code === 'retreated' || (result.code === 'disbanded' && result.success)) return '';
    if (result.code === 'bounced') return wrap(['bounce', 'destroyed']);
    if (result.code === 'disbanded') return wrap(['destroyed']);
    return wrap(['void', 'destroyed']);
  }
  if (phaseType === 'adjustment') {
    if (result.code === 'civil-disorder-removal') return wrap(['civil disorder']);
    return result.success ? '' : wrap(['void']);
  }
  const dislodged = result.dislodged === true || result.code === 'dislodged';
  let base: string | undefined;
  if (result.code === 'bounced' || result.code === 'failed') base = 'bounce';
  else if (result.code === 'cut') base = 'cut';
  else if ((result.code === 'no-convoy' || result.code === 'disrupted' || result.code === 'paradox') && result.order.kind === 'move') base = 'no convoy';
  else if (result.code === 'nmr' || (result.implicit && !dislodged)) return '  No Order Processed';
  else if (!result.success && (voidCodes.has(result.code) || result.order.kind === 'convoy' || result.code === 'paradox')) base = dislodged ? undefined : 'void';
  return wrap([...(base ? [base] : []), ...(dislodged ? ['dislodged'] : [])]);
}
