// Asks why before a correction is stored (UX.md: nothing irreversible without a reason field),
// offering the seeds' correction clauses that fit (000 D.VIII(2), 000 D.VIII(3)).
import { useState } from 'react';
import { Modal } from '../../app/Modal';
import type { ClauseOffer } from '../model/editLog';

export function EditDialog({ description, offers, onSave, onCancel }: {
  description: string; offers: ClauseOffer[]; onSave(reason: string, clause: string | undefined): void; onCancel(): void;
}) {
  const id = 'edit-dialog';
  const [reason, setReason] = useState('');
  const [clause, setClause] = useState<string>('');
  return (
    <Modal title={`Correction: ${description}`} onCancel={onCancel} testId="edit-dialog">
      <form onSubmit={(e) => { e.preventDefault(); if (reason.trim()) onSave(reason, clause || undefined); }}>
        {offers.length > 0 && (
          <fieldset>
            <legend>Under which clause?</legend>
            <label><input type="radio" name="clause" checked={clause === ''} onChange={() => setClause('')} /> none</label>
            {offers.map((o) => (
              <label key={o.clause} title={o.text}><input type="radio" name="clause" checked={clause === o.clause} onChange={() => setClause(o.clause)} /> {o.clause} — {o.text}</label>
            ))}
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
