import { describe, expect, it } from 'vitest';
import { familyLabel, formatDeadline, formatGmt, formatShortGmt, profileName, variantLabel } from '../../../renderer/app/format';

describe('how the home screen writes things', () => {
  const t = Date.UTC(2026, 8, 16, 18, 0);
  it('writes times in GMT first and local time second', () => {
    expect(formatGmt(t, 0)).toBe('16 Sep 2026 18:00 GMT');
    expect(formatGmt(t, 60)).toBe('16 Sep 2026 18:00 GMT (19:00 local)');
    expect(formatGmt(t, 7 * 60)).toBe('16 Sep 2026 18:00 GMT (17 Sep 01:00 local)');
    expect(formatGmt(t, -330)).toBe('16 Sep 2026 18:00 GMT (12:30 local)');
  });
  it('writes a time in a list column short, GMT, with the year only when it is not this one', () => {
    expect(formatShortGmt(t, 2026)).toBe('16 Sep 18:00');
    expect(formatShortGmt(Date.UTC(2026, 0, 1, 0, 5), 2026)).toBe('1 Jan 00:05');
    expect(formatShortGmt(t, 2027)).toBe('16 Sep 2026');
  });
  it('000 D.VII(4)b: writes a deadline in the forum form GMs write, GMT first', () => {
    expect(formatDeadline(Date.UTC(2026, 10, 29, 20, 0), 0)).toBe('Sunday 29 November 2026, 20:00 GMT');
    expect(formatDeadline(Date.UTC(2026, 10, 29, 20, 0), 60)).toBe('Sunday 29 November 2026, 20:00 GMT (21:00 local)');
    expect(formatDeadline(Date.UTC(2026, 10, 29, 20, 0), 300)).toBe('Sunday 29 November 2026, 20:00 GMT (30 Nov 01:00 local)');
  });
  it('names profiles, families and variants as a GM knows them', () => {
    expect(profileName('wm2004')).toBe('World Masters 2004 (seed 000)');
    expect(profileName(null)).toBe('—');
    expect(profileName('house-rules-from-the-future')).toBe('house-rules-from-the-future');
    expect(familyLabel({ family: 'coalition' })).toBe('Coalition Wargame');
    expect(variantLabel({ family: 'diplomacy', variant: 'standard' }, { standard: 'Standard Diplomacy' })).toBe('Standard Diplomacy');
    expect(variantLabel({ family: 'diplomacy', variant: 'standard' }, {})).toBe('standard');
    expect(variantLabel({ family: 'ledger', variant: 'suber-initial' }, {})).toBe("Suber's initial rules (seed 003)");
  });
});
