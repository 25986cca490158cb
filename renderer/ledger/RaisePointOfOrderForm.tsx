// Raising a Point of Order (003 214a): who posted "Point of Order: …", when (UK time), the
// statement verbatim, and optionally the proposal it concerns (003 214e). The Judge for that time
// is shown as the GM types (the player whose allocated day preceded the current day). Core decides
// whether it may be raised (003 214f, 003 214g); a refusal is stored and shown with its reason.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { ledgerClient } from './ledgerClient';
import type { LedgerAction, LedgerState, ProposalRow } from '../../core/ledger/record';
import { ProblemList } from './ProblemList';
import { nowInUk, UkTimeFields, type UkTime } from './UkTimeFields';

export function RaisePointOfOrderForm({ state, players, proposals, onSubmit, busy }: {
  state: LedgerState; players: string[]; proposals: ProposalRow[]; onSubmit: (action: LedgerAction) => Promise<void>; busy: boolean;
}) {
  const id = useId();
  const [by, setBy] = useState('');
  const [when, setWhen] = useState<UkTime>(nowInUk());
  const [statement, setStatement] = useState('');
  const [about, setAbout] = useState('');
  const [judge, setJudge] = useState<string>('');
  const [problems, setProblems] = useState<string[]>([]);

  // 003 214a: who judges a question raised at this time.
  useEffect(() => {
    let live = true;
    (async () => {
      const at = await ledgerClient.ukInstant(when.date, when.time);
      if (!at) { if (live) setJudge(''); return; }
      const r = await ledgerClient.nomicJudgeAt(state, at);
      if (live) setJudge(r.ok ? `Judge at that time: ${r.judge} (003 214a).` : `No Judge: ${r.problem}`);
    })().catch(() => { if (live) setJudge(''); });
    return () => { live = false; };
  }, [state, when.date, when.time]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: string[] = [];
    if (!by) found.push('Choose who raised the Point of Order.');
    if (!statement.trim()) found.push('Give the statement as posted.');
    const at = await ledgerClient.ukInstant(when.date, when.time);
    if (!at) found.push('Give the date and time of the post (UK time).');
    setProblems(found);
    if (found.length || !at) return;
    await onSubmit({ kind: 'ledger-point-of-order', by, at, text: statement, ...(about ? { about } : {}) });
    setStatement('');
  }

  return (
    <form data-testid="raise-point-of-order" onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>Raise a Point of Order</h3>
      <label htmlFor={`${id}-by`}>Raised by</label>
      <select id={`${id}-by`} value={by} onChange={(e) => setBy(e.target.value)}>
        <option value="">— choose —</option>
        {players.map((p) => <option key={p} value={p}>{p}</option>)}
      </select>
      <UkTimeFields legend="Posted at" value={when} onChange={setWhen} />
      <p className="muted" data-testid="turn-judge">{judge}</p>
      <label htmlFor={`${id}-s`}>Statement (after “Point of Order:”)</label>
      <textarea id={`${id}-s`} rows={3} value={statement} onChange={(e) => setStatement(e.target.value)} />
      <label htmlFor={`${id}-a`}>About a proposal (003 214e)</label>
      <select id={`${id}-a`} value={about} onChange={(e) => setAbout(e.target.value)}>
        <option value="">— none —</option>
        {proposals.map((p) => <option key={p.id} value={p.id}>Proposal {p.id}</option>)}
      </select>
      <ProblemList title="Please fix:" problems={problems} />
      <div className="actions"><button type="submit" disabled={busy}>Raise the Point of Order</button></div>
    </form>
  );
}
