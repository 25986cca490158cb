import { describe, expect, it } from 'vitest';
import { DecisionResolver } from '../../../../core/diplomacy/adjudicator/resolver';

// The generic decision resolver on small equations of its own, apart from any board: what it
// answers, which cycle it hands the backup rule, and what it does when that rule settles nothing.
type Equations = Record<number, (r: DecisionResolver) => boolean>;

function resolverFor(equations: Equations, backupRule: (cycle: readonly number[], r: DecisionResolver) => void = () => {}) {
  const size = 8;
  const cycles: number[][] = [];
  const r: DecisionResolver = new DecisionResolver(new Uint8Array(size), new Uint8Array(size), (d) => equations[d]!(r), (cycle) => { cycles.push([...cycle]); backupRule(cycle, r); });
  return { r, cycles };
}

describe('the decision resolver (DATC 5.C, 5.F)', () => {
  it('a decision that needs no other is resolved once and stays resolved', () => {
    let calls = 0;
    const { r } = resolverFor({ 0: () => { calls++; return true; }, 1: (x) => !x.resolve(0) });
    expect(r.isResolved(0)).toBe(false);
    expect(r.resolve(1)).toBe(false);
    expect([r.isResolved(0), r.isResolved(1)]).toEqual([true, true]);
    expect(r.resolve(0)).toBe(true);
    expect(calls).toBe(1);
  });

  it('a cycle with one consistent resolution is settled by the two guesses, with no backup rule, and stays settled', () => {
    // 0 <- 1 <- 0, but 1 fails whatever 0 is: both guesses of 0 give "fails".
    const { r, cycles } = resolverFor({ 0: (x) => x.resolve(1), 1: (x) => x.resolve(0) && false });
    expect(r.resolve(0)).toBe(false);
    expect(r.isResolved(0)).toBe(true);
    expect(r.resolve(0)).toBe(false);
    expect(cycles).toEqual([]);
  });

  it('DATC 5.B.9 a paradox (no consistent resolution) goes to the backup rule once, as the cycle of its distinct members, root first', () => {
    // 0 = not 1, 1 = 0 and 0 (0 is met twice while guessing).
    const { r, cycles } = resolverFor({ 0: (x) => !x.resolve(1), 1: (x) => x.resolve(0) && x.resolve(0) }, (cycle, x) => x.settle(cycle[0]!, true));
    expect(r.resolve(0)).toBe(true);
    expect(cycles).toEqual([[0, 1]]);
    expect(r.resolve(1)).toBe(true);
  });

  it('DATC 5.B.9 when the backup rule settles nothing, every decision of the cycle fails', () => {
    const { r, cycles } = resolverFor({ 0: (x) => !x.resolve(1), 1: (x) => x.resolve(0) });
    expect(r.resolve(0)).toBe(false);
    expect(r.resolve(1)).toBe(false);
    expect(cycles).toHaveLength(1);
  });

  it('an answer a backup rule deeper down gave to the decision being evaluated is kept, not overwritten by its own evaluation', () => {
    // 0 needs 1; 1 and 2 form a paradox whose backup rule also settles 0 (as a convoy paradox
    // settles the convoyed move outside the cycle).
    const { r } = resolverFor(
      { 0: (x) => x.resolve(1), 1: (x) => !x.resolve(2), 2: (x) => x.resolve(1) },
      (_cycle, x) => { x.settle(1, true); x.settle(2, true); x.settle(0, false); },
    );
    r.resolve(0);
    expect(r.resolve(0)).toBe(false);
    expect(r.resolve(1)).toBe(true);
  });
});
