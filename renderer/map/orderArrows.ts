// Orders (with or without results) turned into what the map draws: move arrows solid, supports
// dashed to the middle of the supported move (or to the held unit), convoys dotted along the route
// army → fleet → destination, holds as a small ring, builds and removals as markers (UX.md, Map).
// Plain data, no Konva: the map and the PNG export draw the same list.
import { unitPoint, type MapGeometry, type Point } from '../../core/diplomacy/mapGeometry';
import { provinceOf } from '../../core/diplomacy/variant';
import type { Order, OrderResult, Position } from '../../core/diplomacy/types';

export type OrderMark =
  | { kind: 'move'; points: number[]; success: boolean; power: string }
  | { kind: 'support'; points: number[]; toHold: boolean; success: boolean; power: string }
  | { kind: 'convoy'; points: number[]; success: boolean; power: string }
  | { kind: 'hold'; at: Point; success: boolean; power: string }
  | { kind: 'build'; at: Point; success: boolean; power: string }
  | { kind: 'remove'; at: Point; success: boolean; power: string };

/** Pulls the end of a segment back by `by` so the arrow head stops at the unit's edge. */
function shorten(from: Point, to: Point, startBy: number, endBy: number): number[] {
  const dx = to.x - from.x, dy = to.y - from.y;
  const len = Math.hypot(dx, dy) || 1;
  const s = Math.min(startBy, len / 3), e = Math.min(endBy, len / 3);
  return [from.x + (dx * s) / len, from.y + (dy * s) / len, to.x - (dx * e) / len, to.y - (dy * e) / len];
}

/** Where the unit standing in `province` is drawn (its coast if it has one), else the province point. */
function unitIn(geometry: MapGeometry, position: Position, province: string): Point | undefined {
  const unit = position.units.find((u) => provinceOf(u.location) === province);
  return unitPoint(geometry, unit?.location ?? province);
}

export function orderMarks(
  geometry: MapGeometry, position: Position, entries: readonly (OrderResult | Order)[], unitRadius: number,
): OrderMark[] {
  const marks: OrderMark[] = [];
  for (const entry of entries) {
    const order: Order = 'order' in entry ? entry.order : entry;
    const success = 'order' in entry ? entry.success : true;
    const power = order.power;
    switch (order.kind) {
      case 'move': case 'retreat': {
        const from = unitPoint(geometry, order.unit), to = unitPoint(geometry, order.to);
        if (from && to) marks.push({ kind: 'move', points: shorten(from, to, unitRadius, unitRadius * 0.9), success, power });
        break;
      }
      case 'support': {
        const from = unitPoint(geometry, order.unit), supported = unitIn(geometry, position, order.supported);
        if (!from || !supported) break;
        if (order.to) {
          const target = unitPoint(geometry, order.to);
          if (!target) break;
          const mid = { x: (supported.x + target.x) / 2, y: (supported.y + target.y) / 2 };
          marks.push({ kind: 'support', points: shorten(from, mid, unitRadius, 2), toHold: false, success, power });
        } else {
          marks.push({ kind: 'support', points: shorten(from, supported, unitRadius, unitRadius * 1.35), toHold: true, success, power });
        }
        break;
      }
      case 'convoy': {
        const fleet = unitPoint(geometry, order.unit), army = unitIn(geometry, position, order.from), to = unitPoint(geometry, order.to);
        if (!fleet || !army || !to) break;
        const first = shorten(army, fleet, unitRadius, unitRadius);
        const second = shorten(fleet, to, unitRadius, unitRadius * 0.9);
        marks.push({ kind: 'convoy', points: [...first, ...second], success, power });
        break;
      }
      case 'hold': {
        const at = unitPoint(geometry, order.unit);
        if (at) marks.push({ kind: 'hold', at, success, power });
        break;
      }
      case 'build': {
        const at = unitPoint(geometry, order.location);
        if (at) marks.push({ kind: 'build', at, success, power });
        break;
      }
      case 'remove': case 'disband': {
        const at = unitPoint(geometry, order.unit);
        if (at) marks.push({ kind: 'remove', at, success, power });
        break;
      }
      case 'waive': break;
    }
  }
  return marks;
}
