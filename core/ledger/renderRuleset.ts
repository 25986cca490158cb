// The current ruleset as a post: plain text, BBCode or Markdown. Only rules in effect, each with
// its number (and mutability for Nomic rules), title, text and annotations. Every piece of rule
// data is escaped for the dialect (see escapeDialect.ts).

import { bold, escapeFor, heading, italic, type Dialect } from './escapeDialect';
import { compareRuleNumbers } from './precedence';
import type { Rule, Ruleset } from './types';

function ruleHeading(ruleset: Ruleset, rule: Rule): string {
  if (ruleset.format === 'agora-text') return `Regulation ${rule.number}/${rule.revision}${rule.title ? ' - ' + rule.title : ''}`;
  if (ruleset.format === 'house-rules-text') return `${rule.number}${rule.title ? ' ' + rule.title : ''}`;
  return `Rule ${rule.number} (${rule.mutability})${rule.title ? ' ' + rule.title : ''}`;
}

export function renderRule(ruleset: Ruleset, rule: Rule, dialect: Dialect): string {
  const e = (s: string) => escapeFor(dialect, s);
  const lines = [heading(dialect, e(ruleHeading(ruleset, rule))), ''];
  for (const p of rule.text) lines.push(e(p), '');
  for (const a of rule.annotations) {
    const who = [a.author, a.date].filter(Boolean).join(', ');
    const label = italic(dialect, e(`Annotation${who ? ' (' + who + ')' : ''}:`));
    const body = `${label} ${e(a.content)}`;
    lines.push(dialect === 'markdown' ? body.split('\n').map((l) => '> ' + l).join('\n') : body, '');
  }
  return lines.join('\n');
}

export function renderRuleset(ruleset: Ruleset, dialect: Dialect): string {
  const e = (s: string) => escapeFor(dialect, s);
  const rules = ruleset.rules.filter((r) => r.inEffect);
  if (ruleset.numbering === 'nomic') rules.sort((a, b) => compareRuleNumbers(a.number, b.number));
  const meta = [ruleset.date && `as of ${ruleset.date}`, ruleset.author && `kept by ${ruleset.author}`].filter(Boolean).join(', ');
  const head = [bold(dialect, e(ruleset.title || 'Ruleset')), ...(meta ? [e(meta)] : []), ''];
  return [...head, ...rules.map((r) => renderRule(ruleset, r, dialect))].join('\n').replace(/\n+$/, '\n');
}
