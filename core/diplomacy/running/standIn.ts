// Long absences need a stand-in. 000 D.VII(5)d: a player absent for more than one week must get
// another player to stand in (on a team, the captain sees to it). 001 B.VIII(5)d: a player absent
// for longer than his remaining extension time should get a temporary or permanent replacement.
// Either way the stand-in is recorded as a replacement (000 B.7, 001 A.12): a tenure from the
// first phase missed, temporary until the declared return phase.
import { DAY, HOUR } from './gmt';
import type { RunningRules } from './runningRules';
import { hoursRemaining, type ExtensionLedger } from './extensions';
import type { Tenure } from './tenures';
import type { Phase, PowerName } from '../types';

export interface StandInCheck {
  needed: boolean;
  /** 'must' under 000 D.VII(5)d, 'should' under 001 B.VIII(5)d. */
  strength?: 'must' | 'should';
  clause?: string;
  reason: string;
}

export function standInNeeded(rules: RunningRules, ledger: ExtensionLedger, power: PowerName, awayFrom: number, awayUntil: number): StandInCheck {
  const hours = (awayUntil - awayFrom) / HOUR;
  if (!(hours > 0)) return { needed: false, reason: 'no absence' };
  if (rules.profile === 'wm2004') {
    const needed = awayUntil - awayFrom > 7 * DAY;
    return { needed, strength: needed ? 'must' : undefined, clause: '000 D.VII(5)d', reason: needed ? 'absent for more than one week: a stand-in is required' : 'absent for a week or less' };
  }
  if (rules.profile === 'maharajiad' && rules.extensions) {
    const left = hoursRemaining(rules.extensions, ledger, power);
    const needed = hours > left;
    return {
      needed, strength: needed ? 'should' : undefined, clause: '001 B.VIII(5)d',
      reason: needed ? `absent ${Math.ceil(hours / 24)} days with only ${left / 24} days of extensions left: a temporary or permanent replacement should be found` : 'the remaining extensions cover the absence',
    };
  }
  return { needed: false, reason: 'these house rules say nothing about stand-ins' };
}

/** The stand-in as a replacement tenure (000 B.7, 001 A.12): temporary through `lastPhaseCovered` when a return is declared, else permanent. */
export function standInTenure(standIn: string, firstPhaseMissed: Phase, lastPhaseCovered?: Phase): Tenure {
  if (!standIn.trim()) throw new Error('a stand-in must be named');
  return lastPhaseCovered ? { player: standIn, from: firstPhaseMissed, declaredUntil: lastPhaseCovered } : { player: standIn, from: firstPhaseMissed };
}
