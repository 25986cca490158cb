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
