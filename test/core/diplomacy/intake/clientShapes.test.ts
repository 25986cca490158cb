// Replies and forwards as mail clients write them (issue #13 item 2): a player's own forwarded
// orders are read and the set says so; a quote of older orders under new ones is history, each
// line saying why; someone else's forwarded mail is not read as the sender's orders; sign-offs in
// five languages are signatures; mails pasted back to back with no blank line are split.
import { describe, expect, it } from 'vitest';
import { formatOrder } from '../../../../core/diplomacy/intake/index';
import { isForwardMarker, isOriginalMarker, isReplyHeader, isSplitReplyHeader, quotedField, isClientFooter, isForwardSubject } from '../../../../core/diplomacy/intake/clientShapes';
import { checkInvariants, GM, read } from './helpers';

const ORDERS = 'F Lon - Nth\nF Edi - Nwg\nA Lvp - Yor';
const ENGLAND = ['F LON - NTH', 'F EDI - NWG', 'A LVP - YOR'];
const head = (subject: string, date = 'Mon, 03 Mar 2025 10:00:00 +0000', from = 'Tom Bell <tom@example.co.uk>') => `From: ${from}\nTo: ${GM}\nDate: ${date}\nSubject: ${subject}\n`;
async function readOk(paste: string) {
  const r = (await read(paste));
  expect(checkInvariants(paste, r)).toBeUndefined();
  return r;
}
const verdictOf = (r: Awaited<ReturnType<typeof read>>, text: string) => {
  const v = r.verdicts.find((x) => x.text.trim() === text);
  if (!v) throw new Error(`no verdict for "${text}"`);
  return v;
};

describe('client shapes: the words each client writes', () => {
  it('forward markers of Gmail, Outlook, Apple Mail, Thunderbird, Yahoo and Proton in five languages', async () => {
    for (const m of ['---------- Forwarded message ---------', '---------- Message transféré ---------', '---------- Weitergeleitete Nachricht ---------', '---------- Mensaje reenviado ---------',
      '---------- Messaggio inoltrato ---------', 'Begin forwarded message:', 'Début du message réexpédié :', 'Anfang der weitergeleiteten Nachricht:', 'Inicio del mensaje reenviado:', 'Inizio messaggio inoltrato:',
      '-------- Forwarded Message --------', '-------- Message transféré --------', '----- Forwarded Message -----', '------- Forwarded Message -------']) expect(isForwardMarker(m), m).toBe(true);
    expect(isForwardMarker('A Par - Bur')).toBe(false);
    expect(isForwardMarker('I forwarded message to Germany')).toBe(false);
  });

  it('quoted-original separators', async () => {
    for (const m of ['-----Original Message-----', '-----Message d\'origine-----', '-----Ursprüngliche Nachricht-----', '-----Mensaje original-----', '-----Messaggio originale-----', '------- Original Message -------', '________________________________']) expect(isOriginalMarker(m), m).toBe(true);
    expect(isOriginalMarker('-- ')).toBe(false);
  });

  it('reply headers in five languages, on one line or wrapped over two', async () => {
    for (const h of ['On Sun, 2 Mar 2025 at 18:00, GM <gm@dipgame.example> wrote:', 'Le dim. 2 mars 2025 à 18:00, GM <gm@dipgame.example> a écrit :', 'Am So., 2. März 2025 um 18:00 Uhr schrieb GM <gm@dipgame.example>:',
      'El dom, 2 mar 2025 a las 18:00, GM (<gm@dipgame.example>) escribió:', 'Il giorno dom 2 mar 2025 alle ore 18:00 GM <gm@dipgame.example> ha scritto:', 'Il 02/03/25 18:00, GM ha scritto:', 'GM <gm@dipgame.example> wrote:']) expect(isReplyHeader(h), h).toBe(true);
    expect(isReplyHeader('On Tuesday I will move to Bur:')).toBe(false);
    expect(isSplitReplyHeader('On Sun, 2 Mar 2025 at 18:00, GM <', 'gm@dipgame.example> wrote:')).toBe(true);
    expect(isSplitReplyHeader('Il giorno dom 2 mar 2025 alle ore 18:00 GM <gm@dipgame.example> ha', 'scritto:')).toBe(true);
    expect(isSplitReplyHeader('A Par - Bur', 'Builds:')).toBe(false);
  });

  it('header fields as clients write them over an earlier mail', async () => {
    expect(quotedField('De : Marie <marie@example.fr>')).toEqual({ field: 'from', value: 'Marie <marie@example.fr>' });
    expect(quotedField('Envoyé : dimanche 2 mars 2025 21:00')?.field).toBe('date');
    expect(quotedField('Gesendet: Sonntag, 2. März 2025 21:00')?.field).toBe('date');
    expect(quotedField('Enviado el: domingo, 2 de marzo de 2025 21:00')?.field).toBe('date');
    expect(quotedField('> Oggetto: Ordini')?.field).toBe('subject');
    expect(quotedField('Subject: \tEngland')?.field).toBe('subject');
    expect(quotedField('A Par - Bur')).toBeUndefined();
  });

  it('footers and forward subjects', async () => {
    for (const f of ['Sent from my iPhone', 'Envoyé de mon iPhone', 'Von meinem iPhone gesendet', 'Enviado desde mi iPhone', 'Inviato da iPhone', 'Sent with Proton Mail secure email.', 'Get Outlook for iOS', 'Sent from Yahoo Mail on Android']) expect(isClientFooter(f), f).toBe(true);
    for (const s of ['Fwd: orders', 'FW: orders', 'TR: ordres', 'WG: Befehle', 'RV: órdenes', 'I: ordini']) expect(isForwardSubject(s), s).toBe(true);
    for (const s of ['Re: orders', 'AW: Befehle', 'R: ordini', 'Italy orders']) expect(isForwardSubject(s), s).toBe(false);
  });
});

