// Property (issue #13 item 7): any order set, wrapped in any client's reply or forward shape in
// any of the five languages, reads back as the same orders as the bare set. Gmail (web,
// Android), Outlook (desktop, web), Apple Mail, Thunderbird, Yahoo and Proton, in English,
// French, German, Spanish and Italian. A reply also quotes another (older) set of the same
// power, which must not be read; a forward carries the player's own set, which must be read and
// marked "forwarded by the player". Greetings, sign-offs and client footers are drawn at random.
// The words each client writes are typed out here from the clients themselves, not taken from
// the reader's own patterns, so the test can catch a shape the reader does not know.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatOrder } from '../../../../core/diplomacy/intake/index';
import { decodeMail } from '../../../../core/diplomacy/intake/decode';
import { checkInvariants, game, GM, read } from './helpers';
import { canEncode, MAIL_CHARSETS, mimeMail, TRANSFER_ENCODINGS } from './mimeEncode';

type Lang = 'en' | 'fr' | 'de' | 'es' | 'it';
const LANGS: Lang[] = ['en', 'fr', 'de', 'es', 'it'];

/** Each power's units at the start and the provinces each can move to. */
const UNITS: Record<string, [string, string[]][]> = {
  England: [['F Lon', ['Nth', 'Eng', 'Wal', 'Yor']], ['F Edi', ['Nth', 'Nwg', 'Cly', 'Yor']], ['A Lvp', ['Yor', 'Wal', 'Edi', 'Cly']]],
  France: [['F Bre', ['Mao', 'Eng', 'Pic', 'Gas']], ['A Par', ['Bur', 'Pic', 'Gas', 'Bre']], ['A Mar', ['Spa', 'Bur', 'Pie', 'Gas']]],
  Germany: [['F Kie', ['Den', 'Hol', 'Hel', 'Bal']], ['A Ber', ['Kie', 'Pru', 'Sil', 'Mun']], ['A Mun', ['Ruh', 'Bur', 'Tyr', 'Boh', 'Sil']]],
  Italy: [['F Nap', ['Ion', 'Tys', 'Apu', 'Rom']], ['A Rom', ['Apu', 'Ven', 'Tus', 'Nap']], ['A Ven', ['Tyr', 'Pie', 'Tri', 'Apu']]],
  Austria: [['F Tri', ['Alb', 'Adr', 'Ven']], ['A Vie', ['Gal', 'Tyr', 'Boh', 'Bud']], ['A Bud', ['Ser', 'Rum', 'Gal']]],
  Russia: [['F Sev', ['Bla', 'Rum', 'Arm']], ['A Mos', ['Ukr', 'StP', 'Lvn', 'Sev', 'War']], ['A War', ['Gal', 'Ukr', 'Pru', 'Sil', 'Lvn']], ['F StP/sc', ['Bot', 'Fin', 'Lvn']]],
  Turkey: [['F Ank', ['Bla', 'Arm', 'Con']], ['A Con', ['Bul', 'Smy', 'Ank']], ['A Smy', ['Arm', 'Syr', 'Con', 'Ank']]],
};
const POWERS = Object.keys(UNITS);

/** A set of orders for a power: some of its units, each holding or moving. */
function orderSet(power: string): fc.Arbitrary<string[]> {
  const units = UNITS[power]!;
  return fc.tuple(...units.map(([unit, to]) => fc.option(fc.constantFrom(...to.map((t) => `${unit} - ${t}`), `${unit} H`), { nil: undefined, freq: 4 })))
    .map((orders) => orders.filter((o): o is string => o !== undefined))
    .filter((orders) => orders.length > 0);
}

const who = (power: string) => {
  const p = game.players!.find((x) => x.power === power)!;
  const name = { England: 'Tom Bell', France: 'Marie Durand', Germany: 'Karl Weber', Italy: 'Giovanni Rossi', Austria: 'Franz Huber', Russia: 'Ivan Petrov', Turkey: 'Mehmet Yilmaz' }[power]!;
  return { name, address: p.addresses[0]!, first: name.split(' ')[0]! };
};

const GREETING: Record<Lang, string[]> = { en: ['', 'Hi,', 'Hello GM,'], fr: ['', 'Bonjour,', 'Salut,'], de: ['', 'Hallo,', 'Moin,'], es: ['', 'Hola,', 'Buenas tardes,'], it: ['', 'Ciao,', 'Buongiorno,'] };
const SIGN_OFF: Record<Lang, string[]> = {
  en: ['', 'Cheers,\n{f}', 'Best,\n{f}', 'Thanks!', 'Kind regards,\n{n}'],
  fr: ['', 'Cordialement,\n{n}', 'Bien à vous,\n{f}', 'Merci !', 'À bientôt,\n{f}'],
  de: ['', 'Gruß, {f}', 'Viele Grüße\n{f}', 'Danke!', 'Mit freundlichen Grüßen\n{n}'],
  es: ['', 'Saludos,\n{f}', 'Un saludo,\n{f}', '¡Gracias!', 'Atentamente,\n{n}'],
  it: ['', 'Cordiali saluti,\n{n}', 'Saluti,\n{f}', 'Grazie!', 'Un saluto,\n{f}'],
};
const PHONE: Record<Lang, string[]> = {
  en: ['', 'Sent from my iPhone', 'Get Outlook for Android'], fr: ['', 'Envoyé de mon iPhone', 'Obtenir Outlook pour Android'],
  de: ['', 'Von meinem iPhone gesendet', 'Outlook für Android beziehen'], es: ['', 'Enviado desde mi iPhone', 'Obtener Outlook para Android'],
  it: ['', 'Inviato da iPhone', 'Scarica Outlook per Android'],
};

