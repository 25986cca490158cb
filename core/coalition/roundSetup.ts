// 004 2.5: checks on a round's set-up — 7 Coalition bases (one per faction), 5 Phyrexian portals,
// 3 towns, no base closer than 3 squares to an enemy base, exactly 5 Coalition win conditions —
// and on its armies (2.1, 2.2, 2.5.2.1).

import { parseSquare, stepsBetween } from './grid';
import { checkComposition, duplicateLegends } from './composition';
import { parseRank } from './ranks';
import { FACTIONS, type Round } from './types';

export interface SetupProblem { rule: string; message: string }

/** 004 2.5.1.1: "no base is less than 3 squares from an enemy base", measured in orthogonal steps
 *  (the same measure as movement, 3.2.2.1). */
export const MINIMUM_ENEMY_BASE_DISTANCE = 3;

/** 004 2.5.2.1a: most armies per rank level a side may create (Centurion/Lt unlimited). */
const MAX_ARMIES_PER_RANK = [1, 2, 7, 7, 14, Infinity];

export function checkRoundSetup(round: Round): SetupProblem[] {
  const problems: SetupProblem[] = [];
  if (round.terrain.length !== 38 || round.terrain.some((row) => !/^[oipmfs]{14}$/i.test(row))) {
    problems.push({ rule: '004 1.2c', message: 'terrain must be 38 rows of 14 letters (o i p m f s)' });
  }
  for (const site of [...round.bases, ...round.portals, ...round.towns]) {
    if (parseSquare(site.square) !== site.square) problems.push({ rule: '004 1.2a', message: `${site.name}: ${site.square} is not a square` });
  }
  if (problems.length) return problems;
  // 004 1.1.2c: seven bases, one per faction colour.
  if (round.bases.length !== 7) problems.push({ rule: '004 1.1.2c', message: `the Coalition has 7 bases, not ${round.bases.length}` });
  for (const f of FACTIONS) if (round.bases.filter((b) => b.faction === f).length !== 1) problems.push({ rule: '004 1.1.2c', message: `there must be exactly one ${f} base` });
  // 004 1.1.1b: five portals.
  if (round.portals.length !== 5) problems.push({ rule: '004 1.1.1b', message: `Phyrexia has 5 portals, not ${round.portals.length}` });
  // 004 2.5.1.4: three neutral towns.
  if (round.towns.length !== 3) problems.push({ rule: '004 2.5.1.4', message: `there are 3 neutral towns, not ${round.towns.length}` });
  // 004 2.5.1.3: exactly five Coalition bases are win conditions (every portal is one).
  const wins = round.bases.filter((b) => b.winCondition).length;
  if (wins !== 5) problems.push({ rule: '004 2.5.1.3', message: `the Coalition must name exactly 5 bases as Win Conditions, not ${wins}` });
  // 004 2.5.1.1: enemy bases at least 3 squares apart; no two sites on one square.
  for (const b of round.bases) for (const p of round.portals) {
    const d = stepsBetween(b.square, p.square);
    if (d < MINIMUM_ENEMY_BASE_DISTANCE) problems.push({ rule: '004 2.5.1.1', message: `${b.name} (${b.square}) is ${d} squares from the enemy ${p.name} (${p.square}); at least ${MINIMUM_ENEMY_BASE_DISTANCE}` });
  }
  const squares = [...round.bases, ...round.portals, ...round.towns].map((s) => s.square);
  for (const s of new Set(squares)) if (squares.filter((x) => x === s).length > 1) problems.push({ rule: '004 2.5.1.1', message: `two sites share ${s}` });
  // Armies: legal troop lists, at most one legend each, rank counts within 2.5.2.1.
  for (const a of round.armies) {
    if (parseSquare(a.square) !== a.square) problems.push({ rule: '004 1.2a', message: `${a.name}: ${a.square} is not a square` });
    for (const p of checkComposition(a)) problems.push({ rule: p.rule, message: `${a.name}: ${p.message}` });
    if (a.team === 'Coalition' && (a.factions.length < 1 || a.factions.length > 3)) problems.push({ rule: '004 2.2.1.1', message: `${a.name}: a Coalition army is a member of 1 to 3 factions` });
  }
  problems.push(...duplicateLegends(round.armies));
  const names = round.armies.map((a) => a.name.toLowerCase());
  for (const n of new Set(names)) if (names.filter((x) => x === n).length > 1) problems.push({ rule: '004 2.5.2.2', message: `two armies are named ${n}` });
  for (const team of ['Phyrexia', 'Coalition'] as const) {
    for (let level = 1; level <= 6; level++) {
      const count = round.armies.filter((a) => a.team === team && a.rank === level && !a.originalTeam).length;
      if (count > MAX_ARMIES_PER_RANK[level - 1]!) problems.push({ rule: '004 2.5.2.1a', message: `${team} has ${count} armies of rank level ${level}; at most ${MAX_ARMIES_PER_RANK[level - 1]}` });
      // 004 2.5.2.1b: at least one army per player holding the rank, so each can have his own.
      const holders = round.players.filter((p) => p.team === team && parseRank(p.rank) === level).length;
      if (round.turn <= 1 && count < holders) problems.push({ rule: '004 2.5.2.1b', message: `${team} has ${holders} players of rank level ${level} but only ${count} armies of that rank` });
    }
  }
  return problems;
}

/** 004 2.5.2.1a-b: equal armies per rank on both sides at the start of a round (the judge's choice of numbers). */
export function unequalSides(round: Round): SetupProblem[] {
  const problems: SetupProblem[] = [];
  for (let level = 1; level <= 6; level++) {
    const count = (team: string) => round.armies.filter((a) => a.team === team && a.rank === level && !a.originalTeam).length;
    if (count('Phyrexia') !== count('Coalition')) problems.push({ rule: '004 2.5.2.1a', message: `rank level ${level}: Phyrexia ${count('Phyrexia')} armies, Coalition ${count('Coalition')}` });
  }
  return problems;
}

/**
 * 004 2.5.2.3: a Coalition army starts by one of its member bases (the judge drops it near the
 * base): the nearest base to its starting square must be of one of its colours.
 */
export function checkStartPlacement(round: Round): SetupProblem[] {
  const problems: SetupProblem[] = [];
  for (const a of round.armies) {
    if (a.team !== 'Coalition' || !round.bases.length) continue;
    const nearest = [...round.bases].sort((x, y) => stepsBetween(a.square, x.square) - stepsBetween(a.square, y.square))[0]!;
    if (!a.factions.includes(nearest.faction)) problems.push({ rule: '004 2.5.2.3', message: `${a.name} starts by ${nearest.name}, not a base of its colours (${a.factions.join(', ')})` });
  }
  return problems;
}
