// Shapes the unseen-mail trial of corpus 1400-1449 left flagged but wrong, written fresh as corpus
// 1700-1739 (issue 13): IRC and Teams copies with the speaker before each line or over each
// message. Each test is one way such a mail was read wrong, and fails if that reading comes back.
import { describe, expect, it } from 'vitest';
import { formatOrder } from '../../../../core/diplomacy/intake/index';
import { position, read } from './helpers';

type Result = Awaited<ReturnType<typeof read>>;
const orders = (r: Result, power: string) => (r.orders[power] ?? []).map(formatOrder);
const mail = (from: string, body: string) => `From: ${from}\nTo: gm@dipgame.example\nDate: Mon, 03 Mar 2025 10:42:00 +0000\nSubject: orders\n\n${body}`;
const reason = (r: Result, text: string) => r.verdicts.find((v) => v.text.trim() === text)?.reason ?? '';

describe('000 D.II(3): an IRC or Teams copy — the sender\'s lines are read, another speaker\'s are not theirs', () => {
  it('000 D.II(3): IRC "<nick> text" with or without a time, the nick the first name, the first name and initial, or the address\'s local part (corpus 1700, 1701)', async () => {
    for (const nick of ['marie', 'MarieD', 'mdupont', '@marie']) {
      const r = await read(mail('Marie Dupont <marie@example.fr>', `<${nick}> F Bre - Mao\n[10:41] <karl> A Mun - Bur\n10:42 <${nick}> A Par - Bur\n`));
      expect(orders(r, 'France'), nick).toEqual(['F BRE - MAO', 'A PAR - BUR']);
      expect(orders(r, 'Germany')).toEqual([]);
      expect(reason(r, '[10:41] <karl> A Mun - Bur')).toContain("karl's, not the sender's");
    }
    // A channel's notices are set aside once the mail has an IRC line.
    const n = await read(mail('Karl Weber <karl@example.de>', '[20:58:12] * gio has joined #dip\n[20:58:40] <KarlW> F Kie - Den\n'));
    expect(reason(n, '[20:58:12] * gio has joined #dip')).toContain("IRC channel's notice");
  });

  it('000 D.II(3): Teams "[10:42] Name: text" and "Name 10:42 AM" / "[11:02 AM] Name" headings over each message (corpus 1702-1704, trial 1426)', async () => {
    const colon = await read(mail('Marie Dupont <marie@example.fr>', '[10:42] Marie Dupont: F Bre - Mao\n[10:42] Karl Weber: A Mun - Bur\n[10:43] Marie Dupont: A Par - Pic\n'));
    expect(orders(colon, 'France')).toEqual(['F BRE - MAO', 'A PAR - PIC']);
    expect(orders(colon, 'Germany')).toEqual([]);
    for (const [a, b] of [['Tom Baker 10:42 AM', 'Marie Dupont 10:43 AM'], ['[10:42 AM] Tom Baker', '[10:43 AM] Marie Dupont'], ['Tom Baker, Yesterday 10:42 PM', 'Marie Dupont, Yesterday 10:43 PM']]) {
      const r = await read(mail('Tom Baker <tom@example.co.uk>', `${a}\nF Lon - Nth\n${b}\nA Par - Bur\nA Mar - Spa\n`));
      expect(orders(r, 'England'), a).toEqual(['F LON - NTH']);
      expect(r.verdicts.filter((v) => v.kind === 'illegal' || v.kind === 'ambiguous').map((v) => v.text), a).toEqual([]);
      expect(reason(r, 'A Par - Bur')).toContain("Marie Dupont's, not the sender's");
    }
  });

  it('guard: a lone "Name 10:42 AM" line (a signature, one copied message) sets nothing aside; a chat copy in a mail with no sender is read as before', async () => {
    const lone = await read(mail('Tom Baker <tom@example.co.uk>', 'Anna Schmidt 10:42 AM\nF Lon - Nth\nF Edi - Nwg\n'));
    expect(orders(lone, 'England')).toEqual(['F LON - NTH', 'F EDI - NWG']);
    const anon = await read('Subject: England S1901\n\n<tom> F Lon - Nth\n<anna> F Edi - Nwg\n');
    expect(anon.verdicts.some((v) => v.reason?.includes('not the sender'))).toBe(false);
  });
});

