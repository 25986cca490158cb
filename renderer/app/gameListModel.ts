// The home screen's list for a GM with hundreds of games: the search (gameSearch.ts), the
// filters (kind of game; running, finished, archived) and the sorts (last activity, next
// deadline, name). Pure functions over the game rows, so a list of a thousand
// games is filtered in memory on each keystroke and the tests need no screen.
import type { GameFamily, GameRow } from '../storage/types';
import { searchScore, searchWords } from './gameSearch';

export type GameState = 'running' | 'finished' | 'archived';
export type StateFilter = GameState | 'not-archived' | 'all';
export type GameSort = 'activity' | 'deadline' | 'name';

export interface GameListQuery {
  search: string;
  family: GameFamily | 'all';
  state: StateFilter;
  sort: GameSort;
}

export const defaultQuery: GameListQuery = { search: '', family: 'all', state: 'not-archived', sort: 'activity' };

export function gameState(game: GameRow): GameState {
  if (game.archivedAt !== undefined) return 'archived';
  if (game.finishedAt !== undefined) return 'finished';
  return 'running';
}

/**
 * The deadline the game is waiting for: the one its last commit kept on the row, or, for a game
 * still in its first phase, the first deadline of its schedule. Null when unknown or unset.
 */
export function nextDeadlineOf(game: GameRow): number | null {
  if (game.nextDeadline !== undefined) return game.nextDeadline;
  const setup = game.settings.diplomacy as { startPhase?: unknown; deadlines?: { firstDeadline?: unknown } } | undefined;
  const first = setup?.deadlines?.firstDeadline;
  return typeof first === 'number' && setup?.startPhase === game.phase ? first : null;
}

function matchesState(game: GameRow, filter: StateFilter): boolean {
  if (filter === 'all') return true;
  const state = gameState(game);
  return filter === 'not-archived' ? state !== 'archived' : state === filter;
}

/** Where a game stands among equal matches: a running game wins a tie, an archived one loses it. */
const stateRank: Record<GameState, number> = { running: 0, finished: 1, archived: 2 };

function byName(a: GameRow, b: GameRow): number {
  return a.name.localeCompare(b.name, undefined, { sensitivity: 'base', numeric: true });
}

function sortOrder(sort: GameSort): (a: GameRow, b: GameRow) => number {
  if (sort === 'name') return byName;
  if (sort === 'deadline') {
    return (a, b) => {
      // Soonest first; games with no deadline after all that have one, then by name.
      const da = nextDeadlineOf(a), db = nextDeadlineOf(b);
      if (da === null && db === null) return byName(a, b);
      if (da === null) return 1;
      if (db === null) return -1;
      return da - db || byName(a, b);
    };
  }
  return (a, b) => b.updatedAt - a.updatedAt || byName(a, b);
}

/**
 * What one list of games keeps between keystrokes, so a keystroke neither sorts the whole list
 * again nor scores a game the previous keystroke already dropped: the list in each order asked
 * for (sorted once per list, as long as the list is the same array: the home screen's live query
 * hands a new one when a game changes), and the games the last search matched.
 */
interface Kept {
  orders: Map<string, GameRow[]>;
  last: { text: string; family: GameListQuery['family']; state: StateFilter; matched: Set<GameRow> } | null;
}
const kept = new WeakMap<readonly GameRow[], Kept>();

function keptFor(games: readonly GameRow[]): Kept {
  let k = kept.get(games);
  if (k === undefined) kept.set(games, k = { orders: new Map(), last: null });
  return k;
}

/** The list in the GM's sort; while searching, running games first among equals, archived last. */
function ordered(games: readonly GameRow[], k: Kept, sort: GameSort, searching: boolean): GameRow[] {
  const key = `${sort}:${searching}`;
  let list = k.orders.get(key);
  if (list === undefined) {
    const bySort = sortOrder(sort);
    list = searching
      ? [...games].sort((a, b) => stateRank[gameState(a)] - stateRank[gameState(b)] || bySort(a, b))
      : [...games].sort(bySort);
    k.orders.set(key, list);
  }
  return list;
}

/**
 * Sorts the list for a search in the GM's sort ahead of the first keystroke (the home screen calls
 * it while the GM has not typed yet): a thousand games' sort was most of the first keystroke's
 * own work after a reload (24.7 of 44 ms of its script in Chromium, bench/home.bench.ts).
 */
export function prepareSearchOrder(games: readonly GameRow[], sort: GameSort): void {
  ordered(games, keptFor(games), sort, true);
}

/**
 * The games to show, in order. With nothing typed, the GM's sort; with a search, only the games
 * holding every typed word, best match first (gameSearch.ts), and among equal matches a running
 * game before a finished one before an archived one, then the GM's sort.
 * A search from the everyday list ("Running and finished") reaches the archived games too, each
 * row tagged "archived", ranked by how well they match like any other: archiving puts a game out
 * of the way, not out of reach, so a GM looking for an old game types its name as for any other
 * and finds it on the first screen (issue 21, "find any game in two keystrokes"). An archived game
 * only loses a tie: a game of the list matched as well comes first. A filter the GM chose
 * (running, finished, archived) is kept as it is.
 *
 * Fast on each keystroke of a thousand games: the list is sorted once (kept per list), the
 * matches are put in order by their score's bucket rather than sorted, and a search that only
 * adds to the last one's text scores only the games that one matched (matching is prefix-closed,
 * gameSearch.ts).
 */
export function visibleGames(games: readonly GameRow[], query: GameListQuery): GameRow[] {
  const words = searchWords(query.search);
  const searching = words.length > 0;
  const withArchived = searching && query.state === 'not-archived';
  const k = keptFor(games);
  const inView = (g: GameRow) => (query.family === 'all' || g.family === query.family) && (withArchived || matchesState(g, query.state));
  const list = ordered(games, k, query.sort, searching);
  if (!searching) return list.filter(inView);
  const last = k.last;
  const narrowing = last !== null && last.family === query.family && last.state === query.state && query.search.startsWith(last.text) ? last.matched : null;
  const buckets = new Map<number, GameRow[]>();
  const matched = new Set<GameRow>();
  for (const g of list) {
    if (narrowing ? !narrowing.has(g) : !inView(g)) continue;
    const score = searchScore(g, words);
    if (score === null) continue;
    matched.add(g);
    const bucket = buckets.get(score);
    if (bucket) bucket.push(g); else buckets.set(score, [g]);
  }
  k.last = { text: query.search, family: query.family, state: query.state, matched };
  return [...buckets.keys()].sort((a, b) => a - b).flatMap((score) => buckets.get(score)!);
}

/** Which rows of a fixed-height list are in view: the window a virtualised list renders. */
export function rowWindow(scrollTop: number, viewportHeight: number, rowHeight: number, count: number, overscan = 8): { first: number; last: number } {
  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - overscan);
  const last = Math.min(count, Math.ceil((scrollTop + viewportHeight) / rowHeight) + overscan);
  return { first, last };
}
