// Order-reading clauses: the confirmation-mailbox copies (core/diplomacy/intake/confirmCopy.ts).
import { describe, expect, it } from 'vitest';
import { confirmCopyCounts, NameIndex, orderShape } from '../../../../core/diplomacy/intake/index';
import { getVariant } from '../../../../core/diplomacy/variants';
import { parseHeaders } from '../../../../core/diplomacy/intake/headers';
import { getProfile } from '../../../../core/diplomacy/houseRules';

const gm = 'GM@Example.org';
const deadline = Date.parse('2004-03-05T23:00Z');
const dispute = { adjudicatedNmr: true, claimsSentInTime: true, deadline };
const copy = (to: string, cc: string, date = 'Fri, 5 Mar 2004 22:10:00 +0000') =>
  parseHeaders([`From: player@x.net`, `To: ${to}`, ...(cc ? [`Cc: ${cc}`] : []), `Date: ${date}`, 'Subject: orders']);

describe('order-confirmation mailbox', () => {
  it('000 D.VII(7): a copy at wmconfirm@worldmasters.net counts only with the GM\'s address in To or Cc', () => {
    const wm = getProfile('wm2004');
    expect(confirmCopyCounts(wm, copy('"The GM" <gm@example.org>', 'wmconfirm@worldmasters.net'), gm, dispute)).toMatchObject({ counts: true, clause: '000 D.VII(7)' });
    expect(confirmCopyCounts(wm, copy('wmconfirm@worldmasters.net', 'gm@example.org'), gm, dispute).counts).toBe(true);
    const missing = confirmCopyCounts(wm, copy('wmconfirm@worldmasters.net', 'gm@exarnple.org'), gm, dispute);
    expect(missing).toMatchObject({ counts: false, clause: '000 D.VII(7)' });
    expect(missing.reason).toContain('To or Cc');
    expect(confirmCopyCounts(wm, copy('gm@example.org', 'wmconfirm@worldmasters.net', 'Fri, 5 Mar 2004 23:30:00 +0000'), gm, dispute).counts).toBe(false);
  });

  it('001 B.VIII(7): a copy at maharajahconfirm@yahoo.com counts only with the GM in To, and only for a disputed NMR', () => {
    const mah = getProfile('maharajiad');
    expect(confirmCopyCounts(mah, copy('gm@example.org', 'maharajahconfirm@yahoo.com'), gm, dispute)).toMatchObject({ counts: true, clause: '001 B.VIII(7)' });
    expect(confirmCopyCounts(mah, copy('maharajahconfirm@yahoo.com', 'gm@example.org'), gm, dispute).counts).toBe(false);
    expect(confirmCopyCounts(mah, copy('gm@example.org', ''), gm, { ...dispute, adjudicatedNmr: false }).counts).toBe(false);
    expect(confirmCopyCounts(mah, copy('gm@example.org', ''), gm, { ...dispute, claimsSentInTime: false }).reason).toContain('consulted only');
    expect(confirmCopyCounts(getProfile('hasbro2000'), copy('gm@example.org', ''), gm, dispute).counts).toBe(false);
  });
});

describe('order shape under the Birthday Tournament (002 BT15e)', () => {
  it('002 BT15e: an order should name the unit type, one or more provinces and an action; missing parts are named', () => {
    const names = NameIndex.for(getVariant('standard'));
    expect(orderShape('A Par - Bur', names)).toEqual({ missing: [], clause: '002 BT15e' });
    expect(orderShape('F Lon C A Yor - Nwy', names)?.missing).toEqual([]);
    expect(orderShape('Par - Bur', names)?.missing).toEqual(['unit type']);
    expect(orderShape('A Mun S Par - Bur', names)?.missing).toEqual(['unit type']);
    expect(orderShape('A Par', names)?.missing).toEqual(['action']);
    // A bare province name is not read as an order at all.
    expect(orderShape('Par', names)).toBeUndefined();
    expect(orderShape('Par H', names)?.missing).toEqual(['unit type']);
    expect(orderShape('Build Mun', names)?.missing).toEqual(['unit type']);
    expect(orderShape('Build A Mun', names)?.missing).toEqual([]);
    expect(orderShape('Hello, how are you all doing?', names)).toBeUndefined();
  });
});
