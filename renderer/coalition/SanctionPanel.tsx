// The judges' sanctions (004 1.3) and the optional penalty for acting with an army one does not
// control (004 5.4.1b: severity x a logged die x (100, 50, 25, 10) troops; in the last 24 hours
// before the army's battle deadline its battle gets 24 more hours, 5.4.1c). Each is recorded as an
// action and imposed on replay; every one on the round's record is listed here with its die.
import { useId, useState } from 'react';
import { describeSanction, type Army } from '../../core/coalition/index';
import type { CoalitionAction, CoalitionView } from './coalitionTypes';

export function SanctionPanel({ view, armies, record, disabled }: { view: CoalitionView; armies: Army[]; record: (a: CoalitionAction) => Promise<void>; disabled: boolean }) {
  const id = useId();
  const [kind, setKind] = useState<'coalition-penalty' | 'coalition-sanction'>('coalition-penalty');
  const [player, setPlayer] = useState('');
  const [army, setArmy] = useState('');
  const [severity, setSeverity] = useState('1');
  const [reason, setReason] = useState('');
  const [seed] = useState(() => Math.floor(Math.random() * 1_000_000));
  const [losses, setLosses] = useState('');
  const [withTeam, setWithTeam] = useState(false);
  const sev = Number(severity);
  const chosen = armies.find((a) => a.name === army);

  function parsedLosses(): Record<string, number> | null {
    const out: Record<string, number> = {};
    for (const part of losses.split(';').map((p) => p.trim()).filter(Boolean)) {
      const m = /^(.+?)=(\d+)$/.exec(part);
      if (!m) return null;
      out[m[1]!.trim()] = Number(m[2]);
    }
    return out;
  }
  const lossMap = parsedLosses();
  const ready = player.trim() !== '' && (kind === 'coalition-penalty' ? !!army && sev > 0 : reason.trim() !== '' && lossMap !== null);

  function action(): CoalitionAction {
    if (kind === 'coalition-penalty') return { kind, army, player: player.trim(), severity: sev, dieSides: 6, seed, reason: reason.trim() };
    const team = view.current.players.find((p) => p.name.toLowerCase() === player.trim().toLowerCase())?.team;
    return { kind, player: player.trim(), reason: reason.trim(), ...(withTeam && team ? { team } : {}), ...(army ? { army } : {}), ...(lossMap && Object.keys(lossMap).length ? { losses: lossMap } : {}) };
  }
  const onRecord = view.current.sanctions ?? [];
  const last = view.outcomes.filter((o) => o.kind === 'coalition-penalty' || o.kind === 'coalition-sanction').at(-1);

  return (
    <section className="panel coalition-sanctions" data-testid="coalition-sanctions" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>Sanctions and penalties <span className="muted">(004 1.3, 5.4.1)</span></h2>
      <form onSubmit={(e) => { e.preventDefault(); if (ready) void record(action()); }}>
        <p>
          <label htmlFor={`${id}-k`}>Kind</label>{' '}
          <select id={`${id}-k`} value={kind} onChange={(e) => setKind(e.target.value as typeof kind)}>
            <option value="coalition-penalty">penalty: acted with an army he does not control (004 5.4.1b)</option>
            <option value="coalition-sanction">other sanction (004 1.3)</option>
          </select>
        </p>
        <p>
          <label htmlFor={`${id}-p`}>Player</label>{' '}
          <input id={`${id}-p`} value={player} onChange={(e) => setPlayer(e.target.value)} size={16} />{' '}
          <label htmlFor={`${id}-a`}>Army</label>{' '}
          <select id={`${id}-a`} value={army} onChange={(e) => setArmy(e.target.value)}>
            <option value="">{kind === 'coalition-penalty' ? '(choose)' : '(none)'}</option>
            {armies.map((a) => <option key={a.name} value={a.name}>{a.name}</option>)}
          </select>
        </p>
        {kind === 'coalition-penalty' ? (
          <p>
            <label htmlFor={`${id}-s`}>Severity factor</label>{' '}
            <input id={`${id}-s`} inputMode="decimal" value={severity} onChange={(e) => setSeverity(e.target.value.trim())} size={4} />{' '}
            <span className="muted">die d6 from seed {seed}; loses severity × die × (100, 50, 25, 10) from its four slots</span>
          </p>
        ) : (
          <p>
            <label htmlFor={`${id}-l`}>Troops lost</label>{' '}
            <input id={`${id}-l`} value={losses} onChange={(e) => setLosses(e.target.value)} size={30} placeholder={chosen ? `${chosen.slots[0]?.[0]?.name ?? 'creature'}=300` : 'creature=number; …'} />{' '}
            <label className="inline"><input type="checkbox" checked={withTeam} onChange={(e) => setWithTeam(e.target.checked)} /> falls on his team too</label>
          </p>
        )}
        <p>
          <label htmlFor={`${id}-r`}>Grounds (posted with it)</label>{' '}
          <input id={`${id}-r`} value={reason} onChange={(e) => setReason(e.target.value)} size={40} />{' '}
          <button type="submit" disabled={disabled || !ready}>{kind === 'coalition-penalty' ? 'Impose the penalty' : 'Record the sanction'}</button>
          {last ? <span className={last.accepted ? 'muted' : 'error'} role="status" data-testid="coalition-sanction-outcome"> {last.message}</span> : null}
        </p>
      </form>
      {onRecord.length ? (
        <ul data-testid="coalition-sanction-record">{onRecord.map((s, i) => <li key={i}>Turn {s.turn}: {describeSanction(s)}</li>)}</ul>
      ) : <p className="muted">None on the record.</p>}
    </section>
  );
}
