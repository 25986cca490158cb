// The GM-readable sentence for each unit's order once the decisions are known: "bounced with
// A Mun, 1 vs 1", "support cut by F Nth", "convoy disrupted: F Eng dislodged", "paradox: ...".
import type { OrderResult } from '../types';
import { clauseFor } from './clauses';
import type { MovementDecisions } from './movementDecisions';
import { HOLD, MOVE, SUPPORT, type MovementPlan, type OrderNote, unitName } from './movementOrders';

type Explanation = Omit<OrderResult, 'order'>;

/** Valid only until the next call: copy it into the result at once. */
export function explainOrder(
  plan: MovementPlan, decisions: MovementDecisions, i: number, moved: Uint8Array, dislodgedBy: Int32Array,
): Explanation {
  const r = explainDecision(plan, decisions, i, moved, dislodgedBy);
  const by = dislodgedBy[i]!;
  if (by < 0) return r;
  // r may be a shared constant (never mutate it) or the rewritten `current` (read before `said`).
  const from = unitName(plan, by);
  if (r.success && plan.kind[i] !== MOVE) {
    // A dislodged unit's hold/support/convoy did not stand.
    return said(false, 'dislodged', `dislodged by ${from}`, r.clause, true);
  }
  return said(r.success, r.code, `${r.reason}; dislodged by ${from}`, r.clause, true);
}

const HELD: Explanation = Object.freeze({ success: true, code: 'held', reason: 'held' });
const UNORDERED: Explanation = Object.freeze({ success: true, code: 'held', reason: 'no order: holds' });

function explainDecision(plan: MovementPlan, decisions: MovementDecisions, i: number, moved: Uint8Array, dislodgedBy: Int32Array): Explanation {
  const note = plan.notes[i];
  const { board, units } = plan;
  switch (plan.kind[i]) {
    case HOLD:
      if (note) return fromNote(note);
      return plan.orderOf[i]! < 0 ? UNORDERED : HELD;
    case MOVE: {
      if (moved[i]) {
        const d = plan.dest[i]!;
        const text = plan.convoyed[i] ? board.movedByConvoyTo[d]! : board.movedTo[d]!;
        return said(true, 'moved', decisions.circular[i] ? `${text} (circular movement)` : text, note?.clause);
      }
      const failed = explainFailedMove(plan, decisions, i, dislodgedBy);
      if (note?.clause && !failed.clause) failed.clause = note.clause;
      return failed;
    }
    case SUPPORT: {
      if (note) return fromNote(note);
      if (decisions.succeeded(i)) {
        const t = plan.target[i]!;
        const what = plan.holdSupport[i] ? `${unitName(plan, t)} to hold` : `${unitName(plan, t)} to ${board.provinces[plan.dest[i]!]!.name}`;
        return said(true, 'supported', `supported ${what}`);
      }
      const cutter = supportCutter(plan, decisions, i);
      if (cutter >= 0) return said(false, 'cut', `support cut by ${unitName(plan, cutter)}`);
      return said(false, 'cut', 'support failed: the supporting unit was dislodged');
    }
    default: {
      // CONVOY: a plan's kind is one of the four (movementOrders reads every order as one).
      if (note) return fromNote(note);
      const a = plan.target[i]!;
      if (decisions.paradox[i]) {
        return said(false, 'paradox', paradoxText(plan), clauseFor(plan.rules, 'paradox'));
      }
      if (decisions.carried(i)) return said(true, 'convoyed', `convoyed ${unitName(plan, a)} to ${board.provinces[plan.dest[i]!]!.name}`);
      if (decisions.succeeded(i)) return said(false, 'disrupted', `the convoy of ${unitName(plan, a)} was disrupted elsewhere`);
      if (dislodgedBy[i]! < 0) return said(false, 'disrupted', 'convoy disrupted: a fleet attacked this river convoy (001 B.I(2)c)', '001 B.I(2)c');
      return said(false, 'disrupted', 'convoy disrupted: the fleet was dislodged');
    }
  }
}

function paradoxText(plan: MovementPlan): string {
  return plan.rules.paradoxRule === 'szykman'
    ? 'paradox: Szykman rule, the convoy fails and the convoyed army has no effect'
    : 'paradox: every unit in the paradox holds';
}

