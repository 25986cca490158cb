// Wrong readings found by the second unseen-mail trial on mail as programs write it byte for
// byte, corpus mails 1200-1249 and evenings 19-20 (issue 13): header blocks with headers the
// reader did not know, GMX's quote block that opens with its date, a player's own mail attached
// as a message, ISO-2022-JP and full-width letters, text files a client labelled as something
// else (a spreadsheet's .csv, a Markdown table, Notepad's UTF-16), and phone footers in more
// languages. Each test is one way a mail was read wrong or silently, and fails if that reading
// comes back.
import { describe, expect, it } from 'vitest';
import { formatOrder } from '../../../../core/diplomacy/intake/index';
import { read } from './helpers';

type Result = Awaited<ReturnType<typeof read>>;
const orders = (r: Result, power: string) => (r.orders[power] ?? []).map(formatOrder);
const notes = (r: Result) => r.messages.flatMap((m) => m.warnings.map((w) => w.text));
const crlf = (s: string) => s.replace(/\n/g, '\r\n');
const bytes = (s: string) => new TextEncoder().encode(crlf(s));
const b64 = (s: Uint8Array | string) => Buffer.from(s).toString('base64');

describe('000 D.III(3)a: a header block runs to its blank line, whatever headers it holds', () => {
  it('000 D.III(3)a: Outlook 365\'s Thread-Index and Accept-Language between Subject: and Content-Type: no longer end the headers (the base64 body was read as raw text: no set)', async () => {
    const mail = `From: Tom Bell <tom@example.co.uk>\nTo: gm@dipgame.example\nSubject: England S1901\nThread-Topic: England S1901\nThread-Index: AdrC3m1kP0tqQ2hGS8uNq3ZxYk2Lbg==\nDate: Sun, 29 Nov 2026 13:40:02 +0000\nAccept-Language: en-GB, en-US\nX-MS-Has-Attach:\nContent-Type: text/plain; charset="utf-8"\nContent-Transfer-Encoding: base64\nMIME-Version: 1.0\n\n${b64('F Lon – Nth\nF Edi – Nwg\nA Lvp – Yor\n')}\n`;
    for (const input of [mail, bytes(mail)]) {
      const r = await read(input);
      expect(orders(r, 'England')).toEqual(['F LON - NTH', 'F EDI - NWG', 'A LVP - YOR']);
      expect(r.verdicts.filter((v) => v.kind === 'ambiguous')).toEqual([]);
    }
  });

  it('000 D.VII(1): Gmail\'s "Download original" (ARC, DKIM and Authentication-Results headers, folded, above From:) is one mail, timed by its topmost Received:', async () => {
    const mail = `Delivered-To: gm@dipgame.example\nReceived: by 2002:a05:7300:5c4e with SMTP id n14csp1234567dyb;\n        Sun, 29 Nov 2026 05:02:12 -0800 (PST)\nARC-Seal: i=1; a=rsa-sha256; t=1764424932; cv=none;\n        d=google.com; s=arc-20240605;\nARC-Authentication-Results: i=1; mx.google.com;\n       dkim=pass header.i=@example.fr;\nReceived-SPF: pass (google.com: domain of marie@example.fr designates 209.85.220.41 as permitted sender)\nDKIM-Signature: v=1; a=rsa-sha256; c=relaxed/relaxed;\n        d=example.fr; s=20230601;\nFrom: Marie Dupont <marie@example.fr>\nDate: Sun, 29 Nov 2026 14:02:11 +0100\nSubject: Ordres France S1901\nTo: gm@dipgame.example\nContent-Type: text/plain; charset="UTF-8"\n\nF Bre - Mao\nA Par - Bur\nA Mar S A Par - Bur\n`;
    const r = await read(mail);
    expect(r.messages.length).toBe(1);
    expect(r.messages[0]!.power).toBe('France');
    expect(r.messages[0]!.time).toBe('2026-11-29T13:02:12.000Z');
    expect(orders(r, 'France')).toEqual(['F BRE - MAO', 'A PAR - BUR', 'A MAR S A PAR - BUR']);
    expect(notes(r).filter((n) => /another turn|which power/.test(n))).toEqual([]);
  });

  it('000 D.III(3)a: a pasted body line with a colon right under Subject: ("Orders:", "England: …") still starts the body', async () => {
    const r = await read('From: tom@example.co.uk\nTo: gm@dipgame.example\nSubject: England S1901\nOrders:\nF Lon - Nth\nEngland: F Edi - Nwg\n');
    expect(orders(r, 'England')).toEqual(['F LON - NTH', 'F EDI - NWG']);
  });
});

