// Nomic points (seed 003): each player's total, the target (003 210) and every change with the
// clause that made it (003 203 proposal points, 003 205 dissent, 003 207 defeat).
import type { LedgerView } from '../../core/ledger/record';

export function Scoreboard({ view }: { view: LedgerView }) {
  if (!view.points) return null;
  return (
    <section className="panel ledger-scoreboard" data-testid="ledger-scoreboard" aria-label="Scoreboard">
      <h2>Scoreboard <span className="muted">({view.winningPoints} points to win, 003 210)</span></h2>
      {view.winner && <p data-testid="ledger-winner"><strong>Winner: {view.winner}</strong></p>}
      <p className="muted">Adoption now needs {view.threshold}.</p>
      <table>
        <thead><tr><th>Player</th><th>Points</th></tr></thead>
        <tbody>
          {view.points.map((p) => <tr key={p.player} data-testid="score-row"><td>{p.player}</td><td>{p.total}</td></tr>)}
        </tbody>
      </table>
      {view.pointsLog.length > 0 && (
        <details>
          <summary>Points changes ({view.pointsLog.length})</summary>
          <ul>
            {view.pointsLog.map((c, i) => (
              <li key={i} data-testid="points-change">{c.player}: {c.total} ({c.change >= 0 ? '+' : ''}{c.change}) — {c.reasons.join('; ')}</li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
