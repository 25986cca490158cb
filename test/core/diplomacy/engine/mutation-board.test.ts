// The compiled map (core/diplomacy/adjudicator/board.ts), pinned where mutation testing (issue 19)
// found the engine's tests silent: how an order's unit is found when the order is not written as
// the map writes it (pasted mail is hostile text), the map's first province, and the map compiled
// for a variant loaded afresh (each test below that needs one loads its own, so the map is
// compiled under the code being tested, not taken from a cache).
import { describe, expect, it } from 'vitest';
import { adjudicate } from '../../../../core/diplomacy/adjudicate';
import type { Order } from '../../../../core/diplomacy/types';
import { loadVariant } from '../../../../core/diplomacy/variant';
import standardData from '../../../../assets/variants/standard/variant.json';
import { hasbro, order, orders, position, resultAt, unitsAfter } from './helpers';

/** The standard map, loaded anew: its board is compiled for this test. */
const freshStandard = () => loadVariant(standardData);

describe('finding the unit an order names (000 D.III(1): an order names its unit by place)', () => {
  it('an order that writes its unit\'s place in capitals (F LON - NTH) commands the fleet in London', () => {
    const o: Order = { kind: 'move', power: 'England', unitType: 'F', unit: 'LON', to: 'nth' };
    const r = adjudicate(freshStandard(), position('England: F lon'), [o], hasbro);
    expect(r.results[0]).toMatchObject({ success: true, code: 'moved' });
    expect(unitsAfter(r)).toEqual(['F nth']);
  });

  it('an order for a place not on the map, or with no place at all, commands no unit and says so', () => {
    // The Aegean Sea is the map's second province: a "not found" that became an index would order it.
    const list = [
      { kind: 'move', power: 'Turkey', unitType: 'F', unit: 'XYZ', to: 'con' },
      { kind: 'move', power: 'Turkey', unitType: 'F', unit: 42, to: 'con' },
      { kind: 'hold', power: 'Turkey', unitType: 'F', unit: '' },
    ] as unknown as Order[];
    const r = adjudicate(freshStandard(), position('Turkey: F aeg'), list, hasbro);
    expect(r.results.slice(0, 3).map((x) => [x.code, x.reason])).toEqual([
      ['no-unit', 'there is no unit in XYZ'],
      ['no-unit', 'there is no unit in 42'],
      ['no-unit', 'there is no unit in '],
    ]);
    expect(unitsAfter(r)).toEqual(['F aeg']);
  });
});

describe('the map\'s first province', () => {
  // The Adriatic Sea is the standard map's first province and location (index 0 on the board).
  it('DATC 6.A.1 (a legal move): a fleet in the Adriatic Sea moves to Venice', () => {
    const r = adjudicate(freshStandard(), position('Italy: F adr'), orders('Italy: F adr - ven'), hasbro);
    expect(resultAt(r, 'adr')).toMatchObject({ success: true, reason: 'moved to Venice' });
  });
});
