// A game record: everything that happened in one game, phase by phase, as plain JSON. Each
// phase keeps the position the players ordered from, the orders that were adjudicated, each
// order's result, the notices, and the phases skipped after it (an empty retreat or adjustment
// phase is never played, but the record says it was passed over and why — 000 D.II(5)a makes
// retreats and adjustments phases of their own, so a GM must be able to see that one was skipped).
//
// The phase machine is `startGame` then `playPhase(record, orders)` repeatedly; every call returns
// a new record and leaves the old one untouched, so a GM can keep an earlier record to roll back.
import { adjudicate } from './adjudicate';
import { initialPosition } from './position';
import { nextPhase, phaseName } from './phases';
import { getProfile, type HouseRules, type ProfileId } from './houseRules';
import type { Variant } from './variant';
import { powersToOrder } from './ordersDue';
import { getVariant } from './variants';
import type { Order, OrderResult, Phase, Position } from './types';

export interface SkippedPhase {
  /** `F1901R`. */
  name: string;
  phase: Phase;
  reason: string;
}

export interface PhaseRecord {
  /** `S1901M`, `F1901R`, `W1901A`. */
  name: string;
  /** The position the orders were written against. */
  position: Position;
  /** Empty until the phase is played. */
  orders: Order[];
  results: OrderResult[];
  notices: string[];
  /** Phases with nothing to do that came between this one and the next one recorded. */
  skippedAfter: SkippedPhase[];
  /** False for the last phase, which is waiting for its orders. */
  played: boolean;
}

export interface GameRecord {
  format: 'adjutant-game';
  version: 1;
  variant: string;
  profile: ProfileId;
  phases: PhaseRecord[];
}

export interface PhaseContext {
  /** Powers that sent no orders this phase (000 D.VII(6)(c)a, 002 BT24). */
  nmr?: string[];
  /** Powers in civil disorder. */
  civilDisorder?: string[];
}

function openPhase(position: Position): PhaseRecord {
  return { name: phaseName(position.phase), position, orders: [], results: [], notices: [], skippedAfter: [], played: false };
}

/** A new game at the variant's starting position, waiting for Spring movement orders. */
export function startGame(variant: Variant, profile: ProfileId): GameRecord {
  getProfile(profile); // an unknown profile fails here, not at the first adjudication
  return { format: 'adjutant-game', version: 1, variant: variant.id, profile, phases: [openPhase(initialPosition(variant))] };
}

/** The phase waiting for orders. */
export function currentPhase(record: GameRecord): PhaseRecord {
  const last = record.phases[record.phases.length - 1];
  if (!last) throw new Error('a game record has at least one phase');
  return last;
}

/**
 * Adjudicates the current phase with `orders` and opens the next phase with something to do.
 * `rules` defaults to the record's profile (a GM may pass an amended copy).
 */
export function playPhase(record: GameRecord, orders: Order[], context: PhaseContext = {}, rules: HouseRules = getProfile(record.profile)): GameRecord {
  const variant = getVariant(record.variant);
  const current = currentPhase(record);
  if (current.played) throw new Error(`phase ${current.name} has already been played`);
  const result = adjudicate(variant, current.position, orders, rules, context);
  const played: PhaseRecord = {
    ...current, orders: [...orders], results: result.results, notices: result.notices,
    skippedAfter: skippedBetween(variant, current.position.phase, result.next), played: true,
  };
  return { ...record, phases: [...record.phases.slice(0, -1), played, openPhase(result.next)] };
}

function samePhase(a: Phase, b: Phase): boolean {
  return a.year === b.year && a.season === b.season && a.type === b.type;
}

/** The phases passed over between `from` and the next position's phase, each with why. */
function skippedBetween(variant: Variant, from: Phase, next: Position): SkippedPhase[] {
  const skipped: SkippedPhase[] = [];
  // A full cycle has five phases; a next phase further away than that is not a skip but an error
  // the adjudicator would have to explain, so stop looking after one cycle.
  let phase = nextPhase(from);
  for (let i = 0; i < 5 && !samePhase(phase, next.phase); i++, phase = nextPhase(phase)) {
    skipped.push({ name: phaseName(phase), phase, reason: skipReason(variant, phase, next) });
  }
  return skipped;
}

function skipReason(variant: Variant, phase: Phase, next: Position): string {
  if (phase.type === 'retreat') return 'no unit was dislodged';
  if (phase.type === 'adjustment') {
    const anyoneCould = powersToOrder(variant, { ...next, phase }).length > 0;
    return anyoneCould ? 'skipped by the adjudicator' : 'no power has a build or removal to make';
  }
  return 'skipped by the adjudicator';
}
