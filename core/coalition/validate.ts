// Checks on one order against the map as it stood when it was posted — the start of the turn, since
// the map only changes at the update (004 3.2.2.2). Each rejection names its rule.

import { orthogonalNeighbours, stepsBetween, type Square } from './grid';
import { mayJointEngage } from './ranks';
import { areEnemies, isSiteSquare } from './sites';
import type { OrderBody } from './orders';
import type { Army, Round } from './types';
import { mercenaryMoveProblem } from './mercenaries';

export interface Rejection { reason: string; rule: string }
export const MAX_STEPS = 3;

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The map as it stood at the start of the turn, indexed once for checking every order line. */
export interface MapIndex { bySquare: Map<Square, Army[]>; fighting: Set<Army> }

export function indexMap(armies: Army[]): MapIndex {
  const bySquare = new Map<Square, Army[]>();
  for (const a of armies) { const list = bySquare.get(a.square); if (list) list.push(a); else bySquare.set(a.square, [a]); }
  const fighting = new Set<Army>();
  for (const list of bySquare.values()) for (const a of list) if (list.some((o) => areEnemies(o, a))) fighting.add(a);
  return { bySquare, fighting };
}

export function armiesAt(armies: Army[], square: Square): Army[] {
  return armies.filter((a) => a.square === square);
}

/** Is the army in the same square as an enemy, so that its action this turn is to battle (004 3.2.1b)? */
export function inBattle(armies: Army[], army: Army): boolean {
  return armies.some((o) => o !== army && o.square === army.square && areEnemies(o, army));
}

/** 004 3.2.2.4: a route must go from the start to the destination in orthogonal steps. */
export function checkRoute(route: Square[], from: Square, to: Square): Rejection | null {
  if (route[0] !== from || route[route.length - 1] !== to) return { reason: `the route must run from ${from} to ${to}`, rule: '004 3.2.2.4' };
  for (let i = 1; i < route.length; i++) {
    if (stepsBetween(route[i - 1]!, route[i]!) !== 1) return { reason: `the route steps from ${route[i - 1]} to ${route[i]}, which is not one orthogonal step (no diagonals)`, rule: '004 3.2.2.1' };
  }
  if (route.length - 1 > MAX_STEPS) return { reason: `the route takes ${route.length - 1} steps; at most ${MAX_STEPS}`, rule: '004 3.2.2.1' };
  return null;
}

/** 004 3.2.2.2: what a move onto this square must say, by the start-of-turn map. */
function checkDestination(index: MapIndex, army: Army, to: Square, suffix: string | null, target: string | null, isLast: boolean): Rejection | null {
  const here = (index.bySquare.get(to) ?? []).filter((a) => a !== army);
  if (here.length === 0) return null;
  if (suffix === 'joint' && isLast) return null; // Joint Engage may target an empty, friendly or enemy square (3.2.5.1)
  const enemies = here.filter((a) => areEnemies(a, army));
  const wanted = enemies.length ? 'engage' : 'replace';
  const names = (enemies.length ? enemies : here).map((a) => a.name);
  if (!isLast) return { reason: `${to} holds ${names.join(', ')}; a leg of a long move ending there would need "${wanted} ${names[0]}"`, rule: '004 3.2.2.3a' };
  if (suffix !== wanted) return { reason: `${to} holds ${enemies.length ? 'the enemy' : 'the friendly'} ${names.join(', ')}: the move must end "${wanted} ${names[0]}"`, rule: '004 3.2.2.2' };
  if (!target || !names.some((n) => same(n, target))) return { reason: `${to} holds ${names.join(', ')}, not "${target}"`, rule: '004 3.2.2.2' };
  return null;
}

export function checkOrder(round: Round, army: Army, order: OrderBody, index: MapIndex = indexMap(round.armies)): Rejection | null {
  if (order.kind === 'hold') return null;
  if (army.partiallyConverted) return { reason: `${army.name} is partially converted and must count 2 days without moving`, rule: '004 4.5c' };
  if (index.fighting.has(army)) return { reason: `${army.name} is in battle at ${army.square}; battling is its action this turn`, rule: '004 3.2.1b' };
  if (order.kind === 'intercept') {
    const target = round.armies.find((a) => same(a.name, order.target));
    if (!target) return { reason: `there is no army named "${order.target}" to intercept`, rule: '004 3.2.3.1' };
    if (!areEnemies(target, army)) return { reason: `${target.name} is not an enemy army`, rule: '004 3.2.3.1' };
    return null;
  }
  if (order.kind === 'transfer') {
    const target = round.armies.find((a) => same(a.name, order.target));
    if (!target || target === army) return { reason: `there is no other army named "${order.target}"`, rule: '004 3.2.4.2' };
    if (areEnemies(target, army)) return { reason: `${target.name} is not a friendly army`, rule: '004 3.2.4.1' };
    if (target.square !== order.at) return { reason: `${target.name} is at ${target.square}, not ${order.at}`, rule: '004 3.2.4.2' };
    // "next to each other on the map": one orthogonal step, the same adjacency as movement.
    if (!orthogonalNeighbours(army.square).includes(target.square)) return { reason: `${target.name} at ${target.square} is not next to ${army.name} at ${army.square}`, rule: '004 3.2.4.1' };
    if (isSiteSquare(round, army.square)) return { reason: `${army.name} is in a base, portal or town and cannot send troops`, rule: '004 3.2.4.1' };
    return null;
  }
  if (order.kind === 'disband') {
    return army.mercenaryFaction === 'Raider' ? null : { reason: 'only a Raider may disband', rule: '004 6.3.2d' };
  }
  // A move (one leg, or a long move of several legs).
  const [from, ...rest] = order.waypoints;
  if (from !== army.square) return { reason: `${army.name} is at ${army.square}, not ${from}`, rule: '004 3.2.2.5a' };
  if (order.suffix === 'joint') {
    if (!mayJointEngage(army.rank)) return { reason: `${army.name} is of rank Captain/Evincar or above and cannot Joint Engage`, rule: '004 3.2.5.4a' };
    if (rest.length !== 1) return { reason: 'a Joint Engage is a single move of at most 3 squares', rule: '004 3.2.5.1' };
    if (isSiteSquare(round, rest[0]!)) return { reason: `${rest[0]} is a base, portal or town square; Joint Engage may not target it`, rule: '004 3.2.5.4b' };
  }
  let previous = from;
  for (let i = 0; i < rest.length; i++) {
    const to = rest[i]!;
    const steps = stepsBetween(previous, to);
    if (steps > MAX_STEPS) return { reason: `${previous} to ${to} is ${steps} orthogonal steps (no diagonals); at most ${MAX_STEPS} a turn`, rule: rest.length > 1 ? '004 3.2.2.3a' : '004 3.2.2.1' };
    if (steps === 0 && order.suffix !== 'joint') return { reason: `${previous} to ${to} does not move`, rule: '004 3.2.2.5a' };
    const bad = checkDestination(index, army, to, order.suffix, order.target, i === rest.length - 1);
    if (bad) return bad;
    previous = to;
  }
  if (order.route) {
    const bad = checkRoute(order.route, from, rest[0]!);
    if (bad) return bad;
  }
  if (army.team === 'Mercenary') {
    for (const to of rest) {
      const bad = mercenaryMoveProblem(round, army, to);
      if (bad) return { reason: bad.message, rule: bad.rule };
    }
  }
  return null;
}
