// Advancement, winners and trophies, clause by clause. Each function ranks with the seed's own
// chain of tie-breaks (ranking.ts), so every standing says which step decided it, and the dice
// the chain ends in are rolled from a generator seeded from the tournament's seed and the clause:
// the same results always give the same rolls, and the rolls are listed for publication.
import { SeededRandom, type Roll } from '../../random';
import type { PowerName } from '../types';
import { playerRoundScores, roundResults, type BoardResult, type PlayerRoundScore, type PositionResult, type RoundResults } from './boardResults';
import { derived } from './derived';
import { rankWithTieBreaks, type Criterion, type Standing } from './ranking';
import { nameKey, rosterPlayer, teamsOf } from './roster';
import { plansOf, profileOf, type Tournament } from './tournament';

export interface Ranking<T> {
  title: string;
  clause: string;
  criteria: { key: string; label: string }[];
  standings: Standing<T>[];
  rolls: Roll[];
  /** Things the TD must know: boards still missing or in conflict, doubtful game orders. */
  notes: string[];
}

export interface PlayerEntry extends PlayerRoundScore { team?: string; total: number; extra?: Record<string, number> }

/** A generator for one clause's dice, derived from the tournament seed so re-running gives the same rolls. */
export function diceFor(t: Tournament, label: string): SeededRandom {
  let h = t.seed >>> 0;
  for (const ch of label) h = (Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0);
  return new SeededRandom(h);
}

const teamOf = (t: Tournament, player: string) => rosterPlayer(t.players, player)?.team;

function resultNotes(r: RoundResults, name: string): string[] {
  const notes: string[] = [];
  if (r.missing.length) notes.push(`${name}: no result yet for ${r.missing.join(', ')} — standings are provisional`);
  for (const c of r.conflicts) notes.push(`${name}: ${c.board} has ${c.files.length} different results (${c.files.map((f) => `${f.fileName}: ${f.summary}`).join(' | ')}) — not scored until the TD keeps one`);
  return notes;
}

/**
 * Least successful country (000 C.7(a), C.8(a), C.9(a); 001 A.19(a), A.20(a)): the power with the
 * lowest total across the boards ranks its players first. World Masters totals scores, the
 * Maharajiad centres.
 */
export function powerTotals(results: readonly BoardResult[], measure: 'score' | 'centres'): Map<PowerName, number> {
  const totals = new Map<PowerName, number>();
  for (const b of results) for (const p of b.positions) totals.set(p.power, (totals.get(p.power) ?? 0) + (measure === 'score' ? p.score : p.centres));
  return totals;
}

const lsc = <T extends { power: PowerName }>(key: string, totals: Map<PowerName, number>, label = 'least successful country'): Criterion<T> =>
  ({ key, label, value: (e) => -(totals.get(e.power) ?? 0) });

/** Fresh entries (built field by field: a ranking makes hundreds, and spreading them is slow), total = score until the caller sets it. */
function entriesOf(t: Tournament, scores: Map<string, PlayerRoundScore>): PlayerEntry[] {
  const out: PlayerEntry[] = [];
  for (const s of scores.values()) {
    const e: PlayerEntry = { player: s.player, round: s.round, board: s.board, power: s.power, score: s.score, bonus: s.bonus, countBack: s.countBack, total: s.score };
    if (s.note !== undefined) e.note = s.note;
    const team = teamOf(t, s.player);
    if (team) e.team = team;
    out.push(e);
  }
  return out;
}

// ---------------------------------------------------------------- World Masters (seed 000) ----

export interface TeamEntry { team: string; total: number; scores: number[]; r1Scores: number[]; r2Scores: number[]; advanced: number; forfeited: number }

/** Team totals: the full points of every position a team member started (000 C.14d), less forfeited positions (000 B.8e). */
function teamPositions(t: Tournament, results: readonly BoardResult[]): Map<string, PositionResult[]> {
  const out = new Map<string, PositionResult[]>();
  for (const b of results) for (const p of b.positions) {
    const team = teamOf(t, p.player);
    if (!team) continue;
    const list = out.get(team);
    if (list) list.push(p); else out.set(team, [p]);
  }
  return out;
}

