// The home screen's list of games, read live from IndexedDB, for a GM with hundreds of them:
// search by name, player, address or power (the box has the cursor when the screen opens, "/"
// brings it back, the arrow keys move through the matches and Enter opens the one marked, the
// first by default), filter by kind and state, sort by last activity, next deadline or name, one
// compact line per game.
// Only the rows in view are rendered (a spacer row stands for the rest), so a thousand games
// scroll as smoothly as ten. Every row is exactly the height the list counts with (the CSS holds
// it there), and while a search is typed the rows are denser, so the first screen shows more of
// what was found; the list's box reaches down to the bottom of the window.
//
// A keystroke has two frames (33 ms) to show its answer with a thousand games: the games' texts
// are folded for the search while the GM has not typed yet (prepareSearch), the search narrows from
// the last keystroke's matches (gameListModel.ts), a new search resets the mark and the scroll in
// the same render rather than in a second one, and a row already on screen is not rendered again.
import { memo, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { appDb } from '../storage/db';
import { changeGameState, type GameStateChange } from '../storage/games';
import { gameFamilies } from '../storage/types';
import { familyInfo } from '../storage/families';
import { familyLabel, formatGmt, formatShortGmt, profileName, variantLabel } from './format';
import { defaultQuery, gameState, nextDeadlineOf, prepareSearchOrder, rowWindow, visibleGames, type GameListQuery, type GameSort, type StateFilter } from './gameListModel';
import { prepareSearch } from './gameSearch';
import type { GameRow } from '../storage/types';
import { useUi } from './store';
import { saveGameAsFile } from './gameFileActions';
import { useVariantNames } from './useCore';
import { useGameRows } from './useGameRows';

/**
 * One line per game, in CSS pixels (styles.css keeps each row at exactly this height): the
 * everyday list's, and the denser one while a search is typed, so that at 1280x800 the first
 * screen holds the rows test/renderer/app/gameSearchKeys.test.ts counts on (e2e/homeScale.test.ts
 * measures them).
 */
export const ROW_HEIGHT = 30;
export const SEARCH_ROW_HEIGHT = 24;
/** The list's box is never shorter than this many rows, however small the window. */
const MIN_ROWS = 10;

const stateLabels: Record<StateFilter, string> = { 'not-archived': 'Running and finished', running: 'Running', finished: 'Finished', archived: 'Archived', all: 'All, archived too' };
const sortLabels: Record<GameSort, string> = { activity: 'Last activity', deadline: 'Next deadline', name: 'Name' };

/** Where the GM's place in the list stands for one query: a new query starts at its first row, at the top. */
interface Place { query: GameListQuery; value: number }

export function GameList() {
  const id = useId();
  const { games, held } = useGameRows();
  const variantNames = useVariantNames();
  const openGame = useUi((s) => s.openGame);
  const askDelete = useUi((s) => s.askDelete);
  const say = useUi((s) => s.say);
  const [query, setQuery] = useState<GameListQuery>(defaultQuery);
  // The scroll position and the row the arrow keys have marked (an index into `shown`; Enter
  // opens it), each kept with the query it belongs to: a new search or filter starts at the top
  // with its first row marked, in the same render (no second render, no layout forced to scroll).
  const [scrolled, setScrolled] = useState<Place>({ query: defaultQuery, value: 0 });
  const [mark, setMark] = useState<Place>({ query: defaultQuery, value: 0 });
  const scrollTop = scrolled.query === query ? scrolled.value : 0;
  const marked = mark.query === query ? mark.value : 0;
  const [viewport, setViewport] = useState(15 * ROW_HEIGHT);
  const [room, setRoom] = useState<number | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const scrollerAt = useRef(0);
  const searchBox = useRef<HTMLInputElement>(null);
  const shown = useMemo(() => (games ? visibleGames(games, query) : []), [games, query]);
  const sort = query.sort;
  const rowHeight = query.search.trim() ? SEARCH_ROW_HEIGHT : ROW_HEIGHT;

  // "/" anywhere on the home screen (outside a text field) puts the cursor in the search box.
  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey || target?.closest('input, textarea, select, [contenteditable]')) return;
      e.preventDefault();
      searchBox.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // The games' texts folded for the search while the GM has not typed yet, a slice per idle
  // moment, and then the list sorted as a search ranks it, so the first keystroke only scores (a
  // thousand games fold in about 50 ms in Chromium, more than a frame; the sort took 20 ms more).
  // A keystroke before the end folds and sorts the rest itself, as before.
  useEffect(() => {
    if (!games?.length) return;
    const idle = globalThis.requestIdleCallback ?? ((f: IdleRequestCallback) => setTimeout(() => f({ didTimeout: false, timeRemaining: () => 8 }), 1) as unknown as number);
    const cancel = globalThis.cancelIdleCallback ?? clearTimeout;
    let next = 0;
    let handle = idle(function fold(deadline) {
      next = prepareSearch(games, next, () => deadline.timeRemaining() > 1);
      // Then the list in the order a search ranks it by (running games first among equals).
      if (next < games.length) handle = idle(fold);
      else handle = idle(() => prepareSearchOrder(games, sort));
    });
    return () => cancel(handle);
  }, [games, sort]);

  // The list's box reaches down to the bottom of the window (never under MIN_ROWS rows), so the
  // first screen shows as many games as the window holds; measured again when the window or the
  // column above it (New game opened) changes size.
  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const measure = () => {
      setViewport(el.clientHeight || 15 * ROW_HEIGHT);
      const top = el.getBoundingClientRect().top + window.scrollY;
      if (window.innerHeight > 0) setRoom(Math.max(MIN_ROWS * ROW_HEIGHT, Math.floor(window.innerHeight - top - 8)));
    };
    measure();
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(el);
    const column = el.closest('section');
    if (column) observer?.observe(column);
    return () => { window.removeEventListener('resize', measure); observer?.disconnect(); };
  }, [games === undefined, shown.length === 0]);

  // The box itself back at the top for a new query, only if it was scrolled.
  useLayoutEffect(() => {
    if (scrollerAt.current > 0 && scroller.current) { scroller.current.scrollTop = 0; scrollerAt.current = 0; }
  }, [query]);

  // Typing starts searching: the box has the cursor as soon as the list is on screen (once).
  const listShown = games !== undefined && games.length > 0;
  useEffect(() => { if (listShown) searchBox.current?.focus(); }, [listShown]);

  const change = useCallback(async (gameId: string, name: string, what: GameStateChange) => {
    try {
      await changeGameState(appDb(), gameId, what);
      say(`${name}: ${what === 'archive' ? 'archived' : what === 'unarchive' ? 'back in the list' : what === 'finish' ? 'marked finished' : 'running again'}.`);
    } catch (e) {
      say((e as Error).message, 'error');
    }
  }, [say]);

  if (games === undefined) return <p className="muted">Loading your games…</p>;
  if (games.length === 0) return <p data-testid="no-games">No games yet. Use “New game” to start one, or “Restore” to load a backup.</p>;

  const { first, last } = rowWindow(scrollTop, viewport, rowHeight, shown.length);
  const thisYear = new Date().getUTCFullYear();
  const set = (patch: Partial<GameListQuery>) => setQuery((q) => ({ ...q, ...patch }));
  const onSearchKey = (e: KeyboardEvent<HTMLInputElement>) => {
    const current = Math.min(marked, shown.length - 1);
    if (e.key === 'Enter' && shown[current]) { e.preventDefault(); openGame(shown[current].id); }
    if (e.key === 'Escape') set({ search: '' });
    if ((e.key === 'ArrowDown' || e.key === 'ArrowUp') && shown.length > 0) {
      e.preventDefault();
      const next = Math.max(0, Math.min(shown.length - 1, current + (e.key === 'ArrowDown' ? 1 : -1)));
      setMark({ query, value: next });
      // Keep the marked row in view (under the sticky header row).
      const el = scroller.current;
      if (el) {
        const top = next * rowHeight, bottom = top + 2 * rowHeight;
        if (top < el.scrollTop) el.scrollTop = top;
        else if (bottom > el.scrollTop + el.clientHeight) el.scrollTop = bottom - el.clientHeight;
      }
    }
  };

  return (
    <div className="game-list" data-testid="game-list" data-search={query.search}>
      <div className="game-list-tools" role="search">
        <label className="visually-hidden" htmlFor={`${id}-search`}>Search games</label>
        <input id={`${id}-search`} ref={searchBox} type="search" name="search" value={query.search} onChange={(e) => set({ search: e.target.value })} onKeyDown={onSearchKey}
          aria-describedby={`${id}-keys`}
          placeholder="Search name, player or address ( / )" autoComplete="off" data-testid="game-search" />
        <label>Kind <select name="family" value={query.family} onChange={(e) => set({ family: e.target.value as GameListQuery['family'] })}>
          <option value="all">All kinds</option>
          {gameFamilies.map((f) => <option key={f} value={f}>{familyInfo[f].label}</option>)}
        </select></label>
        <label>Show <select name="state" value={query.state} onChange={(e) => set({ state: e.target.value as StateFilter })}>
          {(Object.keys(stateLabels) as StateFilter[]).map((s) => <option key={s} value={s}>{stateLabels[s]}</option>)}
        </select></label>
        <label>Sort <select name="sort" value={query.sort} onChange={(e) => set({ sort: e.target.value as GameSort })}>
          {(Object.keys(sortLabels) as GameSort[]).map((s) => <option key={s} value={s}>{sortLabels[s]}</option>)}
        </select></label>
        <span className="muted" data-testid="game-count" aria-live="polite">{shown.length === games.length ? `${games.length} game${games.length === 1 ? '' : 's'}` : `${shown.length} of ${games.length}`}</span>
        <span id={`${id}-keys`} className="visually-hidden">Type the starts of words or initials; the arrow keys move through the games found, Enter opens the marked one.</span>
        {held && <span className="muted" data-testid="game-list-held">The list is refreshed when the restore ends.</span>}
      </div>
      {shown.length === 0 ? <p data-testid="no-match">No game matches. Clear the search or choose “All, archived too”.</p> : (
        <div className="table-scroll game-scroller" ref={scroller} style={room === null ? undefined : { maxHeight: room }}
          onScroll={(e) => { scrollerAt.current = e.currentTarget.scrollTop; setScrolled({ query, value: e.currentTarget.scrollTop }); }} data-testid="game-scroller">
          <table className={rowHeight === SEARCH_ROW_HEIGHT ? 'games compact dense' : 'games compact'}>
            <caption className="visually-hidden">Your games</caption>
            {/* Fixed widths (styles.css) but for the name and the type, which share what is left:
                every column a GM needs fits the window at 1024 px and up without scrolling sideways
                (e2e/homeWidths.test.ts), the columns stay put while the rows change under a search,
                and the browser lays a keystroke's rows out without measuring every cell. */}
            <colgroup><col className="c-name" /><col className="c-type" /><col className="c-state" /><col className="c-deadline" /><col className="c-changed" /><col className="c-actions" /></colgroup>
            <thead>
              <tr><th scope="col">Game</th><th scope="col">Type</th><th scope="col">State</th><th scope="col">Deadline (GMT)</th><th scope="col">Activity (GMT)</th><th scope="col">Actions</th></tr>
            </thead>
            <tbody>
              {first > 0 && <tr aria-hidden="true" style={{ height: first * rowHeight }} />}
              {shown.slice(first, last).map((g, k) => (
                <GameLine key={g.id} game={g} marked={first + k === marked} height={rowHeight} variantNames={variantNames} thisYear={thisYear}
                  openGame={openGame} askDelete={askDelete} change={change} />
              ))}
              {last < shown.length && <tr aria-hidden="true" style={{ height: (shown.length - last) * rowHeight }} />}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

interface GameLineProps {
  game: GameRow;
  marked: boolean;
  height: number;
  variantNames: ReturnType<typeof useVariantNames>;
  /** The year a time in the list is written without (formatShortGmt). */
  thisYear: number;
  openGame: (gameId: string) => void;
  askDelete: (gameId: string, name: string) => void;
  change: (gameId: string, name: string, what: GameStateChange) => Promise<void>;
}

/**
 * What kind of game, in one cell: a Diplomacy game by its house rules, and its map when not the
 * standard one ("World Masters 2004 (seed 000) · Diplomacy", "Maharajah's Diplomacy · Maharajiad
 * I"), another by its kind and starting point ("Rules ledger · Suber's initial rules").
 */
function gameType(g: GameRow, variantNames: ReturnType<typeof useVariantNames>): string {
  if (g.family !== 'diplomacy') return `${familyLabel(g)} · ${variantLabel(g, variantNames)}`;
  // The house rules first: on the standard map they are what tells one game from another.
  return g.variant === 'standard' ? `${profileName(g.profile)} · ${familyLabel(g)}` : `${variantLabel(g, variantNames)} · ${profileName(g.profile)}`;
}

/**
 * One game's line. Rendered again only when its game, its mark or the row height changes. A cell
 * too narrow for its text ends in "…" and its title holds the whole (a type's house rules, a
 * time's local hour); the actions' short words have the game's name in their accessible names.
 */
const GameLine = memo(function GameLine({ game: g, marked, height, variantNames, thisYear, openGame, askDelete, change }: GameLineProps) {
  const state = gameState(g);
  const deadline = nextDeadlineOf(g);
  const type = gameType(g, variantNames);
  return (
    <tr data-testid="game-row" data-game-id={g.id} data-state={state} style={{ height }}
      className={marked ? 'marked' : undefined} aria-current={marked ? 'true' : undefined}>
      <td><button type="button" className="link" onClick={() => openGame(g.id)}>{g.name}</button></td>
      <td title={type}>{type}</td>
      {/* A running game by its phase; a finished or archived one by that word (its last phase in the title). */}
      <td data-testid="game-state" title={state === 'running' ? undefined : `${state}, at ${g.phase}`}>{state === 'running' ? g.phase : <span className="state-tag">{state}</span>}</td>
      <td title={deadline === null ? undefined : formatGmt(deadline)}>{deadline === null ? '—' : formatShortGmt(deadline, thisYear)}</td>
      <td title={formatGmt(g.updatedAt)}>{formatShortGmt(g.updatedAt, thisYear)}</td>
      <td className="row-actions">
        {state === 'archived'
          ? <button type="button" className="quiet" onClick={() => void change(g.id, g.name, 'unarchive')} aria-label={`Unarchive ${g.name}`}>Unarchive</button>
          : <>
            <button type="button" className="quiet" onClick={() => void change(g.id, g.name, state === 'finished' ? 'reopen' : 'finish')}>{state === 'finished' ? 'Reopen' : 'Finished'}</button>
            <button type="button" className="quiet" onClick={() => void change(g.id, g.name, 'archive')} aria-label={`Archive ${g.name}`}>Archive</button>
          </>}
        <button type="button" className="quiet" onClick={() => void saveGameAsFile(g.id)} aria-label={`Save ${g.name} as a file`} title="Save as a file">Save…</button>
        <button type="button" className="quiet" onClick={() => askDelete(g.id, g.name)} aria-label={`Delete ${g.name}`}>Delete</button>
      </td>
    </tr>
  );
});
