// A scripted Maharajah's Diplomacy game, Spring 1501 to Fall 1510, played through the game record
// (startGame/playPhase) under the `maharajiad` profile. Delhi and Gondwana play; the five other
// powers send no orders and their units hold. Every phase's orders were written for this test and
// every expected outcome below was worked out by hand from the seed's rules and the v2.0 map:
// river convoys (001 B.I(2)), additional home centres (001 B.I(3)) — a neutral centre converted,
// a Fall swap that converts nothing, an enemy home centre converted, recaptured and reconverted —
// builds only in owned, vacant home centres, and the end of a first-round game after Fall 1510
// (001 A.10a). Unit ids: starting units `s-<province>`, built units `b<year>-<province>`.
import { describe, expect, it } from 'vitest';
import type { GameRecord, PhaseRecord } from '../../../../core/diplomacy/game';
import { playPhase, startGame } from '../../../../core/diplomacy/game';
import { checkGameEnd, finalYears } from '../../../../core/diplomacy/running/gameEnd';
import { getRunningRules } from '../../../../core/diplomacy/running/runningRules';
import { maharajah, orders } from './helpers';

/** Each phase: its name, the orders, and the phase the engine must open next. */
const script: [name: string, orders: string, next: string][] = [
  ['S1501M', 'Delhi: A agr - kmr; A muz - ben; A awa H; Gondwana: F sbl - ori; A jab - ber; A rai H', 'F1501M'],
  ['F1501M', 'Delhi: A ben - mal; A kmr H; A awa H; Gondwana: A ber - bid; F ori H; A rai H', 'W1501A'],
  ['W1501A', 'Delhi: Build A agr; Build F muz; Gondwana: Build A jab; Build F sbl', 'S1502M'],
  ['S1502M', 'Delhi: F muz C A awa - ben; A awa - ben', 'F1502M'],
  ['F1502M', 'Gondwana: A bid - war; A rai - bid', 'S1503M'],
  ['S1503M', 'Delhi: F muz - bgl', 'F1503M'],
  ['F1503M', 'Delhi: A ben - sbl; F bgl S A ben - sbl; Gondwana: F sbl H; A jab H', 'F1503R'],
  ['F1503R', 'Gondwana: F sbl D', 'W1503A'],
  ['W1503A', 'Delhi: Build A awa', 'S1504M'],
  ['S1504M', '', 'F1504M'],
  ['F1504M', 'Gondwana: A jab - sbl', 'S1505M'],
  ['S1505M', 'Delhi: F bgl - ass; Gondwana: A jab - sbl; A war S A jab - sbl', 'S1505R'],
  ['S1505R', 'Delhi: A sbl R ben', 'F1505M'],
  ['F1505M', '', 'W1505A'],
  ['W1505A', 'Delhi: Remove A ben; Gondwana: Build A jab', 'S1506M'],
  ['S1506M', '', 'F1506M'],
  ['F1506M', '', 'S1507M'],
  ['S1507M', 'Delhi: F ass - muz; Gondwana: F ori - bgl', 'F1507M'],
  ['F1507M', 'Delhi: F muz C A awa - ben; A awa - ben; Gondwana: F bgl - muz', 'S1508M'],
  ['S1508M', 'Delhi: F muz C A awa - ben; A awa - ben; Gondwana: F bgl - ori', 'F1508M'],
  ['F1508M', '', 'S1509M'],
  ['S1509M', '', 'F1509M'],
  ['F1509M', '', 'S1510M'],
  ['S1510M', '', 'F1510M'],
  ['F1510M', 'Delhi: A ben - jab; Gondwana: A jab H', 'S1511M'],
];

function play(): GameRecord {
  let record = startGame(maharajah, 'maharajiad');
  for (const [name, text] of script) {
    const current = record.phases[record.phases.length - 1]!;
    if (current.name !== name) throw new Error(`expected ${name}, the game is at ${current.name}`);
    record = playPhase(record, orders(text));
  }
  return record;
}

const record = play();
const phaseRecord = (name: string): PhaseRecord => {
  const p = record.phases.find((x) => x.name === name);
  if (!p) throw new Error(`no phase ${name}`);
  return p;
};
/** The position the players see after `name` was played (the next phase's position). */
const after = (name: string) => record.phases[record.phases.indexOf(phaseRecord(name)) + 1]!.position;
const code = (name: string, province: string) => {
  const r = phaseRecord(name).results.find((x) => {
    const where = 'unit' in x.order ? x.order.unit : 'location' in x.order ? x.order.location : '';
    return String(where) === province && !x.implicit;
  });
  if (!r) throw new Error(`no result for ${province} in ${name}`);
  return r.code;
};
/** "T loc id" for a power's units after a phase. */
const unitsOf = (name: string, power: string) => after(name).units.filter((u) => u.power === power).map((u) => `${u.type} ${u.location} ${u.id}`).sort();
const homesOf = (name: string, power: string) => [...(after(name).homeCentres[power] ?? [])].sort();
const conversions = (name: string) => phaseRecord(name).notices.filter((n) => n.includes('001 B.I(3)a'));

