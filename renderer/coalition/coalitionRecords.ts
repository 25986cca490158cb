// Storing a Coalition game: every text the judge pastes or opens (round JSON, roster CSV, movement
// thread) verbatim in rawInputs before anything parses it, then each judge action as an
// append-only record of kind 'coalition-…'. The round is rebuilt from these on every load
// (loadCoalitionState), so a reload, or a backup restored on another machine, gives it back.
import type { AdjutantDb } from '../storage/db';
import { addRawInput } from '../storage/games';
import { newId } from '../storage/ids';
import type { RawInputRow, RecordRow } from '../storage/types';
import { coalitionActionKinds, coalitionSetupKind, type CoalitionAction, type CoalitionSetup, type CoalitionState, type StoredAction } from './coalitionTypes';

/** Keeps pasted or opened text exactly as received; call before parsing it. */
export function storeText(db: AdjutantDb, gameId: string, sourceName: string, text: string): Promise<RawInputRow> {
  return addRawInput(db, { gameId, sourceName, text });
}

/** Payloads carry their own sequence number: two records in the same millisecond keep their order. */
interface Sequenced { seq: number }

const isCoalitionKind = (kind: string) => kind === coalitionSetupKind || (coalitionActionKinds as readonly string[]).includes(kind);

/** The game's Coalition records, in the order they were made. */
export async function coalitionRecordsOf(db: AdjutantDb, gameId: string): Promise<RecordRow[]> {
  const rows = await db.records.where('gameId').equals(gameId).toArray();
  return rows.filter((r) => isCoalitionKind(r.kind))
    .sort((a, b) => ((a.payload as Sequenced).seq ?? 0) - ((b.payload as Sequenced).seq ?? 0) || a.createdAt - b.createdAt);
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
    const existing = await coalitionRecordsOf(db, gameId);
    let seq = existing.reduce((max, r) => Math.max(max, (r.payload as Sequenced).seq ?? 0), 0);
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

/** Rebuilds what the worker needs from storage alone; null until a round has been set up. */
export async function loadCoalitionState(db: AdjutantDb, gameId: string): Promise<CoalitionState | null> {
  const rows = await coalitionRecordsOf(db, gameId);
  const setupIndex = rows.map((r) => r.kind).lastIndexOf(coalitionSetupKind);
  if (setupIndex < 0) return null;
  const { seq: _seq, ...setup } = rows[setupIndex]!.payload as CoalitionSetup & Sequenced;
  const raw = await db.rawInputs.get(setup.rawInputId);
  if (!raw) throw new Error(`The round this game was set up from (${setup.sourceName}) is missing from storage.`);
  const actions: StoredAction[] = [];
  for (const r of rows.slice(setupIndex + 1)) {
    const { seq: _s, ...payload } = r.payload as Record<string, unknown> & Sequenced;
    const action = { kind: r.kind, ...payload, recordId: r.id, at: r.createdAt } as StoredAction;
    if ('rawInputId' in payload && typeof payload.rawInputId === 'string') {
      const text = await db.rawInputs.get(payload.rawInputId);
      action.text = text?.text ?? '';
    }
    actions.push(action);
  }
  return { setup, roundText: raw.text, actions };
}
