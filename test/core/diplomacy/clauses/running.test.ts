// Clauses about running a game that have their own small modules in core/diplomacy/running:
// NMR notices for the TD, replacement windows, team replacements, the Agora turn clock and the
// random draw of Great Powers.
import { describe, expect, it } from 'vitest';
import { HOUR } from '../../../../core/diplomacy/running/gmt';
import { mustStartReplacement, periodIncludesWeekend, replacementWindow } from '../../../../core/diplomacy/running/replacementWindow';
import { settleTeamReplacement } from '../../../../core/diplomacy/running/teamReplacement';
import { agoraAcceptsOrders, agoraPeriodAt, agoraTurn, agoraTurnNumber } from '../../../../core/diplomacy/running/agoraTurnClock';
import { checkAnnouncementTime, regulationsForResolution } from '../../../../core/diplomacy/running/agoraResolution';
import { drawPowers } from '../../../../core/diplomacy/running/powerDraw';
import { nmrNotices } from '../../../../core/diplomacy/running/nmrNotice';
import { SeededRandom } from '../../../../core/random';

const at = (iso: string) => Date.parse(iso);
// 2004-03-01 was a Monday; 2004-03-04 a Thursday; 2004-03-06 a Saturday.
const monday = at('2004-03-01T12:00Z');
const thursday = at('2004-03-04T12:00Z');

describe('replacement windows (000 B.8d, 001 B.VIII(6)(a))', () => {
  it('000 B.8d: 48 hours on weekdays, 96 when the 48 hours touch a weekend', () => {
    expect(replacementWindow(monday)).toMatchObject({ hours: 48, closes: monday + 48 * HOUR });
    expect(replacementWindow(thursday)).toMatchObject({ hours: 96, closes: thursday + 96 * HOUR });
    // Wednesday 23:59 + 48 h ends Friday 23:59: no weekend yet.
    const wedLate = at('2004-03-03T23:59Z');
    expect(replacementWindow(wedLate).hours).toBe(48);
    // Starting on a Sunday is inside a weekend.
    expect(replacementWindow(at('2004-03-07T10:00Z')).hours).toBe(96);
    expect(periodIncludesWeekend(at('2004-03-05T23:00Z'), at('2004-03-06T00:00Z'))).toBe(false);
    expect(periodIncludesWeekend(at('2004-03-05T23:00Z'), at('2004-03-06T00:00:01Z'))).toBe(true);
  });

  it('000 B.8d: without a captain\'s choice in time, the highest-ranked eliminee who replied in time is taken', () => {
    const out = settleTeamReplacement({
      power: 'France', nmrNotifiedAt: monday,
      captainChoice: { player: 'Late Captain Pick', namedAt: monday + 49 * HOUR },
      reserveReplies: [
        { player: 'Ranked 5', rank: 5, repliedAt: monday + 2 * HOUR },
        { player: 'Ranked 1 but late', rank: 1, repliedAt: monday + 50 * HOUR },
        { player: 'Ranked 2', rank: 2, repliedAt: monday + 40 * HOUR },
      ],
    });
    expect(out).toMatchObject({ kind: 'reserve', player: 'Ranked 2' });
    const captain = settleTeamReplacement({
      power: 'France', nmrNotifiedAt: monday, captainChoice: { player: 'Team Sub', namedAt: monday + 47 * HOUR },
      reserveReplies: [{ player: 'Ranked 1', rank: 1, repliedAt: monday + HOUR }],
    });
    expect(captain).toEqual({ kind: 'captain', player: 'Team Sub', clause: '000 B.8d' });
  });

  it('000 B.8e: a reserve replacement costs the team the position\'s points and scores only as an individual permanent replacement', () => {
    const out = settleTeamReplacement({ power: 'Italy', nmrNotifiedAt: monday, reserveReplies: [{ player: 'R', rank: 3, repliedAt: monday + HOUR }] });
    expect(out).toEqual({ kind: 'reserve', player: 'R', teamForfeitsPoints: true, scoresAs: 'individual-permanent-replacement', clause: '000 B.8e' });
  });

  it('000 B.8f: no replacement within the period puts the position in civil disorder', () => {
    // Thursday: 96 hours. A reply at 90 hours still counts; nothing at all means civil disorder.
    expect(settleTeamReplacement({ power: 'Italy', nmrNotifiedAt: thursday, reserveReplies: [{ player: 'R', rank: 3, repliedAt: thursday + 90 * HOUR }] }).kind).toBe('reserve');
    expect(settleTeamReplacement({ power: 'Italy', nmrNotifiedAt: thursday, reserveReplies: [{ player: 'R', rank: 3, repliedAt: thursday + 97 * HOUR }] }))
      .toEqual({ kind: 'civil-disorder', teamForfeitsPoints: true, clause: '000 B.8f' });
  });

  it('001 B.VIII(6)(a): a player who NMRs and does not contact the GM within 48/96 hours of publication starts the replacement procedure', () => {
    expect(mustStartReplacement(monday, undefined, monday + 47 * HOUR)).toBe(false);
    expect(mustStartReplacement(monday, undefined, monday + 49 * HOUR)).toBe(true);
    expect(mustStartReplacement(monday, monday + 30 * HOUR, monday + 200 * HOUR)).toBe(false);
    // Published on Thursday: 96 hours, so at 60 hours it is not yet time.
    expect(mustStartReplacement(thursday, undefined, thursday + 60 * HOUR)).toBe(false);
    expect(mustStartReplacement(thursday, thursday + 97 * HOUR, thursday + 98 * HOUR)).toBe(true);
  });
});

