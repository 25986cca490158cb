// Movement decisions (DATC 5.B, 002 BT19-21, 000 D.VI) pinned where mutation testing (issue 19)
// found the engine's tests silent: a binding named route with a fleet more than needed, what a
// convoying fleet's result says, and a support broken by the very unit it is aimed at.
import { describe, expect, it } from 'vitest';
import { adjudicate } from '../../../../core/diplomacy/adjudicate';
import type { Order } from '../../../../core/diplomacy/types';
import { agora, hasbro, orders, position, resultAt, run, standard, unitsAfter, wm2004 } from './helpers';

describe('convoy routes and what each convoying fleet reports', () => {
  // England convoys A Lon to Belgium through the North Sea and the Channel; the Channel alone could
  // carry it. France dislodges the North Sea fleet.
  const pos = position('England: A lon, F nth, F eng; France: F hol, F den');
  const ordered = 'England: A lon - nth - eng - bel; F nth C A lon - bel; F eng C A lon - bel; France: F hol - nth; F den S F hol - nth';

  it('000 D.VI(4): the named route binds: with the North Sea fleet dislodged the army does not move, though the Channel alone could carry it', () => {
    const r = run(pos, ordered, wm2004);
    expect(resultAt(r, 'nth')).toMatchObject({ success: false, code: 'disrupted', reason: 'convoy disrupted: the fleet was dislodged; dislodged by F Hol' });
    expect(resultAt(r, 'lon')).toMatchObject({ success: false, code: 'disrupted', reason: 'convoy disrupted: F Nth dislodged (the named route binds: 000 D.VI(4))' });
    // The Channel's own convoy held, but carried nothing: it says the convoy failed elsewhere.
    expect(resultAt(r, 'eng')).toMatchObject({ success: false, code: 'disrupted', reason: 'the convoy of A Lon was disrupted elsewhere' });
    expect(unitsAfter(r)).toContain('A lon');
  });

  it('DATC 6.F.9 / 002 BT17: where a named route does not bind (the Hasbro profile), the Channel carries the army alone', () => {
    const r = run(pos, ordered, hasbro);
    expect(resultAt(r, 'lon')).toMatchObject({ success: true, code: 'moved' });
    expect(resultAt(r, 'eng')).toMatchObject({ success: true, code: 'convoyed', reason: 'convoyed A Lon to Belgium' });
    expect(resultAt(r, 'nth')).toMatchObject({ success: false, code: 'disrupted', reason: 'convoy disrupted: the fleet was dislodged; dislodged by F Hol' });
    expect(unitsAfter(r)).toContain('A bel');
  });

  it('002 BT17e: both fleets of an undisturbed two-fleet route report that they convoyed the army', () => {
    const r = run(position('England: A lon, F nth, F eng'), 'England: A lon - bel via convoy; F nth C A lon - bel; F eng C A lon - bel', hasbro);
    expect(resultAt(r, 'nth')).toMatchObject({ success: true, code: 'convoyed' });
    expect(resultAt(r, 'eng')).toMatchObject({ success: true, code: 'convoyed' });
  });

  it('002 BT17: a fleet that is no link between the army and its destination does not claim to have convoyed it', () => {
    // F Nao is ordered to convoy too, but touches neither London, Belgium nor the Channel.
    const r = run(position('England: A lon, F eng, F nao'), 'England: A lon - bel via convoy; F eng C A lon - bel; F nao C A lon - bel', hasbro);
    expect(resultAt(r, 'lon')).toMatchObject({ success: true });
    expect(resultAt(r, 'eng')).toMatchObject({ success: true, code: 'convoyed' });
    expect(resultAt(r, 'nao')).toMatchObject({ success: false, code: 'disrupted' });
  });

  it('DATC 5.B.4: when the army\'s convoy has no path (its only fleet dislodged) a second, unattacked convoy fleet says the convoy failed elsewhere', () => {
    // A Lon - Bel needs F Eng (F Nth is not ordered); F Iri also convoys but hangs off the Channel.
    const r = run(position('England: A lon, F eng, F iri; France: F bre, F mao'),
      'England: A lon - bel via convoy; F eng C A lon - bel; F iri C A lon - bel; France: F mao - eng; F bre S F mao - eng', hasbro);
    expect(resultAt(r, 'eng')).toMatchObject({ success: false, reason: 'convoy disrupted: the fleet was dislodged; dislodged by F Mao' });
    expect(resultAt(r, 'lon')).toMatchObject({ success: false, reason: 'convoy disrupted: F Eng dislodged' });
    expect(resultAt(r, 'iri')).toMatchObject({ success: false, code: 'disrupted', reason: 'the convoy of A Lon was disrupted elsewhere' });
    expect(unitsAfter(r)).toContain('A lon');
  });
});

describe('support broken by the unit it is aimed at (DATC 5.B.2)', () => {
  it('DATC 5.B.2: a support is not cut by the unit it supports against, but fails when that unit dislodges the supporter — also when that unit is the first one listed', () => {
    // Russia's A Rum is unit 0 of the position. It leaves Romania and, supported from Bulgaria,
    // dislodges A Ser, whose support was for A Bud into Romania.
    const r = run(position('Russia: A rum, A bul; Austria: A ser, A bud'), 'Russia: A rum - ser; A bul S A rum - ser; Austria: A ser S A bud - rum; A bud - rum', hasbro);
    expect(resultAt(r, 'ser')).toMatchObject({ success: false, code: 'cut', reason: 'support failed: the supporting unit was dislodged; dislodged by A Rum' });
    expect(resultAt(r, 'rum')).toMatchObject({ success: true });
    expect(resultAt(r, 'bud')).toMatchObject({ success: true });
  });
});

