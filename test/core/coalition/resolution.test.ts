// Resolving a turn (004 3.3, 3.2.2.3, 3.2.3, 3.2.5): the worked examples of chapter 3 and scenarios.
import { describe, expect, it } from 'vitest';
import { resolveTurn } from '../../../core/coalition/turn';
import type { Round } from '../../../core/coalition/types';
import { at, makeRound, thread, type ArmySpec } from './helpers';

function turn(specs: ArmySpec[], posts: [string, string, string][], seed = 1, extra: Partial<Round> = {}) {
  const round = makeRound(specs, extra);
  const { next, report } = resolveTurn(round, thread(...posts), { seed });
  return { round, next, report, move: (name: string) => report.movements.find((m) => m.army === name) };
}
const T = '2026-11-19 10:00';

describe('simultaneous moves (004 3.3.4)', () => {
  it('004 3.3.4 worked example: 3F to 4F and the enemy 4F to 3F both arrive without fighting', () => {
    const { next, report } = turn(
      [{ name: 'A', square: '3F' }, { name: 'P', team: 'Phyrexia', square: '4F' }],
      [['A', T, 'A: 3F > 4F; engage P'], ['P', T, 'P: 4F > 3F; engage A']],
    );
    expect([at(next, 'A'), at(next, 'P')]).toEqual(['4F', '3F']);
    expect(report.battles).toEqual([]);
  });
  it('004 3.3.4 friendly armies swapping squares both arrive', () => {
    const { next } = turn([{ name: 'A', square: '3F' }, { name: 'B', square: '4F' }], [['A', T, '3F > 4F; replace B'], ['B', T, '4F > 3F; replace A']]);
    expect([at(next, 'A'), at(next, 'B')]).toEqual(['4F', '3F']);
  });
  it('004 3.2.2.1 armies pass over other armies, friendly or enemy', () => {
    const { next, report } = turn([{ name: 'A', square: '10E' }, { name: 'P', team: 'Phyrexia', square: '11E' }, { name: 'B', square: '12E' }], [['A', T, '10E > 13E']]);
    expect(at(next, 'A')).toBe('13E');
    expect(report.battles).toEqual([]);
  });
  it('004 3.2.2.5a worked example: Gazetzot moves Sai Rei 3D > 5E replacing Darkhand5, who leaves', () => {
    const specs: ArmySpec[] = [{ name: 'Sai Rei', square: '3D', rank: 3 }, { name: 'Darkhand5', square: '5E', rank: 4 }];
    const round = makeRound(specs);
    round.players.push({ name: 'Gazetzot', team: 'Coalition', rank: 'Captain' });
    round.control.entries.push({ army: 'Sai Rei', controllers: ['Gazetzot'], since: '2026-11-01T00:00:00Z' });
    const { next } = resolveTurn(round, thread(['Gazetzot', T, 'Sai Rei: 3D > 5E; replace Darkhand5'], ['Darkhand5', T, '5E > 8E']), { seed: 1 });
    expect([at(next, 'Sai Rei'), at(next, 'Darkhand5')]).toEqual(['5E', '8E']);
  });
});

