// From board files to scores. Each board's result is the board scoring of the seed
// (running/boardScore.ts: 000 C.1-C.4, 001 A.16) on its last counted year, shared among the
// players who held the position by the seasons each played (running/tenures.ts: 000 C.14,
// 001 A.23). Which file counts for a board: a finished game's over a cut-off's, the later cut-off
// over the earlier; two different files at the same level are a conflict, shown side by side and
// scored from neither until the TD keeps one (keepBoardFile).
import { parsePhaseName, phaseName } from '../phases';
import { comparePhases, overstayedReplacements, proRatedScores, type PositionHistory } from '../running/tenures';
import type { PowerName } from '../types';
import { soloOf, type BoardFile } from './boardFile';
import { derived } from './derived';
import { nameKey } from './roster';
import { planOf, profileOf, type KeptResult, type StoredBoardFile, type Tournament } from './tournament';

export interface PlayerShare {
  player: string;
  turns: number;
  points: number;
  bonus: number;
  /** Initial player or permanent replacement (000 C.15, 001 A.24); temporary replacements are not. */
  permanent: boolean;
  /** When the player took the position: the round start for the initial player, else the file's date. */
  since?: string;
  initial: boolean;
}

export interface PositionResult {
  round: number;
  board: string;
  power: PowerName;
  /** The starting player: the team is credited the full points of the position (000 C.14d). */
  player: string;
  centres: number;
  bonus: number;
  score: number;
  /** Centres at the end of each year from the round's count-back year down to the first. */
  countBack: number[];
  shares: PlayerShare[];
  forfeited: boolean;
}

export interface BoardResult { round: number; board: string; hash: string; kind: BoardFile['kind']; through: number; solo?: PowerName; positions: PositionResult[] }

export interface BoardConflict { round: number; board: string; files: { hash: string; fileName: string; kind: string; through: number; summary: string; source?: string }[] }

export interface RoundResults {
  round: number;
  results: BoardResult[];
  conflicts: BoardConflict[];
  /** Boards with no usable result yet. */
  missing: string[];
}

function summary(f: BoardFile): string {
  const last = f.centres.find((c) => c.year === f.through)?.counts ?? {};
  return Object.entries(last).sort(([, a], [, b]) => b - a).map(([p, n]) => `${p} ${n}`).join(', ') + (f.solo ? ` (solo ${f.solo})` : '');
}

/** The file that stands for a board, or the conflicting candidates. */
export function chooseBoardFile(files: readonly StoredBoardFile[], kept?: KeptResult): { chosen?: StoredBoardFile; conflict?: StoredBoardFile[] } {
  if (!files.length) return {};
  // The TD's decision stands while no file has arrived since that it did not see.
  if (kept && files.every((f) => kept.among.includes(f.hash))) {
    const k = files.find((f) => f.hash === kept.hash);
    if (k) return { chosen: k };
  }
  const finals = files.filter((f) => f.file.kind === 'final');
  let pool = finals;
  if (!finals.length) {
    const latest = Math.max(...files.map((f) => f.file.through));
    pool = files.filter((f) => f.file.through === latest);
  }
  const distinct = [...new Map(pool.map((f) => [f.hash, f])).values()];
  return distinct.length === 1 ? { chosen: distinct[0]! } : { conflict: distinct };
}

export function scoreBoardFile(t: Tournament, stored: StoredBoardFile): BoardResult {
  const profile = profileOf(t);
  const plan = planOf(t, stored.file.round);
  const file = stored.file;
  const last = file.centres.find((c) => c.year === file.through)!.counts;
  const centres = Object.fromEntries(profile.powers.map((p) => [p, last[p] ?? 0]));
  const solo = soloOf(file, profile);
  const scored = profile.scoreBoard(centres, solo);
  const endYear = plan.endYear ?? file.through;
  const byYear = new Map(file.centres.map((c) => [c.year, c.counts]));
  const terminatedAfter = file.endedAfter ? parsePhaseName(file.endedAfter) : undefined;
  const startTurn = `S${profile.startYear}M`;
  const turnsInGame = (endYear - profile.startYear + 1) * 2;
  const positions = file.positions.map((pos): PositionResult => {
    const s = scored.find((x) => x.power === pos.power)!;
    const countBack: number[] = [];
    for (let y = Math.min(plan.countBackFrom, file.through); y >= profile.startYear; y--) countBack.push(byYear.get(y)?.[pos.power] ?? 0);
    const only = pos.tenures.length === 1 ? pos.tenures[0]! : undefined;
    if (only && only.from.toUpperCase() === startTurn) {
      // Nearly every position: one player from the first turn to the end, who played every turn and
      // keeps the position's full points and bonus (what proRatedScores gives for one tenure).
      // The starting player cannot be a temporary replacement (checkBoardFile), so no overstay.
      const share: PlayerShare = { player: only.player, turns: turnsInGame, points: s.score, bonus: s.bonus, permanent: true, initial: true };
      return { round: file.round, board: file.board, power: pos.power, player: only.player, centres: s.centres, bonus: s.bonus, score: s.score, countBack, shares: [share], forfeited: pos.forfeited === true };
    }
    const history: PositionHistory = {
      power: pos.power,
      tenures: pos.tenures.map((x) => ({ player: x.player, from: parsePhaseName(x.from), ...(x.declaredUntil ? { declaredUntil: parsePhaseName(x.declaredUntil) } : {}) })),
    };
    const points = proRatedScores(s.score, history, profile.startYear, endYear, terminatedAfter);
    const bonuses = proRatedScores(s.bonus, history, profile.startYear, endYear, terminatedAfter);
    // A temporary replacement still in the seat after its declared period has become permanent (000 B.7c, 001 A.12).
    const overstayed = overstayedReplacements(history, terminatedAfter ?? { year: file.through, season: 'fall', type: 'movement' });
    const ordered = [...pos.tenures].sort((a, b) => comparePhases(parsePhaseName(a.from), parsePhaseName(b.from)));
    const shares: PlayerShare[] = points.map((p) => {
      const tenures = ordered.filter((x) => nameKey(x.player) === nameKey(p.player));
      const initial = nameKey(ordered[0]!.player) === nameKey(p.player);
      // A temporary replacement still in the seat after its declared period has become permanent (000 B.7c, 001 A.12).
      const permanent = initial || tenures.some((x) => !x.declaredUntil || overstayed.some((o) => nameKey(o.player) === nameKey(x.player) && phaseName(o.from) === x.from.toUpperCase()));
      const since = initial ? undefined : tenures.map((x) => x.since).find((d) => d !== undefined);
      return { player: p.player, turns: p.turns, points: p.points, bonus: bonuses.find((b) => b.player === p.player)?.points ?? 0, permanent, initial, ...(since ? { since } : {}) };
    });
    return { round: file.round, board: file.board, power: pos.power, player: ordered[0]!.player, centres: s.centres, bonus: s.bonus, score: s.score, countBack, shares, forfeited: pos.forfeited === true };
  });
  return { round: file.round, board: file.board, hash: stored.hash, kind: file.kind, through: file.through, ...(solo ? { solo } : {}), positions };
}

