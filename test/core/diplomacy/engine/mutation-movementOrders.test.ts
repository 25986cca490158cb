// What each written order is before anything is resolved (000 D.III, D.IV, D.VI; 002 BT17-18;
// DATC 6.A, 6.B, 6.G), pinned where mutation testing (issue 19) found the engine's tests silent:
// the reason and clause a GM reads for an order that commands nothing, an illegal order (the unit
// holds, 000 D.III(4)a), a void support or convoy, a coast, and an army move that may go by convoy.
import { describe, expect, it } from 'vitest';
import { getProfile } from '../../../../core/diplomacy/houseRules';
import { adjudicate } from '../../../../core/diplomacy/adjudicate';
import type { Order, Position, Unit } from '../../../../core/diplomacy/types';
import { getVariant } from '../../../../core/diplomacy/variants';
import { agora, dislodgedAfter, hasbro, maharajiad, position, resultAt, run, standard, unitsAfter, wm2004 } from './helpers';

describe('orders that command no unit of theirs', () => {
  const pos = position('England: F lon, A yor; France: F bre');

  it('a retreat order in a movement phase has no effect, and says so', () => {
    const r = run(pos, 'England: F lon R nth', hasbro);
    expect(r.results[0]).toMatchObject({ success: false, code: 'wrong-phase', reason: 'a retreat order has no effect in a movement phase' });
    expect(resultAt(r, 'lon')).toBeDefined();
    expect(unitsAfter(r)).toContain('F lon');
  });

  it('an order for an empty province commands nothing', () => {
    const r = run(pos, 'England: A wal - lon', hasbro);
    expect(r.results[0]).toMatchObject({ success: false, code: 'no-unit', reason: 'there is no unit in Wal' });
  });

  it('DATC 6.A.6: a power cannot order another power\'s unit', () => {
    const r = run(pos, 'France: A yor - lon', hasbro);
    expect(r.results[0]).toMatchObject({ success: false, code: 'foreign-unit', reason: 'A Yor belongs to England, not France' });
    expect(unitsAfter(r)).toContain('A yor');
  });

  it('000 D.III(5): the last order for a unit counts; the earlier one is superseded', () => {
    const r = run(pos, 'England: F lon H; F lon - nth', hasbro);
    expect(r.results[0]).toMatchObject({ success: false, code: 'superseded', reason: 'a later order for F Lon replaces this one' });
    expect(r.results[1]).toMatchObject({ success: true, code: 'moved' });
    expect(unitsAfter(r)).toContain('F nth');
  });

  it('000 D.VII(6)(c)a: a power recorded as sending no orders holds, whatever orders are found for it', () => {
    const r = run(pos, 'England: F lon - nth; France: F bre - mao', hasbro, { nmr: ['France'] });
    expect(r.results.find((x) => x.code === 'nmr')).toMatchObject({ success: false, reason: 'France is recorded as sending no orders: its units hold' });
    expect(unitsAfter(r)).toEqual(['A yor', 'F bre', 'F nth']);
  });

  it('002 BT24: a power in civil disorder holds, and the result gives the clause', () => {
    const r = run(pos, 'England: F lon - nth; France: F bre - mao', agora, { civilDisorder: ['France'] });
    expect(r.results.find((x) => x.code === 'civil-disorder')).toMatchObject({ success: false, reason: 'France is in civil disorder: its units hold', clause: '002 BT24' });
    expect(unitsAfter(r)).toContain('F bre');
  });
});

