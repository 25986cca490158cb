// After an army is dropped on another square in edit mode: the judge gives a reason, and only then
// is the fix recorded (an audited 'coalition-fix' record) and shown on the map.
import { useEffect, useId, useRef, useState } from 'react';

export interface DropRequest { army: string; from: string; to: string }

export function FixForm({ drop, onRecord, onCancel }: { drop: DropRequest; onRecord: (reason: string) => Promise<void>; onCancel: () => void }) {
  const id = useId();
  const [reason, setReason] = useState('');
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => { input.current?.focus(); }, [drop]);
  return (
    <form className="panel coalition-fix-form" data-testid="fix-form" onSubmit={(e) => { e.preventDefault(); if (reason.trim()) void onRecord(reason.trim()); }}>
      <p>Move <strong>{drop.army}</strong> from {drop.from} to <strong data-testid="fix-to">{drop.to}</strong>?</p>
      <label htmlFor={`${id}-r`}>Reason (kept in the game’s audit trail and listed in the update)</label>
      <input id={`${id}-r`} ref={input} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={300} />
      <p className="coalition-buttons">
        <button type="submit" disabled={!reason.trim()}>Record the fix</button>
        <button type="button" className="quiet" onClick={onCancel}>Cancel</button>
      </p>
    </form>
  );
}
