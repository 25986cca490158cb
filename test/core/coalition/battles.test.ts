// Battle judge support (004 4.2.5, 4.3, 4.4, 4.5, 6.3.2) and transfers (2.3.3, 3.2.4).
import { describe, expect, it } from 'vitest';
import { resolveTurn } from '../../../core/coalition/turn';
import { raiderSpawn, battleResultProblems } from '../../../core/coalition/battles';
import { checkTransfer } from '../../../core/coalition/transfer';
import { SeededRandom } from '../../../core/random';
import { surroundingSquares } from '../../../core/coalition/grid';
import type { Round } from '../../../core/coalition/types';
import { makeArmy, makeRound, thread, type ArmySpec } from './helpers';

const T = '2026-11-19 10:00';
const army = (r: Round, name: string) => r.armies.find((a) => a.name === name);
const leaders: ArmySpec[] = [{ name: 'Gen', rank: 1, square: '25L' }, { name: 'CP', team: 'Phyrexia', rank: 1, square: '25N' }];

function fought(specs: ArmySpec[], result: Round['battleResults'][number], posts: [string, string, string][] = [], seed = 1) {
  const r = makeRound([...leaders, ...specs]);
  r.battles = [{ square: result.square, armies: [result.winner, result.loser], kind: 'no-attacker' }];
  r.battleResults = [result];
  return resolveTurn(r, thread(...posts), { seed });
}

describe('battle results (004 4.2.5)', () => {
  it('004 4.2.5a applies the judge\'s losses to each side', () => {
    const { next } = fought([{ name: 'A', square: '10E' }, { name: 'P', team: 'Phyrexia', square: '10E' }],
      { square: '10E', winner: 'A', loser: 'P', losses: { A: { 'A 2/2': 300 }, P: { 'P 2/2': 1200, 'P 3/3': 100 } }, outcome: 'none' });
    expect(army(next, 'A')!.slots[0]![0]!.count).toBe(4700);
    expect([army(next, 'P')!.slots[0]![0]!.count, army(next, 'P')!.slots[1]![0]!.count]).toEqual([3800, 2400]);
  });
  it('004 4.2.5b the loser moves at random to an empty one of the 8 squares around; 004 3.1f the roll is logged', () => {
    const places = new Set<string>();
    for (let seed = 1; seed <= 15; seed++) {
      const { next, report } = fought([{ name: 'A', square: '10E' }, { name: 'P', team: 'Phyrexia', square: '10E' }, { name: 'B', square: '9E' }],
        { square: '10E', winner: 'A', loser: 'P', losses: {}, outcome: 'none' }, [], seed);
      const to = army(next, 'P')!.square;
      expect(['9D', '9F', '10D', '10F', '11D', '11E', '11F']).toContain(to);
      expect(report.rolls.some((r) => r.purpose.includes('004 4.2.5') && r.chosen === to)).toBe(true);
      places.add(to);
    }
    expect(places.size).toBeGreaterThan(2);
  });
  it('004 4.2.5b with all 8 squares occupied the loser is pushed into one and must fight again', () => {
    const ring = ['9D', '9E', '9F', '10D', '10F', '11D', '11E', '11F'].map((s, i) => ({ name: `C${i}`, square: s, rank: 6 as const }));
    const { next, report } = fought([{ name: 'A', square: '10E' }, { name: 'P', team: 'Phyrexia', square: '10E' }, ...ring],
      { square: '10E', winner: 'A', loser: 'P', losses: {}, outcome: 'none' });
    const to = army(next, 'P')!.square;
    expect(to).not.toBe('10E');
    expect(report.battles).toContainEqual(expect.objectContaining({ square: to, kind: 'pushed' }));
    expect(next.battles.some((b) => b.square === to)).toBe(true);
  });
  it('004 3.2.1b armies that fought this turn cannot move; the winner stays', () => {
    const { next, report } = fought([{ name: 'A', square: '10E' }, { name: 'P', team: 'Phyrexia', square: '10E' }],
      { square: '10E', winner: 'A', loser: 'P', losses: {}, outcome: 'none' }, [['A', T, '10E > 11E']]);
    expect(army(next, 'A')!.square).toBe('10E');
    expect(report.outcomes[0]).toMatchObject({ status: 'rejected', rule: '004 3.2.1b' });
  });
  it('004 4.3.3 a successful kill removes the loser', () => {
    const { next } = fought([{ name: 'A', square: '10E' }, { name: 'P', team: 'Phyrexia', square: '10E' }],
      { square: '10E', winner: 'A', loser: 'P', losses: {}, outcome: 'kill' });
    expect(army(next, 'P')).toBeUndefined();
  });
  it('004 4.4c a winning side of two armies moves one of them out at random', () => {
    const { next, report } = fought([{ name: 'J1', square: '10E' }, { name: 'J2', square: '10E' }, { name: 'P', team: 'Phyrexia', square: '10E' }],
      { square: '10E', winner: 'J1', loser: 'P', losses: {}, outcome: 'none' });
    expect(army(next, 'J1')!.square === '10E').not.toBe(army(next, 'J2')!.square === '10E');
    expect(report.rolls.some((r) => r.purpose.includes('004 4.4c'))).toBe(true);
  });
  it('a result that does not match the map is reported, not applied', () => {
    const { report } = fought([{ name: 'A', square: '10E' }, { name: 'P', team: 'Phyrexia', square: '12E' }],
      { square: '10E', winner: 'A', loser: 'P', losses: {}, outcome: 'kill' });
    expect(report.events[0]!.message).toMatch(/does not match/);
  });
});

