// The lines mail clients write around a reply or a forward, as Gmail (web, Android), Outlook
// (desktop, web), Apple Mail (macOS, iOS), Thunderbird, Yahoo and Proton write them in English,
// French, German, Spanish and Italian: the "On … wrote:" line over a quote, the separator over a
// quoted original ("-----Original Message-----", a row of underscores), the forward markers
// ("---------- Forwarded message ---------", "Begin forwarded message:", "-------- Message
// transféré --------", …), the header block under them ("From:/Sent:/To:/Subject:",
// "De :/Envoyé :/À :/Objet :", "Von:/Gesendet:/An:/Betreff:", …), the "Sent from my iPhone"
// footers, and the subject prefixes that say a mail is a forward ("Fwd:", "TR:", "WG:", "RV:", "I:").
// body.ts and mailSplit.ts read mail with these; nothing here decides what a line means for the
// orders.
import { mayStart } from './firstChar';
import { mayHold, triggerOf, type WordTrigger } from './triggerWords';
import { CLIENT_WORDS } from './clientWords';

// The languages beyond the five, from clientWords.ts's table: one alternative per word list.
const WORDS = Object.values(CLIENT_WORDS);
const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');
const alternatives = (pick: (w: (typeof WORDS)[number]) => string[] | undefined) => [...new Set(WORDS.flatMap((w) => pick(w) ?? []))].map(escape).join('|');
/** "---------- Mensagem encaminhada ---------", "------------------ 原始邮件 ------------------". */
const DASHED_ABROAD = (titles: string) => String.raw`^\s*-{2,}\s*(?:${titles})\s*-{2,}\s*$`;
/** "Begin doorgestuurd bericht:", "转发的邮件：" (a full-width colon is read as ":", fullWidth.ts). */
const INTRO_ABROAD = String.raw`^\s*(?:${alternatives((w) => w.forwardIntro)})\s*:\s*$`;
/** The ASCII letters the table's Apple Mail lines begin with (firstChar.ts): a line beginning with another is not one. */
const INTRO_STARTS = [...new Set(WORDS.flatMap((w) => w.forwardIntro.map((i) => i[0]!)).filter((c) => c < '\u0080'))].join('');

/**
 * A line that is a mail client's forward marker: a title between dashes, or Apple Mail's line
 * ending in a colon. Two patterns, each asked only of a line of its shape (a dash first, a colon
 * last), in the five languages and (clientWords.ts) the others.
 */
const DASHED_FORWARD = new RegExp([
  // Gmail: "---------- Forwarded message ---------" (and its translations); Thunderbird
  // "-------- Forwarded Message --------"; Yahoo "----- Forwarded Message -----"; Proton
  // "------- Forwarded Message -------". Dashes on both sides, any count.
  String.raw`^\s*-{2,}\s*(?:forwarded message|message transf[ée]r[ée]|weitergeleitete nachricht|mensaje reenviado|messaggio inoltrato|mensaje original reenviado)\s*-{2,}\s*$`,
  // Outlook (older): "----- Forwarded by Tom/Org on … -----".
  String.raw`^\s*-{2,}\s*forwarded by\b.*$`,
  // The other languages: "---------- Mensagem encaminhada ---------", "-------- 转发邮件信息 --------".
  DASHED_ABROAD(alternatives((w) => w.forward)),
].join('|'), 'iu');
const FORWARD_INTRO = new RegExp([
  // Apple Mail (macOS, iOS): "Begin forwarded message:", "Début du message réexpédié :",
  // "Anfang der weitergeleiteten Nachricht:" / "Anfang der weitergeleiteten E-Mail:",
  // "Inicio del mensaje reenviado:", "Inizio messaggio inoltrato:".
  String.raw`^\s*(?:begin forwarded message|d[ée]but du message r[ée]exp[ée]di[ée]|anfang der weitergeleiteten (?:nachricht|e-mail)|inicio del mensaje reenviado|inizio (?:del )?messaggio inoltrato)\s*:\s*$`,
  // The other languages: "Begin doorgestuurd bericht:", "Начало переадресованного сообщения:".
  INTRO_ABROAD,
].join('|'), 'iu');

