// "FALL: F Den - Swe, A Ruh - Bel, A Kie - Hol", "Autumn 1901: F Ion - Tun, …", "Fall orders: …",
// "Automne 1901 : …": the player writes this turn's name, a colon, and the orders on one line. A
// careful GM reads them: the words before the colon say only which turn the orders are for, and
// it is the board's. The reader read such a line only when a mail client had wrapped it
// (leadIn.ts), and flagged it whole as several orders on one line, so the power needed a look
// (corpus 1155, in a results post sent back; 1355-1357; issue 13).
//
// Only the turn's name: a season word (in the five languages players write), a year, and words
// such as "orders", "for", "my"; nothing else. A lead-in naming another turn ("Spring 1902:")
// is not read, and the mail warns of another turn (otherPhase.ts; corpus 1358).
import type { Phase } from '../types';
import { SEASON, sameTurn } from './otherPhase';

/** Words a turn's name may carry around the season and year, in English, French, German, Spanish and Italian. */
const FILLER = /^(?:orders?|moves?|movements?|ordres?|mouvements?|befehle|züge|zuege|órdenes|ordenes|movimientos|ordini|mosse|for|pour|für|fuer|para|per|the|my|mes|meine|mis|miei|i|le|la|les|il|el|de|del|du|des|di|im|in|au|en)$/iu;
/** German writes the season and "orders" as one word: "Herbstbefehle", "Frühjahrszüge". */
const GERMAN_COMPOUND = /^(herbst|frühjahrs?|frühlings?|fruehjahrs?)(befehle|züge|zuege)$/iu;

/** True when `leadIn` (the words before the colon) names the board's turn and nothing else. */
export function namesBoardTurn(leadIn: string, board: Phase): boolean {
  let season: string | undefined;
  let year: number | undefined;
  for (const word of leadIn.toLowerCase().split(/[\s,.]+/u)) {
    if (word === '') continue;
    const compound = GERMAN_COMPOUND.exec(word);
    const s = SEASON[word] ?? (compound ? SEASON[compound[1]!.replace(/s$/, '')] : undefined);
    if (s) { if (season) return false; season = s; continue; }
    if (/^\d{4}$/.test(word)) { if (year !== undefined) return false; year = Number(word); continue; }
    if (FILLER.test(word)) continue;
    return false;
  }
  if (!season) return false;
  return sameTurn({ written: leadIn, season: season as Phase['season'], year: year ?? board.year }, board);
}
