// "Orders (Italy, Spring 1901): F Nap - Ion, A Rom - Apu, A Ven S A Rom - Apu", "Italia, primavera
// 1901: …", "France — printemps 1901 : …": the player names their own power (and the turn) before
// the colon, then the orders on one line. A careful GM reads them; the reader read such a line
// only when the words were this turn's name alone (turnLeadIn.ts) or "my orders" words
// (ordersLeadIn.ts), and flagged it whole, so the power needed a look (corpus 1738). The sender's
// own power is no doubt about whose orders these are; any other power named is (leadIn.ts keeps
// that line for the GM, 000 D.II(3)), and so is another turn (otherPhase.ts).
import type { Phase } from '../types';
import { namesBoardTurn } from './turnLeadIn';
import { onlyOrdersWords } from './ordersLeadIn';

/** Brackets, commas, dashes and slashes between the words of such a heading. */
const SEPARATORS = /[\s,.;()[\]{}–—/-]+/u;

/**
 * True when the words before a colon are the sender's own power, with at most this turn's name
 * or words that say the orders follow. `isOwnPower` says whether a word names the sender's power.
 */
export function namesOwnPowerAndTurn(leadIn: string, board: Phase, isOwnPower: (word: string) => boolean): boolean {
  if (leadIn.length > 60) return false;
  let own = false;
  const rest: string[] = [];
  for (const word of leadIn.split(SEPARATORS)) {
    if (!word) continue;
    if (isOwnPower(word.replace(/['’]s$/i, ''))) { own = true; continue; }
    rest.push(word);
  }
  if (!own) return false;
  if (!rest.length) return true;
  const words = rest.join(' ');
  return namesBoardTurn(words, board) || onlyOrdersWords(words);
}
