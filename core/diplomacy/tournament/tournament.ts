// The tournament file: everything the desk knows, as one JSON document the CLI and the app both
// read and write. Board files are only ever appended; seatings are kept with their draw and
// swaps so a published draw can be re-run and checked.
import * as z from 'zod';
import { SeededRandom } from '../../random';
import type { PowerName } from '../types';
import { seatRound, boardNames, type RoundSeating, type AssignmentClause, type PlayedBoard } from './assignment';
import { checkBoardFile, type BoardFile } from './boardFile';
import { roundTwoBoards } from './boardCount';
import { roundPlan, tournamentProfiles, type RoundPlan, type TournamentProfile, type TournamentProfileId } from './profiles';
import { nameKey, rosterPlayer, rosterFromCsv, rosterProblems, teamsOf, type RosterPlayer, type RosterProblem } from './roster';
import type { Replacement } from './replacements';

export interface StoredRound extends RoundSeating {
  name: string;
  /** The generator seed this round's draw used: anyone re-running seatRound with it gets the same draw. */
  seed: number;
  /** Why this many boards (000 B.4). */
  boardsReason: string;
}

export interface StoredBoardFile { hash: string; fileName: string; file: BoardFile; warnings: string[]; source?: string }

export interface Tournament {
  format: 'adjutant-tournament';
  version: 1;
  id: string;
  name: string;
  profile: TournamentProfileId;
  seed: number;
  td?: string;
  players: RosterPlayer[];
  rounds: StoredRound[];
  boardFiles: StoredBoardFile[];
  replacements: Replacement[];
  /** Qualifiers who declined to play the next round (000 C.10, 001 A.21). */
  declined: { round: number; player: string }[];
  /** The TD's decisions on conflicting board files: which one stands, among which (appended, never edited). */
  kept?: KeptResult[];
}

export interface KeptResult { round: number; board: string; hash: string; among: string[]; reason: string }

export function createTournament(name: string, profile: TournamentProfileId, seed: number): Tournament {
  if (!Number.isInteger(seed)) throw new Error('the seed is a whole number');
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'tournament';
  return { format: 'adjutant-tournament', version: 1, id: `${slug}-${seed}`, name, profile, seed, players: [], rounds: [], boardFiles: [], replacements: [], declined: [] };
}

export function profileOf(t: Tournament): TournamentProfile { return tournamentProfiles[t.profile]; }

const teamCounts = new WeakMap<readonly RosterPlayer[], { size: number; teams: number }>();

/** Teams on the roster; cached per roster and recounted when players are added (plans read it on every board). */
export function teamCount(t: Tournament): number {
  const c = teamCounts.get(t.players);
  if (c && c.size === t.players.length) return c.teams;
  const teams = teamsOf(t.players).size;
  teamCounts.set(t.players, { size: t.players.length, teams });
  return teams;
}

export function plansOf(t: Tournament): RoundPlan[] { return roundPlan(t.profile, teamCount(t)); }

export function planOf(t: Tournament, round: number): RoundPlan {
  const plan = plansOf(t).find((p) => p.number === round);
  if (!plan) throw new Error(`${t.name} has no round ${round} (rounds: ${plansOf(t).map((p) => p.number).join(', ')})`);
  return plan;
}

/** Adds roster rows; a player already entered (here or in the tournament) is refused and reported, the rest are added. */
export function importRoster(t: Tournament, csv: string): { added: number; problems: RosterProblem[] } {
  const profile = profileOf(t);
  const { players, problems } = rosterFromCsv(csv, profile);
  const known = new Set(t.players.map((p) => nameKey(p.name)));
  const clause = profile.seed === '000' ? '000 B.2' : '001 A.1';
  const fresh = players.filter((p) => {
    if (!known.has(nameKey(p.name))) return true;
    problems.push({ line: 0, clause, message: `${p.name} is already in the tournament; refused` });
    return false;
  });
  t.players.push(...fresh);
  // Whole-roster checks again on the combined roster (team sizes change as rows arrive).
  const combined = rosterProblems(t.players, profile).map((m) => ({ line: 0, ...m }));
  return { added: fresh.length, problems: [...problems, ...combined] };
}

/** A round's own generator seed, derived from the tournament's so each round's draw is independent and re-runnable. */
export function roundSeed(t: Tournament, round: number): number {
  return (Math.imul(t.seed >>> 0, 1000003) + Math.imul(round, 0x9e3779b1)) >>> 0;
}

