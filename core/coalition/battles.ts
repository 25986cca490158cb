// Battle judge support (004 4.2.5, 4.3, 4.4, 4.5, 6.3.2): entering a battle's result, moving the
// loser out, captures, and the raider spawn roll. The judge decides winners and losses (the formulas
// are secret); Adjutant applies them and makes the random moves the rules leave to chance, logged.

import { coordinatesOf, stepsBetween, surroundingSquares, squareAt, ROWS, COLUMNS, type Square } from './grid';
import { isLowestTwoRanks } from './ranks';
import { areEnemies, siteAt } from './sites';
import type { SeededRandom } from '../random';
import type { Army, BattleRecord, BattleResult, Round } from './types';

export interface BattleNote { rule: string; message: string }

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** 004 4.2.5a: take the judge's losses off an army; each loss remembers the day it fell (2.3.1). */
export function applyLosses(army: Army, losses: Record<string, number>, duringDay: number): BattleNote[] {
  const notes: BattleNote[] = [];
  for (const [name, amount] of Object.entries(losses)) {
    let found = false;
    army.slots.forEach((slot, i) => slot.forEach((c) => {
      if (found || !same(c.name, name)) return;
      found = true;
      const lost = Math.max(0, Math.min(c.count, Math.floor(Number(amount) || 0)));
      c.count -= lost;
      if (lost > 0) army.losses.push({ creature: c.name, slot: i, amount: lost, duringDay });
    }));
    if (!found) notes.push({ rule: '004 4.2.5a', message: `${army.name} has no creature "${name}"; that loss was not applied` });
  }
  return notes;
}

/** Every square holding an army, after this turn's moves. */
export function occupiedSquares(armies: Army[]): Set<Square> {
  return new Set(armies.map((a) => a.square));
}

/**
 * 004 4.2.5b: move a battle's loser into a random empty square among the 8 around; if all 8 are
 * occupied, push it into one at random (preferring an enemy's) and it must fight again.
 */
export function separateLoser(round: Round, loser: Army, rng: SeededRandom): { to: Square; pushedInto?: Army } {
  const around = surroundingSquares(loser.square);
  const taken = occupiedSquares(round.armies.filter((a) => a !== loser));
  const empty = around.filter((s) => !taken.has(s));
  if (empty.length) {
    const to = rng.choose(empty, `${loser.name} (loser at ${loser.square}) moves to an empty square (004 4.2.5)`);
    return { to };
  }
  const enemySquares = around.filter((s) => round.armies.some((a) => a.square === s && areEnemies(a, loser)));
  if (enemySquares.length) {
    const to = rng.choose(enemySquares, `${loser.name} (loser at ${loser.square}): all 8 squares occupied, pushed into one (004 4.2.5)`);
    return { to, pushedInto: round.armies.find((a) => a.square === to && areEnemies(a, loser)) };
  }
  // Every square around holds a friend of the loser, and friends never share a square (3.3.1): the
  // rules do not cover this, so the loser goes to a random empty square of the nearest free ring.
  for (let ring = 2; ring <= 38; ring++) {
    const { row, column } = coordinatesOf(loser.square);
    const candidates: Square[] = [];
    for (let dr = -ring; dr <= ring; dr++) for (let dc = -ring; dc <= ring; dc++) {
      if (Math.max(Math.abs(dr), Math.abs(dc)) !== ring) continue;
      const sq = squareAt(row + dr, column + dc);
      if (sq && !taken.has(sq)) candidates.push(sq);
    }
    if (candidates.length) return { to: rng.choose(candidates, `${loser.name} (loser at ${loser.square}): surrounded by its own side, moved to the nearest empty square (004 4.2.5)`) };
  }
  return { to: loser.square };
}

/** Nearest unoccupied square among candidates (ties: first listed). */
function nearestFree(from: Square, squares: Square[], taken: Set<Square>): Square | null {
  const free = squares.filter((s) => !taken.has(s)).sort((a, b) => stepsBetween(from, a) - stepsBetween(from, b));
  return free[0] ?? null;
}

/**
 * 004 4.5: a captured army changes side, partially converted, and is teleported to the captor's
 * nearest unoccupied base (portal for Phyrexia), else the nearest unoccupied town, else stays (and
 * the winner is bumped out). Colours: a Phyrexian army captured by the Coalition takes the capturing
 * army's colour, no secondaries; a Coalition army recaptured by the Coalition regains its old ones.
 */
