// No NMRs allowed in the first game year's opening phases: results are held back until every
// power has ordered, and the silent player is flagged for immediate replacement.
// 000 D.VII(6)(b): Spring 1901 and the Fall 1901 movement. 001 B.VIII(6)(b): the Spring 1501 and
// Fall 1501 movements and the 1501 Monsoon/Winter adjustment.
import type { RunningRules } from './runningRules';
import type { Phase, PowerName } from '../types';

export interface ReleaseDecision {
  release: boolean;
  /** Powers to replace at once (000 D.VII(6)(b)b, 001 B.VIII(6)(b)b). */
  replaceImmediately: PowerName[];
  clause?: string;
  reason: string;
}

export function mayReleaseResults(rules: RunningRules, phase: Phase, startYear: number, nmr: readonly PowerName[]): ReleaseDecision {
  const guarded = phase.year === startYear && rules.noNmrPhases.some((p) => p.season === phase.season && p.type === phase.type);
  if (!guarded || nmr.length === 0) {
    return { release: true, replaceImmediately: [], reason: guarded ? 'every power has ordered' : 'NMRs do not hold back results in this phase' };
  }
  const wm = rules.profile === 'wm2004';
  return {
    release: false, replaceImmediately: [...nmr], clause: rules.noNmrClause ?? undefined,
    reason: `no NMR is allowed in this phase: results are held until ${nmr.join(', ')} ${nmr.length === 1 ? 'has' : 'have'} ordered; replace ${nmr.length === 1 ? 'that player' : 'those players'} at once (${wm ? '000 D.VII(6)(b)b' : '001 B.VIII(6)(b)b'})`,
  };
}
