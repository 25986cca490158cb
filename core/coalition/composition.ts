// 004 2.1 and 2.2: is an army's troop list legal for its rank, team and colours? Used when a round
// is set up (2.5.2.2), for troop changes (2.3.2) and for transfers (2.3.3).

import type { Army, Creature, Faction, ManaColour } from './types';
import { SLOT_CAPACITY, slotSizes } from './ranks';

export interface CompositionProblem { rule: string; message: string }

const FACTION_COLOUR: Partial<Record<Faction, ManaColour>> = { Red: 'R', White: 'W', Blue: 'U', Green: 'G', Black: 'B' };
/** 004 2.2.1c: banned outright (2.2.3.1.4 bans Summoner's Egg). */
const BANNED = new Set(['greater morphling', "summoner's egg", 'summoners egg']);
/** 004 2.2.4: copy cards count as star-sized (X/X) and fill any slot ("Vesuvian Doppleganger" is the seed's spelling). */
const COPY_CARDS = new Set(['clone', 'vesuvan doppelganger', 'vesuvian doppleganger', 'vesuvan doppleganger', 'vesuvian doppelganger']);

/** A card name as written by anyone: case, spacing and forum markup do not matter. */
export function cardKey(name: string): string {
  return name.replace(/\[\/?[a-z*]+(?:=[^\]]*)?\]/gi, '').replace(/[\u2019`´]/g, "'").replace(/\s+/g, ' ').trim().toLowerCase();
}

/** 004 2.2.4: a copy card (Clone, Vesuvian Doppleganger, or one the judge marks) counts as star-sized (X/X). */
export function isCopyCard(c: Pick<Creature, 'name' | 'copyCard'>): boolean {
  return c.copyCard === true || COPY_CARDS.has(cardKey(c.name));
}

/** 004 2.2.2, 2.2.4: a creature that may fill any slot size: star-sized (X/X) or a copy card. */
export function isStarSized(c: Creature): boolean {
  return c.power === '*' || c.toughness === '*' || isCopyCard(c);
}

/** 004 2.2.1a/b: may an army of this team and these factions field a creature of these colours? */
export function colourAllowed(team: Army['team'], factions: Faction[], colours: ManaColour[]): boolean {
  if (team === 'Phyrexia') return !colours.includes('G') && !colours.includes('W');
  if (team === 'Mercenary') return true;
  if (colours.length === 0) return factions.includes('Colorless');
  if (colours.length > 1) return factions.includes('5-Color');
  return factions.some((f) => FACTION_COLOUR[f] === colours[0]);
}

/** Does a creature belong to a base's colour for 1-day healing (004 2.3.1.2)? */
export function creatureOfFaction(creature: Creature, faction: Faction): boolean {
  if (faction === 'Colorless') return creature.colours.length === 0;
  if (faction === '5-Color') return creature.colours.length > 1;
  return creature.colours.length === 1 && creature.colours[0] === FACTION_COLOUR[faction];
}

export function distinctCreatures(slots: Creature[][]): Set<string> {
  return new Set(slots.flat().map((c) => c.name.trim().toLowerCase()));
}

/** Check slots against 2.1 (caps, sizes, 6 types) and 2.2 (colours, bans, one size per star-sized card). */
export function checkComposition(army: Pick<Army, 'team' | 'rank' | 'factions' | 'slots'>, bannedColours: Faction[] = [], previous?: Creature[][]): CompositionProblem[] {
  const problems: CompositionProblem[] = [];
  const sizes = slotSizes(army.rank);
  if (army.slots.length !== 4) problems.push({ rule: '004 2.1', message: `an army has 4 slots, not ${army.slots.length}` });
  army.slots.forEach((slot, i) => {
    const cap = SLOT_CAPACITY[i], size = sizes[i];
    if (cap === undefined || size === undefined) return;
    const total = slot.reduce((n, c) => n + c.count, 0);
    if (total > cap) problems.push({ rule: '004 2.1', message: `slot ${size}/${size} holds ${total} troops, more than ${cap}` });
    // What the slot heals back to must fit too, or healing would overfill it (004 2.1, 2.3.3).
    const healed = slot.reduce((n, c) => n + c.full, 0);
    if (total <= cap && healed > cap) problems.push({ rule: '004 2.1', message: `slot ${size}/${size} would heal to ${healed} troops, more than ${cap}` });
    for (const c of slot) {
      if (!Number.isInteger(c.count) || c.count < 0 || c.count > c.full) problems.push({ rule: '004 2.1', message: `${c.name}: ${c.count} alive of ${c.full} is not a troop count` });
      // 004 2.1a: slot sizes are maxima, power and toughness each at most the slot's.
      if ((c.power !== '*' && c.power > size) || (c.toughness !== '*' && c.toughness > size)) {
        problems.push({ rule: '004 2.1a', message: `${c.name} (${c.power}/${c.toughness}) is too large for the ${size}/${size} slot` });
      }
      if (BANNED.has(cardKey(c.name))) problems.push({ rule: /egg/i.test(c.name) ? '004 2.2.3.1.4' : '004 2.2.1c', message: `${c.name} is banned` });
      // 004 2.2.1c: a Legend only as the army's one Legend (2.1c), never in a slot.
      if (c.legendary) problems.push({ rule: '004 2.2.1c', message: `${c.name} is a Legend; an army's one Legend is named as its Legend, not fielded in a slot` });
      problems.push(...declaredSizeProblems(c, army.slots));
      if (!colourAllowed(army.team, army.factions, c.colours)) {
        problems.push({ rule: army.team === 'Phyrexia' ? '004 2.2.1b' : '004 2.2.1a', message: `${c.name} (${c.colours.join('') || 'colourless'}) is not a colour this army may use` });
      }
      // 004 2.3.2b: after a base of this colour is destroyed, no new creatures of that colour.
      const before = previous?.flat().some((p) => p.name.trim().toLowerCase() === c.name.trim().toLowerCase());
      for (const f of bannedColours) {
        if (!before && creatureOfFaction(c, f)) problems.push({ rule: '004 2.3.2b', message: `${c.name}: the ${f} base is destroyed, so no new ${f} creatures` });
      }
    }
  });
  // 004 2.1b: at most six different creatures (types with 0 alive still count, 2.3.3).
  const distinct = distinctCreatures(army.slots);
  if (distinct.size > 6) problems.push({ rule: '004 2.1b', message: `${distinct.size} different creatures; at most 6` });
  // 004 2.2.2: one */* card cannot fill two different sizes in the same army.
  const variableSlots = new Map<string, Set<number>>();
  army.slots.forEach((slot, i) => slot.forEach((c) => {
    if (isStarSized(c)) {
      const key = cardKey(c.name);
      variableSlots.set(key, (variableSlots.get(key) ?? new Set()).add(i));
    }
  }));
  for (const [name, set] of variableSlots) if (set.size > 1) problems.push({ rule: '004 2.2.2', message: `${name} (*/*) fills ${set.size} different slot sizes` });
  return problems;
}

