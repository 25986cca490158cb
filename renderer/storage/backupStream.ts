// Backup and restore streamed game by game (issue 21): the backup is a zip of game files
// (backupArchive.ts, backupGameFile.ts), written one game at a time from the database; a restore
// reads the file in chunks, checks every game before anything is written, and then writes each
// game in its own transaction. Memory stays bounded by the largest game, not the database.
//
// A restore runs in two passes over the file:
//   1. check: every game file is read and validated (readGameFile) and planned against this
//      machine (planGame): a refused game refuses the whole file, naming the game and why, and
//      nothing is written; clashes become the questions the GM answers (RestoreDialog).
//   2. write: the file is read again and each game is written as decided, one transaction per
//      game, so a game is either all in or not at all. What each write replaced is kept (as a
//      Blob, outside the JS heap where the browser can) so that Cancel, or a failure half-way,
//      takes every game of this run out again and puts back what it replaced: a restore is never
//      left half done. App settings are written last, in one transaction, after every game.
// Reading the file twice costs time, but it is the only way to ask every question, and to refuse
// a damaged game 250 of 300, before the first write without holding the whole file in memory.
// So the app's check writes as it goes while nothing needs a decision (checkRestore's
// writeAsChecked): onto a new machine the file is read once and the checking overlaps
// IndexedDB's writing; a refused game or Cancel takes every game written so far out again, and
// the first question takes them out and leaves the writing to pass 2, as above (issue 21).
//
// Old single-JSON backups (format 'adjutant-backup' without `archiveVersion`, schema v1/v2) go
// through the same two passes: each pass reads the file once in chunks, row by row, and then
// hands on one game at a time (backupLegacy.ts), so a file of any size restores.
import { z } from 'zod';
import type { AdjutantDb } from './db';
import { ArchiveError, ArchiveReader, ArchiveWriter, defaultChunkBytes, gameEntryName, gameEntryPrefix, looksLikeZip, manifestEntry, metaEntry, nativeDeflateAvailable, packEntry, type PackedEntry } from './backupArchive';
import { gameFileFrom, readGameFile, rowsOf, serializeGameFile, trustedGameFile, type GameFile } from './backupGameFile';
import { backupFormatName, MAX_ID_CHARS, MAX_LABEL_CHARS, metaV1 } from './backupFormat';
import { copySuffix } from './backup';
import { LegacyBackupError, scanLegacyBackup, type LegacyBackup } from './backupLegacy';
import { addFreshGames, isIdTaken, maxIdsInMemory, nameRefusedOwners, readIdsHere, touchesIdsHere, planGame, planMeta, questionFor, refusedOwners, writeGame, type GameBundle, type GameDecision, type GameQuestion, type MetaClash, type RefusedRow, type RestoreDecisions } from './restorePlan';
import { deleteGameRows, gameRowTables, getRowsById, putGameRows, readGameRows } from './phaseMail';
import { currentSchemaVersion } from './schema';
import { divergedReason, planTournament, readTournamentEntry, serializeTournamentEntry, tournamentBundles, tournamentEntryName, tournamentEntryPrefix, undoTournament, writeTournament, type TournamentBundle } from './backupTournaments';
import type { GameRow, MetaRow, RawInputRow, RecordRow } from './types';
import { clearStageMeasures, timed } from './backupTimings';

export const archiveVersion = 1;
/** The most one game's document may unpack to: far above any game, below what one JS string holds. */
export const maxGameEntryBytes = 256 * 1024 * 1024;
/** Bytes read from the file per step. */
export const readChunkBytes = 4 * 1024 * 1024;

export interface ByteSource {
  name: string;
  size: number;
  /** Up to `length` bytes from `offset`; fewer only at the end of the file. */
  read(offset: number, length: number): Promise<Uint8Array>;
}

export type BackupStage = 'backup' | 'check' | 'restore' | 'undo';

export interface BackupProgress {
  stage: BackupStage;
  gamesDone: number;
  gamesTotal: number;
  bytes: number;
  /** The file's size when known (a restore); null while a backup is still being written. */
  bytesTotal: number | null;
}

export interface RunOptions {
  signal?: AbortSignal;
  onProgress?: (progress: BackupProgress) => void;
}

/** The GM pressed Cancel; whatever this run wrote has been taken out again. */
export class BackupCancelled extends Error {
  constructor(what: string) { super(`${what} cancelled.`); this.name = 'BackupCancelled'; }
}

/** The file is refused; nothing in the database changed. The message names the cause. */
export class RestoreRefused extends Error {
  constructor(reason: string) { super(reason); this.name = 'RestoreRefused'; }
}

const manifestSchema = z.object({
  format: z.literal(backupFormatName),
  archiveVersion: z.number().int().positive(),
  schemaVersion: z.number().int().positive(),
  exportedAt: z.number(),
  appVersion: z.string().max(MAX_LABEL_CHARS),
  gameCount: z.number().int().nonnegative(),
  games: z.array(z.object({ id: z.string().min(1).max(MAX_ID_CHARS), name: z.string().max(MAX_LABEL_CHARS), entry: z.string().max(MAX_LABEL_CHARS) })),
});
export type BackupManifest = z.infer<typeof manifestSchema>;

