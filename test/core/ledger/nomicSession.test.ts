// A scripted Nomic game under seed 003, five weeks of Telegram voting-thread messages (Feb-Mar
// 2019, GMT, so UTC times are UK times). Expected points were worked out by hand from rule 203:
// floor(max(10, R - 290) x Y / V), R being the highest rule number before the proposal's effect.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  findRule, importNomicJson, NomicSession, pointsAnnouncement, rulesInForceAt, SEED_003_PLAYERS, type PostOutcome, type RuleChange,
} from '../../../core/ledger/index';
import { readSeed } from './seeds';

const C = 'Chris B', D = 'Dave M', B = 'Ben P', T = 'Alex T', W = 'Alex W';
const enact = (text: string): RuleChange[] => [{ kind: 'enact', text: [text] }];

function newSession() {
  return new NomicSession({ ruleset: importNomicJson(readSeed('003')), startDate: '2019-02-11' });
}

/** Post a proposal and the day's votes; returns the proposal outcome. */
function day(s: NomicSession, date: string, proposer: string, changes: RuleChange[], votes: Array<[string, 'Yes' | 'No']>, effects = {}): PostOutcome {
  const outcome = s.post(proposer, `${date}T10:00:00Z`, `Rule-change: ${JSON.stringify(changes)}`, changes, effects);
  votes.forEach(([who, v], k) => s.post(who, `${date}T${String(11 + k).padStart(2, '0')}:00:00Z`, `Vote: ${v}`));
  return outcome;
}

