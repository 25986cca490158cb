// The Coalition movement judge's worker operations: plain JSON in, plain JSON out, each a thin call
// into core/coalition (the replay is core/coalition/replay.ts, which the CLI runs too). Nothing is kept
// between calls: every call gets the round's set-up text and the recorded actions and rebuilds the
// round from them, exactly as a reload does, so the worker can never disagree with storage.
import { checkRoundSetup, rosterFromCsv } from '../../core/coalition/index';
import sampleRoundText from '../../assets/coalition/sample-round.json?raw';
import sampleThreadText from '../../assets/coalition/sample-thread.txt?raw';
import { readRoundText, replayCoalition } from '../../core/coalition/replay';
import type { CoalitionState, CoalitionView } from '../coalition/coalitionTypes';

export interface CoalitionSample { roundSourceName: string; roundText: string; threadSourceName: string; threadText: string }

export type RoundCheck =
  | { ok: true; name: string; turn: number; armies: number; problems: { rule: string; message: string }[] }
  | { ok: false; problems: string[] };

export type RosterCheck = { ok: true; armies: number } | { ok: false; problems: string[] };

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

export const coalitionApi = {
  /** Lets the client check that the worker carries these operations (see coalitionClient.ts). */
  version(): string { return 'coalition-1'; },

  /** The sample round and its movement thread shipped in assets/coalition (see its ATTRIBUTION.md). */
  sample(): CoalitionSample {
    return { roundSourceName: 'sample-round.json', roundText: sampleRoundText, threadSourceName: 'sample-thread.txt', threadText: sampleThreadText };
  },

  /** Reads a round JSON (hostile text): its problems in plain words, or what it holds (004 2.5). */
  checkRound(text: string): RoundCheck {
    try {
      const round = readRoundText(text);
      return { ok: true, name: round.name, turn: round.turn, armies: round.armies.length, problems: checkRoundSetup(round).map((p) => ({ rule: p.rule, message: p.message })) };
    } catch (e) {
      return { ok: false, problems: [message(e)] };
    }
  },

  /** Reads a roster CSV (one row per creature, 004 2.5.2) without applying it. */
  checkRoster(text: string): RosterCheck {
    try {
      const roster = rosterFromCsv(text);
      if (roster.problems.length) return { ok: false, problems: roster.problems.map((p) => `line ${p.line}: ${p.message}`) };
      if (!roster.armies.length) return { ok: false, problems: ['The file lists no armies.'] };
      return { ok: true, armies: roster.armies.length };
    } catch (e) {
      return { ok: false, problems: [message(e)] };
    }
  },

  /** The round rebuilt from its set-up and recorded actions, with everything the screen shows. */
  view(state: CoalitionState): CoalitionView {
    return replayCoalition(state);
  },
};

export type CoalitionApi = typeof coalitionApi;
