// Characters a mail client, a word processor or a web page puts into text that the GM never
// sees on screen: zero-width spaces and joiners (pasted from web pages and chat apps: "Mos​cow"),
// the word joiner, a byte-order mark left at the start of a line, the soft hyphen (&shy;: a
// hyphen only where a browser breaks the line). They are taken out before a line is read, as
// the GM's eye does; otherwise "Mos\u200bcow" is no province and the order is lost. The hyphen
// characters Word and macOS put in for "-" (U+2010 hyphen, U+2011 non-breaking hyphen, U+2012
// figure dash) print as a hyphen and are read as one. The variation selectors a phone puts after
// an emoji ("➡️" is U+27A1 U+FE0F) only choose how it is drawn. The raw line is left as it was:
// only the text read from it changes.
const INVISIBLE = /[\u00ad\u200b\u200c\u200d\u2060\ufeff\ufe0e\ufe0f]/g;
const HYPHENS = /[\u2010\u2011\u2012]/g;
const ANY = /[\u00ad\u200b\u200c\u200d\u2060\ufeff\ufe0e\ufe0f\u2010\u2011\u2012]/;

/** The line as the GM sees it: invisible characters gone, hyphen look-alikes as "-". */
export function withoutInvisible(text: string): string {
  return ANY.test(text) ? text.replace(INVISIBLE, '').replace(HYPHENS, '-') : text;
}
