// The three results dialects, written from one document (resultsDocument.ts):
//   njudge   — the plain text of judge mail, which players' mapping tools parse (results-text.md);
//   bbcode   — forum posts: aligned columns inside [code], player text in [quote];
//   markdown — Discord and the like: aligned columns in ``` fences, player text in > quotes.
import type { Block, Line } from './resultsDocument';
import { cleanInline, cleanLines, escapeBbcode, escapeMarkdown, escapeMarkdownLight, guardCodeLine, quotePlain } from './escape';

export type Dialect = 'njudge' | 'bbcode' | 'markdown';
export const dialects: Dialect[] = ['njudge', 'bbcode', 'markdown'];

function lineText(line: Line, dialect: Dialect): string {
  return line.map((s) => {
    if (typeof s === 'string') return dialect === 'markdown' ? escapeMarkdownLight(s) : dialect === 'bbcode' ? escapeBbcode(s) : s;
    const typed = cleanInline(s.user);
    return dialect === 'markdown' ? escapeMarkdown(typed) : dialect === 'bbcode' ? escapeBbcode(typed) : typed;
  }).join('');
}

function codeBlock(lines: string[], dialect: Dialect): string[] {
  if (dialect === 'njudge') return lines;
  const guarded = lines.map((l) => (l ? guardCodeLine(l, dialect) : l));
  return dialect === 'bbcode' ? ['[code]', ...guarded, '[/code]'] : ['```', ...guarded, '```'];
}

function playerBlock(label: Line, text: string, dialect: Dialect): string[] {
  const head = lineText(label, dialect);
  if (dialect === 'njudge') return [head, ...quotePlain(text)];
  const lines = cleanLines(text);
  if (dialect === 'bbcode') return [`[b]${head}[/b]`, '[quote]', ...lines.map(escapeBbcode), '[/quote]'];
  return [`**${head}**`, ...lines.map((l) => (l ? `> ${escapeMarkdown(l)}` : '>'))];
}

/** The post as one text in `dialect`. Consecutive tables share one code block, a blank line apart. */
export function renderDocument(blocks: readonly Block[], dialect: Dialect): string {
  const out: string[][] = [];
  for (let i = 0; i < blocks.length; i++) {
    const b = blocks[i]!;
    switch (b.kind) {
      case 'meta': out.push(b.lines.map((l) => lineText(l, dialect))); break;
      case 'heading': {
        const t = lineText(b.line, dialect);
        out.push([dialect === 'bbcode' ? `[b]${t}[/b]` : dialect === 'markdown' ? `**${t}**` : t]);
        break;
      }
      case 'prose': out.push(b.lines.map((l) => lineText(l, dialect))); break;
      case 'player': out.push(playerBlock(b.label, b.text, dialect)); break;
      case 'table': {
        const run: string[] = [...b.lines];
        while (blocks[i + 1]?.kind === 'table') run.push('', ...(blocks[++i] as { lines: string[] }).lines);
        out.push(codeBlock(run, dialect));
        break;
      }
    }
  }
  return out.map((lines) => lines.join('\n')).join('\n\n') + '\n';
}
