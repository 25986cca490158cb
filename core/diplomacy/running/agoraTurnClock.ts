// The Birthday Tournament's fixed 48-hour turn (002 BT15a): negotiation from 00:00 to 24:00 UTC
// on the turn's first day, then private orders to the Gamemaster until 12:00 UTC the next day,
// and the next turn begins at 24:00 UTC that next day. Orders may be sent and changed at any time
// while orders can be submitted, i.e. during negotiation too.
import { DAY, HOUR } from './gmt';

export interface AgoraTurn {
  /** 00:00 UTC of the turn's first day. */
  starts: number;
  negotiationEnds: number;
  /** Last instant orders reach the Gamemaster (12:00 UTC on the second day). */
  ordersDue: number;
  /** 24:00 UTC on the second day: the new state must be announced by then (002 BT15c). */
  nextTurnStarts: number;
}

/** The turn that begins on the UTC day containing `dayInstant` (any time that day). */
export function agoraTurn(dayInstant: number): AgoraTurn {
  const starts = Math.floor(dayInstant / DAY) * DAY;
  return { starts, negotiationEnds: starts + DAY, ordersDue: starts + DAY + 12 * HOUR, nextTurnStarts: starts + 2 * DAY };
}

/** The `n`th turn (0-based) of a game whose first turn starts on the day of `firstDay`. */
export function agoraTurnNumber(firstDay: number, n: number): AgoraTurn {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`no turn number ${n}`);
  return agoraTurn(Math.floor(firstDay / DAY) * DAY + n * 2 * DAY);
}

export type AgoraTurnPeriod = 'negotiation' | 'ordering' | 'resolution';

/** Which part of `turn` the instant falls in; orders are accepted in the first two. */
export function agoraPeriodAt(turn: AgoraTurn, instant: number): AgoraTurnPeriod | undefined {
  if (instant < turn.starts || instant >= turn.nextTurnStarts) return undefined;
  if (instant < turn.negotiationEnds) return 'negotiation';
  if (instant <= turn.ordersDue) return 'ordering';
  return 'resolution';
}

/** 002 BT15a: orders can be submitted and changed during negotiation and ordering, never after 12:00 UTC. */
export function agoraAcceptsOrders(turn: AgoraTurn, instant: number): boolean {
  const p = agoraPeriodAt(turn, instant);
  return p === 'negotiation' || p === 'ordering';
}
