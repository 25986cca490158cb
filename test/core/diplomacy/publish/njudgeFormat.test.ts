// The rules of the nJudge results format that players' mapping tools depend on
// (shared/reference/formats/results-text.md).
import { describe, expect, it } from 'vitest';
import { getVariant } from '../../../../core/diplomacy/variants';
import { forumDeadline, forumLocalTime, judgeMarker, publishResults, resultsHeading } from '../../../../core/diplomacy/publish/index';
import type { OrderResult } from '../../../../core/diplomacy/types';
import { dipccReport, standard } from './dipccReports';

const move = { kind: 'move' as const, power: 'France', unit: 'bur', to: 'pic' };
const support = { kind: 'support' as const, power: 'France', unit: 'bur', supported: 'pic' };
const result = (over: Partial<OrderResult>, order: OrderResult['order'] = move): OrderResult => ({ order, success: false, code: 'bounced', reason: '', ...over });

describe('nJudge outcome markers', () => {
  it('writes two spaces and the judge\'s marker', () => {
    expect(judgeMarker(result({}), 'movement')).toBe('  (*bounce*)');
    expect(judgeMarker(result({ dislodged: true }), 'movement')).toBe('  (*bounce, dislodged*)');
    expect(judgeMarker(result({ code: 'cut' }, support), 'movement')).toBe('  (*cut*)');
    expect(judgeMarker(result({ code: 'cut', dislodged: true }, support), 'movement')).toBe('  (*cut, dislodged*)');
    expect(judgeMarker(result({ code: 'void' }, support), 'movement')).toBe('  (*void*)');
    expect(judgeMarker(result({ code: 'dislodged' }, { kind: 'hold', power: 'France', unit: 'bur' }), 'movement')).toBe('  (*dislodged*)');
    expect(judgeMarker(result({ code: 'disrupted', dislodged: true }, { kind: 'convoy', power: 'England', unit: 'eng', from: 'gas', to: 'swi' }), 'movement')).toBe('  (*dislodged*)');
    expect(judgeMarker(result({ code: 'moved', success: true }), 'movement')).toBe('');
    expect(judgeMarker(result({ code: 'held', success: true, implicit: true }, { kind: 'hold', power: 'France', unit: 'bur' }), 'movement')).toBe('  No Order Processed');
    expect(judgeMarker(result({ code: 'disbanded' }, { kind: 'disband', power: 'France', unit: 'bur' }), 'retreat')).toBe('  (*destroyed*)');
    expect(judgeMarker(result({ code: 'bounced' }, { kind: 'retreat', power: 'France', unit: 'bur', to: 'par' }), 'retreat')).toBe('  (*bounce, destroyed*)');
  });

  it('puts exactly one space after the colon and a blank line between powers', () => {
    const text = publishResults(standard, dipccReport('game_433761_ENGLAND_AG.json', 'F1902M'), 'njudge');
    const orderLines = text.split('\n').filter((l) => /^(Austria|England|France|Germany|Italy|Russia|Turkey):/.test(l));
    expect(orderLines.length).toBe(33);
    for (const l of orderLines) expect(l).toMatch(/^[A-Z][a-z]+: (Army|Fleet) [A-Z]/);
    expect(text).toMatch(/Austria: Army Serbia SUPPORT Fleet Greece -> Bulgaria\.\n\nEngland: /);
    expect(text).toContain('\nRussia: Fleet Sweden SUPPORT Fleet St Petersburg (north coast) -> Norway.  (*cut, dislodged*)\n');
    expect(text).toContain('\nTurkey: Army Bulgaria SUPPORT Italian Fleet Aegean Sea -> Greece.  (*void*)\n');
  });

  it('names phases as the judge does, Monsoon for Maharajah (001 B.I(5))', () => {
    expect(resultsHeading(standard, { year: 1901, season: 'spring', type: 'movement' })).toBe('Movement results for Spring of 1901.');
    expect(resultsHeading(standard, { year: 1901, season: 'fall', type: 'retreat' })).toBe('Retreat results for Fall of 1901.');
    expect(resultsHeading(standard, { year: 1901, season: 'winter', type: 'adjustment' })).toBe('Adjustment results for Winter of 1901.');
    expect(resultsHeading(getVariant('maharajah'), { year: 1501, season: 'winter', type: 'adjustment' })).toMatch(/^Adjustment results for Monsoon.* of 1501\.$/);
  });

  it('wraps the ownership lines from column 12 and prints the DPjudge table', () => {
    const text = publishResults(standard, dipccReport('game_433761_ENGLAND_AG.json', 'F1904R'), 'njudge');
    const lines = text.split('\n');
    const start = lines.indexOf('Ownership of supply centers:');
    expect(start).toBeGreaterThan(0);
    expect(lines[start + 3]).toBe('England:    Denmark, Edinburgh, Holland, Kiel, Liverpool, London, Norway,');
    expect(lines[start + 4]).toBe('            St Petersburg, Sweden.');
    for (const l of lines) expect(l.length).toBeLessThanOrEqual(78 + 20); // order lines may be long; ownership lines are checked below
    for (const l of lines.slice(start + 2, start + 10)) expect(l.length).toBeLessThanOrEqual(78);
    expect(text).toContain('\nEngland:     9 Supply centers,  7 Units:  Builds   2 units.\n');
    expect(text).toContain('\nTurkey:      3 Supply centers,  3 Units:  Builds   0 units.\n');
  });

  it('marks a solo with (* VICTORY!! *) and ends the game (webDiplomacy game 439643, France at 18)', () => {
    const text = publishResults(standard, dipccReport('game_439643_ENGLAND_T.json', 'F1908R'), 'njudge');
    expect(text).toMatch(/\nFrance: {5}18 Supply centers, \d+ Units: {2}(Builds|Removes) +\d+ units?\.  \(\* VICTORY!! \*\)\n/);
    expect(text).toContain('The game is over.');
    expect(text).not.toContain('The next phase');
  });

  it('announces NMRs and prints the silent power\'s holds as No Order Processed (webDiplomacy game 433762, S1908M)', () => {
    const report = dipccReport('game_433762_ITALY_AEFT.json', 'S1908M');
    const text = publishResults(standard, report, 'njudge');
    const silent = report.notices.filter((n) => n.kind === 'nmr').map((n) => n.power);
    expect(silent.length).toBeGreaterThan(0);
    for (const p of silent) {
      expect(text).toContain(`${p} sent no orders (NMR).`);
      expect(text).toMatch(new RegExp(`\\n${p}: (Army|Fleet) [^\\n]+ HOLD\\.  (No Order Processed|\\(\\*dislodged\\*\\))\\n`));
    }
  });

  it('states the deadline in GMT in the forum form GMs write, with the GM\'s local time (000 D.VII(4)b, 001 B.VIII(4)b)', () => {
    expect(forumDeadline(Date.UTC(2026, 10, 29, 20, 0))).toBe('Sunday 29 November 2026, 20:00 GMT');
    expect(forumLocalTime(Date.UTC(2026, 10, 29, 20, 0), -300)).toBe('Sunday 29 November 2026, 15:00 (GMT-05:00)');
    const report = dipccReport('game_433761_ENGLAND_AG.json', 'S1902M', { nextDeadline: Date.parse('2004-03-05T22:00Z'), gmUtcOffsetMinutes: 330 });
    for (const dialect of ['njudge', 'bbcode', 'markdown'] as const) {
      const text = publishResults(standard, report, dialect);
      expect(text).toContain('The deadline for orders will be Friday 5 March 2004, 22:00 GMT.');
      expect(text).toContain("GM's local time: Saturday 6 March 2004, 03:30 (GMT+05:30).");
    }
    const gmtOnly = publishResults(standard, { ...report, gmUtcOffsetMinutes: undefined }, 'njudge');
    expect(gmtOnly).not.toContain("GM's local time");
  });
});

describe('an illegal order in the results post (issue 14)', () => {
  it('prints the unit as held because its order was illegal, with why, instead of No Order Processed', () => {
    const report = dipccReport('game_433761_ENGLAND_AG.json', 'S1902M');
    const held = report.results.find((r) => r.order.kind === 'hold' && !r.dislodged)!;
    const unit = (held.order as { unit: string }).unit;
    const implicit = { ...report, results: report.results.map((r) => r === held ? { ...r, implicit: true } : r), illegal: { [unit.split('/')[0]!]: 'a fleet cannot move to Tyrolia [/code] <b>' } };
    const text = publishResults(standard, implicit, 'bbcode');
    expect(text).toContain('(*illegal order: a fleet cannot move to Tyrolia /code b*)');
    expect(publishResults(standard, { ...implicit, illegal: {} }, 'njudge')).toMatch(/HOLD\.  No Order Processed/);
  });
});
