// Durable commits (issue 15): committing a phase, storing pasted mail, every correction and a
// restore open their IndexedDB transactions with durability 'strict', so a power cut just after
// "Committed" keeps it. fake-indexeddb records the option each transaction was opened with.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteOpenedDbs, freshDb } from './helpers';
import { createGame, addRawInput } from '../../../renderer/storage/games';
import { addEdit, commitPhase, markMail, storeMail, undoEdit } from '../../../renderer/diplomacy/gameLog';
import { backupToJson, exportBackup, parseBackup, restoreBackup } from '../../../renderer/storage/backup';
import { coreApi } from '../../../renderer/worker/coreApi';
import { AdjutantDb } from '../../../renderer/storage/db';

afterEach(async () => { vi.restoreAllMocks(); await deleteOpenedDbs(); });

/**
 * Records the durability of every readwrite transaction from now on. Installed before any
 * database opens: Dexie binds IDBDatabase.transaction when it opens a database.
 */
function recordWrites(): string[] {
  const seen: string[] = [];
  const original = IDBDatabase.prototype.transaction;
  vi.spyOn(IDBDatabase.prototype, 'transaction').mockImplementation(function (this: IDBDatabase, stores, mode, options) {
    if (mode === 'readwrite') seen.push(options?.durability ?? 'default');
    return original.call(this, stores, mode, options);
  });
  return seen;
}

describe('durable commits', () => {
  it('a phase commit, a stored mail, a mark, a correction and its undo, and a restore are all strict', async () => {
    const durabilities = recordWrites();
    const db = freshDb();
    const game = await createGame(db, { name: 'Board', family: 'diplomacy', variant: 'standard', profile: 'wm2004', phase: 'S1901M' });
    const position = coreApi.openingPosition('standard');
    const { result } = coreApi.adjudicate({ variantId: 'standard', profile: 'wm2004', position, orders: [], nmr: [] });
    const file = parseBackup(backupToJson(await exportBackup(db, '0.1.0')));
    if (!file.ok) throw new Error(file.reason);
    const before = durabilities.length;
    {
      const mail = await storeMail(db, { gameId: game.id, phase: 'S1901M', slot: 'S1901M', sourceName: 'france.eml', text: 'A Par - Bur' });
      await addRawInput(db, { gameId: game.id, sourceName: 'pasted', text: 'F Lon - Nth' });
      await markMail(db, game.id, 'S1901M', mail.id, 'late', 'after the deadline', 'GM');
      const edit = await addEdit(db, game.id, 'S1901M', 'S1901M', { kind: 'remove-unit', location: 'par' } as never, 'typo', undefined, 'GM');
      await undoEdit(db, game.id, 'S1901M', 'S1901M', edit.id, 'GM');
      await commitPhase(db, game.id, { parent: null, phase: 'S1901M', position, orders: [], results: result.results, notices: result.notices, next: result.next, nmr: [], edits: [], inputs: [], who: 'GM' } as never, 'F1901M');
      await restoreBackup(freshDb(), file.backup);
    }
    expect(durabilities.length - before).toBeGreaterThanOrEqual(7);
    expect(new Set(durabilities)).toEqual(new Set(['strict']));
  });

  it('the check above can fail: a database opened relaxed is seen as relaxed', async () => {
    const durabilities = recordWrites();
    const relaxed = new AdjutantDb(`relaxed-${Math.random()}`, { chromeTransactionDurability: 'relaxed' });
    try {
      await createGame(relaxed, { name: 'x', family: 'ledger', variant: 'suber-initial', profile: null, phase: 'Proposal 301' });
      expect(durabilities).toEqual(['relaxed']);
    } finally {
      await relaxed.delete();
    }
  });
});
