// Pasting the movement thread (004 3.1): stored verbatim before anything reads it, then every
// line's verdict against the map as it stood when the orders were posted (004 3.2.2.2).
import { useId, useState } from 'react';
import { appDb } from '../storage/db';
import { coalitionClient } from './coalitionClient';
import { storeText } from './coalitionRecords';
import type { CoalitionAction, CoalitionView } from './coalitionTypes';
import { VerdictList } from './VerdictList';

export function ThreadPanel({ gameId, view, record, disabled }: { gameId: string; view: CoalitionView; record: (a: CoalitionAction) => Promise<void>; disabled: boolean }) {
  const id = useId();
  const [text, setText] = useState('');
  const [sourceName, setSourceName] = useState('pasted thread');
  const [showUnused, setShowUnused] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function read() {
    setProblem(null);
    try {
      const raw = await storeText(appDb(), gameId, sourceName, text); // verbatim, before parsing
      await record({ kind: 'coalition-thread', rawInputId: raw.id, sourceName });
      setText('');
    } catch (e) {
      setProblem(e instanceof Error ? e.message : String(e));
    }
  }

  async function fillSample() {
    const sample = await coalitionClient.sample();
    setText(sample.threadText);
    setSourceName(sample.threadSourceName);
  }

  const counts = view.thread ? {
    used: view.thread.outcomes.filter((o) => o.status === 'used').length,
    rejected: view.thread.outcomes.filter((o) => o.status === 'rejected').length,
  } : null;

  return (
    <section className="panel coalition-thread" data-testid="coalition-thread" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>Movement thread, turn {view.turn}</h2>
      <label htmlFor={`${id}-text`}>Paste the thread (posts with their headers; PM’d orders as re-posted)</label>
      <textarea id={`${id}-text`} rows={6} value={text} onChange={(e) => { setText(e.target.value); setSourceName('pasted thread'); }} spellCheck={false} disabled={disabled} />
      <p className="coalition-buttons">
        <button type="button" className="quiet" onClick={() => void fillSample()} disabled={disabled}>Fill in the sample thread</button>
        <button type="button" onClick={() => void read()} disabled={disabled || !text.trim()}>Read the thread</button>
      </p>
      {problem ? <p className="error" role="alert">{problem}</p> : null}
      {view.thread && counts ? (
        <>
          <p data-testid="coalition-thread-summary">
            From “{view.thread.sourceName}”: {counts.used} order{counts.used === 1 ? '' : 's'} used, {counts.rejected} rejected.{' '}
            <label className="inline"><input type="checkbox" checked={showUnused} onChange={(e) => setShowUnused(e.target.checked)} /> show lines that are not orders</label>
          </p>
          <VerdictList outcomes={view.thread.outcomes} showUnused={showUnused} />
        </>
      ) : <p className="muted">No thread read yet for this turn.</p>}
    </section>
  );
}
