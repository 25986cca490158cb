// Brings an old backup file's tables up to the current schema with the same row upgrades the
// database runs in its Dexie versions (schema.ts), so restoring a v1 file gives exactly what
// upgrading a v1 database would.
import { currentSchemaVersion, upgradeRawInputToV2 } from './schema';

type Tables = Record<string, unknown[]>;

/** upgrades[n] turns version n tables into version n+1 tables. */
const upgrades: Record<number, (tables: Tables) => Tables> = {
  1: (t) => ({ ...t, rawInputs: (t.rawInputs as { text: string }[]).map(upgradeRawInputToV2) }),
};

export function migrateBackupTables(tables: Tables, fromVersion: number): Tables {
  let out = tables;
  for (let v = fromVersion; v < currentSchemaVersion; v++) {
    const step = upgrades[v];
    if (!step) throw new Error(`No upgrade from backup schema v${v} to v${v + 1}.`);
    out = step(out);
  }
  return out;
}
