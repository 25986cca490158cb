// The sign-off at the end of a player's own text: "Thanks,\nJohn", "Cheers, John", "Best",
// "Regards,\nJohn Smith\nLondon", or a lone name line ("John", "- Tom"). Mail clients keep the
// "-- " delimiter and "Sent from my iPhone" footers (body.ts reads those as tail); this finds
// the sign-offs players type themselves, which otherwise read as stray text or, after a press
// block, as more press. The lines stay in the paste (raw text is kept) and get the verdict
// "signature".
//
// Only the last lines of the player's own text can be a sign-off, and only short lines that are
// not orders (nor unreadable order lines the GM should see), press marks, votes or "Final".
import type { BodyLine } from './mime';
import { isBlank } from './lineFacts';

export interface SignOffBlock {
  /** First and last body line of the sign-off (inclusive). */
  start: number;
  end: number;
  /** 'valediction': it starts with one ("Thanks,", "Gruß, Hans"); 'name': a lone name. */
  by: 'valediction' | 'name';
}

export interface LineKinds {
  /** Press marks, votes, "Final", `Power:` lines, headings: they say what they are. */
  isMarked: (text: string) => boolean;
  /** Quoted lines and "On … wrote:": never part of a sign-off. */
  isQuote: (text: string) => boolean;
}

/**
 * A valediction, then optionally a name on the same line, in the ten languages players write
 * in: "Thanks", "Cheers", "Best regards", "Cordialement", "Bien à vous", "Gruß, Hans", "Viele
 * Grüße", "LG", "Saludos", "Un saludo", "Cordiali saluti", "Grazie mille", "Met vriendelijke
 * groet", "Groeten", "Atenciosamente", "Abraços", "Obrigado", …
 */
