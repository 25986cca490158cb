// The two tournament rule books Adjutant runs: World Masters 2004 (seed 000 B/C, profile `wm2004`)
// and the Maharajiad (seed 001 A, profile `maharajiad`). What differs between them is data here —
// the rounds, the map, how a board is scored and which years a count-back reads — so the rest of
// the desk is written once.
import { maharajiadBoardScores, worldMastersBoardScores, type BoardScore } from '../running/boardScore';
import type { PowerName } from '../types';
import { getVariant } from '../variants';

export type TournamentProfileId = 'wm2004' | 'maharajiad';

export interface RoundPlan {
  /** 1-based round number as the rule book counts them. */
  number: number;
  name: string;
  /** Last game year played (000 B.3, 001 A.10); null where the game runs until a solo (001 A.10, round 2). */
  endYear: number | null;
  /** Count-back starts at the end of this year and goes back one year at a time (000 C.7(d), C.8(c), C.9(b), C.11(a), 001 A.19(b)). */
  countBackFrom: number;
  /** A team round: team checks (000 B.6a, B.6e) and team points (000 C.12) apply. */
  teamRound: boolean;
  /** Round 1 of World Masters takes powers from the team sign-up (000 B.5); every other round draws them. */
  powers: 'sign-up' | 'draw';
}

export interface TournamentProfile {
  id: TournamentProfileId;
  name: string;
  variant: 'standard' | 'maharajah';
  powers: PowerName[];
  startYear: number;
  /** Supply centres on the map: no board can count more (34 standard, 37 Maharajah). */
  centresOnMap: number;
  /** A solo at this many centres (000 C.4: 18; 001 A.16: 19). */
  soloAt: number;
  teams: boolean;
  /** The board scoring of the seed (core/diplomacy/running/boardScore.ts). */
  scoreBoard: (centres: Record<PowerName, number>, soloWinner?: PowerName) => BoardScore[];
  /** Seed prefix for clause keys: `000` or `001`. */
  seed: '000' | '001';
}

// The powers and centres come from the variant data, so a board is checked against the real map.
const standard = getVariant('standard');
const maharajah = getVariant('maharajah');
const centres = (v: typeof standard) => v.data.provinces.filter((p) => p.supplyCentre).length;

export const tournamentProfiles: Record<TournamentProfileId, TournamentProfile> = {
  wm2004: {
    id: 'wm2004', name: 'World Masters 2004 (seed 000)', variant: 'standard', powers: standard.powers.map((p) => p.name), startYear: 1901,
    centresOnMap: centres(standard), soloAt: 18, teams: true, scoreBoard: worldMastersBoardScores, seed: '000',
  },
  maharajiad: {
    id: 'maharajiad', name: 'Maharajiad I (seed 001)', variant: 'maharajah', powers: maharajah.powers.map((p) => p.name), startYear: 1501,
    centresOnMap: centres(maharajah), soloAt: 19, teams: false, scoreBoard: maharajiadBoardScores, seed: '001',
  },
};

/**
 * The rounds of a tournament. World Masters has four (000 B.1): two team rounds to 1909, a
 * semi-final to 1912 and a final to 1915 (000 B.3) — except that with fewer than 42 teams Round 2
 * is itself the semi-final and leaves the team competition (000 B.4), so there are three.
 * The Maharajiad has two (001 A.9): six boards to 1510, then a final played to a solo (001 A.10).
 */
export function roundPlan(profile: TournamentProfileId, teamCount: number): RoundPlan[] {
  if (profile === 'maharajiad') {
    return [
      { number: 1, name: 'Round 1', endYear: 1510, countBackFrom: 1509, teamRound: false, powers: 'draw' },
      { number: 2, name: 'Final', endYear: null, countBackFrom: 1509, teamRound: false, powers: 'draw' },
    ];
  }
  const r1: RoundPlan = { number: 1, name: 'Round 1', endYear: 1909, countBackFrom: 1908, teamRound: true, powers: 'sign-up' };
  if (teamCount < 42) {
    return [r1,
      { number: 2, name: 'Semi-final', endYear: 1912, countBackFrom: 1911, teamRound: false, powers: 'draw' },
      { number: 3, name: 'Final', endYear: 1915, countBackFrom: 1914, teamRound: false, powers: 'draw' }];
  }
  return [r1,
    { number: 2, name: 'Round 2', endYear: 1909, countBackFrom: 1908, teamRound: true, powers: 'draw' },
    { number: 3, name: 'Semi-final', endYear: 1912, countBackFrom: 1911, teamRound: false, powers: 'draw' },
    { number: 4, name: 'Final', endYear: 1915, countBackFrom: 1914, teamRound: false, powers: 'draw' }];
}
