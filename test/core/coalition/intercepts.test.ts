// Intercepts (004 3.2.3) are standing actions: the intercepting army stays in its square and stops
// its target only if the target's move passes directly over that square (3.2.3.1). An intercept
// that stops nothing is legal and does nothing — so both the verdict on the post (a forecast from
// the turn's accepted orders) and the update (004 3.1d) must say why, never a silent "used".
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import sample from '../../../assets/coalition/sample-round.json';
import { collectOrders } from '../../../core/coalition/collect';
import { renderUpdate } from '../../../core/coalition/publish';
import { loadRound } from '../../../core/coalition/roundSchema';
import { parseThread } from '../../../core/coalition/thread';
import { resolveTurn } from '../../../core/coalition/turn';
import type { Round } from '../../../core/coalition/types';
import { at, makeRound, thread, type ArmySpec } from './helpers';

const T = '2026-11-19 10:00';
const sampleThread = readFileSync(new URL('../../../assets/coalition/sample-thread.txt', import.meta.url), 'utf8');
const loadSample = (): Round => { const l = loadRound(sample); if (!l.ok) throw new Error(l.problems.join()); return l.round; };

/** The verdict on the line whose text starts with `start`, and the resolved turn. */
function judge(round: Round, text: string, start: string, seed = 1) {
  const verdict = collectOrders(round, parseThread(text)).outcomes.find((o) => o.text.startsWith(start));
  const { next, report } = resolveTurn(round, text, { seed });
  return { verdict, next, report, result: (army: string) => report.intercepts.find((i) => i.army === army) };
}
const scenario = (specs: ArmySpec[], posts: [string, string, string][], start: string, seed = 1) => judge(makeRound(specs), thread(...posts), start, seed);

describe('the sample round: "Tsabo: Intercept Hanna" (004 3.2.3.1)', () => {
  const round = loadSample();
  const { verdict, next, report, result } = judge(round, sampleThread, 'Tsabo: Intercept Hanna');

  it('004 3.2.3.1 004 3.2.2.1 the order is used, and its verdict says Tsabo stays and Hanna, 8 squares away, cannot pass over 16H', () => {
    expect(verdict).toMatchObject({ status: 'used', army: 'Tsabo', rule: '004 3.2.3.1' });
    expect(verdict!.reason).toBe(
      "Tsabo stays at 16H to intercept (an intercepting army does not move); Hanna's move 8H > 10G does not pass over 16H "
      + "(8 squares from Hanna's start at 8H; a move is at most 3 squares, 004 3.2.2.1), so it will intercept nothing",
    );
  });

  it('004 3.2.3.1 004 3.1d Tsabo does not move, and the update says why under "Intercepts", not as a bare "other order"', () => {
    expect(at(next, 'Tsabo')).toBe('16H');
    expect(at(next, 'Hanna')).toBe('10G');
    expect(report.intercepts).toEqual([{
      army: 'Tsabo', target: 'Hanna', square: '16H', intercepted: false, rule: '004 3.2.3.1',
      message: `Tsabo stays at 16H and intercepts nothing: Hanna moves ${report.movements.find((m) => m.army === 'Hanna')!.path.join(' - ')}, which does not pass over 16H (8 squares from Hanna's start at 8H; a move is at most 3 squares, 004 3.2.2.1)`,
    }]);
    const plain = renderUpdate(report, 'plain');
    expect(plain).toMatch(/\nIntercepts\n-+\n- Tsabo stays at 16H and intercepts nothing: Hanna moves 8H - \S+ - \S+ - 10G, which does not pass over 16H \(.*\) \(004 3\.2\.3\.1\)\n/);
    expect(plain).not.toMatch(/Other orders[\s\S]*Tsabo: Intercept Hanna/);
    expect(renderUpdate(report, 'bbcode')).toContain('[u]Intercepts[/u]\n[list]\n[*]Tsabo stays at 16H and intercepts nothing');
    // The report's own verdict on the line carries the result too (the --json report).
    expect(report.outcomes.find((o) => o.army === 'Tsabo')).toMatchObject({ status: 'used', reason: report.intercepts[0]!.message, rule: '004 3.2.3.1' });
  });
});

