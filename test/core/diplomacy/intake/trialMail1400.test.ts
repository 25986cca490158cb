// Wrong readings found by the unseen-mail trial of orders that reach the GM through somewhere
// other than a plain mail, corpus mails 1400-1449 and evenings 25-26 (issue 13): judge command
// mail, conversations copied from a webmail screen, and other players' mail passed on. Each test
// is one way a mail was read wrong or silently, and fails if that reading comes back.
import { describe, expect, it } from 'vitest';
import { formatOrder } from '../../../../core/diplomacy/intake/index';
import { read } from './helpers';

type Result = Awaited<ReturnType<typeof read>>;
const orders = (r: Result, power: string) => (r.orders[power] ?? []).map(formatOrder);
const press = (r: Result) => r.messages.flatMap((m) => m.press);
const mail = (from: string, body: string) => `From: ${from}\nTo: gm@dipgame.example\nDate: Mon, 03 Mar 2025 10:42:00 +0000\nSubject: orders\n\n${body}`;
const IVAN = 'Ivan Petrov <ivan@example.ru>';

describe('000 D.X(1)a, 001 B.XI(1)b: a judge\'s press command is press to the powers its letters name', () => {
  it('000 D.X(1)a: "PRESS TO AT GREY" is grey press to Austria and Turkey, "PRESS TO E" white-or-unmarked press to England; the orders under ENDPRESS are read (corpus 1434, 1437)', async () => {
    for (const profile of ['wm2004', 'maharajiad']) {
      const r = await read(mail(IVAN, 'PRESS TO AT GREY\nThe Tsar will leave the Black Sea alone.\nENDPRESS\nPRESS TO E\nHello London.\nENDPRESS\nA Mos - Ukr\nA War - Gal\nF Sev - Rum\nF StP/sc - Bot\n'), { rules: profile });
      expect(press(r).map((p) => [p.kind, p.to])).toEqual([['grey', ['Austria', 'Turkey']], ['unmarked', ['England']]]);
      expect(press(r).map((p) => p.message)).toEqual(['The Tsar will leave the Black Sea alone.', 'Hello London.']);
      expect(orders(r, 'Russia')).toEqual(['A MOS - UKR', 'A WAR - GAL', 'F SEV - RUM', 'F STP/SC - BOT']);
    }
  });

  it('001 B.XI(1)b: "PRESS TO ALL BUT G" goes to every power but Germany and its own writer; "press to t grey" in lower case is read too (corpus 1448)', async () => {
    const r = await read(mail(IVAN, 'PRESS TO ALL BUT G\nEveryone but Berlin: beware.\nENDPRESS\npress to t grey\nBlack Sea?\nENDPRESS\nA Mos - Ukr\n'), { rules: 'maharajiad' });
    expect(press(r).map((p) => p.to)).toEqual([['Austria', 'England', 'France', 'Italy', 'Turkey'], ['Turkey']]);
    expect(press(r)[1]!.kind).toBe('grey');
  });

  it('000 D.X(1)a: "PRESS TO M" (the judge\'s Master) is a note to the GM: never published, its lines say so, and its order words are not read (corpus 1436)', async () => {
    const r = await read(mail('Gio Rossi <gio@example.it>', 'SET WAIT\nF Nap - Ion\nA Rom - Apu\nA Ven H\nPRESS TO M\nGM, I am away Tuesday: if the deadline moves, A Ven - Pie instead.\nENDPRESS\nSIGNOFF\n'));
    expect(press(r)).toEqual([]);
    expect(orders(r, 'Italy')).toEqual(['F NAP - ION', 'A ROM - APU', 'A VEN H']);
    const note = r.verdicts.find((v) => v.text.startsWith('GM, I am away'))!;
    expect([note.kind, note.reason]).toEqual(['not-an-order', expect.stringContaining('note to the GM')]);
  });

  it('guard: words that are no judge letters ("Press to tea:", "Press to Fred:", a repeated letter) name nobody, as before', async () => {
    for (const heading of ['Press to tea:', 'Press to Fred:', 'PRESS TO EE', 'Press to all but Fred:']) {
      const r = await read(mail(IVAN, `A Mos - Ukr\n\n${heading}\nHello.\n`));
      expect(press(r).map((p) => p.to), heading).toEqual([undefined]);
    }
  });
});

