// Schema v2 → v3 (#21 item 3: compact history): a database, a backup and a game file written in
// schema v2 all come to the same v3 rows, every commit in the short form, and every phase reads
// exactly as before. The rows are the frozen fixture test/fixtures/history/v2-game.json (a
// realistic game with a rollback, a branch and a GM correction, in the old shape).
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deleteOpenedDbs, dumpTables } from './helpers';
import { byId, frozenDexieV2, phaseViews, readAsGameFile, restoredFromBackup, upgradedDatabase, type FrozenGame } from './frozenHistory';
import { currentSchemaVersion, databaseVersion } from '../../../renderer/storage/schema';
import { readGameLog } from '../../../renderer/diplomacy/gameLog';
import { buildGameLog } from '../../../core/diplomacy/record/gameLog';
import { isCompactCommit } from '../../../core/diplomacy/record/compactCommit';
import { trimMailRecords } from '../../../core/diplomacy/record/storedMail';
import type { RecordRow } from '../../../renderer/storage/types';

afterEach(deleteOpenedDbs);

const fixtureText = readFileSync(join(import.meta.dirname, '../../fixtures/history/v2-game.json'), 'utf8');
const fixture = JSON.parse(fixtureText) as FrozenGame;

const upgraded = () => upgradedDatabase(fixture, 2, frozenDexieV2);

describe('schema v2 → v3: compact history', () => {
  it('the fixture really is v2 (whole commits with both positions), and we are past v2', () => {
    expect(fixture.schemaVersion).toBe(2);
    expect(currentSchemaVersion).toBeGreaterThan(2);
    const commits = fixture.records.filter((r) => r.kind === 'diplomacy:commit');
    expect(commits.length).toBeGreaterThan(10);
    for (const c of commits) expect(c.payload).toHaveProperty('next');
  });

  it('a v2 database opens as v3 with every commit in the short form and every phase’s view identical', async () => {
    const db = await upgraded();
    try {
      expect(db.verno).toBe(databaseVersion);
      const dump = await dumpTables(db);
      const commits = dump.records.filter((r) => r.kind === 'diplomacy:commit');
      expect(commits.every((c) => isCompactCommit(c.payload))).toBe(true);
      // Nothing but the commit payloads changed (and, from schema v4, the mail records' null fields).
      const strip = (rows: RecordRow[]) => trimMailRecords(rows).map((r) => (r.kind === 'diplomacy:commit' ? { ...r, payload: null } : r));
      expect(strip(dump.records)).toEqual(strip(byId(fixture.records)));
      expect(dump.rawInputs).toEqual(byId(fixture.rawInputs));
      expect(dump.games).toEqual([fixture.game]);
      expect(phaseViews(dump.records, dump.rawInputs, fixture.game)).toEqual(phaseViews(fixture.records, fixture.rawInputs, fixture.game));
      expect(JSON.stringify(await readGameLog(db, fixture.game.id))).toBe(JSON.stringify(buildGameLog(fixture.records, fixture.rawInputs)));
      const size = (rows: RecordRow[]) => JSON.stringify(rows.filter((r) => r.kind === 'diplomacy:commit')).length;
      expect(size(dump.records)).toBeLessThan(size(fixture.records) * 0.4);
    } finally {
      await db.delete();
    }
  });

  it('a v2 backup restores to exactly the rows the upgraded v2 database has', async () => {
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

  it('a v2 game file opens as the same v3 rows', async () => {
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
