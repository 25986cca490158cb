// Reading a game file someone hands the GM: hostile until proven otherwise. Every check runs
// before anything is migrated, shown or written, and a file that fails one is refused with the
// reason in words a GM can act on. Reading never changes the file: the caller holds its text.
//
// Refused: not JSON or not a game file; a newer file format or schema than this Adjutant knows; a
// row that does not fit its schema; a record of a kind this version does not know for the game's
// family (replaying without it would show a wrong game); a raw text whose SHA-256 is not the one
// saved with it; records out of time order; a row of another game, or an id used twice; a record
// naming a raw text the file does not hold. Opened read-only (with the reason): an audit record of
// a kind this version does not know, which no replay reads, so the game shows right but this
// version should not add to a file it does not fully understand.
import * as z from 'zod';
import { MAX_PAYLOAD_DEPTH } from './limits';
import { countLines } from './lineCount';
import { classifyRecordKind } from './recordKinds';
import type { GameRow, RawInputRow, RecordRow } from './rows';
import { rowSchemasByVersion } from './rowSchemas';
import { currentSchemaVersion, migrateTables } from './rowUpgrades';
import { gameFileFormat, gameFileVersion, type GameFile, type HashedRawInput } from './gameFile';
import { unfoldRows, type StoredRows } from './mailFold';
import { textSha256 } from './textHash';
import { mailRawInputId, recordKinds as diplomacyLogKinds } from '../diplomacy/record/kinds';

export type GameFileRead =
  | { ok: true; file: GameFile; readOnly: false; warnings: string[] }
  | { ok: true; file: GameFile; readOnly: true; readOnlyReason: string; warnings: string[] }
  | { ok: false; reason: string };

const envelopeSchema = z.object({
  format: z.literal(gameFileFormat),
  version: z.number().int().positive(),
  schemaVersion: z.number().int().positive(),
  savedAt: z.number(),
  appVersion: z.string().max(200),
  game: z.unknown(),
  records: z.array(z.unknown()),
  rawInputs: z.array(z.unknown()),
});

const sha256Field = z.string().regex(/^[0-9a-f]{64}$/, 'a SHA-256 as 64 lowercase hex digits');

// Format version 2's rows as stored inside their game (mailFold.ts), checked before they are
// unfolded into whole rows; the whole rows are then checked as a version 1 file's are.
const storedRecord = z.looseObject({ id: z.string(), kind: z.string(), phase: z.string(), payload: z.unknown(), createdAt: z.number() });
const foldedMail = z.strictObject({ phase: z.string(), payload: z.unknown(), createdAt: z.number().optional() });
const storedRawInput = z.looseObject({
  id: z.string(), receivedAt: z.number(), sourceName: z.string(), text: z.string(),
  lineCount: z.number().optional(), mail: foldedMail.optional(), sha256: z.string(),
});

const refuse = (reason: string): GameFileRead => ({ ok: false, reason });

function issueText(error: z.ZodError): string {
  const issue = error.issues[0]!;
  return `${issue.path.length ? `${issue.path.join('.')}: ` : ''}${issue.message}`;
}

/**
 * Whether a value nests objects and arrays `limit` or more deep, counted without recursion (a
 * crafted file may nest thousands deep). Two parallel stacks rather than a pair per node: this
 * walks every record's payload of every game a backup restores (#21).
 */
function depthOver(value: unknown, limit: number): boolean {
  if (value === null || typeof value !== 'object') return false;
  const values: unknown[] = [value];
  const depths: number[] = [0];
  while (values.length) {
    const v = values.pop() as object;
    const d = depths.pop()!;
    if (d >= limit) return true;
    const children: unknown[] = Array.isArray(v) ? v : Object.values(v);
    for (let i = 0; i < children.length; i++) {
      const child = children[i];
      if (child !== null && typeof child === 'object') { values.push(child); depths.push(d + 1); }
    }
  }
  return false;
}

const when = (ms: number) => (Number.isFinite(ms) && Math.abs(ms) < 8.64e15 ? new Date(ms).toISOString() : String(ms));
const what = (r: RecordRow, i: number) => `record ${i + 1} (${r.kind}, id ${r.id})`;

/** What other Adjutant files are, so a GM who picked the wrong one is told which it is. */
const otherFormats: Record<string, string> = {
  'adjutant-backup': 'This is an Adjutant backup of a whole workstation, not one game; restore it with "Restore backup…".',
  'adjutant-ledger': 'This is a ledger file of `adjutant ledger` (format "adjutant-ledger"), not a game file.',
};

/**
 * Reads a game file's text (or its already parsed JSON). On success the file's rows are migrated
 * to this version's schema (the same row upgrades as the database) and every check has passed.
 */
