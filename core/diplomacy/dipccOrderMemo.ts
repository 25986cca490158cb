// The order lines of a dipcc archive, each distinct line read once.
//
// A replay of an archive reads the same lines over and over: `A PAR - BUR` for France in a
// movement phase is the same order in every game that has it, and reading a line (splitting,
// upper-casing, looking up each location) was a sixth of a replay's time. This reader remembers
// what each distinct line gave, per variant, phase type and power, and hands out the remembered
// order. Only the reading of the text is remembered: every phase's orders are still given to the
// engine, adjudicated and compared, and a line that cannot be read is still reported in every
// phase that holds it, with its own line number.
//
// A remembered order is shared by every phase that holds the line, so it is frozen: the engine
// treats orders as values (adjudicate.ts), and a mutation anywhere would throw rather than
// quietly change other phases' orders. The memory is bounded: a hostile archive of endless
// distinct lines cannot grow it past `memoLimit` entries per variant (it starts afresh then).
//
// readDipccOrders (dipcc.ts) stays the plain reader, which reads each line every time, so the
// engine bench's "with order text" figure still measures reading.
import type { OrderDiagnostic } from './canonicalOrders';
import { readDipccOrderLine } from './dipcc';
import type { Order, PhaseType } from './types';
import type { Variant } from './variant';

/** What one line gave: the order, or why it could not be read. */
type Remembered = { order: Readonly<Order> } | { error: string };

interface VariantMemo {
  size: number;
  /** phase type → dipcc power as written → line → what it gave. */
  byPhaseType: Map<PhaseType, Map<string, Map<string, Remembered>>>;
}

const memoLimit = 200_000;
const memos = new WeakMap<Variant, VariantMemo>();

function deepFreeze<T extends object>(value: T): Readonly<T> {
  for (const key of Object.keys(value)) {
    const inner = (value as Record<string, unknown>)[key];
    if (typeof inner === 'object' && inner !== null) deepFreeze(inner);
  }
  return Object.freeze(value);
}

/**
 * A dipcc phase's orders as Orders, exactly as readDipccOrders gives them (same orders, same
 * diagnostics, same order), each distinct line read once per variant, phase type and power.
 * The orders are shared and frozen: never mutate them.
 */
export function readDipccOrdersRemembered(
  variant: Variant, orders: Record<string, string[]>, phaseType: PhaseType,
): { orders: Order[]; diagnostics: OrderDiagnostic[] } {
  let memo = memos.get(variant);
  if (!memo || memo.size > memoLimit) memos.set(variant, memo = { size: 0, byPhaseType: new Map() });
  let byPower = memo.byPhaseType.get(phaseType);
  if (!byPower) memo.byPhaseType.set(phaseType, byPower = new Map());
  const out: Order[] = [];
  let diagnostics: OrderDiagnostic[] | undefined;
  for (const dp in orders) {
    if (!Object.hasOwn(orders, dp)) continue;
    const list = orders[dp]!;
    let lines = byPower.get(dp);
    if (!lines) byPower.set(dp, lines = new Map());
    for (let i = 0; i < list.length; i++) {
      const text = list[i]!;
      let known = lines.get(text);
      if (known === undefined) {
        const read = readDipccOrderLine(variant, dp, text, phaseType);
        known = 'order' in read ? { order: deepFreeze(read.order) } : read;
        lines.set(text, known);
        memo.size++;
      }
      if ('order' in known) out.push(known.order as Order);
      else (diagnostics ??= []).push({ line: i + 1, text, message: known.error });
    }
  }
  return { orders: out, diagnostics: diagnostics ?? [] };
}
