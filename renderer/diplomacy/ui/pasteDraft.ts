// The paste box's text survives a reload: a GM half-way through pasting an evening's mail who
// reloads (or whose window crashes) finds the text still in the box. Kept in localStorage per
// game, cleared when the mail is added. The text is only ever put back into the textarea's value,
// never rendered as markup.
import { useCallback, useState } from 'react';
import { useStore } from 'zustand';
import { workspaceUi } from './workspaceUi';

const draftKey = (gameId: string) => `adjutant.pasteDraft.${gameId}`;
/** More than any real evening of mail; a larger paste is still taken, just not kept as a draft. */
const maxDraft = 2_000_000;

function read(gameId: string | null): string {
  if (!gameId) return '';
  try { return globalThis.localStorage?.getItem(draftKey(gameId)) ?? ''; } catch { return ''; }
}

function write(gameId: string | null, text: string): void {
  if (!gameId) return;
  try {
    if (text === '' || text.length > maxDraft) globalThis.localStorage?.removeItem(draftKey(gameId));
    else globalThis.localStorage?.setItem(draftKey(gameId), text);
  } catch { /* storage full or refused: the box still works, only the draft is not kept */ }
}

/** Like useState(''), but the open game's draft is restored on mount and saved on every change. */
export function usePasteDraft(): [string, (text: string) => void] {
  const gameId = useStore(workspaceUi, (s) => s.gameId);
  const [state, setState] = useState(() => ({ gameId, text: read(gameId) }));
  const current = state.gameId === gameId ? state.text : read(gameId);
  const set = useCallback((text: string) => { setState({ gameId, text }); write(gameId, text); }, [gameId]);
  return [current, set];
}
