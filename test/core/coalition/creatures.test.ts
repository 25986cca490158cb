// 004 2.2.1c and 2.2.4 to the letter: what may and may not fill a slot.
import { describe, expect, it } from 'vitest';
import { checkComposition, isCopyCard } from '../../../core/coalition/composition';
import { loadRound } from '../../../core/coalition/roundSchema';
import sample from '../../../assets/coalition/sample-round.json';
import type { Army, Creature } from '../../../core/coalition/types';
import { makeArmy } from './helpers';

const c = (name: string, p: number | '*', t: number | '*', colours: Creature['colours'], count: number, extra: Partial<Creature> = {}): Creature => ({ name, power: p, toughness: t, colours, count, full: count, ...extra });

/** A blue Captain (slots 4/4, 5/5, 6/6, 7/7) with four different legal creatures. */
function blueCaptain(): Army {
  const a = makeArmy({ name: 'Sai Rei', rank: 3, square: '3D', colour: 'U', factions: ['Blue'] });
  a.slots = [[c('Air Elemental', 4, 4, ['U'], 5000)], [c('Tidal Giant', 5, 5, ['U'], 2500)], [c('Sphinx', 6, 6, ['U'], 1500)], [c('Leviathan', 7, 7, ['U'], 1000)]];
  return a;
}
const rules = (a: Army) => checkComposition(a).map((p) => p.rule);

describe('copy cards (004 2.2.4)', () => {
  it('004 2.2.4 Clone and Vesuvian Doppleganger fill any slot at that slot\'s size, whatever their printed 0/0', () => {
    const a = blueCaptain();
    a.slots[0] = [c('Clone', 4, 4, ['U'], 5000, { printed: { power: 0, toughness: 0 } })];
    a.slots[3] = [c('Vesuvian Doppleganger', 7, 7, ['U'], 1000, { printed: { power: 0, toughness: 0 } })];
    expect(checkComposition(a)).toEqual([]);
    // The same printed-size record on an ordinary card is a size the card cannot have (004 2.2.3.2).
    a.slots[0] = [c('Air Elemental', 4, 4, ['U'], 5000, { printed: { power: 0, toughness: 0 } })];
    expect(rules(a)).toEqual(['004 2.2.3.2']);
  });
  it('004 2.2.4 a copy card counts as */*: like Lhurgoyf, one card cannot fill two different sizes (004 2.2.2)', () => {
    const a = blueCaptain();
    a.slots[0] = [c('Clone', 4, 4, ['U'], 5000)];
    a.slots[2] = [c('clone', 6, 6, ['U'], 1500)];
    expect(rules(a)).toEqual(['004 2.2.2']);
    a.slots[2] = [c('Sphinx', 6, 6, ['U'], 1500)];
    expect(rules(a)).toEqual([]);
  });
  it('004 2.2.4 copy cards are known by name however written, or when the judge marks one', () => {
    expect(isCopyCard({ name: '  [b]CLONE[/b] ' })).toBe(true);
    expect(isCopyCard({ name: 'Vesuvan Doppelganger' })).toBe(true);
    expect(isCopyCard({ name: 'Vesuvian  Doppleganger' })).toBe(true);
    expect(isCopyCard({ name: 'Clone Shell' })).toBe(false);
    expect(isCopyCard({ name: 'Phantasmal Image', copyCard: true })).toBe(true);
  });
  it('004 2.2.4 a copy card declared larger than its slot still does not fit (004 2.1a)', () => {
    const a = blueCaptain();
    a.slots[0] = [c('Clone', 5, 5, ['U'], 5000)];
    expect(rules(a)).toEqual(['004 2.1a']);
  });
});

describe('Legends and Greater Morphling (004 2.2.1c)', () => {
  it('004 2.2.1c Greater Morphling is banned however it is written, in any slot and any army', () => {
    for (const name of ['Greater Morphling', 'greater  morphling', '[i]Greater Morphling[/i]']) {
      const a = blueCaptain();
      a.slots[1] = [c(name, 5, 5, ['U'], 2500)];
      expect(checkComposition(a)).toEqual([{ rule: '004 2.2.1c', message: `${name} is banned` }]);
    }
    expect(rules(blueCaptain())).toEqual([]);
  });
  it('004 2.2.1c a creature of type Legend may not fill a slot; the army\'s one Legend is its Legend (004 2.1c)', () => {
    const a = blueCaptain();
    a.slots[3] = [c('Tetsuo Umezawa', 3, 3, ['U', 'B', 'R'], 1000, { legendary: true })];
    expect(checkComposition(a).filter((p) => p.rule === '004 2.2.1c')).toEqual([{ rule: '004 2.2.1c', message: 'Tetsuo Umezawa is a Legend; an army\'s one Legend is named as its Legend, not fielded in a slot' }]);
    a.slots[3] = [c('Leviathan', 7, 7, ['U'], 1000)];
    a.legend = 'Tetsuo Umezawa';
    expect(rules(a)).toEqual([]);
  });
  it('004 2.2.1c a round file may mark a creature legendary, and the set-up check then refuses it', () => {
    const round = structuredClone(sample) as { armies: { slots: { legendary?: boolean }[][] }[] };
    round.armies[0]!.slots[0]![0]!.legendary = true;
    const loaded = loadRound(round);
    expect(loaded.ok).toBe(true);
    if (!loaded.ok) return;
    expect(checkComposition(loaded.round.armies[0]!).map((p) => p.rule)).toContain('004 2.2.1c');
  });
});
