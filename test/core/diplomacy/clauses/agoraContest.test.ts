// The Birthday Tournament's Contestants (002 BT0-BT3): core/diplomacy/running/agoraContest.ts.
import { describe, expect, it } from 'vitest';
import {
  announceDueWinner, eliminateContestant, enterContest, entriesCloseAt, gmAddContestant, gmRemoveContestant,
  gmSubstituteContestant, judgeAnnouncesWinners, newAgoraContest, remainingContestants, type AgoraContest, type ContestChange,
} from '../../../../core/diplomacy/running/agoraContest';
import { DAY } from '../../../../core/diplomacy/running/gmt';
import { handleAgoraSilence } from '../../../../core/diplomacy/running/agoraSilence';

const at = (iso: string) => Date.parse(iso);
const promulgated = at('2020-07-04T10:00Z');
const ok = (r: ContestChange): AgoraContest => { if (!r.ok) throw new Error(`${r.clause}: ${r.reason}`); return r.contest; };

function withEntrants(names: string[], when = at('2020-07-05T00:00Z')): AgoraContest {
  return names.reduce((c, n) => ok(enterContest(c, n, when)), newAgoraContest('P.S.S.', promulgated));
}

describe('Birthday Tournament Contestants', () => {
  it('002 BT0: the Gamemaster/Judge can never become a Contestant nor a winner', () => {
    const c = withEntrants(['Alice', 'Bob']);
    for (const r of [enterContest(c, 'p.s.s.', at('2020-07-05T00:00Z')), gmAddContestant(c, 'P.S.S.', true),
      gmSubstituteContestant(c, 'Alice', 'P.S.S.'), judgeAnnouncesWinners(c, ['Alice', 'P.S.S.'], 'shared')]) {
      expect(r).toMatchObject({ ok: false, clause: '002 BT0' });
    }
  });

  it('002 BT1: entry by announcement until the later of July 7 and 7 days after promulgation, at most 7 Contestants', () => {
    // Promulgated July 4: 7 days after (July 11 10:00) is later than July 7.
    expect(entriesCloseAt(promulgated)).toBe(promulgated + 7 * DAY);
    // Promulgated June 1: July 7 (through 24:00 UTC) is later.
    expect(entriesCloseAt(at('2020-06-01T00:00Z'))).toBe(at('2020-07-08T00:00Z'));
    const c = newAgoraContest('P.S.S.', promulgated);
    expect(enterContest(c, 'Late', promulgated + 7 * DAY + 1)).toMatchObject({ ok: false, clause: '002 BT1' });
    expect(enterContest(c, 'Just in time', promulgated + 7 * DAY).ok).toBe(true);
    const seven = withEntrants(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
    expect(seven.contestants).toHaveLength(7);
    expect(enterContest(seven, 'h', at('2020-07-05T00:00Z'))).toMatchObject({ ok: false, clause: '002 BT1' });
    expect(enterContest(withEntrants(['a']), 'A', at('2020-07-05T00:00Z')).ok).toBe(false); // already in
    expect(seven.log[0]).toBe('a entered the contest by announcement (002 BT1)');
  });

  it('002 BT2a: the Gamemaster removes a Contestant, adds a consenting person, and substitutes one Contestant for another everywhere', () => {
    let c = withEntrants(['Alice', 'Bob', 'Carol']);
    c = { ...c, contestants: c.contestants.map((x, i) => ({ ...x, power: ['France', 'Italy', 'Russia'][i] })) };
    c = ok(eliminateContestant(c, 'Bob', at('2020-08-01T00:00Z')));
    expect(gmAddContestant(c, 'Dave', false)).toMatchObject({ ok: false, clause: '002 BT2a' });
    c = ok(gmAddContestant(c, 'Dave', true)); // after BT1's window: the Gamemaster may still add
    c = ok(gmRemoveContestant(c, 'Carol'));
    expect(c.contestants.map((x) => x.person)).toEqual(['Alice', 'Bob', 'Dave']);
    c = ok(gmSubstituteContestant(c, 'Bob', 'Erin'));
    expect(c.contestants.find((x) => x.power === 'Italy')!.person).toBe('Erin');
    expect(c.eliminated).toEqual(['Erin']);
    expect(gmSubstituteContestant(c, 'Alice', 'Dave').ok).toBe(false); // Dave is already in
    expect(gmRemoveContestant(c, 'Nobody').ok).toBe(false);
    expect(c.log.slice(-3)).toEqual([
      'the Gamemaster made Dave a Contestant with eir consent (002 BT2a)',
      'the Gamemaster removed Carol as a Contestant (002 BT2a)',
      'the Gamemaster substituted Erin for Bob throughout the game (002 BT2a)',
    ]);
  });

  it('002 BT3a: the last Contestant remaining is the victor, announced with 2 days\' notice, then the tournament is concluded', () => {
    let c = withEntrants(['Alice', 'Bob', 'Carol']);
    const t = at('2020-09-01T12:00Z');
    c = ok(eliminateContestant(c, 'Bob', t));
    expect(c.winnerAnnouncementDue).toBeUndefined();
    expect(announceDueWinner(c, t + 5 * DAY).ok).toBe(false);
    c = ok(eliminateContestant(c, 'Carol', t + DAY));
    expect(remainingContestants(c)).toEqual(['Alice']);
    expect(c.winnerAnnouncementDue).toEqual({ person: 'Alice', at: t + 3 * DAY });
    expect(announceDueWinner(c, t + 3 * DAY - 1)).toMatchObject({ ok: false, clause: '002 BT3a' });
    c = ok(announceDueWinner(c, t + 3 * DAY));
    expect(c).toMatchObject({ winners: ['Alice'], concluded: true });
    expect(eliminateContestant(c, 'Alice', t + 4 * DAY).ok).toBe(false);
  });

  it('002 BT3b: the Judge may announce several winners; the decision and its reason are recorded', () => {
    const c = withEntrants(['Alice', 'Bob', 'Carol']);
    expect(judgeAnnouncesWinners(c, ['Alice'], 'x')).toMatchObject({ ok: false, clause: '002 BT3b' });
    expect(judgeAnnouncesWinners(c, ['Alice', 'Zed'], 'x')).toMatchObject({ ok: false, clause: '002 BT3b' });
    const done = ok(judgeAnnouncesWinners(c, ['Alice', 'Bob'], 'a two-way alliance held to the end'));
    expect(done).toMatchObject({ winners: ['Alice', 'Bob'], concluded: true });
    expect(done.log.at(-1)).toBe('the Judge announced Alice, Bob as winners: a two-way alliance held to the end (002 BT3b)');
  });
});

describe('a silent or departed power (002 BT24a)', () => {
  const spring = { year: 1901, season: 'spring', type: 'movement' } as const;
  function assigned(): AgoraContest {
    const c = withEntrants(['Alice', 'Bob']);
    return { ...c, contestants: [{ person: 'Alice', power: 'France' }, { person: 'Bob', power: 'Italy' }] };
  }

  it('002 BT24a: the Gamemaster replaces the silent player with a new consenting Contestant; failing that the power is in civil disorder', () => {
    const r = handleAgoraSilence(assigned(), 'Italy', spring, { person: 'Carol', consents: true });
    if (r.kind !== 'replaced') throw new Error(r.kind);
    expect(r.contest.contestants).toEqual([{ person: 'Alice', power: 'France' }, { person: 'Carol', power: 'Italy' }]);
    expect(r.contest.log.at(-1)).toBe('Carol replaces Bob as Italy (002 BT24a)');
    expect(handleAgoraSilence(assigned(), 'Italy', spring)).toMatchObject({ kind: 'civil-disorder', power: 'Italy', clause: '002 BT24a' });
    expect(handleAgoraSilence(assigned(), 'Italy', spring, { person: 'Carol', consents: false })).toMatchObject({ kind: 'civil-disorder' });
    expect(handleAgoraSilence(assigned(), 'Italy', spring, { person: 'P.S.S.', consents: true })).toMatchObject({ kind: 'civil-disorder' });
    // Retreats and builds are not Spring or Fall turns.
    expect(handleAgoraSilence(assigned(), 'Italy', { year: 1901, season: 'winter', type: 'adjustment' }).kind).toBe('not-applicable');
    expect(handleAgoraSilence(assigned(), 'Italy', { year: 1901, season: 'fall', type: 'retreat' }).kind).toBe('not-applicable');
  });
});
