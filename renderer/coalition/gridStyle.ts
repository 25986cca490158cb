// The look of the Coalition grid map in one place (004 1.2): terrain colours with their key, the
// colours of the hollow base and portal squares, and the army tokens of each side.
import type { Faction, Team, Terrain } from '../../core/coalition/index';

/** 004 1.2c: each square shaded by its terrain, with a colour key. */
export const terrainColours: Record<Terrain, string> = {
  ocean: '#5b9bd5',
  islands: '#9fd8cb',
  plains: '#e9dfa8',
  mountain: '#a3927f',
  forest: '#5e9b57',
  swamp: '#7d7a45',
};
export const terrainOrder: Terrain[] = ['ocean', 'islands', 'plains', 'mountain', 'forest', 'swamp'];

/**
 * 004 1.2b: hollow squares for bases and portals. Portals are grey; each Coalition base has its
 * faction's colour; the Colorless base has the brown border of the old artifacts.
 */
export const baseColours: Record<Faction, string> = {
  Red: '#d32f2f',
  White: '#ffffff',
  Blue: '#1565c0',
  Green: '#1b7a1f',
  Black: '#111111',
  '5-Color': '#d4a017',
  Colorless: '#7b4a1c',
};
export const portalColour = '#8c8c8c';

export const teamColours: Record<Team, { fill: string; text: string }> = {
  Coalition: { fill: '#1f4e9c', text: '#ffffff' },
  Phyrexia: { fill: '#5a1e5c', text: '#ffffff' },
  Mercenary: { fill: '#e0a526', text: '#1d1a14' },
};

export const gridColours = {
  /** An army's name under its disc: dark letters with a light halo, readable on every terrain. */
  nameText: '#111111',
  nameHalo: '#ffffff',
  line: 'rgba(40,36,30,0.35)',
  band: '#f6f2e6',
  bandText: '#2b2620',
  outline: '#151515',
  town: '#2b2620',
  selected: '#ff6f00',
  destroyed: '#c62828',
  titleBand: '#25221c',
  titleText: '#ffffff',
} as const;

export const gridFont = 'system-ui, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
