// Mails the earlier unseen-mail trials left loud (issue 13's last round): the reader flagged them
// where a careful GM reads them plainly. Each test is one such shape, fresh mail of it in the
// corpus (1350 on), and fails if the flag comes back where the GM would have read the orders, or
// if a guard case starts to be read.
import { describe, expect, it } from 'vitest';
import { formatOrder } from '../../../../core/diplomacy/intake/index';
import { game as baseGame, read } from './helpers';

type Result = Awaited<ReturnType<typeof read>>;
const orders = (r: Result, power: string) => (r.orders[power] ?? []).map(formatOrder);
const notes = (r: Result) => r.messages.flatMap((m) => m.warnings.map((w) => w.text));
const head = (extra = '') => `From: Marie Dupont <marie@example.fr>\nTo: gm@dipgame.example\nDate: Sun, 29 Nov 2026 16:00:00 +0100\nSubject: France S1901\n${extra}\n`;

describe('001 B.IV(1): quoted-printable the mail does not declare is read as the player wrote it', () => {
  it('001 B.IV(1): under a 7bit label, "A Par =E2=80=93 Bur=20" and a soft break are decoded, and the mail says so (corpus 1049, 1350)', async () => {
    const r = await read(`${head('MIME-Version: 1.0\nContent-Type: text/plain; charset=us-ascii\nContent-Transfer-Encoding: 7bit\n')}A Par =E2=80=93 Bur=20\nA Mar S A Par =E2=80=93 =\nBur\nF Bre =E2=80=93 Mao\n`);
    expect(orders(r, 'France')).toEqual(['A PAR - BUR', 'A MAR S A PAR - BUR', 'F BRE - MAO']);
    expect(notes(r).some((n) => n.includes('quoted-printable') && n.includes('"7bit"'))).toBe(true);
  });

  it('001 B.IV(1): a body with no MIME headers at all, read as bytes too: "=E2=86=92" is an arrow and "=3D" an equals sign (corpus 1351)', async () => {
    const mail = `${head()}=3D=3D France =3D=3D\nA Par =E2=86=92 Bur\nF Bre =E2=86=92 Mao\n`;
    for (const input of [mail, new TextEncoder().encode(mail)]) {
      const r = await read(input);
      expect(orders(r, 'France')).toEqual(['A PAR - BUR', 'F BRE - MAO']);
      expect(r.verdicts.find((v) => v.text.startsWith('== '))?.text).toBe('== France ==');
    }
  });

  it('001 B.IV(1): a single-byte label reads the escapes in its charset ("M=FCnchen" under ISO-8859-1 8bit; corpus 1352)', async () => {
    const r = await read('From: karl@example.de\nTo: gm@dipgame.example\nSubject: Deutschland\nContent-Type: text/plain; charset=iso-8859-1\nContent-Transfer-Encoding: 8bit\n\nA M=FCnchen - Ruhr\nF Kiel - D=E4nemark\n');
    expect(orders(r, 'Germany')).toEqual(['A MUN - RUH', 'F KIE - DEN']);
  });

  it('001 B.IV(1): "=" in chat ("=OK", "2=2", "=)"), a lone escape, or escapes that are no UTF-8 decode nothing and say nothing (corpus 1353)', async () => {
    for (const chat of ['Deal =OK, 2=2 on the centres =)', 'Price =3D one beer', 'odd =C3=28 bytes =A9']) {
      const r = await read(`${head()}A Par - Bur\nF Bre - Mao\n\n${chat}\n`);
      expect(orders(r, 'France')).toEqual(['A PAR - BUR', 'F BRE - MAO']);
      expect(notes(r).filter((n) => n.includes('quoted-printable')), chat).toEqual([]);
      expect(r.verdicts.some((v) => v.text === chat), chat).toBe(true);
    }
  });
});