describe('a scripted Nomic game of 22 proposals (seed 003)', () => {
  const s = newSession();
  const outcomes: Record<string, PostOutcome> = {};
  const all5 = (v: 'Yes' | 'No' = 'Yes'): Array<[string, 'Yes' | 'No']> => [[C, v], [D, v], [B, v], [T, v], [W, v]];

  beforeAll(() => {
    // Week 1: unanimity of votes cast.
    outcomes.p301 = day(s, '2019-02-11', C, enact('Players must be polite.'), all5());
    outcomes.p302 = day(s, '2019-02-12', D, enact('Dave M is always right.'), [[D, 'Yes'], [B, 'Yes'], [T, 'Yes'], [W, 'Yes'], [C, 'No']]);
    outcomes.p303 = day(s, '2019-02-13', B, [{ kind: 'amend', rule: '214', text: ['Points of Order are settled by the previous day\'s player.'] }], [[B, 'Yes'], [C, 'Yes'], [W, 'Yes']]);
    outcomes.amend109 = s.post(T, '2019-02-14T09:00:00Z', 'Rule-change: Rule 109 numbers proposals from 1.', [{ kind: 'amend', rule: '109', text: ['Numbers start at 1.'] }]);
    outcomes.p304 = day(s, '2019-02-14', T, [{ kind: 'transmute', rule: '116', to: 'mutable' }], [[T, 'Yes'], [C, 'Yes'], [D, 'Yes'], [B, 'Yes']]);
    outcomes.p305 = s.post(W, '2019-02-15T10:00:00Z', 'Rule-change: Tea at four.', enact('Tea at four.'));
    outcomes.wYes = s.post(W, '2019-02-15T10:05:00Z', 'Vote: Yes');
    outcomes.wNo = s.post(W, '2019-02-15T10:10:00Z', 'Vote: No');
    outcomes.cYes = s.post(C, '2019-02-15T10:20:00Z', 'vote: yes');
    outcomes.dYes = s.post(D, '2019-02-15T11:00:00Z', 'Vote: Yes');
    outcomes.dWrongDay = s.post(D, '2019-02-15T12:00:00Z', 'Rule-change: Dave proposes on a Friday.', enact('x'));
    outcomes.wSecond = s.post(W, '2019-02-15T13:00:00Z', 'Rule-change: a second one today.', enact('y'));
    outcomes.notAVote = s.post(T, '2019-02-15T14:00:00Z', 'Vote: Maybe');
    outcomes.bLate = s.post(B, '2019-02-15T23:59:00Z', 'Vote: Yes');
    outcomes.tSaturday = s.post(T, '2019-02-16T00:10:00Z', 'Vote: Yes');
    // Week 2: still unanimity; Monday's proposal comes at 19:00, too late.
    outcomes.cLate = s.post(C, '2019-02-18T19:00:00Z', 'Rule-change: late.', enact('late'));
    outcomes.p306 = day(s, '2019-02-19', D, enact('Rule six.'), all5());
    outcomes.p307 = day(s, '2019-02-20', B, enact('Rule seven.'), [[B, 'Yes'], [C, 'Yes'], [D, 'No']]);
    outcomes.p308 = day(s, '2019-02-21', T, enact('Rule eight.'), [[T, 'Yes'], [W, 'Yes']]);
    outcomes.p309 = day(s, '2019-02-22', W, enact('Rule nine.'), [[W, 'Yes'], [C, 'Yes'], [D, 'Yes'], [B, 'No']]);
    // Week 3: the second complete circuit has ended: simple majority of votes cast.
    outcomes.p310 = day(s, '2019-02-25', C, enact('Rule ten.'), [[C, 'Yes'], [D, 'Yes'], [B, 'Yes'], [T, 'No'], [W, 'No']]);
    outcomes.p311 = day(s, '2019-02-26', D, enact('Rule eleven.'), [[D, 'Yes'], [C, 'No']]);
    outcomes.p312 = day(s, '2019-02-27', B, enact('Rule twelve.'), all5());
    outcomes.p313 = day(s, '2019-02-28', T, enact('Rule thirteen.'), [[T, 'Yes'], [W, 'Yes'], [B, 'No']]);
    outcomes.p314 = day(s, '2019-03-01', W, enact('Rule fourteen.'), []);
    // Week 4: the 25-mutable-rule ceiling, and the target lowered to 100 points.
    outcomes.p315 = day(s, '2019-03-04', C, enact('Rule fifteen.'), [[C, 'Yes'], [D, 'Yes']]);
    outcomes.p316 = day(s, '2019-03-05', D, enact('Rule sixteen.'), [[D, 'Yes'], [T, 'Yes'], [B, 'No']]);
    outcomes.p317 = day(s, '2019-03-06', B, enact('Rule seventeen.'), all5());
    outcomes.tooMany = s.post(T, '2019-03-07T09:00:00Z', 'Rule-change: one rule too many.', enact('Rule twenty-six.'));
    outcomes.p318 = day(s, '2019-03-07', T, [{ kind: 'repeal', rule: '301' }], [[T, 'Yes'], [C, 'Yes']]);
    outcomes.p319 = day(s, '2019-03-08', W, [{ kind: 'amend', rule: '210', text: ['The winner is the first player to achieve 100 (positive) points.'] }],
      [[W, 'Yes'], [C, 'Yes'], [D, 'Yes'], [B, 'No'], [T, 'No']], { winningPoints: 100 });
    // Week 5: Ben P reaches 100.
    outcomes.p320 = day(s, '2019-03-11', C, enact('Rule twenty.'), [[C, 'Yes'], [D, 'Yes'], [B, 'Yes']]);
    outcomes.p321 = day(s, '2019-03-12', D, [{ kind: 'repeal', rule: '303' }], [[D, 'Yes'], [C, 'No'], [B, 'No']]);
    outcomes.p322 = day(s, '2019-03-13', B, [{ kind: 'amend', rule: '306', text: ['Rule six, amended.'] }], [[B, 'Yes'], [D, 'Yes'], [C, 'Yes'], [T, 'Yes'], [W, 'No']]);
    // A refused entry does not move the clock, so the GM closes Wednesday's vote (as the workspace's
    // "Close" does) before the next day's post is refused because the game is over.
    s.advanceTo('2019-03-14T00:00:00Z');
    outcomes.afterWin = s.post(T, '2019-03-14T10:00:00Z', 'Rule-change: play on.', enact('play on'));
  });

  it('003 109a numbers the 22 proper proposals 301-322, whether or not adopted', () => {
    const numbers = s.proposals().map((p) => p.number);
    expect(numbers).toEqual(Array.from({ length: 22 }, (_, k) => String(301 + k)));
    expect(s.proposals().filter((p) => p.status === 'defeated').map((p) => p.number)).toEqual(['302', '304', '307', '309', '311', '314', '321']);
  });

  it('003 104 every proper proposal is voted on and completed; 003 204a unanimity of the votes cast in the first two circuits', () => {
    expect(s.proposals().every((p) => p.status !== 'open')).toBe(true);
    expect(s.proposal('302')).toMatchObject({ status: 'defeated', yes: 4, no: 1, decidedBy: '003 204a' });
    // Abstentions do not count against unanimity: 3 of 5 voted, all Yes.
    expect(s.proposal('303')).toMatchObject({ status: 'adopted', yes: 3, no: 0, decidedBy: '003 204a' });
  });

  it('003 204b switches to a simple majority after the second complete circuit of turns (end of Friday 22 Feb, UK)', () => {
    expect(s.majoritySwitchAt).toBe('2019-02-23T00:00:00.000Z');
    // Completed at that very moment: still judged by unanimity.
    expect(s.proposal('309')).toMatchObject({ status: 'defeated', yes: 3, no: 1, decidedBy: '003 204a' });
    expect(s.proposal('310')).toMatchObject({ status: 'adopted', yes: 3, no: 2, decidedBy: '003 204b' });
    // A tie is not a majority.
    expect(s.proposal('311')).toMatchObject({ status: 'defeated', yes: 1, no: 1, decidedBy: '003 204b' });
    expect(s.threshold).toBe('majority');
  });

  it('003 111a transmuting an immutable rule needs every eligible voter, not just the votes cast', () => {
    expect(s.proposal('304')).toMatchObject({ status: 'defeated', yes: 4, no: 0, decidedBy: '003 111a' });
    expect(findRule(s.ruleset, '116')!.mutability).toBe('immutable');
  });

  it('003 103b the Rule-change amending immutable rule 109 is refused and takes no number', () => {
    expect(outcomes.amend109).toMatchObject({ kind: 'improper', clause: '003 103b' });
    expect((outcomes.p304 as { proposal: { number: string } }).proposal.number).toBe('304');
  });

  it('003 211 a Rule-change that would make a 26th mutable rule is refused', () => {
    expect(outcomes.tooMany).toMatchObject({ kind: 'improper', clause: '003 211' });
  });

  it('003 202a refuses proposals off the proposer\'s allocated day or at/after 19:00 UK time', () => {
    expect(outcomes.dWrongDay).toMatchObject({ kind: 'improper', clause: '003 202a' });
    expect(outcomes.cLate).toMatchObject({ kind: 'improper', clause: '003 202a' });
  });

  it('003 202b only the first rule-change of the day is proper', () => {
    expect(outcomes.wSecond).toMatchObject({ kind: 'improper', clause: '003 202b' });
  });

  it('003 201a each player proposes on his allocated day: Chris B Monday ... Alex W Friday', () => {
    expect(SEED_003_PLAYERS.map((p) => `${p.name} ${p.day}`)).toEqual(['Chris B Monday', 'Dave M Tuesday', 'Ben P Wednesday', 'Alex T Thursday', 'Alex W Friday']);
    expect(s.proposals().map((p) => p.proposer).slice(0, 5)).toEqual([C, D, B, T, W]);
  });

  it('003 201b a vote posted on Saturday (UK) is void', () => {
    expect(outcomes.tSaturday).toMatchObject({ kind: 'void', clause: '003 201b' });
  });

  it('003 113a votes are "Vote: Yes" / "Vote: No" replies; anything else is not a vote', () => {
    expect(outcomes.wYes).toEqual({ kind: 'vote', proposal: '305', vote: 'yes' });
    expect(outcomes.cYes).toEqual({ kind: 'vote', proposal: '305', vote: 'yes' });
    expect(outcomes.notAVote).toEqual({ kind: 'message' });
  });

  it('003 113b and 003 208 a vote cannot be withdrawn: a second message from the same player is not counted', () => {
    expect(outcomes.wNo).toMatchObject({ kind: 'vote-ignored', clause: '003 113b' });
    expect(s.proposal('305')).toMatchObject({ status: 'adopted', yes: 4, no: 0 });
    expect(s.proposal('305')!.votes.map((v) => v.player)).toEqual([W, C, D, B]);
  });

  it('003 113c voting completes at the end of the UK day of submission; a vote at 23:59 counts', () => {
    expect(outcomes.bLate).toEqual({ kind: 'vote', proposal: '305', vote: 'yes' });
    expect(s.proposal('305')!.completedAt).toBe('2019-02-16T00:00:00.000Z');
  });

  it('003 206 an adopted rule-change takes effect at the completion of its vote', () => {
    const r = findRule(s.ruleset, '305')!;
    expect(r.history[0]!.effectiveAt).toBe('2019-02-16T00:00:00.000Z');
    expect(rulesInForceAt(s.ruleset, '2019-02-15T23:59:59.000Z').some((v) => v.number === '305')).toBe(false);
    expect(rulesInForceAt(s.ruleset, '2019-02-16T00:00:00.000Z').some((v) => v.number === '305')).toBe(true);
  });

  it('003 107a the proposal text is stored verbatim after "Rule-change:"', () => {
    expect(s.proposal('305')!.text).toBe('Tea at four.');
  });

  it('003 109b and 003 110 the amended rule 214 becomes 303 and rule 206 now cites Rule 303', () => {
    expect(findRule(s.ruleset, '303')!.id).toBe('31');
    expect(findRule(s.ruleset, '206')!.text[0]).toMatch(/subject to Rule 303\./);
  });

  it('003 203 the proposer gains floor(max(10, R - 290) x Y / V)', () => {
    const gain = (n: string) => s.pointsLog().find((c) => c.proposal === n && c.player === s.proposal(n)!.proposer)!.change;
    expect(gain('301')).toBe(10);  // R = 215: 10 x 5/5
    expect(gain('303')).toBe(11);  // R = 301: 11 x 3/3
    expect(gain('305')).toBe(13);  // R = 303: 13 x 4/4
    expect(gain('306')).toBe(15);  // R = 305
    expect(gain('308')).toBe(16);  // R = 306: 16 x 2/2
    expect(gain('310')).toBe(10);  // R = 308: floor(18 x 3/5) = 10
    expect(gain('313')).toBe(14);  // R = 312: floor(22 x 2/3)
    expect(gain('316')).toBe(16);  // R = 315: floor(25 x 2/3)
    expect(gain('322')).toBe(24);  // R = 320: 30 x 4/5
  });

  it('003 207 a defeated proposal costs its proposer 10 points (on top of its rule-203 points)', () => {
    const change = (n: string) => s.pointsLog().find((c) => c.proposal === n)!;
    expect(change('302')).toMatchObject({ player: D, change: -2 });  // floor(11 x 4/5) - 10
    expect(change('304')).toMatchObject({ player: T, change: 3 });   // 13 - 10
    expect(change('314')).toMatchObject({ player: W, change: -10 }); // no votes cast: 0 - 10
  });

  it('003 205 under majority voting, those who voted against an adopted proposal gain 10', () => {
    const p310 = s.pointsLog().filter((c) => c.proposal === '310');
    expect(p310.map((c) => [c.player, c.change])).toEqual([[C, 10], [T, 10], [W, 10]]);
    // Not while unanimity was required: P302's lone No voter gained nothing.
    expect(s.pointsLog().filter((c) => c.proposal === '302').map((c) => c.player)).toEqual([D]);
  });

  it('003 201c everyone starts at 0, and the final totals follow from every change', () => {
    const fresh = newSession();
    expect(fresh.points()).toEqual({ [C]: 0, [D]: 0, [B]: 0, [T]: 0, [W]: 0 });
    expect(s.points()).toEqual({ [C]: 72, [D]: 29, [B]: 111, [T]: 80, [W]: 42 });
  });

  it('003 114 and 003 210 the first player to reach the winning total wins; the target was lowered to 100 by proposal 319', () => {
    expect(s.winningPoints).toBe(100);
    expect(s.winner).toEqual({ player: B, at: '2019-03-14T00:00:00.000Z', clause: '003 210', reason: 'Ben P reached 111 points (100 to win)' });
    expect(outcomes.afterWin).toEqual({ kind: 'game-over', winner: B });
  });

  it('003 209 every points change is announced as "Ben P: 111 (+24)"', () => {
    const last = s.pointsLog().filter((c) => c.proposal === '322');
    expect(last.map((c) => pointsAnnouncement(c.total, c.change, c.player))).toEqual(['Ben P: 111 (+24)', 'Alex W: 42 (+10)']);
  });

  it('003 209 points-thread announcements are checked, and a wrong total gets the correction anyone may post', () => {
    expect(s.postPoints(B, '2019-03-14T11:00:00Z', '111 (+24)')).toEqual({ kind: 'correct', player: B, total: 111 });
    expect(s.postPoints(C, '2019-03-14T11:05:00Z', 'Alex W: 52 (+10)')).toEqual({ kind: 'wrong', player: W, claimed: 52, total: 42, correction: 'Alex W: 42 (+10)' });
    expect(s.postPoints(D, '2019-03-14T11:10:00Z', 'well played Ben')).toEqual({ kind: 'not-an-announcement' });
    expect(s.log.messages('points').map((m) => m.author)).toEqual([B, C, D]);
  });

  it('rebuilds the same game, refusals included, from the recorded inputs', () => {
    const again = NomicSession.replay({ ruleset: importNomicJson(readSeed('003')), startDate: '2019-02-11' }, JSON.parse(JSON.stringify(s.inputs())));
    expect(again.proposals()).toEqual(s.proposals());
    expect(again.points()).toEqual(s.points());
    expect(again.pointsLog()).toEqual(s.pointsLog());
    expect(again.winner).toEqual(s.winner);
    expect(again.log.messages()).toEqual(s.log.messages());
    expect(again.ruleset).toEqual(s.ruleset);
  });
});

