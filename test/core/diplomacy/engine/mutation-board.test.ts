// The compiled map (core/diplomacy/adjudicator/board.ts), pinned where mutation testing (issue 19)
// found the engine's tests silent: how an order's unit is found when the order is not written as
// the map writes it (pasted mail is hostile text), the map's first province, and the map compiled
// for a variant loaded afresh (each test below that needs one loads its own, so the map is
// compiled under the code being tested, not taken from a cache).
import { describe, expect, it } from 'vitest';
import { adjudicate } from '../../../../core/diplomacy/adjudicate';
import type { Order } from '../../../../core/diplomacy/types';
import { loadVariant } from '../../../../core/diplomacy/variant';
import { distanceFromHome } from '../../../../core/diplomacy/civilDisorderRemovals';
import { boardOf } from '../../../../core/diplomacy/adjudicator/board';
import standardData from '../../../../assets/variants/standard/variant.json';
import maharajahData from '../../../../assets/variants/maharajah/variant.json';
import { hasbro, maharajiad, orders, position, resultAt, unitsAfter } from './helpers';

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

describe('the compiled map: seas, coasts, convoying water, texts (each test compiles a fresh map)', () => {
  it('002 BT17a: an army cannot enter a sea, and the result says so', () => {
    const r = adjudicate(freshStandard(), position('England: A lon'), orders('England: A lon - nth'), hasbro);
    expect(resultAt(r, 'lon')).toMatchObject({ success: false, reason: 'an army cannot enter North Sea; the unit holds' });
  });

  it('DATC 6.B.1: a fleet that can reach both coasts of Spain must name one; DATC 6.B.2: with one coast in reach it need not', () => {
    const r = adjudicate(freshStandard(), position('France: F mao, F gas'), orders('France: F mao - spa; F gas - spa'), hasbro);
    expect(resultAt(r, 'mao')).toMatchObject({ success: false, reason: 'F Mao can reach two coasts of Spain and the order names neither; the unit holds' });
    expect(resultAt(r, 'gas')).toMatchObject({ success: true, reason: 'moved to Spain' });
    expect(unitsAfter(r)).toEqual(['F mao', 'F spa/nc']);
  });

  it('a coast written for a province with one coast is ignored: F Eng - Bre/nc moves to Brest', () => {
    const r = adjudicate(freshStandard(), position('England: F eng'), orders('England: F eng - bre/nc'), hasbro);
    expect(resultAt(r, 'eng')).toMatchObject({ success: true, reason: 'moved to Brest' });
    expect(unitsAfter(r)).toEqual(['F bre']);
  });

  it('002 BT17e: a fleet on a coast cannot convoy; a fleet at sea carries the army, and the result says "by convoy"', () => {
    const r = adjudicate(freshStandard(), position('England: A wal, F lon, A yor, F nth'),
      orders('England: A wal - bel; F lon C A wal - bel; A yor - bel; F nth C A yor - bel'), hasbro);
    expect(resultAt(r, 'lon').reason).toContain('a fleet in London cannot convoy');
    expect(resultAt(r, 'yor')).toMatchObject({ success: true, reason: 'moved by convoy to Belgium' });
  });

  it('001 B.I(2)b: a fleet in a river province of a freshly loaded Maharajah map convoys an army', () => {
    const maharajah = loadVariant(maharajahData);
    const [p0] = maharajah.powers.map((p) => p.name) as [string];
    const p = {
      variant: 'maharajah', phase: { year: maharajah.data.startYear, season: 'spring', type: 'movement' }, dislodged: [], standoffs: [],
      centres: {}, homeCentres: {}, units: [{ type: 'A', power: p0, location: 'awa', id: 'a' }, { type: 'F', power: p0, location: 'agr', id: 'f' }],
    } as const;
    const list = [
      { kind: 'move', power: p0, unitType: 'A', unit: 'awa', to: 'ben' },
      { kind: 'convoy', power: p0, unitType: 'F', unit: 'agr', from: 'awa', to: 'ben' },
    ] as Order[];
    const r = adjudicate(maharajah, { ...p, dislodged: [], standoffs: [], units: [...p.units] }, list, maharajiad);
    expect(r.results[0]).toMatchObject({ success: true, reason: 'moved by convoy to Benares' });
  });

  it('000 D.V(4)b: a Russian army in Bohemia stands two from home, counted by army steps (Galicia, Warsaw)', () => {
    expect(distanceFromHome(freshStandard(), position('Russia: A mos'), { type: 'A', power: 'Russia', location: 'boh' }, 'wm2004')).toBe(2);
  });

  it('002 BT22a: retreat lists are reported in text order whatever order the variant file lists its neighbours in', () => {
    // The shipped files list neighbours alphabetically; this copy lists every province and every
    // neighbour backwards (Serbia's army steps then come as tri, rum, gre, bul, bud, alb).
    const reversed = structuredClone(standardData) as typeof standardData;
    for (const kind of ['army', 'fleet'] as const) {
      const table = reversed.adjacency[kind] as Record<string, string[]>;
      (reversed.adjacency as Record<string, unknown>)[kind] = Object.fromEntries(Object.entries(table).reverse().map(([from, to]) => [from, [...to].reverse()]));
    }
    expect(loadVariant(reversed).neighbours('A', 'ser')).toEqual(['tri', 'rum', 'gre', 'bul', 'bud', 'alb']);
    const r = adjudicate(loadVariant(reversed), position('Austria: A ser; Turkey: A bul, A gre'), orders('Turkey: A bul - ser; A gre S A bul - ser'), hasbro);
    expect(r.next.dislodged[0]!.retreats).toEqual(['alb', 'bud', 'rum', 'tri']);
  });

  it('the map is compiled once per variant: asked again, after another variant, the same board comes back', () => {
    const a = freshStandard();
    const b = freshStandard();
    const boardA = boardOf(a);
    expect(boardOf(a)).toBe(boardA);
    const boardB = boardOf(b);
    expect(boardB).not.toBe(boardA);
    expect(boardB.variant).toBe(b);
    // Back to the first variant: not compiled again, and not the board of the one asked just before.
    expect(boardOf(a)).toBe(boardA);
    expect(boardOf(b)).toBe(boardB);
  });
});

describe('a dislodged unit whose place the position writes in capitals (002 BT22a)', () => {
  it('002 BT22a: A BUR dislodged is offered the same retreats as A bur, not none (its unit was silently lost)', () => {
    const germany = orders('Germany: A mun - bur, A ruh S A mun - bur');
    const lower = position('France: A bur, A par\nGermany: A mun, A ruh');
    const upper = { ...lower, units: lower.units.map((u) => (u.location === 'bur' ? { ...u, location: 'BUR' } : u)) };
    const fromLower = adjudicate(freshStandard(), lower, germany, hasbro).next.dislodged.map((d) => d.retreats);
    const fromUpper = adjudicate(freshStandard(), upper, germany, hasbro).next.dislodged.map((d) => d.retreats);
    expect(fromLower).toEqual([['bel', 'gas', 'mar', 'pic']]);
    expect(fromUpper).toEqual(fromLower);
  });
});
