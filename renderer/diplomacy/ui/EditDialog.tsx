// Asks why before a correction is stored (UX.md: nothing irreversible without a reason field).
// The house rules' correction clauses (000 D.VIII(1)-(3), 001 B.IX(1)-(3)) are offered whatever the
// change, a drag too, each as one click that cites it and fills the reason, which stays free text;
// the clauses that fit this change (two units in one space, an extra unit) come first.
import { useState } from 'react';
import { Modal } from '../../app/Modal';
import type { ClauseOffer } from '../../../core/diplomacy/record/editLog';

export function EditDialog({ description, offers, clauses, onSave, onCancel }: {
  description: string;
  /** The clauses that fit this change. */
  offers: ClauseOffer[];
  /** Every correction clause of the game's house rules. */
  clauses: ClauseOffer[];
  onSave(reason: string, clause: string | undefined): void; onCancel(): void;
}) {
  const id = 'edit-dialog';
  const [reason, setReason] = useState('');
  const [clause, setClause] = useState<string>('');
  const fits = new Set(offers.map((o) => o.clause));
  const listed = [...offers, ...clauses.filter((c) => !fits.has(c.clause))];
  const filledFrom = (text: string) => listed.some((o) => o.text === text);
  const choose = (o: ClauseOffer) => {
    setClause(o.clause);
    // Fill the reason with the clause's words unless the GM has written their own.
    if (reason.trim() === '' || filledFrom(reason)) setReason(o.text);
  };
  return (
    <Modal title={`Correction: ${description}`} onCancel={onCancel} testId="edit-dialog">
      <form onSubmit={(e) => { e.preventDefault(); if (reason.trim()) onSave(reason, clause || undefined); }}>
        {listed.length > 0 && (
          <fieldset className="clause-offers">
            <legend>Under which clause? One click cites it and fills the reason; edit the reason freely.</legend>
            {listed.map((o) => (
              <button key={o.clause} type="button" className={clause === o.clause ? '' : 'quiet'} aria-pressed={clause === o.clause}
                title={o.text} data-clause={o.clause} onClick={() => choose(o)}>
                {o.clause} — {o.text.split(':')[0]}{fits.has(o.clause) ? ' (fits this change)' : ''}
              </button>
            ))}
            <button type="button" className={clause === '' ? '' : 'quiet'} aria-pressed={clause === ''} onClick={() => setClause('')}>No clause</button>
          </fieldset>
        )}
        <label htmlFor={`${id}-why`}>Reason (kept in the game’s audit record)</label>
        <textarea id={`${id}-why`} value={reason} onChange={(e) => setReason(e.target.value)} rows={3} autoFocus required />
        <div className="actions">
          <button type="submit" disabled={reason.trim() === ''}>Save correction</button>
          <button type="button" className="quiet" onClick={onCancel}>Cancel</button>
        </div>
      </form>
    </Modal>
  );
}
