// One movement update, end to end (004 3.1): read the thread against the map as it stood, apply the
// battle judge's results for the battles just fought, resolve every move at once, move the losers
// out, count days, heal, destroy bases, check for a winner, roll for a raider, and report it all.

import { SeededRandom, type Roll } from '../random';
import { applyBattleResults } from './battleResults';
import { townDefenderWarnings } from './mercenaries';
import { captureArmy, raiderSpawn, separateLoser } from './battles';
import { collectOrders, movementLock, type LineOutcome } from './collect';
import { checkComposition } from './composition';
import { cloneRound } from './clone';
import { checkWinner, countDaysAndHeal, isEnemySite, mayChangeTroops } from './days';
import { stepsBetween, type Square } from './grid';
import type { InterceptResult } from './intercepts';
import { resolveMovement, type ArmyMovement, type InterceptPlan, type MovePlan } from './resolve';
import { chooseRoute } from './routes';
import type { Sanction } from './sanctions';
import { siteAt } from './sites';
import { parseThread } from './thread';
import { carryOutTransfers } from './transfer';
import type { Army, BattleRecord, Faction, Round } from './types';
import { indexMap } from './validate';

export interface TurnEvent { rule: string; message: string }

export interface TurnReport {
  roundName: string;
  turn: number;
  lock: string;
  outcomes: LineOutcome[];
  movements: ArmyMovement[];
  /** What each intercept order did, and why (004 3.2.3). */
  intercepts: InterceptResult[];
  battles: BattleRecord[];
  events: TurnEvent[];
  days: { army: string; team: Army['team']; square: Square; days: number; site: string | null }[];
  rolls: Roll[];
  /** Sanctions and penalties imposed during this turn (004 1.3, 5.4.1b), posted with the update. */
  sanctions?: Sanction[];
  /** The next turn's battle deadline (ISO), posted with the update (004 3.1f). */
  nextBattleDeadline?: string;
  winner?: { team: 'Phyrexia' | 'Coalition'; rule: string; message: string };
}

export interface TurnOptions {
  /** Seed for the turn's random choices; ignored when `rng` is given. */
  seed?: number;
  /** The seeded generator to draw from (its rolls are listed in the update). */
  rng?: SeededRandom;
  /** The next turn's battle deadline (ISO); by default one week after this one. */
  nextBattleDeadline?: string;
}


