// The game's running records, live from IndexedDB: a record written in another window (or
// restored from a backup) shows up here without a reload.
import { useLiveQuery } from 'dexie-react-hooks';
import { appDb } from '../../storage/db';
import { readRunningLog, type RunningLog } from './runningLog';

const empty: RunningLog = { absences: [], extensions: [], proposals: [], ballots: [] };

export function useRunningLog(gameId: string): RunningLog {
  return useLiveQuery(() => readRunningLog(appDb(), gameId), [gameId]) ?? empty;
}
