// The movement decisions (movementDecisions.ts: DATC 5.B, 002 BT19-21, 000 D.VI, 001 B.I(2)) pinned
// where mutation testing (issue 19) found the engine's tests silent: which convoying fleets really
// carried the army, an own unit that stays to support, and a river convoy attacked by the unit
// listed first.
import { describe, expect, it } from 'vitest';
import { boardOf } from '../../../../core/diplomacy/adjudicator/board';
import { MovementDecisions } from '../../../../core/diplomacy/adjudicator/movementDecisions';
import { planMovement } from '../../../../core/diplomacy/adjudicator/movementOrders';
import { prepareMovementOnce } from '../../../../core/diplomacy/adjudicator/preparedMovement';
import { agora, hasbro, orders, position, resultAt, run, standard, unitsAfter, wm2004 } from './helpers';
import * as maharajah from '../maharajah/helpers';

describe('002 BT17: a convoying fleet carried the army only when it lies on a chain from origin to destination', () => {
  it('002 BT17: a fleet that touches the army\'s origin but has no carrying fleet on to the destination did not convoy it', () => {
    // A Spa - Naf is carried by F Mao alone. F Lyo also convoys and touches Spain, but not North
    // Africa, nor the Mid-Atlantic: it is no link of any route.
    const r = run(position('France: A spa, F mao, F lyo'), 'France: A spa - naf via convoy; F mao C A spa - naf; F lyo C A spa - naf', hasbro);
    expect(resultAt(r, 'spa')).toMatchObject({ success: true, code: 'moved' });
    expect(resultAt(r, 'mao')).toMatchObject({ success: true, code: 'convoyed', reason: 'convoyed A Spa to North Africa' });
    expect(resultAt(r, 'lyo')).toMatchObject({ success: false, code: 'disrupted' });
    expect(unitsAfter(r)).toEqual(['A naf', 'F lyo', 'F mao']);
  });

  it('002 BT17: a fleet that touches the destination but cannot be reached from the army\'s origin did not convoy it', () => {
    // The same seas the other way: A Naf - Spa by F Mao; F Lyo touches Spain, not North Africa.
    const r = run(position('France: A naf, F mao, F lyo'), 'France: A naf - spa via convoy; F mao C A naf - spa; F lyo C A naf - spa', hasbro);
    expect(resultAt(r, 'naf')).toMatchObject({ success: true, code: 'moved' });
    expect(resultAt(r, 'mao')).toMatchObject({ success: true, code: 'convoyed', reason: 'convoyed A Naf to Spain' });
    expect(resultAt(r, 'lyo')).toMatchObject({ success: false, code: 'disrupted' });
  });

  it('002 BT17: a fleet reached through another convoying fleet, on to the destination, did convoy the army', () => {
    // A Wal - Bel: F Iri touches Wales, not Belgium, but reaches it through F Eng: both are links.
    const r = run(position('England: A wal, F iri, F eng'), 'England: A wal - bel via convoy; F iri C A wal - bel; F eng C A wal - bel', hasbro);
    expect(resultAt(r, 'wal')).toMatchObject({ success: true, code: 'moved' });
    expect(resultAt(r, 'iri')).toMatchObject({ success: true, code: 'convoyed' });
    expect(resultAt(r, 'eng')).toMatchObject({ success: true, code: 'convoyed' });
  });
});

