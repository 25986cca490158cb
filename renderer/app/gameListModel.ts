// The home screen's list for a GM with hundreds of games: what a search matches (name, players,
// addresses), the filters (kind of game; running, finished, archived) and the sorts (last
// activity, next deadline, name). Pure functions over the game rows, so a list of a thousand
// games is filtered in memory on each keystroke and the tests need no screen.
import type { GameFamily, GameRow } from '../storage/types';

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

interface PlayerLike { name?: unknown; addresses?: unknown }

/** Everything a search may match, lower case: the name, each player's name and addresses, the phase. */
const haystacks = new WeakMap<GameRow, string>();
export function searchableText(game: GameRow): string {
  let text = haystacks.get(game);
  if (text === undefined) {
    const parts = [game.name, game.phase];
    const setup = game.settings.diplomacy as { players?: PlayerLike[]; gmAddress?: unknown } | undefined;
    for (const p of Array.isArray(setup?.players) ? setup!.players : []) {
      if (typeof p?.name === 'string') parts.push(p.name);
      if (Array.isArray(p?.addresses)) for (const a of p.addresses) if (typeof a === 'string') parts.push(a);
    }
    text = parts.join('\n').toLowerCase();
    haystacks.set(game, text);
  }
  return text;
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

/** The games to show, in order. Every word of the search must appear (in any field). */
export function visibleGames(games: readonly GameRow[], query: GameListQuery): GameRow[] {
  const words = query.search.toLowerCase().split(/\s+/).filter(Boolean);
  const shown = games.filter((g) =>
    (query.family === 'all' || g.family === query.family)
    && matchesState(g, query.state)
    && words.every((w) => searchableText(g).includes(w)));
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
  // While searching, a game whose name holds what was typed comes before one matched only by a
  // player or an address, so Enter opens the game the GM named.
  const phrase = words.join(' ');
  const rank = (g: GameRow) => { const name = g.name.toLowerCase(); return name.includes(phrase) ? 0 : words.every((w) => name.includes(w)) ? 1 : 2; };
  const ranks = new Map(shown.map((g) => [g, rank(g)]));
  return shown.sort((a, b) => ranks.get(a)! - ranks.get(b)! || bySort(a, b));
}

/** Which rows of a fixed-height list are in view: the window a virtualised list renders. */
export function rowWindow(scrollTop: number, viewportHeight: number, rowHeight: number, count: number, overscan = 8): { first: number; last: number } {
  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - overscan);
  const last = Math.min(count, Math.ceil((scrollTop + viewportHeight) / rowHeight) + overscan);
  return { first, last };
}
