// Committing an adjudicated phase, as records: the commit record to append and what changes on the
// game (its phase, last activity and next deadline). Computed from the log alone, so the app (one
// IndexedDB transaction) and the CLI (appending to a game file) append exactly the same thing.
import { deadlineFromSettings } from './deadlines';
import type { GameLog } from './gameLog';
import { lineOf, type CommittedPhase, type Rollback } from './history';
import { recordKinds } from './kinds';
import { compactCommit } from './compactCommit';

/** What a commit says before it is stored: everything but its id and time. */
export type CommitDraft = Omit<CommittedPhase, 'id' | 'at'>;

/** A record to append, as the records table and the game file hold it (less the game id). */
export interface NewRecord { id: string; kind: string; phase: string; payload: unknown; createdAt: number }

/** What a commit or rollback changes on the game row. */
export interface GamePatch { phase: string; updatedAt: number; nextDeadline: number | null }

/**
 * The commit of `draft` on top of `log`: refused when the head moved since the phase was
 * adjudicated (another window or script committed first), so two commits never race. Its time is
 * after every record already in the log, even if the clock stepped back.
 */
export function commitRecord(log: GameLog, draft: CommitDraft, nextPhase: string, settings: Record<string, unknown> | undefined, id: string, now: number): { commit: CommittedPhase; record: NewRecord; game: GamePatch } {
  if (log.head !== draft.parent) throw new Error('This phase was already committed (in another window?). Reload to see it.');
  const at = Math.max(now, log.lastAt + 1);
  const commit: CommittedPhase = { ...draft, id, at };
  const line = lineOf([...log.commits, commit], commit.id);
  return {
    commit,
    // Stored without what its parent already holds; read back, it is `commit` exactly.
    record: { id, kind: recordKinds.commit, phase: draft.phase, payload: compactCommit(commit, log.commits.find((c) => c.id === draft.parent) ?? null, id, at), createdAt: at },
    game: { phase: nextPhase, updatedAt: at, nextDeadline: deadlineFromSettings(settings, line.map((c) => c.position.phase.type)) },
  };
}

/**
 * The rollback to `to` (000 D.VIII(1)b: only with the TD's consent, recorded): the phase after
 * `to` is played again and the later phases stay as a branch. Refused without a reason or consent.
 */
export function rollbackRecord(log: GameLog, to: string | null, phaseAfter: string, reason: string, consentBy: string, who: string, settings: Record<string, unknown> | undefined, id: string, now: number): { rollback: Rollback; record: NewRecord; game: GamePatch } {
  if (reason.trim() === '') throw new Error('A rollback needs a reason.');
  if (consentBy.trim() === '') throw new Error('A rollback needs the TD’s consent (000 D.VIII(1)b): say who gave it.');
  const at = Math.max(now, log.lastAt + 1);
  const rollback: Rollback = { id, from: log.head, to, reason: reason.trim(), consentBy: consentBy.trim(), who, at };
  return {
    rollback,
    record: { id, kind: recordKinds.rollback, phase: phaseAfter, payload: rollback, createdAt: at },
    game: { phase: phaseAfter, updatedAt: at, nextDeadline: deadlineFromSettings(settings, lineOf(log.commits, to).map((c) => c.position.phase.type)) },
  };
}
