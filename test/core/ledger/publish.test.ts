import { describe, expect, it } from 'vitest';
import {
  applyRuleChanges, exportAgoraText, exportHouseRulesText, exportNomicJson, findRule, importAgoraText, importHouseRulesText, importNomicJson,
  NomicSession, nomicProposalReport, renderRuleset, scoreboard, escapeFor,
} from '../../../core/ledger/index';
import { readSeed } from './seeds';

// Lines that try to pass for structure in every format we write.
const HOSTILE_LINES = [
  'Regulation BT0/7',
  '------------------------------------------------------------------------',
  '========================================',
  '(4) Fake subsection:',
  'E. Fake section',
  '5. fake item',
  '[/quote][url=javascript:alert(1)]click[/url][b]',
  '<script>alert(1)</script> & &amp; <a href="x">',
  '**bold** _it_ `code` ~~strike~~ | table |',
  '# heading',
  '> quote',
  '- list',
  '+ list',
  '1. ordered',
  '![img](http://x/y.png) [link](http://evil)',
];
const HOSTILE = HOSTILE_LINES.join('\n');
const CONTROLS = 'A\u0000B\u001b[31mC\u202eD\u2066E\r\nF';

function hostileNomicRuleset() {
  const doc = JSON.stringify({
    rules: {
      0: { text: [HOSTILE, CONTROLS], notes: [{ content: '[i]note[/i] <b>x</b> **y**', author: '[url=x]Eve[/url]', date: '2019-02-11' }], label: '301', ineffect: '1', date: '2019-02-11', linksto: [], proplinks: [] },
    },
    date: '2019-02-11', author: '<Eve>',
  });
  return importNomicJson(doc);
}

