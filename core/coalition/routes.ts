// 004 3.2.2.4: the steps an army takes. With a route in parentheses the player fixes them; without
// one the judge picks one of the shortest orthogonal routes at random.

import { coordinatesOf, squareAt, type Square } from './grid';
import type { SeededRandom } from '../random';

/** Every shortest orthogonal path from `from` to `to` (both included). */
export function shortestRoutes(from: Square, to: Square): Square[][] {
  const a = coordinatesOf(from), b = coordinatesOf(to);
  const dr = Math.sign(b.row - a.row), dc = Math.sign(b.column - a.column);
  const out: Square[][] = [];
  const walk = (row: number, column: number, path: Square[]) => {
    if (row === b.row && column === b.column) { out.push(path); return; }
    if (row !== b.row) walk(row + dr, column, [...path, squareAt(row + dr, column)!]);
    if (column !== b.column) walk(row, column + dc, [...path, squareAt(row, column + dc)!]);
  };
  walk(a.row, a.column, [from]);
  return out;
}

/** The route an army follows this turn: the player's, or a random shortest one (rolled and logged). */
export function chooseRoute(from: Square, to: Square, given: Square[] | null, rng: SeededRandom, armyName: string): Square[] {
  if (given) return given;
  const routes = shortestRoutes(from, to);
  return rng.choose(routes, `route for ${armyName} from ${from} to ${to} (004 3.2.2.4)`, (r) => r.join(' - '));
}