describe('000 D.III(3)a: a quoted original is no set of the player, however the client heads it', () => {
  it('000 D.III(3)a: GMX\'s "Gesendet: / Von: / An: / Betreff:" block (the date first, no ">") hides the GM\'s example orders under it (they replaced the player\'s own, with no flag)', async () => {
    const r = await read('From: karl@example.de\nTo: gm@dipgame.example\nSubject: Aw: Deadline\n\nA Mun - Bur\nF Kie - Den\nA Ber - Kie\n\nGruß Karl\n\n\nGesendet: Samstag, 28. November 2026 um 18:02 Uhr\nVon: "GM" <gm@dipgame.example>\nAn: players@dipgame.example\nBetreff: Deadline\nBeispiel:\nA Mun - Ruh\nF Kie - Hol\n');
    expect(orders(r, 'Germany')).toEqual(['A MUN - BUR', 'F KIE - DEN', 'A BER - KIE']);
    expect(r.verdicts.find((v) => v.text === 'A Mun - Ruh')?.reason).toContain('quoted original message');
  });

  it('000 D.III(3)a: a "Datum:" line alone among the player\'s text opens no quoted block (a From: field is needed too)', async () => {
    const r = await read('From: karl@example.de\nTo: gm@dipgame.example\nSubject: Germany S1901\n\nA Mun - Bur\n\nDatum: Sonntag\nAn: dich\nBetreff: Plan\nF Kie - Den\n');
    expect(orders(r, 'Germany')).toEqual(['A MUN - BUR', 'F KIE - DEN']);
  });
});

describe('000 D.VII(1): a player\'s own mail attached to a new one is theirs, received now, and said to be forwarded', () => {
  const attached = (inner: string) => `From: Karl Schmidt <karl@example.de>\nTo: gm@dipgame.example\nSubject: Fwd: Germany S1901\nDate: Sun, 29 Nov 2026 18:40:00 +0100\nMIME-Version: 1.0\nContent-Type: multipart/mixed; boundary="m"\n\n--m\nContent-Type: text/plain; charset=UTF-8\n\nHere is my mail of this morning again.\n\n--m\nContent-Type: message/rfc822\nContent-Disposition: attachment; filename="Germany.eml"\n\n${inner}\n--m--\n`;
  const own = 'From: Karl Schmidt <karl@example.de>\nTo: gm@dipgame.example\nSubject: Germany S1901\nDate: Sun, 29 Nov 2026 09:15:00 +0100\n\nA Mun - Bur\nF Kie - Den\nA Ber - Kie\n';

  it('000 D.VII(1): the set\'s time is the mail the GM received now (it was the attached mail\'s own Date:), and the set is marked forwarded by the player', async () => {
    const r = await read(attached(own));
    expect(orders(r, 'Germany')).toEqual(['A MUN - BUR', 'F KIE - DEN', 'A BER - KIE']);
    expect(r.sets[0]!.clock?.ms).toBe(Date.parse('2026-11-29T17:40:00Z'));
    expect(r.sets[0]!.forwarded?.byPlayer).toBe(true);
    expect(notes(r).some((n) => n.startsWith('forwarded by the player as an attached mail'))).toBe(true);
  });

  it('000 D.II(3): another player\'s mail attached is still no set of theirs, and not called forwarded by the player', async () => {
    const r = await read(attached(own.replace(/karl@example\.de/g, 'franz@example.at').replace('Germany S1901', 'Austria S1901')));
    expect(r.sets.some((s) => s.forwarded?.byPlayer)).toBe(false);
  });
});

describe('000 D.III(3)a: a set in a charset or width the GM reads plainly is read', () => {
  it('000 D.III(3)a: ISO-2022-JP (7-bit with escapes) is decoded: the Japanese reads as Japanese, not "$B%$%s"', async () => {
    const jis = '\x1b$B%$%o%s\x1b(B'; // イワン
    const r = await read(`From: ivan@example.ru\nTo: gm@dipgame.example\nSubject: Russia\nMIME-Version: 1.0\nContent-Type: text/plain; charset=ISO-2022-JP\nContent-Transfer-Encoding: 7bit\n\nA Mos - Ukr\n${jis}\n`);
    expect(r.verdicts.map((v) => v.text)).toContain('イワン');
    expect(orders(r, 'Russia')).toEqual(['A MOS - UKR']);
  });

  it('000 D.III(3)a: full-width letters, spaces and solidus from a Japanese input method ("Ｆ　ＳｔＰ／ｓｃ　−　Ｂｏｔ") read as the plain order', async () => {
    const r = await read('From: ivan@example.ru\nTo: gm@dipgame.example\nSubject: Russia\n\nＦ　ＳｔＰ／ｓｃ　−　Ｂｏｔ\nＡ　Ｍｏｓ　－　Ｕｋｒ\n');
    expect(orders(r, 'Russia')).toEqual(['F STP/SC - BOT', 'A MOS - UKR']);
  });
});

