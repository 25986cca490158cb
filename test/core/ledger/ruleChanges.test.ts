import { describe, expect, it } from 'vitest';
import {
  AGORA_BIRTHDAY_LIMITS, applyRuleChanges, findRule, gamemasterAmendment, importAgoraText, importNomicJson, mutableRuleCount, NOMIC_LIMITS,
  ruleChangeProblems, RuleChangeRejected, rulesInForceAt, updateReferences, type RuleChange,
} from '../../../core/ledger/index';
import { readSeed } from './seeds';

const initial = importNomicJson(readSeed('003'));
const ctx = (proposal: string, effectiveAt = '2019-02-12T00:00:00.000Z') => ({ proposal, effectiveAt, limits: NOMIC_LIMITS });

describe('rule-changes on the Nomic ruleset', () => {
  it('003 103a enacts, amends, repeals, re-enacts and transmutes', () => {
    let rs = applyRuleChanges(initial, [{ kind: 'enact', text: ['Players must be polite.'] }], ctx('301'));
    expect(findRule(rs, '301')!.text).toEqual(['Players must be polite.']);
    expect(findRule(rs, '301')!.id).toBe('33');
    rs = applyRuleChanges(rs, [{ kind: 'amend', rule: '301', text: ['Players must be very polite.'] }], ctx('302'));
    expect(findRule(rs, '302')!.text).toEqual(['Players must be very polite.']);
    rs = applyRuleChanges(rs, [{ kind: 'repeal', rule: '302' }], ctx('303'));
    expect(findRule(rs, '302')!.inEffect).toBe(false);
    rs = applyRuleChanges(rs, [{ kind: 'reenact', rule: '302' }], ctx('304'));
    expect(findRule(rs, '304')!.inEffect).toBe(true);
    rs = applyRuleChanges(rs, [{ kind: 'transmute', rule: '304', to: 'immutable' }], ctx('305'));
    expect(findRule(rs, '305')!.mutability).toBe('immutable');
    expect(findRule(rs, '305')!.history.map((v) => [v.change, v.proposal, v.number])).toEqual([
      ['enact', '301', '301'], ['amend', '302', '302'], ['repeal', '303', '302'], ['reenact', '304', '304'], ['transmute', '305', '305'],
    ]);
  });

  it('003 103b refuses to amend or repeal an immutable rule; only transmutation touches it', () => {
    expect(ruleChangeProblems(initial, [{ kind: 'amend', rule: '109', text: ['x'] }])[0]).toMatch(/immutable.*003 103b/);
    expect(ruleChangeProblems(initial, [{ kind: 'repeal', rule: '101' }])[0]).toMatch(/003 103b/);
    expect(() => applyRuleChanges(initial, [{ kind: 'amend', rule: '109', text: ['x'] }], ctx('301'))).toThrow(RuleChangeRejected);
    expect(ruleChangeProblems(initial, [{ kind: 'transmute', rule: '109', to: 'mutable' }], NOMIC_LIMITS)).toEqual([]);
  });

  it('003 111b transmutation is never implied: amended text that declares itself mutable changes nothing', () => {
    const rs = applyRuleChanges(initial, [{ kind: 'amend', rule: '212', text: ['This rule is hereby immutable.'] }], ctx('301'));
    expect(findRule(rs, '301')!.mutability).toBe('mutable');
  });

  it('003 109b an amended or transmuted rule takes the proposal\'s number; a re-enacted one the re-enacting proposal\'s', () => {
    const rs = applyRuleChanges(initial, [{ kind: 'amend', rule: '207', text: ['A defeated proposal costs 5 points.'] }], ctx('303'));
    expect(findRule(rs, '207')).toBeUndefined();
    expect(findRule(rs, '303')!.id).toBe('24');
    const t = applyRuleChanges(rs, [{ kind: 'transmute', rule: '115', to: 'mutable' }], ctx('304'));
    expect(findRule(t, '304')!.id).toBe('14');
    const r = applyRuleChanges(applyRuleChanges(t, [{ kind: 'repeal', rule: '303' }], ctx('305')), [{ kind: 'reenact', rule: '303' }], ctx('306'));
    expect(findRule(r, '306')!.id).toBe('24');
    expect(findRule(r, '306')!.text).toEqual(['A defeated proposal costs 5 points.']);
  });

  it('003 109b a Nomic proposal can give its number to only one rule', () => {
    const two: RuleChange[] = [{ kind: 'amend', rule: '207', text: ['a'] }, { kind: 'amend', rule: '205', text: ['b'] }];
    expect(ruleChangeProblems(initial, two).join()).toMatch(/003 109b/);
    expect(ruleChangeProblems(initial, [{ kind: 'amend', rule: '207', text: ['a'] }, { kind: 'repeal', rule: '205' }])).toEqual([]);
  });

  it('003 110 references to a renumbered rule follow it into every rule text', () => {
    const rs = applyRuleChanges(initial, [{ kind: 'amend', rule: '214', text: ['Points of Order are judged by the previous day\'s player.'] }], ctx('303'));
    const r206 = findRule(rs, '206')!;
    expect(r206.text[0]).toMatch(/This is subject to Rule 303\./);
    expect(r206.history.at(-1)).toMatchObject({ change: 'renumber', proposal: '303' });
    expect(updateReferences('see Rule 21 and rule 214, not Rule 2140', '214', '303')).toBe('see Rule 21 and rule 303, not Rule 2140');
  });

  it('003 211 refuses a rule-change that would make more than 25 mutable rules', () => {
    let rs = initial;
    expect(mutableRuleCount(rs)).toBe(15);
    for (let k = 0; k < 10; k++) rs = applyRuleChanges(rs, [{ kind: 'enact', text: [`rule ${k}`] }], ctx(String(301 + k)));
    expect(mutableRuleCount(rs)).toBe(25);
    expect(ruleChangeProblems(rs, [{ kind: 'enact', text: ['one too many'] }], NOMIC_LIMITS)[0]).toMatch(/26 mutable rules.*003 211/);
    expect(ruleChangeProblems(rs, [{ kind: 'transmute', rule: '101', to: 'mutable' }], NOMIC_LIMITS)[0]).toMatch(/003 211/);
    expect(ruleChangeProblems(rs, [{ kind: 'enact', text: ['immutable is fine'], mutability: 'immutable' }], NOMIC_LIMITS)).toEqual([]);
  });

  it('003 116 refuses a rule-change that would leave no mutable rule', () => {
    let rs = initial;
    const mutables = rs.rules.filter((r) => r.mutability === 'mutable').map((r) => r.number);
    for (const [k, n] of mutables.slice(0, -1).entries()) rs = applyRuleChanges(rs, [{ kind: 'repeal', rule: n }], ctx(String(301 + k)));
    expect(mutableRuleCount(rs)).toBe(1);
    const last = mutables.at(-1)!;
    expect(ruleChangeProblems(rs, [{ kind: 'repeal', rule: last }], NOMIC_LIMITS)[0]).toMatch(/no mutable rule.*003 116/);
    expect(ruleChangeProblems(rs, [{ kind: 'transmute', rule: last, to: 'immutable' }], NOMIC_LIMITS)[0]).toMatch(/003 116/);
  });

  it('003 117 accepts rule-changes that amend the rules of rule-changing, even their own authority', () => {
    expect(ruleChangeProblems(initial, [{ kind: 'amend', rule: '202', text: ['Players may propose on any weekday. This rule governs its own amendment.'] }], NOMIC_LIMITS)).toEqual([]);
    expect(ruleChangeProblems(initial, [{ kind: 'amend', rule: '204', text: ['A rule-change needs two thirds of the votes cast, including this one.'] }], NOMIC_LIMITS)).toEqual([]);
  });

  it('003 118 rule text has no edit path but an adopted rule-change: rulesets are frozen', () => {
    const rule = findRule(initial, '201')!;
    expect(() => { (rule.text as string[])[0] = 'edited'; }).toThrow(TypeError);
    expect(() => { (rule as { number: string }).number = '999'; }).toThrow(TypeError);
    expect(() => { (initial.rules as unknown[]).push({}); }).toThrow(TypeError);
    expect(findRule(initial, '201')!.text[0]).toBe('Each player is allocated one day a week. These days are\n');
  });

  it('003 101c and 003 108 keep every version with the moment it took effect; nothing applies retroactively', () => {
    const rs = applyRuleChanges(initial, [{ kind: 'amend', rule: '210', text: ['The winner is the first player to achieve 100 points, with effect from 1 January 2019.'] }], ctx('301', '2019-02-12T00:00:00.000Z'));
    const before = rulesInForceAt(rs, '2019-02-11T23:59:59.999Z').find((v) => v.number === '210' || v.number === '301')!;
    const after = rulesInForceAt(rs, '2019-02-12T00:00:00.000Z').find((v) => v.number === '210' || v.number === '301')!;
    expect(before.number).toBe('210');
    expect(before.text[0]).toMatch(/200 \(positive\) points/);
    expect(after.number).toBe('301');
    expect(after.text[0]).toMatch(/100 points/);
    expect(rulesInForceAt(rs, '2019-01-05')).toHaveLength(0);
    expect(rulesInForceAt(rs, '2019-02-11')).toHaveLength(33);
  });
});

