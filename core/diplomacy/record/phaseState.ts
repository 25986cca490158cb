// The phase waiting for orders, as the GM sees it, from the game and its log: the committed line,
// the slot this phase's mails and corrections belong to, the position before and after the GM's
// live corrections, and this phase's deadline. The workspace shows it; the CLI plays a turn from
// it; both must agree, so it is computed once, here.
import type { ProfileId } from '../houseRules';
import { tryParsePhaseName } from '../phases';
import { initialPosition } from '../position';
import type { Position } from '../types';
import { getVariant } from '../variants';
import { deadlineOf } from './deadlines';
import { applyEdits, liveEdits, type EditEntry } from './editLog';
import type { GameLog } from './gameLog';
import { currentPosition, lineOf, slotOf, type CommittedPhase } from './history';
import type { MailInput } from './inbox';
import { setupOf, type DiplomacySetup } from './setup';
import { takenOverOf } from './takenOver';

/** What a phase's state needs of the game row. */
export interface GameHeader { name: string; variant: string; profile: string | null; phase: string; settings: Record<string, unknown>; createdAt: number }

export interface PhaseState {
  setup: DiplomacySetup;
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
  /**
   * When this phase opened for orders (epoch ms): the earlier of the last phase's deadline and the
   * time the GM committed it. The orders answer its results, published after one or the other: at
   * the deadline, or earlier when every set was final (000 D.VII(2)a), or recorded here only later
   * (a GM catching up on a game). Null in the game's first phase, and when no deadline schedule
   * was set: the commit time alone would flag every mail of a game entered after it was played.
   */
  opened: number | null;
}

/** The variant's opening position, in the phase the game was set up to start in. */
export function openingPositionFor(variantId: string, startPhase: string): Position {
  const opening = initialPosition(getVariant(variantId));
  const phase = tryParsePhaseName(startPhase);
  return phase ? { ...opening, phase } : opening;
}

export function phaseStateOf(game: GameHeader, log: GameLog): PhaseState {
  const variant = getVariant(game.variant);
  const profile = (game.profile ?? 'hasbro2000') as ProfileId;
  const setup = setupOf(game.settings, profile, variant.powers.map((p) => p.name), game.phase, game.createdAt);
  const line = lineOf(log.commits, log.head);
  const slot = slotOf(log.head);
  // A game taken over from another judge starts where that judge left it.
  const start = takenOverOf(game.settings)?.position ?? openingPositionFor(game.variant, setup.startPhase || game.phase);
  const basePosition = currentPosition(log.commits, log.head, start);
  const edits = liveEdits(log.edits[slot] ?? [], log.undos[slot] ?? []);
  const position = applyEdits(basePosition, edits).position;
  const deadline = deadlineOf(setup.deadlines, line.map((c) => c.position.phase.type));
  const last = line[line.length - 1];
  const lastDeadline = last ? deadlineOf(setup.deadlines, line.slice(0, -1).map((c) => c.position.phase.type)) : null;
  const opened = last && lastDeadline !== null ? Math.min(last.at, lastDeadline) : null;
  return { setup, line, slot, basePosition, position, edits, mails: log.mails[slot] ?? [], profile, deadline, opened };
}
