// The hours of 003 214 run out whether or not anyone posts: a Judgement nobody disputes within the
// hour is invoked (003 214c), a Judge who has not invoked Judgement by the end of the day loses the
// question (003 214d). The ledger only knows time from what the GM enters, so he records "it is now
// …" and the ledger applies every deadline up to then. Stored like any other action.
import { useId, useState, type FormEvent } from 'react';
import { formatUkTime } from '../../core/ledger/formatUkTime';
import { ledgerClient } from './ledgerClient';
import type { LedgerAction } from '../../core/ledger/record';
import { ProblemList } from './ProblemList';
import { nowInUk, UkTimeFields, type UkTime } from './UkTimeFields';

export function AdvanceTimeForm({ ledgerTime, onSubmit, busy }: { ledgerTime: string | null; onSubmit: (action: LedgerAction) => Promise<void>; busy: boolean }) {
  const id = useId();
  const [when, setWhen] = useState<UkTime>(nowInUk());
  const [problems, setProblems] = useState<string[]>([]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const at = await ledgerClient.ukInstant(when.date, when.time);
    const found: string[] = [];
    if (!at) found.push('Give the date and time (UK time).');
    else if (ledgerTime && Date.parse(at) < Date.parse(ledgerTime)) found.push(`The ledger is already at ${formatUkTime(ledgerTime)}; time does not run backwards.`);
    setProblems(found);
    if (found.length || !at) return;
    await onSubmit({ kind: 'ledger-advance', at });
  }

  return (
    <form data-testid="ledger-advance" onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>Let time pass</h3>
      <p className="muted">The ledger stands at {ledgerTime ? formatUkTime(ledgerTime) : 'the start of the game'}; deadlines after that have not been applied yet.</p>
      <UkTimeFields legend="It is now" value={when} onChange={setWhen} />
      <ProblemList title="Please fix:" problems={problems} />
      <div className="actions"><button type="submit" disabled={busy}>Apply the deadlines up to this time</button></div>
    </form>
  );
}
