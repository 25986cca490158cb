// 004 1.2: the map is a grid of letters A-N and numbers 1-38. The rules write a square
// number-then-letter ("3D", "14H"); players also write "D3" or "d-3", so the reader accepts those.

export const COLUMNS = 'ABCDEFGHIJKLMN';
export const ROWS = 38;

/** A square in its canonical written form, number then letter: "3D". */
export type Square = string;

export interface Coordinates { row: number; column: number } // row 1..38, column 0..13 (A..N)

export function squareAt(row: number, column: number): Square | null {
  if (!Number.isInteger(row) || !Number.isInteger(column) || row < 1 || row > ROWS || column < 0 || column >= COLUMNS.length) return null;
  return `${row}${COLUMNS[column]}`;
}

/** Read a square as players write it ("3D", "D3", "d-3", "3 d"); null if it is not on the map. */
export function parseSquare(text: string): Square | null {
  const t = text.trim().toUpperCase().replace(/[\s\-_.]/g, '');
  let m = /^(\d{1,2})([A-Z])$/.exec(t);
  if (m) return squareAt(Number(m[1]), COLUMNS.indexOf(m[2]!));
  m = /^([A-Z])(\d{1,2})$/.exec(t);
  if (m) return squareAt(Number(m[2]), COLUMNS.indexOf(m[1]!));
  return null;
}

// Distances are computed many times a turn; the 532 squares' coordinates are worked out once.
const COORDINATES = new Map<Square, Coordinates>();
for (let r = 1; r <= ROWS; r++) for (let c = 0; c < COLUMNS.length; c++) COORDINATES.set(`${r}${COLUMNS[c]}`, { row: r, column: c });

export function coordinatesOf(square: Square): Coordinates {
  const known = COORDINATES.get(square);
  if (!known) throw new RangeError(`not a canonical square: ${square}`);
  return known;
}

/** Orthogonal step count between two squares (004 3.2.2.1: moves are N/S and E/W steps only). */
export function stepsBetween(a: Square, b: Square): number {
  const p = coordinatesOf(a), q = coordinatesOf(b);
  return Math.abs(p.row - q.row) + Math.abs(p.column - q.column);
}

/** The up-to-4 squares one orthogonal step away. */
export function orthogonalNeighbours(square: Square): Square[] {
  const { row, column } = coordinatesOf(square);
  return [squareAt(row - 1, column), squareAt(row, column + 1), squareAt(row + 1, column), squareAt(row, column - 1)]
    .filter((s): s is Square => s !== null);
}

/** The up-to-8 surrounding squares (004 4.2.5: where a battle's loser is moved). */
export function surroundingSquares(square: Square): Square[] {
  const { row, column } = coordinatesOf(square);
  const out: Square[] = [];
  for (let dr = -1; dr <= 1; dr++) for (let dc = -1; dc <= 1; dc++) {
    if (dr === 0 && dc === 0) continue;
    const s = squareAt(row + dr, column + dc);
    if (s) out.push(s);
  }
  return out;
}

export function allSquares(): Square[] {
  const out: Square[] = [];
  for (let r = 1; r <= ROWS; r++) for (let c = 0; c < COLUMNS.length; c++) out.push(`${r}${COLUMNS[c]}`);
  return out;
}

/** Every square within `steps` orthogonal steps (including the square itself). */
export function squaresWithin(square: Square, steps: number): Square[] {
  const { row, column } = coordinatesOf(square);
  const out: Square[] = [];
  for (let dr = -steps; dr <= steps; dr++) {
    const rest = steps - Math.abs(dr);
    for (let dc = -rest; dc <= rest; dc++) {
      const s = squareAt(row + dr, column + dc);
      if (s) out.push(s);
    }
  }
  return out;
}
