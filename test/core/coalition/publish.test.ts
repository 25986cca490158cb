// The update post, battle announcements and control list (004 3.1d-e, 4.1.2.3-4, 5.2), and rosters.
import { describe, expect, it } from 'vitest';
import sample from '../../../assets/coalition/sample-round.json';
import { resolveTurn } from '../../../core/coalition/turn';
import { renderBattleAnnouncements, renderControlList, renderUpdate, escapeText } from '../../../core/coalition/publish';
import { checkControlList, strategyAuthors } from '../../../core/coalition/control';
import { loadRound, loadRoster } from '../../../core/coalition/roundSchema';
import { rosterFromCsv, rosterToCsv, parseCsv } from '../../../core/coalition/roster';
import type { Round } from '../../../core/coalition/types';
import { makeRound, thread } from './helpers';

const T = '2026-11-19 10:00';
const loadSample = (): Round => { const l = loadRound(sample); if (!l.ok) throw new Error(l.problems.join()); return l.round; };

describe('the movement update (004 3.1d)', () => {
  const round = makeRound([{ name: 'A', square: '10E' }, { name: 'B', square: '10G' }, { name: 'P', team: 'Phyrexia', square: '12E' }, { name: 'Red', square: '2A', days: 0 }]);
  const { report, next } = resolveTurn(round, thread(
    ['A', T, 'A: 10E > 10F'], ['B', '2026-11-19 11:00', 'B: 10G > 10F'], ['P', T, 'P: 12E > 16E'],
    ['Red', T, 'Red: 2A > 1A\n[url=http://x]click[/url]: 1A > 5F'],
  ), { seed: 5 });
  const bb = renderUpdate(report, 'bbcode');
  const plain = renderUpdate(report, 'plain');
  it('004 3.1d lists moves made, partial moves, rejected moves with the reason and rule, random choices and every army\'s day count', () => {
    expect(plain).toMatch(/Moves made[\s\S]*- A: 10E - 10F/);
    expect(plain).toMatch(/Partial moves[\s\S]*- B: wanted 10G > 10F, stays at 10G — a friendly army with priority takes the square \(004 3\.3\.1b\)/);
    expect(plain).toMatch(/Rejected orders[\s\S]*P \(line \d+\): "P: 12E > 16E" — 12E to 16E is 4 orthogonal steps \(no diagonals\); at most 3 a turn \(004 3\.2\.2\.1\)/);
    expect(plain).toMatch(/Day counts[\s\S]*- A \(Coalition\) at 10F: 0 days\n[\s\S]*- Red \(Coalition\) at 1A Red Base: 1 day\n/);
    expect(plain).toMatch(/Random choices\n-+\n- raider spawn/);
    expect(report.days).toHaveLength(next.armies.length);
  });
  it('escapes player text in BBCode so it cannot become a tag; plain text keeps it raw', () => {
    expect(bb).not.toContain('[url=');
    expect(bb).toContain('[\u200burl=http://x]click[\u200b/url]');
    expect(plain).toContain('[url=http://x]click[/url]');
    expect(escapeText('[/list][b]x\u0007', 'bbcode')).toBe('[\u200b/list][\u200bb]x');
    expect(bb.startsWith('[b]Test Round: turn 1 movement update[/b]')).toBe(true);
  });
});

describe('battle announcements (004 3.1e, 4.1.2.3, 4.1.2.4)', () => {
  it('004 4.1.2.4 announces each battle with its terrain and, at a base, the base description; 004 4.1.2.3 with its attacker', () => {
    const r = loadSample();
    const { report, next } = resolveTurn(r, thread(['Greven', T, 'Greven: 14E > 12E'], ['Tahngarth', T, 'Tahngarth: 9E > 9F'], ['Belbe', T, 'Belbe: 12F > 9F']), { seed: 2 });
    const text = renderBattleAnnouncements(next, report, 'plain');
    expect(text).toMatch(/9F \(forest, Green Base \(Green base\)\): (Tahngarth vs Belbe|Belbe vs Tahngarth) \(no-attacker\)/);
    expect(text).toContain('A fortified grove.');
    expect(report.battles.map((b) => b.square)).toEqual(['9F']);
  });
  it('004 3.1e "X attacks Y" headline', () => {
    const r = makeRound([{ name: 'A', square: '10E' }, { name: 'P', team: 'Phyrexia', square: '12E' }]);
    const { report, next } = resolveTurn(r, thread(['A', T, '10E > 12E; engage P']), { seed: 1 });
    expect(renderBattleAnnouncements(next, report, 'bbcode')).toContain('[*]12E (plains): A attacks P');
  });
});

