// Backup (every table to one JSON file) and restore. Restoring never overwrites silently: rows the
// file cannot vouch for are refused, and every id this database already has is reported by
// `planRestore` for the GM to decide game by game (restorePlan.ts).
import type { AdjutantDb } from './db';
import { gameRowTables, readAllRows } from './phaseMail';
import { backupEnvelopeSchema, backupFormatName, tablesSchemaByVersion } from './backupFormat';
import { migrateBackupTables } from './backupMigrations';
import { bundleRows, nameRefusedOwners, planGame, refusedOwners, planMeta, writeGame, type GamePlan, type RestoreDecisions, type RestorePlan } from './restorePlan';
import { currentSchemaVersion } from './schema';
import type { GameRow, MetaRow, RawInputRow, RecordRow } from './types';

export type { GameDecision, RestoreDecisions, RestorePlan } from './restorePlan';

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
  return db.transaction('r', [...gameRowTables(db), db.meta], async () => {
    const games = await db.games.toArray();
    const { records, rawInputs } = await readAllRows(db);
    const meta = await db.meta.toArray();
    return { format: backupFormatName, schemaVersion: currentSchemaVersion, exportedAt: now, appVersion, tables: { games, records, rawInputs, meta } };
  });
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

/** Plans a restore: the file's rows by game, the rows refused and why, and every id already here. */
export async function planRestore(db: AdjutantDb, backup: BackupFile): Promise<RestorePlan> {
  return db.transaction('r', [...gameRowTables(db), db.meta], () => planInside(db, backup));
}

async function planInside(db: AdjutantDb, backup: BackupFile): Promise<RestorePlan> {
  const { bundles, refused, meta } = bundleRows(backup.tables);
  const games: GamePlan[] = [];
  for (const bundle of bundles) games.push(await planGame(db, bundle));
  const owners = refusedOwners(refused);
  const ownerRows = await db.games.bulkGet(owners);
  const here = new Map(owners.flatMap((id, i) => ownerRows[i] ? [[id, ownerRows[i]!.name] as const] : []));
  return { games, refused: nameRefusedOwners(refused, here), ...(await planMeta(db, meta)) };
}

/** True when the GM must answer before anything is written: a clash, or rows that will be refused. */
export function needsDecision(plan: RestorePlan): boolean {
  return plan.refused.length > 0 || plan.metaClashes.length > 0 || plan.games.some((g) => g.clashes.length > 0);
}

export interface RestoreResult { added: number; replaced: number; copied: number; kept: number; refused: number }

export const copySuffix = ' (restored copy)';

/**
 * Restores a parsed backup as the GM decided. The plan is worked out again inside the write
 * transaction, so a clash that appeared since the question was asked (another window, the worker)
 * stops the restore instead of being overwritten: every clash needs a decision, and refused rows
 * are never written. All or nothing: one failure rolls the whole restore back.
 */
export async function restoreBackup(db: AdjutantDb, backup: BackupFile, decisions: RestoreDecisions = {}): Promise<RestoreResult> {
  return db.transaction('rw', [...gameRowTables(db), db.meta], async () => {
    const plan = await planInside(db, backup);
    const undecided = plan.games.filter((g) => g.clashes.length > 0 && !decisions.games?.[g.bundle.game.id]);
    if (undecided.length > 0) {
      throw new Error(`${undecided.map((g) => `"${g.bundle.game.name}"`).join(', ')} ${undecided.length === 1 ? 'clashes' : 'clash'} with what is already here; choose keep mine, take theirs or keep both.`);
    }
    if (plan.metaClashes.length > 0 && !decisions.meta) throw new Error('Some app settings in the file differ from this machine\'s; choose keep mine or take theirs.');
    const result: RestoreResult = { added: 0, replaced: 0, copied: 0, kept: 0, refused: plan.refused.length };
    for (const game of plan.games) {
      const outcome = await writeGame(db, game, decisions.games?.[game.bundle.game.id], (name) => name + copySuffix);
      result[outcome]++;
    }
    await db.meta.bulkAdd(plan.newMeta);
    if (decisions.meta === 'theirs') await db.meta.bulkPut(plan.metaClashes.map((c) => ({ key: c.key, value: c.theirs })));
    return result;
  });
}