/**
 * A separator a client writes over a quoted original: Outlook's "-----Original Message-----"
 * and its translations, Proton's "------- Original Message -------", Yahoo's "----- Original
 * Message -----", Outlook's row of underscores (desktop and web).
 */
const ORIGINAL_MARKER = new RegExp([
  String.raw`^\s*(?:-{2,}\s*(?:original message|message d'origine|message original|urspr[üu]ngliche nachricht|originalnachricht|mensaje original|messaggio originale|oorspronkelijk bericht|mensagem original)\s*-{2,}|_{10,})\s*$`,
  // QQ's "------------------ 原始邮件 ------------------", "-----Původní zpráva-----", … (clientWords.ts).
  DASHED_ABROAD(alternatives((w) => w.original)),
].join('|'), 'iu');

/**
 * The first words of a reply header ("On …", "Le …", "Am …", "El …", "Il giorno …", "Il …") and
 * its last words ("wrote:", "a écrit :", "schrieb …:", "escribió:", "ha scritto:"). German puts
 * the name after the verb: "Am 3. März 2025 um 10:00 schrieb Tom Bell <tom@…>:"; Yahoo's German
 * "… hat GM <gm@…> Folgendes geschrieben:". Dutch as German: "Op zo 2 mrt 2025 om 18:45 schreef GM
 * <gm@…>:"; Portuguese: "Em dom., 2 de mar. de 2025 às 18:45, GM <gm@…> escreveu:".
 */
const REPLY_START = /^\s*(?:on|le|am|el|il giorno|il|op|em)\s+\S/iu;
const REPLY_END = /(?:\b(?:wrote|writes|escribi[óo]|ha scritto|scrisse|geschrieben|escreveu)\s*:|\ba [ée]crit\s*:|\b(?:schrieb|schreef)\b.{0,120}:)\s*$/iu;
/** A reply header with no date: "Tom Bell <tom@…> wrote:", "GM a écrit :". */
const BARE_REPLY = /^\s*.{1,100}\s(?:wrote|a [ée]crit|schrieb|schreef|escribi[óo]|escreveu|ha scritto|geschrieben)\s*:\s*$/iu;
const MAX_REPLY_HEADER = 250;

/**
 * The reply lines of the other languages put their words anywhere: "Em sáb., … escreveu:",
 * "Nagy Péter <…> ezt írta (időpont: 2026. nov. 28., Szo, 22:10):", "Mikko kirjoitti 28.11.2026
 * klo 22.10:", "在 2026年11月28日，22:10，陈静 <…> 写道：", "… さんは書きました:". Some name no verb
 * at all: Gmail's Russian "сб, 28 нояб. 2026 г. в 22:10, Иван Петров <ivan@…>:", its Japanese
 * "2026年11月28日(土) 22:10 山田太郎 <…>:", its Hebrew "בתאריך … מאת Name <address>:", Mail.ru's
 * "… от Иван Петров <ivan@…>:". One rule for all: a line ending in a colon, with a date (a year,
 * or day.month.year) and a time, that holds a reply verb of the table or ends in an address in
 * angle brackets. A player's own line has neither the date and time nor the address.
 */
const VERB_WORDS = WORDS.flatMap((w) => w.wrote).filter((v) => !/[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Hangul}]/u.test(v));
const VERB_SIGNS = WORDS.flatMap((w) => w.wrote).filter((v) => !VERB_WORDS.includes(v));
const WROTE_ABROAD = new RegExp(String.raw`(?<![\p{L}])(?:${[...new Set(VERB_WORDS)].map(escape).join('|')})(?![\p{L}])|${[...new Set(VERB_SIGNS)].map(escape).join('|')}`, 'iu');
const ADDRESS_THEN_COLON = /@[^\s<>]+>\s*\)?\s*:\s*$/u;
const HAS_YEAR = /(?<!\d)(?:19|20)\d\d(?!\d)|(?<!\d)\d{1,2}[./-]\s?\d{1,2}[./-]\s?\d{2}(?!\d)/;
const HAS_TIME = /(?<!\d)\d{1,2}[:.]\d{2}(?!\d)/;
function isReplyLineAbroad(text: string): boolean {
  if (!endsWithColon(text) || !HAS_TIME.test(text) || !HAS_YEAR.test(text)) return false;
  return (text.includes('@') && ADDRESS_THEN_COLON.test(text)) || WROTE_ABROAD.test(text);
}

