// Which record kinds each game family writes, so a game file can be checked before it is opened:
// a record this version does not know most likely comes from a newer Adjutant, and replaying the
// game without it would show the GM a wrong game without saying so.
import { coalitionActionKinds, coalitionSetupKind } from '../coalition/record';
import { ledgerActionKinds, ledgerSetupKind } from '../ledger/record';
import { recordKinds as diplomacyLogKinds } from '../diplomacy/record/kinds';
import type { GameFamily } from './rows';

/** The audit record written when a game is created (renderer/storage/games.ts createGame). */
export const createdRecordKind = 'audit:created';
/** The audit record written when the GM marks a game finished, archives it, or takes either back. */
export const stateRecordKind = 'audit:state';
/** Audit records: every family writes them and no replay reads them. */
export const auditRecordKinds: readonly string[] = [createdRecordKind, stateRecordKind];

/**
 * The Diplomacy log's kinds (core/diplomacy/record/kinds.ts) and the running-the-game kinds
 * (renderer/diplomacy/running/runningLog.ts runningKinds; a test keeps the two lists equal).
 */
export const diplomacyRecordKinds: readonly string[] = [
  ...Object.values(diplomacyLogKinds),
  'diplomacy:absence', 'diplomacy:extension', 'diplomacy:vote-proposal', 'diplomacy:ballot',
];

/** Every kind a game of each family may hold, audit records included. */
export const recordKindsByFamily: Readonly<Record<GameFamily, ReadonlySet<string>>> = {
  diplomacy: new Set([...auditRecordKinds, ...diplomacyRecordKinds]),
  coalition: new Set([...auditRecordKinds, coalitionSetupKind, ...coalitionActionKinds]),
  ledger: new Set([...auditRecordKinds, ledgerSetupKind, ...ledgerActionKinds]),
};

/**
 * What to do with a record kind in a game of `family`: 'known'; 'audit' for an audit kind this
 * version does not know (no replay reads audit records, so the game shows right and may be opened
 * read-only); 'unknown' for anything else, which would change the game and so refuses the file.
 */
export function classifyRecordKind(family: GameFamily, kind: string): 'known' | 'audit' | 'unknown' {
  if (recordKindsByFamily[family].has(kind)) return 'known';
  return kind.startsWith('audit:') ? 'audit' : 'unknown';
}
