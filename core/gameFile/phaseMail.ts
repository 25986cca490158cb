// How the database stores a phase's mail (Dexie version 7, issue 21): every Diplomacy mail record
// of one (game, phase) and the raw inputs they name, in ONE row. IndexedDB in Chromium charges by
// the row, hardly by the byte (docs/testing.md, "where IndexedDB's time goes"): a phase's seven
// mails were fourteen rows, now they are one, and a restore of long games writes a sixth as many.
//
// Only the database's layout changes. The rows themselves (RecordRow, RawInputRow) are kept inside
// unchanged, and every reader gets them back as the two flat lists it read before (unpackPhaseMail),
// in the order IndexedDB handed them out: records by id, raw inputs by arrival then id. A backup
// and a game file still carry the flat rows, so the row schema (currentSchemaVersion) stays.
//
// A row that is not a mail (a commit, a GM correction, a Coalition post, a ruleset text, a taken-over
// game's text) stays a row of its own table, as before.
//
// Since Dexie version 8 the rows inside are stored as a game file of format 2 stores them
// (mailFold.ts): without the game's id (the phase row's) or a derived line count, each mail record
// folded into the raw input of its id; rowsInside gives them back whole.
import { mailRawInputId, recordKinds } from '../diplomacy/record/kinds';
import { foldRows, unfoldRows, type StoredRawInput, type StoredRecord } from './mailFold';
import type { RawInputRow, RecordRow } from './rows';

/** One (game, phase)'s mail: its mail records and the raw inputs they name, stored inside their game (rowsInside reads them). */
export interface PhaseMailRow {
  gameId: string;
  /** The mail records' phase, as they spell it ('S1901M'). */
  phase: string;
  /**
   * Every id of a row inside (a mail record and its raw input share one since schema v4), each
   * once. The database indexes them (multi-entry, unique) so a restore still finds an id that is
   * taken here, and an id can never be inside two phase rows.
   */
  ids: string[];
  /** The mail records not folded into a raw input (before schema v4 one named its raw input by rawInputId), without gameId. */
  records: StoredRecord[];
  /** The raw inputs, each with the mail record of its id as `mail` (mailFold.ts). */
  rawInputs: StoredRawInput[];
}

/** A phase row as Dexie version 7 stored it: its rows whole. The version 8 upgrade folds them. */
export interface WholePhaseMailRow { gameId: string; phase: string; ids: string[]; records: RecordRow[]; rawInputs: RawInputRow[] }

/** Whether a phase row still holds its rows whole (Dexie version 7): only whole rows name their game. */
export function isWholePhaseRow(row: PhaseMailRow | WholePhaseMailRow): row is WholePhaseMailRow {
  return row.records.some((r) => 'gameId' in r) || row.rawInputs.some((r) => 'gameId' in r);
}

/** The rows inside a phase row, whole, as Dexie version 7 held them. */
export function rowsInside(row: PhaseMailRow): { records: RecordRow[]; rawInputs: RawInputRow[] } {
  return unfoldRows(row.gameId, row);
}

/** A phase row of these whole rows, stored inside their game. */
export function phaseRowOf(gameId: string, phase: string, ids: string[], records: readonly RecordRow[], rawInputs: readonly RawInputRow[]): PhaseMailRow {
  return { gameId, phase, ids, ...foldRows(gameId, records, rawInputs) };
}

/** A Dexie version 7 phase row stored as version 8 stores it; the same rows inside. */
export function foldPhaseRow(row: WholePhaseMailRow): PhaseMailRow {
  return phaseRowOf(row.gameId, row.phase, row.ids, row.records, row.rawInputs);
}

/** The rows to store: the phase rows, and whatever stays in the records and rawInputs tables. */
export interface PackedRows {
  phaseMail: PhaseMailRow[];
  records: RecordRow[];
  rawInputs: RawInputRow[];
}

const keyOf = (gameId: string, phase: string) => `${gameId}\u0000${phase}`;

/**
 * Puts each mail record, and the raw input it names, into its (game, phase) row. A raw input goes
 * with the first mail record naming it (in the order given); one no mail record names stays in
 * its table. `taken` holds ids already inside other phase rows (of the database, or of rows
 * packed before): a row with such an id stays in its table rather than make one id live in two
 * phase rows (only a crafted file could do that). Packed ids are added to it.
 */
