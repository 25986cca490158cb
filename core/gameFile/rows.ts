// The rows Adjutant keeps for every game: the game itself, its append-only records and the texts
// the GM pasted or opened. The database stores them (renderer/storage/db.ts), a game file carries
// one game's rows (gameFile.ts), and a backup carries every game's. Every field is plain JSON
// (strings, numbers, booleans, arrays, objects; times as epoch milliseconds) so a file round-trips
// without loss and a row can cross the worker boundary unchanged.

export type GameFamily = 'diplomacy' | 'coalition' | 'ledger';
export const gameFamilies: readonly GameFamily[] = ['diplomacy', 'coalition', 'ledger'];

/** Free-form per-game settings (deadlines, GM address, press policy…); each game engine owns its keys. */
export type GameSettings = Record<string, unknown>;

export interface GameRow {
  /** Random id (core/gameFile/rowId.ts; a UUID in older games); stable across backup and restore, replaced when imported as a copy. */
  id: string;
  name: string;
  family: GameFamily;
  /** Variant or map id: 'standard' for Diplomacy, the grid for Coalition, the starting ruleset for a ledger. */
  variant: string;
  /** House-rules profile id (core/diplomacy/houseRules.ts); null where a family has none. */
  profile: string | null;
  createdAt: number;
  updatedAt: number;
  /** The phase the game is in, written the way its players write it: 'S1901M', 'Day 3', 'Proposal 301'. */
  phase: string;
  settings: GameSettings;
  /** When the GM marked the game finished (it stays in the list under "Finished"). */
  finishedAt?: number;
  /** When the GM archived the game: kept, but out of the everyday list. */
  archivedAt?: number;
  /**
   * The deadline of the phase the game is waiting for (epoch ms), kept on the row by each commit
   * and rollback so the home screen can sort hundreds of games by it without reading their logs.
   * Absent: never computed (a game made before it was kept); null: no deadline is set.
   */
  nextDeadline?: number | null;
}

/**
 * Anything that happened in a game, append-only: adjudicated phases, GM edits and audit entries,
 * rule changes, votes. `kind` says which; the game engine that writes a kind owns its payload.
 */
export interface RecordRow {
  id: string;
  gameId: string;
  kind: string;
  /** The phase the record belongs to (same spelling as GameRow.phase). */
  phase: string;
  payload: unknown;
  createdAt: number;
}

/** Pasted or imported text, stored VERBATIM before anything parses it, so no GM input is ever lost. */
export interface RawInputRow {
  id: string;
  gameId: string;
  receivedAt: number;
  /** Where it came from: a file name, 'pasted', a mail subject. */
  sourceName: string;
  text: string;
  /** Schema v2: number of lines in `text` (derived; the inbox shows it). */
  lineCount: number;
}

/** An app setting (database and backup only; a game file carries none). */
export interface MetaRow {
  key: string;
  value: unknown;
}
