// "Orders for Fall 1901, same as discussed: F Den - Swe, A Kie - Hol, A Ruh S A Kie -" / "Hol":
// a player writes the orders on one line after a sentence of their own, and the mail client
// hard-wraps it (or soft-breaks it, format=flowed). Once the line is joined back (wrapped.ts,
// flowed.ts) a careful GM reads it as the player wrote it: a lead-in ending in a colon, then the
// orders. They are read when the join gives exactly that shape and nothing in the lead-in can
// change what the orders mean: no order of its own, no condition or negation ("if Russia moves:",
// "not these:"), no other turn or earlier set ("last turn's:", "instead of"), no words to or about
// another power ("Italy's orders:", "you should:"), and after the colon a plain list (orderList.ts:
// every part one plain order, each for another unit) or one plain order. Anything else keeps the
// line flagged whole with what its parts read as (index.ts), never guessed.
import type { CountLine } from './countConditions';
import type { LineReading } from './grammar';
import type { NameIndex } from './names';
import { orderList } from './orderList';

/** A lead-in is one sentence of chat, not a paragraph. */
const MAX_LEAD_IN = 120;
/**
 * Words that may change what the orders after the colon mean, in the five languages players
 * write in: a condition, a negation, another turn or set, an alternative, a proposal to another
 * player. One of them and the line stays with the GM.
 */
const UNSURE = /(?:^|[^\p{L}])(?:if|unless|when|whether|in\s+case|should|would|could|might|maybe|perhaps|otherwise|or|instead|alternatively|not|no|never|don['’]?t|didn['’]?t|won['’]?t|can['’]?t|cancel|ignore|scratch|disregard|last|previous|earlier|old|next|before|after|propose[sd]?|proposal|suggest(?:ed|ion)?|you|your|yours|si|sinon|ou|pas|ne|plut[ôo]t|wenn|falls|sonst|oder|nicht|kein|keine|statt|o|sino|no|en\s+vez|se|altrimenti|non|invece|anzich[ée])(?![\p{L}])/iu;

/** True when the words before a colon hold one of the UNSURE words: what follows may not be a plain set. */
export function unsureLeadIn(words: string): boolean {
  return UNSURE.test(words);
}

export interface LeadInList {
  /** The words before the colon, as written. */
  leadIn: string;
  /** The orders after it; the first part starts at the line's start, so the parts cover the whole line. */
  list: CountLine;
}

/**
 * The orders of a joined line "<a sentence of chat>: <orders>", or undefined when the line is not
 * that beyond doubt. `power` is the sender's power: a lead-in that names another is unsure.
 */
export function ordersAfterLeadIn(text: string, names: NameIndex, power: string | undefined, read: (text: string) => LineReading, knownWords = false): LeadInList | undefined {
  const colon = text.indexOf(':');
  if (colon <= 0 || colon > MAX_LEAD_IN) return undefined;
  const leadIn = text.slice(0, colon);
  if (!/\p{L}/u.test(leadIn) || UNSURE.test(leadIn)) return undefined;
  // No part of the lead-in reads as an order, or as one the reader could not make out (words
  // known to say only that the orders follow, ordersLeadIn.ts, need no reading: "my builds are").
  if (!knownWords) for (const part of leadIn.split(/[,;]/)) if (part.trim() && read(part.trim()).kind !== 'text') return undefined;
  // Words to or about another power: whose orders these are is not the reader's to guess.
  for (const word of leadIn.split(/[^\p{L}'’]+/u)) {
    const named = word ? names.power(word.replace(/['’]s$/i, '')) : undefined;
    if (named && named !== power) return undefined;
  }
  const at = colon + 1 + (text.slice(colon + 1).length - text.slice(colon + 1).trimStart().length);
  const rest = text.slice(at);
  const list = orderList(rest, names, read) ?? oneOrder(rest, read);
  if (!list) return undefined;
  const parts = list.parts.map((p, k) => ({ ...p, start: k === 0 ? 0 : p.start + at, end: p.end + at }));
  return { leadIn: leadIn.trim(), list: { parts } };
}

/** One plain order: no condition, no amendment, one option, no words set aside. */
export function oneOrder(text: string, read: (text: string) => LineReading): CountLine | undefined {
  const order = text.trim().replace(/[.!]+$/, '');
  const r = read(order);
  if (r.kind !== 'order' || r.conditional || r.options.length !== 1 || r.phrasing) return undefined;
  return { parts: [{ start: 0, end: text.length, order }] };
}
