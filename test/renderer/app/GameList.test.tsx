// The home list from the keyboard (issue 21, "find any game in two keystrokes"): the search box has
// the cursor when the list opens, typing narrows it, the arrow keys move the marked row and Enter
// opens the marked game. happy-dom with fake-indexeddb, the Dexie live query the app uses.
import 'fake-indexeddb/auto';
import { afterEach, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { appDb } from '../../../renderer/storage/db';
import { createGame } from '../../../renderer/storage/games';
import { uiStore } from '../../../renderer/app/store';
import { GameList } from '../../../renderer/app/GameList';

// The map names come from the core worker, which happy-dom has not got; the list shows ids instead.
vi.mock('../../../renderer/app/useCore', () => ({ useVariantNames: () => ({}) }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLElement;
let root: Root;

afterEach(async () => {
  act(() => root.unmount());
  container.remove();
  await appDb().games.clear();
});

async function until(check: () => boolean, what: string) {
  for (let i = 0; i < 200; i++) {
    if (check()) return;
    await act(() => new Promise((r) => setTimeout(r, 10)));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const box = () => container.querySelector<HTMLInputElement>('[data-testid="game-search"]')!;
const marked = () => container.querySelector('tr.marked td:first-child button')?.textContent;
const rows = () => [...container.querySelectorAll('[data-testid="game-row"] td:first-child button')].map((b) => b.textContent);

function type(text: string) {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(box(), text);
    box().dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const press = (key: string) => act(() => { box().dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })); });

it('has the cursor in the search when it opens; arrows move the marked row; Enter opens it (issue 21)', async () => {
  const db = appDb();
  const made: Record<string, string> = {};
  for (const [name, at] of [['Spring Open 2024 – Board 3', 1], ['Spring Open 2024 – Board 5', 2], ['Friday night gunboat', 3]] as const) {
    made[name] = (await createGame(db, { name, family: 'ledger', variant: 'suber-initial', profile: null, phase: 'Proposal 301' }, at)).id;
  }
  uiStore.getState().goHome();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root.render(<GameList />));
  await until(() => rows().length === 3, 'the three games');
  expect(document.activeElement).toBe(box());
  expect(marked()).toBe('Friday night gunboat');

  type('so');
  await until(() => rows().length === 2, 'the two Spring Open boards');
  expect(marked()).toBe('Spring Open 2024 – Board 5');
  press('ArrowDown');
  expect(marked()).toBe('Spring Open 2024 – Board 3');
  press('ArrowDown'); // the last row stays marked
  expect(marked()).toBe('Spring Open 2024 – Board 3');
  press('ArrowUp');
  press('ArrowDown');
  press('Enter');
  expect(uiStore.getState().screen).toEqual({ name: 'game', gameId: made['Spring Open 2024 – Board 3'] });

  // A new search marks its first row again.
  type('sob5');
  await until(() => rows().length === 1, 'board 5 alone');
  expect(marked()).toBe('Spring Open 2024 – Board 5');
});
