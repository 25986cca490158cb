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
import { getVariant } from '../../../core/diplomacy/variants';
import { initialPosition } from '../../../core/diplomacy/position';
import { takenOverOf } from '../model/takenOver';
import { tryParsePhaseName } from '../../../core/diplomacy/phases';
import type { ProfileId } from '../../../core/diplomacy/houseRules';
import type { GameInfo } from '../../../core/diplomacy/intake/index';
import type { Position } from '../../../core/diplomacy/types';
import { readGameLog, type GameLog } from '../gameLog';
import { applyEdits, liveEdits, type EditEntry } from '../model/editLog';
import { currentPosition, lineOf, slotOf, type CommittedPhase } from '../model/history';
import type { ConditionalSuggestion, MailInput } from '../model/inbox';
import { deadlineOf, setupOf, type DiplomacySetup } from '../model/setup';

export interface WorkspaceData {
  game: GameRow;
  setup: DiplomacySetup;
  log: GameLog;
  line: CommittedPhase[];
  slot: string;
  /** The phase's position before corrections, and after them. */
  basePosition: Position;
  position: Position;
  edits: EditEntry[];
  mails: MailInput[];
  profile: ProfileId;
  /** This phase's deadline (epoch ms), from the schedule; null when none was set. */
  deadline: number | null;
}

export function openingPositionFor(variantId: string, startPhase: string): Position {
  const opening = initialPosition(getVariant(variantId));
  const phase = tryParsePhaseName(startPhase);
  return phase ? { ...opening, phase } : opening;
}

/**
 * What intake needs to know about the game: the GM's address (000 D.II(2)b), the players'
 * addresses and abbreviations (000 D.II(3), D.III(1)c), and this phase's deadline with the stated
 * late-orders policy (000 D.VII(3), 001 B.VIII(3)), so intake can say which sets came too late.
 */
export function gameInfoOf(game: GameRow, setup: DiplomacySetup, deadline: number | null = null): GameInfo {
  return {
    name: game.name,
    ...(setup.gmAddress ? { gmAddress: setup.gmAddress } : {}),
    ...(deadline !== null ? { deadline: new Date(deadline).toISOString() } : {}),
    lateOrders: setup.policies.lateOrders === 'until-adjudication' ? 'accept-until-adjudication' : 'reject-after-deadline',
    players: setup.players.filter((p) => p.addresses.length || Object.keys(p.abbreviations).length)
      .map((p) => ({ power: p.power, addresses: p.addresses, abbreviations: p.abbreviations })),
  };
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
    const variant = getVariant(game.variant);
    const profile = (game.profile ?? 'hasbro2000') as ProfileId;
    const opening = initialPosition(variant);
    const setup = setupOf(game.settings, profile, variant.powers.map((p) => p.name), game.phase, game.createdAt);
    const line = lineOf(log.commits, log.head);
    const slot = slotOf(log.head);
    // A game taken over from another judge starts where that judge left it.
    const takenOver = takenOverOf(game.settings);
    const start = takenOver?.position ?? openingPositionFor(game.variant, setup.startPhase || game.phase) ?? opening;
    const basePosition = currentPosition(log.commits, log.head, start);
    const edits = liveEdits(log.edits[slot] ?? [], log.undos[slot] ?? []);
    const position = applyEdits(basePosition, edits).position;
    const deadline = deadlineOf(setup.deadlines, line.map((c) => c.position.phase.type));
    return { game, setup, log, line, slot, basePosition, position, edits, mails: log.mails[slot] ?? [], profile, deadline };
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
  const at = data && data.position.phase.type !== 'movement' ? data.line.map((c) => c.position.phase.type).lastIndexOf('movement') : -1;
  const movement = data && at >= 0 ? data.line[at]! : null;
  const key = data && movement ? `${data.slot}|${movement.id}|${JSON.stringify([data.position.units, data.position.dislodged, data.position.centres])}|${JSON.stringify(data.setup)}|${JSON.stringify(data.log.sendingChoices[slotOf(movement.parent)] ?? [])}` : '';
  useEffect(() => {
    if (!data || !movement) return;
    let live = true;
    const used = new Set(movement.inputs);
    const inputs = (data.log.mails[slotOf(movement.parent)] ?? []).filter((m) => used.has(m.id))
      .sort((a, b) => a.receivedAt - b.receivedAt).map((m) => ({ id: m.id, text: m.text }));
    const deadline = deadlineOf(data.setup.deadlines, data.line.slice(0, at).map((c) => c.position.phase.type));
    callCore((core) => core.conditionalOrders({
      variantId: data.game.variant, profile: data.profile, game: gameInfoOf(data.game, data.setup, deadline),
      ruleOverrides: { multipleOrderSets: data.setup.policies.multipleSets === 'merge-per-unit' ? 'merge-per-unit' : 'last-replaces' },
      movementPosition: movement.position, inputs, position: data.position,
      choices: data.log.sendingChoices[slotOf(movement.parent)] ?? [],
    })).then(
      (found) => { if (live) setState({ key, conditional: found.choices.length ? { ...found, from: movement.phase } : null }); },
      // No suggestion is better than a wrong one: the GM still has the mails of this phase.
      () => { if (live) setState({ key, conditional: null }); });
    return () => { live = false; };
    // `key` names everything the suggestion depends on.
  }, [key]);
  if (!key) return { conditional: null, busy: false, from: null };
  // `from` names the movement phase whose mail is read, so the workspace can say what it waits for.
  return { conditional: state.key === key ? state.conditional : null, busy: state.key !== key, from: movement?.phase ?? null };
}
