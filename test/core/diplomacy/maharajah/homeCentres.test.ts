// DATC-style cases for Maharajah's Additional Home Centers (001 B.I(3)): a supply centre on which
// one specific unit stands for a whole game year — Spring, Fall and Monsoon — becomes a home
// centre of that unit's power, and of no other. Each case plays the phases of a year with the
// engine and checks the results, the position (Position.homeCentres, yearLongOccupants) and the
// notices. The reading of the clause is in docs/maharajah.md; the cases are ours.
import { describe, expect, it } from 'vitest';
import type { Phase, Position } from '../../../../core/diplomacy/types';
import { getProfile } from '../../../../core/diplomacy/houseRules';
import { initialPosition } from '../../../../core/diplomacy/position';
import { maharajah, position, resultAt, run, unitsAfter } from './helpers';

const phase = (year: number, season: Phase['season'], type: Phase['type'] = season === 'winter' ? 'adjustment' : 'movement'): Phase => ({ year, season, type });
const homes = (p: Position, power: string) => [...(p.homeCentres[power] ?? [])].sort();

describe('001 B.I(3)a: a unit kept on a centre for a whole year', () => {
  it('001 B.I(3)a: the same army on neutral Kashmir from Spring to the end of the year makes it a home centre of Delhi', () => {
    const s = position('Delhi: A kmr, A agr, A awa, A muz', { phase: phase(1502, 'spring'), centres: { agr: 'Delhi', awa: 'Delhi', muz: 'Delhi' } });
    const spring = run(s, 'Delhi: A kmr H');
    expect(spring.next.yearLongOccupants).toEqual({ agr: 'u-agr', awa: 'u-awa', kmr: 'u-kmr', muz: 'u-muz' });
    expect(spring.homeCentreConversions).toBeUndefined();
    const fall = run(spring.next, 'Delhi: A kmr H');
    // Delhi takes Kashmir, has 4 centres and 4 units: no Monsoon phase, so the year ends with the Fall.
    expect(fall.next.phase).toEqual(phase(1503, 'spring'));
    expect(fall.next.centres.kmr).toBe('Delhi');
    expect(fall.homeCentreConversions).toEqual([{ centre: 'kmr', power: 'Delhi', unitId: 'u-kmr' }]);
    expect(homes(fall.next, 'Delhi')).toEqual(['agr', 'awa', 'kmr', 'muz']);
    expect(fall.notices).toContain('Kashmir becomes a home centre of Delhi: A Kashmir stood on it for the whole game year (001 B.I(3)a)');
    // The next year's candidates are the units standing on centres now.
    expect(fall.next.yearLongOccupants).toEqual({ agr: 'u-agr', awa: 'u-awa', kmr: 'u-kmr', muz: 'u-muz' });
  });

  it('001 B.I(3)a: with a Monsoon phase the conversion comes after the Monsoon adjustments, not after the Fall', () => {
    const s = position('Delhi: A kmr, A ben, A agr, A awa', { phase: phase(1502, 'spring'), centres: { agr: 'Delhi', awa: 'Delhi', muz: 'Delhi' } });
    const spring = run(s, 'Delhi: A kmr H');
    const fall = run(spring.next, 'Delhi: A ben - mal');
    expect(fall.next.phase).toEqual(phase(1502, 'winter'));
    expect(fall.homeCentreConversions).toBeUndefined();
    expect(homes(fall.next, 'Delhi')).toEqual(['agr', 'awa', 'muz']);
    const monsoon = run(fall.next, 'Delhi: Build F muz');
    expect(resultAt(monsoon, 'muz')).toMatchObject({ success: true });
    expect(monsoon.next.phase).toEqual(phase(1503, 'spring'));
    // Malwa was entered in the Fall: only Kashmir converts.
    expect(monsoon.homeCentreConversions).toEqual([{ centre: 'kmr', power: 'Delhi', unitId: 'u-kmr' }]);
    expect(homes(monsoon.next, 'Delhi')).toEqual(['agr', 'awa', 'kmr', 'muz']);
  });

  it('001 B.I(3)a: a unit that arrives in the Spring has not stood there for the Spring turn; it converts the centre after the next full year', () => {
    const s = position('Delhi: A gar, A agr, A awa, A muz', { phase: phase(1502, 'spring'), centres: { agr: 'Delhi', awa: 'Delhi', muz: 'Delhi' } });
    const spring = run(s, 'Delhi: A gar - kmr');
    expect(spring.next.yearLongOccupants).not.toHaveProperty('kmr');
    const fall = run(spring.next, 'Delhi: A kmr H');
    expect(fall.next.phase).toEqual(phase(1503, 'spring'));
    expect(fall.homeCentreConversions).toBeUndefined();
    expect(homes(fall.next, 'Delhi')).toEqual(['agr', 'awa', 'muz']);
    expect(fall.next.yearLongOccupants).toHaveProperty('kmr', 'u-gar');
    const fall1503 = run(run(fall.next, 'Delhi: A kmr H').next, 'Delhi: A kmr H');
    expect(fall1503.homeCentreConversions).toEqual([{ centre: 'kmr', power: 'Delhi', unitId: 'u-gar' }]);
  });

  it('001 B.I(3)a: the same unit stepping off in the Spring and back in the Fall has not stood there all year', () => {
    const s = position('Delhi: A kmr, A agr, A awa, A muz', { phase: phase(1502, 'spring'), centres: { agr: 'Delhi', awa: 'Delhi', muz: 'Delhi' } });
    const spring = run(s, 'Delhi: A kmr - gar');
    const fall = run(spring.next, 'Delhi: A gar - kmr');
    expect(unitsAfter(fall)).toContain('Delhi A kmr');
    expect(fall.next.phase).toEqual(phase(1503, 'spring'));
    expect(fall.homeCentreConversions).toBeUndefined();
    expect(homes(fall.next, 'Delhi')).toEqual(['agr', 'awa', 'muz']);
  });

  it('001 B.I(3)a: a unit removed in the Monsoon has not stood there for the whole year', () => {
    const s = position('Delhi: A kmr, A agr, A awa, A muz, A jai', { phase: phase(1502, 'spring'), centres: { agr: 'Delhi', awa: 'Delhi', muz: 'Delhi' } });
    const fall = run(run(s, 'Delhi: A kmr H').next, 'Delhi: A kmr H');
    expect(fall.next.phase).toEqual(phase(1502, 'winter'));
    const removedKashmir = run(fall.next, 'Delhi: Remove A kmr');
    expect(removedKashmir.homeCentreConversions).toBeUndefined();
    expect(homes(removedKashmir.next, 'Delhi')).toEqual(['agr', 'awa', 'muz']);
    const removedJaipur = run(fall.next, 'Delhi: Remove A jai');
    expect(removedJaipur.homeCentreConversions).toEqual([{ centre: 'kmr', power: 'Delhi', unitId: 'u-kmr' }]);
  });

  it('001 B.I(3)a: a converted centre is a build site of its new power when owned and vacant', () => {
    const w = position('Delhi: A agr, A awa, A muz', {
      phase: phase(1503, 'winter'), centres: { agr: 'Delhi', awa: 'Delhi', muz: 'Delhi', kmr: 'Delhi' },
      homeCentres: { ...position('').homeCentres, Delhi: ['agr', 'awa', 'muz', 'kmr'] },
    });
    const r = run(w, 'Delhi: Build A kmr');
    expect(resultAt(r, 'kmr')).toMatchObject({ success: true });
    expect(unitsAfter(r)).toContain('Delhi A kmr');
  });
});