export function packPhaseMail(records: readonly RecordRow[], rawInputs: readonly RawInputRow[], taken: Set<string> = new Set()): PackedRows {
  const rows = new Map<string, WholePhaseMailRow>();
  const idsOf = new Map<string, Set<string>>();
  const plainRecords: RecordRow[] = [];
  // The phase row each raw input's first naming mail record went to, by the raw input's id.
  const rowOfRaw = new Map<string, string>();
  const place = (key: string, gameId: string, phase: string, id: string): WholePhaseMailRow | null => {
    const mine = idsOf.get(key);
    if (taken.has(id) && !mine?.has(id)) return null;
    let row = rows.get(key);
    if (!row) { row = { gameId, phase, ids: [], records: [], rawInputs: [] }; rows.set(key, row); idsOf.set(key, new Set()); }
    const ids = idsOf.get(key)!;
    if (!ids.has(id)) { ids.add(id); row.ids.push(id); taken.add(id); }
    return row;
  };
  for (const record of records) {
    if (record.kind !== recordKinds.mail) { plainRecords.push(record); continue; }
    const key = keyOf(record.gameId, record.phase);
    const row = place(key, record.gameId, record.phase, record.id);
    if (!row) { plainRecords.push(record); continue; }
    row.records.push(record);
    const rawId = mailRawInputId(record);
    if (!rowOfRaw.has(rawId)) rowOfRaw.set(rawId, key);
  }
  const plainRaw: RawInputRow[] = [];
  for (const raw of rawInputs) {
    const key = rowOfRaw.get(raw.id);
    const row = key === undefined ? undefined : rows.get(key)!;
    // The raw input must be of the same game as the mail naming it; a crafted file's might not be.
    if (!row || row.gameId !== raw.gameId || !place(key!, row.gameId, row.phase, raw.id)) { plainRaw.push(raw); continue; }
    row.rawInputs.push(raw);
  }
  return { phaseMail: [...rows.values()].map(foldPhaseRow), records: plainRecords, rawInputs: plainRaw };
}

/** Records in IndexedDB's order of their primary key: by id, as UTF-16 code units compare. */
export const byRowId = <T extends { id: string }>(a: T, b: T) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
/** Raw inputs in the order of the database's [gameId+receivedAt] index: arrival, then id. */
export const byArrival = (a: RawInputRow, b: RawInputRow) => a.receivedAt - b.receivedAt || byRowId(a, b);

/**
 * The flat rows back: the tables' rows and every phase row's, records by id and raw inputs by
 * arrival, exactly the lists the reads of Dexie version 6 returned for one game.
 */
export function unpackPhaseMail(phaseMail: readonly PhaseMailRow[], records: readonly RecordRow[], rawInputs: readonly RawInputRow[]): { records: RecordRow[]; rawInputs: RawInputRow[] } {
  const inside = phaseMail.map(rowsInside);
  return {
    records: [...records, ...inside.flatMap((r) => r.records)].sort(byRowId),
    rawInputs: [...rawInputs, ...inside.flatMap((r) => r.rawInputs)].sort(byArrival),
  };
}

/** A phase row with the given rows added; a row whose id (in its table) is inside already is replaced. */
export function withRows(row: PhaseMailRow, records: readonly RecordRow[], rawInputs: readonly RawInputRow[]): PhaseMailRow {
  const recordIds = new Set(records.map((r) => r.id));
  const rawIds = new Set(rawInputs.map((r) => r.id));
  const here = rowsInside(row);
  const kept = {
    records: [...here.records.filter((r) => !recordIds.has(r.id)), ...records],
    rawInputs: [...here.rawInputs.filter((r) => !rawIds.has(r.id)), ...rawInputs],
  };
  return phaseRowOf(row.gameId, row.phase, idsInside(kept.records, kept.rawInputs), kept.records, kept.rawInputs);
}

/** A phase row without the records and raw inputs of the given ids, or null when nothing is left. */
export function withoutRows(row: PhaseMailRow, recordIds: ReadonlySet<string>, rawIds: ReadonlySet<string>): PhaseMailRow | null {
  const here = rowsInside(row);
  const records = here.records.filter((r) => !recordIds.has(r.id));
  const rawInputs = here.rawInputs.filter((r) => !rawIds.has(r.id));
  if (records.length === 0 && rawInputs.length === 0) return null;
  return phaseRowOf(row.gameId, row.phase, idsInside(records, rawInputs), records, rawInputs);
}

function idsInside(records: readonly RecordRow[], rawInputs: readonly RawInputRow[]): string[] {
  return [...new Set([...records.map((r) => r.id), ...rawInputs.map((r) => r.id)])];
}
