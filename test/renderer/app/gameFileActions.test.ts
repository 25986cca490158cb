// "Save game as file…" and "Open game file…" against a real (fake-indexeddb) database and a
// stand-in platform: what is saved reads back as the same rows; a file opens as a new game, or,
// when its game is here, waits for the GM and writes exactly what was chosen; a bad file is refused
// with its reason and changes nothing (issue 20 items 2 and "Bad input").
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { deleteOpenedDbs, dumpTables, freshDb } from '../storage/helpers';
import { createUiStore } from '../../../renderer/app/store';
import { finishOpenGameFile, openGameFile, saveGameAsFile, type GameFileDeps } from '../../../renderer/app/gameFileActions';
import { addRawInput, createGame } from '../../../renderer/storage/games';
import { readOnlyMarkOf } from '../../../renderer/storage/gameFiles';
import type { AdjutantDb } from '../../../renderer/storage/db';
import type { OpenFileKind, PlatformBridge, SaveFileRequest } from '../../../renderer/platform/bridge';
import { gameFileFrom, readGameFile, serializeGameFile } from '../../../core/gameFile/index';

afterEach(deleteOpenedDbs);

function deps(db: AdjutantDb, toOpen: { name: string; text: string } | null = null) {
  const saved: SaveFileRequest[] = [];
  const asked: OpenFileKind[] = [];
  const platform: PlatformBridge = {
    openFile: async (kind) => { asked.push(kind); return toOpen ? [toOpen] : []; },
    saveFile: async (r) => { saved.push(r); return true; },
    copyToClipboard: async () => undefined,
    copyImageToClipboard: async () => undefined,
    appInfo: async () => ({ name: 'Adjutant', version: '0.1.0', platform: 'browser' }),
    beginBackupSave: async () => { throw new Error('not used here'); },
    writeBackupChunk: async () => { throw new Error('not used here'); },
    endBackupSave: async () => { throw new Error('not used here'); },
    openBackupForRead: async () => { throw new Error('not used here'); },
    readBackupChunk: async () => { throw new Error('not used here'); },
    closeBackupRead: async () => { throw new Error('not used here'); },
  };
  const store = createUiStore();
  const d: GameFileDeps = { db, platform, store: store as GameFileDeps['store'], now: () => 1_800_000_000_000 };
  return { d, saved, asked, store };
}

/** A ledger game with a pasted text and its created record. */
async function someGame(db: AdjutantDb) {
  const game = await createGame(db, { name: 'Nomic table 2', family: 'ledger', variant: 'suber-initial', profile: null, phase: 'Proposal 301' }, 1_700_000_000_000);
  await addRawInput(db, { gameId: game.id, sourceName: 'ruleset.json', text: 'rule 101\r\n<b>not html</b>\n' }, 1_700_000_001_000);
  return game;
}

async function savedFileOf(db: AdjutantDb, gameId: string): Promise<string> {
  const { d, saved } = deps(db);
  await saveGameAsFile(gameId, d);
  expect(saved).toHaveLength(1);
  return saved[0]!.text!;
}

describe('Save game as file…', () => {
  it('saves one game as a game file named after it, which reads back as exactly its rows', async () => {
    const db = freshDb();
    const game = await someGame(db);
    await createGame(db, { name: 'Another game', family: 'coalition', variant: 'coalition-grid', profile: null, phase: 'Turn 1' });
    const { d, saved, store } = deps(db);
    await saveGameAsFile(game.id, d);
    expect(saved[0]).toMatchObject({ suggestedName: 'Nomic table 2.adjutant-game.json', kind: 'game' });
    const read = await readGameFile(saved[0]!.text!);
    if (!read.ok) throw new Error(read.reason);
    const here = await dumpTables(db);
    expect(read.file.game).toEqual(here.games.find((g) => g.id === game.id));
    expect(read.file.records).toEqual(here.records.filter((r) => r.gameId === game.id));
    expect(read.file.rawInputs.map(({ sha256: _h, ...r }) => r)).toEqual(here.rawInputs);
    expect(read.file.appVersion).toBe('0.1.0');
    expect(store.getState().notice).toEqual({ text: '"Nomic table 2" saved as Nomic table 2.adjutant-game.json: 1 records, 1 texts.', tone: 'info' });
  });

  it('says so when the game is gone', async () => {
    const { d, saved, store } = deps(freshDb());
    await saveGameAsFile('no-such-game', d);
    expect(saved).toEqual([]);
    expect(store.getState().notice).toMatchObject({ tone: 'error', text: expect.stringContaining('not here any more') });
  });
});

