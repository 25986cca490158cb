// Which seed clause (or DATC issue, for the 2000-rulebook profile) to cite when a house-rule
// option decided an order. The GM reads these in results, so they name the profile's own text.
import type { HouseRules } from '../houseRules';

export type RuleTopic =
  | 'illegal-hold' | 'adjacent-convoy' | 'named-route' | 'route-required' | 'multi-route'
  | 'convoy-cut-exception' | 'paradox' | 'own-unit-convoy' | 'coast' | 'wrong-unit-type'
  | 'excess-adjustments' | 'multiple-builds' | 'civil-disorder-removal' | 'fleet-build-inland'
  | 'retreat-to-convoy-origin' | 'civil-disorder' | 'nmr-hold' | 'nmr-retreat';

const byProfile: Record<string, Partial<Record<RuleTopic, string>>> = {
  wm2004: {
    'illegal-hold': '000 D.III(4)a', 'adjacent-convoy': '000 D.VI(2)', 'named-route': '000 D.VI(3)',
    'multi-route': '000 D.VI(4)', 'convoy-cut-exception': '000 D.VI(5)', paradox: '000 D.VI(6)',
    'own-unit-convoy': '000 D.VI(7)', coast: '000 D.IV(3)b', 'excess-adjustments': '000 D.V(2)',
    'multiple-builds': '000 D.V(3)', 'civil-disorder-removal': '000 D.V(4)', 'fleet-build-inland': '000 D.V(5)',
    'retreat-to-convoy-origin': '000 D.VI(1)', 'nmr-hold': '000 D.VII(6)(c)a', 'nmr-retreat': '000 D.VII(6)(c)b',
  },
  maharajiad: {
    'illegal-hold': '001 B.IV(5)a', 'adjacent-convoy': '001 B.VII(2)', 'named-route': '001 B.VII(3)',
    'multi-route': '001 B.VII(4)', 'convoy-cut-exception': '001 B.VII(5)', paradox: '001 B.VII(6)',
    'own-unit-convoy': '001 B.VII(7)', 'wrong-unit-type': '001 B.V(2)', 'excess-adjustments': '001 B.VI(2)',
    'multiple-builds': '001 B.VI(3)', 'civil-disorder-removal': '001 B.VI(4)', 'fleet-build-inland': '001 B.VI(5)',
    'retreat-to-convoy-origin': '001 B.VII(1)', 'nmr-hold': '001 B.VIII(6)(c)a', 'nmr-retreat': '001 B.VIII(6)(c)b',
  },
  'agora-bt': {
    'route-required': '002 BT17', 'named-route': '002 BT17', 'convoy-cut-exception': '002 BT21c',
    paradox: 'DATC 4.A.2 (002 BT25)', 'civil-disorder': '002 BT24', 'civil-disorder-removal': '002 BT24',
    'adjacent-convoy': 'DATC 4.A.3 (002 BT25)',
  },
  hasbro2000: {
    paradox: 'DATC 4.A.2', 'adjacent-convoy': 'DATC 4.A.3', coast: 'DATC 4.B', 'civil-disorder-removal': 'DATC 6.J',
    'excess-adjustments': 'DATC 4.D.4', 'multiple-builds': 'DATC 4.D.5', 'retreat-to-convoy-origin': 'DATC 4.A.5',
  },
};

/** The clause to cite for a rule topic under these house rules, if the profile has one. */
export function clauseFor(rules: HouseRules, topic: RuleTopic): string | undefined {
  // A phase asks many times under the same profile: keep its table at hand.
  if (rules.id !== lastProfile) {
    lastProfile = rules.id;
    lastTable = byProfile[rules.id];
  }
  return lastTable?.[topic];
}

let lastProfile: string | undefined;
let lastTable: Partial<Record<RuleTopic, string>> | undefined;
