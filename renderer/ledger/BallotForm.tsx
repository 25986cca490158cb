// Recording a vote. Nomic votes are public posts ("Vote: Yes", 003 113a); Agora's go privately
// to the Judge (002 BT8b) and house-rule votes are never published (000 D.IX(2)c, 001 B.X(2)c):
// for those the form forgets the choice as soon as it is stored, and the confirmation names nobody.
import { useId, useState, type FormEvent } from 'react';
import { ledgerClient } from './ledgerClient';
import type { BallotChoice, LedgerAction, LedgerProcedure, ProposalRow } from '../../core/ledger/record';
import { ProblemList } from './ProblemList';
import { nowInUk, UkTimeFields, type UkTime } from './UkTimeFields';

export function BallotForm({ open, voters, procedure, secret, onSubmit, busy }: {
  open: ProposalRow[]; voters: string[]; procedure: LedgerProcedure; secret: boolean; onSubmit: (action: LedgerAction) => Promise<void>; busy: boolean;
}) {
  const id = useId();
  const [proposal, setProposal] = useState('');
  const [voter, setVoter] = useState('');
  const [vote, setVote] = useState<BallotChoice | ''>('');
  const [when, setWhen] = useState<UkTime>(nowInUk());
  const [problems, setProblems] = useState<string[]>([]);
  const chosen = proposal || open[open.length - 1]?.id || '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: string[] = [];
    if (!chosen) found.push('There is no open proposal to vote on.');
    if (!voter) found.push('Choose who voted.');
    if (!vote) found.push('Choose the vote.');
    const at = await ledgerClient.ukInstant(when.date, when.time);
    if (!at) found.push('Give the date and time of the vote (UK time).');
    setProblems(found);
    if (found.length || !at || !vote) return;
    await onSubmit({ kind: 'ledger-ballot', proposal: chosen, voter, vote, at });
    // A secret ballot does not stay on screen once it is in the ballot box.
    if (secret) { setVoter(''); setVote(''); }
  }

  return (
    <form className="panel ledger-ballot" data-testid="ledger-ballot-form" onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{secret ? 'Record a secret ballot' : 'Record a vote'}</h2>
      {secret && <p className="muted">Only the ballot box shows who voted how{procedure === 'agora-bt' ? ' (002 BT8d)' : ' (000 D.IX(2)c, 001 B.X(2)c)'}.</p>}
      <label htmlFor={`${id}-p`}>Proposal</label>
      <select id={`${id}-p`} value={chosen} onChange={(e) => setProposal(e.target.value)}>
        {open.length === 0 && <option value="">— none open —</option>}
        {open.map((p) => <option key={p.id} value={p.id}>Proposal {p.id}</option>)}
      </select>
      <label htmlFor={`${id}-v`}>Voter</label>
      <select id={`${id}-v`} value={voter} onChange={(e) => setVoter(e.target.value)}>
        <option value="">— choose —</option>
        {voters.map((v) => <option key={v} value={v}>{v}</option>)}
      </select>
      <fieldset>
        <legend>Vote</legend>
        {(['yes', 'no', ...(procedure === 'house-rules' ? ['abstain' as const] : [])] as BallotChoice[]).map((c) => (
          <label key={c} className="inline"><input type="radio" name={`${id}-vote`} value={c} checked={vote === c} onChange={() => setVote(c)} /> {c === 'yes' ? 'Yes' : c === 'no' ? 'No' : 'Abstain'}</label>
        ))}
      </fieldset>
      <UkTimeFields legend="Voted at" value={when} onChange={setWhen} />
      <ProblemList title="Please fix:" problems={problems} />
      <div className="actions"><button type="submit" disabled={busy || open.length === 0}>Record the vote</button></div>
    </form>
  );
}