const VALEDICTION = new RegExp('^\\s*(?:' + [
  // English
  String.raw`(?:many\s+|big\s+|best\s+|kind\s+|warm\s+|warmest\s+|with\s+)?(?:thanks|thank\s+you|thx|cheers|regards|wishes|best|all\s+the\s+best|yours(?:\s+truly|\s+sincerely)?|sincerely|ciao|take\s+care|talk\s+soon|bye|good\s+luck|cordially|rgds|greetings)`,
  // French
  String.raw`(?:bien\s+)?cordialement|bien\s+[àa]\s+(?:vous|toi)|amiti[ée]s|amicalement|merci(?:\s+beaucoup|\s+d'avance)?|(?:sinc[èe]res\s+|meilleures\s+)?salutations|[àa]\s+bient[ôo]t|[àa]\s+plus|bises|bisous|bonne\s+(?:journ[ée]e|soir[ée]e|chance)`,
  // German
  String.raw`(?:viele|beste|liebe|sch[öo]ne|herzliche|freundliche|mit\s+freundlichen|mit\s+besten)?\s*gr[üu](?:ß|ss)(?:en?)?|lg|vg|mfg|(?:vielen\s+)?dank(?:e(?:\s+sch[öo]n)?)?|bis\s+bald|tsch[üu]ss|servus`,
  // Spanish
  String.raw`(?:un\s+)?saludos?(?:\s+cordiales)?|(?:un\s+)?cordial(?:es)?\s+saludos?|atentamente|(?:muchas\s+)?gracias|(?:un\s+)?abrazos?|hasta\s+(?:pronto|luego)|suerte|cordialmente`,
  // Italian
  String.raw`(?:cordiali|distinti|tanti|cari)?\s*saluti|un\s+(?:caro\s+|cordiale\s+|affettuoso\s+)?saluto|grazie(?:\s+mille)?|a\s+presto|un\s+abbraccio|buona\s+(?:giornata|serata|fortuna)`,
  // Dutch ("Met vriendelijke groet", "Groeten", "Groetjes", "MvG")
  String.raw`(?:met\s+)?(?:vriendelijke|hartelijke|beste)?\s*groet(?:en|jes)?|mvg|bedankt|dank\s+je(?:\s+wel)?|tot\s+(?:ziens|snel|later)`,
  // Russian, Polish and Turkish ("С уважением", "Спасибо", "Pozdrawiam", "Z poważaniem",
  // "Saygılarımla"): a Russian sign-off under anonymous press was published with it (corpus 1348)
  String.raw`с\s+уважением|спасибо|всего\s+(?:доброго|хорошего)|удачи|до\s+связи|пока|pozdrawiam|pozdrowienia|z\s+powa[żz]aniem|dzi[ęe]kuj[ęe]|dzi[ęe]ki|saygılarımla|sayg[ıi]lar|te[şs]ekk[üu]rler|iyi\s+[çc]al[ıi][şs]malar`,
  // Portuguese ("Atenciosamente", "Abraços", "Obrigado", "Um abraço", "Cumprimentos")
  String.raw`atenciosamente|(?:um\s+)?abra[çc]os?|obrigad[oa]|cumprimentos|sauda[çc][õo]es|at[ée]\s+(?:logo|breve|mais)|beijos`,
  // Czech, Swedish, Danish, Norwegian, Finnish, Hungarian, Romanian ("S pozdravem", "Med vänlig
  // hälsning", "Venlig hilsen", "Vennlig hilsen", "Terveisin", "Üdvözlettel", "Cu stimă")
  String.raw`s\s+pozdravem|zdrav[íi]m|d[íi]ky|d[ěe]kuji|(?:med\s+)?(?:v[äa]nlig(?:a)?\s+)?h[äa]lsning(?:ar)?|mvh|tack(?:\s+s[åa]\s+mycket)?|(?:med\s+)?venn?lig\s+hilsen|(?:mange\s+)?hilsen?|hilsner|tak|takk|(?:yst[äa]v[äa]llisin\s+)?terveisin|kiitos|[üu]dv[öo]zlettel|[üu]dv|k[öo]sz[öo]n[öo]m|k[öo]szi|tisztelettel|cu\s+stim[ăa]|mul[țţt]umesc|numai\s+bine|toate\s+cele\s+bune|o\s+zi\s+bun[ăa]`,
  // Greek, Ukrainian ("Ευχαριστώ", "Φιλικά", "З повагою", "Дякую")
  String.raw`ευχαριστώ|ευχαριστω|φιλικά|φιλικα|με\s+εκτίμηση|χαιρετισμούς|з\s+повагою|дякую|щиро`,
  // Chinese, Japanese, Korean, Hebrew, Arabic ("谢谢", "祝好", "よろしくお願いします", "감사합니다",
  // "תודה", "בברכה", "مع التحية"): under anonymous press they say who wrote it (000 D.X(2)).
  String.raw`谢谢|謝謝|多谢|祝好|此致|敬礼|(?:どうぞ)?(?:よろしく|宜しく)(?:お願い(?:いた|致)?します)?|감사합니다|고맙습니다|תודה(?:\s+רבה)?|בברכה|مع\s+(?:خالص\s+)?التحية|شكرا|شكراً|تحياتي`,
].join('|') + ')(?![\\p{L}])\\s*[,.!~–—、。，،-]*\\s*(.*)$', 'iu');
/**
 * A name: one to four capitalised words or initials, or (in a script with no capitals: Chinese,
 * Japanese, Korean, Hebrew, Arabic) one to three short words of it ("王芳", "יוסי", "أحمد"), maybe
 * a dash before it and a "(England)" after.
 */
const NAME = /^\s*(?:[-–—~]+\s*)?(?:\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,3}|[\p{Lo}\p{M}]{1,12}(?:\s+[\p{Lo}\p{M}]{1,12}){0,2})(?:\s*\([^()]{1,30}\))?\s*$/u;
/** A line under a valediction (a name, a town, "England player"): short, not a sentence or a P.S. */
const MAX_FOLLOWER = 60;
/** A name, a street, a post code and town, a telephone: a signature block's usual lines. */
const MAX_FOLLOWERS = 5;
/** "Viele Grüße aus Wien", "Greetings from Kiel", "Saludos desde Madrid": where the player writes from. */
const FROM_PLACE = /^(?:aus|from|de|desde|da|dalla|depuis)\s+\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*)?$/u;

/** "Best, Mehmet", "Gruß", "Cheers, Tom": a valediction, with at most a name after it. */
export function isValedictionLine(t: string): boolean {
  return isValediction(t);
}

/** A lone name ("Mehmet", "— Tom"), as written under a valediction. */
export function isNameLine(t: string): boolean {
  return t.length <= MAX_FOLLOWER && NAME.test(t);
}