const metaEntrySchema = z.object({ meta: z.array(metaV1) });

function throwIfCancelled(signal: AbortSignal | undefined, what: string): void {
  if (signal?.aborted) throw new BackupCancelled(what);
}

// ---- backup -------------------------------------------------------------------------------------

export interface BackupSummary { games: number; bytes: number; skipped: string[]; tournaments: number }

/** One game of a backup packed for the zip, or null: the game was deleted before it was read. */
export type PackedGame = PackedEntry | null;

export interface BackupStamp { appVersion: string; now: number }

/**
 * Reads one game in its own short read transaction and packs its game file (hashes, sorted JSON,
 * deflated). Runs in the backup worker or in one of its helpers (renderer/worker/packWorker.ts):
 * each opens the database itself, so a game's rows never cross between threads.
 */
export async function packGame(db: AdjutantDb, gameId: string, stamp: BackupStamp): Promise<PackedGame> {
  // The game and its rows asked for at once (readGameRows): a game deleted meanwhile reads as
  // no game and no rows, and is skipped.
  const rows = await timed('backup:read-rows', () => db.transaction('r', gameRowTables(db), async () => {
    const [game, gameRows] = await Promise.all([db.games.get(gameId), readGameRows(db, gameId)]);
    return game ? { game, ...gameRows } : null;
  }));
  if (!rows) return null;
  const file = await timed('backup:hash', () => gameFileFrom(rows.game, rows.records, rows.rawInputs, { savedAt: stamp.now, appVersion: stamp.appVersion }));
  const text = await timed('backup:serialize', () => serializeGameFile(file));
  return timed('backup:deflate', () => packEntry(text));
}

export interface BackupOptions extends RunOptions {
  /** Packs the game at `index` of the backup; by default packGame in this thread. */
  pack?: (gameId: string, index: number) => Promise<PackedGame>;
  /**
   * How many games are being packed at once, ahead of the one the zip takes next (default 2: the
   * next game's rows are read while this one is packed). Each is one game's rows in memory.
   */
  ahead?: number;
}

/**
 * Writes the whole database as a zip of game files, handing the bytes to `emit` in chunks. Each
 * game is read in its own short read transaction: a GM who keeps working while the backup runs
 * gets every game as it was at the moment that game was read (a game deleted meanwhile is left out
 * and named in `skipped`). One transaction over the whole backup is not possible: IndexedDB ends a
 * transaction as soon as it waits on anything else (compressing, writing the file).
 *
 * Games are packed `ahead` at a time, possibly in other threads (`pack`), and go into the zip in
 * the backup's order whatever order they are packed in (issue 21: packing is most of a backup's
 * time, and a machine has more than one core).
 */
export async function writeBackup(db: AdjutantDb, emit: (chunk: Uint8Array) => Promise<void>, stamp: BackupStamp, options: BackupOptions = {}): Promise<BackupSummary> {
  const { signal, onProgress } = options;
  const pack = options.pack ?? ((gameId: string) => packGame(db, gameId, stamp));
  const ahead = Math.max(1, options.ahead ?? 2);
  clearStageMeasures();
  const games = (await db.games.toArray()).sort((a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : 1));
  const writer = new ArchiveWriter(emit, defaultChunkBytes, nativeDeflateAvailable(), stamp.now);
  const manifest: BackupManifest = {
    format: backupFormatName, archiveVersion, schemaVersion: currentSchemaVersion, exportedAt: stamp.now, appVersion: stamp.appVersion,
    gameCount: games.length, games: games.map((g, i) => ({ id: g.id, name: g.name, entry: gameEntryName(i) })),
  };
  const progress = (gamesDone: number) => onProgress?.({ stage: 'backup', gamesDone, gamesTotal: games.length, bytes: writer.written, bytesTotal: null });
  progress(0);
  await writer.add(manifestEntry, JSON.stringify(manifest));
  await writer.add(metaEntry, JSON.stringify({ meta: await db.meta.toArray() }));
  const skipped: string[] = [];
  let written = 0;
  const packing = new Map<number, Promise<PackedGame>>();
  const start = (i: number) => {
    if (i >= games.length) return;
    const packed = pack(games[i]!.id, i);
    // Awaited in its turn; a backup that stops before then leaves it unread.
    packed.catch(() => {});
    packing.set(i, packed);
  };
  for (let i = 0; i < ahead; i++) start(i);
  for (const [i, listed] of games.entries()) {
    throwIfCancelled(signal, 'Backup');
    const packed = await timed('backup:wait-for-pack', () => packing.get(i)!);
    packing.delete(i);
    start(i + ahead);
    if (!packed) { skipped.push(listed.name); progress(i + 1); continue; }
    await timed('backup:zip-and-emit', () => writer.addPacked(gameEntryName(i), packed));
    written++;
    progress(i + 1);
  }
  throwIfCancelled(signal, 'Backup');
  // The tournament desk's tournaments (database v3), each its own entry after the games.
  const tournaments = await tournamentBundles(db);
  for (const [i, bundle] of tournaments.entries()) await writer.add(tournamentEntryName(i), serializeTournamentEntry(bundle));
  await writer.finish();
  progress(games.length);
  return { games: written, bytes: writer.written, skipped, tournaments: tournaments.length };
}

