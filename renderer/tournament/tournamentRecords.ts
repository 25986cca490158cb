// The tournament desk's storage: each tournament is a header row (`tournaments`) and the TD's work
// as append-only events (`tournamentEvents`), in the app's IndexedDB like every game. Nothing is
// ever edited or deleted: the roster as imported (with the CSV as received), each seating with its
// draw seed, each board file with the text as it arrived, the TD's decision on a conflict,
// replacements and declines. The tournament is rebuilt by replaying the events and then read
// through the same checks as a tournament file (every board file's hash included), so a damaged
// store is reported, never shown as if it were right.
//
// The core changes a tournament in place and only ever appends to its lists, so what an action
// did is found by comparing the lists before and after it (`markOf`, `changesSince`): the screen
// needs no second description of each action, and an action the core refuses appends nothing.
import {
  createTournament, loadTournament, type KeptResult, type Replacement, type RosterPlayer, type StoredBoardFile, type StoredRound, type Tournament, type TournamentProfileId,
} from '../../core/diplomacy/tournament/index';
import type { AdjutantDb } from '../storage/db';
import { newId } from '../storage/ids';
import type { TournamentEventRow, TournamentRow } from '../storage/types';

/** Text as the TD gave it: a file's name (or 'pasted') and its content, verbatim. */
export interface Received { sourceName: string; text: string }

export type TournamentEvent =
  | { kind: 'created'; id: string; name: string; profile: TournamentProfileId; seed: number; td?: string; openedFrom?: Received }
  | { kind: 'roster'; players: RosterPlayer[]; received?: Received }
  | { kind: 'round'; round: StoredRound }
  | { kind: 'boardFile'; file: StoredBoardFile; received?: Received }
  | { kind: 'kept'; kept: KeptResult }
  | { kind: 'replacement'; replacement: Replacement }
  | { kind: 'declined'; declined: { round: number; player: string } };

/** Where each list of a tournament stood before an action. */
export interface Mark { players: number; rounds: Set<number>; boardFiles: Set<string>; kept: number; replacements: number; declined: number }

export function markOf(t: Tournament): Mark {
  return {
    players: t.players.length, rounds: new Set(t.rounds.map((r) => r.round)), boardFiles: new Set(t.boardFiles.map((f) => f.hash)),
    kept: t.kept?.length ?? 0, replacements: t.replacements.length, declined: t.declined.length,
  };
}

/**
 * The events for what was appended since `mark`. `received` gives the text as received for the
 * roster rows and for each board file (by its hash), stored beside what was read from it.
 */
export function changesSince(t: Tournament, mark: Mark, received: { roster?: Received; boardFiles?: Map<string, Received> } = {}): TournamentEvent[] {
  const events: TournamentEvent[] = [];
  if (t.players.length > mark.players) events.push({ kind: 'roster', players: t.players.slice(mark.players), ...(received.roster ? { received: received.roster } : {}) });
  for (const round of t.rounds) if (!mark.rounds.has(round.round)) events.push({ kind: 'round', round });
  for (const file of t.boardFiles) {
    if (mark.boardFiles.has(file.hash)) continue;
    const text = received.boardFiles?.get(file.hash);
    events.push({ kind: 'boardFile', file, ...(text ? { received: text } : {}) });
  }
  for (const kept of (t.kept ?? []).slice(mark.kept)) events.push({ kind: 'kept', kept });
  for (const replacement of t.replacements.slice(mark.replacements)) events.push({ kind: 'replacement', replacement });
  for (const declined of t.declined.slice(mark.declined)) events.push({ kind: 'declined', declined });
  return events;
}

/** Every event that builds `t` from nothing: a tournament opened from a file, or found in localStorage. */
export function eventsOf(t: Tournament, openedFrom?: Received): TournamentEvent[] {
  const created: TournamentEvent = { kind: 'created', id: t.id, name: t.name, profile: t.profile, seed: t.seed, ...(t.td ? { td: t.td } : {}), ...(openedFrom ? { openedFrom } : {}) };
  const empty: Mark = { players: 0, rounds: new Set(), boardFiles: new Set(), kept: 0, replacements: 0, declined: 0 };
  return [created, ...changesSince(t, empty)];
}

/** Replays events (in `seq` order) into a tournament, then checks it as a tournament file is checked. */
export function replayTournament(events: readonly TournamentEvent[]): { ok: true; tournament: Tournament } | { ok: false; problems: string[] } {
  const [first] = events;
  if (!first || first.kind !== 'created') return { ok: false, problems: ['the stored tournament has no creation event'] };
  const t = createTournament(first.name, first.profile, first.seed);
  t.id = first.id;
  if (first.td) t.td = first.td;
  for (const e of events.slice(1)) {
    if (e.kind === 'created') return { ok: false, problems: ['the stored tournament was created twice'] };
    if (e.kind === 'roster') t.players.push(...e.players);
    else if (e.kind === 'round') { t.rounds.push(e.round); t.rounds.sort((a, b) => a.round - b.round); }
    else if (e.kind === 'boardFile') t.boardFiles.push(e.file);
    else if (e.kind === 'kept') (t.kept ??= []).push(e.kept);
    else if (e.kind === 'replacement') t.replacements.push(e.replacement);
    else if (e.kind === 'declined') t.declined.push(e.declined);
  }
  return loadTournament(t);
}

