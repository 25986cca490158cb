// Mail dates as the GM's clock for ranking sets (000 D.III(3), 000 D.VII(1)): every shape a
// client or server writes is read to the same instant on any computer, and a date whose zone is
// missing or unknown is never guessed (mailDate.ts).
import { describe, expect, it } from 'vitest';
import { parseMailDate } from '../../../../core/diplomacy/intake/mailDate';
import { formatOrder } from '../../../../core/diplomacy/intake/index';
import { read } from './helpers';

const at = (iso: string) => Date.parse(iso);

describe('mail dates (000 D.VII(1), 000 D.III(3))', () => {
  it('RFC 5322 dates with a numeric zone, a GMT offset, ISO 8601 and an old RFC 850 date read to the same instant', () => {
    expect(parseMailDate('Mon, 03 Mar 2025 10:00:00 +0100')).toEqual({ ms: at('2025-03-03T09:00:00Z') });
    expect(parseMailDate('Mon, 3 Mar 2025 10:00:00 +0100 (CET)')).toEqual({ ms: at('2025-03-03T09:00:00Z') });
    expect(parseMailDate('Mon, 3 Mar 2025 10:00:00 GMT+0100')).toEqual({ ms: at('2025-03-03T09:00:00Z') });
    expect(parseMailDate('2025-03-03T22:15:00+01:00')).toEqual({ ms: at('2025-03-03T21:15:00Z') });
    expect(parseMailDate('2025-03-03T21:15:00Z')).toEqual({ ms: at('2025-03-03T21:15:00Z') });
    expect(parseMailDate('Monday, 03-Mar-25 10:00:00 GMT')).toEqual({ ms: at('2025-03-03T10:00:00Z') });
    expect(parseMailDate('Mon, 3 Mar 2025 23:30:00 -0500')).toEqual({ ms: at('2025-03-04T04:30:00Z') });
  });

  it('European zone names (CET, CEST, MEZ, MESZ, BST, EET, MSK) and the RFC ones (EST, PDT, UT) are read, also in a comment', () => {
    expect(parseMailDate('Mon, 03 Mar 2025 10:00:00 CET').ms).toBe(at('2025-03-03T09:00:00Z'));
    expect(parseMailDate('Mon, 30 Jun 2025 10:00:00 CEST').ms).toBe(at('2025-06-30T08:00:00Z'));
    expect(parseMailDate('Mon, 03 Mar 2025 10:00:00 MEZ').ms).toBe(at('2025-03-03T09:00:00Z'));
    expect(parseMailDate('Mon, 30 Jun 2025 10:00:00 MESZ').ms).toBe(at('2025-06-30T08:00:00Z'));
    expect(parseMailDate('Mon, 30 Jun 2025 10:00:00 BST').ms).toBe(at('2025-06-30T09:00:00Z'));
    expect(parseMailDate('Mon, 03 Mar 2025 10:00:00 EET').ms).toBe(at('2025-03-03T08:00:00Z'));
    expect(parseMailDate('Mon, 03 Mar 2025 10:00:00 MSK').ms).toBe(at('2025-03-03T07:00:00Z'));
    expect(parseMailDate('Mon, 03 Mar 2025 10:00:00 EST').ms).toBe(at('2025-03-03T15:00:00Z'));
    expect(parseMailDate('Mon, 03 Mar 2025 10:00:00 UT').ms).toBe(at('2025-03-03T10:00:00Z'));
    expect(parseMailDate('Mon Mar  3 10:00:00 UTC 2025').ms).toBe(at('2025-03-03T10:00:00Z'));
    expect(parseMailDate('Mon, 03 Mar 2025 10:00:00 (CET)').ms).toBe(at('2025-03-03T09:00:00Z'));
  });

  it('a date with no zone is not read in the local zone of the computer: no time, and the GM is told why', () => {
    for (const d of ['Mon, 3 Mar 2025 10:00:00', '2025-03-03 10:00', 'Monday, March 3, 2025 10:00 AM', 'Mon Mar  3 10:00:00 2025']) {
      const t = parseMailDate(d);
      expect(t.ms, d).toBeUndefined();
      expect(t.doubt, d).toContain('has no time zone');
    }
  });

  it('a zone name that means two zones (IST) or none known is not guessed', () => {
    const t = parseMailDate('Mon, 03 Mar 2025 10:00:00 IST');
    expect(t.ms).toBeUndefined();
    expect(t.doubt).toContain('does not know ("IST")');
  });

  it('an unreadable date says so', () => {
    const t = parseMailDate('sometime on Monday');
    expect(t.ms).toBeUndefined();
    expect(t.doubt).toContain('cannot be read as a date');
  });

  const mail = (date: string, orders: string) => `From: Giovanni Rossi <gio@example.it>\nTo: gm@dipgame.example\nDate: ${date}\nSubject: Italy S1901M\n\n${orders}\n`;

  it('000 D.III(3): the set sent last by a CET date counts, whatever the paste order', async () => {
    const r = await read(mail('Mon, 03 Mar 2025 09:30:00 +0000', 'A Ven H') + '\n' + mail('Mon, 03 Mar 2025 10:00:00 CET', 'A Ven - Tri'));
    expect((r.orders.Italy ?? []).map(formatOrder)).toEqual(['A VEN H']);
  });

  it('000 D.III(3): a zoneless Date: leaves the two sets for the GM to rank, and the mail says why', async () => {
    const r = await read(mail('Mon, 03 Mar 2025 10:00:00', 'A Ven H') + '\n' + mail('Mon, 03 Mar 2025 09:30:00 +0100', 'A Ven - Tri'));
    const notes = r.messages.flatMap((m) => m.warnings.map((w) => w.text));
    expect(notes.some((n) => n.includes('has no time zone'))).toBe(true);
    expect(notes.some((n) => n.includes('cannot be ranked'))).toBe(true);
  });
});
