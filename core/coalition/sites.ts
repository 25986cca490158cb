// What stands on a square: terrain (004 1.2c, 4.1.2.4) and the sites — Coalition bases, Phyrexian
// portals and neutral towns (004 1.1, 2.5.1).

import { coordinatesOf, type Square } from './grid';
import type { Army, Base, Portal, Round, Terrain, Town } from './types';

const TERRAIN_LETTERS: Record<string, Terrain> = { o: 'ocean', i: 'islands', p: 'plains', m: 'mountain', f: 'forest', s: 'swamp' };

export function terrainAt(round: Pick<Round, 'terrain'>, square: Square): Terrain | null {
  const { row, column } = coordinatesOf(square);
  const letter = round.terrain[row - 1]?.[column]?.toLowerCase();
  return letter ? TERRAIN_LETTERS[letter] ?? null : null;
}

export type Site =
  | { kind: 'base'; base: Base }
  | { kind: 'portal'; portal: Portal }
  | { kind: 'town'; town: Town };

/** The site on a square, if any. A destroyed base or portal no longer counts as a site. */
export function siteAt(round: Pick<Round, 'bases' | 'portals' | 'towns'>, square: Square): Site | null {
  const base = round.bases.find((b) => b.square === square && !b.destroyed);
  if (base) return { kind: 'base', base };
  const portal = round.portals.find((p) => p.square === square && !p.destroyed);
  if (portal) return { kind: 'portal', portal };
  const town = round.towns.find((t) => t.square === square);
  if (town) return { kind: 'town', town };
  return null;
}

/** 004 3.2.5.4, 3.2.4.1: squares of bases, portals and towns (destroyed or not) are special. */
export function isSiteSquare(round: Pick<Round, 'bases' | 'portals' | 'towns'>, square: Square): boolean {
  return round.bases.some((b) => b.square === square) || round.portals.some((p) => p.square === square) || round.towns.some((t) => t.square === square);
}

/** Two armies are enemies if on different sides; the mercenary factions never fight each other (004 6). */
export function areEnemies(a: Pick<Army, 'team'>, b: Pick<Army, 'team'>): boolean {
  return a.team !== b.team;
}