interface Noise { greeting: number; signOff: number; phone: number }
interface Parts { lang: Lang; power: string; orders: string[]; old: string[]; noise: Noise }

/** The player's own text: greeting, orders, sign-off, footer. */
function own(p: Parts, orders: string[] = p.orders): string {
  const w = who(p.power);
  const g = GREETING[p.lang][p.noise.greeting % GREETING[p.lang].length]!;
  const s = SIGN_OFF[p.lang][p.noise.signOff % SIGN_OFF[p.lang].length]!.replace('{f}', w.first).replace('{n}', w.name);
  const f = PHONE[p.lang][p.noise.phone % PHONE[p.lang].length]!;
  return [g, orders.join('\n'), s, f].filter(Boolean).join('\n\n');
}

const head = (p: Parts, subject: string) => { const w = who(p.power); return `From: ${w.name} <${w.address}>\nTo: ${GM}\nDate: Mon, 03 Mar 2025 10:00:00 +0000\nSubject: ${subject}\n\n`; };
const subject = (p: Parts) => `${p.power} S1901M`;
const quote = (lines: string[]) => lines.map((l) => (l ? `> ${l}` : '>')).join('\n');

/** A shape: builds the paste; `forward` says the set is read from a forwarded mail. */
interface Shape { name: string; forward: boolean; build: (p: Parts) => string }

const L = <T,>(m: Record<Lang, T>) => m;
const GMAIL_ON = L({ en: 'On Sun, 2 Mar 2025 at 21:00, {n} <{a}> wrote:', fr: 'Le dim. 2 mars 2025 à 21:00, {n} <{a}> a écrit :', de: 'Am So., 2. März 2025 um 21:00 Uhr schrieb {n} <{a}>:', es: 'El dom, 2 mar 2025 a las 21:00, {n} (<{a}>) escribió:', it: 'Il giorno dom 2 mar 2025 alle ore 21:00 {n} <{a}> ha scritto:' });
// Gmail's Android app writes its own reply line: day and time joined by a comma, no "at".
const GMAIL_ANDROID_ON = L({ en: 'On Sun, 2 Mar 2025, 21:00 {n}, <{a}> wrote:', fr: 'Le dim. 2 mars 2025, 21:00, {n} <{a}> a écrit :', de: 'Am So., 2. März 2025, 21:00 hat {n} <{a}> geschrieben:', es: 'El dom., 2 mar. 2025 21:00, {n} <{a}> escribió:', it: 'Il dom 2 mar 2025, 21:00 {n} <{a}> ha scritto:' });
const APPLE_ON = L({ en: 'On 2 Mar 2025, at 21:00, {n} <{a}> wrote:', fr: 'Le 2 mars 2025 à 21:00, {n} <{a}> a écrit :', de: 'Am 02.03.2025 um 21:00 schrieb {n} <{a}>:', es: 'El 2 mar 2025, a las 21:00, {n} <{a}> escribió:', it: 'Il giorno 2 mar 2025, alle ore 21:00, {n} <{a}> ha scritto:' });
const TB_ON = L({ en: 'On 02/03/2025 21:00, {n} wrote:', fr: 'Le 02/03/2025 à 21:00, {n} a écrit :', de: 'Am 02.03.25 um 21:00 schrieb {n}:', es: 'El 2/3/25 a las 21:00, {n} escribió:', it: 'Il 02/03/25 21:00, {n} ha scritto:' });
const YAHOO_ON = L({ en: 'On Sunday, 2 March 2025 at 21:00:00 GMT, {n} <{a}> wrote:', fr: 'Le dimanche 2 mars 2025 à 21:00:00 UTC+1, {n} <{a}> a écrit :', de: 'Am Sonntag, 2. März 2025 um 21:00:00 MEZ hat {n} <{a}> Folgendes geschrieben:', es: 'El domingo, 2 de marzo de 2025, 21:00:00 CET, {n} <{a}> escribió:', it: 'Il domenica 2 marzo 2025, 21:00:00 CET, {n} <{a}> ha scritto:' });
const PROTON_ORIGINAL = L({ en: '------- Original Message -------', fr: "------- Message d'origine -------", de: '------- Originalnachricht -------', es: '------- Mensaje original -------', it: '------- Messaggio originale -------' });
const OUTLOOK_ORIGINAL = L({ en: '-----Original Message-----', fr: "-----Message d'origine-----", de: '-----Ursprüngliche Nachricht-----', es: '-----Mensaje original-----', it: '-----Messaggio originale-----' });
const OUTLOOK_FIELDS = L({ en: ['From: ', 'Sent: ', 'To: ', 'Subject: '], fr: ['De : ', 'Envoyé : ', 'À : ', 'Objet : '], de: ['Von: ', 'Gesendet: ', 'An: ', 'Betreff: '], es: ['De: ', 'Enviado el: ', 'Para: ', 'Asunto: '], it: ['Da: ', 'Inviato: ', 'A: ', 'Oggetto: '] });
const OUTLOOK_SENT = L({ en: 'Sunday, March 2, 2025 9:00 PM', fr: 'dimanche 2 mars 2025 21:00', de: 'Sonntag, 2. März 2025 21:00', es: 'domingo, 2 de marzo de 2025 21:00', it: 'domenica 2 marzo 2025 21:00' });
const OUTLOOK_RE = L({ en: 'RE: ', fr: 'RE : ', de: 'AW: ', es: 'RE: ', it: 'R: ' });
const OUTLOOK_FW = L({ en: 'FW: ', fr: 'TR: ', de: 'WG: ', es: 'RV: ', it: 'I: ' });
const GMAIL_FORWARD = L({ en: '---------- Forwarded message ---------', fr: '---------- Message transféré ---------', de: '---------- Weitergeleitete Nachricht ---------', es: '---------- Mensaje reenviado ---------', it: '---------- Messaggio inoltrato ---------' });
const GMAIL_FROM = L({ en: 'From: ', fr: 'De : ', de: 'Von: ', es: 'De: ', it: 'Da: ' });
const APPLE_FORWARD = L({ en: ['Begin forwarded message:', 'From: ', 'Subject: ', 'Date: ', 'To: '], fr: ['Début du message réexpédié :', 'De: ', 'Objet: ', 'Date: ', 'À: '], de: ['Anfang der weitergeleiteten Nachricht:', 'Von: ', 'Betreff: ', 'Datum: ', 'An: '], es: ['Inicio del mensaje reenviado:', 'De: ', 'Asunto: ', 'Fecha: ', 'Para: '], it: ['Inizio messaggio inoltrato:', 'Da: ', 'Oggetto: ', 'Data: ', 'A: '] });
const TB_FORWARD = L({ en: ['-------- Forwarded Message --------', 'Subject: \t', 'Date: \t', 'From: \t', 'To: \t'], fr: ['-------- Message transféré --------', 'Sujet : \t', 'Date : \t', 'De : \t', 'Pour : \t'], de: ['-------- Weitergeleitete Nachricht --------', 'Betreff: \t', 'Datum: \t', 'Von: \t', 'An: \t'], es: ['-------- Mensaje reenviado --------', 'Asunto: \t', 'Fecha: \t', 'De: \t', 'Para: \t'], it: ['-------- Messaggio inoltrato --------', 'Oggetto: \t', 'Data: \t', 'Mittente: \t', 'A: \t'] });
const YAHOO_FORWARD = L({ en: ['----- Forwarded Message -----', 'From: ', 'To: ', 'Sent: ', 'Subject: '], fr: ['----- Message transféré -----', 'De : ', 'À : ', 'Envoyé : ', 'Objet : '], de: ['----- Weitergeleitete Nachricht -----', 'Von: ', 'An: ', 'Gesendet: ', 'Betreff: '], es: ['----- Mensaje reenviado -----', 'De: ', 'Para: ', 'Enviado: ', 'Asunto: '], it: ['----- Messaggio inoltrato -----', 'Da: ', 'A: ', 'Inviato: ', 'Oggetto: '] });
const PROTON_FORWARD = L({ en: ['------- Forwarded Message -------', 'From: ', 'Date: ', 'Subject: ', 'To: '], fr: ['------- Message transféré -------', 'De : ', 'Date : ', 'Objet : ', 'À : '], de: ['------- Weitergeleitete Nachricht -------', 'Von: ', 'Datum: ', 'Betreff: ', 'An: '], es: ['------- Mensaje reenviado -------', 'De: ', 'Fecha: ', 'Asunto: ', 'Para: '], it: ['------- Messaggio inoltrato -------', 'Da: ', 'Data: ', 'Oggetto: ', 'A: '] });
const RESEND = L({ en: 'Resending, in case it got lost.', fr: 'Je renvoie, au cas où.', de: 'Nochmal, falls es verloren ging.', es: 'Lo reenvío por si acaso.', it: 'Lo rimando, non si sa mai.' });

