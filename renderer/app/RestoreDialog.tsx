// Asked when a backup holds games this Adjutant already has: replace them, import the backup's
// versions as copies, or stop. Restoring never overwrites without this question.
import { Modal } from './Modal';
import { useUi } from './store';
import { finishRestore } from './backupActions';

export function RestoreDialog() {
  const pending = useUi((s) => s.pendingRestore);
  const close = useUi((s) => s.closeRestore);
  if (!pending) return null;
  const { conflicts, newGames } = pending.plan;
  return (
    <Modal title="Some games are already here" onCancel={close} testId="restore-conflict">
      <p>{pending.fileName} has {conflicts.length === 1 ? 'a game' : `${conflicts.length} games`} you already have
        {newGames.length > 0 ? ` (and ${newGames.length} new)` : ''}:</p>
      <ul>{conflicts.map((g) => <li key={g.id}>{g.name}</li>)}</ul>
      <p>Replace yours with the backup’s, or keep yours and add the backup’s as copies?</p>
      <div className="actions">
        <button type="button" onClick={() => finishRestore(pending, 'copy')} autoFocus>Import as copies</button>
        <button type="button" className="danger" onClick={() => finishRestore(pending, 'replace')}>Replace mine</button>
        <button type="button" className="quiet" onClick={close}>Cancel</button>
      </div>
    </Modal>
  );
}
