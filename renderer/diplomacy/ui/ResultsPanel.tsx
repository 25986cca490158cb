// Orders and results: before adjudication, the orders read for each power (and who is NMR);
// after it, each order's outcome and reason, dislodgements with their retreat options, centre
// changes and the adjudicator's notices. The panel keeps its place when results arrive.
import type { EngineResult } from '../../worker/api';
import type { Order, Phase, Position, ProvinceId } from '../../../core/diplomacy/types';
import { provinceOf } from '../../../core/diplomacy/variant';
import type { IllegalOrder } from './publish/phaseReportOf';
import { formatOrder } from '../../../core/diplomacy/canonicalOrders';
import type { PowerStatus } from '../../../core/diplomacy/record/inbox';

export function centreChanges(before: Position, after: Position): { province: string; from: string | null; to: string | null }[] {
  const ids = new Set([...Object.keys(before.centres), ...Object.keys(after.centres)]);
  return [...ids].sort().filter((p) => before.centres[p] !== after.centres[p])
    .map((p) => ({ province: p, from: before.centres[p] ?? null, to: after.centres[p] ?? null }));
}

const powerOf = (o: Order) => o.power;

/**
 * What an NMR means in this kind of phase: units hold in a movement phase, but a dislodged unit
 * with no retreat order is disbanded (002 BT22; the standard rules), and a power that sends no
 * adjustment orders builds nothing (its removals, if due, follow the civil-disorder rule).
 */
export function nmrWords(phaseType: Phase['type']): string {
  switch (phaseType) {
    case 'movement': return 'NMR (no orders: its units hold)';
    case 'retreat': return 'NMR (no retreat orders: its dislodged units are disbanded)';
    case 'adjustment': return 'NMR (no adjustment orders: it builds nothing; units it must remove go by the civil-disorder rule)';
  }
}

export function ResultsPanel({ statuses, result, adjudicatedFrom, title, illegal = {} }: {
  statuses: PowerStatus[]; result: EngineResult | null; adjudicatedFrom: Position; title: string;
  /** Illegal order lines by the province of their unit: a unit that holds for want of a legal order says so. */
  illegal?: Readonly<Record<ProvinceId, IllegalOrder>>;
}) {
  if (!result) {
    return (
      <section className="results panel" aria-label="Orders" data-testid="orders-panel">
        <h2>{title}</h2>
        {statuses.filter((s) => s.state !== 'nothing-to-order').map((s) => (
          <div key={s.power} className="power-orders">
            <h3>{s.power}{s.state === 'nmr' ? ` — ${nmrWords(adjudicatedFrom.phase.type)}` : ''}</h3>
            <ul>{s.orders.map((o, i) => <li key={i}><code>{formatOrder(o)}</code></li>)}</ul>
          </div>
        ))}
      </section>
    );
  }
  const powers = [...new Set(result.results.map((r) => powerOf(r.order)))].sort();
  const changes = centreChanges(adjudicatedFrom, result.next);
  return (
    <section className="results panel" aria-label="Results" data-testid="results-panel">
      <h2>{title}</h2>
      {powers.map((p) => (
        <div key={p} className="power-orders">
          <h3>{p}</h3>
          <ul>
            {result.results.filter((r) => powerOf(r.order) === p).map((r, i) => {
              const bad = r.implicit && r.order.kind !== 'build' && r.order.kind !== 'waive' ? illegal[provinceOf(r.order.unit)] : undefined;
              return bad ? (
                // The unit holds because its order was illegal: say so, and why, not "no order given".
                <li key={i} className="outcome failed" data-testid="result-line" data-illegal="true">
                  <code>{formatOrder(r.order)}</code> <span className="word">illegal order</span>
                  {r.dislodged ? <span className="word"> · dislodged</span> : null}
                  <span className="reason"> — “{bad.line}”: {bad.reason}; the unit holds</span>{bad.clause && <span className="clause"> {bad.clause}</span>}
                </li>
              ) : (
                <li key={i} className={r.success ? 'outcome ok' : 'outcome failed'} data-testid="result-line">
                  <code>{formatOrder(r.order)}</code> <span className="word">{r.success ? 'succeeds' : 'fails'}</span>
                  {r.dislodged ? <span className="word"> · dislodged</span> : null}
                  <span className="reason"> — {r.reason}</span>{r.clause && <span className="clause"> {r.clause}</span>}
                  {r.implicit ? <span className="muted"> (no order given)</span> : null}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
      {result.next.dislodged.length > 0 && (
        <div data-testid="dislodgements">
          <h3>Dislodged</h3>
          <ul>{result.next.dislodged.map((d, i) => (
            <li key={i}>{d.unit.power} {d.unit.type} {d.unit.location.toUpperCase()} (attacked from {d.attackerFrom.toUpperCase()}): may retreat to {d.retreats.map((r) => r.toUpperCase()).join(', ') || 'nowhere — disbanded'}</li>
          ))}</ul>
        </div>
      )}
      {changes.length > 0 && (
        <div data-testid="centre-changes">
          <h3>Centre changes</h3>
          <ul>{changes.map((c) => <li key={c.province}>{c.province.toUpperCase()}: {c.from ?? 'neutral'} → {c.to ?? 'neutral'}</li>)}</ul>
        </div>
      )}
      {result.notices.length > 0 && (
        <div><h3>Notices</h3><ul>{result.notices.map((n, i) => <li key={i}>{n}</li>)}</ul></div>
      )}
      {result.victory && <p className="victory"><strong>{result.victory.power} wins with {result.victory.centres} centres.</strong></p>}
    </section>
  );
}
