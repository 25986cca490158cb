// The unseen-mail trial of corpus 1600-1649 and evenings 29-30 (issue 13, items 1-3 and 6): mail
// as each client sends it. Each test is one shape the reader got wrong before (silently, or
// flagged for the wrong reason), with variants of the same shape from other clients and
// languages, and guard cases that must keep their old reading.
import { describe, expect, it } from 'vitest';
import { formatOrder } from '../../../../core/diplomacy/intake/index';
import { read } from './helpers';

type Result = Awaited<ReturnType<typeof read>>;
const orders = (r: Result, power: string) => (r.orders[power] ?? []).map(formatOrder);
const notes = (r: Result) => r.messages.flatMap((m) => m.warnings.map((w) => w.text));
const head = (from: string, subject: string, extra = '') => `From: ${from}\nTo: gm@dipgame.example\nDate: Sun, 29 Nov 2026 16:00:00 +0100\nSubject: ${subject}\n${extra}`;
const FRANCE = 'Marie Laurent <marie@example.fr>';
const ENGLAND = 'Tom Bell <tom@example.co.uk>';
const GERMANY = 'Karl Becker <karl@example.de>';
const ITALY = 'Giovanni Rossi <gio@example.it>';

describe('000 D.III(3)a: Yahoo\'s plain-text forward, the marker and the forwarded fields on one line', () => {
  const cases: [string, string, string, string, string[]][] = [
    ['French (corpus 1605)', FRANCE, '   ----- Message transféré ----- De : Marie Laurent <marie@example.fr>À : gm@dipgame.example <gm@dipgame.example>Envoyé : samedi 28 novembre 2026 à 21:58:12 UTC+1Objet : France P1901', ' F Bre - Mao\nA Par - Bur\nA Mar - Spa', ['F BRE - MAO', 'A PAR - BUR', 'A MAR - SPA']],
    ['English', ENGLAND, '   ----- Forwarded Message ----- From: Tom Bell <tom@example.co.uk>To: gm@dipgame.example <gm@dipgame.example>Sent: Saturday, November 28, 2026, 10:52:13 PM GMTSubject: England S1901', ' F Lon - Nth\nF Edi - Nwg\nA Lvp - Yor', ['F LON - NTH', 'F EDI - NWG', 'A LVP - YOR']],
    ['German', GERMANY, '   ----- Weitergeleitete Nachricht ----- Von: Karl Becker <karl@example.de>An: gm@dipgame.example <gm@dipgame.example>Gesendet: Samstag, 28. November 2026, 22:10:00 MEZBetreff: Deutschland S1901', ' F Kie - Den\nA Ber - Kie\nA Mun - Ruh', ['F KIE - DEN', 'A BER - KIE', 'A MUN - RUH']],
    ['Italian', ITALY, '   ----- Messaggio inoltrato ----- Da: Giovanni Rossi <gio@example.it>A: gm@dipgame.example <gm@dipgame.example>Inviato: sabato 28 novembre 2026, 22:10:00 CETOggetto: Italia P1901', ' F Nap - Ion\nA Rom - Apu\nA Ven H', ['F NAP - ION', 'A ROM - APU', 'A VEN H']],
  ];
  it.each(cases)('000 D.III(3)a: %s: the player\'s own orders, noted as forwarded by the player (before: read, but not noted as a forward)', async (_, from, marker, body, want) => {
    const r = await read(`${head(from, 'Fw: orders')}\n\n\n${marker}\n${body}\n`);
    const power = Object.keys(r.orders).find((p) => r.orders[p]!.length)!;
    expect(orders(r, power)).toEqual(want);
    expect(r.sets[0]!.forwarded?.byPlayer).toBe(true);
    expect(notes(r).some((n) => n.startsWith('forwarded by the player'))).toBe(true);
  });

  it('000 D.II(3): another player\'s mail forwarded the same way is not the sender\'s orders (guard)', async () => {
    const r = await read(`${head(ENGLAND, 'Fw: France')}\nLook what Marie sent me.\n\n   ----- Forwarded Message ----- From: Marie Laurent <marie@example.fr>To: Tom Bell <tom@example.co.uk>Sent: Saturday, November 28, 2026, 10:52:13 PM GMTSubject: deal\n F Bre - Eng\nA Par - Bur\nA Mar - Spa\n`);
    expect(orders(r, 'England')).toEqual([]);
    expect(orders(r, 'France')).toEqual([]);
    expect(notes(r).some((n) => n.includes('forwards a mail from Marie Laurent'))).toBe(true);
  });

  it('000 D.III(3)a: a title between dashes with other words after it is no forward header (guard)', async () => {
    const r = await read(`${head(FRANCE, 'orders')}\n----- Forwarded Message ----- see below: my orders\nF Bre - Mao\nA Par - Bur\n`);
    expect(orders(r, 'France')).toEqual(['F BRE - MAO', 'A PAR - BUR']);
    expect(r.sets[0]!.forwarded).toBeUndefined();
  });
});