describe('001 B.I(3)b: a different unit moved in during the Fall', () => {
  it('001 B.I(3)b: Delhi swaps the army on Gondwana\'s Sambalpur in the Fall: Sambalpur is Delhi\'s but stays a home centre of Gondwana', () => {
    const s = position('Delhi: A sbl, A ben', { phase: phase(1502, 'spring'), centres: { sbl: 'Gondwana' } });
    const spring = run(s, 'Delhi: A sbl H; A ben H');
    const fall = run(spring.next, 'Delhi: A sbl - ori; A ben - sbl');
    expect(unitsAfter(fall)).toEqual(['Delhi A ori', 'Delhi A sbl']);
    expect(fall.next.phase).toEqual(phase(1503, 'spring'));
    expect(fall.next.centres).toMatchObject({ sbl: 'Delhi', ori: 'Delhi' });
    expect(fall.homeCentreConversions).toBeUndefined();
    expect(homes(fall.next, 'Gondwana')).toEqual(['jab', 'rai', 'sbl']);
    expect(homes(fall.next, 'Delhi')).toEqual(['agr', 'awa', 'muz']);
  });
});

describe('001 B.I(3)c: one power\'s home centre at a time', () => {
  const sambalpurYear = () => {
    const s = position('Delhi: A sbl', { phase: phase(1502, 'spring'), centres: { sbl: 'Gondwana' } });
    return run(run(s, 'Delhi: A sbl H').next, 'Delhi: A sbl H');
  };

  it('001 B.I(3)c: an enemy home centre held all year becomes Delhi\'s and stops being Gondwana\'s', () => {
    const fall = sambalpurYear();
    expect(fall.homeCentreConversions).toEqual([{ centre: 'sbl', power: 'Delhi', from: 'Gondwana', unitId: 'u-sbl' }]);
    expect(homes(fall.next, 'Delhi')).toEqual(['agr', 'awa', 'muz', 'sbl']);
    expect(homes(fall.next, 'Gondwana')).toEqual(['jab', 'rai']);
    expect(fall.notices).toContain('Sambalpur becomes a home centre of Delhi: A Sambalpur stood on it for the whole game year (001 B.I(3)a); it is no longer a home centre of Gondwana (001 B.I(3)c)');
  });

  it('001 B.I(3)c: Gondwana recaptures Sambalpur but cannot build there until it has reconverted it', () => {
    const converted = sambalpurYear().next;
    const w: Position = { ...converted, phase: phase(1503, 'winter'), units: [{ type: 'A', power: 'Gondwana', location: 'jab', id: 'g' }], centres: { sbl: 'Gondwana', jab: 'Gondwana' } };
    const r = run(w, 'Gondwana: Build A sbl');
    expect(resultAt(r, 'sbl')).toMatchObject({ success: false });
    expect(resultAt(r, 'sbl').reason).toContain('not a home centre of Gondwana');
  });

  it('001 B.I(3)c: recaptured and held by Gondwana for a whole year, Sambalpur is Gondwana\'s home centre again', () => {
    const converted = sambalpurYear().next; // Spring 1503: Sambalpur is Delhi's home centre, Delhi's army on it
    const s: Position = { ...converted, units: [...converted.units, { type: 'A', power: 'Gondwana', location: 'jab', id: 'g1' }, { type: 'A', power: 'Gondwana', location: 'war', id: 'g2' }], centres: { sbl: 'Delhi', jab: 'Gondwana' } };
    const spring = run(s, 'Gondwana: A jab - sbl; A war S A jab - sbl');
    expect(resultAt(spring, 'jab')).toMatchObject({ success: true, code: 'moved' });
    expect(spring.next.phase).toEqual(phase(1503, 'spring', 'retreat'));
    const retreat = run(spring.next, 'Delhi: A sbl D');
    const fall = run(retreat.next, 'Gondwana: A sbl H');
    // Recaptured, but the army came in the Spring: the centre is Gondwana's, the home centre still Delhi's.
    expect(fall.next.centres.sbl).toBe('Gondwana');
    expect(fall.next.phase).toEqual(phase(1504, 'spring'));
    expect(fall.homeCentreConversions).toBeUndefined();
    expect(homes(fall.next, 'Delhi')).toContain('sbl');
    const fall1504 = run(run(fall.next, 'Gondwana: A sbl H').next, 'Gondwana: A sbl H');
    expect(fall1504.homeCentreConversions).toEqual([{ centre: 'sbl', power: 'Gondwana', from: 'Delhi', unitId: 'g1' }]);
    expect(homes(fall1504.next, 'Gondwana')).toEqual(['jab', 'rai', 'sbl']);
    expect(homes(fall1504.next, 'Delhi')).toEqual(['agr', 'awa', 'muz']);
  });

  it('001 B.I(3)c: only profiles with the rule convert: under hasbro2000 nothing changes and nothing is tracked', () => {
    const s = position('Delhi: A sbl', { phase: phase(1502, 'spring'), centres: { sbl: 'Gondwana' } });
    const hasbro = getProfile('hasbro2000');
    const fall = run(run(s, 'Delhi: A sbl H', hasbro).next, 'Delhi: A sbl H', hasbro);
    expect(fall.homeCentreConversions).toBeUndefined();
    expect(fall.next.yearLongOccupants).toBeUndefined();
    expect(homes(fall.next, 'Gondwana')).toEqual(['jab', 'rai', 'sbl']);
  });
});

