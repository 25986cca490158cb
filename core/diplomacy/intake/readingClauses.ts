// Which clause the order reader cites when a reading rule decided a line, per house-rules
// profile. Each profile cites only its own text: wm2004 seed 000, maharajiad seed 001, agora-bt
// seed 002, hasbro2000 and webdiplomacy the 2000 rulebook as the DATC (v3.0, section 4) discusses
// it. Where a profile's text says nothing on the point, nothing is cited (the engine's table,
// adjudicator/clauses.ts, does the same), rather than borrowing another tournament's rule.
// Province names have their own table (nameClauses.ts).
import type { HouseRules } from '../houseRules';

export type ReadingTopic =
  /** An impossible order (no such unit, unreachable, an army at sea) is a hold. */
  | 'illegal-hold'
  /** A far move stands when fleets on the board could convoy it. */
  | 'possible-by-convoy'
  /** A convoy route written in the order. */
  | 'named-route'
  /** The ordered fleet's own coast, written wrongly (the board knows it). */
  | 'own-coast'
  /** A missing or wrong coast in a move or retreat under the World Masters coast rule. */
  | 'move-coast'
  /** A coast in a support under the World Masters coast rule. */
  | 'support-coast'
  /** A wrong unit type that does not invalidate the order. */
  | 'wrong-type-ignored'
  /** A wrong nationality of a supported or convoyed unit that does not invalidate the order. */
  | 'wrong-nationality-ignored'
  /** A build with no unit type. */
  | 'omitted-build-type'
  /** A fleet build where no fleet can stand. */
  | 'fleet-build-inland'
  /** A conditional order: the first possible option. */
  | 'conditional-first'
  /** Retreat, build and disband orders sent before their phase are accepted and kept for it. */
  | 'conditional-early'
  /** "Final" marks the order set. */
  | 'final'
  /** Instructions to make an order set perpetual are ignored. */
  | 'perpetual'
  /** A player's own abbreviation list. */
  | 'player-abbreviations'
  /** A unit ordered twice in one set: the last order is used. */
  | 'repeated-unit-last-wins'
  /** Several sets from one power: the last replaces the earlier ones. */
  | 'sets-last-replaces'
  /** Several sets from one power: each unit's most recent order. */
  | 'sets-merge-per-unit'
  /** Orders from an address not registered for the power. */
  | 'proxy'
  /** The subject line breaks the GM's required format. */
  | 'subject-format'
  /** Orders only quoted (a confirmation over a quote): no set the GM must search for. */
  | 'quoted-not-written'
  /** The order-set time is the receipt time. */
  | 'receipt-time'
  /** A set received after the deadline does not count. */
  | 'late-after-deadline'
  /** Sets count until adjudication starts. */
  | 'late-until-adjudication';

const byProfile: Record<string, Partial<Record<ReadingTopic, string>>> = {
  wm2004: {
    'illegal-hold': '000 D.III(4)a', 'possible-by-convoy': '000 D.III(4)b', 'named-route': '000 D.VI(3)',
    'own-coast': '000 D.IV(3)a', 'move-coast': '000 D.IV(3)b', 'support-coast': '000 D.IV(3)c',
    'wrong-type-ignored': '000 D.IV(1)', 'wrong-nationality-ignored': '000 D.IV(2)', 'omitted-build-type': '000 D.V(1)',
    'fleet-build-inland': '000 D.V(5)', 'conditional-first': '000 D.II(5)c', 'conditional-early': '000 D.II(5)b', final: '000 D.II(1)', perpetual: '000 D.II(4)',
    'player-abbreviations': '000 D.III(1)c', 'repeated-unit-last-wins': '000 D.III(5)', 'sets-last-replaces': '000 D.III(3)a',
    'sets-merge-per-unit': '000 D.III(3)b', proxy: '000 D.II(3)', 'subject-format': '000 D.II(2)a', 'quoted-not-written': '000 D.II(2)a', 'receipt-time': '000 D.VII(1)',
    'late-after-deadline': '000 D.VII(3)a', 'late-until-adjudication': '000 D.VII(3)b',
  },
  // 001 has no coast rule (B.V names coasts in its title only): the profile reads coasts the
  // World Masters way, but cites nothing for it.
  maharajiad: {
    'illegal-hold': '001 B.IV(5)a', 'possible-by-convoy': '001 B.IV(5)b', 'named-route': '001 B.VII(3)',
    'omitted-build-type': '001 B.VI(1)', 'fleet-build-inland': '001 B.VI(5)', 'conditional-first': '001 B.III(5)b', 'conditional-early': '001 B.III(5)b',
    final: '001 B.III(1)', perpetual: '001 B.III(4)', 'sets-last-replaces': '001 B.IV(4)a', 'sets-merge-per-unit': '001 B.IV(4)b',
    proxy: '001 B.III(3)', 'subject-format': '001 B.III(2)b', 'quoted-not-written': '001 B.III(2)b', 'receipt-time': '001 B.VIII(1)a',
    'late-after-deadline': '001 B.VIII(3)b', 'late-until-adjudication': '001 B.VIII(3)a',
  },
  'agora-bt': {
    'named-route': '002 BT17c', 'fleet-build-inland': '002 BT23c', 'conditional-first': '002 BT15d',
    // "Orders may be submitted and changed … until 12:00 UTC of its second day; the latest set counts."
    'sets-last-replaces': '002 BT15b', 'late-after-deadline': '002 BT15b',
  },
  hasbro2000: {
    'illegal-hold': 'DATC 4.E.1', 'wrong-type-ignored': 'DATC 4.C.2', 'wrong-nationality-ignored': 'DATC 4.C.6',
    'omitted-build-type': 'DATC 4.C.3', 'fleet-build-inland': 'DATC 4.C.4', perpetual: 'DATC 4.E.4',
    'repeated-unit-last-wins': 'DATC 4.D.3', 'sets-last-replaces': 'DATC 4.D.1', proxy: 'DATC 4.E.5',
  },
};
byProfile.webdiplomacy = byProfile.hasbro2000!;
byProfile.droidippy = byProfile.hasbro2000!;

/** The clause to cite for a reading topic under these house rules, if the profile's text has one. */
export function readingClause(rules: HouseRules, topic: ReadingTopic): string | undefined {
  return byProfile[rules.id]?.[topic];
}

/** " (clause)" for a note, or nothing when the profile cites none. */
export function citedIn(rules: HouseRules, topic: ReadingTopic): string {
  const clause = readingClause(rules, topic);
  return clause ? ` (${clause})` : '';
}
