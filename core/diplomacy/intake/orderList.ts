// "A Mos - Ukr, A War - Gal" and "F Bre - Mao; A Par - Bur; A Mar - Spa": several orders on one
// line, split by commas or semicolons. A careful GM reads each as its own order when there is
// no doubt what each says, so the line is split only when every part reads as one plain order
// (no condition, no amendment, one option) and each is for a different unit. Anything else
// ("A Ven - Tyr, Pie", two orders for one unit, a part that does not read) stays one line,
// flagged with what its parts read as (index.ts), never guessed. Each part becomes its own
// verdict covering its own part of the line, as builds by their number do (countConditions.ts).
import type { CountLine } from './countConditions';
import { readLine, type LineReading } from './grammar';
import type { NameIndex } from './names';

// Commas and semicolons; also " / ", " & ", " + ", " and ", and a full stop before the next unit
// ("F Lon - Eng. F Edi - Nth"). (A coast's slash has no spaces: "Spa/nc" is never cut.)
// ("Build A Ven. Waive one.", "Build F Smyrna. I'll hold off on my second build.": a full stop
// before a build, removal or waive word, or the "I'll" of a waive said in words, too.)
// ("A Venezia e A Roma tengono": "e", "et", "und", "y" before a unit, as "and" is.)
// ("(a) A Par - Bur (b) A Mar - Spa": a letter in brackets before the next unit, the unseen-mail
// trial's corpus 1266; the first letter, at the start, is LETTER_FIRST's.)
const SEPARATOR = /\s+\(?[a-h]\)\s+(?=(?:a|f|army|fleet)\s)|\s*[,;]\s*|\s+(?:\/|&|\+|and)\s+|\s+(?:e|et|und|y)\s+(?=(?:a|f)\s)|\.\s+(?=(?:a|f|army|fleet|build|remove|disband|waive|i['’]ll|i\s+will)\s)/gi;

/**
 * "Army Smyrna stays put", "A Vie stays where it is": the only words set aside say the unit
 * holds. Those parts are as plain as "A Smy H"; any other phrasing (a lead-in, an amendment,
 * an aside) keeps the line whole.
 */
const HOLD_WORDS = /^(?:put|where\s+it\s+is|in\s+place)$/i;
function onlyHoldWords(p: NonNullable<Extract<LineReading, { kind: 'order' }>['phrasing']>): boolean {
  return !p.amendment && !p.insteadOf && !p.changeTo && !p.section && p.setAside.length > 0 && p.setAside.every((w) => HOLD_WORDS.test(w));
}

const LETTER_FIRST = /^\s*\(?[a-h]\)\s+(?=(?:a|f|army|fleet)\s)/i;

/** A hold said of several units at once, at the end of the last one ("… and Munich hold", "… both stay put"). */
const PLURAL_HOLD = /\s(?:both\s+|all\s+)?(?:hold|stand|stay(?:\s+put)?|remain)\s*[.!]*$/i;

/** "Kiel sails to Denmark": read from the player's words (proseOrders.ts) and nothing more. */
function onlyProse(p: NonNullable<Extract<LineReading, { kind: 'order' }>['phrasing']>): boolean {
  return p.prose !== undefined && !p.amendment && !p.insteadOf && !p.changeTo && !p.section && p.setAside.length === 0;
}

/** The line as a list of separate unit orders, or undefined when it is not one beyond doubt. */
export function orderList(text: string, names: NameIndex, read: (text: string) => LineReading = (t) => readLine(t, names)): CountLine | undefined {
  const cuts: [number, number][] = [];
  SEPARATOR.lastIndex = 0;
  for (let m = SEPARATOR.exec(text); m; m = SEPARATOR.exec(text)) cuts.push([m.index, m.index + m[0].length]);
  if (!cuts.length) return undefined;
  cuts.push([text.length, text.length]);
  // Every item is cut out before any is read: an empty one ("Hello GM," ends in one) means no
  // list, and it costs nothing to find, while reading the words before it is a grammar pass.
  const items: string[] = [];
  const first = LETTER_FIRST.exec(text);
  let at = first ? first[0].length : 0;
  for (const [a, b] of cuts) {
    const item = text.slice(at, a).trim().replace(/[.!]+$/, '');
    if (!item) return undefined;
    items.push(item);
    at = b;
  }
  const parts: CountLine['parts'] = [];
  const units = new Set<string>();
  // "Berlin and Munich hold", "Vienna, Budapest and Trieste all stay put": the hold word after
  // the last unit is said of every unit before it (the unseen-mail trial, corpus 1273: "not a
  // complete order", and both armies held only because unordered units hold).
  const allHold = PLURAL_HOLD.test(items[items.length - 1]!);
  at = first ? first[0].length : 0;
  for (let k = 0; k < cuts.length; k++) {
    const [a, b] = cuts[k]!;
    const item = items[k]!;
    let said = item;
    let r = read(item);
    if (allHold && k < cuts.length - 1 && r.kind !== 'order') { said = `${item} hold`; r = read(said); }
    if (r.kind !== 'order' || r.conditional || r.options.length !== 1 || (r.phrasing && !onlyHoldWords(r.phrasing) && !r.phrasing.waive && !onlyProse(r.phrasing))) return undefined;
    const o = r.options[0]!;
    // "Build A Smy, waive the other": each build for its own centre, and a waive (no unit) with
    // them. A list under one build word ("Build army Paris, fleet Brest") is buildList.ts's.
    const unit = o.kind === 'waive' ? `waive ${parts.length}` : o.kind === 'build' ? `build ${o.location.province}` : o.unit.location.province;
    if (units.has(unit)) return undefined;
    units.add(unit);
    parts.push({ start: at, end: a, order: said });
    at = b;
  }
  return parts.length >= 2 ? { parts } : undefined;
}
