// The app shell: makes sure the database is ready (and the sample game exists on a first run),
// then shows the home screen or the open game.
import { useEffect, useState } from 'react';
import { appDb } from '../storage/db';
import { ensureFirstRun } from '../storage/firstRun';
import { persistenceWarning, requestPersistentStorage } from '../storage/persistence';
import { describeStorageError } from '../storage/storageErrors';
import { platform } from '../platform';
import { GamePage } from './GamePage';
import { HomeScreen } from './HomeScreen';
import { TournamentScreen } from '../tournament/TournamentScreen';
import { NoticeBar } from './NoticeBar';
import { useUi } from './store';

export function App() {
  const screen = useUi((s) => s.screen);
  const [startup, setStartup] = useState<{ state: 'opening' } | { state: 'ready' } | { state: 'failed'; message: string }>({ state: 'opening' });
  const [storageWarning, setStorageWarning] = useState<string | null>(null);

  useEffect(() => {
    // The desktop app keeps its storage in its own profile folder, never evicted; a browser may not.
    void platform.appInfo().then(async (info) => {
      if (info.platform === 'browser') setStorageWarning(persistenceWarning(await requestPersistentStorage()));
    }).catch(() => undefined);
    ensureFirstRun(appDb()).then(
      () => setStartup({ state: 'ready' }),
      (error: unknown) => setStartup({ state: 'failed', message: describeStorageError(error, 'open its storage') }));
  }, []);

  if (startup.state === 'opening') return <p className="page muted">Opening your games…</p>;
  if (startup.state === 'failed') {
    return (
      <main className="page">
        <h1>Adjutant cannot open its storage</h1>
        <p className="error" data-testid="storage-error">{startup.message}</p>
      </main>
    );
  }
  return (
    <>
      {storageWarning && <p className="storage-warning" role="note" data-testid="storage-warning">{storageWarning}</p>}
      {screen.name === 'home' ? <HomeScreen /> : screen.name === 'tournament' ? <TournamentScreen /> : <GamePage gameId={screen.gameId} />}
      <NoticeBar />
    </>
  );
}
