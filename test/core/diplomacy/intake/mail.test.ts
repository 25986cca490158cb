// Mail handling pieces: splitting, headers, decoding (quoted-printable, base64, HTML to text),
// and the order forms players write. Decoded lines keep their paste offsets, checked here too.
import { describe, expect, it } from 'vitest';
import { decodeMail } from '../../../../core/diplomacy/intake/decode';
import { htmlToText } from '../../../../core/diplomacy/intake/htmlToText';
import { identity } from '../../../../core/diplomacy/intake/mappedText';
import { pasteLines, splitMail } from '../../../../core/diplomacy/intake/mailSplit';
import { addressesIn, decodeEncodedWords, parseHeaders } from '../../../../core/diplomacy/intake/headers';
import { readLine } from '../../../../core/diplomacy/intake/grammar';
import { formatOrder, NameIndex } from '../../../../core/diplomacy/intake/index';
import { game, GM, read, variant } from './helpers';

const whole = (s: string) => identity(s, 0, s.length);

/** The decoded body lines of a one-message paste or file. */
async function bodyOf(input: string | Uint8Array) {
  const mail = await decodeMail(input);
  return { raw: mail.raw, lines: mail.messages[0]!.body.filter((l) => l.decoded), warnings: mail.messages[0]!.warnings };
}
const part = (type: string, encoding: string, body: string) => `From: a@x.example\nTo: gm@x.example\nSubject: s\nMIME-Version: 1.0\nContent-Type: ${type}\nContent-Transfer-Encoding: ${encoding}\n\n${body}`;

describe('decoding (postal-mime) keeps the paste offsets', () => {
  it('quoted-printable: =XX bytes as UTF-8, soft line breaks joined', async () => {
    const raw = 'caf=C3=A9 =3D A Par - Bur=\n gundy\nnext';
    const { raw: paste, lines } = await bodyOf(part('text/plain; charset=utf-8', 'quoted-printable', raw));
    expect(lines.map((l) => l.text)).toEqual(['café = A Par - Bur gundy', 'next']);
    expect(paste.slice(...lines[0]!.span)).toBe('caf=C3=A9 =3D A Par - Bur=\n gundy');
    expect(paste.slice(...lines[1]!.span)).toBe('next');
  });
  it('quoted-printable: a malformed escape is kept as text, never thrown', async () => {
    expect((await bodyOf(part('text/plain', 'quoted-printable', 'a=ZZb='))).lines.map((l) => l.text)).toEqual(['a=ZZb']);
  });
  it('base64 text with line breaks', async () => {
    const { raw, lines } = await bodyOf(part('text/plain; charset=utf-8', 'base64', 'QSBQYXIgLSBC\ndXI=\n'));
    expect(lines.map((l) => l.text)).toEqual(['A Par - Bur']);
    expect(raw.slice(...lines[0]!.span)).toBe('QSBQYXIgLSBC\ndXI=');
  });
  it('HTML: tags dropped, block tags as line breaks, entities decoded, script and style skipped', async () => {
    const raw = '<style>x{}</style><div>A Par&nbsp;-&gt; Bur</div><div>F&#32;Bre &#x2D; Mao<br>\nA Mar - Spa</div><script>A Ven - Tri</script>';
    const { raw: paste, lines } = await bodyOf(part('text/html; charset=utf-8', '7bit', raw));
    expect(lines.map((l) => l.text).filter(Boolean)).toEqual(['A Par -> Bur', 'F Bre - Mao', 'A Mar - Spa']);
    const line = lines.find((l) => l.text === 'A Mar - Spa')!;
    expect(paste.slice(...line.span)).toBe('A Mar - Spa</div><script>A Ven - Tri</script>');
  });
  it('HTML: a blockquote is marked as a quote; bogus entities do not throw', async () => {
    expect(htmlToText(whole('<blockquote><p>A Par - Pic</p></blockquote>&#xFFFFFFF;&bogus;')).text).toBe('> A Par - Pic\n\ufffd&bogus;');
  });
});