describe('captures (004 4.5)', () => {
  it('004 4.5a only Lt/Centurion and Lt Cmdr/CPL armies can be captured', () => {
    const { next, report } = fought([{ name: 'A', square: '10E' }, { name: 'P', team: 'Phyrexia', square: '10E', rank: 4 }],
      { square: '10E', winner: 'A', loser: 'P', losses: {}, outcome: 'capture' });
    expect(army(next, 'P')!.team).toBe('Phyrexia');
    expect(report.events.map((e) => e.rule)).toContain('004 4.5a');
  });
  it('004 4.5b a captured army is partially converted and teleported to the nearest unoccupied friendly base; 004 4.5d it takes its captor\'s colour', () => {
    const { next } = fought([{ name: 'A', square: '3C', factions: ['Blue', 'Red'], colour: 'U' }, { name: 'P', team: 'Phyrexia', square: '3C', rank: 6 }, { name: 'Sitter', square: '1C' }],
      { square: '3C', winner: 'A', loser: 'P', losses: {}, outcome: 'capture' });
    const p = army(next, 'P')!;
    expect(p).toMatchObject({ team: 'Coalition', partiallyConverted: true, factions: ['Blue'], originalTeam: 'Phyrexia' });
    expect(['1A', '1E']).toContain(p.square); // 1C is occupied; 1A and 1E are equally near
  });
  it('004 4.5c a partially converted army cannot move, and after 2 days is fully converted', () => {
    let { next } = fought([{ name: 'A', square: '3C' }, { name: 'P', team: 'Phyrexia', square: '3C', rank: 6 }],
      { square: '3C', winner: 'A', loser: 'P', losses: {}, outcome: 'capture' });
    next.players.push({ name: 'Gen2', team: 'Coalition', rank: 'General' });
    next.control.entries.push({ army: 'P', controllers: ['Gen2'], since: '2026-11-01T00:00:00Z' });
    const r1 = resolveTurn(next, thread(['Gen2', '2026-11-26 10:00', 'P: 1C > 2C']), { seed: 1 });
    expect(r1.report.outcomes[0]).toMatchObject({ status: 'rejected', rule: '004 4.5c' });
    next = r1.next;
    expect(army(next, 'P')!.partiallyConverted).toBe(true);
    next = resolveTurn(next, '', { seed: 1 }).next;
    expect(army(next, 'P')!.partiallyConverted).toBe(false);
  });
  it('004 4.5c a partially converted army that loses is liberated; 004 4.5d a recaptured Coalition army regains its colours', () => {
    const r = makeRound([...leaders, { name: 'C', square: '10E', factions: ['Green', 'White'], rank: 6 }, { name: 'Q', square: '10E', factions: ['Red'] }]);
    Object.assign(army(r, 'C')!, { team: 'Phyrexia', factions: [], partiallyConverted: true, originalTeam: 'Coalition', originalFactions: ['Green', 'White'] });
    r.battles = [{ square: '10E', armies: ['Q', 'C'], kind: 'attack' }];
    r.battleResults = [{ square: '10E', winner: 'Q', loser: 'C', losses: {}, outcome: 'none' }];
    const { next } = resolveTurn(r, '', { seed: 1 });
    expect(army(next, 'C')).toMatchObject({ team: 'Coalition', factions: ['Green', 'White'], partiallyConverted: false });
  });
});

