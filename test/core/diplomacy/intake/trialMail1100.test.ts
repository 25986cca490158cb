// Wrong readings found by the unseen-mail trial, corpus mails 1100-1149 and evenings 13-15
// (issue 13): comments after orders, phone emoji, Roman numerals, PGP-signed text, a forwarded
// bounce, answers under the GM's quoted units, struck-through words, "+" between builds, and files
// the reader cannot open. Each test is one way a mail was read wrong or silently, and fails if
// that reading comes back. The player's orders, as a careful GM reads them, are what 000 D.III(3)
// adjudicates; a set the reader cannot see must be asked about, not replaced silently.
import { describe, expect, it } from 'vitest';
import { formatOrder } from '../../../../core/diplomacy/intake/index';
import { setQuestions } from '../../../../core/diplomacy/record/setQuestions';
import { read } from './helpers';

type Result = Awaited<ReturnType<typeof read>>;
const orders = (r: Result, power: string) => (r.orders[power] ?? []).map(formatOrder);
const verdictOf = (r: Result, text: string) => r.verdicts.find((v) => v.text.trim() === text);
const notes = (r: Result) => r.messages.flatMap((m) => m.warnings);
const mail = (from: string, subject: string, body: string, date = 'Sun, 29 Nov 2026 12:00:00 +0000', extra = '') => `From: ${from}\nTo: gm@dipgame.example\nDate: ${date}\nSubject: ${subject}\n${extra}\n${body}`;
const FRANZ = 'franz@example.at';

/** A multipart/mixed mail: a text part, then one attached part of `type` named `name`. */
function withAttachment(body: string, type: string, name: string, date?: string): string {
  const parts = `--b\nContent-Type: text/plain; charset=utf-8\n\n${body}\n--b\nContent-Type: ${type}; name="${name}"\nContent-Disposition: attachment; filename="${name}"\nContent-Transfer-Encoding: base64\n\nUEsDBBQABgAIAAAAIQAAAQIDBAUGBwgJCgsMDQ4P\n--b--\n`;
  return mail(FRANZ, 'Austria S1901', parts, date, 'MIME-Version: 1.0\nContent-Type: multipart/mixed; boundary="b"\n');
}