function isValediction(t: string): boolean {
  if (t.length > MAX_FOLLOWER) return false;
  const m = VALEDICTION.exec(t);
  if (!m) return false;
  const rest = m[1]!.trim();
  return rest === '' || NAME.test(rest) || FROM_PLACE.test(rest);
}

/**
 * Lines under a valediction that read like orders but are a signature's: a name with an initial
 * ("F. Bell", "A. Smith": a unit letter, a period, a surname) and lines with a number of three
 * digits or more (a post code "A-1010 Wien", a telephone), which no order has.
 */
const INITIAL_AND_NAME = /^\s*\p{Lu}\.\s*\p{Lu}\p{Ll}[\p{L}'’-]*(?:\s+\p{Lu}\p{Ll}[\p{L}'’-]*){0,2}\s*$/u;
const LONG_NUMBER = /\d{3}/;
function signatureShaped(t: string): boolean {
  return INITIAL_AND_NAME.test(t) || LONG_NUMBER.test(t);
}

/** Not a sentence or a P.S.: at most six words, not ending in ? ! or :. (By hand: asked of every mail's last lines.) */
function isFollower(t: string): boolean {
  if (t.length > MAX_FOLLOWER) return false;
  let end = t.length - 1;
  while (end >= 0 && t.charCodeAt(end) <= 32) end--;
  const lastChar = t[end];
  if (lastChar === '?' || lastChar === '!' || lastChar === ':') return false;
  let words = 0;
  let inWord = false;
  for (let i = 0; i <= end; i++) {
    const space = t.charCodeAt(i) <= 32;
    if (!space && !inWord) words++;
    inWord = !space;
  }
  return words <= 6 && !PS.test(t);
}

const PS = /^\s*p\.?\s?s\b/i;

/** A line that may be part of a sign-off: short, and not a quote, a marked line or an order. */
function usable(l: BodyLine, kinds: LineKinds, couldBeOrder: (text: string) => boolean): boolean {
  return !l.skip && l.text.length <= MAX_FOLLOWER && !kinds.isQuote(l.text) && !kinds.isMarked(l.text) && !couldBeOrder(l.text);
}

/**
 * The sign-off block ending at `last`, the last line of the player's own text (body.ts finds
 * it: the line before a "-- " delimiter, a quoted original, a client footer or the end, past
 * blank lines and quotes), or undefined. The block runs from a valediction to `last` (at most
 * three short lines after it, one blank line allowed right under the valediction), or is the
 * last one or two lines when each is a name. Only a few lines are read, by shape first:
 * `usable` reads the line as an order (as long as the rest of a short mail), so it is asked
 * only of lines already shaped like a sign-off.
 */
export function signOffBlock(lines: readonly BodyLine[], last: number, kinds: LineKinds, couldBeOrder: (text: string) => boolean): SignOffBlock | undefined {
  if (last < 0 || last >= lines.length) return undefined;
  // A valediction with up to three lines under it, found by shape alone first.
  let valediction = -1;
  let followers = 0;
  let blanks = 0;
  for (let i = last; i >= 0 && i >= last - MAX_FOLLOWERS - 2; i--) {
    const t = lines[i]!.text;
    if (isBlank(t)) { if (++blanks > 1) break; continue; }
    if (isValediction(t)) { valediction = i; break; }
    if (blanks > 0 || !isFollower(t) || ++followers > MAX_FOLLOWERS) break;
  }
  if (valediction >= 0) {
    let ok = true;
    // The valediction line itself is shaped as one ("A presto" is Italian, not an army order
    // with a misspelt Brest); the lines under it must not be orders.
    for (let i = valediction; i <= last && ok; i++) if (!isBlank(lines[i]!.text)) ok = usable(lines[i]!, kinds, i === valediction || signatureShaped(lines[i]!.text) ? () => false : couldBeOrder);
    if (ok) return { start: valediction, end: last, by: 'valediction' };
  }
  // A lone name (or a name and a second name line: "John Smith" / "England").
  let start = -1;
  for (let i = last; i >= 0 && i > last - 2; i--) {
    const t = lines[i]!.text;
    if (isBlank(t) || !NAME.test(t) || !usable(lines[i]!, kinds, couldBeOrder)) break;
    start = i;
  }
  return start >= 0 ? { start, end: last, by: 'name' } : undefined;
}
