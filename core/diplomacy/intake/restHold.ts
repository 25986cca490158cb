// Lines that hold every unit the set does not otherwise order: "rest hold", "All others hold.",
// "everything else stays", "remaining units hold". A careful GM gives each of the power's other
// units a hold (an explicit order, so the power is not NMR, and no unit ordered elsewhere in the
// set is given a second order, which 001 B.IV(6)a would make ambiguous). Also "Everything stays
// put this turn." (every unit holds) and a standing instruction whose words are a hold for every
// unit ("Standing orders: hold everything until I say otherwise."): this turn's hold is read, the
// standing part is not (000 D.II(4), 001 B.III(4)). Before this file the unseen-mail trial found
// "rest hold" read as an order for France's fleet in Brest ("rest" as BRE), "All others hold."
// "cannot read 'others'", and in a Maharajah mail "rest hold" dropped as "not an order"
// (corpus 1471-1474, 1493; evenings 27 and 28).
import { isHoldAll } from './wholeSet';

/** Cheap first test: every shape below has one of these words, and is short. */
const ANY_HOLD_WORD = /hold|stand|stay|remain|put|\bh\b/i;

const POLITE = String.raw`(?:\s+(?:this|for\s+this)\s+(?:turn|phase|season|time|round))?\s*(?:[,.]?\s*(?:please|pls|thanks|thank\s+you|cheers))?\s*[.!]*\s*$`;
const HOLD = String.raw`(?:holds?|h|stands?|stays?(?:\s+(?:put|still|where\s+(?:it\s+is|they\s+are)))?|remains?(?:\s+in\s+place)?|sits?\s+tight)`;

/** "rest hold", "the rest: H", "all others hold", "all other units hold", "everything else stays put". */
const REST = new RegExp(String.raw`^\s*(?:(?:and|&|\+|please|pls|ok|okay|so)[,\s]+)?(?:(?:all|the)\s+)?(?:rest(?:\s+of\s+(?:my\s+|the\s+)?(?:units|armies|fleets|forces|them))?|others?|other\s+units|remaining(?:\s+units)?|(?:every(?:thing|one|body)|all|every\s+other\s+unit)\s+else|every\s+other\s+unit)\s*[:\-–—]?\s*(?:will\s+|should\s+|to\s+|can\s+)?${HOLD}${POLITE}`, 'i');

/** "Everything stays put this turn.", "all my units stay where they are". */
const ALL_STAY = new RegExp(String.raw`^\s*(?:(?:please|pls|ok|okay|so)[,\s]+)?(?:every(?:thing|one|body)|all(?:\s+(?:my\s+)?units)?|every\s+unit)\s+(?:stays?|sits?|remains?)\s+(?:put|tight|still|in\s+place|where\s+(?:it\s+is|they\s+are))${POLITE}`, 'i');

/** A standing instruction's own words around a hold: "Standing orders:", "until further notice". */
const STANDING = /^\s*(?:standing\s+orders?|perpetual(?:\s+orders?)?)\s*[:\-–—]?\s*|\s*[,(]?\s*(?:until\s+(?:further\s+notice|i\s+say\s+otherwise|i\s+(?:tell|write\s+to)\s+you\s+otherwise|further\s+orders)|every\s+turn\s+from\s+now(?:\s+on)?|from\s+now\s+on|for\s+all\s+future\s+turns|for\s+the\s+rest\s+of\s+the\s+game)\s*[).]*\s*$/gi;

/** "rest hold" and its kin: every unit the set does not order holds. */
export function holdsTheRest(text: string): boolean {
  return text.length <= 80 && ANY_HOLD_WORD.test(text) && REST.test(text);
}

/** "Everything stays put this turn.": every unit holds (isHoldAll's words are wholeSet.ts's). */
export function staysPut(text: string): boolean {
  return text.length <= 80 && ANY_HOLD_WORD.test(text) && ALL_STAY.test(text);
}

/** A standing instruction that, for this turn, holds every unit. */
export function standingHoldAll(text: string): boolean {
  if (text.length > 120 || !ANY_HOLD_WORD.test(text)) return false;
  const bare = text.replace(STANDING, ' ').trim();
  return bare !== text.trim() && (isHoldAll(bare) || staysPut(bare));
}

/** Where a line's orders may end before a "rest hold" tail: a comma, semicolon, full stop, "and", "&", "+". */
const TAIL_SEPARATOR = /\s*[,;]\s*|\.\s+|\s+(?:and|&|\+)\s+/g;

/**
 * "A Mun - Bur, rest hold", "F Nap - Ion. All others hold.": the orders before a tail that holds
 * the rest, or undefined. (The unseen-mail trial found the tail read as an order for France's
 * fleet in Brest, "rest" as BRE, on a German line.)
 */
export function ordersThenRest(text: string): string | undefined {
  if (text.length > 160 || !ANY_HOLD_WORD.test(text) || !/rest|other|remain|else/i.test(text)) return undefined;
  let cut = -1, end = -1;
  for (const m of text.matchAll(TAIL_SEPARATOR)) { cut = m.index; end = m.index + m[0].length; }
  if (cut <= 0 || !holdsTheRest(text.slice(end))) return undefined;
  const head = text.slice(0, cut).replace(/[\s.]+$/, '');
  return head || undefined;
}
