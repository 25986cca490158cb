// A fresh, uniquely named database per test (fake-indexeddb), deleted afterwards.
import 'fake-indexeddb/auto';
import { AdjutantDb } from '../../../renderer/storage/db';
import { coreApi } from '../../../renderer/worker/coreApi';
import { readAllRows } from '../../../renderer/storage/phaseMail';

let counter = 0;
const opened: AdjutantDb[] = [];

export function freshDb(): AdjutantDb {
  const db = new AdjutantDb(`adjutant-test-${process.pid}-${++counter}-${Math.random().toString(36).slice(2)}`);
  opened.push(db);
  return db;
}

export async function deleteOpenedDbs(): Promise<void> {
  for (const db of opened.splice(0)) await db.delete();
}

/**
 * Every table's rows sorted by id, for whole-database comparisons; records and raw inputs as the
 * app reads them (renderer/storage/phaseMail.ts), a phase's mail unpacked from its one row.
 */
export async function dumpTables(db: AdjutantDb) {
  const byId = <T extends { id: string }>(rows: T[]) => rows.sort((a, b) => a.id.localeCompare(b.id));
  const { records, rawInputs } = await readAllRows(db);
  return {
    games: byId(await db.games.toArray()),
    records: byId(records),
    rawInputs: byId(rawInputs),
    meta: (await db.meta.toArray()).sort((a, b) => a.key.localeCompare(b.key)),
  };
}

/** A committed phase of the standard opening with no orders (every unit holds), for log tests. */
export function emptyCommit(parent: string | null, phase: string) {
  const position = coreApi.openingPosition('standard');
  const { result } = coreApi.adjudicate({ variantId: 'standard', profile: 'wm2004', position, orders: [], nmr: [] });
  return { parent, phase, position, orders: [], results: result.results, notices: result.notices, next: result.next, nmr: [], edits: [], inputs: [], who: 'GM' };
}
