// A Diplomacy game's log in IndexedDB: mails (raw input + which phase they belong to), the GM's
// marks on them, corrections and their undos, committed phases and rollbacks. Everything is an
// append-only record (records table, kinds 'diplomacy:*'), so the audit trail is complete and a
// backup carries it all. Each write is ONE Dexie transaction and is computed before it starts.
import type { AdjutantDb } from '../storage/db';
import { newId } from '../storage/ids';
import { countLines } from '../storage/schema';
import type { RawInputRow, RecordRow } from '../storage/types';
import type { PowerName } from '../../core/diplomacy/types';
import type { EditEntry, EditUndo, PositionEdit } from './model/editLog';
import { headOf, lineOf, type CommittedPhase, type Rollback } from './model/history';
import { deadlineOf, defaultSetup, type DeadlineSchedule } from './model/setup';
import type { MailInput, MailStatus } from './model/inbox';
import type { SendingChoice } from '../../core/diplomacy/turnOrders';

export const recordKinds = {
  mail: 'diplomacy:mail',
  mailStatus: 'diplomacy:mail-status',
  edit: 'diplomacy:edit',
  editUndo: 'diplomacy:edit-undo',
  commit: 'diplomacy:commit',
  rollback: 'diplomacy:rollback',
  sendingOrder: 'diplomacy:sending-order',
  adjudicateAnswer: 'diplomacy:adjudicate-answer',
} as const;

interface MailPayload { rawInputId: string; slot: string; assignedPower: PowerName | null; editOf: string | null }
interface MailStatusPayload { rawInputId: string; status: MailStatus | 'counted'; reason: string; who: string }
type EditPayload = EditEntry & { slot: string };
type EditUndoPayload = EditUndo & { slot: string };

/** The GM's answer to "which of these sets was sent last?" (000 D.III(3)): the sets first sent first. */
export interface SendingOrderChoice extends SendingChoice { slot: string; who: string; at: number }

/**
 * The GM's answer when Adjudicate asked first (powers about to be NMR'd although mail came,
 * sets in doubt): the questions as asked, and whether to adjudicate anyway or go back and look.
 */
export interface AdjudicateAnswer { slot: string; questions: string[]; answer: 'adjudicate' | 'look'; who: string; at: number }

/** Everything the workspace needs about one game, read in one go. */
export interface GameLog {
  commits: CommittedPhase[];
  rollbacks: Rollback[];
  head: string | null;
  /** Mails per slot (the commit they are played after; 'start' before the first). */
  mails: Record<string, MailInput[]>;
  edits: Record<string, EditEntry[]>;
  undos: Record<string, EditUndo[]>;
  /** The GM's decisions on which set was sent last, per slot, oldest first (the latest that fits counts). */
  sendingChoices: Record<string, SendingOrderChoice[]>;
  /** The GM's answers to Adjudicate's questions, per slot, oldest first. */
  adjudicateAnswers: Record<string, AdjudicateAnswer[]>;
  /** The latest record time, so new records sort after it even if the clock steps back. */
  lastAt: number;
}

export async function readGameLog(db: AdjutantDb, gameId: string): Promise<GameLog> {
  const [records, raws] = await Promise.all([
    db.records.where('gameId').equals(gameId).toArray(),
    db.rawInputs.where('gameId').equals(gameId).toArray(),
  ]);
  return buildGameLog(records, raws);
}

/** Pure: the log from its rows (also used by tests and by backup checks). */
export function buildGameLog(records: readonly RecordRow[], raws: readonly RawInputRow[]): GameLog {
  const rawById = new Map(raws.map((r) => [r.id, r]));
  const sorted = [...records].sort((a, b) => a.createdAt - b.createdAt);
  const log: GameLog = { commits: [], rollbacks: [], head: null, mails: {}, edits: {}, undos: {}, sendingChoices: {}, adjudicateAnswers: {}, lastAt: 0 };
  const statuses = new Map<string, MailStatusPayload>();
  for (const r of sorted) {
    log.lastAt = Math.max(log.lastAt, r.createdAt);
    switch (r.kind) {
      case recordKinds.commit: log.commits.push(r.payload as CommittedPhase); break;
      case recordKinds.rollback: log.rollbacks.push(r.payload as Rollback); break;
      case recordKinds.mailStatus: { const p = r.payload as MailStatusPayload; statuses.set(p.rawInputId, p); break; }
      case recordKinds.edit: { const p = r.payload as EditPayload; (log.edits[p.slot] ??= []).push(p); break; }
      case recordKinds.editUndo: { const p = r.payload as EditUndoPayload; (log.undos[p.slot] ??= []).push(p); break; }
      case recordKinds.sendingOrder: { const p = r.payload as SendingOrderChoice; (log.sendingChoices[p.slot] ??= []).push(p); break; }
      case recordKinds.adjudicateAnswer: { const p = r.payload as AdjudicateAnswer; (log.adjudicateAnswers[p.slot] ??= []).push(p); break; }
    }
  }
  for (const r of sorted) {
    if (r.kind !== recordKinds.mail) continue;
    const p = r.payload as MailPayload;
    const raw = rawById.get(p.rawInputId);
    if (!raw) continue; // a raw input removed by hand from a backup: nothing to show
    const st = statuses.get(p.rawInputId);
    (log.mails[p.slot] ??= []).push({
      id: raw.id, receivedAt: raw.receivedAt, sourceName: raw.sourceName, text: raw.text,
      assignedPower: p.assignedPower, editOf: p.editOf,
      status: st && st.status !== 'counted' ? { status: st.status, reason: st.reason, who: st.who } : null,
    });
  }
  log.head = headOf(log.commits, log.rollbacks);
  return log;
}

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
 * Stores a mail VERBATIM (rawInputs) with the record saying which phase it is for, in one
 * transaction, before anything parses it: a parser failure can never lose what the GM pasted.
 */
