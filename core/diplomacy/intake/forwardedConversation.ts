// Gmail's "Forward all" of a thread: "---------- Forwarded conversation ----------", the thread's
// Subject:, a rule of dashes, then each mail of the thread under its own From:/Date:/To: block,
// the blocks parted by "----------". A player forwards the thread of their own orders "in case
// you missed them"; the dates inside ("Mon, Mar 3, 2025 at 9:40 AM") name no zone, and the mails
// were read as sent on their own with no time: France's two sets could not be ranked, the GM was
// asked, and until then the set pasted first counted (the unseen-mail trial of corpus 1811-1850,
// evening 38; issue 13). A careful GM reads the thread as the player's forward: each mail in it
// is the player's (when its From: is the forwarder's), received with the forward (000 D.VII(1)),
// and the thread's own times, all written by one mail program in one zone, say which was sent
// last (000 D.III(3)a / 001 B.IV(4)a).

/** The marker over a forwarded thread, as Gmail writes it in the five languages players use. */
const MARKER = /^\s*-{5,}\s*(?:forwarded conversation|conversation transf[ée]r[ée]e|weitergeleitete unterhaltung|conversazione inoltrata|conversaci[óo]n reenviada)\s*-{5,}\s*$/i;

/** Is the line the marker over a forwarded Gmail thread? (A first-character test before the pattern.) */
export function isConversationMarker(text: string): boolean {
  return text.trimStart().startsWith('-----') && MARKER.test(text);
}

/** Is the line the rule of dashes Gmail writes over each mail of a forwarded thread? */
export function isConversationRule(text: string): boolean {
  return /^\s*-{10,}\s*$/.test(text);
}

/** Month words (English, French, German, Italian, Spanish) by their first letters; index = month. */
const MONTHS: readonly RegExp[] = [
  /^(?:jan|janv|janvier|januar|jän|jänner|gen|gennaio|ene|enero)\.?$/i,
  /^(?:feb|febr|févr|fév|fevr|février|februar|febbraio|febrero)\.?$/i,
  /^(?:mar|mars|märz|marz|marzo)\.?$/i,
  /^(?:apr|avr|avril|april|aprile|abr|abril)\.?$/i,
  /^(?:may|mai|mag|maggio|mayo)\.?$/i,
  /^(?:jun|juin|juni|giu|giugno|junio)\.?$/i,
  /^(?:jul|juil|juillet|juli|lug|luglio|julio)\.?$/i,
  /^(?:aug|août|aout|ago|agosto)\.?$/i,
  /^(?:sep|sept|septembre|september|set|sett|settembre|septiembre)\.?$/i,
  /^(?:oct|octobre|okt|oktober|ott|ottobre|octubre)\.?$/i,
  /^(?:nov|novembre|november|noviembre)\.?$/i,
  /^(?:dec|déc|décembre|dez|dezember|dic|dicembre|diciembre)\.?$/i,
];
const monthOf = (word: string) => MONTHS.findIndex((p) => p.test(word));

/** "Mar 3, 2025" (English) and "3 mars 2025", "3. März 2025", "3 mar 2025" (the others). */
const MONTH_FIRST = /([\p{L}]{3,10}\.?)\s+(\d{1,2}),?\s+(\d{4})/u;
const DAY_FIRST = /(\d{1,2})\.?\s+([\p{L}]{3,10}\.?),?\s+(\d{4})/u;
const TIME = /(\d{1,2})[:h.](\d{2})(?::\d{2})?\s*([ap]\.?\s?m\.?)?/i;

/**
 * The time a forwarded thread shows over one of its mails, read as if it were UTC: only to rank
 * the mails of one thread among themselves (one program wrote every date, in one zone), never
 * as the time the mail was sent. Undefined when the date is not written in full.
 */
export function shownTimeMs(value: string | undefined): number | undefined {
  if (!value) return undefined;
  let day: number, month: number, year: number;
  const a = DAY_FIRST.exec(value);
  const b = a && monthOf(a[2]!) >= 0 ? undefined : MONTH_FIRST.exec(value);
  if (a && monthOf(a[2]!) >= 0) { day = Number(a[1]); month = monthOf(a[2]!); year = Number(a[3]); }
  else if (b && monthOf(b[1]!) >= 0) { day = Number(b[2]); month = monthOf(b[1]!); year = Number(b[3]); }
  else return undefined;
  const t = TIME.exec(value.slice((a ?? b)!.index + (a ?? b)![0].length));
  if (!t) return undefined;
  let hour = Number(t[1]);
  const pm = t[3] && /^p/i.test(t[3]);
  if (t[3] && hour === 12) hour = pm ? 12 : 0;
  else if (pm) hour += 12;
  if (hour > 23 || Number(t[2]) > 59 || day < 1 || day > 31) return undefined;
  return Date.UTC(year, month, day, hour, Number(t[2]));
}
