// Every line of the pasted movement thread with its verdict: used, rejected (with the reason and
// the clause that rejected it), replaced by a later order, or not an order. 004 3.1d: the update
// must point out each rejected move and why, so the judge sees exactly what players will see.
import type { LineOutcome } from './coalitionTypes';

const statusLabel: Record<LineOutcome['status'], string> = { used: 'used', rejected: 'rejected', superseded: 'replaced', unused: 'not an order' };

export function VerdictList({ outcomes, showUnused = false }: { outcomes: LineOutcome[]; showUnused?: boolean }) {
  const shown = outcomes.filter((o) => showUnused || (o.status !== 'unused'));
  return (
    <table className="coalition-verdicts" data-testid="coalition-verdicts">
      <thead><tr><th>Line</th><th>Posted by</th><th>Order</th><th>Verdict</th><th>Why (rule)</th></tr></thead>
      <tbody>
        {shown.map((o) => (
          <tr key={`${o.post}:${o.line}`} data-testid="verdict-row" data-status={o.status} className={`verdict-${o.status}`}>
            <td>{o.line}</td>
            <td>{o.author}</td>
            <td className="coalition-order-text">{o.text}</td>
            <td>{statusLabel[o.status]}{o.army ? ` · ${o.army}` : ''}</td>
            <td>{o.reason ?? ''}{o.rule ? ` (${o.rule})` : ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
