// Dexie version 8 (issue 21): a phase row's mail stored inside its game (core/gameFile/mailFold.ts).
// A version 7 database (the frozen fixture test/fixtures/history/v7-database.json, written by the
// Adjutant of 985cfd3: bench/historyGames.ts seed 1001, 8 committed phases, 45 mails, each phase's
// mail in one row with its rows whole) opens with every phase row folded and every reader seeing
// exactly the rows it saw; a mail pasted afterwards is stored the new way beside the old ones.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deleteOpenedDbs, dumpTables } from './helpers';
import { byId, frozenDexieV5, phaseViews, upgradedDatabase } from './frozenHistory';
import { databaseVersion } from '../../../renderer/storage/schema';
import { readGameLog, storeMail } from '../../../renderer/diplomacy/gameLog';
import { exportGameFile } from '../../../renderer/storage/gameFiles';
import { readGameRows } from '../../../renderer/storage/phaseMail';
import { buildGameLog } from '../../../core/diplomacy/record/gameLog';
import { gameFileFrom } from '../../../core/gameFile/index';
import { byArrival, byRowId, rowsInside, type WholePhaseMailRow } from '../../../core/gameFile/phaseMail';
import type { GameRow, RawInputRow, RecordRow } from '../../../renderer/storage/types';

afterEach(deleteOpenedDbs);

interface FrozenV7 { dexieVersion: number; schemaVersion: number; games: GameRow[]; records: RecordRow[]; rawInputs: RawInputRow[]; phaseMail: WholePhaseMailRow[] }
const fixture = JSON.parse(readFileSync(join(import.meta.dirname, '../../fixtures/history/v7-database.json'), 'utf8')) as FrozenV7;
/** Dexie version 7 as declared before version 8. */
const frozenDexieV7 = { ...frozenDexieV5, phaseMail: '[gameId+phase], &*ids' };
const game = fixture.games[0]!;
/** The game's rows as a version 7 database handed them out. */
const whole = {
  records: [...fixture.records, ...fixture.phaseMail.flatMap((r) => r.records)].sort(byRowId),
  rawInputs: [...fixture.rawInputs, ...fixture.phaseMail.flatMap((r) => r.rawInputs)].sort(byArrival),
};

const upgraded = () => upgradedDatabase({ schemaVersion: fixture.schemaVersion, game, records: fixture.records, rawInputs: fixture.rawInputs }, 7, frozenDexieV7, { phaseMail: fixture.phaseMail });

const bytes = (x: unknown) => new TextEncoder().encode(JSON.stringify(x)).length;

describe('Dexie version 7 → 8: a phase\'s mail stored inside its game', () => {
  it('the fixture really is a version 7 database: 45 mails in 8 phase rows, whole, each record under its raw input\'s id', () => {
    expect([fixture.dexieVersion, fixture.schemaVersion, databaseVersion]).toEqual([7, 4, 8]);
    expect(fixture.phaseMail).toHaveLength(8);
    const mails = fixture.phaseMail.flatMap((r) => r.records);
    expect(mails).toHaveLength(45);
    expect(mails.every((m) => m.gameId === game.id && fixture.phaseMail.some((r) => r.rawInputs.some((x) => x.id === m.id && x.gameId === game.id)))).toBe(true);
    expect(fixture.records.map((r) => r.kind)).toEqual(Array(8).fill('diplomacy:commit'));
  });

  it('opens as version 8: each phase row folded, no row inside naming its game, and every row, phase view and game file as before', async () => {
    const db = await upgraded();
    expect(db.verno).toBe(databaseVersion);
    const rows = await db.phaseMail.toArray();
    expect(rows).toHaveLength(8);
    for (const row of rows) {
      expect(row.records).toEqual([]);
      expect(row.rawInputs.every((r) => r.mail !== undefined && !('gameId' in r) && !('lineCount' in r))).toBe(true);
      const before = fixture.phaseMail.find((r) => r.phase === row.phase)!;
      expect(row.ids).toEqual(before.ids);
      expect(rowsInside(row)).toEqual({ records: [...before.records].sort((a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : 1)), rawInputs: before.rawInputs });
    }
    // The stored phase rows take a sixth less (bytes of their JSON).
    expect(bytes(rows)).toBeLessThan(bytes(fixture.phaseMail) * 0.85);
    const dump = await dumpTables(db);
    expect(dump.records).toEqual(byId(whole.records));
    expect(dump.rawInputs).toEqual(byId(whole.rawInputs));
    const read = await readGameRows(db, game.id);
    expect(JSON.stringify(read.records)).toBe(JSON.stringify(whole.records));
    expect(JSON.stringify(read.rawInputs)).toBe(JSON.stringify(whole.rawInputs));
    expect(phaseViews(read.records, read.rawInputs, game)).toEqual(phaseViews(whole.records, whole.rawInputs, game));
    expect(JSON.stringify(await readGameLog(db, game.id))).toBe(JSON.stringify(buildGameLog(whole.records, whole.rawInputs)));
    const stamp = { savedAt: 1, appVersion: 't' };
    expect(await exportGameFile(db, game.id, stamp)).toEqual(await gameFileFrom(game, whole.records, whole.rawInputs, stamp));
  });

  it('a mail pasted after the upgrade joins its phase row, folded beside the old ones, and both read back', async () => {
    const db = await upgraded();
    // A late mail for the last phase that has a row (the game waits for W1903A, which has none yet).
    const phase = 'F1903M';
    const before = (await db.phaseMail.get([game.id, phase]))!.rawInputs.length;
    expect(before).toBeGreaterThan(0);
    const raw = await storeMail(db, { gameId: game.id, phase, slot: phase, sourceName: 'late.eml', text: 'From: x@example.org\n\nA Par H\n' }, 1_900_000_000_000);
    const row = (await db.phaseMail.get([game.id, phase]))!;
    expect(row.rawInputs).toHaveLength(before + 1);
    expect(row.rawInputs.find((r) => r.id === raw.id)).toEqual({ id: raw.id, receivedAt: 1_900_000_000_000, sourceName: 'late.eml', text: 'From: x@example.org\n\nA Par H\n', mail: { phase, payload: { slot: phase } } });
    const read = await readGameRows(db, game.id);
    expect(read.rawInputs).toEqual([...whole.rawInputs, raw]);
    expect(read.records.filter((r) => r.kind === 'diplomacy:mail')).toHaveLength(46);
  });
});