/** Totals after removing the highest score, then the two highest, ...: (000 C.6(a), C.12(b), C.12(c)). */
function withoutHighest(scores: readonly number[]): number[] {
  const sorted = [...scores].sort((a, b) => b - a);
  let total = sorted.reduce((a, b) => a + b, 0);
  return sorted.map((s) => (total -= s));
}

/** 000 C.7 without the team credits and without (e): used inside C.6(b), which decides the team order that C.7(e) then reads. */
function roundOneIndividualOrder(t: Tournament, r1: RoundResults): Map<string, number> {
  const entries = entriesOf(t, playerRoundScores(t, r1.results));
  const totals = powerTotals(r1.results, 'score');
  const { standings } = rankWithTieBreaks(entries, (e) => e.player, [
    { key: '000 C.7', label: 'Round-1 score', value: (e) => e.score },
    lsc('000 C.7(a)', totals),
    { key: '000 C.7(c)', label: 'positional bonus', value: (e) => e.bonus },
    { key: '000 C.7(d)', label: 'count-back from 1908', value: (e) => e.countBack },
  ], { key: '000 C.7(f)', rng: diceFor(t, 'C.6(b)'), purpose: 'Round 1 individual order for team ties' });
  return new Map(standings.map((s) => [s.id, s.place]));
}

/** 000 C.6: the Round-1 team ranking, and the credits of the top ten teams' players (10, 9, ... 1). */
export function roundOneTeams(t: Tournament): { ranking: Ranking<TeamEntry>; credits: Map<string, number> } {
  return derived(t, 'roundOneTeams', () => computeRoundOneTeams(t));
}

function computeRoundOneTeams(t: Tournament): { ranking: Ranking<TeamEntry>; credits: Map<string, number> } {
  const r1 = roundResults(t, 1);
  const byTeam = teamPositions(t, r1.results);
  const individual = roundOneIndividualOrder(t, r1);
  const members = teamsOf(t.players);
  const entries: TeamEntry[] = [...members.keys()].map((team) => {
    const positions = (byTeam.get(team) ?? []).filter((p) => !p.forfeited);
    const scores = positions.map((p) => p.score);
    return { team, total: scores.reduce((a, b) => a + b, 0), scores, r1Scores: scores, r2Scores: [], advanced: 0, forfeited: (byTeam.get(team) ?? []).filter((p) => p.forfeited).length };
  });
  const bestMember = (team: string) => Math.min(...(members.get(team) ?? []).map((name) => individual.get(name) ?? Infinity));
  const { standings, rolls } = rankWithTieBreaks(entries, (e) => e.team, [
    { key: '000 C.6', label: 'Round-1 team total', value: (e) => e.total },
    { key: '000 C.6(a)', label: 'total without the highest individual score(s)', value: (e) => withoutHighest(e.scores) },
    { key: '000 C.6(b)', label: 'highest-ranked individual (000 C.7)', value: (e) => -bestMember(e.team) },
  ]);
  const credits = new Map<string, number>();
  for (const s of standings) if (s.place <= 10) for (const name of members.get(s.id) ?? []) credits.set(name, 11 - s.place);
  return {
    ranking: { title: 'Round 1 team ranking and advancement credits', clause: '000 C.6', criteria: criteriaOf(['000 C.6', 'Round-1 team total'], ['000 C.6(a)', 'total without the highest individual score(s)'], ['000 C.6(b)', 'highest-ranked individual (000 C.7)']), standings, rolls, notes: resultNotes(r1, 'Round 1') },
    credits,
  };
}

function criteriaOf(...pairs: [string, string][]): { key: string; label: string }[] { return pairs.map(([key, label]) => ({ key, label })); }

export interface Advancement<T> extends Ranking<T> { qualifiers: string[]; declinedReplaced: { declined: string; by: string }[] }

function qualify<T>(t: Tournament, ranking: Ranking<T>, count: number, nextRound: number): Advancement<T> {
  const declined = new Set(t.declined.filter((d) => d.round === nextRound).map((d) => nameKey(d.player)));
  const qualifiers: string[] = [], replaced: { declined: string; by: string }[] = [];
  const decliners: string[] = [];
  for (const s of ranking.standings) {
    if (qualifiers.length >= count) break;
    if (declined.has(nameKey(s.id))) { decliners.push(s.id); continue; }
    qualifiers.push(s.id);
  }
  // Whoever filled a place a decliner left is the one ranked after the last original qualifier.
  const fillers = qualifiers.slice(count - decliners.length);
  decliners.forEach((d, i) => { if (fillers[i]) replaced.push({ declined: d, by: fillers[i]! }); });
  return { ...ranking, qualifiers, declinedReplaced: replaced };
}

