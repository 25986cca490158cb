// 004 1.3 and 5.4.1: the judges' sanctions, kept on the round's record for good. A sanction is the
// battle judge's to decide (1.3: "up to the discretion of the judge", on the player or his team,
// "through loss of troops or similar"); Adjutant records who, when, why and what it cost, applies
// any troop losses, and posts it. The penalty for posting with an army one does not control
// (5.4.1b) is the one sanction with a formula: severity x a logged die roll x (100, 50, 25, 10)
// troops from the four slots; imposed in the last 24 hours before the battle deadline it gives the
// real controller 24 more hours to rewrite his strategy (5.4.1c).

import type { Roll } from '../random';
import { SeededRandom } from '../random';
import { controllersAt } from './control';
import { forumTime } from './forumTime';
import { controlPenalty, strategyDeadlineAfterPenalty } from './players';
import type { Army, Round } from './types';

export interface Sanction {
  /** 'control-penalty': 004 5.4.1b; 'sanction': any other sanction of 004 1.3. */
  kind: 'control-penalty' | 'sanction';
  /** The player reprimanded or sanctioned. */
  player: string;
  /** The team, when the sanction falls on it as well (004 1.3). */
  team?: 'Phyrexia' | 'Coalition';
  /** The army that loses troops, if any. */
  army?: string;
  /** When the judge imposed it (ISO) and in which turn. */
  at: string;
  turn: number;
  reason: string;
  /** 004 5.4.1b: the severity factor and the logged die. */
  severity?: number;
  roll?: Roll;
  /** Troops lost, per creature, as applied. */
  losses?: Record<string, number>;
  /** 004 5.4.1c: the battle whose strategy deadline moved 24 hours, and from/to (ISO). */
  extension?: { square: string; from: string; to: string };
}

export interface SanctionProblem { rule: string; message: string }

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Take `amount` troops from one slot, the creatures with most alive first; returns creature -> lost. */
function takeFromSlot(army: Army, slot: number, amount: number): Record<string, number> {
  const taken: Record<string, number> = {};
  let left = amount;
  const creatures = [...(army.slots[slot] ?? [])].sort((a, b) => b.count - a.count);
  for (const c of creatures) {
    if (left <= 0) break;
    const lost = Math.min(left, c.count);
    if (lost <= 0) continue;
    c.count -= lost; left -= lost;
    army.losses.push({ creature: c.name, slot, amount: lost, duringDay: army.days });
    taken[c.name] = (taken[c.name] ?? 0) + lost;
  }
  return taken;
}

export interface PenaltyRequest {
  army: string;
  /** The player who posted or sent a strategy for the army without controlling it. */
  player: string;
  severity: number;
  at: string;
  reason?: string;
  /** Sides of the penalty die (the seed does not say; 6 unless the judge says otherwise). */
  dieSides?: number;
}

/**
 * 004 5.4.1b-c: impose the optional penalty on `round` (changed in place): the die is rolled on
 * `rng` and logged; the army loses severity x roll x (100, 50, 25, 10) from its four slots (no
 * more than it has); if it is in a battle whose strategy deadline is within 24 hours, that deadline
 * moves 24 hours later. Returns the problems instead when the penalty cannot apply.
 */
export function imposeControlPenalty(round: Round, request: PenaltyRequest, rng: SeededRandom): { sanction: Sanction } | { problems: SanctionProblem[] } {
  const problems: SanctionProblem[] = [];
  const army = round.armies.find((a) => same(a.name, request.army));
  const at = Date.parse(request.at);
  if (!army) problems.push({ rule: '004 5.4.1b', message: `no army named ${request.army}` });
  if (!request.player.trim()) problems.push({ rule: '004 5.4.1b', message: 'name the player who acted for the army' });
  if (!(Number.isFinite(request.severity) && request.severity > 0)) problems.push({ rule: '004 5.4.1b', message: `the severity factor must be a number above 0, not ${request.severity}` });
  if (Number.isNaN(at)) problems.push({ rule: '004 5.4.1b', message: `"${request.at}" is not a time` });
  const sides = request.dieSides ?? 6;
  if (!Number.isInteger(sides) || sides < 2 || sides > 100) problems.push({ rule: '004 5.4.1b', message: `a d${sides} is not a die` });
  if (army && !Number.isNaN(at) && controllersAt(round, army, at).some((c) => same(c, request.player))) {
    problems.push({ rule: '004 5.4.1a', message: `${request.player} controls ${army.name}; the penalty is for acting with an army one does not control` });
  }
  if (problems.length || !army) return { problems };

  const { roll, losses: perSlot } = controlPenalty(rng, army.name, request.severity, sides);
  const losses: Record<string, number> = {};
  perSlot.forEach((amount, slot) => {
    for (const [name, n] of Object.entries(takeFromSlot(army, slot, Math.floor(amount)))) losses[name] = (losses[name] ?? 0) + n;
  });
  const sanction: Sanction = {
    kind: 'control-penalty', player: request.player, army: army.name, at: new Date(at).toISOString(), turn: round.turn,
    reason: request.reason?.trim() || `${request.player} acted for ${army.name}, which he does not control`,
    severity: request.severity, roll: rng.rolls[rng.rolls.length - 1]!, losses,
  };
  void roll;
  // 004 5.4.1c: the real controller gets 24 more hours if the army is in battle and the penalty
  // comes in the last 24 hours before that battle's strategy deadline.
  const battle = round.battles.find((b) => b.armies.some((n) => same(n, army.name)));
  if (battle) {
    const deadline = Date.parse(battle.deadline ?? round.battleDeadline);
    const moved = strategyDeadlineAfterPenalty(deadline, at);
    if (moved !== deadline) {
      sanction.extension = { square: battle.square, from: new Date(deadline).toISOString(), to: new Date(moved).toISOString() };
      battle.deadline = sanction.extension.to;
    }
  }
  round.sanctions = [...(round.sanctions ?? []), sanction];
  return { sanction };
}

