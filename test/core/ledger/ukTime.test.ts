// BST dates checked against the published UK summer-time calendar (e.g. 2019: 31 March to
// 27 October; 2024: 31 March to 27 October; 2026: 29 March to 25 October).
import { describe, expect, it } from 'vitest';
import { endOfUkDay, toUkTime, ukOffsetHours, ukWallClockToInstant } from '../../../core/ledger/index';

const t = (iso: string) => Date.parse(iso);

describe('003 106 UK time without Intl', () => {
  it('003 106 switches to BST at 01:00 UTC on the last Sunday of March and back on the last Sunday of October', () => {
    expect(ukOffsetHours(t('2019-03-31T00:59:59Z'))).toBe(0);
    expect(ukOffsetHours(t('2019-03-31T01:00:00Z'))).toBe(1);
    expect(ukOffsetHours(t('2019-10-27T00:59:59Z'))).toBe(1);
    expect(ukOffsetHours(t('2019-10-27T01:00:00Z'))).toBe(0);
    expect(ukOffsetHours(t('2026-03-29T01:00:00Z'))).toBe(1);
    expect(ukOffsetHours(t('2026-03-22T12:00:00Z'))).toBe(0);
    expect(ukOffsetHours(t('2026-10-25T00:30:00Z'))).toBe(1);
    expect(ukOffsetHours(t('2026-10-25T01:30:00Z'))).toBe(0);
  });

  it('003 106 days start and end in UK time: 23:30 UTC in summer is already the next UK day', () => {
    expect(toUkTime(t('2019-07-03T23:30:00Z'))).toMatchObject({ date: '2019-07-04', weekday: 'Thursday', hour: 0, minute: 30 });
    expect(toUkTime(t('2019-02-13T23:30:00Z'))).toMatchObject({ date: '2019-02-13', weekday: 'Wednesday', hour: 23 });
    expect(new Date(endOfUkDay(t('2019-07-03T12:00:00Z'))).toISOString()).toBe('2019-07-03T23:00:00.000Z');
    expect(new Date(endOfUkDay(t('2019-02-13T12:00:00Z'))).toISOString()).toBe('2019-02-14T00:00:00.000Z');
    // The day the clocks go forward is 23 hours long, the day they go back 25.
    expect(endOfUkDay(t('2019-03-31T12:00:00Z')) - ukWallClockToInstant('2019-03-31', 0)).toBe(23 * 3600_000);
    expect(endOfUkDay(t('2019-10-27T12:00:00Z')) - ukWallClockToInstant('2019-10-27', 0)).toBe(25 * 3600_000);
  });

  it('003 106 converts UK wall-clock times to instants on both sides of the change', () => {
    expect(new Date(ukWallClockToInstant('2019-07-03', 19)).toISOString()).toBe('2019-07-03T18:00:00.000Z');
    expect(new Date(ukWallClockToInstant('2019-02-13', 19)).toISOString()).toBe('2019-02-13T19:00:00.000Z');
  });
});
