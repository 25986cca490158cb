// An order a mail client hard-wrapped at 72 or 76 columns, or a phone at 40: the line ends in a
// word an order never ends with ("A Ruh S A Kie -", "2) Army Rome moves to", "... the army in
// Burgundy will") and the rest is on the next line ("Hol", "Apulia", "support the army in
// Gascony ..."). Read apart, the first is an incomplete order and the second a lone name the
// reader took for chat or a signature, and the order was lost. The two are one line again when
// the first ends in such a word, neither reads as an order alone, and the second is no new item
// of a list (a bullet, a number) and no quote. A break can also fall just after the unit ("...,
// F Bre" / "- Mao"): "F Bre" read as a hold and "- Mao" as a signature, silently. So a line that
// opens with what goes on an order (a dash or arrow, "S", "supports", "C", "H", "to") is joined
// to the line above when the last order there and the first words here read as one order. A
// list of orders on one line broken after a comma ("F Sev H, A Mos H," / "A War - Gal") goes on
// on the next line too (a line of one order and a comma reads alone, and is left alone). The
// joined line is then read as any line is: an order when it reads as one, else flagged whole, so
// the GM sees the order as it was written.
import type { BodyLine } from './mime';
import { asks, factsOf, glance, lineFacts, match, type Glance, type LineFacts } from './lineFacts';

/** Words and marks that leave an order unfinished: a move's dash or arrow, "to", a support's "S". */
const UNFINISHED = /(?:^|[\s\p{L}])(?:-|–|—|->|=>|→)\s*$|(?:^|\s)(?:to|into|onto|towards|s|sup|supports?|supporting|c|convoys?|convoying|via|from|will|moves?|moving|where\s+it|a|f|army|fleet)\s*$/iu;
/** What opens the second half of an order broken after its unit: "- Mao", "S A Par - Bur", "to Apulia". */
const GOES_ON = /^\s*(?:->|=>|-|–|—|→|(?:s|supports?|c|convoys?|h|holds?|to|moves?)(?![\p{L}]))/iu;
/** "- A Mar - Spa": a bullet before an order of its own, not the rest of the line above. */
const BULLETED_ORDER = /^\s*(?:->|=>|[-–—→]+)\s*(?:a|f|army|fleet)\s/iu;
/** The last order of a line of several ("A Par - Bur, F Bre" → "F Bre"), the first of the next. */
const lastPart = (t: string) => t.slice(Math.max(t.lastIndexOf(','), t.lastIndexOf(';'), t.lastIndexOf(':')) + 1);
const firstPart = (t: string) => t.split(/[,;]/)[0]!;
const QUOTED = /^\s*>/;
const LIST_GOES_ON = /^(.*[,;].*?)[,;]\s*$/;
const FOR_A_UNIT_LAST = /(?:^|\s)(?:s|sup|supports?|supporting|c|convoys?|convoying)\s*$/i;
const UNIT_LAST = /(?:^|[\s,;:])(?:a|f|army|fleet)\s*$/i;
const UNIT_FIRST = /^\s*(?:a|f|army|fleet)\s/i;
const NEW_ITEM = /^\s*(?:[-–—*•·+▪◦‣►▸➢➤✓✔✅☑☐☒▶●○■□◆◇➡]|\d{1,2}[.)]|(?:ii|iii|iv|vi|vii|viii|ix)[.)]|[a-z][.)]|\[\*\])\s*/;
const LETTER = /\p{L}/u;
/** A press heading's word (pressHeading.ts, foreignPressHeading.ts), asked only of a line ending unfinished. */
const PRESS_WORD = /(?<!\p{L})(?:press|presse|stampa|prensa|broadcast|anonymous|anonyme|anonym|anonim[ao]|anónim[ao])(?!\p{L})/iu;

/**
 * The body with each hard-wrapped order joined back into one line (spanning both raw lines).
 * `facts` are the body's line facts (lineFacts.ts); when nothing is joined the body itself is
 * given back, and its facts still hold.
 */
