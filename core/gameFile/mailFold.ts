// How a game's rows are written down inside something that already says which game they are of
// (issue 21, under 6 KB a committed phase): a game file since format version 2, and a phase's
// mail row in the database since Dexie version 8. Only the writing changes; every reader gets
// back exactly the rows (RecordRow, RawInputRow) it got before, through unfoldRows.
//
// What is left out, and why it can be:
// - every row's `gameId`: the file's game, or the phase row's, is the only game its rows may be of;
// - a raw input's `lineCount` where it is its text's count (always, as Adjutant writes it): it is
//   derived (schema v2) and counted again on reading; a different count is kept as it was;
// - a Diplomacy mail record with its raw input's id (schema v4): the record is folded into the
//   raw input as `mail` (its phase and payload; its time only when not the mail's arrival), since
//   its id, game and kind are the raw input's and what it says is which phase the mail is for.
// On the bench's six long games each mail cost about 0.72 KB stored as two rows; folded, about
// 0.5 KB (docs/testing.md, "Benchmark: history size").
import { countLines } from './lineCount';
import type { RawInputRow, RecordRow } from './rows';
import { recordKinds } from '../diplomacy/record/kinds';

/** A record as stored inside its game: the row without its `gameId`. */
export type StoredRecord = Omit<RecordRow, 'gameId'>;

/** A mail record folded into the raw input of the same id: its phase, its payload, and its time when it is not the mail's arrival. */
export interface FoldedMail { phase: string; payload: unknown; createdAt?: number }

/** A raw input as stored inside its game: no `gameId`, `lineCount` only when it is not its text's, and the mail record of its id as `mail`. */
export type StoredRawInput = Omit<RawInputRow, 'gameId' | 'lineCount'> & { lineCount?: number; mail?: FoldedMail };

export interface StoredRows { records: StoredRecord[]; rawInputs: StoredRawInput[] }

/** The fields of a mail record that folding keeps; a record with any other field is stored as it is. */
const recordFields = new Set(['id', 'gameId', 'kind', 'phase', 'payload', 'createdAt']);

const hasOwn = (row: object, key: string) => Object.prototype.hasOwnProperty.call(row, key);

/**
 * Why a raw input cannot be stored folded, or null: a field named `mail` (folding's own, which
 * Adjutant never writes on a raw input: a file that has one was not made by Adjutant), or a row
 * of another game. Game files are refused for it before anything is stored (readGameFile.ts).
 */
export function unfoldableRawInput(row: RawInputRow, gameId: string): string | null {
  if (hasOwn(row, 'mail')) return 'it has a field named "mail", which Adjutant never writes on a raw text';
  if (row.gameId !== gameId) return `it belongs to game ${row.gameId}, not ${gameId}`;
  return null;
}

/**
 * The rows of game `gameId` as stored inside it: records in the order given less the folded ones,
 * raw inputs in the order given. Throws on a row of another game or a raw input with a `mail`
 * field (unfoldableRawInput), which no caller should hand it.
 */
export function foldRows(gameId: string, records: readonly RecordRow[], rawInputs: readonly RawInputRow[]): StoredRows {
  const rawIds = new Map<string, number>();
  for (const raw of rawInputs) rawIds.set(raw.id, (rawIds.get(raw.id) ?? 0) + 1);
  const recordIds = new Map<string, number>();
  for (const record of records) recordIds.set(record.id, (recordIds.get(record.id) ?? 0) + 1);
  const folded = new Map<string, FoldedMail>();
  const stored: StoredRecord[] = [];
  for (const record of records) {
    if (record.gameId !== gameId) throw new Error(`Record ${record.id} belongs to game ${record.gameId}, not ${gameId}.`);
    const { gameId: _game, ...rest } = record;
    // Folded only where unfolding gives this very row back: a mail record alone with its id, of
    // the fields a mail record has, beside one raw input of that id.
    if (record.kind === recordKinds.mail && rawIds.get(record.id) === 1 && recordIds.get(record.id) === 1 && Object.keys(record).every((k) => recordFields.has(k))) {
      folded.set(record.id, { phase: record.phase, payload: record.payload, createdAt: record.createdAt });
    } else stored.push(rest);
  }
  const raws: StoredRawInput[] = rawInputs.map((raw) => {
    const why = unfoldableRawInput(raw, gameId);
    if (why) throw new Error(`Raw input ${raw.id} cannot be stored: ${why}.`);
    const { gameId: _game, lineCount, ...rest } = raw;
    const out: StoredRawInput = rest;
    if (lineCount !== countLines(raw.text)) out.lineCount = lineCount;
    const mail = folded.get(raw.id);
    if (mail) {
      if (mail.createdAt === raw.receivedAt) delete mail.createdAt;
      out.mail = mail;
    }
    return out;
  });
  return { records: stored, rawInputs: raws };
}

/** Oldest first, ties by id: the order a game file holds its records in. */
const byTimeThenId = (a: RecordRow, b: RecordRow) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The rows back, exactly as they were folded. Raw inputs in the stored order; records: the
 * stored ones in their order, the folded ones merged in by time then id (where a game file
 * has them), so records stored out of time order stay out of it for the reader to see.
 */
export function unfoldRows(gameId: string, stored: StoredRows): { records: RecordRow[]; rawInputs: RawInputRow[] } {
  const mails: RecordRow[] = [];
  const rawInputs = stored.rawInputs.map((row): RawInputRow => {
    const { mail, lineCount, ...rest } = row;
    if (mail) {
      mails.push({ id: row.id, gameId, kind: recordKinds.mail, phase: mail.phase, payload: mail.payload, createdAt: mail.createdAt ?? row.receivedAt });
    }
    const { id, ...fields } = rest;
    return { id, gameId, ...fields, lineCount: lineCount ?? countLines(row.text) };
  });
  mails.sort(byTimeThenId);
  const records: RecordRow[] = [];
  let m = 0;
  for (const row of stored.records) {
    const { id, ...fields } = row;
    const record = { id, gameId, ...fields } as RecordRow;
    while (m < mails.length && byTimeThenId(mails[m]!, record) < 0) records.push(mails[m++]!);
    records.push(record);
  }
  while (m < mails.length) records.push(mails[m++]!);
  return { records, rawInputs };
}
