// Who plays and which procedure decides proposals, once a ruleset has been read. The procedure
// follows the ruleset's format by default: Nomic JSON → seed 003's rules, Agora text → 002 BT8,
// numbered house rules → 000 D.IX(5) / 001 B.X(3). Recording the setup starts the ledger.
import { useId, useState, type FormEvent } from 'react';
import { SEED_003_PLAYERS } from '../../core/ledger/nomicCalendar';
import { appDb } from '../storage/db';
import { recordSetup } from './ledgerRecords';
import type { LedgerPlayer, LedgerProcedure, LedgerSetup, RulesetCheck } from '../../core/ledger/record';
import { ProblemList } from './ProblemList';
import { nowInUk } from './UkTimeFields';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export const procedureNames: Record<LedgerProcedure, string> = {
  nomic: 'Nomic: public votes, unanimity then majority, points (003 113, 204, 208)',
  'agora-bt': 'Agora Birthday Tournament: private votes to the Judge (002 BT8)',
  'house-rules': 'House-rule change: GM and every remaining player say Yes (000 D.IX(5), 001 B.X(3))',
};

/** "Chris B, Monday" per line for Nomic; one name per line otherwise. */
export function readPlayers(text: string, withDays: boolean): { players: LedgerPlayer[]; problems: string[] } {
  const players: LedgerPlayer[] = [];
  const problems: string[] = [];
  text.split(/\r?\n/).map((l) => l.trim()).filter(Boolean).forEach((line, k) => {
    if (!withDays) { players.push({ name: line }); return; }
    const m = /^(.+?)\s*,\s*(\w+)$/.exec(line);
    const day = m && WEEKDAYS.find((d) => d.toLowerCase() === m[2]!.toLowerCase());
    if (!m || !day) problems.push(`Line ${k + 1} (“${line}”) should be a name, a comma and a weekday, e.g. “Chris B, Monday” (003 201a).`);
    else players.push({ name: m[1]!, day });
  });
  if (players.length === 0 && problems.length === 0) problems.push('Name at least one player.');
  const names = players.map((p) => p.name);
  for (const n of new Set(names.filter((x, i) => names.indexOf(x) !== i))) problems.push(`${n} is listed twice.`);
  return { players, problems };
}

export function LedgerSetupForm({ gameId, rawInputId, sourceName, check, onCancel }: {
  gameId: string; rawInputId: string; sourceName: string; check: Extract<RulesetCheck, { ok: true }>; onCancel: () => void;
}) {
  const id = useId();
  const [procedure, setProcedure] = useState<LedgerProcedure>(check.suggestedProcedure);
  // Seed 003's five players and their days (003 201a) as the Nomic default; others start empty.
  const nomicDefault = SEED_003_PLAYERS.map((p) => `${p.name}, ${p.day}`).join('\n');
  const [playersText, setPlayersText] = useState(check.suggestedProcedure === 'nomic' ? nomicDefault : '');
  // A new game starts today (UK date), not on the date the sample or imported ruleset carries.
  const [startDate, setStartDate] = useState(() => nowInUk().date);
  const [judge, setJudge] = useState('');
  const [gm, setGm] = useState('');
  const [profile, setProfile] = useState<'wm2004' | 'maharajiad'>('wm2004');
  const [problems, setProblems] = useState<string[]>([]);

  function choose(next: LedgerProcedure) {
    // Nomic players carry their allocated day; the others are plain names.
    if ((next === 'nomic') !== (procedure === 'nomic')) {
      setPlayersText(next === 'nomic' ? nomicDefault : '');
    }
    setProcedure(next);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const read = readPlayers(playersText, procedure === 'nomic');
    const found = [...read.problems];
    if (procedure === 'nomic' && !/^\d{4}-\d{2}-\d{2}$/.test(startDate)) found.push('Give the date of the game’s first day (003 204b counts circuits of turns from it).');
    if (procedure === 'agora-bt' && judge.trim() === '') found.push('Name the Judge, who receives the private votes (002 BT8b).');
    if (procedure === 'house-rules' && gm.trim() === '') found.push('Name the GM, who must agree to any house-rule change (000 D.IX(5)).');
    setProblems(found);
    if (found.length) return;
    const setup: LedgerSetup = {
      rawInputId, sourceName, procedure, players: read.players,
      ...(procedure === 'nomic' ? { startDate } : {}),
      ...(procedure === 'agora-bt' ? { judge: judge.trim() } : {}),
      ...(procedure === 'house-rules' ? { gm: gm.trim(), houseRuleProfile: profile } : {}),
    };
    try {
      await recordSetup(appDb(), gameId, setup);
    } catch (e) {
      setProblems([e instanceof Error ? e.message : String(e)]);
    }
  }

  return (
    <form className="panel ledger-setup" data-testid="ledger-setup" onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>Set up the ledger</h2>
      <p data-testid="ledger-detected">Read “{sourceName}”: {check.title || 'a ruleset'}, {check.ruleCount} rules ({check.format}).</p>
      <label htmlFor={`${id}-proc`}>Voting procedure</label>
      <select id={`${id}-proc`} value={procedure} onChange={(e) => choose(e.target.value as LedgerProcedure)}>
        {(Object.keys(procedureNames) as LedgerProcedure[]).map((p) => <option key={p} value={p}>{procedureNames[p]}</option>)}
      </select>
      <label htmlFor={`${id}-players`}>{procedure === 'nomic' ? 'Players, each with an allocated day (003 201a)' : procedure === 'agora-bt' ? 'Contestants, one per line (002 BT8)' : 'Remaining players, one per line'}</label>
      <textarea id={`${id}-players`} rows={6} value={playersText} onChange={(e) => setPlayersText(e.target.value)} />
      {procedure === 'nomic' && (<>
        <label htmlFor={`${id}-start`}>First day of the game (UK date)</label>
        <input id={`${id}-start`} type="date" value={startDate} onChange={(e) => setStartDate(e.target.value)} />
      </>)}
      {procedure === 'agora-bt' && (<>
        <label htmlFor={`${id}-judge`}>Judge</label>
        <input id={`${id}-judge`} value={judge} onChange={(e) => setJudge(e.target.value)} />
      </>)}
      {procedure === 'house-rules' && (<>
        <label htmlFor={`${id}-gm`}>GM</label>
        <input id={`${id}-gm`} value={gm} onChange={(e) => setGm(e.target.value)} />
        <label htmlFor={`${id}-profile`}>Tournament rules on abstention</label>
        <select id={`${id}-profile`} value={profile} onChange={(e) => setProfile(e.target.value as 'wm2004' | 'maharajiad')}>
          <option value="wm2004">World Masters 2004: abstaining counts as No (000 D.IX(5))</option>
          <option value="maharajiad">Maharajiad I: declared abstainers are left out (001 B.X(3))</option>
        </select>
      </>)}
      <ProblemList title="Please fix:" problems={problems} />
      <div className="actions">
        <button type="submit">Start the ledger</button>
        <button type="button" className="quiet" onClick={onCancel}>Choose another ruleset</button>
      </div>
    </form>
  );
}
