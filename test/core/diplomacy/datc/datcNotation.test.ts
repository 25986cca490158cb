// The DATC-notation reader is what turns the copied case text into orders; if it misread a line,
// every DATC test built on that line would test the wrong thing. These pin down its readings.
import { describe, expect, it } from 'vitest';
import { getVariant } from '../../../../core/diplomacy/variants';
import { NotationError, readOrderLine, readOrders, readUnits } from './datcNotation';

const variant = getVariant('standard');

describe('DATC order notation reader', () => {
  it('reads moves, coasts, "via Convoy" and written routes', () => {
    expect(readOrderLine(variant, 'England', 'F North Sea - Picardy', 'movement'))
      .toEqual({ kind: 'move', power: 'England', unitType: 'F', unit: 'nth', to: 'pic' });
    expect(readOrderLine(variant, 'Turkey', 'F Bulgaria(sc) - Constantinople', 'movement'))
      .toEqual({ kind: 'move', power: 'Turkey', unitType: 'F', unit: 'bul/sc', to: 'con' });
    expect(readOrderLine(variant, 'France', 'A Spain - Portugal via convoy', 'movement'))
      .toEqual({ kind: 'move', power: 'France', unitType: 'A', unit: 'spa', to: 'por', viaConvoy: true });
    expect(readOrderLine(variant, 'England', 'A London - English Channel - Belgium', 'movement'))
      .toEqual({ kind: 'move', power: 'England', unitType: 'A', unit: 'lon', to: 'bel', route: ['eng'] });
    // Longest name wins: "North Atlantic Ocean" is not "North ..." anything shorter.
    expect(readOrderLine(variant, 'England', 'F North Atlantic Ocean - Mid-Atlantic Ocean', 'movement'))
      .toMatchObject({ unit: 'nao', to: 'mao' });
  });

  it('reads supports (to hold, to move, with and without the supported unit type, with a coast)', () => {
    expect(readOrderLine(variant, 'Italy', 'A Tyrolia Supports A Venice', 'movement'))
      .toEqual({ kind: 'support', power: 'Italy', unitType: 'A', unit: 'tyr', supported: 'ven', supportedType: 'A' });
    expect(readOrderLine(variant, 'Germany', 'A Holland Supports Rhur - Belgium', 'movement'))
      .toEqual({ kind: 'support', power: 'Germany', unitType: 'A', unit: 'hol', supported: 'ruh', to: 'bel' });
    expect(readOrderLine(variant, 'France', 'F Portugal Supports F Mid-Atlantic Ocean - Spain(nc)', 'movement'))
      .toMatchObject({ kind: 'support', supported: 'mao', supportedType: 'F', to: 'spa/nc' });
  });

  it('reads convoys, holds, retreats, disbands, builds and removals', () => {
    expect(readOrderLine(variant, 'Germany', 'F Skagerrak Convoys Denmark - Norway', 'movement'))
      .toEqual({ kind: 'convoy', power: 'Germany', unitType: 'F', unit: 'ska', from: 'den', to: 'nwy' });
    expect(readOrderLine(variant, 'Austria', 'A Venice Hold', 'movement')).toEqual({ kind: 'hold', power: 'Austria', unitType: 'A', unit: 'ven' });
    expect(readOrderLine(variant, 'Austria', 'F Trieste - Albania', 'retreat')).toEqual({ kind: 'retreat', power: 'Austria', unitType: 'F', unit: 'tri', to: 'alb' });
    expect(readOrderLine(variant, 'Austria', 'F Trieste Disband', 'retreat')).toEqual({ kind: 'disband', power: 'Austria', unitType: 'F', unit: 'tri' });
    expect(readOrderLine(variant, 'Russia', 'Build F St Petersburg(nc)', 'adjustment')).toEqual({ kind: 'build', power: 'Russia', unitType: 'F', location: 'stp/nc' });
    expect(readOrderLine(variant, 'France', 'Remove F Gulf of Lyon', 'adjustment')).toEqual({ kind: 'remove', power: 'France', unitType: 'F', unit: 'lyo' });
  });

  it('reads power blocks, including a header without its colon (6.C.8), and unit lists', () => {
    const orders = readOrders(variant, 'Russia:\nF Black Sea - Bulgaria(ec)\n\nAustria\nA Serbia - Bulgaria\n', 'movement');
    expect(orders.map((o) => [o.power, o.kind])).toEqual([['Russia', 'move'], ['Austria', 'move']]);
    expect(readUnits(variant, 'France:\nF Spain(sc)\nA Paris')).toEqual([
      { type: 'F', power: 'France', location: 'spa/sc' }, { type: 'A', power: 'France', location: 'par' },
    ]);
  });

  it('refuses what it cannot read instead of guessing', () => {
    expect(() => readOrderLine(variant, 'England', 'F Atlantis - Picardy', 'movement')).toThrow(NotationError);
    expect(() => readOrderLine(variant, 'England', 'F North Sea - Picardy please', 'movement')).toThrow(NotationError);
    expect(() => readOrderLine(variant, 'England', 'North Sea - Picardy', 'movement')).toThrow(NotationError);
    expect(() => readOrders(variant, 'F North Sea - Picardy', 'movement')).toThrow(NotationError);
  });
});
