// Backup and Restore as the GM triggers them: platform file dialogs on one side, the storage
// functions on the other, the outcome told in one line.
import { platform as defaultPlatform, type PlatformBridge } from '../platform';
import { appDb } from '../storage/db';
import type { AdjutantDb } from '../storage/db';
import { backupFileName, backupToJson, exportBackup, needsDecision, parseBackup, planRestore, restoreBackup, type RestoreDecisions } from '../storage/backup';
import { uiStore, type PendingRestore } from './store';
import { describeStorageError } from '../storage/storageErrors';

export interface BackupDeps { db: AdjutantDb; platform: PlatformBridge; store: typeof uiStore; now: () => number }

const live = (): BackupDeps => ({ db: appDb(), platform: defaultPlatform, store: uiStore, now: Date.now });

export async function saveBackup(deps: BackupDeps = live()): Promise<void> {
  const { db, platform, store, now } = deps;
  try {
    const info = await platform.appInfo();
    const backup = await exportBackup(db, info.version, now());
    const name = backupFileName(backup.exportedAt);
    const saved = await platform.saveFile({ suggestedName: name, kind: 'backup', text: backupToJson(backup) });
    const games = backup.tables.games.length;
    if (saved) store.getState().say(`Backup of ${games} ${games === 1 ? 'game' : 'games'} saved as ${name}.`);
  } catch (error) {
    store.getState().say(`Backup failed. ${describeStorageError(error, 'make the backup')}`, 'error');
  }
}

/** Asks for a backup file; restores at once when nothing clashes and nothing is refused, else opens the question. */
export async function startRestore(deps: BackupDeps = live()): Promise<void> {
  const { db, platform, store } = deps;
  try {
    const [file] = await platform.openFile('backup');
    if (!file) return;
    const parsed = parseBackup(file.text);
    if (!parsed.ok) { store.getState().say(`${file.name}: ${parsed.reason}`, 'error'); return; }
    const plan = await planRestore(db, parsed.backup);
    const pending: PendingRestore = { backup: parsed.backup, fileName: file.name, plan };
    if (needsDecision(plan)) { store.getState().askRestore(pending); return; }
    await finishRestore(pending, {}, deps);
  } catch (error) {
    store.getState().say(`Restore failed. ${describeStorageError(error, 'read the backup')}`, 'error');
  }
}

export async function finishRestore(pending: PendingRestore, decisions: RestoreDecisions, deps: BackupDeps = live()): Promise<void> {
  const { db, store } = deps;
  store.getState().closeRestore();
  try {
    const r = await restoreBackup(db, pending.backup, decisions);
    const parts = [`${r.added} added`];
    if (r.replaced) parts.push(`${r.replaced} replaced`);
    if (r.copied) parts.push(`${r.copied} added as copies`);
    if (r.kept) parts.push(`${r.kept} kept as they are here`);
    if (r.refused) parts.push(`${r.refused} ${r.refused === 1 ? 'row' : 'rows'} refused`);
    store.getState().say(`Restored ${pending.fileName}: ${parts.join(', ')}.`);
  } catch (error) {
    // All or nothing: a failed restore wrote nothing (one transaction).
    store.getState().say(`Restore failed; nothing was changed. ${describeStorageError(error, 'restore')}`, 'error');
  }
}
