// The location table (core/diplomacy/adjudicator/locationTable.ts), pinned where mutation testing
// (issue 19) found the engine's tests silent: every place of every shipped map is found at its own
// index, anything else (other case, unknown places, hostile text, nothing) is not, and the hash
// spreads the map's places over the table, so a look-up reads a slot or two (issue 18).
import { describe, expect, it } from 'vitest';
import { locationTable, lookUpLocation } from '../../../../core/diplomacy/adjudicator/locationTable';
import { loadVariant } from '../../../../core/diplomacy/variant';
import standardData from '../../../../assets/variants/standard/variant.json';
import maharajahData from '../../../../assets/variants/maharajah/variant.json';

/** Every location of a map as the board lists them: each province, then its coasts. */
function locationsOf(data: typeof standardData | typeof maharajahData): string[] {
  const variant = loadVariant(data);
  return variant.data.provinces.flatMap((p) => [p.id, ...p.coasts.map((c) => variant.canonicalLocation(`${p.id}/${c}`)!)]);
}

const maps = [['standard', locationsOf(standardData)], ['maharajah', locationsOf(maharajahData)]] as const;

describe('000 D.III(1): an order names its unit by place, and the table finds the place', () => {
  for (const [name, locations] of maps) {
    it(`every location of the ${name} map is found at its own index, written as the map writes it`, () => {
      const table = locationTable(locations);
      locations.forEach((l, i) => expect(lookUpLocation(table, l)).toBe(i));
      // A copy of the text (not the map's own string object) is found too.
      locations.forEach((l, i) => expect(lookUpLocation(table, ` ${l}`.slice(1))).toBe(i));
    });

    it(`on the ${name} map, text that is not a location written so is not found (pasted mail is hostile text)`, () => {
      const table = locationTable(locations);
      const hostile = ['', 'LON', 'Lon', 'xyz', 'stp/xc', 'lon ', ' lon', 'a'.repeat(10_000), '\u0000', 'stp/nc/nc', '/'];
      for (const text of hostile) if (!locations.includes(text)) expect(lookUpLocation(table, text)).toBe(-1);
      for (const l of locations) expect(lookUpLocation(table, l.toUpperCase() === l ? `${l}x` : l.toUpperCase())).toBe(-1);
    });

    it(`the ${name} map's locations fill at most a quarter of the table and cluster in short runs (a look-up reads few slots)`, () => {
      const table = locationTable(locations);
      const size = table.keys.length;
      expect(size).toBeGreaterThanOrEqual(4 * locations.length);
      expect(size).toBeLessThan(8 * locations.length);
      expect(table.mask).toBe(size - 1);
      expect(table.keys.filter((k) => k !== '')).toHaveLength(locations.length);
      // Linear probing: a location is found after reading the filled run it sits in, so a hash that
      // lost its spread (most locations in one slot and its followers) shows as a long run.
      let run = 0;
      let longest = 0;
      for (let k = 0; k < 2 * size; k++) {
        run = table.keys[k % size] === '' ? 0 : run + 1;
        longest = Math.max(longest, run);
      }
      expect(longest).toBeLessThanOrEqual(8);
    });
  }
});

describe('the table\'s edges', () => {
  it('a location listed twice keeps its last index, as a Map built from the same list does', () => {
    const table = locationTable(['lon', 'par', 'lon']);
    expect(lookUpLocation(table, 'lon')).toBe(new Map([['lon', 0], ['par', 1], ['lon', 2]]).get('lon'));
    expect(lookUpLocation(table, 'par')).toBe(1);
  });

  it('\'\' is never a location, even in the list, and marks the empty slots', () => {
    const table = locationTable(['', 'lon', '']);
    expect(lookUpLocation(table, '')).toBe(-1);
    expect(lookUpLocation(table, 'lon')).toBe(1);
    expect(table.keys.filter((k) => k !== '')).toEqual(['lon']);
  });

  it('one- and two-character places are told apart from each other and from longer ones', () => {
    const places = ['a', 'b', 'ab', 'ba', 'aa', 'abc', 'abd', 'xbc', 'abcd', 'abdc'];
    const table = locationTable(places);
    places.forEach((l, i) => expect(lookUpLocation(table, l)).toBe(i));
    expect(lookUpLocation(table, 'c')).toBe(-1);
    expect(lookUpLocation(table, 'abce')).toBe(-1);
  });

  it('a table for more places than its first size grows to at least four slots a place', () => {
    const places = Array.from({ length: 100 }, (_, i) => `p${i}`);
    const table = locationTable(places);
    expect(table.keys.length).toBe(512);
    places.forEach((l, i) => expect(lookUpLocation(table, l)).toBe(i));
    expect(locationTable([]).keys).toHaveLength(16);
    expect(locationTable(['x', 'y', 'z', 'w']).keys).toHaveLength(16);
    expect(locationTable(['x', 'y', 'z', 'w', 'v']).keys).toHaveLength(32);
  });
});
