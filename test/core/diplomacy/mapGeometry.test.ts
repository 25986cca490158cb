// Pure map maths: SVG path data to polygons, point-in-polygon, the province under a point, and
// where a dropped unit stands (the snapping the map's edit mode relies on).
import { describe, expect, it } from 'vitest';
import standardGeometry from '../../../assets/variants/standard/geometry.json';
import maharajahGeometry from '../../../assets/variants/maharajah/geometry.json';
import { getVariant } from '../../../core/diplomacy/variants';
import {
  nearestLocation, parsePath, PathDataError, pointInRings, provinceAt, resolveUnitDrop, unitPoint, type MapGeometry,
} from '../../../core/diplomacy/mapGeometry';

const standard = standardGeometry as unknown as MapGeometry;
const maharajah = maharajahGeometry as unknown as MapGeometry;

describe('parsePath', () => {
  it('reads absolute M/L/H/V/Z into one ring', () => {
    expect(parsePath('M 0,0 L 10,0 V 10 H 0 Z')).toEqual([[{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 10, y: 10 }, { x: 0, y: 10 }]]);
  });

  it('reads relative commands from the current point, and implicit line-tos after m', () => {
    expect(parsePath('m 5 5 10 0 v 10 h -10 z')).toEqual([[{ x: 5, y: 5 }, { x: 15, y: 5 }, { x: 15, y: 15 }, { x: 5, y: 15 }]]);
  });

  it('reads numbers written without separators (1.5.5, -3-4, exponents)', () => {
    expect(parsePath('M0 0L1.5.5L-3-4l1e1,0z')).toEqual([[{ x: 0, y: 0 }, { x: 1.5, y: 0.5 }, { x: -3, y: -4 }, { x: 7, y: -4 }]]);
  });

  it('flattens a relative cubic curve, ending exactly at its end point and bulging towards its controls', () => {
    const [ring] = parsePath('m 0,0 c 0,10 10,10 10,0 z');
    const last = ring!.at(-1)!;
    expect(last.x).toBeCloseTo(10);
    expect(last.y).toBeCloseTo(0);
    expect(Math.max(...ring!.map((p) => p.y))).toBeCloseTo(7.5); // a cubic reaches 3/4 of its control height
  });

  it('flattens S (reflected control), Q and T curves', () => {
    const [s] = parsePath('M0 0 C0 10 10 10 10 0 S 20 -10 20 0 Z');
    expect(Math.min(...s!.map((p) => p.y))).toBeCloseTo(-7.5);
    const [q] = parsePath('M0 0 Q5 10 10 0 T20 0 Z');
    expect(Math.max(...q!.map((p) => p.y))).toBeCloseTo(5);
    expect(Math.min(...q!.map((p) => p.y))).toBeCloseTo(-5);
  });

  it('keeps several subpaths as separate rings (islands)', () => {
    expect(parsePath('M0 0 L4 0 L4 4 Z M10 10 L14 10 L14 14 Z')).toHaveLength(2);
  });

  it('refuses path data that breaks off or starts without a command', () => {
    expect(() => parsePath('M 0')).toThrow(PathDataError);
    expect(() => parsePath('10 10 L 0 0')).toThrow(PathDataError);
    expect(() => parsePath('M0 0 X 1 1')).toThrow();
  });
});

describe('pointInRings', () => {
  const square = parsePath('M0 0 H10 V10 H0 Z');
  it('tells inside from outside', () => {
    expect(pointInRings(square, { x: 5, y: 5 })).toBe(true);
    expect(pointInRings(square, { x: 15, y: 5 })).toBe(false);
    expect(pointInRings(square, { x: -0.1, y: 5 })).toBe(false);
  });
  it('treats an inner ring as a hole (even-odd)', () => {
    const withHole = parsePath('M0 0 H10 V10 H0 Z M3 3 H7 V7 H3 Z');
    expect(pointInRings(withHole, { x: 5, y: 5 })).toBe(false);
    expect(pointInRings(withHole, { x: 1, y: 1 })).toBe(true);
  });
});

describe('provinceAt', () => {
  it('finds Paris at its unit position and Burgundy at its own', () => {
    expect(provinceAt(standard, standard.locations.par!.x, standard.locations.par!.y)).toBe('par');
    expect(provinceAt(standard, standard.locations.bur!.x, standard.locations.bur!.y)).toBe('bur');
  });
  it('finds the parent province (not a coast) on a split-coast province', () => {
    expect(provinceAt(standard, standard.locations['stp/nc']!.x, standard.locations['stp/nc']!.y)).toBe('stp');
  });
  it('answers undefined off the map', () => {
    expect(provinceAt(standard, -50, -50)).toBeUndefined();
    expect(provinceAt(standard, 99999, 5)).toBeUndefined();
  });
  it('uses our Maharajah ids (official abbreviations, 001 B.IV(2)), not godip ids: Benares is ben, Bengal bgl', () => {
    expect(provinceAt(maharajah, maharajah.locations.ben!.x, maharajah.locations.ben!.y)).toBe('ben');
    expect(provinceAt(maharajah, maharajah.locations.bgl!.x, maharajah.locations.bgl!.y)).toBe('bgl');
  });
});

describe('nearestLocation / resolveUnitDrop', () => {
  const std = getVariant('standard');
  const mah = getVariant('maharajah');

  it('puts an army dropped on Burgundy in bur', () => {
    const p = standard.locations.bur!;
    expect(resolveUnitDrop(std, standard, 'A', { x: p.x + 3, y: p.y - 2 })).toEqual({ province: 'bur', location: 'bur' });
  });

  it('picks the coast of Spain nearer the drop point for a fleet', () => {
    const nc = standard.locations['spa/nc']!, sc = standard.locations['spa/sc']!;
    expect(nearestLocation(std, standard, 'F', 'spa', { x: nc.x + 2, y: nc.y + 2 })).toBe('spa/nc');
    expect(nearestLocation(std, standard, 'F', 'spa', { x: sc.x - 2, y: sc.y - 2 })).toBe('spa/sc');
    expect(resolveUnitDrop(std, standard, 'F', nc)).toEqual({ province: 'spa', location: 'spa/nc' });
  });

  it('puts an army on a split-coast province without a coast', () => {
    expect(nearestLocation(std, standard, 'A', 'spa', standard.locations['spa/nc']!)).toBe('spa');
  });

  it('refuses an army on a sea and a fleet inland (the unit snaps back)', () => {
    expect(resolveUnitDrop(std, standard, 'A', standard.locations.nth!)).toBeUndefined();
    expect(resolveUnitDrop(std, standard, 'F', standard.locations.bur!)).toBeUndefined();
    expect(resolveUnitDrop(std, standard, 'A', { x: -10, y: -10 })).toBeUndefined();
  });

  it('001 B.I(2)a: a fleet dropped on a river province stands in it; on a land province it does not', () => {
    expect(resolveUnitDrop(mah, maharajah, 'F', maharajah.locations.agr!)).toEqual({ province: 'agr', location: 'agr' });
    expect(resolveUnitDrop(mah, maharajah, 'F', maharajah.locations.ber!)).toBeUndefined();
  });

  it('unitPoint falls back from a coast-less name of a split-coast province to the province point', () => {
    expect(unitPoint(standard, 'stp/nc')).toEqual(standard.locations['stp/nc']);
    expect(unitPoint(standard, 'xyz')).toBeUndefined();
  });
});
