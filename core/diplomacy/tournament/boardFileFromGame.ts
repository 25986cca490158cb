// A board file from a Diplomacy game run in Adjutant itself: the GM of a tournament board exports
// it when the game is finished (or at the round's cut-off), or the TD, running the board on the
// same machine, pulls it straight into the desk. The result is read from the game's committed
// phases (core/diplomacy/record): the centre owners after each year's last phase give the
// year-end counts that count-back needs (000 C.7(d), 001 A.19(b)), the players come from the
// game's set-up. The file goes through the same checks as any other (checkBoardFile), so a game
// that cannot make a valid board file says why instead of writing one.
import type { CommittedPhase } from '../record/history';
import type { Position, PowerName } from '../types';
import { checkBoardFile, type BoardFile, type BoardFileCheck } from './boardFile';
import type { TournamentProfile } from './profiles';

export interface GameForBoardFile {
  /** The committed phases of the line being played, oldest first (history.ts lineOf). */
  line: readonly CommittedPhase[];
  /** Who plays each power, from the game's set-up (empty names are reported). */
  players: readonly { power: PowerName; name: string }[];
  gm?: string;
  /** The GM marked the game finished: a final result; otherwise the counts at a cut-off. */
  finished: boolean;
}

export interface BoardIdentity { tournament: string; round: number; board: string }

/** Supply centres per power in a position, every power of the profile listed (0 for none). */
export function centresPerPower(position: Pick<Position, 'centres'>, powers: readonly PowerName[]): Record<PowerName, number> {
  const counts = Object.fromEntries(powers.map((p) => [p, 0])) as Record<PowerName, number>;
  for (const owner of Object.values(position.centres)) if (owner in counts) counts[owner]!++;
  return counts;
}

/**
 * The year-end counts of a game: after each commit, the position it leads to has its centres'
 * owners as they stand; a position in the winter of year Y or the spring of Y+1 is the end of Y.
 * The latest commit reaching each year wins, so a corrected year is read as corrected.
 */
export function yearEndCounts(line: readonly CommittedPhase[], powers: readonly PowerName[]): { year: number; counts: Record<PowerName, number> }[] {
  const byYear = new Map<number, Record<PowerName, number>>();
  for (const c of line) {
    const next = c.next.phase;
    const year = next.season === 'spring' ? next.year - 1 : next.season === 'winter' ? next.year : undefined;
    if (year !== undefined) byYear.set(year, centresPerPower(c.next, powers));
  }
  return [...byYear.entries()].sort(([a], [b]) => a - b).map(([year, counts]) => ({ year, counts }));
}

/**
 * The board file of a game, checked. Refused (with every reason) when the game is not far enough
 * on to have a year's counts, a power has no player named, or the counts break the seed's rules.
 */
export function boardFileFromGame(game: GameForBoardFile, board: BoardIdentity, profile: TournamentProfile, roundEndYear: number | null): BoardFileCheck {
  const reasons: string[] = [];
  const unnamed = profile.powers.filter((p) => !game.players.find((x) => x.power === p)?.name.trim());
  if (unnamed.length) reasons.push(`the game's set-up names no player for ${unnamed.join(', ')}; a board file says who played each power`);
  // Only the years the round plays count (a game played on past the round's last year is read up to it).
  const centres = yearEndCounts(game.line, profile.powers).filter((c) => roundEndYear === null || c.year <= roundEndYear);
  if (!centres.length) reasons.push(`no year of the game is complete yet (the first count is after the Fall ${profile.startYear} phases)`);
  if (reasons.length) return { ok: false, reasons };
  const through = centres[centres.length - 1]!.year;
  const last = centres[centres.length - 1]!.counts;
  const solo = profile.powers.find((p) => (last[p] ?? 0) >= profile.soloAt);
  const lastPlayed = game.line[game.line.length - 1]!;
  // A finished game that stopped before the round's last year (a solo, a conceded draw) says after which phase (000 C.14c).
  const endedEarly = game.finished && (roundEndYear === null || through < roundEndYear);
  const file: BoardFile = {
    format: 'adjutant-board-file', version: 1, tournament: board.tournament, round: board.round, board: board.board,
    kind: game.finished ? 'final' : 'cut-off', through,
    ...(game.gm?.trim() ? { gm: game.gm.trim().slice(0, 120) } : {}),
    positions: profile.powers.map((power) => ({ power, tenures: [{ player: game.players.find((x) => x.power === power)!.name.trim(), from: `S${profile.startYear}M` }] })),
    centres,
    ...(solo ? { solo } : {}),
    ...(endedEarly ? { endedAfter: lastPlayed.phase } : {}),
    note: `exported from the Adjutant game log: ${game.line.length} committed phases, the last ${lastPlayed.phase}`,
  };
  return checkBoardFile(file, profile, roundEndYear);
}
