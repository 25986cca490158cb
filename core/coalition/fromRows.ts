// A Coalition game's state from its stored rows: the records of kind 'coalition-…' in the order they
// were made and the texts they name (round JSON, roster CSV, movement thread). The app reads the
// rows from its database (renderer/coalition/coalitionRecords.ts), the CLI from a game file; both
// hand them here, so both replay exactly the same actions.
import type { RawInputRow, RecordRow } from '../gameFile/rows';
import { coalitionActionKinds, coalitionSetupKind, type CoalitionSetup, type CoalitionState, type StoredAction } from './record';

/** Payloads carry their own sequence number: two records in the same millisecond keep their order. */
interface Sequenced { seq: number }

const isCoalitionKind = (kind: string) => kind === coalitionSetupKind || (coalitionActionKinds as readonly string[]).includes(kind);

/** The game's Coalition records, in the order they were made (by sequence, then time). */
export function coalitionRecordsIn(records: readonly RecordRow[]): RecordRow[] {
  return records.filter((r) => isCoalitionKind(r.kind))
    .sort((a, b) => ((a.payload as Sequenced).seq ?? 0) - ((b.payload as Sequenced).seq ?? 0) || a.createdAt - b.createdAt);
}

/** The highest sequence number of the game's Coalition records (0 before the first). */
export function lastCoalitionSeq(records: readonly RecordRow[]): number {
  return coalitionRecordsIn(records).reduce((max, r) => Math.max(max, (r.payload as Sequenced).seq ?? 0), 0);
}

/**
 * What the replay needs, from rows alone; null until a round has been set up. `textOf` gives a
 * raw input's text by id (undefined when it is missing).
 */
export function coalitionStateFromRows(records: readonly RecordRow[], textOf: (rawInputId: string) => string | undefined): CoalitionState | null {
  const rows = coalitionRecordsIn(records);
  const setupIndex = rows.map((r) => r.kind).lastIndexOf(coalitionSetupKind);
  if (setupIndex < 0) return null;
  const { seq: _seq, ...setup } = rows[setupIndex]!.payload as CoalitionSetup & Sequenced;
  const roundText = textOf(setup.rawInputId);
  if (roundText === undefined) throw new Error(`The round this game was set up from (${setup.sourceName}) is missing from storage.`);
  const actions: StoredAction[] = [];
  for (const r of rows.slice(setupIndex + 1)) {
    const { seq: _s, ...payload } = r.payload as Record<string, unknown> & Sequenced;
    const action = { kind: r.kind, ...payload, recordId: r.id, at: r.createdAt } as StoredAction;
    if ('rawInputId' in payload && typeof payload.rawInputId === 'string') action.text = textOf(payload.rawInputId) ?? '';
    actions.push(action);
  }
  return { setup, roundText, actions };
}

/** The same, with the raw inputs as rows. */
export function coalitionStateOfRows(records: readonly RecordRow[], rawInputs: readonly RawInputRow[]): CoalitionState | null {
  const byId = new Map(rawInputs.map((r) => [r.id, r.text]));
  return coalitionStateFromRows(records, (id) => byId.get(id));
}
