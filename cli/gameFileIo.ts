// Reading and writing a game file (core/gameFile) from the command line. Reading goes through
// readGameFile, so the CLI refuses exactly what the app refuses, with the same reason. Writing is
// atomic: the whole file goes to a temporary file beside it, which is then renamed over the
// original, so an error or a crash midway never leaves a damaged game file; the original is
// changed only by a complete, valid replacement.
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { gameFileFormat, gameFileFrom, newRowId, readGameFile, rowsOf, serializeGameFile, type GameFile, type GameRow, type RawInputRow, type RecordRow } from '../core/gameFile/index';
import { version } from '../package.json';

/** True when the text is a game file (format adjutant-game) rather than another kind of file. */
export function isGameFileText(text: string): boolean {
  try {
    const data = JSON.parse(text.replace(/^\uFEFF/, '')) as { format?: unknown } | null;
    return data?.format === gameFileFormat;
  } catch {
    return false;
  }
}

export interface OpenedGame {
  path: string;
  file: GameFile;
  game: GameRow;
  records: RecordRow[];
  rawInputs: RawInputRow[];
  /** Records are appended at or after this instant (epoch ms), so the file stays in time order. */
  lastAt: number;
}

/** Reads a game file the CLI may change; throws `refuse(reason)` for a refused or read-only file. */
export async function openGameForChange(path: string, text: string, refuse: (reason: string) => Error): Promise<OpenedGame> {
  const read = await readGameFile(text);
  if (!read.ok) throw refuse(`${path} is refused (the file is left unchanged): ${read.reason}`);
  if (read.readOnly) throw refuse(`${path} may only be opened read-only, so nothing is added to it: ${read.readOnlyReason}`);
  const rows = rowsOf(read.file);
  return { path, file: read.file, ...rows, lastAt: rows.records.reduce((m, r) => Math.max(m, r.createdAt), 0) };
}

/** Reads a game file only to show it (a read-only file is fine). */
export async function openGameToRead(path: string, text: string, refuse: (reason: string) => Error): Promise<OpenedGame> {
  const read = await readGameFile(text);
  if (!read.ok) throw refuse(`${path} is refused: ${read.reason}`);
  const rows = rowsOf(read.file);
  return { path, file: read.file, ...rows, lastAt: rows.records.reduce((m, r) => Math.max(m, r.createdAt), 0) };
}

/** A new record of this game, as the app writes one: a fresh id, the game's phase, the time given. */
export function newRecord(g: OpenedGame, kind: string, payload: unknown, at: number): RecordRow {
  return { id: newRowId(), gameId: g.game.id, kind, phase: g.game.phase, createdAt: at, payload };
}

/** The game with these rows, written atomically over the original. */
export async function writeGame(g: OpenedGame, game: GameRow, records: RecordRow[], rawInputs: RawInputRow[] = g.rawInputs, now: number = Date.now()): Promise<void> {
  const text = serializeGameFile(await gameFileFrom(game, records, rawInputs, { savedAt: now, appVersion: version }));
  const tmp = `${g.path}.${process.pid}.tmp`;
  try {
    writeFileSync(tmp, text);
    renameSync(tmp, g.path);
  } catch (e) {
    rmSync(tmp, { force: true });
    throw e;
  }
}

export function readTextFile(path: string, refuse: (reason: string) => Error): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (e) {
    throw refuse(`cannot read ${path}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
}
