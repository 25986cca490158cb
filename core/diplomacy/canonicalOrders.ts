// The canonical order notation: one order per line, province ids in capitals, coasts after a
// slash. It is the notation of the dipcc game files (so real games load without translation)
// and the one the CLI reads and prints:
//
//   A PAR H              A PAR - BUR            A LON - NWY VIA        A LON - NTH - NWY
//   A MUN S A PAR - BUR  A MUN S F KIE          F NTH C A LON - NWY    F STP/SC - BOT
//   F SWE R BAL          F SWE D (retreat phase: disband)
//   A PAR B              A PAR D (adjustment phase: remove)            WAIVE
//
// An orders file groups lines under power headings (`France:` or `FRANCE`); a line may also
// carry its power inline (`France: A PAR H`). Blank lines and `#` comments are ignored.
// Reading is syntactic: whether the order is legal is the adjudicator's question. Reading never
// throws on a line it cannot read; it returns a diagnostic with the line number instead.
import type { Variant } from './variant';
import { provinceOf } from './variant';
import type { Location, Order, PhaseType, PowerName, ProvinceId, UnitType } from './types';

export interface OrderDiagnostic {
  /** 1-based line number in the text that was read. */
  line: number;
  /** The line as written, untouched. */
  text: string;
  message: string;
}

export interface ReadOrdersResult {
  orders: Order[];
  diagnostics: OrderDiagnostic[];
}

export interface ReadOrderOptions {
  /** Decides what `D` means: a disband in a retreat phase, a removal in an adjustment phase. */
  phaseType?: PhaseType;
  /** Power for lines that come before any heading (e.g. one power's own orders file). */
  defaultPower?: PowerName;
}

// ---- formatting -----------------------------------------------------------------------------

/** `stp/sc` → `STP/SC`. */
export function formatLocation(location: Location): string {
  return location.toUpperCase();
}

function typed(type: UnitType | undefined, location: Location): string {
  return type ? `${type} ${formatLocation(location)}` : formatLocation(location);
}

/** One order in canonical notation, without its power. */
export function formatOrder(order: Order): string {
  switch (order.kind) {
    case 'hold': return `${typed(order.unitType, order.unit)} H`;
    case 'move': {
      const path = [order.unit, ...(order.route ?? []), order.to].map(formatLocation).join(' - ');
      return `${order.unitType ? order.unitType + ' ' : ''}${path}${order.viaConvoy ? ' VIA' : ''}`;
    }
    case 'support': {
      const supported = typed(order.supportedType, order.supported);
      return `${typed(order.unitType, order.unit)} S ${supported}${order.to ? ' - ' + formatLocation(order.to) : ''}`;
    }
    // Only armies are convoyed, so the convoyed unit is always written `A`.
    case 'convoy': return `${typed(order.unitType, order.unit)} C A ${formatLocation(order.from)} - ${formatLocation(order.to)}`;
    case 'retreat': return `${typed(order.unitType, order.unit)} R ${formatLocation(order.to)}`;
    case 'disband': return `${typed(order.unitType, order.unit)} D`;
    case 'build': return `${order.unitType} ${formatLocation(order.location)} B`;
    case 'remove': return `${typed(order.unitType, order.unit)} D`;
    case 'waive': return 'WAIVE';
  }
}

/** An orders file: a heading per power (in first-seen order), its orders beneath. */
export function formatOrders(orders: readonly Order[]): string {
  const byPower = new Map<PowerName, Order[]>();
  for (const o of orders) {
    let list = byPower.get(o.power);
    if (!list) byPower.set(o.power, (list = []));
    list.push(o);
  }
  const blocks = [...byPower].map(([power, list]) => [`${power}:`, ...list.map(formatOrder)].join('\n'));
  return blocks.join('\n\n') + (blocks.length ? '\n' : '');
}

// ---- reading --------------------------------------------------------------------------------

type LineResult = { order: Order } | { error: string };

