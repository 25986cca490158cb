// Orders after a lead-in on a line the mail client wrapped (issue 13; leadIn.ts): "Orders for
// Spring 1901, same as discussed: F Kie - Den, A Ber - Kie, A Mun -" / "Ruh". Once the join
// (wrapped.ts, or flowed.ts for a format=flowed soft break) makes the line a lead-in of chat, a
// colon and plain orders, the orders are read; when the lead-in could change them (a condition,
// a negation, another turn, another power, an order of its own) the line stays flagged whole.
// No seed rules on how a line of prose is read (000 and 001 speak of sets, not of sentences), so
// nothing is cited: this is the GM's reading of the words, and doubt is left to the GM.
import { describe, expect, it } from 'vitest';
import { formatOrder, readOrderMail } from '../../../../core/diplomacy/intake/index';
import { getProfile } from '../../../../core/diplomacy/houseRules';
import { game, position, variant } from './helpers';

const mail = (body: string, flowed = false) => `From: Karl Weber <karl@example.de>
To: gm@dipgame.example
Date: Mon, 10 Mar 2025 10:00:00 +0100
Subject: Germany
${flowed ? 'Content-Type: text/plain; charset=UTF-8; format=flowed\n' : ''}
Hallo GM,

${body}

Karl
`;
const read = async (body: string, flowed = false) => {
  const r = await readOrderMail(mail(body, flowed), { variant, position: position('start'), rules: getProfile('wm2004'), game });
  return { orders: (r.orders.Germany ?? []).map(formatOrder), lines: r.verdicts.filter((v) => v.kind !== 'not-an-order').map((v) => [v.text, v.kind, v.notes.join(' ')]) };
};

describe('orders after a lead-in on a wrapped line (issue 13)', () => {
  it('a hard wrap after the dash: the lead-in, a colon and a list of plain orders read as the orders, the first noting the words before them', async () => {
    const r = await read('Orders for Spring 1901, same as discussed: F Kie - Den, A Ber - Kie, A Mun -\nRuh');
    expect(r.orders).toEqual(['F KIE - DEN', 'A BER - KIE', 'A MUN - RUH']);
    expect(r.lines[0]).toEqual(['Orders for Spring 1901, same as discussed: F Kie - Den', 'accepted', 'read after the words "Orders for Spring 1901, same as discussed:" (one line the mail client wrapped, joined back)']);
  });

  it('a format=flowed soft break, semicolons between the orders', async () => {
    const r = await read('here is what Germany does this spring, as the house style asks: F Kie - Den; A Ber - Kie; A Mun - \nRuh', true);
    expect(r.orders).toEqual(['F KIE - DEN', 'A BER - KIE', 'A MUN - RUH']);
  });

  it('one order after the lead-in is read as well', async () => {
    expect((await read('Only one change from the draft we talked about on the phone, so here it is: A Mun -\nRuh')).orders).toEqual(['A MUN - RUH']);
  });

  it('the same line as the player typed it, unwrapped, keeps the older rule: several orders in a sentence are flagged', async () => {
    const r = await read('Orders for Spring 1901, same as discussed: F Kie - Den, A Ber - Kie, A Mun - Ruh');
    expect(r.orders).toEqual([]);
    expect(r.lines).toEqual([[expect.any(String), 'ambiguous', '']]);
  });

  it.each([
    ['a condition', 'If Russia moves to Galicia as I expect it will: F Kie - Den, A Ber - Kie, A Mun -\nRuh'],
    ['a negation', 'These are the moves I will not make this turn: F Kie - Den, A Ber - Kie, A Mun -\nRuh'],
    ['another turn', 'For the record, my orders of last turn were: F Kie - Den, A Ber - Kie, A Mun -\nRuh'],
    ['another power', 'Here are the moves Italy agreed to make for the alliance: F Kie - Den, A Ber - Kie, A Mun -\nRuh'],
    ['words to another player', 'Here is the plan for this turn, let me know what you think: F Kie - Den, A Ber -\nKie'],
    ['an order of its own', 'A Ber - Kie, F Kie - Den, and the army to the Ruhr as we agreed: A Mun -\nRuh'],
  ])('a lead-in with %s keeps the line flagged, nothing read from it', async (_, body) => {
    const r = await read(body);
    expect(r.orders).toEqual([]);
    expect(r.lines.length).toBe(1);
    expect(r.lines[0]![1]).toBe('ambiguous');
  });

  it('a list with a part that is no plain order keeps the line flagged', async () => {
    const r = await read('Orders for Spring 1901, same as discussed: F Kie - Den, A Ber - Kie, and A Mun to Ruhr or Burgundy if\npossible');
    expect(r.orders).toEqual([]);
  });
});
