// Crafted backup files (issue 15): every row must belong to a game the file declares, and every id
// this machine already has is the GM's decision. Each case checks that nothing here changes
// before the GM answers, and exactly what each answer does.
import { afterEach, describe, expect, it } from 'vitest';
import { deleteOpenedDbs, dumpTables, freshDb } from './helpers';
import { addRawInput, createGame } from '../../../renderer/storage/games';
import { backupToJson, exportBackup, needsDecision, parseBackup, planRestore, restoreBackup, type BackupFile } from '../../../renderer/storage/backup';
import { foreignClashes } from '../../../renderer/storage/restorePlan';
import { MAX_RAW_TEXT_CHARS } from '../../../electron/limits';
import type { AdjutantDb } from '../../../renderer/storage/db';
import type { GameRow, RawInputRow, RecordRow } from '../../../renderer/storage/types';

afterEach(deleteOpenedDbs);

const game = (id: string, name: string): GameRow => ({
  id, name, family: 'diplomacy', variant: 'standard', profile: null, createdAt: 1, updatedAt: 1, phase: 'S1901M', settings: {},
});
const mail = (id: string, gameId: string, text: string): RawInputRow => ({ id, gameId, receivedAt: 5, sourceName: `${id}.eml`, text, lineCount: 1 });
const record = (id: string, gameId: string, payload: unknown = {}): RecordRow => ({ id, gameId, kind: 'dip:mail', phase: 'S1901M', payload, createdAt: 6 });

/** A crafted file, passed through the same reader as a picked file. */
function crafted(tables: Partial<BackupFile['tables']>): BackupFile {
  const text = JSON.stringify({
    format: 'adjutant-backup', schemaVersion: 2, exportedAt: 1, appVersion: 'crafted',
    tables: { games: [], records: [], rawInputs: [], meta: [], ...tables },
  });
  const parsed = parseBackup(text);
  if (!parsed.ok) throw new Error(parsed.reason);
  return parsed.backup;
}

/** This machine: game "Here" with one mail and one record pointing at it. */
async function machine(): Promise<{ db: AdjutantDb; here: GameRow; herMail: RawInputRow }> {
  const db = freshDb();
  const here = await createGame(db, { name: 'Here', family: 'diplomacy', variant: 'standard', profile: null, phase: 'S1901M' }, 1);
  const herMail = await addRawInput(db, { gameId: here.id, sourceName: 'england.eml', text: 'F Lon - Nth' }, 2);
  return { db, here, herMail };
}

describe('restore: rows the file cannot vouch for are refused with the reason', () => {
  it('refuses orphan rows (a game the file does not contain) and restores the rest only when asked', async () => {
    const { db, here } = await machine();
    const file = crafted({
      games: [game('new-game', 'New')],
      rawInputs: [mail('m-new', 'new-game', 'A Par H'), mail('m-orphan', here.id, 'planted in Here')],
      records: [record('r-orphan', 'ghost-game')],
    });
    const plan = await planRestore(db, file);
    expect(plan.refused).toEqual([
      { table: 'records', id: 'r-orphan', gameId: 'ghost-game', reason: 'it belongs to game ghost-game, which this file does not contain' },
      { table: 'rawInputs', id: 'm-orphan', gameId: here.id, reason: `it belongs to game ${here.id}, which this file does not contain; here that is your game "Here", which it would have changed` },
    ]);
    expect(needsDecision(plan)).toBe(true);
    const result = await restoreBackup(db, file);
    expect(result).toEqual({ added: 1, replaced: 0, copied: 0, kept: 0, refused: 2 });
    const after = await dumpTables(db);
    expect(after.rawInputs.filter((r) => r.gameId === here.id).map((r) => r.text)).toEqual(['F Lon - Nth']);
    expect(after.rawInputs.map((r) => r.id)).not.toContain('m-orphan');
    expect(after.records.map((r) => r.id)).not.toContain('r-orphan');
  });

  it('refuses rows whose id appears twice in the file, and a game declared twice with all its rows', async () => {
    const db = freshDb();
    const file = crafted({
      games: [game('g1', 'One'), game('twin', 'Twin A'), game('twin', 'Twin B')],
      rawInputs: [mail('dup', 'g1', 'first'), mail('dup', 'g1', 'second'), mail('m-twin', 'twin', 'x')],
    });
    const plan = await planRestore(db, file);
    expect(plan.refused.map((r) => `${r.table}:${r.id}`).sort()).toEqual(['games:twin', 'rawInputs:dup', 'rawInputs:m-twin']);
    await restoreBackup(db, file);
    const after = await dumpTables(db);
    expect(after.games.map((g) => g.id)).toEqual(['g1']);
    expect(after.rawInputs).toEqual([]);
  });
});

