// An extra unit in a published adjudication, the "Flying Dutchman" (000 D.VIII(3), 001 B.IX(3)):
// if the unit has existed for more than one adjudication it stays, and the next build/disband
// phase rectifies the player's unit count to his entitlement (the adjustment phase does this by
// itself: it compares units with centres). Found sooner, it is an ordinary error corrected under
// 000 D.VIII(1) / 001 B.IX(1) by taking it off.
import type { ProfileId } from '../houseRules';

export interface DutchmanRuling {
  stays: boolean;
  clause: string;
  reason: string;
}

/** `adjudicationsExisted`: how many published adjudications have shown the extra unit. */
/** The profile's Flying Dutchman clause: 001 B.IX(3) for the Maharajiad, 000 D.VIII(3) otherwise. */
export function flyingDutchmanClause(profile: ProfileId): string {
  return profile === 'maharajiad' ? '001 B.IX(3)' : '000 D.VIII(3)';
}

export function flyingDutchmanRuling(profile: ProfileId, adjudicationsExisted: number): DutchmanRuling {
  const mah = profile === 'maharajiad';
  if (adjudicationsExisted > 1) {
    return { stays: true, clause: flyingDutchmanClause(profile), reason: 'the extra unit has existed for more than one adjudication: it stays, and the next build/disband phase rectifies the count' };
  }
  return { stays: false, clause: mah ? '001 B.IX(1)a' : '000 D.VIII(1)a', reason: 'the extra unit appeared in the latest adjudication: correct the error by removing it' };
}
