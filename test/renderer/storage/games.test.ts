import { afterEach, describe, expect, it } from 'vitest';
import { deleteOpenedDbs, dumpTables, freshDb } from './helpers';
import { addRawInput, createdRecordKind, createGame, deleteGame, gamesByLastChange, rawInputsOf, undoDelete } from '../../../renderer/storage/games';
import { ensureFirstRun, sampleCreatedKey, sampleGame } from '../../../renderer/storage/firstRun';
import { databaseVersion } from '../../../renderer/storage/schema';
import { getVariant } from '../../../core/diplomacy/variants';
import { initialPosition } from '../../../core/diplomacy/position';
import { phaseName } from '../../../core/diplomacy/phases';
import { profiles } from '../../../core/diplomacy/houseRules';

afterEach(deleteOpenedDbs);

const newGame = { name: 'Board 1', family: 'diplomacy' as const, variant: 'standard', profile: 'hasbro2000', phase: 'S1901M' };

describe('schema', () => {
  it('opens at the current version with the four tables and their indexes', async () => {
    const db = freshDb();
    await db.open();
    expect(db.verno).toBe(databaseVersion);
    expect(db.tables.map((t) => t.name).sort()).toEqual(['games', 'meta', 'phaseMail', 'rawInputs', 'records', 'tournamentEvents', 'tournaments']);
    const indexes = (table: string) => db.table(table).schema.indexes.map((i) => i.name).sort();
    expect(indexes('games')).toEqual(['family', 'updatedAt']);
    // Schema v5 (#21): only the indexes a query reads; rawInputs' where('gameId') uses the compound.
    expect(indexes('records')).toEqual(['gameId']);
    expect(indexes('rawInputs')).toEqual(['[gameId+receivedAt]']);
    expect(db.table('meta').schema.primKey.name).toBe('key');
    // Dexie version 7 (#21): a phase's mail in one row, keyed by game and phase; its ids unique across rows.
    const phaseMail = db.table('phaseMail').schema;
    expect(phaseMail.primKey.name).toBe('[gameId+phase]');
    expect(phaseMail.indexes.map((i) => ({ name: i.name, unique: i.unique, multi: i.multi }))).toEqual([{ name: 'ids', unique: true, multi: true }]);
  });
});

describe('first run', () => {
  it('creates one sample Diplomacy game on the standard map, profile wm2004, Spring 1901', async () => {
    const db = freshDb();
    const sample = await ensureFirstRun(db, 1000);
    expect(sample).toBeDefined();
    const games = await db.games.toArray();
    expect(games).toHaveLength(1);
    expect(games[0]).toMatchObject({ family: 'diplomacy', variant: 'standard', profile: 'wm2004', phase: 'S1901M', createdAt: 1000 });
    expect(games[0]!.name).toMatch(/^Sample game/);
    // The sample opens where core opens a standard game.
    expect(games[0]!.phase).toBe(phaseName(initialPosition(getVariant('standard')).phase));
    expect(profiles[sampleGame.profile as keyof typeof profiles]).toBeDefined();
    expect(await db.meta.get(sampleCreatedKey)).toEqual({ key: sampleCreatedKey, value: 1000 });
  });

  it('does not create it again, even after the GM deleted it', async () => {
    const db = freshDb();
    const sample = await ensureFirstRun(db);
    expect(await ensureFirstRun(db)).toBeUndefined();
    expect(await db.games.count()).toBe(1);
    await deleteGame(db, sample!.id);
    expect(await ensureFirstRun(db)).toBeUndefined();
    expect(await db.games.count()).toBe(0);
  });

  it('creates exactly one sample when several starts race each other', async () => {
    const db = freshDb();
    await Promise.all([ensureFirstRun(db), ensureFirstRun(db), ensureFirstRun(db)]);
    expect(await db.games.count()).toBe(1);
  });
});

