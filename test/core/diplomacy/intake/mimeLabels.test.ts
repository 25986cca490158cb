// MIME shapes that read wrong without a word before (issue #13 items 1, 5): a body labelled
// UTF-8 whose bytes are windows-1252, and orders sent as an attached text file. Each is read and
// the mail says what was done, so the GM can check it.
import { describe, expect, it } from 'vitest';
import { formatOrder } from '../../../../core/diplomacy/intake/index';
import { checkInvariants, read } from './helpers';
import { decodeMail } from '../../../../core/diplomacy/intake/decode';

const HEAD = 'From: Tom Bell <tom@example.co.uk>\r\nTo: gm@dipgame.example\r\nDate: Mon, 03 Mar 2025 10:00:00 +0000\r\nSubject: England S1901M\r\nMIME-Version: 1.0\r\n';
const latin = (s: string) => Uint8Array.from([...s].map((c) => c.charCodeAt(0)));
const notes = (r: Awaited<ReturnType<typeof read>>) => r.messages.flatMap((m) => m.warnings.map((w) => w.text));

describe('a body labelled UTF-8 whose bytes are windows-1252', () => {
  it('8-bit: read as windows-1252 (the en dash 0x96 stays a dash), and the mail says the label was wrong', async () => {
    const bytes = latin(`${HEAD}Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: 8bit\r\n\r\nF Lon \x96 Nth\r\nF Edi \x96 Nwg\r\n`);
    const r = await read(bytes);
    expect(checkInvariants((await decodeMail(bytes)).raw, r)).toBeUndefined();
    expect((r.orders.England ?? []).map(formatOrder)).toEqual(['F LON - NTH', 'F EDI - NWG']);
    expect(notes(r).some((n) => n.includes('not valid UTF-8: read as windows-1252'))).toBe(true);
  });

  it('quoted-printable (=96 under a UTF-8 label): the same', async () => {
    const r = await read(`${HEAD}Content-Type: text/plain; charset="UTF-8"\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\nF Lon =96 Nth\r\nA Lvp =96 Yor\r\n`);
    expect((r.orders.England ?? []).map(formatOrder)).toEqual(['F LON - NTH', 'A LVP - YOR']);
    expect(notes(r).some((n) => n.includes('not valid UTF-8'))).toBe(true);
  });

  it('real UTF-8 under a UTF-8 label is read as it is, with no note', async () => {
    const r = await read(`${HEAD}Content-Type: text/plain; charset="UTF-8"\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\nF Lon =E2=80=93 Nth\r\n`);
    expect((r.orders.England ?? []).map(formatOrder)).toEqual(['F LON - NTH']);
    expect(notes(r).some((n) => n.includes('not valid UTF-8'))).toBe(false);
  });
});

describe('orders in an attached text file', () => {
  const mail = (attachment: string, type = 'text/plain') => `${HEAD}Content-Type: multipart/mixed; boundary="b1"\r\n\r\n--b1\r\nContent-Type: text/plain\r\n\r\nOrders attached.\r\nTom\r\n\r\n--b1\r\nContent-Type: ${type}; name="orders.txt"\r\nContent-Disposition: attachment; filename="orders.txt"\r\nContent-Transfer-Encoding: base64\r\n\r\n${btoa(attachment)}\r\n--b1--\r\n`;

  it('are read, and the mail names the file they came from', async () => {
    const paste = mail('F Lon - Nth\r\nF Edi - Nwg\r\nA Lvp - Yor\r\n');
    const r = await read(paste);
    expect(checkInvariants(paste, r)).toBeUndefined();
    expect((r.orders.England ?? []).map(formatOrder)).toEqual(['F LON - NTH', 'F EDI - NWG', 'A LVP - YOR']);
    expect(notes(r)).toContain('the attached text file "orders.txt" is read as part of this mail');
  });

  it('an attachment of another type (a calendar invite) is not read', async () => {
    const r = await read(mail('DESCRIPTION:F Lon - Nth\r\n', 'text/calendar'));
    expect(r.orders.England ?? []).toEqual([]);
    expect(notes(r).some((n) => n.includes('attached text file'))).toBe(false);
  });
});

describe('a character lost before the reader saw it', () => {
  it('a pasted line holding U+FFFD (a dash the mail client could not decode) is not passed over: the mail says how many lines lost a character', async () => {
    const r = await read(`From: Tom Bell <tom@example.co.uk>\nTo: gm@dipgame.example\nSubject: England S1901M\n\nF Lon \ufffd Nth\nF Edi \ufffd Nwg\nA Lvp - Yor\n`);
    expect(notes(r).some((n) => n.startsWith("2 lines of this mail hold '\ufffd'"))).toBe(true);
    expect((r.orders.England ?? []).map(formatOrder)).toEqual(['A LVP - YOR']);
  });

  it('a mail without one says nothing of it', async () => {
    const r = await read(`From: Tom Bell <tom@example.co.uk>\nTo: gm@dipgame.example\nSubject: England S1901M\n\nF Lon - Nth\n`);
    expect(notes(r).some((n) => n.includes('lost in decoding'))).toBe(false);
  });
});
