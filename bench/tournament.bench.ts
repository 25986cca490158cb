// Benchmark: the tournament desk at World Masters scale — 49 teams, 49 boards × 7 players, the
// full schedule (Round 1, Round 2, semi-final, final). Goals (issue 16): a round's assignment with
// all checks under 1 s; standings after importing 49 board files under 50 ms. Memory is printed.
// Run: npm run bench -- tournament
import { SeededRandom } from '../core/random';
import {
  assignRound, boardFileText, createTournament, importBoardFile, importRoster, roundOneAdvancement, roundResults, roundTwoAdvancement,
  seatRound, semiFinalAdvancement, tournamentProfiles, playedBoards, boardNames, checksFor, planOf, individualWinner, teamWinner, bestCountry, roundOneTeams,
  type BoardFile, type Tournament,
} from '../core/diplomacy/tournament/index';

const powers = tournamentProfiles.wm2004.powers;

function roster(teams: number): string {
  const rows = ['name,team,captain,power'];
  for (let i = 1; i <= teams; i++) powers.forEach((p, k) => rows.push(`Player ${i}-${k + 1},Team ${i},${k === 0 ? 'yes' : ''},${p}`));
  return rows.join('\n');
}

/** A plausible board: year-end counts drifting from 3 each towards a spread, never above 34 in all. */
function boardFile(t: Tournament, round: number, board: string, rng: SeededRandom): BoardFile {
  const plan = planOf(t, round);
  const seats = t.rounds.find((r) => r.round === round)!.boards.find((b) => b.board === board)!.seats;
  let counts = Object.fromEntries(powers.map((p) => [p, 3])) as Record<string, number>;
  const centres: BoardFile['centres'] = [];
  for (let y = 1901; y <= plan.endYear!; y++) {
    const next = { ...counts };
    for (let n = 0; n < 4; n++) {
      const from = powers[rng.roll(7, 'from') - 1]!, to = powers[rng.roll(7, 'to') - 1]!;
      if (next[from]! > 0 && next[to]! < 17) { next[from]!--; next[to]!++; }
    }
    if (y === 1901) for (const p of powers) next[p] = next[p]! + (p === 'Russia' ? 1 : 0) + 1; // neutrals taken
    counts = next;
    centres.push({ year: y, counts: { ...counts } });
  }
  return {
    format: 'adjutant-board-file', version: 1, tournament: t.id, round, board, kind: 'final', through: plan.endYear!,
    positions: seats.map((s) => ({ power: s.power, tenures: [{ player: s.player, from: 'S1901M' }] })), centres,
  };
}

/**
 * Wall time, and the process's CPU time for the same call: on a shared machine the wall clock
 * includes waiting for a core, so the goals are judged on CPU time (the work itself) and both are printed.
 */
function time<T>(f: () => T): { ms: number; wall: number; value: T } {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const value = f();
  const wall = performance.now() - t0;
  const c = process.cpuUsage(c0);
  return { ms: (c.user + c.system) / 1000, wall, value };
}

const both = (x: { ms: number; wall: number }): string => `${x.ms.toFixed(1)} ms cpu (${x.wall.toFixed(1)} ms wall)`;

function importRound(t: Tournament, round: number, rng: SeededRandom): { ms: number; wall: number; files: number } {
  const texts = t.rounds.find((r) => r.round === round)!.boards.map((b) => boardFileText(boardFile(t, round, b.board, rng)));
  const { ms, wall } = time(() => { for (const text of texts) { const r = importBoardFile(t, JSON.parse(text)); if (r.status !== 'added') throw new Error(JSON.stringify(r)); } });
  return { ms, wall, files: texts.length };
}

const mb = (n: number) => `${(n / 1048576).toFixed(1)} MB`;

