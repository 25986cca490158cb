// The inbox model with real readings (core's intake through the worker's API): sets ranked by
// when they were sent whatever the paste order (000 D.III(3), 001 B.IV(4)), lines of a replaced
// set superseded, orders as written only from what is used (000 D.VIII(4), 001 B.IX(4)) under
// every profile, and a power whose mail gave nothing usable needing a look, not NMR.
import { describe, expect, it } from 'vitest';
import { coreApi } from '../../../renderer/worker/coreApi';
import { byDateNewestFirst, mailSummary, phaseInbox, type MailInput } from '../../../core/diplomacy/record/inbox';
import { writtenOrders } from '../../../renderer/diplomacy/ui/publish/phaseReportOf';
import { profileIds, type ProfileId } from '../../../core/diplomacy/houseRules';
import { NameIndex } from '../../../core/diplomacy/intake/index';
import { getVariant } from '../../../core/diplomacy/variants';

const powers = ['Austria', 'England', 'France', 'Germany', 'Italy', 'Russia', 'Turkey'];
const position = coreApi.openingPosition('standard');
const mail = (id: string, text: string, receivedAt: number): MailInput => ({ id, receivedAt, sourceName: `${id}.eml`, text, assignedPower: null, editOf: null, status: null });
const france = (date: string | null, body: string) =>
  `From: Marie <marie@example.fr>\nTo: gm@example.org\n${date ? `Date: ${date}\n` : ''}Subject: Board 7: France S1901M\n\n${body}\n`;
const original = mail('original', france('Thu, 17 Sep 2026 10:00:00 +0000', 'A Par - Bur\nF Bre - Mao\nA Mar - Spa'), 2);
const revised = mail('revised', france('Thu, 17 Sep 2026 12:30:00 +0000', 'A Par - Pic\nF Bre - Eng'), 1); // pasted first

async function inboxOf(mails: MailInput[], profile: ProfileId = 'wm2004', rule: 'last-replaces' | 'merge-per-unit' = 'last-replaces', choices = [] as { power: string; order: string[] }[]) {
  const readings = (await coreApi.readMail({ variantId: 'standard', profile, position, inputs: mails.map((m) => ({ id: m.id, text: m.text })), ruleOverrides: { multipleOrderSets: rule } }));
  return { readings, inbox: phaseInbox(powers, position, mails, readings, rule, { profile, choices }) };
}

describe('the inbox ranks sets by Date:, not by paste order', () => {
  it('000 D.III(3)a: France\'s revised mail pasted BEFORE the original is the set used; every line of the original shows superseded', async () => {
    const { inbox } = await inboxOf([revised, original]);
    const fr = inbox.statuses.find((s) => s.power === 'France')!;
    expect(fr.orders.map((o) => ('to' in o ? `${o.unit}-${o.to}` : o.kind))).toEqual(['par-pic', 'bre-eng']);
    expect(fr.state).toBe('complete');
    const lines = inbox.readings.original!.verdicts.filter((v) => v.order);
    expect(lines.map((v) => v.kind)).toEqual(['superseded', 'superseded', 'superseded']);
    expect(lines[0]!).toMatchObject({ clause: '000 D.III(3)a', reason: expect.stringContaining('replaced entirely by a later set (mail revised') });
    expect(inbox.readings.revised!.verdicts.filter((v) => v.order).map((v) => v.kind)).toEqual(['accepted', 'accepted']);
  });

  it('the list is sorted by Date: (newest first) and shows sender, power, subject and Date:', async () => {
    const undated = mail('undated', france(null, 'A Par - Gas'), 3);
    const { readings } = await inboxOf([revised, original, undated]);
    const rows = [original, revised, undated].map((m) => ({ ...mailSummary(m, readings[m.id]), receivedAt: m.receivedAt }));
    expect(rows.sort(byDateNewestFirst).map((r) => r.id)).toEqual(['revised', 'original', 'undated']);
    expect(rows[0]).toMatchObject({ from: 'Marie <marie@example.fr>', subject: 'Board 7: France S1901M', date: 'Thu, 17 Sep 2026 12:30:00 +0000', powers: ['France'], noOrders: false });
  });

  for (const profile of profileIds) {
    it(`000 D.VIII(4) / 001 B.IX(4): under ${profile}, "Orders as written" prints only the set its rule uses (000 D.III(3)a / 001 B.IV(4)a)`, async () => {
      const { inbox } = await inboxOf([revised, original], profile);
      expect(writtenOrders(inbox.statuses.flatMap((s) => s.inputs), inbox.readings).France).toBe('A Par - Pic\nF Bre - Eng');
    });
  }

  it('000 D.III(3)b: under the stated merge rule, "Orders as written" prints the revision and the original\'s line for the unit it left out', async () => {
    const { inbox } = await inboxOf([revised, original], 'wm2004', 'merge-per-unit');
    expect(writtenOrders(inbox.statuses.flatMap((s) => s.inputs), inbox.readings).France).toBe('A Par - Pic\nF Bre - Eng\nA Mar - Spa');
    const kinds = inbox.readings.original!.verdicts.filter((v) => v.order).map((v) => [v.text, v.kind]);
    expect(kinds).toEqual([['A Par - Bur', 'superseded'], ['F Bre - Mao', 'superseded'], ['A Mar - Spa', 'accepted']]);
  });
});