describe('000 D.II(4) / 001 B.III(4): an order set applies to one turn only — a season letter read in the mail\'s language before "another turn?" is asked', () => {
  const anotherTurn = (r: Result) => r.messages.flatMap((m) => m.warnings).filter((w) => w.text.includes('another turn?'));
  it('000 D.II(4): Polish "W1901" (wiosna) and Danish "F1901" (forår) on the spring board are this turn; "VS:" is a forward or reply prefix (corpus 1705, 1706)', async () => {
    const polish = await read(mail('Ivan Petrov <ivan@example.ru>', 'A Mos - Ukr\n\nPozdrawiam,\nIvan\n').replace('Subject: orders', 'Subject: Rosja W1901 rozkazy'));
    expect(anotherTurn(polish)).toEqual([]);
    const danish = await read(mail('Tom Baker <tom@example.co.uk>', 'F Lon - Nth\n\nVenlig hilsen\nTom\n').replace('Subject: orders', 'Subject: England F1901 ordrer'));
    expect(anotherTurn(danish)).toEqual([]);
    // "VS: Spring 1901 results" on the fall board answers the last results thread, as "Re:" does.
    const fall = position('autumn');
    const vs = await read(mail('Tom Baker <tom@example.co.uk>', 'F Nth - Nwy\n').replace('Subject: orders', 'Subject: VS: Spring 1901 results'), { position: fall });
    expect(anotherTurn(vs)).toEqual([]);
  });
  it('guard: "W1901" in an English mail, and "F1901" in a Polish one, on the spring board still ask (corpus 1707)', async () => {
    const english = await read(mail('Ivan Petrov <ivan@example.ru>', 'A Mos - Ukr\n\nThanks,\nIvan\n').replace('Subject: orders', 'Subject: Russia W1901 orders'));
    expect(anotherTurn(english)).toHaveLength(1);
    const polishFall = await read(mail('Ivan Petrov <ivan@example.ru>', 'A Mos - Ukr\n\nPozdrawiam,\nIvan\n').replace('Subject: orders', 'Subject: Rosja F1901 rozkazy'));
    expect(anotherTurn(polishFall)).toHaveLength(1);
  });
});

describe('001 B.IV(6)a / 000 D.III(5): a chat\'s own correction under the set replaces the unit\'s order, not a second order for it', () => {
  it('001 B.IV(6)a: "mistake:", "edit:" and "typo:" under an order of the same unit amend it under maharajiad as under wm2004 (corpus 1708-1710, trial 1423)', async () => {
    for (const word of ['mistake', 'edit', 'typo', 'Mistake']) {
      for (const rules of ['maharajiad', 'wm2004']) {
        const r = await read(mail('Karl Weber <karl@example.de>', `A Ber - Kie\nA Mun - Ruh\n${word}: A Ber - Sil\n`), { rules });
        expect(orders(r, 'Germany'), `${word} ${rules}`).toEqual(['A MUN - RUH', 'A BER - SIL']);
        expect(r.verdicts.find((v) => v.text === 'A Ber - Kie')?.kind, `${word} ${rules}`).toBe('superseded');
      }
    }
  });
  it('guard: the words inside a sentence ("my mistake, sorry", "I will edit the map") amend nothing', async () => {
    const r = await read(mail('Karl Weber <karl@example.de>', 'A Ber - Kie\nA Mun - Ruh\nmy mistake, sorry for the late mail\n'), { rules: 'maharajiad' });
    expect(orders(r, 'Germany')).toEqual(['A BER - KIE', 'A MUN - RUH']);
  });
});
