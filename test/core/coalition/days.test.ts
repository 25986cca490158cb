// Days, healing, base destruction and winning (004 1.5, 1.7, 2.3.1, 2.3.2, 6.1.2), including the
// worked examples of 2.3.1.1, 2.3.1.2 and 2.3.2.
import { describe, expect, it } from 'vitest';
import { resolveTurn } from '../../../core/coalition/turn';
import type { Army, Round } from '../../../core/coalition/types';
import { makeArmy, makeRound, thread, type ArmySpec } from './helpers';

const T = '2026-11-19 10:00';
const army = (r: Round, name: string) => r.armies.find((a) => a.name === name)!;
function step(round: Round, posts: [string, string, string][] = [], seed = 1) {
  return resolveTurn(round, thread(...posts), { seed });
}
// Keep both sides' leadership on the map so 004 1.7.3 does not end these games early.
const leaders: ArmySpec[] = [{ name: 'Gen', rank: 1, square: '25L' }, { name: 'CP', team: 'Phyrexia', rank: 1, square: '25N' }];

describe('counting days (004 1.5)', () => {
  it('004 1.5a an army on the open map counts no days', () => {
    const { next } = step(makeRound([...leaders, { name: 'A', square: '10E' }]));
    expect(army(next, 'A').days).toBe(0);
  });
  it('004 1.5b moving into or staying in an own-colour base nobody attacks counts a day each turn; 004 2.3.1.2a not in another colour\'s base', () => {
    let r = makeRound([...leaders, { name: 'Red', square: '3A', factions: ['Red'] }, { name: 'Blue', square: '3E', factions: ['Red'] }]);
    r = step(r, [['Red', T, '3A > 1A'], ['Blue', T, '3E > 1E']]).next;
    expect([army(r, 'Red').days, army(r, 'Blue').days]).toEqual([1, 0]);
    r = step(r).next;
    expect(army(r, 'Red').days).toBe(2);
  });
  it('004 1.5c attacked in its base, an army counts the day only when it defeats the attacker', () => {
    let r = makeRound([...leaders, { name: 'Red', square: '1A', factions: ['Red'], days: 1 }, { name: 'P', team: 'Phyrexia', square: '3A' }]);
    r = step(r, [['P', T, '3A > 1A; engage Red']]).next;
    expect(army(r, 'Red').days).toBe(1);
    r.battleResults = [{ square: '1A', winner: 'Red', loser: 'P', losses: {}, outcome: 'none' }];
    const { next, report } = step(r);
    expect(army(next, 'Red').days).toBe(2);
    expect(report.events.map((e) => e.rule)).toContain('004 1.5c');
    expect(army(next, 'P').square).not.toBe('1A');
  });
  it('moving resets the count', () => {
    let r = makeRound([...leaders, { name: 'Red', square: '1A', factions: ['Red'], days: 3 }]);
    r = step(r, [['Red', T, '1A > 2A']]).next;
    expect(army(r, 'Red').days).toBe(0);
  });
});

