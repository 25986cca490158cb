// The schema v2 → v3 and v3 → v4 row upgrades (#21 item 3): a game's commit records rewritten in
// the short form this version writes (compactCommit.ts). One pure function, run by the database's
// Dexie upgrades, by the backup's row migrations and by the game file's, so a database, a backup
// and a game file of the same old version all come to the same rows. A whole commit (v2) and a
// v3 short one (`compact: 1`) both come to the current short form.
import { compactCommit, currentCompactForm, expandCommit, isCompactCommit, type CompactCommit } from './compactCommit';
import type { CommittedPhase } from './history';
import { recordKinds } from './kinds';

/** The parts of a record row the upgrade reads; every other field is kept as it is. */
interface Row { id: string; gameId: string; kind: string; payload: unknown; createdAt: number }

/**
 * `records` (any games, any order) with every Diplomacy commit in the current short form; other records,
 * and a commit that cannot be read (its parent missing from a hand-edited file), are unchanged.
 * The rows come back in the order given.
 */
export function compactCommitRecords<T extends Row>(records: readonly T[]): T[] {
  const commits = records.filter((r) => r.kind === recordKinds.commit);
  if (commits.length === 0) return [...records];
  const byGame = new Map<string, T[]>();
  for (const r of commits) { const list = byGame.get(r.gameId) ?? []; list.push(r); byGame.set(r.gameId, list); }
  const rewritten = new Map<T, T>();
  for (const rows of byGame.values()) {
    // Parents are always recorded before their children.
    const expanded = new Map<string, CommittedPhase>();
    for (const row of [...rows].sort((a, b) => a.createdAt - b.createdAt)) {
      // A backup or game file can hold anything: a payload that is not a readable commit stays as it is.
      try {
        const payload = row.payload as CompactCommit | CommittedPhase;
        const parent = typeof payload.parent === 'string' ? expanded.get(payload.parent) ?? null : null;
        const full = expandCommit(payload, parent, row.id, row.createdAt);
        expanded.set(full.id, full);
        if (!isCompactCommit(payload) || payload.compact !== currentCompactForm) rewritten.set(row, { ...row, payload: compactCommit(full, parent, row.id, row.createdAt) });
      } catch { /* unchanged */ }
    }
  }
  return records.map((r) => rewritten.get(r) ?? r);
}
