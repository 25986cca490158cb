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
import { mailRawInputId, recordKinds } from '../diplomacy/record/kinds';
import type { RawInputRow, RecordRow } from './rows';

/** One (game, phase)'s mail: its mail records and the raw inputs they name, whole and unchanged. */
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
  records: RecordRow[];
  rawInputs: RawInputRow[];
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
  const rows = new Map<string, PhaseMailRow>();
  const idsOf = new Map<string, Set<string>>();
  const plainRecords: RecordRow[] = [];
  // The phase row each raw input's first naming mail record went to, by the raw input's id.
  const rowOfRaw = new Map<string, string>();
  const place = (key: string, gameId: string, phase: string, id: string): PhaseMailRow | null => {
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
  return { phaseMail: [...rows.values()], records: plainRecords, rawInputs: plainRaw };
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
  return {
    records: [...records, ...phaseMail.flatMap((r) => r.records)].sort(byRowId),
    rawInputs: [...rawInputs, ...phaseMail.flatMap((r) => r.rawInputs)].sort(byArrival),
  };
}

/** A phase row with the given rows added; a row whose id (in its table) is inside already is replaced. */
export function withRows(row: PhaseMailRow, records: readonly RecordRow[], rawInputs: readonly RawInputRow[]): PhaseMailRow {
  const recordIds = new Set(records.map((r) => r.id));
  const rawIds = new Set(rawInputs.map((r) => r.id));
  const kept = {
    records: [...row.records.filter((r) => !recordIds.has(r.id)), ...records],
    rawInputs: [...row.rawInputs.filter((r) => !rawIds.has(r.id)), ...rawInputs],
  };
  return { gameId: row.gameId, phase: row.phase, ids: idsInside(kept.records, kept.rawInputs), ...kept };
}

/** A phase row without the records and raw inputs of the given ids, or null when nothing is left. */
export function withoutRows(row: PhaseMailRow, recordIds: ReadonlySet<string>, rawIds: ReadonlySet<string>): PhaseMailRow | null {
  const records = row.records.filter((r) => !recordIds.has(r.id));
  const rawInputs = row.rawInputs.filter((r) => !rawIds.has(r.id));
  if (records.length === 0 && rawInputs.length === 0) return null;
  return { gameId: row.gameId, phase: row.phase, ids: idsInside(records, rawInputs), records, rawInputs };
}

function idsInside(records: readonly RecordRow[], rawInputs: readonly RawInputRow[]): string[] {
  return [...new Set([...records.map((r) => r.id), ...rawInputs.map((r) => r.id)])];
}
