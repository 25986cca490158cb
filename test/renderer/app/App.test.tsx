// The React shell in happy-dom with fake-indexeddb: first-run sample, the worker's summary (the
// worker client is replaced by the same API called in-process), creating a game, and how a
// worker failure reads. Chromium runs the real thing in test/e2e/home.test.ts.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { Remote } from 'comlink';
import type { CoreApi } from '../../../renderer/worker/api';

const worker = vi.hoisted(() => ({ broken: false }));
vi.mock('../../../renderer/worker/client', async () => {
  const { coreApi } = await import('../../../renderer/worker/coreApi');
  return {
    callCore: async <T,>(operation: (core: Remote<CoreApi>) => Promise<T>): Promise<T> => {
      if (worker.broken) throw new Error('The rules engine did not start: test says no.');
      return operation(coreApi as unknown as Remote<CoreApi>);
    },
  };
});

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLElement;
let root: Root;

async function renderApp() {
  // Fresh modules per test: the app's database handle and the worker-result cache start empty.
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

const text = (testId: string) => container.querySelector(`[data-testid="${testId}"]`)?.textContent ?? '';

beforeEach(() => { worker.broken = false; });
afterEach(async () => {
  act(() => root.unmount());
  container.remove();
  const { appDb } = await import('../../../renderer/storage/db');
  await appDb().delete();
});

describe('the app shell', () => {
  it('shows the first-run sample game and the standard map summary from core', async () => {
    await renderApp();
    await until(() => container.querySelectorAll('[data-testid="game-row"]').length === 1, 'the sample game');
    expect(text('game-row')).toMatch(/^Sample game.*World Masters 2004 \(seed 000\) · Diplomacy.*S1901M/);
    await until(() => text('summary-provinces') !== '', 'the map summary');
    expect([text('summary-provinces'), text('summary-centres'), text('summary-powers'), text('summary-victory')]).toEqual(['75', '34', '7', '18']);
  });

  it('creates a game from the form and lists it, with its name shown as text, not markup', async () => {
    await renderApp();
    await until(() => text('game-list') !== '', 'the game list');
    const button = [...container.querySelectorAll('button')].find((b) => b.textContent === 'New game')!;
    await act(async () => button.click());
    const form = container.querySelector<HTMLFormElement>('[data-testid="new-game-form"]')!;
    const profileOptions = [...form.querySelectorAll<HTMLOptionElement>('select[name="profile"] option')].map((o) => o.textContent);
    expect(profileOptions).toEqual([
      '2000 rulebook, DATC v3.0 preferences — hasbro2000', 'World Masters 2004 (seed 000) — wm2004',
      'Maharajiad I (seed 001) — maharajiad', 'Agora Birthday Tournament (seed 002) — agora-bt', 'webDiplomacy judge (2000 rulebook removals) — webdiplomacy',
      'droidippy judge (DATC v2.4 via-convoy fallback, 2000 rulebook removals) — droidippy',
    ]);
    const name = form.querySelector<HTMLInputElement>('input[name="name"]')!;
    await act(async () => {
      // React tracks the value through the native setter; set it the way typing would.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(name, '<b>Board 9</b>');
      name.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await until(() => [...form.querySelectorAll('select[name="variant"] option')].some((o) => o.textContent?.startsWith('Standard Diplomacy')), 'the variant list');
    await act(async () => form.requestSubmit());
    await until(() => text('game-title') !== '', 'the game page');
    expect(text('game-title')).toBe('<b>Board 9</b> · S1901M · 2000 rulebook, DATC v3.0 preferences');
    expect(container.querySelector('b')).toBeNull();
  });

  it('says plainly when the rules engine cannot start, instead of loading for ever', async () => {
    worker.broken = true;
    await renderApp();
    await until(() => /Could not load/.test(text('variant-summary')), 'the failure message');
    expect(text('variant-summary')).toContain('Could not load the standard map: The rules engine did not start: test says no.');
  });
});
