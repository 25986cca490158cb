// What restoring a backup would change, worked out game by game before anything is written.
//
// A backup is read as a set of game bundles: one game row and the records and raw inputs that
// name it. A row whose game the file does not declare, or whose id appears twice in the file, is
// refused with its reason (a file Adjutant wrote never has either; a crafted or damaged one might,
// and such a row could otherwise land in, or overwrite, a game the GM never chose to restore).
//
// Then every id of every bundle is looked up here: a game, record or raw input whose id this
// machine already has is a clash the GM decides for that game (keep mine / take theirs / keep
// both under new ids). App settings (meta) clash by key and are decided once for the file.
// Everything is per bundle so a streamed, per-game backup (issue 21) can plan and write one game
// at a time with the same functions.
import type { AdjutantDb } from './db';
import { newId } from './ids';
import { addGameRows, allRowIds, countIds, deleteGameRows, gameRowTables, getRowsById, putGameRows } from './phaseMail';
import type { GameRow, MetaRow, RawInputRow, RecordRow } from './types';
import { sampleCreatedKey } from './firstRun';

/**
 * Settings that describe this machine rather than the GM's games: the file's value is about the
 * machine that wrote it, so the one here is kept without a question (it is filled in if missing).
 */
export const machineOnlyMetaKeys: ReadonlySet<string> = new Set([sampleCreatedKey]);

export interface GameBundle {
  game: GameRow;
  records: RecordRow[];
  rawInputs: RawInputRow[];
}

export type RowTable = 'games' | 'records' | 'rawInputs' | 'meta';

/** A row of the file that will not be restored, whatever the GM chooses. */
export interface RefusedRow {
  table: RowTable;
  id: string;
  reason: string;
  /** For a record or mail: the game it names, which the file does not hold. */
  gameId?: string;
}

/** One of the file's rows whose id is already taken here. */
export interface RowClash {
  table: 'games' | 'records' | 'rawInputs';
  id: string;
  /** The game the row here belongs to (for a game row, itself); null if that game is gone. */
  localGameId: string;
  localGameName: string | null;
  /** What the row here is, as the GM would recognise it: a game name, a mail's source, a record kind. */
  localLabel: string;
}

export interface GamePlan {
  bundle: GameBundle;
  /** The game here with the same id, if any. */
  local: GameRow | null;
  /** Every id of this bundle already taken here; empty means the game simply goes in. */
  clashes: RowClash[];
}

export interface MetaClash { key: string; mine: unknown; theirs: unknown }

export interface RestorePlan {
  games: GamePlan[];
  refused: RefusedRow[];
  /** File settings whose key this machine has with a different value (machine-only keys aside). */
  metaClashes: MetaClash[];
  /** File settings this machine lacks (always added: nothing here changes). */
  newMeta: MetaRow[];
}

/** For a game whose ids clash: keep what is here, take the file's, or add the file's under new ids. */
export type GameDecision = 'mine' | 'theirs' | 'both';

export interface RestoreDecisions {
  /** By the file's game id. */
  games?: Record<string, GameDecision>;
  /** For settings whose key is already here with another value. */
  meta?: 'mine' | 'theirs';
}

export interface BackupRows {
  games: GameRow[];
  records: RecordRow[];
  rawInputs: RawInputRow[];
  meta: MetaRow[];
}

/** Splits a file's rows into game bundles; every row not owned by exactly one declared game is refused. */
export function bundleRows(tables: BackupRows): { bundles: GameBundle[]; refused: RefusedRow[]; meta: MetaRow[] } {
  const refused: RefusedRow[] = [];
  const twice = (rows: { id: string }[]) => {
    const seen = new Set<string>(); const dup = new Set<string>();
    for (const r of rows) (seen.has(r.id) ? dup : seen).add(r.id);
    return dup;
  };
  const dupGames = twice(tables.games);
  for (const id of dupGames) refused.push({ table: 'games', id, reason: 'this game id appears more than once in the file, so which one is meant is unknown; none is restored' });
  const bundles = new Map<string, GameBundle>();
  for (const game of tables.games) if (!dupGames.has(game.id)) bundles.set(game.id, { game, records: [], rawInputs: [] });

  const place = <T extends { id: string; gameId: string }>(table: 'records' | 'rawInputs', rows: T[], into: (b: GameBundle, row: T) => void) => {
    const dup = twice(rows);
    for (const id of dup) refused.push({ table, id, reason: 'this id appears more than once in the file; neither row is restored' });
    for (const row of rows) {
      if (dup.has(row.id)) continue;
      const bundle = bundles.get(row.gameId);
      if (bundle) { into(bundle, row); continue; }
      refused.push({
        table, id: row.id, gameId: row.gameId,
        reason: dupGames.has(row.gameId)
          ? `it belongs to game ${row.gameId}, which appears more than once in the file`
          : `it belongs to game ${row.gameId}, which this file does not contain`,
      });
    }
  };
  place('records', tables.records, (b, r) => b.records.push(r));
  place('rawInputs', tables.rawInputs, (b, r) => b.rawInputs.push(r));

  const metaKeys = twice(tables.meta.map((m) => ({ id: m.key })));
  for (const key of metaKeys) refused.push({ table: 'meta', id: key, reason: 'this setting appears more than once in the file; neither value is restored' });
  return { bundles: [...bundles.values()], refused, meta: tables.meta.filter((m) => !metaKeys.has(m.key)) };
}

