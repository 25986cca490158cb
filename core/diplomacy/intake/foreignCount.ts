// Builds and removals by their number, written in French, German, Spanish or Italian: "Falls ich
// eine Einheit abgeben muss: F Alb. Falls zwei: F Alb und A Gal.", "Si tengo que quitar una:
// F Alb. Si son dos: F Alb y A Ser.", "Si je dois en retirer une : F Alb", "Se devo toglierne
// due: F Alb e A Ser". The same conditional adjustment orders as countConditions.ts reads in
// English (000 D.II(5)b, 001 B.III(5)b), applied only when the number is the one the power really
// has. Before, each line was "a sentence naming a unit, not read as an order" (the unseen-mail
// trial of corpus 1761-1810, 1790 and 1791): flagged, but a careful GM reads it plainly.
//
// Only a condition word, an optional short subject, a number and a colon, comma or dash after it
// (with at most a unit word and a verb between): "si" and "se" are common words, and a line
// without the number and the mark after it is never read as a condition.
import { mayHold, triggerOf, type WordTrigger } from './triggerWords';

const NUMBER: Record<string, number> = {
  ein: 1, eine: 1, einen: 1, eins: 1, un: 1, une: 1, una: 1, uno: 1,
  zwei: 2, deux: 2, dos: 2, due: 2,
  drei: 3, trois: 3, tres: 3, tre: 3,
  vier: 4, quatre: 4, cuatro: 4, quattro: 4,
};
const REMOVE = /(?:abgeben|entfernen|auflösen|aufloesen|verlieren|quitar|eliminar|disolver|perder|retirer|supprimer|perdre|dissoudre|rimuover|toglier|perder|sciogliere)/i;
const BUILD = /(?:bauen|aufbauen|construir|construire|costruire)/i;

const FOREIGN = new RegExp(
  String.raw`(?<![\p{L}])(?:falls|wenn|si|se|quand|lorsque|cuando|quando)\s+`
  // A short subject and verb before the number: "ich", "tengo que quitar", "je dois en retirer", "son", "devo toglierne".
  + String.raw`((?:[\p{L}']+\s+){0,4}?)`
  + String.raw`(ein|eine|einen|eins|une?|una|uno|zwei|deux|dos|due|drei|trois|tres|tre|vier|quatre|cuatro|quattro|[1-9])`
  // A unit word and a verb after it: "Einheit abgeben muss", "unités", "unidad".
  + String.raw`((?:\s+(?:einheit(?:en)?|aufbau(?:ten)?|bau(?:ten)?|abgaben?|unités?|unites?|constructions?|retraits?|unidad(?:es)?|construcci(?:ón|on|ones)|unità|costruzion[ei]|rimozion[ei]))?(?:\s+(?:abgeben|entfernen|auflösen|aufloesen|verlieren|bauen|aufbauen)(?:\s+(?:muss|müssen|muessen|darf|kann|soll))?)?)`
  + String.raw`\s*([:,\-–—])`,
  'giu');
const FOREIGN_WORDS = triggerOf(['falls', 'wenn', 'si', 'se', 'quand', 'lorsque', 'cuando', 'quando']);
export const FOREIGN_COUNT_TRIGGER: WordTrigger = { words: FOREIGN_WORDS, patterns: [FOREIGN] };

/** "und", "y", "et", "e" between the orders of one option ("F Alb und A Gal"). */
export const FOREIGN_AND = String.raw`\bund\b|\by\b|\bet\b|\be\b`;

export interface ForeignCondition { at: number; end: number; count: number; kind?: 'build' | 'remove'; written: string; colon: boolean }

/** The count conditions of the line in another language, in order; none for most lines (a word first, then the pattern). */
export function foreignConditions(text: string): ForeignCondition[] {
  if (!mayHold(FOREIGN_WORDS, text)) return [];
  const out: ForeignCondition[] = [];
  FOREIGN.lastIndex = 0;
  for (let m = FOREIGN.exec(text); m; m = FOREIGN.exec(text)) {
    const [whole, subject, num, after, sep] = m;
    const count = Number(num) || NUMBER[num!.toLowerCase()];
    // The subject words must not hold an order ("si A Par - Bur, 2: …" is no condition).
    if (!count || /[-–—>]|\b[AF]\s+\p{Lu}/u.test(subject!)) continue;
    const words = `${subject} ${after}`;
    const kind = REMOVE.test(words) ? 'remove' : BUILD.test(words) ? 'build' : undefined;
    out.push({ at: m.index, end: m.index + whole.length, count, ...(kind ? { kind } : {}), written: whole.replace(/[\s:,\-–—]+$/, ''), colon: sep === ':' });
  }
  return out;
}