/** 000 C.7: Round 1 to Round 2, by Round-1 score plus team credits, ties (a)-(f). */
export function roundOneAdvancement(t: Tournament, seats: number): Advancement<PlayerEntry> {
  // The order does not depend on the seats; only where the line of qualifiers falls does.
  return qualify(t, derived(t, 'roundOneOrder', () => computeRoundOneOrder(t)), seats, 2);
}

function computeRoundOneOrder(t: Tournament): Ranking<PlayerEntry> {
  const r1 = roundResults(t, 1);
  const { ranking: teams, credits } = roundOneTeams(t);
  const teamPlace = new Map(teams.standings.map((s) => [s.id, s.place]));
  const totals = powerTotals(r1.results, 'score');
  const entries = entriesOf(t, playerRoundScores(t, r1.results));
  for (const e of entries) { const c = credits.get(e.player) ?? 0; e.total = e.score + c; e.extra = { credits: c }; }
  const criteria: Criterion<PlayerEntry>[] = [
    { key: '000 C.7', label: 'Round-1 score + team credits', value: (e) => e.total },
    lsc('000 C.7(a)', totals),
    { key: '000 C.7(b)', label: 'score without credits', value: (e) => e.score },
    { key: '000 C.7(c)', label: 'positional bonus', value: (e) => e.bonus },
    { key: '000 C.7(d)', label: 'count-back from 1908', value: (e) => e.countBack },
    // Unaffiliated players rank last (000 C.7(e)).
    { key: '000 C.7(e)', label: 'team ranking', value: (e) => -(e.team ? teamPlace.get(e.team) ?? 1e6 : 1e6) },
  ];
  const { standings, rolls } = rankWithTieBreaks(entries, (e) => e.player, criteria, { key: '000 C.7(f)', rng: diceFor(t, '000 C.7(f)'), purpose: 'Round 1 advancement' });
  const notes = [...resultNotes(r1, 'Round 1'), ...entries.filter((e) => e.note).map((e) => `${e.player}: ${e.note}`)];
  return { title: 'Advancement from Round 1 to Round 2', clause: '000 C.7', criteria: criteria.map(({ key, label }) => ({ key, label })), standings, rolls, notes };
}

/** 000 C.12: the team competition (Rounds 1 and 2). */
export function teamWinner(t: Tournament): Ranking<TeamEntry> {
  return derived(t, 'teamWinner', () => computeTeamWinner(t));
}

function computeTeamWinner(t: Tournament): Ranking<TeamEntry> {
  const r1 = roundResults(t, 1), r2 = roundResults(t, 2);
  const teamRound2 = plansOf(t).find((p) => p.number === 2)?.teamRound ?? false;
  const p1 = teamPositions(t, r1.results), p2 = teamPositions(t, teamRound2 ? r2.results : []);
  const { ranking: r1Teams } = roundOneTeams(t);
  const r1Place = new Map(r1Teams.standings.map((s) => [s.id, s.place]));
  const seated2 = new Set((t.rounds.find((r) => r.round === 2)?.boards ?? []).flatMap((b) => b.seats.map((s) => nameKey(s.player))));
  const members = teamsOf(t.players);
  const entries: TeamEntry[] = [...members.keys()].map((team) => {
    // 000 B.8e: a forfeited position's points are deducted.
    const a = (p1.get(team) ?? []), b = (p2.get(team) ?? []);
    const r1Scores = a.filter((p) => !p.forfeited).map((p) => p.score), r2Scores = b.filter((p) => !p.forfeited).map((p) => p.score);
    const forfeited = [...a, ...b].filter((p) => p.forfeited).length;
    const advanced = (members.get(team) ?? []).filter((name) => seated2.has(nameKey(name))).length;
    return { team, total: [...r1Scores, ...r2Scores].reduce((x, y) => x + y, 0), scores: [...r1Scores, ...r2Scores], r1Scores, r2Scores, advanced, forfeited };
  });
  const criteria: Criterion<TeamEntry>[] = [
    { key: '000 C.12', label: 'Round-1 + Round-2 points less forfeits', value: (e) => e.total },
    { key: '000 C.12(a)', label: 'players advanced to Round 2', value: (e) => e.advanced },
    { key: '000 C.12(b)', label: 'total without the highest Round-2 score(s)', value: (e) => withoutHighest(e.r2Scores).map((x) => x + e.r1Scores.reduce((p, q) => p + q, 0)) },
    { key: '000 C.12(c)', label: 'total without the highest Round-1 score(s)', value: (e) => withoutHighest(e.r1Scores).map((x) => x + e.r2Scores.reduce((p, q) => p + q, 0)) },
    { key: '000 C.12(d)', label: 'team ranking at the end of Round 1', value: (e) => -(r1Place.get(e.team) ?? 1e6) },
  ];
  const { standings, rolls } = rankWithTieBreaks(entries, (e) => e.team, criteria);
  return { title: 'Team competition', clause: '000 C.12', criteria: criteria.map(({ key, label }) => ({ key, label })), standings, rolls, notes: [...resultNotes(r1, 'Round 1'), ...(teamRound2 ? resultNotes(r2, 'Round 2') : [])] };
}

