// Where the desk keeps the open tournament between reloads: one JSON document in this browser's
// local storage, read back through the same checks as a tournament file (every board file's hash
// included), so a damaged copy is reported instead of shown.
import { loadTournament, type Tournament } from '../../core/diplomacy/tournament/index';

const KEY = 'adjutant.tournament.v1';

export function loadStoredTournament(storage: Storage = localStorage): { tournament: Tournament | null; problem?: string } {
  const text = storage.getItem(KEY);
  if (!text) return { tournament: null };
  try {
    const loaded = loadTournament(JSON.parse(text));
    return loaded.ok ? { tournament: loaded.tournament } : { tournament: null, problem: `The stored tournament could not be read: ${loaded.problems.join('; ')}` };
  } catch (e) {
    return { tournament: null, problem: `The stored tournament is not JSON: ${(e as Error).message}` };
  }
}

export function storeTournament(t: Tournament, storage: Storage = localStorage): void {
  storage.setItem(KEY, JSON.stringify(t));
}
