// 001 A.15: when a player provides no replacement, the TD looks for one. A replacement found gets
// at least four days to submit orders for the next turn adjudicated (001 A.15a): the deadline is
// moved out if it is nearer than that. If the TD judges no replacement can be found in a
// reasonable time, the position is in civil disorder until one is found, if ever (001 A.15b).
import { DAY } from './gmt';
import type { PowerName } from '../types';

export type ReplacementSearch =
  | { power: PowerName; status: 'searching'; since: number }
  | { power: PowerName; status: 'civil-disorder'; since: number; clause: '001 A.15b' }
  | { power: PowerName; status: 'replaced'; player: string; foundAt: number; ordersDue: number; clause: '001 A.15a' };

export const REPLACEMENT_ORDER_DAYS = 4;

export function startReplacementSearch(power: PowerName, at: number): ReplacementSearch {
  return { power, status: 'searching', since: at };
}

/** 001 A.15b: the TD decides a replacement cannot be found in a reasonable time. */
export function replacementSearchFailed(s: ReplacementSearch, at: number): ReplacementSearch {
  if (s.status !== 'searching') return s;
  return { power: s.power, status: 'civil-disorder', since: at, clause: '001 A.15b' };
}

/**
 * 001 A.15a: a replacement is found (while searching, or later while the position is in civil
 * disorder: it stays in civil disorder only until one is found). `nextDeadline` is the deadline
 * of the next turn to be adjudicated; the replacement's is never less than four days away.
 */
export function replacementFound(s: ReplacementSearch, player: string, at: number, nextDeadline: number): ReplacementSearch {
  if (s.status === 'replaced') return s;
  if (!player.trim()) throw new Error('a replacement must be named');
  return { power: s.power, status: 'replaced', player, foundAt: at, ordersDue: Math.max(nextDeadline, at + REPLACEMENT_ORDER_DAYS * DAY), clause: '001 A.15a' };
}

/** Whether the adjudicator should treat the power as in civil disorder now. */
export function inCivilDisorder(s: ReplacementSearch): boolean {
  return s.status === 'civil-disorder';
}
