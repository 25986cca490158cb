// Movement adjudication: the basic rules every profile shares (002 BT11-BT21, the illegal-order
// rules of 000 D.III(4) and 001 B.IV(5)). Positions follow DATC v3.0 chapter 6 where a case fits.
import { describe, expect, it } from 'vitest';
import { agora, dislodgedAfter, hasbro, maharajiad, position, resultAt, run, unitsAfter, wm2004 } from './helpers';

describe('moves, bounces and dislodgement', () => {
  it('002 BT17b / 002 BT6a: armies move to adjacent land, fleets to adjacent water or coast on the standard map', () => {
    const r = run(position('England: A lvp, F lon'), 'England: A lvp - yor; F lon - nth');
    expect(unitsAfter(r)).toEqual(['A yor', 'F nth']);
    expect(resultAt(r, 'lvp')).toMatchObject({ success: true, code: 'moved' });
  });

  it('002 BT17b / 000 D.III(4)a: an army ordered to sea holds and may be supported to hold (DATC 6.A.3-like)', () => {
    const pos = position('England: A lvp, F iri; France: F wal, F nao');
    const r = run(pos, 'England: A lvp - iri; France: F wal - lvp; F nao S F wal - lvp', wm2004);
    // A Lvp's order is illegal, so it holds with strength 1 and is dislodged by 2.
    expect(resultAt(r, 'lvp')).toMatchObject({ success: false, code: 'illegal', clause: '000 D.III(4)a' });
    expect(dislodgedAfter(r)).toEqual(['A lvp']);
    const r2 = run(pos, 'England: A lvp - iri; F iri S A lvp; France: F wal - lvp; F nao S F wal - lvp', wm2004);
    expect(dislodgedAfter(r2)).toEqual([]);
    expect(resultAt(r2, 'iri')).toMatchObject({ success: true, code: 'supported' });
  });

  it('001 B.IV(5)a: an illegal move becomes a hold that can receive support', () => {
    const r = run(position('Germany: A mun, A ber; France: A bur'),
      'Germany: A mun - lon; A ber S A mun; France: A bur - mun', maharajiad);
    expect(resultAt(r, 'mun')).toMatchObject({ success: false, code: 'illegal', clause: '001 B.IV(5)a' });
    expect(resultAt(r, 'ber')).toMatchObject({ success: true });
    expect(resultAt(r, 'bur')).toMatchObject({ success: false, code: 'bounced' });
  });

  it('000 D.III(4)c / 001 B.IV(5)c: an unordered unit holds and may receive support to hold', () => {
    const pos = position('Germany: A mun, A ber; France: A bur, A ruh');
    const r = run(pos, 'Germany: A ber S A mun; France: A bur - mun; A ruh S A bur - mun', wm2004);
    expect(dislodgedAfter(r)).toEqual([]);
    const hold = r.results.find((x) => x.implicit);
    expect(hold).toMatchObject({ success: true, code: 'held', implicit: true, order: { kind: 'hold', unit: 'mun' } });
    const r2 = run(pos, 'Germany: A ber S A mun; France: A bur - mun; A ruh S A bur - mun', maharajiad);
    expect(dislodgedAfter(r2)).toEqual([]);
  });

  it('002 BT19a: equally supported moves to one province all fail, and a standoff is recorded', () => {
    const r = run(position('Germany: A ber; Russia: A war; Austria: A boh'), 'Germany: A ber - sil; Russia: A war - sil', agora);
    expect(unitsAfter(r)).toEqual(['A ber', 'A boh', 'A war']);
    expect(resultAt(r, 'ber').reason).toBe('bounced with A War, 1 vs 1');
    // With a retreat phase to follow, the province left empty by the standoff is recorded and
    // closed to retreats.
    const r2 = run(position('Germany: A mun, A ruh, A bel; France: A bur, A par'),
      'Germany: A mun - bur; A ruh S A mun - bur; A bel - pic; France: A par - pic', agora);
    expect(r2.next.standoffs).toEqual(['pic']);
    expect(r2.next.dislodged[0]).toMatchObject({ unit: { location: 'bur' }, retreats: ['gas', 'mar'] });
  });

  it('002 BT12 / 002 BT20: strength is one plus valid supports, the strongest move wins (DATC 5.A example)', () => {
    const r = run(position('Germany: A ber, A mun; Russia: A war; Austria: A boh'),
      'Germany: A ber - sil; A mun S A ber - sil; Russia: A war - sil; Austria: A boh - sil', agora);
    expect(resultAt(r, 'ber')).toMatchObject({ success: true });
    expect(resultAt(r, 'war')).toMatchObject({ success: false, reason: 'bounced with A Ber, 1 vs 2' });
    expect(r.next.standoffs).toEqual([]);
  });

  it('002 BT19b: two units moving into each other\'s provinces do not move', () => {
    const r = run(position('Germany: A ber; Russia: A pru'), 'Germany: A ber - pru; Russia: A pru - ber', agora);
    expect(unitsAfter(r)).toEqual(['A ber', 'A pru']);
    expect(resultAt(r, 'ber').reason).toBe('lost head-to-head with A Pru, 1 vs 1');
  });

  it('002 BT19c: a supported attack dislodges a holding unit; it must retreat', () => {
    const r = run(position('Germany: A ber, A sil; Russia: A pru'), 'Germany: A ber - pru; A sil S A ber - pru', agora);
    expect(dislodgedAfter(r)).toEqual(['A pru']);
    expect(r.next.phase).toEqual({ year: 1901, season: 'spring', type: 'retreat' });
    expect(r.next.dislodged[0]).toMatchObject({ attackerFrom: 'ber', attackerConvoyed: false, retreats: ['lvn', 'war'] });
    expect(resultAt(r, 'pru')).toMatchObject({ success: false, dislodged: true, reason: 'dislodged by A Ber' });
  });

  it('002 BT13: after movement no province holds two units (a unit moving out lets another in)', () => {
    const r = run(position('Germany: A ber, A mun'), 'Germany: A ber - mun; A mun - ruh');
    expect(unitsAfter(r)).toEqual(['A mun', 'A ruh']);
  });

  it('002 BT21a: a power cannot dislodge its own unit, nor support the dislodgement of one (DATC 6.C.x/6.D.10-like)', () => {
    const r = run(position('Germany: A ber, A mun, A kie'), 'Germany: A ber H; A kie - ber; A mun S A kie - ber', agora);
    expect(dislodgedAfter(r)).toEqual([]);
    expect(resultAt(r, 'kie').reason).toBe('cannot dislodge own A Ber');
    const r3 = run(position('Germany: A ber, A sil; Russia: A pru'), 'Germany: A ber H; A sil S A pru - ber; Russia: A pru - ber', agora);
    expect(dislodgedAfter(r3)).toEqual([]);
    expect(resultAt(r3, 'pru')).toMatchObject({ success: false, code: 'bounced' });
  });

  it('002 BT20: a support is cut by an attack from anywhere but the province it supports into', () => {
    const pos = position('Germany: A ber, A sil; Russia: A pru, A war');
    const cut = run(pos, 'Germany: A ber - pru; A sil S A ber - pru; Russia: A war - sil', agora);
    expect(resultAt(cut, 'sil')).toMatchObject({ success: false, code: 'cut', reason: 'support cut by A War' });
    expect(dislodgedAfter(cut)).toEqual([]);
    const notCut = run(position('Germany: A ber, A sil; Russia: A pru'), 'Germany: A ber - pru; A sil S A ber - pru; Russia: A pru - sil', agora);
    expect(resultAt(notCut, 'sil')).toMatchObject({ success: true });
    expect(dislodgedAfter(notCut)).toEqual(['A pru']);
  });

  it('002 BT21b: an attack by the supporter\'s own power does not cut its support', () => {
    const r = run(position('Germany: A ber, A sil, A boh; Russia: A pru'), 'Germany: A ber - pru; A sil S A ber - pru; A boh - sil', agora);
    expect(resultAt(r, 'sil')).toMatchObject({ success: true });
    expect(dislodgedAfter(r)).toEqual(['A pru']);
  });

  it('002 BT17d: support may go to another power\'s unit, offensively or defensively, from an army or a fleet', () => {
    const r = run(position('England: F nth; France: A bel; Germany: A hol, A ruh'),
      'England: F nth S A bel; Germany: A hol - bel; A ruh S A hol - bel', agora);
    expect(dislodgedAfter(r)).toEqual([]);
    expect(resultAt(r, 'nth')).toMatchObject({ success: true, code: 'supported' });
  });

  it('a support for a move the unit did not make is void (DATC 6.D.x)', () => {
    const r = run(position('Germany: A ber, A sil; Russia: A pru'), 'Germany: A ber - pru; A sil S A mun - pru; Russia: A pru H', agora);
    expect(resultAt(r, 'sil')).toMatchObject({ success: false, code: 'void' });
  });

  it('002 BT18a: a fleet cannot move between the two coasts of Spain; a missing coast is filled when only one is reachable', () => {
    const r = run(position('France: F spa/nc, F gas'), 'France: F spa/nc - mar; F gas - spa');
    expect(resultAt(r, 'spa')).toMatchObject({ success: false, code: 'illegal' });
    expect(unitsAfter(r)).toEqual(['F gas', 'F spa/nc']);
    const r2 = run(position('France: F gas'), 'France: F gas - spa');
    expect(unitsAfter(r2)).toEqual(['F spa/nc']);
    const r3 = run(position('France: F mao'), 'France: F mao - spa');
    expect(resultAt(r3, 'mao')).toMatchObject({ success: false, code: 'illegal' });
  });

  it('000 D.IV(3)b coast rule in the adjudicator: a wrong coast is corrected when only one coast is reachable', () => {
    const datc = run(position('France: F gas'), 'France: F gas - spa/sc');
    expect(resultAt(datc, 'gas')).toMatchObject({ success: false, code: 'illegal' });
    const wm = run(position('France: F gas'), 'France: F gas - spa/sc', wm2004);
    expect(unitsAfter(wm)).toEqual(['F spa/nc']);
  });

  it('a fleet supports into a two-coast province without naming a coast (supports ignore coasts)', () => {
    const r = run(position('France: F mar, F gas; Italy: F spa/sc'), 'France: F gas - spa/nc; F mar S F gas - spa; Italy: F spa/sc H');
    expect(dislodgedAfter(r)).toEqual(['F spa/sc']);
  });

  it('000 D.IV(3)c: a support naming the wrong coast still supports under World Masters rules; DATC 6.B.9 voids it', () => {
    const pos = position('France: F por, F mao; Italy: F lyo, F wes');
    const text = 'France: F por S F mao - spa/nc; F mao - spa/sc; Italy: F lyo S F wes - spa/sc; F wes - spa/sc';
    const wm = run(pos, text, wm2004);
    expect(resultAt(wm, 'por')).toMatchObject({ success: true });
    expect(unitsAfter(wm)).toEqual(['F lyo', 'F mao', 'F por', 'F wes']);
    const datc = run(pos, text, hasbro);
    expect(resultAt(datc, 'por')).toMatchObject({ success: false, code: 'void' });
    expect(unitsAfter(datc)).toContain('F spa/sc');
  });

  it('orders for missing units, for another power\'s units and duplicate orders each get a result (DATC 6.A.6)', () => {
    const r = run(position('England: F lon; Germany: A ber'), 'England: F lon - nth; Germany: F lon - eng; A mun - ruh; A ber - kie; A ber - sil');
    expect(r.results).toHaveLength(5);
    expect(r.results[1]).toMatchObject({ success: false, code: 'foreign-unit' });
    expect(r.results[2]).toMatchObject({ success: false, code: 'no-unit' });
    expect(r.results[3]).toMatchObject({ success: false, code: 'superseded' });
    expect(r.results[4]).toMatchObject({ success: true, code: 'moved' });
    expect(unitsAfter(r)).toEqual(['A sil', 'F nth']);
  });

  it('keeps unit ids into the next position', () => {
    const pos = position('England: F lon, A lvp');
    const r = run(pos, 'England: F lon - nth');
    expect(r.next.units.map((u) => u.id).sort()).toEqual(pos.units.map((u) => u.id).sort());
  });

  it('001 B.V(2): under Maharajiad rules a wrong unit type invalidates the order; 000 D.IV(1) ignores it', () => {
    const pos = position('Germany: A ber');
    const mah = run(pos, 'Germany: F ber - sil', maharajiad);
    expect(resultAt(mah, 'ber')).toMatchObject({ success: false, code: 'illegal', clause: '001 B.V(2)' });
    const wm = run(pos, 'Germany: F ber - sil', wm2004);
    expect(unitsAfter(wm)).toEqual(['A sil']);
  });
});

