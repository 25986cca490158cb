// What the screen is doing right now: which page is open, which dialog is up, what can be undone,
// the last message for the GM. Games themselves live in IndexedDB (renderer/storage) and reach
// React through useLiveQuery, never through this store.
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { DeletedGame } from '../storage/games';
import type { BackupProgress, RestoreCheck } from '../storage/backupStream';
import type { BackupReadHandle } from '../platform/bridge';
import type { GamePlan } from '../storage/restorePlan';

export type Screen = { name: 'home' } | { name: 'game'; gameId: string } | { name: 'tournament' };

/** A restore waiting for the GM to say what to do with games that are already here; its file stays open. */
export interface PendingRestore {
  check: RestoreCheck;
  file: BackupReadHandle;
}

/** A backup or restore running in the worker: what the progress bar shows, and how to stop it. */
export interface BackupRun {
  action: 'backup' | 'restore';
  fileName: string;
  progress: BackupProgress | null;
  cancelling: boolean;
  cancel(): void;
}

/** A game file whose game is already here, waiting for the GM: keep mine, replace with the file's, or import as a copy. */
export interface PendingGameFile {
  fileName: string;
  plan: GamePlan;
  /** What reading the file said (an older schema brought up, why it opens read-only). */
  warnings: string[];
}

/** The kind of game, map or starting rules and house rules chosen in "New game" so far. */
export interface NewGameChoice { family: 'diplomacy' | 'coalition' | 'ledger'; variant: string; profile: string | null }

export interface UiState {
  screen: Screen;
  newGameOpen: boolean;
  /** What the open "New game" form would create, so the side panel describes that game. */
  creating: NewGameChoice | null;
  /** The game the GM asked to delete, awaiting confirmation. */
  confirmDelete: { gameId: string; name: string } | null;
  /** The last deleted game, kept so "Undo" can restore it exactly. */
  undoable: DeletedGame | null;
  pendingRestore: PendingRestore | null;
  backupRun: BackupRun | null;
  pendingGameFile: PendingGameFile | null;
  /** One short line telling the GM what just happened. */
  notice: { text: string; tone: 'info' | 'error' } | null;

  openGame(gameId: string): void;
  goHome(): void;
  openTournament(): void;
  showNewGame(open: boolean): void;
  choosing(choice: NewGameChoice | null): void;
  askDelete(gameId: string, name: string): void;
  cancelDelete(): void;
  /** Called after the delete was written: the confirmation closes and Undo becomes available. */
  deleted(snapshot: DeletedGame): void;
  undone(): void;
  askRestore(pending: PendingRestore): void;
  closeRestore(): void;
  startRun(run: Omit<BackupRun, 'progress' | 'cancelling'>): void;
  progressed(progress: BackupProgress): void;
  cancelRun(): void;
  endRun(): void;
  askGameFile(pending: PendingGameFile): void;
  closeGameFile(): void;
  say(text: string, tone?: 'info' | 'error'): void;
}

export function createUiStore() {
  return createStore<UiState>()((set, get) => ({
    screen: { name: 'home' },
    newGameOpen: false,
    creating: null,
    confirmDelete: null,
    undoable: null,
    pendingRestore: null,
    backupRun: null,
    pendingGameFile: null,
    notice: null,

    openGame: (gameId) => set({ screen: { name: 'game', gameId }, newGameOpen: false, creating: null, confirmDelete: null }),
    goHome: () => set({ screen: { name: 'home' } }),
    openTournament: () => set({ screen: { name: 'tournament' }, newGameOpen: false }),
    showNewGame: (open) => set(open ? { newGameOpen: true } : { newGameOpen: false, creating: null }),
    choosing: (choice) => set({ creating: choice }),
    askDelete: (gameId, name) => set({ confirmDelete: { gameId, name } }),
    cancelDelete: () => set({ confirmDelete: null }),
    deleted: (snapshot) => set({
      confirmDelete: null,
      undoable: snapshot,
      notice: { text: `Deleted "${snapshot.game.name}".`, tone: 'info' },
      // Deleting the open game takes the GM home.
      screen: get().screen.name === 'game' && (get().screen as { gameId: string }).gameId === snapshot.game.id ? { name: 'home' } : get().screen,
    }),
    undone: () => {
      const snapshot = get().undoable;
      set({ undoable: null, notice: snapshot ? { text: `Restored "${snapshot.game.name}".`, tone: 'info' } : get().notice });
    },
    askRestore: (pending) => set({ pendingRestore: pending }),
    closeRestore: () => set({ pendingRestore: null }),
    startRun: (run) => set({ backupRun: { ...run, progress: null, cancelling: false } }),
    progressed: (progress) => { const run = get().backupRun; if (run) set({ backupRun: { ...run, progress } }); },
    cancelRun: () => { const run = get().backupRun; if (run && !run.cancelling) { run.cancel(); set({ backupRun: { ...run, cancelling: true } }); } },
    endRun: () => set({ backupRun: null }),
    askGameFile: (pending) => set({ pendingGameFile: pending }),
    closeGameFile: () => set({ pendingGameFile: null }),
    say: (text, tone = 'info') => set({ notice: { text, tone } }),
  }));
}

export const uiStore = createUiStore();

/** Select narrowly: `useUi((s) => s.screen)`, never the whole state. */
export function useUi<T>(selector: (state: UiState) => T): T {
  return useStore(uiStore, selector);
}
