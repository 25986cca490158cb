// 004 1.5, 2.3.1, 1.7: counting days and what they bring — healing, base destruction, winning.
// Days are per army and per square: moving resets the count; an army counts one day a turn in a
// base or portal nobody attacks (or, if attacked, when it wins that battle).

import { creatureOfFaction } from './composition';
import { isLowestTwoRanks, SLOT_CAPACITY } from './ranks';
import { siteAt, type Site } from './sites';
import type { Army, Round } from './types';
import { indexMap } from './validate';

/** Does this army count days where it stands (004 1.5, 2.3.1.1-2.3.1.3, 4.5c)? */
export function countsDaysAt(army: Army, site: Site | null): boolean {
  if (army.partiallyConverted) return true; // 004 4.5c: counts 2 days wherever it was put
  if (!site || army.team === 'Mercenary') return false;
  if (site.kind === 'portal') return true; // healing for Phyrexia, destruction for the Coalition
  if (site.kind === 'base') return army.team === 'Phyrexia' || army.factions.includes(site.base.faction);
  return isLowestTwoRanks(army.rank); // 004 2.3.1.3: towns, lowest two ranks only
}

/** Is the site the enemy's, so that counting 4 days there destroys it (004 1.7.1)? */
export function isEnemySite(army: Army, site: Site | null): boolean {
  if (!site) return false;
  if (site.kind === 'portal') return army.team === 'Coalition';
  if (site.kind === 'base') return army.team === 'Phyrexia';
  return false;
}

/** Reset the count when an army leaves its square: earlier losses become "before counting". */
export function resetDays(army: Army): void {
  army.days = 0;
  for (const l of army.losses) l.duringDay = 0;
}

function restore(army: Army, heal: (l: Army['losses'][number]) => boolean): number {
  let healed = 0;
  army.losses = army.losses.filter((l) => {
    if (!heal(l)) return true;
    const slot = army.slots[l.slot];
    const c = slot?.find((x) => x.name === l.creature);
    if (c && slot) {
      // 004 2.1: never heal past the slot's cap, whatever the records say (an imported round may
      // carry a slot whose `full` totals more than its cap; `coalition check` reports that).
      const room = (SLOT_CAPACITY[l.slot] ?? Infinity) - slot.reduce((n, x) => n + x.count, 0);
      const before = c.count;
      c.count = Math.min(c.full, c.count + l.amount, c.count + Math.max(0, room));
      healed += c.count - before;
    }
    return false;
  });
  return healed;
}

/** Troops missing with no loss record (e.g. a round imported mid-way) were lost before counting began. */
function recordUntrackedLosses(army: Army): void {
  army.slots.forEach((slot, i) => slot.forEach((c) => {
    const tracked = army.losses.filter((l) => l.slot === i && l.creature === c.name).reduce((n, l) => n + l.amount, 0);
    const missing = c.full - c.count - tracked;
    if (missing > 0) army.losses.push({ creature: c.name, slot: i, amount: missing, duringDay: 0 });
  }));
}

/**
 * Heal after the day count (004 2.3.1). Returns the number of troops restored.
 * - Phyrexia at a portal: at 2 days (and every 2 more) all losses except those of the last day.
 * - Coalition at a base of its colour: 1 day after a loss, troops of the base colour; 2 days after, all.
 * - Lowest two ranks in a town: 2 days after a loss, as at a friendly base (no troop change).
 */
export function heal(army: Army, site: Site | null): number {
  if (!site || army.days === 0 || army.team === 'Mercenary' || army.partiallyConverted) return 0;
  recordUntrackedLosses(army);
  const d = army.days;
  if (site.kind === 'portal' && army.team === 'Phyrexia') {
    if (d < 2 || d % 2 !== 0) return 0;
    return restore(army, (l) => l.duringDay < d);
  }
  if (site.kind === 'base' && army.team === 'Coalition' && army.factions.includes(site.base.faction)) {
    const faction = site.base.faction;
    return restore(army, (l) => {
      const creature = army.slots[l.slot]?.find((c) => c.name === l.creature);
      const after = d - l.duringDay;
      return after >= 2 || (after >= 1 && !!creature && creatureOfFaction(creature, faction));
    });
  }
  if (site.kind === 'town' && isLowestTwoRanks(army.rank)) {
    return restore(army, (l) => d - l.duringDay >= 2);
  }
  return 0;
}

