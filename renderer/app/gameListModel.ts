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

/**
 * The games to show, in order. With nothing typed, the GM's sort; with a search, only the games
 * holding every typed word, best match first (gameSearch.ts) and the GM's sort among equals.
 * A search from the everyday list ("Running and finished") reaches the archived games too, after
 * every game of the list that matches, each row tagged "archived": archiving puts a game out of the way, not
 * out of reach, so a GM looking for an old game types its name as for any other (issue 21, "find
 * any game in two keystrokes"). A filter the GM chose (running, finished, archived) is kept as it is.
 */
export function visibleGames(games: readonly GameRow[], query: GameListQuery): GameRow[] {
  const words = searchWords(query.search);
  const archivedAfter = words.length > 0 && query.state === 'not-archived';
  const shown = games.filter((g) => (query.family === 'all' || g.family === query.family) && (archivedAfter || matchesState(g, query.state)));
  const byName = (a: GameRow, b: GameRow) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base', numeric: true });
  const bySort = query.sort === 'name' ? byName
    : query.sort === 'deadline' ? (a: GameRow, b: GameRow) => {
      // Soonest first; games with no deadline after all that have one, then by name.
      const da = nextDeadlineOf(a), db = nextDeadlineOf(b);
      if (da === null && db === null) return byName(a, b);
      if (da === null) return 1;
      if (db === null) return -1;
      return da - db || byName(a, b);
    }
    : (a: GameRow, b: GameRow) => b.updatedAt - a.updatedAt || byName(a, b);
  if (!words.length) return shown.sort(bySort);
  const scores = new Map<GameRow, number>();
  for (const g of shown) {
    const score = searchScore(g, words);
    if (score !== null) scores.set(g, score);
  }
  const archivedLast = (a: GameRow, b: GameRow) => archivedAfter ? Number(a.archivedAt !== undefined) - Number(b.archivedAt !== undefined) : 0;
  return [...scores.keys()].sort((a, b) => archivedLast(a, b) || scores.get(a)! - scores.get(b)! || bySort(a, b));
}

/** Which rows of a fixed-height list are in view: the window a virtualised list renders. */
export function rowWindow(scrollTop: number, viewportHeight: number, rowHeight: number, count: number, overscan = 8): { first: number; last: number } {
  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - overscan);
  const last = Math.min(count, Math.ceil((scrollTop + viewportHeight) / rowHeight) + overscan);
  return { first, last };
}
