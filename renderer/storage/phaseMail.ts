// The one way in and out of a game's records and raw inputs since Dexie version 7 (issue 21): a
// phase's mail records and the raw inputs they name live in one phaseMail row
// (core/gameFile/phaseMail.ts), everything else in the records and rawInputs tables. Every reader
// (the inbox, the game log, commit and rollback, game files, backup, restore and its clash
// planning, delete and undelete) reads through readGameRows or the id look-ups below, and gets
// the flat rows exactly as Dexie version 6 handed them out; every writer writes through the
// functions here, so no caller knows which rows are packed. Since Dexie version 8 a phase row's
// rows are stored inside their game (core/gameFile/mailFold.ts) and made whole here (rowsInside).
//
// Each function only awaits Dexie promises, so it may run inside the caller's transaction, which
// must include every table of gameRowTables (Dexie refuses a table the transaction lacks).
import Dexie, { type Table } from 'dexie';
import type { AdjutantDb } from './db';
import type { RawInputRow, RecordRow } from './types';
import { byRowId, packPhaseMail, rowsInside, unpackPhaseMail, withRows, withoutRows, type PhaseMailRow } from '../../core/gameFile/phaseMail';

export type { PhaseMailRow };

/** The tables a game's rows are spread over, for a transaction that reads or writes them. */
export function gameRowTables(db: AdjutantDb): Table[] {
  return [db.games, db.records, db.rawInputs, db.phaseMail] as Table[];
}

/** One game's phase rows (its primary keys run [gameId, phase]). */
function phaseRowsOf(db: AdjutantDb, gameId: string) {
  return db.phaseMail.where('[gameId+phase]').between([gameId, Dexie.minKey], [gameId, Dexie.maxKey], true, true);
}

/**
 * One game's records (by id) and raw inputs (in arrival order), wherever they are stored: THE read
 * of a game's rows. In its own read transaction unless the caller's covers the tables.
 *
 * The three reads are asked for at once, not one after the other: IndexedDB runs them in order
 * within the transaction all the same, but the thread no longer waits for each answer to cross
 * from the browser process before it asks the next (issue 21: a backup reads 300 games this way,
 * and on a loaded machine each crossing waits for a core).
 */
export function readGameRows(db: AdjutantDb, gameId: string): Promise<{ records: RecordRow[]; rawInputs: RawInputRow[] }> {
  return db.transaction('r', db.records, db.rawInputs, db.phaseMail, async () => {
    const [records, rawInputs, phaseMail] = await Promise.all([
      db.records.where('gameId').equals(gameId).toArray(),
      db.rawInputs.where('[gameId+receivedAt]').between([gameId, -Infinity], [gameId, Infinity]).toArray(),
      phaseRowsOf(db, gameId).toArray(),
    ]);
    return unpackPhaseMail(phaseMail, records, rawInputs);
  });
}

/** Every game's records and raw inputs, each list by id (the order Dexie version 6's toArray gave). */
export function readAllRows(db: AdjutantDb): Promise<{ records: RecordRow[]; rawInputs: RawInputRow[] }> {
  return db.transaction('r', db.records, db.rawInputs, db.phaseMail, async () => {
    const records = await db.records.toArray();
    const rawInputs = await db.rawInputs.toArray();
    const inside = (await db.phaseMail.toArray()).map(rowsInside);
    return {
      records: [...records, ...inside.flatMap((r) => r.records)].sort(byRowId),
      rawInputs: [...rawInputs, ...inside.flatMap((r) => r.rawInputs)].sort(byRowId),
    };
  });
}

/** The records and raw inputs of these ids, wherever they are (undefined where none): bulkGet over both homes. */
export async function getRowsById(db: AdjutantDb, recordIds: readonly string[], rawIds: readonly string[]): Promise<{ records: (RecordRow | undefined)[]; rawInputs: (RawInputRow | undefined)[] }> {
  const plainRecords = await db.records.bulkGet([...recordIds]);
  const plainRaw = await db.rawInputs.bulkGet([...rawIds]);
  const wanted = [...new Set([...recordIds, ...rawIds])];
  const rows = wanted.length ? (await db.phaseMail.where('ids').anyOf(wanted).toArray()).map(rowsInside) : [];
  const packedRecords = new Map(rows.flatMap((r) => r.records.map((x) => [x.id, x] as const)));
  const packedRaw = new Map(rows.flatMap((r) => r.rawInputs.map((x) => [x.id, x] as const)));
  return {
    records: recordIds.map((id, i) => plainRecords[i] ?? packedRecords.get(id)),
    rawInputs: rawIds.map((id, i) => plainRaw[i] ?? packedRaw.get(id)),
  };
}

