// Long absences and TD-found replacements: core/diplomacy/running/standIn.ts and tdReplacementSearch.ts.
import { describe, expect, it } from 'vitest';
import { standInNeeded, standInTenure } from '../../../../core/diplomacy/running/standIn';
import { inCivilDisorder, replacementFound, replacementSearchFailed, startReplacementSearch } from '../../../../core/diplomacy/running/tdReplacementSearch';
import { emptyLedger, requestExtension } from '../../../../core/diplomacy/running/extensions';
import { getRunningRules } from '../../../../core/diplomacy/running/runningRules';
import { movementTurnsByPlayer } from '../../../../core/diplomacy/running/tenures';
import { DAY, HOUR } from '../../../../core/diplomacy/running/gmt';

const t0 = Date.parse('2004-03-01T12:00Z');

describe('stand-ins for long absences', () => {
  it('000 D.VII(5)d: a player absent for more than one week must have a stand-in, recorded as a replacement', () => {
    const rules = getRunningRules('wm2004');
    expect(standInNeeded(rules, emptyLedger, 'Italy', t0, t0 + 7 * DAY)).toMatchObject({ needed: false, clause: '000 D.VII(5)d' });
    expect(standInNeeded(rules, emptyLedger, 'Italy', t0, t0 + 7 * DAY + HOUR)).toMatchObject({ needed: true, strength: 'must', clause: '000 D.VII(5)d' });
    // Recorded as a temporary replacement for the turns covered (000 B.7): the stand-in is credited those turns.
    const tenure = standInTenure('Sub', { year: 1903, season: 'spring', type: 'movement' }, { year: 1903, season: 'fall', type: 'adjustment' });
    const history = { power: 'Italy', tenures: [{ player: 'Orig', from: { year: 1901, season: 'spring', type: 'movement' } as const }, tenure, { player: 'Orig', from: { year: 1904, season: 'spring', type: 'movement' } as const }] };
    const turns = movementTurnsByPlayer(history, 1901, 1905);
    expect(turns.get('Sub')).toBe(2);
    expect(turns.get('Orig')).toBe(8);
    expect(() => standInTenure(' ', tenure.from)).toThrow();
  });

  it('001 B.VIII(5)d: absent longer than the remaining extension time: a replacement should be found', () => {
    const rules = getRunningRules('maharajiad');
    expect(standInNeeded(rules, emptyLedger, 'Persia', t0, t0 + 8 * DAY)).toMatchObject({ needed: false, clause: '001 B.VIII(5)d' });
    expect(standInNeeded(rules, emptyLedger, 'Persia', t0, t0 + 9 * DAY)).toMatchObject({ needed: true, strength: 'should' });
    // After 5 extension days are used, a 4-day absence is too long.
    const { ledger } = requestExtension(rules.extensions!, emptyLedger, { power: 'Persia', phase: 'S1503M', requestedAt: t0, deadline: t0 + 3 * DAY, hours: 5 * 24 });
    expect(standInNeeded(rules, ledger, 'Persia', t0, t0 + 4 * DAY).needed).toBe(true);
    expect(standInNeeded(rules, ledger, 'Persia', t0, t0 + 3 * DAY).needed).toBe(false);
    expect(standInNeeded(rules, ledger, 'Mughal', t0, t0 + 4 * DAY).needed).toBe(false);
  });
});

describe('replacements found by the TD (001 A.15)', () => {
  it('001 A.15a: a replacement found by the TD has at least four days to order for the next turn adjudicated', () => {
    const s = startReplacementSearch('Persia', t0);
    const near = replacementFound(s, 'New', t0 + DAY, t0 + 2 * DAY);
    expect(near).toMatchObject({ status: 'replaced', ordersDue: t0 + 5 * DAY, clause: '001 A.15a' });
    const far = replacementFound(s, 'New', t0 + DAY, t0 + 10 * DAY);
    expect(far).toMatchObject({ status: 'replaced', ordersDue: t0 + 10 * DAY });
  });

  it('001 A.15b: with no replacement in a reasonable time the position is in civil disorder until one is found', () => {
    const s = startReplacementSearch('Persia', t0);
    expect(inCivilDisorder(s)).toBe(false);
    const cd = replacementSearchFailed(s, t0 + 5 * DAY);
    expect(cd).toMatchObject({ status: 'civil-disorder', clause: '001 A.15b' });
    expect(inCivilDisorder(cd)).toBe(true);
    const later = replacementFound(cd, 'Late', t0 + 30 * DAY, t0 + 31 * DAY);
    expect(inCivilDisorder(later)).toBe(false);
    expect(later).toMatchObject({ status: 'replaced', player: 'Late', ordersDue: t0 + 34 * DAY });
  });
});
