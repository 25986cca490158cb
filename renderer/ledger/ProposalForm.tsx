// A new proposal: who proposes, when (UK time, which Nomic's 003 202a checks), its words as
// posted (kept verbatim, 003 107a) and the one rule-change it makes (003 103a: enact, amend,
// repeal or transmute). The ledger decides whether it is proper and gives it its number.
import { useId, useState, type FormEvent } from 'react';
import type { RuleChange } from '../../core/ledger/index';
import { ledgerClient } from './ledgerClient';
import type { LedgerAction, RuleRow } from './ledgerTypes';
import { ProblemList } from './ProblemList';
import { nowInUk, UkTimeFields, type UkTime } from './UkTimeFields';

type Kind = 'enact' | 'amend' | 'repeal' | 'transmute';

/** Paragraphs are separated by blank lines, as in a forum post. */
export function paragraphs(text: string): string[] {
  return text.replace(/\r\n?/g, '\n').split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
}

export function ProposalForm({ proposers, rules, nextLabel, onSubmit, busy, winningPoints }: {
  proposers: string[]; rules: RuleRow[]; nextLabel: string; onSubmit: (action: LedgerAction) => Promise<void>; busy: boolean;
  /** Nomic only: the current target (003 210); a proposal may change it (003 114). */
  winningPoints: number | null;
}) {
  const id = useId();
  const [by, setBy] = useState(proposers[0] ?? '');
  const [when, setWhen] = useState<UkTime>(nowInUk());
  const [text, setText] = useState('');
  const [kind, setKind] = useState<Kind>('enact');
  const [rule, setRule] = useState('');
  const [newText, setNewText] = useState('');
  const [title, setTitle] = useState('');
  const [mutability, setMutability] = useState<'mutable' | 'immutable'>('mutable');
  const [newTarget, setNewTarget] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const inEffect = rules.filter((r) => r.inEffect);
  const target = inEffect.find((r) => r.number === rule);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: string[] = [];
    if (!by) found.push('Choose who proposes.');
    if (text.trim() === '') found.push('Enter the proposal as it was posted.');
    if (kind !== 'enact' && !target) found.push('Choose the rule it changes.');
    if ((kind === 'enact' || kind === 'amend') && paragraphs(newText).length === 0) found.push('Enter the rule’s new text.');
    const at = await ledgerClient.ukInstant(when.date, when.time);
    if (!at) found.push('Give the date and time it was posted (UK time).');
    const newWinningPoints = newTarget.trim() === '' ? undefined : Number(newTarget);
    if (newWinningPoints !== undefined && !(Number.isInteger(newWinningPoints) && newWinningPoints > 0)) found.push('The points needed to win must be a whole number above 0 (003 114).');
    setProblems(found);
    if (found.length || !at) return;
    const change: RuleChange = kind === 'enact'
      ? { kind: 'enact', text: paragraphs(newText), mutability, ...(title.trim() ? { title: title.trim() } : {}) }
      : kind === 'amend' ? { kind: 'amend', rule, text: paragraphs(newText), ...(title.trim() ? { title: title.trim() } : {}) }
      : kind === 'repeal' ? { kind: 'repeal', rule }
      : { kind: 'transmute', rule, to: target!.mutability === 'mutable' ? 'immutable' : 'mutable' };
    await onSubmit({ kind: 'ledger-proposal', by, at, text, changes: [change], ...(newWinningPoints !== undefined ? { winningPoints: newWinningPoints } : {}) });
    setNewTarget('');
    setText('');
    setNewText('');
    setTitle('');
  }

  return (
    <form className="panel ledger-propose" data-testid="ledger-propose" onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>New proposal <span className="muted">(next: {nextLabel})</span></h2>
      <label htmlFor={`${id}-by`}>Proposed by</label>
      <select id={`${id}-by`} value={by} onChange={(e) => setBy(e.target.value)}>
        {proposers.map((p) => <option key={p} value={p}>{p}</option>)}
      </select>
      <UkTimeFields legend="Posted at" value={when} onChange={setWhen} />
      <label htmlFor={`${id}-text`}>The proposal as posted</label>
      <textarea id={`${id}-text`} rows={3} value={text} onChange={(e) => setText(e.target.value)} />
      <label htmlFor={`${id}-kind`}>What it does</label>
      <select id={`${id}-kind`} value={kind} onChange={(e) => setKind(e.target.value as Kind)}>
        <option value="enact">Enact a new rule</option>
        <option value="amend">Amend a rule</option>
        <option value="repeal">Repeal a rule</option>
        <option value="transmute">Transmute a rule (mutable ↔ immutable)</option>
      </select>
      {kind !== 'enact' && (<>
        <label htmlFor={`${id}-rule`}>Rule</label>
        <select id={`${id}-rule`} value={rule} onChange={(e) => setRule(e.target.value)}>
          <option value="">— choose —</option>
          {inEffect.map((r) => <option key={r.id} value={r.number}>Rule {r.number} ({r.mutability}){r.title ? ` ${r.title}` : ''}</option>)}
        </select>
        {kind === 'transmute' && target && <p className="muted">Rule {target.number} becomes {target.mutability === 'mutable' ? 'immutable' : 'mutable'}.</p>}
      </>)}
      {(kind === 'enact' || kind === 'amend') && (<>
        <label htmlFor={`${id}-title`}>Title (optional)</label>
        <input id={`${id}-title`} value={title} onChange={(e) => setTitle(e.target.value)} />
        <label htmlFor={`${id}-new`}>{kind === 'enact' ? 'Text of the new rule' : 'New text of the rule'} (blank line between paragraphs)</label>
        <textarea id={`${id}-new`} rows={4} value={newText} onChange={(e) => setNewText(e.target.value)} />
      </>)}
      {kind === 'enact' && (<>
        <label htmlFor={`${id}-mut`}>The new rule is</label>
        <select id={`${id}-mut`} value={mutability} onChange={(e) => setMutability(e.target.value as 'mutable' | 'immutable')}>
          <option value="mutable">mutable</option>
          <option value="immutable">immutable</option>
        </select>
      </>)}
      {winningPoints !== null && (<>
        <label htmlFor={`${id}-target`}>If adopted, points needed to win (003 114; now {winningPoints}; leave empty if unchanged)</label>
        <input id={`${id}-target`} inputMode="numeric" value={newTarget} onChange={(e) => setNewTarget(e.target.value)} />
      </>)}
      <ProblemList title="Please fix:" problems={problems} />
      <div className="actions"><button type="submit" disabled={busy}>Record the proposal</button></div>
    </form>
  );
}
