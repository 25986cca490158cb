// Asked before a restore changes anything here: which rows of the file are refused and why, and,
// for every game of the file whose ids this Adjutant already has, whether to keep mine, take
// theirs or keep both (the file's under new ids). Nothing is written until the GM has answered
// every question and pressed Restore.
import { useState } from 'react';
import { Modal } from './Modal';
import { useUi } from './store';
import { dropRestore, finishRestore } from './backupActions';
import type { GameDecision, RestoreDecisions } from '../storage/backup';
import { foreignClashes, type GameQuestion as Question, type RefusedRow } from '../storage/restorePlan';

const tableName: Record<RefusedRow['table'], string> = { games: 'Game', records: 'Record', rawInputs: 'Mail', meta: 'Setting' };
/** Long lists are cut here; the count still says how many. */
const shown = 20;

export function RestoreDialog() {
  const pending = useUi((s) => s.pendingRestore);
  const [games, setGames] = useState<Record<string, GameDecision>>({});
  const [meta, setMeta] = useState<'mine' | 'theirs' | undefined>();
  if (!pending) return null;
  const { check: plan } = pending;
  const fileName = plan.fileName;
  const clashing = plan.questions;
  const fresh = plan.fresh;
  const decided = clashing.every((g) => games[g.game.id]) && (plan.metaClashes.length === 0 || meta !== undefined);
  const all = (d: GameDecision) => setGames(Object.fromEntries(clashing.map((g) => [g.game.id, d])));
  const cancel = () => { setGames({}); setMeta(undefined); void dropRestore(pending); };
  const restore = () => {
    const decisions: RestoreDecisions = { games, ...(meta ? { meta } : {}) };
    setGames({}); setMeta(undefined);
    void finishRestore(pending, decisions);
  };

  return (
    <Modal title={`Before restoring ${fileName}`} onCancel={cancel} testId="restore-conflict">
      <p>{fresh > 0 && `${fresh} new ${fresh === 1 ? 'game goes' : 'games go'} in as ${fresh === 1 ? 'it is' : 'they are'}. `}
        {clashing.length > 0 && `${clashing.length} ${clashing.length === 1 ? 'game uses ids' : 'games use ids'} you already have: choose for each.`}</p>
      {plan.refused.length > 0 && (
        <section data-testid="restore-refused">
          <h3>{plan.refused.length} {plan.refused.length === 1 ? 'row' : 'rows'} of this file will not be restored</h3>
          <ul>{plan.refused.slice(0, shown).map((r) => <li key={`${r.table}:${r.id}`}>{tableName[r.table]} {r.id}: {r.reason}.</li>)}</ul>
          {plan.refused.length > shown && <p>…and {plan.refused.length - shown} more.</p>}
        </section>
      )}
      {clashing.map((g) => (
        <GameQuestion key={g.game.id} plan={g} value={games[g.game.id]}
          onChange={(d) => setGames({ ...games, [g.game.id]: d })} />
      ))}
      {plan.metaClashes.length > 0 && (
        <fieldset data-testid="restore-meta">
          <legend>App settings: {plan.metaClashes.map((c) => c.key).join(', ')}</legend>
          <p>This machine has {plan.metaClashes.length === 1 ? 'this setting' : 'these settings'} with another value.</p>
          <label className="choice"><input type="radio" name="restore-meta" checked={meta === 'mine'} onChange={() => setMeta('mine')} /> Keep mine</label>
          <label className="choice"><input type="radio" name="restore-meta" checked={meta === 'theirs'} onChange={() => setMeta('theirs')} /> Take theirs</label>
        </fieldset>
      )}
      <div className="actions">
        {clashing.length > 1 && <>
          <button type="button" onClick={() => all('mine')}>Keep mine for all</button>
          <button type="button" onClick={() => all('both')}>Keep both for all</button>
        </>}
        <button type="button" onClick={restore} disabled={!decided} autoFocus={decided}>Restore</button>
        <button type="button" className="quiet" onClick={cancel}>Cancel</button>
      </div>
      {!decided && <p className="muted">Answer every question above to restore.</p>}
    </Modal>
  );
}

function GameQuestion({ plan, value, onChange }: { plan: Question; value: GameDecision | undefined; onChange: (d: GameDecision) => void }) {
  const { game } = plan;
  const foreign = foreignClashes(plan);
  const own = plan.clashes.length - foreign.length;
  const name = `restore-${game.id}`;
  return (
    <fieldset data-testid="restore-game">
      <legend>{game.name}</legend>
      {plan.local && <p>You already have this game{plan.local.name !== game.name ? ` (here it is called "${plan.local.name}")` : ''}{own > 1 ? `, and ${own - 1} of its rows` : ''}.</p>}
      {foreign.length > 0 && <>
        <p className="error">The file gives this game {foreign.length === 1 ? 'a row' : `${foreign.length} rows`} that here {foreign.length === 1 ? 'belongs' : 'belong'} to another game:</p>
        <ul>{foreign.slice(0, shown).map((c) => <li key={`${c.table}:${c.id}`}>{c.localLabel} of {c.localGameName === null ? 'a game no longer here' : `"${c.localGameName}"`}</li>)}</ul>
        {foreign.length > shown && <p>…and {foreign.length - shown} more.</p>}
      </>}
      <label className="choice"><input type="radio" name={name} checked={value === 'mine'} onChange={() => onChange('mine')} /> Keep mine (this game is not restored)</label>
      <label className="choice"><input type="radio" name={name} checked={value === 'theirs'} onChange={() => onChange('theirs')} /> Take theirs ({takeTheirs(plan, foreign.length)})</label>
      <label className="choice"><input type="radio" name={name} checked={value === 'both'} onChange={() => onChange('both')} /> Keep both (the file’s is added as a copy under new ids)</label>
    </fieldset>
  );
}

function takeTheirs(plan: Question, foreign: number): string {
  const parts: string[] = [];
  if (plan.local) parts.push('replaces yours and all its rows');
  if (foreign > 0) parts.push(`takes ${foreign === 1 ? 'that row' : 'those rows'} away from the other game`);
  return parts.join('; ');
}
