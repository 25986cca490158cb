import { describe, expect, it } from 'vitest';
import sample from '../../../assets/coalition/sample-round.json';
import { parseSquare, stepsBetween, surroundingSquares, squaresWithin } from '../../../core/coalition/grid';
import { parseRank, rankName, slotSizes, mayControl, mayJointEngage, isNonCommandRank } from '../../../core/coalition/ranks';
import { checkComposition, duplicateLegends } from '../../../core/coalition/composition';
import { checkRoundSetup } from '../../../core/coalition/roundSetup';
import { loadRound } from '../../../core/coalition/roundSchema';
import { terrainAt } from '../../../core/coalition/sites';
import { renderTerrainGrid } from '../../../core/coalition/terrainGrid';
import type { Creature, Round } from '../../../core/coalition/types';
import { makeArmy, makeRound } from './helpers';

const c = (name: string, p: number | '*', t: number | '*', colours: Creature['colours'], count: number): Creature => ({ name, power: p, toughness: t, colours, count, full: count });

describe('the grid (004 1.2)', () => {
  it('004 1.2a reads squares number-then-letter, and also D3 and d-3', () => {
    expect(parseSquare('3D')).toBe('3D');
    expect(parseSquare('14H')).toBe('14H');
    expect(parseSquare('D3')).toBe('3D');
    expect(parseSquare('d-3')).toBe('3D');
    expect(parseSquare('38n')).toBe('38N');
    expect(parseSquare('39A')).toBeNull();
    expect(parseSquare('3O')).toBeNull();
    expect(parseSquare('0A')).toBeNull();
    expect(parseSquare('banana')).toBeNull();
  });
  it('004 1.2a measures orthogonal steps and knows the edges of the map', () => {
    expect(stepsBetween('3D', '5F')).toBe(4);
    expect(surroundingSquares('1A').sort()).toEqual(['1B', '2A', '2B']);
    expect(surroundingSquares('10E')).toHaveLength(8);
    expect(squaresWithin('10E', 3)).toHaveLength(25);
  });
  it('004 1.2c stores a terrain for every square and renders the terrain-only grid with a colour key', () => {
    const loaded = loadRound(sample);
    expect(loaded.ok).toBe(true);
    if (!loaded.ok) return;
    expect(terrainAt(loaded.round, '1A')).toBe('ocean');
    expect(terrainAt(loaded.round, '12H')).toBe('mountain');
    expect(terrainAt(loaded.round, '31L')).toBe('swamp');
    const plain = renderTerrainGrid(loaded.round, 'plain').split('\n');
    expect(plain[0]).toBe('    A B C D E F G H I J K L M N');
    expect(plain[12]).toBe(` 12 ${[...loaded.round.terrain[11]!].join(' ')}`);
    expect(plain[12]!.slice(4, 5)).toBe('o'); // 12A is ocean
    expect(plain[12]!.slice(18, 19)).toBe('m'); // 12H is mountain
    expect(plain[39]).toBe('Key: o = ocean, i = islands, p = plains, m = mountain, f = forest, s = swamp');
    const bb = renderTerrainGrid(loaded.round, 'bbcode');
    expect(bb.startsWith('[code]\n')).toBe(true);
    expect(bb).toContain('[color=#2b5d9c]o = ocean[/color]');
  });
});

