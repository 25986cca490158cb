// World Masters 2004 scoring and advancement: 000 C.6-C.13, C.15 and the replacement limit B.9.
// A player alone on a board with n centres scores n + 32 (000 C.1a, C.2): the tests use that to
// set scores exactly.
import { describe, expect, it } from 'vitest';
import {
  bestCountry, individualWinner, nameReplacement, roundOneAdvancement, roundOneTeams, roundTwoAdvancement, semiFinalAdvancement, teamWinner,
  playerRoundScores, roundResults,
} from '../../../../core/diplomacy/tournament/index';
import { addPlayers, result, seat, tourney } from './helpers';

const place = (standings: { id: string; place: number }[], id: string) => standings.find((s) => s.id === id)!.place;
const standing = <T>(standings: { id: string; decidedBy: { key: string } }[], id: string) => standings.find((s) => s.id === id)!;

describe('000 C.6 team credits', () => {
  it('000 C.6: top ten teams\' players get 10 ... 1 credits; a team tie goes to (a) the total without the highest score', () => {
    const t = tourney('wm2004');
    const boards: Record<string, string[]> = {};
    // Twelve teams, one scoring player each on his own board, team i scoring 20 - i centres ...
    for (let i = 1; i <= 12; i++) { addPlayers(t, [`T${i}a`], `Team ${i}`); boards[`B${i}`] = [`T${i}a`]; }
    // ... except teams 1 and 2, tied on 74: team 1 as 40 + 34, team 2 as 37 + 37.
    addPlayers(t, ['T1b'], 'Team 1'); addPlayers(t, ['T2b'], 'Team 2');
    boards.B13 = ['T1b']; boards.B14 = ['T2b'];
    seat(t, 1, boards);
    result(t, 1, 'B1', { T1a: 8 }); result(t, 1, 'B13', { T1b: 2 });
    result(t, 1, 'B2', { T2a: 5 }); result(t, 1, 'B14', { T2b: 5 });
    for (let i = 3; i <= 12; i++) result(t, 1, `B${i}`, { [`T${i}a`]: 20 - i > 17 ? 17 : 20 - i });
    const { ranking, credits } = roundOneTeams(t);
    expect(ranking.standings[0]!.id).toBe('Team 2');
    expect(ranking.standings[0]!.decidedBy.key).toBe('000 C.6(a)');
    expect(ranking.standings[1]!.id).toBe('Team 1');
    expect(credits.get('T2a')).toBe(10);
    expect(credits.get('T2b')).toBe(10);
    expect(credits.get('T1a')).toBe(9);
    expect(place(ranking.standings, 'Team 3')).toBe(3);
    expect(credits.get('T3a')).toBe(8);
    expect(credits.get('T10a')).toBe(1);
    expect(credits.has('T11a')).toBe(false);
    // The credits count towards advancement and are shown apart from the score.
    const adv = roundOneAdvancement(t, 7);
    const t2a = adv.standings.find((s) => s.id === 'T2a')!;
    expect(t2a.item.total).toBe(37 + 10);
    expect(t2a.item.extra).toEqual({ credits: 10 });
  });
});