describe('A ten-year Maharajiad game, 1501-1510 (001 B.I(2), 001 B.I(3), 001 A.10a)', () => {
  it('001 B.I(4): the game opens in Spring 1501 and each scripted phase is the one the engine opens', () => {
    expect(record.phases[0]!.name).toBe('S1501M');
    expect(record.phases.map((p) => p.name)).toEqual([...script.map(([name]) => name), 'S1511M']);
  });

  it('001 B.I(3)a: 1501 — both powers expand and build; nothing converts, since no unit stood on a new centre all year', () => {
    expect(['agr', 'muz', 'sbl', 'jab'].map((p) => code('S1501M', p))).toEqual(['moved', 'moved', 'moved', 'moved']);
    expect(['ben', 'ber'].map((p) => code('F1501M', p))).toEqual(['moved', 'moved']);
    expect(after('F1501M').centres).toMatchObject({ kmr: 'Delhi', mal: 'Delhi', ori: 'Gondwana', bid: 'Gondwana' });
    expect(['agr', 'muz', 'jab', 'sbl'].map((p) => code('W1501A', p))).toEqual(['built', 'built', 'built', 'built']);
    expect(conversions('W1501A')).toEqual([]);
    expect(unitsOf('W1501A', 'Delhi')).toEqual(['A agr b1501-agr', 'A awa s-awa', 'A kmr s-agr', 'A mal s-muz', 'F muz b1501-muz']);
    expect(unitsOf('W1501A', 'Gondwana')).toEqual(['A bid s-jab', 'A jab b1501-jab', 'A rai s-rai', 'F ori s-sbl', 'F sbl b1501-sbl']);
  });

  it('001 B.I(2)b, 001 B.I(3)a, 001 B.I(3)b: 1502 — a Ganges convoy; Kashmir, Malwa and Orissa convert; Bidar, swapped in the Fall, does not', () => {
    expect([code('S1502M', 'muz'), code('S1502M', 'awa')]).toEqual(['convoyed', 'moved']);
    expect([code('F1502M', 'bid'), code('F1502M', 'rai')]).toEqual(['moved', 'moved']);
    // No power adjusts, so the Monsoon is skipped and the year ends with the Fall.
    expect(phaseRecord('F1502M').skippedAfter.map((s) => s.name)).toEqual(['F1502R', 'W1502A']);
    expect(conversions('F1502M')).toEqual([
      'Kashmir becomes a home centre of Delhi: A Kashmir stood on it for the whole game year (001 B.I(3)a)',
      'Malwa becomes a home centre of Delhi: A Malwa stood on it for the whole game year (001 B.I(3)a)',
      'Orissa becomes a home centre of Gondwana: F Orissa stood on it for the whole game year (001 B.I(3)a)',
    ]);
    expect(homesOf('F1502M', 'Delhi')).toEqual(['agr', 'awa', 'kmr', 'mal', 'muz']);
    expect(homesOf('F1502M', 'Gondwana')).toEqual(['jab', 'ori', 'rai', 'sbl']);
    expect(after('F1502M').centres.bid).toBe('Gondwana');
  });

  it('001 B.I(3)a: 1503 — Delhi takes Gondwana\'s Sambalpur; the army that entered Bidar last Fall has now held it a year', () => {
    expect(code('S1503M', 'muz')).toBe('moved');
    expect(['ben', 'bgl', 'sbl'].map((p) => code('F1503M', p))).toEqual(['moved', 'supported', 'dislodged']);
    // Bengal, Benares (the attacker's origin) and Orissa are all barred: no retreat.
    expect(after('F1503M').dislodged.map((d) => [d.unit.id, d.retreats])).toEqual([['b1501-sbl', []]]);
    expect(code('F1503R', 'sbl')).toBe('disbanded');
    expect(after('F1503R').centres.sbl).toBe('Delhi');
    expect(code('W1503A', 'awa')).toBe('built');
    expect(conversions('W1503A')).toEqual(['Bidar becomes a home centre of Gondwana: A Bidar stood on it for the whole game year (001 B.I(3)a)']);
    expect(homesOf('W1503A', 'Gondwana')).toEqual(['bid', 'jab', 'ori', 'rai', 'sbl']);
  });

  it('001 B.I(3)c: 1504 — Delhi holds Sambalpur all year against a Gondwanan attack: it becomes Delhi\'s home centre and no longer Gondwana\'s', () => {
    expect(code('F1504M', 'jab')).toBe('bounced');
    expect(conversions('F1504M')).toEqual([
      'Sambalpur becomes a home centre of Delhi: A Sambalpur stood on it for the whole game year (001 B.I(3)a); it is no longer a home centre of Gondwana (001 B.I(3)c)',
    ]);
    expect(homesOf('F1504M', 'Delhi')).toEqual(['agr', 'awa', 'kmr', 'mal', 'muz', 'sbl']);
    expect(homesOf('F1504M', 'Gondwana')).toEqual(['bid', 'jab', 'ori', 'rai']);
  });

  it('001 B.I(3)c: 1505 — Gondwana recaptures Sambalpur but it stays Delhi\'s home centre; Gondwana builds only in its own vacant home centres', () => {
    expect(['bgl', 'jab', 'war'].map((p) => code('S1505M', p))).toEqual(['moved', 'moved', 'supported']);
    expect(after('S1505M').dislodged.map((d) => [d.unit.id, [...d.retreats].sort()])).toEqual([['s-awa', ['ben', 'bgl', 'rai']]]);
    expect(code('S1505R', 'sbl')).toBe('retreated');
    expect(after('F1505M').centres.sbl).toBe('Gondwana');
    expect([code('W1505A', 'ben'), code('W1505A', 'jab')]).toEqual(['removed', 'built']);
    expect(conversions('W1505A')).toEqual([]);
    expect(homesOf('W1505A', 'Delhi')).toContain('sbl');
    expect(unitsOf('W1505A', 'Gondwana')).toEqual(['A bid s-rai', 'A jab b1505-jab', 'A sbl b1501-jab', 'A war s-jab', 'F ori s-sbl']);
  });

  it('001 B.I(3)c: 1506 — held a whole year by the recapturing army, Sambalpur is Gondwana\'s home centre again', () => {
    expect(conversions('F1506M')).toEqual([
      'Sambalpur becomes a home centre of Gondwana: A Sambalpur stood on it for the whole game year (001 B.I(3)a); it is no longer a home centre of Delhi (001 B.I(3)c)',
    ]);
    expect(homesOf('F1506M', 'Gondwana')).toEqual(['bid', 'jab', 'ori', 'rai', 'sbl']);
    expect(homesOf('F1506M', 'Delhi')).toEqual(['agr', 'awa', 'kmr', 'mal', 'muz']);
  });

  it('001 B.I(2)c: 1507-1508 — a Gondwanan fleet\'s failed attack disrupts a Ganges convoy; unopposed a year later, the convoy carries', () => {
    expect([code('S1507M', 'ass'), code('S1507M', 'ori')]).toEqual(['moved', 'moved']);
    expect(['bgl', 'muz', 'awa'].map((p) => code('F1507M', p))).toEqual(['bounced', 'disrupted', 'disrupted']);
    expect(unitsOf('F1507M', 'Delhi')).toContain('A awa b1503-awa');
    expect(['muz', 'awa', 'bgl'].map((p) => code('S1508M', p))).toEqual(['convoyed', 'moved', 'moved']);
    expect(unitsOf('S1508M', 'Delhi')).toEqual(['A agr b1501-agr', 'A ben b1503-awa', 'A kmr s-agr', 'A mal s-muz', 'F muz b1501-muz']);
  });

  it('001 A.10a: the round-1 game ends after Fall 1510, not before; the other five powers never moved', () => {
    const rules = getRunningRules('maharajiad');
    const ends = (name: string) => checkGameEnd(rules, { next: after(name).phase, finalYear: finalYears.maharajiad['round-1'], history: [] });
    expect(ends('F1509M')).toEqual({ over: false });
    expect(ends('S1510M')).toEqual({ over: false });
    expect(code('F1510M', 'ben')).toBe('bounced');
    expect(ends('F1510M')).toEqual({ over: true, why: 'final-year', clause: '001 A.10a' });
    const last = after('F1510M');
    const others = maharajah.data.startUnits.filter((u) => u.power !== 'Delhi' && u.power !== 'Gondwana').map((u) => `${u.power} ${u.type} ${u.location}`).sort();
    expect(last.units.filter((u) => u.power !== 'Delhi' && u.power !== 'Gondwana').map((u) => `${u.power} ${u.type} ${u.location}`).sort()).toEqual(others);
    expect(Object.values(last.centres).filter((o) => o === 'Delhi')).toHaveLength(5);
    expect(Object.values(last.centres).filter((o) => o === 'Gondwana')).toHaveLength(5);
  });
});
