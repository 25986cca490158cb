// A Diplomacy game's log in IndexedDB: the reads and writes only. What the records are, how the
// log is rebuilt from them and what a commit or rollback appends are core's
// (core/diplomacy/record), shared with the CLI and game files. Each write is ONE Dexie
// transaction and is computed before it starts.
import type { AdjutantDb } from '../storage/db';
import { newId } from '../storage/ids';
import { appendGameRows, readGameRows } from '../storage/phaseMail';
import type { RawInputRow } from '../storage/types';
import type { EditEntry, PositionEdit } from '../../core/diplomacy/record/editLog';
import type { CommittedPhase, Rollback } from '../../core/diplomacy/record/history';
import type { MailStatus } from '../../core/diplomacy/record/inbox';
import { buildGameLog, type GameLog } from '../../core/diplomacy/record/gameLog';
import {
  recordKinds, type AdjudicateAnswer, type CarriedDrop, type EditPayload, type EditUndoPayload,
  type MailStatusPayload, type SendingOrderChoice,
} from '../../core/diplomacy/record/kinds';
import { commitRecord, rollbackRecord, type CommitDraft } from '../../core/diplomacy/record/commitRecord';
import type { SendingChoice } from '../../core/diplomacy/turnOrders';
import { storedMailRows, type NewMail } from '../../core/diplomacy/record/storedMail';

export async function readGameLog(db: AdjutantDb, gameId: string): Promise<GameLog> {
  const { records, rawInputs } = await readGameRows(db, gameId);
  return buildGameLog(records, rawInputs);
}

export type { NewMail };

/**
 * Stores a mail VERBATIM (its raw input) with the record saying which phase it is for, in one
 * transaction, before anything parses it: a parser failure can never lose what the GM pasted.
 * Both go into the phase's mail row (storage/phaseMail.ts appendGameRows), read and rewritten in
 * this transaction: IndexedDB runs two pastes' transactions one after the other, never both on
 * the row as it was.
 */
export async function storeMail(db: AdjutantDb, mail: NewMail, now: number = Date.now()): Promise<RawInputRow> {
  const { raw, record } = storedMailRows(mail, newId(), now);
  await db.transaction('rw', db.games, db.rawInputs, db.records, db.phaseMail, async () => {
    if (!(await db.games.get(mail.gameId))) throw new Error(`No game with id ${mail.gameId}.`);
    await appendGameRows(db, [record], [raw]);
    await db.games.update(mail.gameId, { updatedAt: now });
  });
  return raw;
}

async function appendRecord(db: AdjutantDb, gameId: string, kind: string, phase: string, payload: unknown, now: number, gamePatch: Record<string, unknown> = {}): Promise<void> {
  await db.transaction('rw', db.games, db.records, async () => {
    if (!(await db.games.get(gameId))) throw new Error(`No game with id ${gameId}.`);
    await db.records.add({ id: newId(), gameId, kind, phase, payload, createdAt: now });
    await db.games.update(gameId, { updatedAt: now, ...gamePatch });
  });
}

/** Marks a mail late or rejected (its orders are not used), or counts it again; the reason is kept. */
export function markMail(db: AdjutantDb, gameId: string, phase: string, rawInputId: string, status: MailStatus | 'counted', reason: string, who: string, now: number = Date.now()): Promise<void> {
  if (status !== 'counted' && reason.trim() === '') return Promise.reject(new Error('Say why the mail is set aside.'));
  const payload: MailStatusPayload = { rawInputId, status, reason: reason.trim(), who };
  return appendRecord(db, gameId, recordKinds.mailStatus, phase, payload, now);
}

/** Stores the GM's decision on the order a power's sets were sent in, before anything uses it. */
export function chooseSendingOrder(db: AdjutantDb, gameId: string, slot: string, phase: string, choice: SendingChoice, who: string, now: number = Date.now()): Promise<void> {
  if (choice.order.length < 2) return Promise.reject(new Error('Choose the order of at least two sets.'));
  const payload: SendingOrderChoice = { slot, power: choice.power, order: [...choice.order], who, at: now };
  return appendRecord(db, gameId, recordKinds.sendingOrder, phase, payload, now);
}

