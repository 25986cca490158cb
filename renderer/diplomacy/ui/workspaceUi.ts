// What the workspace screen is showing, per game: the inbox tab, the phase being looked at,
// edit mode, whether the GM has adjudicated the current phase (so a reload shows the results
// again: adjudication is pure, it is simply run again). Kept in localStorage so a reload comes
// back to the same screen; the game data itself is only ever in IndexedDB.
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

export interface WorkspaceView {
  /** Inbox tab: a power name, or 'all'. */
  tab: string;
  /** The committed phase being looked at; null = the phase waiting for orders. */
  viewing: string | null;
  editMode: boolean;
  /** The slot (see history.slotOf) the GM adjudicated; results are shown while it is current. */
  adjudicatedSlot: string | null;
  help: boolean;
}

export const defaultView: WorkspaceView = { tab: 'all', viewing: null, editMode: false, adjudicatedSlot: null, help: false };

const storageKey = (gameId: string) => `adjutant.workspace.${gameId}`;

function load(gameId: string, storage: Storage | undefined): WorkspaceView {
  try {
    const raw = storage?.getItem(storageKey(gameId));
    if (!raw) return defaultView;
    const v = JSON.parse(raw) as Partial<WorkspaceView>;
    return {
      tab: typeof v.tab === 'string' ? v.tab : 'all',
      viewing: typeof v.viewing === 'string' ? v.viewing : null,
      editMode: v.editMode === true,
      adjudicatedSlot: typeof v.adjudicatedSlot === 'string' ? v.adjudicatedSlot : null,
      help: false,
    };
  } catch {
    return defaultView; // a damaged entry only costs the screen state, never data
  }
}

export interface WorkspaceUiState {
  gameId: string | null;
  view: WorkspaceView;
  open(gameId: string): void;
  set(patch: Partial<WorkspaceView>): void;
}

export function createWorkspaceUi(storage: Storage | undefined = globalThis.localStorage) {
  return createStore<WorkspaceUiState>()((set, get) => ({
    gameId: null,
    view: defaultView,
    open: (gameId) => { if (get().gameId !== gameId) set({ gameId, view: load(gameId, storage) }); },
    set: (patch) => {
      const view = { ...get().view, ...patch };
      set({ view });
      const id = get().gameId;
      if (id) { try { storage?.setItem(storageKey(id), JSON.stringify(view)); } catch { /* storage full: screen state only */ } }
    },
  }));
}

export const workspaceUi = createWorkspaceUi();

export function useWorkspaceView<T>(selector: (view: WorkspaceView) => T): T {
  return useStore(workspaceUi, (s) => selector(s.view));
}
