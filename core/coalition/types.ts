// The data of a Coalition Wargame round (004): the map, the sites, the armies, the players and the
// control list, plus what the judges enter between turns (battle results, transfer details,
// troop changes). A round is plain JSON so it can be saved, diffed and re-loaded.

import type { Square } from './grid';
import type { RankLevel } from './ranks';
import type { Roll } from '../random';
import type { Sanction } from './sanctions';

export type Team = 'Phyrexia' | 'Coalition' | 'Mercenary';
export type MercenaryFaction = 'Town Defender' | 'Theme' | 'Raider';
/** Magic colours of a creature; an empty list is an artifact / colourless creature. */
export type ManaColour = 'W' | 'U' | 'B' | 'R' | 'G';
/** 004 1.1.2: the seven Coalition factions (also the colours of the seven bases). */
export type Faction = 'Red' | 'White' | 'Blue' | 'Green' | 'Black' | '5-Color' | 'Colorless';
export const FACTIONS: Faction[] = ['Red', 'White', 'Blue', 'Green', 'Black', '5-Color', 'Colorless'];

/** 004 1.2c, 4.1.2.4. */
export type Terrain = 'ocean' | 'islands' | 'plains' | 'mountain' | 'forest' | 'swamp';

export interface Creature {
  name: string;
  /** Printed or declared size; '*' for star-sized (X/X) and copy cards (004 2.2.2, 2.2.4). */
  power: number | '*';
  toughness: number | '*';
  colours: ManaColour[];
  /** Troops alive now. */
  count: number;
  /** Troops at full strength (what healing restores). */
  full: number;
  /** The size printed on the card, when the judge records it (004 2.2.3.2). */
  printed?: { power: number | '*'; toughness: number | '*' };
  /** Sizes the card may be declared at: with or without kicker/threshold (004 2.2.3.3), any size
   *  reachable with +1/+1 counters (004 2.2.6). The declared size is fixed at creation. */
  sizeOptions?: { power: number; toughness: number }[];
  /** Why the card has several sizes: kicker or threshold (004 2.2.3.3) or +1/+1 counters (004 2.2.6). */
  sizeBy?: 'kicker' | 'threshold' | 'counters';
  /** A Sliver's bonus from its own all-Slivers ability (004 2.2.5). */
  ownSliverBonus?: { power: number; toughness: number };
  /** Duplicant: the one other creature of the army it imprints, fixed at creation (004 2.2.3.1.4). */
  imprint?: string;
  /** The card has the creature type Legend (legendary): allowed only as the army's one Legend (004 2.2.1c, 2.1c). */
  legendary?: boolean;
  /** A copy card the judge rules counts as a star-sized (X/X) card like Clone (004 2.2.4), beyond the ones Adjutant knows. */
  copyCard?: boolean;
}

/** Troops lost while (or before) counting days; `duringDay` is the day being counted when they fell (0 = before counting). */
export interface Loss { creature: string; slot: number; amount: number; duringDay: number }

export interface Army {
  name: string;
  team: Team;
  mercenaryFaction?: MercenaryFaction;
  rank: RankLevel;
  /** Coalition: the factions the army is a member of, fixed at round start (004 2.2.1.1). */
  factions: Faction[];
  /** Four slots, largest count first (5000, 2500, 1500, 1000). */
  slots: Creature[][];
  legend?: string;
  square: Square;
  /** Days counted at the current square (004 1.5). */
  days: number;
  losses: Loss[];
  /** Remaining legs of a long move (004 3.2.2.3), each leg the squares it passes, destination last. */
  longMove?: { destinations: Square[] };
  /** 004 4.5: captured and not yet fully converted. */
  partiallyConverted?: boolean;
  originalTeam?: Team;
  originalFactions?: Faction[];
  /** Town Defender's home town (004 6.1). */
  homeTown?: string;
  /** Theme army's starting square, the centre of its territory (004 6.2.1). */
  homeSquare?: Square;
  /** The ocean Theme army patrols all oceans (004 6.2). */
  ocean?: boolean;
  /** 004 6.2.2: the team a Theme army is At War with, and whether it has had its one heal. */
  atWarWith?: 'Phyrexia' | 'Coalition';
}

export interface Base { name: string; faction: Faction; square: Square; winCondition: boolean; destroyed: boolean; description?: string }
export interface Portal { name: string; square: Square; destroyed: boolean; description?: string }
export interface Town { name: string; square: Square }

