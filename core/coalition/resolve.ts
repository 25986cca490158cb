// 004 3.3 (with 3.2.3 and 3.2.5): where every army ends the turn. All moves are simultaneous
// (3.3.4): armies pass over each other and two armies swapping squares both arrive. Friendly armies
// never share a square (3.3.1): the closer arrives, then the earlier post, then the order written
// first; the others make partial moves, as close as possible, after every intentional move (3.3.2).
// Enemies that end in one square battle.

import { squaresWithin, stepsBetween, type Square } from './grid';
import { areEnemies } from './sites';
import { outOfReach, passesOver, type InterceptResult } from './intercepts';
import { shortestRoutes } from './routes';
import type { SeededRandom } from '../random';
import type { Army, BattleRecord } from './types';

export interface MovePlan {
  army: Army;
  /** The squares walked this turn, start first, destination last. */
  path: Square[];
  kind: 'move' | 'joint';
  time: number; post: number; position: number;
  fromLongMove: boolean;
}

export interface InterceptPlan { army: Army; target: Army; time: number }

export interface ArmyMovement {
  army: string; from: Square; to: Square; intended: Square; path: Square[];
  status: 'moved' | 'partial' | 'intercepted' | 'joint' | 'joint-ignored' | 'stayed';
  note?: string; rule?: string;
}

export interface MovementResult {
  finals: Map<Army, Square>;
  movements: ArmyMovement[];
  battles: BattleRecord[];
  /** Empty armies removed when engaged (004 4.3.1). */
  removed: { army: string; by: string; square: Square }[];
  /** What each intercept order did, and why (004 3.2.3). */
  intercepts: InterceptResult[];
  /** Cases the rules do not settle, left to the movement judge (004 3.3.3) and said so in the update. */
  judgeCalls: { rule: string; message: string }[];
}

/** Mercenary factions never fight each other (004 6), so for sharing squares they are one side. */
const side = (a: Army) => a.team;

interface State {
  plan: MovePlan; dest: Square; status: ArmyMovement['status']; forbidden: Set<Square>;
  note?: string; rule?: string;
}

