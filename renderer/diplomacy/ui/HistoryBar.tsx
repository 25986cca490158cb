// The history of the line being played (S1901M ▸ F1901M ▸ …), the branches left by rollbacks,
// and the actions: Adjudicate, Commit. Rolling back asks for a reason and who gave the TD's
// consent (000 D.VIII(1)b); the phases after it stay as a branch.
import { useState } from 'react';
import { Modal } from '../../app/Modal';
import type { Branch, CommittedPhase } from '../../../core/diplomacy/record/history';

/** Beyond this many phases, years other than the latest two and the one being looked at fold into one button. */
const FOLD_AFTER = 20;

type PhaseGroup = { kind: 'phase'; commit: CommittedPhase } | { kind: 'year'; year: number; count: number };

/**
 * The line of phases as the bar shows it: every phase of a short game; in a long one (a 120-phase
 * game would wrap to nine rows and squeeze the map) each earlier year folds into one button that
 * opens it, so the bar stays one line.
 */
export function phaseGroups(line: readonly CommittedPhase[], viewing: string | null, openYear: number | null): PhaseGroup[] {
  if (line.length <= FOLD_AFTER) return line.map((commit) => ({ kind: 'phase', commit }));
  const years = [...new Set(line.map((c) => c.position.phase.year))];
  const viewedYear = line.find((c) => c.id === viewing)?.position.phase.year;
  const shown = new Set([...years.slice(-2), ...(viewedYear !== undefined ? [viewedYear] : []), ...(openYear !== null ? [openYear] : [])]);
  const groups: PhaseGroup[] = [];
  for (const year of years) {
    const phases = line.filter((c) => c.position.phase.year === year);
    if (shown.has(year)) for (const commit of phases) groups.push({ kind: 'phase', commit });
    else groups.push({ kind: 'year', year, count: phases.length });
  }
  return groups;
}

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
  const [openYear, setOpenYear] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const [consent, setConsent] = useState('');
  const viewed = line.find((c) => c.id === viewing);
  return (
    <footer className="history panel" data-testid="history">
      <nav aria-label="Phases">
        <ol className="phases" data-testid="history-phases">
          {phaseGroups(line, viewing, openYear).map((g) => g.kind === 'phase' ? (
            <li key={g.commit.id}><button type="button" className={viewing === g.commit.id ? 'tab active' : 'tab'} aria-current={viewing === g.commit.id} onClick={() => onView(g.commit.id)}>{g.commit.phase}</button> ▸</li>
          ) : (
            <li key={`y${g.year}`}><button type="button" className="tab year" onClick={() => setOpenYear(g.year)} title={`${g.count} phases of ${g.year}: show them`} data-testid="history-year">{g.year} ({g.count})</button> ▸</li>
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
