// The rules ledger's public API: rulesets and their formats, rule-changes, the voting procedures
// of the seeds (Nomic 003, Agora 002 BT8, house rules 000 D.IX / 001 B.X, Coalition 004 1.4),
// Nomic points and publishing.

export type { Annotation, ChangeKind, LayoutBlock, Mutability, NumberingPolicy, Rule, RuleChange, RuleVersion, Ruleset, RulesetFormat, Vote } from './types';
export { importNomicJson, exportNomicJson, parseNomicLabel, RulesetFormatError } from './nomicJson';
export { importAgoraText, exportAgoraText, renderAgoraRegulation } from './agoraText';
export { importHouseRulesText, exportHouseRulesText, renderHouseRule } from './houseRulesText';
export { convertRuleset, detectRulesetFormat, exportRuleset, importRuleset, CONVERT_TARGETS, type ConvertTarget } from './convert';
export {
  applyRuleChanges, findRule, gamemasterAmendment, highestRuleNumber, mutableRuleCount, ruleChangeProblems, rulesInForceAt,
  updateReferences, RuleChangeRejected, NOMIC_LIMITS, AGORA_BIRTHDAY_LIMITS, type ChangeContext, type RuleChangeLimits,
} from './ruleChanges';
export { annotateRule } from './annotations';
export { resolveConflict, compareRuleNumbers, type ConflictingRule, type PrecedenceClaim, type PrecedenceRuling } from './precedence';
export { toUkTime, ukOffsetHours, ukWallClockToInstant, endOfUkDay, WEEKDAYS, type UkLocalTime, type Weekday } from './ukTime';
export { SEED_003_PLAYERS, PROPOSAL_DEADLINE_HOUR, checkProperSubmission, endOfCircuit, isWeekendInUk, playerOfTheDay, type NomicPlayer } from './nomicCalendar';
export { proposalPoints, pointsAnnouncement, parsePointsAnnouncement, DEFEAT_PENALTY, DISSENT_BONUS, WINNING_POINTS } from './nomicPoints';
export { ThreadLog, type ThreadMessage, type ThreadName } from './threadLog';
export {
  NomicSession, type NomicProposal, type OrderOutcome, type NomicInput, type PointsCheck, type NomicSessionOptions, type NomicWin, type PointsChange, type PostOutcome, type ProposalEffects, type Threshold,
} from './nomicSession';
export { PointsOfOrder, PointOfOrderRefusal, type PointOfOrder, type PointOfOrderStatus, type FormerJudge } from './pointsOfOrder';
export { BirthdayTournamentLedger, LedgerRefusal, type AgoraBallot, type AgoraProposal, type GamemasterAmendment } from './agoraProposals';
export { HouseRuleChangeVote, readHouseRuleBallot, type HouseRuleBallot, type HouseRuleVoteProfile, type HouseRuleVoteResult } from './houseRuleVote';
export { tallyCoalitionVote, votingPoints, isLeader, type CoalitionBallot, type CoalitionVoteKind, type CoalitionVoteTally, type CoalitionVoter } from './coalitionVote';
export { escapeFor, type Dialect } from './escapeDialect';
export { renderRule, renderRuleset } from './renderRuleset';
export { agoraEnactmentReport, coalitionVoteReport, houseRuleVoteReport, nomicProposalReport, proposalTitle, scoreboard } from './publish';
export { describeChange } from './describeChange';
export { formatUkTime } from './formatUkTime';
// A ledger game's record (setup + the GM's actions) and its replay, shared by the app and the CLI.
export * from './record';
export { ballotBoxOf, proposalRows, replayLedger, type Replayed } from './replay';
export { replayNomicOnly, type NomicOnlyOutcome } from './replayNomicOrders';
export { pointOfOrderRow, postsByPointOfOrder } from './replayPointsOfOrder';
export { checkRuleset, ledgerBallotBox, ledgerView, publishLedger } from './replayView';
export {
  LEDGER_FILE_FORMAT, LEDGER_FILE_VERSION, ledgerStateOf, newLedgerFile, parseLedgerFile, serializeLedgerFile, withEntry,
  type LedgerFile, type LedgerFileEntry, type LedgerFileRead,
} from './recordFile';