describe('rule-changes on the Agora regulations', () => {
  const regs = importAgoraText(readSeed('002'));

  it('002 BT5 refuses proposals that amend regulations BT0-BT5', () => {
    for (const n of ['BT0', 'BT3', 'BT5']) {
      expect(ruleChangeProblems(regs, [{ kind: 'amend', rule: n, text: ['x'] }], AGORA_BIRTHDAY_LIMITS)[0]).toMatch(/002 BT5/);
    }
    expect(ruleChangeProblems(regs, [{ kind: 'repeal', rule: 'BT2' }], AGORA_BIRTHDAY_LIMITS)[0]).toMatch(/002 BT5/);
    expect(ruleChangeProblems(regs, [{ kind: 'amend', rule: 'BT6', text: ['x'] }], AGORA_BIRTHDAY_LIMITS)).toEqual([]);
  });

  it('002 BT2b records a Gamemaster amendment as such (no proposal), even to BT0-BT5, and keeps numbers fixed', () => {
    const rs = gamemasterAmendment(regs, [{ kind: 'amend', rule: 'BT4', text: ['The judge is the final arbiter.'] }], '2020-07-08T10:00:00Z');
    const bt4 = findRule(rs, 'BT4')!;
    expect(bt4.revision).toBe(1);
    expect(bt4.history.at(-1)).toMatchObject({ change: 'gamemaster', proposal: null });
  });
});
