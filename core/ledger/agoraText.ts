// Agora's regulation text, as in seed 002: each regulation is a block
//
//   Regulation BT8/0          ← number BT8, revision 0
//   Birthday Tournament 8     ← title
//   <blank>
//         text, indented six spaces, paragraphs separated by an indented blank line
//   ------------------------------------------------------------------------
//
// Everything else (the ACORN heading, section banners) is kept verbatim as layout. Regulation
// numbers never change on amendment; the revision counts up instead.

import { deepFreeze } from './freeze';
import { RulesetFormatError } from './nomicJson';
import { linesKeepingEnds, paragraphsOf, stripEnd } from './textLines';
import type { LayoutBlock, Rule, Ruleset } from './types';

const REGULATION = /^Regulation\s+(\S+)\/(\d+)\s*$/;
const SEPARATOR = /^(-{10,}|={10,})\s*$/;
const DASHES = '-'.repeat(72);
const INDENT = '      ';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** "4 Jul 2020" → "2020-07-04", so versions sort by time; '' (in force from the start) otherwise. */
export function acornDateToIso(date: string): string {
  const m = /^(\d{1,2})\s+([A-Za-z]{3})[a-z]*\.?\s+(\d{4})$/.exec(date.trim());
  const month = m ? MONTHS.indexOf(m[2]!.toLowerCase()) : -1;
  if (!m || month < 0) return '';
  return `${m[3]}-${String(month + 1).padStart(2, '0')}-${m[1]!.padStart(2, '0')}`;
}

export function looksLikeAgoraText(text: string): boolean {
  return linesKeepingEnds(text).some((l) => REGULATION.test(stripEnd(l)));
}

export function importAgoraText(source: string): Ruleset {
  const lines = linesKeepingEnds(source);
  const layout: LayoutBlock[] = [];
  const rules: Rule[] = [];
  let raw = '';
  let date = '';
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    const m = REGULATION.exec(stripEnd(line));
    if (!m) {
      const d = /^Date of this ACORN:\s*(.+?)\s*$/.exec(stripEnd(line));
      if (d) date = d[1]!;
      raw += line;
      i++;
      continue;
    }
    if (raw) { layout.push({ kind: 'raw', text: raw }); raw = ''; }
    let j = i + 1;
    while (j < lines.length && !SEPARATOR.test(stripEnd(lines[j]!)) && !REGULATION.test(stripEnd(lines[j]!))) j++;
    const title = j > i + 1 ? stripEnd(lines[i + 1]!).trim() : '';
    const body = lines.slice(i + 2, j);
    // A dash line closes the block and belongs to it; an "=====" banner starts the next section.
    if (j < lines.length && /^-{10,}\s*$/.test(stripEnd(lines[j]!))) j++;
    const number = m[1]!;
    if (rules.some((r) => r.number === number)) throw new RulesetFormatError(`regulation ${number} appears twice`);
    const revision = Number(m[2]);
    const text = paragraphsOf(body);
    rules.push({
      id: number, number, title, text, mutability: 'mutable', inEffect: true, revision, annotations: [], linksTo: [], proposalLinks: [], date,
      history: [{ number, title, text, mutability: 'mutable', inEffect: true, revision, effectiveAt: acornDateToIso(date), change: 'import', proposal: null }],
      sourceText: lines.slice(i, j).join(''),
    });
    layout.push({ kind: 'rule', id: number });
    i = j;
  }
  if (raw) layout.push({ kind: 'raw', text: raw });
  if (rules.length === 0) throw new RulesetFormatError('no "Regulation X/n" blocks found');
  const title = stripEnd(lines[0] ?? '').trim() || 'Regulations';
  return deepFreeze({ format: 'agora-text', title, date, author: '', numbering: 'fixed', rules, layout });
}

/** One regulation in Agora's layout. */
export function renderAgoraRegulation(rule: Rule): string {
  const body = rule.text.map((p) => p.split('\n').map((l) => (l ? INDENT + l : INDENT)).join('\n')).join('\n' + INDENT + '\n');
  // Numbers and titles are single lines; body lines are indented, so no text can pose as a
  // "Regulation" line or a separator when the export is read back.
  const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();
  return `Regulation ${oneLine(rule.number).replace(/\//g, '-')}/${rule.revision}\n${oneLine(rule.title)}\n\n${body}\n${INDENT}\n${DASHES}\n`;
}

/** Unchanged regulations come out exactly as imported; changed or new ones in the canonical layout;
 *  repealed ones are left out (they are no longer regulations). */
export function exportAgoraText(ruleset: Ruleset): string {
  // Layout and verbatim blocks are reused only for a ruleset that came from Agora text.
  const native = ruleset.format === 'agora-text';
  const unchanged = (r: Rule) => native && r.sourceText !== undefined && r.history.length === 1;
  const block = (r: Rule) => (!r.inEffect ? '' : unchanged(r) ? r.sourceText! : renderAgoraRegulation(r));
  const layout = native ? ruleset.layout ?? [] : [];
  const placed = new Set(layout.flatMap((b) => (b.kind === 'rule' ? [b.id] : [])));
  let lastRuleEnd = 0;
  const pieces: string[] = [];
  for (const b of layout) {
    if (b.kind === 'raw') pieces.push(b.text);
    else { const r = ruleset.rules.find((x) => x.id === b.id); pieces.push(r ? block(r) : ''); lastRuleEnd = pieces.length; }
  }
  if (layout.length === 0) { pieces.push(`${ruleset.title}\n\n`); lastRuleEnd = pieces.length; }
  const added = ruleset.rules.filter((r) => !placed.has(r.id)).map(block);
  pieces.splice(lastRuleEnd, 0, ...added);
  return pieces.join('');
}
