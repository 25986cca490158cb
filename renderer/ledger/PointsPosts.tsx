// Nomic's points thread (003 209): after a vote, each player whose points changed posts his new
// total with the change, "150 (+4)"; anyone correcting another player's total names him,
// "Ben P: 150 (+4)". This panel gives those exact lines to copy, and checks a line pasted from the
// thread against the ledger's totals (core's parsePointsAnnouncement), saying what it should be.
// The pasted line is stored verbatim first and only ever shown as text.
import { useId, useState, type FormEvent } from 'react';
import { CopyLineButton } from './CopyLineButton';
import { formatUkTime } from '../../core/ledger/formatUkTime';
import { ledgerClient } from './ledgerClient';
import type { LedgerAction, LedgerView } from '../../core/ledger/record';
import { ProblemList } from './ProblemList';
import { nowInUk, UkTimeFields, type UkTime } from './UkTimeFields';

const verdictNames = { correct: 'right', wrong: 'wrong', 'not-an-announcement': 'not an announcement' } as const;

export function PointsPosts({ view, record, busy }: { view: LedgerView; record: (a: LedgerAction) => Promise<void>; busy: boolean }) {
  const id = useId();
  const [author, setAuthor] = useState('');
  const [when, setWhen] = useState<UkTime>(nowInUk());
  const [line, setLine] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  if (view.procedure !== 'nomic') return null;

  // The latest vote's changes are the ones still to be posted; earlier ones stay listed below.
  const latestProposal = view.pointsLog[view.pointsLog.length - 1]?.proposal;
  const latest = view.pointsLog.filter((c) => c.proposal === latestProposal);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: string[] = [];
    if (!author) found.push('Choose who posted the line.');
    if (!line.trim()) found.push('Paste the line from the points thread.');
    const at = await ledgerClient.ukInstant(when.date, when.time);
    if (!at) found.push('Give the date and time of the post (UK time).');
    setProblems(found);
    if (found.length || !at) return;
    await record({ kind: 'ledger-points-post', author, at, text: line });
    setLine('');
  }

  return (
    <section className="panel ledger-points-posts" data-testid="points-posts" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>Points thread <span className="muted">(003 209)</span></h2>
      {latest.length === 0 ? <p className="muted">No points have changed yet.</p> : (<>
        <p>After proposal {latestProposal}, each player posts his new total:</p>
        <ul>
          {latest.map((c, i) => (
            <li key={i} data-testid="points-post-line">
              {c.player} posts <code data-testid="points-announcement">{c.announcement}</code> <CopyLineButton line={c.announcement} />
              {' '}· anyone correcting him posts <code data-testid="points-announcement-others">{c.announcementForOthers}</code> <CopyLineButton line={c.announcementForOthers} />
            </li>
          ))}
        </ul>
      </>)}
      <form data-testid="points-check-form" onSubmit={(e) => void submit(e)}>
        <h3>Check a line from the points thread</h3>
        <label htmlFor={`${id}-a`}>Posted by</label>
        <select id={`${id}-a`} value={author} onChange={(e) => setAuthor(e.target.value)}>
          <option value="">— choose —</option>
          {view.players.map((p) => <option key={p} value={p}>{p}</option>)}
        </select>
        <UkTimeFields legend="Posted at" value={when} onChange={setWhen} />
        <label htmlFor={`${id}-l`}>The line as posted</label>
        <input id={`${id}-l`} type="text" value={line} onChange={(e) => setLine(e.target.value)} placeholder="150 (+4)" />
        <ProblemList title="Please fix:" problems={problems} />
        <div className="actions"><button type="submit" disabled={busy}>Check the line</button></div>
      </form>
      {view.pointsChecks.length > 0 && (
        <ol className="ledger-points-checks">
          {[...view.pointsChecks].reverse().map((c, i) => (
            <li key={i} data-testid="points-check" className={c.verdict === 'correct' ? 'notice' : 'error'}>
              {c.author}, {formatUkTime(c.at)}: “<span data-testid="points-check-text">{c.text}</span>” is {verdictNames[c.verdict]}. {c.message}
              {c.correction && <> <CopyLineButton line={c.correction} label="Copy the correction" /></>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
