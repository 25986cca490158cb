// The sentences a GM reads for each order of a movement phase (core/diplomacy/adjudicator/
// movementExplain.ts), pinned where mutation testing (issue 19) found that tests read only the
// code and success of a result: which unit a bounce, a lost head-to-head or a cut support names,
// with which strengths, how a dislodged unit's result reads, and the paradox and river texts.
import { describe, expect, it } from 'vitest';
import type { HouseRules } from '../../../../core/diplomacy/houseRules';
import { position as maharajahPosition, resultAt as maharajahResultAt, run as maharajahRun } from '../maharajah/helpers';
import { hasbro, position, resultAt, run, wm2004 } from './helpers';

describe('holds', () => {
  it('002 BT16: a unit ordered to hold "held"; a unit with no order "no order: holds" (the held order first in the list too)', () => {
    const r = run(position('England: F lon, F edi'), 'England: F lon H');
    expect(resultAt(r, 'lon')).toEqual({ order: expect.anything(), success: true, code: 'held', reason: 'held' });
    expect(resultAt(r, 'edi')).toMatchObject({ success: true, code: 'held', reason: 'no order: holds' });
  });
});

describe('a failed move names what stopped it, with both strengths (002 BT19-20)', () => {
  it('002 BT19a: a move onto a unit that holds bounces with it, 1 vs 1', () => {
    const r = run(position('Germany: A bur; France: A par'), 'France: A par - bur');
    expect(resultAt(r, 'par')).toMatchObject({ success: false, code: 'bounced', reason: 'bounced with A Bur, 1 vs 1' });
  });

  it('002 BT21a: a move onto the mover\'s own unit cannot dislodge it, holding or moving the other way', () => {
    const holding = run(position('France: A bur, A par'), 'France: A par - bur; A bur H');
    expect(resultAt(holding, 'par')).toMatchObject({ success: false, code: 'bounced', reason: 'cannot dislodge own A Bur' });
    const swap = run(position('France: A bur, A par'), 'France: A par - bur; A bur - par');
    expect(resultAt(swap, 'par')).toMatchObject({ success: false, code: 'bounced', reason: 'cannot dislodge own A Bur' });
    expect(resultAt(swap, 'bur')).toMatchObject({ success: false, code: 'bounced', reason: 'cannot dislodge own A Par' });
  });

  it('002 BT20: the weaker side of a head-to-head battle is dislodged; its result says both (the stronger unit first on the board)', () => {
    const r = run(position('France: A bur, A ruh; Germany: A mun'), 'France: A bur - mun; A ruh S A bur - mun; Germany: A mun - bur');
    expect(resultAt(r, 'mun')).toEqual({
      order: expect.anything(), success: false, code: 'bounced', reason: 'lost head-to-head with A Bur, 1 vs 2; dislodged by A Bur', dislodged: true,
    });
  });

  it('002 BT20: a move that wins its head-to-head battle can still bounce off a third unit of equal strength, and names that unit', () => {
    const r = run(position('Germany: A mun, A ruh; France: A bur, A mar, A gas'),
      'Germany: A mun - bur; A ruh S A mun - bur; France: A bur - mun; A mar - bur; A gas S A mar - bur');
    expect(resultAt(r, 'mun')).toMatchObject({ success: false, code: 'bounced', reason: 'bounced with A Mar, 2 vs 2' });
  });

  it('002 BT19a: a unit that moves out leaves nothing to bounce with; two moves into its province bounce with each other', () => {
    const r = run(position('France: A par; Germany: A bur, A mun'), 'France: A par - bur; Germany: A bur - mar; A mun - bur');
    expect(resultAt(r, 'bur')).toMatchObject({ success: true, code: 'moved' });
    expect(resultAt(r, 'par')).toMatchObject({ success: false, code: 'bounced', reason: 'bounced with A Mun, 1 vs 1' });
    expect(resultAt(r, 'mun')).toMatchObject({ success: false, code: 'bounced', reason: 'bounced with A Par, 1 vs 1' });
  });

  it('002 BT19a: of several moves into a province, the one that stood the mover off is named, not the first on the board', () => {
    const r = run(position('Austria: A mun; France: A mar, A gas; Germany: A ruh, A bel'),
      'Austria: A mun - bur; France: A mar - bur; A gas S A mar - bur; Germany: A ruh - bur; A bel S A ruh - bur');
    expect(resultAt(r, 'ruh')).toMatchObject({ success: false, code: 'bounced', reason: 'bounced with A Mar, 2 vs 2' });
    expect(resultAt(r, 'mun')).toMatchObject({ success: false, code: 'bounced', reason: 'bounced with A Mar, 1 vs 2' });
  });
});

