import { describe, expect, it } from 'vitest';
import { coalitionVoteReport, houseRuleVoteReport, HouseRuleChangeVote, readHouseRuleBallot, tallyCoalitionVote, votingPoints, type CoalitionVoter } from '../../../core/ledger/index';

const PLAYERS = ['Austria', 'England', 'France'];

describe('house-rule change votes (000 D.IX(5), 001 B.X(3))', () => {
  it('000 D.IX(5) passes only with Yes from the GM and every remaining player', () => {
    const v = new HouseRuleChangeVote({ profile: 'wm2004', gm: 'GM', remainingPlayers: PLAYERS });
    for (const p of ['GM', ...PLAYERS]) v.cast(p, 'yes', '2004-05-01T10:00:00Z');
    expect(v.result()).toMatchObject({ passed: true, clause: '000 D.IX(5)' });
    v.cast('GM', 'no', '2004-05-01T11:00:00Z');
    expect(v.result()).toMatchObject({ passed: false, failedBecause: [{ voter: 'GM', counted: 'no', ballot: 'no' }] });
  });

  it('000 D.IX(5) an abstention or an uncast vote counts as No', () => {
    const v = new HouseRuleChangeVote({ profile: 'wm2004', gm: 'GM', remainingPlayers: PLAYERS });
    v.cast('GM', 'yes', 't'); v.cast('Austria', 'yes', 't'); v.cast('England', 'I abstain', 't');
    expect(v.result().failedBecause).toEqual([
      { voter: 'England', counted: 'no', ballot: 'abstain' },
      { voter: 'France', counted: 'no', ballot: 'uncast' },
    ]);
  });

  it('000 D.IX(1)c a vote too vague to show intent is treated as uncast; 000 D.IX(2)a a revised vote replaces the earlier one', () => {
    expect(readHouseRuleBallot('Yes')).toBe('yes');
    expect(readHouseRuleBallot('no way')).toBe('no');
    expect(readHouseRuleBallot('yes and no')).toBe('unclear');
    expect(readHouseRuleBallot('perhaps')).toBe('unclear');
    const v = new HouseRuleChangeVote({ profile: 'wm2004', gm: 'GM', remainingPlayers: PLAYERS });
    for (const p of ['GM', ...PLAYERS]) v.cast(p, 'yes', 't1');
    v.cast('France', 'hmm, maybe', 't2');
    expect(v.result()).toMatchObject({ passed: false, failedBecause: [{ voter: 'France', ballot: 'uncast' }] });
    v.cast('France', 'Yes', 't3');
    expect(v.result().passed).toBe(true);
  });

  it('001 B.X(3) players who tell the GM they abstain are left out; an uncast vote still counts as No; the GM must agree', () => {
    const v = new HouseRuleChangeVote({ profile: 'maharajiad', gm: 'GM', remainingPlayers: PLAYERS });
    v.cast('GM', 'yes', 't'); v.cast('Austria', 'yes', 't');
    v.declareAbstention('England');
    expect(v.result()).toMatchObject({ passed: false, required: ['GM', 'Austria', 'France'], failedBecause: [{ voter: 'France', ballot: 'uncast' }], clause: '001 B.X(3)' });
    v.cast('France', 'abstain', 't');
    expect(v.result().passed).toBe(true);
    expect(() => v.declareAbstention('GM')).toThrow(/GM must agree/);
    v.cast('GM', 'no', 't2');
    expect(v.result().passed).toBe(false);
  });

  it('000 D.IX(2)c and 001 B.X(2)c the published result names no vote and no totals', () => {
    const v = new HouseRuleChangeVote({ profile: 'maharajiad', gm: 'GM', remainingPlayers: PLAYERS });
    v.cast('GM', 'yes', 't'); v.cast('Austria', 'no', 't'); v.cast('England', 'yes', 't');
    for (const dialect of ['text', 'bbcode', 'markdown'] as const) {
      const report = houseRuleVoteReport(v.result(), 'Extend deadlines to 72 hours', dialect);
      expect(report).toMatch(/FAILED/);
      for (const name of PLAYERS) expect(report).not.toContain(name);
      expect(report).not.toMatch(/\d+ (for|against|in favour)|[12] of/);
    }
  });

  it('refuses ballots from people who are neither the GM nor remaining players', () => {
    const v = new HouseRuleChangeVote({ profile: 'wm2004', gm: 'GM', remainingPlayers: PLAYERS });
    expect(() => v.cast('Germany', 'yes', 't')).toThrow(/neither the GM nor a remaining player/);
  });
});

