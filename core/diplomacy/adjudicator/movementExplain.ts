// The GM-readable sentence for each unit's order once the decisions are known: "bounced with
// A Mun, 1 vs 1", "support cut by F Nth", "convoy disrupted: F Eng dislodged", "paradox: ...".
import type { OrderResult } from '../types';
import { clauseFor } from './clauses';
import type { MovementDecisions } from './movementDecisions';
import { CONVOY, describeUnit, HOLD, MOVE, SUPPORT, type MovementPlan, type OrderNote } from './movementOrders';

type Explanation = Omit<OrderResult, 'order'>;

export function explainOrder(
  plan: MovementPlan, decisions: MovementDecisions, i: number, moved: Uint8Array, dislodgedBy: Int32Array,
): Explanation {
  const r = explainDecision(plan, decisions, i, moved, dislodgedBy);
  const by = dislodgedBy[i]!;
  if (by < 0) return r;
  // Never mutate r: the common answers are shared constants.
  const from = describeUnit(plan.units[by]!);
  if (r.success && plan.kind[i] !== MOVE) {
    // A dislodged unit's hold/support/convoy did not stand.
    return { success: false, code: 'dislodged', reason: `dislodged by ${from}`, clause: r.clause, dislodged: true };
  }
  return { success: r.success, code: r.code, reason: `${r.reason}; dislodged by ${from}`, clause: r.clause, dislodged: true };
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
      const toName = board.provinces[plan.dest[i]!]!.name;
      if (moved[i]) {
        const how = plan.convoyed[i] ? ' by convoy' : '';
        const ring = decisions.circular[i] ? ' (circular movement)' : '';
        return { success: true, code: 'moved', reason: `moved${how} to ${toName}${ring}`, clause: note?.clause };
      }
      const failed = explainFailedMove(plan, decisions, i, dislodgedBy);
      if (note?.clause && !failed.clause) failed.clause = note.clause;
      return failed;
    }
    case SUPPORT: {
      if (note) return fromNote(note);
      if (decisions.succeeded(i)) {
        const t = plan.target[i]!;
        const what = plan.holdSupport[i] ? `${describeUnit(units[t]!)} to hold` : `${describeUnit(units[t]!)} to ${board.provinces[plan.dest[i]!]!.name}`;
        return { success: true, code: 'supported', reason: `supported ${what}` };
      }
      const cutter = (plan.attackersInto[plan.prov[i]!] ?? []).find((j) => plan.power[j] !== plan.power[i] && plan.prov[j] !== plan.dest[i]
        && decisions.path(j) && !decisions.convoyExceptionApplies(i, j));
      if (cutter !== undefined) return { success: false, code: 'cut', reason: `support cut by ${describeUnit(units[cutter]!)}` };
      return { success: false, code: 'cut', reason: 'support failed: the supporting unit was dislodged' };
    }
    case CONVOY: {
      if (note) return fromNote(note);
      const a = plan.target[i]!;
      if (decisions.paradox[i]) {
        return { success: false, code: 'paradox', reason: paradoxText(plan), clause: clauseFor(plan.rules, 'paradox') };
      }
      if (decisions.carried(i)) return { success: true, code: 'convoyed', reason: `convoyed ${describeUnit(units[a]!)} to ${board.provinces[plan.dest[i]!]!.name}` };
      if (decisions.succeeded(i)) return { success: false, code: 'disrupted', reason: `the convoy of ${describeUnit(units[a]!)} was disrupted elsewhere` };
      if (dislodgedBy[i]! < 0) return { success: false, code: 'disrupted', reason: 'convoy disrupted: a fleet attacked this river convoy (001 B.I(2)c)', clause: '001 B.I(2)c' };
      return { success: false, code: 'disrupted', reason: 'convoy disrupted: the fleet was dislodged' };
    }
    default:
      return { success: false, code: 'void', reason: 'no effect' };
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
  if (decisions.paradox[i]) return { success: false, code: 'paradox', reason: paradoxText(plan), clause: clauseFor(plan.rules, 'paradox') };
  if (!decisions.path(i)) {
    const note = plan.notes[i];
    if (note?.code === 'no-convoy') return fromNote(note);
    const fleets = plan.boundRoute[i] ?? plan.convoyFleets[i] ?? [];
    if (fleets.some((f) => decisions.paradox[f])) {
      return { success: false, code: 'paradox', reason: paradoxText(plan), clause: clauseFor(plan.rules, 'paradox') };
    }
    const lost = fleets.filter((f) => !decisions.succeeded(f)).map((f) => dislodgedBy[f]! >= 0
      ? `${describeUnit(units[f]!)} dislodged`
      : `${describeUnit(units[f]!)} attacked on the river (001 B.I(2)c)`);
    const bound = plan.boundRoute[i] ? ` (the named route binds: ${clauseFor(plan.rules, 'multi-route') ?? 'named route'})` : '';
    const river = fleets.some((f) => !decisions.succeeded(f) && dislodgedBy[f]! < 0) ? '001 B.I(2)c' : undefined;
    return { success: false, code: 'disrupted', reason: `convoy disrupted: ${lost.join(', ') || 'no route left'}${bound}`, ...(river ? { clause: river } : {}) };
  }
  const attack = decisions.attackStrength(i);
  const k = plan.unitAt[d]!;
  if (k >= 0 && decisions.headToHead(i, k)) {
    const defend = decisions.defendStrength(k);
    if (plan.power[k] === plan.power[i] && attack === 0) return { success: false, code: 'bounced', reason: `cannot dislodge own ${describeUnit(units[k]!)}` };
    if (attack <= defend) return { success: false, code: 'bounced', reason: `lost head-to-head with ${describeUnit(units[k]!)}, ${attack} vs ${defend}` };
  } else if (k >= 0) {
    const hold = decisions.holdStrength(d);
    if (attack === 0 && plan.power[k] === plan.power[i]) return { success: false, code: 'bounced', reason: `cannot dislodge own ${describeUnit(units[k]!)}` };
    if (attack <= hold) return { success: false, code: 'bounced', reason: `bounced with ${describeUnit(units[k]!)}, ${attack} vs ${hold}` };
  }
  for (const j of plan.attackersInto[d] ?? []) {
    if (j === i) continue;
    const prevent = decisions.preventStrength(j);
    if (attack <= prevent) return { success: false, code: 'bounced', reason: `bounced with ${describeUnit(units[j]!)}, ${attack} vs ${prevent}` };
  }
  if (attack === 0 && k >= 0) return { success: false, code: 'bounced', reason: `cannot dislodge ${describeUnit(units[k]!)}: no support from a power other than its own counts` };
  return { success: false, code: 'failed', reason: `failed to move to ${board.provinces[d]!.name}` };
}

function fromNote(note: OrderNote): Explanation {
  return { success: false, code: note.code, reason: note.reason, clause: note.clause };
}
