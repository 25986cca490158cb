// Backup and restore as operations a worker runs (renderer/worker/backupWorker.ts), or this thread
// when there is no Worker (the happy-dom tests). Plain data in and out; the file's bytes travel
// through callbacks (`emit` for a backup being written, `read` for one being restored), so the
// platform's file access stays on the page's side, where the Electron bridge lives.
import type { AdjutantDb } from '../storage/db';
import { checkRestore, packGame, runRestore, writeBackup, type BackupProgress, type BackupStamp, type BackupSummary, type ByteSource, type PackedGame, type RestoreCheck, type StreamedRestoreResult } from '../storage/backupStream';
import type { RestoreDecisions } from '../storage/restorePlan';

export interface BackupOperations {
  backup(stamp: { appVersion: string; now: number }, emit: (chunk: Uint8Array) => Promise<void>, onProgress: (p: BackupProgress) => void): Promise<BackupSummary>;
  check(file: { name: string; size: number }, read: (offset: number, length: number) => Promise<Uint8Array>, onProgress: (p: BackupProgress) => void): Promise<RestoreCheck>;
  restore(file: { name: string; size: number }, read: (offset: number, length: number) => Promise<Uint8Array>, check: RestoreCheck, decisions: RestoreDecisions, onProgress: (p: BackupProgress) => void): Promise<StreamedRestoreResult>;
  /** Stops the running backup or restore at the next game; a restore takes back what it wrote. */
  cancel(): void;
}

/** A helper that packs games for a backup in another thread (packWorker.ts); closed when the backup ends. */
export interface GamePacker {
  pack(gameId: string, stamp: BackupStamp): Promise<PackedGame>;
  close(): void;
}

/**
 * `prepareChunk` lets the worker hand a chunk over without copying it (comlink's transfer); the
 * database is opened on first use, in whichever thread runs these. `startPackers` starts the
 * helpers a backup shares its games with (none: this thread packs every game).
 */
export function backupOperations(db: () => AdjutantDb, prepareChunk: (chunk: Uint8Array) => Uint8Array = (c) => c, startPackers: () => GamePacker[] = () => []): BackupOperations {
  let running: AbortController | null = null;
  const run = async <T>(work: (signal: AbortSignal) => Promise<T>): Promise<T> => {
    if (running) throw new Error('A backup or restore is already running; wait for it or cancel it.');
    const controller = new AbortController();
    running = controller;
    try { return await work(controller.signal); } finally { running = null; }
  };
  const sourceOf = (file: { name: string; size: number }, read: (offset: number, length: number) => Promise<Uint8Array>): ByteSource => ({ name: file.name, size: file.size, read });
  return {
    backup: (stamp, emit, onProgress) => run(async (signal) => {
      const helpers = startPackers();
      try {
        // Game i goes to packer i mod n, this thread being one of them; each packer has two games
        // at a time, so it reads the next while it packs one.
        const n = helpers.length + 1;
        const pack = (gameId: string, i: number) => (i % n === 0 ? packGame(db(), gameId, stamp) : helpers[(i % n) - 1]!.pack(gameId, stamp));
        return await writeBackup(db(), (chunk) => emit(prepareChunk(chunk)), stamp, { signal, onProgress, pack, ahead: 2 * n });
      } finally {
        for (const helper of helpers) helper.close();
      }
    }),
    // The check writes each game as it goes while nothing needs a decision: a restore onto a new
    // machine is then done in one reading of the file (backupStream.ts checkRestore).
    check: (file, read, onProgress) => run((signal) => checkRestore(db(), sourceOf(file, read), { signal, onProgress, writeAsChecked: true })),
    restore: (file, read, check, decisions, onProgress) => run((signal) => runRestore(db(), sourceOf(file, read), check, decisions, { signal, onProgress })),
    cancel: () => running?.abort(),
  };
}
