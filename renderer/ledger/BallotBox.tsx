// The ballot box: the only place that shows who voted how. Closed until the Judge or GM opens it
// on purpose; the ballots are not even fetched from the worker before then, so no other part of
// the screen can show them by accident (002 BT8d, 000 D.IX(2)c, 001 B.X(2)c).
import { useEffect, useId, useState } from 'react';
import { formatUkTime } from '../../core/ledger/formatUkTime';
import { ledgerClient } from './ledgerClient';
import type { BallotBoxEntry, LedgerAction, LedgerState, ProposalRow } from '../../core/ledger/record';

export function BallotBox({ state, proposals, secret, record }: { state: LedgerState; proposals: ProposalRow[]; secret: boolean; record: (a: LedgerAction) => Promise<void> }) {
  const id = useId();
  const [opened, setOpened] = useState(false);
  const [proposal, setProposal] = useState('');
  const [ballots, setBallots] = useState<BallotBoxEntry[] | null>(null);
  const chosen = proposal || proposals[proposals.length - 1]?.id || '';

  useEffect(() => {
    if (!opened || !chosen) { setBallots(null); return; }
    let live = true;
    ledgerClient.ballotBox(state, chosen).then((b) => { if (live) setBallots(b); }, () => { if (live) setBallots([]); });
    return () => { live = false; };
  }, [opened, chosen, state]);

  if (!opened) {
    return (
      <section className="panel ledger-ballot-box closed" aria-label="Ballot box">
        <h2>Ballot box</h2>
        <p className="muted">{secret ? 'Ballots are secret. Open the box only where no player can see the screen.' : 'Nomic votes are public (003 113a); the box lists them per proposal.'}</p>
        <button type="button" onClick={() => setOpened(true)} disabled={proposals.length === 0}>Open the ballot box</button>
      </section>
    );
  }
  return (
    <section className="panel ledger-ballot-box" data-testid="ballot-box" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>Ballot box {secret ? '(secret: for the Judge only)' : ''}</h2>
      <label htmlFor={`${id}-p`}>Proposal</label>
      <select id={`${id}-p`} value={chosen} onChange={(e) => setProposal(e.target.value)}>
        {proposals.map((p) => <option key={p.id} value={p.id}>Proposal {p.id}</option>)}
      </select>
      {ballots === null ? <p className="muted">Opening…</p> : ballots.length === 0 ? <p className="muted">No ballots.</p> : (
        <table>
          <thead><tr><th>Voter</th><th>Vote</th><th>At</th><th>Note</th><th></th></tr></thead>
          <tbody>
            {ballots.map((b, i) => (
              <tr key={i} data-testid="ballot"><td>{b.voter}</td><td>{b.vote}</td><td>{formatUkTime(b.at)}</td><td>{b.note ?? ''}</td>
                <td>{b.withdrawable && (
                  <button type="button" className="quiet" onClick={() => void record({ kind: 'ledger-withdraw-vote', proposal: chosen, voter: b.voter, at: new Date().toISOString() })}>
                    Withdrawn by the voter (002 BT8b)
                  </button>
                )}</td></tr>
            ))}
          </tbody>
        </table>
      )}
      <button type="button" className="quiet" onClick={() => { setOpened(false); setBallots(null); }}>Close the ballot box</button>
    </section>
  );
}
