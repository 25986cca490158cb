// 004 3.2.3.1: an Intercept is a standing action. The intercepting army stays in its own square and
// stops the named enemy only if that enemy's move passes directly over the square; ending the move
// there is an engage (a battle by 3.3.1a), and any other army crossing is not intercepted. Because
// the intercepting army never moves, an intercept whose target does not come by does nothing at
// all — so the judge always says why, both on the post's verdict (a forecast from the orders) and
// in the update (what actually happened).

import { stepsBetween, type Square } from './grid';
import type { OrderBody } from './orders';
import { shortestRoutes } from './routes';
import type { Army } from './types';
import { MAX_STEPS } from './validate';

/** One intercept order after the turn is resolved: did it stop its target, and why (not). */
export interface InterceptResult {
  army: string;
  target: string;
  /** The interceptor's square (it never moves). */
  square: Square;
  intercepted: boolean;
  message: string;
  rule: string;
}

/** 004 3.2.3.1: "move directly over your square": a square inside the path, neither start nor end. */
export function passesOver(path: Square[], square: Square): boolean {
  const i = path.indexOf(square);
  return i > 0 && i < path.length - 1;
}

/**
 * Why a target this far away cannot pass over the square at all: every square a move passes over
 * is at most MAX_STEPS - 1 steps from its start (004 3.2.2.1). Empty when it could.
 */
export function outOfReach(targetName: string, from: Square, square: Square): string {
  const distance = stepsBetween(from, square);
  if (distance < MAX_STEPS) return '';
  return ` (${distance} squares from ${targetName}'s start at ${from}; a move is at most ${MAX_STEPS} squares, 004 3.2.2.1)`;
}

/** The leg a target walks this turn: its new move order, or else the next leg of its long move. */
export interface TargetLeg { from: Square; to: Square; route: Square[] | null }

export function legThisTurn(target: Army, order: OrderBody | undefined, inBattle: boolean): TargetLeg | null {
  if (order) {
    if (order.kind !== 'move') return null;
    const [from, to] = order.waypoints as [Square, Square];
    return from === to ? null : { from, to, route: order.route };
  }
  // 004 3.2.2.3a: with no new order, a long move carries on (not from a battle, 3.2.1b, nor while
  // partially converted, 4.5c).
  const next = target.longMove?.destinations[0];
  if (!next || inBattle || target.partiallyConverted || stepsBetween(target.square, next) > MAX_STEPS) return null;
  return { from: target.square, to: next, route: null };
}

/**
 * The verdict note on an accepted Intercept post, from all the orders accepted this turn: whether
 * the target's move passes over the interceptor's square, cannot, or may (the judge's random route
 * decides, 004 3.2.2.4). `engagedFromCloser` names an enemy posting to engage the interceptor
 * (3.2.3.2 may then let that army fight instead).
 */
export function interceptForecast(interceptor: Army, target: Army, leg: TargetLeg | null, engagers: Army[]): { reason: string; rule: string } {
  const x = interceptor.name, a = target.name, sq = interceptor.square;
  const stays = `${x} stays at ${sq} to intercept (an intercepting army does not move)`;
  if (!leg) return { reason: `${stays}; ${a} has no move this turn, so it will intercept nothing`, rule: '004 3.2.3.1' };
  const move = `${a}'s move ${leg.from} > ${leg.to}`;
  if (leg.to === sq) return { reason: `${stays}; ${move} ends on ${sq}: a battle there (004 3.3.1a), not an interception`, rule: '004 3.2.3.1' };
  const paths = leg.route ? [leg.route] : shortestRoutes(leg.from, leg.to);
  const crossing = paths.filter((p) => passesOver(p, sq)).length;
  if (crossing === 0) return { reason: `${stays}; ${move} does not pass over ${sq}${outOfReach(a, leg.from, sq)}, so it will intercept nothing`, rule: '004 3.2.3.1' };
  const rival = engagers.length ? ` unless ${engagers.map((e) => e.name).join(' or ')}, engaging ${x}, is closer (004 3.2.3.2)` : '';
  if (crossing === paths.length) return { reason: `${stays}; ${move} passes over ${sq}, so ${a} will be stopped there and fight${rival}`, rule: '004 3.2.3.1' };
  return { reason: `${stays}; ${move} passes over ${sq} on ${crossing} of its ${paths.length} shortest routes: the judge's random route decides (004 3.2.2.4)${rival}`, rule: '004 3.2.3.1' };
}
