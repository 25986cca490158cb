import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { deleteOpenedDbs, dumpTables, freshDb } from './helpers';
import { addRawInput, createGame } from '../../../renderer/storage/games';
import { ensureFirstRun, sampleCreatedKey } from '../../../renderer/storage/firstRun';
import { backupFileName, backupToJson, copySuffix, exportBackup, parseBackup, planRestore, restoreBackup, type BackupFile } from '../../../renderer/storage/backup';
import { currentSchemaVersion } from '../../../renderer/storage/schema';
import type { AdjutantDb } from '../../../renderer/storage/db';

afterEach(deleteOpenedDbs);

async function roundTrip(from: AdjutantDb, into: AdjutantDb) {
  const text = backupToJson(await exportBackup(from, '0.1.0', 42));
  const parsed = parseBackup(text);
  if (!parsed.ok) throw new Error(parsed.reason);
  return restoreBackup(into, parsed.backup);
}

async function fillWithHostileGame(db: AdjutantDb) {
  await ensureFirstRun(db, 10);
  const game = await createGame(db, {
    name: 'Ligue «Ω» <b>x</b> 🎲', family: 'coalition', variant: 'coalition-grid', profile: null, phase: 'Turn 1',
    settings: { deadline: 'Thu 18:00 GMT', nested: { list: [1, 'two', null, true, { deep: '\u0000' }] } },
  }, 20);
  await addRawInput(db, { gameId: game.id, sourceName: 'phyrexia.txt', text: 'Army 1: A5 -> B6\r\n<script>alert(1)</script>\n\uD800 lone' }, 30);
  await db.records.add({ id: 'edit-1', gameId: game.id, kind: 'gm:edit', phase: 'Turn 1', payload: { why: 'typo «sure»', moved: ['A5', 'B6'], at: 1.5e12 }, createdAt: 40 });
  return game;
}

describe('backup and restore', () => {
  it('round-trips the whole database losslessly, unicode and hostile text included', async () => {
    const source = freshDb();
    await fillWithHostileGame(source);
    const target = freshDb();
    const result = await roundTrip(source, target);
    expect(result).toEqual({ added: 2, replaced: 0, copied: 0, kept: 0, refused: 0 });
    expect(await dumpTables(target)).toEqual(await dumpTables(source));
  });

  it('round-trips any text and any JSON payload (property)', async () => {
    await fc.assert(fc.asyncProperty(
      fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' }), fc.jsonValue(),
      async (text, name, payload) => {
        const source = freshDb();
        const game = await createGame(source, { name: `g ${name}`, family: 'ledger', variant: 'suber-initial', profile: null, phase: 'Proposal 301' });
        await addRawInput(source, { gameId: game.id, sourceName: name, text });
        // JSON has no -0; a payload is stored as JSON would give it back.
        await source.records.add({ id: 'p', gameId: game.id, kind: 'ledger:test', phase: 'Proposal 301', payload: JSON.parse(JSON.stringify(payload)), createdAt: 1 });
        const target = freshDb();
        await roundTrip(source, target);
        expect(await dumpTables(target)).toEqual(await dumpTables(source));
        await deleteOpenedDbs();
      }), { numRuns: 30 });
  }, 60_000); // IndexedDB work per run; the shared machine can be slow

  it('stamps the file with its format, schema version and a dated name', async () => {
    const db = freshDb();
    await ensureFirstRun(db);
    const backup = await exportBackup(db, '9.9.9', Date.UTC(2026, 10, 22, 18, 5));
    expect(backup).toMatchObject({ format: 'adjutant-backup', schemaVersion: currentSchemaVersion, appVersion: '9.9.9' });
    expect(backupFileName(backup.exportedAt)).toBe('adjutant-backup-2026-11-22-1805.json');
  });

  it('never overwrites silently: games already here are refused until the GM chooses', async () => {
    const db = freshDb();
    const game = await createGame(db, { name: 'Mine', family: 'diplomacy', variant: 'standard', profile: 'wm2004', phase: 'S1901M' }, 1);
    const backup = (await exportBackup(db, '0.1.0')) as BackupFile;
    await db.games.update(game.id, { name: 'Mine, renamed later', updatedAt: 2 });
    const plan = await planRestore(db, backup);
    expect(plan.games.map((g) => g.local?.name)).toEqual(['Mine, renamed later']);
    expect(plan.games[0]!.clashes.map((c) => c.table).sort()).toEqual(['games', 'records']);
    const before = await dumpTables(db);
    await expect(restoreBackup(db, backup)).rejects.toThrow(/already here; choose keep mine, take theirs or keep both/);
    expect(await dumpTables(db)).toEqual(before);
  });

  it('"take theirs" swaps the local game and its rows for the backup\'s', async () => {
    const db = freshDb();
    const game = await createGame(db, { name: 'Mine', family: 'diplomacy', variant: 'standard', profile: 'wm2004', phase: 'S1901M' }, 1);
    const backup = await exportBackup(db, '0.1.0');
    await db.games.update(game.id, { name: 'Changed' });
    await addRawInput(db, { gameId: game.id, sourceName: 'later.txt', text: 'A Par - Bur' });
    const result = await restoreBackup(db, backup, { games: { [game.id]: 'theirs' } });
    expect(result).toEqual({ added: 0, replaced: 1, copied: 0, kept: 0, refused: 0 });
    expect(await dumpTables(db)).toEqual({ ...backup.tables, meta: [] });
  });

  it('"keep both" keeps the local game and adds the backup\'s under a new id with its own rows', async () => {
    const db = freshDb();
    const game = await fillWithHostileGame(db);
    const backup = await exportBackup(db, '0.1.0');
    const before = await dumpTables(db);
    const result = await restoreBackup(db, backup, { games: Object.fromEntries(backup.tables.games.map((g) => [g.id, 'both'])) });
    expect(result).toEqual({ added: 0, replaced: 0, copied: 2, kept: 0, refused: 0 });
    const after = await dumpTables(db);
    // Everything that was here is untouched.
    for (const table of ['games', 'records', 'rawInputs'] as const) {
      for (const row of before[table]) expect(after[table]).toContainEqual(row);
      expect(after[table]).toHaveLength(before[table].length * 2);
    }
    const copy = after.games.find((g) => g.name === game.name + copySuffix)!;
    expect(copy.id).not.toBe(game.id);
    expect({ ...copy, id: game.id, name: game.name }).toEqual(before.games.find((g) => g.id === game.id));
    const copiedInputs = after.rawInputs.filter((r) => r.gameId === copy.id);
    expect(copiedInputs.map((r) => r.text)).toEqual(before.rawInputs.filter((r) => r.gameId === game.id).map((r) => r.text));
    expect(after.records.filter((r) => r.gameId === copy.id).map((r) => r.kind).sort()).toEqual(['audit:created', 'gm:edit']);
  });

  it('fills in settings this machine lacks, and asks before changing one it has', async () => {
    const source = freshDb();
    await ensureFirstRun(source, 111);
    await source.meta.put({ key: 'onlyInBackup', value: 'x' });
    await source.meta.put({ key: 'houseStyle', value: 'theirs' });
    const text = backupToJson(await exportBackup(source, '0.1.0'));
    const parsed = parseBackup(text);
    if (!parsed.ok) throw new Error(parsed.reason);
    const target = freshDb();
    await ensureFirstRun(target, 222);
    await target.meta.put({ key: 'houseStyle', value: 'mine' });
    const plan = await planRestore(target, parsed.backup);
    // When this machine made its sample game is about this machine: kept without a question.
    expect(plan.metaClashes).toEqual([{ key: 'houseStyle', mine: 'mine', theirs: 'theirs' }]);
    expect(plan.newMeta).toEqual([{ key: 'onlyInBackup', value: 'x' }]);
    const before = await dumpTables(target);
    await expect(restoreBackup(target, parsed.backup)).rejects.toThrow(/app settings/);
    expect(await dumpTables(target)).toEqual(before);
    await restoreBackup(target, parsed.backup, { meta: 'mine' });
    expect(await target.meta.get(sampleCreatedKey)).toEqual({ key: sampleCreatedKey, value: 222 });
    expect(await target.meta.get('houseStyle')).toEqual({ key: 'houseStyle', value: 'mine' });
    expect(await target.meta.get('onlyInBackup')).toEqual({ key: 'onlyInBackup', value: 'x' });
    const other = freshDb();
    await ensureFirstRun(other, 333);
    await other.meta.put({ key: 'houseStyle', value: 'mine' });
    await restoreBackup(other, parsed.backup, { meta: 'theirs' });
    expect(await other.meta.get('houseStyle')).toEqual({ key: 'houseStyle', value: 'theirs' });
    expect(await other.meta.get(sampleCreatedKey)).toEqual({ key: sampleCreatedKey, value: 333 });
  });
});