describe('illegal orders: the unit holds, and the result says why (000 D.III(4)a)', () => {
  const pos = position('England: F lon, A yor, F nth; France: F bre, A par, A gas');

  it('000 D.III(4)a: a move to an unknown place, to the unit\'s own province, of an army to sea, of a fleet inland', () => {
    const r = run(pos, 'England: A yor - xyz; F lon - lon; France: A par - mao; F bre - par', wm2004);
    expect(resultAt(r, 'yor')).toMatchObject({ success: false, code: 'illegal', reason: 'unknown destination \'xyz\'; the unit holds', clause: '000 D.III(4)a' });
    expect(resultAt(r, 'lon')).toMatchObject({ code: 'illegal', reason: 'a unit cannot move to its own province; the unit holds' });
    expect(resultAt(r, 'par')).toMatchObject({ code: 'illegal', reason: 'an army cannot enter Mid-Atlantic Ocean; the unit holds' });
    expect(resultAt(r, 'bre')).toMatchObject({ code: 'illegal', reason: 'F Bre cannot reach Paris; the unit holds' });
  });

  it('000 D.III(4)a: a support of an unknown unit, of itself, into an unknown place or its own province, of a move that goes nowhere', () => {
    const r = run(pos, 'England: A yor S A xyz; F lon S F lon - eng; F nth S F lon - qqq; France: A par S A gas - par; A gas S A par - par', wm2004);
    expect(resultAt(r, 'yor')).toMatchObject({ code: 'illegal', reason: 'unknown supported province \'xyz\'; the unit holds', clause: '000 D.III(4)a' });
    expect(resultAt(r, 'lon')).toMatchObject({ code: 'illegal', reason: 'a unit cannot support itself; the unit holds' });
    expect(resultAt(r, 'nth')).toMatchObject({ code: 'illegal', reason: 'unknown destination \'qqq\'; the unit holds' });
    expect(resultAt(r, 'par')).toMatchObject({ code: 'illegal', reason: 'a unit cannot support a move into its own province; the unit holds' });
    expect(resultAt(r, 'gas')).toMatchObject({ code: 'illegal', reason: 'a supported move must go somewhere; the unit holds' });
  });

  it('000 D.III(4)a: a support into a province the supporter cannot reach (army to sea, fleet inland)', () => {
    const r = run(pos, 'England: A yor S F lon - eng; F lon - eng; France: F bre S A par - bur; A par - bur', wm2004);
    expect(resultAt(r, 'yor')).toMatchObject({ code: 'illegal', reason: 'A Yor cannot reach English Channel to support there; the unit holds' });
    expect(resultAt(r, 'bre')).toMatchObject({ code: 'illegal', reason: 'F Bre cannot reach Burgundy to support there; the unit holds' });
    expect(resultAt(r, 'lon')).toMatchObject({ success: true });
  });

  it('002 BT17e: only a fleet convoys, only from water, between two known and different provinces', () => {
    const r = run(pos, 'England: A yor C A lon - nth; F lon C A yor - bel; F nth C A qqq - nwy; France: F bre C A par - pic', wm2004);
    expect(resultAt(r, 'yor')).toMatchObject({ code: 'illegal', reason: 'only a fleet can convoy; the unit holds' });
    expect(resultAt(r, 'lon')).toMatchObject({ code: 'illegal', reason: 'a fleet in London cannot convoy (only fleets at sea or on a river do, 002 BT17e); the unit holds' });
    expect(resultAt(r, 'nth')).toMatchObject({ code: 'illegal', reason: 'the convoy names an unknown province; the unit holds' });
    expect(resultAt(r, 'bre')).toMatchObject({ code: 'illegal', reason: 'a fleet in Brest cannot convoy (only fleets at sea or on a river do, 002 BT17e); the unit holds' });
    const nowhere = run(pos, 'England: F nth C A yor - yor', wm2004);
    expect(resultAt(nowhere, 'nth')).toMatchObject({ code: 'illegal', reason: 'a convoy must go somewhere; the unit holds' });
    const unknownTo = run(pos, 'England: F nth C A yor - qqq', wm2004);
    expect(resultAt(unknownTo, 'nth')).toMatchObject({ code: 'illegal', reason: 'the convoy names an unknown province; the unit holds' });
  });

  it('000 D.III(4)a: an illegal order is a hold: its support to hold stands off a supported attack', () => {
    const r = run(position('England: A yor, A lon; France: F nth, F edi'), 'England: A yor - xyz; A lon S A yor; France: F nth - yor; F edi S F nth - yor', wm2004);
    expect(resultAt(r, 'lon')).toMatchObject({ success: true, code: 'supported' });
    expect(resultAt(r, 'nth')).toMatchObject({ success: false, code: 'bounced' });
    expect(unitsAfter(r)).toContain('A yor');
  });
});

