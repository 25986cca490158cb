// The home screen's list of games, read live from IndexedDB, for a GM with hundreds of them:
// search by name, player, address or power (the box has the cursor when the screen opens, "/"
// brings it back, the arrow keys move through the matches and Enter opens the one marked, the
// first by default), filter by kind and state, sort by last activity, next deadline or name, one
// compact line per game.
// Only the rows in view are rendered (a spacer row stands for the rest), so a thousand games
// scroll as smoothly as ten.
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { appDb } from '../storage/db';
import { changeGameState, type GameStateChange } from '../storage/games';
import { gameFamilies } from '../storage/types';
import { familyInfo } from '../storage/families';
import { familyLabel, formatGmt, profileName, variantLabel } from './format';
import { defaultQuery, gameState, nextDeadlineOf, rowWindow, visibleGames, type GameListQuery, type GameSort, type StateFilter } from './gameListModel';
import { useUi } from './store';
import { saveGameAsFile } from './gameFileActions';
import { useVariantNames } from './useCore';
import { useGameRows } from './useGameRows';

/** One line per game; the list's box shows about fifteen of them. */
const ROW_HEIGHT = 34;

const stateLabels: Record<StateFilter, string> = { 'not-archived': 'Running and finished', running: 'Running', finished: 'Finished', archived: 'Archived', all: 'All, archived too' };
const sortLabels: Record<GameSort, string> = { activity: 'Last activity', deadline: 'Next deadline', name: 'Name' };

export function GameList() {
  const id = useId();
  const { games, held } = useGameRows();
  const variantNames = useVariantNames();
  const openGame = useUi((s) => s.openGame);
  const askDelete = useUi((s) => s.askDelete);
  const say = useUi((s) => s.say);
  const [query, setQuery] = useState<GameListQuery>(defaultQuery);
  const [scrollTop, setScrollTop] = useState(0);
  // The row the arrow keys have marked (an index into `shown`); Enter opens it.
  const [marked, setMarked] = useState(0);
  const [viewport, setViewport] = useState(15 * ROW_HEIGHT);
  const scroller = useRef<HTMLDivElement>(null);
  const searchBox = useRef<HTMLInputElement>(null);
  const shown = useMemo(() => (games ? visibleGames(games, query) : []), [games, query]);

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

  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const measure = () => setViewport(el.clientHeight || 15 * ROW_HEIGHT);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(el);
    return () => observer?.disconnect();
  }, [games === undefined]);

  // A new search or filter starts at the top of the list, with its first row marked.
  useEffect(() => { scroller.current?.scrollTo?.({ top: 0 }); setScrollTop(0); setMarked(0); }, [query]);

  // Typing starts searching: the box has the cursor as soon as the list is on screen (once).
  const listShown = games !== undefined && games.length > 0;
  useEffect(() => { if (listShown) searchBox.current?.focus(); }, [listShown]);

  if (games === undefined) return <p className="muted">Loading your games…</p>;
  if (games.length === 0) return <p data-testid="no-games">No games yet. Use “New game” to start one, or “Restore” to load a backup.</p>;

  const { first, last } = rowWindow(scrollTop, viewport, ROW_HEIGHT, shown.length);
  const set = (patch: Partial<GameListQuery>) => setQuery((q) => ({ ...q, ...patch }));
  const change = async (gameId: string, name: string, what: GameStateChange) => {
    try {
      await changeGameState(appDb(), gameId, what);
      say(`${name}: ${what === 'archive' ? 'archived' : what === 'unarchive' ? 'back in the list' : what === 'finish' ? 'marked finished' : 'running again'}.`);
    } catch (e) {
      say((e as Error).message, 'error');
    }
  };
  const onSearchKey = (e: KeyboardEvent<HTMLInputElement>) => {
    const current = Math.min(marked, shown.length - 1);
    if (e.key === 'Enter' && shown[current]) { e.preventDefault(); openGame(shown[current].id); }
    if (e.key === 'Escape') set({ search: '' });
    if ((e.key === 'ArrowDown' || e.key === 'ArrowUp') && shown.length > 0) {
      e.preventDefault();
      const next = Math.max(0, Math.min(shown.length - 1, current + (e.key === 'ArrowDown' ? 1 : -1)));
      setMarked(next);
      // Keep the marked row in view (under the sticky header row).
      const el = scroller.current;
      if (el) {
        const top = next * ROW_HEIGHT, bottom = top + 2 * ROW_HEIGHT;
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
        <div className="table-scroll game-scroller" ref={scroller} onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)} data-testid="game-scroller">
          <table className="games compact">
            <caption className="visually-hidden">Your games</caption>
            <thead>
              <tr><th scope="col">Game</th><th scope="col">Kind</th><th scope="col">Map / rules</th><th scope="col">House rules</th><th scope="col">Phase</th><th scope="col">Next deadline</th><th scope="col">Last changed</th><th scope="col"><span className="visually-hidden">Actions</span></th></tr>
            </thead>
            <tbody>
              {first > 0 && <tr aria-hidden="true" style={{ height: first * ROW_HEIGHT }} />}
              {shown.slice(first, last).map((g, k) => {
                const i = first + k;
                const state = gameState(g);
                const deadline = nextDeadlineOf(g);
                return (
                  <tr key={g.id} data-testid="game-row" data-game-id={g.id} data-state={state} style={{ height: ROW_HEIGHT }}
                    className={i === marked ? 'marked' : undefined} aria-current={i === marked ? 'true' : undefined}>
                    <td><button type="button" className="link" onClick={() => openGame(g.id)}>{g.name}</button>{state !== 'running' && <span className="state-tag"> {state}</span>}</td>
                    <td>{familyLabel(g)}</td>
                    <td>{variantLabel(g, variantNames)}</td>
                    <td>{profileName(g.profile)}</td>
                    <td className="nowrap">{g.phase}</td>
                    <td className="nowrap">{deadline === null ? '—' : formatGmt(deadline, 0)}</td>
                    <td className="nowrap">{formatGmt(g.updatedAt)}</td>
                    <td className="nowrap">
                      {state === 'archived'
                        ? <button type="button" className="quiet" onClick={() => void change(g.id, g.name, 'unarchive')}>Unarchive</button>
                        : <>
                          <button type="button" className="quiet" onClick={() => void change(g.id, g.name, state === 'finished' ? 'reopen' : 'finish')}>{state === 'finished' ? 'Reopen' : 'Finished'}</button>
                          <button type="button" className="quiet" onClick={() => void change(g.id, g.name, 'archive')} aria-label={`Archive ${g.name}`}>Archive</button>
                        </>}
                      <button type="button" className="quiet" onClick={() => void saveGameAsFile(g.id)} aria-label={`Save ${g.name} as a file`}>Save as file…</button>
                      <button type="button" className="quiet" onClick={() => askDelete(g.id, g.name)} aria-label={`Delete ${g.name}`}>Delete</button>
                    </td>
                  </tr>
                );
              })}
              {last < shown.length && <tr aria-hidden="true" style={{ height: (shown.length - last) * ROW_HEIGHT }} />}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