describe('charsets: every label honoured, bytes read as bytes', () => {
  const latin = (text: string) => Uint8Array.from([...text].map((c) => c.charCodeAt(0)));
  it('windows-1252 quoted-printable: Outlook\'s =96 is an en dash, so "F Lon – Eng" reads', async () => {
    const { lines } = await bodyOf(part('text/plain; charset="Windows-1252"', 'quoted-printable', 'F Lon =96 Eng'));
    expect(lines.map((l) => l.text)).toEqual(['F Lon \u2013 Eng']);
    const r = await read(part('text/plain; charset="windows-1252"', 'quoted-printable', 'Power: England\nF Lon =96 Eng\n'), { game: null });
    expect(r.orders.England!.map(formatOrder)).toEqual(['F LON - ENG']);
  });
  it('an 8-bit koi8-r body in a file is read in koi8-r, line for line', async () => {
    const head = 'From: ivan@example.ru\nTo: gm@x.example\nSubject: s\nContent-Type: text/plain; charset=koi8-r\nContent-Transfer-Encoding: 8bit\n\n';
    // "Привет" in koi8-r, then an order.
    const bytes = new Uint8Array([...latin(head), 0xf0, 0xd2, 0xc9, 0xd7, 0xc5, 0xd4, 0x0a, ...latin('A Mos - Ukr\n')]);
    const { raw, lines } = await bodyOf(bytes);
    expect(lines.map((l) => l.text)).toEqual(['Привет', 'A Mos - Ukr']);
    expect(raw.slice(...lines[1]!.span)).toBe('A Mos - Ukr');
  });
  it('an unlabelled 8-bit body that is not UTF-8 is read as windows-1252, and the guess is noted', async () => {
    const bytes = latin('From: tom@example.co.uk\nTo: gm@x.example\nSubject: s\n\nF Lon \x96 Eng\n');
    const { lines, warnings } = await bodyOf(bytes);
    expect(lines.map((l) => l.text)).toEqual(['F Lon \u2013 Eng']);
    expect(warnings.map((w) => w.text).join()).toMatch(/no character set label: read as windows-1252/);
  });
  it('encoded words in any charset: Subject and From', async () => {
    const mail = await decodeMail('From: =?ISO-8859-1?Q?J=FCrgen_M=FCller?= <j@x.example>\nTo: gm@x.example\nSubject: =?windows-1252?Q?Orders_=96_S1901M?=\n\nA Par - Bur\n');
    expect(mail.messages[0]!.headers).toMatchObject({ from: 'Jürgen Müller <j@x.example>', subject: 'Orders \u2013 S1901M' });
  });
});

describe('headers and splitting', () => {
  it('reads From, To, Cc, Date, Subject with folded lines and encoded words', async () => {
    const h = parseHeaders(['From: "Durand, Marie" <Marie@Example.FR>', 'To: gm@dipgame.example,', '  tom@example.co.uk', 'Cc: x@y.example', 'Date: Mon, 03 Mar 2025 10:00:00 +0000', 'Subject: =?utf-8?Q?Fran=C3=A7e_S1901M?=']);
    expect(h).toMatchObject({ fromAddress: 'marie@example.fr', to: ['gm@dipgame.example', 'tom@example.co.uk'], cc: ['x@y.example'], subject: 'Françe S1901M', dateMs: Date.UTC(2025, 2, 3, 10) });
    expect(addressesIn('a@b.example, "C" <c@d.example>')).toEqual(['a@b.example', 'c@d.example']);
    expect(decodeEncodedWords('plain')).toBe('plain');
  });
  it('splits several messages but not a forwarded header block', async () => {
    const paste = ['From: a <a@x.example>', 'To: gm@x.example', 'Subject: one', '', 'A Par - Bur', '', '---------- Forwarded message ---------', 'From: b <b@x.example>',
      'To: gm@x.example', 'Subject: old', '', 'F Bre - Mao', '', 'From: c <c@x.example>', 'Subject: two', 'Date: Tue, 04 Mar 2025 10:00:00 +0000', '', 'A Mar - Spa'].join('\n');
    const parts = splitMail(pasteLines(paste));
    expect(parts.map((p) => [p.firstLine, p.headerEnd, p.endLine])).toEqual([[0, 3, 13], [13, 16, 18]]);
  });
  it('000 D.II(2)a / 001 B.III(2)b: a subject that breaks the GM\'s required format is flagged', async () => {
    const g = { ...game, subjectPattern: '^dipgame: \\w+ [SFW]\\d{4}[MRA]' };
    const bad = `From: Marie <marie@example.fr>\nTo: ${GM}\nSubject: my orders\n\nA Par - Bur\n`;
    const good = bad.replace('my orders', 'dipgame: France S1901M');
    expect((await read(bad, { game: g })).messages[0]!.warnings.map((w) => w.clause)).toEqual(['000 D.II(2)a']);
    expect((await read(bad, { game: g, rules: 'maharajiad' })).messages[0]!.warnings.map((w) => w.clause)).toEqual(['001 B.III(2)b']);
    expect((await read(good, { game: g })).messages[0]!.warnings).toEqual([]);
  });
});

