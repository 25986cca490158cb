// 002 BT6b: the Gamemaster assigns Great Powers to Contestants by an equitable random method.
// Each power is drawn in turn for each contestant (in the order given) from the powers still in
// the hat, using the seeded generator passed in, so every draw is logged in `rolls` and the same
// seed repeats the same assignment for anyone checking it.
import type { SeededRandom, Roll } from '../../random';
import type { PowerName } from '../types';

export interface PowerDraw {
  assignments: { contestant: string; power: PowerName }[];
  /** Powers nobody drew (fewer contestants than powers): they start in civil disorder or unplayed. */
  undrawn: PowerName[];
  rolls: Roll[];
}

export function drawPowers(contestants: readonly string[], powers: readonly PowerName[], rng: SeededRandom): PowerDraw {
  if (new Set(contestants).size !== contestants.length) throw new Error('a contestant is named twice');
  if (contestants.length > powers.length) throw new Error(`${contestants.length} contestants but only ${powers.length} powers`);
  const first = rng.rolls.length;
  const hat = [...powers];
  const assignments: PowerDraw['assignments'] = [];
  for (const contestant of contestants) {
    const power = rng.choose(hat, `Great Power for ${contestant}`);
    hat.splice(hat.indexOf(power), 1);
    assignments.push({ contestant, power });
  }
  return { assignments, undrawn: hat, rolls: rng.rolls.slice(first) };
}
