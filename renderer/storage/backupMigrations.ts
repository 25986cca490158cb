// Brings an old backup file's tables up to the current schema with the same row upgrades the
// database runs in its Dexie versions (schema.ts) and a game file's reader runs: the one chain in
// core/gameFile/rowUpgrades.ts, so restoring a v1 file gives exactly what upgrading a v1 database would.
import { migrateTables, type RowTables } from '../../core/gameFile/rowUpgrades';

export function migrateBackupTables(tables: RowTables, fromVersion: number): RowTables {
  return migrateTables(tables, fromVersion);
}
