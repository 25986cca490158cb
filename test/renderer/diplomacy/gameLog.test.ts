// The workspace's records in IndexedDB (fake-indexeddb): mails stored verbatim before parsing,
// marks, corrections with undo, commits in one transaction, rollbacks with TD consent, and a
// backup that carries all of it into a clean database.
import { afterEach, describe, expect, it } from 'vitest';
import { deleteOpenedDbs, dumpTables, emptyCommit, freshDb } from '../storage/helpers';
import { createGame } from '../../../renderer/storage/games';
import { exportBackup, parseBackup, backupToJson, restoreBackup } from '../../../renderer/storage/backup';
import { addEdit, commitPhase, markMail, readGameLog, rollBack, storeMail, undoEdit } from '../../../renderer/diplomacy/gameLog';
import { applyEdits, liveEdits } from '../../../core/diplomacy/record/editLog';
import { coreApi } from '../../../renderer/worker/coreApi';
import { getRowsById } from '../../../renderer/storage/phaseMail';

afterEach(deleteOpenedDbs);

const hostile = 'From: x\r\n<img src=x onerror=alert(1)>\u0000\uFFFF\r\nA Par - Bur\r\n\r\n';

async function newGame() {
  const db = freshDb();
  const game = await createGame(db, { name: 'Board 7', family: 'diplomacy', variant: 'standard', profile: 'wm2004', phase: 'S1901M', settings: {} });
  return { db, game };
}

const commitOf = emptyCommit;