describe('ranks (004 1.1, 2.1)', () => {
  it('004 1.1.1a reads the Phyrexian ladder; a Drudge controls no army', () => {
    expect(['Chief Praetor', 'Praetor', 'Evincar', 'Plaguelord', 'CPL', 'Centurion'].map(parseRank)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(parseRank('Drudge')).toBeNull();
    expect(isNonCommandRank('Drudge')).toBe(true);
    expect(mayControl(parseRank('Drudge'), 6)).toBe(false);
  });
  it('004 1.1.2a reads the Coalition ladder; a Cadet controls no army', () => {
    expect(['General', 'Admiral', 'Captain', 'Commander', 'Lt Commander', 'Lieutenant'].map(parseRank)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(rankName('Coalition', 5)).toBe('Lt Commander');
    expect(isNonCommandRank('Cadet')).toBe(true);
  });
  it('004 2.1.1 Chief Praetor and General armies: 6/6, 7/7, 8/8, 9/9', () => expect(slotSizes(1)).toEqual([6, 7, 8, 9]));
  it('004 2.1.2 Praetor and Admiral armies: 5/5, 6/6, 7/7, 8/8', () => expect(slotSizes(2)).toEqual([5, 6, 7, 8]));
  it('004 2.1.3 Evincar and Captain armies: 4/4, 5/5, 6/6, 7/7', () => expect(slotSizes(3)).toEqual([4, 5, 6, 7]));
  it('004 2.1.4 Plaguelord and Commander armies: 3/3 ... 6/6', () => expect(slotSizes(4)).toEqual([3, 4, 5, 6]));
  it('004 2.1.5 CPL and Lt Cmdr armies: 2/2 ... 5/5', () => expect(slotSizes(5)).toEqual([2, 3, 4, 5]));
  it('004 2.1.6 Centurion and Lt armies: 1/1 ... 4/4, with 5000/2500/1500/1000 caps', () => {
    expect(slotSizes(6)).toEqual([1, 2, 3, 4]);
    const army = makeArmy({ name: 'Lt', rank: 6, square: '5E' });
    expect(checkComposition(army)).toEqual([]);
    army.slots[0]![0]!.count = 5001; army.slots[0]![0]!.full = 5001;
    expect(checkComposition(army).map((p) => p.rule)).toContain('004 2.1');
  });
  it('004 5.3.1 nobody controls an army above his rank unless Evincar/Captain or above', () => {
    expect(mayControl(5, 4)).toBe(false);
    expect(mayControl(5, 5)).toBe(true);
    expect(mayControl(3, 1)).toBe(true);
  });
  it('004 3.2.5.4a only ranks below Captain/Evincar may Joint Engage', () => {
    expect(mayJointEngage(3)).toBe(false);
    expect(mayJointEngage(4)).toBe(true);
  });
});

describe('troop lists (004 2.1, 2.2)', () => {
  const base = () => makeArmy({ name: 'A', rank: 6, square: '5E', factions: ['Red', 'Green'], colour: 'R' });
  it('004 2.1a a 2/3 fits a 3/3 slot, a 2/4 does not', () => {
    const a = base();
    a.slots[2] = [c('Two Three', 2, 3, ['R'], 1500)];
    expect(checkComposition(a)).toEqual([]);
    a.slots[2] = [c('Two Four', 2, 4, ['R'], 1500)];
    expect(checkComposition(a).map((p) => p.rule)).toEqual(['004 2.1a']);
  });
  it('004 2.1b at most 6 different creatures', () => {
    const a = base();
    a.slots[0] = ['a', 'b', 'c', 'd'].map((n) => c(n, 1, 1, ['R'], 1000));
    a.slots[1] = ['e', 'f', 'g'].map((n) => c(n, 2, 2, ['G'], 500));
    expect(checkComposition(a).map((p) => p.rule)).toEqual(['004 2.1b']);
  });
  it('004 2.1c a legend may be in only one army at a time', () => {
    expect(duplicateLegends([{ name: 'A', legend: 'Mirri' }, { name: 'B', legend: 'mirri' }, { name: 'C' }]).map((p) => p.rule)).toEqual(['004 2.1c']);
  });
  it('004 2.2.1a Coalition colours come from membership; multicoloured only with 5-C', () => {
    const a = base();
    a.slots[0] = [c('Blue Thing', 1, 1, ['U'], 5000)];
    expect(checkComposition(a).map((p) => p.rule)).toEqual(['004 2.2.1a']);
    a.slots[0] = [c('R/G multi', 1, 1, ['R', 'G'], 5000)];
    expect(checkComposition(a).map((p) => p.rule)).toEqual(['004 2.2.1a']);
    a.factions = ['Red', 'Green', '5-Color'];
    expect(checkComposition(a)).toEqual([]);
  });
  it('004 2.2.1b Phyrexians never use green, white or multicoloured part green/white', () => {
    const p = makeArmy({ name: 'P', team: 'Phyrexia', rank: 6, square: '30E' });
    p.slots[0] = [c('Artifact', 1, 1, [], 5000)];
    expect(checkComposition(p)).toEqual([]);
    p.slots[0] = [c('U/B', 1, 1, ['U', 'B'], 5000)];
    expect(checkComposition(p)).toEqual([]);
    p.slots[0] = [c('B/G', 1, 1, ['B', 'G'], 5000)];
    expect(checkComposition(p).map((x) => x.rule)).toEqual(['004 2.2.1b']);
  });
  it('004 2.2.1c Greater Morphling is banned', () => {
    const p = makeArmy({ name: 'P', team: 'Phyrexia', rank: 1, square: '30E' });
    p.slots[0] = [c('Greater Morphling', 6, 6, ['U'], 5000)];
    expect(checkComposition(p).map((x) => x.rule)).toEqual(['004 2.2.1c']);
  });
  it('004 2.2.2 a */* card fills any slot but not two sizes in one army', () => {
    const a = base();
    a.factions = ['Green'];
    a.slots = [[c('Lhurgoyf', '*', '*', ['G'], 5000)], [c('Grizzly Bears', 2, 2, ['G'], 2500)], [c('Trained Armodon', 3, 3, ['G'], 1500)], [c('Craw Wurm', 4, 4, ['G'], 1000)]];
    expect(checkComposition(a)).toEqual([]);
    a.slots[3] = [c('Lhurgoyf', '*', '*', ['G'], 1000)];
    expect(checkComposition(a).map((x) => x.rule)).toEqual(['004 2.2.2']);
  });
});

describe('round set-up (004 2.5)', () => {
  it('accepts the sample round as a legal set-up', () => {
    const loaded = loadRound(sample);
    expect(loaded.ok && checkRoundSetup(loaded.round)).toEqual([]);
  });
  it('004 2.5.1.1 rejects a base less than 3 squares from an enemy portal', () => {
    const r = makeRound([]);
    r.portals[0]!.square = '3A'; // Red Base at 1A: 2 steps away
    const problems = checkRoundSetup(r);
    expect(problems.map((p) => p.rule)).toEqual(['004 2.5.1.1']);
    r.portals[0]!.square = '4A'; // 3 steps: allowed
    expect(checkRoundSetup(r)).toEqual([]);
  });
  it('004 2.5.1.3 exactly 5 Coalition bases are Win Conditions', () => {
    const r = makeRound([]);
    r.bases[5]!.winCondition = true;
    expect(checkRoundSetup(r).map((p) => p.rule)).toEqual(['004 2.5.1.3']);
  });
  it('004 2.5.1.4 three neutral towns; 004 1.1.1b five portals; 004 1.1.2c seven bases, one per faction', () => {
    const r: Round = makeRound([]);
    r.towns.pop();
    r.portals.pop();
    r.bases[1]!.faction = 'Red';
    const rules = checkRoundSetup(r).map((p) => p.rule);
    expect(rules).toContain('004 2.5.1.4');
    expect(rules).toContain('004 1.1.1b');
    expect(rules).toContain('004 1.1.2c');
  });
  it('004 2.5.2.1a at most 1 General and 2 Admirals a side', () => {
    const r = makeRound([{ name: 'G1', rank: 1, square: '5A' }, { name: 'G2', rank: 1, square: '5C' }]);
    expect(checkRoundSetup(r).map((p) => p.rule)).toEqual(['004 2.5.2.1a']);
  });
  it('004 2.2.1.1 a Coalition army keeps 1 to 3 faction colours', () => {
    const r = makeRound([{ name: 'A', square: '5A', factions: ['Red', 'Green', 'Blue', 'Black'] }]);
    expect(checkRoundSetup(r).map((p) => p.rule)).toEqual(['004 2.2.1.1']);
  });
  it('refuses a round file with a bad square or bad terrain, with readable messages', () => {
    const bad = JSON.parse(JSON.stringify(sample));
    bad.armies[0].square = '99Z';
    bad.terrain[3] = 'xx';
    const loaded = loadRound(bad);
    expect(loaded.ok).toBe(false);
    if (!loaded.ok) { expect(loaded.problems.join('\n')).toMatch(/armies\.0\.square: a square such as 3D/); expect(loaded.problems.join('\n')).toMatch(/terrain\.3/); }
  });
});

describe('declared creature sizes (004 2.2.3-2.2.6)', () => {
  const army = (creature: Creature, extra: Creature[] = []) => {
    const a = makeArmy({ name: 'A', rank: 4, square: '5E', factions: ['Green', 'Red', 'Colorless'], colour: 'G' });
    a.slots[0] = [creature, ...extra];
    return checkComposition(a).map((p) => p.rule);
  };
  it('004 2.2.3.2 a card is its printed size: an activated ability never makes it bigger', () => {
    expect(army({ ...c('Frozen Shade', 0, 1, ['B'], 10), colours: ['R'], printed: { power: 0, toughness: 1 } })).toEqual([]);
    expect(army({ ...c('Frozen Shade', 3, 3, ['R'], 10), printed: { power: 0, toughness: 1 } })).toEqual(['004 2.2.3.2']);
  });
  it('004 2.2.3.3 worked example: Werebear is a 1/1 or, with threshold, a 4/4, chosen at creation', () => {
    const werebear = (p: number) => ({ ...c('Werebear', p, p, ['G'], 1000), printed: { power: 1, toughness: 1 }, sizeOptions: [{ power: 1, toughness: 1 }, { power: 4, toughness: 4 }], sizeBy: 'threshold' as const });
    const a = makeArmy({ name: 'W', rank: 6, square: '5E', factions: ['Green'], colour: 'G' });
    a.slots[3] = [werebear(4)];
    expect(checkComposition(a)).toEqual([]);
    a.slots[3] = [werebear(3)];
    expect(checkComposition(a).map((p) => p.rule)).toEqual(['004 2.2.3.3']);
  });
  it('004 2.2.6 worked examples: Suntouched Myr 1/1 to 3/3, Skarrgan Firebird 3/3 or 6/6', () => {
    const myr = (p: number) => ({ ...c('Suntouched Myr', p, p, [], 100), sizeOptions: [1, 2, 3].map((n) => ({ power: n, toughness: n })), sizeBy: 'counters' as const });
    expect(army(myr(3))).toEqual([]);
    expect(army(myr(4))).toContain('004 2.2.6');
    const bird = (p: number) => ({ ...c('Skarrgan Firebird', p, p, ['R'], 100), sizeOptions: [{ power: 3, toughness: 3 }, { power: 6, toughness: 6 }], sizeBy: 'counters' as const });
    const a = makeArmy({ name: 'B', rank: 3, square: '5E', factions: ['Red'], colour: 'R' });
    a.slots[2] = [bird(6)];
    expect(checkComposition(a)).toEqual([]);
    a.slots[2] = [bird(5)];
    expect(checkComposition(a).map((p) => p.rule)).toEqual(['004 2.2.6']);
  });
  it('004 2.2.5 a Sliver counts only its own all-Slivers bonus', () => {
    const muscle = (p: number) => ({ ...c('Muscle Sliver', p, p, ['G'], 100), printed: { power: 1, toughness: 1 }, ownSliverBonus: { power: 1, toughness: 1 } });
    expect(army(muscle(2))).toEqual([]);
    expect(army(muscle(3))).toEqual(['004 2.2.5']);
  });
  it('004 2.2.3.1.4 Summoner\'s Egg is banned; Duplicant imprints one other creature of its army', () => {
    expect(army(c("Summoner's Egg", 0, 3, [], 10))).toEqual(['004 2.2.3.1.4']);
    expect(army({ ...c('Duplicant', 2, 4, [], 10), imprint: 'Craw Wurm' }, [c('Craw Wurm', 3, 3, ['G'], 10)])).toEqual(['004 2.1a']);
    expect(army({ ...c('Duplicant', 2, 3, [], 10), imprint: 'Craw Wurm' }, [c('Craw Wurm', 3, 3, ['G'], 10)])).toEqual([]);
    expect(army(c('Duplicant', 2, 3, [], 10))).toEqual(['004 2.2.3.1.4']);
  });
});
