// Backup and Restore as the GM triggers them: the platform's file pickers on one side, the worker
// that streams the backup (renderer/worker/backupClient.ts) on the other, a progress bar with
// Cancel in between (BackupProgress.tsx), and the outcome told in one line.
import { platform as defaultPlatform, type PlatformBridge } from '../platform';
import { appDb } from '../storage/db';
import type { AdjutantDb } from '../storage/db';
import { archiveFileName, checkNeedsDecision, type BackupProgress, type RestoreCheck, type StreamedRestoreResult } from '../storage/backupStream';
import type { RestoreDecisions } from '../storage/backup';
import { backupRunner } from '../worker/backupClient';
import type { BackupOperations } from '../worker/backupOperations';
import { uiStore, type PendingRestore } from './store';
import { describeStorageError } from '../storage/storageErrors';

export interface BackupDeps { db: AdjutantDb; platform: PlatformBridge; store: typeof uiStore; now: () => number; runner?: BackupOperations }

const live = (): BackupDeps => ({ db: appDb(), platform: defaultPlatform, store: uiStore, now: Date.now });

const runnerOf = (deps: BackupDeps) => deps.runner ?? backupRunner(deps.db);

/** Errors cross the worker as plain errors: the name says which kind. */
const isCancel = (error: unknown) => (error as Error | null)?.name === 'BackupCancelled';
const isRefusal = (error: unknown) => (error as Error | null)?.name === 'RestoreRefused';

function sizeText(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export async function saveBackup(deps: BackupDeps = live()): Promise<void> {
  const { platform, store, now } = deps;
  if (store.getState().backupRun) return;
  let handle: string | null = null;
  try {
    const info = await platform.appInfo();
    const at = now();
    const name = archiveFileName(at);
    handle = await platform.beginBackupSave(name);
    if (!handle) return;
    const file = handle;
    const runner = runnerOf(deps);
    store.getState().startRun({ action: 'backup', fileName: name, cancel: () => runner.cancel() });
    const summary = await runner.backup({ appVersion: info.version, now: at }, (chunk) => platform.writeBackupChunk(file, chunk), (p: BackupProgress) => store.getState().progressed(p));
    handle = null;
    await platform.endBackupSave(file, true);
    const skipped = summary.skipped.length > 0 ? ` ${plural(summary.skipped.length, 'game was', 'games were')} deleted while it was written and ${summary.skipped.length === 1 ? 'is' : 'are'} not in it: ${summary.skipped.join(', ')}.` : '';
    store.getState().say(`Backup of ${plural(summary.games, 'game', 'games')} saved as ${name} (${sizeText(summary.bytes)}).${skipped}`);
  } catch (error) {
    if (handle) await platform.endBackupSave(handle, false).catch(() => {});
    if (isCancel(error)) store.getState().say('Backup cancelled; no file was saved.');
    else store.getState().say(`Backup failed; no file was saved. ${describeStorageError(error, 'make the backup')}`, 'error');
  } finally {
    store.getState().endRun();
  }
}

/**
 * Asks for a backup file and checks it game by game in the worker; restores at once when nothing
 * clashes and nothing is refused, else opens the question (the file stays open until answered).
 */
export async function startRestore(deps: BackupDeps = live()): Promise<void> {
  const { platform, store } = deps;
  if (store.getState().backupRun) return;
  let file: Awaited<ReturnType<PlatformBridge['openBackupForRead']>> = null;
  let wrote = false;
  try {
    file = await platform.openBackupForRead();
    if (!file) return;
    const open = file;
    const runner = runnerOf(deps);
    store.getState().startRun({ action: 'restore', fileName: open.name, cancel: () => runner.cancel() });
    // The check writes the games as it reads them when nothing needs a decision (backupStream.ts).
    const check = await runner.check({ name: open.name, size: open.size }, (offset, length) => platform.readBackupChunk(open.handle, offset, length), (p) => { if (p.stage !== 'check') wrote = true; store.getState().progressed(p); });
    store.getState().endRun();
    if (check.restored) {
      // The check wrote every game as it read it: nothing was left to decide or to write.
      store.getState().say(restoredText(open.name, check.restored, check));
      file = null;
      await platform.closeBackupRead(open.handle).catch(() => {});
      return;
    }
    const pending: PendingRestore = { check, file: open };
    file = null; // now the pending restore's
    if (checkNeedsDecision(check)) { store.getState().askRestore(pending); return; }
    await finishRestore(pending, {}, deps);
  } catch (error) {
    store.getState().endRun();
    if (file) await platform.closeBackupRead(file.handle).catch(() => {});
    if (isCancel(error)) store.getState().say(wrote ? cancelledAfterWrites : 'Restore cancelled; nothing was changed.');
    else if (isRefusal(error)) store.getState().say(`Restore refused. ${(error as Error).message}`, 'error');
    else store.getState().say(`Restore failed; nothing was changed. ${describeStorageError(error, 'read the backup')}`, 'error');
  }
}

const cancelledAfterWrites = 'Restore cancelled; the games it had restored were taken out again, so nothing was changed.';

/** What a finished restore says: what went in, and what the GM should know about the file. */
function restoredText(fileName: string, r: StreamedRestoreResult, check: RestoreCheck): string {
  const parts = [`${r.added} added`];
  if (r.replaced) parts.push(`${r.replaced} replaced`);
  if (r.copied) parts.push(`${r.copied} added as copies`);
  if (r.kept) parts.push(`${r.kept} kept as they are here`);
  if (r.refused) parts.push(`${r.refused} ${r.refused === 1 ? 'row' : 'rows'} refused`);
  const missing = r.missing.length > 0 ? ` The file lists ${plural(r.missing.length, 'game', 'games')} it does not hold (deleted while the backup was written): ${r.missing.join(', ')}.` : '';
  const notes = check.notes.length > 0 ? ` ${check.notes.join(' ')}` : '';
  return `Restored ${fileName}: ${parts.join(', ')}.${missing}${notes}`;
}

/** The GM closed the question without restoring: the file is let go, nothing was written. */
export async function dropRestore(pending: PendingRestore, deps: BackupDeps = live()): Promise<void> {
  deps.store.getState().closeRestore();
  await deps.platform.closeBackupRead(pending.file.handle).catch(() => {});
}

export async function finishRestore(pending: PendingRestore, decisions: RestoreDecisions, deps: BackupDeps = live()): Promise<void> {
  const { platform, store } = deps;
  const { check, file } = pending;
  store.getState().closeRestore();
  const runner = runnerOf(deps);
  store.getState().startRun({ action: 'restore', fileName: file.name, cancel: () => runner.cancel() });
  try {
    const r = await runner.restore({ name: file.name, size: file.size }, (offset, length) => platform.readBackupChunk(file.handle, offset, length), check, decisions, (p) => store.getState().progressed(p));
    store.getState().say(restoredText(file.name, r, check));
  } catch (error) {
    // Every game the run had written was taken out again (backupStream.ts runRestore).
    if (isCancel(error)) store.getState().say(cancelledAfterWrites);
    else if (isRefusal(error)) store.getState().say(`Restore stopped; nothing was changed. ${(error as Error).message}`, 'error');
    else store.getState().say(`Restore failed; nothing was changed. ${describeStorageError(error, 'restore')}`, 'error');
  } finally {
    store.getState().endRun();
    await platform.closeBackupRead(file.handle).catch(() => {});
  }
}