describe('000 C.7 Round 1 to Round 2', () => {
  it('000 C.7: score plus credits; ties by (a) least successful country, (d) count-back from 1908, (f) a logged d100', () => {
    const t = tourney('wm2004', 42);
    seat(t, 1, {
      B1: ['P'], B2: [undefined as unknown as string, 'Q'], B3: [undefined as unknown as string, 'R'],
      B4: [undefined as unknown as string, undefined as unknown as string, 'S'], B5: [undefined as unknown as string, undefined as unknown as string, undefined as unknown as string, 'T'],
      B6: [undefined as unknown as string, undefined as unknown as string, undefined as unknown as string, undefined as unknown as string, 'U'],
      B7: [undefined as unknown as string, undefined as unknown as string, undefined as unknown as string, undefined as unknown as string, undefined as unknown as string, 'V'],
    });
    result(t, 1, 'B1', { P: 8 });  // Austria 40 in all
    result(t, 1, 'B2', { Q: 8 });  // England 40 ...
    result(t, 1, 'B3', { R: 1 });  // ... + 33: England did better, so Austria is the least successful
    result(t, 1, 'B4', { S: 7 }, { years: { S: { 1908: 6 } } });  // France 39
    result(t, 1, 'B5', { T: 7 }, { years: { T: { 1908: 5 } } });  // Germany 39: same score, same bonus, 1908 decides
    result(t, 1, 'B6', { U: 3 });  // Italy 35
    result(t, 1, 'B7', { V: 3 });  // Russia 35: equal on every step, to the dice
    const adv = roundOneAdvancement(t, 3);
    const ids = adv.standings.map((s) => s.id);
    expect(ids.slice(0, 2)).toEqual(['P', 'Q']);
    expect(standing(adv.standings, 'P').decidedBy.key).toBe('000 C.7(a)');
    expect(ids.indexOf('S')).toBeLessThan(ids.indexOf('T'));
    expect(standing(adv.standings, 'T').decidedBy.key).toBe('000 C.7(d)');
    expect(standing(adv.standings, 'U').decidedBy.key).toBe('000 C.7(f)');
    const u = adv.standings.find((s) => s.id === 'U')!, v = adv.standings.find((s) => s.id === 'V')!;
    expect(u.rolls!.length).toBeGreaterThan(0);
    expect(adv.rolls.some((r) => r.sides === 100 && /d100 for U \(tied with V; 000 C\.7\(f\)\)/.test(r.purpose))).toBe(true);
    expect(u.place < v.place).toBe(u.rolls![u.rolls!.length - 1]! > v.rolls![v.rolls!.length - 1]!);
    expect(adv.qualifiers).toEqual(['P', 'Q', 'S']);
    // Same results, same rolls: the standings can be re-run by anyone.
    expect(roundOneAdvancement(t, 3).rolls).toEqual(adv.rolls);
  });
  it('000 C.7: (b) score without credits, (c) positional bonus, (e) team ranking with unaffiliated players last', () => {
    // (b): both played Austria (so (a) cannot split them); P has 39 + 10 credits, Q 49 without a team.
    const t = tourney('wm2004', 42);
    addPlayers(t, ['P'], 'Alpha');
    seat(t, 1, { B1: ['P'], B2: ['Q'] });
    result(t, 1, 'B1', { P: 7 });
    result(t, 1, 'B2', { Q: 17 });
    const b = roundOneAdvancement(t, 2);
    expect(b.standings.map((s) => s.id).slice(0, 2)).toEqual(['Q', 'P']);
    expect(b.standings[0]!.item.total).toBe(49);
    expect(b.standings[1]!.item.total).toBe(49);
    expect(b.standings[0]!.decidedBy.key).toBe('000 C.7(b)');
    // (c): both Austria on 34; P shares first place (10 + 24), Q is alone (2 + 32).
    const t2 = tourney('wm2004', 42);
    seat(t2, 1, { B1: ['P', 'O'], B2: ['Q'] });
    result(t2, 1, 'B1', { P: 10, O: 10 });
    result(t2, 1, 'B2', { Q: 2 });
    const c = roundOneAdvancement(t2, 3);
    expect(place(c.standings, 'Q')).toBeLessThan(place(c.standings, 'P'));
    expect(standing(c.standings, 'Q').decidedBy.key).toBe('000 C.7(c)');
    // (e): ten stronger teams take all the credits; Alpha and Beta tie as teams (the d100 of 000 C.6's
    // individual order settles them); P (Alpha), Q (Beta) and the unaffiliated R all played Austria for 40.
    const t3 = tourney('wm2004', 42);
    const boards: Record<string, string[]> = {};
    for (let i = 1; i <= 10; i++) { addPlayers(t3, [`S${i}`], `Strong ${i}`); boards[`S${i}`] = [`S${i}`]; }
    addPlayers(t3, ['P'], 'Alpha'); addPlayers(t3, ['Q'], 'Beta');
    Object.assign(boards, { X1: ['P'], X2: ['Q'], X3: ['R'] });
    seat(t3, 1, boards);
    for (let i = 1; i <= 10; i++) result(t3, 1, `S${i}`, { [`S${i}`]: 17 });
    for (const [board, who] of [['X1', 'P'], ['X2', 'Q'], ['X3', 'R']] as const) result(t3, 1, board, { [who]: 8 });
    const teams = roundOneTeams(t3).ranking.standings;
    const alphaFirst = place(teams, 'Alpha') < place(teams, 'Beta');
    const e = roundOneAdvancement(t3, 13);
    const order = e.standings.map((s) => s.id).filter((id) => ['P', 'Q', 'R'].includes(id));
    expect(order).toEqual(alphaFirst ? ['P', 'Q', 'R'] : ['Q', 'P', 'R']);
    expect(standing(e.standings, 'R').decidedBy.key).toBe('000 C.7(e)');
    expect(standing(e.standings, order[0]!).decidedBy.key).toBe('000 C.7(e)');
  });
});