describe('a player forwarding their own orders', () => {
  it('Gmail forward with no blank line under its header block: the orders are read, the set says "forwarded by the player"', async () => {
    const paste = `${head('Fwd: England S1901M')}\nResending.\n\n---------- Forwarded message ---------\nFrom: Tom Bell <tom@example.co.uk>\nDate: Sun, Mar 2, 2025 at 9:00 PM\nSubject: England S1901M\nTo: <${GM}>\n${ORDERS}\n`;
    const r = await readOk(paste);
    expect((r.orders.England ?? []).map(formatOrder)).toEqual(ENGLAND);
    expect(r.sets[0]!.forwarded).toMatchObject({ byPlayer: true, date: 'Sun, Mar 2, 2025 at 9:00 PM' });
    expect(r.messages[0]!.warnings.map((w) => w.text).join('\n')).toContain('forwarded by the player');
    expect(verdictOf(r, 'F Lon - Nth').kind).toBe('accepted');
  });

  it('Apple Mail "Begin forwarded message:" with a ">"-quoted body, under "Sent from my iPhone"', async () => {
    const body = ORDERS.split('\n').map((l) => `> ${l}`).join('\n');
    const paste = `${head('Fwd: England S1901M')}\nSee below\n\nSent from my iPhone\n\nBegin forwarded message:\n\n> From: Tom Bell <tom@example.co.uk>\n> Date: 2 March 2025 at 21:00:00 GMT\n> To: ${GM}\n> Subject: England S1901M\n> \n${body}\n> \n> Cheers,\n> Tom\n`;
    const r = await readOk(paste);
    expect((r.orders.England ?? []).map(formatOrder)).toEqual(ENGLAND);
    expect(verdictOf(r, '> Cheers,').reason).toBe('signature');
    expect(r.sets[0]!.forwarded?.byPlayer).toBe(true);
  });

  it('Outlook forward ("WG:", underscores, Von:/Gesendet:/An:/Betreff:) is read; an Outlook reply ("AW:") of the same shape is not', async () => {
    const block = `________________________________\nVon: Tom Bell <tom@example.co.uk>\nGesendet: Sonntag, 2. März 2025 21:00\nAn: ${GM}\nBetreff: England S1901M\n\n${ORDERS}\n`;
    const fwd = await readOk(`${head('WG: England S1901M')}\n${block}`);
    expect((fwd.orders.England ?? []).map(formatOrder)).toEqual(ENGLAND);
    const reply = await readOk(`${head('AW: England S1901M')}\nF Lon - Eng\n\n${block}`);
    expect((reply.orders.England ?? []).map(formatOrder)).toEqual(['F LON - ENG']);
    expect(verdictOf(reply, 'F Edi - Nwg').reason).toBe('quoted original message: an earlier order, not read');
  });

  it('new orders above a forward of the old ones: the new ones are used, each forwarded line says why', async () => {
    const paste = `${head('Fwd: England S1901M')}\nF Lon - Eng\nF Edi - Nth\nA Lvp - Wal\n\n-------- Forwarded Message --------\nSubject: \tEngland S1901M\nDate: \tSun, 2 Mar 2025 21:00:00 +0000\nFrom: \tTom Bell <tom@example.co.uk>\nTo: \t${GM}\n\n\n${ORDERS}\n`;
    const r = await readOk(paste);
    expect((r.orders.England ?? []).map(formatOrder)).toEqual(['F LON - ENG', 'F EDI - NTH', 'A LVP - WAL']);
    expect(verdictOf(r, 'F Lon - Nth').reason).toBe('forwarded earlier mail (the orders above it are used): an earlier order, not read');
    expect(r.sets[0]!.forwarded).toBeUndefined();
  });

  it('a forwarded mail from another player is not read as the sender\'s orders, and the mail says so', async () => {
    const paste = `${head('Fwd: look at this')}\n---------- Forwarded message ---------\nFrom: Karl Weber <karl@example.de>\nDate: Sun, Mar 2, 2025 at 9:00 PM\nSubject: plans\nTo: Tom Bell <tom@example.co.uk>\n\nA Mun - Ruh\nF Kie - Den\n`;
    const r = await readOk(paste);
    expect(r.orders).toEqual({});
    expect(verdictOf(r, 'A Mun - Ruh').kind).toBe('not-an-order');
    expect(r.messages[0]!.warnings.map((w) => w.text).join('\n')).toContain('who is not the sender');
  });

  it('a forwarded GM mail with no orders in it is history, with no note about orders', async () => {
    const paste = `${head('Fwd: deadline')}\n---------- Forwarded message ---------\nFrom: GM <${GM}>\nDate: Sun, Mar 2, 2025 at 6:00 PM\nSubject: deadline\nTo: Tom Bell <tom@example.co.uk>\n\nOrders are due Tuesday.\n`;
    const r = await readOk(paste);
    expect(r.messages[0]!.warnings.map((w) => w.text).join('\n')).not.toContain('order line');
    expect(verdictOf(r, 'Orders are due Tuesday.').reason).toContain("not the sender's own");
  });

  it('another address of the same player counts as the player (the game\'s address list)', async () => {
    const paste = `${head('Fwd: France', undefined, 'Marie <marie@example.fr>')}\n---------- Forwarded message ---------\nFrom: M. D. <marie@example.fr>\nDate: Sun, Mar 2, 2025 at 9:00 PM\nSubject: France\nTo: ${GM}\n\nA Par - Bur\n`;
    expect((await readOk(paste)).sets[0]!.forwarded?.byPlayer).toBe(true);
  });
});

