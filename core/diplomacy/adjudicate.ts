// The adjudicator's one entry point: a position and the orders for its phase in, every order's
// result and the position of the next phase in which something is to be done out.
//
// Positions are values: `next` is a new object, but parts that did not change (centre owners
// outside Fall, home centres, the units that stayed where they were) are shared with the input
// rather than copied. Never mutate them.
//
// Sequence (002 BT16): movement → retreats (only if a unit was dislodged) → after Fall, supply
// centres change hands (002 BT23a) and an adjustment phase follows if any power must build or
// remove → next Spring movement. Phases with nothing to do are skipped and say so in `notices`.
import { clauseFor } from './adjudicator/clauses';
import type { HouseRules } from './houseRules';
import type { AdjudicationResult, Order, Position, PowerName, ProvinceId, Unit } from './types';
import type { Variant } from './variant';
import { boardOf, provinceIndexOf, type Board } from './adjudicator/board';
import { adjudicateMovement, type MovementOutcome } from './adjudicator/movement';
import { prepareMovementOnce } from './adjudicator/preparedMovement';
import { adjudicateRetreats } from './adjudicator/retreats';
import { adjudicateAdjustments } from './adjudicator/adjustments';
import { homeCentresOf } from './position';
import { trackYearLongOccupants, type HomeCentreConversion } from './maharajah/additionalHomeCentres';

export type { HomeCentreConversion } from './maharajah/additionalHomeCentres';

export interface AdjudicationContext {
  /** Powers that sent no orders this phase (NMR): see HouseRules.nmrPolicy (000 D.VII(6)(c), 002 BT24). */
  nmr?: PowerName[];
  /** Powers in civil disorder (002 BT24: units hold, don't support each other, dislodged units disbanded, no builds). */
  civilDisorder?: PowerName[];
}

/** A solo: reported with the result of the phase after which the centres were counted. */
export interface Victory { power: PowerName; centres: number; needed: number }

export interface EngineResult extends AdjudicationResult {
  /** Set when, after a Fall, a power owns the victory count of centres (002 BT16c). */
  victory?: Victory;
  /**
   * Centres that became home centres of another power as this game year ended (001 B.I(3), only
   * under HouseRules.additionalHomeCentres); `next.homeCentres` already has them, and `notices`
   * names each one.
   */
  homeCentreConversions?: HomeCentreConversion[];
}

export function adjudicate(
  variant: Variant, position: Position, orders: Order[], rules: HouseRules, context: AdjudicationContext = {},
): EngineResult {
  const { nmr, civilDisorder } = contextSets(rules, context);
  const notices: string[] = [];
  const given: unknown[] = Array.isArray(orders) ? orders : [];
  // Pasted text can produce anything: an entry that is not an order at all still gets a result.
  // The list is copied only when such an entry is found (the common case reads `orders` as is).
  let nonOrders = false;
  for (let k = 0; k < given.length; k++) if (!isOrderShaped(given[k])) { nonOrders = true; break; }
  const list: Order[] = !nonOrders ? given as Order[] : given.map((o) => (isOrderShaped(o) ? o : { kind: 'hold', power: '', unit: '' }));
  const season = position.phase.season;

  switch (position.phase.type) {
    case 'movement': {
      const out = adjudicateMovement(prepareMovementOnce(boardOf(variant), position, list), rules, nmr, civilDisorder);
      return movementResult(variant, position, rules, given, nonOrders, nmr, civilDisorder, out);
    }
    case 'retreat': {
      const out = adjudicateRetreats(position, list, rules, civilDisorder);
      notices.push(...out.notices);
      const after: Position = { ...position, units: out.units };
      const settled = afterRetreats(variant, after, rules, civilDisorder, notices);
      return withNonOrders(variant, position, rules, given, nonOrders, { results: out.results, next: settled.position, notices: dedupe(notices), victory: settled.victory });
    }
    case 'adjustment': {
      const out = adjudicateAdjustments(variant, position, list, rules, civilDisorder);
      notices.push(...out.notices);
      const next: Position = {
        ...position, units: out.units, dislodged: [], standoffs: [],
        phase: { year: position.phase.year + 1, season: 'spring', type: 'movement' },
      };
      return withNonOrders(variant, position, rules, given, nonOrders, { results: out.results, next, notices: dedupe(notices) });
    }
    default:
      return {
        results: given.map((order) => ({ order: order as Order, success: false, code: 'wrong-phase', reason: 'the position is in an unknown phase' })),
        next: position, notices: ['the position names an unknown phase type: nothing was adjudicated'],
      };
  }
}

