// A list of similar JSON objects (a phase's orders, its results) stored as a table: each distinct
// set of keys once, in the order the objects have them, and each object as a row of its values.
// About half the size, and rebuilt exactly (same keys in the same order, same values).
//
// Schema v4 (#21 item 3): a row whose values are all short words (no space, not empty: 'move',
// 'England', 'F', 'edi', 'nth') may be one string, the shape's index and the values joined by
// spaces ("1 move England F edi nth"), a third shorter than the array; in it `^` stands for the
// same key's value in the object before ("1 move ^ A lvp yor": England's again). Tables written
// before have only array rows, and read as they did.

export interface JsonTable {
  /** The key lists (shapes) the objects have. */
  k: string[][];
  /** One row per object: the index of its shape, then its values in that shape's key order; or all of it as one spaced string. */
  r: (unknown[] | string)[];
}

export function isJsonTable(x: unknown): x is JsonTable {
  return typeof x === 'object' && x !== null && !Array.isArray(x) && Array.isArray((x as JsonTable).k) && Array.isArray((x as JsonTable).r);
}

const word = /^[^\s]+$/;
/** `^` in a joined row: the value the object before has for the same key. */
const ditto = '^';
const isWord = (v: unknown): v is string => typeof v === 'string' && v !== ditto && word.test(v);

/** The table of `objects`; every item must be a plain object. `joined`: rows of words as one string. */
export function toJsonTable(objects: readonly Record<string, unknown>[], options: { joined?: boolean } = {}): JsonTable {
  const shapes: string[][] = [];
  const shapeIndex = new Map<string, number>();
  const rows = objects.map((o, i): unknown[] | string => {
    const keys = Object.keys(o);
    const id = JSON.stringify(keys);
    let s = shapeIndex.get(id);
    if (s === undefined) { s = shapes.length; shapes.push(keys); shapeIndex.set(id, s); }
    const values = keys.map((key) => o[key]);
    if (options.joined && values.every(isWord)) {
      const before = i > 0 ? objects[i - 1]! : undefined;
      const same = (key: string) => before !== undefined && Object.prototype.hasOwnProperty.call(before, key) && before[key] === o[key];
      return [String(s), ...keys.map((key) => (same(key) ? ditto : o[key]))].join(' ');
    }
    return [s, ...values];
  });
  return { k: shapes, r: rows };
}

/** The objects back, each a fresh object. Throws on a row naming a shape the table lacks, or of the wrong length. */
export function fromJsonTable(table: JsonTable): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  for (const stored of table.r) {
    const row: unknown[] = typeof stored === 'string' ? stored.split(' ') : stored;
    const shape = typeof stored === 'string' ? Number(row[0]) : row[0];
    const keys = table.k[shape as number];
    if (!keys) throw new Error(`a table row names shape ${String(row[0])} of ${table.k.length}`);
    if (typeof stored === 'string' && row.length !== keys.length + 1) throw new Error(`a table row has ${row.length - 1} values for ${keys.length} keys`);
    const before = out.at(-1);
    const o: Record<string, unknown> = {};
    keys.forEach((key, i) => {
      let value = row[i + 1];
      if (typeof stored === 'string' && value === ditto) {
        if (before === undefined || !Object.prototype.hasOwnProperty.call(before, key)) throw new Error(`a table row repeats "${key}" from an object without it`);
        value = before[key];
      }
      o[key] = value;
    });
    out.push(o);
  }
  return out;
}