/** A round's scored boards, conflicts and missing boards, computed once per state of the tournament (derived.ts). */
export function roundResults(t: Tournament, round: number): RoundResults {
  return derived(t, `roundResults ${round}`, () => computeRoundResults(t, round));
}

function computeRoundResults(t: Tournament, round: number): RoundResults {
  const r = t.rounds.find((x) => x.round === round);
  if (!r) return { round, results: [], conflicts: [], missing: [] };
  const results: BoardResult[] = [], conflicts: BoardConflict[] = [], missing: string[] = [];
  for (const b of r.boards) {
    const kept = [...(t.kept ?? [])].reverse().find((k) => k.round === round && k.board === b.board);
    const { chosen, conflict } = chooseBoardFile(t.boardFiles.filter((f) => f.file.round === round && f.file.board === b.board), kept);
    if (chosen) results.push(scoreBoardFile(t, chosen));
    else if (conflict) conflicts.push({ round, board: b.board, files: conflict.map((f) => ({ hash: f.hash, fileName: f.fileName, kind: f.file.kind, through: f.file.through, summary: summary(f.file), ...(f.source ? { source: f.source } : {}) })) });
    else missing.push(b.board);
  }
  return { round, results, conflicts, missing };
}

/** A player's score for a round and where it came from. */
export interface PlayerRoundScore {
  player: string;
  round: number;
  board: string;
  power: PowerName;
  score: number;
  bonus: number;
  countBack: number[];
  /** Why this game: 000 C.15 / 001 A.24, and any doubt about the order of games. */
  note?: string;
}

/**
 * 000 C.15, 001 A.24: advancement reads only the chronologically first game in which the player
 * is permanent (initial player, or permanent replacement). A starting seat comes first (the round
 * starts it); replacements come in date order. Replacements without dates cannot be ordered: the
 * desk takes the first in board order and says so in the note.
 */
export function playerRoundScores(t: Tournament, results: readonly BoardResult[]): Map<string, PlayerRoundScore> {
  // Several rankings read the same round's scores; the results of a round are computed once (derived.ts).
  let byResults = roundScores.get(t);
  if (!byResults) { byResults = new WeakMap(); roundScores.set(t, byResults); }
  let scores = byResults.get(results);
  if (!scores) { scores = computePlayerRoundScores(t, results); byResults.set(results, scores); }
  return scores;
}

const roundScores = new WeakMap<Tournament, WeakMap<readonly BoardResult[], Map<string, PlayerRoundScore>>>();

function computePlayerRoundScores(t: Tournament, results: readonly BoardResult[]): Map<string, PlayerRoundScore> {
  const games = new Map<string, { pos: PositionResult; share: PlayerShare }[]>();
  for (const b of results) for (const pos of b.positions) for (const share of pos.shares) {
    if (!share.permanent) continue;
    const list = games.get(share.player);
    if (list) list.push({ pos, share }); else games.set(share.player, [{ pos, share }]);
  }
  const out = new Map<string, PlayerRoundScore>();
  const clause = profileOf(t).seed === '000' ? '000 C.15' : '001 A.24';
  for (const [player, list] of games) {
    const sorted = list.length === 1 ? list : [...list].sort((a, b) => {
      if (a.share.initial !== b.share.initial) return a.share.initial ? -1 : 1;
      const da = a.share.since ?? '\uffff', db = b.share.since ?? '\uffff';
      return da < db ? -1 : da > db ? 1 : a.pos.board < b.pos.board ? -1 : 1;
    });
    const first = sorted[0]!;
    let note: string | undefined;
    if (sorted.length > 1) {
      const undated = sorted.filter((g) => !g.share.initial && !g.share.since).length;
      note = `${clause}: counts ${first.pos.board} (${first.pos.power}), the first of ${sorted.length} permanent games (${sorted.map((g) => g.pos.board).join(', ')})`
        + (undated ? `; ${undated} replacement game(s) have no date, so the order is by board — check` : '');
    }
    out.set(player, { player, round: first.pos.round, board: first.pos.board, power: first.pos.power, score: first.share.points, bonus: first.share.bonus, countBack: first.pos.countBack, ...(note ? { note } : {}) });
  }
  return out;
}
