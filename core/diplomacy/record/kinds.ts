// The kinds of record a Diplomacy game's log is made of, and what each one's payload holds. Every
// GM action is one append-only record (records table, kinds 'diplomacy:*'), so the audit trail is
// complete and a game replays the same wherever its records go: the app's database, a backup, a
// game file, the command line.
import type { PowerName } from '../types';
import type { SendingChoice } from '../turnOrders';
import type { EditEntry, EditUndo } from './editLog';
import type { MailStatus } from './inbox';

export const recordKinds = {
  mail: 'diplomacy:mail',
  mailStatus: 'diplomacy:mail-status',
  edit: 'diplomacy:edit',
  editUndo: 'diplomacy:edit-undo',
  commit: 'diplomacy:commit',
  rollback: 'diplomacy:rollback',
  sendingOrder: 'diplomacy:sending-order',
  adjudicateAnswer: 'diplomacy:adjudicate-answer',
  carriedDrop: 'diplomacy:carried-drop',
} as const;

export type RecordKind = (typeof recordKinds)[keyof typeof recordKinds];

/**
 * A mail: which raw input (stored verbatim) and which phase slot it belongs to. Since schema v4
 * (#21 item 3) a mail record has its raw input's id and does not repeat it (no `rawInputId`: the
 * record's own id), and a mail with no power assigned, or that is no GM edit, is stored without
 * the field (read as null): most mails have neither.
 */
export interface MailPayload { rawInputId?: string; slot: string; assignedPower?: PowerName | null; editOf?: string | null }

/** The raw input a mail record names: its `rawInputId`, or since schema v4 the record's own id. */
export function mailRawInputId(record: { id: string; payload: unknown }): string {
  const named = (record.payload as MailPayload | null)?.rawInputId;
  return typeof named === 'string' ? named : record.id;
}
/** The GM marked a mail late or rejected (with why), or counted it again. */
export interface MailStatusPayload { rawInputId: string; status: MailStatus | 'counted'; reason: string; who: string }
export type EditPayload = EditEntry & { slot: string };
export type EditUndoPayload = EditUndo & { slot: string };

/** The GM's answer to "which of these sets was sent last?" (000 D.III(3)): the sets first sent first. */
export interface SendingOrderChoice extends SendingChoice { slot: string; who: string; at: number }

/**
 * The GM's answer when Adjudicate asked first (powers about to be NMR'd although mail came,
 * sets in doubt): the questions as asked, and whether to adjudicate anyway or go back and look.
 */
export interface AdjudicateAnswer { slot: string; questions: string[]; answer: 'adjudicate' | 'look'; who: string; at: number }

/**
 * The GM dropped an order carried into this phase from earlier mail (a winter build sent with the
 * fall retreats, 000 D.II(5)b / 001 B.III(5)b), or took the drop back (`dropped: false`). The
 * carried line is named as the inbox lists it: its power, its place among the power's lines and
 * the phase whose mail sent it; `order` is the order as shown, for the audit trail.
 */
export interface CarriedDrop { slot: string; power: PowerName; line: number; from?: string; order: string; dropped: boolean; who: string; at: number }
