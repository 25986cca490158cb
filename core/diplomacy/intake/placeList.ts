// A line of three or more place names joined by dashes, bars or dots, with no unit type: a
// company's offices under a signature ("Venice - Trieste - Vienna", "London – Edinburgh –
// Liverpool", "Goa - Calicut - Bijapur"), a route on a letterhead. The grammar reads it as a move
// with a named convoy route for the unit in the first place, and an order for that unit later in
// the set replaces the earlier one (000 D.III(5)): the player's "A Ven H" was superseded by his
// own signature (the unseen-mail trial, corpus 1309 and 1344, evening 24; issue 13). A careful GM
// reads such a line as an order only if it could be one: when its route is impossible it is the
// list of places it looks like, shown to the GM and never used.

/** A capitalised place name of one to three words ("Trieste", "St. Petersburg", "Rub Al Khali"). */
const PLACE = String.raw`\p{Lu}[\p{L}.'’]*(?:\s+\p{L}[\p{L}.'’]*){0,2}`;
/** Three or more places, each pair joined by a dash, a bar, a middle dot or a bullet. */
const LIST = new RegExp(String.raw`^\s*${PLACE}(?:\s*[-–—|·•]\s*${PLACE}){2,}\s*$`, 'u');
/** A unit type written first ("A Ven - Tri - Vie", "Fleet London – ..."): an order, never a list. */
const UNIT_FIRST = /^\s*(?:a|f|army|fleet)\s/i;

export function isPlaceList(text: string): boolean {
  return LIST.test(text) && !UNIT_FIRST.test(text);
}