describe('friendly armies never share a square (004 3.3.1, 3.3.2)', () => {
  it('004 3.3.1b the closer army arrives; the other makes a partial move', () => {
    const { next, move } = turn([{ name: 'Near', square: '10E' }, { name: 'Far', square: '10H' }], [['Far', T, '10H > 10F'], ['Near', '2026-11-19 11:00', '10E > 10F']]);
    expect(at(next, 'Near')).toBe('10F');
    expect(move('Far')).toMatchObject({ status: 'partial', rule: '004 3.3.1b' });
    expect(at(next, 'Far')).toBe('10G');
  });
  it('004 3.3.1b equal distance: the earlier post has priority', () => {
    const { next, move } = turn([{ name: 'A', square: '10E' }, { name: 'B', square: '10G' }], [['B', '2026-11-19 09:00', '10G > 10F'], ['A', '2026-11-19 09:30', '10E > 10F']]);
    expect(at(next, 'B')).toBe('10F');
    expect(move('A')!.status).toBe('partial');
  });
  it('004 3.3.1b equal distance, same post: the move written first has priority', () => {
    const round = makeRound([{ name: 'A', square: '10E' }, { name: 'B', square: '10G' }]);
    round.players.push({ name: 'Boss', team: 'Coalition', rank: 'General' });
    round.control.entries.push({ army: 'A', controllers: ['Boss'], since: '2026-11-01T00:00:00Z' }, { army: 'B', controllers: ['Boss'], since: '2026-11-01T00:00:00Z' });
    const { next } = resolveTurn(round, thread(['Boss', T, 'B: 10G > 10F\nA: 10E > 10F']), { seed: 1 });
    expect(at(next, 'B')).toBe('10F');
    expect(at(next, 'A')).not.toBe('10F');
  });
  it('004 3.3.1b an army that does not leave keeps its square; the replacer makes a partial move', () => {
    const { next, move } = turn([{ name: 'A', square: '10E' }, { name: 'B', square: '10G' }], [['A', T, '10E > 10G; replace B']]);
    expect(at(next, 'B')).toBe('10G');
    expect(move('A')!.status).toBe('partial');
    expect(['10F', '9G', '11G']).toContain(at(next, 'A'));
  });
  it('004 3.3.2 a partial move comes as close as possible to its destination', () => {
    const { next } = turn([{ name: 'A', square: '10A' }, { name: 'B', square: '10D' }], [['A', T, '10A > 10D; replace B']]);
    expect(at(next, 'A')).toBe('10C');
  });
  it('004 3.3.2 intentional moves come before partial moves', () => {
    // Far loses 10F to Near and would fall back to 10G, but Mover intends to enter 10G: Mover wins it.
    const { next, move } = turn(
      [{ name: 'Near', square: '10E' }, { name: 'Far', square: '10H' }, { name: 'Mover', square: '13G' }],
      [['Near', T, '10E > 10F'], ['Far', T, '10H > 10F'], ['Mover', T, '13G > 10G']],
    );
    expect(at(next, 'Near')).toBe('10F');
    expect(at(next, 'Mover')).toBe('10G');
    expect(move('Far')!.status).toBe('partial');
    expect(at(next, 'Far')).not.toBe('10G');
  });
  it('004 3.3.2 a chain of replacements all arrive', () => {
    const { next } = turn(
      [{ name: 'A', square: '10A' }, { name: 'B', square: '10B' }, { name: 'C', square: '10C' }],
      [['A', T, '10A > 10B; replace B'], ['B', T, '10B > 10C; replace C'], ['C', T, '10C > 10D']],
    );
    expect([at(next, 'A'), at(next, 'B'), at(next, 'C')]).toEqual(['10B', '10C', '10D']);
  });
  it('004 3.3.2 a blocked chain falls back: each army stops as near as it can', () => {
    const { next } = turn(
      [{ name: 'A', square: '10A' }, { name: 'B', square: '10B' }, { name: 'C', square: '10C' }],
      [['A', T, '10A > 10B; replace B'], ['B', T, '10B > 10C; replace C']],
    );
    expect(at(next, 'C')).toBe('10C');
    const squares = next.armies.filter((a) => a.team === 'Coalition').map((a) => a.square);
    expect(new Set(squares).size).toBe(3);
  });
});

