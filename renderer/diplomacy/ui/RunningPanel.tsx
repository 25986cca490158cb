// Running the game: the deadline schedule with core's warnings (000 D.VII(2), D.VII(4)a), the
// players' declared weekly absences, the extensions ledger per power (000 D.VII(5)), votes with
// secret ballots (000 D.IX) and board scores (000 C.1-C.5, 001 A.16-A.18). Every action is stored
// as a record first (runningLog.ts); what is shown is worked out again from the records.
import { useId, useState } from 'react';
import { formatDeadline, formatGmt } from '../../app/format';
import { hoursRemaining, type BallotValue, type BoardScore, type RunningRules } from '../../../core/diplomacy/running/index';
import type { PowerName } from '../../../core/diplomacy/types';
import type { ExtensionDecision } from '../../../core/diplomacy/running/index';
import type { ExtensionRecord } from '../running/runningLog';
import type { ExtensionLedger } from '../../../core/diplomacy/running/index';
import type { AbsenceRecord } from '../running/runningLog';
import type { GameEnding, ScheduleRow, VoteState } from '../running/runningModel';

const dayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export interface RunningActions {
  declareAbsence(power: PowerName, startDay: number, startMinute: number, hours: number): Promise<void>;
  requestExtension(power: PowerName, hours: number, holiday: boolean, gmConsents: boolean): Promise<void>;
  propose(kind: 'draw' | 'concession', powers: PowerName[]): Promise<void>;
  ballot(proposalId: string, power: PowerName, value: BallotValue): Promise<void>;
}

export interface RunningPanelProps {
  rules: RunningRules;
  powers: PowerName[];
  remaining: PowerName[];
  currentPhase: string;
  deadline: number | null;
  schedule: ScheduleRow[];
  absences: AbsenceRecord[];
  ledger: ExtensionLedger;
  decisions: { record: ExtensionRecord; decision: ExtensionDecision }[];
  votes: VoteState[];
  scores: BoardScore[] | null;
  ending: GameEnding | null;
  actions: RunningActions;
}

function ScheduleTable({ rows }: { rows: ScheduleRow[] }) {
  if (!rows.length) return <p className="muted">No phase adjudicated yet.</p>;
  return (
    <table className="running-table" data-testid="schedule">
      <thead><tr><th scope="col">Phase</th><th scope="col">Published</th><th scope="col">Next deadline (GMT)</th><th scope="col">Warnings</th></tr></thead>
      <tbody>{rows.map((r) => (
        <tr key={`${r.phase}-${r.publishedAt}`} data-planned={r.planned}>
          <td>{r.phase}{r.planned ? ' (if published now)' : ''}</td>
          <td>{formatGmt(r.publishedAt)}</td>
          <td>{r.nextPhase}: {r.nextDeadline === null ? 'not set' : formatDeadline(r.nextDeadline)}</td>
          <td>{r.warnings.length ? <ul>{r.warnings.map((w, i) => <li key={i} className="warning">⚠ {w.message}{w.clause ? <span className="clause"> {w.clause}</span> : null}</li>)}</ul> : 'none'}</td>
        </tr>
      ))}</tbody>
    </table>
  );
}

