// The key to the map's marks, one list for the screen (MapKey.tsx) and the exported PNG
// (exportPng.ts), so the two can never explain different things. Each entry names the mark as
// DiplomacyMap draws it (orderArrows.ts: move, support, convoy, hold, build, remove; and the
// ring of a dislodged unit). The drawing says the rest: a holding unit's double ring, the red ✕ on
// a failed order's arrow, the ✕ on a removed unit.

export type MapKeyMark = 'move' | 'support' | 'convoy' | 'hold' | 'failed' | 'build' | 'remove' | 'dislodged';

export interface MapKeyEntry { mark: MapKeyMark; label: string }

export const mapKeyEntries: readonly MapKeyEntry[] = [
  { mark: 'move', label: 'move' },
  { mark: 'support', label: 'support' },
  { mark: 'convoy', label: 'convoy' },
  { mark: 'hold', label: 'holds' },
  { mark: 'failed', label: 'failed' },
  { mark: 'build', label: 'build' },
  { mark: 'remove', label: 'removed' },
  { mark: 'dislodged', label: 'dislodged' },
];