describe('battles (004 3.3.1a, 4.1.2.3, 4.3.1)', () => {
  it('004 3.3.1a enemies ending in one square battle; 004 4.1.2.3 "X attacks Y" when Y was there', () => {
    const { report } = turn([{ name: 'A', square: '10E' }, { name: 'P', team: 'Phyrexia', square: '12E' }], [['A', T, '10E > 12E; engage P']]);
    expect(report.battles).toEqual([{ square: '12E', armies: expect.arrayContaining(['A', 'P']), kind: 'attack', attacker: 'A', defender: 'P' }]);
  });
  it('004 4.1.2.3 both moving into a square at once is a no-attacker battle', () => {
    const { report } = turn([{ name: 'A', square: '10E' }, { name: 'P', team: 'Phyrexia', square: '10G' }], [['A', T, '10E > 10F'], ['P', T, '10G > 10F']]);
    expect(report.battles).toMatchObject([{ square: '10F', kind: 'no-attacker' }]);
  });
  it('004 3.2.2.5c the move is attempted whether or not the engaged army is still there', () => {
    const { next, report } = turn([{ name: 'A', square: '10E' }, { name: 'P', team: 'Phyrexia', square: '12E' }], [['A', T, '10E > 12E; engage P'], ['P', T, '12E > 14E']]);
    expect(at(next, 'A')).toBe('12E');
    expect(report.battles).toEqual([]);
  });
  it('004 4.3.1 an army with no troops left is killed when engaged, without a battle', () => {
    const { next, report } = turn([{ name: 'A', square: '10E' }, { name: 'P', team: 'Phyrexia', square: '12E', alive: 0 }], [['A', T, '10E > 12E; engage P']]);
    expect(next.armies.filter((a) => a.mercenaryFaction !== 'Raider').map((a) => a.name)).toEqual(['A']);
    expect(report.battles).toEqual([]);
    expect(report.events.map((e) => e.rule)).toContain('004 4.3.1');
  });
  it('004 3.3.5 Coalition, Phyrexian and mercenary entering one square: the mercenary gives way', () => {
    const { next, report, move } = turn(
      [{ name: 'A', square: '10E' }, { name: 'P', team: 'Phyrexia', square: '10G' }, { name: 'M', team: 'Mercenary', square: '12F', merc: 'Raider', rank: 6 }],
      [['A', T, '10E > 10F'], ['P', T, '10G > 10F'], ['Mercenary Judge', T, 'M: 12F > 10F']],
      1, { control: { entries: [{ army: 'M', controllers: ['Mercenary Judge'], since: '2026-11-01T00:00:00Z' }], contingencies: {} } },
    );
    expect(report.battles).toMatchObject([{ square: '10F', armies: expect.arrayContaining(['A', 'P']) }]);
    expect(move('M')).toMatchObject({ status: 'partial', rule: '004 3.3.5' });
    expect(at(next, 'M')).not.toBe('10F');
  });
});

describe('intercepts (004 3.2.3)', () => {
  it('004 3.2.3.1 an enemy crossing the interceptor\'s square stops and fights', () => {
    const { next, report, move } = turn([{ name: 'X', square: '10F' }, { name: 'A', team: 'Phyrexia', square: '10E' }], [['X', T, 'X: Intercept A'], ['A', T, '10E > 10H']]);
    expect(at(next, 'A')).toBe('10F');
    expect(move('A')).toMatchObject({ status: 'intercepted', rule: '004 3.2.3.1' });
    expect(report.battles).toMatchObject([{ square: '10F', kind: 'intercept', attacker: 'X', defender: 'A' }]);
  });
  it('004 3.2.3.1 an army that does not cross is not intercepted; others crossing are not either', () => {
    const { next } = turn(
      [{ name: 'X', square: '10F' }, { name: 'A', team: 'Phyrexia', square: '12E' }, { name: 'B', team: 'Phyrexia', square: '10E' }],
      [['X', T, 'Intercept A'], ['A', T, '12E > 12H'], ['B', T, '10E > 10H']],
    );
    expect([at(next, 'A'), at(next, 'B')]).toEqual(['12H', '10H']);
  });
  it('004 3.2.3.2 the intercepted army was closer than the engager: it fights, the engager makes a partial move', () => {
    const { next, move } = turn(
      [{ name: 'X', square: '10F' }, { name: 'A', team: 'Phyrexia', square: '10E' }, { name: 'B', team: 'Phyrexia', square: '13F' }],
      [['X', T, 'Intercept A'], ['A', T, '10E > 10H'], ['B', T, '13F > 10F; engage X']],
    );
    expect(at(next, 'A')).toBe('10F');
    expect(move('B')).toMatchObject({ status: 'partial', rule: '004 3.2.3.2' });
    expect(at(next, 'B')).not.toBe('10F');
  });
  it('004 3.2.3.2 the engager was closer: it fights and the other army completes its move', () => {
    const { next, move } = turn(
      [{ name: 'X', square: '10F' }, { name: 'A', team: 'Phyrexia', square: '10D' }, { name: 'B', team: 'Phyrexia', square: '11F' }],
      [['X', T, 'Intercept A'], ['A', T, '10D > 10G'], ['B', T, '11F > 10F; engage X']],
    );
    expect(at(next, 'B')).toBe('10F');
    expect(at(next, 'A')).toBe('10G');
    expect(move('A')!.rule).toBe('004 3.2.3.2');
  });
  it('004 3.2.3.2 equal distance: a logged random choice decides', () => {
    const fighters = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      const { next, report } = turn(
        [{ name: 'X', square: '10F' }, { name: 'A', team: 'Phyrexia', square: '10E' }, { name: 'B', team: 'Phyrexia', square: '11F' }],
        [['X', T, 'Intercept A'], ['A', T, '10E > 10H'], ['B', T, '11F > 10F; engage X']], seed,
      );
      const roll = report.rolls.find((r) => r.purpose.includes('004 3.2.3.2'));
      expect(roll).toBeDefined();
      fighters.add(roll!.chosen!);
      expect(at(next, roll!.chosen!)).toBe('10F');
    }
    expect(fighters).toEqual(new Set(['A', 'B']));
  });
});