describe('000 D.III(3)a: a text file attached is read, whatever type the client gave it', () => {
  const withFile = (type: string, name: string, body: Uint8Array | string, power = 'Turkey', from = 'mehmet@example.com.tr') =>
    `From: ${from}\nTo: gm@dipgame.example\nSubject: ${power} orders\nMIME-Version: 1.0\nContent-Type: multipart/mixed; boundary="f"\n\n--f\nContent-Type: text/plain; charset=utf-8\n\nOrders attached.\n\n--f\nContent-Type: ${type}; name="${name}"\nContent-Disposition: attachment; filename="${name}"\nContent-Transfer-Encoding: base64\n\n${b64(body)}\n--f--\n`;

  it('000 D.III(3)a: a spreadsheet\'s orders.csv (text/csv): its rows are orders, its heading row none (the mail said it "cannot open" the file)', async () => {
    const r = await read(withFile('text/csv', 'orders.csv', 'Unit,Order,Destination\r\nF Ank,Move,Bla\r\n"A Con","Move","Bul"\r\nA Smy,Hold,\r\n'));
    expect(orders(r, 'Turkey')).toEqual(['F ANK - BLA', 'A CON - BUL', 'A SMY H']);
    expect(notes(r).filter((n) => n.includes('cannot open'))).toEqual([]);
  });

  it('000 D.III(3)a: French Excel\'s ordres.csv (application/vnd.ms-excel, ";" between cells, windows-1252, no label): "A;Construire;Paris" is a build, and the charset guess is said', async () => {
    const cp1252 = new Uint8Array([...'Unit\xe9;Ordre;Province\r\nA;Construire;Paris\r\nF;Construire;Brest\r\n'].map((c) => c.charCodeAt(0)));
    const r = await read(withFile('application/vnd.ms-excel', 'ordres.csv', cp1252, 'France', 'marie@example.fr'), { position: 'winter' });
    expect(orders(r, 'France')).toEqual(['BUILD A PAR', 'BUILD F BRE']);
    expect(notes(r).some((n) => n.includes('read as windows-1252'))).toBe(true);
  });

  it('000 D.III(3)a: a Markdown orders.md (text/markdown) is read as text', async () => {
    const r = await read(withFile('text/markdown', 'orders.md', '| Unit | Order | Target |\n|---|---|---|\n| F Ank | move | Bla |\n| A Con | move | Bul |\n'));
    expect(orders(r, 'Turkey')).toEqual(['F ANK - BLA', 'A CON - BUL']);
  });

  it('000 D.III(3)a: Notepad\'s "Unicode" orders.txt (UTF-16 with a byte-order mark, no charset) is read by its mark, little- and big-endian', async () => {
    const text = 'F Ank - Bla\r\nA Con - Bul\r\n';
    const le = new Uint8Array([0xff, 0xfe, ...[...text].flatMap((c) => [c.charCodeAt(0), 0])]);
    const be = new Uint8Array([0xfe, 0xff, ...[...text].flatMap((c) => [0, c.charCodeAt(0)])]);
    for (const file of [le, be]) {
      const r = await read(withFile('text/plain', 'orders.txt', file));
      expect(orders(r, 'Turkey')).toEqual(['F ANK - BLA', 'A CON - BUL']);
      expect(notes(r).filter((n) => n.includes('lost in decoding'))).toEqual([]);
    }
  });

  it('000 D.III(3)a: a spreadsheet file the reader cannot read as text (orders.xlsx) is still named as unread', async () => {
    const r = await read(withFile('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'orders.xlsx', 'PK\x03\x04'));
    expect(notes(r).some((n) => n.includes('"orders.xlsx" (a spreadsheet), which the reader cannot open'))).toBe(true);
  });
});

describe('000 D.X(2): a phone\'s footer is no part of the press above it', () => {
  for (const footer of ['Verstuurd vanaf mijn iPhone', 'Enviado do meu Galaxy', 'Wysłane z mojego iPhone’a', 'Отправлено с iPhone', 'iPhone’umdan gönderildi', 'iPhoneから送信', 'Skickat från min iPhone']) {
    it(`000 D.X(2): "${footer}" under anonymous press is not published with it (its language names the author)`, async () => {
      const r = await read(`From: ivan@example.ru\nTo: gm@dipgame.example\nSubject: Russia S1901\n\nA Mos - Ukr\n\nAnonymous press:\nThe bear sleeps.\n\n${footer}\n`);
      const press = r.messages.flatMap((m) => m.press);
      expect(press.length).toBe(1);
      expect(press[0]!.message).not.toContain(footer.slice(0, 6));
      expect(r.verdicts.find((v) => v.text === footer)?.reason).toBe('mail footer');
    });
  }
});
