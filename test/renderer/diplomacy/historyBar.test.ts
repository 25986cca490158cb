// A long game's history bar (issue: a 120-phase game wrapped to nine rows and squeezed the map):
// earlier years fold into one button each; the latest two years, the year being looked at and a
// year the GM opened show their phases.
import { describe, expect, it } from 'vitest';
import { phaseGroups } from '../../../renderer/diplomacy/ui/HistoryBar';
import type { CommittedPhase } from '../../../core/diplomacy/record/history';
import { nextPhase, phaseName } from '../../../core/diplomacy/phases';
import type { Phase } from '../../../core/diplomacy/types';

function line(count: number): CommittedPhase[] {
  const out: CommittedPhase[] = [];
  let phase: Phase = { year: 1901, season: 'spring', type: 'movement' };
  for (let i = 0; i < count; i++) {
    out.push({ id: `c${i}`, phase: phaseName(phase), position: { phase } } as unknown as CommittedPhase);
    phase = nextPhase(phase);
  }
  return out;
}
const shown = (groups: ReturnType<typeof phaseGroups>) => groups.map((g) => (g.kind === 'phase' ? g.commit.phase : `${g.year}(${g.count})`));

describe('history bar of a long game', () => {
  it('a short game shows every phase, as before', () => {
    expect(shown(phaseGroups(line(10), null, null))).toEqual(line(10).map((c) => c.phase));
  });
  it('a 120-phase game folds each earlier year into one button: 24 years fit on one line', () => {
    const groups = phaseGroups(line(120), null, null);
    expect(groups.filter((g) => g.kind === 'year')).toHaveLength(22);
    expect(shown(groups).slice(0, 2)).toEqual(['1901(5)', '1902(5)']);
    expect(shown(groups).slice(-10)).toEqual(['S1923M', 'S1923R', 'F1923M', 'F1923R', 'W1923A', 'S1924M', 'S1924R', 'F1924M', 'F1924R', 'W1924A']);
  });
  it('the year being looked at and a year the GM opened show their phases', () => {
    const long = line(120);
    const viewing = long.find((c) => c.phase === 'F1905M')!.id;
    expect(shown(phaseGroups(long, viewing, 1910))).toEqual(expect.arrayContaining(['S1905M', 'F1905M', 'W1910A', '1906(5)']));
  });
});