describe('cycles', () => {
  it('circular movement: three units rotate (DATC 6.C.1)', () => {
    const r = run(position('Turkey: F ank, A con, A smy'), 'Turkey: F ank - con; A con - smy; A smy - ank');
    expect(unitsAfter(r)).toEqual(['A ank', 'A smy', 'F con']);
  });

  it('circular movement with an attack that bounces into the ring fails entirely (DATC 6.C.3)', () => {
    const r = run(position('Turkey: F ank, A con, A smy, A bul'), 'Turkey: F ank - con; A con - smy; A smy - ank; A bul - con');
    expect(unitsAfter(r)).toEqual(['A bul', 'A con', 'A smy', 'F ank']);
  });

  it('a disrupted circular movement by an outside supported attack is resolved on partial information (DATC 5.C example)', () => {
    const r = run(position('Russia: A con; Turkey: F ank, A smy, A bul'), 'Russia: A con - smy; Turkey: F ank - con; A smy - ank; A bul S F ank - con');
    expect(unitsAfter(r)).toEqual(['A ank', 'A bul', 'A smy', 'F con']);
  });

  it('two units cannot swap without a convoy (002 BT19b), even in a ring of two', () => {
    const r = run(position('Turkey: A con, A bul'), 'Turkey: A con - bul; A bul - con');
    expect(unitsAfter(r)).toEqual(['A bul', 'A con']);
  });
});

