// Stepping back through committed turns: each shows the map after that turn and its published
// texts. Looking back never changes anything; the present turn is one click away.
import type { ResolvedTurn } from './coalitionTypes';

export function TurnHistory({ history, viewing, onView }: { history: ResolvedTurn[]; viewing: number | null; onView: (turn: number | null) => void }) {
  if (!history.length) return null;
  const index = viewing === null ? history.length : history.findIndex((h) => h.turn === viewing);
  return (
    <nav className="coalition-history" data-testid="coalition-history" aria-label="Turns">
      <button type="button" className="quiet" disabled={index <= 0} onClick={() => onView(history[index - 1]!.turn)}>◀ Earlier turn</button>
      <span data-testid="coalition-viewing">{viewing === null ? 'Now: the turn being judged' : `Looking back at turn ${viewing} (committed)`}</span>
      <button type="button" className="quiet" disabled={viewing === null} onClick={() => onView(index + 1 >= history.length ? null : history[index + 1]!.turn)}>Later turn ▶</button>
      {viewing !== null ? <button type="button" className="quiet" onClick={() => onView(null)}>Back to now</button> : null}
    </nav>
  );
}