const fill = (t: string, p: Parts) => { const w = who(p.power); return t.replace('{n}', w.name).replace('{a}', w.address); };

const SHAPES: Shape[] = [
  { name: 'Gmail reply (top-posted, the older set quoted)', forward: false, build: (p) => `${head(p, 'Re: ' + subject(p))}${own(p)}\n\n${fill(GMAIL_ON[p.lang], p)}\n${quote(p.old)}\n` },
  { name: 'Gmail (Android) reply', forward: false, build: (p) => `${head(p, 'Re: ' + subject(p))}${own(p)}\n\n${fill(GMAIL_ANDROID_ON[p.lang], p)}\n\n${quote(p.old)}\n` },
  { name: 'Gmail reply, header wrapped over two lines', forward: false, build: (p) => { const h = fill(GMAIL_ON[p.lang], p); const cut = h.indexOf('<') + 1; return `${head(p, 'Re: ' + subject(p))}${own(p)}\n\n${h.slice(0, cut)}\n${h.slice(cut)}\n\n${quote(p.old)}\n`; } },
  { name: 'Gmail forward of their own mail', forward: true, build: (p) => { const w = who(p.power); return `${head(p, 'Fwd: ' + subject(p))}${RESEND[p.lang]}\n\n${GMAIL_FORWARD[p.lang]}\n${GMAIL_FROM[p.lang]}${w.name} <${w.address}>\nDate: Sun, Mar 2, 2025 at 9:00 PM\nSubject: ${subject(p)}\nTo: <${GM}>\n\n\n${own(p)}\n`; } },
  { name: 'Gmail forward, no blank line under its header block', forward: true, build: (p) => { const w = who(p.power); return `${head(p, 'Fwd: ' + subject(p))}${GMAIL_FORWARD[p.lang]}\n${GMAIL_FROM[p.lang]}${w.name} <${w.address}>\nDate: Sun, Mar 2, 2025 at 9:00 PM\nSubject: ${subject(p)}\nTo: <${GM}>\n${own(p)}\n`; } },
  { name: 'Outlook desktop reply ("Original Message")', forward: false, build: (p) => { const f = OUTLOOK_FIELDS[p.lang]; const w = who(p.power); return `${head(p, OUTLOOK_RE[p.lang] + subject(p))}${own(p)}\n\n${OUTLOOK_ORIGINAL[p.lang]}\n${f[0]}${w.name} [mailto:${w.address}]\n${f[1]}${OUTLOOK_SENT[p.lang]}\n${f[2]}GM\n${f[3]}${subject(p)}\n\n${p.old.join('\n')}\n`; } },
  { name: 'Outlook web reply (underscores over From/Sent/To/Subject)', forward: false, build: (p) => { const f = OUTLOOK_FIELDS[p.lang]; const w = who(p.power); return `${head(p, OUTLOOK_RE[p.lang] + subject(p))}${own(p)}\n\n________________________________\n${f[0]}${w.name} <${w.address}>\n${f[1]}${OUTLOOK_SENT[p.lang]}\n${f[2]}GM <${GM}>\n${f[3]}${subject(p)}\n\n${p.old.join('\n')}\n`; } },
  { name: 'Outlook forward (FW:/TR:/WG:/RV:/I:)', forward: true, build: (p) => { const f = OUTLOOK_FIELDS[p.lang]; const w = who(p.power); return `${head(p, OUTLOOK_FW[p.lang] + subject(p))}${RESEND[p.lang]}\n\n________________________________\n${f[0]}${w.name} <${w.address}>\n${f[1]}${OUTLOOK_SENT[p.lang]}\n${f[2]}GM <${GM}>\n${f[3]}${subject(p)}\n\n${own(p)}\n`; } },
  { name: 'Apple Mail reply', forward: false, build: (p) => `${head(p, 'Re: ' + subject(p))}${own(p)}\n\n${fill(APPLE_ON[p.lang], p)}\n\n${quote(p.old)}\n` },
  { name: 'Apple Mail forward (">"-quoted)', forward: true, build: (p) => { const a = APPLE_FORWARD[p.lang]; const w = who(p.power); return `${head(p, 'Fwd: ' + subject(p))}${RESEND[p.lang]}\n\n${a[0]}\n\n${quote([`${a[1]}${w.name} <${w.address}>`, `${a[2]}${subject(p)}`, `${a[3]}2 March 2025 at 21:00:00 GMT`, `${a[4]}${GM}`, '', ...own(p).split('\n')])}\n`; } },
  { name: 'Apple Mail (macOS) forward, not quoted', forward: true, build: (p) => { const a = APPLE_FORWARD[p.lang]; const w = who(p.power); return `${head(p, 'Fwd: ' + subject(p))}${a[0]}\n\n${a[1]}${w.name} <${w.address}>\n${a[2]}${subject(p)}\n${a[3]}2 March 2025 at 21:00:00 GMT\n${a[4]}${GM}\n\n${own(p)}\n\n`; } },
  { name: 'Thunderbird bottom-posted reply', forward: false, build: (p) => `${head(p, 'Re: ' + subject(p))}${fill(TB_ON[p.lang], p)}\n${quote(p.old)}\n\n${own(p)}\n` },
  { name: 'Thunderbird forward', forward: true, build: (p) => { const t = TB_FORWARD[p.lang]; const w = who(p.power); return `${head(p, 'Fwd: ' + subject(p))}\n\n${t[0]}\n${t[1]}${subject(p)}\n${t[2]}Sun, 2 Mar 2025 21:00:00 +0100\n${t[3]}${w.name} <${w.address}>\n${t[4]}${GM}\n\n\n\n${own(p)}\n`; } },
  { name: 'Yahoo reply (original not quoted)', forward: false, build: (p) => `${head(p, 'Re: ' + subject(p))}${own(p)}\n\n  ${fill(YAHOO_ON[p.lang], p)}\n\n${p.old.join('\n')}\n` },
  { name: 'Yahoo forward', forward: true, build: (p) => { const y = YAHOO_FORWARD[p.lang]; const w = who(p.power); return `${head(p, 'Fwd: ' + subject(p))}${RESEND[p.lang]}\n\n\n${y[0]}\n${y[1]}${w.name} <${w.address}>\n${y[2]}${GM}\n${y[3]}Sunday, 2 March 2025, 21:00:00 GMT\n${y[4]}${subject(p)}\n\n${own(p)}\n`; } },
  { name: 'Proton reply', forward: false, build: (p) => `${head(p, 'Re: ' + subject(p))}${own(p)}\n\n${PROTON_ORIGINAL[p.lang]}\n${fill(GMAIL_ON[p.lang], p)}\n\n\n${quote(p.old)}\n` },
  { name: 'Proton forward', forward: true, build: (p) => { const f = PROTON_FORWARD[p.lang]; const w = who(p.power); return `${head(p, 'Fwd: ' + subject(p))}\n\n\n${f[0]}\n${f[1]}${w.name} <${w.address}>\n${f[2]}On Sunday, March 2nd, 2025 at 21:00\n${f[3]}${subject(p)}\n${f[4]}${GM} <${GM}>\n\n\n${own(p)}\n`; } },
];

