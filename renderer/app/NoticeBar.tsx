// One line saying what just happened, with Undo after a delete. A live region, so screen readers
// announce it too.
import { appDb } from '../storage/db';
import { undoDelete } from '../storage/games';
import { useUi } from './store';

export function NoticeBar() {
  const notice = useUi((s) => s.notice);
  const undoable = useUi((s) => s.undoable);
  const undone = useUi((s) => s.undone);
  const say = useUi((s) => s.say);

  async function undo() {
    if (!undoable) return;
    try { await undoDelete(appDb(), undoable); undone(); } catch (error) { say(`Undo failed: ${(error as Error).message}`, 'error'); }
  }

  return (
    <div className="notice" role="status" aria-live="polite" data-testid="notice">
      {notice && <span className={notice.tone === 'error' ? 'error' : undefined}>{notice.text}</span>}
      {undoable && <button type="button" onClick={undo}>Undo delete of “{undoable.game.name}”</button>}
    </div>
  );
}