describe('NMR notices (000 B.8b)', () => {
  it('000 B.8b: every NMR produces a notice for the TD naming whom to e-mail (captain and team members)', () => {
    const phase = { year: 1902, season: 'fall', type: 'movement' } as const;
    const notices = nmrNotices('wm04-r2-g3', phase, ['France', 'Turkey', 'France'], [
      { power: 'France', player: 'Jean', team: 'Gauls', captain: 'cap@gauls', members: ['m1@gauls', 'cap@gauls', 'm2@gauls'] },
    ]);
    expect(notices.map((n) => n.power)).toEqual(['France', 'Turkey']);
    expect(notices[0]).toMatchObject({ to: 'tournament-director', clause: '000 B.8b', forwardTo: ['cap@gauls', 'm1@gauls', 'm2@gauls'] });
    expect(notices[0]!.subject).toBe('NMR: wm04-r2-g3 F1902M France');
    expect(notices[0]!.body).toContain('Jean (team Gauls)');
    expect(notices[1]!.forwardTo).toEqual([]);
    expect(notices[1]!.body).toContain('No team captain');
    expect(nmrNotices('g', phase, [], [])).toEqual([]);
  });
});

describe('Agora turn clock (002 BT15a)', () => {
  it('002 BT15a: negotiation 00:00-24:00 UTC, orders until 12:00 UTC next day, next turn at 24:00 UTC (48-hour turns)', () => {
    const t = agoraTurn(at('2021-07-10T15:31Z'));
    expect(t).toEqual({
      starts: at('2021-07-10T00:00Z'), negotiationEnds: at('2021-07-11T00:00Z'),
      ordersDue: at('2021-07-11T12:00Z'), nextTurnStarts: at('2021-07-12T00:00Z'),
    });
    expect(agoraPeriodAt(t, at('2021-07-10T23:59Z'))).toBe('negotiation');
    expect(agoraPeriodAt(t, at('2021-07-11T11:59Z'))).toBe('ordering');
    expect(agoraPeriodAt(t, at('2021-07-11T12:01Z'))).toBe('resolution');
    expect(agoraAcceptsOrders(t, at('2021-07-10T01:00Z'))).toBe(true);
    expect(agoraAcceptsOrders(t, at('2021-07-11T12:00Z'))).toBe(true);
    expect(agoraAcceptsOrders(t, at('2021-07-11T12:00:01Z'))).toBe(false);
    expect(agoraAcceptsOrders(t, at('2021-07-12T00:00Z'))).toBe(false);
    expect(agoraTurnNumber(at('2021-07-10T09:00Z'), 3).starts).toBe(at('2021-07-16T00:00Z'));
    expect(() => agoraTurnNumber(0, -1)).toThrow();
  });
});