describe('the wrong unit type written in an order (001 B.V(2): it invalidates the order)', () => {
  const pos = position('Italy: A rom, F nap, A apu');

  it('001 B.V(2): an order that names a fleet for an army, or an army for a fleet, is illegal under Maharajiad rules', () => {
    const r = run(pos, 'Italy: F rom - tys; A nap - apu; A apu H', maharajiad);
    expect(resultAt(r, 'rom')).toMatchObject({ code: 'illegal', reason: 'the order names a fleet but A Rom is an army; the unit holds', clause: '001 B.V(2)' });
    expect(resultAt(r, 'nap')).toMatchObject({ code: 'illegal', reason: 'the order names an army but F Nap is a fleet; the unit holds', clause: '001 B.V(2)' });
    expect(unitsAfter(r)).toEqual(['A apu', 'A rom', 'F nap']);
  });

  it('001 B.V(2): a support that names the supported unit\'s type wrongly is illegal; 2000 rulebook: the type is ignored', () => {
    const orders = 'Italy: A rom S A nap; F nap S F apu - rom; A apu - rom';
    const r = run(pos, orders, maharajiad);
    expect(resultAt(r, 'rom')).toMatchObject({ code: 'illegal', reason: 'the supported unit in Naples is not an army; the unit holds', clause: '001 B.V(2)' });
    expect(resultAt(r, 'nap')).toMatchObject({ code: 'illegal', reason: 'the supported unit in Apulia is not a fleet; the unit holds', clause: '001 B.V(2)' });
    const ignored = run(pos, orders, hasbro);
    expect(resultAt(ignored, 'rom')).toMatchObject({ success: true, code: 'supported', reason: 'supported F Nap to hold' });
    expect(resultAt(ignored, 'nap')).toMatchObject({ success: true, code: 'supported', reason: 'supported A Apu to Rome' });
  });

  it('001 B.V(2): a support that names the type rightly is a support', () => {
    const r = run(pos, 'Italy: A rom S F nap; F nap S A apu - rom; A apu H', maharajiad);
    expect(resultAt(r, 'rom')).toMatchObject({ success: true, code: 'supported', reason: 'supported F Nap to hold' });
    expect(resultAt(r, 'nap')).toMatchObject({ success: false, code: 'void', reason: 'A Apu was not ordered to Rome' });
  });

  it('001 B.V(2): a unit whose type is neither A nor F (a corrupt position) is compared with the letter written: its own letter is its type, another is not', () => {
    const corrupt = position('Italy: A rom, F nap, A apu');
    corrupt.units[0] = { ...corrupt.units[0]!, type: 'X' as 'A' };
    const same = run(corrupt, 'Italy: X rom H; F nap S X rom; A apu H', maharajiad);
    expect(resultAt(same, 'rom')).toMatchObject({ success: true, code: 'held' });
    expect(resultAt(same, 'nap')).toMatchObject({ success: true, code: 'supported', reason: 'supported X Rom to hold' });
    const other = run(corrupt, 'Italy: A rom H; F nap S A rom; A apu H', maharajiad);
    expect(resultAt(other, 'rom')).toMatchObject({ success: false, code: 'illegal', clause: '001 B.V(2)' });
    expect(resultAt(other, 'nap')).toMatchObject({ success: false, code: 'illegal', reason: 'the supported unit in Rome is not an army; the unit holds', clause: '001 B.V(2)' });
  });
});

describe('coasts (DATC 4.B, 000 D.IV(3))', () => {
  it('DATC 4.B.1, 4.B.3: no coast where two are reachable, or a coast the fleet cannot reach: illegal, with the coast clause', () => {
    const r = run(position('France: F mao, F gas, A mar; Italy: F wes'), 'France: F mao - spa; F gas - spa/sc; A mar - spa; Italy: F wes - spa/nc', hasbro);
    expect(resultAt(r, 'mao')).toMatchObject({ code: 'illegal', reason: 'F Mao can reach two coasts of Spain and the order names neither; the unit holds', clause: 'DATC 4.B' });
    expect(resultAt(r, 'gas')).toMatchObject({ code: 'illegal', reason: 'F Gas cannot reach Spa/sc; the unit holds', clause: 'DATC 4.B' });
    expect(resultAt(r, 'wes')).toMatchObject({ code: 'illegal', reason: 'F Wes cannot reach Spa/nc; the unit holds', clause: 'DATC 4.B' });
    expect(resultAt(r, 'mar')).toMatchObject({ success: true, reason: 'moved to Spain' });
  });

  it('000 D.IV(3)b: a wrong coast is corrected when only one is reachable; no coast where two are is still illegal', () => {
    const r = run(position('France: F mao, F gas; Italy: F wes'), 'France: F mao - spa; F gas - spa/sc; Italy: F wes - spa/nc', wm2004);
    expect(resultAt(r, 'mao')).toMatchObject({ code: 'illegal', clause: '000 D.IV(3)b' });
    // Both corrected moves reach Spain: they bounce, 1 vs 1.
    expect(resultAt(r, 'gas')).toMatchObject({ code: 'bounced', reason: 'bounced with F Wes, 1 vs 1' });
    expect(resultAt(r, 'wes')).toMatchObject({ code: 'bounced', reason: 'bounced with F Gas, 1 vs 1' });
  });

  it('DATC 4.B.2: a fleet that can reach one coast only needs none written', () => {
    const r = run(position('France: F gas'), 'France: F gas - spa', hasbro);
    expect(resultAt(r, 'gas')).toMatchObject({ success: true });
    expect(unitsAfter(r)).toEqual(['F spa/nc']);
  });

  it('DATC 6.B.9: a support naming the other coast does not match (the coast rule of the DATC); 000 D.IV(3)c: under World Masters rules it does', () => {
    const orders = 'France: F mao - spa/nc; F por S F mao - spa/sc; A gas S F mao - spa';
    const datc = run(position('France: F mao, F por, A gas'), orders, hasbro);
    expect(resultAt(datc, 'por')).toMatchObject({ success: false, code: 'void', reason: 'F Mao moves to Spa/nc, not the coast this support names', clause: 'DATC 4.B' });
    expect(resultAt(datc, 'gas')).toMatchObject({ success: true, reason: 'supported F Mao to Spain' });
    const wm = run(position('France: F mao, F por, A gas'), orders, wm2004);
    expect(resultAt(wm, 'por')).toMatchObject({ success: true, reason: 'supported F Mao to Spain' });
  });

  it('DATC 6.B.9: a support naming the coast the fleet does move to matches', () => {
    const r = run(position('France: F mao, F por'), 'France: F mao - spa/sc; F por S F mao - spa/sc', hasbro);
    expect(resultAt(r, 'por')).toMatchObject({ success: true, reason: 'supported F Mao to Spain' });
  });

  it('000 D.IV(3)c: a fleet on one coast of Spain cannot support into a sea only the other coast touches', () => {
    const r = run(position('France: F spa/nc, F mar, A gas'), 'France: F spa/nc S F mar - lyo; F mar - lyo; A gas S F spa/nc - mao', hasbro);
    expect(resultAt(r, 'spa')).toMatchObject({ code: 'illegal', reason: 'F Spa/nc cannot reach Gulf of Lyon to support there; the unit holds' });
    expect(resultAt(r, 'gas')).toMatchObject({ code: 'illegal', reason: 'A Gas cannot reach Mid-Atlantic Ocean to support there; the unit holds' });
    const other = run(position('France: F spa/sc, F mar'), 'France: F spa/sc S F mar - lyo; F mar - lyo', hasbro);
    expect(resultAt(other, 'spa')).toMatchObject({ success: true, code: 'supported' });
  });
});

