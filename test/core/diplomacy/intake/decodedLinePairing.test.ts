// Each decoded line of an 8-bit or format=flowed part keeps the raw lines it came from (mime.ts),
// so every raw line has one verdict and hovering a verdict highlights its own line. The MIME mail
// fuzz found two ways the lines stopped pairing, after which every line of the part took the
// whole part's span: an 8-bit body decoded here lost its last blank line (postal-mime's text ends
// in a line break, a body decoded here did not), and postal-mime dropped the CRs before an LF and
// joined format=flowed soft breaks out of sight.
import { describe, expect, it } from 'vitest';
import { profiles } from '../../../../core/diplomacy/houseRules';
import { readOrderMail } from '../../../../core/diplomacy/intake/index';
import { game, position, variant } from './helpers';

async function read(paste: string | Uint8Array) {
  return readOrderMail(paste, { variant, position: position('start'), rules: profiles.hasbro2000, game });
}

const bytes = (s: string) => new TextEncoder().encode(s);
const latin1 = (s: string) => Uint8Array.from([...s].map((c) => c.charCodeAt(0)));
const france = 'From: Marie <marie@example.fr>\nSubject: France S1901M\nMIME-Version: 1.0\n';

describe('decoded lines pair with their raw lines', () => {
  it('an unlabelled 8-bit body ending in blank lines, read from bytes: each order spans its own line', async () => {
    const r = await read(bytes(`${france}Content-Type: text/plain\nContent-Transfer-Encoding: 8bit\n\nVoilà :\nA Par - Bur\nA Mar - Spa\n\n\nFrom: Tom <tom@example.co.uk>\nSubject: England S1901M\nDate: Mon, 03 Mar 2025 10:00:00 +0000\n\nF Lon - Nth\n`));
    expect(r.verdicts.filter((v) => v.order).map((v) => v.raw)).toEqual(['A Par - Bur', 'A Mar - Spa', 'F Lon - Nth']);
    expect(r.verdicts.filter((v) => v.raw === 'Voilà :')).toHaveLength(1);
  });

  it('an unlabelled 8-bit body whose last line ends in a CR before the next line end reads from bytes as its paste', async () => {
    const paste = `${france}Content-Type: text/plain\nContent-Transfer-Encoding: 8bit\n\nJe parie 5 € :\nA Par - Bur\r\r\nFrom: Tom <tom@example.co.uk>\nSubject: England S1901M\n\nF Lon - Nth\n`;
    const seen = (r: Awaited<ReturnType<typeof read>>) => r.verdicts.map((v) => [v.kind, v.span, v.text, v.reason]);
    expect(seen(await read(bytes(paste)))).toEqual(seen(await read(paste)));
  });

  it('an 8-bit UTF-8 HTML part whose lines end in bare CRs reads from bytes as its paste (MIME fuzz, seed 1852537005)', async () => {
    const paste = `${france}Content-Type: text/html; charset=UTF-8\r\r<p>Grüße</p>\r<p>A Par - Bur</p>\r\rFrom: Tom <tom@example.co.uk>\rSubject: England S1901M\r\rF Lon - Nth\r`;
    const seen = (r: Awaited<ReturnType<typeof read>>) => r.verdicts.map((v) => [v.kind, v.span, v.text, v.reason]);
    expect(seen(await read(bytes(paste)))).toEqual(seen(await read(paste)));
  });

  it('an iso-8859-2 body with a CR before a line feed: the blank raw line goes with its line, the next order has its own', async () => {
    // (iso-8859-2 is decoded by postal-mime, which drops the CRs before an LF: "Cze\u015b\u0107" in its bytes.)
    const r = await read(latin1(`${france}Content-Type: text/plain; charset=iso-8859-2\nContent-Transfer-Encoding: 8bit\n\nCze\xb6\xe6 :\nA Par - Bur\r\r\nA Mar - Spa\n`));
    expect(r.verdicts.filter((v) => v.order).map((v) => v.raw)).toEqual(['A Par - Bur\r', 'A Mar - Spa']);
    expect(r.orders.France).toHaveLength(2);
  });

  it('format=flowed quoted-printable: a soft-broken order is one verdict over its two raw lines, the others their own', async () => {
    const paste = `${france}Content-Type: text/plain; charset=utf-8; format=flowed\nContent-Transfer-Encoding: quoted-printable\n\nVoil=C3=A0 :\nA Par - Bur\nA Mar - \nSpa\nF Bre - Mao\n`;
    for (const input of [paste, bytes(paste)]) {
      const r = await read(input);
      expect(r.verdicts.filter((v) => v.order).map((v) => [v.raw, v.text])).toEqual([['A Par - Bur', 'A Par - Bur'], ['A Mar - \nSpa', 'A Mar - Spa'], ['F Bre - Mao', 'F Bre - Mao']]);
    }
  });
});
