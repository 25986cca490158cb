// The order validator to the letter (004 3.2): every rejection with its exact reason and rule, and
// the boundaries (3 steps allowed, 4 not; the destination as the map stood). Written to kill the
// mutants `npm run mutate -- coalition` found surviving in core/coalition/validate.ts.
import { describe, expect, it } from 'vitest';
import { readOrderBody, type OrderBody } from '../../../core/coalition/orders';
import { armiesAt, checkOrder, checkRoute, inBattle, indexMap } from '../../../core/coalition/validate';
import type { Army, Round } from '../../../core/coalition/types';
import { makeRound } from './helpers';

function round(): Round {
  const r = makeRound([
    { name: 'Gen', rank: 1, square: '25L' }, { name: 'CP', team: 'Phyrexia', rank: 1, square: '25N' },
    { name: 'A', square: '10E' }, { name: 'F', square: '10F' }, { name: 'F2', square: '12E' }, { name: 'E', team: 'Phyrexia', square: '10H' },
    { name: 'B', square: '30E' }, { name: 'P', team: 'Phyrexia', square: '30E' },
    { name: 'Conv', square: '32E' }, { name: 'InBase', square: '1A' }, { name: 'Next', square: '2A' },
    { name: 'Raid', team: 'Mercenary', merc: 'Raider', rank: 6, square: '15J' },
  ]);
  r.armies.find((a) => a.name === 'Conv')!.partiallyConverted = true;
  return r;
}
const army = (r: Round, name: string): Army => r.armies.find((a) => a.name === name)!;
const order = (text: string): OrderBody => {
  const o = readOrderBody(text);
  if (!o || 'error' in o) throw new Error(`not an order: ${text}`);
  return o;
};
const check = (r: Round, name: string, text: string) => checkOrder(r, army(r, name), order(text));

