// A board file: one board's result, exported by the GM's Adjutant (or typed in by the TD from a
// posted result) and carried to the tournament desk by any sync tool — a shared folder, a git
// repository, a mail attachment. One file per board per finished game or round cut-off, named by
// the hash of its content, never edited: a corrected result is a new file, and two different
// results for one board are shown to the TD side by side (see boardResults.ts), never merged.
// Every file is hostile input until checked here: structure with zod, then the rules of the map
// and the seed (centre totals, the solo threshold, the powers of the board).
import * as z from 'zod';
import { tryParsePhaseName } from '../phases';
import type { PowerName } from '../types';
import { sha256Hex } from './contentHash';
import type { TournamentProfile } from './profiles';

const phaseName = z.string().max(12).refine((s) => tryParsePhaseName(s) !== undefined, { message: 'not a phase name like S1901M' });

const tenureSchema = z.object({
  player: z.string().trim().min(1).max(120),
  /** First phase this player ordered for the position (S1901M for the starting player). */
  from: phaseName,
  /** A temporary replacement's declared last phase (000 B.7a, 001 A.12). */
  declaredUntil: phaseName.optional(),
  /** The date the player took the position (ISO), so the desk can tell which game came first (000 C.15, 001 A.24). */
  since: z.string().regex(/^\d{4}-\d{2}-\d{2}/, 'a date like 2004-05-01').optional(),
}).strict();

export const boardFileSchema = z.object({
  format: z.literal('adjutant-board-file'),
  version: z.literal(1),
  /** The tournament's id, so a file dropped into the wrong folder is refused. */
  tournament: z.string().min(1).max(200),
  round: z.number().int().min(1).max(10),
  board: z.string().min(1).max(40),
  /** A finished game, or the counts at a round cut-off (the game may still be running). */
  kind: z.enum(['final', 'cut-off']),
  /** The last year whose year-end centre counts the file holds. */
  through: z.number().int(),
  gm: z.string().max(120).optional(),
  positions: z.array(z.object({
    power: z.string().min(1).max(40),
    tenures: z.array(tenureSchema).min(1).max(40),
    /** 000 B.8e: the team provided no replacement and loses this position's points. */
    forfeited: z.boolean().optional(),
  }).strict()).min(1).max(20),
  /** Year-end supply-centre counts, one entry per year (count-back needs every year, 000 C.7(d), 001 A.19(b)). */
  centres: z.array(z.object({ year: z.number().int(), counts: z.record(z.string(), z.number().int().min(0).max(99)) }).strict()).min(1).max(200),
  /** The power that won outright (000 C.4, 001 A.16), also when conceded by vote (000 C.5a). */
  solo: z.string().max(40).optional(),
  /** The last phase played when the game ended before its last year (000 C.14c). */
  endedAfter: phaseName.optional(),
  note: z.string().max(2000).optional(),
}).strict();

export type BoardFile = z.infer<typeof boardFileSchema>;

export type BoardFileCheck =
  | { ok: true; file: BoardFile; hash: string; fileName: string; warnings: string[] }
  | { ok: false; reasons: string[] };

/**
 * JSON with object keys sorted, so the same content always hashes the same. Written as one string
 * built in place (no entry arrays per object): every import and every load hashes each board file.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) out += (i ? ',' : '') + (value[i] === undefined ? 'null' : canonicalJson(value[i]));
    return out + ']';
  }
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  let out = '{', first = true;
  for (const k of keys) {
    const v = record[k];
    if (v === undefined) continue;
    out += (first ? '' : ',') + JSON.stringify(k) + ':' + canonicalJson(v);
    first = false;
  }
  return out + '}';
}

/** `board-R1-B03-<first 16 hex of the hash>.json`: readable in a folder listing, unique by content. */
export function boardFileName(file: BoardFile, hash: string): string {
  const safe = (s: string) => s.replace(/[^A-Za-z0-9_-]+/g, '_').slice(0, 40);
  return `board-${safe(file.board)}-${hash.slice(0, 16)}.json`;
}

/** The file's content as written to disk: canonical, so re-exporting the same result writes the same bytes. */
export function boardFileText(file: BoardFile): string {
  return canonicalJson(file) + '\n';
}

/**
 * Checks a board file (already parsed from JSON) against the schema and the seed. A refusal
 * lists every reason; warnings are things the TD should look at that do not make the result wrong
 * (an unowned centre, a file without dates for count-back years).
 */