export async function storeMail(db: AdjutantDb, mail: NewMail, now: number = Date.now()): Promise<RawInputRow> {
  const raw: RawInputRow = {
    id: newId(), gameId: mail.gameId, receivedAt: now, sourceName: mail.sourceName.slice(0, 300),
    text: mail.text, lineCount: countLines(mail.text),
  };
  const payload: MailPayload = { rawInputId: raw.id, slot: mail.slot, assignedPower: mail.assignedPower ?? null, editOf: mail.editOf ?? null };
  const record: RecordRow = { id: newId(), gameId: mail.gameId, kind: recordKinds.mail, phase: mail.phase, payload, createdAt: now };
  await db.transaction('rw', db.games, db.rawInputs, db.records, async () => {
    if (!(await db.games.get(mail.gameId))) throw new Error(`No game with id ${mail.gameId}.`);
    await db.rawInputs.add(raw);
    await db.records.add(record);
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
export async function commitPhase(db: AdjutantDb, gameId: string, commit: Omit<CommittedPhase, 'id' | 'at'>, nextPhase: string, now: number = Date.now()): Promise<CommittedPhase> {
  return db.transaction('rw', db.games, db.records, async () => {
    const rows = await db.records.where('gameId').equals(gameId).toArray();
    const log = buildGameLog(rows, []);
    if (log.head !== commit.parent) throw new Error('This phase was already committed (in another window?). Reload to see it.');
    const at = Math.max(now, log.lastAt + 1);
    const full: CommittedPhase = { ...commit, id: newId(), at };
    await db.records.add({ id: full.id, gameId, kind: recordKinds.commit, phase: commit.phase, payload: full, createdAt: at });
    const line = lineOf([...log.commits, full], full.id);
    await db.games.update(gameId, { phase: nextPhase, updatedAt: at, nextDeadline: await deadlineAfter(db, gameId, line) });
    return full;
  });
}

/**
 * The deadline of the phase after `line` (the committed phases on the game's line), from the
 * game's schedule, kept on the game row so the home screen can sort by it (null: none set).
 */
async function deadlineAfter(db: AdjutantDb, gameId: string, line: readonly CommittedPhase[]): Promise<number | null> {
  const game = await db.games.get(gameId);
  const stored = (game?.settings.diplomacy as { deadlines?: Partial<DeadlineSchedule> } | undefined)?.deadlines;
  if (!stored || typeof stored.firstDeadline !== 'number') return null;
  const schedule: DeadlineSchedule = { ...defaultSetup(null, [], '', 0).deadlines, ...stored };
  return deadlineOf(schedule, line.map((c) => c.position.phase.type));
}

/**
 * Rolls the game back so the phase after `to` is played again (000 D.VIII(1)b: only with the
 * TD's consent, recorded). Later phases stay as a branch.
 */
export async function rollBack(db: AdjutantDb, gameId: string, to: string | null, phaseAfter: string, reason: string, consentBy: string, who: string, now: number = Date.now()): Promise<Rollback> {
  if (reason.trim() === '') throw new Error('A rollback needs a reason.');
  if (consentBy.trim() === '') throw new Error('A rollback needs the TD’s consent (000 D.VIII(1)b): say who gave it.');
  return db.transaction('rw', db.games, db.records, async () => {
    const rows = await db.records.where('gameId').equals(gameId).toArray();
    const log = buildGameLog(rows, []);
    const at = Math.max(now, log.lastAt + 1);
    const rollback: Rollback = { id: newId(), from: log.head, to, reason: reason.trim(), consentBy: consentBy.trim(), who, at };
    await db.records.add({ id: rollback.id, gameId, kind: recordKinds.rollback, phase: phaseAfter, payload: rollback, createdAt: at });
    await db.games.update(gameId, { phase: phaseAfter, updatedAt: at, nextDeadline: await deadlineAfter(db, gameId, lineOf(log.commits, to)) });
    return rollback;
  });
}