describe('Open game file…', () => {
  it('opens a game this machine does not have as a new game, the same rows, and shows it', async () => {
    const source = freshDb();
    const game = await someGame(source);
    const text = await savedFileOf(source, game.id);
    const target = freshDb();
    const { d, asked, store } = deps(target, { name: 'shared.json', text });
    await openGameFile(d);
    expect(asked).toEqual(['game']);
    const a = await dumpTables(source); const b = await dumpTables(target);
    expect(b.games).toEqual(a.games); expect(b.records).toEqual(a.records); expect(b.rawInputs).toEqual(a.rawInputs);
    expect(store.getState().screen).toEqual({ name: 'game', gameId: game.id });
    expect(store.getState().notice?.text).toBe('shared.json: "Nomic table 2" opened as a new game.');
  });

  it('a game that is here is never overwritten silently: nothing is written until the GM chooses', async () => {
    const db = freshDb();
    const game = await someGame(db);
    const text = await savedFileOf(db, game.id);
    await addRawInput(db, { gameId: game.id, sourceName: 'later.txt', text: 'mine only' });
    const before = await dumpTables(db);
    const { d, store } = deps(db, { name: 'old.json', text });
    await openGameFile(d);
    expect(await dumpTables(db)).toEqual(before);
    const pending = store.getState().pendingGameFile!;
    expect(pending.plan.local?.id).toBe(game.id);
    expect(store.getState().screen).toEqual({ name: 'home' });

    // Keep mine: nothing changes.
    await finishOpenGameFile(pending, 'mine', d);
    expect(await dumpTables(db)).toEqual(before);
    expect(store.getState().notice?.text).toBe('old.json: "Nomic table 2" not opened: your game was kept as it is.');
    expect(store.getState().pendingGameFile).toBeNull();
  });

  it('Import as a copy adds the file’s game under new ids and leaves mine as it was', async () => {
    const db = freshDb();
    const game = await someGame(db);
    const text = await savedFileOf(db, game.id);
    const before = await dumpTables(db);
    const { d, store } = deps(db, { name: 'old.json', text });
    await openGameFile(d);
    await finishOpenGameFile(store.getState().pendingGameFile!, 'both', d);
    const after = await dumpTables(db);
    expect(after.games).toHaveLength(2);
    const copy = after.games.find((g) => g.id !== game.id)!;
    expect(copy.name).toBe('Nomic table 2 (copy from file)');
    expect(after.games.find((g) => g.id === game.id)).toEqual(before.games[0]);
    expect(after.rawInputs.filter((r) => r.gameId === copy.id).map((r) => r.text)).toEqual(['rule 101\r\n<b>not html</b>\n']);
    expect(after.rawInputs.filter((r) => r.gameId === copy.id).every((r) => !before.rawInputs.some((b) => b.id === r.id))).toBe(true);
    expect(store.getState().screen).toEqual({ name: 'game', gameId: copy.id });
  });

  it('Replace with the file’s puts the file’s game in place of mine, rows I added since removed', async () => {
    const db = freshDb();
    const game = await someGame(db);
    const text = await savedFileOf(db, game.id);
    const saved = await dumpTables(db);
    await addRawInput(db, { gameId: game.id, sourceName: 'later.txt', text: 'mine only' });
    await db.games.update(game.id, { name: 'Renamed here' });
    const { d, store } = deps(db, { name: 'old.json', text });
    await openGameFile(d);
    await finishOpenGameFile(store.getState().pendingGameFile!, 'theirs', d);
    const after = await dumpTables(db);
    expect(after.games).toEqual(saved.games);
    expect(after.records).toEqual(saved.records);
    expect(after.rawInputs).toEqual(saved.rawInputs);
    expect(store.getState().notice?.text).toBe('old.json: "Nomic table 2" replaced your game of the same id.');
  });

  it('refuses a file whose mail was altered, with the reason, and writes nothing', async () => {
    const source = freshDb();
    const game = await someGame(source);
    const text = (await savedFileOf(source, game.id)).replace('rule 101', 'rule 999');
    const target = freshDb();
    const { d, store } = deps(target, { name: 'tampered.json', text });
    await openGameFile(d);
    expect(await dumpTables(target)).toEqual({ games: [], records: [], rawInputs: [], meta: [] });
    expect(store.getState().notice?.tone).toBe('error');
    expect(store.getState().notice?.text).toMatch(/^tampered\.json was not opened: Raw text 1 \("ruleset\.json", id .*\) was changed after the file was saved/);
  });

  it('opens read-only, with the reason kept on the game, a file holding an audit entry this version does not know', async () => {
    const game = { id: 'g-ro', name: 'From the future', family: 'ledger' as const, variant: 'suber-initial', profile: null, createdAt: 1, updatedAt: 2, phase: 'Proposal 301', settings: {} };
    const file = await gameFileFrom(game, [{ id: 'r1', gameId: 'g-ro', kind: 'audit:hologram', phase: 'Proposal 301', createdAt: 1, payload: {} }], [], { savedAt: 3, appVersion: '9.0.0' });
    const db = freshDb();
    const { d, store } = deps(db, { name: 'future.json', text: serializeGameFile(file) });
    await openGameFile(d);
    const stored = await db.games.get('g-ro');
    expect(readOnlyMarkOf(stored!)).toEqual({ fileName: 'future.json', reason: expect.stringMatching(/audit entries this version does not know \(audit:hologram\).*read-only/) });
    expect(store.getState().notice?.text).toMatch(/future\.json: "From the future" opened as a new game\. The file holds audit entries/);
  });

  it('does nothing when the GM cancels the picker', async () => {
    const db = freshDb();
    const { d, store } = deps(db, null);
    await openGameFile(d);
    expect(store.getState().notice).toBeNull();
  });
});
