// Schema v2 → v3 (#21 item 3: compact history): a database, a backup and a game file written in
// schema v2 all come to the same v3 rows, every commit in the short form, and every phase reads
// exactly as before. The rows are the frozen fixture test/fixtures/history/v2-game.json (a
// realistic game with a rollback, a branch and a GM correction, in the old shape).
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deleteOpenedDbs, dumpTables, freshDb } from './helpers';
import { AdjutantDb } from '../../../renderer/storage/db';
import { parseBackup, restoreBackup } from '../../../renderer/storage/backup';
import { readGameFile } from '../../../renderer/storage/backupGameFile';
import { currentSchemaVersion, databaseVersion } from '../../../renderer/storage/schema';
import { readGameLog } from '../../../renderer/diplomacy/gameLog';
import { buildGameLog } from '../../../core/diplomacy/record/gameLog';
import { isCompactCommit } from '../../../core/diplomacy/record/compactCommit';
import { phaseStateOf } from '../../../core/diplomacy/record/phaseState';
import { trimMailRecords } from '../../../core/diplomacy/record/storedMail';
import type { GameRow, RawInputRow, RecordRow } from '../../../renderer/storage/types';

afterEach(deleteOpenedDbs);

const fixtureText = readFileSync(join(import.meta.dirname, '../../fixtures/history/v2-game.json'), 'utf8');
const fixture = JSON.parse(fixtureText) as { schemaVersion: number; game: GameRow; records: RecordRow[]; rawInputs: RawInputRow[] };

/** Schema v2 exactly as Adjutant declared it before v3 — a frozen copy, independent of schema.ts. */
const frozenSchemaV2 = {
  games: 'id, updatedAt, family',
  records: 'id, gameId, [gameId+kind], [gameId+phase], createdAt',
  rawInputs: 'id, gameId, receivedAt, [gameId+receivedAt]',
  meta: 'key',
};

/** Every phase's view as the workspace builds it: the log, and the phase state at every commit of every branch. */
function views(records: readonly RecordRow[], raws: readonly RawInputRow[], game: GameRow) {
  const log = buildGameLog(records, raws);
  return {
    log: JSON.stringify(log),
    phases: log.commits.map((c) => JSON.stringify(phaseStateOf(game, { ...log, head: c.id }))),
  };
}

async function upgradedDatabase(): Promise<AdjutantDb> {
  const name = `adjutant-v2-${Math.random().toString(36).slice(2)}`;
  const old = new Dexie(name);
  old.version(2).stores(frozenSchemaV2);
  await old.table('games').add(fixture.game);
  await old.table('records').bulkAdd(fixture.records);
  await old.table('rawInputs').bulkAdd(fixture.rawInputs);
  old.close();
  const db = new AdjutantDb(name);
  await db.open();
  return db;
}

describe('schema v2 → v3: compact history', () => {
  it('the fixture really is v2 (whole commits with both positions), and we are past v2', () => {
    expect(fixture.schemaVersion).toBe(2);
    expect(currentSchemaVersion).toBeGreaterThan(2);
    const commits = fixture.records.filter((r) => r.kind === 'diplomacy:commit');
    expect(commits.length).toBeGreaterThan(10);
    for (const c of commits) expect(c.payload).toHaveProperty('next');
  });

  it('a v2 database opens as v3 with every commit in the short form and every phase’s view identical', async () => {
    const db = await upgradedDatabase();
    try {
      expect(db.verno).toBe(databaseVersion);
      const dump = await dumpTables(db);
      const commits = dump.records.filter((r) => r.kind === 'diplomacy:commit');
      expect(commits.every((c) => isCompactCommit(c.payload))).toBe(true);
      // Nothing but the commit payloads changed (and, from schema v4, the mail records' null fields).
      const strip = (rows: RecordRow[]) => trimMailRecords(rows).map((r) => (r.kind === 'diplomacy:commit' ? { ...r, payload: null } : r));
      expect(strip(dump.records)).toEqual(strip([...fixture.records].sort((a, b) => a.id.localeCompare(b.id))));
      expect(dump.rawInputs).toEqual([...fixture.rawInputs].sort((a, b) => a.id.localeCompare(b.id)));
      expect(dump.games).toEqual([fixture.game]);
      expect(views(dump.records, dump.rawInputs, fixture.game)).toEqual(views(fixture.records, fixture.rawInputs, fixture.game));
      expect(JSON.stringify(await readGameLog(db, fixture.game.id))).toBe(JSON.stringify(buildGameLog(fixture.records, fixture.rawInputs)));
      const size = (rows: RecordRow[]) => JSON.stringify(rows.filter((r) => r.kind === 'diplomacy:commit')).length;
      expect(size(dump.records)).toBeLessThan(size(fixture.records) * 0.4);
    } finally {
      await db.delete();
    }
  });

  it('a v2 backup restores to exactly the rows the upgraded v2 database has', async () => {
    const backup = JSON.stringify({ format: 'adjutant-backup', schemaVersion: 2, exportedAt: 1, appVersion: 'v2', tables: { games: [fixture.game], records: fixture.records, rawInputs: fixture.rawInputs, meta: [] } });
    const parsed = parseBackup(backup);
    if (!parsed.ok) throw new Error(parsed.reason);
    const restored = freshDb();
    await restoreBackup(restored, parsed.backup);
    const upgraded = await upgradedDatabase();
    try {
      const a = await dumpTables(restored), b = await dumpTables(upgraded);
      expect(a.records).toEqual(b.records);
      expect(a.rawInputs).toEqual(b.rawInputs);
    } finally {
      await upgraded.delete();
    }
  });

  it('a v2 game file opens as the same v3 rows', async () => {
    const sha = async (t: string) => [...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(t)))].map((x) => x.toString(16).padStart(2, '0')).join('');
    const rawInputs = await Promise.all(fixture.rawInputs.map(async (r) => ({ ...r, sha256: await sha(r.text) })));
    const records = [...fixture.records].sort((a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : 1));
    const read = await readGameFile({ format: 'adjutant-game', version: 1, schemaVersion: 2, savedAt: 1, appVersion: 'v2', game: fixture.game, records, rawInputs });
    if (!read.ok) throw new Error(read.reason);
    expect(read.file.schemaVersion).toBe(currentSchemaVersion);
    const upgraded = await upgradedDatabase();
    try {
      const byId = (rows: RecordRow[]) => [...rows].sort((a, b) => a.id.localeCompare(b.id));
      expect(byId(read.file.records)).toEqual((await dumpTables(upgraded)).records);
    } finally {
      await upgraded.delete();
    }
  });
});
