// Board files from the Diplomacy games on this machine (issue 16 item 3). The GM of a tournament
// board exports one from the desk when the game is finished or the round is cut off; a TD who ran
// the board here pulls it into the open tournament directly. The game is read from its committed
// phases as the workspace reads it (readGameLog, the line up to the head), its players from its
// set-up; core/diplomacy/tournament/boardFileFromGame.ts makes and checks the file.
import { lineOf } from '../../core/diplomacy/record/history';
import { setupOf } from '../../core/diplomacy/record/setup';
import type { ProfileId } from '../../core/diplomacy/houseRules';
import { boardFileFromGame, tournamentProfiles, type BoardFileCheck, type BoardIdentity, type TournamentProfileId } from '../../core/diplomacy/tournament/index';
import { readGameLog } from '../diplomacy/gameLog';
import type { AdjutantDb } from '../storage/db';

export interface TournamentGame { id: string; name: string; profile: TournamentProfileId; finished: boolean; phase: string }

const isTournamentProfile = (p: string | null): p is TournamentProfileId => p === 'wm2004' || p === 'maharajiad';

/** Diplomacy games under a tournament's rules (World Masters or the Maharajiad), newest first. */
export async function tournamentGames(db: AdjutantDb): Promise<TournamentGame[]> {
  const games = await db.games.where('family').equals('diplomacy').toArray();
  return games.filter((g) => isTournamentProfile(g.profile)).sort((a, b) => b.updatedAt - a.updatedAt)
    .map((g) => ({ id: g.id, name: g.name, profile: g.profile as TournamentProfileId, finished: g.finishedAt !== undefined, phase: g.phase }));
}

/** The board file of a game here, checked; a game that cannot give one is refused with the reasons. */
export async function boardFileOfGame(db: AdjutantDb, gameId: string, board: BoardIdentity, roundEndYear: number | null): Promise<BoardFileCheck> {
  const game = await db.games.get(gameId);
  if (!game) return { ok: false, reasons: ['the game is no longer on this machine'] };
  if (!isTournamentProfile(game.profile)) return { ok: false, reasons: [`${game.name} is played under ${game.profile ?? 'no'} house rules, not a tournament's (wm2004 or maharajiad)`] };
  const profile = tournamentProfiles[game.profile];
  const log = await readGameLog(db, gameId);
  const setup = setupOf(game.settings, game.profile as ProfileId, [...profile.powers], `S${profile.startYear}M`, game.createdAt);
  return boardFileFromGame({
    line: lineOf(log.commits, log.head), players: setup.players.map((p) => ({ power: p.power, name: p.name })),
    gm: setup.gmName === 'GM' ? '' : setup.gmName, finished: game.finishedAt !== undefined,
  }, board, profile, roundEndYear);
}
