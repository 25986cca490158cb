// Which clause a province name read other than exactly cites, per house-rules profile. Each
// profile cites only its own text (a World Masters game never cites the Maharajiad typo rule):
//
//   wm2004      000 D.III(1)a: any unambiguous abbreviation is acceptable; an ambiguous one is
//               flagged. 000 says nothing about misspelt names (D.III(1) only warns players that
//               a small typing error can change an order: so a slip that spells another province
//               IS that province, which exact matching already gives). A misspelling read as the
//               one province it can mean is therefore the GM's reading, citing no clause. (The
//               2000 rulebook that 000 D.I(3) plays by follows "a poorly written order that has
//               only one meaning", which is why the reading is offered rather than refused.)
//   maharajiad  001 B.IV(2)c: typos and nonstandard abbreviations are offered to the GM, or
//               ruled ambiguous.
//   agora-bt    002 is silent on names; 002 BT25 lets the Gamemaster use the official rules
//               or common sense where the regulations are silent: the GM's reading.
//   hasbro2000, webdiplomacy
//               the 2000 rulebook: "a poorly written order that has only one meaning must be
//               followed" (as DATC 4.E.2 quotes it).
import type { HouseRules } from '../houseRules';

/** How a name was read: a shortening of a name, or a misspelling of one. */
export type NameReading = 'abbreviation' | 'misspelling';

export interface NameRuling {
  /** The clause to cite, when the profile's own text has one. */
  clause?: string;
  /** Words for the GM when no rule decides and the reading is his call; else undefined. */
  gmReading?: string;
}

const GM_NO_RULE = "the GM's reading: 000 has no rule on misspelt names";
const GM_BT25 = "the GM's reading: 002 is silent on names";
const GM_RULEBOOK = "the GM's reading: a poorly written order with one meaning is followed";

const rulings: Record<string, Record<NameReading, NameRuling>> = {
  wm2004: { abbreviation: { clause: '000 D.III(1)a' }, misspelling: { gmReading: GM_NO_RULE } },
  maharajiad: { abbreviation: { clause: '001 B.IV(2)c' }, misspelling: { clause: '001 B.IV(2)c' } },
  'agora-bt': { abbreviation: { clause: '002 BT25', gmReading: GM_BT25 }, misspelling: { clause: '002 BT25', gmReading: GM_BT25 } },
  hasbro2000: { abbreviation: { clause: 'DATC 4.E.2' }, misspelling: { clause: 'DATC 4.E.2', gmReading: GM_RULEBOOK } },
  webdiplomacy: { abbreviation: { clause: 'DATC 4.E.2' }, misspelling: { clause: 'DATC 4.E.2', gmReading: GM_RULEBOOK } },
  droidippy: { abbreviation: { clause: 'DATC 4.E.2' }, misspelling: { clause: 'DATC 4.E.2', gmReading: GM_RULEBOOK } },
};

/** The ruling for a name read as `how` under these house rules (a profile not listed: no clause). */
export function nameRuling(rules: HouseRules, how: NameReading): NameRuling {
  return rulings[rules.id]?.[how] ?? { gmReading: "the GM's reading" };
}
