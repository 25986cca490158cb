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

  it('000 D.IX(1)c the ballot words read as themselves; "in favor" and "in favour" are both Yes', () => {
    for (const word of ['yes', 'no', 'abstain', 'unclear'] as const) expect(readHouseRuleBallot(word)).toBe(word);
    expect(readHouseRuleBallot('I am in favor')).toBe('yes');
    expect(readHouseRuleBallot('In favour.')).toBe('yes');
  });

  it('000 D.IX(5) a declared abstention excuses nobody under the wm2004 rules: the player still counts as No', () => {
    const v = new HouseRuleChangeVote({ profile: 'wm2004', gm: 'GM', remainingPlayers: PLAYERS });
    for (const p of ['GM', 'Austria', 'France']) v.cast(p, 'yes', 't');
    v.declareAbstention('England');
    expect(v.result()).toMatchObject({ passed: false, required: ['GM', ...PLAYERS], failedBecause: [{ voter: 'England', ballot: 'uncast' }] });
  });

  it('001 B.X(3) the GM cannot abstain by ballot either: his "abstain" counts as No', () => {
    const v = new HouseRuleChangeVote({ profile: 'maharajiad', gm: 'GM', remainingPlayers: PLAYERS });
    for (const p of PLAYERS) v.cast(p, 'yes', 't');
    v.cast('GM', 'abstain', 't');
    expect(v.result()).toMatchObject({ passed: false, failedBecause: [{ voter: 'GM', counted: 'no', ballot: 'abstain' }] });
  });

  it('refuses ballots from people who are neither the GM nor remaining players', () => {
    const v = new HouseRuleChangeVote({ profile: 'wm2004', gm: 'GM', remainingPlayers: PLAYERS });
    expect(() => v.cast('Germany', 'yes', 't')).toThrow(/neither the GM nor a remaining player/);
    expect(() => v.declareAbstention('Germany')).toThrow(/neither the GM nor a remaining player/);
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

  it('004 1.4.1 ranks are read whatever their case and spacing; each counted ballot is listed with its points, its choice trimmed', () => {
    const oddlyTyped: CoalitionVoter[] = [{ name: 'Yawgmoth', rank: '  chief   PRAETOR ' }, { name: 'Croag', rank: 'Praetor\t' }, { name: 'Grunt', rank: 'Drudge' }];
    expect(oddlyTyped.map((m) => votingPoints(m, { kind: 'normal' }))).toEqual([3, 2, 1]);
    const tally = tallyCoalitionVote(oddlyTyped, { kind: 'normal' }, [{ voter: 'Yawgmoth', choice: ' invade ' }, { voter: 'Croag', choice: 'invade' }, { voter: 'Yawgmoth', choice: 'wait' }, { voter: 'Mishra', choice: 'wait' }]);
    expect(tally.counted).toEqual([{ voter: 'Yawgmoth', choice: 'invade', points: 3 }, { voter: 'Croag', choice: 'invade', points: 2 }]);
    expect(tally.totals).toEqual([{ choice: 'invade', points: 5 }]);
    expect(tally.refused).toEqual([
      { voter: 'Yawgmoth', reason: 'has already voted (one vote each)' },
      { voter: 'Mishra', reason: 'not a player in the game' },
    ]);
  });

  it('004 1.4.2 and 004 1.4.3 each kind of vote cites its own clause and says why a ballot was refused; no ballots, no leader', () => {
    const leader = tallyCoalitionVote(MEMBERS, { kind: 'leader' }, []);
    expect(leader).toEqual({ totals: [], counted: [], refused: [], leading: [], clause: '004 1.4.2' });
    const special = tallyCoalitionVote(MEMBERS, { kind: 'special', voters: ['Croag'] }, [{ voter: 'Urza', choice: 'x' }]);
    expect(special.clause).toBe('004 1.4.3');
    expect(special.refused).toEqual([{ voter: 'Urza', reason: 'not called to this special vote' }]);
    expect(special.leading).toEqual([]);
  });
});