describe('an army move that may go by convoy (000 D.VI, 002 BT17, DATC 4.A.3, 6.G)', () => {
  it('002 BT17: under Agora rules a move that is not adjacent must name its path; the fleet\'s convoy is then void', () => {
    const r = run(position('England: A lon, F nth'), 'England: A lon - bel; F nth C A lon - bel', agora);
    expect(resultAt(r, 'lon')).toMatchObject({ code: 'illegal', reason: 'A Lon cannot reach Belgium by land and the order names no convoy path; the unit holds', clause: '002 BT17' });
    expect(resultAt(r, 'nth')).toMatchObject({ success: false, code: 'void', reason: 'A Lon was not ordered to Belgium' });
    const named = run(position('England: A lon, F nth'), 'England: A lon - nth - bel; F nth C A lon - bel', agora);
    expect(resultAt(named, 'lon')).toMatchObject({ success: true, reason: 'moved by convoy to Belgium' });
  });

  it('002 BT17: under Agora rules an adjacent move goes by convoy only when it names the path, and then cites the rule', () => {
    const land = run(position('England: A lon, F nth'), 'England: A lon - yor; F nth C A lon - yor', agora);
    expect(resultAt(land, 'lon')).toMatchObject({ success: true, reason: 'moved to Yorkshire' });
    expect(resultAt(land, 'lon').clause).toBeUndefined();
    expect(resultAt(land, 'nth')).toMatchObject({ success: false, code: 'void', reason: 'A Lon moves by land, not by convoy' });
    const sea = run(position('England: A lon, F nth'), 'England: A lon - nth - yor; F nth C A lon - yor', agora);
    expect(resultAt(sea, 'lon')).toMatchObject({ success: true, reason: 'moved by convoy to Yorkshire', clause: '002 BT17' });
    expect(resultAt(sea, 'nth')).toMatchObject({ success: true, code: 'convoyed', reason: 'convoyed A Lon to Yorkshire' });
  });

  it('DATC 4.A.3, 2000 rulebook: a fleet of the army\'s own power convoying it makes the adjacent move go by convoy; a foreign one does not', () => {
    const own = run(position('England: A lon, F nth'), 'England: A lon - yor; F nth C A lon - yor', hasbro);
    expect(resultAt(own, 'lon')).toMatchObject({ success: true, reason: 'moved by convoy to Yorkshire', clause: 'DATC 4.A.3' });
    expect(resultAt(own, 'nth')).toMatchObject({ success: true, code: 'convoyed' });
    const foreign = run(position('England: A lon; Germany: F nth'), 'England: A lon - yor; Germany: F nth C A lon - yor', hasbro);
    expect(resultAt(foreign, 'lon')).toMatchObject({ success: true, reason: 'moved to Yorkshire', clause: 'DATC 4.A.3' });
    expect(resultAt(foreign, 'nth')).toMatchObject({ success: false, code: 'void', reason: 'A Lon moves by land, not by convoy' });
    const wm = run(position('England: A lon; Germany: F nth'), 'England: A lon - yor; Germany: F nth C A lon - yor', wm2004);
    expect(resultAt(wm, 'lon')).toMatchObject({ success: true, reason: 'moved to Yorkshire', clause: '000 D.VI(2)' });
  });

  it('DATC 6.G.8 (v3.0): "via convoy" with no fleet ordered to convoy: the move fails; 000 D.VI(2): by land; DATC v2.4: by land, citing the preference', () => {
    const pos = position('England: A lon, F nth');
    expect(resultAt(run(pos, 'England: A lon - yor via convoy', hasbro), 'lon')).toMatchObject({ success: false, code: 'no-convoy', reason: 'no convoy: no fleet is ordered to convoy it', clause: 'DATC 4.A.3' });
    expect(resultAt(run(pos, 'England: A lon - yor via convoy', wm2004), 'lon')).toMatchObject({ success: true, reason: 'moved to Yorkshire', clause: '000 D.VI(2)' });
    const droidippy = run(pos, 'England: A lon - yor via convoy', getProfile('droidippy'));
    expect(resultAt(droidippy, 'lon')).toMatchObject({ success: true, reason: 'moved to Yorkshire', clause: 'DATC 4.A.3 (v2.4 preference)' });
  });

  it('000 D.VI(3): a named route binds: a fleet off the route is void; the fleets on it convoy', () => {
    const r = run(position('England: A lon, F nth, F eng'), 'England: A lon - eng - bel; F nth C A lon - bel; F eng C A lon - bel', wm2004);
    expect(resultAt(r, 'lon')).toMatchObject({ success: true, reason: 'moved by convoy to Belgium' });
    expect(resultAt(r, 'nth')).toMatchObject({ success: false, code: 'void', reason: 'A Lon takes the route its order names, not through this fleet', clause: '000 D.VI(3)' });
    expect(resultAt(r, 'eng')).toMatchObject({ success: true, code: 'convoyed' });
    const both = run(position('England: A lon, F nth, F eng'), 'England: A lon - eng - nth - nwy; F eng C A lon - nwy; F nth C A lon - nwy', wm2004);
    expect(resultAt(both, 'lon')).toMatchObject({ success: true, reason: 'moved by convoy to Norway' });
    expect(resultAt(both, 'eng')).toMatchObject({ success: true, code: 'convoyed' });
    expect(resultAt(both, 'nth')).toMatchObject({ success: true, code: 'convoyed' });
  });

  it('000 D.VI(3): a named route that cannot carry the army says why: no fleet ordered there, an unknown place, land, a jump, short of the destination', () => {
    const pos = position('England: A lon, F nth, F eng');
    const why = (route: string) => resultAt(run(pos, `England: A lon - ${route} - bel; F eng C A lon - bel`, wm2004), 'lon');
    expect(why('nth')).toMatchObject({ success: false, code: 'no-convoy', reason: 'no convoy: no fleet in North Sea is ordered to convoy this army', clause: '000 D.VI(3)' });
    expect(why('xyz')).toMatchObject({ code: 'no-convoy', reason: 'no convoy: the named route passes through unknown \'xyz\'' });
    expect(why('yor')).toMatchObject({ code: 'no-convoy', reason: 'no convoy: the named route passes through Yorkshire, which is not water' });
    expect(why('nwg')).toMatchObject({ code: 'no-convoy', reason: 'no convoy: the named route jumps from London to Norwegian Sea' });
    const short = run(pos, 'England: A lon - eng - nwy; F eng C A lon - nwy', wm2004);
    expect(resultAt(short, 'lon')).toMatchObject({ code: 'no-convoy', reason: 'no convoy: the named route does not reach Norway' });
    // Named in capitals, as a player may write them: the route is read all the same.
    const orders: Order[] = [
      { kind: 'move', power: 'England', unitType: 'A', unit: 'lon', to: 'bel', route: ['ENG'] },
      { kind: 'convoy', power: 'England', unitType: 'F', unit: 'eng', from: 'lon', to: 'bel' },
    ];
    const capitals = adjudicate(standard, pos, orders, wm2004);
    expect(resultAt(capitals, 'lon')).toMatchObject({ success: true, reason: 'moved by convoy to Belgium' });
  });

  it('000 D.VI(2)-(3): an adjacent move whose named route cannot carry it goes by land, and its fleets\' convoys are void', () => {
    const r = run(position('England: A lon, F nth, F eng'), 'England: A lon - eng - yor; F eng C A lon - yor; F nth C A lon - yor', wm2004);
    expect(resultAt(r, 'lon')).toMatchObject({ success: true, reason: 'moved to Yorkshire', clause: '000 D.VI(3)' });
    expect(resultAt(r, 'eng')).toMatchObject({ success: false, code: 'void', reason: 'A Lon moves by land, not by convoy' });
  });

  it('000 D.VI(2): a named route through the army\'s own fleet takes the army by convoy; the other convoying fleet is void', () => {
    const r = run(position('England: A lon, F nth, F eng'), 'England: A lon - nth - yor; F eng C A lon - yor; F nth C A lon - yor', wm2004);
    expect(resultAt(r, 'lon')).toMatchObject({ success: true, reason: 'moved by convoy to Yorkshire', clause: '000 D.VI(2)' });
    expect(resultAt(r, 'eng')).toMatchObject({ success: false, code: 'void', reason: 'A Lon takes the route its order names, not through this fleet' });
    expect(resultAt(r, 'nth')).toMatchObject({ success: true, code: 'convoyed', reason: 'convoyed A Lon to Yorkshire' });
  });
});

