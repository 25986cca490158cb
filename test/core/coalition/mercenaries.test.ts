// Mercenaries (004 chapter 6) and the remaining turn-structure rules (2.5.1.2, 2.5.2.3, 3.1a, 3.2).
import { describe, expect, it } from 'vitest';
import { checkMercenaries, openingRaidersProblem, townDefenderWarnings, themeTargets, declareThemeWar } from '../../../core/coalition/mercenaries';
import { checkStartPlacement } from '../../../core/coalition/roundSetup';
import { renderBaseDescriptions } from '../../../core/coalition/publish';
import { resolveTurn } from '../../../core/coalition/turn';
import { SeededRandom } from '../../../core/random';
import type { Round } from '../../../core/coalition/types';
import { makeArmy, makeRound, thread, type ArmySpec } from './helpers';

const T = '2026-11-19 10:00';
const leaders: ArmySpec[] = [{ name: 'Gen', rank: 1, square: '25L' }, { name: 'CP', team: 'Phyrexia', rank: 1, square: '25N' }];
const merc = (name: string, faction: 'Town Defender' | 'Theme' | 'Raider', square: string, rank: 4 | 5 | 6) => makeArmy({ name, team: 'Mercenary', merc: faction, square, rank, colour: '' });
function withMercs(...armies: ReturnType<typeof makeArmy>[]): Round {
  const r = makeRound(leaders);
  r.armies.push(...armies);
  r.control.entries.push(...armies.map((a) => ({ army: a.name, controllers: ['Merc Judge'], since: '2026-11-01T00:00:00Z' })));
  return r;
}

