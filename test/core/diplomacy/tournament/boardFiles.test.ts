// Board files from other GMs' machines, and the bad input the desk must refuse or flag with the
// clause: duplicate players, unknown boards, impossible centre counts, conflicting results.
import { describe, expect, it } from 'vitest';
import {
  keepBoardFile, boardFileText, checkBoardFile, createTournament, importBoardFile, importRoster, loadTournament, roundResults, sha256Hex, canonicalJson,
  tournamentProfiles, rankWithTieBreaks,
} from '../../../../core/diplomacy/tournament/index';
import { SeededRandom } from '../../../../core/random';
import { boardFileFor, seat, tourney } from './helpers';

describe('board files', () => {
  it('are named by the hash of their canonical content; the same result twice is recognised, not stored twice', () => {
    const t = tourney('wm2004', 42);
    seat(t, 1, { B1: ['P'] });
    const file = boardFileFor(t, 1, 'B1', { P: 8 });
    const first = importBoardFile(t, file);
    expect(first.status).toBe('added');
    if (first.status !== 'added') return;
    expect(first.hash).toBe(sha256Hex(canonicalJson(file)));
    expect(first.fileName).toBe(`board-B1-${first.hash.slice(0, 16)}.json`);
    // Key order does not change the hash: the same result from another machine is the same file.
    const reordered = Object.fromEntries(Object.entries(file).reverse());
    expect(importBoardFile(t, reordered)).toEqual({ status: 'already-have', hash: first.hash, fileName: first.fileName });
    expect(t.boardFiles).toHaveLength(1);
    expect(JSON.parse(boardFileText(file))).toEqual(file);
  });

  it('two different results for one board are kept side by side as a conflict, and the board is not scored', () => {
    const t = tourney('wm2004', 42);
    seat(t, 1, { B1: ['P', 'Q'] });
    expect(importBoardFile(t, boardFileFor(t, 1, 'B1', { P: 8, Q: 6 })).status).toBe('added');
    expect(importBoardFile(t, boardFileFor(t, 1, 'B1', { P: 6, Q: 8 })).status).toBe('added');
    const r = roundResults(t, 1);
    expect(r.results).toEqual([]);
    expect(r.conflicts).toHaveLength(1);
    expect(r.conflicts[0]!.files.map((f) => f.summary).sort()).toEqual(['Austria 8, England 6, France 0, Germany 0, Italy 0, Russia 0, Turkey 0', 'England 8, Austria 6, France 0, Germany 0, Italy 0, Russia 0, Turkey 0']);
    // A round cut-off is replaced by the finished game's file, without a conflict.
    const t2 = tourney('wm2004', 42);
    seat(t2, 1, { B1: ['P', 'Q'] });
    importBoardFile(t2, boardFileFor(t2, 1, 'B1', { P: 5, Q: 5 }, { kind: 'cut-off', through: 1905 }));
    importBoardFile(t2, boardFileFor(t2, 1, 'B1', { P: 9, Q: 5 }));
    const r2 = roundResults(t2, 1);
    expect(r2.conflicts).toEqual([]);
    expect(r2.results[0]!.positions[0]!.centres).toBe(9);
  });

  it('a conflict stands until the TD keeps one file, with a reason; a later different file reopens it', () => {
    const t = tourney('wm2004', 42);
    seat(t, 1, { B1: ['P', 'Q'] });
    const a = importBoardFile(t, boardFileFor(t, 1, 'B1', { P: 8, Q: 6 }));
    importBoardFile(t, boardFileFor(t, 1, 'B1', { P: 6, Q: 8 }));
    if (a.status !== 'added') throw new Error('not added');
    expect(keepBoardFile(t, 1, 'B1', a.hash.slice(0, 10), '')).toEqual({ ok: false, problem: 'say why this result stands (it is kept with the decision)' });
    expect(keepBoardFile(t, 1, 'B1', 'ffffffffff', 'x').ok).toBe(false);
    expect(keepBoardFile(t, 1, 'B1', a.hash.slice(0, 10), 'the GM confirmed the 1909 counts by mail')).toEqual({ ok: true, hash: a.hash });
    const r = roundResults(t, 1);
    expect(r.conflicts).toEqual([]);
    expect(r.results[0]!.hash).toBe(a.hash);
    expect(t.boardFiles).toHaveLength(2); // nothing deleted
    importBoardFile(t, boardFileFor(t, 1, 'B1', { P: 7, Q: 7 }));
    expect(roundResults(t, 1).conflicts[0]!.files).toHaveLength(3);
  });

  it('refuses a file for an unknown board, or another tournament, with the reason, and changes nothing', () => {
    const t = tourney('wm2004', 42);
    seat(t, 1, { B1: ['P'] });
    const file = boardFileFor(t, 1, 'B1', { P: 8 });
    const unknown = importBoardFile(t, { ...file, board: 'B9' });
    expect(unknown).toEqual({ status: 'refused', reasons: ['there is no board B9 in round 1 (its boards: B1…B1)'] });
    const other = importBoardFile(t, { ...file, tournament: 'another-cup-3' });
    expect(other.status).toBe('refused');
    if (other.status === 'refused') expect(other.reasons[0]).toMatch(/for tournament 'another-cup-3'/);
    expect(importBoardFile(t, { ...file, round: 2 }).status).toBe('refused');
    expect(t.boardFiles).toEqual([]);
  });

  it('refuses a board with more centres counted than the map has (000 C.1a), and flags one with fewer', () => {
    const p = tournamentProfiles.wm2004;
    const t = tourney('wm2004', 42);
    seat(t, 1, { B1: ['P', 'Q', 'R'] });
    const over = boardFileFor(t, 1, 'B1', { P: 17, Q: 10, R: 8 }); // 35 on a 34-centre map
    const c = checkBoardFile(over, p, 1909);
    expect(c.ok).toBe(false);
    if (!c.ok) expect(c.reasons).toEqual(['centres 1901: 35 centres counted, but the map has only 34 (000 C.1a); also 1902 (35), 1903 (35), 1904 (35), 1905 (35), 1906 (35), 1907 (35), 1908 (35), 1909 (35)']);
    const under = boardFileFor(t, 1, 'B1', { P: 17, Q: 10, R: 6 }); // 33 counted
    const res = importBoardFile(t, under);
    expect(res.status).toBe('added');
    if (res.status === 'added') expect(res.warnings).toContain('centres 1909: 33 of 34 centres counted — 1 unowned, or a count is wrong; check against the posted result (000 C.1a)');
    expect(t.boardFiles[0]!.warnings.length).toBeGreaterThan(0); // kept with the file for the TD
  });

  it('refuses what fails the schema, with the path of each problem', () => {
    const p = tournamentProfiles.maharajiad;
    const bad = checkBoardFile({ format: 'adjutant-board-file', version: 1, round: 1, board: 'X', kind: 'final', through: 1510, positions: [], centres: [], extra: 1 }, p, 1510);
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.reasons.some((r) => r.startsWith('tournament:'))).toBe(true);
      expect(bad.reasons.some((r) => r.startsWith('positions:'))).toBe(true);
      expect(bad.reasons.some((r) => /extra/.test(r))).toBe(true);
    }
    expect(checkBoardFile('not an object', p, 1510).ok).toBe(false);
    const t = tourney('maharajiad');
    seat(t, 1, { 'R1-B01': ['A'] });
    const f = boardFileFor(t, 1, 'R1-B01', { A: 12 });
    const notSolo = checkBoardFile({ ...f, solo: 'Bahmana' }, p, 1510);
    expect(notSolo.ok).toBe(false);
    if (!notSolo.ok) expect(notSolo.reasons[0]).toMatch(/a solo needs 19 \(001 A\.16a\)/);
  });

  it('a stored tournament with an edited board file is refused on load', () => {
    const t = tourney('wm2004', 42);
    seat(t, 1, { B1: ['P'] });
    importBoardFile(t, boardFileFor(t, 1, 'B1', { P: 8 }));
    expect(loadTournament(JSON.parse(JSON.stringify(t))).ok).toBe(true);
    const edited = JSON.parse(JSON.stringify(t));
    edited.boardFiles[0].file.centres[8].counts.Austria = 9;
    const l = loadTournament(edited);
    expect(l.ok).toBe(false);
    if (!l.ok) expect(l.problems[0]).toMatch(/does not match its hash/);
  });
});

