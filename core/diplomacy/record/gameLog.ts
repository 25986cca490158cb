// A Diplomacy game's log rebuilt from its records: the committed phases and rollbacks (and so the
// head), and per phase slot the mails with their marks, the corrections and their undos, and the
// GM's answers. Pure: the app reads the rows from IndexedDB, the CLI from a game file, and both
// get the same log from here.
import type { CommittedPhase, Rollback } from './history';
import { headOf } from './history';
import { expandCommit, isCompactCommit, type CompactCommit } from './compactCommit';
import type { EditEntry, EditUndo } from './editLog';
import type { MailInput } from './inbox';
import {
  mailRawInputId, recordKinds, type AdjudicateAnswer, type EditPayload, type EditUndoPayload, type MailPayload,
  type MailStatusPayload, type SendingOrderChoice, type CarriedDrop,
} from './kinds';

/** The parts of a stored record the log reads (the database row and the game file's have more). */
export interface LogRecord { id: string; kind: string; payload: unknown; createdAt: number }
/** The parts of a stored raw input the log reads: the mail's text, verbatim. */
export interface LogRawInput { id: string; receivedAt: number; sourceName: string; text: string }

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
  /** Carried orders the GM dropped (or took the drop back), per slot, oldest first (carriedDrops.ts). */
  carriedDrops: Record<string, CarriedDrop[]>;
  /** The latest record time, so new records sort after it even if the clock steps back. */
  lastAt: number;
  /** Records that could not be read (a damaged or hand-edited file), each with why: shown, never dropped silently. */
  problems: string[];
}

/** The log from its rows (also used by tests, backup checks and the CLI). */
export function buildGameLog(records: readonly LogRecord[], raws: readonly LogRawInput[]): GameLog {
  const rawById = new Map(raws.map((r) => [r.id, r]));
  const sorted = [...records].sort((a, b) => a.createdAt - b.createdAt);
  const log: GameLog = { commits: [], rollbacks: [], head: null, mails: {}, edits: {}, undos: {}, sendingChoices: {}, adjudicateAnswers: {}, carriedDrops: {}, lastAt: 0, problems: [] };
  const statuses = new Map<string, MailStatusPayload>();
  const byId = new Map<string, CommittedPhase>();
  for (const r of sorted) {
    log.lastAt = Math.max(log.lastAt, r.createdAt);
    switch (r.kind) {
      case recordKinds.commit: {
        // Stored without what its parent holds (compactCommit.ts): expanded here, parents first
        // (a parent is always recorded before its children).
        const payload = r.payload as CompactCommit | CommittedPhase;
        const parent = isCompactCommit(payload) && payload.parent !== null ? byId.get(payload.parent) ?? null : null;
        try {
          const commit = expandCommit(payload, parent, r.id, r.createdAt);
          byId.set(commit.id, commit);
          log.commits.push(commit);
        } catch (error) {
          log.problems.push(`The committed phase ${isCompactCommit(payload) ? payload.phase : ''} (record ${r.id}) cannot be read: ${(error as Error).message}.`);
        }
        break;
      }
      case recordKinds.rollback: log.rollbacks.push(r.payload as Rollback); break;
      case recordKinds.mailStatus: { const p = r.payload as MailStatusPayload; statuses.set(p.rawInputId, p); break; }
      case recordKinds.edit: { const p = r.payload as EditPayload; (log.edits[p.slot] ??= []).push(p); break; }
      case recordKinds.editUndo: { const p = r.payload as EditUndoPayload; (log.undos[p.slot] ??= []).push(p); break; }
      case recordKinds.sendingOrder: { const p = r.payload as SendingOrderChoice; (log.sendingChoices[p.slot] ??= []).push(p); break; }
      case recordKinds.adjudicateAnswer: { const p = r.payload as AdjudicateAnswer; (log.adjudicateAnswers[p.slot] ??= []).push(p); break; }
      case recordKinds.carriedDrop: { const p = r.payload as CarriedDrop; (log.carriedDrops[p.slot] ??= []).push(p); break; }
    }
  }
  for (const r of sorted) {
    if (r.kind !== recordKinds.mail) continue;
    const p = r.payload as MailPayload;
    const rawId = mailRawInputId(r);
    const raw = rawById.get(rawId);
    if (!raw) continue; // a raw input removed by hand from a backup: nothing to show
    const st = statuses.get(rawId);
    (log.mails[p.slot] ??= []).push({
      id: raw.id, receivedAt: raw.receivedAt, sourceName: raw.sourceName, text: raw.text,
      // Left out when null since schema v4 (storedMail.ts).
      assignedPower: p.assignedPower ?? null, editOf: p.editOf ?? null,
      status: st && st.status !== 'counted' ? { status: st.status, reason: st.reason, who: st.who } : null,
    });
  }
  log.head = headOf(log.commits, log.rollbacks);
  return log;
}
