// Dexie version 7 (#21): a phase's raw inputs and mail records in ONE row. A version 6 database
// (the frozen fixture test/fixtures/history/v4-game.json, written by the Adjutant of b9f1d1f) opens
// with every mail moved into its phase's row and every reader seeing exactly the rows it saw; a
// pasted mail is stored at once and never lost to another paste into the same row; delete, undo,
// "take theirs" and the clash look-ups find a mail by its id inside its phase row.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deleteOpenedDbs, dumpTables, freshDb } from './helpers';
import { byId, frozenDexieV5, phaseViews, upgradedDatabase, type FrozenGame } from './frozenHistory';
import { databaseVersion } from '../../../renderer/storage/schema';
import { readGameLog, storeMail } from '../../../renderer/diplomacy/gameLog';
import { createGame, deleteGame, rawInputsOf, undoDelete } from '../../../renderer/storage/games';
import { exportGameFile } from '../../../renderer/storage/gameFiles';
import { readGameRows } from '../../../renderer/storage/phaseMail';
import { rowsInside } from '../../../core/gameFile/phaseMail';
import { planGame, readIdsHere, touchesIdsHere, writeGame } from '../../../renderer/storage/restorePlan';
import { buildGameLog } from '../../../core/diplomacy/record/gameLog';
import { gameFileFrom } from '../../../core/gameFile/index';
import type { RawInputRow, RecordRow } from '../../../renderer/storage/types';

afterEach(deleteOpenedDbs);

const fixture = JSON.parse(readFileSync(join(import.meta.dirname, '../../fixtures/history/v4-game.json'), 'utf8')) as FrozenGame;
/** Dexie version 6 as declared before version 7: version 5's tables and indexes (rows in schema v4). */
const frozenDexieV6 = frozenDexieV5;
const upgraded = () => upgradedDatabase(fixture, 6, frozenDexieV6);

