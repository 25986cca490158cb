// Starting a Coalition game: from the shipped sample round (so a judge can try every step at once),
// or from a round JSON opened or pasted. The text is stored verbatim in rawInputs first; only then
// is it read, and a bad file is explained in plain words (it stays stored either way).
import { useId, useState } from 'react';
import { platform } from '../platform/index';
import { appDb } from '../storage/db';
import { coalitionClient } from './coalitionClient';
import { recordSetup, storeText } from './coalitionRecords';
import { ProblemList } from './ProblemList';

export function RoundSetup({ gameId }: { gameId: string }) {
  const id = useId();
  const [text, setText] = useState('');
  const [sourceName, setSourceName] = useState('pasted round');
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  async function start(roundText: string, name: string) {
    setBusy(true); setProblems([]);
    try {
      const db = appDb();
      const raw = await storeText(db, gameId, name, roundText); // verbatim, before any reading
      const check = await coalitionClient.checkRound(roundText);
      if (!check.ok) { setProblems(check.problems); return; }
      await recordSetup(db, gameId, { rawInputId: raw.id, sourceName: name }, `Turn ${check.turn}`);
    } catch (e) {
      setProblems([e instanceof Error ? e.message : String(e)]);
    } finally {
      setBusy(false);
    }
  }

  async function useSample() {
    const sample = await coalitionClient.sample();
    await start(sample.roundText, sample.roundSourceName);
  }

  async function open() {
    const files = await platform.openFile('orders');
    const file = files[0];
    if (file) { setText(file.text); setSourceName(file.name); }
  }

  return (
    <section className="panel coalition-setup" data-testid="coalition-setup" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>Set up the round</h2>
      <p>Start from the sample round (seven bases, five portals, three towns and armies of both sides and the mercenaries), or from a round file.</p>
      <p><button type="button" disabled={busy} onClick={() => void useSample()}>Set up from the sample round</button></p>
      <label htmlFor={`${id}-text`}>Round JSON</label>
      <textarea id={`${id}-text`} rows={6} value={text} onChange={(e) => { setText(e.target.value); setSourceName('pasted round'); }} spellCheck={false} />
      <p className="coalition-buttons">
        <button type="button" className="quiet" disabled={busy} onClick={() => void open()}>Open a round file…</button>
        <button type="button" disabled={busy || !text.trim()} onClick={() => void start(text, sourceName)}>Use this round</button>
      </p>
      <ProblemList title="This round cannot be used (it is kept in the game's inputs):" problems={problems} />
    </section>
  );
}
