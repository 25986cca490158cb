// Wrong readings found by the unseen-mail trial of the Maharajah board and the tournament desk's
// mail, corpus mails 1300-1349 and evenings 23-24 (issue 13): mail for another board than this
// game's, a signature's list of office towns read as an order, votes written as sentences or in
// Russian, Dutch and Polish, dark grey press, Chinese phone footers and Russian sign-offs inside
// anonymous press, and a stand-in's second power under a "(sitting for …)" heading. Each test is
// one way a mail was read wrong or silently, and fails if that reading comes back.
import { describe, expect, it } from 'vitest';
import { formatOrder } from '../../../../core/diplomacy/intake/index';
import { game, read } from './helpers';

type Result = Awaited<ReturnType<typeof read>>;
const orders = (r: Result, power: string) => (r.orders[power] ?? []).map(formatOrder);
const notes = (r: Result) => r.messages.flatMap((m) => m.warnings);
const mail = (from: string, subject: string, body: string) => `From: ${from}\nTo: gm@dipgame.example\nDate: Sun, 29 Nov 2026 17:00:00 +0100\nSubject: ${subject}\n\n${body}`;
const board4 = { ...game, name: 'WDC 2026 Round 2 Board 4' };

describe('000 D.II(2)a, 001 B.III(2)b: a mail is read against the board the game is', () => {
  it('000 D.II(2)a: a P.S. with "my board 2 orders" under this board\'s set is set aside, never replacing the set (000 D.III(5) took every unit\'s last order from it)', async () => {
    const text = mail('Karl <karl@example.de>', 'Germany S1901', 'A Ber - Kie\nF Kie - Den\nA Mun - Ruh\n\nKarl\n\nPS, board 2 (Germany too) please:\nA Ber - Pru\nF Kie - Hol\nA Mun - Tyr\n');
    for (const g of [game, board4]) {
      const r = await read(text, { game: g });
      expect(orders(r, 'Germany')).toEqual(['A BER - KIE', 'F KIE - DEN', 'A MUN - RUH']);
      expect(notes(r).some((w) => w.text.includes('board 2') && w.clause === '000 D.II(2)a')).toBe(true);
      expect(r.verdicts.filter((v) => v.reason?.includes('board 2')).map((v) => v.text)).toEqual(['A Ber - Pru', 'F Kie - Hol', 'A Mun - Tyr']);
    }
  });

  it('001 B.III(2)b: a mail whose subject names another board than the game\'s number is no set of this game\'s; one naming this board\'s number is read with no note', async () => {
    const other = await read(mail('Karl <karl@example.de>', 'Board 7 - Germany S1901', 'A Ber - Kie\nF Kie - Hol\nA Mun - Ruh\n'), { game: board4, rules: 'maharajiad' });
    expect(orders(other, 'Germany')).toEqual([]);
    expect(other.messages[0]!.refused?.clause).toBe('001 B.III(2)b');
    expect(other.messages[0]!.refused?.reason).toContain('board 7');
    const ours = await read(mail('Karl <karl@example.de>', 'Board 4 - Germany S1901', 'A Ber - Kie\nF Kie - Hol\nA Mun - Ruh\n'), { game: board4, rules: 'maharajiad' });
    expect(orders(ours, 'Germany')).toEqual(['A BER - KIE', 'F KIE - HOL', 'A MUN - RUH']);
    expect(notes(ours).filter((w) => /board/i.test(w.text))).toEqual([]);
  });

  it('000 D.II(2)a: when the game\'s name has no board number, a mail naming one board is read with a note saying so (not a question every power every phase); one naming two boards reads neither', async () => {
    const one = await read(mail('Karl <karl@example.de>', 'Germany S1901', 'Table 3:\nA Ber - Kie\nF Kie - Hol\nA Mun - Ruh\n'));
    expect(orders(one, 'Germany')).toEqual(['A BER - KIE', 'F KIE - HOL', 'A MUN - RUH']);
    const note = notes(one).find((w) => w.text.includes('board 3'));
    expect(note).toMatchObject({ clause: '000 D.II(2)a', text: expect.stringContaining('no board number to compare') });
    expect(note?.asks).toBeUndefined();
    const two = await read(mail('Karl <karl@example.de>', 'Germany S1901', 'Game 5:\nA Ber - Kie\nF Kie - Hol\n\nGame 6:\nA Ber - Mun\nF Kie - Den\n'));
    expect(orders(two, 'Germany')).toEqual([]);
    expect(two.verdicts.filter((v) => /^[AF] /.test(v.text)).map((v) => v.kind)).toEqual(['ambiguous', 'ambiguous', 'ambiguous', 'ambiguous']);
    expect(notes(two).some((w) => w.text.includes('2 boards'))).toBe(true);
  });

  it('000 D.II(2)a: a game named in passing in a sentence starts no board section ("after game 1 last night …")', async () => {
    const r = await read(mail('Karl <karl@example.de>', 'Germany S1901', 'After game 1 last night I am too tired for long chat, so just the orders:\nA Ber - Kie\nF Kie - Hol\nA Mun - Ruh\n'), { game: board4 });
    expect(orders(r, 'Germany')).toEqual(['A BER - KIE', 'F KIE - HOL', 'A MUN - RUH']);
  });
});

