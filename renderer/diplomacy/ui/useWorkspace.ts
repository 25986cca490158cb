// The data behind one Diplomacy workspace: the game and its log from IndexedDB (live), the
// position waiting for orders (with the GM's live corrections applied), and the intake readings
// of its mails from the worker. Readings are derived, never stored: the mails are stored
// verbatim, so a reload simply reads them again.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo, useState } from 'react';
import { appDb } from '../../storage/db';
import type { GameRow } from '../../storage/types';
import { callCore } from '../../worker/client';
import type { IntakeResult } from '../../worker/api';
import type { Position } from '../../../core/diplomacy/types';
import { readGameLog } from '../gameLog';
import type { GameLog } from '../../../core/diplomacy/record/gameLog';
import type { ConditionalSuggestion, MailInput } from '../../../core/diplomacy/record/inbox';
import { gameInfoOf } from '../../../core/diplomacy/record/gameInfo';
import { phaseStateOf, type PhaseState } from '../../../core/diplomacy/record/phaseState';
import { conditionalSourceOf, setRuleOf } from '../../../core/diplomacy/record/adjudicatePhase';

export interface WorkspaceData extends PhaseState {
  game: GameRow;
  log: GameLog;
}

export function useWorkspaceData(gameId: string): WorkspaceData | null | undefined {
  const loaded = useLiveQuery(async () => {
    const game = await appDb().games.get(gameId);
    if (!game) return null;
    return { game, log: await readGameLog(appDb(), gameId) };
  }, [gameId]);
  return useMemo(() => {
    if (loaded === undefined || loaded === null) return loaded;
    const { game, log } = loaded;
    return { game, log, ...phaseStateOf(game, log) };
  }, [loaded]);
}

/** The mails to read and the board they are read against: the current phase, or one in the history. */
export interface ReadingContext { slot: string; position: Position; mails: MailInput[]; deadline: number | null }

/**
 * Reads a phase's mails in the worker whenever they (or the board) change. A phase with no mail
 * has nothing to read: it is never busy, so the GM can adjudicate it at once with every power
 * NMR'd (000 D.VII(6)(a)) instead of waiting for the worker (perhaps busy with other work) to
 * read nothing.
 */
export function useReadings(data: WorkspaceData | null | undefined, context: ReadingContext | null): { readings: Record<string, IntakeResult>; busy: boolean; error: string | null } {
  const [state, setState] = useState<{ key: string; slot: string | null; readings: Record<string, IntakeResult>; error: string | null }>({ key: '', slot: null, readings: {}, error: null });
  const nothingToRead = context !== null && context.mails.length === 0;
  const key = data && context ? `${context.slot}|${JSON.stringify(context.position.units)}|${context.mails.map((m) => m.id).join(',')}|${JSON.stringify(data.setup)}|${context.deadline}` : '';
  useEffect(() => {
    if (!data || !context || nothingToRead) return;
    let live = true;
    const inputs = context.mails.map((m) => ({ id: m.id, text: m.text }));
    callCore((core) => core.readMail({
      variantId: data.game.variant, profile: data.profile, position: context.position, game: gameInfoOf(data.game, data.setup, context.deadline), inputs,
      ruleOverrides: { multipleOrderSets: data.setup.policies.multipleSets === 'merge-per-unit' ? 'merge-per-unit' : 'last-replaces' },
    })).then(
      (readings) => { if (live) setState({ key, slot: context.slot, readings, error: null }); },
      (error: Error) => { if (live) setState({ key, slot: context.slot, readings: {}, error: error.message }); });
    return () => { live = false; };
    // `key` names everything the reading depends on.
  }, [key]);
  if (nothingToRead) return { readings: {}, busy: false, error: null };
  // While a new mail is being read, keep showing this phase's previous readings (busy stays true,
  // so nothing is adjudicated from them): an empty answer would flash every power as NMR.
  const current = state.key === key || (context !== null && state.slot === context.slot);
  return { readings: current ? state.readings : {}, busy: state.key !== key, error: state.error };
}

/**
 * In a retreat or adjustment phase, the orders the last movement phase's mail gave for it as
 * conditional lines (000 D.II(5)b), chosen by core in the worker (first possible option,
 * 000 D.II(5)c). The mails read are those the movement adjudication used, against the board they
 * were written for and with that phase's deadline, so a late set's conditional lines do not count.
 */
export function useConditionalOrders(data: WorkspaceData | null | undefined): { conditional: ConditionalSuggestion | null; busy: boolean; from: string | null } {
  const [state, setState] = useState<{ key: string; conditional: ConditionalSuggestion | null }>({ key: '', conditional: null });
  const source = data ? conditionalSourceOf(data.game, data, data.log) : null;
  const movement = source?.movement ?? null;
  const key = data && source ? `${data.slot}|${source.movement.id}|${source.later.map((l) => `${l.phase}:${l.inputs.map((i) => i.id).join(',')}`).join(';')}|${JSON.stringify([data.position.units, data.position.dislodged, data.position.centres])}|${JSON.stringify(data.setup)}|${JSON.stringify(source.choices)}` : '';
  useEffect(() => {
    if (!data || !source) return;
    let live = true;
    callCore((core) => core.conditionalOrders({
      variantId: data.game.variant, profile: data.profile, game: source.game, ruleOverrides: { multipleOrderSets: setRuleOf(data) },
      movementPosition: source.movementPosition, inputs: source.inputs, position: data.position, choices: source.choices, later: source.later,
    })).then(
      (found) => { if (live) setState({ key, conditional: found.choices.length ? { ...found, from: source.movement.phase } : null }); },
      // No suggestion is better than a wrong one: the GM still has the mails of this phase.
      () => { if (live) setState({ key, conditional: null }); });
    return () => { live = false; };
    // `key` names everything the suggestion depends on.
  }, [key]);
  if (!key) return { conditional: null, busy: false, from: null };
  // `from` names the movement phase whose mail is read, so the workspace can say what it waits for.
  return { conditional: state.key === key ? state.conditional : null, busy: state.key !== key, from: movement?.phase ?? null };
}