/** Finds every id of one game's bundle that is already taken on this machine. Call inside a transaction for a stable answer. */
export async function planGame(db: AdjutantDb, bundle: GameBundle): Promise<GamePlan> {
  // Only Dexie promises are awaited here, one after another: a native async helper in between
  // can lose the transaction, which then commits before the plan is finished.
  const local = (await db.games.get(bundle.game.id)) ?? null;
  const found = await getRowsById(db, bundle.records.map((r) => r.id), bundle.rawInputs.map((r) => r.id));
  const records = found.records.filter((r) => r !== undefined);
  const rawInputs = found.rawInputs.filter((r) => r !== undefined);
  const owners = [...new Set([...records, ...rawInputs].map((r) => r.gameId))];
  const ownerRows = await db.games.bulkGet(owners);
  const nameOf = (gameId: string) => ownerRows[owners.indexOf(gameId)]?.name ?? null;
  const clashes: RowClash[] = [];
  if (local) clashes.push({ table: 'games', id: local.id, localGameId: local.id, localGameName: local.name, localLabel: `the game "${local.name}"` });
  for (const here of records) clashes.push({ table: 'records', id: here.id, localGameId: here.gameId, localGameName: nameOf(here.gameId), localLabel: `the record ${here.kind} (${here.phase})` });
  for (const here of rawInputs) clashes.push({ table: 'rawInputs', id: here.id, localGameId: here.gameId, localGameName: nameOf(here.gameId), localLabel: `the mail "${here.sourceName}"` });
  return { bundle, local, clashes };
}

/** The games here that refused rows name (looked up by the caller, inside its transaction). */
export function refusedOwners(refused: RefusedRow[]): string[] {
  return [...new Set(refused.flatMap((r) => r.gameId ? [r.gameId] : []))];
}

/** Names, in the reasons, the game here that a refused row would have landed in. */
export function nameRefusedOwners(refused: RefusedRow[], here: ReadonlyMap<string, string>): RefusedRow[] {
  return refused.map((row) => {
    const name = row.gameId ? here.get(row.gameId) : undefined;
    return name === undefined ? row : { ...row, reason: `${row.reason}; here that is your game "${name}", which it would have changed` };
  });
}

export async function planMeta(db: AdjutantDb, meta: MetaRow[]): Promise<{ metaClashes: MetaClash[]; newMeta: MetaRow[] }> {
  const here = await db.meta.bulkGet(meta.map((m) => m.key));
  const metaClashes: MetaClash[] = [];
  const newMeta: MetaRow[] = [];
  meta.forEach((row, i) => {
    const mine = here[i];
    if (!mine) newMeta.push(row);
    else if (machineOnlyMetaKeys.has(row.key)) return;
    else if (JSON.stringify(mine.value) !== JSON.stringify(row.value)) metaClashes.push({ key: row.key, mine: mine.value, theirs: row.value });
  });
  return { metaClashes, newMeta };
}

/**
 * What the GM is asked about one game of a file whose ids clash here: the plan without the
 * file's rows, so a streamed restore can hold the questions for hundreds of games at once.
 */
export interface GameQuestion {
  game: Pick<GameRow, 'id' | 'name'>;
  local: Pick<GameRow, 'id' | 'name'> | null;
  clashes: RowClash[];
}

export function questionFor(plan: GamePlan): GameQuestion {
  const { id, name } = plan.bundle.game;
  return { game: { id, name }, local: plan.local ? { id: plan.local.id, name: plan.local.name } : null, clashes: plan.clashes };
}

/** Clashes that touch a game other than the bundle's own: the file's game claims rows of another game here. */
export function foreignClashes(plan: GamePlan | GameQuestion): RowClash[] {
  const own = 'bundle' in plan ? plan.bundle.game.id : plan.game.id;
  return plan.clashes.filter((c) => c.localGameId !== own);
}

/**
 * A copy of a bundle with a fresh id for the game and every row. Every reference to one of the
 * bundle's old ids is rewritten: each row's gameId, and any string in a record payload that is
 * exactly an old id (mail status records name their raw input, undo records name their target,
 * and so on for each family), so the copy points at its own rows and never at the originals.
 */
export function rekeyBundle(bundle: GameBundle, copyName: (name: string) => string): GameBundle {
  const renamed = new Map<string, string>();
  // One new id per old id: a Diplomacy mail record has its raw input's id (schema v4), and the copy's must too.
  const fresh = (old: string) => { const known = renamed.get(old); if (known !== undefined) return known; const id = newId(); renamed.set(old, id); return id; };
  const gameId = fresh(bundle.game.id);
  const rawInputs = bundle.rawInputs.map((r) => ({ ...r, id: fresh(r.id), gameId }));
  const recordIds = bundle.records.map((r) => fresh(r.id));
  const remap = (value: unknown): unknown => {
    if (typeof value === 'string') return renamed.get(value) ?? value;
    if (Array.isArray(value)) return value.map(remap);
    if (value !== null && typeof value === 'object') {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(value)) out[k] = remap(v);
      return out;
    }
    return value;
  };
  const records = bundle.records.map((r, i) => ({ ...r, id: recordIds[i]!, gameId, payload: remap(r.payload) }));
  return { game: { ...bundle.game, id: gameId, name: copyName(bundle.game.name) }, records, rawInputs };
}

