// The game file: one versioned JSON document per game, the setup (the game row), every recorded
// action with who, when and why (the records, each engine's payload as stored) and the raw mail and
// posts verbatim with the SHA-256 of each. The game's state is never in it: the app's worker and
// the CLI rebuild it by replaying the records through core, so both show the same game.
//
// It is also the per-game document of the streamed backup (renderer/storage/backup.ts), so a
// backup is a list of game files. A file is read only through readGameFile (readGameFile.ts).
import { foldRows, unfoldRows, type StoredRows } from './mailFold';
import type { GameRow, RawInputRow, RecordRow } from './rows';
import { currentSchemaVersion } from './rowUpgrades';
import { envelopeJson } from './sortedJson';
import { textSha256 } from './textHash';

export const gameFileFormat = 'adjutant-game';
/**
 * The version of the envelope below; the rows inside carry the database's schemaVersion.
 * 1: every row whole. 2 (issue 21): the rows as stored inside their game (mailFold.ts): no row
 * repeats the game's id, a raw input's line count is left to its text, and a Diplomacy mail
 * record is folded into the raw input of its id as `mail`. An Adjutant that reads only version 1
 * refuses a version 2 file as written by a newer Adjutant; this one reads both.
 */
export const gameFileVersion = 2;

/** A raw input as a game file carries it: the row and the SHA-256 hex of its text's UTF-8 bytes. */
export type HashedRawInput = RawInputRow & { sha256: string };

export interface GameFile {
  format: typeof gameFileFormat;
  version: number;
  /** The database schema version the rows are written in (rowUpgrades.ts). */
  schemaVersion: number;
  savedAt: number;
  appVersion: string;
  game: GameRow;
  /** All the game's records, oldest first (ties by id). */
  records: RecordRow[];
  /** All the game's raw inputs, in arrival order (ties by id). */
  rawInputs: HashedRawInput[];
}

const byTimeThenId = <T extends { id: string }>(time: (row: T) => number) => (a: T, b: T) =>
  time(a) - time(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Records in the file's order: oldest first, ties by id. */
export function sortRecords(records: readonly RecordRow[]): RecordRow[] {
  return [...records].sort(byTimeThenId((r) => r.createdAt));
}

/** A game file of the rows as stored now. The rows are copied, never changed. */
export async function gameFileFrom(
  game: GameRow, records: readonly RecordRow[], rawInputs: readonly RawInputRow[],
  stamp: { savedAt: number; appVersion: string },
): Promise<GameFile> {
  const sortedRaw = [...rawInputs].sort(byTimeThenId((r) => r.receivedAt));
  const hashed = await Promise.all(sortedRaw.map(async (r) => ({ ...r, sha256: await textSha256(r.text) })));
  return {
    format: gameFileFormat, version: gameFileVersion, schemaVersion: currentSchemaVersion,
    savedAt: stamp.savedAt, appVersion: stamp.appVersion,
    game: { ...game }, records: sortRecords(records).map((r) => ({ ...r })), rawInputs: hashed,
  };
}

/**
 * The file's text, in format version 2: the envelope's fields in a fixed order (format and version
 * first, so a person or a tool can tell what it is from its first bytes), the rows as stored inside
 * their game (mailFold.ts; each raw input keeps its sha256), every row with its keys sorted, no indent.
 */
export function serializeGameFile(file: GameFile): string {
  const stored = foldRows(file.game.id, file.records, file.rawInputs);
  const envelope = {
    format: file.format, version: gameFileVersion, schemaVersion: file.schemaVersion, savedAt: file.savedAt, appVersion: file.appVersion,
    game: file.game, records: stored.records, rawInputs: stored.rawInputs,
  };
  return envelopeJson(envelope) + '\n';
}

/**
 * A parsed file's rows made whole whatever its format version (format 2 stores them folded), with
 * NO check: only for a text readGameFile has already accepted (a restore's second pass over the
 * same bytes). The rows are those readGameFile gave.
 */
export function trustedGameFile(parsed: GameFile): GameFile {
  if (parsed.version < 2) return parsed;
  const whole = unfoldRows(parsed.game.id, { records: parsed.records, rawInputs: parsed.rawInputs } as unknown as StoredRows);
  return { ...parsed, records: whole.records, rawInputs: whole.rawInputs as HashedRawInput[] };
}

/** The rows without the file's hashes, as the database stores them. */
export function rowsOf(file: GameFile): { game: GameRow; records: RecordRow[]; rawInputs: RawInputRow[] } {
  return { game: file.game, records: file.records, rawInputs: file.rawInputs.map(({ sha256: _hash, ...row }) => row) };
}

/** "Spring war.adjutant-game.json": a file name from the game's name, safe on every desktop system. */
export function gameFileName(game: Pick<GameRow, 'name'>): string {
  // eslint-disable-next-line no-control-regex
  const safe = game.name.replace(/[\u0000-\u001f<>:"/\\|?*]+/g, ' ').replace(/\s+/g, ' ').trim().replace(/^\.+/, '').slice(0, 120).trim();
  return `${safe || 'game'}.adjutant-game.json`;
}