describe('checkOrder (004 3.2)', () => {
  it('004 3.2.1a a no-op post is always fine; 004 4.5c a partially converted army may not move; 004 3.2.1b nor may one in battle', () => {
    const r = round();
    expect(check(r, 'B', 'not moving')).toBeNull();
    expect(check(r, 'Conv', '32E > 33E')).toEqual({ reason: 'Conv is partially converted and must count 2 days without moving', rule: '004 4.5c' });
    expect(check(r, 'B', '30E > 31E')).toEqual({ reason: 'B is in battle at 30E; battling is its action this turn', rule: '004 3.2.1b' });
    expect(check(r, 'B', 'Intercept E')).toEqual({ reason: 'B is in battle at 30E; battling is its action this turn', rule: '004 3.2.1b' });
    expect(inBattle(r.armies, army(r, 'B'))).toBe(true);
    expect(inBattle(r.armies, army(r, 'A'))).toBe(false);
    expect(armiesAt(r.armies, '30E').map((a) => a.name)).toEqual(['B', 'P']);
    expect(indexMap(r.armies).fighting).toEqual(new Set([army(r, 'B'), army(r, 'P')]));
  });

  it('004 3.2.3.1 an intercept names an existing enemy army', () => {
    const r = round();
    expect(check(r, 'A', 'Intercept Zed')).toEqual({ reason: 'there is no army named "Zed" to intercept', rule: '004 3.2.3.1' });
    expect(check(r, 'A', 'Intercept F')).toEqual({ reason: 'F is not an enemy army', rule: '004 3.2.3.1' });
    expect(check(r, 'A', 'Intercept e')).toBeNull();
  });

  it('004 3.2.4.1 004 3.2.4.2 a transfer goes to another friendly army one step away, at its square, not from a site', () => {
    const r = round();
    expect(check(r, 'A', 'Transfer to A at 10E')).toEqual({ reason: 'there is no other army named "A"', rule: '004 3.2.4.2' });
    expect(check(r, 'A', 'Transfer to Zed at 10F')).toEqual({ reason: 'there is no other army named "Zed"', rule: '004 3.2.4.2' });
    expect(check(r, 'A', 'Transfer to E at 10H')).toEqual({ reason: 'E is not a friendly army', rule: '004 3.2.4.1' });
    expect(check(r, 'A', 'Transfer to F at 10G')).toEqual({ reason: 'F is at 10F, not 10G', rule: '004 3.2.4.2' });
    expect(check(r, 'A', 'Transfer to F2 at 12E')).toEqual({ reason: 'F2 at 12E is not next to A at 10E', rule: '004 3.2.4.1' });
    expect(check(r, 'InBase', 'Transfer to Next at 2A')).toEqual({ reason: 'InBase is in a base, portal or town and cannot send troops', rule: '004 3.2.4.1' });
    expect(check(r, 'Next', 'Transfer to InBase at 1A')).toBeNull();
    expect(check(r, 'A', 'Transfer to f at 10F')).toBeNull();
  });

  it('004 6.3.2d only a Raider may disband', () => {
    const r = round();
    expect(check(r, 'A', 'disband')).toEqual({ reason: 'only a Raider may disband', rule: '004 6.3.2d' });
    expect(check(r, 'Raid', 'disband')).toBeNull();
  });

  it('004 3.2.2.1 a move is at most 3 orthogonal steps: 3 is allowed, 4 is not; it must start where the army is and go somewhere', () => {
    const r = round();
    expect(check(r, 'A', '10D > 11D')).toEqual({ reason: 'A is at 10E, not 10D', rule: '004 3.2.2.5a' });
    expect(check(r, 'A', '10E > 13E')).toBeNull();
    expect(check(r, 'A', '10E > 9D')).toBeNull();
    expect(check(r, 'A', '10E > 14E')).toEqual({ reason: '10E to 14E is 4 orthogonal steps (no diagonals); at most 3 a turn', rule: '004 3.2.2.1' });
    expect(check(r, 'A', '10E > 12D')).toBeNull();
    expect(check(r, 'A', '10E > 12C')).toEqual({ reason: '10E to 12C is 4 orthogonal steps (no diagonals); at most 3 a turn', rule: '004 3.2.2.1' });
    expect(check(r, 'A', '10E > 10E Joint Engage')).toBeNull();
    expect(checkOrder(r, army(r, 'A'), { kind: 'move', waypoints: ['10E', '10E'], route: null, suffix: null, target: null })).toEqual({ reason: '10E to 10E does not move', rule: '004 3.2.2.5a' });
  });

  it('004 3.2.2.3a every leg of a long move is at most 3 steps and may not end on an army', () => {
    const r = round();
    expect(check(r, 'A', '10E > 13E > 16E')).toBeNull();
    expect(check(r, 'A', '10E > 13E > 17E')).toEqual({ reason: '13E to 17E is 4 orthogonal steps (no diagonals); at most 3 a turn', rule: '004 3.2.2.3a' });
    expect(check(r, 'A', '10E > 10H > 13H')).toEqual({ reason: '10H holds E; a leg of a long move ending there would need "engage E"', rule: '004 3.2.2.3a' });
    expect(check(r, 'A', '10E > 10F > 13F')).toEqual({ reason: '10F holds F; a leg of a long move ending there would need "replace F"', rule: '004 3.2.2.3a' });
  });

  it('004 3.2.2.2 a move onto an enemy must "engage" it by name, onto a friend "replace" it', () => {
    const r = round();
    expect(check(r, 'A', '10E > 10H')).toEqual({ reason: '10H holds the enemy E: the move must end "engage E"', rule: '004 3.2.2.2' });
    expect(check(r, 'A', '10E > 10H replace E')).toEqual({ reason: '10H holds the enemy E: the move must end "engage E"', rule: '004 3.2.2.2' });
    expect(check(r, 'A', '10E > 10H engage Zed')).toEqual({ reason: '10H holds E, not "Zed"', rule: '004 3.2.2.2' });
    expect(check(r, 'A', '10E > 10H engage e')).toBeNull();
    expect(check(r, 'A', '10E > 10F')).toEqual({ reason: '10F holds the friendly F: the move must end "replace F"', rule: '004 3.2.2.2' });
    expect(check(r, 'A', '10E > 10F replace F')).toBeNull();
    expect(check(r, 'A', '10E > 11E')).toBeNull();
  });

  it('004 3.2.5.1 004 3.2.5.4a 004 3.2.5.4b Joint Engage: a single move by rank below Captain, not onto a site, any square otherwise', () => {
    const r = round();
    expect(check(r, 'Gen', '25L > 24L Joint Engage')).toEqual({ reason: 'Gen is of rank Captain/Evincar or above and cannot Joint Engage', rule: '004 3.2.5.4a' });
    expect(check(r, 'A', '10E > 11E > 12E Joint Engage')).toEqual({ reason: 'a Joint Engage is a single move of at most 3 squares', rule: '004 3.2.5.1' });
    expect(check(r, 'Next', '2A > 1A Joint Engage')).toEqual({ reason: '1A is a base, portal or town square; Joint Engage may not target it', rule: '004 3.2.5.4b' });
    expect(check(r, 'A', '10E > 10H Joint Engage')).toBeNull();
    expect(check(r, 'A', '10E > 10F Joint Engage')).toBeNull();
  });

  it('004 3.2.2.4 a named route runs from the start to the destination in single orthogonal steps, at most 3', () => {
    const r = round();
    expect(check(r, 'A', '10E > 11F (10E - 10F - 11F)')).toBeNull(); // passing over a friend is fine (004 3.2.2.1)
    expect(check(r, 'A', '10E > 11F (10E - 11E - 11F)')).toBeNull();
    expect(check(r, 'A', '10E > 11F (10E - 11F)')).toEqual({ reason: 'the route steps from 10E to 11F, which is not one orthogonal step (no diagonals)', rule: '004 3.2.2.1' });
    expect(check(r, 'A', '10E > 11F (11E - 11F)')).toEqual({ reason: 'the route must run from 10E to 11F', rule: '004 3.2.2.4' });
    expect(check(r, 'A', '10E > 11F (10E - 11E)')).toEqual({ reason: 'the route must run from 10E to 11F', rule: '004 3.2.2.4' });
    expect(checkRoute(['10E', '11E', '12E', '12F', '11F'], '10E', '11F')).toEqual({ reason: 'the route takes 4 steps; at most 3', rule: '004 3.2.2.1' });
    expect(checkRoute(['10E', '11E', '12E', '12F'], '10E', '12F')).toBeNull();
  });

  it('004 6.3.1 a mercenary\'s move is checked against its faction\'s limits', () => {
    const r = round();
    expect(check(r, 'Raid', '15J > 18J')).toBeNull();
    expect(check(r, 'Raid', '15J > 18J > 19H')).toEqual({ reason: 'Raid is a Raider and never moves next to a base, portal or town', rule: '004 6.3.1' });
  });

  it('004 3.2.2.2 a square holding two armies: every name is given, and the move may name either of them', () => {
    const r = makeRound([{ name: 'A', square: '10E' }, { name: 'P1', team: 'Phyrexia', square: '10H' }, { name: 'P2', team: 'Phyrexia', square: '10H' }, { name: 'F1', square: '12E' }, { name: 'F2', square: '12E' }]);
    expect(check(r, 'A', '10E > 10H engage P2')).toBeNull();
    expect(check(r, 'A', '10E > 10H')).toEqual({ reason: '10H holds the enemy P1, P2: the move must end "engage P1"', rule: '004 3.2.2.2' });
    expect(check(r, 'A', '10E > 10H engage Zed')).toEqual({ reason: '10H holds P1, P2, not "Zed"', rule: '004 3.2.2.2' });
    expect(check(r, 'A', '10E > 12E > 13E')).toEqual({ reason: '12E holds F1, F2; a leg of a long move ending there would need "replace F1"', rule: '004 3.2.2.3a' });
  });

  it('004 3.2.2.2 names are compared without the spaces around them, in any case', () => {
    const r = makeRound([{ name: 'A', square: '10E' }, { name: 'Sai Rei ', team: 'Phyrexia', square: '10H' }]);
    const a = r.armies[0]!;
    expect(checkOrder(r, a, { kind: 'move', waypoints: ['10E', '10H'], route: null, suffix: 'engage', target: '  sai rei' })).toBeNull();
    expect(checkOrder(r, a, { kind: 'intercept', target: 'SAI REI  ' })).toBeNull();
  });

  it('004 3.2.2.5a an army\'s own square does not count as held against it: a long move may come back to where it started', () => {
    const r = round();
    expect(check(r, 'A', '10E > 11E > 10E')).toBeNull();
  });

  it('004 6.3.1 a mercenary\'s limits apply to a move with a named route too', () => {
    const r = makeRound([{ name: 'Raid', team: 'Mercenary', merc: 'Raider', rank: 6, square: '17G' }]);
    expect(check(r, 'Raid', '17G > 19G (17G - 18G - 19G)')).toEqual({ reason: 'Raid is a Raider and never moves next to a base, portal or town', rule: '004 6.3.1' });
    expect(check(r, 'Raid', '17G > 16G (17G - 16G)')).toBeNull();
  });
});