/** 004 2.3.2: may the army change its troops now (2 days where it heals; towns excluded)? */
export function mayChangeTroops(round: Round, army: Army): boolean {
  const site = siteAt(round, army.square);
  if (!site || site.kind === 'town' || army.days < 2) return false;
  if (site.kind === 'portal') return army.team === 'Phyrexia';
  return army.team === 'Coalition' && army.factions.includes(site.base.faction);
}

/** 004 6.1.2: a Town Defender heals 500 a turn in its home town, smallest troops first. */
export function townDefenderHeal(army: Army, round: Round): number {
  if (army.mercenaryFaction !== 'Town Defender' || !army.homeTown) return 0;
  const town = round.towns.find((t) => t.name === army.homeTown);
  if (!town || town.square !== army.square) return 0;
  let left = 500;
  for (const slot of army.slots) for (const c of slot) {
    const add = Math.min(left, c.full - c.count);
    c.count += add; left -= add;
  }
  return 500 - left;
}

/** 004 1.7.2: a team's win conditions: every Phyrexian portal; the 5 chosen Coalition bases. */
export function winConditions(round: Round, team: 'Phyrexia' | 'Coalition'): { name: string; square: string; destroyed: boolean }[] {
  return team === 'Phyrexia' ? round.portals : round.bases.filter((b) => b.winCondition);
}

/** 004 1.7.2, 1.7.3: has a team won? */
export function checkWinner(round: Round): { winner: 'Phyrexia' | 'Coalition'; rule: string; message: string } | null {
  for (const [team, enemy] of [['Phyrexia', 'Coalition'], ['Coalition', 'Phyrexia']] as const) {
    // 1.7.3: the enemy has lost every army ranked Captain/Evincar or higher.
    if (!round.armies.some((a) => a.team === enemy && a.rank <= 3)) {
      return { winner: team, rule: '004 1.7.3', message: `${enemy} has no army of rank Captain/Evincar or higher left` };
    }
  }
  for (const [team, enemy] of [['Phyrexia', 'Coalition'], ['Coalition', 'Phyrexia']] as const) {
    if (!winConditions(round, enemy).every((w) => w.destroyed)) continue;
    const own = winConditions(round, team).filter((w) => !w.destroyed);
    const holder = round.armies.find((a) => a.team === team && a.days >= 4 && own.some((w) => w.square === a.square));
    if (holder) return { winner: team, rule: '004 1.7.2a', message: `every ${enemy} Win Condition is destroyed and ${holder.name} has counted 4 days in ${holder.square}` };
  }
  return null;
}

/**
 * The day count of every army after the moves (004 1.5): moving resets it; an army counts a day
 * where it may (countsDaysAt) unless an enemy shares its square, or it fought this turn (its day,
 * if it won, was counted with the battle result); then healing (2.3.1), conversion of captured
 * armies (4.5c) and Town Defender healing (6.1.2).
 */
export function countDaysAndHeal(round: Round, startSquare: Map<Army, string>, inBattleAtStart: Set<Army>, events: { rule: string; message: string }[]): void {
  const engagedNow = indexMap(round.armies).fighting;
  for (const army of round.armies) {
    if (army.square !== startSquare.get(army)) resetDays(army);
    const site = siteAt(round, army.square);
    const engaged = engagedNow.has(army);
    if (!engaged && !inBattleAtStart.has(army) && countsDaysAt(army, site)) army.days += 1;
    const healed = engaged ? 0 : heal(army, site);
    if (healed) events.push({ rule: site?.kind === 'portal' ? '004 2.3.1.1' : site?.kind === 'town' ? '004 2.3.1.3' : '004 2.3.1.2b', message: `${army.name} heals ${healed} troops at ${army.square} (day ${army.days})` });
    if (army.partiallyConverted && army.days >= 2 && !engaged) {
      army.partiallyConverted = false;
      if (site && (site.kind === 'base' || site.kind === 'town' || site.kind === 'portal')) { for (const c of army.slots.flat()) c.count = c.full; army.losses = []; }
      events.push({ rule: '004 4.5c', message: `${army.name} has counted 2 days and is fully converted to ${army.team}${site ? ' and healed' : ''}` });
    }
    const tdf = townDefenderHeal(army, round);
    if (tdf) events.push({ rule: '004 6.1.2', message: `${army.name} heals ${tdf} in its home town` });
  }
}
