// The home list holds still while a restore writes (#21 item 2): each game the restore wrote woke
// the list's live query, which read every game again, a long task per game at 300 games. In
// happy-dom with fake-indexeddb, the same Dexie live query the app uses.
import 'fake-indexeddb/auto';
import { afterEach, expect, it } from 'vitest';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { appDb } from '../../../renderer/storage/db';
import { createGame, gamesByLastChange } from '../../../renderer/storage/games';
import { uiStore } from '../../../renderer/app/store';
import { useGameRows } from '../../../renderer/app/useGameRows';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLElement;
let root: Root;
let reads = 0;

function Probe() {
  const { games, held } = useGameRows();
  return <p data-testid="probe">{games === undefined ? 'loading' : `${games.length}${held ? ' held' : ''}`}</p>;
}

const shown = () => container.querySelector('[data-testid="probe"]')?.textContent ?? '';

async function until(check: () => boolean, what: string) {
  for (let i = 0; i < 200; i++) {
    if (check()) return;
    await act(() => new Promise((r) => setTimeout(r, 10)));
  }
  throw new Error(`timed out waiting for ${what}; shown: ${shown()}`);
}

const settle = () => act(() => new Promise((r) => setTimeout(r, 150)));

afterEach(async () => {
  act(() => root.unmount());
  container.remove();
  uiStore.getState().endRun();
  await appDb().games.clear();
});

it('keeps the list as it was while a restore writes games, then reads them once when it ends (#21)', async () => {
  const db = appDb();
  // Count every read of the games table, so a held list is seen not to re-read it.
  db.games.hook('reading', (row) => { reads++; return row; });
  await createGame(db, { name: 'Before', family: 'ledger', variant: 'suber-initial', profile: null, phase: 'Proposal 301' });
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root.render(<Probe />));
  await until(() => shown() === '1', 'the first game');

  act(() => uiStore.getState().startRun({ action: 'restore', fileName: 'backup.zip', cancel: () => {} }));
  await until(() => shown() === '1 held', 'the held list');
  reads = 0;
  for (const name of ['R1', 'R2', 'R3']) {
    await createGame(db, { name, family: 'ledger', variant: 'suber-initial', profile: null, phase: 'Proposal 301' });
    await settle();
  }
  expect(shown()).toBe('1 held');
  expect(reads).toBe(0);
  expect(await gamesByLastChange(db)).toHaveLength(4);

  act(() => uiStore.getState().endRun());
  await until(() => shown() === '4', 'the list read again after the restore');
});

it('a backup (which only reads) does not hold the list: a game added meanwhile shows', async () => {
  const db = appDb();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root.render(<Probe />));
  await until(() => shown() === '0', 'the empty list');
  act(() => uiStore.getState().startRun({ action: 'backup', fileName: 'backup.zip', cancel: () => {} }));
  await createGame(db, { name: 'During', family: 'ledger', variant: 'suber-initial', profile: null, phase: 'Proposal 301' });
  await until(() => shown() === '1', 'the new game during a backup');
});
