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
import type { ConvoyOrder, Location, MoveOrder, Order, PhaseType, PowerName, ProvinceId, RetreatOrder, SupportOrder, UnitType } from './types';

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
  const words = wordsOf(line);
  if (words.length === 0) return { error: 'empty order' };
  if (words.length === 1 && words[0] === 'WAIVE') return { order: { kind: 'waive', power } };

  const places = placesOf(variant);
  let i = 0;
  let unitType: UnitType | undefined;
  if (words[i] === 'A' || words[i] === 'F') unitType = words[i++] as UnitType;
  const unit = location(variant, places, words[i++]);
  if (typeof unit !== 'string') return unit;
  if (words.length === i) return { error: `no order given for ${words.slice(0, i).join(' ')} (expected H, -, S, C, R, B or D)` };
  // The words after the unit are read by their position in `words` (k counts from the verb, as
  // `rest[k]` did): no copy of the list per line.
  const at = i;
  const verb = words[at]!;

  switch (verb) {
    case 'H':
      return trailing(words, at + 1) ?? { order: ordered('hold', power, unit, unitType) };
    case '-': {
      // A - B, A - B VIA, or a named route A - S1 - S2 - B (000 D.VI(3)).
      let end = words.length;
      let viaConvoy = false;
      if (words[end - 1] === 'VIA') { viaConvoy = true; end--; }
      const stops: Location[] = [];
      for (let k = at; k < end; k += 2) {
        if (words[k] !== '-') return { error: `expected '-' before '${words[k]}'` };
        // A word past the route's end (the VIA) is not part of it.
        const stop = location(variant, places, k + 1 < end ? words[k + 1] : undefined);
        if (typeof stop !== 'string') return stop;
        stops.push(stop);
      }
      const to = stops.pop()!;
      const order = ordered('move', power, unit, unitType) as MoveOrder;
      order.to = to;
      if (viaConvoy) order.viaConvoy = true;
      if (stops.length) order.route = stops.map(provinceOf);
      return { order };
    }
    case 'S': {
      let k = at + 1;
      let supportedType: UnitType | undefined;
      if (words[k] === 'A' || words[k] === 'F') supportedType = words[k++] as UnitType;
      const supported = location(variant, places, words[k++]);
      if (typeof supported !== 'string') return { error: `support: ${supported.error}` };
      const order = ordered('support', power, unit, unitType) as SupportOrder;
      order.supported = provinceIdOf(variant, supported);
      if (supportedType) order.supportedType = supportedType;
      if (words[k] === 'H') return trailing(words, k + 1) ?? { order };
      if (words[k] === '-') {
        const to = location(variant, places, words[k + 1]);
        if (typeof to !== 'string') return { error: `support: ${to.error}` };
        order.to = provinceIdOf(variant, to);
        return trailing(words, k + 2) ?? { order };
      }
      return trailing(words, k) ?? { order };
    }
    case 'C': {
      let k = at + 1;
      if (words[k] === 'A') k++;
      else if (words[k] === 'F') return { error: 'only armies can be convoyed' };
      const from = location(variant, places, words[k++]);
      if (typeof from !== 'string') return { error: `convoy: ${from.error}` };
      if (words[k] !== '-') return { error: "convoy: expected '-' and a destination" };
      const to = location(variant, places, words[k + 1]);
      if (typeof to !== 'string') return { error: `convoy: ${to.error}` };
      const bad = trailing(words, k + 2);
      if (bad) return bad;
      const order = ordered('convoy', power, unit, unitType) as ConvoyOrder;
      order.from = provinceIdOf(variant, from);
      order.to = provinceIdOf(variant, to);
      return { order };
    }
    case 'R': {
      const to = location(variant, places, words[at + 1]);
      if (typeof to !== 'string') return { error: `retreat: ${to.error}` };
      const bad = trailing(words, at + 2);
      if (bad) return bad;
      const order = ordered('retreat', power, unit, unitType) as RetreatOrder;
      order.to = to;
      return { order };
    }
    case 'B':
      if (!unitType) return { error: 'a build must say A or F' };
      return trailing(words, at + 1) ?? { order: { kind: 'build', power, unitType, location: unit } };
    case 'D':
      return trailing(words, at + 1) ?? { order: ordered(options.phaseType === 'adjustment' ? 'remove' : 'disband', power, unit, unitType) };
    default:
      return { error: `unknown order '${verb}' (expected H, -, S, C, R, B or D)` };
  }
}

