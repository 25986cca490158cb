// Starting a ledger: the GM picks a shipped sample (seed 003's Nomic initial set, seed 002's
// Agora regulations), pastes a ruleset or opens a file. The text is stored verbatim in rawInputs
// BEFORE it is parsed (so nothing pasted is ever lost), then the worker detects its format and
// either lists every problem or hands over to the setup form.
import { useEffect, useId, useState } from 'react';
import { platform } from '../platform/index';
import { appDb } from '../storage/db';
import { ledgerClient } from './ledgerClient';
import { storeRulesetText } from './ledgerRecords';
import type { RulesetCheck } from '../../core/ledger/record';
import { LedgerSetupForm } from './LedgerSetupForm';
import { ProblemList } from './ProblemList';

interface Sample { id: string; name: string; sourceName: string; text: string }
interface Checked { rawInputId: string; sourceName: string; check: RulesetCheck }

export function RulesetImport({ gameId, preferredSample }: { gameId: string; preferredSample: string }) {
  const id = useId();
  const [samples, setSamples] = useState<Sample[]>([]);
  const [pasted, setPasted] = useState('');
  const [checked, setChecked] = useState<Checked | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    ledgerClient.sampleRulesets().then((list) => {
      // The starting rules chosen in "New game" come first.
      if (live) setSamples([...list].sort((a, b) => Number(b.id === preferredSample) - Number(a.id === preferredSample)));
    }, (e: unknown) => { if (live) setProblem(String(e instanceof Error ? e.message : e)); });
    return () => { live = false; };
  }, [preferredSample]);

  async function read(sourceName: string, text: string) {
    setBusy(true);
    setProblem(null);
    setChecked(null);
    try {
      // Stored first: a parser failure below can never lose the GM's text.
      const raw = await storeRulesetText(appDb(), gameId, sourceName, text);
      const check = await ledgerClient.checkRuleset(text);
      setChecked({ rawInputId: raw.id, sourceName, check });
    } catch (e) {
      setProblem(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }

  async function openFile(kind: 'orders' | 'backup') {
    try {
      const files = await platform.openFile(kind);
      const file = files[0];
      if (file) await read(file.name, file.text);
    } catch (e) {
      setProblem(e instanceof Error ? e.message : String(e));
    }
  }

  if (checked?.check.ok) {
    return <LedgerSetupForm gameId={gameId} rawInputId={checked.rawInputId} sourceName={checked.sourceName} check={checked.check} onCancel={() => setChecked(null)} />;
  }

  return (
    <section className="panel ledger-import" data-testid="ledger-import" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>Start the rules ledger</h2>
      <p>Start from a shipped ruleset, paste one, or open a file. Nomic JSON (seed 003), Agora “Regulation” text (seed 002) and numbered house rules (seeds 000, 001) are recognised.</p>
      <div className="actions">
        {samples.map((s) => (
          <button key={s.id} type="button" disabled={busy} onClick={() => void read(s.sourceName, s.text)}>Start from the {s.name}</button>
        ))}
      </div>
      <label htmlFor={`${id}-paste`}>Paste a ruleset</label>
      <textarea id={`${id}-paste`} rows={8} value={pasted} onChange={(e) => setPasted(e.target.value)} spellCheck={false} />
      <div className="actions">
        <button type="button" disabled={busy || pasted.trim() === ''} onClick={() => void read('pasted', pasted)}>Read the pasted ruleset</button>
        <button type="button" className="quiet" disabled={busy} onClick={() => void openFile('backup')}>Open a JSON file…</button>
        <button type="button" className="quiet" disabled={busy} onClick={() => void openFile('orders')}>Open a text file…</button>
      </div>
      {checked && !checked.check.ok && (
        <ProblemList title={`“${checked.sourceName}” could not be read as a ruleset (the text is kept as received):`} problems={checked.check.problems} />
      )}
      {problem && <ProblemList title="Something went wrong:" problems={[problem]} />}
    </section>
  );
}
