// A small reader for the order notation of the DATC test cases (Lucas B. Kruijswijk, DATC v3.0
// chapter 6): `F North Sea - Picardy`, `A Liverpool Supports A Yorkshire - Yorkshire`,
// `F North Sea Convoys A Yorkshire - Yorkshire`, `A Smyrna - Ankara via Convoy`, `A Venice Hold`,
// `F Spain(nc)`, `Build A Munich`, `Remove A Paris`, `A Venice Disband`.
//
// This is test infrastructure only: it turns the DATC's text into the engine's Order objects so the
// cases can be copied verbatim. It is strict on purpose: anything it cannot read throws, so a typo
// in a case fails loudly instead of silently becoming a different order. The product's own,
// forgiving order reader lives elsewhere.
//
// One extension the DATC itself does not use: a move may name its convoy route as extra hops,
// `A London - English Channel - Belgium`, which becomes MoveOrder.route = ['eng'] (the route form of
// 000 D.VI(3) and 002 BT17).
import type { Variant } from '../../../../core/diplomacy/variant';
import type { MoveOrder, Order, PowerName, SupportOrder, Unit, UnitType } from '../../../../core/diplomacy/types';

/** Which phase the orders belong to: `X - Y` is a move in movement, a retreat in the retreat phase. */
export type NotationPhase = 'movement' | 'retreat' | 'adjustment';

/** Spellings the DATC uses that differ from the variant's province names. */
const aliases: Record<string, string> = {
  rhur: 'ruh', // 6.F.25 spells Ruhr this way
  'heligoland bight': 'hel',
  'st. petersburg': 'stp',
  'gulf of lyons': 'lyo',
  'mid atlantic ocean': 'mao',
};

interface NameTable { names: { key: string; id: string }[] }

const tables = new WeakMap<Variant, NameTable>();

function nameTable(variant: Variant): NameTable {
  let table = tables.get(variant);
  if (!table) {
    const names = variant.data.provinces.map((p) => ({ key: normalise(p.name), id: p.id }));
    for (const [key, id] of Object.entries(aliases)) names.push({ key, id });
    // Longest first so "North Atlantic Ocean" wins over "North ..." prefixes.
    names.sort((a, b) => b.key.length - a.key.length);
    table = { names };
    tables.set(variant, table);
  }
  return table;
}

function normalise(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim();
}

export class NotationError extends Error {}

/** Reads a location at the start of `text`; returns it and the rest of the text. */
function takeLocation(variant: Variant, text: string, line: string): [string, string] {
  const lower = text.toLowerCase();
  for (const { key, id } of nameTable(variant).names) {
    if (!lower.startsWith(key)) continue;
    const after = text.slice(key.length);
    if (after.length > 0 && /^[a-z]/i.test(after)) continue; // "Rome" must not match "Romerica"
    const coast = /^\s*\((nc|sc|ec)\)/i.exec(after);
    if (coast) return [`${id}/${coast[1]!.toLowerCase()}`, after.slice(coast[0].length)];
    return [id, after];
  }
  throw new NotationError(`unknown place at "${text}" in "${line}"`);
}

function provinceOnly(location: string): string {
  const slash = location.indexOf('/');
  return slash < 0 ? location : location.slice(0, slash);
}

/** `A`/`F` followed by a space, optional (supported units are sometimes written without a type). */
function takeUnitType(text: string): [UnitType | undefined, string] {
  const m = /^([AF]) /.exec(text);
  return m ? [m[1] as UnitType, text.slice(2)] : [undefined, text];
}

