// The backup file: one JSON document holding every table, stamped with the schema version that
// wrote it. Our own format rather than dexie-export-import's because (1) all our rows are plain
// JSON already, so there is nothing for a generic exporter to encode; (2) we must validate a file
// a GM picks (hostile until proven otherwise) before touching the database, which zod does here
// row by row with readable reasons; (3) restoring must be able to re-key a game ("import as a
// copy") and to migrate old files with the same row upgrades as the database (backupMigrations.ts),
// which is simpler on plain arrays than inside an importer's transform hook.
import { z } from 'zod';
import { gameFamilies } from './types';
import { MAX_RAW_TEXT_CHARS } from '../../electron/limits';

export const backupFormatName = 'adjutant-backup';

// Caps per field, so a crafted file cannot slip a 60 MB "name" into the game list. Each is far
// above anything Adjutant writes (ids are 36-character UUIDs, the new-game form stops names at
// 200 characters) and a stored text may be as long as an orders file may be (electron/limits.ts).
export const MAX_ID_CHARS = 200;
export const MAX_LABEL_CHARS = 2000;
const id = z.string().min(1).max(MAX_ID_CHARS);
const label = z.string().max(MAX_LABEL_CHARS);

export const gameV1 = z.looseObject({
  id,
  name: label,
  family: z.enum(gameFamilies as [string, ...string[]]),
  variant: label,
  profile: label.nullable(),
  createdAt: z.number(),
  updatedAt: z.number(),
  phase: label,
  settings: z.record(z.string(), z.unknown()),
});
export const recordV1 = z.looseObject({
  id, gameId: id, kind: label, phase: label,
  payload: z.unknown(), createdAt: z.number(),
});
export const rawInputV1 = z.looseObject({
  id, gameId: id, receivedAt: z.number(), sourceName: label, text: z.string().max(MAX_RAW_TEXT_CHARS),
});
export const rawInputV2 = rawInputV1.extend({ lineCount: z.number().int().nonnegative() });
export const metaV1 = z.looseObject({ key: id, value: z.unknown() });

const envelope = z.object({
  format: z.literal(backupFormatName),
  schemaVersion: z.number().int().positive(),
  exportedAt: z.number(),
  appVersion: z.string(),
  tables: z.record(z.string(), z.array(z.unknown())),
});

/** Row schemas by the schema version that wrote the file. */
export const tablesSchemaByVersion: Record<number, z.ZodType> = {
  1: z.object({ games: z.array(gameV1), records: z.array(recordV1), rawInputs: z.array(rawInputV1), meta: z.array(metaV1) }),
  2: z.object({ games: z.array(gameV1), records: z.array(recordV1), rawInputs: z.array(rawInputV2), meta: z.array(metaV1) }),
};

export type BackupEnvelope = z.infer<typeof envelope>;

export { envelope as backupEnvelopeSchema };
