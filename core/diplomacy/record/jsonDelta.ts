// A JSON value stored as its changes from another JSON value, exactly: applying the delta to the
// base gives back a value whose JSON text is identical to the original's (same keys in the same
// order, same array order). Used to store a committed phase's positions as what changed from the
// position before (#21 item 3); positions are plain JSON, so nothing here knows about Diplomacy.
//
// A delta is null (no change), { v } (the value itself), { o, d } (an object: changed keys, each
// with its own delta, and deleted keys) or { a } (an array: each item a base index, a run of base
// indexes { s, n }, a changed base item { i, p }, or a new value { v }). Since schema v4 (#21 item
// 3) a base object item with one value changed (a unit that moved) may be [i, key, value]: a third
// of { i, p: { o: { key: { v: value } } } }.

export type JsonDelta =
  | null
  | { v: unknown }
  | { o: Record<string, Exclude<JsonDelta, null>>; d?: string[] }
  | { a: ArrayItem[] };

type ArrayItem = number | { s: number; n: number } | { v: unknown } | { i: number; p: Exclude<JsonDelta, null> } | [number, string, unknown];

type Json = unknown;
const isObject = (x: Json): x is Record<string, Json> => typeof x === 'object' && x !== null && !Array.isArray(x);
const text = (x: Json) => JSON.stringify(x);

/** The changes that turn `base` into `target`; null when they are the same JSON. */
export function jsonDelta(base: Json, target: Json): JsonDelta {
  if (text(base) === text(target)) return null;
  if (Array.isArray(base) && Array.isArray(target)) return arrayDelta(base, target);
  if (isObject(base) && isObject(target) && sameKeyOrder(base, target)) {
    const o: Record<string, Exclude<JsonDelta, null>> = {};
    for (const key of Object.keys(target)) {
      const child = key in base ? jsonDelta(base[key], target[key]) : { v: target[key] };
      if (child !== null) o[key] = child;
    }
    const d = Object.keys(base).filter((key) => !(key in target));
    return d.length ? { o, d } : { o };
  }
  return { v: target };
}

/**
 * Applying an object delta keeps the base's keys where they are and appends new ones, so it can
 * only rebuild targets whose shared keys come in the base's order with the new keys last.
 */
function sameKeyOrder(base: Record<string, Json>, target: Record<string, Json>): boolean {
  const kept = Object.keys(base).filter((key) => key in target);
  const keys = Object.keys(target);
  return kept.every((key, i) => keys[i] === key);
}

function arrayDelta(base: Json[], target: Json[]): JsonDelta {
  const indexOf = new Map<string, number>();
  base.forEach((item, i) => { const t = text(item); if (!indexOf.has(t)) indexOf.set(t, i); });
  const byId = new Map<string, number>();
  base.forEach((item, i) => { if (isObject(item) && typeof item.id === 'string' && !byId.has(item.id)) byId.set(item.id, i); });
  const items: ArrayItem[] = [];
  target.forEach((item, j) => {
    const same = j < base.length && text(base[j]) === text(item) ? j : indexOf.get(text(item));
    if (same !== undefined) { pushRef(items, same); return; }
    // A unit that moved is the same unit (same id) somewhere else: store only what changed.
    const like = isObject(item) && typeof item.id === 'string' ? byId.get(item.id) : undefined;
    if (like !== undefined) { const p = jsonDelta(base[like], item); if (p !== null) { items.push(oneValue(like, base[like], p) ?? { i: like, p }); return; } }
    items.push({ v: item });
  });
  return { a: items };
}

/** [i, key, value] for a change of one existing key's value, or undefined. */
function oneValue(i: number, was: Json, p: Exclude<JsonDelta, null>): [number, string, unknown] | undefined {
  if (!('o' in p) || p.d !== undefined || !isObject(was)) return undefined;
  const keys = Object.keys(p.o);
  if (keys.length !== 1 || !(keys[0]! in was)) return undefined;
  const change = p.o[keys[0]!]!;
  return 'v' in change && Object.keys(change).length === 1 ? [i, keys[0]!, change.v] : undefined;
}

/** Consecutive base indexes are stored as one run. */
function pushRef(items: ArrayItem[], index: number): void {
  const last = items.at(-1);
  if (typeof last === 'number' && last + 1 === index) { items[items.length - 1] = { s: last, n: 2 }; return; }
  if (typeof last === 'object' && 's' in last && last.s + last.n === index) { last.n += 1; return; }
  items.push(index);
}

/** `base` with `delta` applied. Throws on a delta that does not fit the base (a damaged record). */
export function applyJsonDelta(base: Json, delta: JsonDelta): Json {
  if (delta === null) return structuredCloneJson(base);
  if ('v' in delta) return structuredCloneJson(delta.v);
  if ('a' in delta) {
    if (!Array.isArray(base)) throw new Error('an array change recorded against something that is not a list');
    const at = (i: number) => { if (!(i >= 0 && i < base.length)) throw new Error(`an array change names item ${i} of ${base.length}`); return base[i]; };
    const out: Json[] = [];
    for (const item of delta.a) {
      if (typeof item === 'number') out.push(structuredCloneJson(at(item)));
      else if (Array.isArray(item)) {
        const [i, key, value] = item;
        const was = at(i);
        if (!isObject(was) || typeof key !== 'string' || !(key in was)) throw new Error(`an array change sets "${String(key)}" on item ${i}, which has no such key`);
        out.push(applyJsonDelta(was, { o: { [key]: { v: value } } }));
      }
      else if ('s' in item) for (let k = 0; k < item.n; k++) out.push(structuredCloneJson(at(item.s + k)));
      else if ('i' in item) out.push(applyJsonDelta(at(item.i), item.p));
      else out.push(structuredCloneJson(item.v));
    }
    return out;
  }
  if (!isObject(base)) throw new Error('an object change recorded against something that is not an object');
  const out: Record<string, Json> = {};
  const deleted = new Set(delta.d ?? []);
  for (const key of Object.keys(base)) if (!deleted.has(key)) out[key] = key in delta.o ? applyJsonDelta(base[key], delta.o[key]!) : structuredCloneJson(base[key]);
  for (const key of Object.keys(delta.o)) if (!(key in base)) out[key] = applyJsonDelta(undefined, delta.o[key]!);
  return out;
}

/** A copy, so a rebuilt value never shares objects with the one it was rebuilt from. */
function structuredCloneJson(x: Json): Json {
  return x === undefined ? undefined : JSON.parse(JSON.stringify(x));
}
