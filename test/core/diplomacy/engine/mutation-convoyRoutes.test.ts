// Convoy routes (002 BT18b, DATC 4.A.3, 6.G.19) pinned where mutation testing (issue 19) found the
// engine's tests silent: which fleets a route needs when the move could go by land (the intent of
// a power's own convoying fleet), the fallback past the route walk's budget on a sea full of
// fleets, and searches over more fleets than the standard map holds. The small boards are built
// here as variant data (the sea laid out as the test needs it); each test says what it proves.
import { describe, expect, it } from 'vitest';
import { adjudicate } from '../../../../core/diplomacy/adjudicate';
import type { Order, Position, Unit } from '../../../../core/diplomacy/types';
import { loadVariant, type Variant } from '../../../../core/diplomacy/variant';
import { hasbro, resultAt, run, position, unitsAfter } from './helpers';

/**
 * A board of two coastal provinces, Origin (`ori`) and Destination (`des`), adjacent by land,
 * and the seas named in `links` (pairs of adjacent places; `ori` and `des` may appear in them).
 */
function seaBoard(links: readonly (readonly [string, string])[]): Variant {
  const seas = [...new Set(links.flat())].filter((p) => p !== 'ori' && p !== 'des');
  const fleet: Record<string, string[]> = {};
  for (const [a, b] of links) (fleet[a] ??= []).push(b);
  return loadVariant({
    id: 'sea-board', name: 'Sea board', startYear: 1901, victoryCentres: 1,
    phaseNames: { spring: 'Spring', fall: 'Fall', adjustment: 'Winter' },
    powers: [
      { name: 'Blue', adjective: 'Blue', colour: '#0000ff', homeCentres: [] },
      { name: 'Red', adjective: 'Red', colour: '#ff0000', homeCentres: [] },
    ],
    // The seas first: Origin and Destination are not the map's first provinces, so a look-up
    // that lost their index (an offset of 0 or 1) would read another sea's adjacency.
    provinces: [
      ...seas.map((id) => ({ id, name: id.toUpperCase(), kind: 'sea', coasts: [], supplyCentre: false })),
      { id: 'ori', name: 'Origin', kind: 'coast', coasts: [], supplyCentre: false },
      { id: 'des', name: 'Destination', kind: 'coast', coasts: [], supplyCentre: true },
    ],
    adjacency: { army: { ori: ['des'] }, fleet },
    startUnits: [],
    rivers: [],
  });
}

/** Sea `g<r>c<c>` of a rows x columns grid, each sea touching the ones beside, above and below. */
const cell = (r: number, c: number) => `g${r}c${c}`;
function gridLinks(rows: number, columns: number): [string, string][] {
  const links: [string, string][] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) {
      if (c + 1 < columns) links.push([cell(r, c), cell(r, c + 1)]);
      if (r + 1 < rows) links.push([cell(r, c), cell(r + 1, c)]);
    }
  }
  return links;
}

/** Blue's army in Origin and a fleet in each of `fleets`: Blue's where `blue` says so, else Red's. */
function seaPosition(fleets: readonly string[], blue: readonly string[]): Position {
  const units: Unit[] = [{ type: 'A', power: 'Blue', location: 'ori', id: 'army' }];
  for (const f of fleets) units.push({ type: 'F', power: blue.includes(f) ? 'Blue' : 'Red', location: f, id: f });
  return {
    variant: 'sea-board', phase: { year: 1901, season: 'spring', type: 'movement' }, units, dislodged: [],
    centres: {}, homeCentres: { Blue: [], Red: [] }, standoffs: [],
  };
}

const armyMove: Order = { kind: 'move', power: 'Blue', unitType: 'A', unit: 'ori', to: 'des' };
const convoyBy = (power: string, sea: string): Order => ({ kind: 'convoy', power, unitType: 'F', unit: sea, from: 'ori', to: 'des' });

/** Blue's army moves Origin - Destination (adjacent by land); only `convoying` fleets convoy it. */
function adjacentMove(board: Variant, fleets: readonly string[], blue: readonly string[], convoying: readonly string[]) {
  const orders = [armyMove, ...convoying.map((f) => convoyBy(blue.includes(f) ? 'Blue' : 'Red', f))];
  return adjudicate(board, seaPosition(fleets, blue), orders, hasbro);
}

// The army's result when no fleet of its power is needed for a route: it goes by land.
const byLand = { success: true, code: 'moved', reason: 'moved to Destination' };
// ... and when its own fleet is needed (so it means to go by convoy, DATC 4.A.3 as v3.0 reads it)
// but the fleets ordered to convoy form no route: the move fails (000 D.III(4)b, DATC 6.D.8).
const convoyWithoutRoute = { success: false, reason: 'no convoy: the fleets ordered to convoy it form no route' };