/** Words left over after an order of `n` words (counted from the line's start) are an error. */
function trailing(words: readonly string[], n: number): LineResult | undefined {
  return words.length > n ? { error: `unexpected '${words.slice(n).join(' ')}' after the order` } : undefined;
}

/**
 * The fields every unit order starts with, in the order the reader has always written them
 * (kind, power, unit, then the unit type when the line gives one): callers that print an order
 * as JSON see the same text. The kind-specific fields are added by the caller.
 */
function ordered(kind: 'hold' | 'move' | 'support' | 'convoy' | 'retreat' | 'disband' | 'remove', power: PowerName, unit: Location, unitType: UnitType | undefined): Order {
  return (unitType ? { kind, power, unit, unitType } : { kind, power, unit }) as Order;
}

/**
 * The line's words in capitals. Order lines are short ASCII text, split here by hand on the
 * ASCII white space of `\s` (in a profile of reading real phases' orders, the regular
 * expression split with its filter and map took over a quarter of the reading); a line with
 * any other character takes the general path, so Unicode spaces still separate words exactly
 * as `\s` does.
 */
function wordsOf(line: string): string[] {
  const words: string[] = [];
  let start = -1;
  for (let k = 0; k < line.length; k++) {
    const c = line.charCodeAt(k);
    if (c >= 128) return line.trim().split(/\s+/).filter((w) => w.length > 0).map((w) => w.toUpperCase());
    if (c === 32 || (c >= 9 && c <= 13)) {
      if (start >= 0) { words.push(line.slice(start, k).toUpperCase()); start = -1; }
    } else if (start < 0) start = k;
  }
  if (start >= 0) words.push(line.slice(start).toUpperCase());
  return words;
}

/**
 * Every location of a variant by the word that names it in capitals (`STP/SC`), mapped to the
 * map's own string: made once per variant, so a word on the map is read with one look-up rather
 * than lower-cased, matched against a pattern and looked up twice. Words not in it (misspelt,
 * unknown, hostile) take the general path in `location`, which says what is wrong.
 */
function placesOf(variant: Variant): ReadonlyMap<string, Location> {
  let places = placesByVariant.get(variant);
  if (places) return places;
  const made = new Map<string, Location>();
  for (const p of variant.data.provinces) {
    for (const written of [p.id, ...p.coasts.map((c) => `${p.id}/${c}`)]) {
      // Exactly the words the general path accepts, with the location it gives them.
      if (LOCATION_WORD.test(written) && variant.isLocation(written)) made.set(written.toUpperCase(), variant.canonicalLocation(written) ?? written);
    }
  }
  placesByVariant.set(variant, made);
  return made;
}

const placesByVariant = new WeakMap<Variant, ReadonlyMap<string, Location>>();
const LOCATION_WORD = /^[a-z][a-z0-9]*(\/[a-z]{2})?$/;

/** The province of a location, as the map's own string. */
function provinceIdOf(variant: Variant, location: Location): ProvinceId {
  const id = provinceOf(location);
  return variant.canonicalLocation(id) ?? id;
}

/** The location a word (in capitals) names, as the map's own string, or why it names none. */
function location(variant: Variant, places: ReadonlyMap<string, Location>, word: string | undefined): Location | { error: string } {
  if (word === undefined) return { error: 'a province is missing' };
  const known = places.get(word);
  if (known !== undefined) return known;
  const loc = word.toLowerCase();
  if (!LOCATION_WORD.test(loc)) return { error: `'${word}' is not a province` };
  if (!variant.isLocation(loc)) {
    return { error: variant.province(provinceOf(loc)) ? `'${word}' is not a coast of ${provinceOf(loc).toUpperCase()}` : `unknown province '${word}'` };
  }
  // The map's own string (see Variant.canonicalLocation), not the lower-cased copy.
  return variant.canonicalLocation(loc) ?? loc;
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
