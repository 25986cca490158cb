// Who goes first when moves collide (004 3.2.3, 3.2.5.4c, 3.3.1, 3.3.2, 3.3.5), on hand-built
// boards given straight to the movement resolver (core/coalition/resolve.ts). Written from the
// mutants `npm run mutate -- coalition --file resolve.ts` found surviving (issue 19): each test
// proves a rule of seed 004 that one of them broke.
import { describe, expect, it } from 'vitest';
import { resolveMovement, type MovePlan } from '../../../core/coalition/resolve';
import type { Army } from '../../../core/coalition/types';
import { SeededRandom } from '../../../core/random';
import { makeArmy } from './helpers';

const plan = (army: Army, path: string[], extra: Partial<MovePlan> = {}): MovePlan => ({ army, path, kind: 'move', time: 0, post: 0, position: 0, fromLongMove: false, ...extra });
const army = (name: string, square: string, team: Army['team'] = 'Coalition') => makeArmy({ name, square, team, ...(team === 'Mercenary' ? { merc: 'Raider' as const } : {}) });

function resolve(armies: Army[], plans: MovePlan[], intercepts: { army: Army; target: Army }[] = [], seed = 1) {
  const rng = new SeededRandom(seed);
  const r = resolveMovement(armies, plans, intercepts.map((i) => ({ ...i, time: 0 })), rng);
  return { ...r, rng, move: (a: Army) => r.movements.find((m) => m.army === a.name)!, at: (a: Army) => r.finals.get(a) };
}

describe('004 3.2.5.4c: one Joint Engage a turn, the one whose second post came first', () => {
  /** Two Phyrexian pairs Joint Engage two Coalition armies; which pair goes through? */
  function twoPairs(j: [Partial<MovePlan>, Partial<MovePlan>], k: [Partial<MovePlan>, Partial<MovePlan>]) {
    const e1 = army('E1', '10G'), e2 = army('E2', '30D');
    const j1 = army('J1', '10E', 'Phyrexia'), j2 = army('J2', '12G', 'Phyrexia');
    const k1 = army('K1', '30C', 'Phyrexia'), k2 = army('K2', '30E', 'Phyrexia');
    const r = resolve([e1, e2, j1, j2, k1, k2], [
      plan(j1, ['10E', '10F', '10G'], { kind: 'joint', ...j[0] }), plan(j2, ['12G', '11G', '10G'], { kind: 'joint', ...j[1] }),
      plan(k1, ['30C', '30D'], { kind: 'joint', ...k[0] }), plan(k2, ['30E', '30D'], { kind: 'joint', ...k[1] }),
    ]);
    const through = r.battles.filter((b) => b.kind === 'joint').map((b) => b.square);
    return { through, j: [r.move(j1), r.move(j2)], k: [r.move(k1), r.move(k2)] };
  }

  it('004 3.2.5.4c the pair\'s time is its second post, not its first or the one listed first', () => {
    // J's posts: 30 then (listed after) 10: its second post is at 30. K's: 20 and 25, second at 25. K goes.
    const r = twoPairs([{ time: 30 }, { time: 10 }], [{ time: 20 }, { time: 25 }]);
    expect(r.through).toEqual(['30D']);
    expect(r.k.map((m) => m.status)).toEqual(['joint', 'joint']);
    for (const m of r.j) expect(m).toMatchObject({ status: 'partial', rule: '004 3.2.5.4c', note: 'only one Joint Engage battle a turn; an earlier one went through' });
    // The other way round: J's second post (12) is before K's (25).
    expect(twoPairs([{ time: 12 }, { time: 10 }], [{ time: 20 }, { time: 25 }]).through).toEqual(['10G']);
  });

  it('004 3.2.5.4c at the same time the earlier post decides, then the order written in the post', () => {
    // Same minute: J's second post is post 3 (its posts 3 and 1), K's is post 2.
    expect(twoPairs([{ time: 5, post: 3 }, { time: 5, post: 1 }], [{ time: 5, post: 2 }, { time: 5, post: 2 }]).through).toEqual(['30D']);
    expect(twoPairs([{ time: 5, post: 1 }, { time: 5, post: 1 }], [{ time: 5, post: 2 }, { time: 5, post: 1 }]).through).toEqual(['10G']);
    // Same post: J's orders are lines 4 and 1 of it (second: 4), K's lines 2 and 3 (second: 3).
    expect(twoPairs([{ time: 5, post: 1, position: 4 }, { time: 5, post: 1, position: 1 }], [{ time: 5, post: 1, position: 2 }, { time: 5, post: 1, position: 3 }]).through).toEqual(['30D']);
    expect(twoPairs([{ time: 5, post: 1, position: 5 }, { time: 5, post: 1, position: 6 }], [{ time: 5, post: 1, position: 2 }, { time: 5, post: 1, position: 3 }]).through).toEqual(['30D']);
    expect(twoPairs([{ time: 5, post: 1, position: 1 }, { time: 5, post: 1, position: 2 }], [{ time: 5, post: 1, position: 5 }, { time: 5, post: 1, position: 6 }]).through).toEqual(['10G']);
  });
});