/** 000 C.8: Round 2 to the semi-final, by Round-2 score plus half the Round-1 score. */
export function roundTwoAdvancement(t: Tournament, seats: number): Advancement<PlayerEntry> {
  // The order does not depend on the seats; only where the line of qualifiers falls does.
  return qualify(t, derived(t, 'roundTwoOrder', () => computeRoundTwoOrder(t)), seats, 3);
}

function computeRoundTwoOrder(t: Tournament): Ranking<PlayerEntry> {
  const r1 = roundResults(t, 1), r2 = roundResults(t, 2);
  const r1Scores = playerRoundScores(t, r1.results);
  const r1Order = new Map(roundOneAdvancement(t, 0).standings.map((s) => [s.id, s.place]));
  const teamOrder = new Map(teamWinner(t).standings.map((s) => [s.id, s.place]));
  const totals = powerTotals(r2.results, 'score');
  const entries = entriesOf(t, playerRoundScores(t, r2.results));
  for (const e of entries) { const half = (r1Scores.get(e.player)?.score ?? 0) / 2; e.total = e.score + half; e.extra = { 'half Round 1': half }; }
  const criteria: Criterion<PlayerEntry>[] = [
    { key: '000 C.8', label: 'Round-2 score + half the Round-1 score', value: (e) => e.total },
    lsc('000 C.8(a)', totals, 'least successful country in Round 2'),
    { key: '000 C.8(b)', label: 'Round-2 positional bonus', value: (e) => e.bonus },
    { key: '000 C.8(c)', label: 'Round-2 count-back from 1908', value: (e) => e.countBack },
    { key: '000 C.8(d)', label: 'team ranking', value: (e) => -(e.team ? teamOrder.get(e.team) ?? 1e6 : 1e6) },
    { key: '000 C.8(e)', label: 'Round-1 ranking (000 C.7)', value: (e) => -(r1Order.get(e.player) ?? 1e6) },
  ];
  const { standings, rolls } = rankWithTieBreaks(entries, (e) => e.player, criteria);
  const notes = [...resultNotes(r2, 'Round 2'), ...entries.filter((e) => e.note).map((e) => `${e.player}: ${e.note}`)];
  return { title: 'Advancement from Round 2 to the semi-final', clause: '000 C.8', criteria: criteria.map(({ key, label }) => ({ key, label })), standings, rolls, notes };
}

/** The round number of a named round of this tournament (the semi-final is round 2 with fewer than 42 teams, 000 B.4). */
export function roundNumberOf(t: Tournament, name: string): number | undefined {
  return plansOf(t).find((p) => p.name === name)?.number;
}

/** The ranking the semi-final's tie-breaks fall back on: C.8, or C.7 when Round 2 was itself the semi-final. */
function beforeSemiOrder(t: Tournament): Map<string, number> {
  const semi = roundNumberOf(t, 'Semi-final')!;
  return new Map((semi === 3 ? roundTwoAdvancement(t, 0) : roundOneAdvancement(t, 0)).standings.map((s) => [s.id, s.place]));
}

/** 000 C.9: the overall semi-final order (score, then (a)-(c)); each board's first goes to the final. */
export function semiFinalAdvancement(t: Tournament): Advancement<PlayerEntry> & { boardWinners: { board: string; player: string; decidedBy: string }[] } {
  return derived(t, 'semiFinalAdvancement', () => computeSemiFinalAdvancement(t));
}

