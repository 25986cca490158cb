// Board counts, power draws and the seating checks: 000 B.4, B.5, B.6a-e; 001 A.11.
import { describe, expect, it } from 'vitest';
import { SeededRandom } from '../../../../core/random';
import {
  assignRound, checkSeating, importRoster, createTournament, roundPlan, roundTwoBoards, seatRound, tournamentProfiles, type SeatingRequest,
} from '../../../../core/diplomacy/tournament/index';

const std = tournamentProfiles.wm2004.powers;
const mah = tournamentProfiles.maharajiad.powers;

function rosterCsv(teams: number): string {
  const rows = ['name,team,captain,power'];
  for (let i = 1; i <= teams; i++) std.forEach((p, k) => rows.push(`P${i}-${k + 1},Team ${i},${k === 0 ? 'yes' : ''},${p}`));
  return rows.join('\n');
}

describe('000 B.4 Round-2 board count', () => {
  it('000 B.4: 28 boards between a third and a half, half rounded down, a third rounded up, capped at 49', () => {
    expect(roundTwoBoards(60).boards).toBe(28);
    expect(roundTwoBoards(84).boards).toBe(28);
    expect(roundTwoBoards(55).boards).toBe(27); // 28 would advance more than half of 55
    expect(roundTwoBoards(51).boards).toBe(25);
    expect(roundTwoBoards(85).boards).toBe(29); // 28 would advance less than a third of 85
    expect(roundTwoBoards(100).boards).toBe(34);
    expect(roundTwoBoards(147).boards).toBe(49);
    expect(roundTwoBoards(148).boards).toBe(49); // a third of 148 rounded up is 50: capped
    expect(roundTwoBoards(148).reason).toMatch(/more than 147/);
  });
  it('000 B.4: with fewer than 42 teams Round 2 is the semi-final and leaves the team competition', () => {
    expect(roundTwoBoards(41).becomesSemiFinal).toBe(true);
    expect(roundTwoBoards(42).becomesSemiFinal).toBe(false);
    expect(roundPlan('wm2004', 41).map((r) => r.name)).toEqual(['Round 1', 'Semi-final', 'Final']);
    expect(roundPlan('wm2004', 41)[1]!.teamRound).toBe(false);
    expect(roundPlan('wm2004', 42).map((r) => r.name)).toEqual(['Round 1', 'Round 2', 'Semi-final', 'Final']);
  });
});

describe('000 B.5 powers by sign-up, then by logged draw', () => {
  it('000 B.5: Round 1 keeps every sign-up power; later rounds draw from the seed, logged, the same seed giving the same draw', () => {
    const t = createTournament('Draw Test', 'wm2004', 5);
    importRoster(t, rosterCsv(14));
    const r1 = assignRound(t, 1, t.players.map((p) => p.name));
    expect(r1.boards).toHaveLength(14);
    for (const b of r1.boards) for (const s of b.seats) expect(t.players.find((p) => p.name === s.player)!.signUpPower).toBe(s.power);
    // A later round: the powers are drawn, every pick logged with board and power.
    const players = t.players.slice(0, 49).map((p) => ({ name: p.name, team: p.team! }));
    const req: SeatingRequest = { round: 2, boards: ['A', 'B', 'C', 'D', 'E', 'F', 'G'], powers: std, players, powersBy: 'draw', checks: [], history: [] };
    const a = seatRound(req, new SeededRandom(99)), b = seatRound(req, new SeededRandom(99)), c = seatRound(req, new SeededRandom(100));
    expect(a.boards).toEqual(b.boards);
    expect(a.rolls).toEqual(b.rolls);
    expect(a.boards).not.toEqual(c.boards);
    expect(a.rolls.length).toBe(48); // the last seat takes the last player without a roll
    expect(a.rolls[0]!.purpose).toBe('Round 2 draw: A Austria');
    expect(a.rolls[0]!.chosen).toBe(a.drawn[0]!.seats[0]!.player);
    // No seeding: a player's place in the list does not decide his board (the draw is of the whole hat).
    const firstBoards = new Set(players.slice(0, 7).map((p) => a.drawn.findIndex((bd) => bd.seats.some((s) => s.player === p.name))));
    expect(firstBoards.size).toBeGreaterThan(1);
  });
});

/** 7 teams of two players, for two boards. */
const pairs = Array.from({ length: 14 }, (_, i) => ({ name: `p${i}`, team: `T${i % 7}` }));

