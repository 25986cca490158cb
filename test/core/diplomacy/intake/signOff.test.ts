// Sign-offs players type at the end of an order mail ("Thanks,\nJohn", "Cheers", a lone name),
// the "-- " delimiter and client footers: the lines stay in the paste with the verdict
// "signature" (or "mail footer"), never press and never an unreadable order. Genuine press after
// a blank line stays press.
import { describe, expect, it } from 'vitest';
import { formatOrder } from '../../../../core/diplomacy/intake/index';
import { checkInvariants, GM, read } from './helpers';

const ORDERS = 'F Lon - Nth\nF Edi - Nwg\nA Lvp - Yor';
const mail = (body: string) => `From: Tom Bell <tom@example.co.uk>\nTo: ${GM}\nSubject: England S1901M\n\n${body}\n`;
const verdictOf = (r: Awaited<ReturnType<typeof read>>, text: string) => {
  const v = r.verdicts.find((x) => x.text.trim() === text);
  if (!v) throw new Error(`no verdict for "${text}"`);
  return v;
};
const englandOrders = (r: Awaited<ReturnType<typeof read>>) => (r.orders.England ?? []).map(formatOrder);

/** Reads the paste and checks that every named line is a signature and nothing is press. */
async function expectSignature(body: string, signatureLines: string[]) {
  const paste = mail(body);
  const r = (await read(paste));
  expect(checkInvariants(paste, r)).toBeUndefined();
  expect(englandOrders(r)).toEqual(['F LON - NTH', 'F EDI - NWG', 'A LVP - YOR']);
  for (const line of signatureLines) {
    const v = verdictOf(r, line);
    expect(v.kind, line).toBe('not-an-order');
    expect(v.reason, line).toBe('signature');
    expect(v.raw.trim(), 'the raw text is kept').toBe(line);
  }
  return r;
}

describe('sign-offs after the orders are signatures', () => {
  const shapes: [string, string, string[]][] = [
    ['a "-- " delimiter and a name', '\n-- \nJohn', ['--', 'John']],
    ['"--" with no space', '\n--\nJohn Smith\nLondon', ['--', 'John Smith', 'London']],
    ['"Thanks," and a name', '\nThanks,\nJohn', ['Thanks,', 'John']],
    ['"Cheers, John" on one line', '\nCheers, John', ['Cheers, John']],
    ['"Regards," with a blank line before the name', '\nKind regards,\n\nJohn Smith', ['Kind regards,', 'John Smith']],
    ['"Best," a name and a town', '\nBest,\nJohn\nManchester, UK', ['Best,', 'John', 'Manchester, UK']],
    ['a name with an initial that reads like a fleet ("F. Bell")', '\nCheers,\nF. Bell', ['Cheers,', 'F. Bell']],
    ['a postal address whose post code reads like an army ("A-1010 Wien") and a telephone', '\nLiebe Grüße\nFranz Huber\nStephansplatz 1\nA-1010 Wien\nTel. +43 1 234 5678', ['Liebe Grüße', 'Franz Huber', 'Stephansplatz 1', 'A-1010 Wien', 'Tel. +43 1 234 5678']],
    ['Italian "Un caro saluto,"', '\nUn caro saluto,\nGiovanni', ['Un caro saluto,', 'Giovanni']],
    ['Spanish "Un cordial saludo,"', '\nUn cordial saludo,\nPaco', ['Un cordial saludo,', 'Paco']],
    ['German "Viele Grüße aus Kiel"', '\nViele Grüße aus Kiel\nKarl', ['Viele Grüße aus Kiel', 'Karl']],
    ['"Many thanks!" alone', '\nMany thanks!', ['Many thanks!']],
    ['a lone name', '\nJohn', ['John']],
    ['a dashed name', '\n- Tom', ['- Tom']],
    ['a name with the power', '\nTom (England)', ['Tom (England)']],
    ['a sign-off right under the orders', 'Thanks,\nJohn', ['Thanks,', 'John']],
  ];
  for (const [what, tail, lines] of shapes) {
    it(`${what}`, async () => { await expectSignature(`${ORDERS}\n${tail}`, lines); });
  }

  it('"Cheers,\\nJohn\\nSent from my phone": the sign-off is a signature, the client line a footer', async () => {
    const r = await expectSignature(`${ORDERS}\n\nCheers,\nJohn\nSent from my phone`, ['Cheers,', 'John']);
    expect(verdictOf(r, 'Sent from my phone').reason).toBe('mail footer');
  });

  it('"Sent from my iPhone" alone is a footer', async () => {
    const r = (await read(mail(`${ORDERS}\n\nSent from my iPhone`)));
    expect(verdictOf(r, 'Sent from my iPhone')).toMatchObject({ kind: 'not-an-order', reason: 'mail footer' });
  });

  it('a sign-off above a quoted reply is a signature; the quote keeps its own verdicts', async () => {
    const r = await expectSignature(`${ORDERS}\n\nThanks,\nTom\n\nOn Mon, 3 Mar 2025 Karl wrote:\n> A Mun - Bur`, ['Thanks,', 'Tom']);
    expect(verdictOf(r, 'On Mon, 3 Mar 2025 Karl wrote:').reason).toBe('reply header');
    // #13: a quoted order says it is an earlier one, not read.
    expect(verdictOf(r, '> A Mun - Bur').reason).toBe('quoted reply: an earlier order, not read');
  });
});