const byArrival = (rows: readonly RawInputRow[]) => [...rows].sort((a, b) => a.receivedAt - b.receivedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
const byIdCodeUnits = <T extends { id: string }>(rows: readonly T[]) => [...rows].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

describe('Dexie version 6 → 7: a phase\'s mail in one row', () => {
  it('the fixture really is a version 6 game: every mail two rows, v4 mails sharing one id', () => {
    expect(fixture.schemaVersion).toBe(4);
    // Opened by today's Adjutant through version 7 and on (version 8 stores the phase rows' rows inside their game, phaseMailV8.test.ts).
    expect(databaseVersion).toBe(8);
    const mails = fixture.records.filter((r) => r.kind === 'diplomacy:mail');
    expect(mails).toHaveLength(73);
    expect(fixture.rawInputs).toHaveLength(73);
    const rawIds = new Set(fixture.rawInputs.map((r) => r.id));
    expect(mails.filter((m) => rawIds.has(m.id))).toHaveLength(2);
  });

  it('opens as version 7: each phase\'s mail in one row, every other record in its table, every row and every phase\'s view identical', async () => {
    const db = await upgraded();
    expect(db.verno).toBe(databaseVersion);
    const phases = new Set(fixture.records.filter((r) => r.kind === 'diplomacy:mail').map((r) => r.phase));
    const rows = await db.phaseMail.toArray();
    expect(rows.map((r) => r.phase).sort()).toEqual([...phases].sort());
    const inside = rows.map(rowsInside);
    expect(inside.reduce((n, r) => n + r.records.length, 0)).toBe(73);
    expect(inside.reduce((n, r) => n + r.rawInputs.length, 0)).toBe(73);
    // What stays in the tables: the commits, the rollback, the answer and the correction; no raw input.
    expect((await db.records.toArray()).map((r) => r.kind).sort()).toEqual(fixture.records.filter((r) => r.kind !== 'diplomacy:mail').map((r) => r.kind).sort());
    expect(await db.rawInputs.count()).toBe(0);
    // The rows of a phase row are the version 6 rows, unchanged; its ids are theirs, once each.
    rows.forEach((row, i) => expect(row.ids.sort()).toEqual([...new Set([...inside[i]!.records, ...inside[i]!.rawInputs].map((r) => r.id))].sort()));
    const dump = await dumpTables(db);
    expect(dump.records).toEqual(byId(fixture.records));
    expect(dump.rawInputs).toEqual(byId(fixture.rawInputs));
    // Each reader's lists in the order Dexie version 6 gave them: records by id, raw inputs by arrival.
    const read = await readGameRows(db, fixture.game.id);
    expect(read.records).toEqual(byIdCodeUnits(fixture.records));
    expect(read.rawInputs).toEqual(byArrival(fixture.rawInputs));
    expect(await rawInputsOf(db, fixture.game.id)).toEqual(byArrival(fixture.rawInputs));
    expect(phaseViews(read.records, read.rawInputs, fixture.game)).toEqual(phaseViews(fixture.records, fixture.rawInputs, fixture.game));
    expect(JSON.stringify(await readGameLog(db, fixture.game.id))).toBe(JSON.stringify(buildGameLog(byIdCodeUnits(fixture.records), byArrival(fixture.rawInputs))));
    // The game file (and so the backup, which packs game files) holds the same bytes as from version 6's rows.
    const stamp = { savedAt: 1, appVersion: 't' };
    expect(await exportGameFile(db, fixture.game.id, stamp)).toEqual(await gameFileFrom(fixture.game, fixture.records, fixture.rawInputs, stamp));
    // 146 rows of mail became one per phase.
    expect(rows.length).toBeLessThan(146 / 5);
  });

  it('an id two games share in version 6 (only a crafted restore could store one) stays in its table, and the upgrade still opens', async () => {
    const other = { ...fixture.game, id: 'other-game', name: 'Other' };
    const mail = fixture.records.find((r) => r.kind === 'diplomacy:mail')!;
    const stolen = { ...mail, id: fixture.rawInputs[0]!.id, gameId: other.id };
    const Dexie = (await import('dexie')).default;
    const name = `adjutant-v6-shared-${Math.random().toString(36).slice(2)}`;
    const old = new Dexie(name);
    old.version(6).stores(frozenDexieV6);
    await old.table('games').bulkAdd([fixture.game, other]);
    await old.table('records').bulkAdd([...fixture.records, stolen]);
    await old.table('rawInputs').bulkAdd(fixture.rawInputs);
    old.close();
    const { AdjutantDb } = await import('../../../renderer/storage/db');
    const db = new AdjutantDb(name);
    await db.open();
    try {
      const dump = await dumpTables(db);
      expect(dump.records).toEqual(byId([...fixture.records, stolen]));
      expect(dump.rawInputs).toEqual(byId(fixture.rawInputs));
      const inside = (await db.phaseMail.toArray()).flatMap((r) => r.ids);
      expect(new Set(inside).size).toBe(inside.length);
    } finally {
      await db.delete();
    }
  });
});

describe('storing mail into its phase row', () => {
  const newMail = (gameId: string, k: number, phase = 'S1901M') => ({ gameId, slot: phase, phase, sourceName: `m${k}.eml`, text: `From: p${k}@example.org\n\nA Par - Bur ${k}` });

  it('two pastes in quick succession into the same phase both stay, whole, in one row (neither overwrites the other)', async () => {
    const db = freshDb();
    const game = await createGame(db, { name: 'G', family: 'diplomacy', variant: 'standard', profile: 'wm2004', phase: 'S1901M' }, 1);
    // Not awaited one by one: both transactions are queued at once, as two quick pastes are.
    const stored = await Promise.all([1, 2, 3, 4, 5].map((k) => storeMail(db, newMail(game.id, k), 10 + k)));
    const rows = await db.phaseMail.toArray();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.rawInputs.map((r) => r.text).sort()).toEqual(stored.map((r) => r.text).sort());
    expect((await rawInputsOf(db, game.id)).map((r) => r.id)).toEqual(stored.map((r) => r.id));
    const log = await readGameLog(db, game.id);
    expect(JSON.stringify(log)).toContain('A Par - Bur 5');
  });

  it('a mail is durable as soon as storeMail resolves: a fresh connection reads it before anything parses it', async () => {
    const db = freshDb();
    const game = await createGame(db, { name: 'G', family: 'diplomacy', variant: 'standard', profile: 'wm2004', phase: 'S1901M' }, 1);
    const raw = await storeMail(db, newMail(game.id, 1), 5);
    const { AdjutantDb } = await import('../../../renderer/storage/db');
    const again = new AdjutantDb(db.name);
    try {
      expect((await readGameRows(again, game.id)).rawInputs).toEqual([raw]);
    } finally {
      again.close();
    }
  });

  it('a mail for a game that is not there is refused and nothing is stored', async () => {
    const db = freshDb();
    await expect(storeMail(db, newMail('nope', 1), 5)).rejects.toThrow(/No game/);
    expect(await db.phaseMail.count()).toBe(0);
  });

  it('delete takes every phase row with the game, and undo puts back exactly the rows and their phase rows', async () => {
    const db = freshDb();
    const game = await createGame(db, { name: 'G', family: 'diplomacy', variant: 'standard', profile: 'wm2004', phase: 'S1901M' }, 1);
    const keep = await createGame(db, { name: 'Keep', family: 'diplomacy', variant: 'standard', profile: 'wm2004', phase: 'S1901M' }, 2);
    for (const k of [1, 2]) await storeMail(db, newMail(game.id, k), 10 + k);
    await storeMail(db, newMail(game.id, 3, 'F1901M'), 20);
    await storeMail(db, newMail(keep.id, 4), 30);
    const before = await dumpTables(db);
    // Which rows each phase row holds; their order inside a row is not kept (every reader sorts).
    const phaseRowsNow = async () => (await db.phaseMail.toArray()).map((r) => ({ ...r, ids: [...r.ids].sort(), records: byIdCodeUnits(r.records), rawInputs: byIdCodeUnits(r.rawInputs) }));
    const phaseRows = await phaseRowsNow();
    const deleted = (await deleteGame(db, game.id))!;
    expect(deleted.rawInputs.map((r) => r.sourceName)).toEqual(['m1.eml', 'm2.eml', 'm3.eml']);
    expect((await db.phaseMail.toArray()).map((r) => r.gameId)).toEqual([keep.id]);
    await undoDelete(db, deleted);
    expect(await dumpTables(db)).toEqual(before);
    expect(await phaseRowsNow()).toEqual(phaseRows);
  });
});

