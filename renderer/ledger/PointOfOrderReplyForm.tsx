// Everything that follows a Point of Order in the voting thread (003 214b): the Judge's
// "Judgement: …", a "Dispute: …", and "I agree with Judgement …" / "I disagree with Judgement …",
// each with who posted it and when (UK time). Core checks who may post what and within which hour.
import { useId, useState, type FormEvent } from 'react';
import { ledgerClient } from './ledgerClient';
import type { LedgerAction, PointOfOrderRow } from '../../core/ledger/record';
import { ProblemList } from './ProblemList';
import { nowInUk, UkTimeFields, type UkTime } from './UkTimeFields';

type Reply = 'judgement' | 'dispute' | 'agree' | 'disagree';

const replyNames: Record<Reply, string> = {
  judgement: 'Judgement (by the Judge)',
  dispute: 'Dispute',
  agree: 'I agree with Judgement',
  disagree: 'I disagree with Judgement',
};

export function PointOfOrderReplyForm({ active, players, onSubmit, busy }: {
  active: PointOfOrderRow[]; players: string[]; onSubmit: (action: LedgerAction) => Promise<void>; busy: boolean;
}) {
  const id = useId();
  const [chosen, setChosen] = useState('');
  const [reply, setReply] = useState<Reply>('judgement');
  const [by, setBy] = useState('');
  const [when, setWhen] = useState<UkTime>(nowInUk());
  const [text, setText] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const target = active.find((p) => p.id === chosen) ?? active[0];
  const needsText = reply === 'judgement' || reply === 'dispute';

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: string[] = [];
    if (!target) found.push('There is no active Point of Order.');
    if (!by) found.push('Choose who posted it.');
    if (reply === 'judgement' && !text.trim()) found.push('Give the Judgement as posted.');
    const at = await ledgerClient.ukInstant(when.date, when.time);
    if (!at) found.push('Give the date and time of the post (UK time).');
    setProblems(found);
    if (found.length || !at || !target) return;
    const post = reply === 'judgement' ? `Judgement: ${text}`
      : reply === 'dispute' ? `Dispute: ${text || `Judgement on ${target.id}`}`
      : `${reply === 'agree' ? 'I agree' : 'I disagree'} with Judgement ${target.id}`;
    const kind = reply === 'judgement' ? 'ledger-judgement' : reply === 'dispute' ? 'ledger-dispute' : 'ledger-opinion';
    await onSubmit({ kind, by, at, id: target.id, text: post });
    setText('');
  }

  return (
    <form data-testid="point-of-order-reply" onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>Record a Judgement, Dispute or opinion</h3>
      <label htmlFor={`${id}-p`}>Point of Order</label>
      <select id={`${id}-p`} value={target?.id ?? ''} onChange={(e) => setChosen(e.target.value)}>
        {active.length === 0 && <option value="">— none active —</option>}
        {active.map((p) => <option key={p.id} value={p.id}>{p.id} (Judge {p.judge})</option>)}
      </select>
      <label htmlFor={`${id}-k`}>Post</label>
      <select id={`${id}-k`} value={reply} onChange={(e) => setReply(e.target.value as Reply)}>
        {(Object.keys(replyNames) as Reply[]).map((r) => <option key={r} value={r}>{replyNames[r]}</option>)}
      </select>
      <label htmlFor={`${id}-by`}>Posted by</label>
      <select id={`${id}-by`} value={by} onChange={(e) => setBy(e.target.value)}>
        <option value="">— choose —</option>
        {players.map((p) => <option key={p} value={p}>{p}</option>)}
      </select>
      <UkTimeFields legend="Posted at" value={when} onChange={setWhen} />
      {needsText && (<>
        <label htmlFor={`${id}-t`}>{reply === 'judgement' ? 'Judgement (after “Judgement:”)' : 'Dispute (after “Dispute:”)'}</label>
        <textarea id={`${id}-t`} rows={2} value={text} onChange={(e) => setText(e.target.value)} />
      </>)}
      <ProblemList title="Please fix:" problems={problems} />
      <div className="actions"><button type="submit" disabled={busy || active.length === 0}>Record the post</button></div>
    </form>
  );
}
