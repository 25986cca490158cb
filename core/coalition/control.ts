// 004 5.2-5.4: the control (Proxy) list. What counts is the list as it stands at the movement lock
// (5.4.2); a change takes effect at the timestamp of its request (5.2.1b); an army not on the list
// belongs to the player of the same name (5.2.1a); nobody may control an army above his rank unless
// he is Evincar/Captain or higher (5.3.1).

import { mayControl, parseRank } from './ranks';
import type { Army, ControlEntry, Player, Round } from './types';

export interface ControlProblem { rule: string; message: string }

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

// Player look-ups happen for every order line; index each players list once (it is not mutated
// during a turn) instead of scanning it every time.
const playerIndex = new WeakMap<Player[], Map<string, Player>>();

export function findPlayer(round: Pick<Round, 'players'>, name: string): Player | undefined {
  let index = playerIndex.get(round.players);
  if (!index || index.size !== round.players.length) {
    index = new Map();
    for (const p of round.players) { const key = p.name.trim().toLowerCase(); if (!index.has(key)) index.set(key, p); }
    playerIndex.set(round.players, index);
  }
  return index.get(name.trim().toLowerCase());
}

/** The entry in force for an army at a time: the latest one whose request time is not after it. */
export function entryAt(entries: ControlEntry[], army: string, time: number): ControlEntry | undefined {
  let best: ControlEntry | undefined;
  for (const e of entries) {
    if (!same(e.army, army)) continue;
    const since = Date.parse(e.since);
    if (Number.isNaN(since) || since > time) continue;
    if (!best || since >= Date.parse(best.since)) best = e;
  }
  return best;
}

/** Is this player a legal controller of the army (same team, rank allows it — 004 5.3.1)? */
export function isLegalController(round: Pick<Round, 'players'>, army: Army, playerName: string): boolean {
  if (army.team === 'Mercenary') return true; // run by the Mercenary Judge (004 6), not a ranked player
  const player = findPlayer(round, playerName);
  if (!player || player.team !== army.team) return false;
  return mayControl(parseRank(player.rank), army.rank);
}

/** Everyone who legally controls the army at `time` (usually the movement lock, 004 5.4.2). */
export function controllersAt(round: Pick<Round, 'players' | 'control'>, army: Army, time: number): string[] {
  const entry = entryAt(round.control.entries, army.name, time);
  const named = entry ? entry.controllers : (findPlayer(round, army.name) ? [army.name] : []);
  return named.filter((p) => isLegalController(round, army, p));
}

/** 004 5.3.1, 5.2.3: problems with the list as it stands at `time`. */
export function checkControlList(round: Round, time: number): ControlProblem[] {
  const problems: ControlProblem[] = [];
  for (const army of round.armies) {
    const entry = entryAt(round.control.entries, army.name, time);
    for (const p of entry?.controllers ?? []) {
      if (!isLegalController(round, army, p)) {
        const player = findPlayer(round, p);
        problems.push({ rule: '004 5.3.1', message: player ? `${p} (${player.rank}, ${player.team}) may not control ${army.name}` : `${p} is not a player` });
      }
    }
  }
  for (const [player, contingency] of Object.entries(round.control.contingencies)) {
    const a = findPlayer(round, player), b = findPlayer(round, contingency);
    if (!a || !b) problems.push({ rule: '004 5.2.3', message: `contingency ${player} -> ${contingency} names someone who is not a player` });
    else if (a.team !== b.team) problems.push({ rule: '004 5.2.3', message: `${contingency} is not on ${player}'s side` });
  }
  return problems;
}

/**
 * 004 5.2.3: who may send a battle strategy for an army: its controllers, and in the last 24 hours
 * before the deadline their contingencies too. The original controller's strat wins if both send.
 */
export function strategyAuthors(round: Round, army: Army, time: number, deadline: number): string[] {
  const controllers = controllersAt(round, army, time);
  if (deadline - time > 24 * 3600_000) return controllers;
  const contingencies = controllers.map((c) => round.control.contingencies[c]).filter((c): c is string => !!c);
  return [...controllers, ...contingencies];
}
