// Storing a ledger game: the ruleset text verbatim (rawInputs) before anything parses it, the
// setup, and each GM action as an append-only record of kind 'ledger-…'. The ledger's state is
// rebuilt from these on every load (loadLedgerState), so a reload, or a backup restored on
// another machine, gives back exactly the same ledger.
import type { AdjutantDb } from '../storage/db';
import { addRawInput } from '../storage/games';
import { newId } from '../storage/ids';
import type { RawInputRow, RecordRow } from '../storage/types';
import { ledgerSetupKind, type LedgerAction, type LedgerSetup, type LedgerState } from '../../core/ledger/record';
import { ledgerRecordsIn, ledgerStateFromRows, nextLedgerSeq } from '../../core/ledger/fromRows';

/** Keeps a pasted or opened ruleset exactly as received; call before parsing it. */
export function storeRulesetText(db: AdjutantDb, gameId: string, sourceName: string, text: string): Promise<RawInputRow> {
  return addRawInput(db, { gameId, sourceName, text });
}

async function nextSeq(db: AdjutantDb, gameId: string): Promise<number> {
  return nextLedgerSeq(await db.records.where('gameId').equals(gameId).toArray());
}

async function append(db: AdjutantDb, gameId: string, kind: string, payload: object, now: number): Promise<RecordRow> {
  return db.transaction('rw', db.games, db.records, async () => {
    const game = await db.games.get(gameId);
    if (!game) throw new Error(`No game with id ${gameId}.`);
    const row: RecordRow = { id: newId(), gameId, kind, phase: game.phase, createdAt: now, payload: { ...payload, seq: await nextSeq(db, gameId) } };
    await db.records.add(row);
    await db.games.update(gameId, { updatedAt: now });
    return row;
  });
}

export function recordSetup(db: AdjutantDb, gameId: string, setup: LedgerSetup, now: number = Date.now()): Promise<RecordRow> {
  return append(db, gameId, ledgerSetupKind, setup, now);
}

/** Stores one GM action; its effect is shown only after this resolves (the screen re-reads storage). */
export function recordAction(db: AdjutantDb, gameId: string, action: LedgerAction, now: number = Date.now()): Promise<RecordRow> {
  const { kind, ...payload } = action;
  return append(db, gameId, kind, payload, now);
}

/** The game's ledger records, in the order they were made. */
export async function ledgerRecordsOf(db: AdjutantDb, gameId: string): Promise<RecordRow[]> {
  return ledgerRecordsIn(await db.records.where('gameId').equals(gameId).toArray());
}

/** Rebuilds what the worker needs from storage alone (core's ledgerStateFromRows); null until a ruleset has been set up. */
export async function loadLedgerState(db: AdjutantDb, gameId: string): Promise<LedgerState | null> {
  const records = await db.records.where('gameId').equals(gameId).toArray();
  const setup = ledgerRecordsIn(records).filter((r) => r.kind === ledgerSetupKind).at(-1);
  if (!setup) return null;
  const raw = await db.rawInputs.get((setup.payload as LedgerSetup).rawInputId);
  return ledgerStateFromRows(records, (id) => (raw && raw.id === id ? raw.text : undefined));
}

/** Keeps the game list's phase in step with the ledger ("Proposal 302"). */
export async function setLedgerPhase(db: AdjutantDb, gameId: string, phase: string): Promise<void> {
  const game = await db.games.get(gameId);
  if (game && game.phase !== phase) await db.games.update(gameId, { phase });
}
