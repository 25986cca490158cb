// "Build army Paris, fleet Brest", "Remove A Gal and F Alb": one build or removal word over a
// list of units. A careful GM reads each item under the word; each becomes its own order part
// of the line (one verdict per part, as count conditions do), so none is lost and none is
// guessed: every item must read as an order under the word, or the line is left for the GM.
import type { CountLine } from './countConditions';
import { readLine, type LineReading } from './grammar';
import type { NameIndex } from './names';

// The build word in the corpus languages too: "Baue A Berlin und F Kiel", "Costruisco A Roma e
// F Napoli", "Construyo A Madrid y F Sevilla", "Je construis A Paris et F Brest".
// The adjustment phase may be named first: "Winter 1501 builds: F Jsl, A Jod", "Monsoon builds:"
// (001 B.I(5): the Maharajah's adjustment phase is "Monsoon"). "I'll build …", "We will build …",
// "I'd like to build …", "Please build …": the player's words before the build word say nothing more.
const LEAD = /^\s*(?:(?:winter|monsoon|adjustments?|w)\s*(?:'?\d{2}|\d{4})?\s*:?\s+)?(?:(?:(?:i|we)(?:['’]ll|\s+will|\s+shall|['’]d\s+like\s+to|\s+would\s+like\s+to|\s+want\s+to)|please)\s+)?(?:je\s+)?(builds?|removes?|disbands?|baue|baut|construis|construit|construye|construyo|costruisco|costruisci|costruisce)(?![\p{L}\p{N}])\s*:?\s*/iu;
/** Courtesy after the list: "…, thanks.", "… please", "… cheers!". */
const COURTESY = /[\s,;]*\b(?:please|pls|thanks|thank\s+you|thx|cheers)\b[\s.!]*$/i;
// "Builds: F Smyrna + A Constantinople": a plus between the items as well.
const SEPARATOR = /\s*(?:,|;|&|\+|(?<![\p{L}\p{N}])(?:and|und|et|y|e)(?![\p{L}\p{N}]))\s*/giu;

/** The line as a list of builds or removals under one word, or undefined when it is not one. */
export function buildList(text: string, names: NameIndex, read: (text: string) => LineReading = (t) => readLine(t, names)): CountLine | undefined {
  const lead = LEAD.exec(text);
  if (!lead) return undefined;
  const word = lead[1]!.toLowerCase();
  const verb = word.startsWith('remove') ? 'remove' : word.startsWith('disband') ? 'disband' : 'build';
  const parts: CountLine['parts'] = [];
  const courtesy = COURTESY.exec(text);
  if (courtesy) text = text.slice(0, courtesy.index);
  let at = lead[0].length;
  SEPARATOR.lastIndex = at;
  const cuts: [number, number][] = [];
  for (let m = SEPARATOR.exec(text); m; m = SEPARATOR.exec(text)) { cuts.push([m.index, m.index + m[0].length]); if (m[0].length === 0) SEPARATOR.lastIndex++; }
  if (!cuts.length) return undefined;
  for (const [a, b] of [...cuts, [text.length, text.length] as [number, number]]) {
    const item = text.slice(at, a).trim().replace(/[.!]+$/, '');
    if (!item) return undefined;
    const order = `${verb} ${item}`;
    if (read(order).kind !== 'order') return undefined;
    // The first item keeps the word ("Build army Paris"); each later one starts at its own words.
    parts.push({ start: parts.length ? at : 0, end: a, order });
    at = b;
  }
  return parts.length >= 2 ? { parts } : undefined;
}
