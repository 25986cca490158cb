// What the desk derives from a tournament (board scores, rankings, advancement), kept until the
// tournament changes. The standings read one another — Round 2's tie-breaks fall back on the
// Round-1 order and the team order, the semi-final on Round 2, the screen shows them all — and
// without this each would recompute everything below it again. A tournament only grows: board
// files, seatings, roster rows, the TD's decisions, replacements and declines are appended, never
// edited, so the lengths of those lists say whether anything derived is still current.
import type { Tournament } from './tournament';

const store = new WeakMap<Tournament, { revision: string; values: Map<string, unknown> }>();

const listIds = new WeakMap<readonly unknown[], number>();
let nextListId = 1;

/** A list's identity and length: a list replaced by another (a tournament read again, a round re-seated by hand) is a change too. */
function listRevision(list: readonly unknown[] | undefined): string {
  if (!list) return '-';
  let id = listIds.get(list);
  if (id === undefined) { id = nextListId++; listIds.set(list, id); }
  return `${id}:${list.length}`;
}

/** Changes whenever something is appended to the tournament or one of its lists is replaced. */
export function revisionOf(t: Tournament): string {
  return [t.boardFiles, t.rounds, t.players, t.kept, t.replacements, t.declined].map(listRevision).join('/');
}

/**
 * The value computed for `key` on this tournament as it is now, computing it the first time. The
 * value is shared by every caller until the tournament changes: callers read it and never modify it.
 */
export function derived<T>(t: Tournament, key: string, compute: () => T): T {
  const revision = revisionOf(t);
  let entry = store.get(t);
  if (!entry || entry.revision !== revision) { entry = { revision, values: new Map() }; store.set(t, entry); }
  if (entry.values.has(key)) return entry.values.get(key) as T;
  const value = compute();
  // compute() may itself have read derived values; the tournament has not changed in between.
  entry.values.set(key, value);
  return value;
}
