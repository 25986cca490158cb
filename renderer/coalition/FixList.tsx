// The judge's hand fixes this turn, each with its reason, time and an Undo (itself recorded) — a
// fix is never erased from storage, only cancelled by a later record.
import type { FixRow } from './coalitionTypes';

export function FixList({ fixes, onUndo, disabled }: { fixes: FixRow[]; onUndo: (fix: FixRow) => void; disabled: boolean }) {
  if (!fixes.length) return null;
  return (
    <section className="panel coalition-fixes" data-testid="coalition-fixes">
      <h2>Judge’s fixes this turn</h2>
      <ul>
        {fixes.map((f) => (
          <li key={f.recordId} data-testid="fix-row" data-undone={f.undone ? 'yes' : 'no'} className={f.undone ? 'undone' : undefined}>
            {f.army}: {f.from} → {f.to} — “{f.reason}” <span className="muted">({new Date(f.at).toLocaleString()})</span>{' '}
            {f.undone ? <em>undone</em> : <button type="button" className="link" disabled={disabled} onClick={() => onUndo(f)}>Undo</button>}
          </li>
        ))}
      </ul>
    </section>
  );
}
