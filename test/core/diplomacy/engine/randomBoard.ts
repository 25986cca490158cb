// Random legal positions with random (mostly sensible, sometimes wild) movement orders, for the
// engine's property tests and its benchmark. Driven by a `pick(n)` function returning 0..n-1, so
// fast-check or a seeded RNG can feed it.
import type { Order, Position, PowerName, ProvinceId, Unit } from '../../../../core/diplomacy/types';
import { provinceOf, type Variant } from '../../../../core/diplomacy/variant';

export type Pick = (n: number) => number;

/** A seeded pseudo-random `pick` (mulberry32), for benchmarks. */
export function seededPick(seed: number): Pick {
  let a = seed >>> 0;
  return (n: number) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const r = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    return Math.floor(r * n);
  };
}

/** Up to `count` units on distinct provinces, each of a type that may stand there. */
export function randomPosition(variant: Variant, pick: Pick, count: number): Position {
  const powers = variant.powers.map((p) => p.name);
  const provinces = [...variant.data.provinces];
  const units: Unit[] = [];
  const used = new Set<ProvinceId>();
  for (let k = 0; k < count * 3 && units.length < count; k++) {
    const p = provinces[pick(provinces.length)]!;
    if (used.has(p.id)) continue;
    const power = powers[pick(powers.length)]!;
    let type: 'A' | 'F' = p.kind === 'sea' ? 'F' : p.kind === 'land' ? 'A' : pick(2) === 0 ? 'A' : 'F';
    let location = p.id;
    // The map's own string for a coast, as every reader hands the engine (Variant.canonicalLocation).
    if (type === 'F' && p.coasts.length > 0) { const coast = `${p.id}/${p.coasts[pick(p.coasts.length)]}`; location = variant.canonicalLocation(coast) ?? coast; }
    if (!variant.canOccupy(type, location)) { type = 'A'; location = p.id; }
    if (!variant.canOccupy(type, location)) continue;
    used.add(p.id);
    units.push({ type, power, location, id: `r${units.length}` });
  }
  const centres: Record<ProvinceId, PowerName> = {};
  const homeCentres: Record<PowerName, ProvinceId[]> = {};
  for (const p of variant.powers) { homeCentres[p.name] = [...p.homeCentres]; for (const c of p.homeCentres) centres[c] = p.name; }
  return { variant: variant.id, phase: { year: 1901, season: 'spring', type: 'movement' }, units, dislodged: [], centres, homeCentres, standoffs: [] };
}

/** One order per unit (some units unordered, a few wild orders), biased towards interplay. */
export function randomOrders(variant: Variant, position: Position, pick: Pick): Order[] {
  const orders: Order[] = [];
  const units = position.units;
  const at = new Map(units.map((u) => [provinceOf(u.location), u]));
  const coastal = variant.data.provinces.filter((p) => p.kind === 'coast').map((p) => p.id);
  for (const u of units) {
    const roll = pick(20);
    const nbrs = variant.neighbours(u.type, u.location).map((l) => { const id = provinceOf(l); return variant.canonicalLocation(id) ?? id; });
    const power = u.power;
    // Plain literals with one key order, as an order reader builds them (object spreads would give
    // every order its own hidden class and measure V8's megamorphic property loads instead).
    const unitType = u.type;
    const unit = u.location;
    if (roll === 0) continue; // unordered
    if (roll === 1) { orders.push({ kind: 'hold', power, unitType, unit }); continue; }
    if (roll <= 9 && nbrs.length) {
      const to = nbrs[pick(nbrs.length)]!;
      orders.push({ kind: 'move', power, unitType, unit, to, viaConvoy: pick(8) === 0 ? true : undefined });
      continue;
    }
    if (roll <= 11 && u.type === 'A') {
      // A long move that needs a convoy.
      orders.push({ kind: 'move', power, unitType, unit, to: coastal[pick(coastal.length)]!, viaConvoy: undefined });
      continue;
    }
    if (roll <= 16 && nbrs.length) {
      // Support a neighbour's hold, or a unit next to a neighbour moving there.
      const target = nbrs[pick(nbrs.length)]!;
      const there = at.get(target);
      if (there && pick(2) === 0) { orders.push({ kind: 'support', power, unitType, unit, supported: target, to: undefined }); continue; }
      const movers = units.filter((v) => v !== u && variant.neighbours(v.type, v.location).some((l) => provinceOf(l) === target));
      if (movers.length) {
        const supported = provinceOf(movers[pick(movers.length)]!.location);
        orders.push({ kind: 'support', power, unitType, unit, supported: variant.canonicalLocation(supported) ?? supported, to: target });
        continue;
      }
      orders.push({ kind: 'hold', power, unitType, unit });
      continue;
    }
    if (u.type === 'F' && variant.province(provinceOf(u.location))?.kind === 'sea' && (roll <= 18 || pick(2) === 0)) {
      // Convoy an army on a shore of this sea to another shore of it or of a neighbouring sea.
      const sea = provinceOf(u.location);
      const shores = variant.fleetProvinceNeighbours(sea);
      const armies = units.filter((v) => v.type === 'A' && shores.includes(provinceOf(v.location)));
      const seas = [sea, ...shores.filter((q) => variant.province(q)?.kind === 'sea')];
      const far = variant.fleetProvinceNeighbours(seas[pick(seas.length)]!).filter((q) => variant.province(q)?.kind === 'coast');
      if (armies.length && far.length) {
        const a = armies[pick(armies.length)]!;
        orders.push({ kind: 'convoy', power, unitType, unit, from: a.location, to: far[pick(far.length)]! });
        continue;
      }
      if (armies.length) {
        orders.push({ kind: 'convoy', power, unitType, unit, from: armies[pick(armies.length)]!.location, to: coastal[pick(coastal.length)]! });
        continue;
      }
    }
    // Something wild: a move to anywhere, or an order for a unit that is not there.
    const any = variant.data.provinces[pick(variant.data.provinces.length)]!.id;
    orders.push(pick(2) === 0 ? { kind: 'move', power, unitType, unit, to: any, viaConvoy: undefined } : { kind: 'hold', power, unitType: undefined, unit: any });
  }
  return orders;
}

/** Army moves redirected to match the convoys ordered for them, so that convoys really happen. */
export function alignConvoys(orders: readonly Order[]): Order[] {
  const out = [...orders];
  const moveIndex = new Map<string, number>();
  out.forEach((o, k) => { if (o.kind === 'move') moveIndex.set(provinceOf(o.unit), k); });
  for (const o of orders) {
    if (o.kind !== 'convoy') continue;
    const k = moveIndex.get(provinceOf(o.from));
    const move = k === undefined ? undefined : out[k];
    if (move && move.kind === 'move') out[k!] = { kind: 'move', power: move.power, unitType: move.unitType, unit: move.unit, to: o.to, viaConvoy: move.viaConvoy };
  }
  return out;
}