describe('restore: an id already here is the GM\'s decision', () => {
  // The case from the issue: a file that seems to add one new game, but whose mail carries the id
  // of a mail of another game here. Restoring used to overwrite that mail silently.
  async function claimingFile() {
    const m = await machine();
    const file = crafted({
      games: [game('new-game', 'Newcomer')],
      rawInputs: [mail(m.herMail.id, 'new-game', 'A Mun - Ruh')],
      records: [record('r1', 'new-game', { rawInputId: m.herMail.id, slot: 'germany' })],
    });
    return { ...m, file };
  }

  it('a game that claims another game\'s mail is a question, and nothing changes until answered', async () => {
    const { db, here, herMail, file } = await claimingFile();
    const plan = await planRestore(db, file);
    expect(plan.games).toHaveLength(1);
    expect(plan.games[0]!.local).toBeNull();
    expect(foreignClashes(plan.games[0]!)).toEqual([
      { table: 'rawInputs', id: herMail.id, localGameId: here.id, localGameName: 'Here', localLabel: 'the mail "england.eml"' },
    ]);
    const before = await dumpTables(db);
    await expect(restoreBackup(db, file)).rejects.toThrow(/"Newcomer" clashes with what is already here/);
    expect(await dumpTables(db)).toEqual(before);
  });

  it('keep mine: the file\'s game is not restored and everything here stays as it was', async () => {
    const { db, file } = await claimingFile();
    const before = await dumpTables(db);
    expect(await restoreBackup(db, file, { games: { 'new-game': 'mine' } })).toMatchObject({ added: 0, kept: 1 });
    expect(await dumpTables(db)).toEqual(before);
  });

  it('keep both: the file\'s game arrives under new ids, its references follow, and the mail here is untouched', async () => {
    const { db, here, herMail, file } = await claimingFile();
    const before = await dumpTables(db);
    expect(await restoreBackup(db, file, { games: { 'new-game': 'both' } })).toMatchObject({ copied: 1 });
    const after = await dumpTables(db);
    for (const table of ['games', 'records', 'rawInputs'] as const) for (const row of before[table]) expect(after[table]).toContainEqual(row);
    const copy = after.games.find((g) => g.id !== here.id)!;
    expect(copy.id).not.toBe('new-game');
    expect(copy.name).toBe('Newcomer (restored copy)');
    const copyMail = after.rawInputs.find((r) => r.gameId === copy.id)!;
    expect(copyMail.id).not.toBe(herMail.id);
    expect(copyMail.text).toBe('A Mun - Ruh');
    const copyRecord = after.records.find((r) => r.gameId === copy.id)!;
    expect(copyRecord.id).not.toBe('r1');
    // The record's reference moved with the mail it names, not left pointing at the other game's mail.
    expect(copyRecord.payload).toEqual({ rawInputId: copyMail.id, slot: 'germany' });
  });

  it('take theirs: the GM chose to hand the mail to the file\'s game, and only that changes', async () => {
    const { db, here, herMail, file } = await claimingFile();
    const before = await dumpTables(db);
    expect(await restoreBackup(db, file, { games: { 'new-game': 'theirs' } })).toMatchObject({ replaced: 1 });
    const after = await dumpTables(db);
    expect(await db.rawInputs.get(herMail.id)).toMatchObject({ gameId: 'new-game', text: 'A Mun - Ruh' });
    expect(after.games).toEqual([...before.games, game('new-game', 'Newcomer')].sort((a, b) => a.id.localeCompare(b.id)));
    expect(after.records.filter((r) => r.gameId === here.id)).toEqual(before.records.filter((r) => r.gameId === here.id));
  });

  it('colliding record ids across games and a clashing game are decided game by game', async () => {
    const db = freshDb();
    const a = await createGame(db, { name: 'A here', family: 'ledger', variant: 'suber-initial', profile: null, phase: 'Proposal 301' }, 1);
    const b = await createGame(db, { name: 'B here', family: 'ledger', variant: 'suber-initial', profile: null, phase: 'Proposal 301' }, 1);
    const bRecord = (await db.records.where('gameId').equals(b.id).first())!;
    const file = crafted({
      games: [{ ...a, name: 'A from the file' }, game('c', 'C new'), game('d', 'D new')],
      records: [record('c-1', 'c'), record(bRecord.id, 'd')],
    });
    const plan = await planRestore(db, file);
    expect(plan.games.map((g) => [g.bundle.game.name, g.clashes.map((c) => c.table)])).toEqual([
      ['A from the file', ['games']], ['C new', []], ['D new', ['records']],
    ]);
    const before = await dumpTables(db);
    await expect(restoreBackup(db, file, { games: { [a.id]: 'theirs' } })).rejects.toThrow(/"D new"/);
    expect(await dumpTables(db)).toEqual(before);
    const result = await restoreBackup(db, file, { games: { [a.id]: 'theirs', d: 'mine' } });
    expect(result).toEqual({ added: 1, replaced: 1, copied: 0, kept: 1, refused: 0 });
    expect((await db.games.get(a.id))?.name).toBe('A from the file');
    // Take theirs on A removed A's own rows here (its created record) and the file had none for it.
    expect(await db.records.where('gameId').equals(a.id).count()).toBe(0);
    expect(await db.records.get(bRecord.id)).toEqual(bRecord);
    expect(await db.games.get('d')).toBeUndefined();
  });

  it('plans and restores a clash followed by more lookups (refused rows, settings) in one transaction', async () => {
    // Regression: an async helper inside the plan let fake-indexeddb commit the transaction early.
    const m = await machine();
    const file = crafted({
      games: [game('new-game', 'Newcomer')],
      rawInputs: [mail(m.herMail.id, 'new-game', 'A Mun - Ruh'), mail('stray', m.here.id, 'planted')],
      meta: [{ key: 'houseStyle', value: 'theirs' }],
    });
    const plan = await planRestore(m.db, file);
    expect(plan.refused.map((r) => r.id)).toEqual(['stray']);
    expect(plan.newMeta).toEqual([{ key: 'houseStyle', value: 'theirs' }]);
    expect(await restoreBackup(m.db, file, { games: { 'new-game': 'both' } })).toMatchObject({ copied: 1, refused: 1 });
  });

  it('a clash that appears after the question was asked stops the restore instead of being overwritten', async () => {
    const db = freshDb();
    const file = crafted({ games: [game('late', 'Late')], rawInputs: [mail('late-mail', 'late', 'theirs')] });
    const plan = await planRestore(db, file);
    expect(needsDecision(plan)).toBe(false);
    // Another window stores a game under the same id before the GM presses Restore.
    await db.games.add(game('late', 'Made meanwhile'));
    const before = await dumpTables(db);
    await expect(restoreBackup(db, file)).rejects.toThrow(/"Late" clashes/);
    expect(await dumpTables(db)).toEqual(before);
  });
});

