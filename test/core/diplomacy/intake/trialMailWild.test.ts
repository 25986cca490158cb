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

describe('text a mail client packs in other parts', () => {
  const mixed = (parts: string) => mail('gio@example.it', 'Italy S1901M', `${parts}--B--\n`, 'MIME-Version: 1.0\nContent-Type: multipart/mixed; boundary="B"\n');
  it('an "orders.txt" sent as application/octet-stream is read as the text file it is, and the mail says so (it was left unread: Italy NMR\'d with nothing said)', async () => {
    const b64 = Buffer.from('F Nap - Ion\r\nA Rom - Apu\r\nA Ven H\r\n').toString('base64');
    const r = await read(mixed(`--B\nContent-Type: text/plain\n\nOrders attached.\n\n--B\nContent-Type: application/octet-stream; name="orders.txt"\nContent-Disposition: attachment; filename="orders.txt"\nContent-Transfer-Encoding: base64\n\n${b64}\n`));
    expect(orders(r, 'Italy')).toEqual(['F NAP - ION', 'A ROM - APU', 'A VEN H']);
    expect(r.messages[0]!.warnings.map((w) => w.text).join(' ')).toContain('"orders.txt" is read as part of this mail');
  });

  it('an application/octet-stream file that is not a .txt (a picture, a PDF) is still not read', async () => {
    const r = await read(mixed(`--B\nContent-Type: text/plain\n\nA Ven H\n\n--B\nContent-Type: application/octet-stream; name="board.bin"\nContent-Disposition: attachment; filename="board.bin"\n\nF Nap - Ion\n`));
    expect(orders(r, 'Italy')).toEqual(['A VEN H']);
  });

  it('a second inline text part of multipart/mixed (Apple Mail\'s text after an inline picture) is read: it was silently skipped', async () => {
    const r = await read(mixed('--B\nContent-Type: text/plain\nContent-Disposition: inline\n\nHere are my orders:\n\n--B\nContent-Type: image/png\nContent-Disposition: inline; filename="x.png"\nContent-Transfer-Encoding: base64\n\niVBORw0KGgo=\n\n--B\nContent-Type: text/plain\nContent-Disposition: inline\n\nF Nap - Ion\nA Rom - Apu\n'));
    expect(orders(r, 'Italy')).toEqual(['F NAP - ION', 'A ROM - APU']);
  });

  it('the second text/plain of a multipart/alternative is a version of the first, not more text', async () => {
    const r = await read(mail('gio@example.it', 'Italy S1901M', '--B\nContent-Type: text/plain\n\nA Ven H\n\n--B\nContent-Type: text/plain\n\nA Ven - Tyr\n--B--\n', 'MIME-Version: 1.0\nContent-Type: multipart/alternative; boundary="B"\n'));
    expect(orders(r, 'Italy')).toEqual(['A VEN H']);
  });
});

