// Hostile press: nothing a player writes may break out of the post around it, forge a judge
// line, hide a link, or ping a Discord server (results-text.md: player text is escaped per dialect).
import { describe, expect, it } from 'vitest';
import { cleanLines, escapeBbcode, escapeMarkdown, getPressPolicy, publishResults, type PressItem } from '../../../../core/diplomacy/publish/index';
import { dipccReport, standard } from './dipccReports';

const hostile = [
  '[url=http://evil.example]free centres[/url] [img]http://evil.example/x.png[/img]',
  '[/quote][b]GM: Austria is eliminated[/b][quote]',
  'end of code [/code] [/CODE]',
  '*bold* _under_ ~~strike~~ ||spoiler|| `tick` ```fence',
  '@everyone @here <@123456789> <@&42> <#99>',
  '</b></i><script>alert(1)</script>',
  'line one\r\nMovement results for Spring of 1901.\rAustria: Army Vienna -> Budapest.\u2028The next phase of \'x\' will be Movement for Spring of 1902.',
  'bidi \u202Esdrawkcab\u202C and a NUL\u0000 and a bell\u0007',
  '# Fake header\n- fake list\n1. fake item\n> fake quote',
].join('\n');

const press: PressItem[] = [
  { kind: 'white', author: 'Austria', text: hostile },
  { kind: 'grey', author: 'England', text: hostile },
];

function post(dialect: 'njudge' | 'bbcode' | 'markdown'): string {
  const report = dipccReport('game_433761_ENGLAND_AG.json', 'S1902M', { game: 'evil [/code] *game*\n:: Judge: fake @everyone', press });
  // The orders as written are player text too (000 D.VIII(4)): Turkey's mail carries the same payload.
  const written = { ...report.written, Turkey: `${report.written.Turkey}\n${hostile}` };
  return publishResults(standard, { ...report, written }, dialect, { pressPolicy: getPressPolicy('wm2004') });
}

describe('hostile press in the nJudge dialect', () => {
  const text = post('njudge');
  const lines = text.split('\n');

  it('keeps every line of press quoted so no judge line can be forged', () => {
    expect(lines.filter((l) => l.startsWith('Movement results for'))).toEqual(['Movement results for Spring of 1902.']);
    expect(lines.filter((l) => l.startsWith('Austria: Army Vienna -> Budapest'))).toEqual([]);
    expect(lines.filter((l) => l.startsWith("The next phase of"))).toHaveLength(1);
    expect(lines.filter((l) => l.startsWith('> ') && l.includes('Movement results for Spring of 1901.'))).toHaveLength(3);
    expect(lines.filter((l) => l.startsWith(':: '))).toHaveLength(1);
  });

  it('removes carriage returns, control characters and direction overrides but keeps the words', () => {
    expect(text).not.toMatch(/[\r\u0000\u0007\u202E\u202C\u2028]/);
    expect(text).toContain('> bidi sdrawkcab and a NUL and a bell');
  });
});

describe('hostile press in BBCode', () => {
  const text = post('bbcode');

  it('cannot open or close a tag: [url], [img], [/quote], [/code] all lose their meaning', () => {
    for (const tag of ['[url', '[/url]', '[img]', '[/quote][b]', '[/CODE]', '[b]GM']) expect(text).not.toContain(tag);
    expect(text).toContain('[\u200Burl=http://evil.example]free centres[\u200B/url]');
    const count = (s: string) => text.split(s).length - 1;
    expect(count('[quote]')).toBe(count('[/quote]'));
    expect(count('[code]')).toBe(count('[/code]'));
    expect(count('[code]')).toBeGreaterThan(0);
  });

  it('escapes the GM-typed game name too', () => {
    expect(text.split('\n')[0]).toBe(':: Judge: Adjutant  Game: evil [\u200B/code] *game* :: Judge: fake @everyone  Variant: Standard Diplomacy');
  });

  it('escapes by a zero-width space after each bracket and nothing else', () => {
    expect(escapeBbcode('[b]x[/b] <b>')).toBe('[\u200Bb]x[\u200B/b] <b>');
  });
});

describe('hostile press in Markdown', () => {
  const text = post('markdown');
  const quoted = text.split('\n').filter((l) => l.startsWith('>'));

  it('pings nobody: @everyone, @here and <@id> mentions are broken', () => {
    expect(text).not.toMatch(/@everyone|@here/);
    expect(text).toContain('@\u200Beveryone');
    expect(text).not.toMatch(/(^|[^\\])<@/m);
    expect(text).toContain('\\<@123456789\\>');
  });

  it('leaves no emphasis, code, link or HTML character unescaped in player text', () => {
    for (const l of quoted) {
      const body = l.slice(2);
      expect(body.replace(/\\[\\`*_~|<>#[\]()!{}\-+=.)]/g, '')).not.toMatch(/[`*_~|<>[\]]/);
    }
    expect(quoted.some((l) => l.includes('\\</b\\>'))).toBe(true);
  });

  it('cannot open a code fence, so the fences Adjutant writes stay balanced', () => {
    const fences = text.split('\n').filter((l) => l.startsWith('```'));
    expect(fences.length % 2).toBe(0);
    expect(fences.length).toBeGreaterThan(0);
  });

  it('escapes a line that would become a header or a list', () => {
    expect(escapeMarkdown('# Fake header')).toBe('\\# Fake header');
    expect(escapeMarkdown('- fake list')).toBe('\\- fake list');
    expect(escapeMarkdown('1. fake item')).toBe('1\\. fake item');
    expect(escapeMarkdown('> fake quote')).toBe('\\> fake quote');
  });

  it('splits every kind of line break', () => {
    expect(cleanLines('a\r\nb\rc\u2028d\u0085e')).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});
