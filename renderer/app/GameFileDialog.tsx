// Asked when a game file's game is already here (same id): keep mine, replace mine with the file's,
// or import the file's as a copy under new ids. Nothing is written until the GM chooses.
import { Modal } from './Modal';
import { useUi } from './store';
import { finishOpenGameFile } from './gameFileActions';
import { foreignClashes } from '../storage/restorePlan';
import { formatGmt } from './format';

export function GameFileDialog() {
  const pending = useUi((s) => s.pendingGameFile);
  const close = useUi((s) => s.closeGameFile);
  if (!pending) return null;
  const { plan, fileName, warnings } = pending;
  const { game } = plan.bundle;
  const foreign = foreignClashes(plan);
  return (
    <Modal title={`${fileName}: this game is already here`} onCancel={close} testId="game-file-conflict">
      {plan.local
        ? <p>You already have “{plan.local.name}” (last changed {formatGmt(plan.local.updatedAt)}); the file’s copy is “{game.name}” (last changed {formatGmt(game.updatedAt)}, {plan.bundle.records.length} records).</p>
        : <p>The file’s game “{game.name}” uses ids that are already taken here.</p>}
      {foreign.length > 0 && <>
        <p className="error">The file gives this game {foreign.length === 1 ? 'a row' : `${foreign.length} rows`} that here {foreign.length === 1 ? 'belongs' : 'belong'} to another game:</p>
        <ul>{foreign.slice(0, 20).map((c) => <li key={`${c.table}:${c.id}`}>{c.localLabel} of {c.localGameName === null ? 'a game no longer here' : `"${c.localGameName}"`}</li>)}</ul>
      </>}
      {warnings.map((w) => <p key={w} className="muted">{w}</p>)}
      <div className="actions">
        <button type="button" autoFocus onClick={() => void finishOpenGameFile(pending, 'mine')}>Keep mine</button>
        <button type="button" className="danger" onClick={() => void finishOpenGameFile(pending, 'theirs')}>Replace with the file’s</button>
        <button type="button" onClick={() => void finishOpenGameFile(pending, 'both')}>Import as a copy</button>
        <button type="button" className="quiet" onClick={close}>Cancel</button>
      </div>
    </Modal>
  );
}
