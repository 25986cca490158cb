// Posts the rules keeper publishes: a proposal's result, the scoreboard. Each procedure decides
// what may be shown: Nomic votes are public in the voting thread, so counts are given; Agora's
// Birthday Tournament publishes counts for and against but never who voted how (002 BT8d); the
// tournaments' house-rule votes publish the outcome only, no votes and no totals (000 D.IX(2)c,
// 001 B.X(2)c). No report takes individual secret ballots as input, so none can leak them.

import type { AgoraProposal } from './agoraProposals';
import { exportAgoraText } from './agoraText';
import type { CoalitionVoteTally } from './coalitionVote';
import { bold, escapeFor, type Dialect } from './escapeDialect';
import type { HouseRuleVoteResult } from './houseRuleVote';
import { pointsAnnouncement } from './nomicPoints';
import type { NomicProposal, NomicWin, PointsChange } from './nomicSession';
import { renderRuleset } from './renderRuleset';
import type { Ruleset } from './types';

/** A proposal's title for reports: its first line, shortened. */
export function proposalTitle(text: string): string {
  const first = text.trim().split('\n')[0] ?? '';
  return first.length > 72 ? first.slice(0, 71) + '…' : first;
}

const THRESHOLD_WORDS: Record<string, string> = {
  '003 204a': 'unanimity of the votes cast (003 204a)',
  '003 204b': 'a simple majority of the votes cast (003 204b)',
  '003 111a': 'a unanimous vote of all eligible voters to transmute (003 111a)',
};

export function nomicProposalReport(p: NomicProposal, dialect: Dialect, pointsChanges: PointsChange[] = []): string {
  const e = (s: string) => escapeFor(dialect, s);
  const lines = [bold(dialect, e(`Proposal ${p.number}: ${proposalTitle(p.text)}`)), e(`Proposed by ${p.proposer}.`)];
  if (p.status === 'open') lines.push('Voting is open until the end of the day (UK time).');
  else {
    lines.push(e(`Result: ${p.status === 'adopted' ? 'ADOPTED' : 'DEFEATED'} with ${p.yes} for and ${p.no} against; required ${THRESHOLD_WORDS[p.decidedBy ?? ''] ?? p.decidedBy}.`));
    if (p.note) lines.push(e(p.note));
    const mine = pointsChanges.filter((c) => c.proposal === p.number);
    if (mine.length) lines.push('', 'Points (003 209):', ...mine.map((c) => e(pointsAnnouncement(c.total, c.change, c.player))));
  }
  return lines.join('\n') + '\n';
}

/** 002 BT8d: the new text of the regulations and the numbers of votes in favour and against. */
export function agoraEnactmentReport(p: AgoraProposal, ruleset: Ruleset, dialect: Dialect): string {
  if (p.status !== 'enacted') throw new Error(`proposal ${p.id} has not been enacted`);
  const e = (s: string) => escapeFor(dialect, s);
  const head = [
    bold(dialect, e(`Proposal ${p.id} by ${p.proposer} is ENACTED`)),
    e(`Votes in favour: ${p.inFavour}. Votes against: ${p.against}.`),
    '',
    e('The regulations now read:'),
    '',
  ];
  const text = dialect === 'text' ? exportAgoraText(ruleset) : renderRuleset(ruleset, dialect);
  return head.join('\n') + '\n' + text;
}

/** 000 D.IX(2)c / 001 B.X(2)c: the outcome only. */
export function houseRuleVoteReport(result: HouseRuleVoteResult, proposalTitleText: string, dialect: Dialect): string {
  const e = (s: string) => escapeFor(dialect, s);
  return [
    bold(dialect, e(`House-rule change: ${proposalTitle(proposalTitleText)}`)),
    e(result.passed ? 'The proposal PASSED: the GM and all players required agreed.' : 'The proposal FAILED.'),
  ].join('\n') + '\n';
}

/** 004 1.4: Coalition votes are posted on the boards; the totals per choice are published. */
export function coalitionVoteReport(topic: string, tally: CoalitionVoteTally, dialect: Dialect): string {
  const e = (s: string) => escapeFor(dialect, s);
  const kind = tally.clause === '004 1.4.1' ? 'normal vote' : tally.clause === '004 1.4.2' ? 'leader vote' : 'special vote';
  return [
    bold(dialect, e(`Vote: ${topic}`)),
    e(`(${kind}, ${tally.clause})`),
    ...tally.totals.map((t) => e(`${t.choice}: ${t.points} voting point${t.points === 1 ? '' : 's'}`)),
    e(tally.leading.length === 1 ? `Result: ${tally.leading[0]}` : tally.leading.length ? `Result: tie between ${tally.leading.join(', ')}` : 'Result: no votes'),
  ].join('\n') + '\n';
}

/** The Nomic scoreboard, highest first, with the target (003 210) and the winner if any. */
export function scoreboard(points: Record<string, number>, winningPoints: number, dialect: Dialect, winner?: NomicWin): string {
  const e = (s: string) => escapeFor(dialect, s);
  const rows = Object.entries(points).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  const width = Math.max(0, ...rows.map(([n]) => n.length));
  return [
    bold(dialect, e(`Scoreboard (${winningPoints} points to win)`)),
    ...rows.map(([name, total]) => e(`${name.padEnd(width)}  ${total}`)),
    ...(winner ? [bold(dialect, e(`Winner: ${winner.player} (${winner.reason}; ${winner.clause})`))] : []),
  ].join('\n') + '\n';
}
