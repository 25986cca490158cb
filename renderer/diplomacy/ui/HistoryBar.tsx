// The history of the line being played (S1901M ▸ F1901M ▸ …), the branches left by rollbacks,
// and the actions: Adjudicate, Commit. Rolling back asks for a reason and who gave the TD's
// consent (000 D.VIII(1)b); the phases after it stay as a branch.
import { useState } from 'react';
import { Modal } from '../../app/Modal';
import type { Branch, CommittedPhase } from '../model/history';

export function HistoryBar({ line, current, viewing, branches, onView, onRollBack, actions, help, onCompare }: {
  line: CommittedPhase[]; current: string; viewing: string | null; branches: Branch[];
  onView(commitId: string | null): void;
  onRollBack(commit: CommittedPhase, reason: string, consentBy: string): Promise<void>;
  actions: React.ReactNode;
  help: React.ReactNode;
  /** Compare a kept branch's first phase with the same phase as played again. */
  onCompare?(branch: Branch): void;
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
        {/* A rollback keeps what was played after it: said plainly, and each kept phase can be opened,
            the branch compared with the phase as played again. */}
        {branches.map((b, i) => (
          <p key={i} className="muted branches" data-testid="kept-branch">
            Earlier results for {b.phases.map((p) => p.phase).join(' ▸ ')} kept (rolled back):{' '}
            {b.phases.map((p) => (
              <button key={p.id} type="button" className="link" onClick={() => onView(p.id)} aria-current={viewing === p.id}>open {p.phase}</button>
            )).flatMap((el, k) => (k ? [<span key={`s${k}`}> · </span>, el] : [el]))}
            {onCompare && <>{' · '}<button type="button" className="link" onClick={() => onCompare(b)} data-testid="compare-branch">compare {b.phases[0]!.phase}</button></>}
          </p>
        ))}
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
