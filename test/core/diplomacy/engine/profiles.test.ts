// Where the house rules are silent, every profile adjudicates by the 2000 rulebook as DATC v3.0
// reads it (000 D.I(3), 001 B.II(3), 002 BT25); and the Maharajah map's rivers work as ordinary
// fleet adjacency (001 B.I(2)a).
import { describe, expect, it } from 'vitest';
import { adjudicate } from '../../../../core/diplomacy/adjudicate';
import { getVariant } from '../../../../core/diplomacy/variants';
import type { Order, Position } from '../../../../core/diplomacy/types';
import { agora, hasbro, maharajiad, position, run, unitsAfter, wm2004 } from './helpers';

const plainCases: [string, string][] = [
  ['Germany: A ber, A sil; Russia: A pru, A war', 'Germany: A ber - pru; A sil S A ber - pru; Russia: A war - sil'],
  ['Germany: A ber, A sil; Russia: A pru', 'Germany: A ber - pru; A sil S A ber - pru; Russia: A pru - sil'],
  ['Turkey: F ank, A con, A smy, A bul', 'Turkey: F ank - con; A con - smy; A smy - ank; A bul - con'],
  ['Germany: A ber, A mun, A kie', 'Germany: A ber H; A kie - ber; A mun S A kie - ber'],
  ['France: A par, A bur, A pic; Germany: A mun, A ruh, A bel', 'France: A par - bur; A bur - mun; A pic S A par - bur; Germany: A mun - bur; A ruh S A mun - bur; A bel - pic'],
];

describe('000 D.I(3) / 001 B.II(3) / 002 BT25: the rulebook where the house rules are silent', () => {
  for (const [units, orders] of plainCases) {
    it(`000 D.I(3) / 001 B.II(3) / 002 BT25: every profile agrees with the rulebook on "${orders}"`, () => {
      const reference = run(position(units), orders, hasbro);
      for (const rules of [wm2004, maharajiad, agora]) {
        const r = run(position(units), orders, rules);
        expect(r.results.map((x) => [x.success, x.code])).toEqual(reference.results.map((x) => [x.success, x.code]));
        expect(unitsAfter(r)).toEqual(unitsAfter(reference));
      }
    });
  }

  it('002 BT11: there are two unit types; an army never enters the sea, a fleet never goes inland', () => {
    const r = run(position('France: A bre, F mar'), 'France: A bre - eng; F mar - bur', agora);
    expect(r.results.map((x) => x.code)).toEqual(['illegal', 'illegal']);
    expect(unitsAfter(r)).toEqual(['A bre', 'F mar']);
  });
});