describe('raiders (004 6.3.2)', () => {
  it('004 6.3.2b one d20 a turn: spawns on 1-3 with 0-1 raiders, 1-2 with 2, 1 with 3-4, never with 5', () => {
    for (const [raiders, chance] of [[0, 3], [1, 3], [2, 2], [3, 1], [4, 1]] as const) {
      for (let seed = 1; seed <= 40; seed++) {
        const r = makeRound(Array.from({ length: raiders }, (_, i) => ({ name: `Raider ${i + 1}`, team: 'Mercenary' as const, square: `${30 + i}M`, merc: 'Raider' as const, rank: 6 as const })));
        const rng = new SeededRandom(seed);
        const spawned = raiderSpawn(r, rng);
        expect(rng.rolls[0]!.sides).toBe(20);
        expect(spawned !== null).toBe(rng.rolls[0]!.value <= chance);
      }
    }
    const full = makeRound(Array.from({ length: 5 }, (_, i) => ({ name: `R${i}`, team: 'Mercenary' as const, square: `${30 + i}M`, merc: 'Raider' as const })));
    const rng = new SeededRandom(1);
    expect(raiderSpawn(full, rng)).toBeNull();
    expect(rng.rolls).toEqual([]);
  });
  it('004 6.3.2c a spawned raider is rank 2/2 on 1-7 of a d20, else 1/1; 004 6.3.1 never next to a site', () => {
    let seen = 0;
    for (let seed = 1; seed <= 300 && seen < 10; seed++) {
      const rng = new SeededRandom(seed);
      const spawned = raiderSpawn(makeRound([]), rng);
      if (!spawned) continue;
      seen++;
      expect(spawned.rank).toBe(rng.rolls[1]!.value <= 7 ? 5 : 6);
      const round = makeRound([]);
      const sites = [...round.bases, ...round.portals, ...round.towns].map((x) => x.square);
      expect(sites).not.toContain(spawned.square);
      expect(surroundingSquares(spawned.square).some((n) => sites.includes(n))).toBe(false);
    }
    expect(seen).toBe(10);
  });
});