describe('the control list (004 5.2, 5.3)', () => {
  it('004 5.2.1a prints each army\'s controller; an army not on the list belongs to its namesake; 004 5.2.3 contingencies', () => {
    const text = renderControlList(loadSample(), 'plain');
    expect(text).toContain('- Sai Rei (Captain): Gazetzot');
    expect(text).toContain('- Darkhand5 (Commander): Darkhand5');
    expect(text).toContain('- Gazetzot → Darkhand5');
  });
  it('004 5.2.1b a control change counts from its request time', () => {
    const r = makeRound([{ name: 'A', square: '10E' }]);
    r.players.push({ name: 'Boss', team: 'Coalition', rank: 'General' });
    r.control.entries.push({ army: 'A', controllers: ['Boss'], since: '2026-11-21T04:59:00Z' });
    expect(renderControlList(r, 'plain')).toContain('- A (Lt Commander): Boss');
    r.control.entries[0]!.since = '2026-11-21T05:01:00Z';
    expect(renderControlList(r, 'plain')).toContain('- A (Lt Commander): A');
  });
  it('004 5.3.1 flags a controller ranked below the army', () => {
    const r = makeRound([{ name: 'A', square: '10E', rank: 4 }]);
    r.players.push({ name: 'Junior', team: 'Coalition', rank: 'Lieutenant' });
    r.control.entries.push({ army: 'A', controllers: ['Junior'], since: '2026-11-01T00:00:00Z' });
    expect(checkControlList(r, Date.parse('2026-11-21T05:00:00Z')).map((p) => p.rule)).toEqual(['004 5.3.1']);
    expect(renderControlList(r, 'plain')).toContain('- A (Commander): no controller');
  });
  it('004 5.2.3 a contingency may send strats only in the last 24 hours before the deadline', () => {
    const r = loadSample();
    const sai = r.armies.find((a) => a.name === 'Sai Rei')!;
    const deadline = Date.parse('2026-11-27T05:00:00Z');
    expect(strategyAuthors(r, sai, deadline - 30 * 3600_000, deadline)).toEqual(['Gazetzot']);
    expect(strategyAuthors(r, sai, deadline - 2 * 3600_000, deadline)).toEqual(['Gazetzot', 'Darkhand5']);
  });
});

describe('rosters as CSV and JSON', () => {
  it('round-trips the sample armies through CSV', () => {
    const armies = loadSample().armies;
    const back = rosterFromCsv(rosterToCsv(armies));
    expect(back.problems).toEqual([]);
    expect(back.armies.map((a) => [a.name, a.team, a.rank, a.square, a.factions, a.slots.flat().length])).toEqual(armies.map((a) => [a.name, a.team, a.rank, a.square, a.factions, a.slots.flat().length]));
    expect(back.armies[2]!.slots[0]![0]).toEqual(armies[2]!.slots[0]![0]);
  });
  it('quotes separators and defuses spreadsheet formulas; reports bad rows by line', () => {
    const csv = rosterToCsv([{ ...loadSample().armies[0]!, name: '=HYPERLINK("x"), "Urza"' }]);
    expect(csv).toContain('"\'=HYPERLINK(""x""), ""Urza"""');
    expect(parseCsv('a,"b,c"\n1,2')).toEqual([['a', 'b,c'], ['1', '2']]);
    const bad = rosterFromCsv('army,team,rank,square,slot,creature,alive\nX,Elves,General,3D,1,Thing,10\n');
    expect(bad.problems).toEqual([{ line: 2, message: expect.stringMatching(/cannot read this row/) }]);
    expect(rosterFromCsv('nonsense').problems[0]!.message).toMatch(/missing column/);
  });
  it('reads armies from JSON with checks', () => {
    expect(loadRoster(loadSample().armies).ok).toBe(true);
    expect(loadRoster([{ name: 'X' }]).ok).toBe(false);
  });
});