describe('Agora resolution (002 BT15c)', () => {
  it('002 BT15c: resolve under the regulations in force at the end of the ordering period; announce by the start of the next turn', () => {
    const t = agoraTurn(at('2021-07-10T08:00Z'));
    const versions = [
      { effectiveAt: at('2021-07-01T00:00Z'), label: 'BT16/0', rules: { victory: 18 } },
      { effectiveAt: at('2021-07-11T11:59Z'), label: 'BT16/1', rules: { victory: 17 } },
      { effectiveAt: at('2021-07-11T12:01Z'), label: 'BT16/2', rules: { victory: 16 } },
    ];
    expect(regulationsForResolution(versions, t)?.label).toBe('BT16/1');
    expect(regulationsForResolution([...versions].reverse(), t)?.label).toBe('BT16/1');
    expect(regulationsForResolution(versions.slice(2), t)).toBeUndefined();
    expect(checkAnnouncementTime(t, at('2021-07-11T18:00Z')).onTime).toBe(true);
    expect(checkAnnouncementTime(t, at('2021-07-12T00:00Z')).onTime).toBe(true);
    expect(checkAnnouncementTime(t, at('2021-07-12T00:00:01Z'))).toMatchObject({ onTime: false, clause: '002 BT15c' });
    expect(checkAnnouncementTime(t, at('2021-07-11T11:00Z')).onTime).toBe(false);
  });
});

describe('drawing Great Powers (002 BT6b)', () => {
  const powers = ['Austria', 'England', 'France', 'Germany', 'Italy', 'Russia', 'Turkey'];

  it('002 BT6b: every contestant gets a different power by a logged, repeatable random draw', () => {
    const people = ['ais523', 'Murphy', 'G.', 'Jason', 'nix'];
    const a = drawPowers(people, powers, new SeededRandom(2021));
    const b = drawPowers(people, powers, new SeededRandom(2021));
    expect(a).toEqual(b);
    expect(a.assignments.map((x) => x.contestant)).toEqual(people);
    const drawn = a.assignments.map((x) => x.power);
    expect(new Set(drawn).size).toBe(5);
    expect([...drawn, ...a.undrawn].sort()).toEqual([...powers].sort());
    // Each draw with a choice is logged with whom it was for and what came out.
    expect(a.rolls).toHaveLength(5);
    a.rolls.forEach((r, i) => { expect(r.purpose).toBe(`Great Power for ${people[i]}`); expect(r.chosen).toBe(drawn[i]); });
    // Different seeds give different draws somewhere among a few tries (the draw really is random).
    const other = [1, 2, 3, 4].map((s) => drawPowers(people, powers, new SeededRandom(s)).assignments.map((x) => x.power).join());
    expect(new Set([drawn.join(), ...other]).size).toBeGreaterThan(1);
  });

  it('002 BT6b: the draw is equitable (each power about equally often for the first contestant)', () => {
    const counts = new Map<string, number>();
    for (let seed = 0; seed < 700; seed++) {
      const p = drawPowers(['x'], powers, new SeededRandom(seed)).assignments[0]!.power;
      counts.set(p, (counts.get(p) ?? 0) + 1);
    }
    expect(counts.size).toBe(7);
    for (const n of counts.values()) expect(n).toBeGreaterThan(60);
    expect(() => drawPowers(['a', 'a'], powers, new SeededRandom(1))).toThrow(/twice/);
    expect(() => drawPowers(Array.from({ length: 8 }, (_, i) => `p${i}`), powers, new SeededRandom(1))).toThrow();
  });
});