export interface Player {
  name: string; team: 'Phyrexia' | 'Coalition'; rank: string;
  /** 004 1.1.2: up to 3 factions; the rank is held in the first, Lt. in the others. */
  factions?: Faction[];
  /** 004 5.1: when the player last posted (ISO), and when leaders declared him inactive, if they did. */
  lastPosted?: string;
  declaredInactive?: string;
  /** 004 5.3.2: the player agreed to give up his namesake army. */
  namesakePermission?: boolean;
  /** 004 2.6: a new player's one chance to personalise an army, once he has fought 2 battles. */
  battlesFought?: number;
  personalise?: { army: string; offeredAtTurn: number; used?: boolean };
}

/** 004 1.6: a screen-name change registered with the battle judge. */
export interface Rename { from: string; to: string; since: string }

/** One row of the control (Proxy) list: who controls an army from when (004 5.2.1). */
export interface ControlEntry { army: string; controllers: string[]; since: string }
export interface ControlList {
  entries: ControlEntry[];
  contingencies: Record<string, string>;
  /** 004 5.2.2.1: the two players per side who may request control changes. */
  authority?: Partial<Record<'Phyrexia' | 'Coalition', string[]>>;
  /** 004 5.2.2.2: turn in which the judge accepted a non-compliant configuration, per side. */
  acceptedIllegalAtTurn?: Partial<Record<'Phyrexia' | 'Coalition', number>>;
}

/** What the battle judge enters for one battle (004 4.2.5, 4.3, 4.5). */
export interface BattleResult {
  square: Square;
  winner: string;
  loser: string;
  /** Troops lost per army, per creature name. */
  losses: Record<string, Record<string, number>>;
  outcome: 'none' | 'kill' | 'capture';
  /** 004 4.3.3: a kill attempt failed (or its army lost) and the judge rules the 500 risked troops dead. */
  killSquadLost?: string;
  /** 004 4.2.6: the army that ran away (the loser): it did no damage and took some, reduced. */
  ranAway?: string;
}

/** A transfer's private message to the judge (004 3.2.4.2): creature name -> count. */
export interface TransferDetail { from: string; to: string; creatures: Record<string, number> }
/** A troop change sent privately after 2 days in a base (004 2.3.2). */
export interface TroopChange { army: string; slots: Creature[][] }

/** Troops on their way to an army in or facing battle (004 3.2.4.3.2-3). */
export interface PendingTransfer {
  to: string;
  /** 3.2.4.3.3: the receiver was already in battle: the troops arrive only if it wins, else they die. */
  requiresWin: boolean;
  troops: { slot: number; name: string; power: number | '*'; toughness: number | '*'; colours: ManaColour[]; amount: number }[];
}

export interface BattleRecord {
  square: Square; armies: string[]; kind: 'attack' | 'no-attacker' | 'intercept' | 'joint' | 'pushed'; attacker?: string; defender?: string;
  /** 004 4.1.1: the battle's strategy deadline (ISO). */
  deadline?: string;
  /** 004 4.1.1: strategies received by the battle judge, and whether their receipt was announced. */
  strategies?: { army: string; receivedAt: string; announced: boolean }[];
  /** 004 4.1.2.5: the weather, decided by the judge and posted with the battle. */
  weather?: string;
}

export interface Round {
  name: string;
  turn: number;
  /** ISO time of this turn's battle deadline; the movement lock is 24 hours later (004 3.1). */
  battleDeadline: string;
  /** 38 strings of 14 letters (A..N): o ocean, i islands, p plains, m mountain, f forest, s swamp. */
  terrain: string[];
  bases: Base[];
  portals: Portal[];
  towns: Town[];
  armies: Army[];
  players: Player[];
  renames?: Rename[];
  control: ControlList;
  /** Battles announced last update, fought this turn. */
  battles: BattleRecord[];
  battleResults: BattleResult[];
  transfers: TransferDetail[];
  troopChanges: TroopChange[];
  pendingTransfers?: PendingTransfer[];
  /** Set when a team has won (004 1.7.2, 1.7.3). */
  winner?: 'Phyrexia' | 'Coalition';
  rolls?: Roll[];
  /** 004 1.3, 5.4.1: every sanction and penalty the judges imposed this round, kept for good. */
  sanctions?: Sanction[];
}
