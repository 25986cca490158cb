import { describe, expect, it } from 'vitest';
import { getRunningRules } from '../../../../core/diplomacy/running/runningRules';
import { publishedOutcome, tallyAgoraProposal, tallyVote, type Ballot } from '../../../../core/diplomacy/running/votes';

const wm = getRunningRules('wm2004');
const mj = getRunningRules('maharajiad');
const remaining = ['Austria', 'England', 'France', 'Turkey'];
const all = (value: Ballot['value'], except: Record<string, Ballot['value'] | undefined> = {}): Ballot[] =>
  remaining.filter((p) => !(p in except) || except[p] !== undefined).map((power) => ({ power, value: except[power] ?? value, at: 1 }));
const draw = { kind: 'draw' as const, survivors: remaining };

describe('World Masters votes', () => {
  it('passes only with a Yes from every remaining player (000 D.IX(1)a)', () => {
    expect(tallyVote(wm, draw, all('yes'), { remaining }).passed).toBe(true);
    expect(tallyVote(wm, draw, all('yes', { Turkey: 'no' }), { remaining }).passed).toBe(false);
    expect(tallyVote(wm, draw, all('yes', { Turkey: 'abstain' }), { remaining }).passed).toBe(false);
    expect(tallyVote(wm, draw, all('yes', { Turkey: undefined }), { remaining }).passed).toBe(false);
  });

  it('counts an NMR\'ing player\'s uncast vote on a game end at a movement deadline as Yes (000 D.IX(1)b)', () => {
    const ballots = all('yes', { Turkey: undefined });
    expect(tallyVote(wm, draw, ballots, { remaining, nmr: ['Turkey'], deadlineIsMovement: true }).passed).toBe(true);
    expect(tallyVote(wm, draw, ballots, { remaining, nmr: ['Turkey'], deadlineIsMovement: false }).passed).toBe(false);
    expect(tallyVote(wm, draw, ballots, { remaining, nmr: [], deadlineIsMovement: true }).passed).toBe(false);
    // Not for a house-rule change, and not when the NMR'ing player did vote No.
    expect(tallyVote(wm, { kind: 'house-rule', rule: 'D.VII(3)', gmAgrees: true }, ballots, { remaining, nmr: ['Turkey'], deadlineIsMovement: true }).passed).toBe(false);
    expect(tallyVote(wm, draw, all('yes', { Turkey: 'no' }), { remaining, nmr: ['Turkey'], deadlineIsMovement: true }).passed).toBe(false);
  });

  it('treats a vote too vague to read as uncast (000 D.IX(1)c)', () => {
    const ballots = all('yes', { Turkey: 'unclear' });
    expect(tallyVote(wm, draw, ballots, { remaining }).passed).toBe(false);
    expect(tallyVote(wm, draw, ballots, { remaining, nmr: ['Turkey'], deadlineIsMovement: true }).passed).toBe(true);
  });

  it('counts each player\'s latest vote, including on their own proposal (000 D.IX(2)a)', () => {
    const ballots: Ballot[] = [...all('yes'), { power: 'France', value: 'no', at: 5 }, { power: 'France', value: 'yes', at: 9 }];
    expect(tallyVote(wm, draw, ballots, { remaining }).passed).toBe(true);
    expect(tallyVote(wm, draw, [...ballots, { power: 'France', value: 'no', at: 10 }], { remaining }).passed).toBe(false);
  });

  it('publishes the result only, never who voted how or the totals (000 D.IX(2)c)', () => {
    const tally = tallyVote(wm, draw, all('yes', { Turkey: 'no' }), { remaining });
    expect(tally.gmNote).toContain('Turkey');
    const published = publishedOutcome(tally);
    expect(published).toEqual({ description: 'a draw including Austria, England, France, Turkey', passed: false, endsGame: false });
    expect(JSON.stringify(published)).not.toMatch(/Turkey: no|counts/);
  });

  it('concedes a win to a single remaining player only (000 D.IX(3))', () => {
    expect(tallyVote(wm, { kind: 'concession', to: 'France' }, all('yes'), { remaining }).passed).toBe(true);
    expect(tallyVote(wm, { kind: 'concession', to: 'Russia' }, all('yes'), { remaining }).passed).toBe(false);
    expect(publishedOutcome(tallyVote(wm, { kind: 'concession', to: 'France' }, all('yes'), { remaining })).endsGame).toBe(true);
  });

  it('presumes survivors left out of a passed draw eliminated (000 D.IX(4))', () => {
    const t = tallyVote(wm, { kind: 'draw', survivors: ['England', 'France'] }, all('yes'), { remaining });
    expect(t.passed).toBe(true);
    expect(t.eliminated).toEqual(['Austria', 'Turkey']);
    // Everyone remaining must still agree, the excluded players included.
    expect(tallyVote(wm, { kind: 'draw', survivors: ['England', 'France'] }, all('yes', { Austria: 'no' }), { remaining }).eliminated).toEqual([]);
  });

  it('changes a house rule only with the GM and every remaining player (000 D.IX(5))', () => {
    const rule = { kind: 'house-rule' as const, rule: 'orders accepted until adjudication (D.VII(3))', gmAgrees: true };
    expect(tallyVote(wm, rule, all('yes'), { remaining })).toMatchObject({ passed: true, clause: '000 D.IX(5)' });
    expect(tallyVote(wm, { ...rule, gmAgrees: false }, all('yes'), { remaining }).passed).toBe(false);
    expect(tallyVote(wm, rule, all('yes', { England: 'abstain' }), { remaining }).passed).toBe(false);
  });
});

