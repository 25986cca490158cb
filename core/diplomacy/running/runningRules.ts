// The rules for running a game that differ between the seeds' tournaments: turn lengths,
// extensions, the seasons in which no NMR is allowed, how votes count and how a game ends.
// One object per house-rules profile, each field naming its clause. Times are in hours so the
// same arithmetic serves every profile.
import type { ProfileId } from '../houseRules';
import type { PhaseType, Season } from '../types';

export interface ExtensionRules {
  /** How extensions are granted: one guaranteed extension then GM discretion (000 D.VII(5)), or a balance of days (001 B.VIII(5)). */
  kind: 'one-guaranteed' | 'day-balance';
  /** Most extension hours one position may be granted in one game (000: 7 days; 001: 8 days). */
  capHours: number;
  /** A request must reach the GM at least this long before the deadline (12 hours in both). */
  minNoticeHours: number;
  /** Extensions are granted in whole steps of this many hours (001: one day); null means any length. */
  stepHours: number | null;
  clause: string;
}

export interface RunningRules {
  profile: ProfileId;
  /** Least time between two postings of adjudications (000 D.VII(2), 001 B.VIII(2)). */
  minHoursBetweenAdjudications: number | null;
  /** Weekly unavailability a player may declare (64 hours in 000 D.VII(2) and 001 B.VIII(2)). */
  absenceWindowHours: number | null;
  /** Shortest movement and retreat/adjustment turns without the survivors' consent. */
  minTurnHours: { movement: number; other: number } | null;
  turnLengthClause: string | null;
  extensions: ExtensionRules | null;
  /** Phases (season/type of the first game year) in which results are not released while a power has NMR'd. */
  noNmrPhases: { season: Season; type: PhaseType }[];
  noNmrClause: string | null;
  /** How a unanimous vote treats abstentions: as No (000 D.IX(1)) or as not voting at all (001 B.X(1)). */
  abstention: 'counts-as-no' | 'excluded';
  /** Centres a solo is scored as (000 C.4: 34; 001 A.16-A.17: 37); null where the seed scores no board. */
  soloScoredAs: number | null;
  /** Game years without any centre changing hands after which the game ends (001 B.X(1)) or may be drawn (002 BT9). */
  staleYears: { years: number; effect: 'ends-unless-all-continue' | 'gm-may-declare-draw'; clause: string } | null;
}

const none: Omit<RunningRules, 'profile'> = {
  minHoursBetweenAdjudications: null, absenceWindowHours: null, minTurnHours: null, turnLengthClause: null,
  extensions: null, noNmrPhases: [], noNmrClause: null, abstention: 'counts-as-no', soloScoredAs: null, staleYears: null,
};

export const runningRules: Record<ProfileId, RunningRules> = {
  hasbro2000: { ...none, profile: 'hasbro2000' },
  // An online judge's game: no tournament schedule, extension or scoring rules of its own.
  webdiplomacy: { ...none, profile: 'webdiplomacy' },
  droidippy: { ...none, profile: 'droidippy' },
  wm2004: {
    profile: 'wm2004',
    minHoursBetweenAdjudications: 24,
    absenceWindowHours: 64,
    minTurnHours: { movement: 3 * 24, other: 24 },
    turnLengthClause: '000 D.VII(4)a',
    extensions: { kind: 'one-guaranteed', capHours: 7 * 24, minNoticeHours: 12, stepHours: null, clause: '000 D.VII(5)' },
    noNmrPhases: [{ season: 'spring', type: 'movement' }, { season: 'fall', type: 'movement' }],
    noNmrClause: '000 D.VII(6)(b)a',
    abstention: 'counts-as-no',
    soloScoredAs: 34,
    staleYears: null,
  },
  maharajiad: {
    profile: 'maharajiad',
    minHoursBetweenAdjudications: 24,
    absenceWindowHours: 64,
    minTurnHours: { movement: 4 * 24, other: 2 * 24 },
    turnLengthClause: '001 B.VIII(4)a',
    extensions: { kind: 'day-balance', capHours: 8 * 24, minNoticeHours: 12, stepHours: 24, clause: '001 B.VIII(5)' },
    noNmrPhases: [{ season: 'spring', type: 'movement' }, { season: 'fall', type: 'movement' }, { season: 'winter', type: 'adjustment' }],
    noNmrClause: '001 B.VIII(6)(b)a',
    abstention: 'excluded',
    soloScoredAs: 37,
    staleYears: { years: 3, effect: 'ends-unless-all-continue', clause: '001 B.X(1)c' },
  },
  'agora-bt': {
    ...none, profile: 'agora-bt',
    staleYears: { years: 3, effect: 'gm-may-declare-draw', clause: '002 BT9' },
  },
};

export function getRunningRules(profile: ProfileId): RunningRules {
  const r = runningRules[profile];
  if (!r) throw new Error(`no running rules for profile '${profile}'`);
  return r;
}
