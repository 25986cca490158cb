// The player's orders written under the GM's own mail, which their client quoted without '>':
// Zimbra's "----- Mail original -----", Outlook's "-----Original Message-----", a Gmail or
// Thunderbird forward of the GM's results, and under its last line "Voici les miens :", "My fall
// orders:", "Meine Herbstbefehle:" and the orders. A careful GM reads those orders: the GM wrote
// the quoted mail and knows it holds no order set of the player's, and the words before the
// orders say whose they are. The reader took every line under the marker for quoted history, and
// the power needed a look (corpus 1149, 1208, 1360-1363; issue 13).
//
// Read only when all of this holds: the quoted mail is from the game's GM address (another
// player's mail under "My orders:" holds that player's orders, 000 D.II(3); corpus 1364), it is
// quoted without '>' (a '>'-quoted mail ends where the player's own unquoted text begins), the
// player wrote no orders above it, and a line of its own says the lines after it are the
// player's: short, ending in a colon, with a first-person possessive ("my", "mine", "mes",
// "miens", "meine", "mis", "miei" …) and no word that may change what follows (leadIn.ts). The
// mail says where the orders were read, so the GM can look.
import { unsureLeadIn } from './leadIn';
import type { BodyLine } from './mime';

/** "my", "mine" and their French, German, Spanish and Italian kin, as whole words. */
const MINE = /(?<![\p{L}])(?:my|mine|mes|mon|miens|miennes|meine|meinen|mein|mis|m[íi]as|m[íi]os|miei|mie|mio|mia)(?![\p{L}])/iu;
/** A lead-in is a few words: a sentence longer than this is chat, not a heading for a list. */
const MAX_WORDS = 8;

/** True when the line says the lines under it are the writer's own ("Voici les miens :", "My fall orders:"). */
export function ownListLeadIn(line: string): boolean {
  const t = line.trim();
  if (!/\s?:$/.test(t)) return false;
  const words = t.slice(0, -1).trim();
  if (words === '' || words.split(/\s+/).length > MAX_WORDS) return false;
  return MINE.test(words) && !unsureLeadIn(words);
}

/** True when `from` (a quoted mail's From: as written) is the game's GM address. */
export function fromGm(from: string | undefined, gmAddress: string | undefined): boolean {
  if (!from || !gmAddress) return false;
  return from.toLowerCase().includes(gmAddress.trim().toLowerCase());
}

/**
 * The index of the line in `lines` from `from` on that opens the player's own list: a lead-in as
 * above whose next line with text reads as an order. -1 when there is none.
 */
export function ownListAt(lines: readonly BodyLine[], from: number, looksLikeOrder: (text: string) => boolean): number {
  for (let j = from; j < lines.length; j++) {
    const l = lines[j]!;
    if (l.skip || !ownListLeadIn(l.text)) continue;
    let k = j + 1;
    while (k < lines.length && (lines[k]!.skip || lines[k]!.text.trim() === '')) k++;
    if (k < lines.length && looksLikeOrder(lines[k]!.text)) return j;
  }
  return -1;
}
