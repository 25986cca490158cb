// Screen state (zustand) and the Backup / Restore actions that drive it.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { createUiStore } from '../../../renderer/app/store';
import { finishRestore, saveBackup, startRestore, type BackupDeps } from '../../../renderer/app/backupActions';
import { createGame, deleteGame } from '../../../renderer/storage/games';
import type { PlatformBridge, SaveFileRequest } from '../../../renderer/platform/bridge';
import { deleteOpenedDbs, dumpTables, freshDb } from '../storage/helpers';

afterEach(deleteOpenedDbs);

const diplomacy = { family: 'diplomacy' as const, variant: 'standard', profile: 'wm2004', phase: 'S1901M' };

describe('screen state', () => {
  it('opens a game and goes back home', () => {
    const store = createUiStore();
    store.getState().showNewGame(true);
    store.getState().openGame('g1');
    expect(store.getState().screen).toEqual({ name: 'game', gameId: 'g1' });
    expect(store.getState().newGameOpen).toBe(false);
    store.getState().goHome();
    expect(store.getState().screen).toEqual({ name: 'home' });
  });

  it('deletes only through a confirmation, then offers undo once', async () => {
    const db = freshDb();
    const game = await createGame(db, { ...diplomacy, name: 'Board 2' });
    const store = createUiStore();
    store.getState().askDelete(game.id, game.name);
    expect(store.getState().confirmDelete).toEqual({ gameId: game.id, name: 'Board 2' });
    store.getState().cancelDelete();
    expect(store.getState().confirmDelete).toBeNull();

    store.getState().askDelete(game.id, game.name);
    store.getState().deleted((await deleteGame(db, game.id))!);
    expect(store.getState().confirmDelete).toBeNull();
    expect(store.getState().undoable?.game.id).toBe(game.id);
    expect(store.getState().notice).toEqual({ text: 'Deleted "Board 2".', tone: 'info' });
    store.getState().undone();
    expect(store.getState().undoable).toBeNull();
    expect(store.getState().notice?.text).toBe('Restored "Board 2".');
  });

  it('leaves the game page when the open game is deleted, and stays put otherwise', async () => {
    const db = freshDb();
    const open = await createGame(db, { ...diplomacy, name: 'Open' });
    const other = await createGame(db, { ...diplomacy, name: 'Other' });
    const store = createUiStore();
    store.getState().openGame(open.id);
    store.getState().deleted((await deleteGame(db, other.id))!);
    expect(store.getState().screen).toEqual({ name: 'game', gameId: open.id });
    store.getState().deleted((await deleteGame(db, open.id))!);
    expect(store.getState().screen).toEqual({ name: 'home' });
  });
});

/** A platform whose "files" are kept in memory. */
function memoryPlatform(toOpen: { name: string; text: string }[] = []) {
  const saved: SaveFileRequest[] = [];
  const platform: PlatformBridge = {
    openFile: async () => toOpen,
    saveFile: async (r) => { saved.push(r); return true; },
    copyToClipboard: async () => {},
    copyImageToClipboard: async () => {},
    appInfo: async () => ({ name: 'Adjutant', version: '0.1.0', platform: 'browser' }),
  };
  return { platform, saved };
}

describe('Backup and Restore actions', () => {
  it('Backup saves every game as one JSON file and says how many', async () => {
    const db = freshDb();
    await createGame(db, { ...diplomacy, name: 'One' });
    await createGame(db, { ...diplomacy, name: 'Two' });
    const { platform, saved } = memoryPlatform();
    const store = createUiStore();
    await saveBackup({ db, platform, store, now: () => Date.UTC(2026, 0, 2, 3, 4) });
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ kind: 'backup', suggestedName: 'adjutant-backup-2026-01-02-0304.json' });
    expect(JSON.parse(saved[0]!.text!).tables.games).toHaveLength(2);
    expect(store.getState().notice).toEqual({ text: 'Backup of 2 games saved as adjutant-backup-2026-01-02-0304.json.', tone: 'info' });
  });

  it('Restore of a file with no clashes restores at once', async () => {
    const source = freshDb();
    await createGame(source, { ...diplomacy, name: 'From elsewhere' });
    const { platform: p1, saved } = memoryPlatform();
    await saveBackup({ db: source, platform: p1, store: createUiStore(), now: Date.now });

    const target = freshDb();
    const store = createUiStore();
    const { platform } = memoryPlatform([{ name: 'b.json', text: saved[0]!.text! }]);
    await startRestore({ db: target, platform, store, now: Date.now });
    expect(store.getState().pendingRestore).toBeNull();
    expect(store.getState().notice?.text).toBe('Restored b.json: 1 added.');
    expect(await dumpTables(target)).toEqual(await dumpTables(source));
  });

  it('Restore asks when games are already here, and changes nothing until answered', async () => {
    const db = freshDb();
    await createGame(db, { ...diplomacy, name: 'Mine' });
    const { platform: p1, saved } = memoryPlatform();
    await saveBackup({ db, platform: p1, store: createUiStore(), now: Date.now });
    const before = await dumpTables(db);

    const store = createUiStore();
    const deps: BackupDeps = { db, platform: memoryPlatform([{ name: 'b.json', text: saved[0]!.text! }]).platform, store, now: Date.now };
    await startRestore(deps);
    const pending = store.getState().pendingRestore;
    expect(pending?.plan.games.filter((g) => g.clashes.length > 0).map((g) => g.local?.name)).toEqual(['Mine']);
    expect(await dumpTables(db)).toEqual(before);

    await finishRestore(pending!, { games: { [pending!.plan.games[0]!.bundle.game.id]: 'both' } }, deps);
    expect(store.getState().pendingRestore).toBeNull();
    expect(store.getState().notice?.text).toBe('Restored b.json: 0 added, 1 added as copies.');
    expect((await db.games.toArray()).map((g) => g.name).sort()).toEqual(['Mine', 'Mine (restored copy)']);
  });

  it('Restore of a file that is not a backup says why and changes nothing', async () => {
    const db = freshDb();
    const store = createUiStore();
    await startRestore({ db, platform: memoryPlatform([{ name: 'orders.txt', text: 'A Par - Bur' }]).platform, store, now: Date.now });
    expect(store.getState().notice).toEqual({ text: 'orders.txt: This file is not JSON, so it is not an Adjutant backup.', tone: 'error' });
    expect(await db.games.count()).toBe(0);
  });

  it('Restore cancelled in the picker does nothing', async () => {
    const db = freshDb();
    const store = createUiStore();
    await startRestore({ db, platform: memoryPlatform([]).platform, store, now: Date.now });
    expect(store.getState().notice).toBeNull();
  });
});