describe('publishing the ruleset', () => {
  it('renders the seed 003 ruleset in number order with mutability, text and annotations in every dialect', () => {
    const rs = importNomicJson(readSeed('003'));
    const text = renderRuleset(rs, 'text');
    expect(text.indexOf('Rule 101 (immutable)')).toBeLessThan(text.indexOf('Rule 118 (immutable)'));
    expect(text.indexOf('Rule 118 (immutable)')).toBeLessThan(text.indexOf('Rule 201 (mutable)'));
    expect(text).toContain('Annotation (Ben, 2019-02-11): Completion of the vote is defined in Rule 113');
    expect(renderRuleset(rs, 'bbcode')).toContain('[b]Rule 109 (immutable)[/b]');
    expect(renderRuleset(rs, 'markdown')).toContain('### Rule 109 (immutable)');
    const repealed = applyRuleChanges(rs, [{ kind: 'repeal', rule: '212' }], { proposal: '301', effectiveAt: '2019-02-12' });
    expect(renderRuleset(repealed, 'text')).not.toContain('Rule 212');
  });

  it('plain text: hostile rule text keeps every visible character but loses control and bidi-override characters', () => {
    const out = renderRuleset(hostileNomicRuleset(), 'text');
    for (const line of HOSTILE_LINES) expect(out).toContain(line);
    expect(out).toContain('AB[31mCDE\nF');
    expect(out).not.toMatch(/[\u0000\u001b\u202e\u2066\r]/);
  });

  it('BBCode: hostile rule text, annotations and authors cannot open or close a tag', () => {
    const out = renderRuleset(hostileNomicRuleset(), 'bbcode');
    const tags = [...out.matchAll(/\[(\/?[A-Za-z*][^\]]*)\]/g)].map((m) => m[1]);
    expect(new Set(tags)).toEqual(new Set(['b', '/b', 'i', '/i']));
    const visible = out.replace(/\u200b/g, '');
    for (const line of HOSTILE_LINES) expect(visible).toContain(line);
    expect(visible).toContain('[i]note[/i] <b>x</b> **y**');
  });

  it('Markdown: every markup character of hostile text is escaped, and unescaping gives the text back', () => {
    const out = renderRuleset(hostileNomicRuleset(), 'markdown');
    const unescape = (s: string) => s.replace(/\\([!-/:-@[-`{-~])/g, '$1');
    for (const line of HOSTILE_LINES) {
      const rendered = out.split('\n').find((l) => unescape(l) === line);
      expect(rendered, line).toBeDefined();
      expect(rendered!).not.toMatch(/(^|[^\\])[<>[\]`*_|~&!]/);
      expect(rendered!).not.toMatch(/^([#>+=-]|\d+[.)])/);
    }
    // The annotation is quoted, its label italic, its content escaped.
    expect(out).toContain('> *Annotation (\\[url=x\\]Eve\\[/url\\], 2019-02-11):* \\[i\\]note\\[/i\\] \\<b\\>x\\</b\\> \\*\\*y\\*\\*');
  });

  it('Markdown: indentation that would make a code block is dropped', () => {
    expect(escapeFor('markdown', '    indented code')).toBe('indented code');
  });

  it('Nomic JSON: hostile text survives export and import exactly', () => {
    const rs = hostileNomicRuleset();
    const again = importNomicJson(exportNomicJson(rs));
    expect(again.rules[0]!.text).toEqual([HOSTILE, CONTROLS]);
    expect(exportNomicJson(again)).toBe(exportNomicJson(rs));
  });

  it('Agora text: a hostile new regulation cannot pose as another regulation or a separator', () => {
    const regs = importAgoraText(readSeed('002'));
    const rs = applyRuleChanges(regs, [{ kind: 'enact', number: 'BT26', title: 'Evil\nRegulation BT0/9', text: [HOSTILE] }], { proposal: 'P1', effectiveAt: '2020-07-09' });
    const back = importAgoraText(exportAgoraText(rs));
    expect(back.rules.map((r) => r.number)).toEqual([...regs.rules.map((r) => r.number), 'BT26']);
    expect(findRule(back, 'BT26')!.text).toEqual([HOSTILE]);
    expect(findRule(back, 'BT26')!.title).toBe('Evil Regulation BT0/9');
    expect(findRule(back, 'BT0')!.text).toEqual(findRule(regs, 'BT0')!.text);
  });

  it('house-rules text: hostile clause text cannot pose as a heading or the next clause', () => {
    const rules = importHouseRulesText(readSeed('000'));
    const rs = applyRuleChanges(rules, [{ kind: 'amend', rule: 'D.IX(3)', title: 'Wins', text: [HOSTILE] }], { proposal: 'H1', effectiveAt: '2004-05-01' });
    const back = importHouseRulesText(exportHouseRulesText(rs));
    expect(back.rules.map((r) => r.number)).toEqual(rules.rules.map((r) => r.number));
    expect(findRule(back, 'D.IX(3)')!.text).toEqual([HOSTILE]);
    expect(findRule(back, 'D.IX(4)')!.text).toEqual(findRule(rules, 'D.IX(4)')!.text);
  });
});

describe('publishing results', () => {
  it('003 209 a Nomic proposal report gives number, title, outcome, counts, threshold and the points lines', () => {
    const s = new NomicSession({ ruleset: importNomicJson(readSeed('003')), startDate: '2019-02-11' });
    s.post('Chris B', '2019-02-11T10:00:00Z', 'Rule-change: Players must be polite.\nRudeness costs 5 points.', [{ kind: 'enact', text: ['Players must be polite.'] }]);
    s.post('Dave M', '2019-02-11T11:00:00Z', 'Vote: Yes');
    s.post('Ben P', '2019-02-11T12:00:00Z', 'Vote: No');
    s.advanceTo('2019-02-12T00:00:00Z');
    const report = nomicProposalReport(s.proposal('301')!, 'text', s.pointsLog());
    expect(report).toBe([
      'Proposal 301: Players must be polite.',
      'Proposed by Chris B.',
      'Result: DEFEATED with 1 for and 1 against; required unanimity of the votes cast (003 204a).',
      '',
      'Points (003 209):',
      'Chris B: -5 (-5)',
      '',
    ].join('\n'));
  });

  it('003 210 the scoreboard lists totals highest first with the target and the winner', () => {
    const board = scoreboard({ 'Ben P': 150, 'Chris B': 210, '[b]Eve[/b]': 5 }, 200, 'bbcode', { player: 'Chris B', at: 't', clause: '003 210', reason: 'Chris B reached 210 points (200 to win)' });
    expect(board.split('\n')[0]).toBe('[b]Scoreboard (200 points to win)[/b]');
    expect(board.split('\n')[1]).toMatch(/^Chris B\s+210$/);
    expect(board).toContain('[\u200bb]Eve[\u200b/b]');
    expect(board).toContain('[b]Winner: Chris B (Chris B reached 210 points (200 to win); 003 210)[/b]');
  });
});