/** Every board played so far, with everyone who sat at it (starting players and replacements). */
export function playedBoards(t: Tournament, beforeRound: number): PlayedBoard[] {
  const out: PlayedBoard[] = [];
  for (const r of t.rounds.filter((x) => x.round < beforeRound)) {
    for (const b of r.boards) {
      const seats = [...b.seats];
      for (const f of t.boardFiles.filter((x) => x.file.round === r.round && x.file.board === b.board)) {
        for (const pos of f.file.positions) for (const ten of pos.tenures) if (!seats.some((s) => s.player === ten.player && s.power === pos.power)) seats.push({ power: pos.power, player: ten.player });
      }
      for (const rep of t.replacements.filter((x) => x.round === r.round && x.board === b.board)) if (!seats.some((s) => s.player === rep.replacement && s.power === rep.power)) seats.push({ power: rep.power, player: rep.replacement });
      out.push({ round: r.round, board: b.board, seats });
    }
  }
  return out;
}

export function checksFor(profile: TournamentProfile, plan: RoundPlan): AssignmentClause[] {
  if (profile.seed === '001') return plan.number > 1 ? ['001 A.11'] : [];
  return plan.teamRound ? ['000 B.6a', '000 B.6b', '000 B.6c', '000 B.6d', '000 B.6e'] : ['000 B.6b', '000 B.6c', '000 B.6d', '000 B.6e'];
}

/** Boards in a round: one per team in Round 1 (000 B.2), 000 B.4 for Round 2, 7 semi-final boards whose winners fill the final's 7 seats (000 C.9), 1 final. */
export function boardCountFor(t: Tournament, plan: RoundPlan, players: number): { boards: number; reason: string } {
  const profile = profileOf(t);
  const K = profile.powers.length;
  if (plan.number === 1) return { boards: Math.floor(players / K), reason: profile.teams ? `${teamCount(t)} teams of ${K}: one board per team (000 B.2)` : `${players} players: ${Math.floor(players / K)} boards (001 A.10)` };
  if (profile.seed === '000' && plan.number === 2) { const r = roundTwoBoards(teamCount(t)); return { boards: r.boards, reason: r.reason }; }
  if (plan.name === 'Final') return { boards: 1, reason: 'the final is one board' };
  return { boards: K, reason: `the top scorer of each semi-final board goes to the final (000 C.9): ${K} boards for its ${K} seats` };
}

/** Seats a round for the given players (the roster for Round 1, the qualifiers after). */
export function assignRound(t: Tournament, round: number, players: readonly string[]): StoredRound {
  if (t.rounds.some((r) => r.round === round)) throw new Error(`round ${round} is already seated; seatings are kept as drawn`);
  const profile = profileOf(t);
  const plan = planOf(t, round);
  const { boards, reason } = boardCountFor(t, plan, players.length);
  const byName = new Map(t.players.map((p) => [p.name, p]));
  const unknown = players.filter((p) => !byName.has(p));
  if (unknown.length) throw new Error(`not on the roster: ${unknown.join(', ')}`);
  const seed = roundSeed(t, round);
  const seating = seatRound({
    round, boards: boardNames(round, boards), powers: profile.powers,
    players: players.map((n) => ({ name: n, ...(byName.get(n)!.team ? { team: byName.get(n)!.team! } : {}), ...(byName.get(n)!.signUpPower ? { signUpPower: byName.get(n)!.signUpPower! } : {}) })),
    powersBy: plan.powers, checks: checksFor(profile, plan), history: playedBoards(t, round),
  }, new SeededRandom(seed));
  const stored: StoredRound = { ...seating, name: plan.name, seed, boardsReason: reason };
  t.rounds.push(stored);
  t.rounds.sort((a, b) => a.round - b.round);
  return stored;
}

export type ImportOutcome =
  | { status: 'added'; hash: string; fileName: string; warnings: string[] }
  | { status: 'already-have'; hash: string; fileName: string }
  | { status: 'refused'; reasons: string[] };

/**
 * Appends a board file (parsed JSON) after checking it. A file for another tournament, an
 * unknown round or board, or one that fails the schema or the seed's counts is refused with its
 * reasons, and the tournament is not changed. The same content twice is recognised by its hash.
 * A different result for a board that already has one is stored too: the conflict is shown to the
 * TD (boardResults.ts), never resolved by picking one silently.
 */