describe('clashes with a mail inside a phase row', () => {
  async function gameWithMail() {
    const db = freshDb();
    const here = await createGame(db, { name: 'Here', family: 'diplomacy', variant: 'standard', profile: 'wm2004', phase: 'S1901M' }, 1);
    const raw = await storeMail(db, { gameId: here.id, slot: 'S1901M', phase: 'S1901M', sourceName: 'france.eml', text: 'A Par - Bur' }, 5);
    const record = (await readGameRows(db, here.id)).records.find((r) => r.id === raw.id)!;
    return { db, here, raw, record };
  }

  it('a file\'s game claiming that mail\'s id is a clash naming the mail, found by the look-up and by the ids read at once', async () => {
    const { db, here, raw, record } = await gameWithMail();
    const game = { ...here, id: 'file-game', name: 'From file' };
    const bundle = { game, records: [{ ...record, gameId: game.id } as RecordRow], rawInputs: [{ ...raw, gameId: game.id, text: 'theirs' }] };
    const plan = await db.transaction('r', db.games, db.records, db.rawInputs, db.phaseMail, () => planGame(db, bundle));
    expect(plan.clashes.map((c) => [c.table, c.id, c.localGameId, c.localLabel])).toEqual([
      ['records', raw.id, here.id, 'the record diplomacy:mail (S1901M)'],
      ['rawInputs', raw.id, here.id, 'the mail "france.eml"'],
    ]);
    const ids = (await readIdsHere(db))!;
    expect(touchesIdsHere(ids, bundle)).toBe(true);
    expect(touchesIdsHere(ids, { ...bundle, records: [], rawInputs: [{ ...raw, id: 'fresh' }] })).toBe(false);
  });

  it('take theirs hands the mail to the file\'s game: it leaves the phase row here and is in the file\'s', async () => {
    const { db, here, raw, record } = await gameWithMail();
    const other = await storeMail(db, { gameId: here.id, slot: 'S1901M', phase: 'S1901M', sourceName: 'italy.eml', text: 'A Ven H' }, 6);
    const game = { ...here, id: 'file-game', name: 'From file' };
    const bundle = { game, records: [{ ...record, gameId: game.id } as RecordRow], rawInputs: [{ ...raw, gameId: game.id, text: 'theirs' }] };
    await db.transaction('rw', db.games, db.records, db.rawInputs, db.phaseMail, async () => writeGame(db, await planGame(db, bundle), 'theirs', (n) => n));
    expect((await readGameRows(db, here.id)).rawInputs).toEqual([other]);
    expect((await readGameRows(db, game.id)).rawInputs.map((r) => r.text)).toEqual(['theirs']);
    const inside = (await db.phaseMail.toArray()).flatMap((r) => r.ids);
    expect(inside.filter((id) => id === raw.id)).toHaveLength(1);
  });

  it('adding a game whose mail id is inside a phase row here fails, as adding a taken id did', async () => {
    const { db, here, raw, record } = await gameWithMail();
    const game = { ...here, id: 'file-game', name: 'From file' };
    const bundle = { game, records: [{ ...record, gameId: game.id } as RecordRow], rawInputs: [{ ...raw, gameId: game.id }] };
    await expect(db.transaction('rw', db.games, db.records, db.rawInputs, db.phaseMail, () => writeGame(db, { bundle, local: null, clashes: [] }, undefined, (n) => n))).rejects.toThrow();
    expect(await db.games.get(game.id)).toBeUndefined();
  });
});
