// Every GM action that changes which set a power's orders come from is said, naming the mails
// (issue 13, never silent): a later mail replacing an earlier one (000 D.III(3)a), the earlier set
// coming back when the later mail is set aside, a power left with no set.
import { describe, expect, it } from 'vitest';
import { readPhaseMail } from '../../../../core/diplomacy/record/phaseMail';
import { phaseInbox, type MailInput } from '../../../../core/diplomacy/record/inbox';
import { setChanges } from '../../../../core/diplomacy/record/setChanges';
import { initialPosition } from '../../../../core/diplomacy/position';
import { getVariant } from '../../../../core/diplomacy/variants';

const powers = getVariant('standard').powers.map((p) => p.name);
const position = initialPosition(getVariant('standard'));
const france = (id: string, date: string, body: string, receivedAt: number): MailInput => ({
  id, receivedAt, sourceName: `${id}.eml`, assignedPower: null, editOf: null, status: null,
  text: `From: Marie <marie@example.fr>\nTo: gm@example.org\nDate: ${date}\nSubject: France ${id}\n\n${body}\n`,
});
const original = france('original', 'Sun, 29 Nov 2026 10:00:00 +0000', 'A Par - Bur\nF Bre - Mao\nA Mar - Spa', 1);
const revised = france('revised', 'Sun, 29 Nov 2026 12:00:00 +0000', 'A Par - Pic\nF Bre - Eng\nA Mar - Bur', 2);
const copy = france('copy', 'Sun, 29 Nov 2026 12:00:00 +0000', 'A Par - Pic\nF Bre - Eng\nA Mar - Bur', 3);
const aside = (m: MailInput): MailInput => ({ ...m, status: { status: 'rejected', reason: 'sent by mistake', who: 'GM' } });

async function inboxOf(mails: MailInput[]) {
  const readings = await readPhaseMail('standard', 'wm2004', position, undefined, mails.map((m) => ({ id: m.id, text: m.text })));
  return phaseInbox(powers, position, mails, readings, 'last-replaces', { profile: 'wm2004' });
}
async function said(before: MailInput[], after: MailInput[]) {
  return setChanges(await inboxOf(before), await inboxOf(after), { before, after });
}

describe('what an action changed is said', () => {
  it('000 D.III(3)a: a revision pasted says France\'s orders now come from it, no longer from the original', async () => {
    expect(await said([original], [original, revised])).toEqual(['France: orders now from Marie <marie@example.fr>, "France revised", no longer from Marie <marie@example.fr>, "France original".']);
    expect(await said([], [original])).toEqual(['France: orders now from Marie <marie@example.fr>, "France original".']);
  });

  it('000 D.III(3)a: setting the revision aside brings the original back, and says so; counting it again says the reverse', async () => {
    expect(await said([original, revised], [original, aside(revised)])).toEqual(['France: orders now from Marie <marie@example.fr>, "France original", no longer from Marie <marie@example.fr>, "France revised".']);
    expect(await said([original, aside(revised)], [original, revised])).toEqual(['France: orders now from Marie <marie@example.fr>, "France revised", no longer from Marie <marie@example.fr>, "France original".']);
  });

  it('000 D.VII(6)(a): setting aside the only mail leaves no set, said with what happens to the power', async () => {
    expect(await said([original], [aside(original)])).toEqual(['France: no set is used now (it came from Marie <marie@example.fr>, "France original"); it is NMR unless its orders come.']);
  });

  it('a copy of the set used (the same orders sent again) says the orders are unchanged', async () => {
    expect(await said([original, revised], [original, revised, copy])).toEqual(['France: orders unchanged, now taken from Marie <marie@example.fr>, "France copy" (the same orders as Marie <marie@example.fr>, "France revised").']);
  });

  it('000 D.III(3)b: under the merge rule a set aside is named as no longer used, and the sets still giving orders', async () => {
    const merged = async (mails: MailInput[]) => {
      const readings = await readPhaseMail('standard', 'wm2004', position, undefined, mails.map((m) => ({ id: m.id, text: m.text })), { multipleOrderSets: 'merge-per-unit' });
      return phaseInbox(powers, position, mails, readings, 'merge-per-unit', { profile: 'wm2004' });
    };
    const partial = france('partial', 'Sun, 29 Nov 2026 12:00:00 +0000', 'A Par - Pic', 2);
    const before = [original, partial], after = [original, aside(partial)];
    expect(setChanges(await merged(before), await merged(after), { before, after })).toEqual(['France: Marie <marie@example.fr>, "France partial" no longer used; orders now from Marie <marie@example.fr>, "France original".']);
    expect(setChanges(await merged(after), await merged(before), { before: after, after: before })).toEqual(['France: orders now from Marie <marie@example.fr>, "France original" and Marie <marie@example.fr>, "France partial".']);
  });

  it('an action that changes no power\'s orders says nothing', async () => {
    const older = france('older', 'Sun, 29 Nov 2026 08:00:00 +0000', 'A Par - Gas', 0);
    expect(await said([original, revised], [older, original, revised])).toEqual([]);
  });
});