describe('Maharajiad votes', () => {
  it('passes an early termination with every Yes except declared abstainers; an uncast vote defeats it (001 B.X(1)a)', () => {
    expect(tallyVote(mj, draw, all('yes', { Turkey: 'abstain' }), { remaining })).toMatchObject({ passed: true, clause: '001 B.X(1)a' });
    expect(tallyVote(mj, draw, all('yes', { Turkey: undefined }), { remaining }).passed).toBe(false);
    expect(tallyVote(mj, draw, all('yes', { Turkey: 'no' }), { remaining }).passed).toBe(false);
    expect(tallyVote(mj, draw, all('abstain'), { remaining }).passed).toBe(false);
    // No NMR exception in the Maharajiad rules.
    expect(tallyVote(mj, draw, all('yes', { Turkey: undefined }), { remaining, nmr: ['Turkey'], deadlineIsMovement: true }).passed).toBe(false);
  });

  it('treats a vague vote as uncast (001 B.X(1)b)', () => {
    expect(tallyVote(mj, draw, all('yes', { Turkey: 'unclear' }), { remaining }).passed).toBe(false);
  });

  it('counts revised votes by their latest (001 B.X(2)a)', () => {
    expect(tallyVote(mj, draw, [...all('yes'), { power: 'Austria', value: 'no', at: 0 }], { remaining }).passed).toBe(true);
  });

  it('publishes no individual votes or totals (001 B.X(2)c)', () => {
    const published = publishedOutcome(tallyVote(mj, draw, all('yes'), { remaining }));
    expect(published.counts).toBeUndefined();
    expect(published.passed).toBe(true);
  });

  it('changes a house rule with the GM and every player but declared abstainers (001 B.X(3))', () => {
    const rule = { kind: 'house-rule' as const, rule: 'B.VIII(3) alternative', gmAgrees: true };
    expect(tallyVote(mj, rule, all('yes', { France: 'abstain' }), { remaining })).toMatchObject({ passed: true, clause: '001 B.X(3)' });
    expect(tallyVote(mj, rule, all('yes', { France: undefined }), { remaining }).passed).toBe(false);
    expect(tallyVote(mj, { ...rule, gmAgrees: false }, all('yes'), { remaining }).passed).toBe(false);
  });

  it('continues a stale game only if every remaining player votes to continue (001 B.X(1)c)', () => {
    expect(tallyVote(mj, { kind: 'continue' }, all('yes'), { remaining }).passed).toBe(true);
    expect(tallyVote(mj, { kind: 'continue' }, all('yes', { Austria: 'abstain' }), { remaining }).passed).toBe(false);
  });
});

describe('Agora regulation proposals', () => {
  const contestants = ['a', 'b', 'c', 'd', 'e'];
  it('enacts when non-withdrawn votes in favour exceed half the Contestants, proposer counted but not voting (002 BT8c)', () => {
    expect(tallyAgoraProposal('BT10 amendment', 'a', contestants, [
      { contestant: 'a', value: 'for' }, { contestant: 'b', value: 'for' }, { contestant: 'c', value: 'for' },
    ]).passed).toBe(false); // the proposer's own vote does not count: 2 of 5
    expect(tallyAgoraProposal('BT10 amendment', 'a', contestants, [
      { contestant: 'b', value: 'for' }, { contestant: 'c', value: 'for' }, { contestant: 'd', value: 'for' },
    ]).passed).toBe(true);
    expect(tallyAgoraProposal('BT10 amendment', 'a', contestants, [
      { contestant: 'b', value: 'for' }, { contestant: 'c', value: 'for' }, { contestant: 'd', value: 'for' }, { contestant: 'd', value: 'for', withdrawn: true },
    ]).passed).toBe(false);
  });

  it('publishes the numbers for and against but not who (002 BT8d)', () => {
    const out = tallyAgoraProposal('BT10 amendment', 'a', contestants, [
      { contestant: 'b', value: 'for' }, { contestant: 'c', value: 'against' }, { contestant: 'd', value: 'for' }, { contestant: 'e', value: 'for' },
    ]);
    expect(out).toEqual({ description: 'BT10 amendment', passed: true, counts: { for: 3, against: 1 }, endsGame: false });
  });
});
