// Correction windows (000 D.VIII(1)a, 001 B.IX(1)a): core/diplomacy/running/correctionWindow.ts.
import { describe, expect, it } from 'vitest';
import { mayCorrectAdjudication } from '../../../../core/diplomacy/running/correctionWindow';
import { getRunningRules } from '../../../../core/diplomacy/running/runningRules';
import { HOUR } from '../../../../core/diplomacy/running/gmt';

const t0 = Date.parse('2004-03-01T12:00Z');

describe('correcting an adjudication', () => {
  for (const [key, profile] of [['000 D.VIII(1)a', 'wm2004'], ['001 B.IX(1)a', 'maharajiad']] as const) {
    it(`${key}: correctable until the next adjudication; after one published 24+ hours later without correction the error stands`, () => {
      const rules = getRunningRules(profile);
      expect(mayCorrectAdjudication(rules, [t0], 0)).toMatchObject({ mayCorrect: true, clause: key });
      expect(mayCorrectAdjudication(rules, [t0, t0 + 30 * HOUR], 0)).toMatchObject({ mayCorrect: false, clause: key });
      expect(mayCorrectAdjudication(rules, [t0, t0 + 24 * HOUR], 0).mayCorrect).toBe(false);
      // The 24-hour minimum was not kept: the error may still be corrected.
      const quick = mayCorrectAdjudication(rules, [t0, t0 + 20 * HOUR], 0);
      expect(quick.mayCorrect).toBe(true);
      expect(quick.reason).toContain('20.0 hours');
      // The latest adjudication of a longer game is always open to correction.
      expect(mayCorrectAdjudication(rules, [t0, t0 + 30 * HOUR, t0 + 80 * HOUR], 2).mayCorrect).toBe(true);
      expect(mayCorrectAdjudication(rules, [t0], 3).mayCorrect).toBe(false);
    });
  }
});