describe('supports and convoys that match nothing are void; the result says what the other unit did', () => {
  it('a support to hold for an empty province, for a unit that moved away; a support into a province the unit did not go to', () => {
    const r = run(position('France: A par, A pic, A gas, A bel; Germany: A bur, A ruh'), 'France: A par S A gas - bre; A pic S A bur; A bel S A ruh - hol; Germany: A bur - mun; A ruh - kie', hasbro);
    expect(resultAt(r, 'par')).toMatchObject({ success: false, code: 'void', reason: 'A Gas was not ordered to Brest' });
    expect(resultAt(r, 'pic')).toMatchObject({ success: false, code: 'void', reason: 'A Bur did not hold: it was ordered to Munich' });
    expect(resultAt(r, 'bel')).toMatchObject({ success: false, code: 'void', reason: 'A Ruh was not ordered to Holland' });
    const empty = run(position('France: A par'), 'France: A par S A bur', hasbro);
    expect(resultAt(empty, 'par')).toMatchObject({ success: false, code: 'void', reason: 'there is no unit to support' });
  });

  it('a convoy of an empty province or of a fleet has no army to convoy; a convoy to where the army is not going is void', () => {
    const r = run(position('England: F nth, F eng, A yor; France: F bre'), 'England: F nth C A hol - yor; F eng C A bre - lon; A yor - lon', hasbro);
    expect(resultAt(r, 'nth')).toMatchObject({ success: false, code: 'void', reason: 'there is no army to convoy' });
    expect(resultAt(r, 'eng')).toMatchObject({ success: false, code: 'void', reason: 'there is no army to convoy' });
    const elsewhere = run(position('England: A lon, F nth, F nwg'), 'England: A lon - yor; F nth C A lon - wal; F nwg H', hasbro);
    expect(resultAt(elsewhere, 'nth')).toMatchObject({ success: false, code: 'void', reason: 'A Lon was not ordered to Wales' });
    // A convoy to elsewhere is no convoy of this move: A Lon goes to Yorkshire by land.
    expect(resultAt(elsewhere, 'lon')).toMatchObject({ success: true, reason: 'moved to Yorkshire' });
    expect(resultAt(elsewhere, 'lon').clause).toBeUndefined();
    const holding = run(position('England: A lon, F nth'), 'England: A lon H; F nth C A lon - yor', hasbro);
    expect(resultAt(holding, 'nth')).toMatchObject({ success: false, code: 'void', reason: 'A Lon was not ordered to Yorkshire' });
  });

  it('DATC 6.D.31: a support that only the supporting fleet\'s own convoy could make possible is illegal, and says why', () => {
    const r = run(position('Austria: A rum; Turkey: F bla'), 'Austria: A rum - arm; Turkey: F bla S A rum - arm', hasbro);
    expect(resultAt(r, 'bla')).toMatchObject({ success: false, code: 'illegal', reason: 'A Rum can only reach Armenia through the supporting fleet itself; the unit holds' });
  });

  it('DATC 6.D.31 does not apply to a move the army could make by land: the fleet\'s support for a convoyed move into an adjacent province stands', () => {
    // A Lon is meant to go by convoy (via convoy) but F Eng alone forms no route: the move fails;
    // F Nth, not convoying, supports it, and London touches Yorkshire by land.
    const r = run(position('England: A lon, F nth, F eng'), 'England: A lon - yor via convoy; F eng C A lon - yor; F nth S A lon - yor', hasbro);
    expect(resultAt(r, 'lon')).toMatchObject({ success: false, reason: 'no convoy: the fleets ordered to convoy it form no route' });
    expect(resultAt(r, 'nth')).toMatchObject({ success: true, code: 'supported', reason: 'supported A Lon to Yorkshire' });
  });

  it('000 D.IV: every matching support counts, the first unit of the position\'s among them', () => {
    // A Gas is the position's first unit: with its support the attack is 3 against 2.
    const r = run(position('France: A gas, A pic, A par; Germany: A bur, A mun'), 'France: A gas S A par - bur; A pic S A par - bur; A par - bur; Germany: A mun S A bur', hasbro);
    expect(resultAt(r, 'par')).toMatchObject({ success: true, reason: 'moved to Burgundy' });
    expect(resultAt(r, 'bur')).toMatchObject({ code: 'dislodged' });
  });
});