export function captureArmy(round: Round, winner: Army, loser: Army, rng: SeededRandom): BattleNote[] {
  const notes: BattleNote[] = [];
  if (!isLowestTwoRanks(loser.rank)) return [{ rule: '004 4.5a', message: `${loser.name} is not a Lt/Centurion or Lt Cmdr/CPL army and cannot be captured` }];
  const captor = winner.team;
  if (captor === 'Mercenary') return [{ rule: '004 4.5a', message: 'mercenaries do not capture' }];
  if (!loser.originalTeam) { loser.originalTeam = loser.team; loser.originalFactions = [...loser.factions]; }
  const wasCoalition = loser.originalTeam === 'Coalition';
  loser.team = captor;
  loser.factions = captor === 'Coalition' ? (wasCoalition ? [...loser.originalFactions!] : winner.factions.slice(0, 1)) : [];
  loser.partiallyConverted = true;
  loser.longMove = undefined;
  const taken = occupiedSquares(round.armies.filter((a) => a !== loser));
  const friendlySites = captor === 'Coalition' ? round.bases.filter((b) => !b.destroyed).map((b) => b.square) : round.portals.filter((p) => !p.destroyed).map((p) => p.square);
  const to = nearestFree(loser.square, friendlySites, taken) ?? nearestFree(loser.square, round.towns.map((t) => t.square), taken);
  if (to) {
    notes.push({ rule: '004 4.5b', message: `${loser.name} is captured by ${winner.name}, partially converted, and teleported to ${to}` });
    loser.square = to;
  } else {
    const sep = separateLoser(round, winner, rng);
    notes.push({ rule: '004 4.5b', message: `${loser.name} is captured by ${winner.name} and stays at ${loser.square}; ${winner.name} is bumped to ${sep.to}` });
    winner.square = sep.to;
  }
  loser.days = 0;
  for (const l of loser.losses) l.duringDay = 0;
  return notes;
}

/** 004 4.5c: a partially converted army that loses a battle is liberated to its original side. */
export function liberate(army: Army): void {
  if (!army.partiallyConverted || !army.originalTeam) return;
  army.team = army.originalTeam;
  army.factions = [...(army.originalFactions ?? army.factions)];
  army.partiallyConverted = false;
}

/**
 * 004 6.3.2: with fewer than 5 Raiders on the map, one d20 each update: spawn on 1 with 3-4
 * Raiders, 1-2 with 2, 1-3 with 0-1; a spawned Raider is rank 2/2 on 1-7 of a second d20, else 1/1.
 * It is placed at random on an empty square not next to a base, portal or town (6.3.1).
 */
export function raiderSpawn(round: Round, rng: SeededRandom): Army | null {
  const raiders = round.armies.filter((a) => a.mercenaryFaction === 'Raider').length;
  if (raiders >= 5) return null;
  const chance = raiders >= 3 ? 1 : raiders === 2 ? 2 : 3;
  if (rng.roll(20, `raider spawn (${raiders} Raiders on the map: spawns on 1-${chance}) (004 6.3.2)`) > chance) return null;
  const rank = rng.roll(20, 'spawned raider rank (1-7: 2/2, else 1/1) (004 6.3.2)') <= 7 ? 5 : 6;
  const sites = [...round.bases, ...round.portals, ...round.towns].map((s) => s.square);
  const taken = occupiedSquares(round.armies);
  const free: Square[] = [];
  for (let r = 1; r <= ROWS; r++) for (let c = 0; c < COLUMNS.length; c++) {
    const s = squareAt(r, c)!;
    if (taken.has(s) || sites.includes(s) || surroundingSquares(s).some((n) => sites.includes(n))) continue;
    free.push(s);
  }
  if (!free.length) return null;
  const square = rng.choose(free, 'square for the spawned raider (004 6.3.2)');
  let n = raiders + 1;
  while (round.armies.some((a) => a.name === `Raider ${n}`)) n++;
  const sizes = rank === 5 ? [2, 3, 4, 5] : [1, 2, 3, 4];
  const caps = [5000, 2500, 1500, 1000];
  return {
    name: `Raider ${n}`, team: 'Mercenary', mercenaryFaction: 'Raider', rank, factions: [], square, days: 0, losses: [],
    slots: sizes.map((s, i) => [{ name: `Raider ${s}/${s}`, power: s, toughness: s, colours: [], count: caps[i]!, full: caps[i]! }]),
  };
}