describe('transfers (004 2.3.3, 3.2.4)', () => {
  const specs: ArmySpec[] = [...leaders, { name: 'S', square: '10E' }, { name: 'R', square: '10F', alive: 0.5 }];
  const detail = { from: 'S', to: 'R', creatures: { 'S 2/2': 1000 } };
  function transfer(extra: ArmySpec[] = [], posts: [string, string, string][] = [], withDetail = true) {
    const r = makeRound([...specs, ...extra]);
    if (withDetail) r.transfers = [detail];
    return resolveTurn(r, thread(['S', T, 'S: Transfer to R at 10F'], ...posts), { seed: 1 });
  }
  it('004 3.2.4.3.1 receiver not attacked: the troops arrive this update; 004 3.2.4.3.4 the sender loses them now', () => {
    const { next } = transfer();
    expect(army(next, 'R')!.slots[0]!.map((c) => [c.name, c.count])).toEqual([['R 2/2', 2500], ['S 2/2', 1000]]);
    expect(army(next, 'S')!.slots[0]![0]!.count).toBe(4000);
  });
  it('004 3.2.4.2 without the private message the transfer does nothing', () => {
    const { next, report } = transfer([], [], false);
    expect(army(next, 'S')!.slots[0]![0]!.count).toBe(5000);
    expect(report.events.map((e) => e.rule)).toContain('004 3.2.4.2');
  });
  it('004 3.2.4.1 if the receiver moves away there is no transfer', () => {
    const { next, report } = transfer([], [['R', T, '10F > 11F']]);
    expect(army(next, 'S')!.slots[0]![0]!.count).toBe(5000);
    expect(report.events.map((e) => e.rule)).toContain('004 3.2.4.1');
  });
  it('004 3.2.4.3.2 receiver attacked this turn: the troops arrive at the end of that battle', () => {
    const { next, report } = transfer([{ name: 'P', team: 'Phyrexia', square: '12F' }], [['P', T, '12F > 10F; engage R']]);
    expect(army(next, 'R')!.slots[0]!).toHaveLength(1);
    expect(report.events.map((e) => e.rule)).toContain('004 3.2.4.3.2');
    next.battleResults = [{ square: '10F', winner: 'P', loser: 'R', losses: {}, outcome: 'none' }];
    const after = resolveTurn(next, '', { seed: 1 }).next;
    expect(army(after, 'R')!.slots[0]!.map((c) => c.count)).toEqual([2500, 1000]);
  });
  it('004 3.2.4.3.3 receiver already in battle: the troops arrive only if it wins, else they die', () => {
    for (const [winner, loser, expected] of [['R', 'P', 2], ['P', 'R', 1]] as const) {
      const r = makeRound([...specs, { name: 'P', team: 'Phyrexia', square: '10F' }]);
      r.transfers = [detail];
      r.battles = [{ square: '10F', armies: ['R', 'P'], kind: 'attack' }];
      const first = resolveTurn(r, thread(['S', T, 'S: Transfer to R at 10F']), { seed: 1 });
      expect(first.report.events.map((e) => e.rule)).toContain('004 3.2.4.3.3');
      expect(army(first.next, 'S')!.slots[0]![0]!.count).toBe(4000);
      first.next.battleResults = [{ square: '10F', winner, loser, losses: {}, outcome: 'none' }];
      const after = resolveTurn(first.next, '', { seed: 1 }).next;
      expect(army(after, 'R')!.slots[0]!).toHaveLength(expected);
    }
  });
  it('004 2.3.3 the receiver must stay within 6 creature types and its slot maxima', () => {
    const s = makeArmy({ name: 'S', square: '10E' });
    const full = makeArmy({ name: 'R', square: '10F' });
    expect(checkTransfer(s, full, { 'S 2/2': 100 }).problems.map((p) => p.rule)).toEqual(['004 2.3.3']);
    const many = makeArmy({ name: 'R', square: '10F', alive: 0.5 });
    many.slots[0] = ['a', 'b', 'c', 'd', 'e', 'f'].map((n) => ({ name: n, power: 1, toughness: 1, colours: ['R'], count: 0, full: 400 }));
    many.slots[1] = [];
    many.slots[2] = [];
    many.slots[3] = [];
    expect(checkTransfer(s, many, { 'S 2/2': 100 }).problems.map((p) => p.rule)).toEqual(['004 2.3.3']);
    expect(checkTransfer(s, makeArmy({ name: 'R', square: '10F', alive: 0.5 }), { 'S 2/2': 100 }).ok).toBe(true);
  });
});

