// Mail handling pieces: splitting, headers, quoted-printable, base64, HTML to text, and the
// order forms players write. Each decoder keeps paste offsets, checked here too.
import { describe, expect, it } from 'vitest';
import { decodeBase64 } from '../../../../core/diplomacy/intake/base64';
import { decodeQuotedPrintable } from '../../../../core/diplomacy/intake/quotedPrintable';
import { htmlToText } from '../../../../core/diplomacy/intake/htmlToText';
import { identity, mappedLines } from '../../../../core/diplomacy/intake/mappedText';
import { pasteLines, splitMail } from '../../../../core/diplomacy/intake/mailSplit';
import { addressesIn, decodeEncodedWords, parseHeaders } from '../../../../core/diplomacy/intake/headers';
import { readLine } from '../../../../core/diplomacy/intake/grammar';
import { formatOrder, NameIndex } from '../../../../core/diplomacy/intake/index';
import { game, GM, read, variant } from './helpers';

const whole = (s: string) => identity(s, 0, s.length);

describe('decoders keep the paste offsets', () => {
  it('quoted-printable: =XX bytes as UTF-8, soft line breaks joined', () => {
    const raw = 'caf=C3=A9 =3D A Par - Bur=\n gundy\nnext';
    const d = decodeQuotedPrintable(whole(raw));
    expect(d.text).toBe('café = A Par - Bur gundy\nnext');
    const lines = mappedLines(d);
    expect(lines[0]!.span).toEqual([0, raw.indexOf('\nnext')]);
    expect(raw.slice(...lines[1]!.span)).toBe('next');
  });
  it('quoted-printable: a malformed escape is kept as text, never thrown', () => {
    expect(decodeQuotedPrintable(whole('a=ZZb=')).text).toBe('a=ZZb');
  });
  it('base64 text with line breaks', () => {
    expect(decodeBase64(whole('QSBQYXIgLSBC\ndXI=\n')).text).toBe('A Par - Bur');
  });
  it('HTML: tags dropped, block tags as line breaks, entities decoded, script and style skipped', () => {
    const raw = '<style>x{}</style><div>A Par&nbsp;-&gt; Bur</div><div>F&#32;Bre &#x2D; Mao<br>A Mar - Spa</div><script>A Ven - Tri</script>';
    const d = htmlToText(whole(raw));
    expect(d.text.split('\n').filter(Boolean)).toEqual(['A Par -> Bur', 'F Bre - Mao', 'A Mar - Spa']);
    const line = mappedLines(d).find((l) => l.text === 'A Mar - Spa')!;
    expect(raw.slice(...line.span)).toBe('A Mar - Spa');
  });
  it('HTML: a blockquote is marked as a quote; bogus entities do not throw', () => {
    expect(htmlToText(whole('<blockquote><p>A Par - Pic</p></blockquote>&#xFFFFFFF;&bogus;')).text).toBe('> A Par - Pic\n\ufffd&bogus;');
  });
});

describe('headers and splitting', () => {
  it('reads From, To, Cc, Date, Subject with folded lines and encoded words', () => {
    const h = parseHeaders(['From: "Durand, Marie" <Marie@Example.FR>', 'To: gm@dipgame.example,', '  tom@example.co.uk', 'Cc: x@y.example', 'Date: Mon, 03 Mar 2025 10:00:00 +0000', 'Subject: =?utf-8?Q?Fran=C3=A7e_S1901M?=']);
    expect(h).toMatchObject({ fromAddress: 'marie@example.fr', to: ['gm@dipgame.example', 'tom@example.co.uk'], cc: ['x@y.example'], subject: 'Françe S1901M', dateMs: Date.UTC(2025, 2, 3, 10) });
    expect(addressesIn('a@b.example, "C" <c@d.example>')).toEqual(['a@b.example', 'c@d.example']);
    expect(decodeEncodedWords('plain')).toBe('plain');
  });
  it('splits several messages but not a forwarded header block', () => {
    const paste = ['From: a <a@x.example>', 'To: gm@x.example', 'Subject: one', '', 'A Par - Bur', '', '---------- Forwarded message ---------', 'From: b <b@x.example>',
      'To: gm@x.example', 'Subject: old', '', 'F Bre - Mao', '', 'From: c <c@x.example>', 'Subject: two', 'Date: Tue, 04 Mar 2025 10:00:00 +0000', '', 'A Mar - Spa'].join('\n');
    const parts = splitMail(pasteLines(paste));
    expect(parts.map((p) => [p.firstLine, p.headerEnd, p.endLine])).toEqual([[0, 3, 13], [13, 16, 18]]);
  });
  it('000 D.II(2)a / 001 B.III(2)b: a subject that breaks the GM\'s required format is flagged', () => {
    const g = { ...game, subjectPattern: '^dipgame: \\w+ [SFW]\\d{4}[MRA]' };
    const bad = `From: Marie <marie@example.fr>\nTo: ${GM}\nSubject: my orders\n\nA Par - Bur\n`;
    const good = bad.replace('my orders', 'dipgame: France S1901M');
    expect(read(bad, { game: g }).messages[0]!.warnings.map((w) => w.clause)).toEqual(['000 D.II(2)a']);
    expect(read(bad, { game: g, rules: 'maharajiad' }).messages[0]!.warnings.map((w) => w.clause)).toEqual(['001 B.III(2)b']);
    expect(read(good, { game: g }).messages[0]!.warnings).toEqual([]);
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
    it(`reads "${line}" as ${canonical}`, () => {
      // Builds and waives name no unit, so the power comes from a Power: line.
      const r = read(`Power: ${board === 'winter' && !line.startsWith('Remove') ? 'France' : ''}\n${line}\n`, { position: board ?? 'start', game: null });
      const v = r.verdicts[1]!;
      expect(v.order ? formatOrder(v.order) : `${v.kind}: ${v.reason}`).toBe(canonical);
      expect(['accepted', 'corrected']).toContain(v.kind);
    });
  }
  it('does not read sentences as orders', () => {
    for (const line of ['War is hell', 'Paris is lovely in spring', 'I will support you to Burgundy if you ask nicely', 'Hello Tom,']) {
      expect(readLine(line, names).kind, line).toBe('text');
    }
  });
});
