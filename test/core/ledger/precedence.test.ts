import { describe, expect, it } from 'vitest';
import { resolveConflict } from '../../../core/ledger/index';

describe('precedence between conflicting rules', () => {
  it('003 112 the immutable rule prevails and the mutable one is entirely void', () => {
    const ruling = resolveConflict({ number: '301', mutability: 'mutable' }, { number: '115', mutability: 'immutable' },
      [{ rule: '301', kind: 'takes-precedence-over', other: '115' }]);
    expect(ruling).toEqual({ prevails: '115', yields: '301', losingRuleVoid: true, clause: '003 112' });
  });

  it('003 213a between rules of the same mutability the lowest number prevails', () => {
    expect(resolveConflict({ number: '213', mutability: 'mutable' }, { number: '205', mutability: 'mutable' })).toMatchObject({ prevails: '205', clause: '003 213a' });
    expect(resolveConflict({ number: '99', mutability: 'immutable' }, { number: '101', mutability: 'immutable' })).toMatchObject({ prevails: '99' });
  });

  it('003 213b an explicit claim to precede or defer overrides numbering; mutual claims fall back to numbering', () => {
    const a = { number: '215', mutability: 'mutable' as const };
    const b = { number: '210', mutability: 'mutable' as const };
    // Rule 215: "This rule takes precedence over every other rule determining the winner."
    expect(resolveConflict(a, b, [{ rule: '215', kind: 'takes-precedence-over', other: 'winner' }], { '210': ['winner'] })).toMatchObject({ prevails: '215', clause: '003 213b' });
    expect(resolveConflict(b, a, [{ rule: '210', kind: 'defers-to', other: '215' }])).toMatchObject({ prevails: '215', clause: '003 213b' });
    const mutual = resolveConflict(a, b, [{ rule: '215', kind: 'takes-precedence-over', other: '210' }, { rule: '210', kind: 'takes-precedence-over', other: '215' }]);
    expect(mutual).toMatchObject({ prevails: '210', clause: '003 213b' });
  });
});
