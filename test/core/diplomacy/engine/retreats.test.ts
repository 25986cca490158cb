// Retreat phases: legal retreat lists from the movement phase, and the retreat rules of 002 BT22.
import { describe, expect, it } from 'vitest';
import { agora, hasbro, maharajiad, order, position, resultAt, run, unitsAfter, wm2004 } from './helpers';
import { adjudicate } from '../../../../core/diplomacy/adjudicate';
import { standard } from './helpers';

describe('retreat options', () => {
  it('000 D.VI(1): a unit dislodged by a convoyed army may retreat to the army\'s province of origin', () => {
    const pos = position('Italy: A mar; France: A gas, F mao, F wes, F lyo, A bur');
    const r = run(pos, 'France: A gas - mar via convoy; F mao C A gas - mar; F wes C A gas - mar; F lyo C A gas - mar; A bur S A gas - mar', wm2004);
    expect(r.next.dislodged).toHaveLength(1);
    expect(r.next.dislodged[0]).toMatchObject({ attackerFrom: 'gas', attackerConvoyed: true });
    expect(r.next.dislodged[0]!.retreats).toContain('gas');
  });

  it('001 B.VII(1): the same under Maharajiad rules, and not when the attacker came by land', () => {
    const pos = position('Italy: A mar; France: A gas, F mao, F wes, F lyo, A bur');
    const convoyed = run(pos, 'France: A gas - mar; F mao C A gas - mar; F wes C A gas - mar; F lyo C A gas - mar; A bur S A gas - mar', maharajiad);
    expect(convoyed.next.dislodged[0]!.retreats).toContain('gas');
    const byLand = run(pos, 'France: A gas - mar; A bur S A gas - mar', maharajiad);
    expect(byLand.next.dislodged[0]!.retreats).not.toContain('gas');
    expect(byLand.next.dislodged[0]!.retreats).toEqual(['pie', 'spa']);
  });
});

describe('002 BT22: retreat phase', () => {
  // Austria's A Ser and A Gre are both dislodged; both may retreat to Albania, Bulgaria is left empty.
  it('retreat phase follows a dislodgement with the legal retreats listed', () => {
    const r = run(position('Austria: A ser, A gre; Turkey: A bul, F aeg, F ion; Russia: A rum, A bud'),
      'Turkey: A bul - ser; F aeg - gre; F ion S F aeg - gre; Russia: A rum S A bul - ser', agora);
    expect(r.next.phase.type).toBe('retreat');
    const byUnit = Object.fromEntries(r.next.dislodged.map((d) => [d.unit.location, d.retreats]));
    expect(byUnit.ser).toEqual(['alb', 'tri']);
    expect(byUnit.gre).toEqual(['alb', 'bul']);
  });

  const retreatPos = () => run(position('Austria: A ser, A gre; Turkey: A bul, F aeg, F ion; Russia: A rum, A bud'),
    'Turkey: A bul - ser; F aeg - gre; F ion S F aeg - gre; Russia: A rum S A bul - ser', agora).next;

  it('002 BT22a: a unit retreats only to a listed adjacent province (not to its attacker\'s origin)', () => {
    const pos = retreatPos();
    const r = adjudicate(standard, pos, [order('Austria', 'A ser R tri'), order('Austria', 'A gre R ser')], agora);
    expect(r.results[0]).toMatchObject({ success: true, code: 'retreated' });
    expect(r.results[1]).toMatchObject({ success: false, code: 'illegal' });
    expect(unitsAfter(r)).toContain('A tri');
    expect(r.next.units.filter((u) => u.power === 'Austria')).toHaveLength(1);
    expect(r.next.phase).toEqual({ year: 1901, season: 'fall', type: 'movement' });
  });

  it('002 BT22b: two units retreating to the same province are both disbanded', () => {
    const pos = retreatPos();
    const r = adjudicate(standard, pos, [order('Austria', 'A ser R alb'), order('Austria', 'A gre R alb')], agora);
    expect(r.results.map((x) => x.code)).toEqual(['bounced', 'bounced']);
    expect(r.next.units.filter((u) => u.power === 'Austria')).toHaveLength(0);
  });

  it('002 BT22c: a dislodged unit with no retreat order is disbanded', () => {
    const pos = retreatPos();
    const r = adjudicate(standard, pos, [order('Austria', 'A ser R tri')], agora);
    expect(r.results).toHaveLength(2);
    expect(r.results[1]).toMatchObject({ implicit: true, success: false, code: 'disbanded', order: { kind: 'disband', unit: 'gre' } });
  });

  it('a retreat keeps the unit\'s id, and another power cannot order it', () => {
    const pos = retreatPos();
    const id = pos.dislodged.find((d) => d.unit.location === 'ser')!.unit.id;
    const r = adjudicate(standard, pos, [order('Turkey', 'A ser R tri'), order('Austria', 'A ser R tri')], agora);
    expect(r.results[0]).toMatchObject({ success: false, code: 'foreign-unit' });
    expect(r.next.units.find((u) => u.location === 'tri')!.id).toBe(id);
  });
});

describe('NMR and civil disorder in retreats', () => {
  const pos = position('Austria: A ser; Turkey: A bul, A gre');
  const text = 'Turkey: A bul - ser; A gre S A bul - ser';
  it('000 D.VII(6)(c)b: an NMR player\'s dislodged unit gets a normal retreat phase with his retreat order', () => {
    const r = run(pos, text, wm2004, { nmr: ['Austria'] });
    expect(r.next.phase.type).toBe('retreat');
    expect(r.next.dislodged[0]!.retreats).toEqual(['alb', 'bud', 'rum', 'tri']);
    const r2 = adjudicate(standard, r.next, [order('Austria', 'A ser R bud')], wm2004);
    expect(r2.results[0]).toMatchObject({ success: true, code: 'retreated' });
    expect(unitsAfter(r2)).toContain('A bud');
  });

  it('001 B.VIII(6)(c)b: the same under Maharajiad rules', () => {
    const r = run(pos, text, maharajiad, { nmr: ['Austria'] });
    expect(r.next.dislodged).toHaveLength(1);
    const r2 = adjudicate(standard, r.next, [order('Austria', 'A ser R alb')], maharajiad);
    expect(unitsAfter(r2)).toContain('A alb');
  });

  it('002 BT24c: a power that failed to order is in civil disorder and its dislodged units are disbanded', () => {
    const r = run(pos, text, agora, { nmr: ['Austria'] });
    expect(r.next.dislodged).toEqual([]);
    expect(r.next.phase).toEqual({ year: 1901, season: 'fall', type: 'movement' });
    expect(unitsAfter(r)).toEqual(['A gre', 'A ser']);
    expect(r.notices.join(' ')).toContain('002 BT24');
  });

  it('a civil-disorder power in a retreat phase has its dislodged units disbanded whatever it orders', () => {
    const r = run(pos, text, hasbro);
    const r2 = adjudicate(standard, r.next, [order('Austria', 'A ser R bud')], hasbro, { civilDisorder: ['Austria'] });
    expect(r2.results[0]).toMatchObject({ success: false, code: 'civil-disorder' });
    expect(r2.next.units.filter((u) => u.power === 'Austria')).toEqual([]);
    expect(resultAt(r, 'ser')).toMatchObject({ dislodged: true });
  });
});
