// The rows Adjutant keeps in IndexedDB. They are defined in core (core/gameFile/rows.ts), since a
// game file and a backup carry the same rows; re-exported here so storage code keeps its imports.
export { gameFamilies } from '../../core/gameFile/rows';
export type { GameFamily, GameRow, GameSettings, MetaRow, RawInputRow, RecordRow } from '../../core/gameFile/rows';

/** A tournament on the desk (issue 16): its header; what happened to it is in tournamentEvents. */
export interface TournamentRow {
  /** The tournament's own id (core createTournament: name and seed), the one board files name. */
  id: string;
  name: string;
  /** 'wm2004' or 'maharajiad'. */
  profile: string;
  seed: number;
  createdAt: number;
  updatedAt: number;
}

/**
 * One thing the TD did to a tournament, append-only and in order (`seq` from 1): never edited or
 * deleted, so the tournament is rebuilt by replaying them. `kind` says which; the desk
 * (renderer/tournament/tournamentRecords.ts) owns the payloads.
 */
export interface TournamentEventRow {
  id: string;
  tournamentId: string;
  seq: number;
  kind: string;
  at: number;
  payload: unknown;
}