describe('reading a backup file a GM picked', () => {
  const valid = async () => JSON.parse(backupToJson(await exportBackup(freshDb(), '0.1.0'))) as Record<string, unknown>;

  it('explains, and never throws, for files that are not backups', async () => {
    const cases: [string, RegExp][] = [
      ['', /not JSON/],
      ['<html><script>alert(1)</script>', /not JSON/],
      ['{"format": "something-else"}', /not an Adjutant backup/],
      ['null', /not an Adjutant backup/],
      ['[1,2,3]', /not an Adjutant backup/],
      ['"just a string"', /not an Adjutant backup/],
      ['{"format":"adjutant-backup"}', /damaged/],
    ];
    for (const [text, reason] of cases) {
      const parsed = parseBackup(text);
      expect(parsed.ok, text).toBe(false);
      if (!parsed.ok) expect(parsed.reason).toMatch(reason);
    }
  });

  it('refuses a file from a newer Adjutant with a reason that says so', async () => {
    const file = await valid();
    const parsed = parseBackup(JSON.stringify({ ...file, schemaVersion: currentSchemaVersion + 1 }));
    expect(parsed).toEqual({ ok: false, reason: expect.stringMatching(/newer Adjutant .*Update Adjutant/) });
  });

  it('names the damaged field of a broken row', async () => {
    const file = await valid();
    const tables = file.tables as Record<string, unknown[]>;
    tables.games = [{ id: 'g', name: 'x', family: 'chess' }];
    const parsed = parseBackup(JSON.stringify(file));
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.reason).toMatch(/damaged: games\.0\.family/);
  });

  it('does not let a hostile "__proto__" key reach any prototype', async () => {
    const db = freshDb();
    const game = await createGame(db, { name: 'g', family: 'diplomacy', variant: 'standard', profile: null, phase: 'S1901M' });
    const text = backupToJson(await exportBackup(db, '0.1.0'))
      .replace(`"id": "${game.id}"`, `"__proto__": {"polluted": true}, "id": "${game.id}"`);
    expect(text).toContain('__proto__');
    const parsed = parseBackup(text);
    expect(parsed.ok).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    if (parsed.ok) expect(Object.getPrototypeOf(parsed.backup.tables.games[0])).toBe(Object.prototype);
  });
});