describe('lines a client wrapped', () => {
  const flowedMail = (from: string, subject: string, body: string, delsp = false) => mail(from, subject, body, `MIME-Version: 1.0\nContent-Type: text/plain; charset=us-ascii; format=flowed${delsp ? '; delsp=yes' : ''}\n`);

  it('format=flowed: a soft break inside "A Mun - " / "Ruh" is joined (RFC 3676): one order', async () => {
    const r = await read(flowedMail('karl@example.de', 'Germany S1901M', 'F Kie - Den\nA Mun - \nRuh\n'));
    expect(orders(r, 'Germany')).toEqual(['F KIE - DEN', 'A MUN - RUH']);
  });

  it('format=flowed; delsp=yes: "F Tri - Al " / "b" is "F Tri - Alb" (the space before the break is no part of the text)', async () => {
    const r = await read(flowedMail('franz@example.at', 'Austria S1901M', 'A Vie - Gal\nF Tri - Al \nb\n', true));
    expect(orders(r, 'Austria')).toEqual(['A VIE - GAL', 'F TRI - ALB']);
  });

  it('format=flowed: the signature line "-- " is no soft break, and a line without the flowed label is never joined for its trailing space', async () => {
    const r = await read(flowedMail('karl@example.de', 'Germany S1901M', 'A Mun - Ruh\n-- \nKarl\n'));
    expect(orders(r, 'Germany')).toEqual(['A MUN - RUH']);
    const plain = await read(mail('karl@example.de', 'Germany S1901M', 'A Mun H \nA Ber - Kie\n'));
    expect(orders(plain, 'Germany')).toEqual(['A MUN H', 'A BER - KIE']);
  });

  it('hard-wrapped after the dash: "A Ruh S A Kie -" / "Hol" is A Ruh S A Kie - Hol ("Hol" was read as chat, the support lost)', async () => {
    const r = await read(mail('karl@example.de', 'Germany F1901M', 'A Kie - Hol\nA Ruh S A Kie -\nHol\n'), { position: 'autumn' });
    expect(orders(r, 'Germany')).toEqual(['A KIE - HOL', 'A RUH S A KIE - HOL']);
  });

  it('hard-wrapped after the unit: "..., F Bre" / "- Mao" is F Bre - Mao, not a hold of F Bre with "- Mao" taken for a signature', async () => {
    const r = await read(mail('marie@example.fr', 'France S1901M', 'A Par - Bur, A Mar S A Par - Bur, F Bre\n- Mao\n'));
    expect(orders(r, 'France')).toEqual(['A PAR - BUR', 'A MAR S A PAR - BUR', 'F BRE - MAO']);
  });

  it('a phone\'s 40-column wrap: "2) Army Rome moves to" / "Apulia" and "3) Army Venice holds where it" / "is"', async () => {
    const r = await read(mail('gio@example.it', 'Italy S1901M', '1) Fleet Naples moves to Ionian Sea\n2) Army Rome moves to\nApulia\n3) Army Venice holds where it\nis\n'));
    expect(orders(r, 'Italy')).toEqual(['F NAP - ION', 'A ROM - APU', 'A VEN H']);
  });

  it('a bulleted list is not joined: "2) F Bre - Mao" / "- A Mar - Spa" stay two orders; nor a new numbered item', async () => {
    const r = await read(mail('marie@example.fr', 'France S1901M', '1) A Par - Bur\n2) F Bre - Mao\n- A Mar - Spa\n'));
    expect(orders(r, 'France')).toEqual(['A PAR - BUR', 'F BRE - MAO', 'A MAR - SPA']);
    const n = await read(mail('gio@example.it', 'Italy S1901M', 'A Rom - Apu, and\n2) A Ven H\n'));
    expect(orders(n, 'Italy')).toContain('A VEN H');
  });

  it('a quoted line is never joined to the player\'s own line under it', async () => {
    const r = await read(mail('marie@example.fr', 'Re: France S1901M', '> Please move A Par -\nA Mar - Spa\n'));
    expect(orders(r, 'France')).toEqual(['A MAR - SPA']);
  });
});

describe('a forum\'s BBCode read through', () => {
  it('a list on one line, "[list=1][*]A Vie - Gal[*]A Bud - Ser[*]F Tri - Alb[/list]", is three orders', async () => {
    const r = await read(mail('franz@example.at', 'Austria S1901M', '[b]Austria, Spring 1901[/b]\n[list=1][*]A Vie - Gal[*]A Bud - Ser[*]F Tri - Alb[/list]\n'));
    expect(orders(r, 'Austria')).toEqual(['A VIE - GAL', 'A BUD - SER', 'F TRI - ALB']);
  });

  it('"[b]A Vie - Gal[/b]" is the order; struck-out "[s]F Tri - Ven[/s]" is taken back, not read', async () => {
    const r = await read(mail('franz@example.at', 'Austria S1901M', '[b]A Vie - Gal[/b]\n[s]F Tri - Ven[/s] F Tri - Alb\n'));
    expect(orders(r, 'Austria')).toEqual(['A VIE - GAL', 'F TRI - ALB']);
  });

  it('square brackets that are no BBCode ("[mailto:gm@dipgame.example]", "[quote]") are left as written', async () => {
    const { withoutBBCode } = await import('../../../../core/diplomacy/intake/bbcode');
    expect(withoutBBCode('From: GM [mailto:gm@dipgame.example] ')).toBe('From: GM [mailto:gm@dipgame.example] ');
    expect(withoutBBCode('[quote=Franz]A Vie - Tyr[/quote]')).toBe('[quote=Franz]A Vie - Tyr[/quote]');
    expect(withoutBBCode('[list]')).toBe('[list]');
  });
});

