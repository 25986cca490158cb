// A game's page: the frame every game family shares (name · phase · house rules) and the way
// back. A Diplomacy game opens its workspace (renderer/diplomacy); Coalition (renderer/coalition)
// and rules-ledger (renderer/ledger) games show theirs inside this frame.
import { useLiveQuery } from 'dexie-react-hooks';
import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { appDb } from '../storage/db';
import { familyLabel, profileName } from './format';
import { useUi } from './store';
import { saveGameAsFile } from './gameFileActions';
import { readOnlyMarkOf, type ReadOnlyMark } from '../storage/gameFiles';

// The workspace brings the map and the engine's variant data: loaded when a Diplomacy game opens.
const loadWorkspace = () => import('../diplomacy/ui/DiplomacyWorkspace');
const DiplomacyWorkspace = lazy(() => loadWorkspace().then((m) => ({ default: m.DiplomacyWorkspace })));
const CoalitionWorkspace = lazy(() => import('../coalition/CoalitionWorkspace').then((m) => ({ default: m.CoalitionWorkspace })));
const LedgerWorkspace = lazy(() => import('../ledger/LedgerWorkspace').then((m) => ({ default: m.LedgerWorkspace })));

/**
 * A game opened read-only from a file (core/gameFile readGameFile said why): the reason stands
 * above the workspace, and every control in it is disabled by the fieldset, so nothing is added to
 * a game this version does not fully understand.
 */
function ReadOnlyFrame({ mark, children }: { mark: ReadOnlyMark | null; children: ReactNode }) {
  if (!mark) return <>{children}</>;
  return (
    <>
      <p className="error" role="status" data-testid="read-only-banner">Read-only (opened from {mark.fileName}): {mark.reason}</p>
      <fieldset disabled className="read-only-frame" data-testid="read-only-frame">{children}</fieldset>
    </>
  );
}

export function GamePage({ gameId }: { gameId: string }) {
  // null = looked and not found; undefined = still looking.
  const game = useLiveQuery(async () => (await appDb().games.get(gameId)) ?? null, [gameId]);
  // Most games are Diplomacy games: fetch the workspace's code while the game row is being read.
  useEffect(() => { void loadWorkspace().catch(() => { /* shown by Suspense when rendered */ }); }, []);
  const goHome = useUi((s) => s.goHome);
  const heading = useRef<HTMLHeadingElement>(null);
  // Moving to a new page moves keyboard focus to its title.
  useEffect(() => { heading.current?.focus(); }, [game?.id]);

  const back = <a href="#/" className="back" onClick={(e) => { e.preventDefault(); goHome(); }}>← Back to games</a>;
  if (game === undefined) return <main className="page">{back}<p className="muted">Opening the game…</p></main>;
  if (game === null) return <main className="page">{back}<p className="error">This game is not here any more (deleted, perhaps in another window).</p></main>;
  if (game.family === 'diplomacy') {
    return (
      <ReadOnlyFrame mark={readOnlyMarkOf(game)}>
        <Suspense fallback={<main className="page"><p className="muted">Opening the workspace…</p></main>}><DiplomacyWorkspace gameId={game.id} /></Suspense>
      </ReadOnlyFrame>
    );
  }
  return (
    <main className="page" data-testid="game-page">
      {back}
      <header className="game-header">
        <h1 ref={heading} tabIndex={-1} data-testid="game-title">
          {game.name} · {game.phase}{game.profile !== null ? ` · ${profileName(game.profile)}` : ''}
        </h1>
        <p className="muted">{familyLabel(game)} <button type="button" className="quiet" onClick={() => void saveGameAsFile(game.id)}>Save game as file…</button></p>
      </header>
      <ReadOnlyFrame mark={readOnlyMarkOf(game)}>
        <Suspense fallback={<p className="muted">Opening the workspace…</p>}>
          {game.family === 'coalition' ? <CoalitionWorkspace gameId={game.id} /> : <LedgerWorkspace gameId={game.id} />}
        </Suspense>
      </ReadOnlyFrame>
    </main>
  );
}
