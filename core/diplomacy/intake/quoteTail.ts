// The end of a quoted line that a mail client re-wrapped without its ">": "> … If no orders
// arrive your units hold: F Bre H, A Par H," / "A Mar H." / "> GM". index.ts finds such a line
// (between two quoted lines, under one that breaks off mid-sentence) and first leaves it for the
// GM. Once the whole mail is read it is decided as a careful GM would: when the player's own
// lines give the same unit an order, the line is the quote's end (the GM's "A Mar H." under
// France's "A Mar - Spa" is no second order, 000 D.III(3)a: a quoted mail is no order set), and
// it is not asked about; when they do not, it may be the player's only order for that unit, and
// the GM is still asked (corpus 1005, 1550-1552).
import type { LineVerdict } from './verdicts';

/** A line left for the GM as a possible quote's end: its verdict and the unit it orders. */
export interface QuoteTail {
  at: number;
  unit?: string;
}

/** Each tail whose unit the set's own lines order becomes the quote's end, not read. */
export function readQuoteTails(tails: readonly QuoteTail[], setLines: readonly number[], verdicts: LineVerdict[]): void {
  const ordered = new Map<string, string>();
  for (const i of setLines) {
    const v = verdicts[i]!;
    if ((v.kind === 'accepted' || v.kind === 'corrected') && v.unitKey) ordered.set(v.unitKey, v.text.trim());
  }
  for (const t of tails) {
    const own = t.unit === undefined ? undefined : ordered.get(t.unit);
    if (own === undefined) continue;
    const v = verdicts[t.at]!;
    Object.assign(v, { kind: 'not-an-order', reason: `the end of the quoted line above, whose ">" a mail client lost when it re-wrapped the quote: not read (the player's own "${own}" orders the unit)`, power: undefined });
  }
}
