// 002 BT15e: "Orders should specify unit type, one or more provinces, and an action." Other seeds
// forgive an omitted unit type (000 D.IV(1), 001 B.V(1)) and the reader fills it in; under the
// Birthday Tournament the GM may want to tell the player what the order left out. This names the
// missing parts of one order line; it never changes how the order is read.
import { namesAnAction, readLine, type WrittenOrder, type WrittenUnit } from './grammar';
import type { NameIndex } from './names';

export type OrderPart = 'unit type' | 'province' | 'action';

export interface OrderShape {
  missing: OrderPart[];
  clause: '002 BT15e';
}

function unitsOf(o: WrittenOrder): WrittenUnit[] {
  switch (o.kind) {
    case 'support': return [o.unit, o.supported];
    case 'convoy': return [o.unit, o.convoyed];
    case 'build': case 'waive': return [];
    default: return [o.unit];
  }
}

/** The parts 002 BT15e asks for that `line` leaves out; undefined when the line is not an order. */
export function orderShape(line: string, names: NameIndex): OrderShape | undefined {
  const reading = readLine(line, names);
  if (reading.kind !== 'order' || reading.options.length === 0) return undefined;
  const missing = new Set<OrderPart>();
  for (const o of reading.options) {
    if (o.kind === 'waive') continue; // a waived build names no unit and no province by nature
    if (o.kind === 'build' ? o.type === undefined : unitsOf(o).some((u) => u.type === undefined)) missing.add('unit type');
    if (o.kind !== 'build' && unitsOf(o).length === 0) missing.add('province');
  }
  if (!namesAnAction(line)) missing.add('action');
  return { missing: (['unit type', 'province', 'action'] as const).filter((p) => missing.has(p)), clause: '002 BT15e' };
}
