// A committed phase as it is stored (#21 item 3): without what the commit before it already holds.
// Until schema v3 every commit record carried two whole positions (the one adjudicated and the
// next) and each result repeated its order, about 21 KB a phase. Now:
// - `position` is stored as its changes from the parent commit's `next` (nothing at all when the GM
//   made no correction), whole only for a game's first commit;
// - `next` is stored as its changes from `position`;
// - a result whose order is one of the phase's orders names it by index;
// - the orders and the results are tables (jsonTable.ts): each object's keys once, then rows;
// - the commit's id and time are the record's own.
// Schema v4 (`compact: 2`) also stores:
// - an order whose values are all words as one spaced string ("1 move England F edi nth");
// - a result that the order at its place says in full (resultShorthand.ts: "moved" for "moved to
//   Trieste") as its code alone, in `resultCodes`; only the others stay in the results table.
// Reading expands it back to exactly the CommittedPhase it was (same JSON), so every phase's view
// is unchanged; encoding checks that before it stores the short form, and keeps the whole commit
// when it would not come back identical.
import type { OrderResult, Position } from '../types';
import type { CommittedPhase } from './history';
import { applyJsonDelta, jsonDelta, type JsonDelta } from './jsonDelta';
import { fromJsonTable, toJsonTable, type JsonTable } from './jsonTable';
import { resultOfShorthand, resultShorthand } from './resultShorthand';

/** A result stored without its order, which is `orders[order]` of the same commit. */
type StoredResult = OrderResult | (Omit<OrderResult, 'order'> & { orderAt: number });

/** What a v3 or v4 commit record's payload holds. */
export interface CompactCommit {
  /** Marks the short form: 1 as schema v3 writes it, 2 as v4 does; a payload without it is a whole CommittedPhase. */
  compact: 1 | 2;
  parent: string | null;
  phase: string;
  /** Whole, when there is no parent to share with (or sharing would not rebuild it exactly). */
  position?: Position;
  /** Changes from the parent's `next` (null: the same position). */
  positionDelta?: JsonDelta;
  /** The orders as a table (jsonTable.ts). */
  orders: JsonTable;
  /** The results (StoredResult) as a table; in v4 only those `resultCodes` marks `*`. */
  results: JsonTable;
  /**
   * v4: one word per result, in order, separated by spaces: the code of a result written again
   * from its order (resultShorthand.ts), or `*` for the next row of `results`. Absent: every
   * result is in `results`.
   */
  resultCodes?: string;
  notices: string[];
  /** Changes from `position`. */
  nextDelta: JsonDelta;
  nmr: CommittedPhase['nmr'];
  edits: string[];
  inputs: string[];
  who: string;
  /** Only when they differ from the record's own id and time (never, for the app's own commits). */
  id?: string;
  at?: number;
}

export function isCompactCommit(payload: unknown): payload is CompactCommit {
  if (typeof payload !== 'object' || payload === null) return false;
  const mark = (payload as { compact?: unknown }).compact;
  return mark === 1 || mark === 2;
}

/** The short form this version writes (schema v4). */
export const currentCompactForm = 2;

const text = (x: unknown) => JSON.stringify(x);

/** Same JSON values, whatever order an object's keys were written in (the view reads values). */
function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(sortedKeys(a)) === JSON.stringify(sortedKeys(b));
}
function sortedKeys(x: unknown): unknown {
  if (Array.isArray(x)) return x.map(sortedKeys);
  if (typeof x !== 'object' || x === null) return x;
  return Object.fromEntries(Object.keys(x).sort().filter((k) => (x as Record<string, unknown>)[k] !== undefined).map((k) => [k, sortedKeys((x as Record<string, unknown>)[k])]));
}

/**
 * The short form of `commit`, given its parent as read (null for a first phase, or a parent not in
 * the log) and the record's id and time. Returns the whole commit unchanged when the short form
 * would not expand back to the same JSON.
 */
