// Checks of single orders against the start-of-turn map: every rejection names its rule.
import { describe, expect, it } from 'vitest';
import { checkOrder } from '../../../core/coalition/validate';
import { readOrderBody, type OrderBody } from '../../../core/coalition/orders';
import { makeRound, type ArmySpec } from './helpers';

function check(specs: ArmySpec[], armyName: string, order: string) {
  const round = makeRound(specs);
  const body = readOrderBody(order) as OrderBody;
  return checkOrder(round, round.armies.find((a) => a.name === armyName)!, body);
}

describe('004 3.2.2 moving', () => {
  const sai = [{ name: 'Sai Rei', square: '3D', rank: 3 as const }];
  it('004 3.2.2.1 worked example: from 3D an army may reach 6D, 5E or 4F but not 5F (no diagonals)', () => {
    expect(check(sai, 'Sai Rei', '3D > 6D')).toBeNull();
    expect(check(sai, 'Sai Rei', '3D > 5E')).toBeNull();
    expect(check(sai, 'Sai Rei', '3D > 4F')).toBeNull();
    expect(check(sai, 'Sai Rei', '3D > 5F')).toMatchObject({ rule: '004 3.2.2.1' });
    expect(check(sai, 'Sai Rei', '3D > 7D')).toMatchObject({ rule: '004 3.2.2.1' });
  });
  it('004 3.2.2.5a the move must start where the army is', () => {
    expect(check(sai, 'Sai Rei', '4D > 5D')).toMatchObject({ rule: '004 3.2.2.5a' });
  });
  it('004 3.2.2.2 onto an enemy needs "engage [name]", onto a friend "replace [name]" — by the map when posted', () => {
    const specs: ArmySpec[] = [...sai, { name: 'Darkhand5', square: '5E', rank: 4 }, { name: 'Greven', team: 'Phyrexia', square: '4F', rank: 3 }];
    expect(check(specs, 'Sai Rei', '3D > 5E')).toMatchObject({ rule: '004 3.2.2.2' });
    expect(check(specs, 'Sai Rei', '3D > 5E; replace Darkhand5')).toBeNull();
    expect(check(specs, 'Sai Rei', '3D > 5E; engage Darkhand5')).toMatchObject({ rule: '004 3.2.2.2' });
    expect(check(specs, 'Sai Rei', '3D > 4F')).toMatchObject({ rule: '004 3.2.2.2' });
    expect(check(specs, 'Sai Rei', '3D > 4F; engage Greven')).toBeNull();
    expect(check(specs, 'Sai Rei', '3D > 4F; engage Crovax')).toMatchObject({ rule: '004 3.2.2.2' });
    // 004 3.2.2.5c: an engage naming an army is fine even if the square is empty now.
    expect(check(specs, 'Sai Rei', '3D > 4D; engage Greven')).toBeNull();
  });
  it('004 3.2.2.3a each leg of a long move is at most 3 squares and legal by 3.2.2.2', () => {
    const specs: ArmySpec[] = [{ name: 'Sai Rei', square: '5E', rank: 3 }, { name: 'Greven', team: 'Phyrexia', square: '11E', rank: 3 }];
    expect(check([{ name: 'Sai Rei', square: '5E', rank: 3 }], 'Sai Rei', '5E > 8E > 11E > 14E > 14H')).toBeNull();
    expect(check(specs, 'Sai Rei', '5E > 8E > 11E > 14E')).toMatchObject({ rule: '004 3.2.2.3a' });
    expect(check([{ name: 'Sai Rei', square: '5E', rank: 3 }], 'Sai Rei', '5E > 8E > 12E')).toMatchObject({ rule: '004 3.2.2.3a' });
  });
  it('004 3.2.2.4 a route must join start to destination in orthogonal steps', () => {
    const s = [{ name: 'Sai Rei', square: '5E', rank: 3 as const }];
    expect(check(s, 'Sai Rei', '5E > 4G (5E - 5F - 5G - 4G)')).toBeNull();
    expect(check(s, 'Sai Rei', '5E > 4G (5E - 4F - 4G)')).toMatchObject({ rule: '004 3.2.2.1' });
    expect(check(s, 'Sai Rei', '5E > 4G (5E - 5F - 5G)')).toMatchObject({ rule: '004 3.2.2.4' });
  });
  it('004 3.2.1b an army sharing a square with an enemy battles and cannot move', () => {
    expect(check([{ name: 'Sai Rei', square: '5E', rank: 3 }, { name: 'Greven', team: 'Phyrexia', square: '5E', rank: 3 }], 'Sai Rei', '5E > 6E')).toMatchObject({ rule: '004 3.2.1b' });
  });
});

describe('004 3.2.5.4 Joint Engage restrictions', () => {
  it('004 3.2.5.4a Captains/Evincars and above cannot Joint Engage', () => {
    expect(check([{ name: 'Cap', square: '10E', rank: 3 }], 'Cap', '10E > 11E Joint Engage')).toMatchObject({ rule: '004 3.2.5.4a' });
    expect(check([{ name: 'Cmdr', square: '10E', rank: 4 }], 'Cmdr', '10E > 11E Joint Engage')).toBeNull();
  });
  it('004 3.2.5.4b no Joint Engage on a base, town or portal square', () => {
    expect(check([{ name: 'Cmdr', square: '19G', rank: 4 }], 'Cmdr', '19G > 20G Joint Engage')).toMatchObject({ rule: '004 3.2.5.4b' });
  });
  it('004 3.2.5.1 Joint Engage may target a friendly or enemy square without engage/replace', () => {
    expect(check([{ name: 'Cmdr', square: '10E', rank: 4 }, { name: 'G', team: 'Phyrexia', square: '11E' }], 'Cmdr', '10E > 11E Joint Engage')).toBeNull();
  });
});

describe('004 3.2.4 transfers and 3.2.3 intercepts', () => {
  const specs: ArmySpec[] = [{ name: 'A', square: '10E' }, { name: 'B', square: '10F' }, { name: 'P', team: 'Phyrexia', square: '12E' }, { name: 'T', square: '20G' }, { name: 'U', square: '20F' }];
  it('004 3.2.4.1 transfer to an adjacent friendly army; 004 3.2.4.2 "at" must be where it is', () => {
    expect(check(specs, 'A', 'Transfer to B at 10F')).toBeNull();
    expect(check(specs, 'A', 'Transfer to B at 11F')).toMatchObject({ rule: '004 3.2.4.2' });
    expect(check(specs, 'A', 'Transfer to P at 12E')).toMatchObject({ rule: '004 3.2.4.1' });
    expect(check(specs, 'A', 'Transfer to U at 20F')).toMatchObject({ rule: '004 3.2.4.1' });
  });
  it('004 3.2.4.1 the sender may not be in a base, portal or town', () => {
    expect(check(specs, 'T', 'Transfer to U at 20F')).toMatchObject({ rule: '004 3.2.4.1' });
  });
  it('004 3.2.3.1 only an enemy army can be intercepted', () => {
    expect(check(specs, 'A', 'Intercept P')).toBeNull();
    expect(check(specs, 'A', 'Intercept B')).toMatchObject({ rule: '004 3.2.3.1' });
  });
});