export function joinWrapped(body: BodyLine[], isOrder: (text: string) => boolean, facts: readonly LineFacts[] = factsOf(body)): BodyLine[] {
  let out: BodyLine[] | undefined;
  let outFacts: LineFacts | undefined; // the facts of out's last line
  for (let k = 0; k < body.length; k++) {
    const a = out ? out[out.length - 1] : undefined;
    const line = body[k]!;
    if (a && wrapsInto(a, line, outFacts!, facts[k]!, isOrder)) {
      const joined: BodyLine = { text: `${a.text.trimEnd()} ${line.text.trim()}`, span: [a.span[0], line.span[1]], decoded: true, joined: true };
      out![out!.length - 1] = joined;
      outFacts = lineFacts(joined.text);
      continue;
    }
    if (!out && k + 1 < body.length && wrapsInto(line, body[k + 1]!, facts[k]!, facts[k + 1]!, isOrder)) out = body.slice(0, k);
    if (out) { out.push(line); outFacts = facts[k]; }
  }
  return out ?? body;
}

// Each pattern with the glance at a line's facts (lineFacts.ts) that comes before it.
const quoted = glance(QUOTED, { opens: '>' });
/** A dash, "=>", an arrow, or s, c, h, t or m ("supports", "to", "moves"). */
const goesOn = glance(GOES_ON, { opens: '-=schtm' });
/** A bullet's mark, as body.ts's bullets begin (mayOpenItem), or "[*]". */
const newItem = glance(NEW_ITEM, { item: true });
/** A list that goes on ends in a comma or semicolon. */
const listGoesOn = glance(LIST_GOES_ON, { ends: ',;' });
/**
 * An unfinished order ends in a dash or an arrow ("-", "->", "=>") or in the last letter of one
 * of its words (to, towards, sup, supporting, convoy, via, from, will, move, where it, a, f, army,
 * fleet …): a line ending in "." or "Bur" is not asked its end-anchored pattern, which V8 tries
 * from every position of the line (it was the dearest pattern of the reading).
 */
const unfinished = glance(UNFINISHED, { ends: '->acefglmopsty' });
/** Every glance of this file, for the test that holds each to its pattern (lineFacts.test.ts). */
export const WRAP_GLANCES: readonly Glance[] = [quoted, goesOn, newItem, listGoesOn, unfinished];

/** Does line `a` (with facts `fa`) go on, hard-wrapped, as line `b` (`fb`)? */
function wrapsInto(a: BodyLine, b: BodyLine, fa: LineFacts, fb: LineFacts, isOrder: (text: string) => boolean): boolean {
  if (a.skip || b.skip || fa.blank || fb.blank || asks(quoted, a.text, fa) || asks(quoted, b.text, fb)) return false;
  // A spreadsheet's row is never hard-wrapped: "Unit<Tab>From<Tab>To" ends in "To", but the row
  // under it is the table's next row, not the rest of a move (the trial of corpus 1761-1810, 1800).
  if (a.text.trim().includes('\t')) return false;
  // Broken after the unit: "F Bre" / "- Mao" (a bullet "-" too, but "Mao" is no order alone).
  if (asks(goesOn, b.text, fb) && !isOrder(b.text) && !BULLETED_ORDER.test(b.text) && LETTER.test(lastPart(a.text)) && isOrder(`${lastPart(a.text).trim()} ${firstPart(b.text).trim()}`)) return true;
  if (asks(newItem, b.text, fb)) return false;
  // "My orders: F Sev H, A Mos H," / "A War S F Sev, …": a list of orders broken after a comma.
  const list = match(listGoesOn, a.text, fa);
  if (list && !isOrder(a.text) && isOrder(lastPart(list[1]!).trim())) return true;
  const m = match(unfinished, a.text, fa);
  if (!m || !LETTER.test(a.text.slice(0, m.index + 1)) || isOrder(a.text)) return false;
  // "Black press —" / "Stampa anonima –": a press heading ended by its dash, the press below it.
  if (PRESS_WORD.test(a.text)) return false;
  // "..., A" / "Mar S F Bre": the unit's letter, then its place (which reads alone, type omitted).
  // Only when the next word is a place: "A" + "Mar" is a unit, French "a" + "écrit" is not.
  if (UNIT_LAST.test(a.text)) return !UNIT_FIRST.test(b.text) && isOrder(`${lastPart(a.text).trim()} ${b.text.trim().split(/[\s,;]+/)[0]!}`);
  // "..., A Mun S" / "F Kie": a support or convoy with the unit it is for on the next line.
  if (FOR_A_UNIT_LAST.test(a.text) && UNIT_FIRST.test(b.text)) return true;
  return !isOrder(b.text);
}
