// A new proposal: who proposes, when (UK time, which Nomic's 003 202a checks), its words as
// posted (kept verbatim, 003 107a) and the rule-changes it makes (003 103a: enact, amend, repeal,
// re-enact or transmute). The common case is one change, made with the fields below; "Add another
// change" moves the change being edited into a list, so one proposal can carry several (say,
// repeal two rules and enact one). The ledger decides whether it is proper (003 109b, 211, …),
// gives it its number, and the workspace shows any refusal with its reason.
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { RuleChange } from '../../core/ledger/index';
import { describeChange } from '../../core/ledger/describeChange';
import { ledgerClient } from './ledgerClient';
import type { ActionOutcome, LedgerAction, RuleRow } from '../../core/ledger/record';
import { ProblemList } from './ProblemList';
import { nowInUk, UkTimeFields, type UkTime } from './UkTimeFields';

type Kind = 'enact' | 'amend' | 'repeal' | 'reenact' | 'transmute';

/** Paragraphs are separated by blank lines, as in a forum post. */
export function paragraphs(text: string): string[] {
  return text.replace(/\r\n?/g, '\n').split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
}

export function ProposalForm({ proposers, rules, nextLabel, onSubmit, busy, winningPoints, actionCount, outcomes }: {
  proposers: string[]; rules: RuleRow[]; nextLabel: string; onSubmit: (action: LedgerAction) => Promise<void>; busy: boolean;
  /** Nomic only: the current target (003 210); a proposal may change it (003 114). */
  winningPoints: number | null;
  /** How many actions are stored, and what the ledger said of each: the form learns from them
   *  whether its proposal was accepted (then it clears) or refused (then it keeps what was typed). */
  actionCount: number; outcomes: ActionOutcome[];
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
  /** Changes already added with "Add another change", submitted before the one being edited. */
  const [added, setAdded] = useState<RuleChange[]>([]);
  /** The index the submitted proposal's action got (the number of actions when it was sent). */
  const [sentAs, setSentAs] = useState<number | null>(null);
  const answer = sentAs === null ? undefined : outcomes.find((o) => o.index === sentAs && o.kind === 'ledger-proposal');
  // Accepted: the form is ready for the next proposal. Refused: everything typed stays, so the
  // keeper can correct it, and the refusal is shown beside the button.
  useEffect(() => {
    if (!answer?.accepted) return;
    setNewTarget(''); setText(''); setNewText(''); setTitle(''); setAdded([]); setRule('');
    setSentAs(null);
  }, [answer]);
  const inEffect = rules.filter((r) => r.inEffect);
  // A repealed rule can be re-enacted (003 109b) unless a rule in effect has its number: the
  // ledger looks rules up by number, so it would find the rule in effect and refuse.
  const repealed = rules.filter((r) => !r.inEffect && !inEffect.some((e) => e.number === r.number));
  const choices = kind === 'reenact' ? repealed : inEffect;
  const target = choices.find((r) => r.number === rule);
  // With changes already added, an untouched editor means "just those".
  const editorBlank = newText.trim() === '' && title.trim() === '' && (kind === 'enact' || rule === '');

  /** The change being edited, or null after adding what is wrong with it to `found`. */
  function editedChange(found: string[]): RuleChange | null {
    const before = found.length;
    if (kind !== 'enact' && !target) found.push(kind === 'reenact' ? 'Choose the repealed rule it re-enacts.' : 'Choose the rule it changes.');
    if ((kind === 'enact' || kind === 'amend') && paragraphs(newText).length === 0) found.push('Enter the rule’s new text.');
    if (found.length > before) return null;
    const withTitle = title.trim() ? { title: title.trim() } : {};
    switch (kind) {
      case 'enact': return { kind: 'enact', text: paragraphs(newText), mutability, ...withTitle };
      case 'amend': return { kind: 'amend', rule, text: paragraphs(newText), ...withTitle };
      case 'repeal': return { kind: 'repeal', rule };
      // Blank new text re-enacts the rule as it last read (003 109b keeps the rule, renumbered).
      case 'reenact': return paragraphs(newText).length ? { kind: 'reenact', rule, text: paragraphs(newText) } : { kind: 'reenact', rule };
      case 'transmute': return { kind: 'transmute', rule, to: target!.mutability === 'mutable' ? 'immutable' : 'mutable' };
    }
  }

  function clearEditor() {
    setRule('');
    setNewText('');
    setTitle('');
  }

  function chooseKind(next: Kind) {
    setKind(next);
    // Re-enact picks from repealed rules, the others from rules in effect: drop a choice that is not offered.
    const offered = next === 'reenact' ? repealed : inEffect;
    if (!offered.some((r) => r.number === rule)) setRule('');
  }

  function addAnother() {
    const found: string[] = [];
    const change = editedChange(found);
    setProblems(found);
    if (!change) return;
    setAdded([...added, change]);
    clearEditor();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: string[] = [];
    if (!by) found.push('Choose who proposes.');
    if (text.trim() === '') found.push('Enter the proposal as it was posted.');
    const edited = added.length > 0 && editorBlank ? null : editedChange(found);
    const at = await ledgerClient.ukInstant(when.date, when.time);
    if (!at) found.push('Give the date and time it was posted (UK time).');
    const newWinningPoints = newTarget.trim() === '' ? undefined : Number(newTarget);
    if (newWinningPoints !== undefined && !(Number.isInteger(newWinningPoints) && newWinningPoints > 0)) found.push('The points needed to win must be a whole number above 0 (003 114).');
    setProblems(found);
    if (found.length || !at) return;
    const changes = edited ? [...added, edited] : added;
    setSentAs(actionCount);
    await onSubmit({ kind: 'ledger-proposal', by, at, text, changes, ...(newWinningPoints !== undefined ? { winningPoints: newWinningPoints } : {}) });
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
      {added.length > 0 && (<>
        <p>Changes so far ({added.length}); the change below is added to them unless left blank:</p>
        <ol className="ledger-proposal-changes" data-testid="ledger-proposal-changes">
          {added.map((c, i) => (
            <li key={i}>
              {describeChange(c)}{' '}
              <button type="button" className="link" aria-label={`Remove change ${i + 1}: ${describeChange(c)}`} onClick={() => setAdded(added.filter((_, k) => k !== i))}>Remove</button>
            </li>
          ))}
        </ol>
      </>)}
      <label htmlFor={`${id}-kind`}>What it does</label>
      <select id={`${id}-kind`} value={kind} onChange={(e) => chooseKind(e.target.value as Kind)}>
        <option value="enact">Enact a new rule</option>
        <option value="amend">Amend a rule</option>
        <option value="repeal">Repeal a rule</option>
        <option value="reenact">Re-enact a repealed rule</option>
        <option value="transmute">Transmute a rule (mutable ↔ immutable)</option>
      </select>
      {kind !== 'enact' && (<>
        <label htmlFor={`${id}-rule`}>Rule</label>
        <select id={`${id}-rule`} value={rule} onChange={(e) => setRule(e.target.value)}>
          <option value="">{kind === 'reenact' && repealed.length === 0 ? '— no repealed rule —' : '— choose —'}</option>
          {choices.map((r) => <option key={r.id} value={r.number}>Rule {r.number} ({kind === 'reenact' ? `repealed, ${r.mutability}` : r.mutability}){r.title ? ` ${r.title}` : ''}</option>)}
        </select>
        {kind === 'transmute' && target && <p className="muted">Rule {target.number} becomes {target.mutability === 'mutable' ? 'immutable' : 'mutable'}.</p>}
      </>)}
      {kind === 'reenact' && (<>
        <label htmlFor={`${id}-reenact-text`}>New text for the re-enacted rule (optional: leave blank to keep its old text; blank line between paragraphs)</label>
        <textarea id={`${id}-reenact-text`} rows={4} value={newText} onChange={(e) => setNewText(e.target.value)} />
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
      <div className="actions">
        <button type="button" onClick={addAnother} disabled={busy}>Add another change</button>
        <button type="submit" disabled={busy}>Record the proposal</button>
        {answer && !answer.accepted ? <span className="error" role="alert" data-testid="ledger-proposal-refusal">Refused: {answer.message} Correct it and record it again.</span> : null}
      </div>
    </form>
  );
}