export function RunningPanel(props: RunningPanelProps) {
  const id = useId();
  const { rules, powers, remaining, actions } = props;
  const [absence, setAbsence] = useState({ power: powers[0] ?? '', day: 5, time: '21:00', hours: String(rules.absenceWindowHours ?? 64) });
  const [ext, setExt] = useState({ power: powers[0] ?? '', hours: '24', holiday: false, gmConsents: false });
  const [proposal, setProposal] = useState<{ kind: 'draw' | 'concession'; powers: PowerName[] }>({ kind: 'draw', powers: [] });
  const [ballot, setBallot] = useState<Record<string, { power: PowerName; value: BallotValue }>>({});

  return (
    <section className="panel running-panel" aria-labelledby={`${id}-h`} data-testid="running-panel">
      <h2 id={`${id}-h`}>Running the game</h2>

      <h3>Schedule</h3>
      <p className="muted">Deadlines are in GMT (000 D.VII(4)b); the deadline of {props.currentPhase} is {props.deadline === null ? 'not set' : formatDeadline(props.deadline)}.</p>
      <ScheduleTable rows={props.schedule} />

      <h3>Weekly absences <span className="clause">{rules.profile === 'maharajiad' ? '001 B.VIII(2)c' : '000 D.VII(2)c'}</span></h3>
      {props.absences.length ? (
        <ul data-testid="absences">{props.absences.map((a) => (
          <li key={a.id}>{a.absence.power}: from {dayNames[a.absence.startDay]} {String(Math.floor(a.absence.startMinute / 60)).padStart(2, '0')}:{String(a.absence.startMinute % 60).padStart(2, '0')} GMT for {a.absence.hours} hours</li>
        ))}</ul>
      ) : <p className="muted">None declared.</p>}
      <form className="running-form" onSubmit={(e) => {
        e.preventDefault();
        const [h, m] = absence.time.split(':').map(Number);
        void actions.declareAbsence(absence.power, absence.day, (h ?? 0) * 60 + (m ?? 0), Number(absence.hours));
      }}>
        <label>Power <select value={absence.power} onChange={(e) => setAbsence({ ...absence, power: e.target.value })}>{powers.map((p) => <option key={p}>{p}</option>)}</select></label>
        <label>From <select value={absence.day} onChange={(e) => setAbsence({ ...absence, day: Number(e.target.value) })}>{dayNames.map((d, i) => <option key={d} value={i}>{d}</option>)}</select></label>
        <label>at (GMT) <input type="time" value={absence.time} onChange={(e) => setAbsence({ ...absence, time: e.target.value })} /></label>
        <label>hours <input inputMode="numeric" size={4} value={absence.hours} onChange={(e) => setAbsence({ ...absence, hours: e.target.value.trim() })} /></label>
        <button type="submit" className="quiet">Declare absence</button>
      </form>

      <h3>Extensions {rules.extensions ? <span className="clause">{rules.extensions.clause}</span> : null}</h3>
      {!rules.extensions ? <p className="muted">This profile has no extension rules.</p> : (
        <>
          <ul className="inline-list" data-testid="extension-balance">{powers.map((p) => (
            <li key={p}>{p}: {hoursRemaining(rules.extensions!, props.ledger, p) / 24} days left</li>
          ))}</ul>
          <form className="running-form" onSubmit={(e) => { e.preventDefault(); void actions.requestExtension(ext.power, Number(ext.hours), ext.holiday, ext.gmConsents); }}>
            <label>Power <select value={ext.power} onChange={(e) => setExt({ ...ext, power: e.target.value })}>{powers.map((p) => <option key={p}>{p}</option>)}</select></label>
            <label>hours <input inputMode="numeric" size={4} value={ext.hours} onChange={(e) => setExt({ ...ext, hours: e.target.value.trim() })} /></label>
            <label><input type="checkbox" checked={ext.holiday} onChange={(e) => setExt({ ...ext, holiday: e.target.checked })} /> TD holiday</label>
            <label><input type="checkbox" checked={ext.gmConsents} onChange={(e) => setExt({ ...ext, gmConsents: e.target.checked })} /> GM consents to a further one</label>
            <button type="submit" className="quiet" disabled={props.deadline === null} data-testid="request-extension">Request extension of {props.currentPhase}</button>
          </form>
          {props.decisions.length > 0 && (
            <ul data-testid="extensions">{props.decisions.map(({ record, decision }) => (
              <li key={record.id}>{record.power}, {record.phase}, {record.hours} h asked {formatGmt(record.requestedAt)}: <strong>{decision.granted ? 'granted' : 'refused'}</strong> — {decision.reason} <span className="clause">{decision.clause}</span></li>
            ))}</ul>
          )}
        </>
      )}

      <h3>Votes <span className="clause">{rules.profile === 'maharajiad' ? '001 B.X' : '000 D.IX'}</span></h3>
      <p className="muted">Ballots are secret: the results publish only whether a proposal passed.</p>
      <form className="running-form" onSubmit={(e) => { e.preventDefault(); void actions.propose(proposal.kind, proposal.powers); }}>
        <label>Proposal <select value={proposal.kind} onChange={(e) => setProposal({ kind: e.target.value as 'draw' | 'concession', powers: [] })} data-testid="proposal-kind">
          <option value="draw">Draw including…</option><option value="concession">Concede the game to…</option>
        </select></label>
        <fieldset className="inline-list" data-testid="proposal-powers"><legend className="visually-hidden">Powers</legend>{remaining.map((p) => (
          <label key={p}><input type={proposal.kind === 'draw' ? 'checkbox' : 'radio'} name={`${id}-pp`} checked={proposal.powers.includes(p)}
            onChange={(e) => setProposal({ ...proposal, powers: proposal.kind === 'concession' ? [p] : e.target.checked ? [...proposal.powers, p] : proposal.powers.filter((q) => q !== p) })} /> {p}</label>
        ))}</fieldset>
        <button type="submit" className="quiet" disabled={proposal.powers.length === 0} data-testid="record-proposal">Record proposal</button>
      </form>
      {props.votes.map((v) => {
        const chosen = ballot[v.record.id] ?? { power: remaining[0] ?? '', value: 'yes' as BallotValue };
        return (
          <div key={v.record.id} className="vote" data-testid="vote">
            <p><strong>{v.published.description}</strong> ({v.record.phase}) — {v.tally.passed ? 'passes' : 'does not pass'} <span className="clause">{v.tally.clause}</span>
              <br /><span className="muted">For the GM only: {v.tally.gmNote}; {v.ballots.length} ballot{v.ballots.length === 1 ? '' : 's'} received (later ballots replace earlier ones, 000 D.IX(2)a).</span></p>
            <form className="running-form" onSubmit={(e) => { e.preventDefault(); void actions.ballot(v.record.id, chosen.power, chosen.value); }}>
              <label>Ballot of <select value={chosen.power} onChange={(e) => setBallot({ ...ballot, [v.record.id]: { ...chosen, power: e.target.value } })} data-testid="ballot-power">{remaining.map((p) => <option key={p}>{p}</option>)}</select></label>
              <select aria-label="Vote" value={chosen.value} onChange={(e) => setBallot({ ...ballot, [v.record.id]: { ...chosen, value: e.target.value as BallotValue } })} data-testid="ballot-value">
                <option value="yes">Yes</option><option value="no">No</option><option value="abstain">Abstain</option><option value="unclear">Unclear</option>
              </select>
              <button type="submit" className="quiet" data-testid="record-ballot">Record ballot</button>
            </form>
          </div>
        );
      })}

      <h3>Board scores <span className="clause">{rules.profile === 'maharajiad' ? '001 A.16' : '000 C.1'}</span></h3>
      {props.scores === null ? <p className="muted">This profile scores no board.</p> : (
        <>
          {props.ending && <p data-testid="game-over">The game is over: {props.ending.kind === 'solo' ? `${props.ending.winner} won outright` : props.ending.kind === 'draw' ? `a draw including ${props.ending.survivors.join(', ')}` : `conceded to ${props.ending.to}`}; final scores below.</p>}
          <table className="running-table" data-testid="board-scores">
            <thead><tr><th scope="col">Power</th><th scope="col">Centres</th><th scope="col">Bonus</th><th scope="col">Score</th></tr></thead>
            <tbody>{[...props.scores].sort((a, b) => b.score - a.score).map((s) => (
              <tr key={s.power}><td>{s.power}</td><td>{s.centres}</td><td>{s.bonus}</td><td>{s.score}</td></tr>
            ))}</tbody>
          </table>
        </>
      )}
    </section>
  );
}
