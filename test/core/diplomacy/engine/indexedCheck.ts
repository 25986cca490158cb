// The index-based entry point's own numbers (adjudicateIndexed.ts: next units, next phase, the
// Fall's centre owners and solo) read back as a position's terms and checked against the
// EngineResult adjudicate() gives for the same phase. Shared by the engine's tests of it.
import { expect } from 'vitest';
import { adjudicate, type AdjudicationContext, type EngineResult } from '../../../../core/diplomacy/adjudicate';
import { adjudicateIndexed, prepareOrders, type IndexedMovement } from '../../../../core/diplomacy/adjudicateIndexed';
import type { HouseRules } from '../../../../core/diplomacy/houseRules';
import type { Order, Position, PowerName, ProvinceId } from '../../../../core/diplomacy/types';
import type { Variant } from '../../../../core/diplomacy/variant';
import { randomPosition, type Pick } from './randomBoard';
import { ARMY, FLEET, UNIT_FIELDS, U_LOC, U_POWER, U_TYPE } from '../../../../core/diplomacy/adjudicator/preparedMovement';

/** The indexed phase's numbers, checked against the position (and solo) adjudicate() gives. */
export function expectSameNext(phase: IndexedMovement, expected: EngineResult): void {
  const { board, powers } = phase.prepared;
  const locations: string[] = [];
  for (const [location, l] of board.locationIndex) locations[l] = location;
  expect(phase.next).toEqual(expected.next.phase);
  // Exactly the units that stay, UNIT_FIELDS numbers each: nothing after them.
  expect(phase.nextUnits.length).toBe(phase.nextUnitCount * UNIT_FIELDS);
  const units = [];
  for (let u = 0; u < phase.nextUnitCount; u++) {
    const at = u * UNIT_FIELDS;
    units.push({
      type: typeText(phase.nextUnits[at + U_TYPE]!),
      power: powers[phase.nextUnits[at + U_POWER]!],
      location: locations[phase.nextUnits[at + U_LOC]!],
    });
  }
  expect(units).toEqual(expected.next.units.map((u) => ({ type: u.type === 'A' || u.type === 'F' ? u.type : 'other', power: u.power, location: u.location })));
  expect(phase.retreating).toBe(expected.next.dislodged.length);
  if (phase.centreOwners) {
    // One owner per province of the map, -1 where none (and wherever there is no supply centre).
    expect(phase.centreOwners.length).toBe(board.size);
    const centres: Record<string, string> = {};
    phase.centreOwners.forEach((owner, p) => {
      if (!board.supplyCentre[p]) expect(owner, `${board.provinceIds[p]} is no supply centre`).toBe(-1);
      else if (owner >= 0) centres[board.provinceIds[p]!] = powers[owner]!;
    });
    expect(centres).toEqual(expected.next.centres);
  } else {
    expect(expected.next.centres).toBe(phase.prepared.position.centres);
  }
  // The solo's index into the powers, or exactly -1 when there is none.
  expect(phase.victory).toBe(expected.victory ? powers.indexOf(expected.victory.power) : -1);
}

/** A unit type code as text; a type that is neither A nor F (a corrupt position) is only 'other' here. */
function typeText(code: number): string {
  return code === ARMY ? 'A' : code === FLEET ? 'F' : 'other';
}

/** adjudicateIndexed's numbers and its description, each checked against adjudicate(). */
export function expectSameAsAdjudicate(
  variant: Variant, pos: Position, orders: Order[], rules: HouseRules, context?: AdjudicationContext,
): EngineResult {
  const expected = adjudicate(variant, pos, orders, rules, context);
  const phase = adjudicateIndexed(prepareOrders(variant, pos, orders), rules, context);
  expectSameNext(phase, expected);
  expect(phase.describe()).toEqual(expected);
  return expected;
}

/**
 * A random board in a Fall whose centres are owned every which way: by the power on them, by
 * another, by nobody, by a power with no unit left (it still counts them, 002 BT23a).
 */
export function randomFall(variant: Variant, pick: Pick, units: number): Position {
  const pos = randomPosition(variant, pick, units);
  const powers = variant.powers.map((p) => p.name);
  const centres: Record<ProvinceId, PowerName> = {};
  for (const p of variant.data.provinces) {
    if (!p.supplyCentre) continue;
    const roll = pick(6);
    if (roll === 0) continue;
    centres[p.id] = roll === 1 ? 'Atlantis' : powers[pick(powers.length)]!;
  }
  return { ...pos, phase: { year: 1905, season: 'fall', type: 'movement' }, centres };
}
