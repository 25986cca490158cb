// Another judge's conventions as house-rule options, each tested both ways (issue: take over a
// game and continue it under that judge's rules). The droidippy profile carries the two
// conventions its archive shows: DATC v2.4's "via convoy" fallback (4.A.3) and the 2000
// rulebook's civil-disorder removals measured to home centres over land and sea (4.D.8).
import { describe, expect, it } from 'vitest';
import { civilDisorderRemovals, distanceFromHome } from '../../../../core/diplomacy/civilDisorderRemovals';
import { getProfile } from '../../../../core/diplomacy/houseRules';
import type { Unit } from '../../../../core/diplomacy/types';
import { hasbro, position, resultAt, run, standard, unitsAfter } from './helpers';

const droidippy = getProfile('droidippy');

describe('DATC 4.A.3: "via convoy" with no convoy ordered', () => {
  const pos = position('France: A bel; England: F nth; Germany: A hol');
  const text = 'France: A bel - hol via convoy; England: F nth - hel; Germany: A hol - kie';

  it('DATC 4.A.3 (v3.0, hasbro2000): the move is a convoyed move with no convoy and fails', () => {
    const r = run(pos, text, hasbro);
    expect(resultAt(r, 'bel')).toMatchObject({ success: false, code: 'no-convoy' });
    expect(unitsAfter(r)).toContain('A bel');
  });

  it('DATC 4.A.3 (v2.4, droidippy): the army falls back to the land route and moves', () => {
    const r = run(pos, text, droidippy);
    expect(unitsAfter(r)).toEqual(['A hol', 'A kie', 'F hel']);
    expect(resultAt(r, 'bel')).toMatchObject({ success: true, clause: 'DATC 4.A.3 (v2.4 preference)' });
  });

  it('DATC 4.A.3: a convoy that is ordered is still used under droidippy (the fallback is only for none)', () => {
    const swap = position('England: A nwy, F ska; Russia: A swe');
    const orders = 'England: A nwy - swe via convoy; F ska C A nwy - swe; Russia: A swe - nwy';
    expect(unitsAfter(run(swap, orders, droidippy))).toEqual(['A nwy', 'A swe', 'F ska']);
  });

  it('DATC 4.A.3: without "via convoy" nothing changes between the two', () => {
    const plain = 'France: A bel - hol; England: F nth - hel; Germany: A hol - kie';
    expect(unitsAfter(run(pos, plain, droidippy))).toEqual(unitsAfter(run(pos, plain, hasbro)));
  });
});

describe('DATC 4.D.8 / 6.J.11: how civil-disorder removals measure distance', () => {
  const unit = (type: 'A' | 'F', power: string, location: string): Unit => ({ type, power, location });

  it('DATC 4.D.8 (droidippy): a fleet counts moves over land and sea to a home centre, not legal fleet moves', () => {
    const pos = position('Russia: A mos');
    // A Russian fleet on Bulgaria's south coast: three legal fleet moves to Sevastopol (000 D.V(4)c),
    // but two steps over land and sea (Bul - Rum - Sev) when it may cross land.
    expect(distanceFromHome(standard, pos, unit('F', 'Russia', 'bul/sc'), 'wm2004')).toBe(3);
    expect(distanceFromHome(standard, pos, unit('F', 'Russia', 'bul/sc'), 'rulebook-2000-land-and-sea')).toBe(2);
  });

  it('DATC 6.J.11: the 2023 rule measures to owned centres, the 2000 rule (droidippy) to home centres', () => {
    // Russia owns only Norway: an army in Sweden is one move from that owned centre, but two
    // (Sweden - Finland - St Petersburg) from its nearest home centre.
    const pos = position('Russia: A swe', { centres: { nwy: 'Russia' } });
    const army = unit('A', 'Russia', 'swe');
    expect(distanceFromHome(standard, pos, army, 'rulebook-2023')).toBe(1);
    expect(distanceFromHome(standard, pos, army, 'rulebook-2000-land-and-sea')).toBe(2);
  });

  it('DATC 4.D.8 (droidippy): equal distance removes the fleet before the army, then alphabetically', () => {
    const pos = position('Russia: A ukr, F bla, A lvn, A war');
    const removed = civilDisorderRemovals(standard, pos, 'Russia', 3, 'rulebook-2000-land-and-sea');
    // Black Sea, Livonia and Ukraine all stand one from a home centre; Warsaw is one itself (0).
    expect(removed.map((r) => [r.unit.location, r.distance])).toEqual([['bla', 1], ['lvn', 1], ['ukr', 1]]);
  });
});
