// The backup worker's entry point: backup and restore run here, off the page's thread, so
// compressing, parsing and checking hundreds of games never freezes the screen (issue 21).
// A backup also starts a helper per spare core (packWorker.ts) to pack games alongside this one.
import { expose, releaseProxy, transfer, wrap } from 'comlink';
import { appDb } from '../storage/db';
import { backupOperations, type GamePacker } from './backupOperations';
import type { PackApi } from './packWorker';

/** Helpers besides this thread: one per core beyond the first, at most three. */
const helperCount = Math.max(0, Math.min(3, (navigator.hardwareConcurrency || 1) - 1));

function startPackers(): GamePacker[] {
  return Array.from({ length: helperCount }, () => {
    const worker = new Worker(new URL('./packWorker.ts', import.meta.url), { type: 'module', name: 'adjutant-backup-pack' });
    // A helper that fails to start fails the backup with the reason, never leaves it waiting.
    const failed = new Promise<never>((_, reject) => {
      worker.addEventListener('error', (event) => reject(new Error(`A backup helper worker failed${event.message ? `: ${event.message}` : ''}.`)));
    });
    failed.catch(() => {});
    const remote = wrap<PackApi>(worker);
    return {
      pack: (gameId, stamp) => Promise.race([remote.pack(gameId, stamp), failed]),
      close: () => { remote[releaseProxy](); worker.terminate(); },
    };
  });
}

expose(backupOperations(appDb, (chunk) => transfer(chunk, [chunk.buffer]), startPackers));