describe('002 BT24b: civil disorder in a movement phase', () => {
  it('002 BT24b: units of a power in civil disorder hold and do not support each other; their orders are ignored', () => {
    const pos = position('Austria: A vie, A bud; Russia: A gal; Germany: A boh');
    const r = run(pos, 'Austria: A bud S A vie; Russia: A gal - vie; Germany: A boh S A gal - vie', agora, { civilDisorder: ['Austria'] });
    expect(resultAt(r, 'bud')).toMatchObject({ success: false, code: 'civil-disorder', clause: '002 BT24' });
    // Vienna, unsupported, is dislodged and (002 BT24c) disbanded at once.
    expect(r.next.dislodged).toEqual([]);
    expect(unitsAfter(r)).toEqual(['A boh', 'A bud', 'A vie']);
    expect(r.notices.some((n) => n.includes('civil disorder') && n.includes('disbanded'))).toBe(true);
  });

  it('a hold support from another power to a civil-disorder unit counts (DATC 4.D.9)', () => {
    const pos = position('Austria: A vie; Russia: A gal, A boh; Italy: A tyr');
    const r = run(pos, 'Italy: A tyr S A vie; Russia: A gal - vie; A boh S A gal - vie', agora, { civilDisorder: ['Austria'] });
    expect(unitsAfter(r)).toEqual(['A boh', 'A gal', 'A tyr', 'A vie']);
  });
});
