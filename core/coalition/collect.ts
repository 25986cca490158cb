// 004 3.1, 3.3.6, 5.4: from a parsed thread to one order per army. Posts count until the lock
// (24 hours after the battle deadline, inclusive to the minute); PM'd orders count if sent in the
// last 28 hours before it; an order counts only if its poster controls the army at the lock; two
// legal controllers ordering one army cancel each other; otherwise the last order counts.

import { meantArmy } from './armyNameHint';
import { controllersAt, findPlayer } from './control';
import { registeredName } from './players';
import { interceptForecast, legThisTurn } from './intercepts';
import { garbledOrder } from './garbled';
import { readLine, stripMarkup, type OrderBody } from './orders';
import { shortestRoutes } from './routes';
import { areEnemies } from './sites';
import { checkOrder, indexMap, type MapIndex } from './validate';
import type { ParsedThread, Post } from './thread';
import type { Army, Round } from './types';

export interface LineOutcome {
  post: number; author: string; line: number; text: string;
  status: 'used' | 'rejected' | 'superseded' | 'unused';
  army?: string; reason?: string; rule?: string;
}

export interface AcceptedOrder {
  army: Army; order: OrderBody; poster: string;
  /** Post time (for PMs, when the PM was sent) — the tie-break of 004 3.3.1. */
  time: number; post: number; position: number; line: number; text: string;
}

export const HOUR = 3600_000;

export function movementLock(round: Pick<Round, 'battleDeadline'>): number {
  return Date.parse(round.battleDeadline) + 24 * HOUR;
}