describe('000 B.6 seating checks', () => {
  it('000 B.6b: no two players of one team on a board; met by swapping, and reported with names when impossible', () => {
    const base: SeatingRequest = { round: 2, boards: ['A', 'B'], powers: std, players: pairs, powersBy: 'draw', checks: [], history: [] };
    const drawn = seatRound(base, new SeededRandom(3));
    expect(checkSeating({ ...base, checks: ['000 B.6b'] }, drawn.boards).length).toBeGreaterThan(0); // the bare draw breaks it
    const solved = seatRound({ ...base, checks: ['000 B.6b'] }, new SeededRandom(3));
    expect(solved.drawn).toEqual(drawn.drawn); // same draw ...
    expect(solved.unmet).toEqual([]); // ... then swapped until met
    expect(solved.swaps.length).toBeGreaterThan(0);
    expect(solved.swaps.every((s) => s.served.includes('000 B.6b'))).toBe(true);
    for (const b of solved.boards) expect(new Set(b.seats.map((s) => pairs.find((p) => p.name === s.player)!.team)).size).toBe(7);
    // One board, two of a team: cannot be met, so it is reported with both players.
    const one = seatRound({ round: 3, boards: ['F'], powers: std, players: pairs.slice(0, 6).concat(pairs[7]!), powersBy: 'draw', checks: ['000 B.6b'], history: [] }, new SeededRandom(1));
    expect(one.unmet).toHaveLength(1);
    expect(one.unmet[0]).toMatchObject({ clause: '000 B.6b', boards: ['F'] });
    expect(one.unmet[0]!.players.sort()).toEqual(['p0', 'p7']);
  });

  it('000 B.6a: no two players of one team on the same power in a team round', () => {
    const base: SeatingRequest = { round: 2, boards: ['A', 'B'], powers: std, players: pairs, powersBy: 'draw', checks: ['000 B.6a', '000 B.6b'], history: [] };
    let broken = 0;
    for (let seed = 1; seed <= 5; seed++) {
      broken += checkSeating(base, seatRound({ ...base, checks: [] }, new SeededRandom(seed)).boards).filter((f) => f.clause === '000 B.6a').length;
      const r = seatRound(base, new SeededRandom(seed));
      expect(r.unmet).toEqual([]);
      for (let k = 0; k < 7; k++) expect(pairs.find((p) => p.name === r.boards[0]!.seats[k]!.player)!.team).not.toBe(pairs.find((p) => p.name === r.boards[1]!.seats[k]!.player)!.team);
    }
    expect(broken).toBeGreaterThan(0);
    // A sign-up that gives two players of one team the same power cannot be fixed by the draw: reported.
    // Each team's two players signed up for neighbouring powers, except team T0: both Austria.
    const signUp = pairs.map((p, i) => ({ ...p, signUpPower: std[i < 7 ? i : (i + 1) % 7]! }));
    signUp[7] = { ...signUp[7]!, signUpPower: 'Austria' }; signUp[13] = { ...signUp[13]!, signUpPower: 'England' };
    const r = seatRound({ ...base, round: 1, players: signUp, powersBy: 'sign-up', checks: ['000 B.6a'] }, new SeededRandom(1));
    expect(r.unmet.map((f) => f.clause)).toEqual(['000 B.6a']);
    expect(r.unmet[0]!.players.sort()).toEqual(['p0', 'p7']);
    expect(r.unmet[0]!.message).toMatch(/team T0: p\d and p\d all play Austria/);
  });

  it('000 B.6c: no player plays the same great power twice in the tournament', () => {
    const history = [{ round: 1, board: 'R1-B01', seats: std.map((power, k) => ({ power, player: pairs[k]!.name })) }, { round: 1, board: 'R1-B02', seats: std.map((power, k) => ({ power, player: pairs[k + 7]!.name })) }];
    const base: SeatingRequest = { round: 2, boards: ['A', 'B'], powers: std, players: pairs, powersBy: 'draw', checks: ['000 B.6c'], history };
    const bare = seatRound({ ...base, checks: [] }, new SeededRandom(4));
    expect(checkSeating(base, bare.boards).some((f) => f.clause === '000 B.6c')).toBe(true);
    const r = seatRound(base, new SeededRandom(4));
    expect(r.unmet).toEqual([]);
    for (const b of r.boards) for (const s of b.seats) expect(history.flatMap((h) => h.seats).find((x) => x.player === s.player)!.power).not.toBe(s.power);
    // One player, one board, the only power he could take is the one he played: reported with where.
    const lone = seatRound({ round: 2, boards: ['Z'], powers: std, players: pairs.slice(0, 7), powersBy: 'draw', checks: ['000 B.6c'], history: [{ round: 1, board: 'R1-B01', seats: pairs.slice(0, 7).map((p) => ({ power: 'Austria', player: p.name })) }] }, new SeededRandom(1));
    expect(lone.unmet).toHaveLength(1);
    expect(lone.unmet[0]!.clause).toBe('000 B.6c');
    expect(lone.unmet[0]!.message).toMatch(/plays Austria in Round 1 \(R1-B01\) and again on Z/);
  });

  it('000 B.6d: no two players meet on a board twice in the tournament', () => {
    // 49 players from seven Round-1 boards, re-seated on seven boards: one from each old board per new board.
    const players = Array.from({ length: 49 }, (_, i) => ({ name: `q${i}` }));
    const history = Array.from({ length: 7 }, (_, b) => ({ round: 1, board: `R1-B0${b + 1}`, seats: std.map((power, k) => ({ power, player: `q${b * 7 + k}` })) }));
    const base: SeatingRequest = { round: 2, boards: ['A', 'B', 'C', 'D', 'E', 'F', 'G'], powers: std, players, powersBy: 'draw', checks: ['000 B.6d'], history };
    expect(checkSeating(base, seatRound({ ...base, checks: [] }, new SeededRandom(8)).boards).some((f) => f.clause === '000 B.6d')).toBe(true);
    const r = seatRound(base, new SeededRandom(8));
    expect(r.unmet).toEqual([]);
    for (const b of r.boards) expect(new Set(b.seats.map((s) => Math.floor(Number(s.player.slice(1)) / 7))).size).toBe(7);
    // Two boards from one old board: meetings are unavoidable and each is named.
    const few = seatRound({ ...base, boards: ['A'], players: players.slice(0, 7) }, new SeededRandom(1));
    expect(few.unmet).toHaveLength(21);
    expect(few.unmet[0]!.message).toMatch(/q\d+ and q\d+ met in Round 1 \(R1-B01\) and meet again on A/);
  });

  it('000 B.6e: no two teams face each other more than once in one round', () => {
    // Teams A and B have two players each; everyone else is alone. Seating each pair together avoids a second meeting.
    const players = [{ name: 'a1', team: 'A' }, { name: 'a2', team: 'A' }, { name: 'b1', team: 'B' }, { name: 'b2', team: 'B' }, ...Array.from({ length: 10 }, (_, i) => ({ name: `s${i}`, team: `S${i}` }))];
    const base: SeatingRequest = { round: 2, boards: ['A', 'B'], powers: std, players, powersBy: 'draw', checks: ['000 B.6e'], history: [] };
    let sawBroken = false;
    for (let seed = 1; seed <= 20; seed++) {
      sawBroken ||= checkSeating(base, seatRound({ ...base, checks: [] }, new SeededRandom(seed)).boards).length > 0;
      expect(seatRound(base, new SeededRandom(seed)).unmet).toEqual([]);
    }
    expect(sawBroken).toBe(true);
    // With 000 B.6b too, A and B must split over both boards and so meet twice: reported with the four players.
    const both = seatRound({ ...base, checks: ['000 B.6b', '000 B.6e'] }, new SeededRandom(2));
    expect(both.unmet).toHaveLength(1);
    expect(both.unmet[0]).toMatchObject({ clause: '000 B.6e', boards: ['A', 'B'] });
    expect(both.unmet[0]!.players.sort()).toEqual(['a1', 'a2', 'b1', 'b2']);
  });
});

