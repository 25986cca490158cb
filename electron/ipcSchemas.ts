// What the renderer may ask of the main process, as zod schemas over the raw IPC argument list.
// The renderer is treated as hostile (checklist item 17): every handler parses its arguments
// with these before doing anything, so wrong types, extra fields, extra arguments and oversize
// payloads are refused rather than half-handled. Shapes mirror renderer/platform/bridge.ts.
import { z } from 'zod';
import { MAX_BACKUP_CHUNK_BYTES, MAX_BACKUP_FILE_BYTES, MAX_BACKUP_STREAM_BYTES, MAX_GAME_FILE_BYTES, MAX_ORDERS_FILE_BYTES } from './limits';

export { MAX_BACKUP_FILE_BYTES, MAX_GAME_FILE_BYTES, MAX_ORDERS_FILE_BYTES };

const MiB = 1024 * 1024;
/** How many orders files one open dialog may return. */
export const MAX_FILES_PER_OPEN = 200;
/** Text saved or copied: reports, order sheets, adjudication results. */
export const MAX_TEXT_CHARS = 8 * MiB;
export const MAX_BACKUP_CHARS = MAX_BACKUP_FILE_BYTES;
export const MAX_GAME_FILE_CHARS = MAX_GAME_FILE_BYTES;
/** A map image, base64-encoded (4 characters per 3 bytes). */
export const MAX_PNG_BASE64_CHARS = 48 * MiB;
export const MAX_FILE_NAME_CHARS = 255;

/** Every PNG starts with the bytes 89 50 4E 47 0D 0A 1A 0A, which base64-encode to this. */
export const PNG_SIGNATURE_BASE64 = 'iVBORw0KGgo';

export const openFileKindSchema = z.enum(['orders', 'backup', 'game']);

/**
 * A suggested file name is only a name: no directory parts, no control characters, so a
 * renderer cannot steer the save dialog into another folder.
 */
export const suggestedNameSchema = z
  .string()
  .min(1)
  .max(MAX_FILE_NAME_CHARS)
  .refine((name) => !/[\\/\u0000-\u001f\u007f:]/.test(name), 'a file name, not a path')
  .refine((name) => name !== '.' && name !== '..', 'a file name, not a path');

const textSave = z.strictObject({
  suggestedName: suggestedNameSchema,
  kind: z.literal('text'),
  text: z.string().max(MAX_TEXT_CHARS),
  dataBase64: z.undefined().optional(),
});

const backupSave = z.strictObject({
  suggestedName: suggestedNameSchema,
  kind: z.literal('backup'),
  text: z.string().max(MAX_BACKUP_CHARS),
  dataBase64: z.undefined().optional(),
});

const gameSave = z.strictObject({
  suggestedName: suggestedNameSchema,
  kind: z.literal('game'),
  text: z.string().max(MAX_GAME_FILE_CHARS),
  dataBase64: z.undefined().optional(),
});

/**
 * A PNG as base64 (no data: prefix): bounded in size, valid base64, and starting with the PNG
 * signature. Shared by saving a map and copying it, so both refuse exactly the same data.
 */
export const pngBase64Schema = z
  .string()
  .max(MAX_PNG_BASE64_CHARS)
  .refine((data) => data.startsWith(PNG_SIGNATURE_BASE64), 'PNG data (no data: prefix)')
  .pipe(z.base64());

const pngSave = z.strictObject({
  suggestedName: suggestedNameSchema,
  kind: z.literal('png'),
  text: z.undefined().optional(),
  dataBase64: pngBase64Schema,
});

export const saveFileRequestSchema = z.discriminatedUnion('kind', [textSave, backupSave, gameSave, pngSave]);

/** Argument lists, exactly as ipcRenderer.invoke passes them after the channel name. */
export const openFileArgs = z.tuple([openFileKindSchema]);
export const saveFileArgs = z.tuple([saveFileRequestSchema]);
export const copyToClipboardArgs = z.tuple([z.string().max(MAX_TEXT_CHARS)]);
export const copyImageToClipboardArgs = z.tuple([pngBase64Schema]);
export const appInfoArgs = z.tuple([]);

// ---- the streamed backup (issue 21): chunks to and from a file the GM chose ------------------------

export { MAX_BACKUP_CHUNK_BYTES, MAX_BACKUP_STREAM_BYTES };

/** A handle the main process gave out for one open backup file: an unguessable UUID, nothing else. */
export const backupHandleSchema = z.uuid();

/** Bytes of a backup chunk: a Uint8Array (Buffer included), at most MAX_BACKUP_CHUNK_BYTES. */
export const backupChunkSchema = z
  .instanceof(Uint8Array)
  .refine((bytes) => bytes.byteLength <= MAX_BACKUP_CHUNK_BYTES, `at most ${MAX_BACKUP_CHUNK_BYTES} bytes per chunk`);

export const beginBackupSaveArgs = z.tuple([suggestedNameSchema.refine((name) => /\.zip$/i.test(name), 'a .zip file name')]);
export const writeBackupChunkArgs = z.tuple([backupHandleSchema, backupChunkSchema]);
export const endBackupSaveArgs = z.tuple([backupHandleSchema, z.boolean()]);
export const openBackupForReadArgs = z.tuple([]);
export const readBackupChunkArgs = z.tuple([
  backupHandleSchema,
  z.number().int().nonnegative().max(MAX_BACKUP_STREAM_BYTES),
  z.number().int().positive().max(MAX_BACKUP_CHUNK_BYTES),
]);
export const closeBackupReadArgs = z.tuple([backupHandleSchema]);
