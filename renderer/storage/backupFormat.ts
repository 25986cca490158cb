// The backup file: one JSON document holding every table, stamped with the schema version that
// wrote it. Our own format rather than dexie-export-import's because (1) all our rows are plain
// JSON already, so there is nothing for a generic exporter to encode; (2) we must validate a file
// a GM picks (hostile until proven otherwise) before touching the database, which zod does here
// row by row with readable reasons; (3) restoring must be able to re-key a game ("import as a
// copy") and to migrate old files with the same row upgrades as the database (backupMigrations.ts),
// which is simpler on plain arrays than inside an importer's transform hook.
import { z } from 'zod';
import { rowSchemasByVersion } from '../../core/gameFile/rowSchemas';

export const backupFormatName = 'adjutant-backup';

// The rows are checked with core's schemas (core/gameFile/rowSchemas.ts), the same ones a game
// file is read with, so a row a backup accepts is a row a game file accepts.
export { MAX_ID_CHARS, MAX_LABEL_CHARS } from '../../core/gameFile/limits';
export {
  gameRowV1 as gameV1, recordRowV1 as recordV1, rawInputRowV1 as rawInputV1, rawInputRowV2 as rawInputV2, metaRowV1 as metaV1,
} from '../../core/gameFile/rowSchemas';
const v1 = rowSchemasByVersion[1]!;
const v2 = rowSchemasByVersion[2]!;
const v3 = rowSchemasByVersion[3]!;
const v4 = rowSchemasByVersion[4]!;

const envelope = z.object({
  format: z.literal(backupFormatName),
  schemaVersion: z.number().int().positive(),
  exportedAt: z.number(),
  appVersion: z.string(),
  tables: z.record(z.string(), z.array(z.unknown())),
});

/** Row schemas by the schema version that wrote the file. */
export const tablesSchemaByVersion: Record<number, z.ZodType> = {
  1: z.object({ games: z.array(v1.game), records: z.array(v1.record), rawInputs: z.array(v1.rawInput), meta: z.array(v1.meta) }),
  2: z.object({ games: z.array(v2.game), records: z.array(v2.record), rawInputs: z.array(v2.rawInput), meta: z.array(v2.meta) }),
  3: z.object({ games: z.array(v3.game), records: z.array(v3.record), rawInputs: z.array(v3.rawInput), meta: z.array(v3.meta) }),
  4: z.object({ games: z.array(v4.game), records: z.array(v4.record), rawInputs: z.array(v4.rawInput), meta: z.array(v4.meta) }),
};

export type BackupEnvelope = z.infer<typeof envelope>;

export { envelope as backupEnvelopeSchema };