/** File name for a backup taken at `now`, e.g. adjutant-backup-2026-11-22-1830.zip (UTC). */
export function archiveFileName(now: number): string {
  const iso = new Date(now).toISOString();
  return `adjutant-backup-${iso.slice(0, 10)}-${iso.slice(11, 13)}${iso.slice(14, 16)}.zip`;
}

// ---- reading a backup file, game by game ----------------------------------------------------------

type Item =
  | { kind: 'start'; format: 'archive' | 'single-json'; gameCount: number; exportedAt: number; appVersion: string; listed: BackupManifest['games'] }
  | { kind: 'meta'; rows: MetaRow[] }
  | { kind: 'refusedRows'; rows: RefusedRow[] }
  /** `bytes`: the game's size in the file, roughly what its rows take in memory (a write batch is capped by it). */
  | { kind: 'game'; entry: string; bundle: GameBundle; note: string | null; bytes: number }
  | { kind: 'tournament'; entry: string; bundle: TournamentBundle };

async function* chunksOf(source: ByteSource, signal: AbortSignal | undefined, what: string, pass: string): AsyncGenerator<{ chunk: Uint8Array; offset: number }> {
  let offset = 0;
  while (offset < source.size) {
    throwIfCancelled(signal, what);
    const chunk = await timed(`${pass}:read-file`, () => source.read(offset, Math.min(readChunkBytes, source.size - offset)));
    if (chunk.length === 0) throw new RestoreRefused(`${source.name} could not be read past byte ${offset} of ${source.size}: the file changed or was cut while it was being read.`);
    offset += chunk.length;
    yield { chunk, offset };
  }
}

function refuse(source: ByteSource, reason: string): RestoreRefused {
  return new RestoreRefused(`${source.name}: ${reason}. Nothing was restored.`);
}

/** The file's games one at a time, whichever format it is in. `onBytes` follows the reading. */
/**
 * The SHA-256 of each game entry's bytes as the check read and validated them. The write pass
 * reads the file again; an entry with the same digest is the very document readGameFile already
 * accepted, so it is only parsed, not validated a second time (that would double the restore's
 * cost for nothing). An entry whose bytes changed in between goes through readGameFile again.
 */
export type VerifiedEntries = Record<string, string>;

