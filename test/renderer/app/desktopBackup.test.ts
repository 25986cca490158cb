// Backup and Restore in the desktop app, with only Electron itself mocked (issue 21: "back up and
// restore in the desktop app ... with a progress bar"; audit of 27 Nov). The page side is the app's
// own: the Backup / Restore actions, the progress bar (BackupProgress.tsx) and its Cancel button.
// The bridge is the real preload (electron/preload.ts), its ipcRenderer wired straight to the real
// main-process handlers (electron/ipc.ts, with their argument schemas) and the real streamed
// backup files (electron/backupFiles.ts) on disk; the save and open dialogs answer with paths in a
// temporary directory. Cancel is clicked on the progress bar while it reads "2 of 6 games", as a GM
// would, and what is left on disk and in the database is checked.
import 'fake-indexeddb/auto';
import { mkdtemp, readdir, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlatformBridge } from '../../../renderer/platform/bridge';
import { BackupProgress } from '../../../renderer/app/BackupProgress';
import { saveBackup, startRestore, type BackupDeps } from '../../../renderer/app/backupActions';
import { uiStore } from '../../../renderer/app/store';
import { createGame } from '../../../renderer/storage/games';
import { MAX_BACKUP_STREAM_BYTES } from '../../../electron/limits';
import { deleteOpenedDbs, dumpTables, freshDb } from '../storage/helpers';

const electron = vi.hoisted(() => {
  type Handler = (event: unknown, ...args: unknown[]) => Promise<unknown>;
  const handlers = new Map<string, Handler>();
  // The page's frame as the main process sees it: the app's own bundle.
  const trusted = { senderFrame: { url: 'app://bundle/index.html' }, sender: {} };
  return {
    handlers,
    app: { getVersion: () => '0.1.0' },
    BrowserWindow: { fromWebContents: () => null },
    dialog: { showOpenDialog: vi.fn(), showSaveDialog: vi.fn() },
    clipboard: { writeText: vi.fn(), write: vi.fn() },
    ClipboardItem: class {},
    nativeImage: { createFromBuffer: vi.fn() },
    ipcRenderer: {
      invoke: (channel: string, ...args: unknown[]) => {
        const handler = handlers.get(channel);
        if (!handler) throw new Error(`no handler for ${channel}`);
        return handler(trusted, ...args);
      },
    },
    contextBridge: { exposeInMainWorld: vi.fn() },
  };
});
vi.mock('electron', () => electron);

let desktop: PlatformBridge;
let top: string;
/** This test's own directory, so that one test's leftovers never show in another's. */
let dir: string;
let root: Root;
beforeAll(async () => {
  const { registerIpcHandlers } = await import('../../../electron/ipc');
  registerIpcHandlers({ handle: (channel: string, handler: never) => void electron.handlers.set(channel, handler) } as never);
  await import('../../../electron/preload');
  desktop = electron.contextBridge.exposeInMainWorld.mock.calls[0]![1] as PlatformBridge;
  top = await mkdtemp(path.join(tmpdir(), 'adjutant-desktop-backup-'));
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  root.render(createElement(BackupProgress));
});
afterAll(async () => {
  root.unmount();
  await rm(top, { recursive: true, force: true });
});
/** Handles of backups opened for reading and not yet let go: a run must close what it opened. */
const stillOpen = new Set<string>();
beforeEach(async () => {
  dir = await mkdtemp(path.join(top, 'test-'));
  const open = desktop.openBackupForRead.bind(desktop), close = desktop.closeBackupRead.bind(desktop);
  vi.spyOn(desktop, 'openBackupForRead').mockImplementation(async () => { const f = await open(); if (f) stillOpen.add(f.handle); return f; });
  vi.spyOn(desktop, 'closeBackupRead').mockImplementation(async (h) => { stillOpen.delete(h); await close(h); });
});
afterEach(async () => {
  vi.restoreAllMocks();
  expect([...stillOpen]).toEqual([]);
  await deleteOpenedDbs();
  uiStore.setState({ notice: null, backupRun: null, pendingRestore: null });
});

const diplomacy = { family: 'diplomacy' as const, variant: 'standard', profile: 'wm2004', phase: 'S1901M' };

