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

describe("Maharajah's Diplomacy variant data", () => {
  const v = getVariant('maharajah');
  it('001 B.I(1): 77 provinces, 37 supply centres, 19 to win, 7 powers with 21 starting units', () => {
    const s = summariseVariant(v);
    expect(s.provinces).toBe(77);
    expect(s.supplyCentres).toBe(37);
    expect(s.victoryCentres).toBe(19);
    expect(s.powers).toHaveLength(7);
    expect(s.powers.reduce((n, p) => n + p.units, 0)).toBe(21);
  });
  it('001 B.I(4): starts in 1501 and names the adjustment phase Monsoon', () => {
    expect(v.data.startYear).toBe(1501);
    expect(v.data.phaseNames.adjustment).toBe('Monsoon');
  });
  it('001 B.I(2): the three rivers and their provinces, where fleets may stand', () => {
    const rivers = Object.fromEntries(v.data.rivers.map((r) => [r.name, [...r.provinces].sort()]));
    expect(rivers['Indus']).toEqual(['bik', 'jsl', 'kab', 'lah', 'mul', 'pes', 'sin']);
    expect(rivers['Ganges/Brahmaputra/Hooghly']).toEqual(['agr', 'ass', 'awa', 'ben', 'bgl', 'muz', 'ori', 'sbl']);
    expect(rivers['Irrawaddy']).toEqual(['ava', 'peg']);
    expect(v.canOccupy('F', 'agr')).toBe(true);
    expect(v.fleetAdjacent('agr', 'awa')).toBe(true);
    expect(v.fleetAdjacent('kab', 'agr')).toBe(false);
  });
  it('001 B.IV(2): keys by the official abbreviations (Ben is Benares, Bgl is Bengal)', () => {
    expect(v.province('ben')?.name).toBe('Benares');
    expect(v.province('bgl')?.name).toBe('Bengal');
    expect(v.province('bgl')?.abbreviation).toBe('Bgl');
  });
});
