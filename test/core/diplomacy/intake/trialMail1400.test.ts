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