describe('which fleets a route needs (DATC 4.A.3, 6.G.19: only a needed fleet of the army\'s power shows intent)', () => {
  it('DATC 6.G.19: a fleet that touches the origin but whose only way on is a sea that touches the origin itself is not needed', () => {
    // Origin - A - B - Destination and Origin - B: B alone carries the army, A is a detour.
    const board = seaBoard([['ori', 'a'], ['a', 'ori'], ['ori', 'b'], ['b', 'ori'], ['a', 'b'], ['b', 'a'], ['b', 'des'], ['des', 'b']]);
    // A stands before B in the position (the route walk starts from A first).
    const r = adjacentMove(board, ['a', 'b'], ['a'], ['a']);
    expect(resultAt(r, 'ori')).toMatchObject(byLand);
    expect(unitsAfter(r)).toContain('A des');
  });

  it('DATC 4.A.3: the fleet that route does need shows intent: the army goes by convoy through it', () => {
    const board = seaBoard([['ori', 'a'], ['a', 'ori'], ['ori', 'b'], ['b', 'ori'], ['a', 'b'], ['b', 'a'], ['b', 'des'], ['des', 'b']]);
    const r = adjacentMove(board, ['a', 'b'], ['b'], ['b']);
    expect(resultAt(r, 'ori')).toMatchObject({ success: true, code: 'moved', reason: 'moved by convoy to Destination' });
  });

  it('DATC 6.G.19: a fleet on a route with a short cut (its neighbours touch each other) is not needed', () => {
    // Origin - A - B - C - Destination, and A touches C: A - C is shorter, so B is no link of any route.
    const board = seaBoard([['ori', 'a'], ['a', 'ori'], ['a', 'b'], ['b', 'a'], ['b', 'c'], ['c', 'b'], ['a', 'c'], ['c', 'a'], ['c', 'des'], ['des', 'c']]);
    const r = adjacentMove(board, ['a', 'b', 'c'], ['b'], ['b']);
    expect(resultAt(r, 'ori')).toMatchObject(byLand);
  });

  it('DATC 6.G.19: a dead-end sea beside the route holds no needed fleet, on a small sea the walk covers in full', () => {
    // A 3 x 3 sea; Origin touches its corner g0c0, Destination the far corner g2c2; the pocket
    // sea touches only the middle one.
    const board = seaBoard([...gridLinks(3, 3).flatMap(([a, b]) => [[a, b], [b, a]] as [string, string][]),
      ['ori', cell(0, 0)], [cell(0, 0), 'ori'], ['des', cell(2, 2)], [cell(2, 2), 'des'], [cell(1, 1), 'pocket'], ['pocket', cell(1, 1)]]);
    const seas = [...Array(9).keys()].map((k) => cell(Math.floor(k / 3), k % 3));
    const r = adjacentMove(board, [...seas, 'pocket'], ['pocket'], ['pocket']);
    expect(resultAt(r, 'ori')).toMatchObject(byLand);
    // The middle sea is a link of a route (g0c0 - g0c1 - g1c1 - g1c2 - g2c2 has no short cut).
    const middle = adjacentMove(board, [...seas, 'pocket'], [cell(1, 1)], [cell(1, 1)]);
    expect(resultAt(middle, 'ori')).toMatchObject(convoyWithoutRoute);
  });
});

describe('the route walk\'s budget: on a sea full of fleets every fleet of a connected chain counts as needed', () => {
  // An 8 x 8 sea full of Red fleets has millions of short-cut-free routes from corner to corner:
  // the walk stops after its budget and falls back to the pre-v3 reading of DATC 4.A.3, a fleet
  // counts when chains of fleets link it to both the origin and the destination. Beside the grid:
  // a pocket sea touching only the grid's middle, a sea touching only Origin, one touching only
  // Destination, and a lane Origin - P - Q - Destination apart from the grid.
  const rows = 8;
  const seas = [...Array(rows * rows).keys()].map((k) => cell(Math.floor(k / rows), k % rows));
  const links: [string, string][] = [
    ...gridLinks(rows, rows), ['ori', cell(0, 0)], ['des', cell(rows - 1, rows - 1)], [cell(3, 3), 'pocket'],
    ['ori', 'offori'], ['des', 'offdes'], ['ori', 'p'], ['p', 'q'], ['q', 'des'],
  ];
  const board = seaBoard(links.flatMap(([a, b]) => [[a, b], [b, a]] as [string, string][]));
  // The grid's fleets stand first, so the walk spends its budget there before it reaches the lane.
  const fleets = [...seas, 'pocket', 'offori', 'offdes', 'p', 'q'];

  it('DATC 4.A.3 (pre-v3 reading, past the budget): a fleet in a dead-end sea linked to the chain counts as needed', () => {
    const r = adjacentMove(board, fleets, ['pocket'], ['pocket']);
    expect(resultAt(r, 'ori')).toMatchObject(convoyWithoutRoute);
    expect(unitsAfter(r)).toContain('A ori');
  });

  it('DATC 4.A.3: past the budget, a fleet that touches only the origin (no chain on to the destination) is still not needed', () => {
    expect(resultAt(adjacentMove(board, fleets, ['offori'], ['offori']), 'ori')).toMatchObject(byLand);
  });

  it('DATC 4.A.3: past the budget, a fleet that touches only the destination (no chain from the origin) is still not needed', () => {
    expect(resultAt(adjacentMove(board, fleets, ['offdes'], ['offdes']), 'ori')).toMatchObject(byLand);
  });

  it('DATC 4.A.3: past the budget, the first fleet of a route the walk never reached is needed: the army goes by convoy along the lane', () => {
    // P touches Origin; its only chain on to Destination is Q. Q is Red's and convoys too.
    const r = adjacentMove(board, fleets, ['p'], ['p', 'q']);
    expect(resultAt(r, 'ori')).toMatchObject({ success: true, reason: 'moved by convoy to Destination' });
    expect(unitsAfter(r)).toContain('A des');
  });

  it('DATC 4.A.3: past the budget, the last fleet of a route the walk never reached is needed: the army goes by convoy along the lane', () => {
    const r = adjacentMove(board, fleets, ['q'], ['p', 'q']);
    expect(resultAt(r, 'ori')).toMatchObject({ success: true, reason: 'moved by convoy to Destination' });
  });
});