export function resolveTurn(input: Round, threadText: string, options: TurnOptions): { next: Round; report: TurnReport } {
  const rng = options.rng ?? new SeededRandom(options.seed ?? 1);
  const firstRoll = rng.rolls.length; // a shared generator may carry earlier rolls
  const round: Round = cloneRound(input);
  round.battles ??= []; round.battleResults ??= []; round.transfers ??= []; round.troopChanges ??= []; round.pendingTransfers ??= [];
  const events: TurnEvent[] = [];
  const lock = movementLock(round);
  // Armies by name; an army removed from round.armies no longer counts as found.
  const byName = new Map(round.armies.map((a) => [a.name.trim().toLowerCase(), a] as const));
  const find = (name: string) => {
    const a = byName.get(name.trim().toLowerCase());
    return a && round.armies.includes(a) ? a : undefined;
  };

  // 1. Orders are judged against the map as it stood when they were posted (004 3.2.2.2).
  const { outcomes, accepted } = collectOrders(round, parseThread(threadText));
  const startSquare = new Map(round.armies.map((a) => [a, a.square] as const));
  const inBattleAtStart = indexMap(round.armies).fighting;
  // 004 1.7.1: armies that had counted 4 days in an enemy base; they destroy it by standing still.
  const destroyers = round.armies.filter((a) => a.days >= 4 && isEnemySite(a, siteAt(round, a.square)));

  // 2. The battle judge's results for the battles fought this turn (004 4.2.5, 4.3, 4.5).
  const { toSeparate, captures, killed } = applyBattleResults(round, find, rng, events);

  // 3. This turn's plans: new orders, else the next leg of a long move (004 3.2.2.3a).
  const plans: MovePlan[] = [];
  const intercepts: InterceptPlan[] = [];
  const lostTargets: InterceptResult[] = [];
  const transfers: { sender: Army; receiver: Army }[] = [];
  const disbanded: Army[] = [];
  const orderFor = new Map(accepted.map((o) => [o.army, o] as const));
  for (const army of round.armies) {
    if (killed.has(army)) continue;
    const o = orderFor.get(army);
    if (o) {
      if (army.longMove) army.longMove = undefined; // a new order replaces any long move in progress
      const body = o.order;
      if (body.kind === 'move') {
        const [from, first, ...later] = body.waypoints as [Square, Square, ...Square[]];
        const path = from === first ? [from] : chooseRoute(from, first, body.route, rng, army.name);
        plans.push({ army, path, kind: body.suffix === 'joint' ? 'joint' : 'move', time: o.time, post: o.post, position: o.position, fromLongMove: false });
        if (later.length) army.longMove = { destinations: later };
      } else if (body.kind === 'intercept') {
        const target = find(body.target);
        if (target) intercepts.push({ army, target, time: o.time });
        else lostTargets.push({ army: army.name, target: body.target, square: army.square, intercepted: false, message: `${army.name} stays at ${army.square} and intercepts nothing: ${body.target} is no longer on the map`, rule: '004 3.2.3.1' });
      } else if (body.kind === 'transfer') {
        const receiver = find(body.target);
        if (receiver) transfers.push({ sender: army, receiver });
      } else if (body.kind === 'disband') {
        disbanded.push(army);
      }
    } else if (army.longMove?.destinations.length && !inBattleAtStart.has(army) && !army.partiallyConverted) {
      const [next, ...rest] = army.longMove.destinations as [Square, ...Square[]];
      if (stepsBetween(army.square, next) > 3) { events.push({ rule: '004 3.2.2.3a', message: `${army.name}'s long move cannot continue from ${army.square} to ${next}; cancelled` }); army.longMove = undefined; continue; }
      plans.push({ army, path: chooseRoute(army.square, next, null, rng, army.name), kind: 'move', time: 0, post: -1, position: 0, fromLongMove: true });
      army.longMove = rest.length ? { destinations: rest } : undefined;
    }
  }
  // 004 6.3.2d: a Raider spends its movement turn disbanding and leaves the map.
  for (const a of disbanded) { killed.add(a); events.push({ rule: '004 6.3.2d', message: `${a.name} disbands and leaves the map` }); }
  round.armies = round.armies.filter((a) => !killed.has(a));

  // 4. Everyone moves at once (004 3.3).
  const movement = resolveMovement(round.armies, plans, intercepts, rng);
  // 004 3.2.3.1: every intercept order is reported with what it did; an intercepting army never
  // moves, so one that stops nothing would otherwise look like an order the judge ignored.
  const interceptResults = [...movement.intercepts, ...lostTargets];
  const acceptedByName = new Map(accepted.map((o) => [o.army.name, o] as const));
  for (const r of interceptResults) {
    const order = acceptedByName.get(r.army);
    const outcome = order && outcomes.find((x) => x.status === 'used' && x.post === order.post && x.line === order.line);
    if (outcome) Object.assign(outcome, { reason: r.message, rule: r.rule });
  }
  const removedNames = new Set(movement.removed.map((r) => r.army));
  for (const r of movement.removed) events.push({ rule: '004 4.3.1', message: `${r.army} has no troops left and is killed by ${r.by} at ${r.square}` });
  events.push(...movement.judgeCalls);
  round.armies = round.armies.filter((a) => !removedNames.has(a.name));
  for (const a of round.armies) a.square = movement.finals.get(a) ?? a.square;
  for (const m of movement.movements) {
    const a = find(m.army);
    if (a?.longMove && m.status !== 'moved') { a.longMove = undefined; events.push({ rule: '004 3.2.2.3b', message: `${a.name}'s long move is cancelled (${m.status} move)` }); }
  }
  const battles: BattleRecord[] = [...movement.battles];
  for (const b of battles) for (const name of b.armies) {
    const a = find(name);
    if (a?.longMove) { a.longMove = undefined; events.push({ rule: '004 3.2.2.3b', message: `${a.name} is engaged; the rest of its long move is cancelled` }); }
  }

  // 5. Transfers (004 3.2.4).
  carryOutTransfers(round, transfers, startSquare, inBattleAtStart, new Set(battles.flatMap((b) => b.armies)), events);

  // 6. The battle judge separates last turn's battles (004 3.1, 4.2.5) and places captures (4.5).
  for (const [winner, loser] of captures) events.push(...captureArmy(round, winner, loser, rng));
  for (const loser of toSeparate) {
    if (!round.armies.includes(loser)) continue;
    const from = loser.square;
    const sep = separateLoser(round, loser, rng);
    loser.square = sep.to;
    events.push({ rule: '004 4.2.5b', message: `${loser.name} lost at ${from} and is moved to ${sep.to}${sep.pushedInto ? `, where it must fight ${sep.pushedInto.name} again` : ''}` });
    if (sep.pushedInto) battles.push({ square: sep.to, armies: [loser.name, sep.pushedInto.name], kind: 'pushed' });
  }
  // 004 4.4c: a winning side of two armies moves one of them out of the square.
  for (const res of round.battleResults) {
    const winner = find(res.winner);
    if (!winner) continue;
    const partners = round.armies.filter((a) => a !== winner && a.square === winner.square && a.team === winner.team);
    if (!partners.length) continue;
    const leaver = rng.choose([winner, ...partners], `which winner leaves ${winner.square} after the joint battle (004 4.4c)`, (a) => a.name);
    const sep = separateLoser(round, leaver, rng);
    events.push({ rule: '004 4.4c', message: `${leaver.name} leaves ${leaver.square} for ${sep.to}` });
    leaver.square = sep.to;
  }
  // Battles that had no result stay on the books.
  for (const b of round.battles) {
    if (round.battleResults.some((r) => r.square === b.square)) continue;
    const still = b.armies.map(find).filter((a): a is Army => !!a && a.square === b.square);
    if (new Set(still.map((a) => a.team)).size > 1 && !battles.some((x) => x.square === b.square)) battles.push({ ...b, armies: still.map((a) => a.name) });
  }

  // 7. Days, healing, conversion (004 1.5, 2.3.1, 4.5c, 6.1.2).
  countDaysAndHeal(round, startSquare, inBattleAtStart, events);

  // 8. Base destruction (004 1.7.1): 4 days counted, then a turn without moving.
  for (const a of destroyers) {
    if (!round.armies.includes(a) || a.square !== startSquare.get(a)) continue;
    const site = siteAt(round, a.square);
    if (site?.kind === 'base') { site.base.destroyed = true; events.push({ rule: '004 1.7.1', message: `${a.name} destroys ${site.base.name} at ${a.square}` }); }
    if (site?.kind === 'portal') { site.portal.destroyed = true; events.push({ rule: '004 1.7.1', message: `${a.name} destroys ${site.portal.name} at ${a.square}` }); }
  }

  // 9. Troop changes sent privately after 2 days at a base or portal (004 2.3.2).
  const destroyedColours: Faction[] = round.bases.filter((b) => b.destroyed).map((b) => b.faction);
  for (const change of round.troopChanges) {
    const army = find(change.army);
    if (!army) { events.push({ rule: '004 2.3.2a', message: `troop change for unknown army "${change.army}"` }); continue; }
    if (!mayChangeTroops(round, army)) { events.push({ rule: '004 2.3.2a', message: `${army.name} has not counted 2 days where it can heal; troop change refused` }); continue; }
    const problems = checkComposition({ team: army.team, rank: army.rank, factions: army.factions, slots: change.slots }, army.team === 'Coalition' ? destroyedColours : [], army.slots);
    if (problems.length) { for (const p of problems) events.push({ rule: p.rule, message: `${army.name}'s troop change refused: ${p.message}` }); continue; }
    army.slots = change.slots; army.losses = [];
    events.push({ rule: '004 2.3.2a', message: `${army.name} changes its troops` });
  }

  events.push(...townDefenderWarnings(round));

  // 10. Winner, raider spawn.
  const win = checkWinner(round);
  if (win) { round.winner = win.winner; events.push({ rule: win.rule, message: `${win.winner} wins: ${win.message}` }); }
  const raider = raiderSpawn(round, rng);
  if (raider) { round.armies.push(raider); events.push({ rule: '004 6.3.2b', message: `a ${raider.rank === 5 ? '2/2' : '1/1'}-rank raider, ${raider.name}, appears at ${raider.square}` }); }

  const nextDeadline = options.nextBattleDeadline ?? new Date(Date.parse(round.battleDeadline) + 7 * 24 * 3600_000).toISOString();
  const report: TurnReport = {
    roundName: round.name, turn: round.turn, lock: new Date(lock).toISOString(),
    outcomes, movements: movement.movements, intercepts: interceptResults, battles, events,
    days: round.armies.map((a) => {
      const site = siteAt(round, a.square);
      return { army: a.name, team: a.team, square: a.square, days: a.days, site: site ? (site.kind === 'base' ? site.base.name : site.kind === 'portal' ? site.portal.name : site.town.name) : null };
    }),
    rolls: rng.rolls.slice(firstRoll),
    nextBattleDeadline: nextDeadline,
    sanctions: (round.sanctions ?? []).filter((x) => x.turn === round.turn),
    winner: win ? { team: win.winner, rule: win.rule, message: win.message } : undefined,
  };
  const next: Round = { ...round, turn: round.turn + 1, battleDeadline: nextDeadline, battles, battleResults: [], transfers: [], troopChanges: [], rolls: rng.rolls.slice(firstRoll) };
  return { next, report };
}
