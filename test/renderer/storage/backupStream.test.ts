// The streamed, per-game backup (issue 21 items 1–2): a zip of game files written game by game,
// restored in two passes (check, then write one game per transaction), refusing damaged files
// before anything is written and taking a cancelled restore out again.
import { afterEach, describe, expect, it } from 'vitest';
import { strToU8 } from 'fflate';
import { deleteOpenedDbs, dumpTables, freshDb } from './helpers';
import { addRawInput, createGame, deleteGame } from '../../../renderer/storage/games';
import { storeMail } from '../../../renderer/diplomacy/gameLog';
import { ensureFirstRun } from '../../../renderer/storage/firstRun';
import { backupToJson, exportBackup } from '../../../renderer/storage/backup';
import { BackupCancelled, checkNeedsDecision, checkRestore, packGame, RestoreRefused, runRestore, writeBackup, writeBatchGames, type BackupProgress, type ByteSource } from '../../../renderer/storage/backupStream';
import { gameFileFrom, serializeGameFile } from '../../../renderer/storage/backupGameFile';
import type { AdjutantDb } from '../../../renderer/storage/db';
import { readIdsHere, touchesIdsHere } from '../../../renderer/storage/restorePlan';
import fixtureText from '../fixtures/backup-v1.json?raw';
import { zipOf } from './zipOf';

afterEach(deleteOpenedDbs);

function sourceOf(bytes: Uint8Array, name = 'backup.zip'): ByteSource & { reads: number } {
  const source = {
    name, size: bytes.length, reads: 0,
    async read(offset: number, length: number) { source.reads++; return bytes.slice(offset, offset + length); },
  };
  return source;
}

async function backupBytes(db: AdjutantDb, options: Parameters<typeof writeBackup>[3] = {}): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  await writeBackup(db, async (c) => { chunks.push(c); }, { appVersion: '0.2.0', now: 42 }, options);
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) { out.set(c, at); at += c.length; }
  return out;
}

async function fill(db: AdjutantDb, games: number): Promise<void> {
  await ensureFirstRun(db, 10);
  for (let i = 0; i < games; i++) {
    const game = await createGame(db, { name: `Board ${i} «Ω» <b>`, family: 'diplomacy', variant: 'standard', profile: 'wm2004', phase: 'S1901M', settings: { n: i } }, 20 + i);
    await addRawInput(db, { gameId: game.id, sourceName: `mail-${i}.eml`, text: `From: p${i}@example.org\r\n\r\nA Par - Bur\n\uD800 lone ${'x'.repeat(i * 100)}` }, 30 + i);
    await db.records.add({ id: `rec-${i}`, gameId: game.id, kind: 'diplomacy:edit', phase: 'S1901M', payload: { why: 'typo', i }, createdAt: 40 + i });
    // Two mails of one phase as the inbox stores them: one phase row since Dexie version 7.
    for (const k of [0, 1]) await storeMail(db, { gameId: game.id, slot: 'S1901M', phase: 'S1901M', sourceName: `orders-${i}-${k}.eml`, text: `From: q${k}@example.org\r\n\r\nF Lon - Nth ${i}` }, 50 + 2 * i + k);
  }
}

async function restoreAll(db: AdjutantDb, source: ByteSource, decisions = {}, options = {}) {
  const check = await checkRestore(db, source);
  return { check, result: await runRestore(db, source, check, decisions, options) };
}


const manifest = (games: { id: string; name: string; entry: string }[], extra: object = {}) => JSON.stringify({
  format: 'adjutant-backup', archiveVersion: 1, schemaVersion: 2, exportedAt: 1, appVersion: 'test', gameCount: games.length, games, ...extra,
});