describe('the map\'s first province and places off the map', () => {
  it('supports of a fleet in the Adriatic (the map\'s first province) and into it are supports', () => {
    const r = run(position('Italy: F ion, F apu, F adr; Austria: F tri'), 'Italy: F ion S F adr; F apu S F adr; F adr H; Austria: F tri - adr', hasbro);
    expect(resultAt(r, 'ion')).toMatchObject({ success: true, code: 'supported', reason: 'supported F Adr to hold' });
    const into = run(position('Italy: F ion, F apu; Austria: F adr'), 'Italy: F apu S F ion - adr; F ion - adr', hasbro);
    expect(resultAt(into, 'apu')).toMatchObject({ success: true, code: 'supported', reason: 'supported F Ion to Adriatic Sea' });
    expect(dislodgedAfter(into)).toEqual(['F adr']);
  });

  it('a convoy from or to the Adriatic is a convoy order (void: no army there, or the army cannot go there)', () => {
    const r = run(position('Italy: F ion, F adr, A apu'), 'Italy: F ion C A adr - apu; F adr H; A apu H', hasbro);
    expect(resultAt(r, 'ion')).toMatchObject({ success: false, code: 'void', reason: 'there is no army to convoy' });
    const to = run(position('Italy: F ion, F adr, A apu'), 'Italy: F ion C A apu - adr; A apu - adr; F adr H', hasbro);
    expect(resultAt(to, 'ion')).toMatchObject({ success: false, code: 'void', reason: 'A Apu was not ordered to Adriatic Sea' });
  });

  it('000 D.III(4)b: a fleet in the Adriatic makes A Ven - Alb possible by convoy, so the move fails for want of a convoy, not as illegal', () => {
    const r = run(position('Italy: A ven; Austria: F adr'), 'Italy: A ven - alb', hasbro);
    expect(resultAt(r, 'ven')).toMatchObject({ success: false, code: 'no-convoy', reason: 'no convoy: no fleet is ordered to convoy it' });
  });

  it('an order for a unit in a place the map does not know commands nothing', () => {
    const r = run(position('England: A lon, F nth'), 'England: A xyz H; F nth - nwg', hasbro);
    expect(r.results[0]).toMatchObject({ success: false, code: 'no-unit', reason: 'there is no unit in Xyz' });
    expect(unitsAfter(r)).toEqual(['A lon', 'F nwg']);
  });

  it('a corrupt position with two units in one province: the first one listed takes the orders', () => {
    const pos = position('England: A lon; France: A lon');
    const r = run(pos, 'England: A lon - yor', hasbro);
    expect(resultAt(r, 'lon')).toMatchObject({ success: true, reason: 'moved to Yorkshire' });
    const french = run(pos, 'France: A lon - wal', hasbro);
    expect(french.results[0]).toMatchObject({ success: false, code: 'foreign-unit', reason: 'A Lon belongs to England, not France' });
  });

  it('a coast written for a province that has none is ignored', () => {
    const r = run(position('England: F lon'), 'England: F lon - nth/ec', hasbro);
    expect(resultAt(r, 'lon')).toMatchObject({ success: true, reason: 'moved to North Sea' });
  });

  it('000 D.IV(3)b: a coast Spain does not have, from where both coasts are reachable, is not corrected', () => {
    const r = run(position('France: F mao'), 'France: F mao - spa/ec', wm2004);
    expect(resultAt(r, 'mao')).toMatchObject({ code: 'illegal', reason: 'F Mao cannot reach Spa/ec; the unit holds', clause: '000 D.IV(3)b' });
  });

  it('000 D.III(4)a: an army cannot support into a land province it does not touch', () => {
    const r = run(position('France: A par, A bur'), 'France: A par S A bur - mun; A bur - mun', hasbro);
    expect(resultAt(r, 'par')).toMatchObject({ code: 'illegal', reason: 'A Par cannot reach Munich to support there; the unit holds' });
  });

  it('001 B.V(2): naming the type of the supported unit rightly or wrongly, when it is the position\'s first unit', () => {
    const r = run(position('Italy: A rom, F nap'), 'Italy: F nap S F rom', maharajiad);
    expect(resultAt(r, 'nap')).toMatchObject({ code: 'illegal', reason: 'the supported unit in Rome is not a fleet; the unit holds' });
    const empty = run(position('Italy: F nap'), 'Italy: F nap S A rom', maharajiad);
    expect(resultAt(empty, 'nap')).toMatchObject({ code: 'void', reason: 'there is no unit to support' });
  });
});