function computeSemiFinalAdvancement(t: Tournament): Advancement<PlayerEntry> & { boardWinners: { board: string; player: string; decidedBy: string }[] } {
  const semi = roundNumberOf(t, 'Semi-final')!;
  const r = roundResults(t, semi);
  const totals = powerTotals(r.results, 'score');
  const prior = beforeSemiOrder(t);
  const entries = entriesOf(t, playerRoundScores(t, r.results));
  const criteria: Criterion<PlayerEntry>[] = [
    { key: '000 C.9', label: 'semi-final score', value: (e) => e.score },
    lsc('000 C.9(a)', totals, 'least successful country in the semi-final'),
    { key: '000 C.9(b)', label: 'count-back from 1911', value: (e) => e.countBack },
    { key: '000 C.9(c)', label: semi === 3 ? 'Round-2 ranking (000 C.8)' : 'Round-1 ranking (000 C.7)', value: (e) => -(prior.get(e.player) ?? 1e6) },
  ];
  const overall = rankWithTieBreaks(entries, (e) => e.player, criteria);
  const boardWinners: { board: string; player: string; decidedBy: string }[] = [];
  for (const b of r.results) {
    const here = rankWithTieBreaks(entries.filter((e) => e.board === b.board), (e) => e.player, criteria);
    const top = here.standings[0];
    if (top) boardWinners.push({ board: b.board, player: top.id, decidedBy: top.tiedWith.length ? top.decidedBy.key : '000 C.9' });
  }
  // 000 C.10: a finalist who declines is replaced by the non-qualifier with the highest semi-final positional bonus; ties (a) score, (b) C.9 ranking.
  const c9Place = new Map(overall.standings.map((s) => [s.id, s.place]));
  const declined = new Set(t.declined.filter((d) => d.round === semi + 1).map((d) => nameKey(d.player)));
  const qualifiers: string[] = [], replaced: { declined: string; by: string }[] = [];
  const winners = new Set(boardWinners.map((w) => w.player));
  const c10 = rankWithTieBreaks(entries.filter((e) => !winners.has(e.player) && !declined.has(nameKey(e.player))), (e) => e.player, [
    { key: '000 C.10', label: 'semi-final positional bonus', value: (e) => e.bonus },
    { key: '000 C.10(a)', label: 'semi-final score', value: (e) => e.score },
    { key: '000 C.10(b)', label: 'semi-final ranking (000 C.9)', value: (e) => -(c9Place.get(e.player) ?? 1e6) },
  ]);
  let next = 0;
  for (const w of boardWinners) {
    if (!declined.has(nameKey(w.player))) { qualifiers.push(w.player); continue; }
    const by = c10.standings[next++];
    if (by) { qualifiers.push(by.id); replaced.push({ declined: w.player, by: `${by.id} (${by.decidedBy.key}: ${by.decidedBy.label})` }); }
  }
  return {
    title: 'Semi-final: the top scorer of each board goes to the final', clause: '000 C.9', criteria: criteria.map(({ key, label }) => ({ key, label })),
    standings: overall.standings, rolls: [], notes: resultNotes(r, 'Semi-final'), qualifiers, declinedReplaced: replaced, boardWinners,
  };
}

/** 000 C.11: the individual winner — most centres at the end of the final; ties (a) count-back from 1914, (b) the C.9 ranking. */
export function individualWinner(t: Tournament): Ranking<PlayerEntry> {
  return derived(t, 'individualWinner', () => computeIndividualWinner(t));
}

function computeIndividualWinner(t: Tournament): Ranking<PlayerEntry> {
  const final = roundNumberOf(t, 'Final')!;
  const r = roundResults(t, final);
  const semiOrder = new Map(semiFinalAdvancement(t).standings.map((s) => [s.id, s.place]));
  const entries = entriesOf(t, playerRoundScores(t, r.results));
  const positions = r.results.flatMap((b) => b.positions);
  for (const e of entries) e.total = positions.find((p) => p.board === e.board && p.power === e.power)!.centres;
  const criteria: Criterion<PlayerEntry>[] = [
    { key: '000 C.11', label: 'centres at the end of the final', value: (e) => e.total },
    { key: '000 C.11(a)', label: 'count-back from 1914', value: (e) => e.countBack },
    { key: '000 C.11(b)', label: 'semi-final ranking (000 C.9)', value: (e) => -(semiOrder.get(e.player) ?? 1e6) },
  ];
  const { standings, rolls } = rankWithTieBreaks(entries, (e) => e.player, criteria);
  return { title: 'The final: individual winner', clause: '000 C.11', criteria: criteria.map(({ key, label }) => ({ key, label })), standings, rolls, notes: resultNotes(r, 'Final') };
}