async function digestHex(data: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', data as Uint8Array<ArrayBuffer>));
  let hex = '';
  for (const byte of digest) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/**
 * How the entries' digests are kept: recorded by the check, trusted by the write pass. `needless`:
 * while the check is writing each game itself no write pass follows, so no digest is taken (an
 * entry without one is validated again by a write pass, should the check stop writing).
 */
interface Verifying { mode: 'record' | 'trust'; entries: VerifiedEntries; needless?: () => boolean }

async function* readItems(source: ByteSource, signal: AbortSignal | undefined, what: string, onBytes: (bytes: number) => void, verified?: Verifying): AsyncGenerator<Item> {
  if (source.size === 0) throw refuse(source, 'the file is empty, so it is not an Adjutant backup');
  const head = await source.read(0, Math.min(4, source.size));
  if (looksLikeZip(head)) { yield* readArchive(source, signal, what, onBytes, verified); return; }
  yield* readSingleJson(source, signal, what, onBytes);
}

async function* readArchive(source: ByteSource, signal: AbortSignal | undefined, what: string, onBytes: (bytes: number) => void, verified?: Verifying): AsyncGenerator<Item> {
  const reader = new ArchiveReader(maxGameEntryBytes);
  const pass = verified?.mode === 'trust' ? 'restore' : 'check';
  let manifest: BackupManifest | null = null;
  let metaSeen = false;
  const names = new Map<string, string>();
  const seen = new Set<string>();
  const handle = async function* (entry: { name: string; data: Uint8Array }): AsyncGenerator<Item> {
    if (!manifest) {
      if (entry.name !== manifestEntry) throw refuse(source, `it is a zip archive but not an Adjutant backup (its first entry is ${entry.name}, not ${manifestEntry})`);
      manifest = readManifest(source, entry.data);
      for (const g of manifest.games) names.set(g.entry, g.name);
      yield { kind: 'start', format: 'archive', gameCount: manifest.gameCount, exportedAt: manifest.exportedAt, appVersion: manifest.appVersion, listed: manifest.games };
      return;
    }
    if (entry.name === metaEntry && !metaSeen) {
      metaSeen = true;
      const meta = metaEntrySchema.safeParse(parseJson(entry.data));
      if (!meta.success) throw refuse(source, `its app settings (${metaEntry}) are damaged`);
      yield { kind: 'meta', rows: meta.data.meta as MetaRow[] };
      return;
    }
    if (entry.name.startsWith(tournamentEntryPrefix) && !seen.has(entry.name)) {
      seen.add(entry.name);
      let text: string;
      try { text = new TextDecoder('utf-8', { fatal: true }).decode(entry.data); } catch { throw refuse(source, `the tournament ${entry.name} is refused: it is not UTF-8 text`); }
      const read = readTournamentEntry(text);
      if (!read.ok) throw refuse(source, `the tournament ${entry.name} is refused: ${read.reason}`);
      yield { kind: 'tournament', entry: entry.name, bundle: read.bundle };
      return;
    }
    if (!entry.name.startsWith(gameEntryPrefix) || seen.has(entry.name)) throw refuse(source, `its entry ${entry.name} is not one Adjutant writes (it may come from a newer Adjutant, or the file was changed)`);
    seen.add(entry.name);
    const label = names.has(entry.name) ? `the game "${names.get(entry.name)}" (${entry.name})` : `the game file ${entry.name}`;
    let text: string;
    try { text = new TextDecoder('utf-8', { fatal: true }).decode(entry.data); } catch { throw refuse(source, `${label} is refused: it is not UTF-8 text`); }
    const digest = verified && !verified.needless?.() ? await timed(`${pass}:entry-digest`, () => digestHex(entry.data)) : '';
    if (verified?.mode === 'trust' && verified.entries[entry.name] === digest) {
      const file = await timed(`${pass}:parse-trusted`, () => trustedGameFile(JSON.parse(text) as GameFile));
      if (file.schemaVersion === currentSchemaVersion) {
        yield { kind: 'game', entry: entry.name, bundle: rowsOf(file), note: null, bytes: entry.data.length };
        return;
      }
    }
    const read = await timed(`${pass}:read-game-file`, () => readGameFile(text));
    if (verified?.mode === 'record' && read.ok && digest) verified.entries[entry.name] = digest;
    if (!read.ok) throw refuse(source, `${label} is refused: ${read.reason.replace(/\.$/, '')}`);
    // Opened read-only (audit entries of a newer Adjutant, which no replay reads): the rows are
    // sound and are restored; the GM is told why the game is marked so.
    const note = read.readOnly ? `${label}: ${read.readOnlyReason}` : null;
    yield { kind: 'game', entry: entry.name, bundle: rowsOf(read.file), note, bytes: entry.data.length };
  };
  try {
    for await (const { chunk, offset } of chunksOf(source, signal, what, pass)) {
      await timed(`${pass}:unzip`, () => reader.push(chunk));
      onBytes(offset);
      for (const entry of reader.take()) yield* handle(entry);
    }
    await reader.end();
    for (const entry of reader.take()) yield* handle(entry);
  } catch (error) {
    if (error instanceof ArchiveError) throw refuse(source, error.message);
    throw error;
  }
  if (!manifest) throw refuse(source, 'it is a zip archive with no Adjutant manifest');
}

function parseJson(data: Uint8Array): unknown {
  try { return JSON.parse(new TextDecoder().decode(data)); } catch { return undefined; }
}

function readManifest(source: ByteSource, data: Uint8Array): BackupManifest {
  const json = parseJson(data) as { format?: unknown; archiveVersion?: unknown; schemaVersion?: unknown } | undefined;
  if (json?.format !== backupFormatName) throw refuse(source, 'its manifest is not an Adjutant backup manifest');
  if (typeof json.archiveVersion === 'number' && json.archiveVersion > archiveVersion) {
    throw refuse(source, `it was made by a newer Adjutant (backup archive v${json.archiveVersion}; this one reads up to v${archiveVersion}). Update Adjutant to restore it`);
  }
  if (typeof json.schemaVersion === 'number' && json.schemaVersion > currentSchemaVersion) {
    throw refuse(source, `it was made by a newer Adjutant (schema v${json.schemaVersion}; this one reads up to v${currentSchemaVersion}). Update Adjutant to restore it`);
  }
  const manifest = manifestSchema.safeParse(json);
  if (!manifest.success) throw refuse(source, `its manifest is damaged (${manifest.error.issues[0]?.path.join('.') ?? 'file'}: ${manifest.error.issues[0]?.message ?? 'unreadable'})`);
  return manifest.data;
}

async function* readSingleJson(source: ByteSource, signal: AbortSignal | undefined, what: string, onBytes: (bytes: number) => void): AsyncGenerator<Item> {
  const head = await source.read(0, Math.min(64, source.size));
  const first = head.findIndex((b) => b !== 0x20 && b !== 0x0a && b !== 0x0d && b !== 0x09 && b !== 0xef && b !== 0xbb && b !== 0xbf);
  if (head[first] !== 0x7b) throw refuse(source, 'it is neither a backup archive (zip) nor a single-JSON backup, so it is not an Adjutant backup');
  const pass = what.toLowerCase();
  async function* chunks(): AsyncGenerator<Uint8Array> {
    for await (const { chunk, offset } of chunksOf(source, signal, what, 'single-json')) {
      onBytes(offset);
      yield chunk;
    }
  }
  let backup: LegacyBackup;
  try {
    backup = await timed(`${pass}:single-json-scan`, () => scanLegacyBackup(chunks(), source.size));
  } catch (error) {
    if (error instanceof LegacyBackupError) throw refuse(source, error.message.replace(/\.$/, ''));
    throw error;
  }
  yield { kind: 'start', format: 'single-json', gameCount: backup.games.length, exportedAt: backup.exportedAt, appVersion: backup.appVersion, listed: backup.games.map((g) => ({ id: g.id, name: g.name, entry: '' })) };
  yield { kind: 'meta', rows: backup.meta };
  if (backup.refused.length > 0) yield { kind: 'refusedRows', rows: backup.refused };
  for (const game of backup.games) {
    throwIfCancelled(signal, what);
    const bundle = await timed(`${pass}:single-json-load`, () => backup.load(game.id));
    yield { kind: 'game', entry: '', bundle, note: null, bytes: bundleBytes(bundle) };
  }
}

/** About what a bundle's rows take as JSON, without writing it out: its texts and a share per row. */
function bundleBytes(bundle: GameBundle): number {
  let bytes = 1024 + bundle.records.length * 512;
  for (const raw of bundle.rawInputs) bytes += raw.text.length + 256;
  return bytes;
}

// ---- restore: check -------------------------------------------------------------------------------

export interface RestoreCheck {
  fileName: string;
  format: 'archive' | 'single-json';
  exportedAt: number;
  appVersion: string;
  gameCount: number;
  /** Games that go in as they are. */
  fresh: number;
  /** Games whose ids this machine already has: one question each. */
  questions: GameQuestion[];
  /** Rows of an old single-JSON file that will not be restored, and why. */
  refused: RefusedRow[];
  metaClashes: MetaClash[];
  newMeta: number;
  /** Games the manifest lists that the file does not hold (deleted while the backup was written). */
  missing: string[];
  /** What the GM should know about games that are restored all the same (readGameFile's read-only reasons). */
  notes: string[];
  /** The file's tournaments: new here, further on than the one here (their new events are added), or nothing new. */
  tournaments: { fresh: number; extended: number; unchanged: number };
  /** Each game entry's digest as validated, so the write pass need not validate it again. */
  verified: VerifiedEntries;
  /** Set when the check wrote every game as it read it (CheckOptions.writeAsChecked) and nothing was left to decide: the restore is done. */
  restored: StreamedRestoreResult | null;
}

export function checkNeedsDecision(check: RestoreCheck): boolean {
  return check.refused.length > 0 || check.metaClashes.length > 0 || check.questions.length > 0;
}

export interface CheckOptions extends RunOptions {
  /** Over this many rows here, the check looks each game's ids up instead of reading them all first (restorePlan.ts). */
  maxIdsInMemory?: number;
  /** Adds each sound, clash-free game as soon as it is checked, for as long as nothing needs a decision (checkRestore). */
  writeAsChecked?: boolean;
}

/**
 * Pass 1: reads and validates every game of the file and plans it here. Writes nothing, unless
 * `writeAsChecked`: then, for as long as nothing needs the GM's decision, each game found sound
 * and clash-free is also added as soon as it is checked, while the next is read (issue 21: a
 * restore onto a new machine then reads its file once, and the checking overlaps IndexedDB's
 * writing). A check that ends with nothing to decide has then restored the file (`restored`); the
 * first question (a clash, a refused row, a setting that differs) takes back what was written so
 * far and the check goes on writing nothing, for the write pass after the GM's answer; and a
 * refusal, a failure or Cancel takes back everything written, so the file is still all or nothing.
 */
export async function checkRestore(db: AdjutantDb, source: ByteSource, options: CheckOptions = {}): Promise<RestoreCheck> {
  const { signal, onProgress } = options;
  clearStageMeasures();
  const idsHere = await timed('check:read-ids-here', () => readIdsHere(db, options.maxIdsInMemory ?? maxIdsInMemory));
  const check: RestoreCheck = { fileName: source.name, format: 'archive', exportedAt: 0, appVersion: '', gameCount: 0, fresh: 0, questions: [], refused: [], metaClashes: [], newMeta: 0, missing: [], notes: [], tournaments: { fresh: 0, extended: 0, unchanged: 0 }, verified: {}, restored: null };
  let done = 0;
  let bytes = 0;
  let listed: BackupManifest['games'] = [];
  const seenGames = new Set<string>();
  // While it writes, the check shows as the restore it is: the games written (committed) so far.
  let written = 0;
  const progress = () => onProgress?.(writer
    ? { stage: 'restore', gamesDone: written, gamesTotal: check.gameCount, bytes, bytesTotal: source.size }
    : { stage: 'check', gamesDone: done, gamesTotal: check.gameCount, bytes, bytesTotal: source.size });
  // Writing while checking needs the ids here in memory: without them a game of the file would be
  // planned against the file's own games written before it.
  const undo: UndoStep[] = [];
  let writer: FreshGameWriter | null = options.writeAsChecked && idsHere ? new FreshGameWriter(db, 'check', undo, (games) => { written += games; progress(); }) : null;
  let meta: MetaRow[] = [];
  const tournaments: TournamentBundle[] = [];
  const takeBackWritten = async () => {
    const steps = undo.splice(0);
    await takeBack(db, steps, [], (gamesDone) => onProgress?.({ stage: 'undo', gamesDone, gamesTotal: steps.length, bytes, bytesTotal: source.size }));
  };
  /** The first question: what was written is taken back; from here on the check only checks. */
  const stopWriting = async () => {
    if (!writer) return;
    const stopped = writer;
    writer = null;
    await stopped.settle();
    await takeBackWritten();
    progress();
  };
  try {
    // Progress with every chunk read, not only every game: an old single-JSON backup is read to its
    // end before its first game is handed on, and the bar must move meanwhile.
    for await (const item of readItems(source, signal, 'Restore', (b) => { bytes = b; progress(); }, { mode: 'record', entries: check.verified, needless: () => writer !== null })) {
      if (item.kind === 'start') {
        Object.assign(check, { format: item.format, gameCount: item.gameCount, exportedAt: item.exportedAt, appVersion: item.appVersion });
        listed = item.listed;
      } else if (item.kind === 'meta') {
        const plan = await db.transaction('r', db.meta, () => planMeta(db, item.rows));
        check.metaClashes = plan.metaClashes;
        check.newMeta = plan.newMeta.length;
        meta = item.rows;
        if (plan.metaClashes.length > 0) await stopWriting();
      } else if (item.kind === 'refusedRows') {
        await stopWriting();
        const owners = refusedOwners(item.rows);
        const rows = await db.games.bulkGet(owners);
        const here = new Map(owners.flatMap((id, i) => rows[i] ? [[id, rows[i]!.name] as const] : []));
        check.refused.push(...nameRefusedOwners(item.rows, here));
      } else if (item.kind === 'tournament') {
        const plan = await db.transaction('r', db.tournaments, db.tournamentEvents, () => planTournament(db, item.bundle));
        if (plan.kind === 'diverged') throw refuse(source, divergedReason(plan));
        check.tournaments[plan.kind === 'new' ? 'fresh' : plan.kind === 'extends' ? 'extended' : 'unchanged']++;
        tournaments.push(item.bundle);
      } else {
        const { bundle } = item;
        if (seenGames.has(bundle.game.id)) throw refuse(source, `the game "${bundle.game.name}" (${bundle.game.id}) is in the file twice (${item.entry}), so which one is meant is unknown`);
        seenGames.add(bundle.game.id);
        const plan = idsHere && !touchesIdsHere(idsHere, bundle)
          ? { bundle, local: null, clashes: [] }
          : await timed('check:plan', () => db.transaction('r', gameRowTables(db), () => planGame(db, bundle)));
        if (plan.clashes.length > 0) { check.questions.push(questionFor(plan)); await stopWriting(); } else check.fresh++;
        if (item.note) check.notes.push(item.note);
        done++;
        if (writer) { throwIfCancelled(signal, 'Restore'); await writer.add(bundle, item.bytes); }
      }
      progress();
    }
    check.missing = listed.filter((g) => !seenGames.has(g.id)).map((g) => g.name);
    if (writer) check.restored = await finishWrittenCheck(db, writer, undo, tournaments, meta, check, signal);
  } catch (error) {
    await writer?.settle();
    await takeBackWritten();
    throw error;
  }
  return check;
}

/**
 * The end of a check that wrote its games as it went and met no question: the last batch, then
 * the file's tournaments and settings, as the write pass writes them. A failure takes the
 * tournaments written here back before it reaches the check's own taking back of the games.
 */
async function finishWrittenCheck(db: AdjutantDb, writer: FreshGameWriter, undo: UndoStep[], tournaments: TournamentBundle[], meta: MetaRow[], check: RestoreCheck, signal: AbortSignal | undefined): Promise<StreamedRestoreResult> {
  await writer.flush(true);
  const written: TournamentUndo[] = [];
  try {
    for (const bundle of tournaments) {
      throwIfCancelled(signal, 'Restore');
      const step = await writeTournament(db, bundle);
      if (step) written.push(step);
    }
    throwIfCancelled(signal, 'Restore');
    await writeMeta(db, meta, undefined);
  } catch (error) {
    for (const step of written.reverse()) await undoTournament(db, step);
    throw error;
  }
  return { added: undo.length, replaced: 0, copied: 0, kept: 0, refused: 0, missing: check.missing, tournaments: written.length };
}

// ---- restore: write -------------------------------------------------------------------------------

/**
 * Games the check found clash-free are written several to a transaction (addFreshGames), up to
 * this many games or bytes of game files: fewer commits, each flushed to disk, and memory still
 * bounded by a few games, not the file. Four games already save most of what batching saves
 * (one commit in four), and keep the progress bar and Cancel moving every few games.
 */
export const writeBatchGames = 4;
export const writeBatchBytes = 8 * 1024 * 1024;

export interface StreamedRestoreResult { added: number; replaced: number; copied: number; kept: number; refused: number; missing: string[]; tournaments: number }

/** What one game's write changed, to take it out again: the game id it wrote, and the rows it replaced. */
interface UndoStep { gameId: string; replaced: Blob | null }

interface SavedRows { games: GameRow[]; records: RecordRow[]; rawInputs: RawInputRow[] }

/**
 * Pass 2: writes each game as the GM decided, one transaction per game. A clash that appeared
 * since the check (another window, the worker) without a decision stops the restore, as does a
 * game the file no longer holds as it did; either way, and on Cancel, every game this run wrote is
 * taken out again and what it replaced is put back, so the database is as it was before.
 */
export async function runRestore(db: AdjutantDb, source: ByteSource, check: RestoreCheck, decisions: RestoreDecisions, options: RunOptions = {}): Promise<StreamedRestoreResult> {
  const { signal, onProgress } = options;
  if (check.restored) throw new Error('This restore was finished by its check (every game went in as it was read); there is nothing left to write.');
  if (check.metaClashes.length > 0 && !decisions.meta) throw new RestoreRefused('Some app settings in the file differ from this machine\'s; choose keep mine or take theirs.');
  const undo: UndoStep[] = [];
  const undoTournaments: TournamentUndo[] = [];
  const result: StreamedRestoreResult = { added: 0, replaced: 0, copied: 0, kept: 0, refused: check.refused.length, missing: check.missing, tournaments: 0 };
  let done = 0;
  let bytes = 0;
  let meta: MetaRow[] = [];
  const progress = () => onProgress?.({ stage: 'restore', gamesDone: done, gamesTotal: check.gameCount, bytes, bytesTotal: source.size });
  // Games with a question go one at a time through writeOneGame, planned again inside their
  // transaction; every other game was clash-free at the check and is only added.
  const asked = new Set(check.questions.map((q) => q.game.id));
  const fresh = new FreshGameWriter(db, 'restore', undo, (games) => { result.added += games; done += games; progress(); });
  try {
    for await (const item of readItems(source, signal, 'Restore', (b) => { bytes = b; progress(); }, { mode: 'trust', entries: check.verified })) {
      if (item.kind === 'meta') meta = item.rows;
      if (item.kind === 'tournament') {
        throwIfCancelled(signal, 'Restore');
        await fresh.flush(true);
        const step = await writeTournament(db, item.bundle);
        if (step) { undoTournaments.push(step); result.tournaments++; }
        continue;
      }
      if (item.kind !== 'game') continue;
      throwIfCancelled(signal, 'Restore');
      if (!asked.has(item.bundle.game.id)) {
        await fresh.add(item.bundle, item.bytes);
        continue;
      }
      await fresh.flush(true);
      const decision = decisions.games?.[item.bundle.game.id];
      const step = await timed('restore:write', () => writeOneGame(db, item.bundle, decision));
      if (step.undo) undo.push(step.undo);
      result[step.outcome]++;
      done++;
      progress();
    }
    await fresh.flush(true);
    throwIfCancelled(signal, 'Restore');
    await writeMeta(db, meta, decisions.meta);
  } catch (error) {
    await fresh.settle();
    await takeBack(db, undo, undoTournaments, (gamesDone) => onProgress?.({ stage: 'undo', gamesDone, gamesTotal: undo.length, bytes, bytesTotal: source.size }));
    throw error;
  }
  return result;
}

type TournamentUndo = NonNullable<Awaited<ReturnType<typeof writeTournament>>>;

/** The file's settings, written last, in one transaction, after every game: new keys added, clashing ones as the GM chose. */
async function writeMeta(db: AdjutantDb, meta: MetaRow[], choice: RestoreDecisions['meta']): Promise<void> {
  await db.transaction('rw', db.meta, async () => {
    const plan = await planMeta(db, meta);
    await db.meta.bulkAdd(plan.newMeta);
    if (choice === 'theirs') await db.meta.bulkPut(plan.metaClashes.map((c) => ({ key: c.key, value: c.theirs })));
  });
}

/** Everything a run wrote taken out again: its tournaments' events, then its games, newest first. */
async function takeBack(db: AdjutantDb, undo: UndoStep[], tournaments: TournamentUndo[], progress: (done: number) => void): Promise<void> {
  for (const step of [...tournaments].reverse()) await undoTournament(db, step);
  await undoRestore(db, undo, progress);
}

/**
 * Adds games found clash-free, several to a transaction (writeBatchGames, writeBatchBytes), while
 * the caller reads, inflates and parses the next ones (issue 21). A batch is handed over once the
 * one before has committed, so at most two are in memory; a batch is in `undo` only once its
 * transaction committed, and `settle` waits for a write in flight before anything is taken back.
 */
class FreshGameWriter {
  private batch: GameBundle[] = [];
  private batchBytes = 0;
  private readonly writing: Promise<void>[] = [];

  /** `pass` names the stages: '<pass>:write-fresh' times each transaction (overlapping the reading), '<pass>:wait-for-writes' the time the pass stood still. */
  constructor(private readonly db: AdjutantDb, private readonly pass: 'check' | 'restore', private readonly undo: UndoStep[], private readonly onWritten: (games: number) => void) {}

  async add(bundle: GameBundle, bytes: number): Promise<void> {
    this.batch.push(bundle);
    this.batchBytes += bytes;
    if (this.batch.length >= writeBatchGames || this.batchBytes >= writeBatchBytes) await this.flush(false);
  }

  /** Hands the batch over once the write before it has committed; with `thenWait`, waits for it too. */
  async flush(thenWait: boolean): Promise<void> {
    await this.waitForWrites();
    if (this.batch.length > 0) {
      const games = this.batch;
      this.batch = [];
      this.batchBytes = 0;
      const write = timed(`${this.pass}:write-fresh`, () => addFresh(this.db, games)).then(() => {
        for (const bundle of games) this.undo.push({ gameId: bundle.game.id, replaced: null });
        this.onWritten(games.length);
      });
      write.catch(() => {}); // awaited by the next flush or by settle; never left unheard
      this.writing.push(write);
    }
    if (thenWait) await this.waitForWrites();
  }

  /** Waits for the write in flight, whatever its outcome (before taking anything back). */
  async settle(): Promise<void> {
    await Promise.allSettled(this.writing);
  }

  private async waitForWrites(): Promise<void> {
    while (this.writing.length > 0) await timed(`${this.pass}:wait-for-writes`, () => this.writing[0]!.finally(() => this.writing.shift()));
  }
}

/** addFreshGames, and when an id turned out taken, which game and which row, in words. */
async function addFresh(db: AdjutantDb, games: GameBundle[]): Promise<void> {
  try {
    await addFreshGames(db, games);
  } catch (error) {
    if (!isIdTaken(error)) throw error;
    // By game, not by row: a mail record and its raw input share an id (schema v4) within one game.
    const owner = new Map<string, string>();
    for (const bundle of games) {
      const ids = new Set([bundle.game, ...bundle.records, ...bundle.rawInputs].map((row) => row.id));
      for (const id of ids) {
        const other = owner.get(id);
        if (other !== undefined) throw new RestoreRefused(`the file gives the id ${id} to a row of "${other}" and to one of "${bundle.game.name}", so which is meant is unknown; nothing was restored.`);
        owner.set(id, bundle.game.name);
      }
    }
    for (const bundle of games) {
      const plan = await db.transaction('r', gameRowTables(db), () => planGame(db, bundle));
      const clash = plan.clashes[0];
      if (clash) throw new RestoreRefused(`"${bundle.game.name}" now clashes with what is here (${clash.localLabel}${clash.localGameName !== null && clash.table !== 'games' ? ` of "${clash.localGameName}"` : ''} has one of its ids; it did not when the file was checked); nothing was restored. Try the restore again.`);
    }
    throw error;
  }
}

async function writeOneGame(db: AdjutantDb, bundle: GameBundle, decision: GameDecision | undefined): Promise<{ outcome: 'added' | 'replaced' | 'copied' | 'kept'; undo: UndoStep | null }> {
  let copyId: string | null = null;
  let saved: SavedRows | null = null;
  const outcome = await db.transaction('rw', gameRowTables(db), async () => {
    const plan = await planGame(db, bundle);
    if (plan.clashes.length > 0 && !decision) {
      throw new RestoreRefused(`"${bundle.game.name}" now clashes with what is here (it did not when the file was checked); nothing was restored. Try the restore again.`);
    }
    if (plan.clashes.length > 0 && decision === 'theirs') {
      // Everything 'theirs' deletes or overwrites: the game here and its rows, and any row of
      // another game whose id the file's game takes.
      const localId = plan.local?.id;
      const local = localId ? await readGameRows(db, localId) : { records: [], rawInputs: [] };
      const records = local.records;
      const rawInputs = local.rawInputs;
      const foreignRecords = plan.clashes.filter((c) => c.table === 'records' && c.localGameId !== localId).map((c) => c.id);
      const foreignRaw = plan.clashes.filter((c) => c.table === 'rawInputs' && c.localGameId !== localId).map((c) => c.id);
      const foreign = await getRowsById(db, foreignRecords, foreignRaw);
      records.push(...foreign.records.filter((r) => r !== undefined));
      rawInputs.push(...foreign.rawInputs.filter((r) => r !== undefined));
      saved = { games: plan.local ? [plan.local] : [], records, rawInputs };
    }
    return writeGame(db, plan, decision, (name) => name + copySuffix, (id) => { copyId = id; });
  });
  if (outcome === 'kept') return { outcome, undo: null };
  const gameId = outcome === 'copied' ? copyId! : bundle.game.id;
  return { outcome, undo: { gameId, replaced: saved ? new Blob([JSON.stringify(saved)]) : null } };
}

/** Takes a run's games out again, newest first, and puts back what each replaced. */
async function undoRestore(db: AdjutantDb, steps: UndoStep[], progress: (done: number) => void): Promise<void> {
  let done = 0;
  progress(done);
  for (const step of [...steps].reverse()) {
    const saved: SavedRows | null = step.replaced ? JSON.parse(await step.replaced.text()) as SavedRows : null;
    await db.transaction('rw', gameRowTables(db), async () => {
      await deleteGameRows(db, step.gameId);
      await db.games.delete(step.gameId);
      if (saved) {
        await db.games.bulkPut(saved.games);
        await putGameRows(db, saved.records, saved.rawInputs);
      }
    });
    progress(++done);
  }
}
