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
    // The disc sits in the upper part of the square; the army's short name is written under it.
    const full = g.cell * 0.3;
    if (here.length === 1) { tokens.push({ army: here[0]!, x: x + g.cell / 2, y: y + g.cell * 0.38, radius: full, half: false }); continue; }
    // Half size: two across; a third or fourth army goes on a second row of the same square.
    here.forEach((army, i) => {
      const col = i % 2, row = Math.floor(i / 2), rows = Math.ceil(here.length / 2);
      tokens.push({ army, x: x + g.cell * (col === 0 ? 0.25 : 0.75), y: y + g.cell * (rows === 1 ? 0.38 : row === 0 ? 0.2 : 0.68), radius: full / 2, half: true });
    });
  }
  return tokens;
}

/** The mark on a token's disc: the army's rank as players write it (Gen, Capt, Ev, CPL, 2/2 …). */
export function tokenLabel(army: Pick<Army, 'team' | 'rank'>): string {
  return rankShort(army);
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

/** Rank as players write it, short enough for a token (004 1.1.1, 1.1.2; mercenaries by slot range). */
const RANK_SHORT: Record<string, readonly string[]> = {
  Coalition: ['Gen', 'Adm', 'Capt', 'Cmdr', 'LtCm', 'Lt'],
  Phyrexia: ['CP', 'Pr', 'Ev', 'PL', 'CPL', 'Cent'],
};
export function rankShort(army: Pick<Army, 'team' | 'rank'>): string {
  const names = RANK_SHORT[army.team];
  if (names) return names[army.rank - 1]!;
  const low = 7 - army.rank;
  return `${low}/${low}`; // a mercenary: its smallest slot size, as in "2/2-5/5"
}

/** Longest short name drawn on the map; longer names are shortened, keeping them apart. */
export const SHORT_NAME_LENGTH = 7;

/**
 * A short name for every army, unique on the map: the name itself when short enough, else its
 * first word cut to length ("Tahngarth" → "Tahngar"), else initials and digits ("Coalition Proxy 1"
 * → "CP1"). Two armies that would share a short name get the shortest distinct longer cuts.
 */
export function shortNames(armies: readonly Pick<Army, 'name'>[]): Map<string, string> {
  const cut = (name: string): string => {
    const clean = name.trim().replace(/\s+/g, ' ');
    if (clean.length <= SHORT_NAME_LENGTH) return clean;
    const words = clean.split(' ');
    if (words.length > 1 && words.some((w) => /\d/.test(w))) return words.map((w) => (/^\d+$/.test(w) ? w : w[0]!.toUpperCase())).join('').slice(0, SHORT_NAME_LENGTH);
    return words[0]!.slice(0, SHORT_NAME_LENGTH);
  };
  const groups = new Map<string, string[]>();
  for (const a of armies) { const s = cut(a.name); groups.set(s, [...(groups.get(s) ?? []), a.name]); }
  const out = new Map<string, string>();
  for (const [s, names] of groups) {
    if (names.length === 1) { out.set(names[0]!, s); continue; }
    // Shared: numbered in map order, keeping as much of the cut as fits.
    names.forEach((name, i) => {
      let n = i + 1, candidate: string;
      do { candidate = s.slice(0, SHORT_NAME_LENGTH - String(n).length) + String(n); n += names.length; } while (groups.has(candidate));
      out.set(name, candidate);
    });
  }
  return out;
}

export interface TrailLine { army: string; team: Army['team']; points: number[]; partial: boolean }

/**
 * This turn's move trails: for every army that moved (or moved part of the way, 004 3.3.2), a line
 * through the centres of the squares it passed, from where it started to where it stopped.
 * Armies that stayed (including intercepts and ignored Joint Engages) have none. The line stops
 * where it meets the army's token: ended at the square's centre, its arrowhead lay under the disc
 * (or the name), and the legend's "Move this turn" arrow showed on the map as a bare line.
 */
export function trailLines(g: GridGeometry, movements: readonly { army: string; path: readonly string[]; status: string }[], armies: readonly Pick<Army, 'name' | 'team'>[], tokens: readonly (Pick<ArmyToken, 'x' | 'y' | 'radius' | 'half'> & { army: Pick<Army, 'name'> })[]): TrailLine[] {
  const teamOf = new Map(armies.map((a) => [a.name, a.team] as const));
  const tokenOf = new Map(tokens.map((t) => [t.army.name, t] as const));
  return movements.filter((m) => m.path.length > 1 && m.status !== 'joint-ignored' && m.status !== 'stayed').map((m) => {
    const points = m.path.flatMap((sq) => { const { x, y } = squareOrigin(g, sq); return [x + g.cell / 2, y + g.cell / 2]; });
    const token = tokenOf.get(m.army);
    return { army: m.army, team: teamOf.get(m.army) ?? 'Mercenary', partial: m.status === 'partial', points: token ? stopAtToken(g, points, token) : points };
  });
}

/** The size of an army's name under its disc, on screen and in the PNG. */
export function nameSize(g: GridGeometry, half: boolean): number {
  return g.cell * (half ? 0.15 : 0.2);
}

/** How far below a token's disc its name reaches (the name, its halo and the gap above it). */
export function nameDepth(g: GridGeometry, half: boolean): number {
  return nameSize(g, half) + g.cell * 0.06;
}

/**
 * Moves the line's last point back along its last segment to where that segment leaves the token
 * (the end lies inside the disc: a token sits in the upper part of its square). A line coming up
 * from below stops under the army's name instead, which would hide its arrowhead.
 */
function stopAtToken(g: GridGeometry, points: number[], token: { x: number; y: number; radius: number; half: boolean }): number[] {
  const n = points.length;
  const [px, py, ex, ey] = [points[n - 4]!, points[n - 3]!, points[n - 2]!, points[n - 1]!];
  const length = Math.hypot(ex - px, ey - py);
  if (length === 0) return points;
  const [dx, dy] = [(ex - px) / length, (ey - py) / length];
  if (dx === 0 && dy < 0) {
    const below = token.y + token.radius + nameDepth(g, token.half);
    return below < py ? [...points.slice(0, n - 1), below] : points;
  }
  const [wx, wy] = [ex - token.x, ey - token.y];
  // |w - t d| = r: the larger root is where, going back from the end, the segment leaves the disc.
  const along = wx * dx + wy * dy;
  const under = along * along - (wx * wx + wy * wy) + token.radius * token.radius;
  if (under < 0) return points;
  const back = along + Math.sqrt(under);
  if (back <= 0 || back >= length) return points;
  return [...points.slice(0, n - 2), ex - back * dx, ey - back * dy];
}
