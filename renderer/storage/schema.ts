// Dexie schema versions, oldest first. A version that changes data keeps its upgrade function
// forever (a GM may open Adjutant after a year). The row upgrades themselves are core's
// (core/gameFile/rowUpgrades.ts): the database, old backups and old game files all run the same
// ones, so a v1 backup, a v1 game file and a v1 database end up identical.
//
// Index strings: first entry is the primary key; `[a+b]` is a compound index. Only fields we
// query by are indexed; every other field is stored anyway.

/** Schema v1 (Adjutant 0.1): games, their records, raw GM input and app meta. Frozen: never edit. */
export const schemaV1 = {
  games: 'id, updatedAt, family',
  records: 'id, gameId, [gameId+kind], createdAt',
  rawInputs: 'id, gameId, receivedAt',
  meta: 'key',
} as const;

/**
 * Schema v2: the inbox lists one game's raw inputs in arrival order, and the phase view reads one
 * phase's records, so both get compound indexes; raw inputs gain a derived `lineCount`.
 */
export const schemaV2 = {
  ...schemaV1,
  records: 'id, gameId, [gameId+kind], [gameId+phase], createdAt',
  rawInputs: 'id, gameId, receivedAt, [gameId+receivedAt]',
} as const;

/**
 * Schema v3: the tournament desk (issue 16). New tables only; no row of v2 changes, so the rows'
 * schema version (currentSchemaVersion, what backups and game files carry) stays where it is and
 * only the database's version moves: a tournament's header, and everything the TD did to it as
 * append-only events in order (the roster as imported, each seating with its draw seed, each board
 * file as received, the TD's decisions). The backup archive carries them as their own entries.
 */
export const schemaV3 = {
  ...schemaV2,
  tournaments: 'id, updatedAt',
  tournamentEvents: 'id, tournamentId, [tournamentId+seq]',
} as const;

/** The Dexie version of the database (db.ts); ahead of currentSchemaVersion by the versions that only changed tables or indexes. */
export const databaseVersion = 8;

/**
 * Schema v4: the same tables and indexes as v3; the rows move to schema v3 (#21 item 3), each
 * Diplomacy commit record rewritten in the short form (core/diplomacy/record/compactCommit.ts: no
 * position the commit before already holds). The row upgrade is core's (rowUpgrades[2]), the one
 * old backups and game files go through too.
 */
export const schemaV4 = schemaV3;

export { countLines } from '../../core/gameFile/lineCount';
export { currentSchemaVersion, upgradeRawInputToV2 } from '../../core/gameFile/rowUpgrades';

/**
 * Schema v5 (issue 21): only the indexes a query reads. IndexedDB writes an entry per index for
 * every row, and a long game has over a thousand rows: restoring seeded long games used about a
 * quarter less of the browser's CPU with these two indexes than with v4's nine.
 * - records: `gameId` (every game's records are read by it). Dropped: `[gameId+kind]` (only the
 *   v4 upgrade reads it, and Dexie runs that upgrade against v4's indexes before these are
 *   dropped), `[gameId+phase]` and `createdAt` (no query ever used them).
 * - rawInputs: `[gameId+receivedAt]` (the inbox's arrival order), which Dexie also uses for
 *   `where('gameId')` (a compound index serves its first part). Dropped: `gameId`, `receivedAt`.
 * No row changes, so currentSchemaVersion stays where it is.
 */
export const schemaV5 = {
  ...schemaV4,
  records: 'id, gameId',
  rawInputs: 'id, [gameId+receivedAt]',
} as const;

/**
 * Schema v6: the same tables and indexes as v5; the rows move to schema v4 (#21 item 3): each
 * Diplomacy commit's results stored by code where its order says the rest, its orders as words,
 * and each mail record without its null power and edit (rowUpgrades[3], as for backups and game
 * files).
 */
export const schemaV6 = schemaV5;

/**
 * Schema v7 (issue 21): a phase's mail in one row. `phaseMail` holds, per (game, phase), every
 * Diplomacy mail record and the raw inputs they name (core/gameFile/phaseMail.ts), keyed by
 * [gameId+phase]; `ids` is a unique multi-entry index of the ids inside, so a restore still finds
 * an id taken here and no id is ever inside two phase rows. Restoring long games wrote about 15 rows
 * a phase (every power's mail twice, and the commit), now 2: IndexedDB charges by the row
 * (docs/testing.md). The rows inside are unchanged, so the row schema (currentSchemaVersion) stays
 * at v4: a backup and a game file carry them flat, as before. Every other record and raw input stays
 * in its table; renderer/storage/phaseMail.ts is the one way to read and write them.
 */
export const schemaV7 = {
  ...schemaV6,
  phaseMail: '[gameId+phase], &*ids',
} as const;

/**
 * Schema v8 (issue 21): the same tables and indexes as v7; each phaseMail row stores its rows as a
 * game file of format 2 does (core/gameFile/mailFold.ts): without the game's id or a derived line
 * count, each mail record folded into the raw input of its id. Readers get the same whole rows
 * (phaseMail.ts). The rows schema (currentSchemaVersion) stays v4: only how they are written down
 * changes, as in v7.
 */
export const schemaV8 = schemaV7;
