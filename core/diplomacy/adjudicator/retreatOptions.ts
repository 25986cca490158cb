// Where a dislodged unit may retreat (002 BT22a): an adjacent province it could move to, that is
// empty after the movement phase, was not left empty by a standoff, and is not the province its
// attacker came from — unless that attacker was convoyed (000 D.VI(1), 001 B.VII(1), DATC 4.A.5).
import type { Location, ProvinceId, Unit } from '../types';
import { provinceOf } from '../variant';
import type { Board } from './board';

export function retreatOptions(
  board: Board, unit: Unit, attackerFrom: ProvinceId, attackerConvoyed: boolean,
  occupied: Uint8Array, standoff: Uint8Array,
): Location[] {
  const out: Location[] = [];
  // The compiled steps, already in text order (the list is reported sorted). The board has steps
  // for every province (armies) and every location (fleets) of the map; a location it does not
  // know (a corrupt position) has no adjacency in the Variant either (loadVariant refuses
  // adjacency from or to an unknown place), so no retreat.
  // A position may write the place in capitals ("A BUR"): orders already find such a unit and it can
  // be dislodged, so its retreats are looked up by the map's own (lower-case) spelling too; without
  // this the unit was offered no retreat and silently lost (002 BT22a).
  const stepsFor = (location: Location) =>
    unit.type === 'A' ? board.armySteps.get(provinceOf(location)) : board.fleetSteps.get(location);
  const steps = stepsFor(unit.location) ?? stepsFor(unit.location.toLowerCase());
  if (!steps) return out;
  const to = steps.to;
  for (let k = 0; k < to.length; k++) {
    const p = steps.province[k]!;
    if (occupied[p] || standoff[p]) continue;
    if (unit.type === 'A' && board.isSea[p]) continue;
    if (!attackerConvoyed && board.provinceIds[p] === attackerFrom) continue;
    out.push(to[k]!);
  }
  return out;
}