describe('healing (004 2.3.1)', () => {
  it('004 2.3.1.1 worked example: 4000 of 5000 at a portal, loses 500 in a won battle, heals to 4500 at 2 days, the rest after 2 more', () => {
    let r = makeRound([...leaders, { name: 'P', team: 'Phyrexia', rank: 6, square: '35A' }, { name: 'C', square: '36B' }]);
    army(r, 'P').slots[0]![0]!.count = 4000;
    r = step(r, [['P', T, '35A > 38A']]).next;
    expect(army(r, 'P').days).toBe(1);
    r = step(r, [['C', T, '36B > 38A; engage P']]).next;
    expect(army(r, 'P').days).toBe(1);
    r.battleResults = [{ square: '38A', winner: 'P', loser: 'C', losses: { P: { 'P 1/1': 500 } }, outcome: 'none' }];
    r = step(r).next;
    expect(army(r, 'P').days).toBe(2);
    expect(army(r, 'P').slots[0]![0]!.count).toBe(4500);
    r = step(r).next; // day 3: no healing
    expect(army(r, 'P').slots[0]![0]!.count).toBe(4500);
    r = step(r).next; // day 4: the 500 lost on day 2 come back
    expect(army(r, 'P').slots[0]![0]!.count).toBe(5000);
  });
  it('004 2.3.1.2b worked example: 3000/5000 Kris Mages and 2000/2500 Grizzly Bears, one day in Red Base', () => {
    const a: Army = makeArmy({ name: 'Sai Rei', rank: 6, square: '2A', factions: ['Red', 'Green'] });
    a.slots[0] = [{ name: 'Kris Mage', power: 1, toughness: 1, colours: ['R'], count: 3000, full: 5000 }];
    a.slots[1] = [{ name: 'Grizzly Bears', power: 2, toughness: 2, colours: ['G'], count: 2000, full: 2500 }];
    let r = makeRound(leaders);
    r.armies.push(a);
    r.players.push({ name: 'Sai Rei', team: 'Coalition', rank: 'Lieutenant' });
    r = step(r, [['Sai Rei', T, '2A > 1A']]).next;
    expect(army(r, 'Sai Rei').slots[0]![0]!.count).toBe(5000);
    expect(army(r, 'Sai Rei').slots[1]![0]!.count).toBe(2000);
    r = step(r).next;
    expect(army(r, 'Sai Rei').slots[1]![0]!.count).toBe(2500);
  });
  it('004 2.3.1.3 in a town only the lowest two ranks count days, and heal at 2 days', () => {
    let r = makeRound([...leaders, { name: 'Lt', rank: 6, square: '21A', alive: 0.5 }, { name: 'Cmdr', rank: 4, square: '20F', alive: 0.5 }]);
    r = step(r, [['Lt', T, '21A > 20A'], ['Cmdr', T, '20F > 20G']]).next;
    expect([army(r, 'Lt').days, army(r, 'Cmdr').days]).toEqual([1, 0]);
    expect(army(r, 'Lt').slots[0]![0]!.count).toBe(2500);
    r = step(r).next;
    expect(army(r, 'Lt').slots[0]![0]!.count).toBe(5000);
    expect(army(r, 'Cmdr').slots[0]![0]!.count).toBe(2500);
  });
  it('004 6.1.2 a Town Defender heals 500 a turn in its home town, smallest troops first', () => {
    const r = makeRound(leaders);
    const tdf = makeArmy({ name: 'Guard', team: 'Mercenary', rank: 5, square: '20A', merc: 'Town Defender', colour: 'W' });
    tdf.homeTown = 'Town A';
    tdf.slots[0]![0]!.count = 4800; tdf.slots[1]![0]!.count = 2000;
    r.armies.push(tdf);
    const { next } = step(r);
    expect([army(next, 'Guard').slots[0]![0]!.count, army(next, 'Guard').slots[1]![0]!.count]).toEqual([5000, 2300]);
  });
});

describe('changing troops (004 2.3.2)', () => {
  const newSlots = (first: { name: string; colours: ('R' | 'B')[] }) => [
    [{ name: first.name, power: 1, toughness: 1, colours: first.colours, count: 5000, full: 5000 }],
    [{ name: 'Hill Giant', power: 2, toughness: 2, colours: ['R' as const], count: 2500, full: 2500 }],
    [{ name: 'Fire Elemental', power: 3, toughness: 3, colours: ['R' as const], count: 1500, full: 1500 }],
    [{ name: 'Shivan Hellkite', power: 4, toughness: 4, colours: ['R' as const], count: 1000, full: 1000 }],
  ];
  function sai(days: number, blackDestroyed: boolean) {
    const r = makeRound([...leaders, { name: 'Sai Rei', rank: 6, square: '1A', factions: ['Black', 'Red'], days }]);
    army(r, 'Sai Rei').slots[0] = [{ name: 'Plague Rats', power: 1, toughness: 1, colours: ['B'], count: 5000, full: 5000 }];
    if (blackDestroyed) r.bases.find((b) => b.faction === 'Black')!.destroyed = true;
    return r;
  }
  it('004 2.3.2a after 2 days where it heals an army may change its troops, checked against 2.1 and 2.2', () => {
    const early = sai(0, false);
    early.troopChanges = [{ army: 'Sai Rei', slots: newSlots({ name: 'Goblin Raider', colours: ['R'] }) }];
    expect(step(early).report.events.find((e) => e.rule === '004 2.3.2a')!.message).toMatch(/not counted 2 days/);
    const ready = sai(1, false);
    ready.troopChanges = [{ army: 'Sai Rei', slots: newSlots({ name: 'Goblin Raider', colours: ['R'] }) }];
    expect(army(step(ready).next, 'Sai Rei').slots[0]![0]!.name).toBe('Goblin Raider');
  });
  it('004 2.3.2b worked example: Black Base destroyed: Plague Rats may not become Bog Imps, but may become a red 1/1', () => {
    const imps = sai(1, true);
    imps.troopChanges = [{ army: 'Sai Rei', slots: newSlots({ name: 'Bog Imp', colours: ['B'] }) }];
    const refused = step(imps);
    expect(refused.report.events.map((e) => e.rule)).toContain('004 2.3.2b');
    expect(army(refused.next, 'Sai Rei').slots[0]![0]!.name).toBe('Plague Rats');
    const keep = sai(1, true);
    keep.troopChanges = [{ army: 'Sai Rei', slots: newSlots({ name: 'Plague Rats', colours: ['B'] }) }];
    expect(army(step(keep).next, 'Sai Rei').slots[1]![0]!.name).toBe('Hill Giant');
    const red = sai(1, true);
    red.troopChanges = [{ army: 'Sai Rei', slots: newSlots({ name: 'Goblin Raider', colours: ['R'] }) }];
    expect(army(step(red).next, 'Sai Rei').slots[0]![0]!.name).toBe('Goblin Raider');
  });
});