describe('supports (002 BT21)', () => {
  it('002 BT21b: a cut support names the foreign unit that cut it, not an attack by the supporter\'s own power', () => {
    const r = run(position('France: A bur, A par, A gas; Germany: A mun'),
      'France: A bur S A par - pic; A par - pic; A gas - bur; Germany: A mun - bur');
    expect(resultAt(r, 'bur')).toMatchObject({ success: false, code: 'cut', reason: 'support cut by A Mun' });
  });
});

describe('convoy paradoxes (000 D.VI(6), DATC 4.A.2)', () => {
  const simple = position('England: F lon, F wal; France: A bre, F eng');
  const orders = 'England: F lon S F wal - eng; F wal - eng; France: A bre - lon; F eng C A bre - lon';

  it('000 D.VI(6): under the Szykman rule the convoying fleet\'s result says so, and that it was dislodged', () => {
    const r = run(simple, orders, wm2004);
    expect(resultAt(r, 'eng')).toEqual({
      order: expect.anything(), success: false, code: 'paradox', clause: '000 D.VI(6)', dislodged: true,
      reason: 'paradox: Szykman rule, the convoy fails and the convoyed army has no effect; dislodged by F Wal',
    });
  });

  it('DATC 4.A.2: under the all-hold rule every order of the paradox reads that every unit in it holds', () => {
    const allHold: HouseRules = { ...hasbro, paradoxRule: 'all-hold' };
    const r = run(simple, orders, allHold);
    for (const p of ['eng', 'bre']) {
      expect(resultAt(r, p)).toMatchObject({ success: false, code: 'paradox', reason: 'paradox: every unit in the paradox holds', clause: 'DATC 4.A.2' });
    }
  });
});

describe('001 B.I(2)c: a river convoy disrupted by a fleet\'s attack', () => {
  it('001 B.I(2)c: the river fleet and the army each say that a fleet attacked the river convoy, and cite the clause', () => {
    const r = maharajahRun(maharajahPosition('Delhi: A awa, F muz; Gondwana: F bgl'), 'Delhi: F muz C A awa - ben; A awa - ben; Gondwana: F bgl - muz');
    expect(maharajahResultAt(r, 'muz')).toMatchObject({
      success: false, code: 'disrupted', reason: 'convoy disrupted: a fleet attacked this river convoy (001 B.I(2)c)', clause: '001 B.I(2)c',
    });
    expect(maharajahResultAt(r, 'awa')).toMatchObject({
      success: false, code: 'disrupted', reason: 'convoy disrupted: F Muz attacked on the river (001 B.I(2)c)', clause: '001 B.I(2)c',
    });
  });
});

describe('a convoy disrupted on the way (000 D.VI(4))', () => {
  it('000 D.VI(4): an army whose only route loses both its fleets to dislodgement names both (the first dislodged by the board\'s first unit)', () => {
    const r = run(position('Russia: F nwg, F nwy; England: A lon, F nth, F ska; Germany: F den, F swe'),
      'England: A lon - swe; F nth C A lon - swe; F ska C A lon - swe; Russia: F nwg - nth; F nwy S F nwg - nth; Germany: F den - ska; F swe S F den - ska');
    expect(resultAt(r, 'lon')).toEqual({
      order: expect.anything(), success: false, code: 'disrupted', reason: 'convoy disrupted: F Nth dislodged, F Ska dislodged',
    });
    // Each fleet's own result: dislodged (by the board's first unit, for F Nth), not attacked on a river.
    expect(resultAt(r, 'nth')).toMatchObject({ success: false, code: 'disrupted', reason: 'convoy disrupted: the fleet was dislodged; dislodged by F Nwg' });
    expect(resultAt(r, 'ska')).toMatchObject({ success: false, code: 'disrupted', reason: 'convoy disrupted: the fleet was dislodged; dislodged by F Den' });
  });
});