describe('000 D.III(5): a signature\'s list of places is no order', () => {
  it('000 D.III(5): "Paris – Marseille – Brest" under the sign-off no longer replaces F Bre - Mao as an impossible convoy route', async () => {
    const r = await read(mail('Marie <marie@example.fr>', 'France S1901', 'F Bre - Mao\nA Par - Bur\nA Mar - Spa\n\nBien à vous,\nMarie Laurent\nLaurent Conseil\nParis – Marseille – Brest\n'));
    expect(orders(r, 'France')).toEqual(['F BRE - MAO', 'A PAR - BUR', 'A MAR - SPA']);
    expect(r.verdicts.find((v) => v.text.startsWith('Paris'))!.reason).toContain('a list of places');
  });

  it('001 B.IV(1): a place list that is a possible order (an army\'s named convoy route) is still read as one', async () => {
    const r = await read(mail('Tom <tom@example.co.uk>', 'England F1901', 'Lon - Nth - Nwy\nF Nth C A Lon - Nwy\n'), { position: 'autumn' });
    expect(r.verdicts.find((v) => v.text === 'Lon - Nth - Nwy')!.reason ?? '').not.toContain('a list of places');
  });
});

describe('000 D.IX(2)a, 001 B.X(2)a: a vote written as a sentence or in another language is a vote', () => {
  const cases: [string, 'yes' | 'no' | 'abstain' | 'proposal'][] = [
    ['No to the draw, I want to keep going.', 'no'],
    ['Please record my vote as YES for the draw.', 'yes'],
    ['I abstain on the draw proposal.', 'abstain'],
    ['Honestly, I concede the game to Russia.', 'proposal'],
    ['I do not accept the DIAS.', 'no'],
    ['Голосую против ничьей.', 'no'],
    ['Ik stem tegen remise.', 'no'],
    ['Głosuję za remisem.', 'yes'],
    ['同意和局。', 'yes'],
    ['무승부 반대합니다.', 'no'],
  ];
  for (const [line, value] of cases) {
    it(`000 D.IX(2)a: "${line}" is a ${value} vote, not "not an order"`, async () => {
      const r = await read(mail('Tom <tom@example.co.uk>', 'England S1901', `F Lon - Nth\nF Edi - Nwg\nA Lvp - Yor\n\n${line}\n`));
      expect(r.messages[0]!.votes.map((v) => v.value)).toEqual([value]);
      expect(orders(r, 'England')).toEqual(['F LON - NTH', 'F EDI - NWG', 'A LVP - YOR']);
    });
  }

  it('000 D.IX(1)c: a line naming a draw with no answer is no vote ("Thanks for the draw offer, I will think about it.")', async () => {
    const r = await read(mail('Tom <tom@example.co.uk>', 'England S1901', 'F Lon - Nth\n\nThanks for the draw offer, I will think about it.\n'));
    expect(r.messages[0]!.votes).toEqual([]);
  });
});

describe('000 D.X(1)a, 000 D.X(2): press kinds and who wrote it', () => {
  it('000 D.X(1)a: "Dark grey press, signed \\"the Tsar\\":" is dark grey press with its heading removed, not "not an order"', async () => {
    const r = await read(mail('Mehmet <mehmet@example.com.tr>', 'Turkey S1901', 'F Ank - Bla\n\nDark gray press, signed "the Kaiser": Berlin trusts nobody.\n'));
    const press = r.messages.flatMap((m) => m.press);
    expect(press.map((p) => [p.kind, p.message])).toEqual([['dark grey', 'Berlin trusts nobody.']]);
  });

  it('000 D.X(2): a Chinese phone footer and a Russian sign-off under anonymous press are not published with it', async () => {
    const zh = await read(mail('Mehmet <mehmet@example.com.tr>', 'Turkey S1901', 'F Ank - Bla\n\nAnonymous press: the Sultan smiles.\n\n发自我的小米手机\n'));
    expect(zh.messages.flatMap((m) => m.press).map((p) => p.message)).toEqual(['the Sultan smiles.']);
    const ru = await read(mail('Ivan <ivan@example.ru>', 'Russia S1901', 'A Mos - Ukr\n\nAnonymous press: winter is coming.\n\nСпасибо,\nИван\n'));
    expect(ru.messages.flatMap((m) => m.press).map((p) => p.message)).toEqual(['winter is coming.']);
    expect(ru.verdicts.find((v) => v.text === 'Спасибо,')!.reason).toBe('signature');
  });
});

describe('000 D.II(3), 001 B.III(3): a stand-in\'s second power under a "(sitting for …)" heading', () => {
  it('000 D.II(3): Italy\'s player adds "Austria (sitting for Franz):" with Austria\'s orders: Italy\'s set is his, Austria\'s is refused by proxy with its clause', async () => {
    const text = mail('Gio <gio@example.it>', 'Italy S1901', 'Italy:\nF Nap - Ion\nA Rom - Apu\nA Ven H\n\nAustria (sitting for Franz):\nA Vie - Gal\nA Bud - Ser\nF Tri - Alb\n');
    for (const [rules, clause] of [['wm2004', '000 D.II(3)'], ['maharajiad', '001 B.III(3)']] as const) {
      const r = await read(text, { rules });
      expect(orders(r, 'Italy')).toEqual(['F NAP - ION', 'A ROM - APU', 'A VEN H']);
      expect(orders(r, 'Austria')).toEqual([]);
      expect(r.messages.find((m) => m.power === 'Austria')?.refused?.clause).toBe(clause);
    }
  });

  it('000 D.II(3): a bare second heading (a results post quoted under a reply) is not split into a set of its own', async () => {
    const r = await read(mail('Gio <gio@example.it>', 'RE: results', 'Italy:\nF Nap - Ion\n\nAustria:\nA Vie - Gal\n'));
    expect(r.messages.length).toBe(1);
  });
});
