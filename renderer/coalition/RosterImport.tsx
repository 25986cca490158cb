// Replacing the round's armies from a roster CSV (one row per creature, 004 2.5.2): the CSV is
// stored verbatim first, checked, and recorded as an action only when it reads cleanly.
import { useId, useState } from 'react';
import { platform } from '../platform/index';
import { appDb } from '../storage/db';
import { coalitionClient } from './coalitionClient';
import { storeText } from './coalitionRecords';
import type { CoalitionAction } from './coalitionTypes';
import { ProblemList } from './ProblemList';

export function RosterImport({ gameId, record }: { gameId: string; record: (a: CoalitionAction) => Promise<void> }) {
  const id = useId();
  const [text, setText] = useState('');
  const [sourceName, setSourceName] = useState('pasted roster');
  const [problems, setProblems] = useState<string[]>([]);

  async function use() {
    setProblems([]);
    try {
      const raw = await storeText(appDb(), gameId, sourceName, text); // verbatim, before reading
      const check = await coalitionClient.checkRoster(text);
      if (!check.ok) { setProblems(check.problems); return; }
      await record({ kind: 'coalition-roster', rawInputId: raw.id, sourceName });
      setText('');
    } catch (e) {
      setProblems([e instanceof Error ? e.message : String(e)]);
    }
  }

  async function open() {
    const file = (await platform.openFile('orders'))[0];
    if (file) { setText(file.text); setSourceName(file.name); }
  }

  return (
    <details className="panel coalition-roster" data-testid="coalition-roster">
      <summary>Replace the armies from a roster CSV</summary>
      <label htmlFor={`${id}-csv`}>Roster CSV (army, team, rank, square, slot, creature, alive, …)</label>
      <textarea id={`${id}-csv`} rows={5} value={text} onChange={(e) => { setText(e.target.value); setSourceName('pasted roster'); }} spellCheck={false} />
      <p className="coalition-buttons">
        <button type="button" className="quiet" onClick={() => void open()}>Open a CSV…</button>
        <button type="button" disabled={!text.trim()} onClick={() => void use()}>Use this roster</button>
      </p>
      <ProblemList title="This roster cannot be used (it is kept in the game's inputs):" problems={problems} />
    </details>
  );
}