describe('000 D.III(3)a: a line of this turn\'s orders after the turn\'s name is read', () => {
  const mail = (line: string) => `From: Karl Weber <karl@example.de>\nTo: gm@dipgame.example\nDate: Sat, 21 Nov 2026 10:00:00 +0100\nSubject: Germany\n\n${line}\n\nKarl\n`;
  it('000 D.III(3)a: "FALL:", "Autumn 1901:", "Fall orders:", "Herbstbefehle:" then the orders on one line typed so (not wrapped) on the Fall 1901 board (corpus 1155, 1355-1357)', async () => {
    for (const lead of ['FALL:', 'Autumn 1901:', 'Fall orders:', 'Herbstbefehle:', 'Automne 1901 :', 'My orders for Fall 1901:']) {
      const r = await read(mail(`${lead} F Den - Swe, A Ruh - Bel, A Kie - Hol`), { position: 'autumn' });
      expect(orders(r, 'Germany'), lead).toEqual(['F DEN - SWE', 'A RUH - BEL', 'A KIE - HOL']);
      expect(r.verdicts.find((v) => v.order)?.notes.join(' '), lead).toContain("this turn's name");
    }
  });

  it('000 D.III(3)a: in the results post sent back, the other powers\' lines stay results and the sender\'s spring line is flagged, not read (corpus 1155)', async () => {
    const r = await read(mail('Germany: F Kie - Den, A Ber - Kie, A Mun - Ruh\n   FALL: F Den - Swe, A Ruh - Bel, A Kie - Hol\nItaly: F Nap - Ion, A Rom - Apu, A Ven H'), { position: 'autumn' });
    expect(orders(r, 'Germany')).toEqual(['F DEN - SWE', 'A RUH - BEL', 'A KIE - HOL']);
    expect(r.verdicts.find((v) => v.text.startsWith('Germany:'))?.kind).toBe('ambiguous');
  });

  it('000 D.II(4): another turn\'s name ("Spring 1902:"), a condition or other words before the colon keep the line flagged and unread; another turn warns (corpus 1358)', async () => {
    for (const lead of ['Spring 1902:', 'Fall if Russia agrees:', 'Last fall:', 'Fall plan for Italy:']) {
      const r = await read(mail(`${lead} F Den - Swe, A Ruh - Bel, A Kie - Hol`), { position: 'autumn' });
      expect(orders(r, 'Germany'), lead).toEqual([]);
      expect(r.verdicts.find((v) => v.text.startsWith(lead))?.kind, lead).toBe('ambiguous');
    }
    expect(notes(await read(mail('Spring 1902: F Den - Swe, A Ruh - Bel, A Kie - Hol'), { position: 'autumn' })).some((n) => n.includes('another turn'))).toBe(true);
  });
});

describe('000 D.III(3)a: the player\'s orders written under the GM\'s own mail, quoted without ">", are read', () => {
  const gmQuoted = (marker: string, lead: string, power = 'France', from = 'marie@example.fr') => `From: ${power} <${from}>\nTo: gm@dipgame.example\nDate: Sun, 29 Nov 2026 19:30:00 +0100\nSubject: Re: Deadline Spring 1901\n\n${marker}\nFrom: "GM" <gm@dipgame.example>\nSent: Saturday, 28 November 2026 18:02\nTo: players@dipgame.example\nSubject: Deadline Spring 1901\n\nOrders by Sunday 20:00 GMT.\n\n${lead}\nF Bre - Eng\nA Par - Bur\nA Mar S A Par - Bur\n`;
  it('000 D.III(3)a: under Zimbra\'s "----- Mail original -----", Outlook\'s "-----Original Message-----" and a Gmail forward, after "Voici les miens :", "Here are mine:", "Mes ordres :" (corpus 1208, 1360-1363)', async () => {
    for (const [marker, lead] of [['----- Mail original -----', 'Voici les miens :'], ['-----Original Message-----', 'Here are mine:'], ['---------- Forwarded message ---------', 'Mes ordres :']] as const) {
      const r = await read(gmQuoted(marker, lead));
      expect(orders(r, 'France'), marker).toEqual(['F BRE - ENG', 'A PAR - BUR', 'A MAR S A PAR - BUR']);
      expect(notes(r).some((n) => n.includes('under the quoted mail') && n.includes(lead)), marker).toBe(true);
    }
  });

  it('000 D.II(3): under another player\'s mail, with no first-person lead-in, or with the player\'s own orders above, nothing under the marker is read (corpus 1364)', async () => {
    const other = gmQuoted('---------- Forwarded message ---------', 'My orders:').replace('"GM" <gm@dipgame.example>', 'Gio <gio@example.it>');
    expect(orders(await read(other), 'France')).toEqual([]);
    expect(orders(await read(gmQuoted('-----Original Message-----', 'Example:')), 'France')).toEqual([]);
    const above = gmQuoted('-----Original Message-----', 'Here are mine:').replace('\n\n-----Original', '\n\nA Par - Pic\n\n-----Original');
    expect(orders(await read(above), 'France')).toEqual(['A PAR - PIC']);
  });
});

