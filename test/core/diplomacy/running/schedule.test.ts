// Deadlines on a real calendar: March 2004 (5 March 2004 was a Friday).
import { describe, expect, it } from 'vitest';
import { getRunningRules } from '../../../../core/diplomacy/running/runningRules';
import { mayAdjudicateAt, scheduleWarnings } from '../../../../core/diplomacy/running/schedule';
import { absenceContaining, freeHoursPerWeek, type WeeklyAbsence } from '../../../../core/diplomacy/running/absence';
import { formatGmt, formatLocal, parseInstant } from '../../../../core/diplomacy/running/gmt';

const wm = getRunningRules('wm2004');
const mj = getRunningRules('maharajiad');
const at = (iso: string) => Date.parse(iso);
// 5 pm Friday to 9 am Monday US Eastern Standard Time (GMT-5) = Friday 22:00 to Monday 14:00 GMT.
const weekend: WeeklyAbsence = { power: 'France', startDay: 5, startMinute: 22 * 60, hours: 64 };

describe('deadlines in GMT', () => {
  it('writes an instant in GMT and on the GM\'s clock (000 D.VII(4)b)', () => {
    const t = at('2002-02-26T23:30:00Z');
    expect(formatGmt(t)).toBe('Tue Feb 26 2002 23:30:00 GMT');
    expect(formatLocal(t, 60)).toBe('Wed Feb 27 2002 00:30:00 +0100');
    expect(formatLocal(t, -330)).toBe('Tue Feb 26 2002 18:00:00 -0530');
  });

  it('reads only ISO times that name their zone (001 B.VIII(4)b: GMT is definitive)', () => {
    expect(parseInstant('2004-03-05T22:00Z')).toBe(at('2004-03-05T22:00:00Z'));
    expect(parseInstant('2004-03-05T17:00-05:00')).toBe(at('2004-03-05T22:00:00Z'));
    expect(parseInstant('2004-03-05T22:00')).toBeUndefined();
    expect(parseInstant('next friday')).toBeUndefined();
  });
});

describe('time between adjudications', () => {
  it('warns when two adjudications are posted less than 24 hours apart (000 D.VII(2)b)', () => {
    const w = scheduleWarnings(wm, { previousPublishedAt: at('2004-03-01T12:00Z'), publishedAt: at('2004-03-02T11:00Z'), nextDeadline: at('2004-03-09T12:00Z'), nextPhaseType: 'movement' });
    expect(w.map((x) => x.clause)).toEqual(['000 D.VII(2)b']);
    expect(scheduleWarnings(wm, { previousPublishedAt: at('2004-03-01T12:00Z'), publishedAt: at('2004-03-02T12:00Z'), nextDeadline: at('2004-03-09T12:00Z'), nextPhaseType: 'movement' })).toEqual([]);
  });

  it('warns the same under the Maharajiad rules (001 B.VIII(2)b)', () => {
    const w = scheduleWarnings(mj, { previousPublishedAt: at('2004-03-01T12:00Z'), publishedAt: at('2004-03-01T20:00Z'), nextDeadline: at('2004-03-09T12:00Z'), nextPhaseType: 'movement' });
    expect(w.map((x) => x.clause)).toContain('001 B.VIII(2)b');
  });

  it('allows early adjudication only when every order set is Final and 24 hours have passed (000 D.VII(2)a, 001 B.VIII(2)a)', () => {
    const deadline = at('2004-03-09T12:00Z');
    expect(mayAdjudicateAt(wm, at('2004-03-08T12:00Z'), deadline, true, at('2004-03-05T12:00Z')).allowed).toBe(true);
    expect(mayAdjudicateAt(wm, at('2004-03-08T12:00Z'), deadline, false, at('2004-03-05T12:00Z')).allowed).toBe(false);
    expect(mayAdjudicateAt(mj, at('2004-03-05T20:00Z'), deadline, true, at('2004-03-05T12:00Z')).allowed).toBe(false);
    expect(mayAdjudicateAt(mj, at('2004-03-09T12:00Z'), deadline, false, at('2004-03-05T12:00Z')).allowed).toBe(true);
  });
});

describe('weekly 64-hour absences', () => {
  it('finds the window across the week boundary', () => {
    expect(absenceContaining(weekend, at('2004-03-07T10:00Z'))).toBe(at('2004-03-05T22:00Z')); // Sunday
    expect(absenceContaining(weekend, at('2004-03-08T13:59Z'))).toBe(at('2004-03-05T22:00Z')); // Monday morning
    expect(absenceContaining(weekend, at('2004-03-08T14:00Z'))).toBeUndefined();
    expect(absenceContaining(weekend, at('2004-03-05T21:59Z'))).toBeUndefined();
  });

  it('warns when publication and the next deadline fall in the same absence (000 D.VII(2)c)', () => {
    const inside = scheduleWarnings(wm, { publishedAt: at('2004-03-05T23:00Z'), nextDeadline: at('2004-03-08T12:00Z'), nextPhaseType: 'retreat', absences: [weekend] });
    expect(inside.map((w) => w.clause)).toEqual(['000 D.VII(2)c']);
    expect(inside[0]!.message).toContain('France');
    // Publishing inside the window is fine when the deadline falls after it.
    expect(scheduleWarnings(wm, { publishedAt: at('2004-03-05T23:00Z'), nextDeadline: at('2004-03-08T15:00Z'), nextPhaseType: 'retreat', absences: [weekend] })).toEqual([]);
    // A deadline in the window is fine when the publication is outside it.
    expect(scheduleWarnings(wm, { publishedAt: at('2004-03-04T12:00Z'), nextDeadline: at('2004-03-07T12:00Z'), nextPhaseType: 'movement', absences: [weekend] })).toEqual([]);
  });

  it('applies the same window rule under the Maharajiad rules (001 B.VIII(2)c)', () => {
    const w = scheduleWarnings(mj, { publishedAt: at('2004-03-06T01:00Z'), nextDeadline: at('2004-03-08T13:00Z'), nextPhaseType: 'retreat', absences: [weekend] });
    expect(w.map((x) => x.clause)).toEqual(['001 B.VIII(2)c']);
  });

  it('flags windows that leave too little of the week free (000 D.VII(2)d, 001 B.VIII(2)d)', () => {
    const spread: WeeklyAbsence[] = [0, 1, 2].map((d, i) => ({ power: `P${i}`, startDay: d * 2, startMinute: 0, hours: 64 }));
    expect(freeHoursPerWeek(spread)).toBeLessThan(24);
    const plan = { publishedAt: at('2004-03-03T12:00Z'), nextDeadline: at('2004-03-10T12:00Z'), nextPhaseType: 'movement' as const, absences: spread };
    expect(scheduleWarnings(wm, plan).map((w) => w.clause)).toContain('000 D.VII(2)d');
    expect(scheduleWarnings(mj, plan).map((w) => w.clause)).toContain('001 B.VIII(2)d');
    expect(freeHoursPerWeek([weekend])).toBe(7 * 24 - 64);
  });
});