export function compactCommit(commit: CommittedPhase, parent: CommittedPhase | null, recordId: string, recordAt: number): CompactCommit | CommittedPhase {
  const shared = parent !== null && parent.id === commit.parent;
  const variantId = commit.position.variant;
  const codes: string[] = [];
  const whole: StoredResult[] = [];
  commit.results.forEach((r, i) => {
    const code = resultShorthand(r, i, commit.orders, variantId);
    if (code !== undefined) { codes.push(code); return; }
    codes.push('*');
    const k = commit.orders.findIndex((o) => text(o) === text(r.order));
    if (k < 0) { whole.push(r); return; }
    const { order: _order, ...rest } = r;
    whole.push({ ...rest, orderAt: k });
  });
  const stored: CompactCommit = {
    compact: currentCompactForm, parent: commit.parent, phase: commit.phase,
    ...(shared ? { positionDelta: jsonDelta(parent.next, commit.position) } : { position: commit.position }),
    orders: toJsonTable(commit.orders as unknown as Record<string, unknown>[], { joined: true }),
    results: toJsonTable(whole as unknown as Record<string, unknown>[]),
    ...(whole.length < commit.results.length ? { resultCodes: codes.join(' ') } : {}),
    notices: commit.notices,
    nextDelta: jsonDelta(commit.position, commit.next),
    nmr: commit.nmr, edits: commit.edits, inputs: commit.inputs, who: commit.who,
    ...(commit.id !== recordId ? { id: commit.id } : {}), ...(commit.at !== recordAt ? { at: commit.at } : {}),
  };
  try {
    if (sameJson(expandCommit(stored, shared ? parent : null, recordId, recordAt), commit)) return stored;
  } catch { /* falls through: kept whole */ }
  return commit;
}

/**
 * The CommittedPhase a stored payload holds, whole or short. `parent` is the parent commit as
 * read; a short payload that needs it and does not have it cannot be read (throws with why).
 */
export function expandCommit(payload: CompactCommit | CommittedPhase, parent: CommittedPhase | null, recordId: string, recordAt: number): CommittedPhase {
  if (!isCompactCommit(payload)) return payload;
  let position: Position;
  if (payload.position !== undefined) position = payload.position;
  else {
    if (parent === null || parent.id !== payload.parent) throw new Error(`its position is stored as changes from the phase before (${payload.parent ?? 'none'}), which is missing`);
    position = applyJsonDelta(parent.next, payload.positionDelta ?? null) as Position;
  }
  const next = applyJsonDelta(position, payload.nextDelta) as Position;
  const orders = fromJsonTable(payload.orders) as unknown as CommittedPhase['orders'];
  const table = (fromJsonTable(payload.results) as unknown as StoredResult[]).map((r): OrderResult => {
    if (!('orderAt' in r)) return r;
    const { orderAt, ...rest } = r;
    const order = orders[orderAt];
    if (order === undefined) throw new Error(`a result names order ${orderAt} of ${orders.length}`);
    return { order: JSON.parse(JSON.stringify(order)) as typeof order, ...rest };
  });
  let results = table;
  if (payload.resultCodes !== undefined) {
    let next = 0;
    results = payload.resultCodes.split(' ').map((code, i) => {
      if (code !== '*') return resultOfShorthand(code, i, orders, position.variant);
      const r = table[next++];
      if (r === undefined) throw new Error(`result ${i + 1} is not among the ${table.length} stored whole`);
      return r;
    });
    if (next !== table.length) throw new Error(`${table.length - next} results stored whole are not placed`);
  }
  // Keys in the order the app writes a commit ({ ...draft, id, at }).
  return {
    parent: payload.parent, phase: payload.phase, position,
    orders, results, notices: payload.notices, next, nmr: payload.nmr,
    edits: payload.edits, inputs: payload.inputs, who: payload.who, id: payload.id ?? recordId, at: payload.at ?? recordAt,
  };
}
