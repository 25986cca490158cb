// "A Par - Bur or Pic" in a movement phase: one unit given two destinations. The rules allow
// alternatives only for retreats and adjustments sent before their phase (000 D.II(5)b, 001
// B.III(5)b); a movement order has one destination, so such a line cannot be read one way and
// the unit holds, said on the line. Before this rule the line was taken as a conditional retreat
// (the "or" made it one) and shown *accepted*, while the army did nothing this turn (unseen-mail
// trial, corpus 1476 and 1495, evening 27's Italy). A line that speaks of a retreat ("if
// dislodged, A Par - Bur or Pic", "retreat to Bur or Pic") stays the conditional retreat it is.
import type { WrittenOrder } from './grammar';

/** Words that tie the alternatives to a retreat: the line is then a conditional retreat. */
const RETREAT_CUE = /dislodg|retreat|forced|kicked|driven|pushed|displaced|bounced out|\bR\b/i;

/**
 * Why the options of a movement-phase line are two destinations for one unit, or undefined when
 * they are not (the usual case is rejected by the option count alone).
 */
export function twoDestinations(options: readonly WrittenOrder[], text: string): string | undefined {
  if (options.length < 2) return undefined;
  const first = options[0]!;
  if (first.kind !== 'move' || first.retreatWord) return undefined;
  const unit = first.unit.location.province;
  for (let i = 1; i < options.length; i++) {
    const o = options[i]!;
    if (o.kind !== 'move' || o.retreatWord || o.unit.location.province !== unit) return undefined;
  }
  if (RETREAT_CUE.test(text)) return undefined;
  const places = options.map((o) => (o.kind === 'move' ? o.to.province.toUpperCase() : '')).join(' or ');
  return `two destinations for one unit (${places}): a movement order has one, and alternatives are allowed only for retreats and adjustments, so it cannot be read one way and the unit holds`;
}