describe('windows that leave too little of the week free (000 D.VII(2)d)', () => {
  // Three players' windows laid end to end from Sunday 00:00 GMT: 64 + 64 + n hours.
  const endToEnd = (last: number): WeeklyAbsence[] => [
    { power: 'England', startDay: 0, startMinute: 0, hours: 64 },
    { power: 'France', startDay: 2, startMinute: 16 * 60, hours: 64 },
    { power: 'Italy', startDay: 5, startMinute: 8 * 60, hours: last },
  ];
  const plan = (absences: WeeklyAbsence[]) => ({ publishedAt: at('2004-03-03T12:00Z'), nextDeadline: at('2004-03-10T12:00Z'), nextPhaseType: 'movement' as const, absences });
  const d = (absences: WeeklyAbsence[]) => scheduleWarnings(wm, plan(absences)).filter((w) => w.clause === '000 D.VII(2)d');

  it('000 D.VII(2)d exactly 24 free hours a week is enough: no warning', () => {
    expect(freeHoursPerWeek(endToEnd(16))).toBe(24);
    expect(d(endToEnd(16))).toEqual([]);
  });
  it('000 D.VII(2)d 23 free hours a week is not: the GM is told to warn the TD', () => {
    expect(freeHoursPerWeek(endToEnd(17))).toBe(23);
    expect(d(endToEnd(17))).toEqual([{ clause: '000 D.VII(2)d', message: 'the players\' declared absences leave only 23 hours a week free: warn the TD' }]);
  });
  it('000 D.VII(2)d one player\'s window alone never raises it, and overlapping windows count once', () => {
    expect(d([{ power: 'England', startDay: 0, startMinute: 0, hours: 150 }])).toEqual([]);
    const same = [0, 1].map((i) => ({ power: `P${i}`, startDay: 5, startMinute: 17 * 60, hours: 64 }));
    expect(freeHoursPerWeek(same)).toBe(7 * 24 - 64);
    expect(d(same)).toEqual([]);
  });
});

describe('length of turns', () => {
  it('warns when a movement turn gets less than 3 days or a retreat less than 1 day (000 D.VII(4)a)', () => {
    const pub = at('2004-03-01T12:00Z');
    expect(scheduleWarnings(wm, { publishedAt: pub, nextDeadline: pub + 2.5 * 86_400_000, nextPhaseType: 'movement' }).map((w) => w.clause)).toEqual(['000 D.VII(4)a']);
    expect(scheduleWarnings(wm, { publishedAt: pub, nextDeadline: pub + 3 * 86_400_000, nextPhaseType: 'movement' })).toEqual([]);
    expect(scheduleWarnings(wm, { publishedAt: pub, nextDeadline: pub + 20 * 3_600_000, nextPhaseType: 'retreat' }).map((w) => w.clause)).toEqual(['000 D.VII(4)a']);
    expect(scheduleWarnings(wm, { publishedAt: pub, nextDeadline: pub + 24 * 3_600_000, nextPhaseType: 'adjustment' })).toEqual([]);
    expect(scheduleWarnings(wm, { publishedAt: pub, nextDeadline: pub + 86_400_000, nextPhaseType: 'movement', survivorsConsentToShorterTurns: true })).toEqual([]);
  });

  it('uses 4 days and 2 days under the Maharajiad rules (001 B.VIII(4)a)', () => {
    const pub = at('2004-03-01T12:00Z');
    expect(scheduleWarnings(mj, { publishedAt: pub, nextDeadline: pub + 3.5 * 86_400_000, nextPhaseType: 'movement' }).map((w) => w.clause)).toEqual(['001 B.VIII(4)a']);
    expect(scheduleWarnings(mj, { publishedAt: pub, nextDeadline: pub + 4 * 86_400_000, nextPhaseType: 'movement' })).toEqual([]);
    expect(scheduleWarnings(mj, { publishedAt: pub, nextDeadline: pub + 36 * 3_600_000, nextPhaseType: 'adjustment' }).map((w) => w.clause)).toEqual(['001 B.VIII(4)a']);
    expect(scheduleWarnings(mj, { publishedAt: pub, nextDeadline: pub + 48 * 3_600_000, nextPhaseType: 'retreat' })).toEqual([]);
  });
});