describe('004 3.2.3: intercepts among other moves', () => {
  it('004 3.2.3.1 an army on its way to a Joint Engage is intercepted like any other mover', () => {
    // K1 and K2 Joint Engage E at 10G; K1's way passes over X at 10F.
    const x2 = army('X', '10F'), e2 = army('E', '10G');
    const k1 = army('K1', '10D', 'Phyrexia'), k2 = army('K2', '12G', 'Phyrexia');
    const r2 = resolve([x2, e2, k1, k2], [plan(k1, ['10D', '10E', '10F', '10G'], { kind: 'joint' }), plan(k2, ['12G', '11G', '10G'], { kind: 'joint' })], [{ army: x2, target: k1 }]);
    expect(r2.move(k1).status).toBe('intercepted');
    expect(r2.intercepts[0]).toMatchObject({ intercepted: true, message: 'X intercepts K1 at 10F: K1 stops there and they fight' });
    expect(r2.at(k1)).toBe('10F');
  });

  it('004 3.2.3.2 only an army engaging the interceptor competes with the intercepted one: an enemy moving elsewhere nearby does not', () => {
    // B (an enemy of X, 1 step away) moves past X to 11G; A, 2 steps away, is intercepted all the same.
    const x = army('X', '10F'), a = army('A', '10D', 'Phyrexia'), b = army('B', '11F', 'Phyrexia');
    const r = resolve([x, a, b], [plan(a, ['10D', '10E', '10F', '10G']), plan(b, ['11F', '11G'])], [{ army: x, target: a }]);
    expect(r.intercepts[0]).toMatchObject({ intercepted: true, rule: '004 3.2.3.1', message: 'X intercepts A at 10F: A stops there and they fight' });
    expect(r.at(b)).toBe('11G');
    expect(r.rng.rolls).toEqual([]);
  });

  it('004 3.2.3.2 the intercepted army strictly closer fights, and nothing is left to chance', () => {
    for (let seed = 1; seed <= 8; seed++) {
      const x = army('X', '10F'), a = army('A', '10E', 'Phyrexia'), b = army('B', '13F', 'Phyrexia');
      const r = resolve([x, a, b], [plan(a, ['10E', '10F', '10G', '10H']), plan(b, ['13F', '12F', '11F', '10F'])], [{ army: x, target: a }], seed);
      expect(r.intercepts[0]!.intercepted).toBe(true);
      expect(r.rng.rolls).toEqual([]);
      // B, turned back, stops as close as it can to X without entering: one square short.
      expect(r.move(b)).toMatchObject({ status: 'partial', to: '11F', path: ['13F', '12F', '11F'], rule: '004 3.2.3.2' });
    }
  });
});

describe('004 3.2.3.2: the engager turned back need not be the intercepted army\'s friend', () => {
  it('004 3.2.3.2 a mercenary engaging the interceptor from farther off is turned back too, and no three-sided battle is made', () => {
    // X (Coalition, 10F) intercepts Phyrexian A, 1 step away; mercenary M engages X from 3 steps.
    const x = army('X', '10F'), a = army('A', '10E', 'Phyrexia'), m = army('M', '13F', 'Mercenary');
    const r = resolve([x, a, m], [plan(a, ['10E', '10F', '10G', '10H']), plan(m, ['13F', '12F', '11F', '10F'])], [{ army: x, target: a }]);
    expect(r.intercepts[0]!.intercepted).toBe(true);
    expect(r.move(m)).toMatchObject({ status: 'partial', to: '11F', rule: '004 3.2.3.2', note: 'A was closer to X and fights it' });
    expect(r.battles).toEqual([{ square: '10F', armies: ['X', 'A'], kind: 'intercept', attacker: 'X', defender: 'A' }]);
  });
});

