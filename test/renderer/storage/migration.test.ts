// Schema upgrades: a database written by schema v1 opens under the current schema with its data
// upgraded, and the frozen v1 backup file (fixtures/backup-v1.json) still restores.
import 'fake-indexeddb/auto'; // before Dexie, which looks for indexedDB when it loads
import { afterEach, describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { deleteOpenedDbs, dumpTables, freshDb } from './helpers';
import { frozenDexieV4 } from './frozenHistory';
import { AdjutantDb } from '../../../renderer/storage/db';
import { backupToJson, exportBackup, parseBackup, restoreBackup } from '../../../renderer/storage/backup';
import { countLines, currentSchemaVersion, databaseVersion } from '../../../renderer/storage/schema';
import { deleteGame, rawInputsOf } from '../../../renderer/storage/games';
import fixtureText from '../fixtures/backup-v1.json?raw';

afterEach(deleteOpenedDbs);

// ?raw: the file's exact text, as a GM's restore would read it.

const fixture = JSON.parse(fixtureText) as { schemaVersion: number; tables: Record<string, Record<string, unknown>[]> };

/** Schema v1 exactly as Adjutant 0.1 declared it — a frozen copy, independent of renderer/storage/schema.ts. */
const frozenSchemaV1 = {
  games: 'id, updatedAt, family',
  records: 'id, gameId, [gameId+kind], createdAt',
  rawInputs: 'id, gameId, receivedAt',
  meta: 'key',
};

describe('countLines (derived raw-input field of schema v2)', () => {
  it('counts lines the way an editor shows them, for LF, CRLF and CR', () => {
    expect(countLines('')).toBe(0);
    expect(countLines('A Par H')).toBe(1);
    expect(countLines('a\nb')).toBe(2);
    expect(countLines('a\nb\n')).toBe(2);
    expect(countLines('a\r\nb\r\n\r\n')).toBe(3);
    expect(countLines('a\rb\rc')).toBe(3);
    expect(countLines('\n')).toBe(1);
  });
});

describe('schema v1 → v2', () => {
  it('the fixture really is a v1 file (no lineCount), and we are past v1', () => {
    expect(fixture.schemaVersion).toBe(1);
    expect(currentSchemaVersion).toBeGreaterThan(1);
    for (const row of fixture.tables.rawInputs!) expect(row).not.toHaveProperty('lineCount');
  });

  it('a v1 database opens under the current schema with lineCount added and the text untouched', async () => {
    const name = `adjutant-v1-${Math.random().toString(36).slice(2)}`;
    const old = new Dexie(name);
    old.version(1).stores(frozenSchemaV1);
    for (const [table, rows] of Object.entries(fixture.tables)) await old.table(table).bulkAdd(rows);
    old.close();

    const db = new AdjutantDb(name);
    try {
      await db.open();
      expect(db.verno).toBe(databaseVersion);
      const dump = await dumpTables(db);
      expect(dump.games).toEqual(fixture.tables.games);
      expect(dump.records).toEqual(fixture.tables.records);
      expect(dump.rawInputs.map((r) => ({ ...r, lineCount: undefined }))).toEqual(
        fixture.tables.rawInputs!.map((r) => ({ ...r, lineCount: undefined })));
      expect(dump.rawInputs.map((r) => r.lineCount)).toEqual([6, 3, 0]);
      // The v2 index works on upgraded rows.
      const gameId = fixture.tables.games![1]!.id as string;
      expect((await rawInputsOf(db, gameId)).map((r) => r.sourceName)).toEqual(['pasted', 'empty.txt']);
    } finally {
      await db.delete();
    }
  });

  it('the frozen v1 backup file restores into the current schema, identical to an upgraded v1 database', async () => {
    const parsed = parseBackup(fixtureText);
    if (!parsed.ok) throw new Error(parsed.reason);
    expect(parsed.backup.schemaVersion).toBe(currentSchemaVersion);
    const db = freshDb();
    expect(await restoreBackup(db, parsed.backup)).toEqual({ added: 2, replaced: 0, copied: 0, kept: 0, refused: 0 });
    const dump = await dumpTables(db);
    expect(dump.games).toEqual(fixture.tables.games);
    expect(dump.records).toEqual(fixture.tables.records);
    expect(dump.meta).toEqual(fixture.tables.meta);
    expect(dump.rawInputs).toEqual(fixture.tables.rawInputs!.map((r) => ({ ...r, lineCount: countLines(r.text as string) })));
    expect(dump.rawInputs[1]!.text).toBe("Rule-change: <script>alert('x')</script>\n\u0000 tab\there\nΩ ≠ ∑ 日本語 🎲");
  });

  it('a restored v1 backup exports as a current backup that restores to the same rows', async () => {
    const first = freshDb();
    const parsed = parseBackup(fixtureText);
    if (!parsed.ok) throw new Error(parsed.reason);
    await restoreBackup(first, parsed.backup);
    const again = parseBackup(backupToJson(await exportBackup(first, '0.1.0')));
    if (!again.ok) throw new Error(again.reason);
    const second = freshDb();
    await restoreBackup(second, again.backup);
    expect(await dumpTables(second)).toEqual(await dumpTables(first));
  });
});

describe('database v4 → v5: only the indexes a query reads (#21)', () => {
  it('opens with its rows unchanged, and every by-game read and delete finds the same rows as before', async () => {
    const name = `adjutant-v4-${Math.random().toString(36).slice(2)}`;
    const old = new Dexie(name);
    old.version(4).stores(frozenDexieV4);
    const game = (id: string, at: number) => ({ id, name: id, family: 'ledger', variant: 'v', profile: null, createdAt: at, updatedAt: at, phase: 'p', settings: {} });
    const raw = (id: string, gameId: string, receivedAt: number) => ({ id, gameId, receivedAt, sourceName: `${id}.txt`, text: id, lineCount: 1 });
    const record = (id: string, gameId: string, createdAt: number) => ({ id, gameId, kind: 'ledger:entry', phase: 'p', payload: { id }, createdAt });
    await old.table('games').bulkAdd([game('a', 1), game('b', 2)]);
    // Ids out of arrival order, so the inbox's order is the index's, not the ids'.
    await old.table('rawInputs').bulkAdd([raw('z1', 'a', 10), raw('a2', 'a', 30), raw('m3', 'a', 20), raw('b1', 'b', 5)]);
    await old.table('records').bulkAdd([record('r1', 'a', 1), record('r2', 'b', 2), record('r3', 'a', 3)]);
    const before = { rawOfA: await old.table('rawInputs').where('gameId').equals('a').toArray(), recordsOfA: await old.table('records').where('gameId').equals('a').toArray() };
    old.close();

    const db = new AdjutantDb(name);
    try {
      await db.open();
      expect(db.verno).toBe(databaseVersion);
      expect(db.records.schema.indexes.map((i) => i.name)).toEqual(['gameId']);
      expect(db.rawInputs.schema.indexes.map((i) => i.name)).toEqual(['[gameId+receivedAt]']);
      // The IndexedDB store itself lost the dropped indexes (not only Dexie's view of it).
      expect([...db.backendDB().transaction('records').objectStore('records').indexNames].sort()).toEqual(['gameId']);
      expect([...db.backendDB().transaction('rawInputs').objectStore('rawInputs').indexNames].sort()).toEqual(['[gameId+receivedAt]']);
      // where('gameId') on rawInputs now reads the compound index: the same rows, in arrival order
      // rather than by id (every reader keys them by id or sorts them: buildGameLog, gameFileFrom).
      const byId = <T extends { id: string }>(rows: T[]) => [...rows].sort((x, y) => x.id.localeCompare(y.id));
      const rawOfA = await db.rawInputs.where('gameId').equals('a').toArray();
      expect(byId(rawOfA)).toEqual(byId(before.rawOfA));
      expect(rawOfA.map((r) => r.receivedAt)).toEqual([10, 20, 30]);
      expect(await db.records.where('gameId').equals('a').toArray()).toEqual(before.recordsOfA);
      expect((await rawInputsOf(db, 'a')).map((r) => r.id)).toEqual(['z1', 'm3', 'a2']);
      expect((await deleteGame(db, 'a'))?.rawInputs.map((r) => r.id).sort()).toEqual(['a2', 'm3', 'z1']);
      expect((await db.rawInputs.toArray()).map((r) => r.id)).toEqual(['b1']);
      expect((await db.records.toArray()).map((r) => r.id)).toEqual(['r2']);
    } finally {
      await db.delete();
    }
  });
});