export interface CountryEntry { id: string; power: PowerName; round: number; board: string; player: string; score: number; countBack: number[] }

/** 000 C.13 (Rounds 1 and 2) / 001 A.22 (Round 1): the best result with each power. */
export function bestCountry(t: Tournament): Ranking<CountryEntry>[] {
  return derived(t, 'bestCountry', () => computeBestCountry(t));
}

function computeBestCountry(t: Tournament): Ranking<CountryEntry>[] {
  const profile = profileOf(t);
  const wm = profile.seed === '000';
  // 000 C.13: the first two rounds (whatever Round 2 is called); 001 A.22: Round 1.
  const rounds = wm ? [1, 2] : [1];
  const positions = rounds.flatMap((n) => roundResults(t, n).results.flatMap((b) => b.positions));
  return profile.powers.map((power) => {
    const entries: CountryEntry[] = positions.filter((p) => p.power === power).map((p) => ({ id: `${p.player} (${p.board})`, power, round: p.round, board: p.board, player: p.player, score: wm ? p.score : p.centres, countBack: p.countBack }));
    const criteria: Criterion<CountryEntry>[] = wm ? [
      { key: '000 C.13', label: `score with ${power}`, value: (e) => e.score },
      { key: '000 C.13(a)', label: 'Round 2 outranks Round 1', value: (e) => e.round },
      { key: '000 C.13(b)', label: 'count-back from 1908', value: (e) => e.countBack },
    ] : [
      { key: '001 A.22', label: `centres with ${power}`, value: (e) => e.score },
      { key: '001 A.22(a)', label: 'count-back from 1509', value: (e) => e.countBack },
    ];
    const diceKey = wm ? '000 C.13(c)' : '001 A.22(b)';
    const { standings, rolls } = rankWithTieBreaks(entries, (e) => e.id, criteria, { key: diceKey, rng: diceFor(t, `${diceKey} ${power}`), purpose: `Best ${power}` });
    return { title: `Best ${power}`, clause: wm ? '000 C.13' : '001 A.22', criteria: criteria.map(({ key, label }) => ({ key, label })), standings, rolls, notes: [] };
  });
}

// -------------------------------------------------------------------- Maharajiad (seed 001) ----

function roundOneChain(t: Tournament, r1: RoundResults): { criteria: Criterion<PlayerEntry>[]; dice: () => SeededRandom } {
  const totals = powerTotals(r1.results, 'centres');
  return {
    criteria: [
      { key: '001 A.16a', label: 'Round-1 score (centres, pro-rated)', value: (e) => e.score },
      lsc('001 A.19(a)', totals, 'least successful country (fewest centres across Round 1)'),
      { key: '001 A.19(b)', label: 'count-back from 1509', value: (e) => e.countBack },
    ],
    dice: () => diceFor(t, '001 A.19(c)'),
  };
}

/** 001 A.19: the whole Round-1 order (used by A.16c, A.20(c) and A.21). */
export function maharajiadRoundOneOrder(t: Tournament): Ranking<PlayerEntry> {
  return derived(t, 'maharajiadRoundOneOrder', () => computeMaharajiadRoundOneOrder(t));
}

function computeMaharajiadRoundOneOrder(t: Tournament): Ranking<PlayerEntry> {
  const r1 = roundResults(t, 1);
  const entries = entriesOf(t, playerRoundScores(t, r1.results));
  const { criteria, dice } = roundOneChain(t, r1);
  const { standings, rolls } = rankWithTieBreaks(entries, (e) => e.player, criteria, { key: '001 A.19(c)', rng: dice(), purpose: 'Round 1 order' });
  const notes = [...resultNotes(r1, 'Round 1'), ...entries.filter((e) => e.note).map((e) => `${e.player}: ${e.note}`)];
  return { title: 'Round 1 standings', clause: '001 A.19', criteria: criteria.map(({ key, label }) => ({ key, label })), standings, rolls, notes };
}

