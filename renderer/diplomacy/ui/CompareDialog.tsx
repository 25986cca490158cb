// The results a rollback kept, side by side with the same phase as played again: only what
// differs (an order's outcome, a centre's owner), so the GM can say what the rollback changed.
import { formatOrder } from '../../../core/diplomacy/canonicalOrders';
import { Modal } from '../../app/Modal';
import { compareResults, type Branch, type CommittedPhase } from '../../../core/diplomacy/record/history';

export function CompareDialog({ branch, line, onClose }: { branch: Branch; line: CommittedPhase[]; onClose(): void }) {
  const before = branch.phases[0]!;
  // The same phase played after the same parent on the line being played.
  const now = line.find((c) => c.parent === before.parent && c.phase === before.phase);
  const rows = now ? compareResults(before, now, formatOrder) : [];
  return (
    <Modal title={`${before.phase}: the kept results and the phase as played again`} onCancel={onClose} testId="compare-dialog">
      {!now && <p>{before.phase} has not been committed again yet, so there is nothing to compare: open the kept results from the history bar to read them.</p>}
      {now && rows.length === 0 && <p>The two adjudications of {before.phase} agree on every order and every centre.</p>}
      {now && rows.length > 0 && (
        <table className="running-table" data-testid="compare-rows">
          <thead><tr><th scope="col">Order</th><th scope="col">Kept (rolled back)</th><th scope="col">Now</th></tr></thead>
          <tbody>{rows.map((r) => <tr key={r.order}><td><code>{r.order}</code></td><td>{r.before ?? 'not ordered'}</td><td>{r.now ?? 'not ordered'}</td></tr>)}</tbody>
        </table>
      )}
      <div className="actions"><button type="button" onClick={onClose}>Close</button></div>
    </Modal>
  );
}
