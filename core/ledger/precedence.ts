// Which rule prevails in a recorded conflict between two rules (003 112, 003 213). The GM or Judge
// records the conflict and any explicit precedence claims; the ledger applies the order:
//   1. 003 112: immutable beats mutable, and the mutable rule is entirely void (a proposal to
//      transmute an immutable rule is not a conflict with it, so it never comes here);
//   2. 003 213b: a rule that says of itself that it takes precedence over, or defers to, the other
//      rule (or its type) decides, unless both sides claim, in which case 3. governs again;
//   3. 003 213a: otherwise the lower-numbered rule prevails.

import type { Mutability } from './types';

export interface ConflictingRule {
  number: string;
  mutability: Mutability;
}

/** "Rule 215 takes precedence over every other rule determining the winner" → precedes. */
export interface PrecedenceClaim {
  rule: string;
  kind: 'takes-precedence-over' | 'defers-to';
  /** A rule number, or a type of rule such as 'mutable' or 'winner'. */
  other: string;
}

export interface PrecedenceRuling {
  prevails: string;
  yields: string;
  /** 003 112: the losing mutable rule is void as a whole, not just where it conflicts. */
  losingRuleVoid: boolean;
  clause: '003 112' | '003 213a' | '003 213b';
}

function claimCovers(claim: PrecedenceClaim, other: ConflictingRule, otherTypes: string[]): boolean {
  return claim.other === other.number || otherTypes.includes(claim.other) || claim.other === other.mutability;
}

export function resolveConflict(
  a: ConflictingRule, b: ConflictingRule, claims: PrecedenceClaim[] = [],
  types: Record<string, string[]> = {},
): PrecedenceRuling {
  if (a.mutability !== b.mutability) {
    const [win, lose] = a.mutability === 'immutable' ? [a, b] : [b, a];
    return { prevails: win.number, yields: lose.number, losingRuleVoid: true, clause: '003 112' };
  }
  // A side "wins by claim" if it claims precedence over the other or the other defers to it.
  const wins = (x: ConflictingRule, y: ConflictingRule) => claims.some((c) =>
    (c.rule === x.number && c.kind === 'takes-precedence-over' && claimCovers(c, y, types[y.number] ?? []))
    || (c.rule === y.number && c.kind === 'defers-to' && claimCovers(c, x, types[x.number] ?? [])));
  const aClaims = wins(a, b);
  const bClaims = wins(b, a);
  if (aClaims !== bClaims) {
    const [win, lose] = aClaims ? [a, b] : [b, a];
    return { prevails: win.number, yields: lose.number, losingRuleVoid: false, clause: '003 213b' };
  }
  const [win, lose] = compareRuleNumbers(a.number, b.number) <= 0 ? [a, b] : [b, a];
  return { prevails: win.number, yields: lose.number, losingRuleVoid: false, clause: aClaims ? '003 213b' : '003 213a' };
}

/** Numeric order of rule numbers ("9" before "10"; "BT2" before "BT10"). */
export function compareRuleNumbers(a: string, b: string): number {
  const na = Number(/\d+/.exec(a)?.[0] ?? NaN);
  const nb = Number(/\d+/.exec(b)?.[0] ?? NaN);
  if (Number.isFinite(na) && Number.isFinite(nb) && na !== nb) return na - nb;
  return a < b ? -1 : a > b ? 1 : 0;
}
