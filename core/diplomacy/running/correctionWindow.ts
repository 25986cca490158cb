// Whether the GM may still correct an adjudication error (000 D.VIII(1)a, 001 B.IX(1)a): errors
// are corrected as soon as they are pointed out; once another adjudication has been published
// without the correction, the error stands, but only if the mandatory minimum time between
// adjudications (000 D.VII(2), 001 B.VIII(2): 24 hours) was allowed between the two. If the next
// adjudication came out sooner than that, players had no fair chance to spot the error, so it can
// still be corrected.
import { HOUR } from './gmt';
import type { RunningRules } from './runningRules';

export interface CorrectionDecision {
  mayCorrect: boolean;
  clause?: string;
  reason: string;
}

/**
 * `publishedAt` lists when each adjudication of the game was published, in order; `index` is the
 * one with the error.
 */
export function mayCorrectAdjudication(rules: RunningRules, publishedAt: readonly number[], index: number): CorrectionDecision {
  const clause = rules.profile === 'maharajiad' ? '001 B.IX(1)a' : rules.profile === 'wm2004' ? '000 D.VIII(1)a' : undefined;
  if (!Number.isInteger(index) || index < 0 || index >= publishedAt.length) return { mayCorrect: false, clause, reason: 'no such adjudication' };
  const next = publishedAt[index + 1];
  if (next === undefined) return { mayCorrect: true, clause, reason: 'no later adjudication has been published: correct it' };
  const minimum = (rules.minHoursBetweenAdjudications ?? 0) * HOUR;
  const gapHours = (next - publishedAt[index]!) / HOUR;
  if (next - publishedAt[index]! >= minimum) {
    return { mayCorrect: false, clause, reason: `a later adjudication was published ${gapHours.toFixed(1)} hours after it without correction: the error stands` };
  }
  return { mayCorrect: true, clause, reason: `the next adjudication came only ${gapHours.toFixed(1)} hours later, under the ${rules.minHoursBetweenAdjudications}-hour minimum: the error may still be corrected` };
}
