// A ledger game's state from its stored rows: the records of kind 'ledger-…' in the order they were
// made and the ruleset text they name. The app reads the rows from its database
// (renderer/ledger/ledgerRecords.ts), the CLI from a game file; both hand them here, so both
// replay exactly the same actions.
import type { RawInputRow, RecordRow } from '../gameFile/rows';
import { ledgerActionKinds, ledgerSetupKind, type LedgerAction, type LedgerSetup, type LedgerState } from './record';

/** Record payloads carry their own sequence number: two records in the same millisecond keep their order. */
interface Sequenced { seq: number }

const isLedgerKind = (kind: string) => kind === ledgerSetupKind || (ledgerActionKinds as readonly string[]).includes(kind);

/** The game's ledger records, in the order they were made (by sequence, then time). */
export function ledgerRecordsIn(records: readonly RecordRow[]): RecordRow[] {
  return records
    .filter((r) => isLedgerKind(r.kind))
    .sort((a, b) => ((a.payload as Sequenced).seq ?? 0) - ((b.payload as Sequenced).seq ?? 0) || a.createdAt - b.createdAt);
}

/** The sequence number the next ledger record gets. */
export function nextLedgerSeq(records: readonly RecordRow[]): number {
  return ledgerRecordsIn(records).reduce((max, r) => Math.max(max, (r.payload as Sequenced).seq ?? 0), 0) + 1;
}

/**
 * What the replay needs, from rows alone; null until a ruleset has been set up. `textOf` gives a
 * raw input's text by id (undefined when it is missing, which is refused with the reason).
 */
export function ledgerStateFromRows(records: readonly RecordRow[], textOf: (rawInputId: string) => string | undefined): LedgerState | null {
  const rows = ledgerRecordsIn(records);
  const setupIndex = rows.map((r) => r.kind).lastIndexOf(ledgerSetupKind);
  if (setupIndex < 0) return null;
  const { seq: _seq, ...setup } = rows[setupIndex]!.payload as LedgerSetup & Sequenced;
  const text = textOf(setup.rawInputId);
  if (text === undefined) throw new Error(`The ruleset text this ledger was started from (${setup.sourceName}) is missing from storage.`);
  const actions = rows.slice(setupIndex + 1).map((r) => {
    const { seq: _s, ...payload } = r.payload as Record<string, unknown> & Sequenced;
    return { kind: r.kind, ...payload } as LedgerAction;
  });
  return { setup, sourceText: text, actions };
}

/** The same, with the raw inputs as rows. */
export function ledgerStateOfRows(records: readonly RecordRow[], rawInputs: readonly RawInputRow[]): LedgerState | null {
  const byId = new Map(rawInputs.map((r) => [r.id, r.text]));
  return ledgerStateFromRows(records, (id) => byId.get(id));
}
