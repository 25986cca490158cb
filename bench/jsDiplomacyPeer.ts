// js-diplomacy (npm, MIT) as the engine bench's peer (issue 18): the same real movement phases,
// turned into its board and order objects before timing, then resolved by its standard rule. Only
// `rule.resolve` is timed, as only `adjudicate` is timed for Adjutant.
//
// The translation follows the library's README and typings (target/interface): a Board of its
// Unit objects on its standard map's Locations, and Hold / Move / Support / Convoy orders naming
// those units. A phase it cannot express is counted and left out rather than bent to fit: an order
// for a unit the ordering power does not own (its orders name a unit, not a power), two orders for
// one unit (its rule refuses the whole set), an order naming a place or unit that is not on the
// board, or a fleet move whose coast is ambiguous.
import { createRequire } from 'node:module';
import type { Case } from './engine.bench';
import type { Order, Unit } from '../core/diplomacy/types';
import type { Variant } from '../core/diplomacy/variant';

/* The few parts of js-diplomacy's API used here (its own typings are generic over Power etc.). */
interface JdLocation { province: unknown }
interface JdUnit { location: JdLocation }
type JdOrder = object;
interface JsDiplomacy {
  standardMap: { locations: Record<string, JdLocation>; map: unknown; Power: Record<string, number> };
  standardRule: {
    Unit: new (branch: number, location: JdLocation, power: number) => JdUnit;
    Board: new (map: unknown, state: unknown, units: JdUnit[], unitStatuses: unknown[], provinceStatuses: unknown[]) => unknown;
    State: new (turn: unknown, phase: number) => unknown;
    ProvinceStatus: new (occupied: number | null, standoff: boolean) => unknown;
    MilitaryBranch: { Army: number; Fleet: number };
    Phase: { Movement: number };
    Order: {
      Hold: new (unit: JdUnit) => JdOrder;
      Move: new (unit: JdUnit, destination: JdLocation, useConvoy?: boolean) => JdOrder;
      Support: new (unit: JdUnit, target: JdOrder) => JdOrder;
      Convoy: new (unit: JdUnit, target: JdOrder) => JdOrder;
    };
  };
  standardBoard: { Turn: new (year: number, season: number) => unknown; Season: { Spring: number; Autumn: number } };
  standard: { variant: { rule: { resolve(board: unknown, orders: Set<JdOrder>): { result: unknown; err: unknown } } } };
}

/** A phase in js-diplomacy's terms, ready to resolve. */
export interface PeerCase { board: unknown; orders: Set<JdOrder> }

export interface Peer {
  version: string;
  /** Resolves one phase; throws if the library does. */
  resolve(c: PeerCase): unknown;
  /** The phases it can express, and how many it cannot, with the reasons counted. */
  translate(variant: Variant, cases: readonly Case[]): { cases: PeerCase[]; skipped: number; why: Map<string, number> };
}

/** Where its location names differ from the standard variant's province ids. */
const renamed: Record<string, string> = { GoL: 'lyo', Mid: 'mao', NAt: 'nao', Nrg: 'nwg', Tyn: 'tys' };

