// Convoys under each profile's house rules: adjacent-convoy intent, named routes, multi-route
// disruption, the support-cut exception, paradoxes and convoys against the convoying power.
import { describe, expect, it } from 'vitest';
import type { HouseRules } from '../../../../core/diplomacy/houseRules';
import { adjudicate } from '../../../../core/diplomacy/adjudicate';
import type { Order } from '../../../../core/diplomacy/types';
import { agora, dislodgedAfter, hasbro, maharajiad, orders, position, resultAt, run, standard, unitsAfter, wm2004 } from './helpers';

describe('convoy chains', () => {
  it('002 BT17e / 002 BT18b: fleets in adjacent waters carry an army through all of them in one turn', () => {
    const r = run(position('England: A lon, F eng, F mao'), 'England: A lon - por; F eng C A lon - por; F mao C A lon - por');
    expect(unitsAfter(r)).toEqual(['A por', 'F eng', 'F mao']);
    expect(resultAt(r, 'eng')).toMatchObject({ success: true, code: 'convoyed' });
  });

  it('002 BT17e: a fleet on a coast cannot convoy', () => {
    const r = run(position('England: A yor, F lon'), 'England: A yor - bel; F lon C A yor - bel');
    expect(resultAt(r, 'lon')).toMatchObject({ success: false, code: 'illegal' });
    expect(unitsAfter(r)).toEqual(['A yor', 'F lon']);
  });

  it('000 D.III(4)b: a move possible only with other units\' help is not illegal — with the convoy it moves', () => {
    const pos = position('England: A lon, F nth');
    const moved = run(pos, 'England: A lon - nwy; F nth C A lon - nwy', wm2004);
    expect(unitsAfter(moved)).toEqual(['A nwy', 'F nth']);
    // Without the convoy order the move still is a move (not an illegal hold): it fails for want of a path.
    const failed = run(pos, 'England: A lon - nwy; F nth H', wm2004);
    expect(resultAt(failed, 'lon')).toMatchObject({ success: false, code: 'no-convoy' });
  });

  it('001 B.IV(5)b: the same under Maharajiad rules; a move no fleet on the board could carry is illegal', () => {
    const failed = run(position('England: A lon, F nth'), 'England: A lon - nwy', maharajiad);
    expect(resultAt(failed, 'lon')).toMatchObject({ success: false, code: 'no-convoy' });
    const illegal = run(position('England: A lon'), 'England: A lon - nwy', maharajiad);
    expect(resultAt(illegal, 'lon')).toMatchObject({ success: false, code: 'illegal', clause: '001 B.IV(5)a' });
  });
});

describe('000 D.VI(2) / 001 B.VII(2): convoy to an adjacent province', () => {
  const swap = position('England: A nwy, F ska; Russia: A swe');
  it('000 D.VI(2): a fleet of the army\'s own power convoying it makes it a convoyed move (armies swap)', () => {
    const r = run(swap, 'England: A nwy - swe; F ska C A nwy - swe; Russia: A swe - nwy', wm2004);
    expect(unitsAfter(r)).toEqual(['A nwy', 'A swe', 'F ska']);
    expect(resultAt(r, 'nwy')).toMatchObject({ success: true, clause: '000 D.VI(2)' });
    expect(resultAt(r, 'nwy').reason).toContain('moved by convoy to Sweden');
  });

  it('000 D.VI(2): a foreign fleet cannot kidnap an army: the move goes by land and bounces (DATC 6.G.2)', () => {
    const r = run(position('England: A nwy; Russia: F swe; Germany: F ska'), 'England: A nwy - swe; Russia: F swe - nwy; Germany: F ska C A nwy - swe', wm2004);
    expect(unitsAfter(r)).toEqual(['A nwy', 'F ska', 'F swe']);
    expect(resultAt(r, 'ska')).toMatchObject({ success: false, code: 'void' });
    expect(resultAt(r, 'nwy')).toMatchObject({ code: 'bounced', clause: '000 D.VI(2)' });
  });

  it('000 D.VI(2): "via convoy" written uses a foreign fleet\'s convoy', () => {
    const r = run(position('England: A nwy; Russia: A swe; Germany: F ska'), 'England: A nwy - swe via convoy; Russia: A swe - nwy; Germany: F ska C A nwy - swe', wm2004);
    expect(unitsAfter(r)).toEqual(['A nwy', 'A swe', 'F ska']);
  });

  it('000 D.VI(2) / 001 B.VII(2): with no convoy possible the land route is taken; DATC v3.0 6.G.8 has no fallback', () => {
    const pos = position('France: A bel; England: F nth; Germany: A hol');
    const text = 'France: A bel - hol via convoy; England: F nth - hel; Germany: A hol - kie';
    expect(unitsAfter(run(pos, text, wm2004))).toEqual(['A hol', 'A kie', 'F hel']);
    expect(unitsAfter(run(pos, text, maharajiad))).toEqual(['A hol', 'A kie', 'F hel']);
    expect(resultAt(run(pos, text, hasbro), 'bel')).toMatchObject({ success: false, code: 'no-convoy' });
  });
});

