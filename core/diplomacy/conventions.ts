// The rule conventions on which judges are known to differ, each one house-rule option changed
// at a time, with the DATC section that names the choice. A replay that differs from another
// judge's record tries them to say which convention that judge used (so a GM taking over its game
// learns the rules its players have been playing under before continuing).
import type { HouseRules } from './houseRules';

export interface Convention {
  /** What the other judge does, in a GM's words. */
  label: string;
  /** The DATC section (or seed clause) that names the choice. */
  clause: string;
  /** These rules with the convention applied. */
  rules: HouseRules;
}

const distanceLabels: Record<HouseRules['civilDisorderDistance'], [string, string]> = {
  'rulebook-2023': ['civil-disorder removals measured to owned centres (2023 rulebook)', 'DATC 6.J.11'],
  wm2004: ['civil-disorder removals measured to home centres, fleets by fleet moves (2000 rulebook, 000 D.V(4))', 'DATC 4.D.8'],
  maharajiad: ['civil-disorder removals measured to home centres, seas one move for any unit (001 B.VI(4))', 'DATC 4.D.8'],
  'agora-bt': ['civil-disorder removals farthest from the home country first (002 BT24e)', 'DATC 4.D.8'],
  'rulebook-2000-land-and-sea': ['civil-disorder removals measured to home centres, armies and fleets over land and sea (2000 rulebook)', 'DATC 4.D.8'],
};

/** Every single-option change from `rules` that a judge is known to make. */
export function alternativeConventions(rules: HouseRules): Convention[] {
  const out: Convention[] = [];
  out.push(rules.viaConvoyLandFallback
    ? { label: '"via convoy" with no convoy ordered fails (no land fallback)', clause: 'DATC 4.A.3', rules: { ...rules, viaConvoyLandFallback: false } }
    : { label: '"via convoy" with no convoy ordered falls back to the land route', clause: 'DATC 4.A.3', rules: { ...rules, viaConvoyLandFallback: true } });
  out.push(rules.adjacentConvoyIntent === 'datc-v3'
    ? { label: 'a convoy to an adjacent province only by a fleet of the army\'s own power or "via convoy"', clause: 'DATC 4.A.3', rules: { ...rules, adjacentConvoyIntent: 'same-nationality-or-via' } }
    : { label: 'a convoy to an adjacent province whenever any fleet convoys it (DATC v3.0)', clause: 'DATC 4.A.3', rules: { ...rules, adjacentConvoyIntent: 'datc-v3' } });
  for (const [distance, [label, clause]] of Object.entries(distanceLabels) as [HouseRules['civilDisorderDistance'], [string, string]][]) {
    if (distance !== rules.civilDisorderDistance) out.push({ label, clause, rules: { ...rules, civilDisorderDistance: distance } });
  }
  out.push(rules.coastRule === 'datc'
    ? { label: 'missing or wrong coasts never invalidate an order (lenient coasts)', clause: 'DATC 4.B', rules: { ...rules, coastRule: 'wm2004' } }
    : { label: 'missing coasts filled only where one coast can be reached (DATC v3.0)', clause: 'DATC 4.B', rules: { ...rules, coastRule: 'datc' } });
  out.push(rules.paradoxRule === 'szykman'
    ? { label: 'a convoy paradox: every unit involved holds (1982 rulebook)', clause: 'DATC 4.A.2', rules: { ...rules, paradoxRule: 'all-hold' } }
    : { label: 'a convoy paradox: the Szykman rule', clause: 'DATC 4.A.2', rules: { ...rules, paradoxRule: 'szykman' } });
  out.push(rules.convoyAttackSupportNotCut
    ? { label: 'a convoyed army cuts the support of an attack on its convoy (Szykman)', clause: 'DATC 4.A.2', rules: { ...rules, convoyAttackSupportNotCut: false } }
    : { label: 'a convoyed army does not cut the support of an attack on its own convoy (2000 rulebook)', clause: 'DATC 4.A.2', rules: { ...rules, convoyAttackSupportNotCut: true } });
  return out;
}
