// An HTML-only mail turned into plain text, never treated as HTML: a small scanner that drops
// tags, turns block tags and <br> into line breaks, skips <script>/<style>/<head> content and
// decodes character entities. Nothing is rendered or evaluated; the output is only text.
import type { MappedText } from './mappedText';

const BLOCK = new Set(['p', 'div', 'br', 'li', 'tr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'table', 'ul', 'ol', 'hr', 'dt', 'dd', 'section', 'article', 'header', 'footer']);
const SKIP_CONTENT = new Set(['script', 'style', 'head', 'title', 'template']);
// Struck-out text (<s>, <strike>, <del>: a rich editor's strike-through) is what the player took
// back: written as Markdown's ~~…~~, which struckThrough.ts does not read (corpus 1007, where
// only the HTML part kept the strike).
const STRUCK = new Set(['s', 'strike', 'del']);

const NAMED: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', ndash: '–', mdash: '—', rarr: '→',
  hellip: '…', lsquo: '‘', rsquo: '’', ldquo: '“', rdquo: '”', eacute: 'é', egrave: 'è', uuml: 'ü',
  ouml: 'ö', auml: 'ä', szlig: 'ß', copy: '©', shy: '',
};

/** Decodes one entity at `text[i] === '&'`; returns the text and how many characters it used. */
function entity(text: string, i: number): [string, number] | undefined {
  const m = /^&(#x[0-9a-f]{1,8}|#[0-9]{1,10}|[a-z]{2,8});?/i.exec(text.slice(i, i + 14));
  if (!m) return undefined;
  const body = m[1]!;
  if (body[0] === '#') {
    const cp = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    if (!Number.isFinite(cp) || cp <= 0 || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return ['\ufffd', m[0].length];
    return [String.fromCodePoint(cp), m[0].length];
  }
  const named = NAMED[body.toLowerCase()];
  return named === undefined ? undefined : [named, m[0].length];
}

export function htmlToText(input: MappedText): MappedText {
  const { text, src } = input;
  let out = '';
  const map: number[] = [];
  let skipping: string | undefined;
  let pendingSpace = false;
  // Text inside <blockquote> is a quoted reply: it is marked with "> " like a plain-text quote.
  let quoteDepth = 0;
  // The last character written, kept aside: indexing a string built by += flattens it each time.
  let last = '';
  const emit = (s: string, at: number) => {
    if (quoteDepth > 0 && s !== '\n' && (last === '' || last === '\n')) { out += '> '; map.push(at, at); }
    for (let k = 0; k < s.length; k++) map.push(at);
    out += s;
    if (s.length) last = s[s.length - 1]!;
  };
  const newline = (at: number) => { pendingSpace = false; if (last !== '' && last !== '\n') emit('\n', at); };
  for (let i = 0; i < text.length;) {
    const c = text[i]!;
    if (c === '<') {
      if (text.startsWith('<!--', i)) { const end = text.indexOf('-->', i + 4); i = end < 0 ? text.length : end + 3; continue; }
      const close = text.indexOf('>', i + 1);
      if (close < 0) { i = text.length; break; }
      const tag = /^<\s*(\/?)\s*([a-z0-9]+)/i.exec(text.slice(i, Math.min(close + 1, i + 40)));
      const name = tag?.[2]?.toLowerCase();
      const closing = tag?.[1] === '/';
      if (name && SKIP_CONTENT.has(name)) skipping = closing ? undefined : name;
      if (name && BLOCK.has(name) && !skipping) newline(src[i]!);
      // Table cells side by side are words apart ("<td>A Ser</td><td>S</td>" is "A Ser S", not "A SerS").
      if ((name === 'td' || name === 'th') && closing && last !== '' && last !== '\n') pendingSpace = true;
      if (name === 'blockquote') quoteDepth = Math.max(0, quoteDepth + (closing ? -1 : 1));
      if (name && STRUCK.has(name) && !skipping) {
        if (!closing && pendingSpace) { emit(' ', src[i]!); pendingSpace = false; }
        emit('~~', src[i]!);
      }
      i = close + 1;
      continue;
    }
    if (skipping) { i++; continue; }
    if (c === '\r' || c === '\n' || c === '\t' || c === ' ') {
      // HTML collapses white space; line breaks come only from tags.
      if (last !== '' && last !== '\n') pendingSpace = true;
      i++; continue;
    }
    if (pendingSpace) { emit(' ', src[i]!); pendingSpace = false; }
    if (c === '&') {
      const e = entity(text, i);
      if (e) { emit(e[0] === '\u00a0' ? ' ' : e[0], src[i]!); i += e[1]; continue; }
    }
    emit(c === '\u00a0' ? ' ' : c, src[i]!);
    i++;
  }
  map.push(src[text.length]!);
  return { text: out, src: map };
}
