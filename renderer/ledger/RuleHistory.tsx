// One rule's history (003 101c): every version, oldest first, with the change that made it, the
// proposal responsible and when it took effect. Closed until the GM opens it.
import { formatUkTime } from '../../core/ledger/formatUkTime';
import type { RuleRow } from '../../core/ledger/record';

const changeWords: Record<string, string> = {
  import: 'as imported', enact: 'enacted', amend: 'amended', repeal: 'repealed', reenact: 're-enacted',
  transmute: 'transmuted', renumber: 'references renumbered (003 110)', gamemaster: 'amended by the Gamemaster',
};

export function RuleHistory({ rule }: { rule: RuleRow }) {
  return (
    <details className="rule-history" data-testid="rule-history">
      <summary>History of rule {rule.number} ({rule.history.length} versions)</summary>
      <ol>
        {rule.history.map((v, i) => (
          <li key={i}>
            <strong>Rule {v.number}</strong> ({v.mutability}{v.inEffect ? '' : ', repealed'}): {changeWords[v.change] ?? v.change}
            {v.proposal ? ` by proposal ${v.proposal}` : ''}, in effect from {/^\d{4}-\d{2}-\d{2}$/.test(v.effectiveAt) ? v.effectiveAt : formatUkTime(v.effectiveAt)}
            {v.text.map((p, k) => <p key={k} className="rule-text">{p}</p>)}
          </li>
        ))}
      </ol>
    </details>
  );
}
