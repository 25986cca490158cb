// Civil-disorder removals: how each profile measures "distance from home" and breaks ties.
// Seed examples: 000 D.V(4) (Russian A Con = 2, Russian F Bul(sc) = 3); DATC v3.0 6.J cases.
import { describe, expect, it } from 'vitest';
import { civilDisorderRemovals, distanceFromHome, removalOrder } from '../../../../core/diplomacy/civilDisorderRemovals';
import type { Unit } from '../../../../core/diplomacy/types';
import { position, standard } from './helpers';

const unit = (type: 'A' | 'F', power: string, location: string): Unit => ({ type, power, location });
const pos = position('Russia: A mos');

describe('000 D.V(4): World Masters distance', () => {
  it('000 D.V(4)b: a Russian army in Constantinople stands two from home (it may cross water)', () => {
    expect(distanceFromHome(standard, pos, unit('A', 'Russia', 'con'), 'wm2004')).toBe(2);
  });

  it('000 D.V(4)c: a Russian fleet on Bulgaria\'s south coast stands three from home (legal fleet moves only)', () => {
    expect(distanceFromHome(standard, pos, unit('F', 'Russia', 'bul/sc'), 'wm2004')).toBe(3);
    expect(distanceFromHome(standard, pos, unit('F', 'Russia', 'bul/ec'), 'wm2004')).toBe(2);
  });

  it('000 D.V(4)b / 000 D.V(4)c: foreign control of the home centre does not matter', () => {
    const lost = { ...pos, centres: { ...pos.centres, sev: 'Turkey' } };
    expect(distanceFromHome(standard, lost, unit('A', 'Russia', 'con'), 'wm2004')).toBe(2);
  });

  it('000 D.V(4)d: equal distance removes the fleet before the army, then the space whose English name comes first', () => {
    const order = removalOrder(standard, pos, [
      unit('A', 'Russia', 'rum'), unit('F', 'Russia', 'bla'), unit('A', 'Russia', 'gal'), unit('A', 'Russia', 'con'),
    ], 'wm2004');
    // con 2; bla 1 (fleet), gal 1, rum 1 (armies, Galicia before Rumania).
    expect(order.map((r) => r.unit.location)).toEqual(['con', 'bla', 'gal', 'rum']);
  });

  it('000 D.V(4)a: picks the required number of units, most distant first', () => {
    const p = position('Russia: A mos, A con, F bul/sc, A ukr');
    expect(civilDisorderRemovals(standard, p, 'Russia', 2, 'wm2004').map((r) => r.unit.location)).toEqual(['bul/sc', 'con']);
  });
});

describe('001 B.VI(4): Maharajiad distance', () => {
  it('001 B.VI(4)a / 001 B.VI(4)b: sea provinces count one move for any unit; nearest home centre', () => {
    expect(distanceFromHome(standard, pos, unit('A', 'Russia', 'con'), 'maharajiad')).toBe(2);
    expect(distanceFromHome(standard, pos, unit('F', 'Russia', 'bul/sc'), 'maharajiad')).toBe(3);
    const p = position('Russia: A con, A ukr, A mos');
    expect(civilDisorderRemovals(standard, p, 'Russia', 1, 'maharajiad')[0]!.unit.location).toBe('con');
  });

  it('001 B.VI(4)c: equal distance: fleet before army, then full province name alphabetical', () => {
    const order = removalOrder(standard, pos, [unit('A', 'Russia', 'ukr'), unit('A', 'Russia', 'lvn'), unit('F', 'Russia', 'bot')], 'maharajiad');
    expect(order.map((r) => r.unit.location)).toEqual(['bot', 'lvn', 'ukr']);
  });
});

describe('002 BT24e: Agora distance', () => {
  it('002 BT24e: farthest from the country first; equal: fleets before armies, then alphabetical by province', () => {
    const order = removalOrder(standard, pos, [unit('A', 'Russia', 'ukr'), unit('F', 'Russia', 'bla'), unit('A', 'Russia', 'bul'), unit('A', 'Russia', 'arm')], 'agora-bt');
    expect(order.map((r) => [r.unit.location, r.distance])).toEqual([['bul', 2], ['bla', 1], ['arm', 1], ['ukr', 1]]);
  });
});

describe('DATC v3.0 6.J: the 2023 rulebook distance (to owned centres, land and sea for both)', () => {
  it('6.J.5: fleets measured over land and sea to owned St Petersburg: Berlin 3, Skagerrak 2', () => {
    const p = position('Russia: F ska, F ber');
    p.centres = { stp: 'Russia' };
    expect(distanceFromHome(standard, p, p.units[1]!, 'rulebook-2023')).toBe(3);
    expect(distanceFromHome(standard, p, p.units[0]!, 'rulebook-2023')).toBe(2);
    expect(civilDisorderRemovals(standard, p, 'Russia', 1, 'rulebook-2023')[0]!.unit.location).toBe('ber');
  });

  it('6.J.11: distance counts to any owned centre, not only home centres', () => {
    const p = position('Italy: A war, A tus');
    p.centres = { war: 'Italy' };
    expect(civilDisorderRemovals(standard, p, 'Italy', 1, 'rulebook-2023')[0]!.unit.location).toBe('tus');
    expect(civilDisorderRemovals(standard, p, 'Italy', 1, 'wm2004')[0]!.unit.location).toBe('war');
  });

  it('6.J.10: armies count convoying distance: Greece is 2 from Naples, Piedmont 3', () => {
    const p = position('Italy: A gre, A pie');
    p.centres = { nap: 'Italy' };
    expect(civilDisorderRemovals(standard, p, 'Italy', 1, 'rulebook-2023')[0]!.unit.location).toBe('pie');
  });
});
