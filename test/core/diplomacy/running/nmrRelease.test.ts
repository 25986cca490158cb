import { describe, expect, it } from 'vitest';
import { getRunningRules } from '../../../../core/diplomacy/running/runningRules';
import { mayReleaseResults } from '../../../../core/diplomacy/running/nmrRelease';
import type { Phase } from '../../../../core/diplomacy/types';

const wm = getRunningRules('wm2004');
const mj = getRunningRules('maharajiad');
const p = (year: number, season: Phase['season'], type: Phase['type']): Phase => ({ year, season, type });

describe('results held back for NMRs in the first year', () => {
  it('holds Spring 1901 and Fall 1901 movement results while a power has NMR\'d (000 D.VII(6)(b)a)', () => {
    expect(mayReleaseResults(wm, p(1901, 'spring', 'movement'), 1901, ['Italy'])).toMatchObject({ release: false, clause: '000 D.VII(6)(b)a' });
    expect(mayReleaseResults(wm, p(1901, 'fall', 'movement'), 1901, ['Italy']).release).toBe(false);
    expect(mayReleaseResults(wm, p(1901, 'fall', 'movement'), 1901, []).release).toBe(true);
    // After Fall 1901 the GM adjudicates with missing orders (000 D.VII(6)(c)a).
    expect(mayReleaseResults(wm, p(1901, 'winter', 'adjustment'), 1901, ['Italy']).release).toBe(true);
    expect(mayReleaseResults(wm, p(1902, 'spring', 'movement'), 1901, ['Italy']).release).toBe(true);
  });

  it('flags the silent player for immediate replacement (000 D.VII(6)(b)b)', () => {
    const d = mayReleaseResults(wm, p(1901, 'spring', 'movement'), 1901, ['Italy', 'Turkey']);
    expect(d.replaceImmediately).toEqual(['Italy', 'Turkey']);
    expect(d.reason).toContain('000 D.VII(6)(b)b');
  });

  it('holds Spring 1501, Fall 1501 and the 1501 Monsoon results under the Maharajiad rules (001 B.VIII(6)(b)a)', () => {
    for (const phase of [p(1501, 'spring', 'movement'), p(1501, 'fall', 'movement'), p(1501, 'winter', 'adjustment')]) {
      expect(mayReleaseResults(mj, phase, 1501, ['Bengal'])).toMatchObject({ release: false, clause: '001 B.VIII(6)(b)a' });
    }
    expect(mayReleaseResults(mj, p(1501, 'fall', 'retreat'), 1501, ['Bengal']).release).toBe(true);
    expect(mayReleaseResults(mj, p(1502, 'spring', 'movement'), 1501, ['Bengal']).release).toBe(true);
  });

  it('flags the Maharajiad player for immediate replacement (001 B.VIII(6)(b)b)', () => {
    expect(mayReleaseResults(mj, p(1501, 'winter', 'adjustment'), 1501, ['Bengal']).replaceImmediately).toEqual(['Bengal']);
  });
});