describe('000 D.VI(3)-(4) / 001 B.VII(4): several routes', () => {
  const pos = position('England: A lon, F nth, F eng; France: F bre, F mao');
  const attack = 'France: F bre - eng; F mao S F bre - eng';
  it('000 D.VI(4): without a named route the convoy is disrupted only if every route is', () => {
    const r = run(pos, `England: A lon - bel; F nth C A lon - bel; F eng C A lon - bel; ${attack}`, wm2004);
    expect(unitsAfter(r)).toContain('A bel');
    expect(dislodgedAfter(r)).toEqual(['F eng']);
  });

  it('000 D.VI(4): a named route is disrupted when any fleet of it is dislodged', () => {
    const r = run(pos, `England: A lon - eng - bel; F nth C A lon - bel; F eng C A lon - bel; ${attack}`, wm2004);
    expect(unitsAfter(r)).toContain('A lon');
    expect(resultAt(r, 'lon')).toMatchObject({ success: false, code: 'disrupted' });
    expect(resultAt(r, 'lon').reason).toContain('F Eng');
  });

  it('001 B.VII(4): the same under Maharajiad rules', () => {
    const r = run(pos, `England: A lon - eng - bel; F nth C A lon - bel; F eng C A lon - bel; ${attack}`, maharajiad);
    expect(unitsAfter(r)).toContain('A lon');
    const free = run(pos, `England: A lon - bel; F nth C A lon - bel; F eng C A lon - bel; ${attack}`, maharajiad);
    expect(unitsAfter(free)).toContain('A bel');
  });

  it('a named route is only informational when the rules do not bind it (DATC 4.A.6)', () => {
    const r = run(pos, `England: A lon - eng - bel; F nth C A lon - bel; F eng C A lon - bel; ${attack}`, hasbro);
    expect(unitsAfter(r)).toContain('A bel');
  });

  it('000 D.VI(4): a named route with a fleet not ordered to convoy fails', () => {
    const r = run(position('England: A lon, F nth, F eng'), 'England: A lon - eng - bel; F nth C A lon - bel; F eng H', wm2004);
    expect(resultAt(r, 'lon')).toMatchObject({ success: false, code: 'no-convoy', clause: '000 D.VI(3)' });
  });

  it('002 BT17: a convoyed move must name its path; without one it is no convoyed move', () => {
    const none = run(position('England: A lon, F nth'), 'England: A lon - bel; F nth C A lon - bel', agora);
    expect(resultAt(none, 'lon')).toMatchObject({ success: false, code: 'illegal', clause: '002 BT17' });
    const named = run(position('England: A lon, F nth'), 'England: A lon - nth - bel; F nth C A lon - bel', agora);
    expect(unitsAfter(named)).toEqual(['A bel', 'F nth']);
    // An adjacent move with no path named goes by land even with an own fleet convoying.
    const land = run(position('England: A nwy, F ska; Russia: A swe'), 'England: A nwy - swe; F ska C A nwy - swe; Russia: A swe - nwy', agora);
    expect(unitsAfter(land)).toEqual(['A nwy', 'A swe', 'F ska']);
    expect(resultAt(land, 'nwy')).toMatchObject({ success: false, code: 'bounced' });
  });
});

describe('support cutting by convoyed armies', () => {
  it('000 D.VI(5): a convoyed army does not cut a support for an attack on its own province of origin (DATC 6.G.13)', () => {
    const r = run(position('Austria: F adr, A tri; Italy: A ven, F alb'),
      'Austria: F adr C A tri - ven; A tri - ven via convoy; Italy: A ven S F alb - tri; F alb - tri', wm2004);
    expect(resultAt(r, 'ven')).toMatchObject({ success: true });
    expect(dislodgedAfter(r)).toEqual(['A tri']);
  });

  it('001 B.VII(5): the same under Maharajiad rules', () => {
    const r = run(position('Austria: F adr, A tri; Italy: A ven, F alb'),
      'Austria: F adr C A tri - ven; A tri - ven; Italy: A ven S F alb - tri; F alb - tri', maharajiad);
    expect(dislodgedAfter(r)).toEqual(['A tri']);
  });

  it('002 BT21c: a convoyed army does not cut the support of an attack on a fleet its convoy needs', () => {
    const r = run(position('England: F lon, F wal; France: A bre, F eng'),
      'England: F lon S F wal - eng; F wal - eng; France: A bre - lon; F eng C A bre - lon', agora);
    expect(resultAt(r, 'lon')).toMatchObject({ success: true });
    expect(dislodgedAfter(r)).toEqual(['F eng']);
  });
});

