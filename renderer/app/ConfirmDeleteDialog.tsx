// "Delete this game?" — the delete happens only after this, and Undo stays offered afterwards.
import { appDb } from '../storage/db';
import { deleteGame } from '../storage/games';
import { Modal } from './Modal';
import { useUi } from './store';

export function ConfirmDeleteDialog() {
  const pending = useUi((s) => s.confirmDelete);
  const cancel = useUi((s) => s.cancelDelete);
  const deleted = useUi((s) => s.deleted);
  const say = useUi((s) => s.say);
  if (!pending) return null;

  async function confirm() {
    try {
      const snapshot = await deleteGame(appDb(), pending!.gameId);
      if (snapshot) deleted(snapshot); else { cancel(); say('That game was already gone.'); }
    } catch (error) {
      cancel();
      say(`Could not delete "${pending!.name}": ${(error as Error).message}`, 'error');
    }
  }

  return (
    <Modal title="Delete game?" onCancel={cancel} testId="confirm-delete">
      <p>Delete “{pending.name}” with all its phases, edits and received mail? You can undo it until you delete another game or close Adjutant.</p>
      <div className="actions">
        <button type="button" className="danger" onClick={confirm}>Delete</button>
        <button type="button" autoFocus onClick={cancel}>Keep it</button>
      </div>
    </Modal>
  );
}