describe('more convoy intent (DATC 4.A.3, 6.G; 000 D.VI)', () => {
  it('DATC 6.G.19: of two own fleets convoying, one needed and one not, the needed one shows intent', () => {
    const r = run(position('England: A edi, F nwg, F nth'), 'England: A edi - yor; F nwg C A edi - yor; F nth C A edi - yor', hasbro);
    expect(resultAt(r, 'edi')).toMatchObject({ success: true, reason: 'moved by convoy to Yorkshire', clause: 'DATC 4.A.3' });
  });

  it('000 D.VI(3): an adjacent move naming a route with no fleet ordered along it goes by land and cites the named-route rule', () => {
    const r = run(position('England: A lon, F nth'), 'England: A lon - nth - yor', wm2004);
    expect(resultAt(r, 'lon')).toMatchObject({ success: true, reason: 'moved to Yorkshire', clause: '000 D.VI(3)' });
  });

  it('002 BT17: a named path by convoy to a province not adjacent cites no rule of its own; an empty path is no path', () => {
    const named = run(position('England: A lon, F nth'), 'England: A lon - nth - bel; F nth C A lon - bel', agora);
    expect(resultAt(named, 'lon')).toMatchObject({ success: true, reason: 'moved by convoy to Belgium' });
    expect(resultAt(named, 'lon').clause).toBeUndefined();
    const orders: Order[] = [
      { kind: 'move', power: 'England', unitType: 'A', unit: 'lon', to: 'bel', route: [] },
      { kind: 'convoy', power: 'England', unitType: 'F', unit: 'nth', from: 'lon', to: 'bel' },
    ];
    const empty = adjudicate(standard, position('England: A lon, F nth'), orders, agora);
    expect(resultAt(empty, 'lon')).toMatchObject({ code: 'illegal', reason: 'A Lon cannot reach Belgium by land and the order names no convoy path; the unit holds' });
  });

  it('002 BT17: house rules that require a convoy path but name no clause for it cite 002 BT17', () => {
    const rules = { ...hasbro, convoyPathRequired: true };
    const r = run(position('England: A lon, F nth'), 'England: A lon - bel; F nth C A lon - bel', rules);
    expect(resultAt(r, 'lon')).toMatchObject({ code: 'illegal', clause: '002 BT17' });
  });

  it('002 BT24: a power in civil disorder under rules that name no clause for it: the result cites 002 BT24', () => {
    const r = run(position('England: F lon; France: F bre'), 'France: F bre - mao', hasbro, { civilDisorder: ['France'] });
    expect(r.results.find((x) => x.code === 'civil-disorder')).toMatchObject({ clause: '002 BT24' });
  });
});

