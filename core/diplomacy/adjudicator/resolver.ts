// The generic decision resolver of Kruijswijk's "guess" algorithm (DATC v3.0 chapter 5.C/5.F):
// every decision (a move succeeds, a support is given, a convoy carries) is a boolean equation
// over other decisions. `resolve` memoises answers, detects when a decision depends on itself,
// tries both guesses for the decision at the root of such a cycle and, when the two guesses give
// different answers (zero or two consistent resolutions), hands the cycle to a backup rule
// (circular movement or a convoy paradox). It knows nothing about Diplomacy; the movement
// adjudicator supplies `adjudicate` and `backupRule`.

const UNRESOLVED = 0;
const GUESSING = 1;
const RESOLVED = 2;

export class DecisionResolver {
  private state: Uint8Array;
  private result: Uint8Array;
  /** Decisions met again while being guessed: the members of the cycle being explored. */
  private dependencies: number[] = [];

  constructor(
    /** Per-decision state and answer, all zero (reused arrays from the workspace). */
    state: Uint8Array,
    result: Uint8Array,
    /** Evaluates one decision's equation, calling `resolve` for the decisions it needs. */
    private readonly adjudicate: (decision: number) => boolean,
    /** Settles a cycle with no unique answer: must call `settle` for at least one member. */
    private readonly backupRule: (cycle: readonly number[]) => void,
  ) {
    this.state = state;
    this.result = result;
  }

  isResolved(decision: number): boolean { return this.state[decision] === RESOLVED; }

  /** Fixes a decision's answer (used by the backup rule). */
  settle(decision: number, success: boolean): void {
    this.state[decision] = RESOLVED;
    this.result[decision] = success ? 1 : 0;
  }

  resolve(decision: number): boolean {
    const state = this.state;
    if (state[decision] === RESOLVED) return this.result[decision] === 1;
    if (state[decision] === GUESSING) {
      // Met again while guessing: the answer is the current guess, and the decision is part of a cycle.
      if (!this.dependencies.includes(decision)) this.dependencies.push(decision);
      return this.result[decision] === 1;
    }
    const deps = this.dependencies;
    const oldCount = deps.length;
    this.result[decision] = 0;
    state[decision] = GUESSING;
    const first = this.adjudicate(decision);
    if (deps.length === oldCount) {
      // No cycle met: the answer is final (unless a backup rule deeper down already settled it).
      if (state[decision] !== RESOLVED) this.settle(decision, first);
      return this.result[decision] === 1;
    }
    if (deps[oldCount] !== decision) {
      // Part of a cycle whose root is further up the recursion: report the guess-based answer.
      deps.push(decision);
      this.result[decision] = first ? 1 : 0;
      return first;
    }
    // This decision is the root of the cycle: try the other guess.
    for (let k = oldCount; k < deps.length; k++) state[deps[k]!] = UNRESOLVED;
    deps.length = oldCount;
    this.result[decision] = 1;
    state[decision] = GUESSING;
    const second = this.adjudicate(decision);
    if (first === second) {
      // Both guesses agree: exactly one resolution.
      for (let k = oldCount; k < deps.length; k++) state[deps[k]!] = UNRESOLVED;
      deps.length = oldCount;
      this.settle(decision, first);
      return first;
    }
    // Zero or two resolutions: the backup rule decides.
    const cycle = deps.slice(oldCount);
    if (!cycle.includes(decision)) cycle.push(decision);
    for (const d of cycle) state[d] = UNRESOLVED;
    deps.length = oldCount;
    this.backupRule(cycle);
    // A backup rule must settle something, or the same cycle would be met forever: as a last
    // resort every decision of the cycle fails (DATC 5.B.9: "let all orders in the cycle fail").
    if (!anySettled(state, cycle)) for (const d of cycle) this.settle(d, false);
    return this.resolve(decision);
  }
}

/**
 * A plain function, not a closure over `state` inside `resolve`: a closure anywhere in a function
 * makes V8 allocate a context for the variables it captures on every call, and `resolve` is
 * called hundreds of times a phase while its cycle branch almost never runs.
 */
function anySettled(state: Uint8Array, cycle: readonly number[]): boolean {
  for (const d of cycle) if (state[d] === RESOLVED) return true;
  return false;
}
