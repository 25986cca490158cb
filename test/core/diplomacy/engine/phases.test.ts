// The phase sequence and dipcc-style phase names.
import { describe, expect, it } from 'vitest';
import { nextMovementPhase, nextPhase, parsePhaseName, phaseName, tryParsePhaseName } from '../../../../core/diplomacy/phases';
import { initialPosition } from '../../../../core/diplomacy/position';
import { standard } from './helpers';

describe('phases', () => {
  it('002 BT16a: Spring and Fall turns alternate, with retreats after each and adjustments after Fall', () => {
    const names: string[] = [];
    let p = parsePhaseName('S1901M');
    for (let k = 0; k < 6; k++) { names.push(phaseName(p)); p = nextPhase(p); }
    expect(names).toEqual(['S1901M', 'S1901R', 'F1901M', 'F1901R', 'W1901A', 'S1902M']);
    expect(phaseName(nextMovementPhase(parsePhaseName('F1901M')))).toBe('S1902M');
  });

  it('reads names case-insensitively and rejects hostile text without throwing from tryParse', () => {
    expect(parsePhaseName('f1905r')).toEqual({ year: 1905, season: 'fall', type: 'retreat' });
    expect(tryParsePhaseName('W1901M')).toBeUndefined();
    expect(tryParsePhaseName('<script>')).toBeUndefined();
    expect(() => parsePhaseName('S19x1M')).toThrow(/not a phase name/);
  });

  it('002 BT14: the initial position has the variant\'s units and home centres, Spring of the start year', () => {
    const p = initialPosition(standard);
    expect(phaseName(p.phase)).toBe('S1901M');
    expect(p.units).toHaveLength(22);
    expect(Object.keys(p.centres)).toHaveLength(22);
    expect(new Set(p.units.map((u) => u.id)).size).toBe(22);
    expect(p.homeCentres.Russia).toEqual(['mos', 'sev', 'stp', 'war']);
  });
});
