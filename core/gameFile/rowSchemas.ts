// zod schemas of the stored rows, one set per database schema version, so a file of any version
// is checked row by row (with readable reasons) before anything is migrated or written. Loose
// objects: a field a later version adds survives a read, and the envelope's version decides
// whether this Adjutant may open the file at all.
import * as z from 'zod';
import { gameFamilies } from './rows';
import { MAX_ID_CHARS, MAX_LABEL_CHARS, MAX_STORED_TEXT_CHARS } from './limits';

const id = z.string().min(1).max(MAX_ID_CHARS);
const label = z.string().max(MAX_LABEL_CHARS);

export const gameRowV1 = z.looseObject({
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
export const recordRowV1 = z.looseObject({
  id, gameId: id, kind: label, phase: label,
  payload: z.unknown(), createdAt: z.number(),
});
export const rawInputRowV1 = z.looseObject({
  id, gameId: id, receivedAt: z.number(), sourceName: label, text: z.string().max(MAX_STORED_TEXT_CHARS),
});
export const rawInputRowV2 = rawInputRowV1.extend({ lineCount: z.number().int().nonnegative() });
export const metaRowV1 = z.looseObject({ key: id, value: z.unknown() });

export interface RowSchemas { game: z.ZodType; record: z.ZodType; rawInput: z.ZodType; meta: z.ZodType }

/** The row schemas by the schema version that wrote them. */
export const rowSchemasByVersion: Readonly<Record<number, RowSchemas>> = {
  1: { game: gameRowV1, record: recordRowV1, rawInput: rawInputRowV1, meta: metaRowV1 },
  2: { game: gameRowV1, record: recordRowV1, rawInput: rawInputRowV2, meta: metaRowV1 },
  // v3 changes no row's shape, only what a Diplomacy commit's payload holds (core/diplomacy/record/compactCommit.ts).
  3: { game: gameRowV1, record: recordRowV1, rawInput: rawInputRowV2, meta: metaRowV1 },
  // v4 neither: a commit's results and orders stored shorter, a mail record without its null fields
  // and, when new, with its raw input's id (compactCommit.ts, storedMail.ts).
  4: { game: gameRowV1, record: recordRowV1, rawInput: rawInputRowV2, meta: metaRowV1 },
};