/**
 * Adds the rows of games that have none here yet (a new game, a restored or copied one): phase
 * rows and the rest with `add`, so an id taken here fails the write as before (a phase row's ids
 * are a unique index).
 */
export async function addGameRows(db: AdjutantDb, records: readonly RecordRow[], rawInputs: readonly RawInputRow[]): Promise<void> {
  const packed = packPhaseMail(records, rawInputs);
  await db.records.bulkAdd(packed.records);
  await db.rawInputs.bulkAdd(packed.rawInputs);
  await db.phaseMail.bulkAdd(packed.phaseMail);
}

/**
 * Adds rows to a game that has rows already (a pasted mail): a phase row here gets the new mail
 * records and raw inputs appended, read and written inside the caller's transaction, which
 * IndexedDB runs after any other write to the same tables, so two pastes in quick succession each
 * see the other's mail and neither is lost. A row whose id is inside already fails, as `add` did.
 */
export async function appendGameRows(db: AdjutantDb, records: readonly RecordRow[], rawInputs: readonly RawInputRow[]): Promise<void> {
  const packed = packPhaseMail(records, rawInputs);
  await db.records.bulkAdd(packed.records);
  await db.rawInputs.bulkAdd(packed.rawInputs);
  for (const row of packed.phaseMail) {
    const here = await db.phaseMail.get([row.gameId, row.phase]);
    if (!here) { await db.phaseMail.add(row); continue; }
    const inside = new Set(here.ids);
    const twice = row.ids.find((id) => inside.has(id));
    if (twice !== undefined) throw new Dexie.ConstraintError(`The id ${twice} is already stored in this phase's mail.`);
    const added = rowsInside(row);
    await db.phaseMail.put(withRows(here, added.records, added.rawInputs));
  }
}

/**
 * Stores the rows replacing any row here with the same id (in its table), wherever that row is:
 * what `bulkPut` on the records and rawInputs tables did (undo of a delete, "take theirs", taking
 * a restore back).
 */
export async function putGameRows(db: AdjutantDb, records: readonly RecordRow[], rawInputs: readonly RawInputRow[]): Promise<void> {
  await removeRowsById(db, records.map((r) => r.id), rawInputs.map((r) => r.id));
  await appendGameRows(db, records, rawInputs);
}

/** Removes the records and raw inputs of these ids, from their tables or from the phase rows holding them. */
export async function removeRowsById(db: AdjutantDb, recordIds: readonly string[], rawIds: readonly string[]): Promise<void> {
  await db.records.bulkDelete([...recordIds]);
  await db.rawInputs.bulkDelete([...rawIds]);
  const wanted = [...new Set([...recordIds, ...rawIds])];
  if (wanted.length === 0) return;
  const rows = await db.phaseMail.where('ids').anyOf(wanted).toArray();
  const dropRecords = new Set(recordIds);
  const dropRaw = new Set(rawIds);
  for (const row of rows) {
    const left = withoutRows(row, dropRecords, dropRaw);
    if (left) await db.phaseMail.put(left);
    else await db.phaseMail.delete([row.gameId, row.phase]);
  }
}

/** Removes every record and raw input of a game. */
export async function deleteGameRows(db: AdjutantDb, gameId: string): Promise<void> {
  await db.records.where('gameId').equals(gameId).delete();
  await db.rawInputs.where('[gameId+receivedAt]').between([gameId, -Infinity], [gameId, Infinity]).delete();
  await phaseRowsOf(db, gameId).delete();
}

/**
 * How many ids allRowIds holds: the tables' rows, and each id inside a phase row twice (it goes
 * into both sets; a mail record and its raw input, two rows in Dexie version 6, share it).
 */
export async function countIds(db: AdjutantDb): Promise<number> {
  return (await db.records.count()) + (await db.rawInputs.count()) + 2 * (await db.phaseMail.orderBy('ids').count());
}

/**
 * Every record id and raw input id here (keys only, never the rows). A phase row's ids are not
 * told apart by table, so each is in both sets: an id only ever rules a clash out, and a game that
 * touches one is planned row by row (restorePlan.ts planGame).
 */
export async function allRowIds(db: AdjutantDb): Promise<{ records: Set<string>; rawInputs: Set<string> }> {
  const records = new Set(await db.records.toCollection().primaryKeys());
  const rawInputs = new Set(await db.rawInputs.toCollection().primaryKeys());
  for (const id of await db.phaseMail.orderBy('ids').keys()) { records.add(id as string); rawInputs.add(id as string); }
  return { records, rawInputs };
}