describe('convoy searches over many fleets (000 D.III(4)b: a move possible by convoy is not illegal)', () => {
  // A line of seas s0 - s1 - ... from Origin to Destination; here Origin and Destination are not
  // adjacent by land (the army's adjacency is dropped by naming them only through the seas).
  function lineBoard(length: number): Variant {
    const links: [string, string][] = [['ori', 's0'], [`s${length - 1}`, 'des']];
    for (let k = 0; k + 1 < length; k++) links.push([`s${k}`, `s${k + 1}`]);
    const v = seaBoard(links.flatMap(([a, b]) => [[a, b], [b, a]] as [string, string][]));
    return loadVariant({ ...v.data, adjacency: { army: {}, fleet: v.data.adjacency.fleet } });
  }
  const lineFleets = (length: number) => [...Array(length).keys()].map((k) => `s${k}`);

  it('000 D.III(4)b, DATC 6.D.8: with no fleet ordered to convoy, a chain of 100 fleets at sea makes the move possible: it fails for want of a convoy, it is not illegal', () => {
    const r = adjudicate(lineBoard(100), seaPosition(lineFleets(100), []), [armyMove], hasbro);
    expect(resultAt(r, 'ori')).toMatchObject({ success: false, reason: 'no convoy: no fleet is ordered to convoy it' });
  });

  it('000 D.III(4)b: the same over a chain of 300 fleets (a search longer than the route finder\'s first scratch space)', () => {
    const r = adjudicate(lineBoard(300), seaPosition(lineFleets(300), []), [armyMove], hasbro);
    expect(resultAt(r, 'ori')).toMatchObject({ success: false, reason: 'no convoy: no fleet is ordered to convoy it' });
  });

  it('000 D.III(4)a: when the chain is broken (no fleet in the middle sea) the move is illegal: not even a convoy could carry it', () => {
    const fleets = lineFleets(100).filter((s) => s !== 's50');
    const r = adjudicate(lineBoard(100), seaPosition(fleets, []), [armyMove], hasbro);
    expect(resultAt(r, 'ori')).toMatchObject({ success: false, code: 'illegal', reason: 'A Ori cannot reach Destination, not even by convoy; the unit holds' });
  });

  it('002 BT18b: 100 Red fleets all ordered to convoy carry the army from one end of the line to the other', () => {
    const fleets = lineFleets(100);
    const orders = [armyMove, ...fleets.map((f) => convoyBy('Red', f))];
    const r = adjudicate(lineBoard(100), seaPosition(fleets, []), orders, hasbro);
    expect(resultAt(r, 'ori')).toMatchObject({ success: true, reason: 'moved by convoy to Destination' });
  });
});

describe('a route through a fleet that also touches the origin (standard map)', () => {
  it('DATC 6.G.19: F Nwg is not needed for A Edi - Yor (F Nth alone carries it): England\'s order for F Nwg shows no intent, the army goes by land', () => {
    // F Nwg stands before F Nth in the position: the walk from Nwg reaches Nth, which touches
    // Edinburgh itself, and must not count Nwg as a link.
    const r = run(position('England: A edi, F nwg; Germany: F nth'), 'England: A edi - yor; F nwg C A edi - yor; Germany: F nth C A edi - yor', hasbro);
    expect(resultAt(r, 'edi')).toMatchObject({ success: true, code: 'moved', reason: 'moved to Yorkshire' });
  });
});
