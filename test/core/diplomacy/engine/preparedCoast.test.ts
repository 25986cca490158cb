// The coast a fleet's move writes is read once, when the phase is prepared (preparedMovement.ts,
// O_B of a move; issue 18, item 4), instead of from the order's text while planning. These pin that
// it is read as before: the text after the '/', in any case (000 D.IV(3), DATC 4.B), a coast the map
// does not have quoted as written, and a move into a province without coasts unaffected.
import { describe, expect, it } from 'vitest';
import { adjudicate } from '../../../../core/diplomacy/adjudicate';
import { prepareOrders } from '../../../../core/diplomacy/adjudicateIndexed';
import { locationIndexOf, boardOf } from '../../../../core/diplomacy/adjudicator/board';
import { MOVE, NO_PLACE, O_B, O_KIND, ORDER_FIELDS } from '../../../../core/diplomacy/adjudicator/preparedMovement';
import type { Order } from '../../../../core/diplomacy/types';
import { hasbro, position, resultAt, standard, unitsAfter, wm2004 } from './helpers';

/** A fleet move written exactly as given (no reader in between: pasted text can be anything). */
function fleetMove(unit: string, to: string): Order {
  return { kind: 'move', power: 'France', unitType: 'F', unit, to };
}

describe('a move\'s written coast, read when the phase is prepared', () => {
  const board = boardOf(standard);
  const written = (to: string) => {
    const prepared = prepareOrders(standard, position('France: F mao'), [fleetMove('mao', to)]);
    expect(prepared.orderData[O_KIND]).toBe(MOVE);
    return prepared.orderData[0 * ORDER_FIELDS + O_B];
  };

  it('the coast as a location index, in any case; none written, or a province without coasts: NO_PLACE; a coast the map lacks: -1', () => {
    expect(written('spa/nc')).toBe(locationIndexOf(board, 'spa/nc'));
    expect(written('SPA/SC')).toBe(locationIndexOf(board, 'spa/sc'));
    expect(written('Spa/Nc')).toBe(locationIndexOf(board, 'spa/nc'));
    expect(written('spa')).toBe(NO_PLACE);
    expect(written('SPA')).toBe(NO_PLACE);
    expect(written('spa/ec')).toBe(-1);
    expect(written('spa/')).toBe(-1);
    expect(written('por')).toBe(NO_PLACE);
    expect(written('gas/nc')).toBe(NO_PLACE);
  });

  it('DATC 4.B.1, 4.B.2: a coast written in capitals is the coast; no coast where two are reachable is illegal', () => {
    const pos = position('France: F mao');
    expect(resultAt(adjudicate(standard, pos, [fleetMove('mao', 'SPA/NC')], hasbro), 'mao')).toMatchObject({ success: true });
    expect(unitsAfter(adjudicate(standard, pos, [fleetMove('mao', 'SPA/NC')], hasbro))).toEqual(['F spa/nc']);
    expect(unitsAfter(adjudicate(standard, pos, [fleetMove('mao', 'Spa/sc')], hasbro))).toEqual(['F spa/sc']);
    expect(resultAt(adjudicate(standard, pos, [fleetMove('mao', 'SPA')], hasbro), 'mao')).toMatchObject({
      code: 'illegal', reason: 'F Mao can reach two coasts of Spain and the order names neither; the unit holds',
    });
  });

  it('DATC 4.B.3, 000 D.IV(3)b: a coast Spain does not have is quoted as written (lower case), corrected only where one coast is reachable', () => {
    expect(resultAt(adjudicate(standard, position('France: F mao'), [fleetMove('mao', 'SPA/EC')], hasbro), 'mao')).toMatchObject({
      code: 'illegal', reason: 'F Mao cannot reach Spa/ec; the unit holds',
    });
    expect(resultAt(adjudicate(standard, position('France: F mao'), [fleetMove('mao', 'spa/')], wm2004), 'mao')).toMatchObject({
      code: 'illegal', reason: 'F Mao cannot reach Spa/; the unit holds',
    });
    // From the Gulf of Lyon only the south coast is reachable: 000 D.IV(3)b corrects a wrong coast.
    expect(unitsAfter(adjudicate(standard, position('France: F lyo'), [fleetMove('lyo', 'spa/ec')], wm2004)))
      .toEqual(['F spa/sc']);
    expect(resultAt(adjudicate(standard, position('France: F lyo'), [fleetMove('lyo', 'spa/ec')], hasbro), 'lyo')).toMatchObject({ code: 'illegal' });
  });
});
