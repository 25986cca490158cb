// The history of the line being played (S1901M ▸ F1901M ▸ …), the branches left by rollbacks,
// and the actions: Adjudicate, Commit. Rolling back asks for a reason and who gave the TD's
// consent (000 D.VIII(1)b); the phases after it stay as a branch.
import { useState } from 'react';
import { Modal } from '../../app/Modal';
import type { Branch, CommittedPhase } from '../model/history';

export function HistoryBar({ line, current, viewing, branches, onView, onRollBack, actions, help }: {
  line: CommittedPhase[]; current: string; viewing: string | null; branches: Branch[];
  onView(commitId: string | null): void;
  onRollBack(commit: CommittedPhase, reason: string, consentBy: string): Promise<void>;
  actions: React.ReactNode;
  help: React.ReactNode;
}) {
  const [asking, setAsking] = useState<CommittedPhase | null>(null);
  const [reason, setReason] = useState('');
  const [consent, setConsent] = useState('');
  const viewed = line.find((c) => c.id === viewing);
  return (
    <footer className="history panel" data-testid="history">
      <nav aria-label="Phases">
        <ol className="phases">
          {line.map((c) => (
            <li key={c.id}><button type="button" className={viewing === c.id ? 'tab active' : 'tab'} aria-current={viewing === c.id} onClick={() => onView(c.id)}>{c.phase}</button> ▸</li>
          ))}
          <li><button type="button" className={viewing === null ? 'tab active' : 'tab'} aria-current={viewing === null} onClick={() => onView(null)} data-testid="current-phase">{current} (now)</button></li>
        </ol>
        {branches.length > 0 && (
          <p className="muted branches">Branches kept: {branches.map((b, i) => <span key={i}>{b.phases.map((p) => p.phase).join(' ▸ ')}{i < branches.length - 1 ? '; ' : ''}</span>)}</p>
        )}
      </nav>
      <div className="actions">
        {viewed && <button type="button" className="quiet" onClick={() => { setAsking(viewed); setReason(''); setConsent(''); }} data-testid="rollback">Roll back to {viewed.phase}…</button>}
        {actions}
        {help}
      </div>
      {asking && (
        <Modal title={`Roll back to ${asking.phase}`} onCancel={() => setAsking(null)} testId="rollback-dialog">
          <form onSubmit={async (e) => { e.preventDefault(); await onRollBack(asking, reason, consent); setAsking(null); }}>
            <p>{asking.phase} will be played again. The phases after it are kept as a branch.</p>
            <label htmlFor="rollback-reason">Reason</label>
            <textarea id="rollback-reason" value={reason} onChange={(e) => setReason(e.target.value)} rows={2} required autoFocus />
            <label htmlFor="rollback-consent">Consent given by (the TD, 000 D.VIII(1)b)</label>
            <input id="rollback-consent" value={consent} onChange={(e) => setConsent(e.target.value)} required />
            <div className="actions">
              <button type="submit" disabled={!reason.trim() || !consent.trim()}>Roll back</button>
              <button type="button" className="quiet" onClick={() => setAsking(null)}>Cancel</button>
            </div>
          </form>
        </Modal>
      )}
    </footer>
  );
}