describe('games', () => {
  it('creates a game with an audit record of its creation, in one transaction', async () => {
    const db = freshDb();
    const game = await createGame(db, { ...newGame, name: '  Board 1  ' }, 5000);
    expect(game.name).toBe('Board 1');
    expect(await db.games.get(game.id)).toEqual(game);
    const records = await db.records.where('gameId').equals(game.id).toArray();
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ kind: createdRecordKind, phase: 'S1901M', createdAt: 5000 });
  });

  it('refuses a game without a name and stores nothing', async () => {
    const db = freshDb();
    await expect(createGame(db, { ...newGame, name: '   ' })).rejects.toThrow(/needs a name/);
    expect(await db.games.count()).toBe(0);
    expect(await db.records.count()).toBe(0);
  });

  it('lists games most recently changed first', async () => {
    const db = freshDb();
    const a = await createGame(db, { ...newGame, name: 'A' }, 1);
    const b = await createGame(db, { ...newGame, name: 'B' }, 2);
    expect((await gamesByLastChange(db)).map((g) => g.name)).toEqual(['B', 'A']);
    await addRawInput(db, { gameId: a.id, sourceName: 'pasted', text: 'A Par H' }, 3);
    expect((await gamesByLastChange(db)).map((g) => g.id)).toEqual([a.id, b.id]);
  });

  it('lists games in the order the updatedAt index gives, ties by the larger id first, read without the index (issue 21)', async () => {
    const db = freshDb();
    const made = await createGame(db, { ...newGame, name: 'Made' }, 5);
    const row = (id: string, updatedAt: number) => ({ ...made, id, name: id, updatedAt });
    await db.games.bulkAdd([row('g-b', 7), row('g-a', 7), row('g-c', 3), row('g-d', 9), row('g-e', 7)]);
    const byIndex = (await db.games.orderBy('updatedAt').reverse().toArray()).map((g) => g.id);
    expect((await gamesByLastChange(db)).map((g) => g.id)).toEqual(byIndex);
    expect(byIndex).toEqual(['g-d', 'g-e', 'g-b', 'g-a', made.id, 'g-c']);
  });

  it('deletes a game with all its rows, and undo puts back exactly what was there', async () => {
    const db = freshDb();
    const keep = await createGame(db, { ...newGame, name: 'Keep' }, 1);
    const gone = await createGame(db, { ...newGame, name: 'Gone' }, 2);
    await addRawInput(db, { gameId: gone.id, sourceName: 'italy.txt', text: 'A Ven - Tri' }, 3);
    await addRawInput(db, { gameId: keep.id, sourceName: 'pasted', text: 'F Lon - Nth' }, 4);
    const before = await dumpTables(db);

    const snapshot = await deleteGame(db, gone.id);
    expect(snapshot?.game.name).toBe('Gone');
    expect(snapshot?.records).toHaveLength(1);
    expect(snapshot?.rawInputs).toHaveLength(1);
    expect(await db.games.get(gone.id)).toBeUndefined();
    expect(await db.records.where('gameId').equals(gone.id).count()).toBe(0);
    expect(await db.rawInputs.where('gameId').equals(gone.id).count()).toBe(0);
    expect(await db.rawInputs.where('gameId').equals(keep.id).count()).toBe(1);

    await undoDelete(db, snapshot!);
    expect(await dumpTables(db)).toEqual(before);
    expect(await deleteGame(db, 'no-such-game')).toBeUndefined();
  });
});

describe('raw input is kept verbatim', () => {
  const hostile = [
    'From: England <en@example.org>\r\nSubject: orders\r\n\r\nF Lon - Nth\r\nA Lvp - Yor\r\n',
    '<script>alert(1)</script><img src=x onerror=alert(2)>',
    '\uFEFFBOM first\u0000NUL\u0007BEL\tTAB\u2028LS\u2029PS',
    'lone surrogate \uD800 here and \uDFFF there',
    '日本語 · Ω · «Ü» · 🎲🇫🇷 · e\u0301 (combining)',
    '   leading and trailing spaces   \n\n\n',
    '',
    'x'.repeat(300_000) + '\nlast line',
  ];

  it('stores each pasted text exactly, with its line count, in arrival order', async () => {
    const db = freshDb();
    const game = await createGame(db, newGame, 1);
    for (const [i, text] of hostile.entries()) await addRawInput(db, { gameId: game.id, sourceName: `paste ${i}`, text }, 100 + i);
    const stored = await rawInputsOf(db, game.id);
    expect(stored.map((r) => r.text)).toEqual(hostile);
    expect(stored.map((r) => r.sourceName)).toEqual(hostile.map((_, i) => `paste ${i}`));
    expect(stored.map((r) => r.lineCount)).toEqual([5, 1, 1, 1, 1, 3, 0, 2]);
  });

  it('refuses input for a game that does not exist and stores nothing', async () => {
    const db = freshDb();
    await expect(addRawInput(db, { gameId: 'missing', sourceName: 'pasted', text: 'A Par H' })).rejects.toThrow(/No game/);
    expect(await db.rawInputs.count()).toBe(0);
  });
});
