// Backup (every table to one JSON file) and restore. Restoring never overwrites silently: when a
// file holds games this database already has, `planRestore` reports them and the GM chooses to
// replace them or to import them as copies.
import type { AdjutantDb } from './db';
import { backupEnvelopeSchema, backupFormatName, tablesSchemaByVersion } from './backupFormat';
import { migrateBackupTables } from './backupMigrations';
import { newId } from './ids';
import { currentSchemaVersion } from './schema';
import type { GameRow, MetaRow, RawInputRow, RecordRow } from './types';

export interface BackupTables {
  games: GameRow[];
  records: RecordRow[];
  rawInputs: RawInputRow[];
  meta: MetaRow[];
}

export interface BackupFile {
  format: typeof backupFormatName;
  schemaVersion: number;
  exportedAt: number;
  appVersion: string;
  tables: BackupTables;
}

export async function exportBackup(db: AdjutantDb, appVersion: string, now: number = Date.now()): Promise<BackupFile> {
  // One read transaction: the file is a consistent snapshot even if the GM keeps working.
  return db.transaction('r', db.games, db.records, db.rawInputs, db.meta, async () => ({
    format: backupFormatName,
    schemaVersion: currentSchemaVersion,
    exportedAt: now,
    appVersion,
    tables: {
      games: await db.games.toArray(),
      records: await db.records.toArray(),
      rawInputs: await db.rawInputs.toArray(),
      meta: await db.meta.toArray(),
    },
  }));
}

export function backupToJson(backup: BackupFile): string {
  return JSON.stringify(backup, null, 1);
}

/** File name for a backup taken at `now`, e.g. adjutant-backup-2026-11-22-1830.json (UTC). */
export function backupFileName(now: number): string {
  const iso = new Date(now).toISOString();
  return `adjutant-backup-${iso.slice(0, 10)}-${iso.slice(11, 13)}${iso.slice(14, 16)}.json`;
}

export type ParsedBackup = { ok: true; backup: BackupFile } | { ok: false; reason: string };

/** Reads a backup file a GM picked. Any text is accepted as input; a bad file gives a reason, never a crash. */
export function parseBackup(text: string): ParsedBackup {
  let json: unknown;
  try { json = JSON.parse(text); } catch { return { ok: false, reason: 'This file is not JSON, so it is not an Adjutant backup.' }; }
  const env = backupEnvelopeSchema.safeParse(json);
  if (!env.success) {
    const format = (json as { format?: unknown } | null)?.format;
    return { ok: false, reason: format === backupFormatName ? `This backup is damaged: ${firstIssue(env.error)}.` : 'This JSON file is not an Adjutant backup.' };
  }
  const { schemaVersion } = env.data;
  if (schemaVersion > currentSchemaVersion) {
    return { ok: false, reason: `This backup was made by a newer Adjutant (schema v${schemaVersion}; this one reads up to v${currentSchemaVersion}). Update Adjutant to restore it.` };
  }
  const tablesSchema = tablesSchemaByVersion[schemaVersion];
  if (!tablesSchema) return { ok: false, reason: `Unknown backup schema v${schemaVersion}.` };
  const tables = tablesSchema.safeParse(env.data.tables);
  if (!tables.success) return { ok: false, reason: `This backup is damaged: ${firstIssue(tables.error)}.` };
  const migrated = migrateBackupTables(tables.data as Record<string, unknown[]>, schemaVersion) as unknown as BackupTables;
  return { ok: true, backup: { ...env.data, format: backupFormatName, schemaVersion: currentSchemaVersion, tables: migrated } };
}

function firstIssue(error: { issues: { path: PropertyKey[]; message: string }[] }): string {
  const issue = error.issues[0];
  return issue ? `${issue.path.map(String).join('.') || 'file'}: ${issue.message}` : 'unreadable';
}

export interface RestorePlan {
  /** Games in the file that this database does not have. */
  newGames: GameRow[];
  /** Games in the file whose id this database already has (the local row). */
  conflicts: GameRow[];
}

export async function planRestore(db: AdjutantDb, backup: BackupFile): Promise<RestorePlan> {
  const existing = await db.games.bulkGet(backup.tables.games.map((g) => g.id));
  const newGames: GameRow[] = [];
  const conflicts: GameRow[] = [];
  backup.tables.games.forEach((g, i) => { const local = existing[i]; if (local) conflicts.push(local); else newGames.push(g); });
  return { newGames, conflicts };
}

/** What to do with games the database already has: replace them, or add the file's as copies. */
export type ConflictChoice = 'replace' | 'copy';

export interface RestoreResult { added: number; replaced: number; copied: number }

export const copySuffix = ' (restored copy)';

export async function restoreBackup(db: AdjutantDb, backup: BackupFile, choice: ConflictChoice | 'refuse-conflicts' = 'refuse-conflicts'): Promise<RestoreResult> {
  const { games, records, rawInputs, meta } = backup.tables;
  return db.transaction('rw', db.games, db.records, db.rawInputs, db.meta, async () => {
    const result: RestoreResult = { added: 0, replaced: 0, copied: 0 };
    // Rows go in under the game id they end up with (copies are re-keyed).
    const finalGameId = new Map<string, string>();
    for (const game of games) {
      const exists = (await db.games.get(game.id)) !== undefined;
      if (!exists) { finalGameId.set(game.id, game.id); await db.games.add(game); result.added++; continue; }
      if (choice === 'refuse-conflicts') throw new Error(`Game "${game.name}" is already here; choose replace or copy.`);
      if (choice === 'replace') {
        await db.records.where('gameId').equals(game.id).delete();
        await db.rawInputs.where('gameId').equals(game.id).delete();
        await db.games.put(game);
        finalGameId.set(game.id, game.id);
        result.replaced++;
      } else {
        const copy: GameRow = { ...game, id: newId(), name: game.name + copySuffix };
        await db.games.add(copy);
        finalGameId.set(game.id, copy.id);
        result.copied++;
      }
    }
    const copied = (gameId: string) => finalGameId.get(gameId) !== gameId;
    // Records and raw inputs of games not in the file (orphans) keep their ids and game ids.
    await db.records.bulkPut(records.map((r) => finalGameId.has(r.gameId) && copied(r.gameId) ? { ...r, id: newId(), gameId: finalGameId.get(r.gameId)! } : r));
    await db.rawInputs.bulkPut(rawInputs.map((r) => finalGameId.has(r.gameId) && copied(r.gameId) ? { ...r, id: newId(), gameId: finalGameId.get(r.gameId)! } : r));
    // App meta on this machine wins: the file only fills in keys we do not have.
    for (const row of meta) if (!(await db.meta.get(row.key))) await db.meta.add(row);
    return result;
  });
}
