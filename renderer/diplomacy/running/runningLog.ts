// Running a Diplomacy game, as records: weekly absences the players declare (000 D.VII(2)c),
// extension requests (000 D.VII(5)), vote proposals and secret ballots (000 D.IX). Each action is
// ONE append-only record (kinds 'diplomacy:*') written in one transaction before anything is shown,
// so it survives a reload and travels in a backup. Decisions (is the extension granted? did the
// vote pass?) are never stored: they are worked out again from the records by core's rules
// (runningModel.ts), so a record can never disagree with the rule that judges it.
import type { AdjutantDb } from '../../storage/db';
import { newId } from '../../storage/ids';
import type { RecordRow } from '../../storage/types';
import type { BallotValue, Proposal, WeeklyAbsence } from '../../../core/diplomacy/running/index';
import type { PowerName } from '../../../core/diplomacy/types';

export const runningKinds = {
  absence: 'diplomacy:absence',
  extension: 'diplomacy:extension',
  proposal: 'diplomacy:vote-proposal',
  ballot: 'diplomacy:ballot',
} as const;

export interface AbsenceRecord { id: string; absence: WeeklyAbsence; who: string; at: number }

export interface ExtensionRecord {
  id: string;
  power: PowerName;
  /** The phase whose deadline is to move, 'S1901M'. */
  phase: string;
  /** The deadline as it stood when the request came in (epoch ms). */
  deadline: number;
  hours: number;
  holiday: boolean;
  gmConsents: boolean;
  /** When the request reached the GM (epoch ms): decides the 12-hour notice (000 D.VII(5)b). */
  requestedAt: number;
  who: string;
  at: number;
}

export interface ProposalRecord {
  id: string;
  proposal: Proposal;
  /** The phase whose results publish the outcome ('S1901M'). */
  phase: string;
  who: string;
  at: number;
}

export interface BallotRecord { id: string; proposalId: string; power: PowerName; value: BallotValue; at: number; who: string }

export interface RunningLog {
  absences: AbsenceRecord[];
  extensions: ExtensionRecord[];
  proposals: ProposalRecord[];
  ballots: BallotRecord[];
}

/** Pure: the running records of a game from its record rows, oldest first. */
export function buildRunningLog(records: readonly RecordRow[]): RunningLog {
  const log: RunningLog = { absences: [], extensions: [], proposals: [], ballots: [] };
  for (const r of [...records].sort((a, b) => a.createdAt - b.createdAt)) {
    switch (r.kind) {
      case runningKinds.absence: log.absences.push(r.payload as AbsenceRecord); break;
      case runningKinds.extension: log.extensions.push(r.payload as ExtensionRecord); break;
      case runningKinds.proposal: log.proposals.push(r.payload as ProposalRecord); break;
      case runningKinds.ballot: log.ballots.push(r.payload as BallotRecord); break;
    }
  }
  return log;
}

export async function readRunningLog(db: AdjutantDb, gameId: string): Promise<RunningLog> {
  return buildRunningLog(await db.records.where('gameId').equals(gameId).toArray());
}

async function append<T extends { id: string; at: number }>(db: AdjutantDb, gameId: string, kind: string, phase: string, payload: T): Promise<T> {
  await db.transaction('rw', db.games, db.records, async () => {
    if (!(await db.games.get(gameId))) throw new Error(`No game with id ${gameId}.`);
    await db.records.add({ id: payload.id, gameId, kind, phase, payload, createdAt: payload.at });
    await db.games.update(gameId, { updatedAt: payload.at });
  });
  return payload;
}

export function declareAbsence(db: AdjutantDb, gameId: string, phase: string, absence: WeeklyAbsence, who: string, now: number = Date.now()): Promise<AbsenceRecord> {
  if (!(absence.hours > 0) || absence.startDay < 0 || absence.startDay > 6 || absence.startMinute < 0 || absence.startMinute >= 24 * 60) {
    return Promise.reject(new Error('An absence needs a day, a time of day and a length in hours.'));
  }
  return append(db, gameId, runningKinds.absence, phase, { id: newId(), absence, who, at: now });
}

export function recordExtensionRequest(db: AdjutantDb, gameId: string, request: Omit<ExtensionRecord, 'id' | 'at'>, now: number = Date.now()): Promise<ExtensionRecord> {
  if (!(request.hours > 0)) return Promise.reject(new Error('Say how many hours the extension is for.'));
  return append(db, gameId, runningKinds.extension, request.phase, { ...request, id: newId(), at: now });
}

export function recordProposal(db: AdjutantDb, gameId: string, phase: string, proposal: Proposal, who: string, now: number = Date.now()): Promise<ProposalRecord> {
  if (proposal.kind === 'draw' && proposal.survivors.length === 0) return Promise.reject(new Error('A draw must name the powers it includes (000 D.IX(4)).'));
  return append(db, gameId, runningKinds.proposal, phase, { id: newId(), proposal, phase, who, at: now });
}

/** A ballot; a later one from the same power replaces the earlier (000 D.IX(2)a: revised votes). */
export function recordBallot(db: AdjutantDb, gameId: string, phase: string, proposalId: string, power: PowerName, value: BallotValue, who: string, now: number = Date.now()): Promise<BallotRecord> {
  return append(db, gameId, runningKinds.ballot, phase, { id: newId(), proposalId, power, value, who, at: now });
}