describe('sign-offs after press are signatures, not press', () => {
  it('"Press to Germany: …", a blank line, "Best,\\nJohn": one press item, then a signature', async () => {
    const r = await expectSignature(`${ORDERS}\n\nPress to Germany: I will not attack you\n\nBest,\nJohn`, ['Best,', 'John']);
    const press = r.messages.flatMap((m) => m.press);
    expect(press.map((p) => p.text)).toEqual(['Press to Germany: I will not attack you']);
  });

  it('a multi-line press block, a blank line, a lone name', async () => {
    const r = await expectSignature(`${ORDERS}\n\nPRESS\nThe North Sea is mine.\nStay out.\n\nTom`, ['Tom']);
    expect(r.messages.flatMap((m) => m.press).map((p) => p.text)).toEqual(['PRESS\nThe North Sea is mine.\nStay out.']);
  });

  it('press after a blank line and a "-- " signature', async () => {
    const r = await expectSignature(`${ORDERS}\n\nGrey press:\nSomeone is lying.\n\n-- \nTom`, ['--', 'Tom']);
    expect(r.messages.flatMap((m) => m.press).map((p) => p.kind)).toEqual(['grey']);
  });

  it('an order under a valediction is still an order: only initials with a period and long numbers are taken for signature lines', async () => {
    const r = await read(mail('F Lon - Nth\nF Edi - Nwg\n\nThanks,\nA Lvp - Yor'));
    expect(englandOrders(r)).toEqual(['F LON - NTH', 'F EDI - NWG', 'A LVP - YOR']);
  });

  it('a sign-off right under the press, with no blank line, is still the signature (#13: sign-offs are never press)', async () => {
    const r = (await read(mail(`${ORDERS}\n\nPress to France: Let us talk.\nCheers, Tom`)));
    expect(verdictOf(r, 'Cheers, Tom')).toMatchObject({ kind: 'not-an-order', reason: 'signature' });
    expect(r.messages.flatMap((m) => m.press).map((p) => p.text)).toEqual(['Press to France: Let us talk.']);
  });

  it('a lone name right under white press stays press (the press may end with a name)', async () => {
    const r = (await read(mail(`${ORDERS}\n\nPress to France: Long live the King.\nLouis`)));
    expect(verdictOf(r, 'Louis').kind).toBe('press');
  });

  it('a name right under grey press is the sender\'s signature, never published with anonymous press', async () => {
    const r = (await read(mail(`${ORDERS}\n\nGrey press: Someone here is lying.\nHans`)));
    expect(verdictOf(r, 'Hans')).toMatchObject({ kind: 'not-an-order', reason: 'signature' });
    expect(r.messages.flatMap((m) => m.press).map((p) => p.text)).toEqual(['Grey press: Someone here is lying.']);
  });
});

describe('a line of no-break spaces is blank to the sign-off as to the rest of the body (lineFacts.ts isBlank)', () => {
  // A GM sees no difference between an empty line and one of no-break spaces (Outlook and Gmail
  // write "&nbsp;" lines). Before, signOff.ts called only ASCII spaces blank, so a name under a
  // valediction and two such lines was read otherwise than under two empty lines.
  const tails = ['Kind regards,\n\n\nJohn Smith', 'Cheers,\nTom\n\nEngland', 'Thanks,\n\nJohn'];
  it.each(tails)('%j reads the same with its empty lines written as no-break spaces', async (tail) => {
    const kinds = async (t: string) => (await read(mail(`${ORDERS}\n\n${t}`))).verdicts.filter((v) => v.text.trim() !== '').map((v) => [v.text.trim(), v.kind, v.reason ?? '']);
    expect(await kinds(tail.replace(/\n(?=\n)/g, '\n\u00a0\u00a0'))).toEqual(await kinds(tail));
  });
});

describe('genuine press and orders are not taken for a sign-off', () => {
  it('"Press to Germany: …" after a blank line at the end of the mail is press', async () => {
    const r = (await read(mail(`${ORDERS}\n\nPress to Germany: I will not attack you`)));
    expect(verdictOf(r, 'Press to Germany: I will not attack you').kind).toBe('press');
    expect(r.messages.flatMap((m) => m.press)).toHaveLength(1);
  });

  it('"PRESS" and its text after a blank line are press, even when the text looks like a name', async () => {
    const r = (await read(mail(`${ORDERS}\n\nPRESS\nLong Live The King`)));
    expect(verdictOf(r, 'PRESS').kind).toBe('press');
    expect(verdictOf(r, 'Long Live The King').kind).toBe('press');
  });

  it('a bare press mark followed by a blank line and a name-like line keeps the line as press', async () => {
    const r = (await read(mail(`${ORDERS}\n\nPress:\n\nHello Everyone`)));
    expect(verdictOf(r, 'Hello Everyone').kind).toBe('press');
  });

  it('a last line that reads as an order is an order, not a lone-name signature', async () => {
    const r = (await read(mail('F Lon - Nth\nF Edi - Nwg\n\nA Lvp - Yor')));
    expect(englandOrders(r)).toEqual(['F LON - NTH', 'F EDI - NWG', 'A LVP - YOR']);
  });

  it('a last line the GM must look at (an unreadable order) is not hidden as a signature', async () => {
    const r = (await read(mail(`${ORDERS}\n\nF Lon Nort`)));
    expect(verdictOf(r, 'F Lon Nort').kind).toBe('ambiguous');
  });

  it('"Final" and a vote at the end keep their meaning', async () => {
    const r = (await read(mail(`${ORDERS}\n\nFinal`)));
    expect(r.messages[0]!.final).toBe(true);
    const v = (await read(mail(`${ORDERS}\n\nI vote yes to the draw`)));
    expect(v.messages[0]!.votes).toHaveLength(1);
  });

  it('a sentence starting "Thanks" is not a sign-off', async () => {
    const r = (await read(mail(`${ORDERS}\n\nThanks for the support last turn`)));
    expect(verdictOf(r, 'Thanks for the support last turn').reason).toBe('not an order');
  });
});