describe('mercenaries (004 6)', () => {
  it('004 6 mercenaries of different factions never fight each other', () => {
    const r = withMercs(merc('R1', 'Raider', '10E', 6), merc('Th', 'Theme', '10G', 4));
    const { next, report } = resolveTurn(r, thread(['Merc Judge', T, 'R1: 10E > 10F\nTh: 10G > 10F']), { seed: 1 });
    expect(report.battles).toEqual([]);
    expect(next.armies.find((a) => a.name === 'R1')!.square).not.toBe(next.armies.find((a) => a.name === 'Th')!.square);
  });
  it('004 6.1 three Town Defenders of rank 2/2-5/5, each with a home town', () => {
    const tdf = merc('Guard', 'Town Defender', '20A', 5);
    tdf.homeTown = 'Town A';
    expect(checkMercenaries(withMercs(tdf))).toEqual([]);
    const bad = merc('Guard2', 'Town Defender', '20G', 4);
    expect(checkMercenaries(withMercs(bad)).map((n) => n.rule)).toEqual(['004 6.1', '004 6.1']);
  });
  it('004 6.1.1 warns when a Town Defender leaves its town and the squares around it, unless retreating weak to another town', () => {
    const tdf = merc('Guard', 'Town Defender', '21B', 5);
    tdf.homeTown = 'Town A';
    expect(townDefenderWarnings(withMercs(tdf))).toEqual([]);
    tdf.square = '23A';
    expect(townDefenderWarnings(withMercs(tdf)).map((n) => n.rule)).toEqual(['004 6.1.1']);
    tdf.square = '20G';
    expect(townDefenderWarnings(withMercs(tdf))).toHaveLength(1);
    for (const c of tdf.slots.flat()) c.count = 500;
    expect(townDefenderWarnings(withMercs(tdf))).toEqual([]);
  });
  it('004 6.2 four Theme armies of rank 3/3-6/6, one ocean, not starting near a base or portal', () => {
    const ok = merc('Beasts', 'Theme', '15F', 4);
    expect(checkMercenaries(withMercs(ok))).toEqual([]);
    const near = merc('Near', 'Theme', '3A', 4);
    const sea1 = { ...merc('Sea1', 'Theme', '15A', 4), ocean: true }, sea2 = { ...merc('Sea2', 'Theme', '16A', 4), ocean: true };
    expect(checkMercenaries(withMercs(near, sea1, sea2)).map((n) => n.message)).toEqual(['only one Theme army patrols the ocean', 'Near starts near a base or portal']);
  });
  it('004 6.2.1 a territorial Theme army\'s targets are the armies within 3 squares of its start', () => {
    const theme = { ...merc('Beasts', 'Theme', '15F', 4), homeSquare: '15F' };
    const r = withMercs(theme);
    r.armies.push(makeArmy({ name: 'Close', square: '16G' }), makeArmy({ name: 'Far', square: '19F' }), makeArmy({ name: 'Edge', team: 'Phyrexia', square: '12F' }));
    expect(themeTargets(r, theme)).toEqual(['Close', 'Edge']);
  });
  it('004 6.2.2a killing a Town Defender sends a random non-ocean Theme army to war with the other team; 004 6.2.2b it heals 25% once', () => {
    const land = merc('Beasts', 'Theme', '15F', 4);
    land.slots[0]![0]!.count = 1000;
    const sea = { ...merc('Sea', 'Theme', '15A', 4), ocean: true };
    const tdf = merc('Guard', 'Town Defender', '20G', 5);
    tdf.homeTown = 'Town B';
    const r = withMercs(land, sea, tdf);
    r.armies.push(makeArmy({ name: 'Killer', team: 'Phyrexia', square: '20G' }));
    r.players.push({ name: 'Killer', team: 'Phyrexia', rank: 'CPL' });
    r.battles = [{ square: '20G', armies: ['Killer', 'Guard'], kind: 'attack' }];
    r.battleResults = [{ square: '20G', winner: 'Killer', loser: 'Guard', losses: {}, outcome: 'kill' }];
    const { next, report } = resolveTurn(r, '', { seed: 1 });
    const beasts = next.armies.find((a) => a.name === 'Beasts')!;
    expect(beasts.atWarWith).toBe('Coalition');
    expect(beasts.slots[0]![0]!.count).toBe(2250);
    expect(next.armies.find((a) => a.name === 'Sea')!.atWarWith).toBeUndefined();
    expect(report.events.map((e) => e.rule)).toContain('004 6.2.2a');
    expect(declareThemeWar(next, 'Phyrexia', new SeededRandom(1))).toBeNull(); // no land Theme army left at peace
  });
  it('004 6.2.3 an At War Theme army never enters a base or portal or the 8 squares around it', () => {
    const theme = { ...merc('Beasts', 'Theme', '4B', 4), atWarWith: 'Coalition' as const };
    const { report } = resolveTurn(withMercs(theme), thread(['Merc Judge', T, 'Beasts: 4B > 2B']), { seed: 1 });
    expect(report.outcomes[0]).toMatchObject({ status: 'rejected', rule: '004 6.2.3' });
  });
  it('004 6.3 up to 5 Raiders; a round opens with two of rank 1/1 and one of rank 2/2', () => {
    const three = withMercs(merc('R1', 'Raider', '15F', 6), merc('R2', 'Raider', '15H', 6), merc('R3', 'Raider', '15J', 5));
    expect(openingRaidersProblem(three)).toBeNull();
    expect(checkMercenaries(three)).toEqual([]);
    const wrong = withMercs(merc('R1', 'Raider', '15F', 4));
    expect(checkMercenaries(wrong).map((n) => n.rule)).toEqual(['004 6.3']);
    expect(openingRaidersProblem(wrong)).toMatchObject({ rule: '004 6.3' });
  });
  it('004 6.3.1 a Raider never moves next to a base, portal or town', () => {
    const { report } = resolveTurn(withMercs(merc('R1', 'Raider', '23A', 6)), thread(['Merc Judge', T, 'R1: 23A > 21A']), { seed: 1 });
    expect(report.outcomes[0]).toMatchObject({ status: 'rejected', rule: '004 6.3.1' });
  });
  it('004 6.3.2a Raiders never heal, even in a town', () => {
    const raider = merc('R1', 'Raider', '20A', 6);
    raider.slots[0]![0]!.count = 100;
    let r = withMercs(raider);
    for (let i = 0; i < 3; i++) r = resolveTurn(r, '', { seed: i }).next;
    expect(r.armies.find((a) => a.name === 'R1')!.slots[0]![0]!.count).toBe(100);
  });
  it('004 6.3.2d a Raider may spend its movement turn disbanding; other armies may not', () => {
    const r = withMercs(merc('R1', 'Raider', '15F', 6));
    r.armies.push(makeArmy({ name: 'A', square: '10E' }));
    r.players.push({ name: 'A', team: 'Coalition', rank: 'Lt Commander' });
    const { next, report } = resolveTurn(r, thread(['Merc Judge', T, 'R1: Disband'], ['A', T, 'A: disband']), { seed: 1 });
    expect(next.armies.some((a) => a.name === 'R1')).toBe(false);
    expect(report.outcomes.find((o) => o.army === 'A')).toMatchObject({ status: 'rejected', rule: '004 6.3.2d' });
  });
  it('004 6.3.2f after the lock the mercenary commander may change ONE Raider move: an engage not crossing any army', () => {
    const r = withMercs(merc('R1', 'Raider', '10E', 6), merc('R2', 'Raider', '14E', 6));
    r.armies.push(makeArmy({ name: 'Prey', square: '12E' }), makeArmy({ name: 'Block', square: '11E' }), makeArmy({ name: 'Prey2', square: '14G' }));
    const late = '2026-11-21 06:00';
    const ok = resolveTurn(r, thread(['Merc Judge', T, 'R1: 10E > 10F'], ['Merc Judge', late, 'R1: 10E > 12E; engage Prey']), { seed: 1 });
    expect(ok.report.outcomes.find((o) => o.line === 5)).toMatchObject({ status: 'rejected', rule: '004 6.3.2f' }); // 11E blocks the only route
    const fine = resolveTurn(r, thread(['Merc Judge', late, 'R2: 14E > 14G; engage Prey2\nR1: 10E > 10F; engage Block']), { seed: 1 });
    expect(fine.next.armies.find((a) => a.name === 'R2')!.square).toBe('14G');
    expect(fine.report.outcomes.find((o) => o.text.startsWith('R1'))).toMatchObject({ status: 'rejected', rule: '004 6.3.2f' });
    const notEngage = resolveTurn(r, thread(['Merc Judge', late, 'R2: 14E > 15E']), { seed: 1 });
    expect(notEngage.report.outcomes[0]).toMatchObject({ status: 'rejected', rule: '004 6.3.2f' });
  });
});

