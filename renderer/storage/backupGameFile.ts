// The per-game document of the streamed backup: the game file (issue 20's shared contract,
// /work/notes/gamefile-contract.md). The format belongs to core/gameFile, which the `gamefile`
// work lands; until it does, this file implements the contract's three entry points with the same
// shape, so the backup writes and reads exactly what a game file will be. When core/gameFile is on
// main this file only re-exports it, and the backup does not change.
import { z } from 'zod';
import { gameV1, rawInputV1, rawInputV2, recordV1 } from './backupFormat';
import { migrateBackupTables } from './backupMigrations';
import { currentSchemaVersion } from './schema';
import type { GameRow, RawInputRow, RecordRow } from './types';

export const gameFileFormatName = 'adjutant-game';
export const gameFileVersion = 1;

export interface GameFile {
  format: typeof gameFileFormatName;
  version: number;
  schemaVersion: number;
  savedAt: number;
  appVersion: string;
  game: GameRow;
  records: RecordRow[];
  rawInputs: (RawInputRow & { sha256: string })[];
}

export type ReadGameFile =
  | { ok: true; file: GameFile; readOnly: boolean; warnings: string[] }
  | { ok: false; reason: string };

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Records in the order they happened (ties by id), as the contract fixes it. */
function byTime(a: RecordRow, b: RecordRow): number {
  return a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

export async function gameFileFrom(game: GameRow, records: RecordRow[], rawInputs: RawInputRow[], stamp: { savedAt: number; appVersion: string }): Promise<GameFile> {
  const hashed: GameFile['rawInputs'] = [];
  for (const row of rawInputs) hashed.push({ ...row, sha256: await sha256Hex(row.text) });
  return {
    format: gameFileFormatName, version: gameFileVersion, schemaVersion: currentSchemaVersion,
    savedAt: stamp.savedAt, appVersion: stamp.appVersion,
    game, records: [...records].sort(byTime), rawInputs: hashed,
  };
}

export function serializeGameFile(file: GameFile): string {
  const { format, version, schemaVersion, savedAt, appVersion, game, records, rawInputs } = file;
  return JSON.stringify({ format, version, schemaVersion, savedAt, appVersion, game, records, rawInputs });
}

const envelope = z.object({
  format: z.literal(gameFileFormatName),
  version: z.number().int().positive(),
  schemaVersion: z.number().int().positive(),
  savedAt: z.number(),
  appVersion: z.string().max(200),
  game: z.unknown(),
  records: z.array(z.unknown()),
  rawInputs: z.array(z.unknown()),
});

const hash = z.object({ sha256: z.string().regex(/^[0-9a-f]{64}$/) });
const rowsByVersion: Record<number, z.ZodType> = {
  1: z.object({ game: gameV1, records: z.array(recordV1), rawInputs: z.array(rawInputV1.extend(hash.shape)) }),
  2: z.object({ game: gameV1, records: z.array(recordV1), rawInputs: z.array(rawInputV2.extend(hash.shape)) }),
};

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? `${issue.path.map(String).join('.') || 'file'}: ${issue.message}` : 'unreadable';
}

/** Reads one game file; every refusal says why. Never throws on the input. */
export async function readGameFile(input: string | unknown): Promise<ReadGameFile> {
  let json: unknown = input;
  if (typeof input === 'string') {
    try { json = JSON.parse(input); } catch { return { ok: false, reason: 'it is not JSON' }; }
  }
  const env = envelope.safeParse(json);
  if (!env.success) {
    return { ok: false, reason: (json as { format?: unknown } | null)?.format === gameFileFormatName ? `it is damaged (${firstIssue(env.error)})` : 'it is not an Adjutant game file' };
  }
  const { version, schemaVersion } = env.data;
  if (version > gameFileVersion) return { ok: false, reason: `it was written by a newer Adjutant (game file v${version}; this one reads up to v${gameFileVersion})` };
  if (schemaVersion > currentSchemaVersion) return { ok: false, reason: `it was written by a newer Adjutant (schema v${schemaVersion}; this one reads up to v${currentSchemaVersion})` };
  const schema = rowsByVersion[schemaVersion];
  if (!schema) return { ok: false, reason: `its schema v${schemaVersion} is unknown` };
  const rows = schema.safeParse({ game: env.data.game, records: env.data.records, rawInputs: env.data.rawInputs });
  if (!rows.success) return { ok: false, reason: `it is damaged (${firstIssue(rows.error)})` };
  const { game, records, rawInputs } = rows.data as { game: GameRow; records: RecordRow[]; rawInputs: GameFile['rawInputs'] };
  for (const row of [...records, ...rawInputs]) {
    if (row.gameId !== game.id) return { ok: false, reason: `row ${row.id} belongs to game ${row.gameId}, not to this file's game ${game.id}` };
  }
  for (let i = 1; i < records.length; i++) {
    if (byTime(records[i - 1]!, records[i]!) > 0) return { ok: false, reason: `its records are out of time order at record ${records[i]!.id}` };
  }
  for (const row of rawInputs) {
    if (await sha256Hex(row.text) !== row.sha256) return { ok: false, reason: `the text of mail ${row.id} ("${row.sourceName}") does not match its SHA-256: it was changed or damaged` };
  }
  const migrated = migrateBackupTables({ games: [game], records, rawInputs, meta: [] }, schemaVersion);
  const file: GameFile = {
    ...env.data, format: gameFileFormatName, schemaVersion: currentSchemaVersion,
    game: migrated.games![0] as GameRow, records: migrated.records as RecordRow[], rawInputs: migrated.rawInputs as GameFile['rawInputs'],
  };
  return { ok: true, file, readOnly: false, warnings: [] };
}
