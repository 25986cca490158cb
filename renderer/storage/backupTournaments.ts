// The tournament desk's tables in a backup archive (database v3): one entry per tournament,
// `tournaments/00001.json`, holding its header row and every event in order. A tournament's events
// are append-only, so restoring one is a union: events this machine lacks are added after its own
// when the file's tournament is this one further on; a tournament whose history went another way
// here (the same place in the sequence holds a different event) is refused, naming it, and the
// restore writes nothing. Every tournament in a file is replayed and checked (board file hashes
// included) before anything is written, like the games.
import { z } from 'zod';
import type { AdjutantDb } from './db';
import { MAX_ID_CHARS, MAX_LABEL_CHARS } from './backupFormat';
import type { TournamentEventRow, TournamentRow } from './types';
import { replayTournament, type TournamentEvent } from '../tournament/tournamentRecords';

export const tournamentEntryPrefix = 'tournaments/';
export const tournamentEntryFormat = 'adjutant-tournament-entry';

export function tournamentEntryName(index: number): string {
  return `${tournamentEntryPrefix}${String(index + 1).padStart(5, '0')}.json`;
}

export interface TournamentBundle { tournament: TournamentRow; events: TournamentEventRow[] }

const id = z.string().min(1).max(MAX_ID_CHARS);
const entrySchema = z.object({
  format: z.literal(tournamentEntryFormat),
  version: z.literal(1),
  tournament: z.object({ id, name: z.string().max(MAX_LABEL_CHARS), profile: z.string().max(40), seed: z.number().int(), createdAt: z.number(), updatedAt: z.number() }),
  events: z.array(z.object({ id, tournamentId: id, seq: z.number().int().positive(), kind: z.string().max(40), at: z.number(), payload: z.unknown() })).min(1),
});

/** Every tournament on this machine, one bundle each, read in one transaction apiece. */
export async function tournamentBundles(db: AdjutantDb): Promise<TournamentBundle[]> {
  const rows = (await db.tournaments.toArray()).sort((a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : 1));
  const out: TournamentBundle[] = [];
  for (const row of rows) {
    const bundle = await db.transaction('r', db.tournaments, db.tournamentEvents, async () => {
      const tournament = await db.tournaments.get(row.id);
      if (!tournament) return null;
      const events = await db.tournamentEvents.where('[tournamentId+seq]').between([row.id, 0], [row.id, Infinity]).toArray();
      return { tournament, events };
    });
    if (bundle) out.push(bundle);
  }
  return out;
}

export function serializeTournamentEntry(bundle: TournamentBundle): string {
  return JSON.stringify({ format: tournamentEntryFormat, version: 1, tournament: bundle.tournament, events: bundle.events });
}

/** Reads one tournament entry; every refusal says why. Never throws on the input. */
export function readTournamentEntry(text: string): { ok: true; bundle: TournamentBundle } | { ok: false; reason: string } {
  let json: unknown;
  try { json = JSON.parse(text); } catch { return { ok: false, reason: 'it is not JSON' }; }
  const parsed = entrySchema.safeParse(json);
  if (!parsed.success) { const i = parsed.error.issues[0]; return { ok: false, reason: `it is damaged (${i?.path.join('.') || 'file'}: ${i?.message ?? 'unreadable'})` }; }
  const { tournament, events } = parsed.data;
  for (const [i, e] of events.entries()) {
    if (e.tournamentId !== tournament.id) return { ok: false, reason: `event ${e.id} belongs to tournament ${e.tournamentId}, not ${tournament.id}` };
    if (e.seq !== i + 1) return { ok: false, reason: `its events are not numbered 1, 2, 3… (event ${e.id} is number ${e.seq} at place ${i + 1})` };
    if ((e.payload as { kind?: unknown } | null)?.kind !== e.kind) return { ok: false, reason: `event ${e.id} says it is '${e.kind}' but holds something else` };
  }
  const replay = replayTournament(events.map((e) => e.payload as TournamentEvent));
  if (!replay.ok) return { ok: false, reason: `it does not rebuild a valid tournament: ${replay.problems.slice(0, 3).join('; ')}` };
  if (replay.tournament.id !== tournament.id) return { ok: false, reason: `its events build tournament ${replay.tournament.id}, not ${tournament.id}` };
  return { ok: true, bundle: { tournament: tournament as TournamentRow, events: events as TournamentEventRow[] } };
}

