// "F Bre now goes to MAO.", "Oh and A Nep now goes to Awadh.", "A Par moves to Pic now",
// "F Bre geht jetzt nach MAO", "A Mar va maintenant en Espagne": a unit named with "now" and
// where it goes. Said under a set that already orders the unit, it is the player's own
// correction of that order: a careful GM reads the new move in its place, an amendment like
// "Correction:" (what it does to an earlier mail's set is the profile's clause, 000 D.III(3) /
// 001 B.IV(4); inside one set the earlier order is superseded under every profile, 000 D.III(5),
// 001 B.IV(6)a). The unseen-mail trial of corpus 1761-1810 (1769, 1803, evening 36): the line
// was "written like an order, but could not be read", and the unit's first order was used.
//
// Only a unit ("F Bre", "army Venice") before "now" is read: "now" is common in chat ("Now the
// press:"), and a line naming no unit is never made an order here (000 D.III(2), 001 B.IV(3)).
import { triggerOf, mayHold, type WordTrigger } from './triggerWords';

// Words before the unit that only lead in: "Oh and", "Also,", "Actually", "OK so".
const LEAD = String.raw`^\s*(?:(?:oh|and|also|ok|okay|so|actually|but|wait|update|sorry|oops)[\s,:;.!—–-]+)*`;
// The word for "now" in the five languages.
const NOW = String.raw`(?:now|maintenant|désormais|jetzt|nun|ahora|ora|adesso)`;
// The verb of going, and the word of direction after it ("goes to", "va à", "geht nach", "va a").
const VERB = String.raw`(?:goes|go|moves?|heads?|sails?|marches|march|attacks?|retreats?|va|vont|part|geht|zieht|fährt|marschiert|segelt|se\s+mueve|mueve|ataca|muove|si\s+muove|attacca|marcia)`;
// The unit: its type and a place of one or two words ("F Bre", "A St Petersburg", "F Mid-Atlantic"),
// the second word never one of the words after it ("F Bre will now go", "F Brest geht jetzt").
const UNIT = String.raw`((?:my\s+)?(?:a|f|army|fleet|armée|flotte|armee|heer|ejército|ejercito|flota|esercito|armata|flotta)\s+[^\s,;:.!]+(?:[ -](?!(?:should|will|shall|must|${NOW}|${VERB})(?![\p{L}]))[^\s,;:.!]+)?(?:\s*\((?:[nsew]c|[nsew]|north|south|east|west)[^)]*\)|\/[nsew]c)?)`;
const TO = String.raw`(?:to|into|towards?|onto|à|au|aux|en|vers|nach|in|zu|a|hacia|al|verso|in)`;
// Set aside after the destination: "instead", "not the Channel", "please", "thanks".
const TAIL = String.raw`(?:\s*[,;(—–-]?\s*(?:instead|rather|please|pls|thanks|thx|(?:and\s+)?not\s+(?:to\s+)?(?:the\s+)?[^,;.!()]{1,30})\)?)*\s*[.!]*\s*$`;

// "F Bre now goes to MAO", "F Bre will now go to MAO", "F Bre now to MAO", "F Bre now -> MAO".
const NOW_FIRST = new RegExp(`${LEAD}${UNIT}\\s+(?:(?:should|will|shall|must)\\s+)?${NOW}\\s+(?:${VERB}\\s+)?(?:${TO}\\s+|(?:->|=>|→|-|–|—)\\s*)(?:the\\s+)?(.+?)${TAIL}`, 'iu');
// "F Bre goes to MAO now", "F Bre geht jetzt nach MAO", "A Mar va maintenant en Espagne".
const VERB_FIRST = new RegExp(`${LEAD}${UNIT}\\s+${VERB}\\s+(?:${NOW}\\s+)?${TO}\\s+(?:the\\s+)?(.+?)(?:\\s+${NOW})?${TAIL}`, 'iu');
// "A Nep now holds", "F Bre now stays".
const NOW_HOLDS = new RegExp(`${LEAD}${UNIT}\\s+(?:(?:should|will|shall|must)\\s+)?${NOW}\\s+(?:holds?|stays?(?:\\s+put)?|stands?|remains?)${TAIL}`, 'iu');

/** NOW_FIRST, VERB_FIRST and NOW_HOLDS need a word for "now" (VERB_FIRST only with it: see nowAmendment). */
const NOW_WORDS = triggerOf(['now', 'maintenant', 'jetzt', 'nun', 'ahora', 'ora', 'adesso']);
export const NOW_TRIGGERS: readonly WordTrigger[] = [{ words: NOW_WORDS, patterns: [NOW_FIRST, NOW_HOLDS] }];
const HAS_NOW = new RegExp(`(?<![\\p{L}])${NOW}(?![\\p{L}])`, 'iu');

/** The order a "now" line gives, as the grammar reads orders, and the words set aside; or undefined. */
export function nowAmendment(text: string): { order: string; words: string } | undefined {
  if (text.length > 120 || !mayHold(NOW_WORDS, text) || !HAS_NOW.test(text)) return undefined;
  const held = NOW_HOLDS.exec(text);
  if (held) return { order: `${held[1]!} H`, words: 'now' };
  const m = NOW_FIRST.exec(text) ?? VERB_FIRST.exec(text);
  if (!m) return undefined;
  const to = m[2]!.trim();
  // The destination is a place's name: a second order or a condition is not read here.
  if (!to || /[,;:]|\b(?:if|unless|and\s+[af]\s|s|c|supports?|convoys?)\b/i.test(to)) return undefined;
  return { order: `${m[1]!} - ${to}`, words: 'now' };
}
