// The page's handle on backup and restore: a dedicated worker (renderer/worker/backupWorker.ts),
// started on first use, or this thread when the browser has no Worker (the happy-dom tests). The
// callbacks (chunks out, chunks in, progress) are comlink proxies, so the worker calls back into
// the page for file access while the heavy work stays in the worker.
import { proxy, transfer, wrap, type Remote } from 'comlink';
import type { AdjutantDb } from '../storage/db';
import { appDb } from '../storage/db';
import { backupOperations, type BackupOperations } from './backupOperations';

let worker: { remote: Remote<BackupOperations>; failed: Promise<never> } | undefined;

function startWorker() {
  const w = new Worker(new URL('./backupWorker.ts', import.meta.url), { type: 'module', name: 'adjutant-backup' });
  const failed = new Promise<never>((_, reject) => {
    w.addEventListener('error', (event) => reject(new Error(`The backup worker did not start${event.message ? `: ${event.message}` : ''}.`)));
  });
  failed.catch(() => {});
  return { remote: wrap<BackupOperations>(w), failed };
}

/** Runs backup and restore in the worker; callbacks are proxied and chunks read for it are transferred, not copied. */
export function workerBackupOperations(): BackupOperations {
  worker ??= startWorker();
  const { remote, failed } = worker;
  const race = <T>(p: Promise<T>) => Promise.race([p, failed]);
  const reader = (read: (offset: number, length: number) => Promise<Uint8Array>) =>
    proxy(async (offset: number, length: number) => { const bytes = await read(offset, length); return transfer(bytes, [bytes.buffer]); });
  return {
    backup: (stamp, emit, onProgress) => race(remote.backup(stamp, proxy(emit), proxy(onProgress))),
    check: (file, read, onProgress) => race(remote.check(file, reader(read), proxy(onProgress))),
    restore: (file, read, check, decisions, onProgress) => race(remote.restore(file, reader(read), check, decisions, proxy(onProgress))),
    cancel: () => { void remote.cancel(); },
  };
}

let local: BackupOperations | undefined;

/** The operations the app uses: in the worker where there is one, else here on `db`. */
export function backupRunner(db: AdjutantDb = appDb()): BackupOperations {
  if (typeof Worker === 'undefined') {
    if (db !== appDb()) return backupOperations(() => db);
    local ??= backupOperations(appDb);
    return local;
  }
  return workerBackupOperations();
}