export async function run(): Promise<string[]> {
  const lines: string[] = [];
  // Warm-up on separate tournaments (JIT, zod's compiled schema) so the figures below are the
  // steady state of a desk that has been in use; the first pass, with everything still cold, is
  // printed too, since that is what a fresh `adjutant tournament import` process pays.
  for (let pass = 0; pass < 4; pass++) {
    const w = createTournament('Warm-up', 'wm2004', 1 + pass);
    importRoster(w, roster(49));
    assignRound(w, 1, w.players.map((p) => p.name));
    const wi = importRound(w, 1, new SeededRandom(3 + pass));
    const ws = time(() => { roundResults(w, 1); roundOneTeams(w); return roundOneAdvancement(w, 24 * 7); });
    if (pass === 0) lines.push(`First pass in this process (nothing compiled yet): import 49 board files ${both(wi)}, first standings ${both(ws)}; together ${(wi.ms + ws.ms).toFixed(1)} ms cpu (not the goal's measure: the goal is the steady state below)`);
  }
  const heap0 = process.memoryUsage().heapUsed;
  const t = createTournament('Bench Masters', 'wm2004', 2004);
  importRoster(t, roster(49));
  const rng = new SeededRandom(7);

  const a1 = time(() => assignRound(t, 1, t.players.map((p) => p.name)));
  lines.push(`Round 1: 49 boards x 7 (sign-up powers, checks ${checksFor(tournamentProfiles.wm2004, planOf(t, 1)).join(', ')}): ${both(a1)}, ${a1.value.swaps.length} swaps, ${a1.value.unmet.length} checks not met (goal < 1000 ms: ${a1.ms < 1000 ? 'met' : 'NOT met'})`);

  const i1 = importRound(t, 1, rng);
  const s1 = time(() => { roundResults(t, 1); roundOneTeams(t); return roundOneAdvancement(t, 24 * 7); });
  lines.push(`Round 1: import ${i1.files} board files ${both(i1)} (zod check + SHA-256 each); first standings (scoring 49 boards, teams, credits, advancement with every tie-break) ${both(s1)}; together ${(i1.ms + s1.ms).toFixed(1)} ms cpu (goal < 50 ms: ${i1.ms + s1.ms < 50 ? 'met' : 'NOT met'})`);
  // Standings again over the same 49 files (board scores cached), as a screen recomputes them.
  const s1b = time(() => roundOneAdvancement(t, 24 * 7));
  lines.push(`Round 1: standings again: ${both(s1b)} (goal < 50 ms: ${s1b.ms < 50 ? 'met' : 'NOT met'})`);

  // The heaviest seating: a drawn round of 49 boards with every check and a full round of history
  // (the Round 2 of a 148-team tournament; here the same 343 players re-seated after Round 1).
  const heavyRun = () => seatRound({
    round: 2, boards: boardNames(2, 49), powers, players: t.players.map((p) => ({ name: p.name, team: p.team! })), powersBy: 'draw',
    checks: ['000 B.6a', '000 B.6b', '000 B.6c', '000 B.6d', '000 B.6e'], history: playedBoards(t, 2),
  }, new SeededRandom(1));
  const cold = time(heavyRun);
  const heavy = time(heavyRun);
  lines.push(`Drawn round of 49 boards x 7 after Round 1 (all five checks): first run ${both(cold)}, again ${both(heavy)}; ${heavy.value.swaps.length} swaps, ${heavy.value.unmet.length} checks not met${heavy.value.unmet.length ? ` (${[...new Set(heavy.value.unmet.map((u) => u.clause))].join(', ')})` : ''} (goal < 1000 ms: ${heavy.ms < 1000 ? 'met' : 'NOT met'} warm, ${cold.ms < 1000 ? 'met' : 'NOT met'} first run)`);

  const q2 = roundOneAdvancement(t, 24 * 7).qualifiers;
  const a2 = time(() => assignRound(t, 2, q2));
  lines.push(`Round 2: ${a2.value.boards.length} boards (000 B.4 for 49 teams) drawn with all checks: ${both(a2)}, ${a2.value.unmet.length} checks not met`);
  const i2 = importRound(t, 2, rng);
  const s2 = time(() => { teamWinner(t); return roundTwoAdvancement(t, 49); });
  lines.push(`Round 2: import ${i2.files} files ${both(i2)}; standings (C.8 with C.7 and C.12 behind it) ${both(s2)}`);

  const a3 = time(() => assignRound(t, 3, s2.value.qualifiers));
  importRound(t, 3, rng);
  const s3 = time(() => semiFinalAdvancement(t));
  lines.push(`Semi-final: 7 boards seated ${both(a3)} (${a3.value.unmet.length} checks not met); standings ${both(s3)}`);
  const a4 = time(() => assignRound(t, 4, s3.value.qualifiers));
  importRound(t, 4, rng);
  const s4 = time(() => { bestCountry(t); return individualWinner(t); });
  lines.push(`Final: seated ${both(a4)} (${a4.value.unmet.length} checks not met); winner and best countries ${both(s4)}; winner ${s4.value.standings[0]!.id}`);

  const heap1 = process.memoryUsage().heapUsed;
  const json = JSON.stringify(t);
  lines.push(`memory: heap ${mb(heap1)} (grew ${mb(heap1 - heap0)} over the run), rss ${mb(process.memoryUsage().rss)}; tournament file ${mb(json.length)} with ${t.boardFiles.length} board files`);
  return lines;
}