describe('mails that do not count', () => {
  it('a mail replaced by a GM edit or set aside keeps its reading (listed under its power), untouched by the set rule; its order lines say why they are not used', async () => {
    const edited = { ...original, id: 'edit', editOf: 'original', receivedAt: 5 };
    const aside = { ...revised, status: { status: 'rejected' as const, reason: 'proxy', who: 'GM' } };
    const { inbox, readings } = await inboxOf([aside, original, edited]);
    expect(inbox.readings.original!.messages).toBe(readings.original!.messages);
    expect(inbox.readings.revised!.messages).toBe(readings.revised!.messages);
    // Their order lines say why they are not used, never "accepted" beside a mail set aside.
    expect(inbox.readings.revised!.verdicts.filter((v) => v.order).map((v) => [v.kind, v.reason])).toEqual([
      ['superseded', 'not used: the mail was set aside by GM as rejected (proxy)'], ['superseded', 'not used: the mail was set aside by GM as rejected (proxy)']]);
    expect(inbox.readings.original!.verdicts.filter((v) => v.order).every((v) => v.kind === 'superseded' && v.reason === "not used: replaced by the GM's edit of this mail")).toBe(true);
    expect(inbox.readings.edit!.verdicts.filter((v) => v.order).map((v) => v.kind)).toEqual(['accepted', 'accepted', 'accepted']);
    expect(inbox.statuses.find((s) => s.power === 'France')!.inputs).toEqual(['edit']);
  });
});