const u = undefined as unknown as string;

describe('000 C.8 Round 2 to the semi-final', () => {
  it('000 C.8: Round-2 score plus half the Round-1 score; ties (a) least successful country in Round 2', () => {
    const t = tourney('wm2004', 42);
    seat(t, 1, { B1: ['P'], B2: [u, 'Q'], B3: [u, u, 'R'], B4: [u, u, u, 'S'] });
    result(t, 1, 'B1', { P: 8 }); result(t, 1, 'B2', { Q: 2 }); result(t, 1, 'B3', { R: 8 }); result(t, 1, 'B4', { S: 8 });
    seat(t, 2, { C1: ['P'], C2: [u, 'Q'], C3: [u, u, 'R'], C4: [u, u, u, 'S'], C5: [u, u, 'f'] });
    result(t, 2, 'C1', { P: 2 });  // 34 + 20 = 54
    result(t, 2, 'C2', { Q: 3 });  // 35 + 17 = 52
    result(t, 2, 'C3', { R: 1 });  // 33 + 20 = 53, France
    result(t, 2, 'C4', { S: 1 });  // 33 + 20 = 53, Germany
    result(t, 2, 'C5', { f: 1 });  // France 66 in Round 2: Germany (33) is the less successful
    const adv = roundTwoAdvancement(t, 2);
    expect(adv.standings.slice(0, 4).map((s) => [s.id, s.item.total])).toEqual([['P', 54], ['S', 53], ['R', 53], ['Q', 52]]);
    expect(standing(adv.standings, 'S').decidedBy.key).toBe('000 C.8(a)');
    expect(standing(adv.standings, 'P').decidedBy.key).toBe('000 C.8');
    expect(adv.qualifiers).toEqual(['P', 'S']);
    expect(adv.standings[0]!.item.extra).toEqual({ 'half Round 1': 20 });
  });
});

describe('000 C.9-C.11 semi-final and final', () => {
  it('000 C.9: the top scorer of each semi-final board goes to the final; a tie on the board by (a) least successful country', () => {
    const t = tourney('wm2004', 42);
    seat(t, 3, { S1: ['P', 'Q'], S2: [u, 'R'] });
    result(t, 3, 'S1', { P: 8, Q: 8 }); // 8 + 24 each
    result(t, 3, 'S2', { R: 5 });       // England 37 + 32 = 69 against Austria 32
    const semi = semiFinalAdvancement(t);
    expect(semi.boardWinners).toEqual([{ board: 'S1', player: 'P', decidedBy: '000 C.9(a)' }, { board: 'S2', player: 'R', decidedBy: '000 C.9' }]);
    expect(semi.qualifiers).toEqual(['P', 'R']);
  });
  it('000 C.10: a finalist who declines is replaced by the highest semi-final positional bonus; ties (a) semi-final score', () => {
    const t = tourney('wm2004', 42);
    seat(t, 3, { S1: ['P', 'Q'], S2: ['R', 'W'] });
    result(t, 3, 'S1', { P: 10, Q: 5 }); // Q: bonus 16, score 21
    result(t, 3, 'S2', { R: 10, W: 7 }); // W: bonus 16, score 23
    t.declined.push({ round: 4, player: 'P' });
    const semi = semiFinalAdvancement(t);
    expect(semi.qualifiers).toEqual(['W', 'R']);
    expect(semi.declinedReplaced).toEqual([{ declined: 'P', by: 'W (000 C.10(a): semi-final score)' }]);
  });
  it('000 C.11: the individual winner has most centres at the end of the final; ties (a) count-back from 1914, (b) the semi-final ranking', () => {
    const t = tourney('wm2004', 42);
    seat(t, 3, { S1: ['P'], S2: [u, 'Q'] });
    result(t, 3, 'S1', { P: 5 }); result(t, 3, 'S2', { Q: 3 });
    seat(t, 4, { F: ['P', 'Q'] });
    result(t, 4, 'F', { P: 10, Q: 10 }, { years: { P: { 1914: 8 }, Q: { 1914: 9 } } });
    const win = individualWinner(t);
    expect(win.standings[0]!.id).toBe('Q');
    expect(win.standings[0]!.decidedBy.key).toBe('000 C.11(a)');
    const t2 = tourney('wm2004', 42);
    seat(t2, 3, { S1: ['P'], S2: [u, 'Q'] });
    result(t2, 3, 'S1', { P: 5 }); result(t2, 3, 'S2', { Q: 3 });
    seat(t2, 4, { F: ['P', 'Q'] });
    result(t2, 4, 'F', { P: 10, Q: 10 });
    const w2 = individualWinner(t2);
    expect(w2.standings[0]!.id).toBe('P');
    expect(w2.standings[0]!.decidedBy.key).toBe('000 C.11(b)');
  });
});