describe('destroying bases and winning (004 1.7)', () => {
  it('004 1.7.1 after counting 4 days in an enemy base, a turn without moving destroys it', () => {
    let r = makeRound([...leaders, { name: 'P', team: 'Phyrexia', square: '1A', days: 3 }]);
    r = step(r).next;
    expect(army(r, 'P').days).toBe(4);
    expect(r.bases[0]!.destroyed).toBe(false);
    const { next, report } = step(r);
    expect(next.bases[0]!.destroyed).toBe(true);
    expect(report.events.map((e) => e.rule)).toContain('004 1.7.1');
  });
  it('004 1.7.1 moving on the turn after the 4th day saves the base', () => {
    const r = makeRound([...leaders, { name: 'P', team: 'Phyrexia', square: '1A', days: 4 }]);
    expect(step(r, [['P', T, '1A > 2A']]).next.bases[0]!.destroyed).toBe(false);
  });
  it('004 1.7.1 being attacked on the still turn does not save the base', () => {
    const r = makeRound([...leaders, { name: 'P', team: 'Phyrexia', square: '1A', days: 4 }, { name: 'C', square: '3A' }]);
    expect(step(r, [['C', T, '3A > 1A; engage P']]).next.bases[0]!.destroyed).toBe(true);
  });
  it('004 1.7.2a with every enemy Win Condition destroyed, 4 days in an own Win Condition wins', () => {
    const r = makeRound([...leaders, { name: 'Red', square: '1A', factions: ['Red'], days: 3 }]);
    for (const p of r.portals) p.destroyed = true;
    const { next, report } = step(r);
    expect(next.winner).toBe('Coalition');
    expect(report.winner!.rule).toBe('004 1.7.2a');
    const notYet = makeRound([...leaders, { name: 'Red', square: '1A', factions: ['Red'], days: 3 }]);
    expect(step(notYet).next.winner).toBeUndefined();
  });
  it('004 1.7.2b an army counting toward the win that is defeated starts again from 0', () => {
    const r = makeRound([...leaders, { name: 'Red', square: '1A', factions: ['Red'], days: 3 }, { name: 'P', team: 'Phyrexia', square: '1A' }]);
    for (const p of r.portals) p.destroyed = true;
    r.battles = [{ square: '1A', armies: ['P', 'Red'], kind: 'attack', attacker: 'P', defender: 'Red' }];
    r.battleResults = [{ square: '1A', winner: 'P', loser: 'Red', losses: {}, outcome: 'none' }];
    const { next } = step(r);
    expect(army(next, 'Red').days).toBe(0);
    expect(next.winner).toBeUndefined();
  });
  it('004 1.7.3 a side with no army ranked Captain/Evincar or higher loses', () => {
    const r = makeRound([{ name: 'Gen', rank: 1, square: '25L' }, { name: 'P', team: 'Phyrexia', rank: 4, square: '30A' }]);
    const { report } = step(r);
    expect(report.winner).toMatchObject({ team: 'Coalition', rule: '004 1.7.3' });
  });
});