/**
 * 001 A.16a: each board's top scorer advances (ties 001 A.19); 001 A.16c: then the best remaining
 * player of the whole round; 001 A.21: a qualifier who declines is replaced by the best
 * non-qualifier of Round 1.
 */
export function maharajiadAdvancement(t: Tournament): Advancement<PlayerEntry> & { boardWinners: { board: string; player: string; decidedBy: string }[]; wildCard?: string } {
  return derived(t, 'maharajiadAdvancement', () => computeMaharajiadAdvancement(t));
}

function computeMaharajiadAdvancement(t: Tournament): Advancement<PlayerEntry> & { boardWinners: { board: string; player: string; decidedBy: string }[]; wildCard?: string } {
  const r1 = roundResults(t, 1);
  const overall = maharajiadRoundOneOrder(t);
  const place = new Map(overall.standings.map((s) => [s.id, s.place]));
  const boardWinners: { board: string; player: string; decidedBy: string }[] = [];
  for (const b of r1.results) {
    const here = overall.standings.filter((s) => s.item.board === b.board);
    const top = here[0];
    if (!top) continue;
    // On the board, the one placed higher in the A.19 order wins: report the step that split them.
    const rival = here[1];
    let decidedBy = '001 A.16a';
    if (rival && Math.abs(rival.item.score - top.item.score) < 1e-9) decidedBy = top.decidedBy.key;
    boardWinners.push({ board: b.board, player: top.id, decidedBy });
  }
  const winners = new Set(boardWinners.map((w) => w.player));
  const wild = overall.standings.find((s) => !winners.has(s.id));
  const qualifiersInitial = [...boardWinners.map((w) => w.player), ...(wild ? [wild.id] : [])];
  const declined = new Set(t.declined.filter((d) => d.round === 2).map((d) => nameKey(d.player)));
  const taken = new Set(qualifiersInitial);
  const replacements = overall.standings.filter((s) => !taken.has(s.id) && !declined.has(nameKey(s.id)));
  const qualifiers: string[] = [], replaced: { declined: string; by: string }[] = [];
  let next = 0;
  for (const q of qualifiersInitial) {
    if (!declined.has(nameKey(q))) { qualifiers.push(q); continue; }
    const by = replacements[next++];
    if (by) { qualifiers.push(by.id); replaced.push({ declined: q, by: `${by.id} (001 A.21: next in the Round-1 order, place ${place.get(by.id)})` }); }
  }
  return { ...overall, title: 'Advancement from Round 1 to the final', clause: '001 A.16a', qualifiers, declinedReplaced: replaced, boardWinners, ...(wild ? { wildCard: wild.id } : {}) };
}

/** 001 A.17, A.20: the final's order — most centres (pro-rated); ties (a) least successful country over both rounds, (b) count-back from 1509, (c) the A.19 order. */
export function maharajiadFinal(t: Tournament): Ranking<PlayerEntry> {
  return derived(t, 'maharajiadFinal', () => computeMaharajiadFinal(t));
}

function computeMaharajiadFinal(t: Tournament): Ranking<PlayerEntry> {
  const r1 = roundResults(t, 1), r2 = roundResults(t, 2);
  const totals = powerTotals([...r1.results, ...r2.results], 'centres');
  const r1Order = new Map(maharajiadRoundOneOrder(t).standings.map((s) => [s.id, s.place]));
  const entries = entriesOf(t, playerRoundScores(t, r2.results));
  const criteria: Criterion<PlayerEntry>[] = [
    { key: '001 A.17', label: 'final score (centres, pro-rated)', value: (e) => e.score },
    lsc('001 A.20(a)', totals, 'least successful country (Rounds 1 and 2)'),
    { key: '001 A.20(b)', label: 'count-back from 1509', value: (e) => e.countBack },
    { key: '001 A.20(c)', label: 'Round-1 order (001 A.19)', value: (e) => -(r1Order.get(e.player) ?? 1e6) },
  ];
  const { standings, rolls } = rankWithTieBreaks(entries, (e) => e.player, criteria);
  return { title: 'The final', clause: '001 A.20', criteria: criteria.map(({ key, label }) => ({ key, label })), standings, rolls, notes: resultNotes(r2, 'Final') };
}
