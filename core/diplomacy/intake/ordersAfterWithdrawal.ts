// "Scratch that: A Mos and F StP(nc).", "Ignore all the above — Build A Par, F Mar": a line that
// takes orders back (withdrawal.ts) and gives the new ones after its words, on the same line. The
// trial of corpus 1650-1699 (evening 31) found the new orders lost: with orders above the line in
// the same mail they were taken back and the line's own were "not an order"; in a later mail with
// nothing above it the line was left to the GM, and the power's older set was used. A careful GM
// reads the orders after the words, which replace what they take back.
import type { CountLine } from './countConditions';
import type { LineReading } from './grammar';
import { buildList } from './buildList';
import { oneOrder } from './leadIn';
import type { NameIndex } from './names';
import { orderList } from './orderList';

/** The words that take the orders back end at the first colon, comma, semicolon or dash. */
const MARK_END = /^[^:;,—–]*?[:;,—–]\s*/;

/** The orders written after the withdrawing words, as parts of the whole line, or undefined. */
export function ordersAfterWithdrawal(text: string, names: NameIndex, read: (text: string) => LineReading): CountLine | undefined {
  const m = MARK_END.exec(text);
  if (!m || m[0].length >= text.length) return undefined;
  const at = m[0].length;
  const rest = text.slice(at);
  const list = orderList(rest, names, read) ?? buildList(rest, names, read) ?? oneOrder(rest, read);
  if (!list) return undefined;
  return { parts: list.parts.map((p, k) => ({ ...p, start: k === 0 ? 0 : p.start + at, end: p.end + at })) };
}
