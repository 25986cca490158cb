// Players and the limits on control changes (004 1.1.2, 1.6, 5.1-5.4): factions, screen names,
// activity, who may request changes, namesake and last armies, penalties for posting with an army
// one does not control.

import { controllersAt, entryAt, findPlayer, isLegalController } from './control';
import { parseRank, type RankLevel } from './ranks';
import type { SeededRandom } from '../random';
import { checkComposition } from './composition';
import type { Army, Creature, Faction, Player, Round } from './types';

export interface PlayerProblem { rule: string; message: string }

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const DAY = 24 * 3600_000;

/** 004 1.1.2b: the rank a player holds in a faction: his own in the first he lists, Lt. in the others. */
export function rankInFaction(player: Player, faction: Faction): RankLevel | null {
  const factions = player.factions ?? [];
  if (!factions.includes(faction)) return null;
  return factions[0] === faction ? parseRank(player.rank) : 6;
}

/**
 * 004 1.6: the registered player behind a screen name at a time. A rename registered with the
 * battle judge carries the player's powers to the new name from its timestamp; any other name
 * (a friend's account, a temporary name) is nobody's.
 */
export function registeredName(round: Pick<Round, 'renames'>, screenName: string, time: number): string {
  let name = screenName;
  for (let hop = 0; hop < 10; hop++) {
    const r = (round.renames ?? []).find((x) => same(x.to, name) && Date.parse(x.since) <= time);
    if (!r) break;
    name = r.from;
  }
  return name;
}

/** 004 5.1: active = controls an army, posted within the last 7 days, not declared inactive. */
export function isActivePlayer(round: Round, player: Player, now: number): boolean {
  if (player.declaredInactive && Date.parse(player.declaredInactive) <= now) return false;
  if (!player.lastPosted || now - Date.parse(player.lastPosted) > 7 * DAY) return false;
  return round.armies.some((a) => controllersAt(round, a, now).some((c) => same(c, player.name)));
}

/** 004 5.2.2.1: may this player request control changes for his side? */
export function mayRequestControlChange(round: Round, requester: string): boolean {
  const player = findPlayer(round, requester);
  if (!player) return false;
  const holders = round.control.authority?.[player.team];
  if (holders && holders.length) return holders.some((h) => same(h, requester));
  // With no list recorded, the usual holders: the CP/General and the Praetors/Admirals.
  const level = parseRank(player.rank);
  return level !== null && level <= 2;
}

/** 004 5.2.2.1: the CP/General or a current holder hands change authority to other players (at most 2). */
export function transferAuthority(round: Round, requester: string, newHolders: string[]): PlayerProblem | null {
  const player = findPlayer(round, requester);
  if (!player) return { rule: '004 5.2.2.1', message: `${requester} is not a player` };
  const isLeader = parseRank(player.rank) === 1;
  const holders = round.control.authority?.[player.team] ?? [];
  if (!isLeader && !holders.some((h) => same(h, requester))) return { rule: '004 5.2.2.1', message: `${requester} holds no army change power` };
  if (newHolders.length !== 2) return { rule: '004 5.2.2.1', message: 'exactly two players hold army change power' };
  for (const h of newHolders) if (findPlayer(round, h)?.team !== player.team) return { rule: '004 5.2.2.1', message: `${h} is not on ${player.team}'s side` };
  round.control.authority = { ...(round.control.authority ?? {}), [player.team]: [...newHolders] };
  return null;
}

/** Problems with players and control at a time (004 1.1.2b, 5.2.2.2, 5.3.2, 5.3.3, 5.3.4). */
export function checkPlayers(round: Round, now: number): PlayerProblem[] {
  const problems: PlayerProblem[] = [];
  for (const p of round.players) {
    if ((p.factions?.length ?? 0) > 3) problems.push({ rule: '004 1.1.2b', message: `${p.name} claims ${p.factions!.length} factions; at most 3` });
    // 004 5.3.2: the namesake army stays with its player unless he agreed, or 5.3.1 forbids it.
    const namesake = round.armies.find((a) => same(a.name, p.name));
    if (namesake && !p.namesakePermission && isLegalController(round, namesake, p.name)) {
      const entry = entryAt(round.control.entries, namesake.name, now);
      if (entry && !entry.controllers.some((c) => same(c, p.name))) problems.push({ rule: '004 5.3.2', message: `${namesake.name} was taken from its namesake player without his permission` });
    }
    // 004 5.3.4: an active player's last army cannot be taken away. Only players who were active
    // before (they posted in the last week) and now control nothing are flagged.
    const controls = round.armies.some((a) => controllersAt(round, a, now).some((c) => same(c, p.name)));
    const posted = p.lastPosted && now - Date.parse(p.lastPosted) <= 7 * DAY && !(p.declaredInactive && Date.parse(p.declaredInactive) <= now);
    const level = parseRank(p.rank);
    if (posted && !controls && level !== null) {
      const atOrBelow = round.players.filter((q) => q.team === p.team && (parseRank(q.rank) ?? 0) >= level).length;
      const armiesForThem = round.armies.filter((a) => a.team === p.team && a.rank >= level).length;
      if (atOrBelow <= armiesForThem) problems.push({ rule: '004 5.3.4', message: `${p.name} is active and controls no army; his last army may not be taken (a new one must be found)` });
    }
  }
  // 004 5.2.2.2: a non-compliant set-up accepted by the judge must be legal again within one turn.
  for (const [team, turn] of Object.entries(round.control.acceptedIllegalAtTurn ?? {})) {
    if (turn !== undefined && round.turn > turn + 1) problems.push({ rule: '004 5.2.2.2', message: `${team} had one turn to return to a legal control list (accepted in turn ${turn})` });
  }
  // 004 5.3.3 (armies per player within 2 of the least) is obsolete and deliberately not checked.
  return problems;
}