const noise: fc.Arbitrary<Noise> = fc.record({ greeting: fc.nat(10), signOff: fc.nat(10), phone: fc.nat(10) });
const parts = (lang: Lang): fc.Arbitrary<Parts> =>
  fc.constantFrom(...POWERS).chain((power) => fc.record({ lang: fc.constant(lang), power: fc.constant(power), orders: orderSet(power), old: orderSet(power), noise }));

/** The orders a plain mail with only these lines gives: the reading the wrapped mail must match. */
async function bare(power: string, orders: string[]): Promise<string[]> {
  const w = who(power);
  const r = (await read(`From: ${w.name} <${w.address}>\nTo: ${GM}\nDate: Mon, 03 Mar 2025 10:00:00 +0000\nSubject: ${power} S1901M\n\n${orders.join('\n')}\n`));
  return (r.orders[power] ?? []).map(formatOrder);
}

const RUNS = 12;

describe('any order set in any client\'s reply or forward shape reads back the same (#13)', () => {
  for (const shape of SHAPES) {
    for (const lang of LANGS) {
      it(`${shape.name} [${lang}]`, async () => {
        await fc.assert(fc.asyncProperty(parts(lang), async (p) => {
          const paste = shape.build(p);
          const r = (await read(paste));
          expect(checkInvariants(paste, r)).toBeUndefined();
          const want = await bare(p.power, p.orders);
          expect(want.length).toBe(p.orders.length);
          expect((r.orders[p.power] ?? []).map(formatOrder)).toEqual(want);
          expect(Object.keys(r.orders).filter((k) => (r.orders[k] ?? []).length)).toEqual([p.power]);
          expect(r.messages).toHaveLength(1);
          expect(r.sets.filter((s) => s.used)).toHaveLength(1);
          expect(r.sets[0]!.forwarded?.byPlayer ?? false).toBe(shape.forward);
        }), { numRuns: RUNS });
      });
    }
  }

  it('two wrapped mails pasted back to back with no blank line read as two mails with their own orders', async () => {
    const pair = fc.tuple(fc.constantFrom(...LANGS), fc.constantFrom(...LANGS)).chain(([a, b]) => fc.tuple(parts(a), parts(b), fc.constantFrom(...SHAPES), fc.constantFrom(...SHAPES)))
      .filter(([a, b]) => a.power !== b.power);
    await fc.assert(fc.asyncProperty(pair, async ([a, b, sa, sb]) => {
      const paste = sa.build(a).replace(/\n+$/, '\n') + sb.build(b);
      const r = (await read(paste));
      expect(checkInvariants(paste, r)).toBeUndefined();
      expect(r.messages).toHaveLength(2);
      expect((r.orders[a.power] ?? []).map(formatOrder)).toEqual(await bare(a.power, a.orders));
      expect((r.orders[b.power] ?? []).map(formatOrder)).toEqual(await bare(b.power, b.orders));
    }), { numRuns: 60 });
  });
});

