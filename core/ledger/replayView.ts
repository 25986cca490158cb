// The ledger as a GM reads it, rebuilt from the recorded actions by replay.ts: the rules with their
// history, the proposals and where each stands, points (003 203, 205, 207, 210), Points of Order
// (003 214), and the posts to publish. Pure, so the app's worker (renderer/worker/ledgerApi.ts) and
// `adjutant ledger` show exactly the same state for the same record.
import { detectRulesetFormat, exportRuleset, importRuleset } from './convert';
import { pointsAnnouncement } from './nomicPoints';
import { agoraEnactmentReport, houseRuleVoteReport, nomicProposalReport, scoreboard } from './publish';
import type { BallotBoxEntry, LedgerState, LedgerView, PublishDialect, PublishWhat, RuleRow, RulesetCheck, LedgerProcedure } from './record';
import { ballotBoxOf, proposalRows, replayLedger } from './replay';
import { pointOfOrderRow, postsByPointOfOrder } from './replayPointsOfOrder';

function ruleRows(state: LedgerState): { rows: RuleRow[]; replayed: ReturnType<typeof replayLedger> } {
  const replayed = replayLedger(state);
  const rows = replayed.ruleset.rules.map((r) => ({
    id: r.id, number: r.number, title: r.title, text: [...r.text], mutability: r.mutability, inEffect: r.inEffect, revision: r.revision,
    annotations: r.annotations.map((a) => ({ content: a.content, author: a.author, date: a.date })),
    history: r.history.map((v) => ({
      number: v.number, title: v.title, text: [...v.text], mutability: v.mutability, inEffect: v.inEffect,
      effectiveAt: v.effectiveAt, change: v.change, proposal: v.proposal,
    })),
  }));
  return { rows, replayed };
}

/** The ledger as the workspace shows it, rebuilt from the recorded actions. */
export function ledgerView(state: LedgerState): LedgerView {
  const { rows, replayed } = ruleRows(state);
  const proposals = proposalRows(replayed);
  const open = proposals.find((p) => p.status === 'open');
  const base = {
    procedure: replayed.procedure, secretBallots: replayed.procedure !== 'nomic', title: replayed.ruleset.title, format: replayed.ruleset.format,
    rules: rows, proposals, outcomes: replayed.outcomes, players: state.setup.players.map((p) => p.name),
  };
  if (replayed.procedure === 'nomic') {
    const s = replayed.session;
    const points = Object.entries(s.points()).map(([player, total]) => ({ player, total })).sort((a, b) => b.total - a.total || a.player.localeCompare(b.player));
    return {
      ...base, points, winningPoints: s.winningPoints, winner: s.winner ? `${s.winner.reason} (${s.winner.clause})` : null,
      pointsLog: s.pointsLog().map((c) => ({
        player: c.player, change: c.change, total: c.total, proposal: c.proposal, reasons: [...c.reasons],
        announcement: pointsAnnouncement(c.total, c.change), announcementForOthers: pointsAnnouncement(c.total, c.change, c.player),
      })),
      threshold: s.threshold === 'unanimity' ? 'unanimity of the votes cast (003 204a)' : 'a simple majority of the votes cast (003 204b)',
      phase: `Proposal ${open ? open.id : 301 + proposals.length}`,
      pointsOfOrder: (() => {
        const posts = postsByPointOfOrder(state.actions, replayed.outcomes);
        return s.pointsOfOrder().map((p) => pointOfOrderRow(p, posts.get(p.id)));
      })(),
      pointsChecks: replayed.pointsChecks,
      ledgerTime: latestTime(s.inputs().map((i) => ('at' in i ? i.at : ''))),
    };
  }
  const next = replayed.procedure === 'agora-bt' ? `P${proposals.length + 1}` : `H${proposals.length + 1}`;
  return {
    ...base, points: null, pointsLog: [], winningPoints: null, winner: null, threshold: null, phase: `Proposal ${open ? open.id : next}`,
    pointsOfOrder: [], pointsChecks: [], ledgerTime: null,
  };
}

/** The ballots of one proposal: only for the ballot box the Judge opens on purpose. */
export function ledgerBallotBox(state: LedgerState, proposal: string): BallotBoxEntry[] {
  return ballotBoxOf(replayLedger(state), proposal);
}

/** A post to publish: the ruleset, a proposal's result, or the Nomic scoreboard; every piece of
 *  rule or player text escaped for the dialect (escapeDialect.ts). */
export function publishLedger(state: LedgerState, what: PublishWhat, dialect: PublishDialect, proposal?: string): { ok: true; text: string } | { ok: false; problem: string } {
  try {
    const r = replayLedger(state);
    if (what === 'ruleset') return { ok: true, text: exportRuleset(r.ruleset, dialect) };
    if (what === 'scoreboard') {
      if (r.procedure !== 'nomic') return { ok: false, problem: 'Only a Nomic game keeps points (003 203).' };
      return { ok: true, text: scoreboard(r.session.points(), r.session.winningPoints, dialect, r.session.winner) };
    }
    if (!proposal) return { ok: false, problem: 'Choose the proposal whose result to publish.' };
    if (r.procedure === 'nomic') {
      const p = r.session.proposal(proposal);
      if (!p) return { ok: false, problem: `There is no proposal ${proposal}.` };
      return { ok: true, text: nomicProposalReport(p, dialect, r.session.pointsLog()) };
    }
    if (r.procedure === 'agora-bt') {
      const p = r.ledger.proposals().find((x) => x.id === proposal);
      if (!p) return { ok: false, problem: `There is no proposal ${proposal}.` };
      if (p.status !== 'enacted') return { ok: false, problem: `Proposal ${proposal} is not enacted: there is nothing to publish yet (002 BT8d).` };
      return { ok: true, text: agoraEnactmentReport(p, r.ruleset, dialect) };
    }
    const p = r.proposals.find((x) => x.id === proposal);
    if (!p) return { ok: false, problem: `There is no proposal ${proposal}.` };
    if (p.status === 'open') return { ok: false, problem: `The vote on ${proposal} is still open.` };
    return { ok: true, text: houseRuleVoteReport(p.vote.result(), p.text, dialect) };
  } catch (e) {
    return { ok: false, problem: e instanceof Error ? e.message : String(e) };
  }
}

/** The latest of these instants, or null when there is none. */
function latestTime(instants: string[]): string | null {
  const times = instants.map((t) => Date.parse(t)).filter((t) => !Number.isNaN(t));
  return times.length ? new Date(Math.max(...times)).toISOString() : null;
}


const procedureFor: Record<string, LedgerProcedure> = { 'nomic-json': 'nomic', 'agora-text': 'agora-bt', 'house-rules-text': 'house-rules' };

/** Detect the format (003 101b JSON, 002 "Regulation" text, 000/001 numbered rules) and parse. */
export function checkRuleset(text: string): RulesetCheck {
  try {
    const format = detectRulesetFormat(text);
    const ruleset = importRuleset(text);
    if (ruleset.rules.length === 0) return { ok: false, problems: ['The text was read as a ruleset but holds no rules.'] };
    return { ok: true, format, title: ruleset.title, date: ruleset.date, ruleCount: ruleset.rules.length, suggestedProcedure: procedureFor[format] ?? 'nomic' };
  } catch (e) {
    return { ok: false, problems: (e instanceof Error ? e.message : String(e)).split(/;\s+/).filter(Boolean) };
  }
}