describe('quoted history under new orders', () => {
  it('Yahoo: the original under "On … wrote:" is not ">"-quoted; it is history all the same', async () => {
    const paste = `${head('Re: England S1901M')}\n${ORDERS}\n\nSent from Yahoo Mail on Android\n\n  On Sunday, 2 March 2025 at 18:00:00 GMT, GM <${GM}> wrote:\n\n Orders are due Tuesday.\nF Lon - Eng\n`;
    const r = await readOk(paste);
    expect((r.orders.England ?? []).map(formatOrder)).toEqual(ENGLAND);
    expect(verdictOf(r, 'F Lon - Eng').reason).toContain('an earlier order, not read');
  });

  it('a player\'s own "As Karl wrote:" (no date) does not hide the orders under it', async () => {
    const r = await readOk(`${head('England S1901M')}\nAs Karl wrote:\n${ORDERS}\n`);
    expect((r.orders.England ?? []).map(formatOrder)).toEqual(ENGLAND);
  });

  it('a reply that only quotes orders gives none, and says so (never silent)', async () => {
    const paste = `${head('Re: England S1901M')}\nSame as before please.\n\nOn Sun, 2 Mar 2025 at 18:00, Tom Bell <tom@example.co.uk> wrote:\n> ${ORDERS.split('\n').join('\n> ')}\n`;
    const r = await readOk(paste);
    expect(r.orders).toEqual({});
    expect(r.messages[0]!.warnings.map((w) => w.text).join('\n')).toContain('the only orders in this mail are in quoted or forwarded history (3 lines)');
  });

  it('Outlook\'s "From:/Sent:/To:/Subject:" block after a blank line is the quoted original, not a second mail', async () => {
    const paste = `${head('RE: England S1901M')}\n${ORDERS}\n\nFrom: GM <${GM}>\nSent: Sunday, March 2, 2025 6:00 PM\nTo: Tom Bell <tom@example.co.uk>\nSubject: England S1901M\n\nF Lon - Eng\n`;
    const r = await readOk(paste);
    expect(r.messages).toHaveLength(1);
    expect((r.orders.England ?? []).map(formatOrder)).toEqual(ENGLAND);
  });
});

