// The progress of a backup or restore running in the worker: games done of the total, bytes, and
// Cancel. A cancelled restore takes back what it had written, which this line says while it does.
import { useUi } from './store';

const stageText = { backup: 'Backing up', check: 'Checking', restore: 'Restoring', undo: 'Cancelling: taking out the games restored so far' } as const;

function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function BackupProgress() {
  const run = useUi((s) => s.backupRun);
  const cancel = useUi((s) => s.cancelRun);
  if (!run) return null;
  const p = run.progress;
  const stage = p?.stage ?? (run.action === 'backup' ? 'backup' : 'check');
  const games = p ? `${p.gamesDone} of ${p.gamesTotal} ${p.gamesTotal === 1 ? 'game' : 'games'}` : 'starting';
  const bytes = p ? `, ${megabytes(p.bytes)}${p.bytesTotal !== null ? ` of ${megabytes(p.bytesTotal)}` : ''}` : '';
  return (
    <div className="backup-progress" role="status" data-testid="backup-progress">
      <span data-testid="backup-progress-text">{stageText[stage]} {run.fileName}: {games}{bytes}{run.cancelling && stage !== 'undo' ? ' (cancelling…)' : ''}</span>
      <progress value={p?.gamesDone ?? 0} max={Math.max(1, p?.gamesTotal ?? 1)} aria-label={`${stageText[stage]} progress`} />
      <button type="button" className="quiet" onClick={cancel} disabled={run.cancelling}>Cancel</button>
    </div>
  );
}
