// Rule text is hostile input: a rule, an annotation or a player's name may contain anything. When
// it goes into a forum post it must come out as the same visible text and never as markup that
// closes our tags, opens links or quotes, or re-orders the line. Each dialect has its own escape.

export type Dialect = 'text' | 'bbcode' | 'markdown';

// C0 controls other than tab and newline, DEL, and the Unicode bidirectional overrides and
// isolates (which can make a line display in a different order from what it says).
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u0008\u000b-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g;

function plain(s: string): string {
  return s.replace(/\r\n?/g, '\n').replace(INVISIBLE, '');
}

/**
 * BBCode has no escape character. A tag needs its name right after "[", so a zero-width space
 * after every "[" keeps the text visibly identical while no forum can read a tag in it.
 */
function bbcode(s: string): string {
  return plain(s).replace(/\[/g, '[\u200b');
}

/**
 * Markdown: backslash-escape the characters that make inline markup (emphasis, code, links,
 * autolinks, raw HTML, entities, tables, strike-through) anywhere, and the ones that make block
 * markup at the start of a line (headings, quotes, lists, rules, setext underlines); drop leading
 * indentation, which would turn a line into a code block.
 */
function markdown(s: string): string {
  return plain(s).split('\n').map((line) => {
    let l = line.replace(/^[ \t]+/, '').replace(/[\\`*_{}[\]<>|~&!]/g, '\\$&');
    l = l.replace(/^([#>+=-])/, '\\$1').replace(/^(\d+)([.)])/, '$1\\$2');
    return l;
  }).join('\n');
}

export function escapeFor(dialect: Dialect, s: string): string {
  return dialect === 'bbcode' ? bbcode(s) : dialect === 'markdown' ? markdown(s) : plain(s);
}

/** Emphasis in each dialect around already-escaped text. */
export function bold(dialect: Dialect, escaped: string): string {
  return dialect === 'bbcode' ? `[b]${escaped}[/b]` : dialect === 'markdown' ? `**${escaped}**` : escaped;
}

export function italic(dialect: Dialect, escaped: string): string {
  return dialect === 'bbcode' ? `[i]${escaped}[/i]` : dialect === 'markdown' ? `*${escaped}*` : escaped;
}

export function heading(dialect: Dialect, escaped: string): string {
  return dialect === 'bbcode' ? `[b]${escaped}[/b]` : dialect === 'markdown' ? `### ${escaped}` : escaped;
}
