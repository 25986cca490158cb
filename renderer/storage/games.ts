// Creating, deleting (with undo) and touching games. Each change is one Dexie transaction, so a
// game never exists without its audit trail and a delete never leaves orphaned records behind.
import type { AdjutantDb } from './db';
import { newId } from './ids';
import { deleteGameRows, putGameRows, readGameRows } from './phaseMail';
import { countLines } from './schema';
import type { GameFamily, GameRow, GameSettings, RawInputRow, RecordRow } from './types';
import { createdRecordKind, stateRecordKind } from '../../core/gameFile/index';

export interface NewGame {
  name: string;
  family: GameFamily;
  variant: string;
  profile: string | null;
  phase: string;
  settings?: GameSettings;
}

/** The audit records written when a game is created and when its state changes (core/gameFile/recordKinds.ts lists every kind). */
export { createdRecordKind, stateRecordKind };

export async function createGame(db: AdjutantDb, input: NewGame, now: number = Date.now()): Promise<GameRow> {
  const name = input.name.trim();
  if (name.length === 0) throw new Error('A game needs a name.');
  const game: GameRow = {
    id: newId(), name, family: input.family, variant: input.variant, profile: input.profile,
    createdAt: now, updatedAt: now, phase: input.phase, settings: input.settings ?? {},
  };
  const created: RecordRow = {
    id: newId(), gameId: game.id, kind: createdRecordKind, phase: game.phase, createdAt: now,
    payload: { name: game.name, family: game.family, variant: game.variant, profile: game.profile },
  };
  await db.transaction('rw', db.games, db.records, async () => {
    await db.games.add(game);
    await db.records.add(created);
  });
  return game;
}

/** Everything a deleted game had, kept by the screen so "Undo" can put it back exactly. */
export interface DeletedGame {
  game: GameRow;
  records: RecordRow[];
  rawInputs: RawInputRow[];
}

export async function deleteGame(db: AdjutantDb, gameId: string): Promise<DeletedGame | undefined> {
  return db.transaction('rw', db.games, db.records, db.rawInputs, db.phaseMail, async () => {
    const game = await db.games.get(gameId);
    if (!game) return undefined;
    const { records, rawInputs } = await readGameRows(db, gameId);
    await deleteGameRows(db, gameId);
    await db.games.delete(gameId);
    return { game, records, rawInputs };
  });
}

export async function undoDelete(db: AdjutantDb, deleted: DeletedGame): Promise<void> {
  await db.transaction('rw', db.games, db.records, db.rawInputs, db.phaseMail, async () => {
    await db.games.put(deleted.game);
    await putGameRows(db, deleted.records, deleted.rawInputs);
  });
}

export interface NewRawInput {
  gameId: string;
  sourceName: string;
  text: string;
}

/**
 * Stores pasted or imported text exactly as received, before any parser sees it. Callers parse
 * after this resolves, so a parser crash can never lose what the GM pasted.
 */
export async function addRawInput(db: AdjutantDb, input: NewRawInput, now: number = Date.now()): Promise<RawInputRow> {
  const row: RawInputRow = {
    id: newId(), gameId: input.gameId, receivedAt: now, sourceName: input.sourceName,
    text: input.text, lineCount: countLines(input.text),
  };
  await db.transaction('rw', db.games, db.rawInputs, async () => {
    if (!(await db.games.get(input.gameId))) throw new Error(`No game with id ${input.gameId}.`);
    await db.rawInputs.add(row);
    await db.games.update(input.gameId, { updatedAt: now });
  });
  return row;
}

/** A game's raw inputs in the order they arrived (mail in its phase rows and the rest, phaseMail.ts). */
export async function rawInputsOf(db: AdjutantDb, gameId: string): Promise<RawInputRow[]> {
  return (await readGameRows(db, gameId)).rawInputs;
}

/**
 * All games, most recently changed first (ties: the larger id first, as the updatedAt index gave
 * them): the home screen's list. Read by primary key and sorted here, not through the updatedAt
 * index (issue 21): inside a live query Dexie records the id of every row an index query returns,
 * one by one into a range tree, but for a read of the whole table only the whole range; either way
 * any change to a game wakes the list again. With 1,000 games that bookkeeping was most of the
 * page's heaviest task at the end of a restore (docs/testing.md). Only games whose updatedAt is a
 * number, as the index held only those.
 */
export async function gamesByLastChange(db: AdjutantDb): Promise<GameRow[]> {
  const games = (await db.games.toArray()).filter((g) => typeof g.updatedAt === 'number' && !Number.isNaN(g.updatedAt));
  return games.sort((a, b) => b.updatedAt - a.updatedAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
}

export type GameStateChange = 'finish' | 'reopen' | 'archive' | 'unarchive';

/**
 * Marks a game finished or running again, or archives it out of the everyday list or brings it
 * back. Nothing of the game changes but these marks; the change is recorded with its time.
 */
export async function changeGameState(db: AdjutantDb, gameId: string, change: GameStateChange, now: number = Date.now()): Promise<void> {
  await db.transaction('rw', db.games, db.records, async () => {
    const game = await db.games.get(gameId);
    if (!game) throw new Error(`No game with id ${gameId}.`);
    // Dexie deletes a property set to undefined in an update.
    const patch: Partial<GameRow> = change === 'finish' ? { finishedAt: now }
      : change === 'reopen' ? { finishedAt: undefined }
      : change === 'archive' ? { archivedAt: now }
      : { archivedAt: undefined };
    await db.games.update(gameId, patch);
    await db.records.add({ id: newId(), gameId, kind: stateRecordKind, phase: game.phase, createdAt: now, payload: { change } });
  });
}
