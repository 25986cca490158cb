// "When was it posted?": a UK date and a UK time (003 106: all times are UK time). The worker
// turns them into an instant; the GM never has to think about British Summer Time.
import { useId } from 'react';

export interface UkTime { date: string; time: string }

export function UkTimeFields({ value, onChange, legend }: { value: UkTime; onChange: (next: UkTime) => void; legend: string }) {
  const id = useId();
  return (
    <fieldset className="ledger-time">
      <legend>{legend}</legend>
      <label htmlFor={`${id}-date`}>Date (UK)</label>
      <input id={`${id}-date`} type="date" value={value.date} required onChange={(e) => onChange({ ...value, date: e.target.value })} />
      <label htmlFor={`${id}-time`}>Time (UK)</label>
      <input id={`${id}-time`} type="time" value={value.time} required onChange={(e) => onChange({ ...value, time: e.target.value })} />
    </fieldset>
  );
}

/** Today in the UK, as the default for a new post. */
export function nowInUk(): UkTime {
  const now = new Date();
  // en-GB in Europe/London gives "dd/mm/yyyy, hh:mm"; fall back to UTC where time zones are absent.
  try {
    const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false }).formatToParts(now);
    const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
    return { date: `${get('year')}-${get('month')}-${get('day')}`, time: `${get('hour')}:${get('minute')}` };
  } catch {
    return { date: now.toISOString().slice(0, 10), time: now.toISOString().slice(11, 16) };
  }
}