describe('a convoying fleet off the route that carried the army did not convoy it', () => {
  it('000 D.VI(4): under a binding named route (World Masters) a fleet off the route did not convoy the army, though it touches both ends', () => {
    // A Lon - Nth - Bel goes through the North Sea; F Eng, also ordered to convoy, borders London and Belgium.
    const r = run(position('England: A lon, F nth, F eng'), 'England: A lon - nth - bel; F nth C A lon - bel; F eng C A lon - bel', wm2004);
    expect(resultAt(r, 'lon')).toMatchObject({ success: true, code: 'moved' });
    expect(resultAt(r, 'nth')).toMatchObject({ success: true, code: 'convoyed' });
    expect(resultAt(r, 'eng')).not.toMatchObject({ code: 'convoyed' });
    expect(resultAt(r, 'eng').success).toBe(false);
  });

  it('002 BT17 / DATC 5.B.3: a fleet linked to the destination only through a dislodged convoying fleet did not convoy the army', () => {
    // A Spa - Naf is carried by F Mao. F Lyo would reach North Africa through F Wes, but Italy dislodges F Wes.
    const r = run(position('France: A spa, F mao, F lyo, F wes; Italy: F tys, F tun'),
      'France: A spa - naf via convoy; F mao C A spa - naf; F lyo C A spa - naf; F wes C A spa - naf; Italy: F tys - wes; F tun S F tys - wes', hasbro);
    expect(resultAt(r, 'spa')).toMatchObject({ success: true, code: 'moved' });
    expect(resultAt(r, 'mao')).toMatchObject({ success: true, code: 'convoyed' });
    expect(resultAt(r, 'wes')).toMatchObject({ success: false, code: 'disrupted' });
    expect(resultAt(r, 'lyo')).toMatchObject({ success: false, code: 'disrupted' });
  });
});

describe('002 BT19b: only two moves into each other\'s provinces are a head-to-head battle', () => {
  it('DATC 5.B.6 / 002 BT19b: a convoying fleet carrying an army into the province of a fleet moving to its sea is no head-to-head: that fleet still prevents, and the convoy carries (no paradox)', () => {
    // F Hol - Nth (supported) and F Eng - Nth (supported) stand each other off in the North Sea,
    // where F Nth holds to convoy A Yor into Holland. A Yor then bounces off F Hol, which stayed.
    const r = run(position('England: A yor, F nth; Germany: F hol, F hel; France: F eng, F bel'),
      'England: A yor - hol via convoy; F nth C A yor - hol; Germany: F hol - nth; F hel S F hol - nth; France: F eng - nth; F bel S F eng - nth', hasbro);
    expect(resultAt(r, 'eng')).toMatchObject({ success: false, code: 'bounced', reason: 'bounced with F Hol, 2 vs 2' });
    expect(resultAt(r, 'hol')).toMatchObject({ success: false, code: 'bounced' });
    expect(resultAt(r, 'nth')).toMatchObject({ success: true, code: 'convoyed' });
    expect(resultAt(r, 'yor')).toMatchObject({ success: false, code: 'bounced' });
    expect(r.next.dislodged).toEqual([]);
  });
});

describe('002 BT21a: a power cannot dislodge its own unit', () => {
  it('002 BT21a (DATC 6.D.10 with the own unit supporting, not holding): a supported attack on an own unit that stays to give support fails', () => {
    // A Bur stays to support A Mar; A Par attacks it with support from Picardy. Its support is
    // given (an own attack never cuts, 002 BT21b), but that does not make A Bur dislodgeable.
    const r = run(position('France: A par, A pic, A bur, A mar'), 'France: A par - bur; A pic S A par - bur; A bur S A mar', hasbro);
    expect(resultAt(r, 'par')).toMatchObject({ success: false });
    expect(resultAt(r, 'bur')).toMatchObject({ success: true });
    expect(r.next.dislodged).toEqual([]);
    expect(unitsAfter(r)).toEqual(['A bur', 'A mar', 'A par', 'A pic']);
  });
});

describe('001 B.I(2)c: a river convoy attacked by the first unit of the position', () => {
  it('001 B.I(2)c: a fleet attacking the convoying river fleet disrupts the convoy also when it is the first unit listed', () => {
    // As in the river cases, but Gondwana's F Bgl comes first in the position (unit 0).
    const r = maharajah.run(maharajah.position('Gondwana: F bgl; Delhi: A awa, F muz'), 'Delhi: F muz C A awa - ben; A awa - ben; Gondwana: F bgl - muz');
    expect(maharajah.resultAt(r, 'bgl')).toMatchObject({ success: false, code: 'bounced' });
    expect(maharajah.resultAt(r, 'muz')).toMatchObject({ success: false, code: 'disrupted' });
    expect(maharajah.resultAt(r, 'awa')).toMatchObject({ success: false, code: 'disrupted' });
    expect(maharajah.unitsAfter(r)).toEqual(['Delhi A awa', 'Delhi F muz', 'Gondwana F bgl']);
  });
});