describe('000 C.12 team competition', () => {
  it('000 C.12: Round-1 + Round-2 points less forfeits; ties (a) players advanced, (b) without the highest Round-2 score', () => {
    const t = tourney('wm2004', 42);
    addPlayers(t, ['A1'], 'Alpha'); addPlayers(t, ['B1'], 'Beta'); addPlayers(t, ['G1'], 'Gamma');
    addPlayers(t, ['d1', 'd2'], 'Delta'); addPlayers(t, ['e1', 'e2'], 'Epsilon');
    seat(t, 1, { X1: ['A1'], X2: [u, 'B1'], X3: [u, u, 'G1'], X4: ['d1'], X5: [u, 'e1'] });
    result(t, 1, 'X1', { A1: 8 }); result(t, 1, 'X2', { B1: 8 });
    result(t, 1, 'X3', { G1: 17 }, { forfeited: ['G1'] }); // 000 B.8e: the team loses the position's 49
    result(t, 1, 'X4', { d1: 8 }); result(t, 1, 'X5', { e1: 2 });
    seat(t, 2, { Y1: ['A1'], Y2: [u, 'd2'], Y3: [u, u, 'e2'] });
    result(t, 2, 'Y1', { A1: 0 }); result(t, 2, 'Y2', { d2: 2 }); result(t, 2, 'Y3', { e2: 8 });
    const teams = teamWinner(t);
    const row = (team: string) => teams.standings.find((s) => s.id === team)!;
    expect(row('Alpha').item.total).toBe(40);
    expect(row('Beta').item.total).toBe(40);
    expect(row('Alpha').place).toBeLessThan(row('Beta').place);
    expect(row('Alpha').decidedBy.key).toBe('000 C.12(a)');
    expect(row('Gamma').item.total).toBe(0);
    expect(row('Gamma').item.forfeited).toBe(1);
    // Delta 40 + 34 and Epsilon 34 + 40, one player advanced each: without the top Round-2 score, 40 v 34.
    expect(row('Delta').item.total).toBe(74);
    expect(row('Epsilon').item.total).toBe(74);
    expect(row('Delta').place).toBeLessThan(row('Epsilon').place);
    expect(row('Delta').decidedBy.key).toBe('000 C.12(b)');
  });
});

describe('000 C.13 best country', () => {
  it('000 C.13: best result with each power over Rounds 1 and 2; ties (a) Round 2 outranks Round 1, (c) a logged d100', () => {
    const t = tourney('wm2004', 42);
    seat(t, 1, { B1: ['P'], B2: [u, 'E1'], B3: [u, 'E2'] });
    result(t, 1, 'B1', { P: 8 }); result(t, 1, 'B2', { E1: 5 }); result(t, 1, 'B3', { E2: 5 });
    seat(t, 2, { C1: ['Q'] });
    result(t, 2, 'C1', { Q: 8 });
    const best = bestCountry(t);
    const austria = best.find((b) => b.title === 'Best Austria')!;
    expect(austria.standings[0]!.item.player).toBe('Q');
    expect(austria.standings[0]!.decidedBy.key).toBe('000 C.13(a)');
    const england = best.find((b) => b.title === 'Best England')!;
    expect(england.standings[0]!.decidedBy.key).toBe('000 C.13(c)');
    expect(england.rolls.filter((r) => r.sides === 100).length).toBeGreaterThanOrEqual(2);
    expect(england.rolls[0]!.purpose).toMatch(/^Best England: d100 for E\d \(B\d\)/);
    // Semi-final results are not counted.
    seat(t, 3, { S1: ['Z'] });
    result(t, 3, 'S1', { Z: 17 });
    expect(bestCountry(t).find((b) => b.title === 'Best Austria')!.standings.some((s) => s.item.player === 'Z')).toBe(false);
  });
});