// Item 7 asks for each client's shape *and* charset: the same shapes, sent as a file's bytes under a
// MIME header in each charset players' clients use and a random transfer encoding. A language is
// drawn only where the charset can write its letters (koi8-r has no é, iso-8859-2 no à), as a
// client would fall back to UTF-8 for it.
describe('any client\'s reply or forward shape in any charset and transfer encoding reads back the same (#13 items 1, 2, 7)', () => {
  for (const shape of SHAPES) {
    for (const charset of MAIL_CHARSETS) {
      it(`${shape.name} [${charset}]`, async () => {
        const sent = fc.constantFrom(...LANGS).chain(parts).chain((p) => fc.record({ p: fc.constant(p), encoding: fc.constantFrom(...TRANSFER_ENCODINGS) }));
        await fc.assert(fc.asyncProperty(sent, async ({ p, encoding }) => {
          const paste = shape.build(p);
          fc.pre(canEncode(paste, charset));
          const split = paste.indexOf('\n\n');
          const bytes = mimeMail(paste.slice(0, split).split('\n'), paste.slice(split + 2), charset, encoding);
          const r = await read(bytes);
          expect(checkInvariants((await decodeMail(bytes)).raw, r)).toBeUndefined();
          expect(r.messages).toHaveLength(1);
          expect(r.messages[0]!.warnings.map((w) => w.text).join(' ')).not.toMatch(/character set|UTF-8/);
          expect((r.orders[p.power] ?? []).map(formatOrder)).toEqual(await bare(p.power, p.orders));
          expect(Object.keys(r.orders).filter((k) => (r.orders[k] ?? []).length)).toEqual([p.power]);
          expect(r.sets[0]!.forwarded?.byPlayer ?? false).toBe(shape.forward);
        }), { numRuns: 4 });
      });
    }
  }
});