/** Clicks the progress bar's Cancel once its line matches `when`, as the GM would; returns every line it showed. */
function cancelWhen(when: RegExp): { lines: string[]; done: () => void } {
  const lines: string[] = [];
  let clicked = false;
  const observer = new MutationObserver(() => {
    const text = document.querySelector('[data-testid="backup-progress-text"]')?.textContent ?? '';
    if (text && lines.at(-1) !== text) lines.push(text);
    if (!clicked && when.test(text)) {
      clicked = true;
      [...document.querySelectorAll<HTMLButtonElement>('[data-testid="backup-progress"] button')].find((b) => b.textContent === 'Cancel')!.click();
    }
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  return { lines, done: () => observer.disconnect() };
}

/** Lets the page render between the steps of a run: the test waits as the GM would. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

async function sixGames() {
  const db = freshDb();
  for (let i = 1; i <= 6; i++) await createGame(db, { ...diplomacy, name: `Board ${i}` });
  return db;
}

describe('Backup and Restore in the desktop app (Electron mocked, its file handling real)', () => {
  it('Backup shows games done of the total on the progress bar; Cancel half-way leaves no file and no .partial behind', async () => {
    const db = await sixGames();
    const deps: BackupDeps = { db, platform: desktop, store: uiStore, now: () => Date.UTC(2026, 10, 27, 10, 0) };
    electron.dialog.showSaveDialog.mockResolvedValue({ canceled: false, filePath: path.join(dir, 'cancelled.zip') });
    const watch = cancelWhen(/^Backing up .*: 2 of 6 games/);
    await saveBackup(deps);
    await settle();
    watch.done();
    expect(watch.lines.some((l) => /^Backing up adjutant-backup-2026-11-27-1000\.zip: 2 of 6 games, \d+\.\d MB$/.test(l))).toBe(true);
    expect(watch.lines.some((l) => / of 6 games.*\(cancelling…\)$/.test(l))).toBe(true);
    expect(uiStore.getState().notice?.text).toBe('Backup cancelled; no file was saved.');
    expect(await readdir(dir)).toEqual([]);
    expect(document.querySelector('[data-testid="backup-progress"]')).toBeNull();
  });

  it('Restore reads the file from disk with games and bytes on the progress bar; Cancel half-way takes every restored game out again', async () => {
    const source = await sixGames();
    const target = path.join(dir, 'whole.zip');
    electron.dialog.showSaveDialog.mockResolvedValue({ canceled: false, filePath: target });
    await saveBackup({ db: source, platform: desktop, store: uiStore, now: Date.now });
    expect(uiStore.getState().notice?.text).toMatch(/^Backup of 6 games saved as adjutant-backup-.*\.zip \(\d+ KB\)\.$/);
    expect((await readFile(target)).subarray(0, 2).toString('latin1')).toBe('PK');
    expect(await readdir(dir)).toEqual(['whole.zip']);

    const db = freshDb();
    const empty = await dumpTables(db);
    const deps: BackupDeps = { db, platform: desktop, store: uiStore, now: Date.now };
    electron.dialog.showOpenDialog.mockResolvedValue({ canceled: false, filePaths: [target] });
    const watch = cancelWhen(/^Restoring whole\.zip: [2-4] of 6 games/);
    await startRestore(deps);
    await settle();
    watch.done();
    expect(watch.lines.some((l) => /^Restoring whole\.zip: \d of 6 games, \d+\.\d MB of \d+\.\d MB/.test(l))).toBe(true);
    expect(uiStore.getState().notice?.text).toBe('Restore cancelled; the games it had restored were taken out again, so nothing was changed.');
    expect(await dumpTables(db)).toEqual(empty);

    // Not cancelled, the same file restores every game.
    await startRestore(deps);
    expect(uiStore.getState().notice?.text).toBe('Restored whole.zip: 6 added.');
    expect((await dumpTables(db)).games.map((g) => g.name).sort()).toEqual((await dumpTables(source)).games.map((g) => g.name).sort());
  });

  it('Restore names the real cause where the GM looks: too large, truncated at byte N, not a backup', async () => {
    const db = freshDb();
    const deps: BackupDeps = { db, platform: desktop, store: uiStore, now: Date.now };
    const before = await dumpTables(db);
    const restoreOf = async (file: string) => {
      electron.dialog.showOpenDialog.mockResolvedValue({ canceled: false, filePaths: [file] });
      await startRestore(deps);
      return uiStore.getState().notice;
    };
    // Too large: a sparse file one byte over the sanity cap, never read.
    const huge = path.join(dir, 'huge.zip');
    await writeFile(huge, 'PK');
    await truncate(huge, MAX_BACKUP_STREAM_BYTES + 1);
    expect(await restoreOf(huge)).toEqual({ tone: 'error', text: expect.stringMatching(/^Restore failed; nothing was changed\. .*huge\.zip is too large: 65536 MB; a backup can be at most 65536 MB\.$/) });
    await rm(huge);
    // Truncated: a real backup cut short.
    const whole = path.join(dir, 'cut-source.zip');
    electron.dialog.showSaveDialog.mockResolvedValue({ canceled: false, filePath: whole });
    await saveBackup({ db: await sixGames(), platform: desktop, store: uiStore, now: Date.now });
    const bytes = await readFile(whole);
    const cut = Math.floor(bytes.length / 2);
    const truncated = path.join(dir, 'truncated.zip');
    await writeFile(truncated, bytes.subarray(0, cut));
    expect((await restoreOf(truncated))?.text).toMatch(new RegExp(`^Restore refused\\. truncated\\.zip: it is (truncated: the file ends at byte ${cut}|damaged near byte ${cut})`));
    // Not a backup.
    const notes = path.join(dir, 'notes.json');
    await writeFile(notes, '[1, 2, 3]');
    expect((await restoreOf(notes))?.text).toBe('Restore refused. notes.json: it is neither a backup archive (zip) nor a single-JSON backup, so it is not an Adjutant backup. Nothing was restored.');
    expect(await dumpTables(db)).toEqual(before);
  });
});
