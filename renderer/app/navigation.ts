// The open screen is mirrored in the address hash (#/game/<id>), so a reload, the Back button of
// the browser and an Electron "open game" command all land on the right page. The store stays
// the one place the app reads the screen from; the hash only follows it and feeds it.
import type { Screen, UiState } from './store';
import type { StoreApi } from 'zustand/vanilla';

export function hashFromScreen(screen: Screen): string {
  if (screen.name === 'tournament') return '#/tournament';
  return screen.name === 'game' ? `#/game/${encodeURIComponent(screen.gameId)}` : '#/';
}

export function screenFromHash(hash: string): Screen {
  if (hash === '#/tournament') return { name: 'tournament' };
  const m = /^#\/game\/([^/]+)$/.exec(hash);
  if (m) {
    try { return { name: 'game', gameId: decodeURIComponent(m[1]!) }; } catch { /* malformed escape: go home */ }
  }
  return { name: 'home' };
}

function sameScreen(a: Screen, b: Screen): boolean {
  return a.name === b.name && (a.name !== 'game' || a.gameId === (b as { gameId: string }).gameId);
}

/** Starts from the current hash, then keeps store and hash in step. Returns a function that stops it. */
export function syncScreenWithHash(store: StoreApi<UiState>, win: Pick<Window, 'location' | 'history' | 'addEventListener' | 'removeEventListener'>): () => void {
  const fromHash = () => {
    const screen = screenFromHash(win.location.hash);
    if (!sameScreen(screen, store.getState().screen)) {
      if (screen.name === 'game') store.getState().openGame(screen.gameId);
      else if (screen.name === 'tournament') store.getState().openTournament();
      else store.getState().goHome();
    }
  };
  fromHash();
  const unsubscribe = store.subscribe((state, previous) => {
    if (sameScreen(state.screen, previous.screen)) return;
    const hash = hashFromScreen(state.screen);
    if (win.location.hash !== hash) win.history.pushState(null, '', hash);
  });
  win.addEventListener('hashchange', fromHash);
  win.addEventListener('popstate', fromHash);
  return () => { unsubscribe(); win.removeEventListener('hashchange', fromHash); win.removeEventListener('popstate', fromHash); };
}
