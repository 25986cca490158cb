import { describe, expect, it } from 'vitest';
import { agoraEnactmentReport, BirthdayTournamentLedger, findRule, importAgoraText, LedgerRefusal } from '../../../core/ledger/index';
import { readSeed } from './seeds';

const SEVEN = ['Alice', 'Bob', 'Carol', 'Dan', 'Erin', 'Frank', 'Grace'];
const amend12 = [{ kind: 'amend' as const, rule: 'BT12', text: ['Fleets have strength 2; armies 1.'] }];

function ledger(contestants = SEVEN) {
  return new BirthdayTournamentLedger({ ruleset: importAgoraText(readSeed('002')), contestants, judge: 'P.S.S.' });
}

describe('002 BT8 proposals with private votes to the Judge', () => {
  it('002 BT8a any Contestant may submit a Proposal at any time; only Contestants', () => {
    const l = ledger();
    expect(l.submit('Carol', '2020-07-08T03:00:00Z', 'Stronger fleets', amend12).status).toBe('open');
    expect(() => l.submit('Mallory', '2020-07-08T04:00:00Z', 'x', amend12)).toThrow(/not a Contestant.*002 BT8a/);
    expect(() => l.submit('P.S.S.', '2020-07-08T04:00:00Z', 'x', amend12)).toThrow(LedgerRefusal);
  });

  it('002 BT8a the proposer, and only he, may withdraw; a withdrawn proposal takes no votes and cannot be enacted', () => {
    const l = ledger();
    const p = l.submit('Carol', '2020-07-08T03:00:00Z', 'Stronger fleets', amend12);
    for (const v of ['Alice', 'Bob', 'Dan']) l.vote(v, p.id, 'yes', '2020-07-08T05:00:00Z');
    expect(() => l.withdraw('Alice', p.id, '2020-07-08T06:00:00Z')).toThrow(/only Carol/);
    l.withdraw('Carol', p.id, '2020-07-08T06:00:00Z');
    expect(l.proposal(p.id).status).toBe('withdrawn');
    expect(() => l.vote('Erin', p.id, 'yes', '2020-07-08T07:00:00Z')).toThrow(/withdrawn.*002 BT8b/);
    expect(l.enactable(p.id)).toBe(false);
    expect(() => l.enact(p.id, '2020-07-08T08:00:00Z')).toThrow(/002 BT8c/);
    expect(findRule(l.ruleset, 'BT12')!.revision).toBe(0);
  });

  it('002 BT8b any Contestant except the proposer may vote; votes from non-contestants and the proposer are refused', () => {
    const l = ledger();
    const p = l.submit('Carol', '2020-07-08T03:00:00Z', 'Stronger fleets', amend12);
    expect(() => l.vote('Carol', p.id, 'yes', '2020-07-08T04:00:00Z')).toThrow(/proposed.*002 BT8b/);
    expect(() => l.vote('Mallory', p.id, 'yes', '2020-07-08T04:00:00Z')).toThrow(/not a Contestant.*002 BT8b/);
    expect(() => l.vote('P.S.S.', p.id, 'yes', '2020-07-08T04:00:00Z')).toThrow(/002 BT8b/);
    expect(l.counts(p.id)).toEqual({ inFavour: 0, against: 0 });
  });

  it('002 BT8b tracks withdrawn votes: a withdrawn or replaced vote no longer counts but stays on record', () => {
    const l = ledger();
    const p = l.submit('Carol', '2020-07-08T03:00:00Z', 'Stronger fleets', amend12);
    l.vote('Alice', p.id, 'yes', '2020-07-08T04:00:00Z');
    l.vote('Bob', p.id, 'yes', '2020-07-08T04:10:00Z');
    l.vote('Bob', p.id, 'no', '2020-07-08T04:20:00Z');
    l.withdrawVote('Alice', p.id, '2020-07-08T04:30:00Z');
    expect(l.counts(p.id)).toEqual({ inFavour: 0, against: 1 });
    expect(l.proposal(p.id).ballots.map((b) => [b.voter, b.vote, !!b.withdrawnAt])).toEqual([
      ['Alice', 'yes', true], ['Bob', 'yes', true], ['Bob', 'no', false],
    ]);
    expect(() => l.withdrawVote('Alice', p.id, '2020-07-08T05:00:00Z')).toThrow(/no vote/);
  });

  it('002 BT8c with 7 Contestants a Proposal needs 4 votes in favour (more than 3.5), the proposer counted among the 7', () => {
    const l = ledger();
    expect(l.votesNeeded()).toBe(4);
    const p = l.submit('Carol', '2020-07-08T03:00:00Z', 'Stronger fleets', amend12);
    l.vote('Alice', p.id, 'yes', '2020-07-08T04:00:00Z');
    l.vote('Bob', p.id, 'yes', '2020-07-08T04:00:00Z');
    l.vote('Dan', p.id, 'yes', '2020-07-08T04:00:00Z');
    l.vote('Erin', p.id, 'no', '2020-07-08T04:00:00Z');
    expect(l.enactable(p.id)).toBe(false);
    expect(() => l.enact(p.id, '2020-07-08T05:00:00Z')).toThrow(/3 votes in favour; it needs 4 .*7 Contestants.*002 BT8c/);
    l.vote('Frank', p.id, 'yes', '2020-07-08T06:00:00Z');
    expect(l.enactable(p.id)).toBe(true);
    const enacted = l.enact(p.id, '2020-07-08T07:00:00Z');
    expect(enacted).toMatchObject({ status: 'enacted', inFavour: 4, against: 1 });
    expect(findRule(l.ruleset, 'BT12')).toMatchObject({ revision: 1, text: ['Fleets have strength 2; armies 1.'] });
    // With 6 Contestants, more than 3 is still 4; with 5, 3.
    expect(ledger(SEVEN.slice(0, 6)).votesNeeded()).toBe(4);
    expect(ledger(SEVEN.slice(0, 5)).votesNeeded()).toBe(3);
  });

  it('002 BT8c the threshold follows the current number of Contestants, and a departed Contestant\'s vote no longer counts', () => {
    const l = ledger();
    const p = l.submit('Carol', '2020-07-08T03:00:00Z', 'Stronger fleets', amend12);
    for (const v of ['Alice', 'Bob', 'Dan']) l.vote(v, p.id, 'yes', '2020-07-08T04:00:00Z');
    l.setContestants(['Alice', 'Bob', 'Carol', 'Dan', 'Erin']);
    expect(l.enactable(p.id)).toBe(true);
    l.setContestants(['Bob', 'Carol', 'Dan', 'Erin']);
    expect(l.counts(p.id).inFavour).toBe(2);
    expect(l.enactable(p.id)).toBe(false);
  });

  it('002 BT8d the enactment report gives the new text and the counts for and against, never who voted how', () => {
    const l = ledger();
    const p = l.submit('Carol', '2020-07-08T03:00:00Z', 'Stronger fleets', amend12);
    const ballots: Array<[string, 'yes' | 'no']> = [['Alice', 'yes'], ['Bob', 'yes'], ['Dan', 'yes'], ['Frank', 'yes'], ['Erin', 'no'], ['Grace', 'no']];
    for (const [v, b] of ballots) l.vote(v, p.id, b, '2020-07-08T04:00:00Z');
    const enacted = l.enact(p.id, '2020-07-08T07:00:00Z');
    for (const dialect of ['text', 'bbcode', 'markdown'] as const) {
      const report = agoraEnactmentReport(enacted, l.ruleset, dialect);
      expect(report).toMatch(/Votes in favour: 4\. Votes against: 2\./);
      expect(report).toMatch(/BT12\/1/);
      expect(report).toMatch(/Fleets have strength 2; armies 1\./);
      for (const voter of ['Alice', 'Bob', 'Dan', 'Frank', 'Erin', 'Grace']) expect(report).not.toContain(voter);
    }
    expect(agoraEnactmentReport(enacted, l.ruleset, 'text')).toContain('Regulation BT12/1\nBirthday Tournament 12\n\n      Fleets have strength 2; armies 1.');
  });

  it('002 BT5 a Proposal to amend BT0-BT5 is refused at submission', () => {
    const l = ledger();
    expect(() => l.submit('Carol', '2020-07-08T03:00:00Z', 'Judge is Carol', [{ kind: 'amend', rule: 'BT0', text: ['Carol is the Judge.'] }])).toThrow(/002 BT5/);
    expect(l.proposals()).toEqual([]);
  });

  it('002 BT2b Gamemaster amendments are recorded apart from proposals; replacing the regulations needs fewer than 7 Contestants', () => {
    const l = ledger();
    l.gamemasterAmend('2020-07-09T00:00:00Z', 'prevent a breach of Agoran custom', [{ kind: 'amend', rule: 'BT10', text: ['Contestants SHALL NOT offer favours outside this Tournament.'] }]);
    expect(l.gamemasterAmendments()).toEqual([expect.objectContaining({ reason: 'prevent a breach of Agoran custom', replacedWholeText: false })]);
    expect(l.proposals()).toEqual([]);
    expect(findRule(l.ruleset, 'BT10')!.history.at(-1)).toMatchObject({ change: 'gamemaster', proposal: null });
    expect(() => l.gamemasterAmend('2020-07-09T00:00:00Z', 'new game', [{ kind: 'repeal', rule: 'BT11' }], { replacesWholeText: true })).toThrow(/fewer than seven.*002 BT2b/);
    const small = ledger(SEVEN.slice(0, 4));
    small.gamemasterAmend('2020-07-09T00:00:00Z', 'FRC instead', [{ kind: 'repeal', rule: 'BT11' }], { replacesWholeText: true });
    expect(findRule(small.ruleset, 'BT11')!.inEffect).toBe(false);
  });

  it('002 BT8a proposals are numbered P1, P2, … in order; an unknown number, a second withdrawal or a withdrawal after enactment is refused under 002 BT8a', () => {
    const l = ledger();
    expect(l.contestants()).toEqual(SEVEN);
    const first = l.submit('Carol', '2020-07-08T03:00:00Z', 'Stronger fleets', amend12);
    const second = l.submit('Dan', '2020-07-08T03:30:00Z', 'Weaker fleets', [{ kind: 'amend', rule: 'BT12', text: ['Fleets have strength 1.'] }]);
    expect([first.id, second.id]).toEqual(['P1', 'P2']);
    const refusal = (f: () => unknown) => { try { f(); } catch (e) { return e instanceof LedgerRefusal ? [e.clause, e.message] : e; } return null; };
    expect(refusal(() => l.vote('Alice', 'P9', 'yes', '2020-07-08T04:00:00Z'))).toEqual(['002 BT8a', 'there is no proposal P9 (002 BT8a)']);
    expect(refusal(() => l.withdraw('Alice', 'P1', '2020-07-08T04:00:00Z'))).toEqual(['002 BT8a', 'only Carol can withdraw proposal P1 (002 BT8a)']);
    l.withdraw('Dan', 'P2', '2020-07-08T04:00:00Z');
    expect(refusal(() => l.withdraw('Dan', 'P2', '2020-07-08T04:10:00Z'))).toEqual(['002 BT8a', 'proposal P2 is withdrawn (002 BT8a)']);
    expect(refusal(() => l.withdrawVote('Alice', 'P1', '2020-07-08T04:10:00Z'))).toEqual(['002 BT8b', 'Alice has no vote on P1 to withdraw (002 BT8b)']);
    for (const v of ['Alice', 'Bob', 'Dan', 'Erin']) l.vote(v, 'P1', 'yes', '2020-07-08T05:00:00Z');
    l.enact('P1', '2020-07-08T06:00:00Z');
    expect(l.enactable('P1')).toBe(false);
    expect(refusal(() => l.withdraw('Carol', 'P1', '2020-07-08T06:10:00Z'))).toEqual(['002 BT8a', 'proposal P1 is enacted (002 BT8a)']);
    expect(l.proposal('P1')).toMatchObject({ status: 'enacted', enactedAt: '2020-07-08T06:00:00Z', inFavour: 4, against: 0 });
  });

  it('002 BT5 and 002 BT8a a refusal at submission carries the clause that refuses it: BT5 for BT0-BT5, BT8a for anything else', () => {
    const l = ledger();
    const clauseOf = (changes: Parameters<typeof l.submit>[3]) => { try { l.submit('Carol', '2020-07-08T03:00:00Z', 'x', changes); } catch (e) { return e instanceof LedgerRefusal ? e.clause : e; } return null; };
    expect(clauseOf([{ kind: 'amend', rule: 'BT3', text: ['x'] }])).toBe('002 BT5');
    expect(clauseOf([{ kind: 'amend', rule: 'BT99', text: ['x'] }])).toBe('002 BT8a');
    expect(clauseOf([])).toBe('002 BT8a');
    // Every problem is listed, the first deciding the clause.
    expect(() => l.submit('Carol', '2020-07-08T03:00:00Z', 'x', [{ kind: 'amend', rule: 'BT3', text: ['x'] }, { kind: 'amend', rule: 'BT99', text: ['x'] }]))
      .toThrow('regulation BT3 cannot be changed by proposal (002 BT5); there is no rule BT99 (002 BT5)');
  });

  it('002 BT8c a proposal whose change no longer applies when it is enacted is refused with the rule-change clause, and the regulations stay as they were', () => {
    const l = ledger();
    const repeal = l.submit('Carol', '2020-07-08T03:00:00Z', 'No fleets rule', [{ kind: 'repeal', rule: 'BT12' }]);
    const amend = l.submit('Dan', '2020-07-08T03:30:00Z', 'Stronger fleets', amend12);
    for (const v of ['Alice', 'Bob', 'Erin', 'Frank']) { l.vote(v, repeal.id, 'yes', '2020-07-08T04:00:00Z'); l.vote(v, amend.id, 'yes', '2020-07-08T04:00:00Z'); }
    l.enact(repeal.id, '2020-07-08T05:00:00Z');
    const before = l.ruleset;
    let thrown: unknown;
    try { l.enact(amend.id, '2020-07-08T06:00:00Z'); } catch (e) { thrown = e; }
    expect(thrown).toBeInstanceOf(LedgerRefusal);
    expect((thrown as LedgerRefusal).message).toMatch(/BT12 has been repealed/);
    expect(l.ruleset).toBe(before);
    expect(l.proposal(amend.id).status).toBe('open');
  });
});
