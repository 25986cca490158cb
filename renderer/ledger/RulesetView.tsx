// The current ruleset: each rule with its number, mutability and text; a rule's full history
// (003 101c: every version with the moment it took effect) opens under it. Repealed rules are
// listed apart so their history stays reachable. All rule text is rendered as text.
import { useState } from 'react';
import type { RuleRow } from '../../core/ledger/record';
import type { RulesetFormat } from '../../core/ledger/index';
import { RuleHistory } from './RuleHistory';

function compareNumbers(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true });
}

export function RulesetView({ title, rules, format }: { title: string; rules: RuleRow[]; format: RulesetFormat }) {
  // Nomic rules are listed by number and carry mutability (003 102); the others keep their order.
  const sortByNumber = format === 'nomic-json';
  const [showRepealed, setShowRepealed] = useState(false);
  const inEffect = rules.filter((r) => r.inEffect);
  const repealed = rules.filter((r) => !r.inEffect);
  if (sortByNumber) inEffect.sort((a, b) => compareNumbers(a.number, b.number));
  return (
    <section className="panel ledger-ruleset" data-testid="ledger-ruleset" aria-label="Current ruleset">
      <h2>Current ruleset{title ? `: ${title}` : ''}</h2>
      <p className="muted">{inEffect.length} rules in effect{sortByNumber ? `, ${inEffect.filter((r) => r.mutability === 'mutable').length} mutable` : ''}.</p>
      <ol className="ledger-rules">
        {inEffect.map((r) => <RuleItem key={r.id} rule={r} format={format} />)}
      </ol>
      {repealed.length > 0 && (
        <>
          <button type="button" className="link" onClick={() => setShowRepealed(!showRepealed)}>
            {showRepealed ? 'Hide' : 'Show'} {repealed.length} repealed rule{repealed.length === 1 ? '' : 's'}
          </button>
          {showRepealed && <ol className="ledger-rules repealed">{repealed.map((r) => <RuleItem key={r.id} rule={r} format={format} />)}</ol>}
        </>
      )}
    </section>
  );
}

/** How each format names a rule: "Rule 109", "Regulation BT8/0" (002's number/revision), "D.IX(5)". */
function ruleLabel(rule: RuleRow, format: RulesetFormat): string {
  if (format === 'agora-text') return `Regulation ${rule.number}/${rule.revision}`;
  if (format === 'house-rules-text') return rule.number;
  return `Rule ${rule.number}`;
}

function RuleItem({ rule, format }: { rule: RuleRow; format: RulesetFormat }) {
  const state = [format === 'nomic-json' ? rule.mutability : '', rule.inEffect ? '' : 'repealed'].filter(Boolean).join(', ');
  return (
    <li data-testid="ledger-rule" data-rule={rule.number}>
      <h3>
        <span data-testid="rule-number">{ruleLabel(rule, format)}</span>{' '}
        {state && <span className={`mutability ${rule.mutability}`}>({state})</span>}
        {rule.title ? ` ${rule.title}` : ''}
      </h3>
      {rule.text.map((p, i) => <p key={i} className="rule-text">{p}</p>)}
      {rule.annotations.map((a, i) => (
        <p key={`a${i}`} className="rule-annotation muted">Annotation{a.author || a.date ? ` (${[a.author, a.date].filter(Boolean).join(', ')})` : ''}: {a.content}</p>
      ))}
      {rule.history.length > 1 && <RuleHistory rule={rule} />}
    </li>
  );
}