describe('000 D.III(3): orders in a file the reader cannot open are never lost silently', () => {
  it('000 D.III(3): "Orders attached" with only orders.docx gives no set, names the file, and asks before an earlier set is used', async () => {
    const r = await read(withAttachment('Orders attached.\n', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'orders.docx'));
    expect(r.sets).toEqual([]);
    const note = notes(r).find((w) => w.attachment === 'orders.docx');
    expect(note?.text).toContain('"orders.docx" (a word-processor document), which the reader cannot open');
    expect(note?.asks).toBe('when-later');
  });

  it('000 D.III(3): the earlier set of a power whose later mail is only an unread file is asked about (evening 13 adjudicated France\'s old set, marked complete)', async () => {
    const earlier = await read(mail(FRANZ, 'Austria S1901', 'A Vie - Gal\nA Bud - Ser\nF Tri - Alb\n', 'Sat, 28 Nov 2026 09:00:00 +0000'));
    const later = await read(withAttachment('Revised orders attached.\n', 'application/pdf', 'orders.pdf', 'Sun, 29 Nov 2026 12:00:00 +0000'));
    const used = [{ mail: 'first', message: 0, power: 'Austria', used: true, clock: { ms: Date.parse('2026-11-28T09:00:00Z') } }];
    const asked = setQuestions([{ id: 'first', sourceName: 'first.eml' }, { id: 'later', sourceName: 'later.eml' }], { first: earlier, later }, used as never);
    expect(asked.map((q) => q.text)).toEqual([expect.stringMatching(/^Austria's orders used come from first\.eml, but later\.eml came after: attaches "orders\.pdf".*Use them, or NMR Austria\?$/)]);
  });

  it('000 D.III(3): orders in the body beside an unread orders.pdf are read, the file is named, and nothing is asked', async () => {
    const r = await read(withAttachment('A Vie - Gal\nA Bud - Ser\nF Tri - Alb\n', 'application/pdf', 'orders.pdf'));
    expect(orders(r, 'Austria')).toEqual(['A VIE - GAL', 'A BUD - SER', 'F TRI - ALB']);
    const note = notes(r).find((w) => w.attachment === 'orders.pdf');
    expect(note?.text).toContain('"orders.pdf" (a PDF)');
    expect(note?.asks).toBeUndefined();
  });

  it('000 D.III(3): a signature (smime.p7s), a contact card and a calendar invitation are no unread orders', async () => {
    for (const [type, name] of [['application/pkcs7-signature', 'smime.p7s'], ['text/vcard', 'me.vcf'], ['text/calendar', 'deadline.ics']] as const) {
      const r = await read(withAttachment('A Vie - Gal\n', type, name));
      expect(notes(r).filter((w) => w.attachment !== undefined), name).toEqual([]);
    }
  });
});

describe('000 D.III(3): a recalled mail is taken back', () => {
  it('000 D.III(3): Outlook\'s "would like to recall the message" after a set: Adjudicate asks before that set is used (it was adjudicated without a word)', async () => {
    const earlier = await read(mail('tom@example.co.uk', 'England S1901', 'F Lon - Nth\nF Edi - Nwg\nA Lvp - Yor\n', 'Sun, 29 Nov 2026 16:00:00 +0000'));
    const recall = await read(mail('tom@example.co.uk', 'Recall: England S1901', 'Tom Bell would like to recall the message, "England S1901".\n', 'Sun, 29 Nov 2026 16:05:00 +0000'));
    expect(recall.sets).toEqual([]);
    const used = [{ mail: 'orders', message: 0, power: 'England', used: true, clock: { ms: Date.parse('2026-11-29T16:00:00Z') } }];
    const asked = setQuestions([{ id: 'orders', sourceName: 'orders.eml' }, { id: 'recall', sourceName: 'recall.eml' }], { orders: earlier, recall }, used as never);
    expect(asked.map((q) => q.text)).toEqual([expect.stringMatching(/^England's orders used come from orders\.eml, but recall\.eml came after: "Tom Bell would like to recall the message, "England S1901"\." takes back England's orders/)]);
  });
});

describe('000 D.III(1)a: what a player writes around an order is not part of it', () => {
  it('000 D.III(1)a: a comment after "//", "#", "<--" or " -- " is set aside, the order read (each line was ambiguous)', async () => {
    const r = await read(mail(FRANZ, 'Austria', "A Vie - Gal   // bluff, Russia won't go there\nA Bud - Ser # if Ita bounces\nF Tri - Alb <-- trust me\n"));
    expect(orders(r, 'Austria')).toEqual(['A VIE - GAL', 'A BUD - SER', 'F TRI - ALB']);
    expect(verdictOf(r, 'F Tri - Alb <-- trust me')!.notes.join(' ') + (verdictOf(r, 'F Tri - Alb <-- trust me')!.corrections.map((c) => c.what).join(' '))).toMatch(/trust me/);
  });

  it('000 D.III(1)a: a comment after an en or em dash in a build, a removal and a retreat ("Build F StP (nc) — for Norway later")', async () => {
    const ru = await read(mail('ivan@example.ru', 'Russia builds', '• Build F StP (nc) — for Norway later\n• Build A Mos // Warsaw stays empty\n'), { position: 'winter' });
    expect(orders(ru, 'Russia')).toEqual(['BUILD F STP/NC', 'BUILD A MOS']);
    const au = await read(mail(FRANZ, 'Winter', 'Remove the fleet in Albania – sadly.\n'), { position: 'winter' });
    expect(orders(au, 'Austria')).toEqual(['REMOVE F ALB']);
    const de = await read(mail('karl@example.de', 'Retreat', 'A Kiel retreats to Munchen   # Holland is a trap\n'), { position: 'retreat' });
    expect(orders(de, 'Germany')).toEqual(['A KIE R MUN']);
  });

  it('000 D.III(1)a: a dash with no action before it is no comment mark ("A Par -- Bur" is not A Par holding)', async () => {
    const r = await read(mail('marie@example.fr', 'France', 'A Par -- Bur\n'));
    expect(orders(r, 'France')).not.toContain('A PAR H');
  });

  it('000 D.III(1)a: a second order after a comment mark is not set aside as a comment', async () => {
    const r = await read(mail('marie@example.fr', 'France', 'A Par - Bur // A Mar S A Par - Bur\n'));
    expect(orders(r, 'France')).not.toEqual(['A PAR - BUR']);
  });

  it('000 D.III(1)a: phone emoji: "✅" before the order and "➡️" for the move (every line was ambiguous)', async () => {
    const r = await read(mail('gio@example.it', 'orders', '✅ A Ven ➡️ Tyr\n✅ A Rom ➡️ Ven\n☐ F Nap ➡ Ion\n'));
    expect(orders(r, 'Italy')).toEqual(['A VEN - TYR', 'A ROM - VEN', 'F NAP - ION']);
  });

  it('000 D.III(1)a: a list numbered "i.", "ii.", "iii.", "iv)" (only "i." was read)', async () => {
    const r = await read(mail('ivan@example.ru', 'Russia', 'i. F StP/sc - BoT\nii. A Mos - Ukr\niii. A War - Gal\niv) F Sev - Bla\n'));
    expect(orders(r, 'Russia')).toEqual(['F STP/SC - BOT', 'A MOS - UKR', 'A WAR - GAL', 'F SEV - BLA']);
  });

  it('000 D.III(1)a: builds joined by "+" (the line was one illegal order)', async () => {
    const r = await read(mail('mehmet@example.com.tr', 'Turkey builds', 'Builds: F Smyrna + A Constantinople\n'), { position: 'winter' });
    expect(orders(r, 'Turkey')).toEqual(['BUILD F SMY', 'BUILD A CON']);
    const m = await read(mail('ivan@example.ru', 'Russia', 'A Mos - Ukr + A War - Gal\n'));
    expect(orders(m, 'Russia')).toEqual(['A MOS - UKR', 'A WAR - GAL']);
  });
});

describe('000 D.III(3): the text the player sent, whatever wraps it', () => {
  it('000 D.III(3): a PGP clear-signed mail reads its dash-escaped lines as signed ("- - F Lon - Nth" is "- F Lon - Nth"); armour and signature are not read', async () => {
    const body = '-----BEGIN PGP SIGNED MESSAGE-----\nHash: SHA256\n\n- - F Lon - Nth\n- - F Edi - Nwg\n- - A Lvp - Yor\n-----BEGIN PGP SIGNATURE-----\n\niHUEARYIAB0WIQTz3cJ5b0dW2Sx7\n=Kf3d\n-----END PGP SIGNATURE-----\n';
    const r = await read(mail('tom@example.co.uk', 'England', body));
    expect(orders(r, 'England')).toEqual(['F LON - NTH', 'F EDI - NWG', 'A LVP - YOR']);
    expect(verdictOf(r, 'iHUEARYIAB0WIQTz3cJ5b0dW2Sx7')!.reason).toBe('PGP signature');
  });

  it('000 D.III(3): the player forwards the bounce of their own orders: the orders are theirs, forwarded by the player (they were refused as "a mail from Mail Delivery Subsystem")', async () => {
    const body = 'My orders bounced, here they are.\n\n---------- Forwarded message ---------\nFrom: Mail Delivery Subsystem <mailer-daemon@googlemail.com>\nDate: Sun, 29 Nov 2026 at 11:10\nSubject: Delivery Status Notification (Failure)\nTo: <tom@example.co.uk>\n\nAddress not found\n\n---------- Forwarded message ----------\nFrom: Tom Bell <tom@example.co.uk>\nTo: gm@old.example\nDate: Sun, 29 Nov 2026 11:10:02 +0000\nSubject: England S1901\n\nF Lon - Nth\nF Edi - Nwg\nA Lvp - Yor\n';
    const r = await read(mail('tom@example.co.uk', 'Fwd: Delivery Status Notification (Failure)', body));
    expect(orders(r, 'England')).toEqual(['F LON - NTH', 'F EDI - NWG', 'A LVP - YOR']);
    expect(r.sets[0]?.forwarded?.byPlayer).toBe(true);
  });

  it('000 D.II(3): a bounce forwarded by a player that carries another player\'s mail is still not their set', async () => {
    const body = '---------- Forwarded message ---------\nFrom: MAILER-DAEMON@mail.example.de\nSubject: Undelivered Mail Returned to Sender\n\n---------- Forwarded message ----------\nFrom: Marie Dubois <marie@example.fr>\nSubject: France S1901\n\nF Bre - Mao\nA Par - Bur\n';
    const r = await read(mail('tom@example.co.uk', 'Fwd: Undelivered Mail', body));
    expect(orders(r, 'England')).toEqual([]);
    expect(orders(r, 'France')).toEqual([]);
  });

  it('000 D.III(3): answers written under the GM\'s quoted units ("> F Bre" / "Mao") are the orders (the mail gave none)', async () => {
    const body = 'On Sat, 28 Nov 2026 at 09:00, GM <gm@dipgame.example> wrote:\n> Your units:\n> F Bre\nMao\n> A Par\nBur\n> A Mar\nS A Par - Bur\n';
    const r = await read(mail('marie@example.fr', 'Re: your units', body));
    expect(orders(r, 'France')).toEqual(['F BRE - MAO', 'A PAR - BUR', 'A MAR S A PAR - BUR']);
  });

  it('000 D.III(3): a quoted unit with an order of its own under it is not joined ("> F Bre" / "A Par - Bur")', async () => {
    const body = 'On Sat, 28 Nov 2026 at 09:00, GM <gm@dipgame.example> wrote:\n> F Bre\nA Par - Bur\n';
    const r = await read(mail('marie@example.fr', 'Re: your units', body));
    expect(orders(r, 'France')).toEqual(['A PAR - BUR']);
  });

  it('000 D.III(3): words struck through in Markdown are taken back: "~~A Par - Pic~~" alone is no order (it was accepted as A PAR - PIC)', async () => {
    const r = await read(mail('marie@example.fr', 'France', '~~A Par - Pic~~\n~~A Mar - Spa~~ A Mar - Bur\nF Bre - Mao\n'));
    expect(orders(r, 'France')).toEqual(['A MAR - BUR', 'F BRE - MAO']);
    expect(verdictOf(r, '~~A Par - Pic~~')!.kind).toBe('not-an-order');
    expect(notes(r).map((w) => w.text)).toContain('1 line of this mail holds words struck through (~~…~~): read without them, as taken back');
  });
});
