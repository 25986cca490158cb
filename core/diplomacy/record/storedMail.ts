// A mail as the game's log stores it: the raw input, VERBATIM, and the 'diplomacy:mail' record
// saying which phase slot it belongs to. Computed here so the app (one IndexedDB transaction) and
// the CLI (appending to a game file) store a pasted or opened mail exactly alike.
import { countLines } from '../../gameFile/lineCount';
import type { PowerName } from '../types';
import { recordKinds, type MailPayload } from './kinds';

export interface NewMail {
  gameId: string;
  slot: string;
  /** The phase name, for the record's phase column ('S1901M'). */
  phase: string;
  sourceName: string;
  text: string;
  assignedPower?: PowerName | null;
  editOf?: string | null;
}

/**
 * The raw input and the record to append for `mail`, received at `now`. Both have the id `id`
 * (different tables): the record names its raw input by its own id (schema v4).
 */
export function storedMailRows(mail: NewMail, id: string, now: number) {
  const raw = {
    id, gameId: mail.gameId, receivedAt: now, sourceName: mail.sourceName.slice(0, 300),
    text: mail.text, lineCount: countLines(mail.text),
  };
  const payload = mailPayload({ slot: mail.slot, assignedPower: mail.assignedPower ?? null, editOf: mail.editOf ?? null });
  const record = { id, gameId: mail.gameId, kind: recordKinds.mail, phase: mail.phase, payload, createdAt: now };
  return { raw, record };
}

/** A mail record's payload as schema v4 stores it: a null power or edit left out (read back as null). */
export function mailPayload(p: MailPayload): MailPayload {
  const { assignedPower, editOf, ...rest } = p;
  return { ...rest, ...(assignedPower != null ? { assignedPower } : {}), ...(editOf != null ? { editOf } : {}) };
}

/** The schema v3 → v4 row upgrade of mail records (rowUpgrades.ts); every other record is returned as it is. */
export function trimMailRecords<T extends { kind: string; payload: unknown }>(records: readonly T[]): T[] {
  return records.map((r) => {
    if (r.kind !== recordKinds.mail || typeof r.payload !== 'object' || r.payload === null) return r;
    const p = r.payload as MailPayload;
    return p.assignedPower === null || p.editOf === null ? { ...r, payload: mailPayload(p) } : r;
  });
}
