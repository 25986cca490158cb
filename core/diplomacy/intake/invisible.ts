// Characters a mail client, a word processor or a web page puts into text that the GM never
// sees on screen: zero-width spaces and joiners (pasted from web pages and chat apps: "Mos​cow"),
// the word joiner, a byte-order mark left at the start of a line, the soft hyphen (&shy;: a
// hyphen only where a browser breaks the line). They are taken out before a line is read, as
// the GM's eye does; otherwise "Mos\u200bcow" is no province and the order is lost. The hyphen
// characters Word and macOS put in for "-" (U+2010 hyphen, U+2011 non-breaking hyphen, U+2012
// figure dash) print as a hyphen and are read as one. The variation selectors a phone puts after
// an emoji ("➡️" is U+27A1 U+FE0F) only choose how it is drawn. The direction marks and
// embeddings a right-to-left client writes around a line and the names and addresses in it
// (U+200E, U+200F, U+202A–U+202E, U+2066–U+2069: Gmail's Hebrew and Arabic reply line, Outlook's
// header block) only order the letters on screen; left in, "\u200fמאת:" was no field name and
// the reply line no reply line (corpus 1548, 1549). The raw line is left as it was: only the
// text read from it changes.
const INVISIBLE = /[\u00ad\u200b\u200c\u200d\u2060\ufeff\ufe0e\ufe0f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const HYPHENS = /[\u2010\u2011\u2012]/g;
const ANY = /[\u00ad\u200b\u200c\u200d\u2060\ufeff\ufe0e\ufe0f\u2010\u2011\u2012\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** The line as the GM sees it: invisible characters gone, hyphen look-alikes as "-". */
export function withoutInvisible(text: string): string {
  return ANY.test(text) ? text.replace(INVISIBLE, '').replace(HYPHENS, '-') : text;
}