// Issue 13, players from everywhere: the same property for the languages beyond the five, each
// shape as the client writes it in that language (Gmail's reply line and forward, Outlook's
// original-message block, Apple Mail's forward), typed here from the clients, with the
// direction marks Gmail writes around a Hebrew or Arabic reply line, and a sign-off in the
// language under the orders.
interface Abroad {
  hi: string; bye: string;
  /** Gmail's reply line: {n} name, {a} address. */
  on: string;
  /** Outlook: the separator, From/Sent/To/Subject names, and its date. */
  original: string; fields: [string, string, string, string]; sent: string;
  /** Gmail's forward title and its translated "From:" (the other fields stay English). */
  forward: string; forwardFrom: string;
  /** Apple Mail's forward line and its From/Subject/Date/To names. */
  apple: [string, string, string, string, string];
}
const RLE = '\u202b'; const PDF = '\u202c'; const LRE = '\u202a'; const RLM = '\u200f';
const ABROAD: Record<string, Abroad> = {
  pt: { hi: 'Olá,', bye: 'Abraços,\n{f}', on: 'Em dom., 2 de mar. de 2025 às 21:00, {n} <{a}> escreveu:', original: '-----Mensagem original-----', fields: ['De: ', 'Enviado: ', 'Para: ', 'Assunto: '], sent: 'domingo, 2 de março de 2025 21:00', forward: '---------- Mensagem encaminhada ---------', forwardFrom: 'De: ', apple: ['Início da mensagem encaminhada:', 'De: ', 'Assunto: ', 'Data: ', 'Para: '] },
  nl: { hi: 'Hoi,', bye: 'Met vriendelijke groet,\n{f}', on: 'Op zo 2 mrt 2025 om 21:00 schreef {n} <{a}>:', original: '-----Oorspronkelijk bericht-----', fields: ['Van: ', 'Verzonden: ', 'Aan: ', 'Onderwerp: '], sent: 'zondag 2 maart 2025 21:00', forward: '---------- Doorgestuurd bericht ---------', forwardFrom: 'Van: ', apple: ['Begin doorgestuurd bericht:', 'Van: ', 'Onderwerp: ', 'Datum: ', 'Aan: '] },
  pl: { hi: 'Cześć,', bye: 'Pozdrawiam,\n{f}', on: 'niedz., 2 mar 2025 o 21:00 {n} <{a}> napisał(a):', original: '-----Wiadomość oryginalna-----', fields: ['Od: ', 'Wysłano: ', 'Do: ', 'Temat: '], sent: 'niedziela, 2 marca 2025 21:00', forward: '---------- Przekazana wiadomość ---------', forwardFrom: 'Od: ', apple: ['Początek przekazywanej wiadomości:', 'Od: ', 'Temat: ', 'Data: ', 'Do: '] },
  cs: { hi: 'Ahoj,', bye: 'S pozdravem\n{n}', on: 'ne 2. 3. 2025 v 21:00 odesílatel {n} <{a}> napsal:', original: '-----Původní zpráva-----', fields: ['Od: ', 'Odesláno: ', 'Komu: ', 'Předmět: '], sent: 'neděle 2. března 2025 21:00', forward: '---------- Přeposlaná zpráva ---------', forwardFrom: 'Od: ', apple: ['Začátek přeposlané zprávy:', 'Od: ', 'Předmět: ', 'Datum: ', 'Komu: '] },
  sv: { hi: 'Hej,', bye: 'Med vänlig hälsning\n{f}', on: 'Den sön 2 mars 2025 kl 21:00 skrev {n} <{a}>:', original: '-----Ursprungligt meddelande-----', fields: ['Från: ', 'Skickat: ', 'Till: ', 'Ämne: '], sent: 'den 2 mars 2025 21:00', forward: '---------- Vidarebefordrat meddelande ---------', forwardFrom: 'Från: ', apple: ['Vidarebefordrat mejl:', 'Från: ', 'Ämne: ', 'Datum: ', 'Till: '] },
  da: { hi: 'Hej,', bye: 'Venlig hilsen\n{f}', on: 'Den søn. 2. mar. 2025 kl. 21.00 skrev {n} <{a}>:', original: '-----Oprindelig meddelelse-----', fields: ['Fra: ', 'Sendt: ', 'Til: ', 'Emne: '], sent: '2. marts 2025 21:00', forward: '---------- Videresendt meddelelse ----------', forwardFrom: 'Fra: ', apple: ['Videresendt besked:', 'Fra: ', 'Emne: ', 'Dato: ', 'Til: '] },
  no: { hi: 'Hei,', bye: 'Vennlig hilsen\n{f}', on: 'søn. 2. mar. 2025 kl. 21:00 skrev {n} <{a}>:', original: '-----Opprinnelig melding-----', fields: ['Fra: ', 'Sendt: ', 'Til: ', 'Emne: '], sent: 'søndag 2. mars 2025 21:00', forward: '---------- Videresendt melding ---------', forwardFrom: 'Fra: ', apple: ['Videresendt melding:', 'Fra: ', 'Emne: ', 'Dato: ', 'Til: '] },
  fi: { hi: 'Moi,', bye: 'Terveisin\n{f}', on: 'su 2. maalisk. 2025 klo 21.00 {n} <{a}> kirjoitti:', original: '-----Alkuperäinen viesti-----', fields: ['Lähettäjä: ', 'Lähetetty: ', 'Vastaanottaja: ', 'Aihe: '], sent: 'sunnuntai 2. maaliskuuta 2025 21.00', forward: '---------- Välitetty viesti ---------', forwardFrom: 'Lähettäjä: ', apple: ['Välitetty viesti alkaa:', 'Lähettäjä: ', 'Aihe: ', 'Päivämäärä: ', 'Vastaanottaja: '] },
  tr: { hi: 'Merhaba,', bye: 'Saygılarımla,\n{f}', on: '{n} <{a}>, 2 Mar 2025 Paz, 21:00 tarihinde şunu yazdı:', original: '-----Özgün İleti-----', fields: ['Kimden: ', 'Gönderildi: ', 'Kime: ', 'Konu: '], sent: '2 Mart 2025 Pazar 21:00', forward: '---------- Yönlendirilmiş ileti ---------', forwardFrom: 'Gönderen: ', apple: ['İletilen ileti başlangıcı:', 'Kimden: ', 'Konu: ', 'Tarih: ', 'Kime: '] },
  el: { hi: 'Γεια σας,', bye: 'Ευχαριστώ,\n{f}', on: 'Στις Κυρ 2 Μαρ 2025 στις 21:00, ο/η {n} <{a}> έγραψε:', original: '-----Αρχικό μήνυμα-----', fields: ['Από: ', 'Στάλθηκε: ', 'Προς: ', 'Θέμα: '], sent: 'Κυριακή, 2 Μαρτίου 2025 21:00', forward: '---------- Προωθημένο μήνυμα ---------', forwardFrom: 'Από: ', apple: ['Αρχή προωθημένου μηνύματος:', 'Από: ', 'Θέμα: ', 'Ημερομηνία: ', 'Προς: '] },
  ru: { hi: 'Привет,', bye: 'С уважением,\n{f}', on: 'вс, 2 мар. 2025 г. в 21:00, {n} <{a}>:', original: '-----Исходное сообщение-----', fields: ['От: ', 'Отправлено: ', 'Кому: ', 'Тема: '], sent: 'воскресенье, 2 марта 2025 г. 21:00', forward: '---------- Пересылаемое сообщение ---------', forwardFrom: 'От: ', apple: ['Начало переадресованного сообщения:', 'От: ', 'Тема: ', 'Дата: ', 'Кому: '] },
  uk: { hi: 'Добрий день,', bye: 'З повагою,\n{f}', on: 'нд, 2 бер. 2025 р. о 21:00 {n} <{a}> пише:', original: '-----Оригінальне повідомлення-----', fields: ['Від: ', 'Надіслано: ', 'Кому: ', 'Тема: '], sent: 'неділя, 2 березня 2025 р. 21:00', forward: '---------- Пересланий лист ---------', forwardFrom: 'Від: ', apple: ['Початок пересланого листа:', 'Від: ', 'Тема: ', 'Дата: ', 'Кому: '] },
  hu: { hi: 'Szia,', bye: 'Üdvözlettel,\n{f}', on: '{n} <{a}> ezt írta (időpont: 2025. márc. 2., V, 21:00):', original: '-----Eredeti üzenet-----', fields: ['Feladó: ', 'Elküldve: ', 'Címzett: ', 'Tárgy: '], sent: '2025. március 2., vasárnap 21:00', forward: '---------- Továbbított levél ----------', forwardFrom: 'Feladó: ', apple: ['Továbbított levél kezdete:', 'Feladó: ', 'Tárgy: ', 'Dátum: ', 'Címzett: '] },
  ro: { hi: 'Bună,', bye: 'Cu stimă,\n{f}', on: 'Pe dum., 2 mar. 2025 la 21:00, {n} <{a}> a scris:', original: '-----Mesaj original-----', fields: ['De la: ', 'Trimis: ', 'Către: ', 'Subiect: '], sent: 'duminică, 2 martie 2025 21:00', forward: '---------- Mesaj redirecționat ---------', forwardFrom: 'De la: ', apple: ['Începutul mesajului redirecționat:', 'De la: ', 'Subiect: ', 'Dată: ', 'Către: '] },
  zh: { hi: 'GM你好，', bye: '谢谢\n{f}', on: '{n} <{a}> 于2025年3月2日周日 21:00写道：', original: '------------------ 原始邮件 ------------------', fields: ['发件人: ', '发送时间: ', '收件人: ', '主题: '], sent: '2025年3月2日(星期天) 晚上9:00', forward: '-------- 转发邮件信息 --------', forwardFrom: '发件人：', apple: ['以下是转发的邮件：', '发件人：', '主题：', '日期：', '收件人：'] },
  ja: { hi: 'GM様', bye: 'よろしくお願いします。\n{f}', on: '2025/03/02 21:00 に {n} さんは書きました:', original: '-----元のメッセージ-----', fields: ['差出人: ', '送信日時: ', '宛先: ', '件名: '], sent: '2025年3月2日 21:00', forward: '-------- 転送メッセージ --------', forwardFrom: '差出人: ', apple: ['転送されたメッセージ:', '差出人: ', '件名: ', '日付: ', '宛先: '] },
  ko: { hi: '안녕하세요,', bye: '감사합니다.\n{f}', on: '2025년 3월 2일 (일) 오후 9:00, {n} <{a}>님이 작성:', original: '----- 원본 메일 -----', fields: ['보낸사람 : ', '날짜 : ', '받는사람 : ', '제목 : '], sent: '2025년 3월 2일(일) 오후 9:00:00', forward: '---------- 전달된 메시지 ----------', forwardFrom: '보낸 사람: ', apple: ['전달된 메일:', '보낸 사람: ', '제목: ', '날짜: ', '받는 사람: '] },
  he: { hi: 'שלום,', bye: 'תודה,\n{f}', on: `${RLE}בתאריך יום א׳, 2 במרץ 2025 ב-21:00 מאת ${LRE}{n}${PDF}${RLM} <${LRE}{a}${PDF}${RLM}>:${PDF}`, original: '-----הודעה מקורית-----', fields: [`${RLM}מאת: `, `${RLM}נשלח: `, `${RLM}אל: `, `${RLM}נושא: `], sent: 'יום ראשון 2 מרץ 2025 21:00', forward: `${RLE}---------- הודעה שהועברה ---------${PDF}`, forwardFrom: 'מאת: ', apple: ['תחילת הודעה שהועברה:', 'מאת: ', 'נושא: ', 'תאריך: ', 'אל: '] },
  ar: { hi: 'مرحبا،', bye: 'مع التحية،\n{f}', on: `${RLE}في الأحد، 2 مارس 2025 في 9:00 م تمت كتابة ما يلي بواسطة ${LRE}{n}${PDF}${RLM} <${LRE}{a}${PDF}${RLM}>:${PDF}`, original: '-----الرسالة الأصلية-----', fields: [`${RLM}من: `, `${RLM}تم الإرسال: `, `${RLM}إلى: `, `${RLM}الموضوع: `], sent: 'الأحد، 2 مارس، 2025 09:00 م', forward: `${RLE}---------- الرسالة المُعاد توجيهها ---------${PDF}`, forwardFrom: 'من: ', apple: ['بداية الرسالة المُعاد توجيهها:', 'من: ', 'الموضوع: ', 'التاريخ: ', 'إلى: '] },
};

