// The JSON files a CLI command reads, checked with zod before any of it reaches core: a game
// details file (--game), an Adjutant position (--position) and an Adjutant game record (publish).
// A file of the wrong shape is refused with exit status 2 and a message naming the file and the
// first wrong field ("players.0.addresses: expected array"), never a TypeError deep in core.
// Rounds, rosters, dipcc states and games are checked by core's own zod schemas
// (core/coalition/roundSchema.ts, core/diplomacy/dipcc.ts); rulesets by core/ledger's readers.
import { readFileSync } from 'node:fs';
import * as z from 'zod';
import type { GameInfo } from '../core/diplomacy/intake/index';
import type { Position } from '../core/diplomacy/types';
import { phaseSchema as phase, positionSchema } from '../core/diplomacy/positionSchema';

export { positionSchema };
import type { GameRecord } from '../core/diplomacy/game';

/** Input the command cannot use at all: exit status 2, with this message. */
export class CliInputError extends Error {}

/** Reads a file as JSON; a missing file or broken JSON is a CliInputError naming it. */
export function readJsonFile(file: string, what: string): unknown {
  let text: string;
  try { text = readFileSync(file, 'utf8'); } catch (e) {
    throw new CliInputError(`cannot read ${what} file ${file}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
  try { return JSON.parse(text.replace(/^\uFEFF/, '')); } catch (e) {
    throw new CliInputError(`${what} file ${file} is not JSON: ${(e as Error).message}`);
  }
}

/** `json` checked against `schema`; the first wrong field is named. */
export function checked<T>(json: unknown, schema: z.ZodType<T>, file: string, what: string): T {
  const result = schema.safeParse(json);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue && issue.path.length ? issue.path.map(String).join('.') : '(the whole file)';
  throw new CliInputError(`${what} file ${file}: ${where}: ${issue?.message ?? 'wrong shape'}`);
}

const player = z.strictObject({
  power: z.string().min(1),
  addresses: z.array(z.string()),
  abbreviations: z.record(z.string(), z.string()).optional(),
});

/** --game: core's GameInfo (core/diplomacy/intake/power.ts). Unknown keys are refused: a misspelt "gmAdress" must not be ignored silently. */
export const gameInfoSchema: z.ZodType<GameInfo> = z.strictObject({
  name: z.string().optional(),
  gmAddress: z.string().optional(),
  players: z.array(player).optional(),
  subjectPattern: z.string().refine((s) => { try { new RegExp(s, 'i'); return true; } catch { return false; } }, 'not a valid regular expression').optional(),
  deadline: z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'not a time (ISO 8601 or RFC 2822)').optional(),
  lateOrders: z.enum(['reject-after-deadline', 'accept-until-adjudication']).optional(),
  adjudicationStarted: z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'not a time (ISO 8601 or RFC 2822)').optional(),
  acceptedLate: z.array(z.strictObject({ messageId: z.string().min(1), evidence: z.string() })).optional(),
}) as z.ZodType<GameInfo>;

/**
 * A hand-written position for adjutant parse: only phase and units are needed, the rest
 * defaults (variant standard, no centres), as parse has always accepted.
 */
export const handPositionSchema = positionSchema.extend({
  variant: z.string().default('standard'),
  centres: z.record(z.string(), z.string()).default({}),
  homeCentres: z.record(z.string(), z.array(z.string())).default({}),
});

const order = z.looseObject({
  kind: z.enum(['hold', 'move', 'support', 'convoy', 'retreat', 'disband', 'build', 'remove', 'waive']),
  power: z.string(),
});

/** An Adjutant game record (core/diplomacy/game.ts), as adjutant publish reads it. */
export const gameRecordSchema = z.looseObject({
  format: z.literal('adjutant-game'),
  version: z.literal(1),
  variant: z.string(),
  profile: z.string(),
  phases: z.array(z.looseObject({
    name: z.string(),
    position: positionSchema,
    orders: z.array(order),
    results: z.array(z.looseObject({ order, success: z.boolean(), code: z.string() })),
    notices: z.array(z.string()),
    skippedAfter: z.array(z.looseObject({ name: z.string(), phase, reason: z.string() })),
    played: z.boolean(),
  })).min(1),
});

export function readGameInfo(file: string): GameInfo {
  return checked(readJsonFile(file, 'game'), gameInfoSchema, file, 'game');
}

export function asPosition(json: unknown, file: string, schema: typeof positionSchema | typeof handPositionSchema = positionSchema): Position {
  return checked(json, schema, file, 'position') as Position;
}

export function asGameRecord(json: unknown, file: string): GameRecord {
  return checked(json, gameRecordSchema, file, 'game record') as unknown as GameRecord;
}
