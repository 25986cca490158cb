// Wrong readings found by the unseen-mail trial, corpus mails 1150-1199 and evenings 16-18
// (issue 13): the GM's own game life around the orders (replies to the reminder and the results,
// a one-unit change in a later mail, sitters, clocks), votes and multi-unit lines in other
// languages. Each test is one way a mail was read wrong or silently, and fails if that reading
// comes back.
import { describe, expect, it } from 'vitest';
import { formatOrder } from '../../../../core/diplomacy/intake/index';
import { read } from './helpers';

type Result = Awaited<ReturnType<typeof read>>;
const orders = (r: Result, power: string) => (r.orders[power] ?? []).map(formatOrder);
const verdictOf = (r: Result, text: string) => r.verdicts.find((v) => v.text.trim() === text);
const votes = (r: Result) => r.messages.flatMap((m) => m.votes);
const mail = (from: string, subject: string, body: string, date = 'Sun, 29 Nov 2026 12:00:00 +0000') => `From: ${from}\nTo: gm@dipgame.example\nDate: ${date}\nSubject: ${subject}\n\n${body}`;
const KARL = 'karl@example.de';

describe('000 D.IX(2)a: a draw or concession vote in another language is kept as a vote', () => {
  for (const [line, value] of [
    ['Ich stimme für ein Remis.', 'yes'],
    ['Ich stimme gegen das Remis, nein.', 'no'],
    ['Voto por el empate.', 'yes'],
    ['Voto en contra del empate.', 'no'],
    ['Je vote pour la nulle.', 'yes'],
    ['Je vote contre le match nul.', 'no'],
    ['Voto per il pareggio.', 'yes'],
    ['Io voto contro la patta.', 'no'],
    ['Remis: ja', 'yes'],
    ['Empate: no', 'no'],
    ['Mi voto sul pareggio: mi astengo.', 'abstain'],
  ] as const) {
    it(`000 D.IX(2)a: "${line}" is a vote (${value}), not "not an order" (corpus 1187, 1194 lost it without a word)`, async () => {
      const r = await read(mail(KARL, 'Germany S1901', `F Kie - Den\nA Ber - Kie\nA Mun - Ruh\n\n${line}\n\nKarl\n`));
      expect(orders(r, 'Germany')).toEqual(['F KIE - DEN', 'A BER - KIE', 'A MUN - RUH']);
      expect(votes(r).map((v) => v.value)).toEqual([value]);
      expect(verdictOf(r, line)?.kind).toBe('vote');
    });
  }

  it('000 D.IX(1)c: a line that names no draw or concession is no vote ("Ich stimme zu", "Voto", "Stimme Frankreich zu")', async () => {
    for (const line of ['Ich stimme zu, Frankreich ist gefährlich.', 'Voto: ya lo hablamos.', 'Je vote souvent trop tard.']) {
      const r = await read(mail(KARL, 'Germany S1901', `F Kie - Den\n\n${line}\n`));
      expect(votes(r), line).toEqual([]);
    }
  });
});
