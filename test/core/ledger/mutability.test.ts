// 003 102 to the letter: the initial set's 1xx rules are immutable and its 2xx rules mutable, but a
// rule enacted or transmuted later carries its own mutability whatever its number.
import { describe, expect, it } from 'vitest';
import { applyRuleChanges, findRule, importNomicJson, NOMIC_LIMITS, ruleChangeProblems, type RuleChange, type Ruleset } from '../../../core/ledger/index';
import { readSeed } from './seeds';

const apply = (r: Ruleset, proposal: string, changes: RuleChange[]) => applyRuleChanges(r, changes, { proposal, effectiveAt: '2019-02-12T00:00:00Z', limits: NOMIC_LIMITS });
const amend = (rule: string): RuleChange[] => [{ kind: 'amend', rule, text: ['New words.'] }];
const immutableProblem = (r: Ruleset, rule: string) => ruleChangeProblems(r, amend(rule), NOMIC_LIMITS).filter((p) => p.endsWith('(003 103b)'));

describe('mutability by number at first, then by each rule\'s own (003 102)', () => {
  const seed = importNomicJson(readSeed('003'));

  it('003 102 in the initial set every 1xx rule is immutable and every 2xx rule mutable', () => {
    const byHundred = (h: string) => seed.rules.filter((r) => r.number.startsWith(h));
    expect(byHundred('1').length).toBeGreaterThan(10);
    expect(byHundred('2').length).toBeGreaterThan(10);
    expect(byHundred('1').every((r) => r.mutability === 'immutable')).toBe(true);
    expect(byHundred('2').every((r) => r.mutability === 'mutable')).toBe(true);
    expect(immutableProblem(seed, '109')).toEqual(['rule 109 is immutable: it can only be transmuted, not amended (003 103b)']);
    expect(immutableProblem(seed, '209')).toEqual([]);
  });

  it('003 102 a rule enacted as immutable is immutable though numbered 301; one enacted mutable is mutable', () => {
    const r = apply(apply(seed, '301', [{ kind: 'enact', text: ['Fixed for ever.'], mutability: 'immutable' }]), '302', [{ kind: 'enact', text: ['Open to change.'], mutability: 'mutable' }]);
    expect(findRule(r, '301')!.mutability).toBe('immutable');
    expect(findRule(r, '302')!.mutability).toBe('mutable');
    expect(immutableProblem(r, '301')).toEqual(['rule 301 is immutable: it can only be transmuted, not amended (003 103b)']);
    expect(immutableProblem(r, '302')).toEqual([]);
  });

  it('003 102 a transmuted rule keeps its new mutability, not its number\'s: 201 made immutable, 101 made mutable (each renumbered, 003 109b)', () => {
    const r = apply(apply(seed, '303', [{ kind: 'transmute', rule: '201', to: 'immutable' }]), '304', [{ kind: 'transmute', rule: '101', to: 'mutable' }]);
    // 003 109b: a transmuted rule takes the number of the proposal that transmuted it.
    expect(findRule(r, '303')!.mutability).toBe('immutable');
    expect(findRule(r, '304')!.mutability).toBe('mutable');
    expect(immutableProblem(r, '303')).toEqual(['rule 303 is immutable: it can only be transmuted, not amended (003 103b)']);
    expect(immutableProblem(r, '304')).toEqual([]);
    // Amending the old 101 now works, and the amended rule stays mutable.
    const amended = apply(r, '305', amend('304'));
    expect(findRule(amended, '305')!.mutability).toBe('mutable');
    expect(findRule(amended, '305')!.text).toEqual(['New words.']);
  });
});