interface AbroadParts { lang: string; power: string; orders: string[]; old: string[]; signOff: boolean }
const ownAbroad = (p: AbroadParts) => { const a = ABROAD[p.lang]!; return [a.hi, p.orders.join('\n'), p.signOff ? a.bye.replace('{f}', who(p.power).first) : ''].filter(Boolean).join('\n\n'); };
const headAbroad = (p: AbroadParts, prefix: string) => { const w = who(p.power); return `From: ${w.name} <${w.address}>\nTo: ${GM}\nDate: Mon, 03 Mar 2025 10:00:00 +0000\nSubject: ${prefix}${p.power} S1901M\n\n`; };
const SHAPES_ABROAD: { name: string; forward: boolean; build: (p: AbroadParts) => string }[] = [
  { name: 'Gmail reply, the older set quoted', forward: false, build: (p) => { const w = who(p.power); return `${headAbroad(p, 'Re: ')}${ownAbroad(p)}\n\n${ABROAD[p.lang]!.on.replace('{n}', w.name).replace('{a}', w.address)}\n${quote(p.old)}\n`; } },
  { name: 'reply line over the older set, unquoted (an HTML reply as text)', forward: false, build: (p) => { const w = who(p.power); return `${headAbroad(p, 'Re: ')}${ownAbroad(p)}\n\n${ABROAD[p.lang]!.on.replace('{n}', w.name).replace('{a}', w.address)}\n\n${p.old.join('\n')}\n`; } },
  { name: 'Outlook reply (original-message block, the older set unquoted)', forward: false, build: (p) => { const a = ABROAD[p.lang]!; const w = who(p.power); return `${headAbroad(p, 'RE: ')}${ownAbroad(p)}\n\n${a.original}\n${a.fields[0]}${w.name} <${w.address}>\n${a.fields[1]}${a.sent}\n${a.fields[2]}${GM}\n${a.fields[3]}${p.power} S1901M\n\n${p.old.join('\n')}\n`; } },
  { name: 'Gmail forward of their own mail', forward: true, build: (p) => { const a = ABROAD[p.lang]!; const w = who(p.power); return `${headAbroad(p, 'Fwd: ')}${a.forward}\n${a.forwardFrom}${w.name} <${w.address}>\nDate: Sun, Mar 2, 2025 at 9:00 PM\nSubject: ${p.power} S1901M\nTo: <${GM}>\n\n\n${ownAbroad(p)}\n`; } },
  { name: 'Apple Mail forward, not quoted', forward: true, build: (p) => { const a = ABROAD[p.lang]!.apple; const w = who(p.power); return `${headAbroad(p, 'Fwd: ')}${a[0]}\n\n${a[1]}${w.name} <${w.address}>\n${a[2]}${p.power} S1901M\n${a[3]}2 March 2025 at 21:00:00 GMT\n${a[4]}${GM}\n\n${ownAbroad(p)}\n`; } },
];
const partsAbroad = (lang: string): fc.Arbitrary<AbroadParts> =>
  fc.constantFrom(...POWERS).chain((power) => fc.record({ lang: fc.constant(lang), power: fc.constant(power), orders: orderSet(power), old: orderSet(power), signOff: fc.boolean() }));

describe('any order set in a reply or forward written in any other language reads back the same: the older set quoted is history (000 D.III(3)a), the sign-off no press (000 D.X(2)) (#13)', () => {
  for (const shape of SHAPES_ABROAD) {
    for (const lang of Object.keys(ABROAD)) {
      it(`${shape.name} [${lang}]`, async () => {
        await fc.assert(fc.asyncProperty(partsAbroad(lang), async (p) => {
          const paste = shape.build(p);
          const r = await read(paste);
          expect(checkInvariants(paste, r)).toBeUndefined();
          expect((r.orders[p.power] ?? []).map(formatOrder)).toEqual(await bare(p.power, p.orders));
          expect(Object.keys(r.orders).filter((k) => (r.orders[k] ?? []).length)).toEqual([p.power]);
          expect(r.messages).toHaveLength(1);
          expect(r.sets[0]!.forwarded?.byPlayer ?? false).toBe(shape.forward);
          // The sign-off is the mail's signature, never an unread line the GM must look at.
          const bye = ABROAD[lang]!.bye.split('\n')[0]!;
          if (p.signOff) expect(r.verdicts.find((v) => v.text.trim() === bye.trim())?.reason).toBe('signature');
        }), { numRuns: 6 });
      });
    }
  }
});