describe('001 B.VI(4): civil-disorder removals count converted home centres', () => {
  const w = (delhiHomes: string[]) => position('Delhi: A kas, A jai', {
    phase: phase(1505, 'winter'), centres: { agr: 'Delhi' }, homeCentres: { ...position('').homeCentres, Delhi: delhiHomes },
  });

  it('001 B.VI(4)a: the unit farthest from its nearest home centre goes, measured to the converted ones too', () => {
    // Kashgar is 2 moves from Agra/Awadh, 1 from Kashmir; Jaipur is 1 from Agra.
    const original = run(w(['agr', 'awa', 'muz']), '', undefined, { civilDisorder: ['Delhi'] });
    expect(unitsAfter(original)).toEqual(['Delhi A jai']);
    // With Kashmir converted both are 1 away: the armies are removed in alphabetical order (001 B.VI(4)c).
    const converted = run(w(['agr', 'awa', 'muz', 'kmr']), '', undefined, { civilDisorder: ['Delhi'] });
    expect(unitsAfter(converted)).toEqual(['Delhi A kas']);
  });
});

describe('001 B.I(1): victory', () => {
  it('001 B.I(1): 19 of the 37 centres win after a Fall; 18 do not', () => {
    const centres = maharajah.supplyCentres();
    expect(centres).toHaveLength(37);
    const fall = (owned: number): Position => position('Delhi: A agr', {
      phase: phase(1505, 'fall'), centres: Object.fromEntries(centres.slice(0, owned).map((c) => [c, 'Delhi'])),
    });
    const withAgra = (n: number) => (centres.slice(0, n).includes('agr') ? n : n - 1); // A Agr takes Agra in the Fall
    expect(run(fall(withAgra(18)), '').victory).toBeUndefined();
    expect(run(fall(withAgra(19)), '').victory).toMatchObject({ power: 'Delhi', centres: 19, needed: 19 });
  });
});