describe('turn structure and set-up (004 2.5, 3.1, 3.2)', () => {
  it('004 3.1a the next turn opens with its battle deadline posted', () => {
    const r = makeRound(leaders);
    expect(resolveTurn(r, '', { seed: 1, nextBattleDeadline: '2026-11-24T05:00:00.000Z' }).next).toMatchObject({ turn: 2, battleDeadline: '2026-11-24T05:00:00.000Z' });
    expect(resolveTurn(r, '', { seed: 1 }).next.battleDeadline).toBe('2026-11-27T05:00:00.000Z');
  });
  it('004 3.2 healing and base destruction are not actions, but need the army to stand still', () => {
    const r = makeRound([...leaders, { name: 'Red', square: '1A', factions: ['Red'], days: 1, alive: 0.5 }, { name: 'P', team: 'Phyrexia', square: '3A' }]);
    // Intercepting is Red's action this turn; it stays, so it still counts its day and heals.
    const { next } = resolveTurn(r, thread(['Red', T, 'Red: Intercept P']), { seed: 1 });
    expect(next.armies.find((a) => a.name === 'Red')!.days).toBe(2);
    expect(next.armies.find((a) => a.name === 'Red')!.slots[1]![0]!.count).toBe(2500);
    const moved = resolveTurn(r, thread(['Red', T, 'Red: 1A > 2A']), { seed: 1 }).next;
    expect(moved.armies.find((a) => a.name === 'Red')!.days).toBe(0);
  });
  it('004 2.5.1.2 base descriptions are published only once every base and portal has one, with 004 2.5.1.3 the Win Conditions', () => {
    const r = makeRound([]);
    expect(renderBaseDescriptions(r, 'plain')).toBeNull();
    for (const s of [...r.bases, ...r.portals]) s.description = `Walls of ${s.name}`;
    const text = renderBaseDescriptions(r, 'bbcode')!;
    expect(text).toContain('[*]Red Base (Red, 1A) — Win Condition: Walls of Red Base');
    expect(text).toContain('[*]5-Color Base (5-Color, 1K): Walls of 5-Color Base');
    expect(text).toContain('Portal 5 (38I): Walls of Portal 5');
  });
  it('004 2.5.2.3 a Coalition army starts by one of its member bases', () => {
    const r = makeRound([{ name: 'A', square: '3A', factions: ['Red'] }, { name: 'B', square: '3A', factions: ['Blue'] }]);
    expect(checkStartPlacement(r).map((p) => p.message)).toEqual(['B starts by Red Base, not a base of its colours (Blue)']);
  });
});