describe('streamed backup archive', () => {
  it('round-trips every table losslessly, one game file per game, with progress per game', async () => {
    const source = freshDb();
    await fill(source, 5);
    const progress: BackupProgress[] = [];
    const bytes = await backupBytes(source, { onProgress: (p) => progress.push(p) });
    expect([...bytes.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    expect(progress.at(-1)).toMatchObject({ stage: 'backup', gamesDone: 6, gamesTotal: 6 });
    expect(progress.map((p) => p.gamesDone)).toEqual([0, 1, 2, 3, 4, 5, 6, 6]);

    const target = freshDb();
    const restoreProgress: BackupProgress[] = [];
    const check = await checkRestore(target, sourceOf(bytes));
    expect(check).toMatchObject({ format: 'archive', gameCount: 6, fresh: 6, questions: [], refused: [] });
    const result = await runRestore(target, sourceOf(bytes), check, {}, { onProgress: (p) => restoreProgress.push(p) });
    expect(result).toMatchObject({ added: 6, replaced: 0, copied: 0, kept: 0 });
    expect(restoreProgress.at(-1)).toMatchObject({ stage: 'restore', gamesDone: 6, gamesTotal: 6, bytes: bytes.length, bytesTotal: bytes.length });
    expect(await dumpTables(target)).toEqual(await dumpTables(source));
  });

  it('hands the file on in chunks, never as one piece, and reads it back in chunks', async () => {
    const db = freshDb();
    await fill(db, 3);
    const sizes: number[] = [];
    await writeBackup(db, async (c) => { sizes.push(c.length); }, { appVersion: 'x', now: 1 });
    expect(sizes.length).toBeGreaterThanOrEqual(1);
    const bytes = await backupBytes(db);
    const source = sourceOf(bytes);
    await checkRestore(freshDb(), source);
    expect(source.reads).toBeGreaterThanOrEqual(2); // the head, then the chunks
  });

  it('asks about games already here (a second restore of the same file) and writes nothing until answered', async () => {
    const db = freshDb();
    await fill(db, 2);
    const bytes = await backupBytes(db);
    const before = await dumpTables(db);
    const check = await checkRestore(db, sourceOf(bytes));
    expect(check.fresh).toBe(0);
    expect(check.questions.map((q) => q.game.name).sort()).toEqual(before.games.map((g) => g.name).sort());
    expect(checkNeedsDecision(check)).toBe(true);
    await expect(runRestore(db, sourceOf(bytes), check, {})).rejects.toThrow(/clashes with what is here/);
    expect(await dumpTables(db)).toEqual(before);
    const both = Object.fromEntries(check.questions.map((q) => [q.game.id, 'both' as const]));
    const result = await runRestore(db, sourceOf(bytes), check, { games: both });
    expect(result.copied).toBe(3);
    expect((await db.games.count())).toBe(6);
  });

  it('Cancel half-way takes out every game this run wrote and puts back what "take theirs" replaced', async () => {
    const source = freshDb();
    await fill(source, 6);
    const bytes = await backupBytes(source);
    // The target already has the same games, edited: "take theirs" replaces them.
    const target = freshDb();
    await restoreAll(target, sourceOf(bytes));
    const firstId = (await target.games.orderBy('updatedAt').first())!.id;
    await target.games.update(firstId, { name: 'Edited here' });
    await target.rawInputs.add({ id: 'only-here', gameId: firstId, receivedAt: 1, sourceName: 'late.eml', text: 'A Mun H', lineCount: 1 });
    const before = await dumpTables(target);

    const check = await checkRestore(target, sourceOf(bytes));
    const theirs = Object.fromEntries(check.questions.map((q) => [q.game.id, 'theirs' as const]));
    const controller = new AbortController();
    const stages: string[] = [];
    const run = runRestore(target, sourceOf(bytes), check, { games: theirs }, {
      signal: controller.signal,
      onProgress: (p) => { stages.push(p.stage); if (p.stage === 'restore' && p.gamesDone === 4) controller.abort(); },
    });
    await expect(run).rejects.toBeInstanceOf(BackupCancelled);
    expect(stages).toContain('undo');
    expect(await dumpTables(target)).toEqual(before);

    // And a cancelled restore into an empty database leaves it empty.
    const empty = freshDb();
    const c2 = new AbortController();
    const check2 = await checkRestore(empty, sourceOf(bytes));
    await expect(runRestore(empty, sourceOf(bytes), check2, {}, { signal: c2.signal, onProgress: (p) => { if (p.stage === 'restore' && p.gamesDone > 0) c2.abort(); } })).rejects.toBeInstanceOf(BackupCancelled);
    expect(await dumpTables(empty)).toEqual({ games: [], records: [], rawInputs: [], meta: [] });
  });

  it('Cancel takes a game kept as a copy out again too', async () => {
    const db = freshDb();
    await fill(db, 3);
    const bytes = await backupBytes(db);
    const before = await dumpTables(db);
    const check = await checkRestore(db, sourceOf(bytes));
    const both = Object.fromEntries(check.questions.map((q) => [q.game.id, 'both' as const]));
    const controller = new AbortController();
    await expect(runRestore(db, sourceOf(bytes), check, { games: both }, { signal: controller.signal, onProgress: (p) => { if (p.gamesDone === 2) controller.abort(); } }))
      .rejects.toBeInstanceOf(BackupCancelled);
    expect(await dumpTables(db)).toEqual(before);
  });

  it('a game deleted while the backup runs is left out and named; the games before it, read ahead or not, are whole', async () => {
    const db = freshDb();
    await fill(db, 4);
    const sorted = (await db.games.toArray()).sort((x, y) => x.createdAt - y.createdAt);
    const gone = sorted[3]!;
    const parts: Uint8Array[] = [];
    // After the first game is packed, the second game's rows are already being read ahead; the fourth's are not.
    const summary = await writeBackup(db, async (c) => { parts.push(c); }, { appVersion: 't', now: 1 }, { onProgress: (p) => { if (p.gamesDone === 1) void deleteGame(db, gone.id); } });
    expect(summary).toMatchObject({ games: 4, skipped: [gone.name] });
    const target = freshDb();
    const bytes = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
    let at = 0;
    for (const p of parts) { bytes.set(p, at); at += p.length; }
    await restoreAll(target, sourceOf(bytes));
    const tables = await dumpTables(db);
    expect(await dumpTables(target)).toEqual(tables);
    expect(tables.games.map((g) => g.id)).not.toContain(gone.id);
  });

  it('games packed several at once and finishing in any order go into the zip in the backup\'s order: the same bytes (#21)', async () => {
    const db = freshDb();
    await fill(db, 6);
    const stamp = { appVersion: '0.2.0', now: 42 };
    const finished: number[] = [];
    // Later games finish first, as a helper worker's might.
    const pack = async (gameId: string, i: number) => {
      await new Promise((resolve) => setTimeout(resolve, (7 - i) * 15));
      const packed = await packGame(db, gameId, stamp);
      finished.push(i);
      return packed;
    };
    const inOrder = await backupBytes(db);
    const atOnce = await backupBytes(db, { pack, ahead: 4 });
    expect(finished).not.toEqual([...finished].sort((x, y) => x - y));
    expect(atOnce).toEqual(inOrder);
  });

  it('a cancelled backup stops between games', async () => {
    const db = freshDb();
    await fill(db, 4);
    const controller = new AbortController();
    await expect(backupBytes(db, { signal: controller.signal, onProgress: (p) => { if (p.gamesDone === 2) controller.abort(); } })).rejects.toBeInstanceOf(BackupCancelled);
  });
});

describe('a refused file names the cause and changes nothing', () => {
  async function refusal(bytes: Uint8Array, name = 'backup.zip'): Promise<string> {
    const db = freshDb();
    await ensureFirstRun(db, 10);
    const before = await dumpTables(db);
    const error = await checkRestore(db, sourceOf(bytes, name)).then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(RestoreRefused);
    expect(await dumpTables(db)).toEqual(before);
    return (error as Error).message;
  }

  it('truncated: names the byte where the file ends', async () => {
    const db = freshDb();
    await fill(db, 4);
    const bytes = await backupBytes(db);
    for (const cut of [bytes.length - 1, bytes.length - 30, Math.floor(bytes.length / 2), 100]) {
      expect(await refusal(bytes.slice(0, cut))).toMatch(new RegExp(`backup\\.zip: it is (truncated: the file ends at byte ${cut}|damaged near byte ${cut}).*Nothing was restored\\.`));
    }
  });

  it('not a backup: a text file, an empty file, a zip of something else', async () => {
    expect(await refusal(strToU8('hello, world'), 'notes.txt')).toMatch(/notes\.txt: it is neither a backup archive \(zip\) nor a single-JSON backup/);
    expect(await refusal(new Uint8Array(0), 'empty.zip')).toMatch(/the file is empty/);
    expect(await refusal(zipOf([['readme.txt', 'hi']]))).toMatch(/not an Adjutant backup \(its first entry is readme\.txt/);
  });

  it('a newer version: the archive or the schema', async () => {
    expect(await refusal(zipOf([['manifest.json', manifest([], { archiveVersion: 9 })]]))).toMatch(/made by a newer Adjutant \(backup archive v9; this one reads up to v1\)/);
    expect(await refusal(zipOf([['manifest.json', manifest([], { schemaVersion: 99 })]]))).toMatch(/schema v99/);
  });

  it('a game file refused: which game and why, even when it is the last one', async () => {
    const db = freshDb();
    const game = await createGame(db, { name: 'Tampered', family: 'ledger', variant: 'suber-initial', profile: null, phase: 'Proposal 301' }, 1);
    await addRawInput(db, { gameId: game.id, sourceName: 'vote.txt', text: 'I vote FOR' }, 2);
    const file = await gameFileFrom(game, [], await db.rawInputs.toArray(), { savedAt: 1, appVersion: 't' });
    file.rawInputs[0]!.text = 'I vote AGAINST';
    const good = await gameFileFrom({ ...game, id: 'good', name: 'Good' }, [], [], { savedAt: 1, appVersion: 't' });
    const bytes = zipOf([
      ['manifest.json', manifest([{ id: 'good', name: 'Good', entry: 'games/00001.json' }, { id: game.id, name: 'Tampered', entry: 'games/00002.json' }])],
      ['meta.json', '{"meta":[]}'], ['games/00001.json', serializeGameFile(good)], ['games/00002.json', serializeGameFile(file)],
    ]);
    expect(await refusal(bytes)).toMatch(/the game "Tampered" \(games\/00002\.json\) is refused: Raw text 1 \("vote\.txt", id .*\) was changed after the file was saved/);
  });

  it('a game file changed between the check and the write is validated again, refused, and the restore taken back', async () => {
    const db = freshDb();
    const game = await createGame(db, { name: 'Swapped', family: 'ledger', variant: 'suber-initial', profile: null, phase: 'Proposal 301' }, 1);
    await addRawInput(db, { gameId: game.id, sourceName: 'vote.txt', text: 'I vote FOR' }, 2);
    const first = await gameFileFrom({ ...game, id: 'first', name: 'First' }, [], [], { savedAt: 1, appVersion: 't' });
    const good = await gameFileFrom(game, [], await db.rawInputs.toArray(), { savedAt: 1, appVersion: 't' });
    const bad = structuredClone(good);
    bad.rawInputs[0]!.text = 'I vote AGAINST';
    const entries = (file: typeof good): [string, string][] => [
      ['manifest.json', manifest([{ id: 'first', name: 'First', entry: 'games/00001.json' }, { id: game.id, name: 'Swapped', entry: 'games/00002.json' }])],
      ['meta.json', '{"meta":[]}'], ['games/00001.json', serializeGameFile(first)], ['games/00002.json', serializeGameFile(file)],
    ];
    const target = freshDb();
    const check = await checkRestore(target, sourceOf(zipOf(entries(good))));
    expect(Object.keys(check.verified).sort()).toEqual(['games/00001.json', 'games/00002.json']);
    await expect(runRestore(target, sourceOf(zipOf(entries(bad))), check, {})).rejects.toThrow(/the game "Swapped" \(games\/00002\.json\) is refused: Raw text 1/);
    expect(await dumpTables(target)).toEqual({ games: [], records: [], rawInputs: [], meta: [] });
  });

  it('the same game twice, and an entry Adjutant does not write', async () => {
    const good = serializeGameFile(await gameFileFrom({ id: 'g', name: 'G', family: 'ledger', variant: 'v', profile: null, createdAt: 1, updatedAt: 1, phase: 'p', settings: {} }, [], [], { savedAt: 1, appVersion: 't' }));
    expect(await refusal(zipOf([['manifest.json', manifest([])], ['games/00001.json', good], ['games/00002.json', good]]))).toMatch(/"G" \(g\) is in the file twice/);
    expect(await refusal(zipOf([['manifest.json', manifest([])], ['../../evil.sh', 'rm -rf']]))).toMatch(/entry \.\.\/\.\.\/evil\.sh is not one Adjutant writes/);
  });

  it('a single-JSON backup cut short names the byte', async () => {
    const db = freshDb();
    await fill(db, 2);
    const text = backupToJson(await exportBackup(db, '0.1.0', 1));
    const bytes = strToU8(text).slice(0, 500);
    expect(await refusal(bytes, 'old.json')).toMatch(/old\.json: This file is not JSON.*it may be truncated \(the file ends at byte 500\)/);
  });
});

describe('games clash-free at the check are written in batches, never over a row (#21)', () => {
  it('writes games in transactions of several, with progress per batch', async () => {
    const source = freshDb();
    await fill(source, writeBatchGames + 3);
    const bytes = await backupBytes(source);
    const target = freshDb();
    const progress: number[] = [];
    const check = await checkRestore(target, sourceOf(bytes));
    const result = await runRestore(target, sourceOf(bytes), check, {}, { onProgress: (p) => progress.push(p.gamesDone) });
    expect(result.added).toBe(writeBatchGames + 4);
    expect([...new Set(progress)]).toEqual([0, writeBatchGames, writeBatchGames + 4]);
    expect(await dumpTables(target)).toEqual(await dumpTables(source));
  });

  it('a row added since the check under an id of a later batch stops the restore, names the game, and takes the first batch out again', async () => {
    const source = freshDb();
    await fill(source, writeBatchGames + 3);
    const last = (await source.games.toArray()).sort((x, y) => x.createdAt - y.createdAt).at(-1)!;
    const lastMail = (await source.rawInputs.where('gameId').equals(last.id).first())!;
    const bytes = await backupBytes(source);
    const target = freshDb();
    const check = await checkRestore(target, sourceOf(bytes));
    expect(check.questions).toEqual([]);
    // Another window stores a mail under the same id before the GM's restore reaches it.
    const mine = await createGame(target, { name: 'Mine', family: 'ledger', variant: 'v', profile: null, phase: 'p' }, 5);
    await target.rawInputs.add({ ...lastMail, gameId: mine.id, text: 'mine' });
    const before = await dumpTables(target);
    const error = await runRestore(target, sourceOf(bytes), check, {}).then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(RestoreRefused);
    expect((error as Error).message).toContain(`"${last.name}" now clashes with what is here (the mail "${lastMail.sourceName}" of "Mine" has one of its ids`);
    expect(await dumpTables(target)).toEqual(before);
  });

  it('a batch refused while the next one is being read: the batch before it is taken out again too', async () => {
    const source = freshDb();
    await fill(source, 3 * writeBatchGames);
    const sorted = (await source.games.toArray()).sort((x, y) => x.createdAt - y.createdAt);
    // With the first-run sample first, the second batch is sorted[writeBatchGames ..]; this game is in it.
    const middle = sorted[writeBatchGames + 1]!;
    const middleMail = (await source.rawInputs.where('gameId').equals(middle.id).first())!;
    const bytes = await backupBytes(source);
    const target = freshDb();
    const check = await checkRestore(target, sourceOf(bytes));
    const mine = await createGame(target, { name: 'Mine', family: 'ledger', variant: 'v', profile: null, phase: 'p' }, 5);
    await target.rawInputs.add({ ...middleMail, gameId: mine.id, text: 'mine' });
    const before = await dumpTables(target);
    const written: number[] = [];
    const error = await runRestore(target, sourceOf(bytes), check, {}, { onProgress: (p) => { if (p.stage === 'restore') written.push(p.gamesDone); } }).then(() => null, (e: unknown) => e);
    expect((error as Error).message).toContain(`"${middle.name}" now clashes with what is here`);
    // The first batch was in before the clash was found; all of it is out again.
    expect(written).toContain(writeBatchGames);
    expect(await dumpTables(target)).toEqual(before);
  });

  it('Cancel while a batch is still being written: that batch is taken out again once it commits, with the ones before', async () => {
    const source = freshDb();
    await fill(source, 3 * writeBatchGames);
    const bytes = await backupBytes(source);
    const target = freshDb();
    await ensureFirstRun(target, 10);
    const check = await checkRestore(target, sourceOf(bytes));
    const decisions = { games: Object.fromEntries(check.questions.map((q) => [q.game.id, 'mine' as const])) };
    const before = await dumpTables(target);
    const controller = new AbortController();
    // The first batch has committed and the second is handed over right after: Cancel lands while it is written.
    const run = runRestore(target, sourceOf(bytes), check, decisions, { signal: controller.signal, onProgress: (p) => { if (p.stage === 'restore' && p.gamesDone >= writeBatchGames) controller.abort(); } });
    await expect(run).rejects.toBeInstanceOf(BackupCancelled);
    expect(await dumpTables(target)).toEqual(before);
  });

  it('two games of the file giving a row the same id are refused naming both, and nothing is written', async () => {
    const a = await gameFileFrom({ id: 'a', name: 'Alpha', family: 'ledger', variant: 'v', profile: null, createdAt: 1, updatedAt: 1, phase: 'p', settings: {} }, [], [{ id: 'shared', gameId: 'a', receivedAt: 1, sourceName: 'a.txt', text: 'a', lineCount: 1 }], { savedAt: 1, appVersion: 't' });
    const b = await gameFileFrom({ id: 'b', name: 'Beta', family: 'ledger', variant: 'v', profile: null, createdAt: 2, updatedAt: 2, phase: 'p', settings: {} }, [], [{ id: 'shared', gameId: 'b', receivedAt: 2, sourceName: 'b.txt', text: 'b', lineCount: 1 }], { savedAt: 1, appVersion: 't' });
    const bytes = zipOf([
      ['manifest.json', manifest([{ id: 'a', name: 'Alpha', entry: 'games/00001.json' }, { id: 'b', name: 'Beta', entry: 'games/00002.json' }], { schemaVersion: 3 })],
      ['meta.json', '{"meta":[]}'], ['games/00001.json', serializeGameFile(a)], ['games/00002.json', serializeGameFile(b)],
    ]);
    const db = freshDb();
    const check = await checkRestore(db, sourceOf(bytes));
    await expect(runRestore(db, sourceOf(bytes), check, {})).rejects.toThrow(/the file gives the id shared to a row of "Alpha" and to one of "Beta"/);
    expect(await dumpTables(db)).toEqual({ games: [], records: [], rawInputs: [], meta: [] });
  });
});

describe('a restore with nothing to decide is written as it is checked: the file read once (#21)', () => {
  it('writes every game while checking, reads the file no more than a plain check does, and leaves no write pass', async () => {
    const source = freshDb();
    await fill(source, 2 * writeBatchGames + 1);
    const bytes = await backupBytes(source);
    const plain = sourceOf(bytes);
    await checkRestore(freshDb(), plain);
    const target = freshDb();
    const once = sourceOf(bytes);
    const check = await checkRestore(target, once, { writeAsChecked: true });
    expect(check.restored).toEqual({ added: 2 * writeBatchGames + 2, replaced: 0, copied: 0, kept: 0, refused: 0, missing: [], tournaments: 0 });
    expect(once.reads).toBe(plain.reads);
    // No write pass follows, so no entry's digest was taken for one.
    expect(check.verified).toEqual({});
    expect(await dumpTables(target)).toEqual(await dumpTables(source));
    await expect(runRestore(target, sourceOf(bytes), check, {})).rejects.toThrow(/finished by its check/);
  });

  it('a game refused after batches were written: those are taken out again and the refusal names the game', async () => {
    const db = freshDb();
    const tampered = await createGame(db, { name: 'Tampered', family: 'ledger', variant: 'suber-initial', profile: null, phase: 'Proposal 301' }, 1);
    await addRawInput(db, { gameId: tampered.id, sourceName: 'vote.txt', text: 'I vote FOR' }, 2);
    const bad = await gameFileFrom(tampered, [], await db.rawInputs.toArray(), { savedAt: 1, appVersion: 't' });
    bad.rawInputs[0]!.text = 'I vote AGAINST';
    const good = await Promise.all(Array.from({ length: 2 * writeBatchGames }, (_, i) => gameFileFrom({ ...tampered, id: `good-${i}`, name: `Good ${i}` }, [], [], { savedAt: 1, appVersion: 't' })));
    const listed = [...good.map((f, i) => ({ id: f.game.id, name: f.game.name, entry: `games/${String(i + 1).padStart(5, '0')}.json` })), { id: tampered.id, name: 'Tampered', entry: 'games/09999.json' }];
    const bytes = zipOf([
      ['manifest.json', manifest(listed)], ['meta.json', '{"meta":[]}'],
      ...good.map((f, i): [string, string] => [listed[i]!.entry, serializeGameFile(f)]), ['games/09999.json', serializeGameFile(bad)],
    ]);
    const target = freshDb();
    await ensureFirstRun(target, 10);
    const before = await dumpTables(target);
    const undone: number[] = [];
    const error = await checkRestore(target, sourceOf(bytes), { writeAsChecked: true, onProgress: (p) => { if (p.stage === 'undo') undone.push(p.gamesTotal); } }).then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(RestoreRefused);
    expect((error as Error).message).toMatch(/the game "Tampered" \(games\/09999\.json\) is refused: Raw text 1 .* was changed after the file was saved/);
    // Games had gone in before the refusal (so this is the taking back, not a check that wrote nothing).
    expect(Math.max(...undone)).toBeGreaterThanOrEqual(writeBatchGames);
    expect(await dumpTables(target)).toEqual(before);
  });

  it('the first question takes back what was written and the check goes on writing nothing; the GM\'s answer is then written as before', async () => {
    const source = freshDb();
    await fill(source, 2 * writeBatchGames + 1);
    const last = (await source.games.toArray()).sort((x, y) => x.createdAt - y.createdAt).at(-1)!;
    const bytes = await backupBytes(source);
    const target = freshDb();
    await target.games.add({ ...last, name: 'Mine, same id' });
    const before = await dumpTables(target);
    const undone: number[] = [];
    const check = await checkRestore(target, sourceOf(bytes), { writeAsChecked: true, onProgress: (p) => { if (p.stage === 'undo') undone.push(p.gamesTotal); } });
    expect(check.restored).toBeNull();
    expect(check.questions.map((q) => q.game.name)).toEqual([last.name]);
    expect(Math.max(...undone)).toBeGreaterThanOrEqual(writeBatchGames);
    expect(await dumpTables(target)).toEqual(before);
    const result = await runRestore(target, sourceOf(bytes), check, { games: { [last.id]: 'theirs' } });
    expect(result).toMatchObject({ added: 2 * writeBatchGames + 1, replaced: 1 });
    expect(await dumpTables(target)).toEqual(await dumpTables(source));
  });

  it('Cancel half-way through the check takes out every game it wrote', async () => {
    const source = freshDb();
    await fill(source, 3 * writeBatchGames);
    const bytes = await backupBytes(source);
    const target = freshDb();
    await ensureFirstRun(target, 10);
    await target.games.clear(); // the sample's settings stay; its game would be a question
    const before = await dumpTables(target);
    const controller = new AbortController();
    const run = checkRestore(target, sourceOf(bytes), { writeAsChecked: true, signal: controller.signal, onProgress: (p) => { if (p.stage === 'restore' && p.gamesDone >= writeBatchGames) controller.abort(); } });
    await expect(run).rejects.toBeInstanceOf(BackupCancelled);
    expect(await dumpTables(target)).toEqual(before);
  });
});

describe('the check reads the ids here once instead of looking each game up (#21)', () => {
  it('asks exactly the questions the game-by-game lookups ask: a game here, a mail of another game, a record', async () => {
    const source = freshDb();
    await fill(source, 6);
    const bytes = await backupBytes(source);
    const games = (await source.games.toArray()).sort((x, y) => x.createdAt - y.createdAt);
    const target = freshDb();
    // Game 1 is here already; game 3's mail and game 5's record are here under other games.
    await target.games.add(games[1]!);
    const other = await createGame(target, { name: 'Other', family: 'ledger', variant: 'v', profile: null, phase: 'p' }, 5);
    const mail = (await source.rawInputs.where('gameId').equals(games[3]!.id).first())!;
    await target.rawInputs.add({ ...mail, gameId: other.id });
    const record = (await source.records.where('gameId').equals(games[5]!.id).first())!;
    await target.records.add({ ...record, gameId: other.id });
    const inMemory = await checkRestore(target, sourceOf(bytes));
    const lookedUp = await checkRestore(target, sourceOf(bytes), { maxIdsInMemory: 0 });
    expect(inMemory.questions.map((q) => q.game.name).sort()).toEqual([games[1]!.name, games[3]!.name, games[5]!.name].sort());
    expect(inMemory.questions).toEqual(lookedUp.questions);
    expect(inMemory.fresh).toBe(4);
    expect(lookedUp.fresh).toBe(4);
  });

  it('reads no ids over the limit, and each table\'s ids count', async () => {
    const db = freshDb();
    await fill(db, 2);
    expect(await readIdsHere(db, 2)).toBeNull();
    const here = (await readIdsHere(db))!;
    const [game] = await db.games.toArray();
    const bundle = { game: { ...game!, id: 'new' }, records: [], rawInputs: [] };
    expect(touchesIdsHere(here, bundle)).toBe(false);
    expect(touchesIdsHere(here, { ...bundle, game: game! })).toBe(true);
    expect(touchesIdsHere(here, { ...bundle, records: [(await db.records.toArray())[0]!] })).toBe(true);
    expect(touchesIdsHere(here, { ...bundle, rawInputs: [(await db.rawInputs.toArray())[0]!] })).toBe(true);
  });
});

describe('old single-JSON backups still restore through the streamed restore', () => {
  it('the frozen v1 fixture restores (migrated), game by game', async () => {
    const db = freshDb();
    const bytes = strToU8(fixtureText);
    const { check, result } = await restoreAll(db, sourceOf(bytes, 'backup-v1.json'));
    expect(check.format).toBe('single-json');
    const fixture = JSON.parse(fixtureText) as { tables: { games: unknown[]; rawInputs: { text: string }[] } };
    expect(result.added).toBe(fixture.tables.games.length);
    const raw = await db.rawInputs.toArray();
    expect(raw).toHaveLength(fixture.tables.rawInputs.length);
    for (const row of raw) expect(typeof row.lineCount).toBe('number');
  });

  it('a single-JSON backup of several MB is read row by row from 4 MB chunks and restores game by game', async () => {
    const source = freshDb();
    await fill(source, 3);
    for (const [i, game] of (await source.games.toArray()).entries()) {
      await addRawInput(source, { gameId: game.id, sourceName: `long-${i}.eml`, text: `From: "quoted \\ name" {x}\r\n${'Orders ] } "A Par - Bur"\n'.repeat(60_000)}` }, 100 + i);
    }
    const bytes = strToU8(backupToJson(await exportBackup(source, '0.1.0', 1)));
    expect(bytes.length).toBeGreaterThan(6 * 1024 * 1024);
    const target = freshDb();
    const file = sourceOf(bytes, 'old.json');
    const progress: BackupProgress[] = [];
    const check = await checkRestore(target, file, { onProgress: (p) => progress.push(p) });
    expect(check).toMatchObject({ format: 'single-json', gameCount: 4, fresh: 4, refused: [] });
    // The bar moves with the bytes while the file is read, before any game is handed on.
    const beforeFirstGame = progress.filter((p) => p.gamesDone === 0).map((p) => p.bytes);
    expect(new Set(beforeFirstGame).size).toBeGreaterThanOrEqual(2);
    expect(beforeFirstGame.at(-1)).toBe(bytes.length);
    expect(file.reads).toBeGreaterThanOrEqual(4); // the heads, then two chunks of 4 MB
    await runRestore(target, sourceOf(bytes, 'old.json'), check, {});
    expect(await dumpTables(target)).toEqual(await dumpTables(source));
  });

  it('a single-JSON backup\'s rows of no game and ids used twice are refused as before, the rest restored', async () => {
    const game = { id: 'g1', name: 'One', family: 'ledger', variant: 'v', profile: null, createdAt: 1, updatedAt: 1, phase: 'p', settings: {} };
    const mail = (id: string, text: string) => ({ id, gameId: 'g1', receivedAt: 1, sourceName: `${id}.txt`, text, lineCount: 1 });
    const text = JSON.stringify({
      format: 'adjutant-backup', schemaVersion: 2, exportedAt: 5, appVersion: '0.1.0',
      tables: {
        games: [game],
        records: [{ id: 'kept', gameId: 'g1', kind: 'audit:created', phase: 'p', payload: {}, createdAt: 1 }, { id: 'orphan', gameId: 'nowhere', kind: 'audit:created', phase: 'p', payload: {}, createdAt: 1 }],
        rawInputs: [mail('twice', 'a'), mail('twice', 'b'), mail('single', 'c')],
        meta: [],
      },
    }, null, 1);
    const db = freshDb();
    const check = await checkRestore(db, sourceOf(strToU8(text), 'old.json'));
    expect(check.refused.map((r) => [r.table, r.id])).toEqual([['records', 'orphan'], ['rawInputs', 'twice']]);
    expect(check.refused[0]!.reason).toMatch(/belongs to game nowhere, which this file does not contain/);
    await runRestore(db, sourceOf(strToU8(text), 'old.json'), check, {});
    expect((await db.records.toArray()).map((r) => r.id)).toEqual(['kept']);
    expect((await db.rawInputs.toArray()).map((r) => r.id)).toEqual(['single']);
  });

  it('a damaged single-JSON backup names the row and the field, or the newer version', async () => {
    const refusedWith = async (doc: unknown) => (await checkRestore(freshDb(), sourceOf(strToU8(JSON.stringify(doc)), 'old.json')).then(() => null, (e: Error) => e.message));
    const base = { format: 'adjutant-backup', schemaVersion: 2, exportedAt: 5, appVersion: '0.1.0', tables: { games: [], records: [], rawInputs: [], meta: [] } };
    expect(await refusedWith({ ...base, tables: { ...base.tables, records: [{ id: 'r', gameId: 'g', kind: 5 }] } })).toMatch(/old\.json: This backup is damaged: records\.0\.kind: .*Nothing was restored/);
    expect(await refusedWith({ ...base, schemaVersion: 99 })).toMatch(/made by a newer Adjutant \(schema v99/);
    expect(await refusedWith({ ...base, format: 'something-else' })).toMatch(/This JSON file is not an Adjutant backup/);
    expect(await refusedWith({ ...base, tables: { games: [], records: [], rawInputs: [] } })).toMatch(/This backup is damaged: meta: expected an array/);
  });

  it('a v2 single-JSON backup restores to the same database as the archive of it', async () => {
    const source = freshDb();
    await fill(source, 3);
    const viaJson = freshDb();
    await restoreAll(viaJson, sourceOf(strToU8(backupToJson(await exportBackup(source, '0.1.0', 1))), 'old.json'));
    expect(await dumpTables(viaJson)).toEqual(await dumpTables(source));
  });
});
