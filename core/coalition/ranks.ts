// 004 1.1.1, 1.1.2 and 2.1: the six rank pairs. Level 1 is the Chief Praetor / General; level 6 the
// Centurion / Lieutenant. The rank of an army fixes its four slots: 5000, 2500, 1500 and 1000
// creatures, of sizes that grow by one per level (a level-6 army has 1/1, 2/2, 3/3, 4/4 slots).

import type { Team } from './types';

export type RankLevel = 1 | 2 | 3 | 4 | 5 | 6;

export const PHYREXIAN_RANKS = ['Chief Praetor', 'Praetor', 'Evincar', 'Plaguelord', 'CPL', 'Centurion'] as const;
export const COALITION_RANKS = ['General', 'Admiral', 'Captain', 'Commander', 'Lt Commander', 'Lieutenant'] as const;

/** Slot troop maxima, largest-count slot first (004 2.1.1-2.1.6). */
export const SLOT_CAPACITY = [5000, 2500, 1500, 1000] as const;

/** Largest power and toughness a creature may have in each slot for this rank (004 2.1.1-2.1.6). */
export function slotSizes(level: RankLevel): [number, number, number, number] {
  const smallest = 7 - level; // General: 6/6 ... Lieutenant: 1/1
  return [smallest, smallest + 1, smallest + 2, smallest + 3];
}

export function rankName(team: Team, level: RankLevel): string {
  if (team === 'Phyrexia') return PHYREXIAN_RANKS[level - 1]!;
  if (team === 'Coalition') return COALITION_RANKS[level - 1]!;
  const [a, b] = [slotSizes(level)[0], slotSizes(level)[3]];
  return `${a}/${a}-${b}/${b}`;
}

const ALIASES: Record<string, RankLevel> = {
  'chief praetor': 1, cp: 1, general: 1,
  praetor: 2, admiral: 2,
  evincar: 3, captain: 3,
  plaguelord: 4, commander: 4, cmdr: 4,
  cpl: 5, 'lt commander': 5, 'lt cmdr': 5, 'lt. commander': 5, 'lieutenant commander': 5, ltcmdr: 5,
  centurion: 6, lieutenant: 6, lt: 6, 'lt.': 6,
  // Mercenary ranks are written by their slot range (004 6.1, 6.2, 6.3).
  '6/6-9/9': 1, '5/5-8/8': 2, '4/4-7/7': 3, '3/3-6/6': 4, '2/2-5/5': 5, '1/1-4/4': 6,
};

/** Read a rank as written ("Lt Cmdr", "Evincar", "2/2-5/5"); null for Drudge/Cadet or unknown. */
export function parseRank(text: string): RankLevel | null {
  return ALIASES[text.trim().toLowerCase().replace(/\s+/g, ' ')] ?? null;
}

/** 004 1.1.1, 1.1.2: a Drudge or Cadet holds a rank but controls no army. */
export function isNonCommandRank(text: string): boolean {
  return /^(drudge|cadet)$/i.test(text.trim());
}

/** 004 5.3.1: nobody controls an army above his rank, except Evincar/Captain and above control any. */
export function mayControl(playerLevel: RankLevel | null, armyLevel: RankLevel): boolean {
  if (playerLevel === null) return false;
  return playerLevel <= 3 || playerLevel <= armyLevel;
}

/** 004 3.2.5.4: armies of rank Captain/Evincar or above cannot Joint Engage. */
export function mayJointEngage(level: RankLevel): boolean {
  return level > 3;
}

/** 004 2.3.1.3, 4.5: the lowest two ranks (Centurion/CPL, Lt/Lt Cmdr) heal in towns and can be captured. */
export function isLowestTwoRanks(level: RankLevel): boolean {
  return level >= 5;
}