export async function readGameFile(input: unknown): Promise<GameFileRead> {
  let data: unknown = input;
  if (typeof input === 'string') {
    try { data = JSON.parse(input.replace(/^\uFEFF/, '')); } catch (e) {
      return refuse(`This file is not JSON, so it is not an Adjutant game file (${e instanceof Error ? e.message : String(e)}).`);
    }
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return refuse('This is not an Adjutant game file: it must be a JSON object with "format": "adjutant-game".');
  const format = (data as { format?: unknown }).format;
  if (format !== gameFileFormat) {
    return refuse(typeof format === 'string' && otherFormats[format] ? otherFormats[format] : `This is not an Adjutant game file: it must say "format": "${gameFileFormat}".`);
  }
  const { version, schemaVersion } = data as { version?: unknown; schemaVersion?: unknown };
  if (typeof version === 'number' && version > gameFileVersion) {
    return refuse(`This game file is format version ${version}, written by a newer Adjutant; this one reads up to version ${gameFileVersion}. Update Adjutant to open it.`);
  }
  if (typeof schemaVersion === 'number' && schemaVersion > currentSchemaVersion) {
    return refuse(`This game file's rows are schema v${schemaVersion}, written by a newer Adjutant; this one reads up to v${currentSchemaVersion}. Update Adjutant to open it.`);
  }
  const env = envelopeSchema.safeParse(data);
  if (!env.success) return refuse(`This game file is damaged: ${issueText(env.error)}.`);
  const schemas = rowSchemasByVersion[env.data.schemaVersion];
  if (!schemas) return refuse(`This game file says schema v${env.data.schemaVersion}, which no Adjutant wrote.`);

  // zod's record schema quietly drops an own "__proto__" key (it guards against prototype
  // pollution), so such a file would not read back as written. Adjutant never writes that key;
  // a file that has one is refused by name rather than opened with a setting silently lost.
  const rawSettings = (env.data.game as { settings?: unknown } | null)?.settings;
  if (rawSettings !== null && typeof rawSettings === 'object' && Object.prototype.hasOwnProperty.call(rawSettings, '__proto__')) {
    return refuse('The game\'s settings hold a key named "__proto__", which Adjutant never writes; this file was not made by Adjutant or was edited by hand.');
  }
  const game = schemas.game.safeParse(env.data.game);
  if (!game.success) return refuse(`The game in this file is damaged: ${issueText(game.error)}.`);
  const gameRow = game.data as GameRow;
  if (depthOver(gameRow.settings, MAX_PAYLOAD_DEPTH)) return refuse(`The game's settings are nested more than ${MAX_PAYLOAD_DEPTH} levels deep; Adjutant never writes that.`);

  // Format version 2 leaves out what the file's game already says; the rows are made whole first.
  let recordsIn: unknown[] = env.data.records;
  let rawInputsIn: unknown[] = env.data.rawInputs;
  if (env.data.version >= 2) {
    for (const [i, row] of recordsIn.entries()) {
      const parsed = storedRecord.safeParse(row);
      if (!parsed.success) return refuse(`Record ${i + 1} of this file is damaged: ${issueText(parsed.error)}.`);
      if (Object.prototype.hasOwnProperty.call(row, 'gameId')) return refuse(`Record ${i + 1} of this file names a game; a version 2 file's rows never do (they are its game's), so it was edited by hand.`);
    }
    for (const [i, row] of rawInputsIn.entries()) {
      const parsed = storedRawInput.safeParse(row);
      if (!parsed.success) return refuse(`Raw text ${i + 1} of this file is damaged: ${issueText(parsed.error)}.`);
      if (Object.prototype.hasOwnProperty.call(row, 'gameId')) return refuse(`Raw text ${i + 1} of this file names a game; a version 2 file's rows never do (they are its game's), so it was edited by hand.`);
    }
    const whole = unfoldRows(gameRow.id, { records: recordsIn, rawInputs: rawInputsIn } as StoredRows);
    recordsIn = whole.records;
    rawInputsIn = whole.rawInputs;
  }

  const records: RecordRow[] = [];
  for (const [i, row] of recordsIn.entries()) {
    const parsed = schemas.record.safeParse(row);
    if (!parsed.success) return refuse(`Record ${i + 1} of this file is damaged: ${issueText(parsed.error)}.`);
    const r = parsed.data as RecordRow;
    if (depthOver(r.payload, MAX_PAYLOAD_DEPTH)) return refuse(`${what(r, i)} is nested more than ${MAX_PAYLOAD_DEPTH} levels deep; Adjutant never writes that.`);
    records.push(r);
  }
  const hashedRaw = schemas.rawInput.and(z.looseObject({ sha256: sha256Field }));
  const rawInputs: HashedRawInput[] = [];
  for (const [i, row] of rawInputsIn.entries()) {
    const parsed = hashedRaw.safeParse(row);
    if (!parsed.success) return refuse(`Raw text ${i + 1} of this file is damaged: ${issueText(parsed.error)}.`);
    const r = parsed.data as unknown as HashedRawInput;
    // A version 1 file's raw text with a field "mail" could not be stored: it is version 2's fold.
    if (Object.prototype.hasOwnProperty.call(r, 'mail')) return refuse(`Raw text ${i + 1} ("${r.sourceName}", id ${r.id}) has a field named "mail", which Adjutant never writes on a raw text; this file was not made by Adjutant or was edited by hand.`);
    rawInputs.push(r);
  }

  // The SHA-256 of every raw text, started now and all at once: one digest at a time left the
  // platform's hashing idle between mails, and hashing is most of a read (#21). Checked below,
  // in file order, after the id checks, so which refusal a damaged file gets does not change.
  const digests = Promise.all(rawInputs.map((r) => textSha256(r.text)));
  digests.catch(() => { /* awaited below, unless the file is refused first */ });

  // Every row must be this game's, once.
  const seen = new Set<string>();
  for (const [i, r] of records.entries()) {
    if (r.gameId !== gameRow.id) return refuse(`${what(r, i)} belongs to game ${r.gameId}, not to this file's game ${gameRow.id}.`);
    if (seen.has(r.id)) return refuse(`${what(r, i)}: the id ${r.id} is used twice in this file, so which record is meant is unknown.`);
    seen.add(r.id);
  }
  const rawIds = new Set<string>();
  for (const [i, r] of rawInputs.entries()) {
    if (r.gameId !== gameRow.id) return refuse(`Raw text ${i + 1} ("${r.sourceName}", id ${r.id}) belongs to game ${r.gameId}, not to this file's game ${gameRow.id}.`);
    if (rawIds.has(r.id)) return refuse(`Raw text ${i + 1} ("${r.sourceName}"): the id ${r.id} is used twice in this file.`);
    rawIds.add(r.id);
  }

  // The raw mail and posts exactly as saved.
  const actualHashes = await digests;
  for (const [i, r] of rawInputs.entries()) {
    const actual = actualHashes[i]!;
    if (actual !== r.sha256) {
      return refuse(`Raw text ${i + 1} ("${r.sourceName}", id ${r.id}) was changed after the file was saved: its SHA-256 is ${actual}, the file says ${r.sha256}. The game is not opened, so no altered mail is replayed as if the players had written it.`);
    }
  }

  // Actions in the order they were recorded.
  for (let i = 1; i < records.length; i++) {
    const [before, after] = [records[i - 1]!, records[i]!];
    if (after.createdAt < before.createdAt) {
      return refuse(`${what(after, i)} was recorded at ${when(after.createdAt)}, before ${what(before, i - 1)} at ${when(before.createdAt)}: the actions are out of time order, so the order they happened in is unknown.`);
    }
  }

  // Kinds this version can replay.
  const unknownAudit: string[] = [];
  for (const [i, r] of records.entries()) {
    const kind = classifyRecordKind(gameRow.family as GameRow['family'], r.kind);
    if (kind === 'unknown') {
      return refuse(`${what(r, i)} is an action this version of Adjutant does not know for a ${gameRow.family} game (it may come from a newer version); replaying the game without it would show it wrongly.`);
    }
    if (kind === 'audit' && !unknownAudit.includes(r.kind)) unknownAudit.push(r.kind);
  }

  // A record that names a raw text names one of this file's (a Diplomacy mail record since schema
  // v4 by its own id).
  for (const [i, r] of records.entries()) {
    const named = r.kind === diplomacyLogKinds.mail ? mailRawInputId(r) : (r.payload as { rawInputId?: unknown } | null)?.rawInputId;
    if (typeof named === 'string' && !rawIds.has(named)) {
      return refuse(`${what(r, i)} names the raw text ${named}, which this file does not hold.`);
    }
  }

  const migrated = migrateTables({ games: [gameRow], records, rawInputs: rawInputs.map(({ sha256: _h, ...row }) => row) }, env.data.schemaVersion);
  const hashOf = new Map(rawInputs.map((r) => [r.id, r]));
  const upRaw: HashedRawInput[] = [];
  for (const row of migrated.rawInputs as RawInputRow[]) {
    const before = hashOf.get(row.id)!;
    // Row upgrades never change a text; if one ever did, its hash would be worked out again.
    const sha256 = row.text === before.text ? before.sha256 : await textSha256(row.text);
    if (row.lineCount !== countLines(row.text)) {
      return refuse(`Raw text "${row.sourceName}" (id ${row.id}) says it has ${row.lineCount} lines, but its text has ${countLines(row.text)}: the file was edited by hand.`);
    }
    upRaw.push({ ...row, sha256 });
  }

  const file: GameFile = {
    format: gameFileFormat, version: gameFileVersion, schemaVersion: currentSchemaVersion,
    savedAt: env.data.savedAt, appVersion: env.data.appVersion,
    game: migrated.games![0] as GameRow, records: migrated.records as RecordRow[], rawInputs: upRaw,
  };
  const warnings: string[] = [];
  if (env.data.schemaVersion < currentSchemaVersion) warnings.push(`The file was written in schema v${env.data.schemaVersion}; its rows were brought up to v${currentSchemaVersion} as the database would be.`);
  if (unknownAudit.length) {
    const readOnlyReason = `The file holds audit entries this version does not know (${unknownAudit.join(', ')}), probably from a newer Adjutant. No replay reads them, so the game shows right, but it is opened read-only so nothing is added to a file this version does not fully understand.`;
    return { ok: true, file, readOnly: true, readOnlyReason, warnings: [...warnings, readOnlyReason] };
  }
  return { ok: true, file, readOnly: false, warnings };
}