/** Who sent no orders and who is in civil disorder, as sets, under the profile's NMR policy. */
export function contextSets(rules: HouseRules, context: AdjudicationContext): { nmr: ReadonlySet<PowerName>; civilDisorder: ReadonlySet<PowerName> } {
  // Most phases name no NMR and no civil disorder: share one empty set rather than build two.
  const nmr: ReadonlySet<PowerName> = context.nmr && context.nmr.length > 0 ? new Set(context.nmr) : noPowers;
  let civilDisorder: ReadonlySet<PowerName> = context.civilDisorder && context.civilDisorder.length > 0 ? new Set(context.civilDisorder) : noPowers;
  // 002 BT24: under Agora's regulations a power that fails to order is in civil disorder.
  if (rules.nmrPolicy === 'agora-civil-disorder' && nmr.size > 0) civilDisorder = new Set([...civilDisorder, ...nmr]);
  return { nmr, civilDisorder };
}

/**
 * A movement phase's result from its outcome: the NMR notices, then a retreat phase if a unit
 * was dislodged, else what follows the retreats. Shared with the index-based entry point
 * (adjudicateIndexed.ts), which describes its decided phase through here.
 */
export function movementResult(
  variant: Variant, position: Position, rules: HouseRules, given: readonly unknown[], nonOrders: boolean,
  nmr: ReadonlySet<PowerName>, civilDisorder: ReadonlySet<PowerName>, out: MovementOutcome,
): EngineResult {
  const notices: string[] = [];
  const season = position.phase.season;
  // Cite the profile's own NMR clause (000 D.VII(6)(c)a, 001 B.VIII(6)(c)a); the 2000 rulebook has none.
  const holdClause = nmr.size ? clauseFor(rules, 'nmr-hold') : undefined;
  for (const p of nmr) {
    notices.push(civilDisorder.has(p)
      ? `${p} sent no orders and is in civil disorder: its units hold without supporting each other (002 BT24)`
      : `${p} sent no orders: its units hold${holdClause ? ` (${holdClause})` : ''}`);
  }
  notices.push(...out.notices);
  const after: Position = {
    variant: position.variant, phase: position.phase, units: out.units, dislodged: out.dislodged,
    centres: position.centres, homeCentres: position.homeCentres, standoffs: out.standoffs,
  };
  if (out.dislodged.length > 0) {
    if (rules.nmrPolicy === 'hold') {
      const retreatClause = clauseFor(rules, 'nmr-retreat');
      for (const d of out.dislodged) if (nmr.has(d.unit.power)) notices.push(`${d.unit.power} sent no orders but still orders its retreats${retreatClause ? ` (${retreatClause})` : ''}`);
    }
    return withNonOrders(variant, position, rules, given, nonOrders, { results: out.results, next: { ...after, phase: { year: position.phase.year, season, type: 'retreat' } }, notices: dedupe(notices) });
  }
  notices.push('no unit was dislodged: no retreat phase');
  const settled = afterRetreats(variant, after, rules, civilDisorder, notices);
  return withNonOrders(variant, position, rules, given, nonOrders, { results: out.results, next: settled.position, notices: dedupe(notices), victory: settled.victory });
}