describe('Maharajah rivers', () => {
  const maharajah = getVariant('maharajah');
  const at = (units: Position['units']): Position => ({
    variant: 'maharajah', phase: { year: maharajah.data.startYear, season: 'spring', type: 'movement' }, units, dislodged: [],
    centres: {}, homeCentres: Object.fromEntries(maharajah.powers.map((p) => [p.name, [...p.homeCentres]])), standoffs: [],
  });
  const power = maharajah.powers[0]!.name;
  const other = maharajah.powers[1]!.name;

  it('001 B.I(2)a: a fleet moves up a river province by province and stands in the province', () => {
    const r = adjudicate(maharajah, at([{ type: 'F', power, location: 'agr', id: 'f' }]), [{ kind: 'move', power, unitType: 'F', unit: 'agr', to: 'awa' }], maharajiad);
    expect(r.results[0]).toMatchObject({ success: true, code: 'moved' });
    expect(r.next.units).toEqual([{ type: 'F', power, location: 'awa', id: 'f' }]);
  });

  it('001 B.I(2)a: the river is not a separate space: a fleet and an army cannot share a river province', () => {
    const r = adjudicate(maharajah, at([{ type: 'F', power, location: 'agr', id: 'f' }, { type: 'A', power: other, location: 'awa', id: 'a' }]),
      [{ kind: 'move', power, unitType: 'F', unit: 'agr', to: 'awa' }], maharajiad);
    expect(r.results[0]).toMatchObject({ success: false, code: 'bounced' });
  });

  // A river convoy: A Awadh carried by F Agra (on the Ganges) to Benares, which it does not border.
  const [p0, p1, p2] = maharajah.powers.map((p) => p.name) as [string, string, string];
  const convoy = [
    { kind: 'move', power: p0, unitType: 'A', unit: 'awa', to: 'ben' },
    { kind: 'convoy', power: p0, unitType: 'F', unit: 'agr', from: 'awa', to: 'ben' },
  ] as Order[];
  const riverUnits = (...extra: Position['units']): Position => at([
    { type: 'A', power: p0, location: 'awa', id: 'a' }, { type: 'F', power: p0, location: 'agr', id: 'f' }, ...extra,
  ]);
  const armyAt = (u: Position) => u.units.find((x) => x.id === 'a')!.location;

  it('001 B.I(2)b: a fleet in a river province convoys an army', () => {
    const r = adjudicate(maharajah, riverUnits(), convoy, maharajiad);
    expect(r.results[0]).toMatchObject({ success: true, code: 'moved' });
    expect(armyAt(r.next)).toBe('ben');
  });

  it('001 B.I(2)c: a fleet attacking the river convoy disrupts it even though its attack fails', () => {
    const r = adjudicate(maharajah, riverUnits({ type: 'F', power: p1, location: 'muz', id: 'x' }),
      [...convoy, { kind: 'move', power: p1, unitType: 'F', unit: 'muz', to: 'agr' }], maharajiad);
    expect(r.results[2]).toMatchObject({ success: false, code: 'bounced' });
    expect(r.results[0]).toMatchObject({ success: false, code: 'disrupted', reason: 'convoy disrupted: F Agr attacked on the river (001 B.I(2)c)' });
    expect(armyAt(r.next)).toBe('awa');
  });

  it('001 B.I(2)d: a fleet in the convoy\'s destination attacking the convoying fleet must dislodge it', () => {
    const r = adjudicate(maharajah, riverUnits({ type: 'F', power: p1, location: 'ben', id: 'x' }),
      [...convoy, { kind: 'move', power: p1, unitType: 'F', unit: 'ben', to: 'agr' }], maharajiad);
    // Not dislodged: the convoy carries, and the army then meets the fleet that stayed in Benares.
    expect(r.results[1]).toMatchObject({ success: true, code: 'convoyed' });
    expect(r.results[0]).toMatchObject({ success: false, code: 'bounced' });
  });

  it('001 B.I(2)e: an attacking army must dislodge the convoying fleet to disrupt a river convoy', () => {
    const failing = adjudicate(maharajah, riverUnits({ type: 'A', power: p2, location: 'jai', id: 'y' }),
      [...convoy, { kind: 'move', power: p2, unitType: 'A', unit: 'jai', to: 'agr' }], maharajiad);
    expect(armyAt(failing.next)).toBe('ben');
    const dislodging = adjudicate(maharajah, riverUnits({ type: 'A', power: p2, location: 'jai', id: 'y' }, { type: 'A', power: p2, location: 'lah', id: 'z' }),
      [...convoy, { kind: 'move', power: p2, unitType: 'A', unit: 'jai', to: 'agr' }, { kind: 'support', power: p2, unitType: 'A', unit: 'lah', supported: 'jai', to: 'agr' }], maharajiad);
    expect(dislodging.next.dislodged.map((d) => d.unit.id)).toEqual(['f']);
    expect(armyAt(dislodging.next)).toBe('awa');
  });

  it('Maharajah victory needs 19 centres (001 B.I(1) via rules.victoryCentres)', () => {
    const pos = at([{ type: 'A', power, location: 'agr', id: 'a' }]);
    const centres = maharajah.supplyCentres().filter((c) => c !== 'agr').slice(0, 18);
    const fall: Position = { ...pos, phase: { ...pos.phase, season: 'fall' }, centres: Object.fromEntries(centres.map((c) => [c, power])) };
    const r = adjudicate(maharajah, fall, [{ kind: 'hold', power, unitType: 'A', unit: 'agr' }], maharajiad);
    expect(r.victory).toMatchObject({ power, centres: 19, needed: 19 });
  });
});