function eventRows(tournamentId: string, events: readonly TournamentEvent[], firstSeq: number, at: number): TournamentEventRow[] {
  return events.map((payload, i) => ({ id: newId(), tournamentId, seq: firstSeq + i, kind: payload.kind, at, payload }));
}

/** A new tournament on the desk (created here, opened from a file, or brought over from localStorage). */
export async function storeNewTournament(db: AdjutantDb, t: Tournament, now: number, openedFrom?: Received): Promise<void> {
  await db.transaction('rw', db.tournaments, db.tournamentEvents, async () => {
    if (await db.tournaments.get(t.id)) throw new Error(`A tournament with the id ${t.id} is already on this desk; open it from the list.`);
    await db.tournaments.add({ id: t.id, name: t.name, profile: t.profile, seed: t.seed, createdAt: now, updatedAt: now });
    await db.tournamentEvents.bulkAdd(eventRows(t.id, eventsOf(t, openedFrom), 1, now));
  });
}

/** Appends what an action did, in one transaction, after the events already stored. */
export async function appendTournamentEvents(db: AdjutantDb, tournamentId: string, events: readonly TournamentEvent[], now: number): Promise<void> {
  if (!events.length) return;
  await db.transaction('rw', db.tournaments, db.tournamentEvents, async () => {
    const last = await db.tournamentEvents.where('[tournamentId+seq]').between([tournamentId, 0], [tournamentId, Infinity]).last();
    if (!last) throw new Error(`The tournament ${tournamentId} is not stored on this desk.`);
    await db.tournamentEvents.bulkAdd(eventRows(tournamentId, events, last.seq + 1, now));
    await db.tournaments.update(tournamentId, { updatedAt: now });
  });
}

export async function storedEvents(db: AdjutantDb, tournamentId: string): Promise<TournamentEventRow[]> {
  return db.tournamentEvents.where('[tournamentId+seq]').between([tournamentId, 0], [tournamentId, Infinity]).toArray();
}

export async function readStoredTournament(db: AdjutantDb, tournamentId: string): Promise<{ ok: true; tournament: Tournament } | { ok: false; problems: string[] }> {
  const rows = await storedEvents(db, tournamentId);
  return replayTournament(rows.map((r) => r.payload as TournamentEvent));
}

/** The desk's tournaments, the one worked on last first. */
export async function listTournaments(db: AdjutantDb): Promise<TournamentRow[]> {
  return (await db.tournaments.toArray()).sort((a, b) => b.updatedAt - a.updatedAt || (a.id < b.id ? -1 : 1));
}

/** Where the desk kept its one tournament before it moved into IndexedDB. */
export const legacyStorageKey = 'adjutant.tournament.v1';

/**
 * Moves a tournament the desk kept in localStorage into IndexedDB, once. The localStorage copy is
 * removed only after the events are committed, or when the same tournament is already stored
 * here with the same events; a copy that cannot be read, or that differs from the stored one of
 * the same id, is left where it is and reported, so a TD's work is never lost.
 */
export async function moveLegacyTournament(db: AdjutantDb, storage: Storage, now: number): Promise<{ moved?: string; problem?: string }> {
  const text = storage.getItem(legacyStorageKey);
  if (text === null) return {};
  let json: unknown;
  try { json = JSON.parse(text); } catch (e) {
    return { problem: `The tournament kept in this browser's local storage (from an earlier Adjutant) is not JSON (${(e as Error).message}); it is left there, untouched.` };
  }
  const loaded = loadTournament(json);
  if (!loaded.ok) return { problem: `The tournament kept in this browser's local storage (from an earlier Adjutant) could not be read: ${loaded.problems.join('; ')}. It is left there, untouched.` };
  const t = loaded.tournament;
  const existing = await db.tournaments.get(t.id);
  if (existing) {
    const stored = await readStoredTournament(db, t.id);
    const same = stored.ok && JSON.stringify(eventsOf(stored.tournament).slice(1)) === JSON.stringify(eventsOf(t).slice(1));
    if (!same) return { problem: `The tournament kept in this browser's local storage (${t.name}) differs from the one of the same id already on the desk; it is left in local storage, untouched. Save it as a file from an earlier Adjutant, or compare the two.` };
    storage.removeItem(legacyStorageKey);
    return {};
  }
  await storeNewTournament(db, t, now, { sourceName: `local storage (${legacyStorageKey})`, text });
  storage.removeItem(legacyStorageKey);
  return { moved: t.name };
}