describe('order forms as players write them', () => {
  const names = new NameIndex(variant);
  const forms: [string, string, string?][] = [
    ['A Par - Bur', 'A PAR - BUR'], ['A Paris to Burgundy', 'A PAR - BUR'], ['Army Paris moves to Burgundy', 'A PAR - BUR'],
    ['A Par-Bur', 'A PAR - BUR'], ['Par -> Bur', 'A PAR - BUR'], ['A Mun S A Par - Bur', 'A MUN S A PAR - BUR'],
    ['A Mun supports Paris to Burgundy', 'A MUN S A PAR - BUR'], ['A Mun S F Kie', 'A MUN S F KIE'], ['F Kie H', 'F KIE H'],
    ['F Nth C A Yor - Nwy', 'F NTH C A YOR - NWY', 'autumn'], ['A Yor-Nwy via convoy', 'A YOR - NWY VIA CONVOY', 'autumn'],
    ['A Lon-Nth-Nwy', 'A LON - NTH - NWY', 'autumn'], ['F Bot - StP (sc)', 'F BOT - STP/SC', 'autumn'], ['F Bot - StP/sc', 'F BOT - STP/SC', 'autumn'],
    ['F Bot - StP sc', 'F BOT - STP/SC', 'autumn'], ['F Bot - St. Petersburg (south coast)', 'F BOT - STP/SC', 'autumn'],
    ['F Mid-Atlantic Ocean - Spain (nc)', 'F MAO - SPA/NC', 'autumn'], ['F Por - Spa-nc', 'F POR - SPA/NC', 'autumn'], ['F Bot - St Petersburg south coast', 'F BOT - STP/SC', 'autumn'],
    ['Build A Par', 'BUILD A PAR', 'winter'], ['Build F Bre', 'BUILD F BRE', 'winter'], ['build a fleet in Marseilles', 'BUILD F MAR', 'winter'],
    ['Remove A Ser', 'REMOVE A SER', 'winter'], ['Waive', 'WAIVE', 'winter'], ['no build', 'WAIVE', 'winter'],
    ['F Alb R Tri', 'F ALB R TRI', 'retreat'], ['F Alb retreats to Greece', 'F ALB R GRE', 'retreat'], ['F Alb D', 'F ALB D', 'retreat'],
  ];
  for (const [line, canonical, board] of forms) {
    it(`reads "${line}" as ${canonical}`, async () => {
      // Builds and waives name no unit, so the power comes from a Power: line.
      const r = (await read(`Power: ${board === 'winter' && !line.startsWith('Remove') ? 'France' : ''}\n${line}\n`, { position: board ?? 'start', game: null }));
      const v = r.verdicts[1]!;
      expect(v.order ? formatOrder(v.order) : `${v.kind}: ${v.reason}`).toBe(canonical);
      expect(['accepted', 'corrected']).toContain(v.kind);
    });
  }
  it('does not read sentences as orders', async () => {
    for (const line of ['War is hell', 'Paris is lovely in spring', 'I will support you to Burgundy if you ask nicely', 'Hello Tom,']) {
      expect(readLine(line, names).kind, line).toBe('text');
    }
  });
});