/** Reads one canonical order line for `power`. Never throws. */
export function readOrderLine(variant: Variant, line: string, power: PowerName, options: ReadOrderOptions = {}): LineResult {
  const words = line.trim().split(/\s+/).filter((w) => w.length > 0).map((w) => w.toUpperCase());
  if (words.length === 0) return { error: 'empty order' };
  if (words.length === 1 && words[0] === 'WAIVE') return { order: { kind: 'waive', power } };

  let i = 0;
  let unitType: UnitType | undefined;
  if (words[i] === 'A' || words[i] === 'F') unitType = words[i++] as UnitType;
  const unit = location(variant, words[i++]);
  if ('error' in unit) return unit;
  const rest = words.slice(i);
  if (rest.length === 0) return { error: `no order given for ${words.slice(0, i).join(' ')} (expected H, -, S, C, R, B or D)` };

  const base = { power, unit: unit.location, ...(unitType ? { unitType } : {}) };
  const verb = rest[0]!;
  const trailing = (n: number): LineResult | undefined =>
    rest.length > n ? { error: `unexpected '${rest.slice(n).join(' ')}' after the order` } : undefined;

  switch (verb) {
    case 'H':
      return trailing(1) ?? { order: { kind: 'hold', ...base } };
    case '-': {
      // A - B, A - B VIA, or a named route A - S1 - S2 - B (000 D.VI(3)).
      let words2 = rest;
      let viaConvoy = false;
      if (words2[words2.length - 1] === 'VIA') { viaConvoy = true; words2 = words2.slice(0, -1); }
      const stops: Location[] = [];
      for (let k = 0; k < words2.length; k += 2) {
        if (words2[k] !== '-') return { error: `expected '-' before '${words2[k]}'` };
        const stop = location(variant, words2[k + 1]);
        if ('error' in stop) return stop;
        stops.push(stop.location);
      }
      const to = stops.pop()!;
      const order: Order = { kind: 'move', ...base, to };
      if (viaConvoy) order.viaConvoy = true;
      if (stops.length) order.route = stops.map(provinceOf);
      return { order };
    }
    case 'S': {
      let k = 1;
      let supportedType: UnitType | undefined;
      if (rest[k] === 'A' || rest[k] === 'F') supportedType = rest[k++] as UnitType;
      const supported = location(variant, rest[k++]);
      if ('error' in supported) return { error: `support: ${supported.error}` };
      const order: Order = { kind: 'support', ...base, supported: provinceIdOf(variant, supported.location) };
      if (supportedType) order.supportedType = supportedType;
      if (rest[k] === 'H') return trailing(k + 1) ?? { order };
      if (rest[k] === '-') {
        const to = location(variant, rest[k + 1]);
        if ('error' in to) return { error: `support: ${to.error}` };
        order.to = provinceIdOf(variant, to.location);
        return trailing(k + 2) ?? { order };
      }
      return trailing(k) ?? { order };
    }
    case 'C': {
      let k = 1;
      if (rest[k] === 'A') k++;
      else if (rest[k] === 'F') return { error: 'only armies can be convoyed' };
      const from = location(variant, rest[k++]);
      if ('error' in from) return { error: `convoy: ${from.error}` };
      if (rest[k] !== '-') return { error: "convoy: expected '-' and a destination" };
      const to = location(variant, rest[k + 1]);
      if ('error' in to) return { error: `convoy: ${to.error}` };
      return trailing(k + 2) ?? { order: { kind: 'convoy', ...base, from: provinceIdOf(variant, from.location), to: provinceIdOf(variant, to.location) } };
    }
    case 'R': {
      const to = location(variant, rest[1]);
      if ('error' in to) return { error: `retreat: ${to.error}` };
      return trailing(2) ?? { order: { kind: 'retreat', ...base, to: to.location } };
    }
    case 'B':
      if (!unitType) return { error: 'a build must say A or F' };
      return trailing(1) ?? { order: { kind: 'build', power, unitType, location: unit.location } };
    case 'D':
      return trailing(1) ?? {
        order: options.phaseType === 'adjustment' ? { kind: 'remove', ...base } : { kind: 'disband', ...base },
      };
    default:
      return { error: `unknown order '${verb}' (expected H, -, S, C, R, B or D)` };
  }
}

/** The province of a location, as the map's own string. */
function provinceIdOf(variant: Variant, location: Location): ProvinceId {
  const id = provinceOf(location);
  return variant.canonicalLocation(id) ?? id;
}

function location(variant: Variant, word: string | undefined): { location: Location } | { error: string } {
  if (word === undefined) return { error: 'a province is missing' };
  const loc = word.toLowerCase();
  if (!/^[a-z][a-z0-9]*(\/[a-z]{2})?$/.test(loc)) return { error: `'${word}' is not a province` };
  if (!variant.isLocation(loc)) {
    return { error: variant.province(provinceOf(loc)) ? `'${word}' is not a coast of ${provinceOf(loc).toUpperCase()}` : `unknown province '${word}'` };
  }
  // The map's own string (see Variant.canonicalLocation), not the lower-cased copy.
  return { location: variant.canonicalLocation(loc) ?? loc };
}

/** A heading line: a power's name alone, with or without a colon. */
function heading(variant: Variant, line: string): PowerName | undefined {
  const m = /^([A-Za-z][A-Za-z -]*?)\s*:?$/.exec(line.trim());
  return m ? variant.power(m[1]!)?.name : undefined;
}

/** Reads an orders file. Every line that is not read becomes a diagnostic; nothing throws. */
export function readOrders(variant: Variant, text: string, options: ReadOrderOptions = {}): ReadOrdersResult {
  const orders: Order[] = [];
  const diagnostics: OrderDiagnostic[] = [];
  let power = options.defaultPower ? variant.power(options.defaultPower)?.name : undefined;
  const lines = text.split(/\r\n|\r|\n/);
  lines.forEach((raw, index) => {
    const lineNo = index + 1;
    let body = raw.replace(/#.*$/, '').trim();
    if (!body) return;
    const headed = heading(variant, body);
    if (headed) { power = headed; return; }
    // `France: A PAR H` — a power written on the order's own line.
    const inline = /^([A-Za-z][A-Za-z -]*?)\s*:\s*(.+)$/.exec(body);
    let linePower = power;
    if (inline) {
      const named = variant.power(inline[1]!)?.name;
      if (!named) { diagnostics.push({ line: lineNo, text: raw, message: `unknown power '${inline[1]}'` }); return; }
      linePower = named;
      body = inline[2]!;
    }
    if (!linePower) {
      diagnostics.push({ line: lineNo, text: raw, message: 'order before any power heading (write the power first, e.g. `France:`)' });
      return;
    }
    const result = readOrderLine(variant, body, linePower, options);
    if ('error' in result) diagnostics.push({ line: lineNo, text: raw, message: result.error });
    else orders.push(result.order);
  });
  return { orders, diagnostics };
}