describe('Nomic details', () => {
  it('003 105 only players vote or propose; every player, the proposer too, may vote', () => {
    const s = newSession();
    s.post(C, '2019-02-11T10:00:00Z', 'Rule-change: x', enact('x'));
    expect(s.post('Mallory', '2019-02-11T10:01:00Z', 'Vote: Yes')).toMatchObject({ kind: 'vote-ignored', clause: '003 105' });
    expect(s.post(C, '2019-02-11T10:02:00Z', 'Vote: Yes')).toMatchObject({ kind: 'vote' });
    expect(s.eligibleVoters()).toEqual([C, D, B, T, W]);
  });

  it('003 113a a vote before any proper proposal that day counts for nothing', () => {
    const s = newSession();
    expect(s.post(D, '2019-02-11T09:00:00Z', 'Vote: Yes')).toMatchObject({ kind: 'vote-ignored', clause: '003 113a' });
    s.post(C, '2019-02-11T10:00:00Z', 'Rule-change: x', enact('x'));
    s.advanceTo('2019-02-12T00:00:00Z');
    expect(s.proposal('301')!.votes).toEqual([]);
  });

  it('003 107b a submitted proposal cannot be withdrawn or modified: a withdrawal message changes nothing', () => {
    const s = newSession();
    s.post(C, '2019-02-11T10:00:00Z', 'Rule-change: Chris wins.', enact('Chris wins.'));
    s.post(C, '2019-02-11T10:05:00Z', 'I withdraw my Rule-change, please ignore it');
    s.post(D, '2019-02-11T10:06:00Z', 'Vote: Yes');
    s.advanceTo('2019-02-12T00:00:00Z');
    expect(s.proposal('301')).toMatchObject({ status: 'adopted', text: 'Chris wins.' });
  });

  it('003 106 and 003 202a the 19:00 deadline is UK time: 18:30 UTC in summer is 19:30 BST, too late', () => {
    const s = new NomicSession({ ruleset: importNomicJson(readSeed('003')), startDate: '2019-07-01' });
    expect(s.post(B, '2019-07-03T18:30:00Z', 'Rule-change: x', enact('x'))).toMatchObject({ kind: 'improper', clause: '003 202a' });
    expect(s.post(B, '2019-07-10T17:59:00Z', 'Rule-change: y', enact('y'))).toMatchObject({ kind: 'proposal' });
    // Voting ends at UK midnight: 23:00 UTC.
    s.advanceTo('2019-07-10T23:00:00Z');
    expect(s.proposal('301')!.completedAt).toBe('2019-07-10T23:00:00.000Z');
  });

  it('003 204b does not switch if rule 204 was amended before the end of the second circuit', () => {
    const s = newSession();
    s.post(C, '2019-02-11T10:00:00Z', 'Rule-change: 204 stays unanimous', [{ kind: 'amend', rule: '204', text: ['A rule-change is adopted if and only if the vote is unanimous among the votes cast.'] }]);
    s.post(C, '2019-02-11T10:01:00Z', 'Vote: Yes');
    s.advanceTo('2019-03-01T00:00:00Z');
    expect(s.proposal('301')!.status).toBe('adopted');
    expect(s.threshold).toBe('unanimity');
  });

  it('003 115 a player may forfeit at any time; he then neither votes nor scores', () => {
    const s = newSession();
    s.forfeit(T, '2019-02-11T08:00:00Z');
    expect(s.forfeited()).toEqual([T]);
    s.post(C, '2019-02-11T10:00:00Z', 'Rule-change: x', enact('x'));
    expect(s.post(T, '2019-02-11T10:01:00Z', 'Vote: Yes')).toMatchObject({ kind: 'vote-ignored', clause: '003 115' });
    expect(s.eligibleVoters()).not.toContain(T);
    expect(s.post(T, '2019-02-14T10:00:00Z', 'Rule-change: y', enact('y'))).toMatchObject({ kind: 'improper', clause: '003 115' });
  });

  it('003 212 the threads are append-only: no edit, no delete, no back-dating', () => {
    const s = newSession();
    s.postDiscussion(D, '2019-02-11T09:30:00Z', 'Draft: x');
    expect(s.log.messages('discussion').map((m) => m.text)).toEqual(['Draft: x']);
    s.post(C, '2019-02-11T10:00:00Z', 'Rule-change: x', enact('x'));
    const copy = s.log.messages();
    copy.pop();
    expect(s.log.messages()).toHaveLength(2);
    expect(() => { (s.log.messages()[0] as { text: string }).text = 'edited'; }).toThrow(TypeError);
    expect(() => s.post(D, '2019-02-11T09:00:00Z', 'Vote: Yes')).toThrow(/append-only \(003 212\)/);
    expect(s.log.messages().map((m) => m.text)).toEqual(['Draft: x', 'Rule-change: x']);
  });

  it('003 215a an undecidable move wins for the player who made it', () => {
    const s = newSession();
    expect(s.declareUndecidableMoveWin(D, '2019-02-12T15:00:00Z')).toMatchObject({ player: D, clause: '003 215a' });
    expect(s.post(B, '2019-02-13T10:00:00Z', 'Rule-change: x', enact('x'))).toEqual({ kind: 'game-over', winner: D });
  });

  it('003 215a the winner is the player whose move it was, not the player whose day it is; only a player, and not after the game was won', () => {
    const s = newSession();
    // Tuesday 12 Feb is Dave M's day; the move in question is Ben P's.
    expect(s.declareUndecidableMoveWin(B, '2019-02-12T15:00:00Z')).toEqual({ player: B, at: '2019-02-12T15:00:00Z', clause: '003 215a', reason: `the legality of ${B}'s move cannot be determined` });
    expect(s.winner?.player).toBe(B);
    // A later declaration cannot take the win from him.
    expect(() => s.declareUndecidableMoveWin(D, '2019-02-13T15:00:00Z')).toThrow(/already won by Ben P/);
    expect(s.winner?.player).toBe(B);
    const t = newSession();
    expect(() => t.declareUndecidableMoveWin('Ben', '2019-02-12T15:00:00Z')).toThrow('Ben is not a player (003 215a)');
    expect(t.winner).toBeUndefined();
    t.forfeit(W, '2019-02-11T09:00:00Z');
    expect(() => t.declareUndecidableMoveWin(W, '2019-02-12T15:00:00Z')).toThrow(/forfeited/);
    expect(t.winner).toBeUndefined();
  });

  it('003 215b if play becomes impossible the player whose allocated day it is wins, over any other winner rule', () => {
    const s = newSession();
    expect(s.declarePlayImpossible('2019-02-14T15:00:00Z')).toMatchObject({ player: T, clause: '003 215b' });
    expect(s.winner!.player).toBe(T);
    expect(() => newSession().declarePlayImpossible('2019-02-16T15:00:00Z')).toThrow(/003 215b/);
    // Proposal 301 lowers the target to 5 and makes play impossible; at its completion (00:00 on
    // Tuesday, Dave M's day) Chris B reaches 10 points, but rule 215 names the winner.
    const t = newSession();
    t.post(C, '2019-02-11T10:00:00Z', 'Rule-change: x', enact('x'), { winningPoints: 5 });
    t.post(C, '2019-02-11T10:01:00Z', 'Vote: Yes');
    t.advanceTo('2019-02-12T00:00:00.000Z');
    expect(t.winner).toMatchObject({ player: C, clause: '003 210' });
    expect(t.declarePlayImpossible('2019-02-12T00:00:00.000Z')).toMatchObject({ player: D, clause: '003 215b' });
    expect(() => t.declarePlayImpossible('2019-02-12T10:00:00.000Z')).toThrow(/already won/);
  });
});