describe('Outlook\'s quoted block right under the text (its HTML rule leaves no blank line)', () => {
  it('From:/Sent:/To:/Subject: right under the sign-off is the quoted original', async () => {
    const paste = `${head('RE: England S1901M')}\nF Lon - Eng\nTom\nFrom: Tom Bell <tom@example.co.uk>\nSent: Sunday, March 2, 2025 9:00 PM\nTo: GM <${GM}>\nSubject: England S1901M\n\n${ORDERS}\n`;
    const r = await readOk(paste);
    expect((r.orders.England ?? []).map(formatOrder)).toEqual(['F LON - ENG']);
  });

  it('but three fields without a Subject, right under the text, are not enough', async () => {
    const r = await readOk(`${head('England S1901M')}\nF Lon - Eng\nDe : moi\nEnvoyé : hier\nÀ : toi\nF Edi - Nth\n`);
    expect(r.messages).toHaveLength(1);
    expect((r.orders.England ?? []).map(formatOrder)).toEqual(['F LON - ENG', 'F EDI - NTH']);
  });
});

describe('mails pasted back to back', () => {
  it('a From:/Date: block right under a body line starts a new message', async () => {
    const paste = `${head('England S1901M')}\n${ORDERS}\n${head('Germany S1901M', 'Mon, 03 Mar 2025 11:00:00 +0000', 'Karl Weber <karl@example.de>')}\nA Mun - Ruh\n`;
    const r = await readOk(paste);
    expect(r.messages).toHaveLength(2);
    expect((r.orders.England ?? []).map(formatOrder)).toEqual(ENGLAND);
    expect((r.orders.Germany ?? []).map(formatOrder)).toEqual(['A MUN - RUH']);
  });

  it('Outlook reading-pane copies ("From:/Sent:/To:/Subject:") one under the other are two mails, each with its power (not a quoted original)', async () => {
    const paste = `From: Tom Bell <tom@example.co.uk>\nSent: Monday, March 3, 2025 10:00 AM\nTo: ${GM}\nSubject: England S1901M\n\n${ORDERS}\nFrom: Karl Weber <karl@example.de>\nSent: Monday, March 3, 2025 11:00 AM\nTo: ${GM}\nSubject: Germany S1901M\n\nA Mun - Ruh\n`;
    const r = await readOk(paste);
    expect(r.messages).toHaveLength(2);
    expect((r.orders.England ?? []).map(formatOrder)).toEqual(ENGLAND);
    expect((r.orders.Germany ?? []).map(formatOrder)).toEqual(['A MUN - RUH']);
  });

  it('a mail pasted without its Date: ("From:/To:/Subject:") right under the last one is a mail of its own', async () => {
    const paste = `${head('England S1901M')}\n${ORDERS}\nFrom: Karl Weber <karl@example.de>\nTo: ${GM}\nSubject: Germany S1901M\n\nA Mun - Ruh\n`;
    const r = await readOk(paste);
    expect(r.messages).toHaveLength(2);
    expect((r.orders.Germany ?? []).map(formatOrder)).toEqual(['A MUN - RUH']);
  });

  it('but under text pasted without headers, a "From:/Sent:/To:/Subject:" block stays the quoted original', async () => {
    const paste = `F Lon - Eng\nFrom: GM <${GM}>\nSent: Sunday, March 2, 2025 9:00 PM\nTo: Tom Bell <tom@example.co.uk>\nSubject: England S1901M\n\nF Edi - Nth\n`;
    const r = await readOk(paste);
    expect(r.messages).toHaveLength(1);
  });

  const pane = (fields: [string, string, string, string], from: string, subject: string, body: string) =>
    `${fields[0]} ${from}\n${fields[1]} lundi 3 mars 2025 10:00\n${fields[2]} ${GM}\n${fields[3]} ${subject}\n\n${body}\n`;
  const LANGUAGES: [string, [string, string, string, string]][] = [
    ['French', ['De :', 'Envoyé :', 'À :', 'Objet :']],
    ['German', ['Von:', 'Gesendet:', 'An:', 'Betreff:']],
    ['Spanish', ['De:', 'Enviado:', 'Para:', 'Asunto:']],
    ['Italian', ['Da:', 'Inviato:', 'A:', 'Oggetto:']],
  ];
  for (const [language, fields] of LANGUAGES) {
    it(`Outlook reading-pane copies in ${language} one under the other are two mails, each with its sender's power`, async () => {
      const paste = pane(fields, 'Tom Bell <tom@example.co.uk>', 'England S1901M', ORDERS) + '\n' + pane(fields, 'Karl Weber <karl@example.de>', 'Germany S1901M', 'A Mun - Ruh');
      const r = await readOk(paste);
      expect(r.messages).toHaveLength(2);
      expect(r.messages.map((m) => m.headers?.fromAddress)).toEqual(['tom@example.co.uk', 'karl@example.de']);
      expect((r.orders.England ?? []).map(formatOrder)).toEqual(ENGLAND);
      expect((r.orders.Germany ?? []).map(formatOrder)).toEqual(['A MUN - RUH']);
    });
  }

  it('two players\' "RE:" mails with the same subject copied one under the other: the second is from someone the first was not written to, so it is a mail of its own', async () => {
    const block = (from: string) => `From: ${from}\nSent: Monday, March 3, 2025 10:00 AM\nTo: ${GM}\nSubject: RE: dipgame S1901M\n\n`;
    const r = await readOk(`${block('Tom Bell <tom@example.co.uk>')}${ORDERS}\n${block('Karl Weber <karl@example.de>')}A Mun - Ruh\n`);
    expect(r.messages).toHaveLength(2);
    expect((r.orders.Germany ?? []).map(formatOrder)).toEqual(['A MUN - RUH']);
  });

  it('but a "RE:" reply quoting the GM it answers, under the same bare subject, is still the quoted original', async () => {
    const paste = `${head('RE: dipgame S1901M')}\nF Lon - Eng\n\nFrom: GM <${GM}>\nSent: Sunday, March 2, 2025 9:00 PM\nTo: Tom Bell <tom@example.co.uk>\nSubject: dipgame S1901M\n\nF Edi - Nth\n`;
    const r = await readOk(paste);
    expect(r.messages).toHaveLength(1);
    expect((r.orders.England ?? []).map(formatOrder)).toEqual(['F LON - ENG']);
  });

  it('a forum thread copied without headers: each post ("Post by NAME » date", "« Reply #2 on: date »") is read with its own power', async () => {
    const paste = `Post by Tom Bell » Mon Mar 03, 2025 10:12 am\n\n${ORDERS}\n\nTop\n« Reply #2 on: March 03, 2025, 11:40:00 AM »\nA Mun - Ruh\nF Kie - Den\n`;
    const r = await readOk(paste);
    expect((r.orders.England ?? []).map(formatOrder)).toEqual(ENGLAND);
    expect((r.orders.Germany ?? []).map(formatOrder)).toEqual(['A MUN - RUH', 'F KIE - DEN']);
  });

  it('but inside a mail with headers, a line like a forum heading is only text', async () => {
    const r = await readOk(`${head('England S1901M')}\nPost by Tom Bell » Mon Mar 03, 2025 10:12 am\n${ORDERS}\n`);
    expect(r.messages).toHaveLength(1);
    expect((r.orders.England ?? []).map(formatOrder)).toEqual(ENGLAND);
  });

  it('a forwarded header block right under its marker is not a new message', async () => {
    const paste = `${head('Fwd: England S1901M')}\n---------- Forwarded message ---------\nFrom: Tom Bell <tom@example.co.uk>\nDate: Sun, Mar 2, 2025 at 9:00 PM\nSubject: England S1901M\nTo: <${GM}>\n\n${ORDERS}\n`;
    expect((await readOk(paste)).messages).toHaveLength(1);
  });
});

describe('sign-offs in five languages are signatures, never press', () => {
  const signOffs = ['Gruß, Hans', 'Viele Grüße\nHans', 'Mit freundlichen Grüßen\nHans Müller', 'LG Hans', 'Cordialement,\nMarie', 'Bien à vous,\nMarie', 'Saludos,\nJuan', 'Un saludo', 'Cordiali saluti,\nGiovanni', 'Grazie mille!', 'Best,\nTom', 'Cheers'];
  for (const s of signOffs) {
    it(`"${s.replace('\n', '\\n')}" after grey press is not published with it`, async () => {
      const r = await readOk(`${head('England S1901M')}\n${ORDERS}\n\nGrey press: Someone is lying.\n${s}\n`);
      expect(r.messages[0]!.press.map((p) => p.text)).toEqual(['Grey press: Someone is lying.']);
      for (const line of s.split('\n')) expect(verdictOf(r, line).reason, line).toBe('signature');
    });
  }
});
