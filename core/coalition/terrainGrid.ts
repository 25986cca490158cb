// 004 1.2c: the terrain-only grid with its colour key, as the old site offered next to the army map.
// Text here (one letter per square, rows 1-38, columns A-N); the colours are the key the app's
// drawn map uses, so the two always agree.

import { COLUMNS, ROWS, squareAt } from './grid';
import { terrainAt } from './sites';
import type { Round, Terrain } from './types';

export const TERRAIN_KEY: { terrain: Terrain; letter: string; colour: string }[] = [
  { terrain: 'ocean', letter: 'o', colour: '#2b5d9c' },
  { terrain: 'islands', letter: 'i', colour: '#5fa8c9' },
  { terrain: 'plains', letter: 'p', colour: '#c9d77a' },
  { terrain: 'mountain', letter: 'm', colour: '#8c7b6b' },
  { terrain: 'forest', letter: 'f', colour: '#3f7d3a' },
  { terrain: 'swamp', letter: 's', colour: '#5d5a3a' },
];

/** The grid as text, with the key underneath; in BBCode it sits in [code] so columns stay aligned. */
export function renderTerrainGrid(round: Pick<Round, 'terrain' | 'name'>, dialect: 'bbcode' | 'plain'): string {
  const header = '    ' + [...COLUMNS].join(' ');
  const rows: string[] = [header];
  for (let r = 1; r <= ROWS; r++) {
    const cells = [...COLUMNS].map((_, c) => {
      const t = terrainAt(round, squareAt(r, c)!);
      return TERRAIN_KEY.find((k) => k.terrain === t)?.letter ?? '?';
    });
    rows.push(`${String(r).padStart(3)} ${cells.join(' ')}`);
  }
  const key = TERRAIN_KEY.map((k) => (dialect === 'bbcode' ? `[color=${k.colour}]${k.letter} = ${k.terrain}[/color]` : `${k.letter} = ${k.terrain}`)).join(', ');
  const grid = dialect === 'bbcode' ? `[code]\n${rows.join('\n')}\n[/code]` : rows.join('\n');
  return `${grid}\nKey: ${key}\n`;
}