export interface SanctionRequest {
  player: string;
  reason: string;
  at: string;
  team?: 'Phyrexia' | 'Coalition';
  army?: string;
  losses?: Record<string, number>;
}

/** 004 1.3: record any other sanction the battle judge imposes, applying its troop losses. */
export function imposeSanction(round: Round, request: SanctionRequest): { sanction: Sanction } | { problems: SanctionProblem[] } {
  const problems: SanctionProblem[] = [];
  const at = Date.parse(request.at);
  if (!request.player.trim()) problems.push({ rule: '004 1.3', message: 'name the player sanctioned' });
  if (!request.reason.trim()) problems.push({ rule: '004 1.3', message: 'a sanction needs its reason on the record' });
  if (Number.isNaN(at)) problems.push({ rule: '004 1.3', message: `"${request.at}" is not a time` });
  const army = request.army ? round.armies.find((a) => same(a.name, request.army!)) : undefined;
  if (request.army && !army) problems.push({ rule: '004 1.3', message: `no army named ${request.army}` });
  const losses = request.losses ?? {};
  if (Object.keys(losses).length && !army) problems.push({ rule: '004 1.3', message: 'troop losses need the army that loses them' });
  for (const [creature, n] of Object.entries(losses)) {
    const c = army?.slots.flat().find((x) => same(x.name, creature));
    if (army && !c) problems.push({ rule: '004 1.3', message: `${army.name} has no creature ${creature}` });
    if (!Number.isInteger(n) || n <= 0) problems.push({ rule: '004 1.3', message: `${creature}: ${n} is not a number of troops` });
    else if (c && n > c.count) problems.push({ rule: '004 1.3', message: `${army!.name} has only ${c.count} ${c.name}` });
  }
  if (problems.length) return { problems };
  const applied: Record<string, number> = {};
  if (army) {
    army.slots.forEach((slot, i) => slot.forEach((c) => {
      const n = Object.entries(losses).find(([name]) => same(name, c.name))?.[1];
      if (!n) return;
      c.count -= n;
      army.losses.push({ creature: c.name, slot: i, amount: n, duringDay: army.days });
      applied[c.name] = n;
    }));
  }
  const sanction: Sanction = {
    kind: 'sanction', player: request.player.trim(), at: new Date(at).toISOString(), turn: round.turn, reason: request.reason.trim(),
    ...(request.team ? { team: request.team } : {}), ...(army ? { army: army.name } : {}), ...(Object.keys(applied).length ? { losses: applied } : {}),
  };
  round.sanctions = [...(round.sanctions ?? []), sanction];
  return { sanction };
}

/** One line of the record, as posted: who, when, why, the die and what it cost. */
export function describeSanction(s: Sanction): string {
  const lost = s.losses && Object.keys(s.losses).length ? `; ${s.army} loses ${Object.entries(s.losses).map(([c, n]) => `${n} ${c}`).join(', ')}` : '';
  const who = `${s.player}${s.team ? ` (and the ${s.team} team)` : ''}`;
  if (s.kind === 'control-penalty') {
    const die = s.roll ? `severity ${s.severity} x d${s.roll.sides} = ${s.roll.value} x (100, 50, 25, 10)` : `severity ${s.severity}`;
    const ext = s.extension ? `; the battle at ${s.extension.square} gets 24 more hours, strategies now due ${forumTime(s.extension.to)} (004 5.4.1c)` : '';
    return `${forumTime(s.at)}: ${who} reprimanded: ${s.reason}; penalty ${die}${lost}${ext} (004 5.4.1b)`;
  }
  return `${forumTime(s.at)}: ${who} sanctioned: ${s.reason}${lost} (004 1.3)`;
}