describe('004 3.3.2: partial moves', () => {
  it('004 3.3.2 a partial move never ends on a square another army holds, friend or enemy: it takes the next best free square', () => {
    // L (10A) and W (11D) both go to 10D; W is closer and arrives. L would stop at 10C, but an
    // enemy, P, stands there: L stops at 10B on its way instead, and no battle is made.
    const l = army('L', '10A'), w = army('W', '11D'), p = army('P', '10C', 'Phyrexia');
    const r = resolve([l, w, p], [plan(l, ['10A', '10B', '10C', '10D']), plan(w, ['11D', '10D'])]);
    expect(r.at(w)).toBe('10D');
    expect(r.move(l)).toMatchObject({ status: 'partial', to: '10B', path: ['10A', '10B'], rule: '004 3.3.1b' });
    expect(r.battles).toEqual([]);
    // With 10C free it stops there, next to its goal.
    const l2 = army('L', '10A'), w2 = army('W', '11D');
    expect(resolve([l2, w2], [plan(l2, ['10A', '10B', '10C', '10D']), plan(w2, ['11D', '10D'])]).at(l2)).toBe('10C');
  });

  it('004 3.3.1 004 3.3.2 an army with no free square in reach stays, the judge is told, and the friend that moved into its square makes way', () => {
    // In the corner: L (1A) loses 1D to W; every square within 3 steps of 1A is then held — by
    // F, G and H, which shift along row 1 into the squares L, F and G left, and by six Phyrexian
    // armies standing still. L stays at 1A; F, which moved into 1A, must make way.
    const l = army('L', '1A'), w = army('W', '2D'), f = army('F', '1B'), g = army('G', '1C'), h = army('H', '1D');
    const still = ['2A', '2B', '2C', '3A', '3B', '4A'].map((sq, i) => army(`P${i + 1}`, sq, 'Phyrexia'));
    const r = resolve([l, w, f, g, h, ...still], [
      plan(l, ['1A', '1B', '1C', '1D']), plan(w, ['2D', '1D']), plan(f, ['1B', '1A']), plan(g, ['1C', '1B']), plan(h, ['1D', '1C']),
    ]);
    expect([r.at(w), r.at(g), r.at(h)]).toEqual(['1D', '1B', '1C']);
    expect(r.move(l)).toMatchObject({ status: 'partial', to: '1A', path: ['1A'] });
    expect(r.judgeCalls).toContainEqual({ rule: '004 3.3.2', message: 'L has no free square within 3 steps for its partial move towards 1D, so it stays at 1A; the movement judge may place it otherwise (004 3.3.2, 3.3.3)' });
    // F goes to the free square nearest 1A (all four left are 4 steps away), then nearest 1B, then by name.
    expect(r.move(f)).toMatchObject({ status: 'partial', to: '1E', rule: '004 3.3.1b' });
    // 004 3.3.1: no two Coalition armies share a square.
    const squares = [l, w, f, g, h].map((a) => r.at(a));
    expect(new Set(squares).size).toBe(5);
    expect(r.battles).toEqual([]);
  });

  it('004 3.3.5 the mercenary that gives way still moves as far as it can towards the square', () => {
    // C and P enter 10G from either side; mercenary M, coming from 13G, stops at 11G, next to it.
    const c = army('C', '10E'), p = army('P', '10I', 'Phyrexia'), m = army('M', '13G', 'Mercenary');
    const r = resolve([c, p, m], [plan(c, ['10E', '10F', '10G']), plan(p, ['10I', '10H', '10G']), plan(m, ['13G', '12G', '11G', '10G'])]);
    expect(r.move(m)).toMatchObject({ status: 'partial', to: '11G', path: ['13G', '12G', '11G'], rule: '004 3.3.5' });
    expect(r.battles).toEqual([{ square: '10G', armies: ['C', 'P'], kind: 'no-attacker' }]);
  });
});