describe('never silent', () => {
  const unreadable = mail('picture', france('Thu, 17 Sep 2026 11:00:00 +0000', 'My orders are in the attached picture.\n[image: orders.png]'), 1);

  it('000 D.VII(6)(a): a power whose mail gave no usable order needs a look (not NMR on the strip); Adjudicate has a question about it', async () => {
    const { inbox, readings } = await inboxOf([unreadable]);
    const fr = inbox.statuses.find((s) => s.power === 'France')!;
    expect(fr.state).toBe('look');
    expect(fr.look).toBe('its mail gave no usable order');
    expect(inbox.nmr).toContain('France'); // for the adjudicator it sent nothing…
    expect(inbox.questions).toEqual(['France will be NMR: its mail gave no usable order.']); // …so the GM is asked first
    expect(mailSummary(unreadable, readings.picture).noOrders).toBe(true);
  });

  it('lines that read as orders but were set aside (a quoted earlier set) are counted on the mail with the reader\'s reason', async () => {
    const reply = mail('reply', france('Thu, 17 Sep 2026 12:00:00 +0000', 'A Par - Pic\n\nOn Wed, 16 Sep 2026, Marie wrote:\n> A Par - Bur\n> F Bre - Mao\n> Thanks for the game'), 1);
    const { readings } = await inboxOf([reply]);
    const summary = mailSummary(reply, readings.reply, NameIndex.for(getVariant('standard')));
    expect(summary.unusedOrderLines.reduce((n, u) => n + u.count, 0)).toBe(2);
    expect(summary.unusedOrderLines.every((u) => u.reason.length > 0)).toBe(true);
    expect(mailSummary(original, (await inboxOf([original])).readings.original, NameIndex.for(getVariant('standard'))).unusedOrderLines).toEqual([]);
  });

  it('a mail of no known power with no order is a question too; powers with no mail at all are plain NMR', async () => {
    const anon = mail('anon', 'Hello GM, see you next week!\n', 1);
    const { inbox } = await inboxOf([anon]);
    expect(inbox.unattributed).toEqual([{ mail: 'anon', message: 0, name: 'anon.eml' }]);
    expect(inbox.questions).toEqual(['1 mail of no known power gave no order (anon.eml).']);
    expect(inbox.statuses.every((s) => s.state === 'nmr')).toBe(true);
  });

  it('000 D.II(3): a stranger\'s mail inside a paste of several mails is asked about per message, named by its sender as when opened as its own file', async () => {
    const stranger = 'From: Pete <pete@example.org>\nTo: gm@example.org\nDate: Thu, 17 Sep 2026 11:00:00 +0000\nSubject: Next game?\n\nIs there room in your next game?\n\nPete\n';
    const question = '1 mail of no known power gave no order (Pete <pete@example.org>, "Next game?").';
    const opened = (await inboxOf([original, mail('stranger', stranger, 2)])).inbox;
    const pasted = (await inboxOf([mail('evening', `${original.text}\n${stranger}`, 1)])).inbox;
    expect(opened.questions).toEqual([question]);
    expect(pasted.unattributed).toEqual([{ mail: 'evening', message: 1, name: 'Pete <pete@example.org>, "Next game?"' }]);
    expect(pasted.questions).toEqual([question]);
    expect(pasted.statuses.find((s) => s.power === 'France')!.state).toBe('complete');
  });


  it('000 D.III(3)a: two undated sets are a doubt shown on the power, asked about by Adjudicate, and settled by the GM\'s stored choice', async () => {
    const a = mail('a', france(null, 'A Par - Bur'), 1);
    const b = mail('b', france(null, 'A Par - Pic'), 2);
    const { inbox } = await inboxOf([a, b]);
    expect(inbox.doubts.map((d) => d.proposed)).toEqual([['a#0', 'b#0']]);
    expect(inbox.statuses.find((s) => s.power === 'France')).toMatchObject({ state: 'look', doubt: expect.objectContaining({ power: 'France' }) });
    expect(inbox.questions[0]).toContain("France's order sets cannot be ranked");
    const decided = (await inboxOf([a, b], 'wm2004', 'last-replaces', [{ power: 'France', order: ['b#0', 'a#0'] }])).inbox;
    expect(decided.doubts).toEqual([]);
    expect(decided.questions).toEqual([]);
    expect(decided.statuses.find((s) => s.power === 'France')!.state).toBe('complete');
    expect(decided.orders).toEqual([{ kind: 'move', power: 'France', unitType: 'A', unit: 'par', to: 'bur' }]);
  });
});

describe('000 D.VII(1): one clock for the inbox list, the ranking and lateness: Received:, else Date:', () => {
  it('000 D.VII(1): a mail whose Received: is later than another\'s though its Date: is earlier is listed newer, and shows the time it was received', async () => {
    const withReceived = (id: string, received: string, date: string, body: string, pasted: number) =>
      mail(id, `Received: from mx.example.org by gm.example.org; ${received}\n${france(date, body)}`, pasted);
    const early = withReceived('early', 'Thu, 17 Sep 2026 13:00:00 +0000', 'Thu, 17 Sep 2026 09:00:00 +0000', 'A Par - Pic', 1);
    const late = withReceived('late', 'Thu, 17 Sep 2026 11:00:00 +0000', 'Thu, 17 Sep 2026 10:00:00 +0000', 'A Par - Bur', 2);
    const { readings, inbox } = await inboxOf([early, late]);
    const names = NameIndex.for(getVariant('standard'));
    const sum = (m: MailInput) => mailSummary(m, readings[m.id], names);
    expect(sum(early).receivedMs).toBe(Date.parse('2026-09-17T13:00:00Z'));
    const listed = [early, late].sort((a, b) => byDateNewestFirst({ clockMs: sum(a).clockMs, receivedAt: a.receivedAt }, { clockMs: sum(b).clockMs, receivedAt: b.receivedAt }));
    expect(listed.map((m) => m.id)).toEqual(['early', 'late']);
    // The set ranked last by the same clock is the one used.
    expect(inbox.statuses.find((s) => s.power === 'France')!.orders.map((o) => ('to' in o ? `${o.unit}-${o.to}` : o.kind))).toEqual(['par-pic']);
    expect(sum(mail('plain', france('Thu, 17 Sep 2026 10:00:00 +0000', 'A Par - Bur'), 3)).receivedMs).toBeNull();
  });
});
