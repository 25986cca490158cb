// First-round team positions after an NMR (000 B.8(c)): core/diplomacy/running/teamPositionControl.ts
// and, for the "no delay" rule, core/diplomacy/running/nmrRelease.ts.
import { describe, expect, it } from 'vitest';
import { acceptTeamOrderSet, announcePlayerChange, designate, recordTeamNmr, teamPosition } from '../../../../core/diplomacy/running/teamPositionControl';
import { mayReleaseResults } from '../../../../core/diplomacy/running/nmrRelease';
import { getRunningRules } from '../../../../core/diplomacy/running/runningRules';
import { HOUR } from '../../../../core/diplomacy/running/gmt';

describe('first-round NMRs (000 B.8(c))', () => {
  it('000 B.8(c)a: an NMR never delays a turn, except the Spring and Fall 1901 movements', () => {
    const rules = getRunningRules('wm2004');
    const at = (season: 'spring' | 'fall' | 'winter', type: 'movement' | 'retreat' | 'adjustment', year = 1901) =>
      mayReleaseResults(rules, { year, season, type }, 1901, ['Italy']).release;
    expect(at('spring', 'movement')).toBe(false);
    expect(at('fall', 'movement')).toBe(false);
    expect(at('spring', 'retreat')).toBe(true);
    expect(at('fall', 'retreat')).toBe(true);
    expect(at('winter', 'adjustment')).toBe(true);
    expect(at('spring', 'movement', 1902)).toBe(true);
    expect(at('fall', 'movement', 1905)).toBe(true);
  });

  it('000 B.8(c)b: the original player or the captain side may order; the first captain-side set makes its sender official and ends the right of return', () => {
    let c = recordTeamNmr(teamPosition('France', 'Jean', 'Cap'));
    c = designate(c, 'Deputy');
    expect(acceptTeamOrderSet(c, 'Stranger').accepted).toBe(false);
    // The original player may still come back before the captain side orders.
    const back = acceptTeamOrderSet(c, 'jean');
    expect(back).toMatchObject({ accepted: true, clause: '000 B.8(c)b' });
    expect(back.control.officialPlayer).toBe('Jean');
    // The designee orders first: official player from now on; Jean can no longer just return.
    const taken = acceptTeamOrderSet(c, 'Deputy');
    expect(taken.accepted).toBe(true);
    expect(taken.control).toMatchObject({ officialPlayer: 'Deputy', originalMayReturn: false });
    expect(acceptTeamOrderSet(taken.control, 'Jean').accepted).toBe(false);
    expect(acceptTeamOrderSet(taken.control, 'Cap').accepted).toBe(true);
    // Without an NMR the captain's orders do not take the position over.
    expect(acceptTeamOrderSet(teamPosition('France', 'Jean', 'Cap'), 'Cap').control.officialPlayer).toBe('Jean');
  });

  it('000 B.8(c)c: a later change of player takes effect only if announced at least 48 hours before the current deadline', () => {
    const deadline = Date.parse('2004-03-05T23:00Z');
    const c = acceptTeamOrderSet(recordTeamNmr(teamPosition('France', 'Jean', 'Cap')), 'Cap').control;
    expect(announcePlayerChange(c, 'Jean', deadline - 47 * HOUR, deadline)).toMatchObject({ accepted: false, clause: '000 B.8(c)c' });
    const ok = announcePlayerChange(c, 'Jean', deadline - 48 * HOUR, deadline);
    expect(ok.accepted).toBe(true);
    expect(ok.control.officialPlayer).toBe('Jean');
    expect(acceptTeamOrderSet(ok.control, 'Jean').accepted).toBe(true);
  });

  it('000 B.8(c)d: a position in civil disorder still takes orders from its player or captain, however many NMRs', () => {
    let c = teamPosition('Turkey', 'Ali', 'Cap');
    for (let i = 0; i < 6; i++) c = recordTeamNmr(c, i >= 2);
    expect(c).toMatchObject({ civilDisorder: true, nmrs: 6 });
    const fromPlayer = acceptTeamOrderSet(c, 'Ali');
    expect(fromPlayer).toMatchObject({ accepted: true, clause: '000 B.8(c)d' });
    expect(fromPlayer.control.civilDisorder).toBe(false);
    expect(acceptTeamOrderSet(c, 'Cap').accepted).toBe(true);
    expect(acceptTeamOrderSet(c, 'Someone').accepted).toBe(false);
  });
});
