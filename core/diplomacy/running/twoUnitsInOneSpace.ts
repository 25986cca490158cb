// Two units in one space because of a GM error in a published adjudication (000 D.VIII(2),
// 001 B.IX(2)): the unit that is there in error goes to the space where it should have been if
// that space is otherwise vacant, and otherwise off the board — unless one of the two units has
// already left the space by the time the error is noticed, in which case nothing is done.
import type { Position, ProvinceId } from '../types';
import { provinceOf } from '../variant';
import type { ProfileId } from '../houseRules';

export type TwoUnitsRuling =
  | { action: 'none'; clause: string; reason: string }
  | { action: 'moved' | 'removed'; position: Position; clause: string; reason: string };

export function twoUnitsClause(profile: ProfileId): string {
  return profile === 'maharajiad' ? '001 B.IX(2)' : '000 D.VIII(2)';
}

/**
 * `position` is the board when the error is noticed; `erroneousUnitId` the unit that should not be
 * where it is, and `shouldHaveBeen` the location it should have had.
 */
export function resolveTwoUnitsInOneSpace(profile: ProfileId, position: Position, erroneousUnitId: string, shouldHaveBeen: string): TwoUnitsRuling {
  const clause = twoUnitsClause(profile);
  const unit = position.units.find((u) => u.id === erroneousUnitId);
  if (!unit) return { action: 'none', clause, reason: 'the erroneous unit is no longer on the board' };
  const space: ProvinceId = provinceOf(unit.location);
  const sharing = position.units.filter((u) => provinceOf(u.location) === space);
  if (sharing.length < 2) return { action: 'none', clause, reason: 'one of the units has vacated the space: the position stands' };
  const target = provinceOf(shouldHaveBeen);
  const occupied = position.units.some((u) => u.id !== unit.id && provinceOf(u.location) === target);
  if (!occupied && target !== space) {
    return {
      action: 'moved', clause, reason: `the unit is placed where it should have been (${target.toUpperCase()}), which is vacant`,
      position: { ...position, units: position.units.map((u) => (u.id === unit.id ? { ...u, location: shouldHaveBeen } : u)) },
    };
  }
  return {
    action: 'removed', clause, reason: `${target.toUpperCase()} is occupied: the erroneous unit is taken off the board`,
    position: { ...position, units: position.units.filter((u) => u.id !== unit.id) },
  };
}
