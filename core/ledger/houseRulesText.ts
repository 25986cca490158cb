// Numbered house-rules text, as in seeds 000 and 001, imported so that every clause can be cited
// by the key the checklist uses: lettered sections (`A.`, `B.`), numbered items inside them
// (`C.14`), or, where a section is divided by Roman numerals, numbered subsections (`D.IX(5)`,
// `B.X(3)`). Headings and everything between clauses are kept verbatim as layout.

import { deepFreeze } from './freeze';
import { RulesetFormatError } from './nomicJson';
import { linesKeepingEnds, paragraphsOf, stripEnd } from './textLines';
import type { LayoutBlock, Rule, Ruleset } from './types';

const ROMANS = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII', 'XIII', 'XIV', 'XV', 'XVI', 'XVII', 'XVIII', 'XIX', 'XX'];
// Headings and clauses start at the left margin (an indented line, such as seed 001's table of
// contents or a rendered clause body, is never read as one).
const HEADING = /^([A-Z]+)\.\s+\S/;
const ITEM = /^(\d+)\.(\s|$)/;
const SUBSECTION = /^\((\d+)\)\s*(.*?)\s*$/;

interface Cursor { letter: string | null; roman: string | null; lastItem: number; lastSub: number }

type LineKind = { kind: 'letter'; letter: string } | { kind: 'roman'; roman: string } | { kind: 'clause'; number: string; n: number; rest: string } | { kind: 'text' };

function classify(line: string, c: Cursor): LineKind {
  const heading = HEADING.exec(line);
  if (heading) {
    const name = heading[1]!;
    // "V." or "X." could be a section letter or a Roman numeral: it is a numeral when it is the
    // next one in the current section's sequence, a letter when it is the next letter.
    const nextRoman = ROMANS[c.roman ? ROMANS.indexOf(c.roman) + 1 : 0];
    const nextLetter = c.letter ? String.fromCharCode(c.letter.charCodeAt(0) + 1) : 'A';
    if (c.letter && name === nextRoman) return { kind: 'roman', roman: name };
    if (name.length === 1 && (name === nextLetter || name === 'A')) return { kind: 'letter', letter: name };
  }
  if (c.letter && c.roman) {
    const sub = SUBSECTION.exec(line);
    if (sub && Number(sub[1]) === c.lastSub + 1) return { kind: 'clause', number: `${c.letter}.${c.roman}(${sub[1]})`, n: Number(sub[1]), rest: sub[2]! };
  } else if (c.letter) {
    const item = ITEM.exec(line);
    if (item && Number(item[1]) === c.lastItem + 1) return { kind: 'clause', number: `${c.letter}.${item[1]}`, n: Number(item[1]), rest: '' };
  }
  return { kind: 'text' };
}

export function looksLikeHouseRulesText(text: string): boolean {
  const c: Cursor = { letter: null, roman: null, lastItem: 0, lastSub: 0 };
  return linesKeepingEnds(text).some((l) => {
    const k = classify(stripEnd(l), c);
    if (k.kind === 'letter') c.letter = k.letter;
    return k.kind === 'clause';
  });
}

export function importHouseRulesText(source: string): Ruleset {
  const lines = linesKeepingEnds(source);
  const c: Cursor = { letter: null, roman: null, lastItem: 0, lastSub: 0 };
  const layout: LayoutBlock[] = [];
  const rules: Rule[] = [];
  let raw = '';
  let open: { number: string; title: string; lines: string[]; first: string } | null = null;
  const close = () => {
    if (!open) return;
    const body = open.first ? [open.first, ...open.lines.slice(1)] : open.lines.slice(1);
    const text = paragraphsOf(body);
    const { number, title } = open;
    const id = number;
    if (rules.some((r) => r.id === id)) throw new RulesetFormatError(`clause ${number} appears twice`);
    rules.push({
      id, number, title, text, mutability: 'mutable', inEffect: true, revision: 0, annotations: [], linksTo: [], proposalLinks: [], date: '',
      history: [{ number, title, text, mutability: 'mutable', inEffect: true, revision: 0, effectiveAt: '', change: 'import', proposal: null }],
      sourceText: open.lines.join(''),
    });
    layout.push({ kind: 'rule', id });
    open = null;
  };
  for (const line of lines) {
    const k = classify(stripEnd(line), c);
    if (k.kind === 'text') { if (open) open.lines.push(line); else raw += line; continue; }
    close();
    if (k.kind === 'letter') { c.letter = k.letter; c.roman = null; c.lastItem = 0; c.lastSub = 0; }
    if (k.kind === 'roman') { c.roman = k.roman; c.lastSub = 0; }
    if (k.kind !== 'clause') { raw += line; continue; }
    if (raw) { layout.push({ kind: 'raw', text: raw }); raw = ''; }
    if (c.roman) c.lastSub = k.n; else c.lastItem = k.n;
    const titled = k.rest.endsWith(':');
    // "(5) Changes to House Rules:" is a titled subsection; "1. The tournament ..." starts its text.
    const first = c.roman ? (titled ? '' : k.rest) : stripEnd(line).replace(/^\d+\.\s*/, '');
    open = { number: k.number, title: titled ? k.rest.slice(0, -1).trim() : '', lines: [line], first };
  }
  close();
  if (raw) layout.push({ kind: 'raw', text: raw });
  if (rules.length === 0) throw new RulesetFormatError('no numbered clauses found');
  return deepFreeze({ format: 'house-rules-text', title: stripEnd(lines.find((l) => l.trim()) ?? '').trim(), date: '', author: '', numbering: 'fixed', rules, layout });
}

/** A changed or new clause in the numbered layout: "(5) Title:" or "14. text". */
export function renderHouseRule(rule: Rule): string {
  const sub = /\((\d+)\)$/.exec(rule.number);
  const item = /\.(\d+)$/.exec(rule.number);
  const title = oneLine(rule.title);
  const lines = rule.text.join('\n\n').split('\n');
  // Hostile text: if any body line could be read back as a heading or clause, indent the whole
  // body (the importer removes a common indentation, so the text comes back unchanged).
  const risky = lines.some((l) => HEADING.test(l) || ITEM.test(l) || SUBSECTION.test(l));
  const body = (risky ? lines.map((l) => (l ? '    ' + l : l)) : lines).join('\n');
  if (sub) return `(${sub[1]}) ${title ? title + ':' : ''}\n${body}\n\n`;
  return `${item ? item[1] : oneLine(rule.number)}.${title ? ' ' + title + ':' : ''}\n${body}\n\n`;
}

function oneLine(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}

export function exportHouseRulesText(ruleset: Ruleset): string {
  // Layout and verbatim blocks are reused only for a ruleset that came from house-rules text.
  const native = ruleset.format === 'house-rules-text';
  const unchanged = (r: Rule) => native && r.sourceText !== undefined && r.history.length === 1;
  const block = (r: Rule) => (!r.inEffect ? '' : unchanged(r) ? r.sourceText! : renderHouseRule(r));
  const layout: LayoutBlock[] = native ? ruleset.layout ?? [] : [{ kind: 'raw', text: `${ruleset.title}\n\n` }];
  const placed = new Set(layout.flatMap((b) => (b.kind === 'rule' ? [b.id] : [])));
  const pieces = layout.map((b) => (b.kind === 'raw' ? b.text : block(ruleset.rules.find((r) => r.id === b.id)!)));
  for (const r of ruleset.rules) if (!placed.has(r.id)) pieces.push(block(r));
  return pieces.join('');
}