const MEMBERS: CoalitionVoter[] = [
  { name: 'Urza', rank: 'General' }, { name: 'Gerrard', rank: 'Admiral' }, { name: 'Hanna', rank: 'Admiral' },
  { name: 'Sisay', rank: 'Captain' }, { name: 'Mirri', rank: 'Lieutenant' },
  { name: 'Yawgmoth', rank: 'Chief Praetor' }, { name: 'Croag', rank: 'Praetor' }, { name: 'Volrath', rank: 'Evincar' }, { name: 'Grunt', rank: 'Drudge' },
];

describe('Coalition votes (004 1.4)', () => {
  it('004 1.4.1 normal vote: General/Chief Praetor 3 voting points, Admiral/Praetor 2, everyone else 1; one vote each', () => {
    expect(MEMBERS.map((m) => votingPoints(m, { kind: 'normal' }))).toEqual([3, 2, 2, 1, 1, 3, 2, 1, 1]);
    const tally = tallyCoalitionVote(MEMBERS, { kind: 'normal' }, [
      { voter: 'Urza', choice: 'attack' }, { voter: 'Sisay', choice: 'defend' }, { voter: 'Mirri', choice: 'defend' },
      { voter: 'Gerrard', choice: 'defend' }, { voter: 'Urza', choice: 'defend' }, { voter: 'Nobody', choice: 'attack' },
    ]);
    expect(tally.totals).toEqual([{ choice: 'attack', points: 3 }, { choice: 'defend', points: 4 }]);
    expect(tally.leading).toEqual(['defend']);
    expect(tally.refused.map((r) => r.voter)).toEqual(['Urza', 'Nobody']);
    expect(tally.clause).toBe('004 1.4.1');
  });

  it('004 1.4.2 leader vote: only General/Chief Praetor and Admirals/Praetors vote, 1 point each', () => {
    const tally = tallyCoalitionVote(MEMBERS, { kind: 'leader' }, [
      { voter: 'Urza', choice: 'yes' }, { voter: 'Gerrard', choice: 'no' }, { voter: 'Hanna', choice: 'no' }, { voter: 'Sisay', choice: 'yes' },
    ]);
    expect(tally.totals).toEqual([{ choice: 'yes', points: 1 }, { choice: 'no', points: 2 }]);
    expect(tally.refused).toEqual([{ voter: 'Sisay', reason: 'only leaders vote in a leader vote' }]);
  });

  it('004 1.4.3 special vote: only the voters the caller names, 1 point each unless posted otherwise', () => {
    const phyrexians = { kind: 'special' as const, voters: ['Yawgmoth', 'Croag', 'Volrath', 'Grunt'] };
    const tally = tallyCoalitionVote(MEMBERS, phyrexians, [
      { voter: 'Yawgmoth', choice: 'invade' }, { voter: 'Croag', choice: 'wait' }, { voter: 'Volrath', choice: 'wait' }, { voter: 'Urza', choice: 'invade' },
    ]);
    expect(tally.totals).toEqual([{ choice: 'invade', points: 1 }, { choice: 'wait', points: 2 }]);
    expect(tally.refused.map((r) => r.voter)).toEqual(['Urza']);
    const weighted = tallyCoalitionVote(MEMBERS, { ...phyrexians, weights: { Yawgmoth: 5 } }, [{ voter: 'Yawgmoth', choice: 'invade' }, { voter: 'Croag', choice: 'wait' }]);
    expect(weighted.leading).toEqual(['invade']);
    const tie = tallyCoalitionVote(MEMBERS, phyrexians, [{ voter: 'Croag', choice: 'a' }, { voter: 'Volrath', choice: 'b' }]);
    expect(coalitionVoteReport('Next target', tie, 'text')).toMatch(/tie between a, b/);
  });
});
