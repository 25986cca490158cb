// Nomic's Points of Order (003 214): every question with its Judge, Judgement, Dispute and the
// opinions with their times, whether the Judgement is invoked or who judges next, and the forms
// that record each post. Every form stores a 'ledger-…' record first; what is shown here is only
// what the replayed records say (renderer/ledger/replayNomicOrders.ts).
import { useId } from 'react';
import { AdvanceTimeForm } from './AdvanceTimeForm';
import { formatUkTime } from '../../core/ledger/formatUkTime';
import type { LedgerAction, LedgerState, LedgerView, PointOfOrderRow } from '../../core/ledger/record';
import { PointOfOrderReplyForm } from './PointOfOrderReplyForm';
import { RaisePointOfOrderForm } from './RaisePointOfOrderForm';

const orderKinds: readonly LedgerAction['kind'][] = ['ledger-point-of-order', 'ledger-judgement', 'ledger-dispute', 'ledger-opinion', 'ledger-advance'];

const statusNames: Record<PointOfOrderRow['status'], string> = {
  'awaiting-judgement': 'awaiting Judgement',
  judged: 'judged',
  disputed: 'disputed',
  invoked: 'invoked',
};

const whyNames: Record<string, string> = {
  overruled: 'overruled (003 214c)',
  'not invoked by the end of the day': 'no Judgement invoked by the end of the day (003 214d)',
};

export function PointsOfOrderPanel({ state, view, record, busy }: { state: LedgerState; view: LedgerView; record: (a: LedgerAction) => Promise<void>; busy: boolean }) {
  const id = useId();
  if (view.procedure !== 'nomic') return null;
  const last = [...view.outcomes].reverse().find((o) => orderKinds.includes(o.kind));
  const active = view.pointsOfOrder.filter((p) => p.status !== 'invoked');
  const waiting = view.proposals.filter((p) => p.awaitingJudgement);

  return (
    <section className="panel ledger-points-of-order" data-testid="points-of-order" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>Points of Order <span className="muted">(003 214)</span></h2>
      {last && (
        <p className={last.accepted ? 'notice' : 'error'} role="status" data-testid="point-of-order-outcome">
          {last.accepted ? '' : 'Refused: '}{last.message}
        </p>
      )}
      {waiting.map((p) => (
        <p key={p.id} className="notice" data-testid="awaiting-judgement">Proposal {p.id} is adopted but waits: it takes effect only when every related Judgement is invoked (003 214e).</p>
      ))}
      {view.pointsOfOrder.length === 0 ? <p className="muted">No Point of Order has been raised.</p> : (
        <ol className="ledger-orders">
          {view.pointsOfOrder.map((p) => <PointOfOrderItem key={p.id} p={p} />)}
        </ol>
      )}
      <RaisePointOfOrderForm state={state} players={view.players} proposals={view.proposals} onSubmit={record} busy={busy} />
      <PointOfOrderReplyForm active={active} players={view.players} onSubmit={record} busy={busy} />
      <AdvanceTimeForm ledgerTime={view.ledgerTime} onSubmit={record} busy={busy} />
    </section>
  );
}

function PointOfOrderItem({ p }: { p: PointOfOrderRow }) {
  return (
    <li data-testid="point-of-order" data-id={p.id}>
      <h3>{p.id} <span className={`status ${p.status}`}>({statusNames[p.status]})</span></h3>
      <p>Raised by {p.raisedBy}, {formatUkTime(p.raisedAt)}{p.about ? `, about proposal ${p.about}` : ''}:</p>
      <p className="proposal-text" data-testid="point-of-order-question">{p.question}</p>
      <p data-testid="point-of-order-judge">Judge: <strong>{p.judge}</strong> <span className="muted">(since {formatUkTime(p.judgeSince)})</span></p>
      {p.judgement && <p data-testid="point-of-order-judgement">Judgement, {formatUkTime(p.judgement.at)}: <span className="proposal-text">{p.judgement.text}</span></p>}
      {p.dispute && <p data-testid="point-of-order-dispute">Disputed by {p.dispute.by}, {formatUkTime(p.dispute.at)}.</p>}
      {p.opinions.length > 0 && (
        <ul>
          {p.opinions.map((o, i) => (
            <li key={i} data-testid="point-of-order-opinion">{o.player} {o.agrees ? 'agrees' : 'disagrees'}, {formatUkTime(o.at)}</li>
          ))}
        </ul>
      )}
      {p.posts.length > 0 && (
        <details>
          <summary>Posts about {p.id} ({p.posts.length})</summary>
          <ol>
            {p.posts.map((post, i) => (
              <li key={i} data-testid="point-of-order-post"><span className="proposal-text">{post.by}, {formatUkTime(post.at)}: {post.text}</span></li>
            ))}
          </ol>
        </details>
      )}
      {p.handovers.length > 0 && (
        <ul>
          {p.handovers.map((h, i) => (
            <li key={i} data-testid="point-of-order-handover">
              {h.from} {h.judgement ? `(Judgement: ${h.judgement}) ` : ''}lost the question {formatUkTime(h.at)}: {whyNames[h.why] ?? h.why}. {h.to} judges next (003 214d).
            </li>
          ))}
        </ul>
      )}
      <p className="muted" data-testid="point-of-order-standing">{p.standing}</p>
    </li>
  );
}