describe('a position whose units\' places are written in capitals (a record from outside)', () => {
  it('the units are still found by their province and named as the record writes them', () => {
    const pos = position('England: A yor, F nth; France: F bre');
    pos.units[0]!.location = 'Yor';
    pos.units[1]!.location = 'NTH';
    const r = run(pos, 'England: A yor - xyz; France: A yor - lon; F nth C A yor - lon', hasbro);
    expect(r.results[0]).toMatchObject({ code: 'illegal', reason: 'unknown destination \'xyz\'; the unit holds' });
    expect(r.results[1]).toMatchObject({ code: 'foreign-unit', reason: 'A Yor belongs to England, not France' });
    expect(r.results[2]).toMatchObject({ code: 'foreign-unit', reason: 'F NTH belongs to England, not France' });
  });
});

describe('river convoys (001 B.I(2)b): only fleets carry armies, on a river as at sea', () => {
  const maharajah = getVariant('maharajah');
  const delhi = maharajah.powers[1]!.name;
  const on = (units: Unit[]): Position => ({
    variant: 'maharajah', phase: { year: 1501, season: 'spring', type: 'movement' }, units, dislodged: [], standoffs: [], homeCentres: {}, centres: {},
  });
  const armyMove: Order = { kind: 'move', power: delhi, unitType: 'A', unit: 'awa', to: 'ben' };

  it('001 B.I(2)b, 000 D.III(4)a: an army standing in the river province between is no fleet: A Awa - Ben is illegal, not even by convoy', () => {
    const r = adjudicate(maharajah, on([{ type: 'A', power: delhi, location: 'awa', id: 'a' }, { type: 'A', power: delhi, location: 'agr', id: 'b' }]), [armyMove], maharajiad);
    expect(resultAt(r, 'awa')).toMatchObject({ success: false, code: 'illegal', reason: 'A Awa cannot reach Benares, not even by convoy; the unit holds' });
  });

  it('001 B.I(2)b, 000 D.III(4)b: a fleet there makes the move possible: it fails only for want of a convoy order', () => {
    const r = adjudicate(maharajah, on([{ type: 'A', power: delhi, location: 'awa', id: 'a' }, { type: 'F', power: delhi, location: 'agr', id: 'b' }]), [armyMove], maharajiad);
    expect(resultAt(r, 'awa')).toMatchObject({ success: false, code: 'no-convoy' });
  });
});
