// Where a backup or restore spends its time, as User Timing measures ("adjutant:restore:write",
// "adjutant:check:read-game-file", …): one per stage per game, so DevTools' Performance panel shows
// them on the worker's track, and `npm run bench -- backup` sums them by stage (issue 21: the
// restore of 300 games was 15× over its goal and nobody could say where the time went).
//
// Measures cost a few microseconds each and a run clears the previous run's, so they stay on.

export const measurePrefix = 'adjutant:';

function usable(): boolean {
  return typeof performance !== 'undefined' && typeof performance.measure === 'function' && typeof performance.clearMeasures === 'function';
}

/** Forgets the previous run's measures, so a bench reads one run's. */
export function clearStageMeasures(): void {
  if (!usable()) return;
  for (const entry of performance.getEntriesByType('measure')) if (entry.name.startsWith(measurePrefix)) performance.clearMeasures(entry.name);
}

/** Runs `work` and records how long it took under `stage`, whether it succeeded or threw. */
export async function timed<T>(stage: string, work: () => Promise<T> | T): Promise<T> {
  if (!usable()) return work();
  const start = performance.now();
  try {
    return await work();
  } finally {
    performance.measure(measurePrefix + stage, { start, end: performance.now() });
  }
}

/** Total milliseconds per stage of the measures recorded in this thread since the last clear. */
export function stageTotals(): Record<string, { ms: number; count: number }> {
  const totals: Record<string, { ms: number; count: number }> = {};
  if (!usable()) return totals;
  for (const entry of performance.getEntriesByType('measure')) {
    if (!entry.name.startsWith(measurePrefix)) continue;
    const stage = entry.name.slice(measurePrefix.length);
    const t = (totals[stage] ??= { ms: 0, count: 0 });
    t.ms += entry.duration;
    t.count++;
  }
  return totals;
}