/** 004 3.1b: "5:00 is in, 5:01 is out" — compare whole minutes. */
export function beforeLock(time: number, lock: number): boolean {
  return Math.floor(time / 60000) <= Math.floor(lock / 60000);
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function postProblem(post: Post, lock: number): { reason: string; rule: string } | null {
  if (Number.isNaN(post.time)) return { reason: `cannot read the post time "${post.timeText}"`, rule: '004 3.1b' };
  if (post.viaPm) {
    if (post.time < lock - 28 * HOUR) return { reason: 'a PM\'d order counts only if sent within the last 28 hours before the deadline', rule: '004 3.1c' };
    if (!beforeLock(post.time, lock)) return { reason: 'PM sent after the movement lock', rule: '004 3.1c' };
    return null;
  }
  if (!beforeLock(post.time, lock)) return { reason: 'posted after the movement lock', rule: '004 3.1b' };
  if (post.editedAt !== undefined && (Number.isNaN(post.editedAt) || !beforeLock(post.editedAt, lock))) {
    return { reason: 'edited after the movement lock (the text before the edit is not available)', rule: '004 3.1b' };
  }
  return null;
}

export function collectOrders(round: Round, thread: ParsedThread): { outcomes: LineOutcome[]; accepted: AcceptedOrder[] } {
  const lock = movementLock(round);
  const outcomes: LineOutcome[] = thread.strayLines.map((l) => ({ post: -1, author: '', line: l.number, text: l.text, status: 'unused', reason: 'before the first post header' }));
  const byName = new Map(round.armies.map((a) => [a.name.trim().toLowerCase(), a]));
  const isArmy = (n: string) => byName.has(n.trim().toLowerCase());
  const armyNames = round.armies.map((a) => a.name);
  const candidates: (AcceptedOrder & { outcome: LineOutcome })[] = [];
  const mapIndex = indexMap(round.armies);
  let afterLockEditUsed = false;

  for (const post of thread.posts) {
    const problem = postProblem(post, lock);
    let insideQuote = 0, position = 0;
    for (const line of post.lines) {
      const outcome: LineOutcome = { post: post.index, author: post.author, line: line.number, text: line.text, status: 'unused' };
      outcomes.push(outcome);
      // Quoted text is someone else's post, never an order of this poster.
      const probe = line.text.length > 4000 ? line.text.slice(0, 4000) : line.text; // bounded work on hostile lines
      const opens = (probe.match(/\[quote[^\]]{0,200}\]/gi) ?? []).length, closes = (probe.match(/\[\/quote\]/gi) ?? []).length;
      const quoted = insideQuote > 0 || opens > 0;
      insideQuote = Math.max(0, insideQuote + opens - closes);
      if (quoted) { outcome.reason = 'quoted text'; continue; }
      const reading = readLine(line.text, isArmy);
      if (reading.type === 'not-an-order') {
        // 004 3.1d: a line meant as an order but unreadable is a rejected order, posted with its reason.
        const garbled = garbledOrder(line.text, armyNames);
        if (garbled) Object.assign(outcome, { status: 'rejected', reason: garbled.reason, rule: '004 3.2.2.5a', ...(garbled.army ? { army: garbled.army } : {}) });
        else outcome.reason = reading.reason;
        continue;
      }
      // 004 3.2.2.5b: the army name may be left off when it is the poster's own name.
      const armyName = reading.armyName ?? post.author;
      const army = byName.get(armyName.trim().toLowerCase());
      outcome.army = army?.name ?? armyName;
      if (reading.type === 'bad-order') { Object.assign(outcome, badOrderOutcome(reading, army, armyName, problem, round, mapIndex)); continue; }
      if (!army) { Object.assign(outcome, { status: 'rejected', reason: `no army name given and the poster ${post.author} has no army of that name`, rule: '004 3.2.2.5b' }); continue; }
      let afterLockEdit = false;
      if (problem) {
        // 004 6.3.2f: once a turn the mercenary commander may change ONE Raider's move after the lock.
        if (problem.rule !== '004 3.1b' || Number.isNaN(post.time) || army.mercenaryFaction !== 'Raider') { Object.assign(outcome, { status: 'rejected', ...problem }); continue; }
        if (afterLockEditUsed) { Object.assign(outcome, { status: 'rejected', reason: 'only one Raider move may be changed after the lock each turn', rule: '004 6.3.2f' }); continue; }
        const edit = afterLockRaiderEdit(army, reading.order, mapIndex);
        if ('reason' in edit) { Object.assign(outcome, { status: 'rejected', ...edit }); continue; }
        reading.order = edit.order;
        afterLockEdit = true;
      }
      // 004 1.6: only a registered screen name (or one it was renamed to) acts for a player.
      const poster = registeredName(round, post.author, post.time);
      // 004 5.4.1a, 5.4.2: the poster must control the army per the control list at the lock.
      const controllers = controllersAt(round, army, lock);
      if (!controllers.some((c) => same(c, poster))) {
        const known = !!findPlayer(round, poster) || round.control.entries.some((e) => e.controllers.some((c) => same(c, poster)));
        Object.assign(outcome, known
          ? { status: 'rejected', reason: `${post.author} does not control ${army.name} at the movement lock`, rule: '004 5.4.2' }
          : { status: 'rejected', reason: `${post.author} is not a registered player name; game actions need the registered name`, rule: '004 1.6' });
        continue;
      }
      const bad = checkOrder(round, army, reading.order, mapIndex);
      if (bad) { Object.assign(outcome, { status: 'rejected', ...bad, ...(bad.rule === '004 3.2.1b' ? { reason: bad.reason + RUNNING_AWAY } : {}) }); continue; }
      if (afterLockEdit) afterLockEditUsed = true;
      candidates.push({ army, order: reading.order, poster, time: post.time, post: post.index, position: position++, line: line.number, text: line.text, outcome });
    }
  }

  const accepted: AcceptedOrder[] = [];
  const usedOutcome = new Map<Army, LineOutcome>();
  const byArmy = new Map<Army, typeof candidates>();
  for (const c of candidates) { const list = byArmy.get(c.army); if (list) list.push(c); else byArmy.set(c.army, [c]); }
  for (const [army, list] of byArmy) {
    const posters = new Set(list.map((c) => c.poster.toLowerCase()));
    if (posters.size > 1) {
      // 004 3.3.6a: two or more legal controllers ordered it: all orders ignored, it does not move.
      for (const c of list) Object.assign(c.outcome, { status: 'rejected', reason: `${army.name} was ordered by ${posters.size} of its legal controllers; it ignores all orders and does not move`, rule: '004 3.3.6a' });
      continue;
    }
    // 004 3.3.6b: the last order made by the deadline counts (same post: the one written last).
    const sorted = [...list].sort((a, b) => a.time - b.time || a.post - b.post || a.position - b.position);
    const last = sorted[sorted.length - 1]!;
    for (const c of sorted) {
      if (c === last) c.outcome.status = 'used';
      else Object.assign(c.outcome, { status: 'superseded', reason: 'a later order for this army replaces it', rule: '004 3.3.6b' });
    }
    const { outcome: _unused, ...order } = last;
    accepted.push(order);
    usedOutcome.set(army, last.outcome);
  }
  explainIntercepts(round, accepted, mapIndex, usedOutcome);
  pointToStandingOrders(outcomes, accepted, thread);
  return { outcomes, accepted };
}

/**
 * 004 3.3.6b: of one controller's orders only the last made by the deadline counts — and a line
 * that cannot be used is no order. So a later correction that is rejected (unreadable, late, for a
 * battling army...) leaves the earlier order in force. The rejected line says so, naming the post
 * and the move that stands, so the judge never carries out the earlier order without seeing why.
 */
