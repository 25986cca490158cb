// Small tournaments built by hand for the clause tests: seatings written out, board files made
// from a few centre counts (everyone not named holds nothing), imported through the real checks.
import { expect } from 'vitest';
import {
  createTournament, importBoardFile, planOf, tournamentProfiles, type BoardFile, type Tournament, type TournamentProfileId,
} from '../../../../core/diplomacy/tournament/index';

export function tourney(profile: TournamentProfileId, ghostTeams = 0): Tournament {
  const t = createTournament('Test Cup', profile, 11);
  // Teams that never play: World Masters' round plan depends on the number of teams (000 B.4).
  for (let i = 0; i < ghostTeams; i++) t.players.push({ name: `ghost ${i}`, team: `Ghost ${i}` });
  return t;
}

export function addPlayers(t: Tournament, names: string[], team?: string): void {
  for (const n of names) if (!t.players.some((p) => p.name === n)) t.players.push({ name: n, ...(team ? { team } : {}) });
}

/** Seats a round by hand: each board lists players in the profile's power order; empty seats get fillers. */
export function seat(t: Tournament, round: number, boards: Record<string, string[]>): void {
  const powers = tournamentProfiles[t.profile].powers;
  const seated = Object.entries(boards).map(([board, players]) => ({
    board,
    seats: powers.map((power, k) => {
      const player = players[k] ?? `filler ${round}-${board}-${k}`;
      addPlayers(t, [player]);
      return { power, player };
    }),
  }));
  t.rounds = t.rounds.filter((r) => r.round !== round);
  t.rounds.push({ round, name: planOf(t, round).name, seed: 0, boardsReason: 'by hand', boards: seated, drawn: seated, rolls: [], swaps: [], unmet: [] });
  t.rounds.sort((a, b) => a.round - b.round);
}

export interface ResultOptions {
  /** Counts for particular years: { P: { 1908: 5 } }. */
  years?: Record<string, Record<number, number>>;
  tenures?: Record<string, BoardFile['positions'][number]['tenures']>;
  forfeited?: string[];
  solo?: string;
  kind?: 'final' | 'cut-off';
  through?: number;
}

export function boardFileFor(t: Tournament, round: number, board: string, counts: Record<string, number>, o: ResultOptions = {}): BoardFile {
  const profile = tournamentProfiles[t.profile];
  const seating = t.rounds.find((r) => r.round === round)!.boards.find((b) => b.board === board)!;
  const powerOf = (player: string) => seating.seats.find((s) => s.player === player)?.power ?? player;
  const through = o.through ?? planOf(t, round).endYear ?? profile.startYear + 9;
  const centres: BoardFile['centres'] = [];
  for (let y = profile.startYear; y <= through; y++) {
    const c: Record<string, number> = Object.fromEntries(profile.powers.map((p) => [p, 0]));
    for (const [who, n] of Object.entries(counts)) c[powerOf(who)] = o.years?.[who]?.[y] ?? n;
    centres.push({ year: y, counts: c });
  }
  return {
    format: 'adjutant-board-file', version: 1, tournament: t.id, round, board, kind: o.kind ?? 'final', through,
    positions: seating.seats.map((s) => ({
      power: s.power,
      tenures: o.tenures?.[s.power] ?? [{ player: s.player, from: `S${profile.startYear}M` }],
      ...(o.forfeited?.includes(s.player) ? { forfeited: true } : {}),
    })),
    centres, ...(o.solo ? { solo: o.solo } : {}),
  };
}

export function result(t: Tournament, round: number, board: string, counts: Record<string, number>, o: ResultOptions = {}): void {
  const outcome = importBoardFile(t, boardFileFor(t, round, board, counts, o));
  expect(outcome.status, JSON.stringify(outcome)).toBe('added');
}
