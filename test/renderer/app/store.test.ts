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

/** A platform whose "files" are kept in memory: saved backups as their chunks, files to open as bytes. */
function memoryPlatform(toOpen: { name: string; bytes: Uint8Array }[] = [], options: { cancelSave?: boolean } = {}) {
  const saved: { name: string; chunks: Uint8Array[]; kept: boolean | null }[] = [];
  const closed: string[] = [];
  const platform: PlatformBridge = {
    openFile: async () => [],
    saveFile: async () => true,
    copyToClipboard: async () => {},
    copyImageToClipboard: async () => {},
    appInfo: async () => ({ name: 'Adjutant', version: '0.1.0', platform: 'browser' }),
    beginBackupSave: async (name) => { if (options.cancelSave) return null; saved.push({ name, chunks: [], kept: null }); return `00000000-0000-4000-8000-${String(saved.length).padStart(12, '0')}`; },
    writeBackupChunk: async (_h, chunk) => { saved.at(-1)!.chunks.push(chunk); },
    endBackupSave: async (_h, keep) => { saved.at(-1)!.kept = keep; },
    openBackupForRead: async () => { const f = toOpen[0]; return f ? { handle: 'h-' + f.name, name: f.name, size: f.bytes.length } : null; },
    readBackupChunk: async (_h, offset, length) => toOpen[0]!.bytes.slice(offset, offset + length),
    closeBackupRead: async (h) => { closed.push(h); },
  };
  const bytesOf = (i = 0) => { const c = saved[i]!.chunks; const out = new Uint8Array(c.reduce((n, x) => n + x.length, 0)); let at = 0; for (const x of c) { out.set(x, at); at += x.length; } return out; };
  return { platform, saved, closed, bytesOf };
}

describe('Backup and Restore actions', () => {
  it('Backup streams every game into one zip, says how many and how large, and keeps the file', async () => {
    const db = freshDb();
    await createGame(db, { ...diplomacy, name: 'One' });
    await createGame(db, { ...diplomacy, name: 'Two' });
    const { platform, saved, bytesOf } = memoryPlatform();
    const store = createUiStore();
    const shown: (string | undefined)[] = [];
    store.subscribe((s) => { if (s.backupRun?.progress) shown.push(`${s.backupRun.progress.gamesDone}/${s.backupRun.progress.gamesTotal}`); });
    await saveBackup({ db, platform, store, now: () => Date.UTC(2026, 0, 2, 3, 4) });
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ name: 'adjutant-backup-2026-01-02-0304.zip', kept: true });
    expect([...bytesOf().slice(0, 2)]).toEqual([0x50, 0x4b]);
    expect(shown).toContain('2/2');
    expect(store.getState().backupRun).toBeNull();
    expect(store.getState().notice?.text).toMatch(/^Backup of 2 games saved as adjutant-backup-2026-01-02-0304\.zip \(\d+ KB\)\.$/);
  });

  it('Backup cancelled in the save picker does nothing', async () => {
    const db = freshDb();
    const store = createUiStore();
    await saveBackup({ db, platform: memoryPlatform([], { cancelSave: true }).platform, store, now: Date.now });
    expect(store.getState().notice).toBeNull();
  });

  it('Restore of a file with no clashes restores at once and lets the file go', async () => {
    const source = freshDb();
    await createGame(source, { ...diplomacy, name: 'From elsewhere' });
    const first = memoryPlatform();
    await saveBackup({ db: source, platform: first.platform, store: createUiStore(), now: Date.now });

    const target = freshDb();
    const store = createUiStore();
    const { platform, closed } = memoryPlatform([{ name: 'b.zip', bytes: first.bytesOf() }]);
    await startRestore({ db: target, platform, store, now: Date.now });
    expect(store.getState().pendingRestore).toBeNull();
    expect(store.getState().notice?.text).toBe('Restored b.zip: 1 added.');
    expect(closed).toEqual(['h-b.zip']);
    expect(await dumpTables(target)).toEqual(await dumpTables(source));
  });

  it('Restore asks when games are already here, and changes nothing until answered', async () => {
    const db = freshDb();
    await createGame(db, { ...diplomacy, name: 'Mine' });
    const first = memoryPlatform();
    await saveBackup({ db, platform: first.platform, store: createUiStore(), now: Date.now });
    const before = await dumpTables(db);

    const store = createUiStore();
    const deps: BackupDeps = { db, platform: memoryPlatform([{ name: 'b.zip', bytes: first.bytesOf() }]).platform, store, now: Date.now };
    await startRestore(deps);
    const pending = store.getState().pendingRestore;
    expect(pending?.check.questions.map((g) => g.local?.name)).toEqual(['Mine']);
    expect(await dumpTables(db)).toEqual(before);

    await finishRestore(pending!, { games: { [pending!.check.questions[0]!.game.id]: 'both' } }, deps);
    expect(store.getState().pendingRestore).toBeNull();
    expect(store.getState().notice?.text).toBe('Restored b.zip: 0 added, 1 added as copies.');
    expect((await db.games.toArray()).map((g) => g.name).sort()).toEqual(['Mine', 'Mine (restored copy)']);
  });

  it('Restore of a file that is not a backup says why and changes nothing', async () => {
    const db = freshDb();
    const store = createUiStore();
    await startRestore({ db, platform: memoryPlatform([{ name: 'orders.txt', bytes: new TextEncoder().encode('A Par - Bur') }]).platform, store, now: Date.now });
    expect(store.getState().notice).toEqual({ text: 'Restore refused. orders.txt: it is neither a backup archive (zip) nor a single-JSON backup, so it is not an Adjutant backup. Nothing was restored.', tone: 'error' });
    expect(store.getState().backupRun).toBeNull();
    expect(await db.games.count()).toBe(0);
  });

  it('Restore cancelled in the picker does nothing', async () => {
    const db = freshDb();
    const store = createUiStore();
    await startRestore({ db, platform: memoryPlatform([]).platform, store, now: Date.now });
    expect(store.getState().notice).toBeNull();
  });
});
