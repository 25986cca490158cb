// Playing the phase waiting for orders from the record alone, exactly as the workspace does at
// Adjudicate and Commit: read this slot's mails, carry the movement mail's conditional orders into
// a retreat or adjustment phase (000 D.II(5)b), apply the set rule and the GM's choices
// (000 D.III(3)), NMR who sent nothing, adjudicate, and say what the commit will hold. The
// workspace runs the same steps through the worker one by one; the CLI runs them in one go.
import { adjudicate, type EngineResult } from '../adjudicate';
import { getProfile } from '../houseRules';
import type { GameInfo } from '../intake/index';
import { phaseName } from '../phases';
import type { SendingChoice } from '../turnOrders';
import type { Position } from '../types';
import { getVariant } from '../variants';
import type { CommitDraft } from './commitRecord';
import { deadlineOf } from './deadlines';
import { gameInfoOf } from './gameInfo';
import type { GameLog } from './gameLog';
import { slotOf, type CommittedPhase } from './history';
import { phaseInbox, type ConditionalSuggestion, type PhaseInbox } from './inbox';
import { carriedConditionalOrders, readPhaseMail, type LaterMail, type MailText } from './phaseMail';
import { droppedCarried, withoutDropped } from './carriedDrops';
import { phaseStateOf, type GameHeader, type PhaseState } from './phaseState';

/** The set rule the GM stated (000 D.III(3)a or b), as the engine and the inbox take it. */
export function setRuleOf(state: Pick<PhaseState, 'setup'>): 'merge-per-unit' | 'last-replaces' {
  return state.setup.policies.multipleSets === 'merge-per-unit' ? 'merge-per-unit' : 'last-replaces';
}

/** Where a retreat or adjustment phase's conditional orders come from: the last movement phase's mail. */
export interface ConditionalSource {
  movement: CommittedPhase;
  game: GameInfo;
  movementPosition: Position;
  /** The movement phase's mails its adjudication used, oldest first. */
  inputs: MailText[];
  choices: SendingChoice[];
  /** The fall retreat phase played since, whose mail may carry the winter's orders sent early (000 D.II(5)b). */
  later: LaterMail[];
}

/**
 * The movement phase whose mail may carry orders for the phase now open, with what reading it
 * needs: its mails that counted, read against the board they were written for and with that
 * phase's deadline, so a late set's conditional lines do not count. Null in a movement phase.
 */
export function conditionalSourceOf(game: GameHeader, state: PhaseState, log: GameLog): ConditionalSource | null {
  if (state.position.phase.type === 'movement') return null;
  const at = state.line.map((c) => c.position.phase.type).lastIndexOf('movement');
  if (at < 0) return null;
  // Each phase's mails its adjudication used, oldest first, with that phase's deadline.
  const mailsOf = (k: number) => {
    const phase = state.line[k]!;
    const used = new Set(phase.inputs);
    const inputs = (log.mails[slotOf(phase.parent)] ?? []).filter((m) => used.has(m.id))
      .sort((a, b) => a.receivedAt - b.receivedAt).map((m) => ({ id: m.id, text: m.text }));
    const deadline = deadlineOf(state.setup.deadlines, state.line.slice(0, k).map((c) => c.position.phase.type));
    return { inputs, game: gameInfoOf(game, state.setup, deadline), choices: log.sendingChoices[slotOf(phase.parent)] ?? [] };
  };
  const movement = state.line[at]!;
  const { inputs, game: info, choices } = mailsOf(at);
  const later: LaterMail[] = [];
  for (let k = at + 1; k < state.line.length; k++) {
    const phase = state.line[k]!;
    if (phase.position.phase.type !== 'retreat') continue;
    later.push({ phase: phase.phase, position: phase.position, ...mailsOf(k) });
  }
  return { movement, game: info, movementPosition: movement.position, inputs, choices, later };
}

/** What the commit of an adjudicated phase holds: the board, the orders used, the results and who committed. */
export function commitDraftOf(head: string | null, state: Pick<PhaseState, 'position' | 'edits'>, inbox: Pick<PhaseInbox, 'orders' | 'nmr' | 'statuses'>, result: EngineResult, who: string): CommitDraft {
  return {
    parent: head, phase: phaseName(state.position.phase), position: state.position,
    orders: inbox.orders, results: result.results, notices: result.notices, next: result.next, nmr: inbox.nmr,
    edits: state.edits.map((e) => e.id), inputs: inbox.statuses.flatMap((s) => s.inputs), who,
  };
}

/** Whether the GM already answered "adjudicate anyway" to exactly these questions in this slot. */
export function questionsAnswered(log: GameLog, slot: string, questions: readonly string[]): boolean {
  const last = log.adjudicateAnswers[slot]?.at(-1);
  return last !== undefined && last.answer === 'adjudicate' && JSON.stringify(last.questions) === JSON.stringify(questions);
}

export type PhaseAdjudication =
  /** Adjudicate would ask the GM first (powers about to be NMR'd although mail came, sets in doubt). */
  | { kind: 'questions'; state: PhaseState; inbox: PhaseInbox; questions: string[] }
  | { kind: 'adjudicated'; state: PhaseState; inbox: PhaseInbox; result: EngineResult; draft: CommitDraft; nextPhase: string };

/**
 * The phase waiting for orders, adjudicated from the game's records. Stops with the questions
 * when Adjudicate would ask and the GM has not answered "adjudicate anyway" to exactly them
 * (never silent); the answer is a record, so the caller stores it and calls again.
 */
export async function adjudicatePhase(game: GameHeader, log: GameLog): Promise<PhaseAdjudication> {
  const state = phaseStateOf(game, log);
  const variant = getVariant(game.variant);
  const rule = setRuleOf(state);
  const overrides = { multipleOrderSets: rule };
  const readings = await readPhaseMail(game.variant, state.profile, state.position, gameInfoOf(game, state.setup, state.deadline), state.mails.map((m) => ({ id: m.id, text: m.text })), overrides);
  const source = conditionalSourceOf(game, state, log);
  let conditional: ConditionalSuggestion | null = null;
  if (source) {
    // As in the workspace: no suggestion is better than a wrong one; the phase's own mail still counts.
    try {
      const found = await carriedConditionalOrders(game.variant, state.profile, source.game, source.movementPosition, source.inputs, state.position, source.choices, overrides, source.later);
      // The carried lines the GM dropped (stored GM actions) are not used (carriedDrops.ts).
      conditional = found.choices.length ? withoutDropped({ ...found, from: source.movement.phase }, droppedCarried(log.carriedDrops[state.slot] ?? [])) : null;
    } catch { conditional = null; }
  }
  const powers = variant.powers.map((p) => p.name);
  const inbox = phaseInbox(powers, state.position, state.mails, readings, rule, { profile: state.profile, conditional, choices: log.sendingChoices[state.slot] ?? [], opened: state.opened });
  if (inbox.questions.length && !questionsAnswered(log, state.slot, inbox.questions)) return { kind: 'questions', state, inbox, questions: inbox.questions };
  const result = adjudicate(variant, state.position, inbox.orders, { ...getProfile(state.profile), ...overrides }, { nmr: inbox.nmr });
  const draft = commitDraftOf(log.head, state, inbox, result, state.setup.gmName || 'GM');
  return { kind: 'adjudicated', state, inbox, result, draft, nextPhase: phaseName(result.next.phase) };
}