/**
 * Stores the GM's drop of an order carried into this phase from earlier mail (or, with
 * `dropped: false`, its undoing) before anything uses it (core/diplomacy/record/carriedDrops.ts).
 */
export function dropCarried(db: AdjutantDb, gameId: string, slot: string, phase: string, line: Pick<CarriedDrop, 'power' | 'line' | 'from' | 'order'>, dropped: boolean, who: string, now: number = Date.now()): Promise<void> {
  const payload: CarriedDrop = { slot, power: line.power, line: line.line, ...(line.from ? { from: line.from } : {}), order: line.order, dropped, who, at: now };
  return appendRecord(db, gameId, recordKinds.carriedDrop, phase, payload, now);
}

/** Stores the GM's answer to Adjudicate's questions before acting on it. */
export function answerAdjudicate(db: AdjutantDb, gameId: string, slot: string, phase: string, questions: readonly string[], answer: AdjudicateAnswer['answer'], who: string, now: number = Date.now()): Promise<void> {
  const payload: AdjudicateAnswer = { slot, questions: [...questions], answer, who, at: now };
  return appendRecord(db, gameId, recordKinds.adjudicateAnswer, phase, payload, now);
}

export async function addEdit(db: AdjutantDb, gameId: string, slot: string, phase: string, edit: PositionEdit, reason: string, clause: string | undefined, who: string, now: number = Date.now(), summary?: string): Promise<EditEntry> {
  if (reason.trim() === '') throw new Error('A correction needs a reason.');
  const entry: EditPayload = { id: newId(), edit, reason: reason.trim(), ...(clause ? { clause } : {}), ...(summary ? { summary } : {}), who, at: now, slot };
  await appendRecord(db, gameId, recordKinds.edit, phase, entry, now);
  return entry;
}

export function undoEdit(db: AdjutantDb, gameId: string, slot: string, phase: string, editId: string, who: string, now: number = Date.now()): Promise<void> {
  const payload: EditUndoPayload = { editId, who, at: now, slot };
  return appendRecord(db, gameId, recordKinds.editUndo, phase, payload, now);
}

/**
 * Commits an adjudicated phase: the commit record and the game's new phase, one transaction.
 * Refuses when another window committed first (the head moved), so two commits never race.
 */
export async function commitPhase(db: AdjutantDb, gameId: string, commit: CommitDraft, nextPhase: string, now: number = Date.now()): Promise<CommittedPhase> {
  return db.transaction('rw', db.games, db.records, db.rawInputs, db.phaseMail, async () => {
    const rows = (await readGameRows(db, gameId)).records;
    const game = await db.games.get(gameId);
    const planned = commitRecord(buildGameLog(rows, []), commit, nextPhase, game?.settings, newId(), now);
    await db.records.add({ ...planned.record, gameId });
    await db.games.update(gameId, { ...planned.game });
    return planned.commit;
  });
}

/**
 * Rolls the game back so the phase after `to` is played again (000 D.VIII(1)b: only with the
 * TD's consent, recorded). Later phases stay as a branch.
 */
export async function rollBack(db: AdjutantDb, gameId: string, to: string | null, phaseAfter: string, reason: string, consentBy: string, who: string, now: number = Date.now()): Promise<Rollback> {
  return db.transaction('rw', db.games, db.records, db.rawInputs, db.phaseMail, async () => {
    const rows = (await readGameRows(db, gameId)).records;
    const game = await db.games.get(gameId);
    const planned = rollbackRecord(buildGameLog(rows, []), to, phaseAfter, reason, consentBy, who, game?.settings, newId(), now);
    await db.records.add({ ...planned.record, gameId });
    await db.games.update(gameId, { ...planned.game });
    return planned.rollback;
  });
}
