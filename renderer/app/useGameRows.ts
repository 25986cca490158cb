// The home list's games, read live from IndexedDB, except while a restore is writing (#21). A
// restore writes one game per transaction, and each of those woke the live query, which read every
// game again and re-rendered the list: with hundreds of games that was a long task per game written
// (up to 193 ms at 300 games, bench/backup.bench.ts). While a restore runs the list keeps what it
// showed (the GM is told so beside the count) and reads the games once when the restore ends,
// cancelled or not.
import { useRef } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { appDb } from '../storage/db';
import { gamesByLastChange } from '../storage/games';
import type { GameRow } from '../storage/types';
import { useUi } from './store';

export interface GameRows {
  games: GameRow[] | undefined;
  /** True while a restore runs and the list shows the games as they were when it started. */
  held: boolean;
}

export function useGameRows(): GameRows {
  const restoring = useUi((s) => s.backupRun?.action === 'restore');
  const last = useRef<GameRow[] | undefined>(undefined);
  // While restoring, the query hands back the list it last read without touching the database,
  // so it subscribes to no table and nothing the restore writes re-runs it. `restoring` in the
  // deps re-reads the games once when the restore ends.
  const live = useLiveQuery(() => (restoring && last.current ? last.current : gamesByLastChange(appDb())), [restoring]);
  if (live !== undefined) last.current = live;
  const games = live ?? last.current;
  return { games, held: restoring && games !== undefined };
}
