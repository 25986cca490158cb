// A verdict's word and style class (UX.md: colour plus a word, never colour alone).
import type { VerdictKind } from '../../../core/diplomacy/intake/index';

export const verdictWord: Record<VerdictKind, string> = {
  accepted: 'accepted', corrected: 'corrected', ambiguous: 'ambiguous', illegal: 'illegal',
  superseded: 'superseded', press: 'press', vote: 'vote', 'not-an-order': 'not an order',
};
