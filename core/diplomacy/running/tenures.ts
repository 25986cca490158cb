// Who played each position when: the original player and any replacements, each with the
// period played (000 B.7, 001 A.12), and the pro-rating of a position's points by the seasons
// (000 C.14: Spring and Fall only) or movement turns (001 A.23) each player played.
import { phaseName } from '../phases';
import type { Phase, PowerName } from '../types';

export interface Tenure {
  player: string;
  /** The first phase this player ordered for the position. */
  from: Phase;
  /** A temporary replacement's declared last phase; absent for a permanent player. */
  declaredUntil?: Phase;
}

export interface PositionHistory { power: PowerName; tenures: Tenure[] }

const seasonRank = { spring: 0, fall: 1, winter: 2 } as const;
const typeRank = { movement: 0, retreat: 1, adjustment: 2 } as const;

/** Orders phases in game time. */
export function comparePhases(a: Phase, b: Phase): number {
  return a.year - b.year || seasonRank[a.season] - seasonRank[b.season] || typeRank[a.type] - typeRank[b.type];
}

/**
 * The Spring and Fall movement turns of a game from `startYear` to `endYear`, each credited to
 * the player who held the position then. Turns after `terminatedAfter` (a game ended early by a
 * solo or a vote) go to the player active at the end (000 C.14c).
 */
export function movementTurnsByPlayer(history: PositionHistory, startYear: number, endYear: number, terminatedAfter?: Phase): Map<string, number> {
  const tenures = [...history.tenures].sort((a, b) => comparePhases(a.from, b.from));
  const counts = new Map<string, number>();
  const holderAt = (phase: Phase): string | undefined => {
    let holder: string | undefined;
    for (const t of tenures) if (comparePhases(t.from, phase) <= 0) holder = t.player;
    return holder;
  };
  const endHolder = terminatedAfter ? holderAt(terminatedAfter) : undefined;
  for (let year = startYear; year <= endYear; year++) {
    for (const season of ['spring', 'fall'] as const) {
      const turn: Phase = { year, season, type: 'movement' };
      const who = terminatedAfter && comparePhases(turn, terminatedAfter) > 0 ? endHolder : holderAt(turn);
      if (who !== undefined) counts.set(who, (counts.get(who) ?? 0) + 1);
    }
  }
  return counts;
}

/** 000 C.14a / 001 A.23: points × turns played / turns in the game. */
export function proRated(points: number, turnsPlayed: number, turnsInGame: number): number {
  return turnsInGame > 0 ? (points * turnsPlayed) / turnsInGame : 0;
}

/**
 * Each player's pro-rated share of the position's points; the team keeps the full points (000 C.14d).
 * 000 C.14a pro-rates "a player who is replaced for more than one turn" and "a player who took over
 * a position as a standby": the original player replaced for one season at most keeps the
 * position's full points, while the standby who stood in is still pro-rated.
 */
export function proRatedScores(points: number, history: PositionHistory, startYear: number, endYear: number, terminatedAfter?: Phase): { player: string; turns: number; points: number }[] {
  const total = (endYear - startYear + 1) * 2;
  const turns = movementTurnsByPlayer(history, startYear, endYear, terminatedAfter);
  const original = [...history.tenures].sort((a, b) => comparePhases(a.from, b.from))[0]?.player;
  const replacedFor = [...turns].filter(([player]) => player !== original).reduce((n, [, t]) => n + t, 0);
  return [...turns].map(([player, played]) => ({
    player, turns: played,
    points: player === original && replacedFor <= 1 ? points : proRated(points, played, total),
  }));
}

/** The periods played, for the record and for publication: `Wendy S1901M–F1906R`. */
export function periodsPlayed(history: PositionHistory, lastPhase: Phase): { player: string; from: string; to: string; temporary: boolean }[] {
  const tenures = [...history.tenures].sort((a, b) => comparePhases(a.from, b.from));
  return tenures.map((t, i) => {
    const next = tenures[i + 1];
    const to = next ? phaseBefore(next.from) : lastPhase;
    return { player: t.player, from: phaseName(t.from), to: phaseName(to), temporary: t.declaredUntil !== undefined };
  });
}

function phaseBefore(phase: Phase): Phase {
  if (phase.type === 'adjustment') return { year: phase.year, season: 'fall', type: 'retreat' };
  if (phase.type === 'retreat') return { year: phase.year, season: phase.season, type: 'movement' };
  if (phase.season === 'fall') return { year: phase.year, season: 'spring', type: 'retreat' };
  return { year: phase.year - 1, season: 'winter', type: 'adjustment' };
}

/**
 * 000 B.7a/B.7c, 001 A.12: a temporary replacement that is still playing after its declared
 * period has become permanent. Returns the tenures that have.
 */
export function overstayedReplacements(history: PositionHistory, now: Phase): Tenure[] {
  const tenures = [...history.tenures].sort((a, b) => comparePhases(a.from, b.from));
  return tenures.filter((t, i) => {
    if (!t.declaredUntil) return false;
    const next = tenures[i + 1];
    const stillPlaying = !next || comparePhases(next.from, now) > 0;
    return stillPlaying && comparePhases(now, t.declaredUntil) > 0;
  });
}

/** 000 B.7b: seasons (Spring and Fall turns) the original player was replaced for in a round. */
export function seasonsReplaced(history: PositionHistory, startYear: number, endYear: number): number {
  const original = [...history.tenures].sort((a, b) => comparePhases(a.from, b.from))[0]?.player;
  let n = 0;
  for (const [player, turns] of movementTurnsByPlayer(history, startYear, endYear)) if (player !== original) n += turns;
  return n;
}

/** 000 B.7b: no player may be replaced for more than four seasons in total in a round. */
export const MAX_SEASONS_REPLACED = 4;

export function replacementLimitExceeded(history: PositionHistory, startYear: number, endYear: number): boolean {
  return seasonsReplaced(history, startYear, endYear) > MAX_SEASONS_REPLACED;
}