export function checkBoardFile(raw: unknown, profile: TournamentProfile, roundEndYear: number | null): BoardFileCheck {
  const parsed = boardFileSchema.safeParse(raw);
  if (!parsed.success) {
    return { ok: false, reasons: parsed.error.issues.map((i) => `${i.path.length ? i.path.join('.') : '(file)'}: ${i.message}`) };
  }
  const file = parsed.data;
  const reasons: string[] = [], warnings: string[] = [];
  const powers = file.positions.map((p) => p.power);
  const scoreClause = profile.seed === '000' ? '000 C.1a' : '001 A.16a';
  const soloClause = profile.seed === '000' ? '000 C.4' : '001 A.16a';
  for (const p of powers) if (!profile.powers.includes(p)) reasons.push(`positions: '${p}' is not a power of ${profile.variant}`);
  for (const p of profile.powers) if (!powers.includes(p)) reasons.push(`positions: ${p} is missing; a board file has every power of the board`);
  if (new Set(powers).size !== powers.length) reasons.push('positions: a power is listed twice');
  const years = file.centres.map((c) => c.year);
  if (new Set(years).size !== years.length) reasons.push('centres: a year is listed twice');
  const lastYear = roundEndYear ?? Infinity;
  const overCounted: string[] = [];
  for (const { year, counts } of file.centres) {
    if (year < profile.startYear || year > lastYear) reasons.push(`centres: ${year} is outside the round's years (${profile.startYear}-${roundEndYear ?? 'the end'})`);
    let total = 0;
    for (const [power, n] of Object.entries(counts)) {
      if (!profile.powers.includes(power)) reasons.push(`centres ${year}: '${power}' is not a power of ${profile.variant}`);
      total += n;
    }
    // The map has a fixed number of centres: more counted is a typing error, fewer may be unowned centres.
    if (total > profile.centresOnMap) overCounted.push(`${year} (${total})`);
    else if (total < profile.centresOnMap && year === file.through) warnings.push(`centres ${year}: ${total} of ${profile.centresOnMap} centres counted — ${profile.centresOnMap - total} unowned, or a count is wrong; check against the posted result (${scoreClause})`);
  }
  // One reason for all the years with too many centres, not one per year.
  if (overCounted.length) reasons.push(`centres ${overCounted[0]!.split(' ')[0]}: ${overCounted[0]!.split(' ')[1]!.slice(1, -1)} centres counted, but the map has only ${profile.centresOnMap} (${scoreClause})${overCounted.length > 1 ? `; also ${overCounted.slice(1).join(', ')}` : ''}`);
  if (!years.includes(file.through)) reasons.push(`through: the file says it runs through ${file.through} but has no counts for that year`);
  if (file.kind === 'final' && roundEndYear !== null && file.through !== roundEndYear && !file.solo && !file.endedAfter) {
    reasons.push(`a final result through ${file.through}, but the round plays to ${roundEndYear}: name the solo or the phase the game ended after (endedAfter)`);
  }
  const last = file.centres.find((c) => c.year === file.through)?.counts ?? {};
  if (file.solo !== undefined) {
    if (!profile.powers.includes(file.solo)) reasons.push(`solo: '${file.solo}' is not a power of ${profile.variant}`);
    else if ((last[file.solo] ?? 0) < profile.soloAt && file.kind === 'final' && !file.endedAfter) {
      reasons.push(`solo: ${file.solo} has ${last[file.solo] ?? 0} centres in ${file.through}; a solo needs ${profile.soloAt} (${soloClause}) — if it was conceded by vote, give endedAfter`);
    }
  } else {
    const big = Object.entries(last).find(([, n]) => n >= profile.soloAt);
    if (big) warnings.push(`${big[0]} has ${big[1]} centres in ${file.through}: that is a solo (${soloClause}); it is scored as one — add "solo" to the file to confirm`);
  }
  for (const pos of file.positions) {
    const first = pos.tenures[0]!;
    const start = `S${profile.startYear}M`;
    if (first.from.toUpperCase() !== start) warnings.push(`${pos.power}: the first player listed (${first.player}) starts at ${first.from}, not ${start}`);
    if (first.declaredUntil) reasons.push(`${pos.power}: the starting player ${first.player} cannot be a temporary replacement`);
  }
  if (reasons.length) return { ok: false, reasons };
  const hash = sha256Hex(canonicalJson(file));
  return { ok: true, file, hash, fileName: boardFileName(file, hash), warnings };
}

/** The solo a file implies: the one it names, or a count at the seed's threshold (warned above). */
export function soloOf(file: BoardFile, profile: TournamentProfile): PowerName | undefined {
  if (file.solo) return file.solo;
  const last = file.centres.find((c) => c.year === file.through)?.counts ?? {};
  return Object.entries(last).find(([, n]) => n >= profile.soloAt)?.[0];
}