describe('Joint Engage (004 3.2.5)', () => {
  const pair: ArmySpec[] = [{ name: 'J1', square: '10E', rank: 5 }, { name: 'J2', square: '10G', rank: 6 }, { name: 'P', team: 'Phyrexia', square: '10F' }];
  it('004 3.2.5.2 exactly two armies of a side Joint Engaging a square with an enemy: both enter and fight', () => {
    const { next, report } = turn(pair, [['J1', T, '10E > 10F Joint Engage'], ['J2', T, '10G > 10F Joint Engage']]);
    expect([at(next, 'J1'), at(next, 'J2')]).toEqual(['10F', '10F']);
    expect(report.battles).toMatchObject([{ square: '10F', kind: 'joint', armies: expect.arrayContaining(['J1', 'J2', 'P']) }]);
  });
  it('004 3.2.5.3a all met but no enemy enters: a normal move, 3.3.1 decides who arrives', () => {
    const { next, move } = turn(pair, [['J1', T, '10E > 11E Joint Engage'], ['J2', '2026-11-19 11:00', '10G > 11E Joint Engage']]);
    expect(at(next, 'J1')).toBe('11E');
    expect(move('J2')!.status).toBe('partial');
  });
  it('004 3.2.5.3b only one army posted it: the Joint Engage is ignored and the army does not move', () => {
    const { next, move } = turn(pair, [['J1', T, '10E > 10F Joint Engage']]);
    expect(at(next, 'J1')).toBe('10E');
    expect(move('J1')).toMatchObject({ status: 'joint-ignored', rule: '004 3.2.5.3b' });
  });
  it('004 3.2.5.3b another friendly army moving into the square voids it', () => {
    const { next } = turn([...pair, { name: 'K', square: '12F' }], [['J1', T, '10E > 10F Joint Engage'], ['J2', T, '10G > 10F Joint Engage'], ['K', T, '12F > 10F; engage P']]);
    expect([at(next, 'J1'), at(next, 'J2'), at(next, 'K')]).toEqual(['10E', '10G', '10F']);
  });
  it('004 3.2.5.1 an army may Joint Engage its own square', () => {
    const { next, report } = turn(
      [{ name: 'J1', square: '10F', rank: 5 }, { name: 'J2', square: '10H', rank: 5 }, { name: 'P', team: 'Phyrexia', square: '12F' }],
      [['J1', T, '10F Joint Engage'], ['J2', T, '10H > 10F Joint Engage'], ['P', T, '12F > 10F; engage J1']],
    );
    expect([at(next, 'J1'), at(next, 'J2'), at(next, 'P')]).toEqual(['10F', '10F', '10F']);
    expect(report.battles[0]!.kind).toBe('joint');
  });
  it('004 3.2.5.4c one Joint Engage battle a turn: the earliest 2nd post wins, the others make partial moves', () => {
    const { next, move } = turn(
      [...pair, { name: 'K1', square: '20C', rank: 5 }, { name: 'K2', square: '20E', rank: 5 }, { name: 'Q', team: 'Phyrexia', square: '20D' }],
      [['J1', '2026-11-19 08:00', '10E > 10F Joint Engage'], ['K1', '2026-11-19 08:30', '20C > 20D Joint Engage'],
       ['K2', '2026-11-19 09:00', '20E > 20D Joint Engage'], ['J2', '2026-11-19 09:30', '10G > 10F Joint Engage']],
    );
    expect([at(next, 'K1'), at(next, 'K2')]).toEqual(['20D', '20D']);
    expect(move('J1')).toMatchObject({ status: 'partial', rule: '004 3.2.5.4c' });
    expect(at(next, 'J1')).not.toBe('10F');
    expect(at(next, 'J2')).not.toBe('10F');
  });
});