/**
 * 004 5.4.1b: penalty for posting with an army one does not control: severity x a logged die roll
 * x (100, 50, 25, 10) troops, taken from the four slots in order.
 */
export function controlPenalty(rng: SeededRandom, army: string, severity: number, dieSides = 6): { roll: number; losses: [number, number, number, number] } {
  const roll = rng.roll(dieSides, `penalty die for ${army} (004 5.4.1b)`);
  const f = Math.max(0, severity) * roll;
  return { roll, losses: [100 * f, 50 * f, 25 * f, 10 * f] };
}

/** 004 5.4.1c: a penalty handed down in the last 24 hours before the deadline extends it 24 hours. */
export function strategyDeadlineAfterPenalty(deadline: number, penaltyAt: number): number {
  return deadline - penaltyAt <= DAY && penaltyAt <= deadline ? deadline + DAY : deadline;
}

/** 004 2.5.2.1b: a proxy army is one with no player of its name. */
export function isProxyArmy(round: Pick<Round, 'players'>, armyName: string): boolean {
  return !findPlayer(round, armyName);
}

/**
 * 004 2.6: a new player who has fought 2 battles may personalise one army of rank Lt Cmdr/CPL or
 * lower chosen by his leaders — name, Legend and units, not colours — within 2 turns. The army is
 * not healed: its number of troops alive stays the same.
 */
export function personaliseProblems(round: Round, playerName: string, change: { name?: string; legend?: string; slots?: Creature[][] }): PlayerProblem[] {
  const player = findPlayer(round, playerName);
  const offer = player?.personalise;
  if (!player || !offer) return [{ rule: '004 2.6', message: `${playerName} has no army to personalise` }];
  const problems: PlayerProblem[] = [];
  if ((player.battlesFought ?? 0) < 2) problems.push({ rule: '004 2.6', message: `${playerName} has fought ${player.battlesFought ?? 0} battles; 2 are needed` });
  if (offer.used) problems.push({ rule: '004 2.6', message: 'the one chance to personalise an army has been used' });
  if (round.turn > offer.offeredAtTurn + 2) problems.push({ rule: '004 2.6', message: 'the chance lapsed: it was not used within 2 turns' });
  const army = round.armies.find((a) => same(a.name, offer.army));
  if (!army) return [...problems, { rule: '004 2.6', message: `${offer.army} is no longer on the map` }];
  if (army.rank < 5) problems.push({ rule: '004 2.6', message: `${army.name} is above Lt Cmdr/CPL rank` });
  if (change.name && round.armies.some((a) => a !== army && same(a.name, change.name!))) problems.push({ rule: '004 2.6', message: `another army is already named ${change.name}` });
  if (change.slots) {
    const alive = (slots: Creature[][]) => slots.flat().reduce((n, c) => n + c.count, 0);
    if (alive(change.slots) !== alive(army.slots)) problems.push({ rule: '004 2.6', message: `the army has ${alive(army.slots)} troops alive and must keep that number (no healing)` });
    for (const p of checkCompositionFor(army, change.slots)) problems.push(p);
  }
  return problems;
}

function checkCompositionFor(army: Army, slots: Creature[][]): PlayerProblem[] {
  // Colours stay the army's (004 2.6: "He may not change the army colors").
  return checkComposition({ team: army.team, rank: army.rank, factions: army.factions, slots }).map((p) => ({ rule: p.rule, message: `${army.name}: ${p.message}` }));
}