/** Reads one order line for `power`. */
export function readOrderLine(variant: Variant, power: PowerName, raw: string, phase: NotationPhase): Order {
  const line = raw.trim();
  const build = /^Build ([AF]) (.+)$/i.exec(line);
  if (build) {
    const [location, rest] = takeLocation(variant, build[2]!, line);
    if (rest.trim()) throw new NotationError(`trailing text in "${line}"`);
    return { kind: 'build', power, unitType: build[1]!.toUpperCase() as UnitType, location };
  }
  const remove = /^Remove ([AF]) (.+)$/i.exec(line);
  if (remove) {
    const [unit, rest] = takeLocation(variant, remove[2]!, line);
    if (rest.trim()) throw new NotationError(`trailing text in "${line}"`);
    return { kind: 'remove', power, unitType: remove[1]!.toUpperCase() as UnitType, unit };
  }
  const [unitType, afterType] = takeUnitType(line);
  if (!unitType) throw new NotationError(`order without unit type: "${line}"`);
  const [unit, restRaw] = takeLocation(variant, afterType, line);
  const rest = restRaw.trim();
  const base = { power, unitType, unit };

  if (/^holds?$/i.test(rest)) return { kind: 'hold', ...base };
  if (/^disband$/i.test(rest)) return { kind: 'disband', ...base };

  const supports = /^Supports (.+)$/i.exec(rest);
  if (supports) {
    const [supportedType, s1] = takeUnitType(supports[1]!);
    const [supported, s2] = takeLocation(variant, s1, line);
    const tail = s2.trim();
    // The DATC writes coasts in supports (6.B.9): keep them in `to`, the engine decides.
    const order: SupportOrder = { kind: 'support', ...base, supported: provinceOnly(supported) };
    if (supportedType) order.supportedType = supportedType;
    if (tail === '') return order;
    const to = /^- (.+)$/.exec(tail);
    if (!to) throw new NotationError(`cannot read support "${line}"`);
    const [destination, s3] = takeLocation(variant, to[1]!, line);
    if (s3.trim()) throw new NotationError(`trailing text in "${line}"`);
    order.to = destination;
    return order;
  }

  const convoys = /^Convoys (.+)$/i.exec(rest);
  if (convoys) {
    const [, c1] = takeUnitType(convoys[1]!);
    const [from, c2] = takeLocation(variant, c1, line);
    const to = /^\s*- (.+)$/.exec(c2);
    if (!to) throw new NotationError(`cannot read convoy "${line}"`);
    const [destination, c3] = takeLocation(variant, to[1]!, line);
    if (c3.trim()) throw new NotationError(`trailing text in "${line}"`);
    return { kind: 'convoy', ...base, from: provinceOnly(from), to: provinceOnly(destination) };
  }

  if (rest.startsWith('-')) {
    let text = rest;
    let viaConvoy = false;
    const via = /\s+via convoy$/i.exec(text);
    if (via) { viaConvoy = true; text = text.slice(0, via.index); }
    const hops: string[] = [];
    while (text.startsWith('-')) {
      const [place, after] = takeLocation(variant, text.replace(/^-\s*/, ''), line);
      hops.push(place);
      text = after.trim();
    }
    if (text) throw new NotationError(`trailing text in "${line}"`);
    const to = hops[hops.length - 1]!;
    if (phase === 'retreat') {
      if (hops.length > 1 || viaConvoy) throw new NotationError(`a retreat has one destination: "${line}"`);
      return { kind: 'retreat', ...base, to };
    }
    const order: MoveOrder = { kind: 'move', ...base, to };
    if (viaConvoy) order.viaConvoy = true;
    if (hops.length > 1) order.route = hops.slice(0, -1).map(provinceOnly);
    return order;
  }
  throw new NotationError(`cannot read order "${line}"`);
}

const powerHeader = /^(Austria|England|France|Germany|Italy|Russia|Turkey):?$/;

/**
 * Reads a DATC order block: power headers (`England:`; 6.C.8 omits the colon) each followed by
 * order lines. Blank lines are ignored.
 */
export function readOrders(variant: Variant, text: string, phase: NotationPhase): Order[] {
  const orders: Order[] = [];
  let power: PowerName | undefined;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const header = powerHeader.exec(line);
    if (header) { power = header[1]!; continue; }
    if (!power) throw new NotationError(`order before any power header: "${line}"`);
    orders.push(readOrderLine(variant, power, line, phase));
  }
  return orders;
}

/** Reads a unit list in the same shape: `England:` then lines like `F London` or `A St Petersburg(sc)`. */
export function readUnits(variant: Variant, text: string): Unit[] {
  const units: Unit[] = [];
  let power: PowerName | undefined;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const header = powerHeader.exec(line);
    if (header) { power = header[1]!; continue; }
    if (!power) throw new NotationError(`unit before any power header: "${line}"`);
    const [type, rest] = takeUnitType(line);
    if (!type) throw new NotationError(`unit without type: "${line}"`);
    const [location, tail] = takeLocation(variant, rest, line);
    if (tail.trim()) throw new NotationError(`trailing text in "${line}"`);
    units.push({ type, power, location });
  }
  return units;
}
