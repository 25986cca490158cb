// Storage trouble at start-up, as the GM sees it: a browser that will not keep the games says so
// above everything (private windows lose them on close); a browser with no IndexedDB gets our own
// message with advice for that cause.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { Remote } from 'comlink';
import type { CoreApi } from '../../../renderer/worker/api';
import Dexie from 'dexie';

vi.mock('../../../renderer/worker/client', async () => {
  const { coreApi } = await import('../../../renderer/worker/coreApi');
  return { callCore: async <T,>(operation: (core: Remote<CoreApi>) => Promise<T>): Promise<T> => operation(coreApi as unknown as Remote<CoreApi>) };
});

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let container: HTMLElement;

async function renderApp() {
  vi.resetModules();
  const { App } = await import('../../../renderer/app/App');
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root.render(<App />));
}

async function until(check: () => boolean, what: string) {
  for (let i = 0; i < 200; i++) {
    if (check()) return;
    await act(() => new Promise((r) => setTimeout(r, 10)));
  }
  throw new Error(`timed out waiting for ${what}; page text: ${container.textContent}`);
}
const byId = (id: string) => container.querySelector(`[data-testid="${id}"]`);

afterEach(async () => {
  if (root) act(() => root.unmount());
  container?.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  const { appDb } = await import('../../../renderer/storage/db');
  await appDb().delete().catch(() => undefined);
});

// Importing the whole app afresh takes seconds on a busy machine.
const APP_TIMEOUT = 30_000;

describe('storage trouble at start-up', () => {
  it('says when the browser refuses to keep the games, and what a private window does', async () => {
    const persist = vi.fn(async () => false);
    vi.stubGlobal('navigator', { ...navigator, storage: { persisted: async () => false, persist } });
    await renderApp();
    await until(() => byId('storage-warning') !== null, 'the storage warning');
    expect(persist).toHaveBeenCalledOnce();
    expect(byId('storage-warning')!.textContent).toMatch(/did not agree to keep .* a private window deletes them all when it closes\. Take a backup/);
  }, APP_TIMEOUT);

  it('says nothing when the browser keeps them', async () => {
    vi.stubGlobal('navigator', { ...navigator, storage: { persisted: async () => false, persist: async () => true } });
    await renderApp();
    await until(() => container.querySelectorAll('[data-testid="game-row"]').length === 1, 'the game list');
    expect(byId('storage-warning')).toBeNull();
  }, APP_TIMEOUT);

  it('a browser with no IndexedDB gets our own message and advice for that cause', async () => {
    // Dexie reads the browser's IndexedDB once, when it loads; take it away there.
    const deps = Dexie.dependencies as { indexedDB?: IDBFactory };
    const real = deps.indexedDB;
    deps.indexedDB = undefined;
    try {
      await renderApp();
      await until(() => byId('storage-error') !== null, 'the storage error');
    } finally {
      deps.indexedDB = real;
    }
    expect(byId('storage-error')!.textContent).toMatch(/^Adjutant could not open its storage: this browser gives it no storage .*normal window, or use the desktop app\.$/);
  }, APP_TIMEOUT);
});