describe('convoy paradoxes', () => {
  const simple = position('England: F lon, F wal; France: A bre, F eng');
  const simpleOrders = 'England: F lon S F wal - eng; F wal - eng; France: A bre - lon; F eng C A bre - lon';
  it('000 D.VI(6): every convoyed move in the paradox fails and has no effect on its destination', () => {
    const r = run(simple, simpleOrders, wm2004);
    expect(resultAt(r, 'bre')).toMatchObject({ success: false, code: 'paradox', clause: '000 D.VI(6)' });
    expect(resultAt(r, 'bre').reason).toContain('Szykman');
    expect(dislodgedAfter(r)).toEqual(['F eng']);
  });

  it('001 B.VII(6): the same under Maharajiad rules', () => {
    const r = run(simple, simpleOrders, maharajiad);
    expect(resultAt(r, 'bre')).toMatchObject({ success: false, code: 'paradox', clause: '001 B.VII(6)' });
  });

  it('Pandin\'s paradox: the Szykman rule leaves both fleets bouncing in the Channel (DATC 6.F.16)', () => {
    const r = run(position('England: F lon, F wal; France: A bre, F eng; Germany: F nth, F bel'),
      'England: F lon S F wal - eng; F wal - eng; France: A bre - lon; F eng C A bre - lon; Germany: F nth S F bel - eng; F bel - eng', wm2004);
    expect(dislodgedAfter(r)).toEqual([]);
    expect(resultAt(r, 'wal')).toMatchObject({ success: false, code: 'bounced' });
  });

  it('the all-hold paradox rule makes every unit of the paradox hold', () => {
    const allHold: HouseRules = { ...hasbro, paradoxRule: 'all-hold' };
    const r = run(simple, simpleOrders, allHold);
    expect(dislodgedAfter(r)).toEqual([]);
    expect(unitsAfter(r)).toEqual(['A bre', 'F eng', 'F lon', 'F wal']);
  });
});

describe('convoying against the convoying power', () => {
  const pos = position('England: F nth, A nwy; France: A edi, F nwg');
  const text = 'England: F nth C A edi - nwy; A nwy H; France: A edi - nwy; F nwg S A edi - nwy';
  it('000 D.VI(7): a convoy of a foreign army that dislodges a unit of the convoying power is allowed', () => {
    const r = run(pos, text, wm2004);
    expect(dislodgedAfter(r)).toEqual(['A nwy']);
    expect(resultAt(r, 'nth')).toMatchObject({ success: true, code: 'convoyed' });
  });

  it('001 B.VII(7): the foreign army dislodges the convoying power\'s unit if it has enough valid support', () => {
    expect(dislodgedAfter(run(pos, text, maharajiad))).toEqual(['A nwy']);
    const unsupported = run(pos, 'England: F nth C A edi - nwy; A nwy H; France: A edi - nwy', maharajiad);
    expect(dislodgedAfter(unsupported)).toEqual([]);
  });
});

describe('an order explicitly by land', () => {
  it('viaConvoy: false keeps an adjacent move on land even with an own fleet convoying (dipcc records, DATC 4.A.3 choice e)', () => {
    const pos = position('England: A nwy, F ska; Russia: A swe');
    const land: Order = { kind: 'move', power: 'England', unitType: 'A', unit: 'nwy', to: 'swe', viaConvoy: false };
    const explicit = adjudicate(standard, pos, [land, ...orders('England: F ska C A nwy - swe; Russia: A swe - nwy')], hasbro);
    expect(explicit.results[0]).toMatchObject({ success: false, code: 'bounced' });
    const unsaid = run(pos, 'England: A nwy - swe; F ska C A nwy - swe; Russia: A swe - nwy', hasbro);
    expect(resultAt(unsaid, 'nwy')).toMatchObject({ success: true });
  });
});

describe('002 BT21c against the Szykman rule (DATC 6.F.17, Pandin\'s extended paradox)', () => {
  const pos = position('England: F lon, F wal; France: A bre, F eng, F yor; Germany: F nth, F bel');
  const text = 'England: F lon S F wal - eng; F wal - eng; France: A bre - lon; F eng C A bre - lon; F yor S A bre - lon; Germany: F nth S F bel - eng; F bel - eng';
  it('002 BT21c: the support of London is not cut, the convoy succeeds and London is dislodged', () => {
    // Agora's convoyed moves name their path (002 BT17).
    const r = run(pos, text.replace('A bre - lon', 'A bre - eng - lon'), agora);
    expect(resultAt(r, 'lon')).toMatchObject({ success: false, dislodged: true });
    expect(resultAt(r, 'bre')).toMatchObject({ success: true });
    expect(dislodgedAfter(r)).toEqual(['F lon']);
  });
  it('000 D.VI(6): under Szykman the convoy fails and nothing is dislodged', () => {
    const r = run(pos, text, wm2004);
    expect(dislodgedAfter(r)).toEqual([]);
    expect(resultAt(r, 'bre')).toMatchObject({ success: false, code: 'paradox' });
  });
});
