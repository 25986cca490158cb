// A mail written for another game the player is in, named by its name rather than by a board
// number: "Balkan Wars game - Italy, spring 1901:", "Orders for the Friday game:", "Partie du
// club – Italie :", "Spiel 'Nordsee' – Deutschland". Every line fits this board too, and sent an
// hour after the player's real set it replaced that set in silence (the unseen-mail trial of
// corpus 1811-1850, evening 38; issue 13). A careful GM reads the name against this game's own
// and does not use the orders without deciding (000 D.II(2)a, 001 B.III(2)b: the GM-stated
// requirements of an order mail; the game it is for is the first of them). Boards named by their
// number are otherBoard.ts's.
//
// Only a heading is read for a game's name: the Subject:, or a short line that is no order
// (eight words at most) above the mail's first order; a game named by its number ("game 1") is
// a board (otherBoard.ts), not a name. Chat further down
// ("my other game is going badly") names games in passing. The name is the words beside the word
// for game; words that say nothing of which game ("the", "this", "our", "tournament", a season)
// are dropped, and a name any of whose words is in this game's name is this game.

/** The word for a game in the five languages players write in; a cheap test before the patterns. */
const GAME_WORD = /game|partie|partita|partida|spiel/i;
/** "<name> game", "the <name> game", "<name>-Spiel": the words before the word. */
const NAME_BEFORE = /([\p{L}][\p{L}'’ -]{0,40}?)[\s-]+(?:game|spiel)(?![\p{L}])/iu;
/** "game <name>", "partie <name>", "partita <name>", "partida <name>", "Spiel <name>": the words after it. */
const NAME_AFTER = /(?<![\p{L}])(?:game|partie|partita|partida|spiel)(?![\p{L}])\s*[:«"'“„]?\s*((?:d[eu]s?|del(?:la)?|di|de la)?\s*[\p{L}][\p{L}'’ -]{0,40})/iu;
/** Words that name no game: articles, possessives, "tournament", seasons, the adjectives of chat. */
const NO_NAME = new Set([
  'the', 'this', 'that', 'my', 'our', 'your', 'a', 'an', 'same', 'current', 'present', 'new', 'next', 'last', 'previous', 'for', 'in', 'of', 'to', 'on',
  'tournament', 'diplomacy', 'dip', 'pbem', 'email', 'e', 'mail', 'online', 'real', 'main', 'whole', 'good', 'great', 'nice', 'fun', 'long', 'end', 'first',
  'spring', 'fall', 'autumn', 'winter', 'summer', 'orders', 'order', 'turn', 'phase', 'move', 'moves', 'over', 'is', 'was', 'and',
  'la', 'le', 'les', 'du', 'de', 'des', 'cette', 'notre', 'ma', 'mon', 'ordres', 'das', 'dem', 'den', 'der', 'des', 'dieses', 'unser', 'mein', 'meine',
  'ein', 'eine', 'einen', 'einem', 'un', 'une', 'uno', 'una', 'unos', 'gli',
  'befehle', 'il', 'lo', 'della', 'di', 'del', 'questa', 'nostra', 'mia', 'ordini', 'el', 'esta', 'nuestra', 'mi', 'ordenes', 'órdenes',
]);
/** "game 1", "Spiel #2": a board by its number, otherBoard.ts's. */
const GAME_NUMBER = /(?<![\p{L}])(?:game|partie|partita|partida|spiel)\s*(?:#|no\.?|nr\.?|n°|nº)?\s*\d/iu;
/** Words that say it is this game. */
const THIS = /^(?:our|this|same|here|notre|cette|unser(?:e[mnrs]?)?|dieses?|nostra|questa|nuestra|esta)$/i;
/** Words that say outright it is another game. */
const OTHER = /^(?:other|another|autre|andere[nms]?|anderen|altra|altro|otra|otro)$/i;

/** The words of a game's name, lower-cased letters only ("Balkan Wars" → balkan, wars). */
function nameWords(text: string): string[] {
  return text.toLowerCase().split(/[^\p{L}\d]+/u).filter((w) => w && !NO_NAME.has(w));
}

/**
 * The other game a heading names, as written, or undefined when it names none or names this
 * one. `gameName` is this game's name as the GM entered it.
 */
export function otherGameNamed(text: string, gameName: string | undefined): string | undefined {
  if (!GAME_WORD.test(text) || GAME_NUMBER.test(text)) return undefined;
  const ours = gameName ? nameWords(gameName) : [];
  const oursJoined = ours.join('');
  for (const pattern of [NAME_BEFORE, NAME_AFTER]) {
    const m = pattern.exec(text);
    if (!m) continue;
    // The last few words before the word for game ("Orders for the Balkan Wars" → "Balkan Wars").
    const words = m[1]!.trim().split(/\s+/);
    const near = pattern === NAME_BEFORE ? words.slice(-3) : words.slice(0, 3);
    if (near.some((w) => OTHER.test(w))) return near.join(' ');
    // "our practice game", "this game", "the same game here": the writer means this one.
    if (near.some((w) => THIS.test(w))) continue;
    // A game's name is written as a name: capitalised words ("Balkan Wars", "Friday"); "the
    // game thread", "ein gutes Spiel" name none.
    const named = nameWords(near.filter((w) => /^\p{Lu}/u.test(w)).join(' ')).filter((w) => !/^\d+$/.test(w));
    if (!named.length) continue;
    // "Balkan Wars" is the game "balkanwars" or "Balkan Wars 2026": any shared word is this game.
    if (named.some((w) => ours.includes(w) || oursJoined.includes(w)) || (oursJoined && named.join('').includes(oursJoined))) return undefined;
    return near.join(' ');
  }
  return undefined;
}

/** Is the line short enough to be a heading over the orders? */
function headingLike(text: string): boolean {
  return text.trim().split(/\s+/).length <= 8;
}

/**
 * The other game a mail's orders are headed for: named in the Subject:, or in a heading line
 * (`lines[k]`, undefined for a line that may not be one) above the first order line.
 */
export function otherGameOfMail(subject: string | undefined, lines: readonly (string | undefined)[], firstOrder: number, gameName: string | undefined): string | undefined {
  if (subject) {
    const s = otherGameNamed(subject, gameName);
    if (s) return s;
  }
  for (let k = 0; k < Math.min(firstOrder, lines.length); k++) {
    const t = lines[k];
    if (t === undefined || !headingLike(t)) continue;
    const g = otherGameNamed(t, gameName);
    if (g) return g;
  }
  return undefined;
}
