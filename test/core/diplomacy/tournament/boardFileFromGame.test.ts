// A board file from a game run in this Adjutant (issue 16 item 3): year-end counts from the
// committed phases, players from the set-up, solo and early end named, and a game that cannot
// make a valid file refused with the reason.
import { describe, expect, it } from 'vitest';
import { getVariant } from '../../../../core/diplomacy/variants';
import { initialPosition } from '../../../../core/diplomacy/position';
import { parsePhaseName } from '../../../../core/diplomacy/phases';
import type { CommittedPhase } from '../../../../core/diplomacy/record/history';
import type { Position } from '../../../../core/diplomacy/types';
import { boardFileFromGame, centresPerPower, planOf, createTournament, importBoardFile, importRoster, assignRound, roundResults, tournamentProfiles, yearEndCounts } from '../../../../core/diplomacy/tournament/index';

const variant = getVariant('standard');
const opening = initialPosition(variant);
const powers = tournamentProfiles.wm2004.powers;

/** A commit whose next position is `next` with the centres of `owners` (province → power) moved to their new owner. */
function commit(phase: string, next: string, owners: Record<string, string> = {}, prev?: CommittedPhase): CommittedPhase {
  const base = prev?.next ?? opening;
  const nextPos: Position = { ...base, phase: parsePhaseName(next), centres: { ...base.centres, ...owners } };
  return { id: phase, parent: prev?.id ?? null, phase, position: { ...base, phase: parsePhaseName(phase) }, orders: [], results: [], notices: [], next: nextPos, nmr: [], edits: [], inputs: [], who: 'GM', at: 0 };
}

/** A line of commits through the given years; `gains` moves centres to powers at the end of a year. */
function line(lastYear: number, gains: Record<number, Record<string, string>> = {}): CommittedPhase[] {
  const out: CommittedPhase[] = [];
  for (let y = 1901; y <= lastYear; y++) {
    out.push(commit(`S${y}M`, `F${y}M`, {}, out[out.length - 1]));
    out.push(commit(`F${y}M`, `W${y}A`, gains[y] ?? {}, out[out.length - 1]));
    out.push(commit(`W${y}A`, `S${y + 1}M`, {}, out[out.length - 1]));
  }
  return out;
}

const players = powers.map((power, k) => ({ power, name: `Player ${k + 1}` }));

describe('board file from a game in this Adjutant', () => {
  it('reads year-end counts from the committed phases: winter and the next spring are the end of the year', () => {
    const l = line(1902, { 1901: { bel: 'France', nwy: 'Russia' }, 1902: { bel: 'Germany' } });
    const counts = yearEndCounts(l, powers);
    expect(counts.map((c) => c.year)).toEqual([1901, 1902]);
    expect(counts[0]!.counts).toMatchObject({ France: 4, Russia: 5, Germany: 3 });
    expect(counts[1]!.counts).toMatchObject({ France: 3, Germany: 4 });
    expect(centresPerPower(opening, powers)).toEqual({ Austria: 3, England: 3, France: 3, Germany: 3, Italy: 3, Russia: 4, Turkey: 3 });
  });

  it('a finished game makes a final board file the desk imports and scores; a game still running makes a cut-off (000 C.7(d) count-back years)', () => {
    const t = createTournament('Home Cup', 'wm2004', 4);
    importRoster(t, ['name,team,captain,power', ...players.map((p, k) => `${p.name},T,${k ? '' : 'yes'},${p.power}`)].join('\n'));
    assignRound(t, 1, t.players.map((p) => p.name));
    const seats = t.rounds[0]!.boards[0]!.seats;
    const end = planOf(t, 1).endYear!;
    const game = { line: line(end, { 1901: { bel: 'France', hol: 'Germany', nwy: 'England', swe: 'Russia' } }), players: seats.map((s) => ({ power: s.power, name: s.player })), gm: 'Gina', finished: true };
    const made = boardFileFromGame(game, { tournament: t.id, round: 1, board: 'R1-B01' }, tournamentProfiles.wm2004, end);
    expect(made.ok).toBe(true);
    if (!made.ok) return;
    expect(made.file).toMatchObject({ kind: 'final', through: end, gm: 'Gina', tournament: t.id, board: 'R1-B01' });
    expect(made.file.endedAfter).toBeUndefined();
    expect(made.file.centres).toHaveLength(end - 1900);
    const imported = importBoardFile(t, made.file);
    expect(imported.status === 'refused' ? imported.reasons : imported).toMatchObject({ status: 'added', hash: made.hash });
    expect(roundResults(t, 1).results[0]!.positions.find((p) => p.power === 'France')!.centres).toBe(4);
    const running = boardFileFromGame({ ...game, line: line(1904), finished: false }, { tournament: t.id, round: 1, board: 'R1-B01' }, tournamentProfiles.wm2004, end);
    expect(running.ok && running.file).toMatchObject({ kind: 'cut-off', through: 1904 });
  });

  it('names a solo (000 C.4) and the phase a game that ended early ended after (000 C.14c)', () => {
    const grab = Object.fromEntries(Object.keys(opening.centres).concat(['bel', 'hol', 'den', 'swe', 'nwy', 'spa', 'por', 'tun', 'gre', 'rum', 'ser', 'bul']).slice(0, 18).map((p) => [p, 'Turkey']));
    const made = boardFileFromGame({ line: line(1906, { 1906: grab }), players, finished: true }, { tournament: 'x-1', round: 1, board: 'B1' }, tournamentProfiles.wm2004, 1908);
    expect(made.ok && made.file).toMatchObject({ solo: 'Turkey', through: 1906, endedAfter: 'W1906A' });
  });

  it('refuses a game with an unnamed player or no complete year, saying why', () => {
    const unnamed = boardFileFromGame({ line: line(1901), players: players.map((p) => (p.power === 'Italy' ? { ...p, name: ' ' } : p)), finished: false }, { tournament: 'x-1', round: 1, board: 'B1' }, tournamentProfiles.wm2004, 1908);
    expect(unnamed).toEqual({ ok: false, reasons: ["the game's set-up names no player for Italy; a board file says who played each power"] });
    const early = boardFileFromGame({ line: [commit('S1901M', 'F1901M')], players, finished: false }, { tournament: 'x-1', round: 1, board: 'B1' }, tournamentProfiles.wm2004, 1908);
    expect(early).toEqual({ ok: false, reasons: ['no year of the game is complete yet (the first count is after the Fall 1901 phases)'] });
  });
});
