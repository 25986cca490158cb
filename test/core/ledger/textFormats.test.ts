import { describe, expect, it } from 'vitest';
import {
  applyRuleChanges, detectRulesetFormat, exportAgoraText, exportHouseRulesText, exportNomicJson, importAgoraText, importHouseRulesText,
  importNomicJson, importRuleset, renderAgoraRegulation, RulesetFormatError, rulesInForceAt,
} from '../../../core/ledger/index';
import { acornDateToIso } from '../../../core/ledger/agoraText';
import { readSeed } from './seeds';

describe('seed 002 Agora regulations text', () => {
  const source = readSeed('002');
  const regs = importAgoraText(source);

  it('imports every regulation BT0-BT25 with number, revision, title and paragraphs', () => {
    expect(regs.rules.map((r) => r.number)).toEqual(Array.from({ length: 26 }, (_, k) => `BT${k}`));
    const bt8 = regs.rules.find((r) => r.number === 'BT8')!;
    expect(bt8.revision).toBe(0);
    expect(bt8.title).toBe('Birthday Tournament 8');
    expect(bt8.text).toHaveLength(1);
    expect(bt8.text[0]).toMatch(/^At any time, any Contestant CAN submit a Proposal/);
    expect(bt8.text[0]).toMatch(/The\nJudge SHALL NOT reveal the votes of specific Contestants\.$/);
    expect(regs.rules.find((r) => r.number === 'BT6')!.text).toEqual([
      expect.stringMatching(/^The game SHALL be conducted/), '[', '[2]\nhttps://upload.wikimedia.org/wikipedia/commons/a/a3/Diplomacy.svg', ']',
    ]);
    expect(regs.date).toBe('4 Jul 2020');
  });

  it('exports back identically, and renders every unchanged regulation exactly as the seed lays it out', () => {
    expect(exportAgoraText(regs)).toBe(source);
    for (const r of regs.rules) expect(renderAgoraRegulation(r)).toBe(r.sourceText);
  });

  it('an amended regulation comes out with its next revision and new text, the rest untouched', () => {
    const amended = applyRuleChanges(regs, [{ kind: 'amend', rule: 'BT12', text: ['Fleets have strength 2.'] }], { proposal: 'P1', effectiveAt: '2020-07-10T12:00:00Z' });
    const out = exportAgoraText(amended);
    expect(out).toContain('Regulation BT12/1\nBirthday Tournament 12\n\n      Fleets have strength 2.\n      \n---');
    expect(out).not.toContain('All units have the same strength.');
    expect(out.replace(/Regulation BT12\/1[\s\S]*?-{72}\n/, '')).toBe(source.replace(/Regulation BT12\/0[\s\S]*?-{72}\n/, ''));
    expect(importAgoraText(out).rules.find((r) => r.number === 'BT12')!.revision).toBe(1);
  });

  it('003 101c dates the imported regulations from the ACORN date, so the rules in force at any time can be shown', () => {
    expect(acornDateToIso('4 Jul 2020')).toBe('2020-07-04');
    expect(acornDateToIso('whenever')).toBe('');
    expect(rulesInForceAt(regs, '2020-07-03T23:59:59Z')).toHaveLength(0);
    expect(rulesInForceAt(regs, '2020-07-04T00:00:00Z')).toHaveLength(26);
    const amended = applyRuleChanges(regs, [{ kind: 'amend', rule: 'BT12', text: ['Fleets have strength 2.'] }], { proposal: 'P1', effectiveAt: '2020-07-10T12:00:00.000Z' });
    expect(rulesInForceAt(amended, '2020-07-09T00:00:00Z').find((v) => v.number === 'BT12')!.revision).toBe(0);
    expect(rulesInForceAt(amended, '2020-07-11T00:00:00Z').find((v) => v.number === 'BT12')!.revision).toBe(1);
  });

  it('converts Agora regulations to Nomic JSON and back without losing text', () => {
    const viaJson = importNomicJson(exportNomicJson(regs));
    expect(viaJson.rules.map((r) => [r.number, r.text])).toEqual(regs.rules.map((r) => [r.number, r.text]));
  });
});

describe('numbered house rules (seeds 000 and 001)', () => {
  it('seed 000 imports with every clause citable, and exports identically', () => {
    const source = readSeed('000');
    const rules = importHouseRulesText(source);
    const numbers = rules.rules.map((r) => r.number);
    expect(numbers).toContain('D.IX(5)');
    expect(numbers).toContain('C.14');
    expect(numbers).toContain('D.V(4)');
    expect(numbers.filter((n) => n.startsWith('D.IX('))).toEqual(['D.IX(1)', 'D.IX(2)', 'D.IX(3)', 'D.IX(4)', 'D.IX(5)']);
    const d95 = rules.rules.find((r) => r.number === 'D.IX(5)')!;
    expect(d95.title).toBe('Changes to House Rules');
    expect(d95.text[0]).toMatch(/abstention or an uncast vote counts as a negative vote/);
    expect(exportHouseRulesText(rules)).toBe(source);
  });

  it('seed 001 imports past its table of contents, and exports identically', () => {
    const source = readSeed('001');
    const rules = importHouseRulesText(source);
    const b103 = rules.rules.find((r) => r.number === 'B.X(3)')!;
    expect(b103.title).toBe('Changes to House Rules');
    expect(b103.text[0]).toMatch(/other than players who specifically advise the GM that they wish to abstain/);
    expect(rules.rules.map((r) => r.number)).toContain('A.24');
    expect(rules.rules.map((r) => r.number)).toContain('B.I(5)');
    expect(exportHouseRulesText(rules)).toBe(source);
  });

  it('an amended clause is rewritten in place, keeping its citation', () => {
    const rules = importHouseRulesText(readSeed('000'));
    const amended = applyRuleChanges(rules, [{ kind: 'amend', rule: 'D.IX(3)', title: 'Wins', text: ['Wins may be conceded to two players.'] }], { proposal: 'H1', effectiveAt: '2004-05-01' });
    const out = exportHouseRulesText(amended);
    expect(out).toContain('(3) Wins:\nWins may be conceded to two players.\n');
    expect(importHouseRulesText(out).rules.find((r) => r.number === 'D.IX(3)')!.text).toEqual(['Wins may be conceded to two players.']);
  });
});

describe('format detection', () => {
  it('tells the three formats apart and refuses anything else', () => {
    expect(detectRulesetFormat(readSeed('003'))).toBe('nomic-json');
    expect(detectRulesetFormat(readSeed('002'))).toBe('agora-text');
    expect(detectRulesetFormat(readSeed('001'))).toBe('house-rules-text');
    expect(() => importRuleset('hello\nworld\n')).toThrow(RulesetFormatError);
    expect(() => importRuleset('\u0000\u202e<script>')).toThrow(RulesetFormatError);
  });
});
