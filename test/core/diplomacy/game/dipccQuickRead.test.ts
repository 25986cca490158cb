// readDipccGame checks a well-formed game quickly and leaves anything doubtful to the schema
// (dipcc.ts): these tests pin that the quick path accepts exactly what it should, fills the
// schema's defaults, and that every kind of malformed game is still refused with the schema's
// message naming where in the file the problem is.
import { describe, expect, it } from 'vitest';
import { readDipccGame } from '../../../../core/diplomacy/dipcc';
import { gameFiles, loadGameJson } from './games';

const state = { name: 'S1901M', units: { FRANCE: ['A PAR'] }, centers: { FRANCE: ['PAR'] } };

describe('reading a dipcc game quickly, refusing malformed ones as before', () => {
  it('gives each of the 43 real games back unchanged', () => {
    for (const file of gameFiles()) {
      const json = loadGameJson(file) as { map?: string };
      const read = readDipccGame(json);
      expect(read).toEqual({ game: { ...json, map: json.map ?? 'standard' } });
    }
  });

  it('fills in the defaults: the standard map and no orders', () => {
    const read = readDipccGame({ phases: [{ name: 'S1901M', state }] });
    expect(read).toEqual({ game: { map: 'standard', phases: [{ name: 'S1901M', state, orders: {} }] } });
  });

  const malformed: [string, unknown, RegExp][] = [
    ['not an object', [], /not a dipcc game: \(top level\)/],
    ['a numeric id', { id: 3, phases: [] }, /not a dipcc game: id:/],
    ['a null map', { map: null, phases: [] }, /not a dipcc game: map:/],
    ['phases not a list', { phases: {} }, /not a dipcc game: phases:/],
    ['a phase without a name', { phases: [{ state }] }, /not a dipcc game: phases\.0\.name:/],
    ['units as a string', { phases: [{ name: 'S1901M', state: { ...state, units: 'A PAR' } }] }, /phases\.0\.state\.units:/],
    ['a unit that is not text', { phases: [{ name: 'S1901M', state: { ...state, units: { FRANCE: [7] } } }] }, /phases\.0\.state\.units\.FRANCE\.0:/],
    ['centres missing', { phases: [{ name: 'S1901M', state: { units: {} } }] }, /phases\.0\.state\.centers:/],
    ['a retreat list that is not a list', { phases: [{ name: 'S1901M', state: { ...state, retreats: { FRANCE: { 'A PAR': 'BUR' } } } }] }, /phases\.0\.state\.retreats\.FRANCE\.A PAR:/],
    ['a build count in words', { phases: [{ name: 'S1901M', state: { ...state, builds: { FRANCE: { count: 'one', homes: [] } } } }] }, /phases\.0\.state\.builds\.FRANCE\.count:/],
    ['orders as a list', { phases: [{ name: 'S1901M', state, orders: ['A PAR H'] }] }, /phases\.0\.orders:/],
    ['an order that is not text', { phases: [{ name: 'S1901M', state, orders: { FRANCE: [null] } }] }, /phases\.0\.orders\.FRANCE\.0:/],
  ];
  for (const [what, json, message] of malformed) {
    it(`refuses ${what}, saying where`, () => {
      const read = readDipccGame(json);
      expect('error' in read && read.error).toMatch(message);
    });
  }
});
