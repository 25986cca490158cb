// Where things are drawn on the Coalition grid (004 1.2): columns A–N left to right, rows 1–38 top
// to bottom, a band of letters along the top and of numbers down the left. Pure arithmetic, shared
// by the on-screen map, the PNG export and the tests.
import { COLUMNS, ROWS, parseSquare } from '../../core/coalition/index';
import type { Army, Round } from '../../core/coalition/index';

export interface GridGeometry {
  cell: number;
  /** Width of the number band on the left and height of the letter band on top. */
  margin: number;
  width: number;
  height: number;
}

export function gridGeometry(cell: number): GridGeometry {
  const margin = Math.round(cell * 1.1);
  return { cell, margin, width: margin + COLUMNS.length * cell, height: margin + ROWS * cell };
}

/** Top-left corner of a square ("3D" → row 3, column D). */
export function squareOrigin(g: GridGeometry, square: string): { x: number; y: number } {
  const m = /^(\d{1,2})([A-N])$/.exec(square);
  if (!m) throw new RangeError(`not a square: ${square}`);
  return { x: g.margin + COLUMNS.indexOf(m[2]!) * g.cell, y: g.margin + (Number(m[1]) - 1) * g.cell };
}

/** The square under a point of the drawing, or null outside the grid (a drop there is ignored). */
export function squareAtPoint(g: GridGeometry, x: number, y: number): string | null {
  const column = Math.floor((x - g.margin) / g.cell);
  const row = Math.floor((y - g.margin) / g.cell) + 1;
  if (column < 0 || column >= COLUMNS.length || row < 1 || row > ROWS) return null;
  return parseSquare(`${row}${COLUMNS[column]}`);
}

export interface ArmyToken { army: Army; x: number; y: number; radius: number; half: boolean }

/**
 * 004 1.2b: one army fills its square; two (or more) armies in one square are drawn at half size,
 * side by side, to show that they are fighting. Tokens are centred on the points returned.
 */
export function armyTokens(g: GridGeometry, armies: readonly Army[]): ArmyToken[] {
  const bySquare = new Map<string, Army[]>();
  for (const a of armies) bySquare.set(a.square, [...(bySquare.get(a.square) ?? []), a]);
  const tokens: ArmyToken[] = [];
  for (const [square, here] of bySquare) {
    const { x, y } = squareOrigin(g, square);
    const full = g.cell * 0.36;
    if (here.length === 1) { tokens.push({ army: here[0]!, x: x + g.cell / 2, y: y + g.cell / 2, radius: full, half: false }); continue; }
    // Half size: two across; a third or fourth army goes on a second row of the same square.
    here.forEach((army, i) => {
      const col = i % 2, row = Math.floor(i / 2), rows = Math.ceil(here.length / 2);
      tokens.push({ army, x: x + g.cell * (col === 0 ? 0.27 : 0.73), y: y + g.cell * (rows === 1 ? 0.5 : row === 0 ? 0.27 : 0.73), radius: full / 2, half: true });
    });
  }
  return tokens;
}

/** The short mark on a token: the army's rank level (1 = General/Chief Praetor … 6 = Lt/Centurion). */
export function tokenLabel(army: Army): string {
  return String(army.rank);
}

export type SiteMark =
  | { kind: 'base'; name: string; square: string; faction: string; destroyed: boolean; winCondition: boolean }
  | { kind: 'portal'; name: string; square: string; destroyed: boolean }
  | { kind: 'town'; name: string; square: string };

export function siteMarks(round: Pick<Round, 'bases' | 'portals' | 'towns'>): SiteMark[] {
  return [
    ...round.bases.map((b) => ({ kind: 'base' as const, name: b.name, square: b.square, faction: b.faction, destroyed: b.destroyed, winCondition: b.winCondition })),
    ...round.portals.map((p) => ({ kind: 'portal' as const, name: p.name, square: p.square, destroyed: p.destroyed })),
    ...round.towns.map((t) => ({ kind: 'town' as const, name: t.name, square: t.square })),
  ];
}
