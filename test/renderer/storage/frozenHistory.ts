// What the history-upgrade tests (historyV3, historyV4, migration) share: the database layouts
// Adjutant once declared, frozen here independent of schema.ts, and the steps that carry a frozen
// fixture of old rows through a database, a backup or a game file into today's rows.
import Dexie from 'dexie';
import { AdjutantDb } from '../../../renderer/storage/db';
import { parseBackup, restoreBackup } from '../../../renderer/storage/backup';
import { readGameFile } from '../../../renderer/storage/backupGameFile';
import { buildGameLog } from '../../../core/diplomacy/record/gameLog';
import { phaseStateOf } from '../../../core/diplomacy/record/phaseState';
import { freshDb } from './helpers';
import type { GameRow, RawInputRow, RecordRow } from '../../../renderer/storage/types';

/** A frozen game: its rows as an older Adjutant wrote them, with the row schema they carry. */
export interface FrozenGame { schemaVersion: number; game: GameRow; records: RecordRow[]; rawInputs: RawInputRow[] }

/** Dexie version 2 (row schema v2), as declared before version 3. */
export const frozenDexieV2 = {
  games: 'id, updatedAt, family',
  records: 'id, gameId, [gameId+kind], [gameId+phase], createdAt',
  rawInputs: 'id, gameId, receivedAt, [gameId+receivedAt]',
  meta: 'key',
};
/** Dexie version 4 (row schema v3), as declared before version 5: version 3's tournament tables added. */
export const frozenDexieV4 = { ...frozenDexieV2, tournaments: 'id, updatedAt', tournamentEvents: 'id, tournamentId, [tournamentId+seq]' };
/** Dexie version 5 (row schema v3): only the indexes a query reads. */
export const frozenDexieV5 = { ...frozenDexieV4, records: 'id, gameId', rawInputs: 'id, [gameId+receivedAt]' };

/** Every phase's view as the workspace builds it: the log, and the phase state at every commit of every branch. */
export function phaseViews(records: readonly RecordRow[], raws: readonly RawInputRow[], game: GameRow) {
  const log = buildGameLog(records, raws);
  return { log: JSON.stringify(log), phases: log.commits.map((c) => JSON.stringify(phaseStateOf(game, { ...log, head: c.id }))) };
}

/** Rows in id order, as dumpTables lists them. */
export const byId = <T extends { id: string }>(rows: readonly T[]) => [...rows].sort((a, b) => a.id.localeCompare(b.id));

/** The frozen game (and any other tables' rows) written into a database of an older Dexie version and layout, then opened by today's Adjutant (which upgrades it). */
export async function upgradedDatabase(fixture: FrozenGame, dexieVersion: number, layout: Record<string, string>, otherTables: Record<string, unknown[]> = {}): Promise<AdjutantDb> {
  const name = `adjutant-v${fixture.schemaVersion}-${Math.random().toString(36).slice(2)}`;
  const old = new Dexie(name);
  old.version(dexieVersion).stores(layout);
  await old.table('games').add(fixture.game);
  await old.table('records').bulkAdd(fixture.records);
  await old.table('rawInputs').bulkAdd(fixture.rawInputs);
  for (const [table, rows] of Object.entries(otherTables)) await old.table(table).bulkAdd(rows);
  old.close();
  const db = new AdjutantDb(name);
  await db.open();
  return db;
}

/** The frozen game as a whole-JSON backup of its own row schema, restored into an empty database. */
export async function restoredFromBackup(fixture: FrozenGame): Promise<AdjutantDb> {
  const v = fixture.schemaVersion;
  const backup = JSON.stringify({ format: 'adjutant-backup', schemaVersion: v, exportedAt: 1, appVersion: `v${v}`, tables: { games: [fixture.game], records: fixture.records, rawInputs: fixture.rawInputs, meta: [] } });
  const parsed = parseBackup(backup);
  if (!parsed.ok) throw new Error(parsed.reason);
  const restored = freshDb();
  await restoreBackup(restored, parsed.backup);
  return restored;
}

/** The frozen game as a game file of its own row schema (records in time order, each raw mail with its hash), as read today. */
export async function readAsGameFile(fixture: FrozenGame) {
  const v = fixture.schemaVersion;
  const sha = async (t: string) => [...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(t)))].map((x) => x.toString(16).padStart(2, '0')).join('');
  const rawInputs = await Promise.all(fixture.rawInputs.map(async (r) => ({ ...r, sha256: await sha(r.text) })));
  const records = [...fixture.records].sort((a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : 1));
  const read = await readGameFile({ format: 'adjutant-game', version: 1, schemaVersion: v, savedAt: 1, appVersion: `v${v}`, game: fixture.game, records, rawInputs });
  if (!read.ok) throw new Error(read.reason);
  return read.file;
}
