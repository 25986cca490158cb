// Location text to location index, for the engine's hot loops: every unit's location and every
// order's places are looked up once a phase, about a hundred look-ups in a full-board phase.
//
// An open-addressing table built once per variant (with the compiled board), keyed by a hash of
// the length, the first three characters and the last one: map locations are short (`lon`,
// `stp/nc`), so the hash reads at most four characters and never walks long hostile text. A
// look-up of a canonical location costs those character reads, small-integer arithmetic and one
// comparison (the readers hand the engine the variant's own strings, so usually the very same
// object); a Map look-up was the largest builtin in a profile of the real-games bench (issue 18).
// An earlier hand-written table that hashed all of the text was slower than the Map, and so was
// this one while its hash overflowed into floating point: keep the arithmetic in small integers.
// Text not found here (another case, unknown places) is for the caller's slower path.

export interface LocationTable {
  /** The location text in each slot, or '' for an empty slot. */
  readonly keys: readonly string[];
  /** The location index in each slot. */
  readonly values: Int32Array;
  readonly mask: number;
}

function slotOf(text: string, mask: number): number {
  const n = text.length;
  if (n === 0) return 0;
  // Small integers throughout (Math.imul, | 0): arithmetic that overflowed into doubles would be slow.
  let h = Math.imul(n, 0x9e3779b1) ^ text.charCodeAt(0);
  if (n > 1) h = Math.imul(h, 31) + text.charCodeAt(1) | 0;
  if (n > 2) h = Math.imul(h, 31) + text.charCodeAt(2) | 0;
  h = Math.imul(h, 31) + text.charCodeAt(n - 1) | 0;
  return (h ^ (h >>> 11)) & mask;
}

/** The table for these locations, in their index order. */
export function locationTable(locations: readonly string[]): LocationTable {
  let size = 16;
  while (size < locations.length * 4) size *= 2;
  const mask = size - 1;
  const keys: string[] = new Array<string>(size).fill('');
  const values = new Int32Array(size).fill(-1);
  locations.forEach((l, index) => {
    if (l === '') return; // never a map location; '' marks an empty slot
    let k = slotOf(l, mask);
    while (keys[k] !== '' && keys[k] !== l) k = (k + 1) & mask;
    // A repeated location keeps its last index, as a Map built from the same list does.
    keys[k] = l;
    values[k] = index;
  });
  return { keys, values, mask };
}

/** Index of a location written exactly as the map writes it, or -1. */
export function lookUpLocation(table: LocationTable, text: string): number {
  const keys = table.keys;
  const mask = table.mask;
  for (let k = slotOf(text, mask); ; k = (k + 1) & mask) {
    const key = keys[k]!;
    // Text '' meets an empty slot first, whose value is -1: no location.
    if (key === text) return table.values[k]!;
    if (key === '') return -1;
  }
}