describe('roster', () => {
  it('refuses a player entered twice, naming both lines (000 B.2), and keeps everyone else', () => {
    const t = createTournament('Dup', 'wm2004', 1);
    const { added, problems } = importRoster(t, 'name,team,power\nAnn,Red,Austria\nBob,Red,England\n  ann ,Blue,France\n');
    expect(added).toBe(2);
    expect(problems[0]).toEqual({ line: 4, clause: '000 B.2', message: 'ann is already on the roster (line 2); a player is entered once — this row is refused' });
    expect(problems.some((p) => p.message === 'team Red has 2 players, not 7')).toBe(true);
    // A second import cannot bring him back either.
    const again = importRoster(t, 'name,team,power\nANN,Green,Italy\n');
    expect(again.added).toBe(0);
    expect(again.problems[0]!.message).toMatch(/ANN is already in the tournament; refused/);
    // Quoted fields, a spreadsheet's BOM and an unknown power.
    const t2 = createTournament('Quotes', 'wm2004', 1);
    const r = importRoster(t2, '\uFEFFname,team,power\n"Smith, Jo",Red,Prussia\n');
    expect(t2.players[0]!.name).toBe('Smith, Jo');
    expect(r.problems[0]).toMatchObject({ line: 2, clause: '000 B.5' });
  });
});

describe('ranking', () => {
  it('says which step decided each place, and shares a place still tied when the chain has no dice', () => {
    const items = [{ id: 'a', s: 5, t: 1 }, { id: 'b', s: 5, t: 2 }, { id: 'c', s: 3, t: 0 }, { id: 'd', s: 3, t: 0 }];
    const { standings } = rankWithTieBreaks(items, (i) => i.id, [{ key: 'X', label: 'score', value: (i) => i.s }, { key: 'X(a)', label: 'tb', value: (i) => i.t }]);
    expect(standings.map((s) => [s.id, s.place, s.decidedBy.key])).toEqual([['b', 1, 'X(a)'], ['a', 2, 'X(a)'], ['c', 3, 'unbroken'], ['d', 3, 'unbroken']]);
    expect(standings[2]!.unbroken).toBe(true);
    const diced = rankWithTieBreaks(items, (i) => i.id, [{ key: 'X', label: 'score', value: (i) => i.s }], { key: 'X(z)', rng: new SeededRandom(1), purpose: 'test' });
    expect(new Set(diced.standings.map((s) => s.place)).size).toBe(4);
    expect(diced.rolls.length).toBeGreaterThanOrEqual(4);
  });
});