/** The peer, or why it cannot be loaded. */
export function loadPeer(): Peer | string {
  let jd: JsDiplomacy;
  let version: string;
  try {
    const require = createRequire(import.meta.url);
    jd = require('js-diplomacy') as JsDiplomacy;
    version = (require('js-diplomacy/package.json') as { version: string }).version;
  } catch (e) {
    return `js-diplomacy (npm) could not be loaded: ${(e as Error).message.split('\n')[0]}`;
  }
  const places = new Map<string, JdLocation>();
  for (const [name, location] of Object.entries(jd.standardMap.locations)) {
    places.set(renamed[name] ?? name.toLowerCase().replace('_', '/'), location);
  }
  const R = jd.standardRule;
  const rule = jd.standard.variant.rule;
  return {
    version,
    resolve: (c) => {
      const r = rule.resolve(c.board, c.orders);
      if (!r.result) throw new Error(`js-diplomacy refused a phase: ${String(r.err)}`);
      return r.result;
    },
    translate(variant, cases) {
      const out: PeerCase[] = [];
      const why = new Map<string, number>();
      for (const c of cases) {
        const t = translateCase(jd, places, variant, c);
        if (typeof t === 'string') why.set(t, (why.get(t) ?? 0) + 1);
        else out.push(t);
      }
      return { cases: out, skipped: cases.length - out.length, why };
    },
  };

  function translateCase(j: JsDiplomacy, at: Map<string, JdLocation>, variant: Variant, c: Case): PeerCase | string {
    const power = (name: string) => j.standardMap.Power[name];
    const units = new Map<string, { unit: JdUnit; ours: Unit }>(); // by province id
    for (const u of c.position.units) {
      const location = at.get(u.location);
      const p = power(u.power);
      if (!location || p === undefined) return 'a unit stands where it has no location';
      units.set(u.location.split('/')[0]!, { unit: new R.Unit(u.type === 'A' ? R.MilitaryBranch.Army : R.MilitaryBranch.Fleet, location, p), ours: u });
    }
    const unitAt = (place: string | undefined) => (place === undefined ? undefined : units.get(place.split('/')[0]!));
    /** The exact location a unit's move goes to (a fleet's coast where the order leaves it out). */
    const destination = (mover: Unit, to: string): JdLocation | undefined => {
      if (mover.type === 'A' || to.includes('/')) return at.get(mover.type === 'A' ? to.split('/')[0]! : to);
      const coasts = variant.neighbours('F', mover.location).filter((l) => l.split('/')[0] === to);
      return coasts.length === 1 ? at.get(coasts[0]!) : coasts.length === 0 ? at.get(to) : undefined;
    };
    const ordered = new Set<JdUnit>();
    const orders = new Set<JdOrder>();
    const byPlace = new Map<string, Order>();
    for (const o of c.orders) if (o.kind === 'move') byPlace.set(o.unit.split('/')[0]!, o);
    for (const o of c.orders as Order[]) {
      if (o.kind !== 'hold' && o.kind !== 'move' && o.kind !== 'support' && o.kind !== 'convoy') return 'an order that is not a movement order';
      const u = unitAt(o.unit);
      if (!u) return 'an order names no unit';
      if (u.ours.power !== o.power) return "an order for another power's unit";
      if (ordered.has(u.unit)) return 'two orders for one unit';
      ordered.add(u.unit);
      if (o.kind === 'hold') orders.add(new R.Order.Hold(u.unit));
      else if (o.kind === 'move') {
        const to = destination(u.ours, o.to);
        if (!to) return 'a move to an ambiguous coast';
        orders.add(new R.Order.Move(u.unit, to, o.viaConvoy === true));
      } else if (o.kind === 'support') {
        const t = unitAt(o.supported);
        if (!t) return 'a support names no unit';
        if (o.to === undefined) orders.add(new R.Order.Support(u.unit, new R.Order.Hold(t.unit)));
        else {
          // The supported unit's own move gives the coast, when it goes there.
          const own = byPlace.get(o.supported.split('/')[0]!);
          const to = own && own.kind === 'move' && own.to.split('/')[0] === o.to.split('/')[0] ? destination(t.ours, own.to) : at.get(o.to.split('/')[0]!);
          if (!to) return 'a support into an ambiguous coast';
          orders.add(new R.Order.Support(u.unit, new R.Order.Move(t.unit, to)));
        }
      } else if (o.kind === 'convoy') {
        const a = unitAt(o.from);
        const to = at.get(o.to.split('/')[0]!);
        if (!a || !to) return 'a convoy names no army or place';
        orders.add(new R.Order.Convoy(u.unit, new R.Order.Move(a.unit, to, true)));
      }
    }
    const phase = c.position.phase;
    const season = phase.season === 'spring' ? j.standardBoard.Season.Spring : j.standardBoard.Season.Autumn;
    const statuses: unknown[] = [];
    for (const [id, owner] of Object.entries(c.position.centres)) {
      const location = at.get(id);
      const p = power(owner);
      if (location && p !== undefined) statuses.push([location.province, new R.ProvinceStatus(p, false)]);
    }
    const board = new R.Board(j.standardMap.map, new R.State(new j.standardBoard.Turn(phase.year, season), R.Phase.Movement), [...units.values()].map((u) => u.unit), [], statuses);
    return { board, orders };
  }
}