export type TournamentPlan =
  | { kind: 'new'; bundle: TournamentBundle }
  | { kind: 'extends'; bundle: TournamentBundle; add: TournamentEventRow[] }
  | { kind: 'unchanged'; bundle: TournamentBundle }
  | { kind: 'diverged'; bundle: TournamentBundle; at: number };

const same = (a: TournamentEventRow, b: TournamentEventRow) => a.id === b.id && JSON.stringify(a.payload) === JSON.stringify(b.payload);

/** What restoring this tournament would do here. Run inside a read transaction over the tournament tables. */
export async function planTournament(db: AdjutantDb, bundle: TournamentBundle): Promise<TournamentPlan> {
  const id = bundle.tournament.id;
  const local = await db.tournamentEvents.where('[tournamentId+seq]').between([id, 0], [id, Infinity]).toArray();
  if (!local.length && !(await db.tournaments.get(id))) {
    // Event ids are random (newId); one already used by another tournament here would be overwritten.
    const taken = await db.tournamentEvents.bulkGet(bundle.events.map((e) => e.id));
    const clash = taken.findIndex((e) => e !== undefined);
    return clash < 0 ? { kind: 'new', bundle } : { kind: 'diverged', bundle, at: clash + 1 };
  }
  const common = Math.min(local.length, bundle.events.length);
  for (let i = 0; i < common; i++) if (!same(local[i]!, bundle.events[i]!)) return { kind: 'diverged', bundle, at: i + 1 };
  if (bundle.events.length <= local.length) return { kind: 'unchanged', bundle };
  return { kind: 'extends', bundle, add: bundle.events.slice(local.length) };
}

export function divergedReason(plan: Extract<TournamentPlan, { kind: 'diverged' }>): string {
  return `the tournament "${plan.bundle.tournament.name}" (${plan.bundle.tournament.id}) in the file went another way from the one here at its event ${plan.at}: the desk never merges two histories of a tournament. Save each as a tournament file and compare them`;
}

/** Writes a planned tournament in one transaction; returns what to take out again on undo. */
export async function writeTournament(db: AdjutantDb, bundle: TournamentBundle): Promise<{ tournamentId: string; createdRow: boolean; eventIds: string[] } | null> {
  return db.transaction('rw', db.tournaments, db.tournamentEvents, async () => {
    const plan = await planTournament(db, bundle);
    if (plan.kind === 'diverged') throw new Error(divergedReason(plan));
    if (plan.kind === 'unchanged') return null;
    const rows = plan.kind === 'new' ? bundle.events : plan.add;
    const existing = await db.tournaments.get(bundle.tournament.id);
    if (existing) await db.tournaments.update(existing.id, { updatedAt: Math.max(existing.updatedAt, bundle.tournament.updatedAt) });
    else await db.tournaments.add(bundle.tournament);
    await db.tournamentEvents.bulkAdd(rows);
    return { tournamentId: bundle.tournament.id, createdRow: !existing, eventIds: rows.map((r) => r.id) };
  });
}

export async function undoTournament(db: AdjutantDb, step: { tournamentId: string; createdRow: boolean; eventIds: string[] }): Promise<void> {
  await db.transaction('rw', db.tournaments, db.tournamentEvents, async () => {
    await db.tournamentEvents.bulkDelete(step.eventIds);
    if (step.createdRow) await db.tournaments.delete(step.tournamentId);
  });
}
