// Nomic rule 215: if the legality of a move cannot be determined with finality, or the unoverruled
// Judge finds it equally legal and illegal, the player whose move it was wins (003 215a), over every
// other winner rule. The GM records the finding (stored first); the winner shown is core's.
import { useId, useState, type FormEvent } from 'react';
import { ledgerClient } from './ledgerClient';
import type { LedgerAction, LedgerView } from '../../core/ledger/record';
import { ProblemList } from './ProblemList';
import { nowInUk, UkTimeFields, type UkTime } from './UkTimeFields';

export function UndecidableMoveForm({ view, record, busy }: { view: LedgerView; record: (a: LedgerAction) => Promise<void>; busy: boolean }) {
  const id = useId();
  const [player, setPlayer] = useState('');
  const [when, setWhen] = useState<UkTime>(nowInUk());
  const [problems, setProblems] = useState<string[]>([]);
  if (view.procedure !== 'nomic') return null;
  const last = [...view.outcomes].reverse().find((o) => o.kind === 'ledger-undecidable-move');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: string[] = [];
    if (!player) found.push('Choose whose move it was.');
    const at = await ledgerClient.ukInstant(when.date, when.time);
    if (!at) found.push('Give the date and time of the finding (UK time).');
    setProblems(found);
    if (found.length || !at) return;
    await record({ kind: 'ledger-undecidable-move', player, at });
  }

  return (
    <form className="panel" data-testid="undecidable-move" onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>A move whose legality cannot be determined <span className="muted">(003 215a)</span></h2>
      <label htmlFor={`${id}-p`}>Whose move</label>
      <select id={`${id}-p`} value={player} onChange={(e) => setPlayer(e.target.value)}>
        <option value="">— choose —</option>
        {view.players.map((p) => <option key={p} value={p}>{p}</option>)}
      </select>
      <UkTimeFields legend="Found at" value={when} onChange={setWhen} />
      <ProblemList title="Please fix:" problems={problems} />
      {last && <p className={last.accepted ? 'notice' : 'error'} role="status" data-testid="undecidable-move-outcome">{last.accepted ? '' : 'Refused: '}{last.message}</p>}
      {view.winner && <p data-testid="undecidable-move-winner"><strong>Winner: {view.winner}</strong></p>}
      <div className="actions"><button type="submit" disabled={busy}>Record: legality cannot be determined</button></div>
    </form>
  );
}
