// Schema v3 → v4 (#21 item 3: shorter history): a database, a backup and a game file written in
// schema v3 all come to the same v4 rows (each commit's results by code where its order says the
// rest, its orders as words, mail records without null fields), and every phase reads exactly as
// before. The rows are the frozen fixture test/fixtures/history/v3-game.json (written by the v3
// Adjutant: a realistic game with a rollback, a branch, a GM correction and a GM-edited mail).
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
import { phaseStateOf } from '../../../core/diplomacy/record/phaseState';
import type { GameRow, RawInputRow, RecordRow } from '../../../renderer/storage/types';

afterEach(deleteOpenedDbs);

const fixture = JSON.parse(readFileSync(join(import.meta.dirname, '../../fixtures/history/v3-game.json'), 'utf8')) as { schemaVersion: number; game: GameRow; records: RecordRow[]; rawInputs: RawInputRow[] };

/** The database as Adjutant declared it at Dexie versions 4 and 5 (rows schema v3) — frozen copies, independent of schema.ts. */
const frozenDexieV4 = {
  games: 'id, updatedAt, family',
  records: 'id, gameId, [gameId+kind], [gameId+phase], createdAt',
  rawInputs: 'id, gameId, receivedAt, [gameId+receivedAt]',
  meta: 'key',
  tournaments: 'id, updatedAt',
  tournamentEvents: 'id, tournamentId, [tournamentId+seq]',
};
const frozenDexieV5 = { ...frozenDexieV4, records: 'id, gameId', rawInputs: 'id, [gameId+receivedAt]' };

/** Every phase's view as the workspace builds it: the log, and the phase state at every commit of every branch. */
function views(records: readonly RecordRow[], raws: readonly RawInputRow[], game: GameRow) {
  const log = buildGameLog(records, raws);
  return { log: JSON.stringify(log), phases: log.commits.map((c) => JSON.stringify(phaseStateOf(game, { ...log, head: c.id }))) };
}

async function upgradedDatabase(from: 4 | 5 = 4): Promise<AdjutantDb> {
  const name = `adjutant-v3-${Math.random().toString(36).slice(2)}`;
  const old = new Dexie(name);
  if (from === 4) old.version(4).stores(frozenDexieV4);
  else old.version(5).stores(frozenDexieV5);
  await old.table('games').add(fixture.game);
  await old.table('records').bulkAdd(fixture.records);
  await old.table('rawInputs').bulkAdd(fixture.rawInputs);
  old.close();
  const db = new AdjutantDb(name);
  await db.open();
  return db;
}

const byId = <T extends { id: string }>(rows: readonly T[]) => [...rows].sort((a, b) => a.id.localeCompare(b.id));

describe('schema v3 → v4: shorter history', () => {
  it('the fixture really is v3 (short commits without result codes, mail records with null fields), and we are past v3', () => {
    expect(fixture.schemaVersion).toBe(3);
    expect(currentSchemaVersion).toBeGreaterThan(3);
    const commits = fixture.records.filter((r) => r.kind === 'diplomacy:commit');
    expect(commits).toHaveLength(13);
    for (const c of commits) expect(c.payload).toMatchObject({ compact: 1 });
    for (const c of commits) expect(c.payload).not.toHaveProperty('resultCodes');
    const mails = fixture.records.filter((r) => r.kind === 'diplomacy:mail');
    expect(mails.every((m) => 'assignedPower' in (m.payload as object) && 'rawInputId' in (m.payload as object))).toBe(true);
  });

  it.each([4, 5] as const)('a v3 database (Dexie version %i) opens as v4: commits and mail records shorter, every other row and every phase’s view identical', async (from) => {
    const db = await upgradedDatabase(from);
    try {
      expect(db.verno).toBe(databaseVersion);
      const dump = await dumpTables(db);
      const commits = dump.records.filter((r) => r.kind === 'diplomacy:commit');
      expect(commits.every((c) => (c.payload as { compact: number }).compact === 2)).toBe(true);
      const mails = dump.records.filter((r) => r.kind === 'diplomacy:mail').map((r) => r.payload as Record<string, unknown>);
      expect(mails.filter((p) => p.assignedPower === null || p.editOf === null)).toEqual([]);
      expect(mails.filter((p) => 'editOf' in p)).toEqual([expect.objectContaining({ assignedPower: 'France' })]);
      // Nothing but commit and mail payloads changed.
      const strip = (rows: RecordRow[]) => rows.map((r) => (r.kind === 'diplomacy:commit' || r.kind === 'diplomacy:mail' ? { ...r, payload: null } : r));
      expect(strip(dump.records)).toEqual(strip(byId(fixture.records)));
      expect(dump.rawInputs).toEqual(byId(fixture.rawInputs));
      expect(dump.games).toEqual([fixture.game]);
      expect(views(dump.records, dump.rawInputs, fixture.game)).toEqual(views(fixture.records, fixture.rawInputs, fixture.game));
      expect(JSON.stringify(await readGameLog(db, fixture.game.id))).toBe(JSON.stringify(buildGameLog(fixture.records, fixture.rawInputs)));
      const size = (rows: RecordRow[]) => JSON.stringify(rows).length;
      expect(size(dump.records)).toBeLessThan(size(fixture.records) * 0.85);
    } finally {
      await db.delete();
    }
  });

  it('a v3 backup restores to exactly the rows the upgraded v3 database has', async () => {
    const backup = JSON.stringify({ format: 'adjutant-backup', schemaVersion: 3, exportedAt: 1, appVersion: 'v3', tables: { games: [fixture.game], records: fixture.records, rawInputs: fixture.rawInputs, meta: [] } });
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

  it('a v3 game file opens as the same v4 rows', async () => {
    const sha = async (t: string) => [...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(t)))].map((x) => x.toString(16).padStart(2, '0')).join('');
    const rawInputs = await Promise.all(fixture.rawInputs.map(async (r) => ({ ...r, sha256: await sha(r.text) })));
    const records = [...fixture.records].sort((a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : 1));
    const read = await readGameFile({ format: 'adjutant-game', version: 1, schemaVersion: 3, savedAt: 1, appVersion: 'v3', game: fixture.game, records, rawInputs });
    if (!read.ok) throw new Error(read.reason);
    expect(read.file.schemaVersion).toBe(currentSchemaVersion);
    const upgraded = await upgradedDatabase();
    try {
      expect(byId(read.file.records)).toEqual((await dumpTables(upgraded)).records);
    } finally {
      await upgraded.delete();
    }
  });
});