/** 004 2.1c: a legend may be in at most one army at a time. */
export function duplicateLegends(armies: Pick<Army, 'name' | 'legend'>[]): CompositionProblem[] {
  const seen = new Map<string, string>();
  const problems: CompositionProblem[] = [];
  for (const a of armies) {
    if (!a.legend) continue;
    const key = a.legend.trim().toLowerCase();
    const other = seen.get(key);
    if (other) problems.push({ rule: '004 2.1c', message: `legend ${a.legend} is in both ${other} and ${a.name}` });
    else seen.set(key, a.name);
  }
  return problems;
}

export function troopsAlive(army: Pick<Army, 'slots'>): number {
  return army.slots.flat().reduce((n, c) => n + c.count, 0);
}

/**
 * The declared size of one creature (004 2.2.3-2.2.6). Without recorded card data nothing can be
 * checked; with it: a card is its printed size (activated abilities never change it, 2.2.3.2),
 * unless it lists the sizes it may be declared at (kicker/threshold 2.2.3.3, +1/+1 counters 2.2.6);
 * a Sliver counts only its own all-Slivers bonus (2.2.5); a Duplicant imprints one other creature of
 * its army (2.2.3.1.4).
 */
export function declaredSizeProblems(c: Creature, slots: Creature[][]): CompositionProblem[] {
  const problems: CompositionProblem[] = [];
  const declared = `${c.power}/${c.toughness}`;
  // 004 2.2.4: a copy card's printed 0/0 does not bind it; it is star-sized and takes the slot's size.
  if (isCopyCard(c)) return problems;
  if (c.sizeOptions?.length) {
    if (!c.sizeOptions.some((o) => o.power === c.power && o.toughness === c.toughness)) {
      problems.push({ rule: c.sizeBy === 'kicker' || c.sizeBy === 'threshold' ? '004 2.2.3.3' : '004 2.2.6', message: `${c.name} may be declared as ${c.sizeOptions.map((o) => `${o.power}/${o.toughness}`).join(' or ')}, not ${declared}` });
    }
  } else if (c.printed && c.printed.power !== '*' && c.printed.toughness !== '*') {
    const bonus = /sliver/i.test(c.name) ? c.ownSliverBonus ?? { power: 0, toughness: 0 } : { power: 0, toughness: 0 };
    const p = c.printed.power + bonus.power, t = c.printed.toughness + bonus.toughness;
    if (c.power !== p || c.toughness !== t) {
      problems.push(/sliver/i.test(c.name)
        ? { rule: '004 2.2.5', message: `${c.name} counts only its own Sliver ability: ${p}/${t}, not ${declared}` }
        : { rule: '004 2.2.3.2', message: `${c.name} is a ${c.printed.power}/${c.printed.toughness}; abilities do not change its size (declared ${declared})` });
    }
  }
  if (/^duplicant$/i.test(c.name.trim())) {
    const others = slots.flat().filter((o) => o !== c).map((o) => o.name.trim().toLowerCase());
    if (!c.imprint || !others.includes(c.imprint.trim().toLowerCase())) problems.push({ rule: '004 2.2.3.1.4', message: 'Duplicant must imprint one other creature of its own army, chosen at creation' });
  }
  return problems;
}
