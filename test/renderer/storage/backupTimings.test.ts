// The backup's stage times (issue 21): what `npm run bench -- backup` prints and DevTools shows.
import { describe, expect, it } from 'vitest';
import { clearStageMeasures, stageTotals, timed } from '../../../renderer/storage/backupTimings';

describe('backup stage times', () => {
  it('sums each stage over its steps, counts a step that threw, and forgets them on clear', async () => {
    clearStageMeasures();
    expect(await timed('restore:write', () => 7)).toBe(7);
    await timed('restore:write', async () => { await new Promise((r) => setTimeout(r, 20)); });
    await expect(timed('check:plan', () => { throw new Error('refused'); })).rejects.toThrow('refused');
    performance.measure('not-ours', { start: 0, end: 1 });
    const totals = stageTotals();
    expect(Object.keys(totals).sort()).toEqual(['check:plan', 'restore:write']);
    expect(totals['restore:write']!.count).toBe(2);
    expect(totals['restore:write']!.ms).toBeGreaterThanOrEqual(15);
    expect(totals['check:plan']!.count).toBe(1);
    clearStageMeasures();
    expect(stageTotals()).toEqual({});
    expect(performance.getEntriesByName('not-ours')).toHaveLength(1);
  });
});