/** After the retreats (or a movement phase with none): Fall changes centre ownership and may lead to adjustments. */
function afterRetreats(
  variant: Variant, position: Position, rules: HouseRules, civilDisorder: ReadonlySet<PowerName>, notices: string[],
): { position: Position; victory?: Victory } {
  const year = position.phase.year;
  // One spread per new position (each spread of a Position is a measurable share of a phase).
  if (position.phase.season !== 'fall') {
    return { position: { ...position, dislodged: [], standoffs: [], phase: { year, season: 'fall', type: 'movement' } } };
  }
  const board = boardOf(variant);
  const standing = unitsByProvince(board, position.units);
  const { centres, counts } = updateCentres(board, position, standing, notices);
  const victory = findVictory(variant, counts, rules, notices);
  if (needsAdjustment(variant, board, position, centres, counts, standing, civilDisorder)) {
    return { position: { ...position, dislodged: [], standoffs: [], centres, phase: { year, season: 'winter', type: 'adjustment' } }, victory };
  }
  notices.push('no power builds or removes: no adjustment phase');
  return { position: { ...position, dislodged: [], standoffs: [], centres, phase: { year: year + 1, season: 'spring', type: 'movement' } }, victory };
}

/**
 * The power of the unit standing in each province (by compiled province index), read once for
 * both the centre count and the check for free home centres.
 */
function unitsByProvince(board: Board, units: readonly Unit[]): (PowerName | undefined)[] {
  const standing: (PowerName | undefined)[] = new Array(board.size);
  for (const u of units) {
    const p = provinceIndexOf(board, u.location);
    if (p >= 0) standing[p] = u.power;
  }
  return standing;
}

/**
 * 002 BT23a: after a Fall turn a centre belongs to the power whose unit stands on it; empty
 * centres keep their owner. First the centres are read (each power's count, and whether any
 * changed hands), writing nothing. A record this function made itself (listed in
 * `madeInMapOrder`) in which no centre changed hands is the answer as it is, shared like every
 * unchanged part of a position: late in a game most Falls change nothing, and a replay passes
 * each Fall the record the previous one made. Otherwise a new record is built centre by centre in
 * map order (records that were filled key by key are slow dictionary objects, and spreading one
 * dominated a Fall phase); keys that are not supply centres of the map are not carried over.
 */
function updateCentres(
  board: Board, position: Position, standing: readonly (PowerName | undefined)[], notices: string[],
): { centres: Record<ProvinceId, PowerName>; counts: Map<PowerName, number> } {
  const old = position.centres;
  // Each power's count, taken as the centres are read (not read back out of the record).
  const counts = new Map<PowerName, number>();
  let changed = false;
  for (let p = 0; p < board.size; p++) {
    if (!board.supplyCentre[p]) continue;
    const id = board.provinceIds[p]!;
    const before = old[id];
    const now = standing[p] ?? before;
    if (now === undefined) continue;
    counts.set(now, (counts.get(now) ?? 0) + 1);
    if (now !== before) {
      changed = true;
      notices.push(`${now} takes ${board.provinces[p]!.name}${before ? ` from ${before}` : ''}`);
    }
  }
  if (!changed && madeInMapOrder.has(old)) return { centres: old, counts };
  const centres: Record<ProvinceId, PowerName> = {};
  for (let p = 0; p < board.size; p++) {
    if (!board.supplyCentre[p]) continue;
    const id = board.provinceIds[p]!;
    const now = standing[p] ?? old[id];
    if (now !== undefined) centres[id] = now;
  }
  madeInMapOrder.add(centres);
  return { centres, counts };
}

/**
 * Centre records made by updateCentres: only the map's supply centres, in map order. Positions
 * are values that nobody mutates, so such a record stays exactly what the map-order build would
 * make from it again.
 */
const madeInMapOrder = new WeakSet<object>();

/**
 * The solo, told in the notices: the power that owns the victory count of centres (000 C.4 "a solo
 * win (18 SCs or more)", 001 B.I(1), 002 BT16c), the one with the most if more than one reach it.
 * A win is one player's (000 D.IX(3): "Wins may be conceded only to a single player"). Under every
 * seed's count (a majority of the centres) two powers cannot both reach it, but under a house count
 * of half the centres or fewer two may tie for the most: then no power is named, and the notice
 * names the tied powers for the GM to decide, instead of the one the map happens to count first.
 */