describe('000 D.III(3)a, 001 B.IV(4)a: a conversation copied from a mail program\'s screen is read mail by mail', () => {
  const outlook = (first: string, second: string) => `Germany S1901\n${first}\nReply\nForward\n\n${second}\nReply\nForward\n`;
  const newer = 'Karl Bauer <karl@example.de>\nMon 03/03/2025 11:30\nTo: GM Dipgame\nA Mun - Bur\nF Kie - Hol\nA Ber - Kie';
  const older = 'Karl Bauer <karl@example.de>\nMon 03/03/2025 09:10\nTo: GM Dipgame\nA Mun - Ruh\nF Kie - Den\nA Ber - Kie';

  it('000 D.III(3)a: Outlook\'s newest-first conversation gives the set shown at 11:30, pasted above the 09:10 one, and either way round (corpus 1404)', async () => {
    for (const text of [outlook(newer, older), outlook(older, newer)]) {
      for (const profile of ['wm2004', 'maharajiad']) {
        const r = await read(text, { rules: profile });
        expect(orders(r, 'Germany'), profile).toEqual(['A MUN - BUR', 'F KIE - HOL', 'A BER - KIE']);
      }
    }
  });

  it('000 D.III(3)a: copied inside the player\'s own mail, the copies are ranked by the times shown and received with the mail, which says so (evening 25\'s Italy)', async () => {
    const r = await read(mail('Karl Bauer <karl@example.de>', `My sent folder, the top one counts:\n\n${outlook(newer, older)}`));
    expect(orders(r, 'Germany')).toEqual(['A MUN - BUR', 'F KIE - HOL', 'A BER - KIE']);
    expect(r.messages.flatMap((m) => m.warnings.map((w) => w.text)).some((t) => t.includes('copied by the player'))).toBe(true);
  });

  it('000 D.II(3): two players\' mails in one Gmail or Google Groups copy are each its sender\'s set; the GM\'s own reply in the thread is nobody\'s (corpus 1401, 1414, 1447)', async () => {
    const r = await read('Spring\nInbox\n\nMarie Dupont <marie@example.fr>\nMon, Mar 3, 9:12 AM (3 hours ago)\nto me, Karl\n\nF Bre - Mao\nA Par - Pic\nA Mar - Spa\n\nKarl Bauer <karl@example.de>\nMon, Mar 3, 9:40 AM (2 hours ago)\nto me, Marie\n\nA Mun - Ruh\nF Kie - Hol\nA Ber - Kie\n\nGM Dipgame <gm@dipgame.example>\nMon, Mar 3, 10:50 AM\nto Marie\n\nReceived:\nF Bre - Eng\nA Par - Bur\n');
    expect(orders(r, 'France')).toEqual(['F BRE - MAO', 'A PAR - PIC', 'A MAR - SPA']);
    expect(orders(r, 'Germany')).toEqual(['A MUN - RUH', 'F KIE - HOL', 'A BER - KIE']);
    expect(r.messages.find((m) => m.headers?.fromAddress === 'gm@dipgame.example')?.refused?.reason).toContain("the GM's own mail");
  });

  it('000 D.III(3)a: Apple Mail\'s thread (name, subject, "3 March 2025 at 11:15", "To:") gives the later mail\'s set under both profiles (corpus 1405)', async () => {
    const head = (time: string) => `Marie Dupont\nFrance S1901\n3 March 2025 at ${time}\nTo: GM Dipgame <gm@dipgame.example>\n`;
    for (const profile of ['wm2004', 'maharajiad']) {
      const r = await read(`${head('10:42')}F Bre - Mao\nA Par - Bur\nA Mar - Pie\n\n${head('11:15')}F Bre - Mao\nA Par - Bur\nA Mar - Spa\n`, { rules: profile });
      expect(orders(r, 'France'), profile).toEqual(['F BRE - MAO', 'A PAR - BUR', 'A MAR - SPA']);
    }
  });

  it('guard: one mail copied from the screen is not split; another player\'s mail copied into a player\'s own is no set of the other\'s (corpus 742, 1449)', async () => {
    const one = await read('France S1901M\n\nMarie Durand <marie@example.fr>\nMon, Mar 3, 10:02 AM (2 hours ago)\nto me\n\nF Bre - Mao\nA Par - Bur\n');
    expect(one.messages).toHaveLength(1);
    const theirs = await read(mail('Mehmet Yilmaz <mehmet@example.com.tr>', 'Ivan sent me this:\n\nour deal\nIvan Petrov <ivan@example.ru>\nMon 03/03/2025 09:15\nTo: Mehmet Yilmaz\nA Mos - Ukr\nA War - Gal\n\nIvan Petrov <ivan@example.ru>\nMon 03/03/2025 09:30\nTo: Mehmet Yilmaz\nA Mos - Sev\n\nMine:\nF Ank - Con\n'));
    expect(orders(theirs, 'Russia')).toEqual([]);
  });
});

describe('000 D.II(3): lines and mails of other players are never the sender\'s set, and never lost in silence', () => {
  it('000 D.II(3): a WhatsApp export (iPhone and Android) gives the sender\'s own lines as orders and sets aside another member\'s (corpus 1421, 1422)', async () => {
    const r = await read(mail('Marie Dupont <marie@example.fr>', '[03/03/2025, 10:42:11] Marie Dupont: F Bre - Mao\n[03/03/2025, 10:44:30] Karl Bauer: A Mun - Ruh\n03/03/2025, 10:43 - Marie Dupont: A Par - Bur\n03/03/2025, 10:45 - Marie: A Mar - Spa\n'));
    expect(orders(r, 'France')).toEqual(['F BRE - MAO', 'A PAR - BUR', 'A MAR - SPA']);
    expect(orders(r, 'Germany')).toEqual([]);
    expect(r.verdicts.find((v) => v.text.includes('Karl Bauer'))?.reason).toContain("chat line of Karl Bauer's");
  });

  it('guard: a chat export in a mail with no sender\'s name is read as before, line by line', async () => {
    const r = await read('[03/03/2025, 10:42:11] Marie Dupont: F Bre - Mao\n');
    expect(r.verdicts.find((v) => v.text.includes('F Bre'))?.reason ?? '').not.toContain('chat line');
  });

  it('000 D.II(3): a mail forwarding another registered player\'s mail with orders names that power, so the inbox asks before it is NMR\'d (evening 25\'s Turkey, corpus 1430)', async () => {
    const r = await read(mail(IVAN, 'A Mos - Ukr\n\n---------- Forwarded message ---------\nFrom: Mehmet Yilmaz <mehmet@example.com.tr>\nDate: Mon, 3 Mar 2025 at 09:30\nSubject: pls forward\nTo: Ivan Petrov <ivan@example.ru>\n\n\nF Ank - Bla\nA Con - Bul\n'));
    expect(orders(r, 'Turkey')).toEqual([]);
    expect(r.messages[0]!.carriesMailOf).toEqual(['Turkey']);
  });
});
