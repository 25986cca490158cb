// "Save game as file…" and "Open game file…" as the GM triggers them: the platform's file dialogs
// on one side, the game file (core/gameFile) and storage on the other, the outcome told in one
// line. A file that cannot be opened is refused with the reason and nothing is written; a file
// whose game is already here waits for the GM's choice (GameFileDialog.tsx).
import { platform as defaultPlatform, type PlatformBridge } from '../platform';
import { appDb, type AdjutantDb } from '../storage/db';
import { exportGameFile, openPlannedGame, planGameFile, type ReadOnlyMark } from '../storage/gameFiles';
import type { GameDecision } from '../storage/restorePlan';
import { describeStorageError } from '../storage/storageErrors';
import { gameFileName, readGameFile, serializeGameFile } from '../../core/gameFile/index';
import { uiStore, type PendingGameFile } from './store';

export interface GameFileDeps { db: AdjutantDb; platform: PlatformBridge; store: typeof uiStore; now: () => number }

const live = (): GameFileDeps => ({ db: appDb(), platform: defaultPlatform, store: uiStore, now: Date.now });

export async function saveGameAsFile(gameId: string, deps: GameFileDeps = live()): Promise<void> {
  const { db, platform, store, now } = deps;
  try {
    const info = await platform.appInfo();
    const file = await exportGameFile(db, gameId, { savedAt: now(), appVersion: info.version });
    const name = gameFileName(file.game);
    const saved = await platform.saveFile({ suggestedName: name, kind: 'game', text: serializeGameFile(file) });
    if (saved) store.getState().say(`"${file.game.name}" saved as ${name}: ${file.records.length} records, ${file.rawInputs.length} texts.`);
  } catch (error) {
    store.getState().say(`The game was not saved as a file. ${describeStorageError(error, 'save the game as a file')}`, 'error');
  }
}

const outcomeText: Record<'added' | 'replaced' | 'copied' | 'kept', string> = {
  added: 'opened as a new game',
  replaced: 'replaced your game of the same id',
  copied: 'imported as a copy',
  kept: 'not opened: your game was kept as it is',
};

/** Asks for a game file; opens it at once when its game is new here, else asks the GM. */
export async function openGameFile(deps: GameFileDeps = live()): Promise<void> {
  const { db, platform, store } = deps;
  try {
    const [picked] = await platform.openFile('game');
    if (!picked) return;
    const read = await readGameFile(picked.text);
    if (!read.ok) { store.getState().say(`${picked.name} was not opened: ${read.reason}`, 'error'); return; }
    const mark: ReadOnlyMark | null = read.readOnly ? { reason: read.readOnlyReason, fileName: picked.name } : null;
    const plan = await planGameFile(db, read.file, mark);
    await finishOpenGameFile({ fileName: picked.name, plan, warnings: read.warnings }, undefined, deps);
  } catch (error) {
    store.getState().say(`The game file was not opened. ${describeStorageError(error, 'open the game file')}`, 'error');
  }
}

/** Writes the file's game as the GM decided (undefined: only if nothing here clashes), then opens it. */
export async function finishOpenGameFile(pending: PendingGameFile, decision: GameDecision | undefined, deps: GameFileDeps = live()): Promise<void> {
  const { db, store } = deps;
  store.getState().closeGameFile();
  try {
    const done = await openPlannedGame(db, pending.plan, decision);
    if (done.outcome === 'clash') { store.getState().askGameFile({ ...pending, plan: done.plan }); return; }
    const notes = pending.warnings.length ? ` ${pending.warnings.join(' ')}` : '';
    store.getState().say(`${pending.fileName}: "${pending.plan.bundle.game.name}" ${outcomeText[done.outcome]}.${notes}`);
    if (done.outcome !== 'kept') store.getState().openGame(done.gameId);
  } catch (error) {
    // One transaction: a failure wrote nothing.
    store.getState().say(`${pending.fileName} was not opened; nothing was changed. ${describeStorageError(error, 'open the game file')}`, 'error');
  }
}
