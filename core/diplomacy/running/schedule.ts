// Checks a GM's plan for the next publication and deadline against the running rules and
// returns warnings (never refusals: the GM decides, the seeds allow consent and TD rulings).
import { breaksAbsence, freeHoursPerWeek, type WeeklyAbsence } from './absence';
import { formatGmt, HOUR } from './gmt';
import type { RunningRules } from './runningRules';
import type { PhaseType } from '../types';

export interface SchedulePlan {
  /** When this adjudication is (to be) posted. */
  publishedAt: number;
  /** When the previous adjudication was posted, if any. */
  previousPublishedAt?: number;
  /** The deadline set for the next phase. */
  nextDeadline: number;
  nextPhaseType: PhaseType;
  absences?: readonly WeeklyAbsence[];
  /** The surviving players agreed to turns shorter than the minimum (000 D.VII(4)a). */
  survivorsConsentToShorterTurns?: boolean;
}

export interface ScheduleWarning { clause: string; message: string }

/** Hours of the week that must stay outside every window before the GM should warn the TD. */
const MIN_FREE_HOURS = 24;

export function scheduleWarnings(rules: RunningRules, plan: SchedulePlan): ScheduleWarning[] {
  const warnings: ScheduleWarning[] = [];
  const wm = rules.profile === 'wm2004';
  if (plan.nextDeadline <= plan.publishedAt) {
    warnings.push({ clause: '', message: `the next deadline ${formatGmt(plan.nextDeadline)} is not after the publication ${formatGmt(plan.publishedAt)}` });
  }
  if (rules.minHoursBetweenAdjudications !== null && plan.previousPublishedAt !== undefined) {
    const gap = (plan.publishedAt - plan.previousPublishedAt) / HOUR;
    if (gap < rules.minHoursBetweenAdjudications) {
      warnings.push({ clause: wm ? '000 D.VII(2)b' : '001 B.VIII(2)b',
        message: `only ${gap.toFixed(1)} hours since the previous adjudication; at least ${rules.minHoursBetweenAdjudications} are required` });
    }
  }
  if (rules.minTurnHours && !plan.survivorsConsentToShorterTurns) {
    const min = plan.nextPhaseType === 'movement' ? rules.minTurnHours.movement : rules.minTurnHours.other;
    const length = (plan.nextDeadline - plan.publishedAt) / HOUR;
    if (length < min) {
      const kind = plan.nextPhaseType === 'movement' ? 'movement' : plan.nextPhaseType === 'retreat' ? 'retreat' : 'adjustment';
      warnings.push({ clause: rules.turnLengthClause ?? '',
        message: `the ${kind} turn gets ${length.toFixed(1)} hours; at least ${min / 24} day${min === 24 ? '' : 's'} without the surviving players' consent` });
    }
  }
  if (rules.absenceWindowHours !== null) {
    for (const a of plan.absences ?? []) {
      if (breaksAbsence(a, plan.publishedAt, plan.nextDeadline)) {
        warnings.push({ clause: wm ? '000 D.VII(2)c' : '001 B.VIII(2)c',
          message: `${a.power} is unavailable from publication to deadline: both fall inside the same declared ${a.hours}-hour absence` });
      }
    }
    const free = freeHoursPerWeek(plan.absences ?? []);
    if ((plan.absences ?? []).length > 1 && free < MIN_FREE_HOURS) {
      warnings.push({ clause: wm ? '000 D.VII(2)d' : '001 B.VIII(2)d',
        message: `the players' declared absences leave only ${free} hours a week free: warn the TD` });
    }
  }
  return warnings;
}

/**
 * Early adjudication (000 D.VII(2)a, 001 B.VIII(2)a): allowed before the deadline when every
 * power's orders are marked "Final", and never sooner than the minimum gap after the last posting.
 */
export function mayAdjudicateAt(rules: RunningRules, now: number, deadline: number, everyOrderSetFinal: boolean, previousPublishedAt?: number): { allowed: boolean; reason: string } {
  if (rules.minHoursBetweenAdjudications !== null && previousPublishedAt !== undefined
    && now - previousPublishedAt < rules.minHoursBetweenAdjudications * HOUR) {
    return { allowed: false, reason: `less than ${rules.minHoursBetweenAdjudications} hours since the previous adjudication` };
  }
  if (now >= deadline) return { allowed: true, reason: 'the deadline has passed' };
  if (everyOrderSetFinal) return { allowed: true, reason: 'every power\'s orders are marked Final' };
  return { allowed: false, reason: 'before the deadline and not every power\'s orders are marked Final' };
}