export function resolveMovement(armies: Army[], plans: MovePlan[], intercepts: InterceptPlan[], rng: SeededRandom): MovementResult {
  const start = new Map(armies.map((a) => [a, a.square] as const));
  const states = new Map<Army, State>();
  for (const plan of plans) states.set(plan.army, { plan, dest: plan.path[plan.path.length - 1]!, status: 'moved', forbidden: new Set() });
  const movingAway = (a: Army) => { const s = states.get(a); return !!s && s.dest !== a.square; };
  const destOf = (a: Army) => states.get(a)?.dest ?? a.square;

  // --- 004 3.2.5.2-3.2.5.4: Joint Engage ---
  const jointPairs = new Set<Army>();
  const jointGroups = new Map<string, State[]>();
  for (const s of states.values()) if (s.plan.kind === 'joint') {
    const key = `${s.dest}|${side(s.plan.army)}`;
    jointGroups.set(key, [...(jointGroups.get(key) ?? []), s]);
  }
  const candidates: { group: State[]; time: number; post: number; position: number }[] = [];
  for (const group of jointGroups.values()) {
    const square = group[0]!.dest, team = side(group[0]!.plan.army);
    const members = new Set(group.map((g) => g.plan.army));
    const otherFriend = armies.some((a) => side(a) === team && !members.has(a) && destOf(a) === square);
    const enemyThere = armies.some((a) => side(a) !== team && destOf(a) === square);
    if (group.length !== 2 || otherFriend) {
      for (const g of group) {
        g.dest = g.plan.army.square; g.status = 'joint-ignored'; g.rule = '004 3.2.5.3b';
        g.note = group.length !== 2 ? `${group.length} armies of its side posted Joint Engage on ${square}; exactly 2 are needed` : `another army of its side moves to or stays in ${square}`;
      }
      continue;
    }
    if (!enemyThere) {
      // 004 3.2.5.3a: no enemy enters: both make a normal move there and 3.3.1 decides.
      for (const g of group) { g.plan = { ...g.plan, kind: 'move' }; g.note = 'Joint Engage with no enemy in the square: a normal move'; g.rule = '004 3.2.5.3a'; }
      continue;
    }
    // The timestamp is that of the side's 2nd Joint Engage post for the square (3.2.5.4c).
    const second = [...group].sort((a, b) => a.plan.time - b.plan.time || a.plan.post - b.plan.post || a.plan.position - b.plan.position)[1]!.plan;
    candidates.push({ group, time: second.time, post: second.post, position: second.position });
  }
  candidates.sort((a, b) => a.time - b.time || a.post - b.post || a.position - b.position);
  candidates.forEach((c, i) => {
    for (const g of c.group) {
      if (i === 0) { g.status = 'joint'; jointPairs.add(g.plan.army); g.rule = '004 3.2.5.2'; }
      else { g.status = 'partial'; g.forbidden.add(g.dest); g.note = 'only one Joint Engage battle a turn; an earlier one went through'; g.rule = '004 3.2.5.4c'; }
    }
  });

  // --- 004 3.2.3: intercepts ---
  // Every intercept order gets a result with its reason: the interceptor never moves, so an
  // intercept that stops nothing must still be explained in the update.
  const interceptResults: InterceptResult[] = [];
  const interceptors: { x: Army; a: Army; crossing: number; result: InterceptResult }[] = [];
  for (const ip of intercepts) {
    const x = ip.army, a = ip.target, square = x.square;
    const result: InterceptResult = { army: x.name, target: a.name, square, intercepted: false, message: '', rule: '004 3.2.3.1' };
    interceptResults.push(result);
    const nothing = (why: string) => { result.message = `${x.name} stays at ${square} and intercepts nothing: ${why}`; };
    if (movingAway(x)) { result.message = `${x.name} moves this turn, so it intercepts nothing`; continue; } // the intercept is the army's action; it stays
    if (!areEnemies(x, a)) { nothing(`${a.name} is not an enemy army`); continue; }
    const s = states.get(a);
    if (!s || s.dest === a.square) { nothing(`${a.name} does not move this turn`); continue; }
    if (s.status !== 'moved' && s.status !== 'joint') { nothing(`${a.name} does not make its full move (${s.rule ?? '004 3.3.2'})`); continue; }
    const path = s.plan.path;
    if (path[path.length - 1] === square) { nothing(`${a.name}'s move ${path.join(' - ')} ends on ${square}: a battle there (004 3.3.1a), not an interception`); continue; }
    if (!passesOver(path, square)) { nothing(`${a.name} moves ${path.join(' - ')}, which does not pass over ${square}${outOfReach(a.name, a.square, square)}`); continue; }
    interceptors.push({ x, a, crossing: path.indexOf(square), result });
  }
  // A target crossing two interceptors is stopped by the first one it reaches.
  interceptors.sort((p, q) => p.crossing - q.crossing);
  for (const { x, a, result } of interceptors) {
    const sa = states.get(a)!;
    if (sa.status === 'intercepted') { result.message = `${x.name} stays at ${x.square} and intercepts nothing: ${a.name} was stopped earlier on its way, at ${sa.dest}`; continue; }
    // 004 3.2.3.2: an army B engaging X this turn competes with A; the closer fights X.
    const engagers = [...states.values()].filter((s) => s.dest === x.square && s.plan.army !== a && areEnemies(s.plan.army, x) && s.status !== 'joint-ignored');
    let fighter: Army = a;
    let rivalNote = '';
    if (engagers.length) {
      const b = [...engagers].sort((p, q) => stepsBetween(p.plan.army.square, x.square) - stepsBetween(q.plan.army.square, x.square))[0]!.plan.army;
      const da = stepsBetween(a.square, x.square), db = stepsBetween(b.square, x.square);
      fighter = da < db ? a : db < da ? b : rng.choose([a, b], `equal distance: who fights ${x.name}, intercepting ${a.name} while ${b.name} engages it (004 3.2.3.2)`, (v) => v.name);
      if (fighter === a) {
        rivalNote = ` (${a.name} was ${da === db ? `as close to ${x.name} as ${b.name}, which engaged it, and was chosen at random` : `closer to ${x.name} than ${b.name}, which engaged it`}; 004 3.2.3.2)`;
        for (const e of engagers) { e.status = 'partial'; e.forbidden.add(x.square); e.note = `${a.name} was closer to ${x.name} and fights it`; e.rule = '004 3.2.3.2'; }
      } else {
        sa.note = `${x.name} tried to intercept, but ${b.name} was closer and fights it`; sa.rule = '004 3.2.3.2';
        result.message = `${x.name} stays at ${x.square} and does not stop ${a.name}: ${b.name} engaged ${x.name} from ${da === db ? 'as close (and was chosen at random)' : 'closer'}, so it fights ${x.name}; ${a.name} carries on`;
        result.rule = '004 3.2.3.2';
      }
    }
    if (fighter === a) {
      const cut = sa.plan.path.indexOf(x.square);
      sa.plan = { ...sa.plan, path: sa.plan.path.slice(0, cut + 1) };
      sa.dest = x.square; sa.status = 'intercepted'; sa.note = `intercepted by ${x.name} at ${x.square}`; sa.rule = '004 3.2.3.1';
      result.intercepted = true;
      result.message = `${x.name} intercepts ${a.name} at ${x.square}: ${a.name} stops there and they fight${rivalNote}`;
    }
  }

  // --- 004 3.3.5: Coalition, Phyrexian and mercenary armies entering one square at once ---
  const entering = new Map<Square, State[]>();
  for (const s of states.values()) if (s.dest !== s.plan.army.square && s.status !== 'partial') { const e = entering.get(s.dest); if (e) e.push(s); else entering.set(s.dest, [s]); }
  for (const [square, list] of entering) {
    const teams = new Set(list.map((s) => s.plan.army.team));
    if (teams.has('Coalition') && teams.has('Phyrexia') && teams.has('Mercenary')) {
      for (const s of list) if (s.plan.army.team === 'Mercenary') { s.status = 'partial'; s.forbidden.add(square); s.note = 'Coalition and Phyrexian armies enter and fight; the mercenary gives way'; s.rule = '004 3.3.5'; }
    }
  }

  // --- 004 3.3.1, 3.3.2: friendly armies never share a square ---
  const finals = new Map<Army, Square>();
  const trulyStationary = new Set<Army>();
  const judgeCalls: MovementResult['judgeCalls'] = [];
  for (const a of armies) {
    const s = states.get(a);
    // An army with no move, or whose move ends where it stands (a void Joint Engage), stays put.
    // Every partial move was a move away from the army's square, so none of them is here.
    if (!s || s.dest === a.square) { finals.set(a, a.square); trulyStationary.add(a); }
    else finals.set(a, s.status === 'partial' ? a.square : s.dest);
  }
  const intendedDest = (a: Army) => states.get(a)?.dest ?? a.square;
  // 3.3.1's order among friends bound for one square: an army that stays put keeps it, then the
  // closer, then the earlier post, then the order written first. 3.3.2's priority of intentional
  // moves over partial ones needs no place here: a partial move only ever ends on a square no
  // other army holds (placePartial), so it never meets an intentional move.
  const rank = (a: Army) => {
    const s = states.get(a);
    return [trulyStationary.has(a) ? 0 : 1, stepsBetween(a.square, intendedDest(a)), s?.plan.time ?? 0, s?.plan.post ?? 0, s?.plan.position ?? 0];
  };
  const compare = (a: Army, b: Army) => { const p = rank(a), q = rank(b); for (let i = 0; i < p.length; i++) if (p[i] !== q[i]) return p[i]! - q[i]!; return 0; };

  const placePartial = (a: Army) => {
    const s = states.get(a)!;
    s.status = 'partial';
    if (!s.rule) { s.rule = '004 3.3.1b'; s.note = s.note ?? 'a friendly army with priority takes the square'; }
    const goal = s.dest;
    // Squares held by any other army are out: friendly ones by 3.3.1, enemy ones because a partial
    // move never walks into a battle the player did not announce.
    const taken = new Set<Square>();
    for (const [b, sq] of finals) if (b !== a) taken.add(sq);
    const usable = squaresWithin(a.square, 3).filter((sq) => !taken.has(sq) && !s.forbidden.has(sq));
    if (usable.length === 0) {
      // Nowhere within reach: the army stays, and a friend that moved into its square will make
      // way (3.3.1 as for an army standing still). 3.3.2 leaves partial moves to the judge, so
      // the update says it was his call.
      finals.set(a, a.square); trulyStationary.add(a);
      judgeCalls.push({ rule: '004 3.3.2', message: `${a.name} has no free square within 3 steps for its partial move towards ${goal}, so it stays at ${a.square}; the movement judge may place it otherwise (004 3.3.2, 3.3.3)` });
      return;
    }
    usable.sort((p, q) => stepsBetween(p, goal) - stepsBetween(q, goal)
      || Number(!s.plan.path.includes(p)) - Number(!s.plan.path.includes(q))
      || stepsBetween(a.square, p) - stepsBetween(a.square, q) || (p < q ? -1 : 1));
    finals.set(a, usable[0]!);
  };
  for (const s of states.values()) if (s.status === 'partial') placePartial(s.plan.army);

  // Friends sharing a square: all but the first in 3.3.1's order make partial moves. This ends:
  // a partial move lands on a square no other army holds, so it makes no new shared square; only
  // an army with nowhere to go, sent back to where it stood, can land on a friend (one that moved
  // into its square), and it then stays there for good (it stands still, so it is first there).
  // Each pass either sends an army back for good or is the last to change anything.
  let changed = true;
  while (changed) {
    changed = false;
    const groups = new Map<string, Army[]>();
    for (const [a, sq] of finals) { const key = `${sq}|${side(a)}`; const g = groups.get(key); if (g) g.push(a); else groups.set(key, [a]); }
    for (const members of groups.values()) {
      if (members.length < 2) continue;
      if (members.length === 2 && members.every((m) => jointPairs.has(m))) continue; // 004 3.2.5 exception
      const sorted = [...members].sort(compare);
      for (const loser of sorted.slice(1)) {
        // Two armies that both stand still here were here together already (last turn's battle).
        if (trulyStationary.has(loser)) continue;
        const s = states.get(loser)!;
        s.forbidden.add(finals.get(loser)!);
        jointPairs.delete(loser);
        placePartial(loser);
        changed = true;
      }
    }
  }

  // --- movements ---
  const movements: ArmyMovement[] = [];
  for (const a of armies) {
    const s = states.get(a);
    if (!s) continue;
    const to = finals.get(a)!;
    // A full move ends on its destination (its path's last square) and a partial move never does
    // (every way to one forbids the destination first: 3.2.5.4c, 3.2.3.2, 3.3.5, 3.3.1b), so the
    // status stands as it is and the path is walked as far as where the army ends.
    const path = to === a.square ? [to] : partialPath(s.plan.path, to, a.square);
    movements.push({ army: a.name, from: a.square, to, intended: s.dest, path, status: s.status, note: s.note, rule: s.rule });
  }

  // --- 004 3.3.1a, 4.1.2.3, 4.3.1: battles ---
  const battles: BattleRecord[] = [];
  const removed: MovementResult['removed'] = [];
  const bySquare = new Map<Square, Army[]>();
  for (const [a, sq] of finals) { const here = bySquare.get(sq); if (here) here.push(a); else bySquare.set(sq, [a]); }
  for (const [square, here] of bySquare) {
    // 004 4.3.1: an army with no troops left is killed when engaged; no battle.
    const empty = here.filter((a) => a.slots.flat().every((c) => c.count === 0));
    for (const e of empty) {
      const by = here.find((o) => areEnemies(o, e) && !empty.includes(o));
      if (by) { removed.push({ army: e.name, by: by.name, square }); finals.delete(e); }
    }
    const fighting = here.filter((a) => finals.has(a));
    if (new Set(fighting.map(side)).size < 2) continue;
    // Enemies that are all empty: 4.3.1 kills an empty army engaged by one that can kill it, and
    // says nothing of two empty armies meeting. 3.3.1 still has enemies in one square battle, so
    // the battle is listed, and the judge is told it is his call rather than decided in silence.
    if (fighting.every((a) => empty.includes(a))) {
      judgeCalls.push({ rule: '004 3.3.3', message: `${fighting.map((a) => a.name).join(' and ')} meet at ${square} with no troops left on either side: 004 4.3.1 kills an empty army when it is engaged but does not say what happens when every army in the battle is empty. Listed as a battle (004 3.3.1); the movement judge decides (004 3.3.3)` });
    }
    const stayed = fighting.filter((a) => start.get(a) === square);
    const moved = fighting.filter((a) => start.get(a) !== square);
    const names = fighting.map((a) => a.name);
    const intercepted = moved.find((a) => states.get(a)!.status === 'intercepted');
    if (fighting.some((a) => jointPairs.has(a))) battles.push({ square, armies: names, kind: 'joint' });
    else if (intercepted && stayed.length) battles.push({ square, armies: names, kind: 'intercept', attacker: stayed[0]!.name, defender: intercepted.name });
    else if (stayed.length && moved.length) battles.push({ square, armies: names, kind: 'attack', attacker: moved[0]!.name, defender: stayed[0]!.name });
    else if (moved.length) battles.push({ square, armies: names, kind: 'no-attacker' });
    // Armies already together at the start are last turn's battle; the battle judge separates them.
  }
  return { finals, movements, battles, removed, intercepts: interceptResults, judgeCalls };
}

/** The steps of a partial move: along the planned path as far as it goes, then straight to the square. */
function partialPath(path: Square[], to: Square, from: Square): Square[] {
  const i = path.indexOf(to);
  if (i >= 0) return path.slice(0, i + 1);
  return shortestRoutes(from, to)[0]!;
}