/** 004 4.1.2.3: the announcement line of a battle. */
export function battleHeadline(b: BattleRecord): string {
  switch (b.kind) {
    case 'attack': return `${b.attacker} attacks ${b.defender}`;
    case 'intercept': return `${b.attacker} intercepts ${b.defender}`;
    case 'joint': return `Joint Engage: ${b.armies.join(', ')}`;
    case 'pushed': return `${b.armies.join(' vs ')} (loser pushed in, fights again)`;
    default: return `${b.armies.join(' vs ')} (no-attacker)`;
  }
}

/** For a round's site description in an announcement (004 4.1.2.4). */
export function battleSiteName(round: Round, square: Square): string | null {
  const site = siteAt(round, square);
  if (!site) return null;
  return site.kind === 'base' ? `${site.base.name} (${site.base.faction} base)` : site.kind === 'portal' ? `${site.portal.name} (portal)` : `${site.town.name} (town)`;
}

/** 004 4.2.5a: check a battle result before it is stored: both armies fought each other in that square. */
export function battleResultProblems(round: Round, result: BattleResult): BattleNote[] {
  const problems: BattleNote[] = [];
  const winner = round.armies.find((a) => same(a.name, result.winner));
  const loser = round.armies.find((a) => same(a.name, result.loser));
  if (!winner || !loser) return [{ rule: '004 4.2.5a', message: `no army named ${!winner ? result.winner : result.loser}` }];
  if (winner.square !== result.square || loser.square !== result.square) problems.push({ rule: '004 4.2.5a', message: `${winner.name} and ${loser.name} are not both at ${result.square}` });
  if (!areEnemies(winner, loser)) problems.push({ rule: '004 4.2.5a', message: `${winner.name} and ${loser.name} are on the same side` });
  if (!round.battles.some((b) => b.square === result.square)) problems.push({ rule: '004 4.1.1', message: `no battle was announced at ${result.square}` });
  // A joint battle may have two losers, so one result per loser.
  if (round.battleResults.some((r) => r.square === result.square && same(r.loser, result.loser))) problems.push({ rule: '004 4.1.1', message: `a result for ${result.loser} at ${result.square} is already entered` });
  for (const [name, losses] of Object.entries(result.losses)) {
    const army = round.armies.find((a) => same(a.name, name));
    if (!army) { problems.push({ rule: '004 4.2.5a', message: `losses for unknown army ${name}` }); continue; }
    for (const [creature, n] of Object.entries(losses)) {
      if (!army.slots.flat().some((c) => same(c.name, creature))) problems.push({ rule: '004 4.2.5a', message: `${army.name} has no creature ${creature}` });
      if (!Number.isInteger(n) || n < 0) problems.push({ rule: '004 4.2.5a', message: `${creature}: ${n} is not a number of troops` });
    }
  }
  // 004 4.2.6: an army that runs away causes no damage and always takes some (reduced) damage.
  if (result.ranAway !== undefined) {
    const total = (name: string) => Object.entries(result.losses).filter(([army]) => same(army, name)).reduce((n, [, l]) => n + Object.values(l).reduce((m, x) => m + x, 0), 0);
    if (!same(result.ranAway, loser.name)) problems.push({ rule: '004 4.2.6', message: `${result.ranAway} is not the army that left the battle; the army that runs away is the loser (${loser.name})` });
    else {
      if (total(winner.name) > 0) problems.push({ rule: '004 4.2.6', message: `${loser.name} ran away and causes no damage, but ${winner.name} is entered as losing ${total(winner.name)} troops` });
      if (total(loser.name) === 0) problems.push({ rule: '004 4.2.6', message: `${loser.name} ran away: at least some damage is always done to it, and none is entered` });
    }
  }
  if (result.outcome === 'capture' && !isLowestTwoRanks(loser.rank)) problems.push({ rule: '004 4.5a', message: `${loser.name} cannot be captured (only Lt/Centurion and Lt Cmdr/CPL armies)` });
  return problems;
}