describe('what an intercept did, and why (004 3.2.3)', () => {
  it('004 3.2.3.1 an enemy whose move passes over the square is forecast to be stopped, and is', () => {
    const { verdict, next, result } = scenario([{ name: 'X', square: '10F' }, { name: 'A', team: 'Phyrexia', square: '10E' }], [['X', T, 'X: Intercept A'], ['A', T, '10E > 10H']], 'X:');
    expect(verdict!.reason).toBe("X stays at 10F to intercept (an intercepting army does not move); A's move 10E > 10H passes over 10F, so A will be stopped there and fight");
    expect(at(next, 'A')).toBe('10F');
    expect(result('X')).toMatchObject({ intercepted: true, message: 'X intercepts A at 10F: A stops there and they fight', rule: '004 3.2.3.1' });
  });

  it('004 3.2.3.1 a target close by whose move goes round the square: nothing, and no distance excuse', () => {
    const { verdict, result } = scenario([{ name: 'X', square: '10F' }, { name: 'A', team: 'Phyrexia', square: '11E' }], [['X', T, 'Intercept A'], ['A', T, '11E > 11H']], 'Intercept');
    expect(verdict!.reason).toBe("X stays at 10F to intercept (an intercepting army does not move); A's move 11E > 11H does not pass over 10F, so it will intercept nothing");
    expect(result('X')).toMatchObject({ intercepted: false, message: 'X stays at 10F and intercepts nothing: A moves 11E - 11F - 11G - 11H, which does not pass over 10F' });
  });

  it('004 3.2.3.1 a target that does not move: there is nothing to intercept', () => {
    const { verdict, next, result } = scenario([{ name: 'X', square: '10F' }, { name: 'A', team: 'Phyrexia', square: '10E' }], [['X', T, 'Intercept A'], ['A', T, 'A: not moving']], 'Intercept');
    expect(verdict).toMatchObject({ status: 'used', reason: 'X stays at 10F to intercept (an intercepting army does not move); A has no move this turn, so it will intercept nothing' });
    expect(at(next, 'X')).toBe('10F');
    expect(result('X')!.message).toBe('X stays at 10F and intercepts nothing: A does not move this turn');
  });

  it('004 3.2.3.1 a target ending its move on the interceptor\'s square: a battle, not an interception', () => {
    const { verdict, report, result } = scenario([{ name: 'X', square: '10F' }, { name: 'A', team: 'Phyrexia', square: '10D' }], [['X', T, 'Intercept A'], ['A', T, '10D > 10F; engage X']], 'Intercept');
    expect(verdict!.reason).toBe("X stays at 10F to intercept (an intercepting army does not move); A's move 10D > 10F ends on 10F: a battle there (004 3.3.1a), not an interception");
    expect(result('X')).toMatchObject({ intercepted: false, message: "X stays at 10F and intercepts nothing: A's move 10D - 10E - 10F ends on 10F: a battle there (004 3.3.1a), not an interception" });
    expect(report.battles).toMatchObject([{ square: '10F', kind: 'attack', attacker: 'A', defender: 'X' }]);
  });

  it('004 3.2.3.1 004 3.2.2.4 without a route, whether the target passes over is the judge\'s random route: the verdict says so', () => {
    const specs: ArmySpec[] = [{ name: 'X', square: '10F' }, { name: 'A', team: 'Phyrexia', square: '10E' }];
    const { verdict } = scenario(specs, [['X', T, 'Intercept A'], ['A', T, '10E > 11G']], 'Intercept');
    expect(verdict!.reason).toBe("X stays at 10F to intercept (an intercepting army does not move); A's move 10E > 11G passes over 10F on 2 of its 3 shortest routes: the judge's random route decides (004 3.2.2.4)");
    const outcomes = new Set<boolean>();
    for (let seed = 1; seed <= 12; seed++) outcomes.add(scenario(specs, [['X', T, 'Intercept A'], ['A', T, '10E > 11G']], 'Intercept', seed).result('X')!.intercepted);
    expect(outcomes).toEqual(new Set([true, false]));
  });

  it('004 3.2.3.1 004 3.2.2.3a the next leg of a long move counts as the target\'s move', () => {
    const round = makeRound([{ name: 'X', square: '10F' }, { name: 'A', team: 'Phyrexia', square: '10E' }]);
    round.armies.find((a) => a.name === 'A')!.longMove = { destinations: ['10H', '13H'] };
    const { verdict, next, result } = judge(round, thread(['X', T, 'Intercept A']), 'Intercept');
    expect(verdict!.reason).toBe("X stays at 10F to intercept (an intercepting army does not move); A's move 10E > 10H passes over 10F, so A will be stopped there and fight");
    expect(at(next, 'A')).toBe('10F');
    expect(result('X')!.intercepted).toBe(true);
  });

  it('004 3.2.3.1 a target crossing two interceptors is stopped by the first one it reaches, whatever the order of the armies', () => {
    // X1 is listed first but sits further along A's path than X2.
    const { next, report, result } = scenario(
      [{ name: 'X1', square: '10G' }, { name: 'X2', square: '10F' }, { name: 'A', team: 'Phyrexia', square: '10E' }],
      [['X1', T, 'Intercept A'], ['X2', T, 'Intercept A'], ['A', T, '10E > 10H']], 'Intercept',
    );
    expect(at(next, 'A')).toBe('10F');
    expect(report.battles).toMatchObject([{ square: '10F', kind: 'intercept', attacker: 'X2', defender: 'A' }]);
    expect(result('X2')!.intercepted).toBe(true);
    expect(result('X1')).toMatchObject({ intercepted: false, message: 'X1 stays at 10G and intercepts nothing: A was stopped earlier on its way, at 10F' });
  });

  it('004 3.2.3.2 the engager was closer: the verdict warns of it, and the result says the engager fights while the target carries on', () => {
    const { verdict, next, result } = scenario(
      [{ name: 'X', square: '10F' }, { name: 'A', team: 'Phyrexia', square: '10D' }, { name: 'B', team: 'Phyrexia', square: '11F' }],
      [['X', T, 'Intercept A'], ['A', T, '10D > 10G'], ['B', T, '11F > 10F; engage X']], 'Intercept',
    );
    expect(verdict!.reason).toBe("X stays at 10F to intercept (an intercepting army does not move); A's move 10D > 10G passes over 10F, so A will be stopped there and fight unless B, engaging X, is closer (004 3.2.3.2)");
    expect([at(next, 'A'), at(next, 'B')]).toEqual(['10G', '10F']);
    expect(result('X')).toMatchObject({ intercepted: false, rule: '004 3.2.3.2', message: 'X stays at 10F and does not stop A: B engaged X from closer, so it fights X; A carries on' });
  });

  it('004 3.2.3.2 the intercepted army was closer: the result says so', () => {
    const { result } = scenario(
      [{ name: 'X', square: '10F' }, { name: 'A', team: 'Phyrexia', square: '10E' }, { name: 'B', team: 'Phyrexia', square: '13F' }],
      [['X', T, 'Intercept A'], ['A', T, '10E > 10H'], ['B', T, '13F > 10F; engage X']], 'Intercept',
    );
    expect(result('X')).toMatchObject({ intercepted: true, message: 'X intercepts A at 10F: A stops there and they fight (A was closer to X than B, which engaged it; 004 3.2.3.2)' });
  });
});