describe('DATC 5.B: the decisions of a phase', () => {
  it('DATC 5.B: resolveAll decides every decision of the phase, a move, a matching support and a matching convoy, and nothing else (a hold, a void support and a void convoy are no decisions)', () => {
    // What the engine bench times as resolving a phase (bench/engine.bench.ts). F Lvp's support of
    // A Wal, which nothing attacks, is a decision no other decision asks for.
    const pos = position('England: A lon, F nth, A yor, F edi, A wal, F lvp; France: F bre, F gas, F eng');
    const ordered = 'England: A lon - bel via convoy; F nth C A lon - bel; A yor S A lon - wal; F edi C A wal - bel; A wal H; F lvp S A wal; '
      + 'France: F bre - mao; F gas S F bre - mao; F eng H';
    const board = boardOf(standard);
    const none = new Set<string>();
    const decisions = new MovementDecisions(planMovement(prepareMovementOnce(board, pos, orders(ordered)), hasbro, none, none));
    const resolved = () => pos.units.map((u, i) => `${u.location}:${decisions.resolver.isResolved(i)}`);
    expect(resolved().filter((s) => s.endsWith('true'))).toEqual([]);
    decisions.resolveAll();
    expect(resolved()).toEqual([
      'lon:true', 'nth:true', 'yor:false', 'edi:false', 'wal:false', 'lvp:true',
      'bre:true', 'gas:true', 'eng:false',
    ]);
  });

  it('DATC 5.B: a void support counts as failed though nothing attacks its unit, and so does a hold (they are no decisions)', () => {
    // A Yor's support is for a move A Lon was not ordered to make; nothing attacks Yorkshire.
    const pos = position('England: A lon, A yor, A wal');
    const decisions = new MovementDecisions(planMovement(prepareMovementOnce(boardOf(standard), pos, orders('England: A lon - bel; A yor S A lon - wal; A wal H')), hasbro, new Set(), new Set()));
    expect(pos.units.map((u, i) => `${u.location}:${decisions.succeeded(i)}`)).toEqual(['lon:false', 'yor:false', 'wal:false']);
  });
});

describe('002 BT21c: a convoyed army does not cut support for an attack on a fleet it needs', () => {
  it('002 BT21c: the support against the convoying fleet stands when that fleet is the first unit listed, and the fleet is dislodged (no paradox)', () => {
    // Agora rules (convoyed moves name their route). F Eng is unit 0 of the position.
    const r = run(position('England: F eng, A lon; France: F bel, F bre'), 'England: A lon - eng - bel; F eng C A lon - bel; France: F bel S F bre - eng; F bre - eng', agora);
    expect(resultAt(r, 'bel')).toMatchObject({ success: true, code: 'supported' });
    expect(resultAt(r, 'bre')).toMatchObject({ success: true, code: 'moved' });
    expect(resultAt(r, 'eng')).toMatchObject({ success: false, code: 'disrupted' });
    expect(resultAt(r, 'lon')).toMatchObject({ success: false, code: 'disrupted' });
    expect(r.next.dislodged.map((d) => d.unit.location)).toEqual(['eng']);
  });

  it('002 BT21c: a convoyed army does cut a support for a move into an empty province (no fleet of its convoy is attacked)', () => {
    const r = run(position('England: A lon, F nth; Germany: F bel, A ruh'), 'England: A lon - nth - bel; F nth C A lon - bel; Germany: F bel S A ruh - hol; A ruh - hol', agora);
    expect(resultAt(r, 'bel')).toMatchObject({ success: false, code: 'cut' });
    expect(resultAt(r, 'ruh')).toMatchObject({ success: true, code: 'moved' });
  });
});