export function importBoardFile(t: Tournament, raw: unknown, source?: string): ImportOutcome {
  const profile = profileOf(t);
  const roundNo = (raw && typeof raw === 'object' && typeof (raw as { round?: unknown }).round === 'number') ? (raw as { round: number }).round : undefined;
  const plan = roundNo !== undefined ? plansOf(t).find((p) => p.number === roundNo) : undefined;
  const checked = checkBoardFile(raw, profile, plan?.endYear ?? null);
  if (!checked.ok) return { status: 'refused', reasons: checked.reasons };
  const file = checked.file;
  const reasons: string[] = [];
  if (file.tournament !== t.id) reasons.push(`the file is for tournament '${file.tournament}', this is '${t.id}'`);
  const round = t.rounds.find((r) => r.round === file.round);
  if (!round) reasons.push(`round ${file.round} has not been seated in ${t.name}`);
  const board = round?.boards.find((b) => b.board === file.board);
  if (round && !board) reasons.push(`there is no board ${file.board} in round ${file.round} (its boards: ${round.boards[0]?.board}…${round.boards[round.boards.length - 1]?.board})`);
  if (reasons.length) return { status: 'refused', reasons };
  const existing = t.boardFiles.find((f) => f.hash === checked.hash);
  if (existing) return { status: 'already-have', hash: existing.hash, fileName: existing.fileName };
  const warnings = [...checked.warnings];
  for (const pos of file.positions) {
    const seated = board!.seats.find((s) => s.power === pos.power)?.player;
    if (seated && pos.tenures[0]!.player !== seated) warnings.push(`${pos.power}: the file starts ${pos.tenures[0]!.player}, the seating has ${seated}`);
    for (const ten of pos.tenures) if (!rosterPlayer(t.players, ten.player)) warnings.push(`${pos.power}: ${ten.player} is not on the roster`);
  }
  t.boardFiles.push({ hash: checked.hash, fileName: checked.fileName, file, warnings, ...(source ? { source } : {}) });
  return { status: 'added', hash: checked.hash, fileName: checked.fileName, warnings };
}

/**
 * The TD settles a conflict: the file with this hash (or its first characters, as the conflict
 * listing shows them) stands for the board. The decision covers the files present now; a further
 * different file arriving later is a new conflict, shown again.
 */
export function keepBoardFile(t: Tournament, round: number, board: string, hashPrefix: string, reason: string): { ok: true; hash: string } | { ok: false; problem: string } {
  const files = t.boardFiles.filter((f) => f.file.round === round && f.file.board === board);
  const match = files.filter((f) => f.hash.startsWith(hashPrefix.toLowerCase()));
  if (hashPrefix.length < 6) return { ok: false, problem: 'give at least 6 characters of the hash' };
  if (match.length !== 1) return { ok: false, problem: match.length ? `${hashPrefix} matches ${match.length} files` : `no board file of ${board} in round ${round} has a hash starting ${hashPrefix}` };
  if (!reason.trim()) return { ok: false, problem: 'say why this result stands (it is kept with the decision)' };
  (t.kept ??= []).push({ round, board, hash: match[0]!.hash, among: [...new Set(files.map((f) => f.hash))], reason: reason.trim() });
  return { ok: true, hash: match[0]!.hash };
}

const tournamentSchema = z.object({
  format: z.literal('adjutant-tournament'),
  version: z.literal(1),
  id: z.string().min(1),
  name: z.string(),
  profile: z.enum(['wm2004', 'maharajiad']),
  seed: z.number().int(),
  players: z.array(z.object({ name: z.string().min(1) }).passthrough()),
  rounds: z.array(z.object({ round: z.number().int(), boards: z.array(z.object({ board: z.string(), seats: z.array(z.object({ power: z.string(), player: z.string() })) })) }).passthrough()),
  boardFiles: z.array(z.object({ hash: z.string(), fileName: z.string(), file: z.unknown() }).passthrough()),
  replacements: z.array(z.unknown()),
  declined: z.array(z.object({ round: z.number().int(), player: z.string() })),
  kept: z.array(z.object({ round: z.number().int(), board: z.string(), hash: z.string(), among: z.array(z.string()), reason: z.string() })).optional(),
}).passthrough();

/** Reads a tournament file; every stored board file is checked again, so a hand-edited file cannot slip a bad result in. */
export function loadTournament(raw: unknown): { ok: true; tournament: Tournament } | { ok: false; problems: string[] } {
  const parsed = tournamentSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, problems: parsed.error.issues.map((i) => `${i.path.join('.') || '(file)'}: ${i.message}`) };
  const t = parsed.data as unknown as Tournament;
  const problems: string[] = [];
  for (const f of t.boardFiles) {
    const plan = plansOf(t).find((p) => p.number === (f.file as { round?: number }).round);
    const c = checkBoardFile(f.file, profileOf(t), plan?.endYear ?? null);
    if (!c.ok) problems.push(`stored board file ${f.fileName}: ${c.reasons.join('; ')}`);
    else if (c.hash !== f.hash) problems.push(`stored board file ${f.fileName}: its content does not match its hash (edited after import?)`);
  }
  return problems.length ? { ok: false, problems } : { ok: true, tournament: t };
}

export type { PowerName };
