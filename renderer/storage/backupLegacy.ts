// An old single-JSON backup (Adjutant 0.1) read game by game, whatever its size (issue 21 item 1:
// a valid 566 MB backup was refused because one JS string cannot hold it).
//
// The file holds its rows table by table (every game, then every record, then every mail), so a
// game's rows are spread over the whole file. One pass reads it in chunks (backupJsonScanner.ts)
// and checks each row with the same zod schemas as before, row by row; each record and mail is
// then put aside, as the bytes the file gave, in Blobs per game (outside the JS heap where the
// browser can), and only its id and game are kept. After the pass, bundleRows decides on those
// ids exactly as it does for a whole file (ids twice, rows of no declared game), and each game is
// read back from its Blobs when its turn comes: memory holds the ids and one game, not the file.
import { bundleRows, type GameBundle, type RefusedRow } from './restorePlan';
import { backupFormatName } from './backupFormat';
import { rowSchemasByVersion } from '../../core/gameFile/rowSchemas';
import { migrateBackupTables } from './backupMigrations';
import { currentSchemaVersion } from './schema';
import { LegacyBackupScanner, ScanError, type ScanEvent } from './backupJsonScanner';
import type { GameRow, MetaRow, RawInputRow, RecordRow } from './types';

/** The most one row of an old backup may take: far above the longest mail Adjutant stores. */
export const maxLegacyRowBytes = 64 * 1024 * 1024;
/** A game's rows are gathered in memory up to this much before they go into a Blob. */
const spillBytes = 64 * 1024;

/** Why a single-JSON backup cannot be read; the message is the GM's reason. */
export class LegacyBackupError extends Error {}

export interface LegacyBackup {
  exportedAt: number;
  appVersion: string;
  /** The games that will be restored, in file order. */
  games: GameRow[];
  meta: MetaRow[];
  refused: RefusedRow[];
  /** One game's rows, read back from where the pass put them, checked and brought up to this schema. */
  load(gameId: string): Promise<GameBundle>;
}

const tables = ['games', 'records', 'rawInputs', 'meta'] as const;
type Table = typeof tables[number];

/** One game's records and mails as the file gave them, in Blobs and a short tail still in memory. */
class Spill {
  blobs: { records: Blob[]; rawInputs: Blob[] } = { records: [], rawInputs: [] };
  tail: { records: Uint8Array[]; rawInputs: Uint8Array[] } = { records: [], rawInputs: [] };
  tailBytes = 0;

  add(table: 'records' | 'rawInputs', bytes: Uint8Array): void {
    this.tail[table].push(bytes, comma);
    this.tailBytes += bytes.length + 1;
    if (this.tailBytes >= spillBytes) this.flush();
  }

  private flush(): void {
    for (const t of ['records', 'rawInputs'] as const) {
      if (this.tail[t].length) this.blobs[t].push(new Blob(this.tail[t] as BlobPart[]));
      this.tail[t] = [];
    }
    this.tailBytes = 0;
  }

  async rows(table: 'records' | 'rawInputs'): Promise<unknown[]> {
    const stored = new Uint8Array(await new Blob([...this.blobs[table], ...this.tail[table]] as BlobPart[]).arrayBuffer());
    if (stored.length === 0) return [];
    // Every row is followed by a comma: drop the last one and read them as one array.
    return JSON.parse(`[${new TextDecoder().decode(stored.subarray(0, stored.length - 1))}]`) as unknown[];
  }
}
const comma = new Uint8Array([0x2c]);

function issueText(error: { issues: { path: PropertyKey[]; message: string }[] }, prefix: string): string {
  const issue = error.issues[0];
  const path = [prefix, ...(issue?.path.map(String) ?? [])].join('.');
  return `${path}: ${issue?.message ?? 'unreadable'}`;
}

/**
 * Reads the whole file once, through `chunks`, and returns what it holds; throws
 * LegacyBackupError with the reason for a file that cannot be restored.
 */
