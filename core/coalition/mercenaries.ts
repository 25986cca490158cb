// 004 chapter 6: the three mercenary factions, run by the Mercenary Judge. Adjutant does not play
// them; it checks their set-up, flags moves their guidelines forbid, and applies their special rules
// (Town Defender healing, Theme armies going to war, Raider spawning and disbanding).

import { stepsBetween, surroundingSquares, type Square } from './grid';
import type { SeededRandom } from '../random';
import type { Army, Round } from './types';

export interface MercenaryNote { rule: string; message: string }

const troops = (a: Army) => a.slots.flat().reduce((n, c) => n + c.count, 0);

/** Squares of bases and portals (not destroyed). */
function strongholds(round: Round): Square[] {
  return [...round.bases.filter((b) => !b.destroyed), ...round.portals.filter((p) => !p.destroyed)].map((s) => s.square);
}

/** 004 6.1, 6.2, 6.3: the mercenaries on the map fit their factions. */
export function checkMercenaries(round: Round): MercenaryNote[] {
  const notes: MercenaryNote[] = [];
  const mercs = round.armies.filter((a) => a.team === 'Mercenary');
  const tdf = mercs.filter((a) => a.mercenaryFaction === 'Town Defender');
  const theme = mercs.filter((a) => a.mercenaryFaction === 'Theme');
  const raiders = mercs.filter((a) => a.mercenaryFaction === 'Raider');
  if (tdf.length > 3) notes.push({ rule: '004 6.1', message: `${tdf.length} Town Defenders; there are 3` });
  for (const a of tdf) {
    if (a.rank !== 5) notes.push({ rule: '004 6.1', message: `${a.name} is a Town Defender: rank 2/2-5/5` });
    if (!round.towns.some((t) => t.name === a.homeTown)) notes.push({ rule: '004 6.1', message: `${a.name} has no home town` });
  }
  if (theme.length > 4) notes.push({ rule: '004 6.2', message: `${theme.length} Theme armies; there are 4` });
  if (theme.filter((a) => a.ocean).length > 1) notes.push({ rule: '004 6.2', message: 'only one Theme army patrols the ocean' });
  for (const a of theme) {
    if (a.rank !== 4) notes.push({ rule: '004 6.2', message: `${a.name} is a Theme army: rank 3/3-6/6` });
    const home = a.homeSquare ?? a.square;
    if (strongholds(round).some((s) => stepsBetween(s, home) <= 3)) notes.push({ rule: '004 6.2', message: `${a.name} starts near a base or portal` });
  }
  if (raiders.length > 5) notes.push({ rule: '004 6.3', message: `${raiders.length} Raiders; at most 5` });
  for (const a of raiders) if (a.rank !== 5 && a.rank !== 6) notes.push({ rule: '004 6.3', message: `${a.name} is a Raider: rank 1/1-4/4 or 2/2-5/5` });
  return notes;
}

/** 004 6.3: the opening Raiders: two of rank 1/1 and one of rank 2/2. */
export function openingRaidersProblem(round: Round): MercenaryNote | null {
  const raiders = round.armies.filter((a) => a.mercenaryFaction === 'Raider');
  const small = raiders.filter((a) => a.rank === 6).length, large = raiders.filter((a) => a.rank === 5).length;
  return small === 2 && large === 1 ? null : { rule: '004 6.3', message: `a round starts with two 1/1-rank and one 2/2-rank Raider (has ${small} and ${large})` };
}

/** Where a mercenary may not move (004 6.2.3, 6.3.1); null if allowed. */
export function mercenaryMoveProblem(round: Round, army: Army, to: Square): MercenaryNote | null {
  if (army.mercenaryFaction === 'Raider') {
    const sites = [...strongholds(round), ...round.towns.map((t) => t.square)];
    if (sites.includes(to) || surroundingSquares(to).some((s) => sites.includes(s))) return { rule: '004 6.3.1', message: `${army.name} is a Raider and never moves next to a base, portal or town` };
  }
  if (army.mercenaryFaction === 'Theme' && army.atWarWith) {
    const forts = strongholds(round);
    if (forts.includes(to) || surroundingSquares(to).some((s) => forts.includes(s))) return { rule: '004 6.2.3', message: `${army.name} is At War and never enters a base or portal or the 8 squares around one` };
  }
  return null;
}

/** 004 6.1.1: a Town Defender stays in its town or the square around it, unless it retreats to another town with under 3500 soldiers. */
export function townDefenderWarnings(round: Round): MercenaryNote[] {
  const notes: MercenaryNote[] = [];
  for (const a of round.armies) {
    if (a.mercenaryFaction !== 'Town Defender') continue;
    const home = round.towns.find((t) => t.name === a.homeTown);
    if (!home) continue;
    const near = a.square === home.square || surroundingSquares(home.square).includes(a.square);
    const retreat = round.towns.some((t) => t.square === a.square) && troops(a) < 3500;
    if (!near && !retreat) notes.push({ rule: '004 6.1.1', message: `${a.name} has left ${home.name} and the squares around it` });
  }
  return notes;
}

/** 004 6.2.1: the armies a territorial Theme army would attack: within one turn's move (3 squares) of its start. */
export function themeTargets(round: Round, theme: Army): string[] {
  const home = theme.homeSquare ?? theme.square;
  return round.armies.filter((a) => a.team !== 'Mercenary' && stepsBetween(a.square, home) <= 3).map((a) => a.name);
}

/**
 * 004 6.2.2: when a team kills a Town Defender, a random non-ocean Theme army not yet at war goes
 * to war with the other team, and on declaring war heals 25% of each rank (its only healing).
 */
export function declareThemeWar(round: Round, killerTeam: Army['team'], rng: SeededRandom): MercenaryNote | null {
  if (killerTeam === 'Mercenary') return null;
  const enemy = killerTeam === 'Coalition' ? 'Phyrexia' : 'Coalition';
  const candidates = round.armies.filter((a) => a.mercenaryFaction === 'Theme' && !a.ocean && !a.atWarWith);
  if (!candidates.length) return null;
  const theme = rng.choose(candidates, `Theme army going to war with ${enemy} (004 6.2.2)`, (a) => a.name);
  theme.atWarWith = enemy;
  for (const c of theme.slots.flat()) c.count = Math.min(c.full, c.count + Math.floor(c.full / 4));
  return { rule: '004 6.2.2a', message: `${killerTeam} killed a Town Defender: ${theme.name} is now At War with ${enemy} and heals 25% of each rank (004 6.2.2b)` };
}

/** 004 2.5.3: mercenaries join the map only after every player's army is on it. */
export function mercenariesBeforePlayers(round: Round): MercenaryNote | null {
  if (!round.armies.some((a) => a.team === 'Mercenary')) return null;
  const missing = round.players.filter((p) => !round.armies.some((a) => a.name.trim().toLowerCase() === p.name.trim().toLowerCase()) && !round.control.entries.some((e) => e.controllers.some((c) => c.trim().toLowerCase() === p.name.trim().toLowerCase())));
  return missing.length ? { rule: '004 2.5.3', message: `mercenaries are on the map before the armies of ${missing.map((p) => p.name).join(', ')}` } : null;
}