describe('a refused entry and the ledger\'s clock (003 212)', () => {
  it('003 212 a vote refused for its wrong time moves no clock: the real, earlier vote is still counted and the proposal stays open', () => {
    const s = newSession();
    expect(s.post(C, '2019-02-11T10:00:00Z', 'Rule-change: be polite.', enact('Be polite.'))).toMatchObject({ kind: 'proposal' });
    // Typed a day late: no proposal is open then, so it is refused...
    expect(s.post(D, '2019-02-12T11:00:00Z', 'Vote: Yes')).toMatchObject({ kind: 'vote-ignored', clause: '003 113a' });
    // ...and proposal 301 is still open, the thread log has not moved past 10:00 on the 11th.
    expect(s.proposal('301')!.status).toBe('open');
    expect(s.log.messages().map((m) => m.at)).toEqual(['2019-02-11T10:00:00Z']);
    expect(s.post(D, '2019-02-11T11:00:00Z', 'Vote: Yes')).toEqual({ kind: 'vote', proposal: '301', vote: 'yes' });
    s.advanceTo('2019-02-12T00:00:00Z');
    expect(s.proposal('301')).toMatchObject({ status: 'adopted', yes: 1, no: 0 });
  });
  it('003 212 a refused proposal on a weekend moves no clock either, and a replay of the inputs gives the same session', () => {
    const s = newSession();
    s.post(C, '2019-02-11T10:00:00Z', 'Rule-change: be polite.', enact('Be polite.'));
    expect(s.post(D, '2019-02-16T10:00:00Z', 'Rule-change: on a Saturday.', enact('x'))).toMatchObject({ kind: 'void', clause: '003 201b' });
    expect(s.post(B, '2019-02-11T12:00:00Z', 'Vote: No')).toEqual({ kind: 'vote', proposal: '301', vote: 'no' });
    const again = NomicSession.replay({ ruleset: importNomicJson(readSeed('003')), startDate: '2019-02-11' }, s.inputs());
    expect(again.proposals()).toEqual(s.proposals());
    expect(again.log.messages()).toEqual(s.log.messages());
    // An accepted entry still moves the clock: a vote after the day's end is refused.
    s.post(D, '2019-02-12T10:00:00Z', 'Rule-change: Dave\'s day.', enact('y'));
    expect(s.proposal('301')!.status).toBe('defeated');
  });
});