describe('000 D.III(3)a: a forward whose header block is plain but whose text is ">"-quoted (Proton)', () => {
  const cases: [string, string, string, string[]][] = [
    ['English Proton (corpus 1603, evening 30)', ENGLAND, 'Sent with Proton Mail secure email.\n\n------- Forwarded Message -------\nFrom: Tom Bell <tom@example.co.uk>\nDate: On Saturday, November 28th, 2026 at 21:47\nSubject: England S1901\nTo: gm@dipgame.example <gm@dipgame.example>\n\n\n> F Lon - Nth\n> F Edi - Nwg\n> A Lvp - Yor\n>\n> Tom', ['F LON - NTH', 'F EDI - NWG', 'A LVP - YOR']],
    ['French Proton', FRANCE, 'Envoyé avec la messagerie sécurisée Proton Mail.\n\n------- Message transféré -------\nDe : Marie Laurent <marie@example.fr>\nDate : Le samedi 28 novembre 2026 à 21:47\nObjet : France P1901\nÀ : gm@dipgame.example <gm@dipgame.example>\n\n\n> F Bre - Mao\n> A Par - Bur\n> A Mar - Spa', ['F BRE - MAO', 'A PAR - BUR', 'A MAR - SPA']],
    ['German Gmail with a quoted body', GERMANY, '---------- Forwarded message ---------\nVon: Karl Becker <karl@example.de>\nDate: Sa., 28. Nov. 2026 um 22:10 Uhr\nSubject: Deutschland S1901\nTo: <gm@dipgame.example>\n\n> F Kie - Den\n> A Ber - Kie\n> A Mun - Ruh\n', ['F KIE - DEN', 'A BER - KIE', 'A MUN - RUH']],
  ];
  it.each(cases)('000 D.III(3)a: %s: the forwarded orders are the player\'s, noted (before: "quoted reply: an earlier order, not read", no orders, the power asked about)', async (_, from, body, want) => {
    const r = await read(`${head(from, 'Fwd: orders')}\nResending.\n\n${body}\n`);
    const power = Object.keys(r.orders).find((p) => r.orders[p]!.length);
    expect(power, notes(r).join(' | ')).toBeDefined();
    expect(orders(r, power!)).toEqual(want);
    expect(r.sets[0]!.forwarded?.byPlayer).toBe(true);
  });

  it('000 D.II(3): another player\'s mail forwarded by Proton with a quoted body is still not read as the sender\'s (guard)', async () => {
    const r = await read(`${head(ENGLAND, 'Fwd: deal')}\nFYI.\n\n------- Forwarded Message -------\nFrom: Marie Laurent <marie@example.fr>\nDate: On Saturday, November 28th, 2026 at 21:47\nSubject: deal\nTo: Tom Bell <tom@example.co.uk>\n\n\n> F Bre - Eng\n> A Par - Bur\n`);
    expect(orders(r, 'England')).toEqual([]);
    expect(orders(r, 'France')).toEqual([]);
  });

  it('000 D.III(3)a: new orders over a ">"-quoted reply are still the new ones (guard: only a forward is unquoted)', async () => {
    const r = await read(`${head(ENGLAND, 'Re: England S1901')}\nF Lon - Eng\nF Edi - Nth\nA Lvp - Wal\n\n------- Original Message -------\nOn Saturday, November 28th, 2026 at 21:47, Tom Bell <tom@example.co.uk> wrote:\n\n> F Lon - Nth\n> F Edi - Nwg\n> A Lvp - Yor\n`);
    expect(orders(r, 'England')).toEqual(['F LON - ENG', 'F EDI - NTH', 'A LVP - WAL']);
  });
});

/** A mail file as Outlook writes it: quoted-printable body in `charset`, `first` header lines on top. */
function outlookFile(from: string, subject: string, charset: string, qpBody: string, first = ''): string {
  return `${first}From: ${from}\nTo: gm@dipgame.example\nDate: Sun, 29 Nov 2026 11:20:05 +0100\nSubject: ${subject}\nMIME-Version: 1.0\nContent-Type: text/plain; charset="${charset}"\nContent-Transfer-Encoding: quoted-printable\n\n${qpBody}\n`;
}