/**
 * A cheap look before the reply-header patterns: the English, French, German, Spanish and
 * Italian verbs, a verb of the table, or an address before the final colon. Every reply header
 * holds one of them; most lines of a mail hold none.
 */
const REPLY_WORDS = /wrote|writes|crit|schrieb|schreef|escribi|escreveu|scritto|scrisse|geschrieben/i;
export function mayBeReplyHeader(text: string): boolean {
  // (The five languages' first line of a reply header wrapped in two has no colon at its end.)
  return REPLY_WORDS.test(text) || (endsWithColon(text) && ((text.includes('@') && /[>)]\s*:\s*$/.test(text)) || WROTE_ABROAD.test(text)));
}

/** "On Mon, 3 Mar 2025 at 10:00, Tom Bell <tom@…> wrote:" in any of the languages, on one line. */
export function isReplyHeader(text: string): boolean {
  if (text.length > MAX_REPLY_HEADER) return false;
  return (REPLY_START.test(text) && REPLY_END.test(text)) || BARE_REPLY.test(text) || isReplyLineAbroad(text);
}

/**
 * A reply header as a client writes it, with its date ("On Sun, 2 Mar 2025 at 18:00, GM <…>
 * wrote:"): strong enough to take the plain text under it for the quoted original (Yahoo). A
 * player's own "As Karl wrote:" is not one.
 */
export function isDatedReplyHeader(text: string): boolean {
  return text.length <= MAX_REPLY_HEADER && ((REPLY_START.test(text) && REPLY_END.test(text) && /\d/.test(text)) || isReplyLineAbroad(text));
}

/**
 * Gmail wraps a long reply header over two lines ("On Mon, 3 Mar 2025 at 10:00, Tom Bell <" /
 * "tom@example.co.uk> wrote:", "… GM <gm@…> ha" / "scritto:"): true when these two lines
 * together are one.
 */
export function isSplitReplyHeader(first: string, second: string): boolean {
  if (first.length + second.length > MAX_REPLY_HEADER || second.length > 120) return false;
  if (!REPLY_START.test(first) || REPLY_END.test(first) || REPLY_START.test(second) || !/:\s*$/.test(second)) return false;
  return REPLY_END.test(`${first.trimEnd()} ${second.trim()}`);
}

/** What each marker can begin with (firstChar.ts): dashes, "Begin", "Début", "Anfang", "Inicio", "Inizio"; dashes or underscores. */
const FORWARD_STARTS = '-bdai' + INTRO_STARTS;
const ORIGINAL_STARTS = '-_';

export function isForwardMarker(text: string): boolean {
  if (!mayStart(text, FORWARD_STARTS)) return false;
  return text.trimStart().startsWith('-') ? DASHED_FORWARD.test(text) : endsWithColon(text) && FORWARD_INTRO.test(text);
}

/** The line's last character that is not white space is a colon. */
function endsWithColon(text: string): boolean {
  let end = text.length - 1;
  while (end >= 0 && text.charCodeAt(end) <= 32) end--;
  return end >= 0 && text.charCodeAt(end) === 58;
}

export function isOriginalMarker(text: string): boolean {
  return mayStart(text, ORIGINAL_STARTS) && ORIGINAL_MARKER.test(text);
}

/** Either marker: the place where an earlier mail begins. */
export function isEarlierMailMarker(text: string): boolean {
  return isForwardMarker(text) || isOriginalMarker(text);
}

/** What a field of a client-written header block holds. */
export type QuotedField = 'from' | 'date' | 'to' | 'cc' | 'subject' | 'other';

/**
 * Field names clients write over an earlier mail, by language. Outlook writes "Sent" where Gmail
 * writes "Date"; Spanish Outlook writes "Enviado el"; Thunderbird's Italian "Mittente"; Gmail in
 * German mixes "Von:" with English "Date:", "Subject:", "To:". The colon may have a space before
 * it (French typography: "De :") and a tab after it (Thunderbird).
 */
