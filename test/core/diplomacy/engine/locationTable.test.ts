// The engine's location table (core/diplomacy/adjudicator/locationTable.ts): the map's own text
// to its location index, which the movement phase reads for every unit and order (issue 18).
import { describe, expect, it } from 'vitest';
import { boardOf, locationIndexOf, provinceIndexOf } from '../../../../core/diplomacy/adjudicator/board';
import { locationTable, lookUpLocation } from '../../../../core/diplomacy/adjudicator/locationTable';
import { getVariant } from '../../../../core/diplomacy/variants';

describe('the location table', () => {
  it.each(['standard', 'maharajah'])('finds every location of the %s map at the index the board gives it', (name) => {
    const board = boardOf(getVariant(name));
    expect(board.locationIndex.size).toBeGreaterThan(50);
    for (const [location, index] of board.locationIndex) {
      // A copy of the text, not the map's own string object: found by its characters.
      const copy = [...location].join('');
      expect(locationIndexOf(board, copy), location).toBe(index);
      expect(provinceIndexOf(board, copy), location).toBe(board.provinceOfLocation[index]);
    }
  });

  it('finds nothing for text that is not written as the map writes it; provinceIndexOf still reads other cases', () => {
    const board = boardOf(getVariant('standard'));
    for (const text of ['', 'LON', 'Lon', 'lon ', 'lo', 'lonx', 'stp/xc', 'stp/', 'xyz', 'london', 'a'.repeat(10_000)]) {
      expect(locationIndexOf(board, text), text).toBe(-1);
    }
    expect(provinceIndexOf(board, 'LON')).toBe(board.provinceIndex.get('lon'));
    expect(provinceIndexOf(board, 'STP/NC')).toBe(board.provinceIndex.get('stp'));
    expect(provinceIndexOf(board, 42)).toBe(-1);
  });

  it('keeps places apart whose text differs only past the characters it hashes, or in length', () => {
    // 'abcz' and 'abcxz' differ in length only as far as the hash reads; 'abcxz' and 'abcyz' differ
    // only in a character the hash does not read (the fourth of five): each is found at its own index.
    const places = ['abcz', 'abcxz', 'abcyz', 'a', 'ab', 'abc', 'stp', 'stp/nc', 'stp/sc'];
    const table = locationTable(places);
    places.forEach((p, i) => expect(lookUpLocation(table, p), p).toBe(i));
    expect(lookUpLocation(table, 'abczz')).toBe(-1);
    expect(lookUpLocation(table, 'stp/ec')).toBe(-1);
  });

  it('fills a table of many places without losing any (the table grows with the map)', () => {
    const places = Array.from({ length: 500 }, (_, i) => `p${i}`);
    const table = locationTable(places);
    expect(table.keys.length).toBeGreaterThanOrEqual(4 * places.length);
    places.forEach((p, i) => expect(lookUpLocation(table, p)).toBe(i));
  });
});