describe('001 A.11 the Maharajiad final avoids a Round-1 power', () => {
  it('001 A.11: no player gets the same power in Rounds 1 and 2, to the extent possible; preference lists are recorded', () => {
    const players = Array.from({ length: 7 }, (_, i) => ({ name: `m${i}` }));
    // Three of the qualifiers all played Delhi: at most one can be kept off it... no — each can be, since seven powers remain.
    const history = players.map((p, i) => ({ round: 1, board: `R1-B0${(i % 6) + 1}`, seats: [{ power: i < 3 ? 'Delhi' : mah[i]!, player: p.name }] }));
    const base: SeatingRequest = { round: 2, boards: ['R2-B01'], powers: mah, players, powersBy: 'draw', checks: ['001 A.11'], history };
    for (let seed = 1; seed <= 5; seed++) {
      const r = seatRound(base, new SeededRandom(seed));
      expect(r.unmet).toEqual([]);
      for (const s of r.boards[0]!.seats) expect(history.find((h) => h.seats[0]!.player === s.player)!.seats[0]!.power).not.toBe(s.power);
    }
    // All seven played Delhi: one of them must take it again, and is named.
    const all = seatRound({ ...base, history: players.map((p) => ({ round: 1, board: 'R1-B01', seats: [{ power: 'Delhi', player: p.name }] })) }, new SeededRandom(1));
    expect(all.unmet).toHaveLength(1);
    expect(all.unmet[0]!.clause).toBe('001 A.11');
    expect(all.unmet[0]!.players).toEqual([all.boards[0]!.seats.find((s) => s.power === 'Delhi')!.player]);
    // Preference lists are read from the roster and kept.
    const t = createTournament('Maharajiad', 'maharajiad', 1);
    const { problems } = importRoster(t, 'name,preferences\nAsha,Delhi; Persia\nBimal,');
    expect(problems).toEqual([]);
    expect(t.players[0]!.preferences).toEqual(['Delhi', 'Persia']);
  });
});
