// A committed phase's results stored as their codes where the rest can be written again from the
// order (#21 item 3, schema v4): "moved" for { order, success: true, code: 'moved', reason: 'moved
// to Trieste' }, when the order is the phase's order at the same place and the sentence is the
// one written below. Most results of a phase are like that (held, moved, supported, built,
// removed, retreated), and a code is a tenth of the stored result.
//
// These sentences are a storage format, not the adjudicator's wording: a stored "moved" must read
// back as the same sentence forever, so they are written out here and must never change. When the
// adjudicator's wording differs (now or after a future change), the shorthand does not fit and the
// result is stored whole; compactCommit checks every commit reads back identical before storing it.
import type { Order, OrderResult } from '../types';
import { getVariant } from '../variants';
import { provinceOf } from '../variant';

/** `stp/nc` → `Stp/nc`, `lon` → `Lon`: a place as the stored sentences name it. */
const place = (location: string) => (location.length === 0 ? location : location[0]!.toUpperCase() + location.slice(1));

/** The province's full name ('Trieste') in `variantId`, or undefined when the variant or province is unknown. */
function provinceName(variantId: string, location: string): string | undefined {
  try {
    return getVariant(variantId).province(provinceOf(location))?.name;
  } catch {
    return undefined;
  }
}

/**
 * The sentence a shorthand `code` stands for with `order`, or undefined when the code has no
 * shorthand for this order. Frozen: a stored shorthand depends on every word of it.
 */
export function shorthandReason(code: string, order: Order, variantId: string): string | undefined {
  switch (code) {
    case 'held':
      return order.kind === 'hold' ? 'held' : undefined;
    case 'moved': {
      if (order.kind !== 'move') return undefined;
      const name = provinceName(variantId, order.to);
      return name === undefined ? undefined : `moved to ${name}`;
    }
    case 'supported': {
      if (order.kind !== 'support' || order.supportedType === undefined) return undefined;
      const unit = `${order.supportedType} ${place(order.supported)}`;
      if (order.to === undefined) return `supported ${unit} to hold`;
      const name = provinceName(variantId, order.to);
      return name === undefined ? undefined : `supported ${unit} to ${name}`;
    }
    case 'built':
      return order.kind === 'build' ? `built ${order.unitType} ${place(order.location)}` : undefined;
    case 'removed':
      return order.kind === 'remove' && order.unitType !== undefined ? `removed ${order.unitType} ${place(order.unit)}` : undefined;
    case 'retreated':
      return order.kind === 'retreat' ? `retreated to ${place(order.to)}` : undefined;
    case 'disbanded':
      return order.kind === 'disband' ? 'disbanded as ordered' : undefined;
    default:
      return undefined;
  }
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The shorthand of `result`, the i-th result of a phase whose orders are `orders`, or undefined
 * when it must be stored whole: it holds anything but order, success, code and reason (a clause,
 * dislodged, implicit), it did not succeed, its order is not orders[i], or its sentence is not the
 * shorthand's.
 */
export function resultShorthand(result: OrderResult, i: number, orders: readonly Order[], variantId: string): string | undefined {
  const keys = Object.keys(result);
  if (keys.length !== 4 || !('order' in result && 'success' in result && 'code' in result && 'reason' in result)) return undefined;
  if (result.success !== true || typeof result.code !== 'string' || /[\s*]/.test(result.code) || result.code === '') return undefined;
  const order = orders[i];
  if (order === undefined || !sameJson(order, result.order)) return undefined;
  return shorthandReason(result.code, order, variantId) === result.reason ? result.code : undefined;
}

/** The result a shorthand `code` stands for, as the i-th result of the phase. Throws when it cannot stand for one. */
export function resultOfShorthand(code: string, i: number, orders: readonly Order[], variantId: string): OrderResult {
  const order = orders[i];
  if (order === undefined) throw new Error(`result ${i + 1} ('${code}') has no order ${i + 1} of ${orders.length}`);
  const reason = shorthandReason(code, order, variantId);
  if (reason === undefined) throw new Error(`result ${i + 1} ('${code}') does not fit its order`);
  return { order: JSON.parse(JSON.stringify(order)) as Order, success: true, code, reason };
}
