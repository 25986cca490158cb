// The rules ledger's worker operations: plain JSON in, plain JSON out, each a thin call into
// core/ledger (the replay in core/ledger/replay.ts, the view in core/ledger/replayView.ts). Nothing is kept between
// calls: every call gets the ledger's setup, ruleset text and recorded actions and rebuilds the
// ledger from them, exactly as a reload does, so the worker can never disagree with storage.
import {
  checkRuleset, ledgerBallotBox, ledgerView, PointsOfOrder, publishLedger, replayLedger, ukWallClockToInstant,
  type BallotBoxEntry, type LedgerState, type LedgerView, type PublishDialect, type PublishWhat, type RulesetCheck,
} from '../../core/ledger/index';
import nomicInitialSet from '../../assets/ledger/nomic-initial-set.json?raw';
import agoraBirthdayTournament from '../../assets/ledger/agora-birthday-tournament.txt?raw';

export interface SampleRuleset { id: string; name: string; sourceName: string; text: string }

/** The starting rulesets shipped in assets/ledger (see its ATTRIBUTION.md). */
const samples: Array<Omit<SampleRuleset, 'text'> & { text: () => string }> = [
  { id: 'suber-initial', name: "Nomic initial set (Peter Suber), seed 003", sourceName: 'nomic-initial-set.json', text: () => nomicInitialSet },
  { id: 'agora-bt-regulations', name: 'Agora Birthday Tournament regulations, seed 002', sourceName: 'agora-birthday-tournament.txt', text: () => agoraBirthdayTournament },
];

export const ledgerApi = {
  /** Lets the client check that the worker carries these operations (see ledgerClient.ts). */
  version(): string { return 'ledger-2'; },

  sampleRulesets(): SampleRuleset[] {
    return samples.map((s) => ({ id: s.id, name: s.name, sourceName: s.sourceName, text: s.text() }));
  },

  /** Detect the format (003 101b JSON, 002 "Regulation" text, 000/001 numbered rules) and parse. */
  checkRuleset(text: string): RulesetCheck {
    return checkRuleset(text);
  },

  /** A UK wall-clock time (003 106) as an ISO instant: "2019-02-11", "10:00" → "2019-02-11T10:00:00.000Z". */
  ukInstant(date: string, time: string): string | null {
    const d = /^\d{4}-\d{2}-\d{2}$/.exec(date);
    const t = /^(\d{1,2}):(\d{2})$/.exec(time);
    if (!d || !t) return null;
    const instant = ukWallClockToInstant(date, Number(t[1]), Number(t[2]));
    return Number.isNaN(instant) ? null : new Date(instant).toISOString();
  },

  /** The ledger as the workspace shows it, rebuilt from the recorded actions. */
  view(state: LedgerState): LedgerView {
    return ledgerView(state);
  },

  /** 003 214a: who would judge a Point of Order raised at this instant (the player whose allocated
   *  day preceded the current day, never the day's player or a team-mate of his). */
  nomicJudgeAt(state: LedgerState, at: string): { ok: true; judge: string } | { ok: false; problem: string } {
    try {
      const r = replayLedger(state);
      if (r.procedure !== 'nomic') return { ok: false, problem: 'Only a Nomic game has Judges (003 214).' };
      const instant = Date.parse(at);
      if (Number.isNaN(instant)) return { ok: false, problem: `not a time: ${at}` };
      return { ok: true, judge: new PointsOfOrder(r.session.players).turnJudge(instant) };
    } catch (e) {
      return { ok: false, problem: e instanceof Error ? e.message : String(e) };
    }
  },

  /** The ballots of one proposal: only for the ballot box the Judge opens on purpose. */
  ballotBox(state: LedgerState, proposal: string): BallotBoxEntry[] {
    return ledgerBallotBox(state, proposal);
  },

  /** A post to publish: the ruleset, a proposal's result, or the Nomic scoreboard; every piece of
   *  rule or player text escaped for the dialect by core (escapeDialect.ts). */
  publish(state: LedgerState, what: PublishWhat, dialect: PublishDialect, proposal?: string): { ok: true; text: string } | { ok: false; problem: string } {
    return publishLedger(state, what, dialect, proposal);
  },
};

export type LedgerApi = typeof ledgerApi;
