// Property (issue #13 items 1 and 7): any order set, written in a mail in any of the charsets
// players' clients send (UTF-8, windows-1252, iso-8859-1/2/15, koi8-r) and any transfer encoding
// (7bit or 8bit as sent, quoted-printable, base64) under a proper MIME header, read from the file's bytes, gives
// the same orders as the bare set pasted as text. The greeting and sign-off around the orders are
// written in the charset's own letters, and where the charset has an en dash, moves use it.
// The encoders (mimeEncode.ts) are written for the tests, so they do not lean on the reader's codec.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeMail, formatOrder } from '../../../../core/diplomacy/intake/index';
import { checkInvariants, read } from './helpers';
import { mimeMail, TRANSFER_ENCODINGS, type TransferEncoding } from './mimeEncode';

/** Each power's units at the start and where each may move. */
const UNITS: Record<string, [string, string[]][]> = {
  England: [['F Lon', ['Nth', 'Eng', 'Wal']], ['F Edi', ['Nth', 'Nwg', 'Cly']], ['A Lvp', ['Yor', 'Wal', 'Edi']]],
  France: [['F Bre', ['Mao', 'Eng', 'Pic']], ['A Par', ['Bur', 'Pic', 'Gas']], ['A Mar', ['Spa', 'Bur', 'Pie']]],
  Germany: [['F Kie', ['Den', 'Hol', 'Hel']], ['A Ber', ['Kie', 'Pru', 'Sil']], ['A Mun', ['Ruh', 'Bur', 'Tyr']]],
  Austria: [['F Tri', ['Alb', 'Adr', 'Ven']], ['A Vie', ['Gal', 'Tyr', 'Boh']], ['A Bud', ['Ser', 'Rum', 'Gal']]],
  Russia: [['F Sev', ['Bla', 'Rum', 'Arm']], ['A Mos', ['Ukr', 'StP', 'Lvn']], ['A War', ['Gal', 'Ukr', 'Pru']], ['F StP/sc', ['Bot', 'Fin']]],
};
const POWERS = Object.keys(UNITS);

function orderSet(power: string): fc.Arbitrary<string[]> {
  return fc.tuple(...UNITS[power]!.map(([unit, to]) => fc.option(fc.constantFrom(...to.map((t) => `${unit} - ${t}`), `${unit} H`), { nil: undefined, freq: 4 })))
    .map((orders) => orders.filter((o): o is string => o !== undefined))
    .filter((orders) => orders.length > 0);
}

/** Words each charset can spell, so the letters outside ASCII are really in play. */
const WORDS: Record<string, { greeting: string[]; signOff: string[]; dash: boolean }> = {
  'utf-8': { greeting: ['Привет, приказы:', 'Cześć — rozkazy:', 'Voilà mes ordres :'], signOff: ['Grüße, Łukasz', 'Иван', 'À bientôt'], dash: true },
  'windows-1252': { greeting: ['Voilà mes ordres :', 'Hier meine Befehle für Frühling:', '“My orders” – final'], signOff: ['Grüße, Karl', 'Cheers…', 'À bientôt, Hélène'], dash: true },
  'iso-8859-1': { greeting: ['Voilà mes ordres :', 'Órdenes de primavera:'], signOff: ['Grüße, Karl', 'À bientôt'], dash: false },
  'iso-8859-15': { greeting: ['Je parie 5 € :', 'Œuvre de printemps :'], signOff: ['Grüße, Karl', 'À bientôt'], dash: false },
  'iso-8859-2': { greeting: ['Cześć, moje rozkazy:', 'Dobrý den, posílám rozkazy:'], signOff: ['Pozdrawiam, Łukasz Wójcik', 'Jiří Novák'], dash: false },
  'koi8-r': { greeting: ['Привет! Вот мои приказы:', 'Добрый день.'], signOff: ['Иван', 'С уважением, Иван'], dash: false },
};
const CHARSETS = Object.keys(WORDS);

interface Case { power: string; orders: string[]; charset: string; encoding: TransferEncoding; greeting: number; signOff: number; enDash: boolean; label: 'plain' | 'quoted' | 'upper' }

const cases: fc.Arbitrary<Case> = fc.constantFrom(...POWERS).chain((power) => fc.record({
  power: fc.constant(power),
  orders: orderSet(power),
  charset: fc.constantFrom(...CHARSETS),
  encoding: fc.constantFrom(...TRANSFER_ENCODINGS),
  greeting: fc.nat(9), signOff: fc.nat(9),
  enDash: fc.boolean(),
  label: fc.constantFrom('plain' as const, 'quoted' as const, 'upper' as const),
}));

/** The mail file's bytes: ASCII headers, then the body in its charset and transfer encoding. */
function mailBytes(c: Case): Uint8Array {
  const words = WORDS[c.charset]!;
  const orders = c.enDash && words.dash ? c.orders.map((o) => o.replace(' - ', ' – ')) : c.orders;
  const body = [words.greeting[c.greeting % words.greeting.length]!, '', ...orders, '', words.signOff[c.signOff % words.signOff.length]!, ''].join('\r\n');
  const label = c.label === 'quoted' ? `"${c.charset}"` : c.label === 'upper' ? c.charset.toUpperCase() : c.charset;
  const head = ['From: Player <player@example.org>', 'To: gm@dipgame.example', 'Date: Mon, 03 Mar 2025 10:00:00 +0000', `Subject: dipgame: ${c.power} S1901M`];
  return mimeMail(head, body, c.charset, c.encoding, label);
}

describe('order intake: any charset and transfer encoding reads back the same orders (issue 13 items 1, 7)', () => {
  it('a set in UTF-8, windows-1252, iso-8859-1/2/15 or koi8-r, 7bit/8bit, quoted-printable or base64, read from bytes, gives the bare set\'s orders', async () => {
    await fc.assert(fc.asyncProperty(cases, async (c) => {
      const bare = await read(`Subject: dipgame: ${c.power} S1901M\n\n${c.orders.join('\n')}\n`, { game: null });
      const expected = (bare.orders[c.power] ?? []).map(formatOrder);
      expect(expected.length).toBe(c.orders.length);
      const bytes = mailBytes(c);
      const result = await read(bytes, { game: null });
      expect(checkInvariants((await decodeMail(bytes)).raw, result)).toBeUndefined();
      expect(result.messages[0]?.power).toBe(c.power);
      expect((result.orders[c.power] ?? []).map(formatOrder)).toEqual(expected);
      // The letters outside ASCII were read in the charset, not as mojibake or U+FFFD.
      const words = WORDS[c.charset]!;
      const greeting = words.greeting[c.greeting % words.greeting.length]!;
      expect(result.verdicts.some((v) => v.text.trim() === greeting), `greeting "${greeting}" decoded`).toBe(true);
      expect(result.messages[0]!.warnings.map((w) => w.text).join(' ')).not.toMatch(/character set/);
    }), { numRuns: 150 });
  });
});