/**
 * Writes one game as the GM decided, inside the caller's transaction. 'mine' writes nothing;
 * 'theirs' removes the game here with that id (and its rows) and puts the file's in, over any row
 * here with a clashing id; 'both' adds the file's game under new ids. A game with no clash goes in
 * as it is, and `add` (never `put`) makes sure it cannot overwrite anything. `onCopy` learns the
 * copy's new game id (a streamed restore needs it to take the copy out again on Cancel).
 */
export async function writeGame(db: AdjutantDb, plan: GamePlan, decision: GameDecision | undefined, copyName: (name: string) => string, onCopy?: (copyId: string) => void): Promise<'added' | 'replaced' | 'copied' | 'kept'> {
  const { bundle } = plan;
  if (plan.clashes.length === 0) {
    await db.games.add(bundle.game);
    await addGameRows(db, bundle.records, bundle.rawInputs);
    return 'added';
  }
  if (!decision) throw new Error(`"${bundle.game.name}" clashes with what is here; choose keep mine, take theirs or keep both.`);
  if (decision === 'mine') return 'kept';
  if (decision === 'both') {
    const copy = rekeyBundle(bundle, copyName);
    onCopy?.(copy.game.id);
    await db.games.add(copy.game);
    await addGameRows(db, copy.records, copy.rawInputs);
    return 'copied';
  }
  if (plan.local) await deleteGameRows(db, plan.local.id);
  await db.games.put(bundle.game);
  // Over any row here with a clashing id, wherever it is stored (phaseMail.ts).
  await putGameRows(db, bundle.records, bundle.rawInputs);
  return 'replaced';
}

/**
 * Adds games the check found clash-free, several in one transaction, without looking their ids up
 * again (issue 21: planning every game twice was a fifth of a restore). `add` never overwrites:
 * an id taken here since the check makes the transaction fail and nothing of these games is
 * written; the caller finds which game and says so. Fewer, larger transactions also save a commit
 * and a flush to disk per game.
 */
export async function addFreshGames(db: AdjutantDb, bundles: readonly GameBundle[]): Promise<void> {
  await db.transaction('rw', gameRowTables(db), async () => {
    await db.games.bulkAdd(bundles.map((b) => b.game));
    // A phase's mail straight into its one row (Dexie version 7): 2 rows a phase, not 15.
    await addGameRows(db, bundles.flatMap((b) => b.records), bundles.flatMap((b) => b.rawInputs));
  });
}

/** Whether a write failed because an id it adds is already taken (a row added since the check). */
export function isIdTaken(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'ConstraintError') return true;
  // Dexie's bulkAdd reports each failed row; all of them must be taken ids.
  const failures = (error as { failures?: unknown[] } | null)?.failures;
  return name === 'BulkError' && Array.isArray(failures) && failures.length > 0 && failures.every((f) => (f as { name?: unknown } | null)?.name === 'ConstraintError');
}

/** Every id this machine holds, read once for a whole check (keys only, never the rows). */
export interface IdsHere { games: ReadonlySet<string>; records: ReadonlySet<string>; rawInputs: ReadonlySet<string> }

/**
 * The most ids a check reads into memory (about 80 bytes each: 80 MB at the cap, some 700 long
 * games); a database with more is looked up game by game instead, as slowly as before.
 */
export const maxIdsInMemory = 1_000_000;

/**
 * Reads every id here at once, or null over `limit`. With them, a game of the file whose ids are
 * all new here (every game, restoring onto a new machine) is planned without asking IndexedDB
 * about each of its thousand rows (issue 21: that was a tenth of a restore). Ids only ever help to
 * rule a clash out; a game that touches one is planned by planGame, the one place clashes are
 * described, and the write pass adds rows, never puts them, so a row added after this read cannot
 * be overwritten either.
 */
export async function readIdsHere(db: AdjutantDb, limit: number = maxIdsInMemory): Promise<IdsHere | null> {
  return db.transaction('r', gameRowTables(db), async () => {
    const count = (await db.games.count()) + (await countIds(db));
    if (count > limit) return null;
    return { games: new Set(await db.games.toCollection().primaryKeys()), ...(await allRowIds(db)) };
  });
}

/** Whether any id of the bundle is one of `here`'s (then it needs planGame). */
export function touchesIdsHere(here: IdsHere, bundle: GameBundle): boolean {
  if (here.games.has(bundle.game.id)) return true;
  for (const r of bundle.records) if (here.records.has(r.id)) return true;
  for (const r of bundle.rawInputs) if (here.rawInputs.has(r.id)) return true;
  return false;
}
