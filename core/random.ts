// A small deterministic pseudo-random generator (a 32-bit "mulberry"-style mixer, written here).
// Rules that call for a random choice (a routed move left to the judge, a loser pushed to a random
// square, a d20) take one of these as a parameter, so the same seed always gives the same turn and
// every roll can be listed in the published update.

export interface Roll {
  /** Why the roll was made, in words a judge would post ("route for Sai Rei"). */
  purpose: string;
  /** Number of equally likely outcomes (20 for a d20, the number of options for a choice). */
  sides: number;
  /** 1-based result. */
  value: number;
  /** For a choice among named options: the option chosen. */
  chosen?: string;
}

export class SeededRandom {
  private state: number;
  readonly rolls: Roll[] = [];

  constructor(seed: number) {
    // Spread the seed so small seeds (0, 1, 2) still start from very different states.
    this.state = (Math.imul((seed >>> 0) ^ 0x9e3779b9, 0x85ebca6b) >>> 0) || 0x6d2b79f5;
  }

  /** Next raw value in [0, 2^32). */
  private nextUint32(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  }

  /** A fair roll of 1..sides, recorded with its purpose. */
  roll(sides: number, purpose: string): number {
    if (!Number.isInteger(sides) || sides < 1) throw new RangeError(`cannot roll a ${sides}-sided die`);
    // Rejection sampling keeps every face equally likely.
    const limit = Math.floor(0x100000000 / sides) * sides;
    let raw = this.nextUint32();
    while (raw >= limit) raw = this.nextUint32();
    const value = (raw % sides) + 1;
    this.rolls.push({ purpose, sides, value });
    return value;
  }

  /** Choose one option at random and record which (a single option is returned without a roll). */
  choose<T>(options: readonly T[], purpose: string, label: (option: T) => string = String): T {
    if (options.length === 0) throw new RangeError('cannot choose from no options');
    if (options.length === 1) return options[0]!;
    const value = this.roll(options.length, purpose);
    const chosen = options[value - 1]!;
    this.rolls[this.rolls.length - 1]!.chosen = label(chosen);
    return chosen;
  }
}