describe('000 D.VII(1): the receipt time decides, and a Date: that disagrees with it is said', () => {
  const game = { ...baseGame, deadline: '2026-11-29T19:00:00Z' };
  const mail = (received: string, date: string) => `Received: from mx.example.org by gm.dipgame.example; ${received}\nFrom: Marie Dupont <marie@example.fr>\nTo: gm@dipgame.example\nDate: ${date}\nSubject: France S1901\n\nA Par - Bur\n`;
  it('000 D.VII(1): sent before the deadline by the Date:, received after it: late by the receipt time, and the mail says what Date: said', async () => {
    const r = await read(mail('Sun, 29 Nov 2026 19:20:00 +0000', 'Sun, 29 Nov 2026 18:55:00 +0000'), { game });
    expect(r.messages[0]!.late).toBeDefined();
    expect(notes(r).some((n) => n.includes('Date: says 2026-11-29T18:55:00Z') && n.includes('deadline') && n.includes('receipt time'))).toBe(true);
  });

  it('000 D.VII(1): a Date: more than a day from Received: is said; minutes apart on the same side of the deadline say nothing', async () => {
    expect(notes(await read(mail('Sun, 29 Nov 2026 12:00:00 +0000', 'Fri, 27 Nov 2026 09:00:00 +0000'), { game })).some((n) => n.includes('51 hours apart'))).toBe(true);
    expect(notes(await read(mail('Sun, 29 Nov 2026 12:03:00 +0000', 'Sun, 29 Nov 2026 12:00:00 +0000'), { game })).filter((n) => n.includes('Received: says'))).toEqual([]);
  });
});

describe('000 D.II(5)b: an order kept for a later phase says so on its line', () => {
  it('000 D.II(5)b: a Spring "Waive", "No build" and "Build F Bre" are accepted for the adjustment phase with the reason on the line, and a retreat for the retreat phase', async () => {
    const r = await read(`${head()}A Par - Bur\nWaive\nNo build\nBuild F Bre\nF Bre R Pic\n`);
    for (const text of ['Waive', 'No build', 'Build F Bre']) {
      const v = r.verdicts.find((x) => x.text === text)!;
      expect(v.forLaterPhase, text).toBe('adjustment');
      expect(v.notes.join(' '), text).toMatch(/kept as a conditional (WAIVE|order) for the adjustment phase \(000 D\.II\(5\)b\)/);
    }
    expect(r.verdicts.find((x) => x.text === 'Waive')!.notes.join(' ')).toContain('only if France has one then');
    expect(r.verdicts.find((x) => x.text === 'A Par - Bur')!.notes).toEqual([]);
  });
});

describe('never silent: every unused line is explained', () => {
  it('the closing boundary of the mail an attached mail came in is a MIME boundary, not a "not an order" line of the attached mail (corpus 1019, 1212)', async () => {
    const mail = 'From: Karl Schmidt <karl@example.de>\nTo: gm@dipgame.example\nSubject: Fwd: Germany S1901\nDate: Sun, 29 Nov 2026 18:40:00 +0100\nMIME-Version: 1.0\nContent-Type: multipart/mixed; boundary="outer-b"\n\n--outer-b\nContent-Type: text/plain; charset=UTF-8\n\nAgain, attached.\n\n--outer-b\nContent-Type: message/rfc822\n\nFrom: Karl Schmidt <karl@example.de>\nTo: gm@dipgame.example\nSubject: Germany S1901\nDate: Sun, 29 Nov 2026 09:15:00 +0100\n\nA Mun - Bur\nF Kie - Den\n\n--outer-b--\n';
    const r = await read(mail);
    expect(orders(r, 'Germany')).toEqual(['A MUN - BUR', 'F KIE - DEN']);
    expect(r.verdicts.find((v) => v.text === '--outer-b--')?.reason).toBe('MIME boundary (closes the mail this one is attached to)');
    expect(r.verdicts.filter((v) => v.reason === 'not an order').map((v) => v.text)).toEqual(['Again, attached.']);
  });
});
