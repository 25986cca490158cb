// The one chain of row upgrades between database schema versions. The database runs them in its
// Dexie versions (renderer/storage/db.ts), a backup file's tables go through migrateTables
// (renderer/storage/backupMigrations.ts), and so does a game file's (readGameFile.ts): a v1 game,
// whether it was in a database, a backup or a game file, ends up as exactly the same rows.
//
// A version that changes data keeps its upgrade forever (a GM may open a file after a year); an
// old file of every version is kept as a frozen fixture (test/fixtures/gamefile/) that must still
// open identically.
import { countLines } from './lineCount';
import { compactCommitRecords } from '../diplomacy/record/compactHistory';
import { trimMailRecords } from '../diplomacy/record/storedMail';

/** The schema version the rows of this Adjutant are written in. */
export const currentSchemaVersion = 4;

/** The v1 → v2 row change for raw inputs: add `lineCount`; the text itself is never touched. */
export function upgradeRawInputToV2<T extends { text: string }>(row: T): T & { lineCount: number } {
  return { ...row, lineCount: countLines(row.text) };
}

/** Rows by table name: games, records, rawInputs (and meta in a backup). A table may be absent. */
export type RowTables = Record<string, unknown[]>;

/** rowUpgrades[n] turns version n tables into version n+1 tables; tables a step does not name pass unchanged. */
export const rowUpgrades: Readonly<Record<number, (tables: RowTables) => RowTables>> = {
  1: (t) => (t.rawInputs ? { ...t, rawInputs: (t.rawInputs as { text: string }[]).map(upgradeRawInputToV2) } : t),
  // v2 → v3 (#21 item 3): Diplomacy commits stored without what their parent already holds
  // (compactCommitRecords writes the current short form, so they come straight to v4's).
  2: (t) => (t.records ? { ...t, records: compactCommitRecords(t.records as StoredRecord[]) } : t),
  // v3 → v4 (#21 item 3): each commit's results by code where its order says the rest, orders as
  // spaced words, a moved unit as [index, key, value]; a mail record without its null power and edit.
  3: (t) => (t.records ? { ...t, records: compactCommitRecords(trimMailRecords(t.records as StoredRecord[])) } : t),
};

/** The fields of a stored record the upgrades read; every other field is kept. */
interface StoredRecord { id: string; gameId: string; kind: string; payload: unknown; createdAt: number }

/** Brings tables written in `fromVersion` up to currentSchemaVersion; the input is not changed. */
export function migrateTables(tables: RowTables, fromVersion: number): RowTables {
  let out = tables;
  for (let v = fromVersion; v < currentSchemaVersion; v++) {
    const step = rowUpgrades[v];
    if (!step) throw new Error(`No upgrade from schema v${v} to v${v + 1}.`);
    out = step(out);
  }
  return out;
}
