// Who may order a team position after an NMR in the first round of the World Masters (000 B.8(c)):
// the team captain is the official default replacement. Until the captain (or a player the captain
// designates) sends orders for the position, the original player keeps the right of return; the
// first order set from the captain's side makes its sender the official player and ends that right
// (000 B.8(c)b). Any later change of player takes effect only if the captain announced it at least
// 48 hours before the current deadline (000 B.8(c)c). Civil disorder does not shut the position:
// its player or the captain may send orders at any time, however many NMRs it has had, and those
// orders are used (000 B.8(c)d).
import { HOUR } from './gmt';
import type { PowerName } from '../types';

export interface TeamPositionControl {
  power: PowerName;
  originalPlayer: string;
  officialPlayer: string;
  /** The original player may still come back (000 B.8(c)b). */
  originalMayReturn: boolean;
  captain: string;
  /** Players the captain has designated to order for the position. */
  designees: string[];
  civilDisorder: boolean;
  nmrs: number;
  log: string[];
}

export interface OrderSetDecision {
  accepted: boolean;
  control: TeamPositionControl;
  clause: string;
  reason: string;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function teamPosition(power: PowerName, player: string, captain: string): TeamPositionControl {
  return { power, originalPlayer: player, officialPlayer: player, originalMayReturn: true, captain, designees: [], civilDisorder: false, nmrs: 0, log: [] };
}

/** The position missed a deadline; `civilDisorder` when the GM also placed it in civil disorder. */
export function recordTeamNmr(c: TeamPositionControl, civilDisorder = false): TeamPositionControl {
  return { ...c, nmrs: c.nmrs + 1, civilDisorder: c.civilDisorder || civilDisorder };
}

export function designate(c: TeamPositionControl, player: string): TeamPositionControl {
  return { ...c, designees: [...c.designees, player], log: [...c.log, `the captain designated ${player} to order ${c.power}`] };
}

/** An order set for the position arrives from `sender`. */
export function acceptTeamOrderSet(c: TeamPositionControl, sender: string): OrderSetDecision {
  const captainSide = same(sender, c.captain) || c.designees.some((d) => same(d, sender));
  const isOfficial = same(sender, c.officialPlayer);
  const isReturningOriginal = c.originalMayReturn && same(sender, c.originalPlayer);
  if (!isOfficial && !isReturningOriginal && !captainSide) {
    return { accepted: false, control: c, clause: '000 B.8(c)b', reason: `${sender} is neither the player of ${c.power} nor its team captain or the captain's designee` };
  }
  const wasDisorder = c.civilDisorder;
  let next: TeamPositionControl = { ...c, civilDisorder: false };
  let clause = wasDisorder ? '000 B.8(c)d' : '000 B.8(c)b';
  let reason = wasDisorder
    ? `${c.power} is in civil disorder after ${c.nmrs} NMR(s), but its player or captain may still order it`
    : `${sender} may order ${c.power}`;
  if (captainSide && c.nmrs > 0 && c.originalMayReturn && !isOfficial) {
    // The first order set from the captain's side: its sender becomes the official player.
    next = { ...next, officialPlayer: sender, originalMayReturn: false, log: [...c.log, `${sender} ordered ${c.power} for the captain and is now its official player; ${c.originalPlayer} loses the right of return (000 B.8(c)b)`] };
    clause = '000 B.8(c)b';
    reason = `${sender} becomes the official player of ${c.power}`;
  }
  return { accepted: true, control: next, clause, reason };
}

/**
 * 000 B.8(c)c: the captain announces a new player (the original one returning, or another) at
 * `announcedAt`; it takes effect only if that is at least 48 hours before the current deadline.
 */
export function announcePlayerChange(c: TeamPositionControl, player: string, announcedAt: number, currentDeadline: number): OrderSetDecision {
  if (announcedAt > currentDeadline - 48 * HOUR) {
    return { accepted: false, control: c, clause: '000 B.8(c)c', reason: 'a change of player must be announced at least 48 hours before the current deadline' };
  }
  const control = { ...c, officialPlayer: player, originalMayReturn: false, log: [...c.log, `the captain named ${player} as the player of ${c.power} (000 B.8(c)c)`] };
  return { accepted: true, control, clause: '000 B.8(c)c', reason: `${player} now plays ${c.power}` };
}
