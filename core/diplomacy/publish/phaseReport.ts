// The plain-data record of one adjudicated phase from which every results post is written, in
// every dialect. It holds facts only; wording and layout belong to the renderers.
import type { Order, OrderResult, Position, PowerName } from '../types';
import type { PublishedVote } from '../running/votes';

/**
 * Press kinds (000 D.X(1), 001 B.XI(1)): white names its true author; grey is anonymous; dark
 * grey is unofficially attributed (the text says who, the GM does not); black is officially
 * attributed by the GM to someone other than the author.
 */
export type PressKind = 'white' | 'grey' | 'dark-grey' | 'black';

export interface PressItem {
  kind: PressKind;
  /** The true author. Published only for white press (000 D.X(2), 001 B.XI(2)). */
  author: PowerName;
  /** For black press: whom the GM is to name as its author. */
  attributedTo?: string;
  /** Addressees as the player wrote them, e.g. `All`, `Austria`; empty means everyone. */
  to?: string[];
  text: string;
  /** The GM refused to publish it (001 B.XI(1)a). */
  refusedByGm?: boolean;
}

export type ReportNotice =
  | { kind: 'nmr'; power: PowerName }
  | { kind: 'civil-disorder'; power: PowerName }
  /** A new player for a position, with the period declared (000 B.7, 001 A.12). */
  | { kind: 'replacement'; power: PowerName; player: string; period: string };

export interface PhaseReport {
  /** The game's name as the GM gave it. */
  game: string;
  /** The position the orders were written against (its phase is the phase reported). */
  position: Position;
  /** Each power's orders as the player wrote them (000 D.VIII(4), 001 B.IX(4)). */
  written: Record<PowerName, string>;
  /**
   * Why a unit that holds for want of an order had none: its order was illegal (the reason, by the
   * unit's province). Printed instead of "No Order Processed".
   */
  illegal?: Record<string, string>;
  /** The orders adjudicated and their results. */
  orders: Order[];
  results: OrderResult[];
  /** The position after the phase; for a retreat phase to follow, its `dislodged` has the options. */
  next: Position;
  /** Set when a power reached the victory count of centres. */
  victory?: { power: PowerName; centres: number };
  notices: ReportNotice[];
  press: PressItem[];
  votes: PublishedVote[];
  /** The next phase's deadline (ms since 1970 UTC), when set. */
  nextDeadline?: number;
  /** The GM's offset from GMT in minutes, to print local time beside GMT (000 D.VII(4)(b)). */
  gmUtcOffsetMinutes?: number;
}
