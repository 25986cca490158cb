// The Coalition movement judge's plain data, shared by the UI, its stored records, the worker
// operations (renderer/worker/coalitionApi.ts), the CLI and a game file. Everything here is JSON:
// it is stored in IndexedDB records, backed up, and crosses the worker's postMessage unchanged.
//
// A Coalition game is its round set-up (the round JSON the judge started from, kept verbatim as a
// raw input) plus the judge's actions in the order they were recorded. The round as it stands is
// never stored: it is rebuilt by replaying the actions through core/coalition, so a reload or a
// restored backup gives it back exactly.
import type { BattleRecord, BattleResult, LineOutcome, Round, TurnReport } from './index';

export type { BattleRecord, BattleResult, LineOutcome, Round, TurnReport };

/** Payload of the 'coalition-setup' record: the round text itself is the raw input it names. */
export interface CoalitionSetup {
  rawInputId: string;
  sourceName: string;
}

/** One judge action; `kind` is also the record's kind. Texts live in rawInputs, named by id. */
export type CoalitionAction =
  /** A roster CSV replaces the round's armies (004 2.5.2); the CSV is the raw input. */
  | { kind: 'coalition-roster'; rawInputId: string; sourceName: string }
  /** The movement thread as pasted (004 3.1); a later paste for the same turn replaces it. */
  | { kind: 'coalition-thread'; rawInputId: string; sourceName: string }
  /** Resolve the pasted thread with this seed (every random choice is listed in the report). */
  | { kind: 'coalition-resolve'; seed: number }
  /** The battle judge's result for one battle fought this turn (004 4.2.5, 4.3, 4.5). */
  | { kind: 'coalition-battle-result'; result: BattleResult }
  /** 004 5.4.1b-c: the optional penalty for acting with an army one does not control; the die is
   *  rolled from `seed` on replay (so it is the same every time) and logged in the update. */
  | { kind: 'coalition-penalty'; army: string; player: string; severity: number; dieSides: number; seed: number; reason: string }
  /** 004 1.3: any other sanction of the battle judge, kept on the record with its troop losses. */
  | { kind: 'coalition-sanction'; player: string; reason: string; team?: 'Phyrexia' | 'Coalition'; army?: string; losses?: Record<string, number> }
  /** The judge corrects an army's square by hand; the reason is kept for the audit trail. */
  | { kind: 'coalition-fix'; army: string; from: string; to: string; reason: string }
  /** Cancels an earlier action (a fix or a battle result), named by its record id. */
  | { kind: 'coalition-undo'; target: string; reason: string }
  /** The resolved turn becomes the round (004 3.1: the map is updated). */
  | { kind: 'coalition-commit'; turn: number }
  | { kind: 'coalition-published'; what: 'update' | 'announcements' | 'control' | 'map'; dialect: 'bbcode' | 'plain' | 'png'; via: 'copy' | 'save'; turn: number };

export const coalitionSetupKind = 'coalition-setup';
export const coalitionActionKinds = [
  'coalition-roster', 'coalition-thread', 'coalition-resolve', 'coalition-battle-result', 'coalition-penalty', 'coalition-sanction', 'coalition-fix',
  'coalition-undo', 'coalition-commit', 'coalition-published',
] as const;

/** An action as replayed: its record id (so it can be undone) and any text it names. */
export type StoredAction = CoalitionAction & { recordId: string; text?: string; at: number };

/** What the worker needs to rebuild a round: the set-up's text and the actions in order. */
export interface CoalitionState {
  setup: CoalitionSetup;
  roundText: string;
  actions: StoredAction[];
}

/** The outcome of one action on replay: refused actions stay recorded and say why. */
export interface ActionOutcome { recordId: string; kind: string; accepted: boolean; message: string }

export interface FixRow { recordId: string; army: string; from: string; to: string; reason: string; undone: boolean; at: number }

/** The texts of one resolved turn, in both dialects (004 3.1d-e, 5.2.1). */
export interface TurnTexts {
  updateBbcode: string; updatePlain: string;
  announcementsBbcode: string; announcementsPlain: string;
  controlBbcode: string; controlPlain: string;
}

export interface ResolvedTurn {
  turn: number;
  seed: number;
  report: TurnReport;
  /** The round after the turn, with the judge's hand fixes applied. */
  after: Round;
  texts: TurnTexts;
  fixes: FixRow[];
}

export interface CoalitionView {
  roundName: string;
  /** The turn being judged now (the next turn to resolve). */
  turn: number;
  phase: string;
  /** The round as committed: the map before this turn's moves. */
  current: Round;
  /** Problems in the round set-up (004 2.5), shown but not blocking. */
  setupProblems: { rule: string; message: string }[];
  /** The pasted thread for this turn, if any, and each line's verdict against the map as it stood. */
  thread: { sourceName: string; text: string; outcomes: LineOutcome[] } | null;
  /** Battles fought this turn (announced last update) and the results entered for them. */
  battles: BattleRecord[];
  battleResults: { recordId: string; result: BattleResult; problems: { rule: string; message: string }[] }[];
  /** Hand fixes to the committed round (before resolving). */
  fixes: FixRow[];
  /** This turn, resolved but not yet committed. */
  pending: ResolvedTurn | null;
  /** Committed turns, oldest first. */
  history: ResolvedTurn[];
  outcomes: ActionOutcome[];
}