function pointToStandingOrders(outcomes: LineOutcome[], accepted: AcceptedOrder[], thread: ParsedThread): void {
  const standing = new Map(accepted.map((o) => [o.army.name.trim().toLowerCase(), o] as const));
  for (const o of outcomes) {
    if (o.status !== 'rejected' || !o.army) continue;
    const order = standing.get(o.army.trim().toLowerCase());
    const post = thread.posts[o.post];
    if (!order || !post) continue;
    if (!writtenAfter(post.time, o.post, o.line, order)) continue;
    const from = thread.posts[order.post]!;
    const where = `${from.viaPm ? 'PM' : 'post'} of ${from.timeText}, line ${order.line}`;
    o.reason = `${o.reason ?? 'rejected'}; ${order.army.name}'s earlier order still stands: ${order.poster}'s ${where}, "${stripMarkup(order.text)}" (004 3.3.6b: the last order made by the deadline counts, and this line is not one)`;
  }
}

/** Was this line written after the order? A post whose time cannot be read goes by its place in the thread. */
function writtenAfter(time: number, post: number, line: number, order: AcceptedOrder): boolean {
  if (!Number.isNaN(time) && time !== order.time) return time > order.time;
  return post !== order.post ? post > order.post : line > order.line;
}

/** 004 4.2.6: an army in battle that wants to get away says so in its battle strategy, not with a move. */
const RUNNING_AWAY = ' (running away is asked of the battle judge in the battle strategy, 004 4.2.6)';

/**
 * A line written as an order that cannot be used, with the reason that decides: a post after the
 * lock is out whatever it says (004 3.1b); an army in battle has no move to make (004 3.2.1b); a
 * name that is no army's says which army it probably meant, so the GM sees whose order was lost.
 */
function badOrderOutcome(reading: { reason: string; rule: string }, army: Army | undefined, written: string, problem: { reason: string; rule: string } | null, round: Round, index: MapIndex): Partial<LineOutcome> {
  if (problem) return { status: 'rejected', ...problem };
  if (army && index.fighting.has(army)) {
    return { status: 'rejected', reason: `${army.name} is in battle at ${army.square}; battling is its action this turn${RUNNING_AWAY}; the line also cannot be read: ${reading.reason}`, rule: '004 3.2.1b' };
  }
  if (!army) {
    const meant = meantArmy(written, round.armies);
    if (meant) return { status: 'rejected', army: meant.name, reason: `${reading.reason}; probably meant for ${meant.name}, whose order this line is not (an order names its army exactly)`, rule: reading.rule };
  }
  return { status: 'rejected', reason: reading.reason, rule: reading.rule };
}

/**
 * 004 3.2.3.1: an accepted Intercept keeps the army in its square and does something only if its
 * target's move passes over that square. The verdict says, from this turn's accepted orders,
 * whether it will — so an intercept that cannot happen is never a silent "used".
 */
function explainIntercepts(round: Round, accepted: AcceptedOrder[], index: MapIndex, usedOutcome: Map<Army, LineOutcome>): void {
  const orderOf = new Map(accepted.map((o) => [o.army, o.order] as const));
  for (const o of accepted) {
    if (o.order.kind !== 'intercept') continue;
    const targetName = o.order.target;
    const target = round.armies.find((a) => same(a.name, targetName));
    const outcome = usedOutcome.get(o.army);
    if (!target || !outcome) continue;
    const leg = legThisTurn(target, orderOf.get(target), index.fighting.has(target));
    const engagers = accepted.filter((e) => e.army !== target && areEnemies(e.army, o.army) && e.order.kind === 'move' && e.order.waypoints[1] === o.army.square).map((e) => e.army);
    Object.assign(outcome, interceptForecast(o.army, target, leg, engagers));
  }
}

/**
 * 004 6.3.2f: a Raider's move changed after the lock must try to engage an army and must not pass
 * through any army's current square. Without a route, a shortest route that avoids every army is
 * chosen (the first such); if there is none, the edit is refused.
 */
function afterLockRaiderEdit(army: Army, order: OrderBody, index: MapIndex): { order: OrderBody } | { reason: string; rule: string } {
  if (order.kind !== 'move' || order.waypoints.length !== 2 || (order.suffix !== 'engage' && order.suffix !== 'joint')) {
    return { reason: 'a Raider move changed after the lock must be an attempt to engage an army', rule: '004 6.3.2f' };
  }
  const [from, to] = order.waypoints as [string, string];
  const occupied = (sq: string) => (index.bySquare.get(sq) ?? []).some((a) => a !== army);
  if (!occupied(to)) return { reason: `${to} holds no army to engage`, rule: '004 6.3.2f' };
  const routes = order.route ? [order.route] : shortestRoutes(from, to);
  const clear = routes.find((r) => r.slice(1, -1).every((sq) => !occupied(sq)));
  if (!clear) return { reason: 'the changed move would pass through another army\'s square', rule: '004 6.3.2f' };
  return { order: { ...order, route: clear } };
}
