// A list of similar JSON objects (a phase's orders, its results) stored as a table: each distinct
// set of keys once, in the order the objects have them, and each object as a row of its values.
// About half the size, and rebuilt exactly (same keys in the same order, same values).

export interface JsonTable {
  /** The key lists (shapes) the objects have. */
  k: string[][];
  /** One row per object: the index of its shape, then its values in that shape's key order. */
  r: unknown[][];
}

export function isJsonTable(x: unknown): x is JsonTable {
  return typeof x === 'object' && x !== null && !Array.isArray(x) && Array.isArray((x as JsonTable).k) && Array.isArray((x as JsonTable).r);
}

/** The table of `objects`; every item must be a plain object. */
export function toJsonTable(objects: readonly Record<string, unknown>[]): JsonTable {
  const shapes: string[][] = [];
  const shapeIndex = new Map<string, number>();
  const rows = objects.map((o) => {
    const keys = Object.keys(o);
    const id = JSON.stringify(keys);
    let s = shapeIndex.get(id);
    if (s === undefined) { s = shapes.length; shapes.push(keys); shapeIndex.set(id, s); }
    return [s, ...keys.map((key) => o[key])];
  });
  return { k: shapes, r: rows };
}

/** The objects back, each a fresh object. Throws on a row naming a shape the table lacks. */
export function fromJsonTable(table: JsonTable): Record<string, unknown>[] {
  return table.r.map((row) => {
    const keys = table.k[row[0] as number];
    if (!keys) throw new Error(`a table row names shape ${String(row[0])} of ${table.k.length}`);
    const o: Record<string, unknown> = {};
    keys.forEach((key, i) => { o[key] = row[i + 1]; });
    return o;
  });
}
