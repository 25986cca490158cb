import { describe, expect, it } from 'vitest';
import { annotateRule, exportNomicJson, findRule, importNomicJson, parseNomicLabel, RulesetFormatError } from '../../../core/ledger/index';
import { parseOrderedJson, pythonJsonString, stringifyPythonStyle } from '../../../core/ledger/orderedJson';
import { readSeed } from './seeds';

const seed = readSeed('003');

describe('seed 003 Nomic JSON import', () => {
  const ruleset = importNomicJson(seed);

  it('003 101b imports all 33 rules with label, text paragraphs, notes, ineffect, date, linksto, proplinks', () => {
    expect(ruleset.rules).toHaveLength(33);
    const r109 = ruleset.rules.find((r) => r.number === '109')!;
    expect(r109.id).toBe('8');
    expect(r109.mutability).toBe('immutable');
    expect(r109.text).toHaveLength(2);
    expect(r109.text[0]).toMatch(/^Each proposed rule-change shall be given a number/);
    expect(r109.linksTo).toEqual(['9']);
    expect(r109.proposalLinks).toEqual(['8', '9']);
    expect(r109.date).toBe('2019-02-11');
    expect(ruleset.author).toBe('Ben');
    expect(ruleset.date).toBe('2019-02-11');
    // Annotations are kept apart from the rule text.
    const r209 = ruleset.rules.find((r) => r.number === '209')!;
    expect(r209.annotations.map((a) => a.content)).toEqual([
      'As an example of a player adjusting another players score they should write \u201cBen P: 150 (+4)\u201d',
      'As an example of a player adjusting their own score they should write \u201c150 (+4)\u201d.',
    ]);
    expect(r209.text.join('')).not.toMatch(/As an example/);
  });

  it('003 101a the Initial Set is rules 101-118 immutable and 201-215 mutable, all in effect', () => {
    const numbers = (m: string) => ruleset.rules.filter((r) => r.mutability === m).map((r) => Number(r.number)).sort((a, b) => a - b);
    expect(numbers('immutable')).toEqual(Array.from({ length: 18 }, (_, k) => 101 + k));
    expect(numbers('mutable')).toEqual(Array.from({ length: 15 }, (_, k) => 201 + k));
    expect(ruleset.rules.every((r) => r.inEffect)).toBe(true);
  });

  it('003 101b annotations are added as notes, never as rule text, and export in the notes list', () => {
    const annotated = annotateRule(ruleset, '203', { content: 'R counts rules in effect.', author: 'GM', date: '2019-03-01' });
    const r203 = findRule(annotated, '203')!;
    expect(r203.annotations.at(-1)).toEqual({ content: 'R counts rules in effect.', author: 'GM', date: '2019-03-01' });
    expect(r203.text).toEqual(findRule(ruleset, '203')!.text);
    expect(r203.history).toEqual(findRule(ruleset, '203')!.history);
    expect(exportNomicJson(annotated)).toContain('{"content": "R counts rules in effect.", "author": "GM", "date": "2019-03-01"}]');
    expect(findRule(ruleset, '203')!.annotations).toHaveLength(2);
  });

  it('003 102 the [I] suffix marks immutability, whatever the number', () => {
    expect(parseNomicLabel('109[I]')).toEqual({ number: '109', immutable: true });
    expect(parseNomicLabel('207')).toEqual({ number: '207', immutable: false });
    expect(parseNomicLabel('305[I]')).toEqual({ number: '305', immutable: true });
  });

  it('003 101b exports back to the identical document, byte for byte', () => {
    expect(exportNomicJson(ruleset)).toBe(seed);
  });

  it('003 101b keeps rule order, unknown fields and their positions through a round trip', () => {
    const doc = '{"version": 2, "rules": {"10": {"label": "301", "text": ["\u00e9 caf\u00e9 \ud83d\ude00"], "score": 1.50, "x": null}, "2": {"label": "302[I]", "text": []}}, "author": "Zo\u00eb"}';
    const back = exportNomicJson(importNomicJson(doc));
    expect(back.startsWith('{"version": 2, "rules": {"10": {"label": "301", "text": ["\\u00e9 caf\\u00e9 \\ud83d\\ude00"], "score": 1.50, "x": null')).toBe(true);
    expect(importNomicJson(back).rules.map((r) => r.id)).toEqual(['10', '2']);
    expect(importNomicJson(back).rules[1]!.mutability).toBe('immutable');
  });

  it('refuses hostile or broken JSON with a message, never a crash', () => {
    for (const bad of ['', '{', '[]', '{"rules": []}', '{"rules": {"1": {"label": 5}}}', '{"rules": {"1": {"label": "1", "text": [1]}}}', '{"rules": {}} trailing', '['.repeat(10000)]) {
      expect(() => importNomicJson(bad)).toThrow(RulesetFormatError);
    }
  });

  it('writes strings as Python json.dumps does (ensure_ascii)', () => {
    expect(pythonJsonString('a"b\\c\n\t\u2019\u007f\u0001')).toBe('"a\\"b\\\\c\\n\\t\\u2019\\u007f\\u0001"');
    expect(stringifyPythonStyle(parseOrderedJson('{"b":1,"a":[true,false,null,-2.5e3]}'))).toBe('{"b": 1, "a": [true, false, null, -2.5e3]}');
  });
});