export async function scanLegacyBackup(chunks: AsyncIterable<Uint8Array>, fileBytes: number): Promise<LegacyBackup> {
  const decoder = new TextDecoder();
  const header: Record<string, unknown> = {};
  let schemaVersion: number | null = null;
  const games: GameRow[] = [];
  const meta: MetaRow[] = [];
  const stubs = { records: [] as { id: string; gameId: string }[], rawInputs: [] as { id: string; gameId: string }[] };
  const seenTables = new Set<string>();
  const counts: Record<string, number> = {};
  const spills = new Map<string, Spill>();
  const notJson = (detail: string) => new LegacyBackupError(`This file is not JSON (${detail}), so it is not an Adjutant backup; it may be truncated (the file ends at byte ${fileBytes}).`);

  const versionForRows = (): number => {
    if (schemaVersion !== null) return schemaVersion;
    if (header.format !== backupFormatName) throw new LegacyBackupError('This JSON file is not an Adjutant backup.');
    const v = header.schemaVersion;
    if (typeof v !== 'number') throw new LegacyBackupError('This backup is damaged: its schemaVersion must come before its tables, as Adjutant writes it.');
    if (v > currentSchemaVersion) throw new LegacyBackupError(`This backup was made by a newer Adjutant (schema v${v}; this one reads up to v${currentSchemaVersion}). Update Adjutant to restore it.`);
    if (!rowSchemasByVersion[v]) throw new LegacyBackupError(`Unknown backup schema v${v}.`);
    schemaVersion = v;
    return v;
  };

  const onEvent = (event: ScanEvent) => {
    if (event.kind === 'array') { seenTables.add(event.table); return; }
    let value: unknown;
    try { value = JSON.parse(decoder.decode(event.bytes)); } catch (e) { throw notJson((e as Error).message); }
    if (event.kind === 'field') { header[event.key] = value; return; }
    if (event.kind === 'table') {
      if ((tables as readonly string[]).includes(event.table)) throw new LegacyBackupError(`This backup is damaged: ${event.table}: expected an array.`);
      return;
    }
    if (!(tables as readonly string[]).includes(event.table)) return; // a table this version never wrote is left out, as before
    const table = event.table as Table;
    const index = (counts[table] = (counts[table] ?? -1) + 1);
    const schemas = rowSchemasByVersion[versionForRows()]!;
    const schema = table === 'games' ? schemas.game : table === 'records' ? schemas.record : table === 'rawInputs' ? schemas.rawInput : schemas.meta;
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw new LegacyBackupError(`This backup is damaged: ${issueText(parsed.error, `${table}.${index}`)}.`);
    if (table === 'games') { games.push(parsed.data as GameRow); return; }
    if (table === 'meta') { meta.push(parsed.data as MetaRow); return; }
    const row = parsed.data as { id: string; gameId: string };
    stubs[table].push({ id: row.id, gameId: row.gameId });
    let spill = spills.get(row.gameId);
    if (!spill) { spill = new Spill(); spills.set(row.gameId, spill); }
    spill.add(table, event.bytes);
  };

  const scanner = new LegacyBackupScanner(onEvent, maxLegacyRowBytes);
  try {
    for await (const chunk of chunks) scanner.push(chunk);
    scanner.end();
  } catch (error) {
    if (error instanceof ScanError) throw notJson(error.message);
    throw error;
  }
  if (header.format !== backupFormatName) throw new LegacyBackupError('This JSON file is not an Adjutant backup.');
  if (typeof header.exportedAt !== 'number') throw new LegacyBackupError('This backup is damaged: exportedAt: expected a number.');
  if (typeof header.appVersion !== 'string') throw new LegacyBackupError('This backup is damaged: appVersion: expected a string.');
  versionForRows();
  for (const t of tables) if (!seenTables.has(t)) throw new LegacyBackupError(`This backup is damaged: ${t}: expected an array.`);

  // The same decisions as for a whole file, on ids alone.
  const { bundles, refused, meta: keptMeta } = bundleRows({ games, records: stubs.records as RecordRow[], rawInputs: stubs.rawInputs as RawInputRow[], meta });
  const fromVersion = schemaVersion!;
  // Each game keeps only its rows' ids (a row whose id is twice in the file is in no game's).
  const kept = new Map(bundles.map((b) => [b.game.id, { game: b.game, records: new Set(b.records.map((r) => r.id)), rawInputs: new Set(b.rawInputs.map((r) => r.id)) }]));
  stubs.records = [];
  stubs.rawInputs = [];

  return {
    exportedAt: header.exportedAt, appVersion: header.appVersion, games: bundles.map((b) => b.game), meta: keptMeta, refused,
    async load(gameId) {
      const ids = kept.get(gameId);
      if (!ids) throw new Error(`The game ${gameId} is not one this backup restores.`);
      const spill = spills.get(gameId);
      const records = spill ? (await spill.rows('records')).filter((r) => ids.records.has((r as RecordRow).id)) : [];
      const rawInputs = spill ? (await spill.rows('rawInputs')).filter((r) => ids.rawInputs.has((r as RawInputRow).id)) : [];
      const migrated = migrateBackupTables({ games: [ids.game], records, rawInputs }, fromVersion);
      return { game: migrated.games![0] as GameRow, records: migrated.records as RecordRow[], rawInputs: migrated.rawInputs as RawInputRow[] };
    },
  };
}
