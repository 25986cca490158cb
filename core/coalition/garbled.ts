// 004 3.1d: every rejected move is posted with its reason. A line written as an order but not in
// the form of one ("Urza 12D to 12E") is a rejected order, not chatter: it names an army or a
// square together with a word of movement. Such a line is rejected with the form it should take,
// so it is listed in the update post rather than vanishing with the thread's chatter.

import { stripMarkup } from './orders';

const SQUARE = /(?:^|[^a-z0-9])(\d{1,2}\s?-?\s?[a-n]|[a-n]\s?-?\s?\d{1,2})(?![a-z0-9])/i;
const MOVE_WORD = /(?:^|[^a-z])(to|move[sd]?|moving|go(?:es)?|goes|engages?|intercepts?|transfers?|replaces?|attacks?|march(?:es)?)(?![a-z])|[>→]/i;

/**
 * If a line that is not an order reads like one, say which army it was for (if any) and why it
 * cannot be used; null for chatter. `armyNames` are the armies on the map.
 */
export function garbledOrder(raw: string, armyNames: readonly string[]): { army: string | null; reason: string } | null {
  if (raw.length > 400) return null; // bounded work on hostile lines; orders are short
  const text = stripMarkup(raw);
  if (!text || text.length > 200) return null;
  const lower = text.toLowerCase();
  const army = [...armyNames].sort((a, b) => b.length - a.length).find((n) => {
    const name = n.trim().toLowerCase();
    return name.length > 0 && lower.startsWith(name) && !/[a-z0-9]/i.test(lower.charAt(name.length));
  }) ?? null;
  const square = SQUARE.test(text), moveWord = MOVE_WORD.test(text);
  if (!(square && (moveWord || army))) return null;
  const example = army ? `${army}: 12D > 12E` : 'Army name: 12D > 12E';
  return { army, reason: `reads like an order but is not in the form of one; a move is written "${example}"` };
}
