// Schema v3 → v4 (#21 item 3: shorter history): a database, a backup and a game file written in
// schema v3 all come to the same v4 rows (each commit's results by code where its order says the
// rest, its orders as words, mail records without null fields), and every phase reads exactly as
// before. The rows are the frozen fixture test/fixtures/history/v3-game.json (written by the v3
// Adjutant: a realistic game with a rollback, a branch, a GM correction and a GM-edited mail).
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deleteOpenedDbs, dumpTables } from './helpers';
import { byId, frozenDexieV4, frozenDexieV5, phaseViews, readAsGameFile, restoredFromBackup, upgradedDatabase, type FrozenGame } from './frozenHistory';
import { currentSchemaVersion, databaseVersion } from '../../../renderer/storage/schema';
import { readGameLog } from '../../../renderer/diplomacy/gameLog';
import { buildGameLog } from '../../../core/diplomacy/record/gameLog';
import type { RecordRow } from '../../../renderer/storage/types';

afterEach(deleteOpenedDbs);

const fixture = JSON.parse(readFileSync(join(import.meta.dirname, '../../fixtures/history/v3-game.json'), 'utf8')) as FrozenGame;

const upgraded = (from: 4 | 5 = 4) => upgradedDatabase(fixture, from, from === 4 ? frozenDexieV4 : frozenDexieV5);

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
    const db = await upgraded(from);
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
      expect(phaseViews(dump.records, dump.rawInputs, fixture.game)).toEqual(phaseViews(fixture.records, fixture.rawInputs, fixture.game));
      expect(JSON.stringify(await readGameLog(db, fixture.game.id))).toBe(JSON.stringify(buildGameLog(fixture.records, fixture.rawInputs)));
      const size = (rows: RecordRow[]) => JSON.stringify(rows).length;
      expect(size(dump.records)).toBeLessThan(size(fixture.records) * 0.85);
    } finally {
      await db.delete();
    }
  });

  it('a v3 backup restores to exactly the rows the upgraded v3 database has', async () => {
    const restored = await restoredFromBackup(fixture);
    const db = await upgraded();
    try {
      const a = await dumpTables(restored), b = await dumpTables(db);
      expect(a.records).toEqual(b.records);
      expect(a.rawInputs).toEqual(b.rawInputs);
    } finally {
      await db.delete();
    }
  });

  it('a v3 game file opens as the same v4 rows', async () => {
    const file = await readAsGameFile(fixture);
    expect(file.schemaVersion).toBe(currentSchemaVersion);
    const db = await upgraded();
    try {
      expect(byId(file.records)).toEqual((await dumpTables(db)).records);
    } finally {
      await db.delete();
    }
  });
});
