import { describe, expect, it } from 'vitest';
import { overstayedReplacements, periodsPlayed, replacementLimitExceeded, seasonsReplaced, type PositionHistory } from '../../../../core/diplomacy/running/tenures';
import type { Phase } from '../../../../core/diplomacy/types';

const ph = (year: number, season: Phase['season'], type: Phase['type']): Phase => ({ year, season, type });

describe('replacements and the period each player played', () => {
  const history: PositionHistory = {
    power: 'Italy',
    tenures: [
      { player: 'Anna', from: ph(1901, 'spring', 'movement') },
      { player: 'Bea', from: ph(1903, 'spring', 'movement'), declaredUntil: ph(1903, 'fall', 'retreat') },
      { player: 'Anna', from: ph(1903, 'winter', 'adjustment') },
    ],
  };

  it('records a temporary replacement with its declared period (000 B.7a, 001 A.12)', () => {
    expect(periodsPlayed(history, ph(1905, 'fall', 'movement'))).toEqual([
      { player: 'Anna', from: 'S1901M', to: 'W1902A', temporary: false },
      { player: 'Bea', from: 'S1903M', to: 'F1903R', temporary: true },
      { player: 'Anna', from: 'W1903A', to: 'F1905M', temporary: false },
    ]);
  });

  it('makes a temporary replacement permanent once it runs past its period (000 B.7c)', () => {
    const overstayed: PositionHistory = { power: 'Italy', tenures: history.tenures.slice(0, 2) };
    expect(overstayedReplacements(overstayed, ph(1903, 'fall', 'retreat'))).toEqual([]);
    expect(overstayedReplacements(overstayed, ph(1903, 'winter', 'adjustment')).map((t) => t.player)).toEqual(['Bea']);
    expect(overstayedReplacements(history, ph(1904, 'spring', 'movement'))).toEqual([]);
  });

  it('counts the seasons a player was replaced for in a round (000 B.7b)', () => {
    expect(seasonsReplaced(history, 1901, 1909)).toBe(2);
    expect(replacementLimitExceeded(history, 1901, 1909)).toBe(false);
    const longer: PositionHistory = { power: 'Italy', tenures: [history.tenures[0]!, history.tenures[1]!, { player: 'Anna', from: ph(1905, 'spring', 'movement') }] };
    expect(seasonsReplaced(longer, 1901, 1909)).toBe(4);
    expect(replacementLimitExceeded(longer, 1901, 1909)).toBe(false);
    const tooLong: PositionHistory = { power: 'Italy', tenures: [history.tenures[0]!, history.tenures[1]!, { player: 'Anna', from: ph(1905, 'fall', 'movement') }] };
    expect(replacementLimitExceeded(tooLong, 1901, 1909)).toBe(true);
  });
});