const FIELD_NAMES: [QuotedField, string[]][] = [
  ['from', ['from', 'de', 'von', 'da', 'mittente', 'sender', 'absender', 'expéditeur', 'expediteur', 'remitente']],
  ['date', ['date', 'sent', 'datum', 'gesendet', 'envoyé', 'envoye', 'envoyé le', 'fecha', 'enviado', 'enviado el', 'enviados', 'data', 'inviato', 'inviato il']],
  ['to', ['to', 'à', 'a', 'pour', 'an', 'para', 'destinataire', 'destinatario', 'empfänger']],
  ['cc', ['cc', 'cci', 'bcc', 'kopie', 'copie à', 'copie']],
  ['subject', ['subject', 'objet', 'sujet', 'betreff', 'asunto', 'oggetto']],
  ['other', ['reply-to', 'répondre à', 'antwort an', 'responder a', 'rispondi a', 'importance', 'wichtigkeit', 'priorité', 'importancia', 'priorità', 'priority']],
];
const FIELD_BY_NAME = new Map<string, QuotedField>();
for (const [field, names] of FIELD_NAMES) for (const n of names) FIELD_BY_NAME.set(n, field);
// The other languages' field names (clientWords.ts); a name the five already give keeps its field.
for (const w of WORDS) for (const [field, names] of Object.entries(w.fields) as [QuotedField, string[]][]) for (const n of names) if (!FIELD_BY_NAME.has(n)) FIELD_BY_NAME.set(n, field);
const FIELD_LINE = /^\s*(?:>\s?)*([\p{L}][\p{L}\p{M}' -]{0,18}?)\s?:[ \t\u00a0]*(.*)$/u;

/** "De : Tom Bell <tom@…>" → { field: 'from', value: 'Tom Bell <tom@…>' }; undefined for any other line. */
export function quotedField(text: string): { field: QuotedField; value: string } | undefined {
  // Every field has its colon; most lines of a mail (asked here by mailSplit, headers and
  // earlierMail) have none, and the Unicode pattern costs more than this look.
  if (!text.includes(':')) return undefined;
  const m = FIELD_LINE.exec(text);
  if (!m) return undefined;
  const field = FIELD_BY_NAME.get(m[1]!.trim().toLowerCase());
  return field ? { field, value: m[2]!.trim() } : undefined;
}

/**
 * Mail-client footers: "Sent from my iPhone" and its translations, the Outlook, Yahoo, Gmail
 * and Proton footers, mailing-list lines and confidentiality notices. Everything from such a
 * line on is not the player's text.
 */
const FOOTER = new RegExp([
  String.raw`^\s*(?:sent from my \w+|sent from (?:yahoo|mail for|outlook|gmail|proton)|sent with proton mail|sent via |get outlook for)`,
  String.raw`^\s*(?:envoy[ée] (?:de|depuis) (?:mon|ma|yahoo|outlook|l'application)|envoy[ée] avec (?:la messagerie|proton)|t[ée]l[ée]charger outlook|obtenir outlook pour)`,
  String.raw`^\s*(?:von meinem \S+(?: \S+)? gesendet|gesendet von (?:meinem|yahoo|outlook|mail für)|gesendet mit (?:der|proton)|von yahoo mail|outlook für \S+ beziehen)`,
  String.raw`^\s*(?:enviado desde (?:mi|yahoo|outlook|correo)|enviado con (?:el correo|proton)|obtener outlook para|descargar outlook para)`,
  String.raw`^\s*(?:inviato da(?:l mio)? (?:\S+|yahoo|outlook)|inviato con (?:l'email|proton)|scarica outlook per|ottieni outlook per)`,
  // Phones in the languages players write besides those five: Dutch, Portuguese, Polish,
  // Swedish, Danish and Norwegian, Czech, Russian, Turkish, Japanese ("iPhoneから送信"), and
  // Chinese and Korean ("发自我的华为手机", "iPhone에서 보냄"): under anonymous press the phone's
  // language and make tell who wrote it (000 D.X(2); corpus 1327).
  String.raw`^\s*(?:(?:verzonden|verstuurd) (?:vanaf|met|via) (?:mijn|de|outlook|yahoo)|enviado (?:do|a partir do) (?:meu|minha|yahoo|outlook|e-?mail)|wys[łl]ane z (?:mojego|mojej|aplikacji|outlook|yahoo|poczty)|skickat fr[åa]n (?:min|yahoo|outlook)|sendt fra (?:min|yahoo|outlook)|odesl[áa]no z (?:m[ée]ho|yahoo|outlook)|отправлено (?:с|из|со) |\S+['’]?(?:[uıiü]mdan|[uıiü]ndan|den|dan) g[öo]nderildi|\S+から送信|(?:发|來|来)自(?:我的)?\s*\S{0,20}|\S+에서\s*보냄)`,
  String.raw`^\s*(?:you received this message because|to unsubscribe from this group|(?:this|the information in this) (?:e-?mail|message) (?:and any attachments )?(?:is|are|may be) (?:strictly )?confidential|(?:confidentiality notice|disclaimer|avis de confidentialit[ée]|vertraulichkeitshinweis|haftungsausschluss|aviso (?:de confidencialidad|legal)|avvertenza|avviso di riservatezza)\s*:|ce (?:message|courriel|e-mail) (?:et ses pi[eè]ces jointes )?(?:est|sont|peut [eê]tre) confidentiel|diese (?:e-mail|nachricht) (?:ist|kann) vertraulich|este (?:mensaje|correo) (?:es|puede ser|puede contener informaci[óo]n) confidencial|questo (?:messaggio|e-?mail) (?:è|e'|può essere) (?:riservat|confidenzial)|le informazioni contenute in quest[oa] (?:messaggio|e-?mail) sono riservate)`,
].join('|'), 'iu');

/** A rule of underscores (Outlook's line above its footer and its forwards' header block). */
const UNDERSCORES = /^\s*_{20,}\s*$/u;

/**
 * FOOTER's words (triggerWords.ts): each of its footers opens with one of them, at a word's
 * start ("Sent", "Envoyé", "Von", "Gesendet", "Inviato", "Verzonden", "Skickat", "You received",
 * "This e-mail", "Disclaimer", "Questo messaggio" …), or is written in another script (a line
 * with a non-ASCII letter is let through), or ends in the Turkish "gönderildi" ("gonderildi"
 * begins a word after its space). A line holding none of them is no footer, whatever its first
 * letter, and FOOTER (a long Unicode pattern) is not asked of it.
 */
const FOOTER_WORDS = triggerOf(['sent', 'get', 'envoy', 'tel', 'obtenir', 'von', 'gesendet', 'outlook', 'enviado', 'obtener', 'descargar',
  'inviato', 'scarica', 'ottieni', 'verzonden', 'verstuurd', 'wys', 'skickat', 'sendt', 'odesl', 'gonderildi',
  'you', 'to', 'this', 'the', 'confidentiality', 'disclaimer', 'avis', 'vertraulichkeitshinweis', 'haftungsausschluss', 'aviso',
  'avvertenza', 'avviso', 'ce', 'diese', 'este', 'questo', 'le']);
/** For the test that holds the words to FOOTER (triggerWords.test.ts). */
export const FOOTER_TRIGGER: WordTrigger = { words: FOOTER_WORDS, patterns: [FOOTER] };

/** Lines a footer starts with are long sentences at most; a limit keeps the test cheap. */
export function isClientFooter(text: string): boolean {
  if (text.length > 300 || !mayStart(text, FOOTER_STARTS)) return false;
  return (mayHold(FOOTER_WORDS, text) && FOOTER.test(text)) || UNDERSCORES.test(text);
}

/** The first letters of every footer above, in order (firstChar.ts), and the underscores of a rule. */
const FOOTER_STARTS = 'sgetovdiycahqlw_';

/**
 * Subject prefixes of a forward in the five languages: "Fwd:", "Fw:", "TR:" (Outlook French),
 * "WG:" (German), "RV:" (Spanish), "I:" (Italian Outlook), "Inoltro:", "Enc:". A reply's ("Re:",
 * "AW:", "R:", "RE :", "SV:") are not.
 */
const FORWARD_SUBJECT = new RegExp(String.raw`^\s*(?:\[[^\]]{0,40}\]\s*)?(?:fwd?|tr|wg|rv|i|inoltro|enc|reenv|${alternatives((w) => w.forwardSubject)})\s?[:：]`, 'iu');

export function isForwardSubject(subject: string | undefined): boolean {
  return !!subject && FORWARD_SUBJECT.test(subject);
}