describe('the position after a movement phase', () => {
  it('002 BT22a: a unit that stays in the Adriatic (the map\'s first province) blocks a retreat there', () => {
    const r = run(position('Austria: F tri; Italy: A ven, A tyr, F adr'), 'Italy: A ven - tri; A tyr S A ven - tri; F adr H', hasbro);
    expect(r.next.dislodged[0]!.retreats).toEqual(['alb']);
  });

  it('002 BT24: a civil-disorder power\'s dislodged unit is disbanded and the notice gives the clause (the rule\'s own where the profile has none)', () => {
    const pos = position('Austria: A ser; Turkey: A bul, A gre');
    const r = run(pos, 'Turkey: A bul - ser; A gre S A bul - ser', hasbro, { civilDisorder: ['Austria'] });
    expect(r.next.dislodged).toEqual([]);
    expect(r.notices).toContain('Austria is in civil disorder: dislodged A Ser is disbanded (002 BT24)');
  });

  it('a quiet phase reports only the skipped retreat phase, and results carry no empty clause', () => {
    const r = run(position('France: A par'), 'France: A par - bur', hasbro);
    expect(r.notices).toEqual(['no unit was dislodged: no retreat phase']);
    expect('clause' in r.results[0]!).toBe(false);
  });

  it('a unit with no id keeps having none when it moves (no "id: undefined" written into the game file)', () => {
    const pos = position('France: A par');
    const { id: _id, ...noId } = pos.units[0]!;
    const r = run({ ...pos, units: [noId] }, 'France: A par - bur', hasbro);
    expect(r.next.units).toEqual([{ type: 'A', power: 'France', location: 'bur' }]);
    expect('id' in r.next.units[0]!).toBe(false);
  });
});

describe('a named convoy route that cannot carry the army (000 D.VI(3))', () => {
  const pos = position('England: A lon, F nth, F eng, F iri');
  const convoys = 'F nth C A lon - bel; F eng C A lon - bel; F iri C A lon - bel';
  const named = (route: string) => resultAt(run(pos, `England: A lon - ${route} - bel; ${convoys}`, wm2004), 'lon');

  it('000 D.VI(3): each fault of a written route is named in the army\'s result, with the clause', () => {
    expect(named('xyz')).toMatchObject({ success: false, code: 'no-convoy', reason: 'no convoy: the named route passes through unknown \'xyz\'', clause: '000 D.VI(3)' });
    expect(named('wal - eng')).toMatchObject({ code: 'no-convoy', reason: 'no convoy: the named route passes through Wales, which is not water' });
    expect(named('nth - mao')).toMatchObject({ code: 'no-convoy', reason: 'no convoy: the named route jumps from North Sea to Mid-Atlantic Ocean' });
    expect(named('iri - eng')).toMatchObject({ code: 'no-convoy', reason: 'no convoy: the named route jumps from London to Irish Sea' });
    expect(named('nth - ska')).toMatchObject({ code: 'no-convoy', reason: 'no convoy: no fleet in Skagerrak is ordered to convoy this army' });
    expect(named('eng - iri')).toMatchObject({ code: 'no-convoy', reason: 'no convoy: the named route does not reach Belgium' });
  });

  it('000 D.VI(3): a route written in capitals is the same route, and a sound one carries the army', () => {
    // Written by hand: the test notation would lower-case it first.
    const capitals: Order = { kind: 'move', power: 'England', unitType: 'A', unit: 'lon', to: 'bel', route: ['NTH', 'Eng'] };
    const r = adjudicate(standard, pos, [capitals, ...orders(`England: ${convoys}`)], wm2004);
    expect(resultAt(r, 'lon')).toMatchObject({ success: true, code: 'moved', reason: 'moved by convoy to Belgium' });
    expect(named('eng')).toMatchObject({ success: true, code: 'moved' });
  });
});

describe('002 BT21c: who cut a support, when a convoyed army also attacks the supporter', () => {
  // France supports F Hol into the North Sea, whose fleet convoys A Lon to Belgium, France's
  // supporter. Under 002 BT21c the army does not cut that support; Germany's A Ruh does.
  const ordered = 'England: A lon - nth - bel; F nth C A lon - bel; France: F hol - nth; F bel S F hol - nth; Germany: A ruh - bel';
  for (const [label, units] of [['England listed first', 'England: A lon, F nth; France: F hol, F bel; Germany: A ruh'], ['Germany listed first', 'Germany: A ruh; France: F hol, F bel; England: A lon, F nth']] as const) {
    it(`002 BT21c: the result names the unit that really cut the support, not the convoyed army (${label})`, () => {
      const r = run(position(units), ordered, agora);
      expect(resultAt(r, 'bel')).toMatchObject({ success: false, code: 'cut', reason: 'support cut by A Ruh' });
      expect(resultAt(r, 'hol')).toMatchObject({ success: false, code: 'bounced' });
      expect(resultAt(r, 'nth')).toMatchObject({ success: true, code: 'convoyed' });
    });
  }
});
