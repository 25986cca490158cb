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

/** The raw input and the record to append for `mail`, received at `now`. */
export function storedMailRows(mail: NewMail, ids: { raw: string; record: string }, now: number) {
  const raw = {
    id: ids.raw, gameId: mail.gameId, receivedAt: now, sourceName: mail.sourceName.slice(0, 300),
    text: mail.text, lineCount: countLines(mail.text),
  };
  const payload: MailPayload = { rawInputId: raw.id, slot: mail.slot, assignedPower: mail.assignedPower ?? null, editOf: mail.editOf ?? null };
  const record = { id: ids.record, gameId: mail.gameId, kind: recordKinds.mail, phase: mail.phase, payload, createdAt: now };
  return { raw, record };
}
