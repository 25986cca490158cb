// Publishing: the ruleset, a proposal's result (with only what the procedure allows: 002 BT8d
// counts, 000 D.IX(2)c outcome only) or the Nomic scoreboard, as plain text, BBCode or Markdown,
// copied or saved through the platform bridge. The publication is recorded before it leaves.
import { useEffect, useId, useState } from 'react';
import { platform } from '../platform/index';
import { ledgerClient } from './ledgerClient';
import type { LedgerAction, LedgerState, LedgerView, PublishDialect, PublishWhat } from '../../core/ledger/record';
import { ProblemList } from './ProblemList';

const extension: Record<PublishDialect, string> = { text: 'txt', bbcode: 'bbcode.txt', markdown: 'md' };

export function PublishPanel({ state, view, record }: { state: LedgerState; view: LedgerView; record: (a: LedgerAction) => Promise<void> }) {
  const id = useId();
  const closed = view.proposals.filter((p) => p.status !== 'open');
  const [what, setWhat] = useState<PublishWhat>('ruleset');
  const [dialect, setDialect] = useState<PublishDialect>('text');
  const [proposal, setProposal] = useState('');
  const [text, setText] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const chosen = proposal || closed[closed.length - 1]?.id || '';

  // A new choice clears the last confirmation; a new record (the publication itself) does not.
  useEffect(() => { setDone(null); }, [what, dialect, chosen]);

  useEffect(() => {
    let live = true;
    ledgerClient.publish(state, what, dialect, what === 'result' ? chosen : undefined).then((r) => {
      if (!live) return;
      if (r.ok) { setText(r.text); setProblem(null); } else { setText(null); setProblem(r.problem); }
    }, (e: unknown) => { if (live) { setText(null); setProblem(String(e instanceof Error ? e.message : e)); } });
    return () => { live = false; };
  }, [state, what, dialect, chosen]);

  async function send(via: 'copy' | 'save') {
    if (text === null) return;
    try {
      await record({ kind: 'ledger-published', what, dialect, via, ...(what === 'result' ? { proposal: chosen } : {}) });
      if (via === 'copy') { await platform.copyToClipboard(text); setDone('Copied to the clipboard.'); }
      else {
        const name = `${what === 'result' ? `proposal-${chosen}` : what}.${extension[dialect]}`;
        const saved = await platform.saveFile({ suggestedName: name, kind: 'text', text });
        setDone(saved ? `Saved as ${name}.` : 'Not saved.');
      }
    } catch (e) {
      setProblem(e instanceof Error ? e.message : String(e));
    }
  }

  return (
    <section className="panel ledger-publish" data-testid="ledger-publish" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>Publish</h2>
      <label htmlFor={`${id}-what`}>What</label>
      <select id={`${id}-what`} value={what} onChange={(e) => setWhat(e.target.value as PublishWhat)}>
        <option value="ruleset">The current ruleset</option>
        <option value="result">A proposal’s result</option>
        {view.points && <option value="scoreboard">The scoreboard</option>}
      </select>
      {what === 'result' && (<>
        <label htmlFor={`${id}-p`}>Proposal</label>
        <select id={`${id}-p`} value={chosen} onChange={(e) => setProposal(e.target.value)}>
          {closed.length === 0 && <option value="">— none decided yet —</option>}
          {closed.map((p) => <option key={p.id} value={p.id}>Proposal {p.id}</option>)}
        </select>
      </>)}
      <label htmlFor={`${id}-d`}>Format</label>
      <select id={`${id}-d`} value={dialect} onChange={(e) => setDialect(e.target.value as PublishDialect)}>
        <option value="text">Plain text</option>
        <option value="bbcode">BBCode (forums)</option>
        <option value="markdown">Markdown</option>
      </select>
      {problem && <ProblemList title="Nothing to publish:" problems={[problem]} />}
      {text !== null && <pre className="ledger-preview" data-testid="publish-preview">{text}</pre>}
      <div className="actions">
        <button type="button" disabled={text === null} onClick={() => void send('copy')}>Copy</button>
        <button type="button" className="quiet" disabled={text === null} onClick={() => void send('save')}>Save…</button>
      </div>
      <p className="notice" role="status">{done ?? ''}</p>
    </section>
  );
}
