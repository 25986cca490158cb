// The app shell: makes sure the database is ready (and the sample game exists on a first run),
// then shows the home screen or the open game.
import { useEffect, useState } from 'react';
import { appDb } from '../storage/db';
import { ensureFirstRun } from '../storage/firstRun';
import { requestPersistentStorage } from '../storage/persistence';
import { GamePage } from './GamePage';
import { HomeScreen } from './HomeScreen';
import { NoticeBar } from './NoticeBar';
import { useUi } from './store';

export function App() {
  const screen = useUi((s) => s.screen);
  const [startup, setStartup] = useState<{ state: 'opening' } | { state: 'ready' } | { state: 'failed'; message: string }>({ state: 'opening' });

  useEffect(() => {
    void requestPersistentStorage();
    ensureFirstRun(appDb()).then(
      () => setStartup({ state: 'ready' }),
      (error: Error) => setStartup({ state: 'failed', message: error.message }));
  }, []);

  if (startup.state === 'opening') return <p className="page muted">Opening your games…</p>;
  if (startup.state === 'failed') {
    return (
      <main className="page">
        <h1>Adjutant cannot open its storage</h1>
        <p className="error">{startup.message}</p>
        <p>Your games are not lost: they stay in this browser’s storage. Close other Adjutant windows and reload.</p>
      </main>
    );
  }
  return (
    <>
      {screen.name === 'home' ? <HomeScreen /> : <GamePage gameId={screen.gameId} />}
      <NoticeBar />
    </>
  );
}