describe('a quoted line whose ">" a client lost', () => {
  it('000 D.III(5): "A Lon H." between two quoted lines, under one ending in a comma, is flagged and not read: it had silently replaced England\'s own A Lon - Wal', async () => {
    const body = 'F Nth - Nwy\nA Lon - Wal\n\nOn Sun, 5 Oct 2025 at 18:00, GM <gm@dipgame.example> wrote:\n> If no orders arrive all your units hold: F Nth H, A Yor H,\nA Lon H.\n> GM\n';
    for (const rules of ['wm2004', 'maharajiad']) {
      const r = await read(mail('tom@example.co.uk', 'Re: England F1901M', body), { position: 'autumn', rules });
      expect(orders(r, 'England'), rules).toEqual(['F NTH - NWY', 'A LON - WAL']);
      expect(r.verdicts.find((v) => v.text.trim() === 'A Lon H.')?.kind).not.toBe('accepted');
    }
  });

  it('000 D.III(3)a: when the player\'s own lines order the same unit, the line is the quote\'s end, not read and not asked about (quoteTail.ts); when they do not, the GM is still asked', async () => {
    const quote = '\nOn Sun, 5 Oct 2025 at 18:00, GM <gm@dipgame.example> wrote:\n> If no orders arrive all your units hold: F Nth H, A Yor H,\nA Lon H.\n> GM\n';
    const ordered = await read(mail('tom@example.co.uk', 'Re: England F1901M', `F Nth - Nwy\nA Lon - Wal\n${quote}`), { position: 'autumn' });
    const tail = ordered.verdicts.find((v) => v.text.trim() === 'A Lon H.')!;
    expect(tail.kind).toBe('not-an-order');
    expect(tail.reason).toContain('the end of the quoted line above');
    expect(tail.reason).toContain('"A Lon - Wal"');
    const unordered = await read(mail('tom@example.co.uk', 'Re: England F1901M', `F Nth - Nwy\n${quote}`), { position: 'autumn' });
    expect(unordered.verdicts.find((v) => v.text.trim() === 'A Lon H.')?.kind).toBe('ambiguous');
    expect(orders(unordered, 'England')).toEqual(['F NTH - NWY']);
  });

  it('an answer between quoted questions ("> Your orders?" / "A Lon - Wal" / "> Thanks.") is read as the player\'s own', async () => {
    const r = await read(mail('tom@example.co.uk', 'Re: England F1901M', '> Your orders?\nA Lon - Wal\n> Thanks.\n'), { position: 'autumn' });
    expect(orders(r, 'England')).toEqual(['A LON - WAL']);
  });
});

describe('a mail attached to a mail (message/rfc822)', () => {
  const attach = (outerFrom: string, innerFrom: string, innerTo: string) => mail(outerFrom, 'Austria S1901M', `--B\nContent-Type: text/plain\n\nA Vie - Gal\n\n--B\nContent-Type: message/rfc822\nContent-Disposition: attachment; filename="deal.eml"\n\nFrom: ${innerFrom}\nTo: ${innerTo}\nDate: Sun, 02 Mar 2025 20:00:00 +0100\nSubject: our deal\n\nF Nap - Ion\nA Ven H\n\n--B--\n`, 'MIME-Version: 1.0\nContent-Type: multipart/mixed; boundary="B"\n');

  it('000 D.II(3): Italy\'s mail to Austria, attached by Austria, is no set of Italy\'s: its lines are refused and the mail says why (it was read as Italy\'s orders)', async () => {
    const r = await read(attach('franz@example.at', 'gio@example.it', 'franz@example.at'));
    expect(orders(r, 'Austria')).toEqual(['A VIE - GAL']);
    expect(orders(r, 'Italy')).toEqual([]);
    expect(r.verdicts.find((v) => v.text.trim() === 'F Nap - Ion')?.clause).toBe('000 D.II(3)');
    expect(r.messages.flatMap((m) => m.warnings.map((w) => w.text)).join(' ')).toContain('attached (message/rfc822) by');
  });

  it('a player\'s own earlier mail to the GM, attached by that player, is read as theirs', async () => {
    const r = await read(attach('gio@example.it', 'gio@example.it', 'gm@dipgame.example'));
    expect(orders(r, 'Italy')).toEqual(['F NAP - ION', 'A VEN H']);
  });

  it('a list\'s MIME digest (sent by the list, not a player) reads each attached post as its sender\'s', async () => {
    const r = await read(attach('dipgame-request@lists.example.org', 'gio@example.it', 'dipgame@lists.example.org'));
    expect(orders(r, 'Italy')).toEqual(['F NAP - ION', 'A VEN H']);
  });
});

describe('an HTML table read as text', () => {
  it('cells side by side are words apart: "<td>A Ser</td><td>S</td><td>F Alb - Gre</td>" is "A Ser S F Alb - Gre" (it was "A SerSF Alb - Gre", unread)', async () => {
    const html = '<table><tr><td>F Alb</td><td>-</td><td>Gre</td></tr><tr><td>A Ser</td><td>S</td><td>F Alb - Gre</td></tr></table>\n';
    const r = await read(mail('franz@example.at', 'Austria F1901M', html, 'MIME-Version: 1.0\nContent-Type: text/html; charset=utf-8\n'), { position: 'autumn' });
    expect(orders(r, 'Austria')).toEqual(['F ALB - GRE', 'A SER S F ALB - GRE']);
  });
});
