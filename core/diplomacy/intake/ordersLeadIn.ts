// "Meine Befehle: F Den - Swe, A Ruh - Bel, A Kie - Hol", "Mes ordres : …", "Mis órdenes: …",
// "I miei ordini: …": the player's own orders on one line after words that only say they are the
// orders. The unseen-mail trial of corpus 1650-1699 found the English "My orders:" read and the
// same line in German flagged whole as several orders on one line (corpus 1678), so Germany
// needed a look. A careful GM reads them alike. Only these words: anything else before the colon
// keeps the older rule (leadIn.ts: a joined line; turnLeadIn.ts: this turn's name).

/** The words of "my orders (are)", "here are my orders", in English, French, German, Spanish and Italian. */
const ORDERS_WORDS = new Set([
  'my', 'orders', 'order', 'moves', 'here', 'are', 'these', 'the',
  'mes', 'ordres', 'voici', 'les', 'sont',
  'meine', 'befehle', 'züge', 'zuege', 'hier', 'sind', 'die',
  'mis', 'órdenes', 'ordenes', 'aquí', 'aqui', 'están', 'estan', 'son', 'las',
  'i', 'miei', 'ordini', 'mie', 'mosse', 'ecco', 'sono', 'gli',
  // "Update — my builds are: A Par, F Mar" (evening 31): a later set's words, and the adjustment phase's.
  'builds', 'removals', 'disbands', 'retreats', 'new', 'revised', 'updated', 'update', 'corrected', 'final',
]);
/** A word that says "orders" (or "final"): without one the words are no lead-in ("Here are my thoughts:"). */
const ORDER_WORD = /^(?:orders?|moves|builds|removals|disbands|retreats|ordres|befehle|z[üu]e?ge|[óo]rdenes|ordini|mosse)$/;

/** True when the words before a colon only say that the orders follow ("Meine Befehle", "Voici mes ordres"). */
export function onlyOrdersWords(leadIn: string): boolean {
  if (leadIn.length > 40) return false;
  const words = leadIn.toLowerCase().split(/[^\p{L}]+/u).filter(Boolean);
  return words.length > 0 && words.every((w) => ORDERS_WORDS.has(w)) && words.some((w) => ORDER_WORD.test(w) || w === 'final');
}

/** "Final: build A Smy and waive the other.": the words before the colon mark the set Final (000 D.II(1), 001 B.III(1)). */
export function leadInSaysFinal(text: string): boolean {
  const colon = text.indexOf(':');
  return colon > 0 && /(?<!\p{L})final(?!\p{L})/iu.test(text.slice(0, colon)) && onlyOrdersWords(text.slice(0, colon));
}
