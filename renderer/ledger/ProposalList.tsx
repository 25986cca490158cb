// The proposals, newest first, with their numbers (003 109a: 301, 302, …; Agora P1, P2, …), what
// they change, where the vote stands and the procedure's outcome with its clause. Nothing here
// names who cast a secret ballot: that is only in the ballot box.
import type { LedgerProcedure, ProposalRow } from '../../core/ledger/record';
import { describeChange } from '../../core/ledger/describeChange';
import { formatUkTime } from '../../core/ledger/formatUkTime';

const closeWords: Record<LedgerProcedure, string> = {
  nomic: 'Complete the vote (end of the UK day, 003 113c)',
  'agora-bt': 'Enact (002 BT8c)',
  'house-rules': 'Close the vote and count',
};

export function ProposalList({ proposals, procedure, onClose, onWithdraw, busy }: {
  proposals: ProposalRow[]; procedure: LedgerProcedure; onClose: (id: string) => void; onWithdraw: (p: ProposalRow) => void; busy: boolean;
}) {
  return (
    <section className="panel ledger-proposals" data-testid="ledger-proposals" aria-label="Proposals">
      <h2>Proposals</h2>
      {proposals.length === 0 && <p className="muted">No proposals yet.</p>}
      <ol className="ledger-proposal-list" reversed>
        {[...proposals].reverse().map((p) => (
          <li key={p.id} data-testid="ledger-proposal" data-proposal={p.id} data-status={p.status}>
            <h3>Proposal {p.id} <span className={`status ${p.status}`}>{p.status}</span></h3>
            <p className="muted">By {p.proposer}, {formatUkTime(p.submittedAt)}: {p.changes.map(describeChange).join('; ')}</p>
            <p className="proposal-text">{p.text}</p>
            <p data-testid="proposal-standing">{p.outcome ?? p.standing}</p>
            {p.status === 'open' && (
              <div className="actions">
                <button type="button" disabled={busy} onClick={() => onClose(p.id)}>{closeWords[procedure]}</button>
                {procedure === 'agora-bt' && (
                  <button type="button" className="quiet" disabled={busy} onClick={() => onWithdraw(p)}>Withdrawn by {p.proposer} (002 BT8a)</button>
                )}
              </div>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
