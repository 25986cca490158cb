// JSON text with every object's keys sorted (#21: the backup writes hundreds of megabytes of game
// files). It gives exactly the bytes that
// `JSON.stringify(value, (k, v) => plain object ? Object.fromEntries(sorted entries) : v)` gave,
// which is what the game files already on disk and in backups were written with, so the same game
// still gives the same file. That older form paid for a replacer call on every value and an
// entries array, a comparator sort and fromEntries on every object; it was several times slower
// than a plain JSON.stringify (bench/gamefile.bench.ts).
//
// Here one recursive pass builds a key-sorted copy of every object and the engine's own
// JSON.stringify, without a replacer, writes it. Inserting the keys in sorted order into a fresh
// object also reproduces the old order exactly: a JavaScript object lists integer-like keys ("0",
// "12") first in numeric order whatever order they were added in, then the rest as added. A toJSON
// method is called first, as JSON.stringify does; a function valued key is left out of the copy
// (JSON.stringify leaves it out anyway, and a copied "toJSON" function must not be called twice).

/** Keys by UTF-16 code units, as `<` compares strings; insertion sort for the small objects most rows are. */
function sortKeys(keys: string[]): string[] {
  const n = keys.length;
  if (n > 12) return keys.sort(); // the default sort also compares by code units
  for (let i = 1; i < n; i++) {
    const k = keys[i]!;
    let j = i - 1;
    if (!(k < keys[j]!)) continue;
    while (j >= 0 && k < keys[j]!) { keys[j + 1] = keys[j]!; j--; }
    keys[j + 1] = k;
  }
  return keys;
}

/** Sets a key; a "__proto__" key in a payload stays a plain key, as Object.fromEntries kept it. */
function put(out: Record<string, unknown>, k: string, v: unknown): void {
  if (k === '__proto__') Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
  else out[k] = v;
}

/** A copy of `value` with every object's keys sorted; `key` is what JSON.stringify hands toJSON. */
function sortedCopy(value: object, key: string | number): unknown {
  const toJSON = (value as { toJSON?: unknown }).toJSON;
  if (typeof toJSON === 'function') {
    const replaced: unknown = toJSON.call(value, String(key));
    if (replaced === null || typeof replaced !== 'object') return replaced;
    value = replaced;
  }
  if (Array.isArray(value)) {
    const n = value.length;
    const out = new Array<unknown>(n);
    for (let i = 0; i < n; i++) {
      const v: unknown = value[i];
      out[i] = v !== null && typeof v === 'object' ? sortedCopy(v, i) : v;
    }
    return out;
  }
  const from = value as Record<string, unknown>;
  const keys = sortKeys(Object.keys(from));
  const out: Record<string, unknown> = {};
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i]!;
    let v = from[k];
    if (typeof v === 'function') continue;
    if (v !== null && typeof v === 'object') v = sortedCopy(v, k);
    put(out, k, v);
  }
  return out;
}

/** JSON text of `value`, every object's keys sorted, no indent (undefined where JSON.stringify gives undefined). */
export function sortedKeysJson(value: unknown): string | undefined {
  return JSON.stringify(value !== null && typeof value === 'object' ? sortedCopy(value, '') : value);
}

/**
 * JSON text of an object whose own keys stay in the order given (a file's envelope, so its first
 * bytes say what it is) while every object inside it has its keys sorted.
 */
export function envelopeJson(envelope: Record<string, unknown>): string {
  const top: Record<string, unknown> = {};
  for (const k of Object.keys(envelope)) {
    const v = envelope[k];
    put(top, k, v !== null && typeof v === 'object' ? sortedCopy(v, k) : v);
  }
  return JSON.stringify(top);
}