function explainFailedMove(plan: MovementPlan, decisions: MovementDecisions, i: number, dislodgedBy: Int32Array): Explanation {
  const { board, units } = plan;
  const d = plan.dest[i]!;
  if (decisions.paradox[i]) return said(false, 'paradox', paradoxText(plan), clauseFor(plan.rules, 'paradox'));
  if (!decisions.path(i)) return explainDisruptedConvoy(plan, decisions, i, dislodgedBy);
  const attack = decisions.attackStrength(i);
  const k = plan.unitAt[d]!;
  // With a path, an attack of 0 is a move onto the mover's own unit, which stays (002 BT21a; DATC
  // 5.B.8): every other attack counts the mover itself.
  if (attack === 0) return said(false, 'bounced', `cannot dislodge own ${unitName(plan, k)}`);
  if (k >= 0 && decisions.headToHead(i, k)) {
    const defend = decisions.defendStrength(k);
    if (attack <= defend) return said(false, 'bounced', `lost head-to-head with ${unitName(plan, k)}, ${attack} vs ${defend}`);
  } else if (k >= 0) {
    const hold = decisions.holdStrength(d);
    if (attack <= hold) return said(false, 'bounced', `bounced with ${unitName(plan, k)}, ${attack} vs ${hold}`);
  }
  for (let j = plan.firstAttacker[d]!; j >= 0; j = plan.nextAttacker[j]!) {
    if (j === i) continue;
    const prevent = decisions.preventStrength(j);
    if (attack <= prevent) return said(false, 'bounced', `bounced with ${unitName(plan, j)}, ${attack} vs ${prevent}`);
  }
  return said(false, 'failed', `failed to move to ${board.provinces[d]!.name}`);
}

// The helpers below hold this file's closures and searches, apart from the functions called for
// every unit: a closure in a function makes V8 allocate a context for what it captures on every
// call, even on the paths that never create it.

/** The foreign unit whose attack cut support i, or -1 (the supporter was dislodged instead). */
function supportCutter(plan: MovementPlan, decisions: MovementDecisions, i: number): number {
  for (let j = plan.firstAttacker[plan.prov[i]!]!; j >= 0; j = plan.nextAttacker[j]!) {
    if (plan.powerOf[j] !== plan.powerOf[i] && plan.prov[j] !== plan.dest[i] && decisions.path(j) && !decisions.convoyExceptionApplies(i, j)) return j;
  }
  return -1;
}

/** A convoyed move left without a route: which fleets failed it, and why. */
function explainDisruptedConvoy(plan: MovementPlan, decisions: MovementDecisions, i: number, dislodgedBy: Int32Array): Explanation {
  const { units } = plan;
  const note = plan.notes[i];
  if (note?.code === 'no-convoy') return fromNote(note);
  const fleets = plan.boundRoute[i] ?? plan.convoyFleets[i] ?? [];
  if (fleets.some((f) => decisions.paradox[f])) {
    return said(false, 'paradox', paradoxText(plan), clauseFor(plan.rules, 'paradox'));
  }
  const lost = fleets.filter((f) => !decisions.succeeded(f)).map((f) => dislodgedBy[f]! >= 0
    ? `${unitName(plan, f)} dislodged`
    : `${unitName(plan, f)} attacked on the river (001 B.I(2)c)`);
  const bound = plan.boundRoute[i] ? ` (the named route binds: ${clauseFor(plan.rules, 'multi-route') ?? 'named route'})` : '';
  const river = fleets.some((f) => !decisions.succeeded(f) && dislodgedBy[f]! < 0) ? '001 B.I(2)c' : undefined;
  return said(false, 'disrupted', `convoy disrupted: ${lost.join(', ') || 'no route left'}${bound}`, river);
}

function fromNote(note: OrderNote): Explanation {
  return said(false, note.code, note.reason, note.clause);
}

/**
 * The explanation of the order being explained. One object is rewritten for every order: the
 * caller copies it into the order's result at once (movement.ts withOrder), so a phase does not
 * allocate an explanation per order on top of the result itself.
 */
const current: Explanation = { success: false, code: '', reason: '', clause: undefined, dislodged: undefined };

function said(success: boolean, code: string, reason: string, clause?: string, dislodged?: boolean): Explanation {
  current.success = success;
  current.code = code;
  current.reason = reason;
  current.clause = clause;
  current.dislodged = dislodged;
  return current;
}