function findVictory(
  variant: Variant, counts: ReadonlyMap<PowerName, number>, rules: HouseRules, notices: string[],
): Victory | undefined {
  const needed = rules.victoryCentres ?? variant.data.victoryCentres;
  let best: Victory | undefined;
  let tied: PowerName[] | undefined;
  for (const [power, centres] of counts) {
    if (centres < needed) continue;
    if (!best || centres > best.centres) {
      best = { power, centres, needed };
      tied = undefined;
    } else if (centres === best.centres) (tied ??= [best.power]).push(power);
  }
  if (!best) return undefined;
  if (tied) {
    notices.push(
      `${tied.join(' and ')} each control ${best.centres} supply centres (${needed} needed): a tie, so no solo victory ` +
        '(000 C.4, 000 D.IX(3): a win is one player\'s); the GM decides',
    );
    return undefined;
  }
  notices.push(`${best.power} controls ${best.centres} supply centres (${needed} needed): victory`);
  return best;
}

/** Some power must remove a unit, or owns a free home centre it may build in. */
function needsAdjustment(
  variant: Variant, board: Board, position: Position, centreOwners: Readonly<Record<ProvinceId, PowerName>>,
  centres: ReadonlyMap<PowerName, number>, standing: readonly (PowerName | undefined)[], civilDisorder: ReadonlySet<PowerName>,
): boolean {
  const units = new Map<PowerName, number>();
  for (const u of position.units) units.set(u.power, (units.get(u.power) ?? 0) + 1);
  // More units than centres: a removal.
  for (const [power, count] of units) if (count > (centres.get(power) ?? 0)) return true;
  for (const [power, count] of centres) {
    if (count <= (units.get(power) ?? 0) || civilDisorder.has(power)) continue;
    for (const h of homeCentresOf(variant, position, power)) {
      const p = board.provinceIndex.get(h);
      if (centreOwners[h] === power && (p === undefined || standing[p] === undefined)) return true;
    }
  }
  return false;
}

const noPowers: ReadonlySet<PowerName> = new Set();

/** 001 B.I(3): follow the units that stand on centres all year, and convert when the year ends. */
function withHomeCentres(variant: Variant, position: Position, rules: HouseRules, r: EngineResult): EngineResult {
  if (!rules.additionalHomeCentres) return r;
  const tracked = trackYearLongOccupants(variant, position, r.next);
  if (tracked.conversions.length === 0) return { ...r, next: tracked.next };
  return { ...r, next: tracked.next, notices: [...r.notices, ...tracked.notices], homeCentreConversions: tracked.conversions };
}

/** Entries of the order list that are not orders at all get their own result. */
function withNonOrders(
  variant: Variant, position: Position, rules: HouseRules, given: readonly unknown[], nonOrders: boolean, result: EngineResult,
): EngineResult {
  const r = withHomeCentres(variant, position, rules, result);
  if (!nonOrders) return r;
  given.forEach((o, k) => {
    if (!isOrderShaped(o)) r.results[k] = { order: o as Order, success: false, code: 'not-an-order', reason: 'this entry is not an order' };
  });
  return r;
}

/** Each notice once, in order of first mention (the list is usually short and has no repeats). */
function dedupe(notices: string[]): string[] {
  if (notices.length > 32) return [...new Set(notices)];
  for (let k = 1; k < notices.length; k++) if (notices.lastIndexOf(notices[k]!, k - 1) >= 0) return [...new Set(notices)];
  return notices;
}

/** An entry of an order list that the engine reads as an order (any other gets 'not-an-order'). */
export function isOrderShaped(o: unknown): o is Order {
  return typeof o === 'object' && o !== null && typeof (o as { kind?: unknown }).kind === 'string';
}