describe('000 C.15 the first permanent game counts', () => {
  it('000 C.15: advancement reads the chronologically first game in which the player is permanent; temporary seats never count', () => {
    const t = tourney('wm2004', 42);
    seat(t, 1, { B1: ['P'], B2: [u, u, 'f2'], B3: [u, u, u, 'f3'], B4: [u, u, u, 'f4'] });
    result(t, 1, 'B1', { P: 2 }); // P's own game: 34
    // P also took over France on B2 permanently in S1905: a better position, not counted.
    result(t, 1, 'B2', { f2: 12 }, { tenures: { France: [{ player: 'f2', from: 'S1901M' }, { player: 'P', from: 'S1905M', since: '2004-04-01' }] } });
    // Q replaced permanently on B4 (1 May) and on B3 (10 May): B4 came first.
    result(t, 1, 'B3', { f3: 12 }, { tenures: { Germany: [{ player: 'f3', from: 'S1901M' }, { player: 'Q', from: 'S1903M', since: '2004-05-10' }] } });
    result(t, 1, 'B4', { f4: 2 }, { tenures: { Germany: [{ player: 'f4', from: 'S1901M' }, { player: 'Q', from: 'S1906M', since: '2004-05-01' }] } });
    const scores = playerRoundScores(t, roundResults(t, 1).results);
    expect(scores.get('P')).toMatchObject({ board: 'B1', score: 34 });
    expect(scores.get('P')!.note).toMatch(/000 C\.15: counts B1 \(Austria\), the first of 2 permanent games/);
    expect(scores.get('Q')!.board).toBe('B4');
    // Q played 1906-1909 of 18 seasons on B4: 8/18 of 34.
    expect(scores.get('Q')!.score).toBeCloseTo(34 * 8 / 18, 10);
    // A temporary replacement who handed back has no permanent game at all.
    const t2 = tourney('wm2004', 42);
    seat(t2, 1, { B1: ['P'] });
    result(t2, 1, 'B1', { P: 5 }, { tenures: { Austria: [{ player: 'P', from: 'S1901M' }, { player: 'T', from: 'S1903M', declaredUntil: 'F1903M' }, { player: 'P', from: 'S1904M' }] } });
    const s2 = playerRoundScores(t2, roundResults(t2, 1).results);
    expect(s2.has('T')).toBe(false);
    expect(s2.get('P')!.score).toBeCloseTo(37 * 16 / 18, 10);
  });
});

describe('000 B.9 replacement limits', () => {
  it('000 B.9: permanent in at most three games a round, and at most three games at once with temporary replacements', () => {
    const t = tourney('wm2004', 42);
    seat(t, 1, { B1: ['Y'], B2: [], B3: [], B4: [], B5: [] });
    addPlayers(t, ['Z']);
    const perm = (board: string) => ({ round: 1, board, power: 'France', outgoing: `filler 1-${board}-2`, replacement: 'Z', kind: 'permanent' as const, from: '2004-03-01' });
    expect(nameReplacement(t, perm('B1'))).toEqual({ ok: true });
    expect(nameReplacement(t, perm('B2'))).toEqual({ ok: true });
    expect(nameReplacement(t, perm('B3'))).toEqual({ ok: true });
    const fourth = nameReplacement(t, perm('B4'));
    expect(fourth.ok).toBe(false);
    if (!fourth.ok) expect(fourth.problems[0]).toMatchObject({ clause: '000 B.9' });
    expect(t.replacements).toHaveLength(3); // nothing recorded for the refused one
    // Y starts on B1 and takes two overlapping temporary seats: three at once is the limit.
    const temp = (board: string, from: string, until: string) => ({ round: 1, board, power: 'Germany', outgoing: `filler 1-${board}-3`, replacement: 'Y', kind: 'temporary' as const, from, until });
    expect(nameReplacement(t, temp('B2', '2004-03-01', '2004-03-10')).ok).toBe(true);
    expect(nameReplacement(t, temp('B3', '2004-03-05', '2004-03-20')).ok).toBe(true);
    const over = nameReplacement(t, temp('B4', '2004-03-08', '2004-03-09'));
    expect(over.ok).toBe(false);
    if (!over.ok) expect(over.problems[0]!.message).toMatch(/Y would hold 4 games at once/);
    // After both temporary periods have ended, a new one is fine.
    expect(nameReplacement(t, temp('B5', '2004-03-21', '2004-03-30')).ok).toBe(true);
  });
});
