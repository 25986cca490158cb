// Wrong readings found by the unseen-mail trial of damaged and packaged mail, corpus mails
// 1000-1049 (issue 13): lines wrapped by clients, flowed text, HTML, attachments, digests,
// invisible characters. Each test is one way a mail was read wrong (or left unflagged) and
// fails if that reading comes back.
import { describe, expect, it } from 'vitest';
import { formatOrder } from '../../../../core/diplomacy/intake/index';
import { withoutInvisible } from '../../../../core/diplomacy/intake/invisible';
import { read } from './helpers';

type Result = Awaited<ReturnType<typeof read>>;
const orders = (r: Result, power: string) => (r.orders[power] ?? []).map(formatOrder);
const mail = (from: string, subject: string, body: string, extra = '') => `From: ${from}\nTo: gm@dipgame.example\nDate: Mon, 03 Mar 2025 12:00:00 +0000\nSubject: ${subject}\n${extra}\n${body}`;

describe('characters the GM never sees', () => {
  it('a zero-width space inside "Mu\\u200bn" and a byte-order mark before "F Kie" are not read as letters', async () => {
    const r = await read(mail('karl@example.de', 'Germany S1901M', '\ufeffF Kie\u200d - Den\nA Ber\u2060 - Kie\nA Mu\u200bn - Ruh\n'));
    expect(orders(r, 'Germany')).toEqual(['F KIE - DEN', 'A BER - KIE', 'A MUN - RUH']);
  });

  it('soft hyphens (&shy;) and zero-width spaces (&#8203;) in an HTML mail\'s names', async () => {
    const r = await read(mail('ivan@example.ru', 'Russia S1901M', '<p>Army Mos&#8203;cow to Ukr&shy;aine</p><p>Fleet Sevas&shy;topol to Black Sea</p>\n', 'Content-Type: text/html; charset=utf-8\n'));
    expect(orders(r, 'Russia')).toEqual(['A MOS - UKR', 'F SEV - BLA']);
  });

  it('the Unicode hyphen, non-breaking hyphen and figure dash are a "-"', async () => {
    const r = await read(mail('franz@example.at', 'Austria S1901M', 'A Vie \u2010 Gal\nF Tri\u2011Alb\nA Bud \u2012 Ser\n'));
    expect(orders(r, 'Austria')).toEqual(['A VIE - GAL', 'F TRI - ALB', 'A BUD - SER']);
  });

  it('text with none of them is returned as it is; the en dash is left to the grammar', () => {
    expect(withoutInvisible('A Par \u2013 Bur')).toBe('A Par \u2013 Bur');
    expect(withoutInvisible('\u00adA\u200b Par')).toBe('A Par');
  });
});

