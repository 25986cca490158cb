// Lines about the whole order set rather than one unit: "Hold everything", "All units hold",
// and "Same orders as last turn". A careful GM reads the first as a hold for every unit of the
// power (an explicit order, so the power is not NMR), and never repeats last turn's orders for
// the second: an order set is for one turn only (000 D.II(4), 001 B.III(4)), so the mail says
// so loudly and the power, with no orders, needs a look.
import type { Position, PowerName, Unit } from '../types';
import { mayHold, triggerOf, type WordTrigger } from './triggerWords';

/** "Hold everything", "All units hold", "Everything holds this turn, thanks." */
const HOLD_ALL = /^\s*(?:(?:please|pls|ok|okay|so)[,\s]+)?(?:hold\s+(?:everything|all(?:\s+(?:my\s+)?units)?)|all\s+(?:my\s+)?units\s+(?:hold|stand)|(?:everything|every\s+unit|all)\s+(?:holds?|stands?))(?:\s+(?:this|for\s+this)\s+(?:turn|phase|season|time))?\s*(?:[,.]?\s*(?:please|pls|thanks|thank\s+you|cheers))?\s*[.!]*\s*$/i;

/** "Same orders as last turn", "same as last time", "my orders are the same as I sent yesterday", "repeat my last orders". */
export const SAME_AS_LAST = /\b(?:same\s+(?:orders?|moves?)(?:\s+as)?\s+(?:(?:the\s+)?last|previous|before)(?:\s+(?:turn|time|season|phase|year))?|same\s+as\s+last\s+(?:turn|time|season|phase)|(?:orders?|moves?)\s+(?:are|is|stay|remain)\s+(?:the\s+)?same\s+as\s+(?:before|last|yesterday|i\s+sent|in\s+my|my)|repeat\s+(?:my\s+|the\s+)?(?:last|previous)\s+(?:turn['’]?s?\s+)?(?:orders?|moves?))\b/i;

/**
 * "All units hold except A Mun - Ruh", "Hold everything but F Kie - Den": the words after
 * "except" (the orders the player does give), or undefined when the line is not one.
 */
// ("I'll hold everything except …", "Everyone holds, except …": the unseen-mail trial, corpus
// 1252 and 1295, read as no order at all or as one sentence for the GM.)
const HOLD_ALL_EXCEPT = /^\s*(?:(?:please|pls|ok|okay|so)[,\s]+)?(?:(?:i|we)(?:['’]ll|\s+will|\s+shall)\s+)?(?:hold\s+(?:everything|all(?:\s+(?:my\s+)?units)?)|all\s+(?:my\s+)?(?:other\s+)?units\s+(?:hold|stand)|(?:everything|everyone|everybody|every\s+unit|all)\s+(?:else\s+)?(?:holds?|stands?))\s*,?\s+(?:except|but|apart\s+from|other\s+than|save)\s+(?:for\s+)?(.+?)\s*[.!]*\s*$/i;

/** "Same as last turn, except A Kie - Hol": the words after "except" (the order the player gives). */
export function exceptAfterSameAsLast(text: string): string | undefined {
  if (text.length > 160) return undefined;
  const m = SAME_AS_LAST.exec(text);
  if (!m) return undefined;
  return /^[\s,;:.-]*(?:but|except(?:\s+for)?|apart\s+from|other\s+than|save\s+for)\s+(?:that\s+|for\s+)?(.+?)\s*[.!]*\s*$/i.exec(text.slice(m.index + m[0].length))?.[1];
}

/** HOLD_ALL and HOLD_ALL_EXCEPT: every phrase of theirs has "hold", "all" or "every" ("everything", "everyone") at a word's start (triggerWords.ts). */
const HOLD_ALL_WORDS = triggerOf(['hold', 'all', 'every']);
/** For the test that holds the words to the patterns. */
export const HOLD_ALL_TRIGGER: WordTrigger = { words: HOLD_ALL_WORDS, patterns: [HOLD_ALL, HOLD_ALL_EXCEPT] };

export function holdAllExcept(text: string): string | undefined {
  if (text.length > 120 || !mayHold(HOLD_ALL_WORDS, text)) return undefined;
  // "except Trieste, which attacks Venice": the relative clause is the exception's own order.
  return HOLD_ALL_EXCEPT.exec(text)?.[1]?.replace(/\s*,?\s+(?:which|that|who)\s+/gi, ' ');
}

export function isHoldAll(text: string): boolean {
  return text.length <= 80 && mayHold(HOLD_ALL_WORDS, text) && HOLD_ALL.test(text);
}

/** The units a "hold everything" line holds: the power's units on the board, in board order. */
export function unitsToHold(position: Position, power: PowerName): Unit[] {
  return position.units.filter((u) => u.power === power);
}
