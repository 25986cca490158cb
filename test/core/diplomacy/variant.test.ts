import { describe, expect, it } from 'vitest';
import { getVariant } from '../../../core/diplomacy/variants';
import { loadVariant, summariseVariant, VariantError } from '../../../core/diplomacy/variant';
import standard from '../../../assets/variants/standard/variant.json';

describe('standard variant data', () => {
  const v = getVariant('standard');
  it('has the 75 provinces, 34 centres and 22 units of the 1901 map', () => {
    const s = summariseVariant(v);
    expect(s.provinces).toBe(75);
    expect(s.seas).toBe(19);
    expect(s.supplyCentres).toBe(34);
    expect(s.powers.reduce((n, p) => n + p.units, 0)).toBe(22);
    expect(s.victoryCentres).toBe(18);
  });
  it('keeps coast-exact fleet adjacency', () => {
    expect(v.fleetAdjacent('mao', 'spa/nc')).toBe(true);
    expect(v.fleetAdjacent('spa/nc', 'mao')).toBe(true);
    expect(v.fleetAdjacent('spa/sc', 'gas')).toBe(false);
    expect(v.fleetAdjacent('bot', 'stp/sc')).toBe(true);
    expect(v.fleetAdjacent('bot', 'stp/nc')).toBe(false);
  });
  it('knows who may stand where', () => {
    expect(v.canOccupy('A', 'nth')).toBe(false);
    expect(v.canOccupy('F', 'mun')).toBe(false);
    expect(v.canOccupy('F', 'stp')).toBe(false);
    expect(v.canOccupy('F', 'stp/nc')).toBe(true);
    expect(v.armyAdjacent('par', 'bur')).toBe(true);
    expect(v.armyAdjacent('par', 'mun')).toBe(false);
  });
  it('rejects inconsistent data with a readable reason', () => {
    const broken = structuredClone(standard) as typeof standard;
    broken.adjacency.army.par = [...broken.adjacency.army.par, 'atlantis'];
    expect(() => loadVariant(broken)).toThrow(VariantError);
    expect(() => loadVariant(broken)).toThrow(/atlantis/);
    expect(() => loadVariant({ id: 'x' })).toThrow(/malformed/);
  });
});
