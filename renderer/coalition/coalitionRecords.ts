// Storing a Coalition game: every text the judge pastes or opens (round JSON, roster CSV, movement
// thread) verbatim in rawInputs before anything parses it, then each judge action as an
// append-only record of kind 'coalition-…'. The round is rebuilt from these on every load
// (loadCoalitionState), so a reload, or a backup restored on another machine, gives it back.
import type { AdjutantDb } from '../storage/db';
import { addRawInput } from '../storage/games';
import { newId } from '../storage/ids';
import type { RawInputRow, RecordRow } from '../storage/types';
import { coalitionSetupKind, type CoalitionAction, type CoalitionSetup, type CoalitionState } from './coalitionTypes';
import { coalitionRecordsIn, coalitionStateFromRows, lastCoalitionSeq } from '../../core/coalition/fromRows';

/** Keeps pasted or opened text exactly as received; call before parsing it. */
export function storeText(db: AdjutantDb, gameId: string, sourceName: string, text: string): Promise<RawInputRow> {
  return addRawInput(db, { gameId, sourceName, text });
}

/** The game's Coalition records, in the order they were made. */
export async function coalitionRecordsOf(db: AdjutantDb, gameId: string): Promise<RecordRow[]> {
  return coalitionRecordsIn(await db.records.where('gameId').equals(gameId).toArray());
}

function rowFor(gameId: string, phase: string, kind: string, payload: object, seq: number, now: number): RecordRow {
  return { id: newId(), gameId, kind, phase, createdAt: now, payload: { ...payload, seq } };
}

/**
 * Appends records in ONE transaction (a commit writes its record and the game's new phase
 * together, so a crash cannot leave half a turn). `phase` updates the game list's phase too.
 */
export async function appendRecords(db: AdjutantDb, gameId: string, entries: { kind: string; payload: object }[], options: { phase?: string; now?: number } = {}): Promise<RecordRow[]> {
  const now = options.now ?? Date.now();
  return db.transaction('rw', db.games, db.records, async () => {
    const game = await db.games.get(gameId);
    if (!game) throw new Error(`No game with id ${gameId}.`);
    let seq = lastCoalitionSeq(await db.records.where('gameId').equals(gameId).toArray());
    const rows = entries.map((e) => rowFor(gameId, game.phase, e.kind, e.payload, ++seq, now));
    await db.records.bulkAdd(rows);
    await db.games.update(gameId, { updatedAt: now, ...(options.phase ? { phase: options.phase } : {}) });
    return rows;
  });
}

export async function recordSetup(db: AdjutantDb, gameId: string, setup: CoalitionSetup, phase: string, now?: number): Promise<RecordRow> {
  const [row] = await appendRecords(db, gameId, [{ kind: coalitionSetupKind, payload: setup }], { phase, now });
  return row!;
}

/** Stores one judge action; its effect is shown only after this resolves (the screen re-reads storage). */
export async function recordAction(db: AdjutantDb, gameId: string, action: CoalitionAction, options: { phase?: string; now?: number } = {}): Promise<RecordRow> {
  const { kind, ...payload } = action;
  const [row] = await appendRecords(db, gameId, [{ kind, payload }], options);
  return row!;
}

/** Rebuilds what the worker needs from storage alone (core's coalitionStateFromRows); null until a round has been set up. */
export async function loadCoalitionState(db: AdjutantDb, gameId: string): Promise<CoalitionState | null> {
  const records = await db.records.where('gameId').equals(gameId).toArray();
  const named = [...new Set(coalitionRecordsIn(records).flatMap((r) => {
    const id = (r.payload as { rawInputId?: unknown }).rawInputId;
    return typeof id === 'string' ? [id] : [];
  }))];
  const texts = new Map((await db.rawInputs.bulkGet(named)).flatMap((r) => (r ? [[r.id, r.text] as const] : [])));
  return coalitionStateFromRows(records, (id) => texts.get(id));
}