describe('000 D.III(3)a: Outlook\'s unmarked "From:/Sent:" block inside a quoted-printable body is the quoted original, not a mail of its own', () => {
  const cases: [string, string, string, string, string, string[]][] = [
    ['German, an umlaut in both subjects (corpus 1606)', GERMANY, 'AW: Deutschland =?iso-8859-1?Q?Fr=FChjahr?= 1901', 'windows-1252',
      'Bitte diese nehmen:\n\nF Kie =96 Hol\nA Ber =96 Kie\nA Mun =96 Sil\n\nKarl\n\nVon: Karl Becker <karl@example.de>\nGesendet: Samstag, 28. November 2026 22:10\nAn: gm@dipgame.example\nBetreff: Deutschland Fr=FChjahr 1901\n\nF Kie =96 Den\nA Ber =96 Kie\nA Mun =96 Ruh', ['F KIE - HOL', 'A BER - KIE', 'A MUN - SIL']],
    ['Spanish, an accent in UTF-8 words and escapes', FRANCE, 'RE: =?utf-8?Q?=C3=93rdenes_Francia?= P1901', 'utf-8',
      'Cambio:\n\nF Bre - Pic\nA Par - Bur\nA Mar - Spa\n\nDe: Marie Laurent <marie@example.fr>\nEnviado: s=C3=A1bado, 28 de noviembre de 2026 22:10\nPara: gm@dipgame.example\nAsunto: =C3=93rdenes Francia P1901\n\nF Bre - Mao\nA Par - Bur\nA Mar - Pie', ['F BRE - PIC', 'A PAR - BUR', 'A MAR - SPA']],
    ['Italian, a windows-1252 en dash in the subject', ITALY, 'R: Italia =?windows-1252?Q?=96?= ordini', 'windows-1252',
      'Ordini nuovi:\n\nF Nap - Tys\nA Rom - Apu\nA Ven H\n\nDa: Giovanni Rossi <gio@example.it>\nInviato: sabato 28 novembre 2026 22:10\nA: gm@dipgame.example\nOggetto: Italia =96 ordini\n\nF Nap - Ion\nA Rom - Nap\nA Ven H', ['F NAP - TYS', 'A ROM - APU', 'A VEN H']],
  ];
  it.each(cases)('000 D.III(3)a: %s: one message, the new orders; the older set is history (before: split off, the sets "cannot be ranked", the power asked about)', async (_, from, subject, charset, body, want) => {
    for (const input of [outlookFile(from, subject, charset, body), new TextEncoder().encode(outlookFile(from, subject, charset, body))]) {
      const r = await read(input);
      expect(r.messages.length).toBe(1);
      const power = Object.keys(r.orders).find((p) => r.orders[p]!.length)!;
      expect(orders(r, power)).toEqual(want);
      expect(notes(r).filter((n) => n.includes('cannot be ranked'))).toEqual([]);
    }
  });

  it('000 D.III(3)a: a mail of another subject pasted under a quoted-printable one still starts a message of its own (guard)', async () => {
    const first = outlookFile(GERMANY, 'Deutschland S1901', 'windows-1252', 'F Kie =96 Den\nA Ber =96 Kie\nA Mun =96 Ruh');
    const r = await read(`${first}\nFrom: Giovanni Rossi <gio@example.it>\nSent: Sunday, November 29, 2026 11:30 AM\nTo: gm@dipgame.example\nSubject: Italia P1901\n\nF Nap - Ion\nA Rom - Apu\nA Ven H\n`);
    expect(r.messages.length).toBe(2);
    expect(orders(r, 'Italy')).toEqual(['F NAP - ION', 'A ROM - APU', 'A VEN H']);
  });
});

describe('000 D.II(2): a mail file whose first header is one the reader has no use for', () => {
  it.each([
    ['Outlook\'s Thread-Index (corpus 1606)', 'Thread-Index: AdqFzx1234abcd==\n'],
    ['Microsoft 365\'s ARC-Seal, folded', 'ARC-Seal: i=1; a=rsa-sha256; s=arcselector10001; d=microsoft.com; cv=none;\n b=Xq2ab4Yc==\n'],
    ['a DKIM-Signature first', 'DKIM-Signature: v=1; a=rsa-sha256; c=relaxed/relaxed; d=example.de; s=mail;\n\th=from:to:subject; bh=abc=; b=def=\n'],
  ])('000 D.II(2): %s: one mail, read whole (before: that line was a message of no power, asked about)', async (_, first) => {
    const r = await read(outlookFile(GERMANY, 'Deutschland S1901', 'windows-1252', 'F Kie =96 Den\nA Ber =96 Kie\nA Mun =96 Ruh', first));
    expect(r.messages.length).toBe(1);
    expect(orders(r, 'Germany')).toEqual(['F KIE - DEN', 'A BER - KIE', 'A MUN - RUH']);
    expect(notes(r).filter((n) => n.includes('cannot tell which power'))).toEqual([]);
  });

  it('000 D.II(2): a hyphenated "Name: value" line in a body is no mail start (guard)', async () => {
    const r = await read(`${head(FRANCE, 'orders')}\nF Bre - Mao\n\nFollow-Up: A Par - Bur\nA Mar - Spa\n`);
    expect(r.messages.length).toBe(1);
  });
});