describe('restore: huge fields are refused before anything is planned', () => {
  const cases: [string, Partial<BackupFile['tables']>, RegExp][] = [
    ['a game name of 3000 characters', { games: [game('g', 'n'.repeat(3000))] }, /damaged: games\.0\.name/],
    ['an id of 300 characters', { games: [game('i'.repeat(300), 'x')] }, /damaged: games\.0\.id/],
    ['a mail text longer than an orders file may be', { games: [game('g', 'x')], rawInputs: [mail('m', 'g', 'x'.repeat(MAX_RAW_TEXT_CHARS + 1))] }, /damaged: rawInputs\.0\.text/],
    ['a mail source name of 5000 characters', { games: [game('g', 'x')], rawInputs: [{ ...mail('m', 'g', 'x'), sourceName: 's'.repeat(5000) }] }, /damaged: rawInputs\.0\.sourceName/],
  ];
  for (const [what, tables, reason] of cases) {
    it(`refuses ${what}`, () => {
      const parsed = parseBackup(JSON.stringify({ format: 'adjutant-backup', schemaVersion: 2, exportedAt: 1, appVersion: 'x', tables: { games: [], records: [], rawInputs: [], meta: [], ...tables } }));
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.reason).toMatch(reason);
    });
  }

  it('still restores a mail exactly at the cap (what Adjutant itself can store)', async () => {
    const db = freshDb();
    const file = crafted({ games: [game('g', 'x')], rawInputs: [mail('m', 'g', 'y'.repeat(MAX_RAW_TEXT_CHARS))] });
    await restoreBackup(db, file);
    expect((await db.rawInputs.get('m'))?.text.length).toBe(MAX_RAW_TEXT_CHARS);
  });
});

it('a backup Adjutant wrote restores into an empty machine without a question', async () => {
  const { db } = await machine();
  const text = backupToJson(await exportBackup(db, '0.1.0'));
  const parsed = parseBackup(text);
  if (!parsed.ok) throw new Error(parsed.reason);
  expect(needsDecision(await planRestore(freshDb(), parsed.backup))).toBe(false);
});