describe('long and routed moves (004 3.2.2.3, 3.2.2.4)', () => {
  it('004 3.2.2.3a worked example: 5E > 8E > 11E > 14E > 14H runs one leg a turn without reposting', () => {
    let round = makeRound([{ name: 'Sai Rei', square: '5E', rank: 3 }]);
    const squares: string[] = [];
    let text = thread(['Sai Rei', T, 'Sai Rei: 5E > 8E > 11E > 14E > 14H']);
    for (let i = 0; i < 5; i++) {
      const { next } = resolveTurn(round, text, { seed: i });
      squares.push(at(next, 'Sai Rei')!);
      round = next; text = '';
    }
    expect(squares).toEqual(['8E', '11E', '14E', '14H', '14H']);
  });
  it('004 3.2.2.3b a battle during a long move cancels the rest of it', () => {
    const round = makeRound([{ name: 'A', square: '5E' }, { name: 'P', team: 'Phyrexia', square: '9E' }]);
    const { next, report } = resolveTurn(round, thread(['A', T, '5E > 8E > 11E'], ['P', T, '9E > 8E; engage A']), { seed: 1 });
    expect(report.battles).toHaveLength(1);
    expect(next.armies.find((a) => a.name === 'A')!.longMove).toBeUndefined();
    expect(report.events.map((e) => e.rule)).toContain('004 3.2.2.3b');
  });
  it('004 3.2.2.4 without a route the judge picks one at random and logs it; with one, it is followed', () => {
    const routes = new Set<string>();
    for (let seed = 1; seed <= 10; seed++) {
      const { report, move } = turn([{ name: 'Sai Rei', square: '5E' }], [['Sai Rei', T, '5E > 4G']], seed);
      expect(report.rolls.some((r) => r.purpose.startsWith('route for Sai Rei'))).toBe(true);
      routes.add(move('Sai Rei')!.path.join(' '));
    }
    expect(routes.size).toBeGreaterThan(1);
    const fixed = turn([{ name: 'Sai Rei', square: '5E' }], [['Sai Rei', T, 'Sai Rei: 5E > 4G (5E - 5F - 5G - 4G)']]);
    expect(fixed.move('Sai Rei')!.path).toEqual(['5E', '5F', '5G', '4G']);
    expect(fixed.report.rolls.some((r) => r.purpose.startsWith('route'))).toBe(false);
  });
  it('004 3.2.3.1 the route decides whether an interceptor is crossed', () => {
    const specs: ArmySpec[] = [{ name: 'X', square: '4F' }, { name: 'Sai Rei', team: 'Phyrexia', square: '5E' }];
    const avoid = turn(specs, [['X', T, 'Intercept Sai Rei'], ['Sai Rei', T, '5E > 4G (5E - 5F - 5G - 4G)']]);
    expect(at(avoid.next, 'Sai Rei')).toBe('4G');
    const cross = turn(specs, [['X', T, 'Intercept Sai Rei'], ['Sai Rei', T, '5E > 4G (5E - 4E - 4F - 4G)']]);
    expect(at(cross.next, 'Sai Rei')).toBe('4F');
  });
  it('the same seed always gives the same turn', () => {
    const specs: ArmySpec[] = [{ name: 'A', square: '5E' }, { name: 'B', square: '7G' }];
    const posts: [string, string, string][] = [['A', T, '5E > 7F'], ['B', T, '7G > 5F']];
    expect(turn(specs, posts, 42).report).toEqual(turn(specs, posts, 42).report);
  });
});