describe('game log', () => {
  it('stores a pasted mail verbatim (CRLF, markup, control characters) before anything parses it', async () => {
    const { db, game } = await newGame();
    const row = await storeMail(db, { gameId: game.id, slot: 'start', phase: 'S1901M', sourceName: 'pasted', text: hostile, assignedPower: 'France' });
    expect((await getRowsById(db, [], [row.id])).rawInputs[0]!.text).toBe(hostile);
    const log = await readGameLog(db, game.id);
    expect(log.mails.start).toEqual([expect.objectContaining({ id: row.id, text: hostile, assignedPower: 'France', editOf: null, status: null })]);
    // Reading it afterwards never loses it, whatever the reader makes of it.
    const readings = (await coreApi.readMail({ variantId: 'standard', profile: 'wm2004', position: coreApi.openingPosition('standard'), inputs: [{ id: row.id, text: hostile }] }));
    expect(readings[row.id]!.verdicts.length).toBeGreaterThan(0);
  });

  it('refuses a mail for a game that is gone, storing nothing', async () => {
    const { db } = await newGame();
    await expect(storeMail(db, { gameId: 'nope', slot: 'start', phase: 'S1901M', sourceName: 'p', text: 'x' })).rejects.toThrow(/No game/);
    expect(await db.rawInputs.count()).toBe(0);
    expect(await db.phaseMail.count()).toBe(0);
  });

  it('a line edit is a new input; the original stays, marked as replaced', async () => {
    const { db, game } = await newGame();
    const original = await storeMail(db, { gameId: game.id, slot: 'start', phase: 'S1901M', sourceName: 'a.eml', text: 'F Kiel - Denmrak' }, 1);
    await storeMail(db, { gameId: game.id, slot: 'start', phase: 'S1901M', sourceName: 'a.eml (GM edit)', text: 'F Kiel - Denmark', editOf: original.id }, 2);
    const mails = (await readGameLog(db, game.id)).mails.start!;
    expect(mails.map((m) => m.text)).toEqual(['F Kiel - Denmrak', 'F Kiel - Denmark']);
    expect(mails[1]!.editOf).toBe(original.id);
  });

  it('marks a mail late or rejected only with a reason, and can count it again', async () => {
    const { db, game } = await newGame();
    const m = await storeMail(db, { gameId: game.id, slot: 'start', phase: 'S1901M', sourceName: 'a', text: 'A Par - Bur' }, 1);
    await expect(markMail(db, game.id, 'S1901M', m.id, 'rejected', '  ', 'GM', 2)).rejects.toThrow(/why/);
    await markMail(db, game.id, 'S1901M', m.id, 'late', 'arrived 18:05 GMT, deadline 18:00 (000 D.VII(3)a)', 'GM', 3);
    expect((await readGameLog(db, game.id)).mails.start![0]!.status).toEqual({ status: 'late', reason: 'arrived 18:05 GMT, deadline 18:00 (000 D.VII(3)a)', who: 'GM' });
    await markMail(db, game.id, 'S1901M', m.id, 'counted', '', 'GM', 4);
    expect((await readGameLog(db, game.id)).mails.start![0]!.status).toBeNull();
  });

  it('a correction needs a reason, is audited (who, when, why, clause) and can be undone', async () => {
    const { db, game } = await newGame();
    await expect(addEdit(db, game.id, 'start', 'S1901M', { kind: 'remove-unit', location: 'lon' }, '', undefined, 'GM')).rejects.toThrow(/reason/);
    const e = await addEdit(db, game.id, 'start', 'S1901M', { kind: 'move-unit', from: 'par', to: 'bur' }, 'unit was misplaced', '000 D.VIII(2)', 'Tom', 10);
    let log = await readGameLog(db, game.id);
    expect(log.edits.start).toEqual([expect.objectContaining({ id: e.id, reason: 'unit was misplaced', clause: '000 D.VIII(2)', who: 'Tom', at: 10 })]);
    const edited = applyEdits(coreApi.openingPosition('standard'), liveEdits(log.edits.start!, log.undos.start ?? [])).position;
    expect(edited.units.some((u) => u.location === 'bur')).toBe(true);
    await undoEdit(db, game.id, 'start', 'S1901M', e.id, 'Tom', 11);
    log = await readGameLog(db, game.id);
    expect(liveEdits(log.edits.start!, log.undos.start!)).toEqual([]);
    expect(log.edits.start).toHaveLength(1); // the audit keeps the undone edit
  });

  it('commits a phase and moves the game on in one transaction; a second commit on the same head is refused', async () => {
    const { db, game } = await newGame();
    const c = await commitPhase(db, game.id, commitOf(null, 'S1901M'), 'F1901M', 100);
    expect((await db.games.get(game.id))!.phase).toBe('F1901M');
    expect((await readGameLog(db, game.id)).head).toBe(c.id);
    const before = await dumpTables(db);
    await expect(commitPhase(db, game.id, commitOf(null, 'S1901M'), 'F1901M', 101)).rejects.toThrow(/already committed/);
    expect(await dumpTables(db)).toEqual(before);
  });

  it('000 D.VIII(1)b: a rollback needs a reason and the TD’s consent, recorded; later phases stay as a branch', async () => {
    const { db, game } = await newGame();
    const s = await commitPhase(db, game.id, commitOf(null, 'S1901M'), 'F1901M', 100);
    const f = await commitPhase(db, game.id, commitOf(s.id, 'F1901M'), 'W1901A', 200);
    await expect(rollBack(db, game.id, s.id, 'F1901M', 'support misread', '', 'GM')).rejects.toThrow(/consent/);
    const r = await rollBack(db, game.id, s.id, 'F1901M', 'support misread', 'TD Jane Smith', 'GM', 150);
    expect(r.at).toBeGreaterThan(f.at); // ordered after every record even when the clock stepped back
    const log = await readGameLog(db, game.id);
    expect(log.head).toBe(s.id);
    expect(log.rollbacks).toEqual([expect.objectContaining({ from: f.id, to: s.id, consentBy: 'TD Jane Smith', reason: 'support misread' })]);
    expect((await db.games.get(game.id))!.phase).toBe('F1901M');
    const again = await commitPhase(db, game.id, commitOf(s.id, 'F1901M'), 'W1901A', 300);
    expect((await readGameLog(db, game.id)).head).toBe(again.id);
  });

  it('a backup carries mails, marks, corrections, commits and rollbacks into a clean database unchanged', async () => {
    const { db, game } = await newGame();
    const m = await storeMail(db, { gameId: game.id, slot: 'start', phase: 'S1901M', sourceName: 'x.eml', text: hostile }, 1);
    await markMail(db, game.id, 'S1901M', m.id, 'rejected', 'sent by proxy', 'GM', 2);
    await addEdit(db, game.id, 'start', 'S1901M', { kind: 'set-centre', province: 'bel', owner: 'France' }, 'typo', undefined, 'GM', 3);
    const s = await commitPhase(db, game.id, commitOf(null, 'S1901M'), 'F1901M', 4);
    await rollBack(db, game.id, null, 'S1901M', 'redo', 'TD', 'GM', 5);
    const file = parseBackup(backupToJson(await exportBackup(db, 'test')));
    if (!file.ok) throw new Error(file.reason);
    const clean = freshDb();
    await restoreBackup(clean, file.backup);
    const [a, b] = [await readGameLog(db, game.id), await readGameLog(clean, game.id)];
    expect(b).toEqual(a);
    expect(b.commits.map((c) => c.id)).toEqual([s.id]);
    expect(b.head).toBeNull();
    expect(b.mails.start![0]!.text).toBe(hostile);
  });
});
