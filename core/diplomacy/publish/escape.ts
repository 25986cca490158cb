// Text a player typed is hostile until proven otherwise: it must not be able to break out of
// the post around it, forge a header line, ping a Discord server or hide a link. Each dialect
// has its own escape; all of them first clean the text the same way.

/** Characters that reorder text on screen (a press line could pretend to be someone else's). */
const BIDI = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;
// Control characters other than newline; tabs become spaces so columns stay predictable.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;

/** Normalised lines: every kind of line break split, controls and direction overrides removed. */
export function cleanLines(text: string): string[] {
  const normal = String(text)
    .replace(/\r\n?|[\u0085\u2028\u2029\u000B\u000C]/g, '\n')
    .replace(/\t/g, '    ')
    .replace(CONTROL, '')
    .replace(BIDI, '');
  return normal.split('\n').map((l) => l.replace(/\s+$/, ''));
}

/** One line of typed text for the middle of a sentence: line breaks become spaces. */
export function cleanInline(text: string): string {
  return cleanLines(text).join(' ').replace(/ {2,}/g, ' ').trim();
}

// ---- nJudge plain text --------------------------------------------------------------------
// Plain text cannot be "broken", but a typed line could imitate the judge (`Austria: Army
// Vienna -> Budapest.`, `Movement results for …`) and fool a mapper. Player blocks are quoted
// line by line with `> `, which no judge line starts with.

export function quotePlain(text: string): string[] {
  return cleanLines(text).map((l) => (l ? `> ${l}` : '>'));
}

// ---- BBCode -------------------------------------------------------------------------------
// BBCode has no escape character. A zero-width space after every `[` stops the forum from
// reading `[url]`, `[/quote]`, `[/code]` or `[img]` as tags while the reader sees the same text.

export function escapeBbcode(text: string): string {
  return text.replace(/\[/g, '[\u200B');
}

// ---- Markdown (Discord, Reddit, GitHub) -----------------------------------------------------
// Every Markdown control character is backslash-escaped (CommonMark lets any ASCII punctuation be
// escaped), so `*`, `` ` ``, `[link](url)`, `# header`, `</b>` and `<@123>` show as typed.
// `@everyone` and `@here` get a zero-width space after the `@`, which is how Discord is told
// not to ping.

const MD_SPECIAL = /[\\`*_~|<>#[\]()!{}]/g;

export function escapeMarkdown(text: string): string {
  return text
    .replace(MD_SPECIAL, (c) => `\\${c}`)
    // A line starting `- `, `+ `, `= ` or `1. ` would become a list or an underline.
    .replace(/^(\s*)([-+=])/, '$1\\$2')
    .replace(/^(\s*\d+)([.)])/, '$1\\$2')
    .replace(/@(everyone|here)/gi, '@\u200B$1');
}

/** Adjutant's own sentences in Markdown: only what could start emphasis or code is escaped. */
export function escapeMarkdownLight(text: string): string {
  return text.replace(/[\\`*_~|<>[\]]/g, (c) => `\\${c}`);
}

/** Inside a code block nothing may close the block early: ``` and [/code] are broken up. */
export function guardCodeLine(line: string, dialect: 'bbcode' | 'markdown'): string {
  return dialect === 'bbcode' ? line.replace(/\[/g, '[\u200B') : line.replace(/`/g, '\u02CB');
}
