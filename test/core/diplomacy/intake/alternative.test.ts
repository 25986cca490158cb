// multipart/alternative (alternative.ts, issue 13): the text part is read unless it holds no
// orders and the HTML does; when both hold orders that differ, the text part is read and the
// mail names what differs. The corpus (test/fixtures/mail/800-819) has the client shapes.
import { describe, expect, it } from 'vitest';
import { formatOrder } from '../../../../core/diplomacy/intake/index';
import { read } from './helpers';

function mail(text: string, html: string): string {
  return ['From: Marie Dubois <marie@example.fr>', 'To: gm@dipgame.example', 'Subject: France S1901M', 'Date: Tue, 4 Mar 2025 10:00:00 +0100',
    'MIME-Version: 1.0', 'Content-Type: multipart/alternative; boundary="b"', '', '--b', 'Content-Type: text/plain; charset=utf-8', '', text, '',
    '--b', 'Content-Type: text/html; charset=utf-8', '', html, '', '--b--', ''].join('\n');
}
const notes = (r: Awaited<ReturnType<typeof read>>) => r.messages.flatMap((m) => m.warnings.map((w) => w.text));
const orders = (r: Awaited<ReturnType<typeof read>>) => (r.orders.France ?? []).map(formatOrder);

describe('multipart/alternative: which version is read (issue 13)', () => {
  it('a stub text part: the HTML is read, and each of its lines spans its own raw HTML', async () => {
    const paste = mail('This message is in HTML format.', '<p>A Par - Bur</p>\n<p>F Bre - Mao</p>');
    const r = await read(paste);
    expect(orders(r)).toEqual(['A PAR - BUR', 'F BRE - MAO']);
    expect(notes(r).some((n) => n.includes('its HTML version was read instead') && n.includes('This message is in HTML format.'))).toBe(true);
    const bur = r.verdicts.find((v) => v.text === 'A Par - Bur')!;
    expect(paste.slice(bur.span[0], bur.span[1])).toBe('<p>A Par - Bur</p>');
    expect(r.verdicts.find((v) => v.text === 'This message is in HTML format.')!.reason).toContain('the HTML version is read');
  });

  it('an empty text part says it was empty', async () => {
    const r = await read(mail('', '<div>A Par - Bur</div>'));
    expect(orders(r)).toEqual(['A PAR - BUR']);
    expect(notes(r).some((n) => n.includes('it is empty'))).toBe(true);
  });

  it('the same orders in both versions, one on a single line in the text: no difference reported', async () => {
    const r = await read(mail('A Par-Bur, F Bre-Mao', '<div>A Paris - Burgundy</div><div>F Brest - Mid-Atlantic Ocean</div>'));
    expect(orders(r)).toEqual(['A PAR - BUR', 'F BRE - MAO']);
    expect(notes(r).filter((n) => n.includes('HTML'))).toEqual([]);
  });

  it('different orders: the text part is read and both sides of the difference are named', async () => {
    const r = await read(mail('A Par - Bur\nF Bre - Mao', '<div>A Par - Pic</div><div>F Bre - Mao</div>'));
    expect(orders(r)).toEqual(['A PAR - BUR', 'F BRE - MAO']);
    const n = notes(r).find((x) => x.includes('gives other orders'))!;
    expect(n).toContain('only in the text: "A Par - Bur"');
    expect(n).toContain('only in the HTML: "A Par - Pic"');
  });

  it('a text part with orders and an HTML part with none: the text part, nothing said', async () => {
    const r = await read(mail('A Par - Bur', '<div><img src="cid:x"></div>'));
    expect(orders(r)).toEqual(['A PAR - BUR']);
    expect(notes(r).filter((n) => n.includes('HTML'))).toEqual([]);
  });

  it('neither version holds orders: the text part stays read, no claim the HTML was', async () => {
    const r = await read(mail('This message is in HTML format.', '<p>Orders tonight.</p>'));
    expect(r.sets).toEqual([]);
    expect(notes(r).filter((n) => n.includes('HTML'))).toEqual([]);
  });

  it('000 D.III(5) / 001 B.IV(6)a: an order struck out only in the HTML (<s>, <del>, <strike>) is taken back, not a second order for the unit, under both profiles', async () => {
    for (const tag of ['s', 'del', 'strike']) {
      for (const profile of ['wm2004', 'maharajiad']) {
        const r = await read(mail('A Par - Pic\nA Par - Bur\nF Bre - Mao', `<div><${tag}>A Par - Pic</${tag}></div><div>A Par - Bur</div><div>F Bre - Mao</div>`), { rules: profile });
        expect(orders(r), `${tag} ${profile}`).toEqual(['A PAR - BUR', 'F BRE - MAO']);
        expect(r.verdicts.filter((v) => v.kind === 'ambiguous' || v.kind === 'superseded'), `${tag} ${profile}`).toEqual([]);
        expect(notes(r).some((n) => n.includes('very words of its HTML version')), `${tag} ${profile}`).toBe(true);
      }
    }
  });

  it('001 B.IV(1): a table whose text part puts each cell on its own line is read as the HTML writes it, and the text part\'s lines say why they are not read', async () => {
    const r = await read(mail('A Par\n-\nBur\nF Bre\n-\nMao', '<table><tr><td>A Par</td><td>-</td><td>Bur</td></tr><tr><td>F Bre</td><td>-</td><td>Mao</td></tr></table>'));
    expect(orders(r)).toEqual(['A PAR - BUR', 'F BRE - MAO']);
    expect(r.verdicts.find((v) => v.text === 'Bur')!.reason).toContain('lost the HTML version\'s layout or strike-through');
  });

  it('a text part with other words than the HTML is still the one read (only a lost layout or strike lets the HTML win)', async () => {
    const r = await read(mail('A Par - Pic\nF Bre - Mao\nthanks', '<div>A Par - Bur</div><div>F Bre - Mao</div><div>thanks</div>'));
    expect(orders(r)).toEqual(['A PAR - PIC', 'F BRE - MAO']);
    expect(notes(r).some((n) => n.includes('the plain-text part was read'))).toBe(true);
  });
});