describe('001 B.I(4): the Maharajah year', () => {
  it('001 B.I(4): the game starts in Spring 1501, and the year\'s candidates are the 21 starting units on their home centres', () => {
    const start = initialPosition(maharajah);
    expect(start.phase).toEqual(phase(1501, 'spring'));
    const spring = run(start, '');
    expect(Object.keys(spring.next.yearLongOccupants ?? {}).sort()).toEqual(maharajah.powers.flatMap((p) => p.homeCentres).sort());
    expect(spring.next.yearLongOccupants?.sbl).toBe('s-sbl');
  });
});

describe('001 B.I(3): hostile positions', () => {
  it('001 B.I(3)a: a malformed yearLongOccupants or homeCentres entry from an imported position does not crash the year\'s end', () => {
    const s = position('Delhi: A kmr, A agr, A awa, A muz', {
      phase: phase(1502, 'fall'), centres: { agr: 'Delhi', awa: 'Delhi', muz: 'Delhi' },
      yearLongOccupants: 'kmr' as unknown as Record<string, string>,
      homeCentres: { ...position('').homeCentres, Persia: 42 as unknown as string[] },
    });
    const fall = run(s, 'Delhi: A kmr H');
    expect(fall.next.phase).toEqual(phase(1503, 'spring'));
    expect(fall.homeCentreConversions).toBeUndefined();
    expect(fall.next.yearLongOccupants).toMatchObject({ kmr: 'u-kmr' });
  });
});
