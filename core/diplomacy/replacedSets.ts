// A mail's lines as the turn sees them. Intake reads one paste and can only supersede sets inside
// it; once the turn has ranked every set the GM received (turnOrders.ts), a set replaced by a
// later mail must say so on each of its lines too, or the inbox would show "accepted" beside
// orders that will not be adjudicated, and the results post would print them as written.
import type { IntakeResult, LineVerdict } from './intake/index';
import { unitKeyOf, type SetUse } from './turnOrders';

const orderLine = (v: LineVerdict) => v.kind === 'accepted' || v.kind === 'corrected' || v.kind === 'ambiguous' || v.kind === 'illegal';

/**
 * The reading of mail `mailId` with every line of a set the turn replaced marked `superseded`,
 * with the turn's reason and clause (000 D.III(3), 001 B.IV(4)). Under the merge rule only the
 * lines for units a later set orders again. The reading given is not changed.
 */
export function readingForTurn(mailId: string, reading: IntakeResult, sets: readonly SetUse[]): IntakeResult {
  const mine = sets.filter((u) => u.mail === mailId && u.replaced !== undefined && u.clause !== undefined);
  if (mine.length === 0) return reading;
  let changed = false;
  const verdicts = reading.verdicts.map((v) => {
    if (!orderLine(v)) return v;
    const use = mine.find((u) => u.message === v.message && (v.power === undefined || v.power === u.power || reading.messages[v.message]?.power === u.power));
    if (!use) return v;
    if (use.replaced !== 'all') {
      const key = v.order ? unitKeyOf(v.order, '') : v.unitKey;
      if (key === undefined || !use.replaced!.includes(key)) return v;
    }
    changed = true;
    return { ...v, kind: 'superseded' as const, reason: use.replaced === 'all' ? use.reason : 'a later set orders this unit again', clause: use.clause };
  });
  return changed ? { ...reading, verdicts } : reading;
}
