// Who is in the Birthday Tournament (002 BT0-BT3): the Gamemaster/Judge, Contestants joining by
// announcement, the Gamemaster's announcements that remove, add or substitute Contestants, and the
// end of the contest (the last Contestant standing, announced with 2 days' notice, or several
// winners by the Judge's decision). The state is a plain value; every change returns a new state
// and adds a line to its log, so the GM's record shows what happened and under which clause.
import { DAY } from './gmt';
import type { PowerName } from '../types';

export interface Contestant { person: string; power?: PowerName }

export interface AgoraContest {
  /** The Gamemaster and Judge (P.S.S. in the seed): never a Contestant nor a winner (002 BT0). */
  gamemaster: string;
  /** When the regulations were promulgated (ms UTC): entries close at the later of July 7 and 7 days after. */
  promulgatedAt: number;
  contestants: Contestant[];
  eliminated: string[];
  /** Set when one Contestant remains: the winner is announced at this instant (002 BT3a). */
  winnerAnnouncementDue?: { person: string; at: number };
  winners?: string[];
  concluded: boolean;
  log: string[];
}

export type ContestChange = { ok: true; contest: AgoraContest } | { ok: false; clause: string; reason: string };

/** 002 BT1: most Contestants by announcement ("no more than six other persons have already done so"). */
export const MAX_CONTESTANTS = 7;
export const WINNER_NOTICE_DAYS = 2;

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const isIn = (list: readonly Contestant[], person: string) => list.some((c) => same(c.person, person));
const refuse = (clause: string, reason: string): ContestChange => ({ ok: false, clause, reason });
const changed = (c: AgoraContest, line: string, patch: Partial<AgoraContest>): ContestChange => ({ ok: true, contest: { ...c, ...patch, log: [...c.log, line] } });

export function newAgoraContest(gamemaster: string, promulgatedAt: number): AgoraContest {
  return { gamemaster, promulgatedAt, contestants: [], eliminated: [], concluded: false, log: [] };
}

/**
 * 002 BT1: entries close at the later of July 7 (of the promulgation's year; an entry on July 7
 * itself still counts, so the close is 24:00 UTC that day) and 7 days after promulgation.
 */
export function entriesCloseAt(promulgatedAt: number): number {
  const year = new Date(promulgatedAt).getUTCFullYear();
  return Math.max(Date.UTC(year, 6, 8), promulgatedAt + 7 * DAY);
}

/** 002 BT1: a person enters by announcement, acting as emself. */
export function enterContest(c: AgoraContest, person: string, at: number): ContestChange {
  if (!person.trim()) return refuse('002 BT1', 'no person named');
  if (same(person, c.gamemaster)) return refuse('002 BT0', `${c.gamemaster} is the Gamemaster and Judge and cannot become a Contestant`);
  if (at > entriesCloseAt(c.promulgatedAt)) return refuse('002 BT1', 'entries are closed');
  if (isIn(c.contestants, person)) return refuse('002 BT1', `${person} is already a Contestant`);
  if (c.contestants.length >= MAX_CONTESTANTS) return refuse('002 BT1', `${MAX_CONTESTANTS} persons have already entered`);
  return changed(c, `${person} entered the contest by announcement (002 BT1)`, { contestants: [...c.contestants, { person }] });
}

/** 002 BT2a: the Gamemaster causes a person to cease to be a Contestant. */
export function gmRemoveContestant(c: AgoraContest, person: string): ContestChange {
  if (!isIn(c.contestants, person)) return refuse('002 BT2a', `${person} is not a Contestant`);
  return changed(c, `the Gamemaster removed ${person} as a Contestant (002 BT2a)`, { contestants: c.contestants.filter((x) => !same(x.person, person)) });
}

/** 002 BT2a: the Gamemaster causes a consenting person to become a Contestant (BT1's window and limit do not apply). */
export function gmAddContestant(c: AgoraContest, person: string, consents: boolean): ContestChange {
  if (same(person, c.gamemaster)) return refuse('002 BT0', `${c.gamemaster} is the Gamemaster and Judge and cannot become a Contestant`);
  if (!consents) return refuse('002 BT2a', `${person} has not consented`);
  if (isIn(c.contestants, person)) return refuse('002 BT2a', `${person} is already a Contestant`);
  return changed(c, `the Gamemaster made ${person} a Contestant with eir consent (002 BT2a)`, { contestants: [...c.contestants, { person }] });
}