describe('failed kills (004 4.3.3, 6.3.2e)', () => {
  it('004 6.3.2e Raiders keep their kill squad after a failed kill; others lose the 500 when the judge rules so', () => {
    const raiderRound = makeRound(leaders);
    raiderRound.armies.push(makeArmy({ name: 'Raider 1', team: 'Mercenary', merc: 'Raider', rank: 6, square: '10E', colour: '' }), makeArmy({ name: 'A', square: '10E' }));
    raiderRound.battles = [{ square: '10E', armies: ['A', 'Raider 1'], kind: 'attack' }];
    raiderRound.battleResults = [{ square: '10E', winner: 'A', loser: 'Raider 1', losses: {}, outcome: 'none', killSquadLost: 'Raider 1' }];
    const r1 = resolveTurn(raiderRound, '', { seed: 1 });
    expect(army(r1.next, 'Raider 1')!.slots[3]![0]!.count).toBe(1000);
    expect(r1.report.events.map((e) => e.rule)).toContain('004 6.3.2e');
    const { next, report } = fought([{ name: 'A', square: '10E' }, { name: 'P', team: 'Phyrexia', square: '10E' }],
      { square: '10E', winner: 'P', loser: 'A', losses: {}, outcome: 'none', killSquadLost: 'A' });
    expect(army(next, 'A')!.slots[3]![0]!.count).toBe(500);
    expect(report.events.map((e) => e.rule)).toContain('004 4.3.3');
  });
});

describe('joint battles with two losers (004 4.4, 4.2.5)', () => {
  it('004 4.2.5b both losers of a 2-against-1 battle are moved out; the winner counts its base day once', () => {
    const r = makeRound([...leaders, { name: 'Red', square: '1A', factions: ['Red'], days: 1 }, { name: 'P1', team: 'Phyrexia', square: '1A', rank: 5 }, { name: 'P2', team: 'Phyrexia', square: '1A', rank: 5 }]);
    r.battles = [{ square: '1A', armies: ['P1', 'P2', 'Red'], kind: 'joint' }];
    r.battleResults = [
      { square: '1A', winner: 'Red', loser: 'P1', losses: {}, outcome: 'none' },
      { square: '1A', winner: 'Red', loser: 'P2', losses: {}, outcome: 'none' },
    ];
    expect(battleResultProblems(r, { square: '1A', winner: 'Red', loser: 'P2', losses: {}, outcome: 'none' }).map((p) => p.rule)).toEqual(['004 4.1.1']);
    const { next } = resolveTurn(r, '', { seed: 4 });
    expect(army(next, 'Red')).toMatchObject({ square: '1A', days: 2 });
    expect(army(next, 'P1')!.square).not.toBe('1A');
    expect(army(next, 'P2')!.square).not.toBe('1A');
    expect(army(next, 'P1')!.square).not.toBe(army(next, 'P2')!.square);
  });
});

describe('transfers to an army whose battle result is in (004 3.2.4.3.3)', () => {
  it('004 3.2.4.3.3 a receiver that won its battle this turn gets the troops now; one that lost, never', () => {
    for (const [winner, loser, expected] of [['R', 'P', 2], ['P', 'R', 1]] as const) {
      const r = makeRound([...leaders, { name: 'S', square: '10E' }, { name: 'R', square: '10F', alive: 0.5 }, { name: 'P', team: 'Phyrexia', square: '10F' }]);
      r.transfers = [{ from: 'S', to: 'R', creatures: { 'S 2/2': 1000 } }];
      r.battles = [{ square: '10F', armies: ['R', 'P'], kind: 'attack' }];
      r.battleResults = [{ square: '10F', winner, loser, losses: {}, outcome: 'none' }];
      const { next, report } = resolveTurn(r, thread(['S', T, 'S: Transfer to R at 10F']), { seed: 1 });
      expect(army(next, 'R')!.slots[0]!).toHaveLength(expected);
      expect(army(next, 'S')!.slots[0]![0]!.count).toBe(4000);
      expect(report.events.map((e) => e.rule)).toContain('004 3.2.4.3.3');
      expect(next.pendingTransfers).toEqual([]);
    }
  });
});
