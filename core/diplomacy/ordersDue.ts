// Who has orders due in a phase, and who is NMR for the adjudicator. The workspace (its powers
// strip) and the phase machine (which phases it skips) both ask this, so it is said once, here.
import type { Position, PowerName } from './types';
import { provinceOf, type Variant } from './variant';
import type { TurnOrders } from './turnOrders';

/**
 * Who has something to order in this phase. Movement: every power with a unit. Retreat: powers
 * with a dislodged unit. Adjustment: powers that must remove (more units than centres) or may
 * build (more centres than units and a free home centre they still own).
 */
export function powersToOrder(variant: Variant, position: Position): PowerName[] {
  const type = position.phase.type;
  return variant.powers.map((p) => p.name).filter((power) => {
    if (type === 'movement') return position.units.some((u) => u.power === power);
    if (type === 'retreat') return position.dislodged.some((d) => d.unit.power === power);
    const { removals, builds } = adjustmentsDue(position, power);
    return removals > 0 || (builds > 0 && freeHomeCentres(position, power).length > 0);
  });
}

/** Builds allowed and removals required for one power (000 D.V(1)). */
export function adjustmentsDue(position: Position, power: PowerName): { builds: number; removals: number } {
  const centres = Object.values(position.centres).filter((o) => o === power).length;
  const units = position.units.filter((u) => u.power === power).length;
  return { builds: Math.max(0, centres - units), removals: Math.max(0, units - centres) };
}

/** Home centres the power still owns and no unit stands in: where it may build. */
export function freeHomeCentres(position: Position, power: PowerName): string[] {
  const occupied = new Set(position.units.map((u) => provinceOf(u.location)));
  return (position.homeCentres[power] ?? []).filter((h) => position.centres[h] === power && !occupied.has(h));
}

/**
 * Powers the adjudicator treats as sending no orders (000 D.VII(6)(a): the turn is adjudicated
 * with the orders missing): those with orders due and no usable order from any mail — a power
 * whose every line was late, void or replaced sent nothing the adjudicator can use.
 */
export function nmrPowers(variant: Variant, position: Position, turn: Pick<TurnOrders, 'orders'>): PowerName[] {
  return powersToOrder(variant, position).filter((p) => (turn.orders[p]?.length ?? 0) === 0);
}