/** 002 BT2a: substitute one Contestant into all instances of another: power, eliminations, pending announcement. */
export function gmSubstituteContestant(c: AgoraContest, from: string, to: string): ContestChange {
  if (!isIn(c.contestants, from)) return refuse('002 BT2a', `${from} is not a Contestant`);
  if (same(to, c.gamemaster)) return refuse('002 BT0', `${c.gamemaster} is the Gamemaster and Judge and cannot become a Contestant`);
  if (isIn(c.contestants, to)) return refuse('002 BT2a', `${to} is already a Contestant`);
  const swap = (p: string) => (same(p, from) ? to : p);
  return changed(c, `the Gamemaster substituted ${to} for ${from} throughout the game (002 BT2a)`, {
    contestants: c.contestants.map((x) => ({ ...x, person: swap(x.person) })),
    eliminated: c.eliminated.map(swap),
    ...(c.winnerAnnouncementDue ? { winnerAnnouncementDue: { ...c.winnerAnnouncementDue, person: swap(c.winnerAnnouncementDue.person) } } : {}),
  });
}

/** Contestants not eliminated. */
export function remainingContestants(c: AgoraContest): string[] {
  return c.contestants.map((x) => x.person).filter((p) => !c.eliminated.some((e) => same(e, p)));
}

/** A Contestant is eliminated; when one remains, eir announcement as winner is scheduled 2 days on (002 BT3a). */
export function eliminateContestant(c: AgoraContest, person: string, at: number): ContestChange {
  if (c.concluded) return refuse('002 BT3a', 'the tournament is concluded');
  if (!remainingContestants(c).some((p) => same(p, person))) return refuse('002 BT3a', `${person} is not a remaining Contestant`);
  const eliminated = [...c.eliminated, person];
  const left = c.contestants.map((x) => x.person).filter((p) => !eliminated.some((e) => same(e, p)));
  const due = left.length === 1 ? { person: left[0]!, at: at + WINNER_NOTICE_DAYS * DAY } : undefined;
  const line = `${person} was eliminated${due ? `; ${due.person} is the victor, to be announced with ${WINNER_NOTICE_DAYS} days' notice (002 BT3a)` : ''}`;
  return changed(c, line, { eliminated, ...(due ? { winnerAnnouncementDue: due } : {}) });
}

/** 002 BT3a: once the notice has run, the victor is announced as winner and the tournament is concluded. */
export function announceDueWinner(c: AgoraContest, now: number): ContestChange {
  const due = c.winnerAnnouncementDue;
  if (c.concluded) return refuse('002 BT3a', 'the tournament is already concluded');
  if (!due) return refuse('002 BT3a', 'more than one Contestant remains');
  if (now < due.at) return refuse('002 BT3a', `the winner cannot be announced before the 2 days' notice ends`);
  return changed(c, `${due.person} announced as winner; the tournament is concluded (002 BT3a)`, { winners: [due.person], concluded: true });
}

/** 002 BT3b: the Judge believes several persons deserve the win and announces them all. */
export function judgeAnnouncesWinners(c: AgoraContest, persons: readonly string[], reason: string): ContestChange {
  if (c.concluded) return refuse('002 BT3b', 'the tournament is already concluded');
  if (persons.length < 2) return refuse('002 BT3b', 'name at least two winners (one winner follows 002 BT3a)');
  if (persons.some((p) => same(p, c.gamemaster))) return refuse('002 BT0', `${c.gamemaster} cannot win this Tournament`);
  const unknown = persons.filter((p) => !isIn(c.contestants, p));
  if (unknown.length > 0) return refuse('002 BT3b', `not Contestants: ${unknown.join(', ')}`);
  return changed(c, `the Judge announced ${persons.join(', ')} as winners: ${reason.trim() || 'no reason given'} (002 BT3b)`, { winners: [...persons], concluded: true });
}
