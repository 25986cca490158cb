// Marks for a GM's long list: finished, archived, and the next deadline each commit keeps on the
// game row so the home screen can sort hundreds of games without reading their logs.
import { afterEach, describe, expect, it } from 'vitest';
import { deleteOpenedDbs, emptyCommit, freshDb } from './helpers';
import { changeGameState, createGame, stateRecordKind } from '../../../renderer/storage/games';
import { commitPhase, rollBack } from '../../../renderer/diplomacy/gameLog';
import { defaultSetup } from '../../../core/diplomacy/record/setup';

afterEach(deleteOpenedDbs);

const commitOf = emptyCommit;

describe('finished and archived', () => {
  it('each change is recorded; archiving keeps finished; unarchiving and reopening take the marks off', async () => {
    const db = freshDb();
    const game = await createGame(db, { name: 'Board 7', family: 'diplomacy', variant: 'standard', profile: 'wm2004', phase: 'S1901M', settings: {} });
    await changeGameState(db, game.id, 'finish', 100);
    await changeGameState(db, game.id, 'archive', 200);
    expect(await db.games.get(game.id)).toMatchObject({ finishedAt: 100, archivedAt: 200 });
    await changeGameState(db, game.id, 'unarchive', 300);
    await changeGameState(db, game.id, 'reopen', 400);
    const row = (await db.games.get(game.id))!;
    expect(row.finishedAt).toBeUndefined();
    expect(row.archivedAt).toBeUndefined();
    const marks = (await db.records.where('gameId').equals(game.id).toArray()).filter((r) => r.kind === stateRecordKind).sort((a, b) => a.createdAt - b.createdAt);
    expect(marks.map((r) => (r.payload as { change: string }).change)).toEqual(['finish', 'archive', 'unarchive', 'reopen']);
    await expect(changeGameState(db, 'nope', 'archive')).rejects.toThrow(/No game/);
  });
});

describe('the next deadline kept on the game row', () => {
  it('moves on with each commit by the schedule and back with a rollback', async () => {
    const db = freshDb();
    const setup = { ...defaultSetup('wm2004', ['England'], 'S1901M', 0), deadlines: { firstDeadline: Date.UTC(2026, 10, 29, 20), movementHours: 72, retreatHours: 24, adjustmentHours: 24 } };
    const game = await createGame(db, { name: 'Board 7', family: 'diplomacy', variant: 'standard', profile: 'wm2004', phase: 'S1901M', settings: { diplomacy: setup } });
    const s = await commitPhase(db, game.id, commitOf(null, 'S1901M'), 'F1901M', 100);
    expect((await db.games.get(game.id))!.nextDeadline).toBe(Date.UTC(2026, 11, 2, 20));
    await commitPhase(db, game.id, commitOf(s.id, 'F1901M'), 'W1901A', 200);
    expect((await db.games.get(game.id))!.nextDeadline).toBe(Date.UTC(2026, 11, 5, 20));
    await rollBack(db, game.id, s.id, 'F1901M', 'misread', 'TD', 'GM', 300);
    expect((await db.games.get(game.id))!.nextDeadline).toBe(Date.UTC(2026, 11, 2, 20));
  });
  it('is null for a game with no schedule', async () => {
    const db = freshDb();
    const game = await createGame(db, { name: 'Board 8', family: 'diplomacy', variant: 'standard', profile: 'wm2004', phase: 'S1901M', settings: {} });
    await commitPhase(db, game.id, commitOf(null, 'S1901M'), 'F1901M', 100);
    expect((await db.games.get(game.id))!.nextDeadline).toBeNull();
  });
});
