// Orders as players write them in sentences, and as other judges' web pages word them: "The army
// in Marseilles heads for Spain", "Kiel falls back to Holland", "Ankara's fleet attacks the Black
// Sea", "The Norwegian Sea fleet supports Yorkshire into Norway", "The fleet at North Sea convoy
// to Norway from Yorkshire" (webDiplomacy), "Smyrna stays home". A careful GM reads each of these
// at sight (the unseen-mail trial, corpus 1250-1299: each was "not a complete order", "cannot
// read 'falls back'" or, for a correction in words, "not an order").
//
// This file only rewrites the words into the order's own notation ("A Marseilles - Spain");
// grammar.ts reads the result exactly as it reads any order line, and only when the line did not
// read as it stands, so no line that read before reads differently. The verdict says the order was
// read from the player's words (amendments.ts), so the GM sees what was made of the sentence.

import { mayHold, triggerOf, type WordTrigger } from './triggerWords';

/** "Ankara's fleet", "Trieste's army": the possessive names the unit's province. */
const POSSESSIVE_UNIT = /(\p{L}[\p{L}.]*(?:\s+\p{L}[\p{L}.]*){0,2})['’]s\s+(army|fleet)\b/giu;
/** "Italy's fleet in", "Turkey's army at": a possessive before a unit that is placed after it. */
const OWNER_THEN_PLACE = /(?<![\p{L}])\p{L}[\p{L}.-]*['’]s\s+(army|fleet)\s+(?=(?:in|at|on)\s)/giu;
/** "The Norwegian Sea fleet", "the Venice army": a province name in front of the unit word. */
const NAME_BEFORE_UNIT = /\b(?:the|my|our)\s+((?:(?!(?:the|my|our|army|fleet)\b)\p{L}[\p{L}.]*\s+){0,2}(?!(?:the|my|our|army|fleet|one|other|last|first|second|new|old|english|french|german|italian|austrian|russian|turkish)\b)\p{L}[\p{L}.]*)\s+(army|fleet)\b/giu;
/** "the fleet that got kicked out of Sevastopol", "the army which was driven from Kiel". */
const DISLODGED_FROM = /\b(army|fleet|unit|one)\s+(?:that|which)\s+(?:just\s+)?(?:got|was|has\s+been|had\s+been|were)\s+(?:kicked|driven|pushed|forced|knocked|thrown|bumped|dislodged|bounced)\s+(?:out\s+)?(?:of|from)\s+/giu;
/**
 * A verb of motion and its preposition, said of the unit before it: "heads for", "sails out to",
 * "marches into", "falls back to", "pulls back to", "advances on". (In a retreat phase a move is a
 * retreat: index.ts reads it so, as it reads "F Sev - Rum" there.)
 */
const MOTION = /\s+(?:heads?|headed|heading|sails?|sailing|march(?:es)?|marching|advances?|advancing|proceeds?|push(?:es)?|rolls?|steps?|walks?|drives?|goes|go|going|moves?|moving|runs?|flees?|slips?|swims?|cross(?:es)?|(?:falls?|pulls?|drops?)\s+back|withdraws?|retreats?)\s+(?:out\s+|on\s+|over\s+|up\s+|down\s+|back\s+|forward\s+|straight\s+|across\s+)?(?:to|into|in\s+to|towards?|for|onto|on\s+to|on|in)\s+(?:the\s+)?/giu;
/** "attacks the Black Sea", "invades Belgium", "enters Burgundy": the verb alone is the move. */
const ATTACK = /\s+(?:attacks?|attacking|invades?|invading|enters?|entering|storms?|hits?)\s+(?:the\s+)?/giu;
/** "Smyrna stays home", "Venice sits tight", "Berlin waits where it is": a hold. */
const STAYS = /\s+(?:stays?|remains?|sits?|waits?)\s+(?:at\s+)?(?:home|put|still|tight|there|where\s+it\s+is|in\s+place)\s*[.!]*\s*$/iu;
// webDiplomacy's order wording: "The army at Marseilles support move to Burgundy from Paris",
// "… support hold to Venice", "The fleet at North Sea convoy to Norway from Yorkshire".
const WEBDIP_SUPPORT_MOVE = /\s+support\s+move\s+to\s+(.+?)\s+from\s+(.+?)\s*[.!]*\s*$/iu;
const WEBDIP_SUPPORT_HOLD = /\s+support\s+hold\s+(?:to|of)\s+(.+?)\s*[.!]*\s*$/iu;
const WEBDIP_CONVOY = /\s+convoy\s+to\s+(.+?)\s+from\s+(.+?)\s*[.!]*\s*$/iu;
/** "The fleet in the North Sea carries the army from Yorkshire to Norway": a convoy. */
const CARRIES = /\s+(?:carries|ferries|transports|ships|takes)\s+(?:the\s+)?(?:army|unit|troops)?\s*(?:from|in|at)\s+(.+?)\s+(?:to|into|over\s+to|across\s+to)\s+(.+?)\s*[.!]*\s*$/iu;
/** "supports Yorkshire into Norway", "supports Berlin in to Silesia": the supported move. */
const SUPPORT_INTO = /\b(supports?)\s+(.+?)\s+(?:in\s+to|into|onto|on\s+to)\s+/giu;

const LEADING_JOIN = /^\s*(?:(?:and|also|then|so|finally|lastly|plus|next|meanwhile)[,\s]+|(?:this|next)\s+(?:turn|time|season|round|spring|fall|autumn)[,\s]+)+/iu;

/** "Vienna army: Galicia", "Trieste fleet: hold": the place, the unit word, a colon, the order. */
const PLACE_UNIT_COLON = /^\s*(\p{L}[\p{L}.]*(?:\s+\p{L}[\p{L}.]*){0,2})\s+(army|fleet)\s*:\s*(.+?)\s*$/iu;
const HOLD_WORD = /^(?:hold|holds|stay|stays|stand|stands|stay\s+put)$/i;
/**
 * "Paris: army", "Kiel: fleet": the place, a colon, the unit word and nothing more. In a winter
 * with builds due a unit written on an empty home centre is a build (interpret.ts); in a
 * movement phase it names the unit and gives no move. Read apart, each line was "not a complete
 * order", and two of them were joined as one wrapped line (corpus 1285, 1557-1559).
 */
const PLACE_COLON_UNIT = /^\s*(\p{L}[\p{L}.]*(?:\s+\p{L}[\p{L}.]*){0,2})\s*:\s*(army|fleet)\s*$/iu;

/** Words that may open a prose order; a line without one is not rewritten (most chat lines). */
const PROSE_HINT = /['’]s\s+(?:army|fleet)|\b(?:the|my|our)\s+\S+(?:\s+\S+){0,2}\s+(?:army|fleet)\b|\b(?:kicked|driven|pushed|forced|knocked|thrown|bumped|dislodged|bounced)\b|\b(?:heads?|headed|heading|sails?|sailing|march(?:es)?|marching|advances?|advancing|proceeds?|push(?:es)?|rolls?|steps?|walks?|drives?|goes|go|going|moves?|moving|runs?|flees?|slips?|swims?|cross(?:es)?|falls?|pulls?|drops?|withdraws?|retreats?|attacks?|attacking|invades?|invading|enters?|entering|storms?|hits?|stays?|remains?|sits?|waits?|carries|ferries|transports|ships|takes|into|support\s+move|support\s+hold|convoy\s+to)\b|\b(?:army|fleet)\s*:|:\s*(?:army|fleet)[.!\s]*$/iu;

/**
 * PROSE_HINT's words: each of its phrases needs one at a word's start ("army" or "fleet" for the
 * possessive and "the Venice army", the verbs by their stems). Asked first (triggerWords.ts): the
 * pattern, tried from every position of a chat line, was the dearest of the reader.
 */
const PROSE_WORDS = triggerOf(['army', 'fleet', 'kicked', 'driven', 'pushed', 'forced', 'knocked', 'thrown', 'bumped', 'dislodged', 'bounced',
  'head', 'sail', 'march', 'advanc', 'proceed', 'push', 'roll', 'step', 'walk', 'drive', 'go', 'mov', 'run', 'flee', 'slip', 'swim', 'cross',
  'fall', 'pull', 'drop', 'withdraw', 'retreat', 'attack', 'invad', 'enter', 'storm', 'hit', 'stay', 'remain', 'sit', 'wait',
  'carries', 'ferries', 'transports', 'ships', 'takes', 'into', 'support', 'convoy']);
/** For the test that holds the words to PROSE_HINT. */
export const PROSE_TRIGGER: WordTrigger = { words: PROSE_WORDS, patterns: [PROSE_HINT] };

/**
 * The line rewritten in order notation, or undefined when it has no prose this file knows (then
 * the line stays as the grammar read it).
 */
export function proseAsOrder(line: string): string | undefined {
  if (line.length > 200 || !mayHold(PROSE_WORDS, line) || !PROSE_HINT.test(line)) return undefined;
  // "And the fleet in Brest …", "This turn Berlin goes to Silesia": words that only join the
  // sentence to the one before it or say when.
  let text = line.replace(/[.!]+\s*$/, '').replace(LEADING_JOIN, '');
  const colon = PLACE_UNIT_COLON.exec(text);
  if (colon) text = HOLD_WORD.test(colon[3]!) ? `${colon[2]!} ${colon[1]!} hold` : `${colon[2]!} ${colon[1]!} - ${colon[3]!}`;
  const named = PLACE_COLON_UNIT.exec(text);
  if (named) text = `${named[2]!} ${named[1]!}`;
  // "Italy's fleet in the Tyrrhenian": with its place after it, the possessive names the unit's
  // owner, not its province, and only the place is kept (the unseen-mail trial of corpus
  // 1761-1810, 1795: read "fleet Italy in the Tyrrhenian", not a complete order).
  text = text.replace(OWNER_THEN_PLACE, '$1 ');
  text = text.replace(POSSESSIVE_UNIT, (_, place: string, unit: string) => `${unit} ${place}`);
  text = text.replace(NAME_BEFORE_UNIT, (_, place: string, unit: string) => `${unit} ${place}`);
  text = text.replace(DISLODGED_FROM, (_, unit: string) => `${/^(?:army|fleet)$/i.test(unit) ? unit : ''} `);
  let m = WEBDIP_SUPPORT_MOVE.exec(text);
  if (m) text = `${text.slice(0, m.index)} S ${m[2]!} - ${m[1]!}`;
  else if ((m = WEBDIP_CONVOY.exec(text))) text = `${text.slice(0, m.index)} C ${m[2]!} - ${m[1]!}`;
  else if ((m = WEBDIP_SUPPORT_HOLD.exec(text))) text = `${text.slice(0, m.index)} S ${m[1]!}`;
  else if ((m = CARRIES.exec(text))) text = `${text.slice(0, m.index)} C A ${m[1]!} - ${m[2]!}`;
  text = text.replace(SUPPORT_INTO, (_, s: string, who: string) => `${s} ${who} - `);
  text = text.replace(MOTION, ' - ').replace(ATTACK, ' - ').replace(STAYS, ' H');
  text = text.replace(/\s+/g, ' ').trim();
  return text && text !== line.replace(/[.!]+\s*$/, '').replace(/\s+/g, ' ').trim() ? text : undefined;
}
