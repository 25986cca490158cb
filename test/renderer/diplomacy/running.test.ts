// Running a game in the workspace: absences, extension requests, proposals and secret ballots
// stored as records (fake-indexeddb) and judged again on every read by core's running rules —
// the extensions ledger, vote tallies with only the outcome published, the schedule warnings and
// board scores. Records survive a backup into a clean database.
import { afterEach, describe, expect, it } from 'vitest';
import { deleteOpenedDbs, freshDb } from '../storage/helpers';
import { createGame } from '../../../renderer/storage/games';
import { backupToJson, exportBackup, parseBackup, restoreBackup } from '../../../renderer/storage/backup';
import { declareAbsence, readRunningLog, recordBallot, recordExtensionRequest, recordProposal } from '../../../renderer/diplomacy/running/runningLog';
import { boardScoresOf, endingOf, extensionLedgerOf, remainingPowers, scheduleRows, votesPublishedWith, voteStates } from '../../../renderer/diplomacy/running/runningModel';
import { readGameLog } from '../../../renderer/diplomacy/gameLog';
import { getRunningRules, HOUR } from '../../../core/diplomacy/running/index';
import { coreApi } from '../../../renderer/worker/coreApi';
import type { CommittedPhase } from '../../../core/diplomacy/record/history';

afterEach(deleteOpenedDbs);

const wm = getRunningRules('wm2004');
const powers = ['Austria', 'England', 'France', 'Germany', 'Italy', 'Russia', 'Turkey'];
const opening = coreApi.openingPosition('standard');
const deadline = Date.UTC(2026, 8, 16, 18, 0);

async function newGame() {
  const db = freshDb();
  const game = await createGame(db, { name: 'Board 7', family: 'diplomacy', variant: 'standard', profile: 'wm2004', phase: 'S1901M', settings: {} });
  return { db, game };
}

const request = (power: string, hours: number, requestedAt: number, extra: { holiday?: boolean; gmConsents?: boolean } = {}) =>
  ({ power, phase: 'S1901M', deadline, hours, holiday: extra.holiday ?? false, gmConsents: extra.gmConsents ?? false, requestedAt, who: 'GM' });

describe('running records', () => {
  it('stores each action as a diplomacy:* record and reads them back in order; they do not disturb the game log', async () => {
    const { db, game } = await newGame();
    await declareAbsence(db, game.id, 'S1901M', { power: 'France', startDay: 5, startMinute: 21 * 60, hours: 64 }, 'GM', 10);
    await recordExtensionRequest(db, game.id, request('Italy', 24, deadline - 20 * HOUR), 11);
    const p = await recordProposal(db, game.id, 'S1901M', { kind: 'draw', survivors: ['France', 'Germany'] }, 'GM', 12);
    await recordBallot(db, game.id, 'S1901M', p.id, 'France', 'yes', 'GM', 13);
    const rows = (await db.records.where('gameId').equals(game.id).toArray()).sort((a, b) => a.createdAt - b.createdAt);
    const kinds = rows.map((r) => r.kind).filter((k) => k.startsWith('diplomacy:'));
    expect(kinds).toEqual(['diplomacy:absence', 'diplomacy:extension', 'diplomacy:vote-proposal', 'diplomacy:ballot']);
    const log = await readRunningLog(db, game.id);
    expect(log.absences[0]!.absence.power).toBe('France');
    expect(log.ballots[0]).toMatchObject({ proposalId: p.id, power: 'France', value: 'yes' });
    expect((await readGameLog(db, game.id)).commits).toEqual([]);
  });

  it('000 D.IX(4): refuses a draw naming nobody, storing nothing', async () => {
    const { db, game } = await newGame();
    await expect(recordProposal(db, game.id, 'S1901M', { kind: 'draw', survivors: [] }, 'GM')).rejects.toThrow('000 D.IX(4)');
    expect((await readRunningLog(db, game.id)).proposals).toEqual([]);
  });

  it('a backup carries absences, extensions, proposals and ballots into a clean database unchanged', async () => {
    const { db, game } = await newGame();
    await declareAbsence(db, game.id, 'S1901M', { power: 'France', startDay: 5, startMinute: 0, hours: 64 }, 'GM', 1);
    await recordExtensionRequest(db, game.id, request('Italy', 24, deadline - 20 * HOUR), 2);
    const p = await recordProposal(db, game.id, 'S1901M', { kind: 'concession', to: 'Turkey' }, 'GM', 3);
    await recordBallot(db, game.id, 'S1901M', p.id, 'Turkey', 'no', 'GM', 4);
    const file = parseBackup(backupToJson(await exportBackup(db, 'test')));
    if (!file.ok) throw new Error(file.reason);
    const clean = freshDb();
    await restoreBackup(clean, file.backup);
    expect(await readRunningLog(clean, game.id)).toEqual(await readRunningLog(db, game.id));
  });
});

describe('running rules applied to the records', () => {
  it('000 D.VII(5)a and 000 D.VII(5)b: the guaranteed extension, a late request refused, a further one only with the GM’s consent', () => {
    const records = [
      { ...request('Italy', 24, deadline - 6 * HOUR), id: '1', at: 1 },
      { ...request('Italy', 24, deadline - 20 * HOUR), id: '2', at: 2 },
      { ...request('Italy', 24, deadline - 19 * HOUR), id: '3', at: 3 },
      { ...request('Italy', 24, deadline - 18 * HOUR, { gmConsents: true }), id: '4', at: 4 },
    ];
    const { decisions, ledger } = extensionLedgerOf(wm, records);
    expect(decisions.map((d) => [d.decision.granted, d.decision.clause])).toEqual([
      [false, '000 D.VII(5)b'], [true, '000 D.VII(5)a'], [false, '000 D.VII(5)a'], [true, '000 D.VII(5)a']]);
    expect(ledger.decisions.filter((d) => d.granted).length).toBe(2);
  });

  it('000 D.VII(5)c: a holiday extension is granted and not charged', () => {
    const { decisions } = extensionLedgerOf(wm, [{ ...request('Italy', 48, deadline - 30 * HOUR, { holiday: true }), id: '1', at: 1 }]);
    expect(decisions[0]!.decision).toMatchObject({ granted: true, charged: false, clause: '000 D.VII(5)c' });
  });

  it('000 D.IX(1)a and 000 D.IX(2)c: one No defeats a draw; the published outcome names no ballot and no count', () => {
    const proposals = [{ id: 'p', proposal: { kind: 'draw' as const, survivors: ['France', 'Germany'] }, phase: 'S1901M', who: 'GM', at: 1 }];
    const ballots = powers.map((power, i) => ({ id: `b${i}`, proposalId: 'p', power, value: power === 'Russia' ? 'no' as const : 'yes' as const, at: 10 + i, who: 'GM' }));
    const [state] = voteStates(wm, { proposals, ballots }, opening);
    expect(state!.tally.passed).toBe(false);
    expect(state!.tally.gmNote).toContain('Russia');
    const published = votesPublishedWith([state!], 'S1901M');
    expect(published).toEqual([{ description: 'a draw including France, Germany', passed: false, endsGame: false }]);
    expect(JSON.stringify(published)).not.toContain('Russia');
    expect(votesPublishedWith([state!], 'F1901M')).toEqual([]);
  });

  it('000 D.IX(2)a: a revised ballot replaces the earlier one, and the draw passes', () => {
    const proposals = [{ id: 'p', proposal: { kind: 'draw' as const, survivors: ['France', 'Germany'] }, phase: 'S1901M', who: 'GM', at: 1 }];
    const ballots = [
      ...powers.map((power, i) => ({ id: `b${i}`, proposalId: 'p', power, value: power === 'Russia' ? 'no' as const : 'yes' as const, at: 10 + i, who: 'GM' })),
      { id: 'r', proposalId: 'p', power: 'Russia', value: 'yes' as const, at: 50, who: 'GM' },
    ];
    const states = voteStates(wm, { proposals, ballots }, opening);
    expect(states[0]!.tally.passed).toBe(true);
    expect(states[0]!.published.endsGame).toBe(true);
    // 000 D.IX(4): the powers the draw leaves out are presumed eliminated and score nothing.
    const ending = endingOf(states);
    expect(ending).toEqual({ kind: 'draw', survivors: ['France', 'Germany'] });
    const scores = boardScoresOf(wm, powers, opening, ending)!;
    expect(scores.find((s) => s.power === 'Russia')!.score).toBe(0);
    expect(scores.find((s) => s.power === 'France')).toMatchObject({ centres: 3, score: 3 + (32 + 16) / 2 });
  });

  it('000 C.1a, 000 C.2 and 000 C.3: board scores of the opening position share the tied bonuses', () => {
    const scores = boardScoresOf(wm, powers, opening)!;
    // Russia (4 centres) is first; the six on 3 share 16+8+4+2+1+0.
    expect(scores.find((s) => s.power === 'Russia')).toMatchObject({ centres: 4, bonus: 32, score: 36 });
    expect(scores.find((s) => s.power === 'Austria')!.bonus).toBeCloseTo(31 / 6);
    expect(boardScoresOf(getRunningRules('hasbro2000'), powers, opening)).toBeNull();
  });

  it('000 C.4 and 000 D.IX(3): a conceded win scores as a solo', () => {
    const scores = boardScoresOf(wm, powers, opening, { kind: 'concession', to: 'Turkey' })!;
    expect(scores.find((s) => s.power === 'Turkey')!.score).toBe(66);
    expect(scores.filter((s) => s.score === 0).length).toBe(6);
  });

  it('000 D.VII(2)b, 000 D.VII(2)c and 000 D.VII(4)a: the schedule warns of a short gap, an absence window and a short turn', () => {
    const commit = (at: number, phase: string): CommittedPhase => ({ id: phase, parent: null, phase, position: opening, orders: [], results: [], notices: [], next: { ...opening, phase: { year: 1901, season: 'fall', type: 'movement' } }, nmr: [], edits: [], inputs: [], who: 'GM', at });
    const first = Date.UTC(2026, 8, 18, 12, 0); // a Friday, 12:00 GMT
    const schedule = { firstDeadline: first, movementHours: 48, retreatHours: 24, adjustmentHours: 24 };
    const absences = [{ id: 'a', absence: { power: 'France', startDay: 5, startMinute: 18 * 60, hours: 64 }, who: 'GM', at: 0 }];
    const rows = scheduleRows(wm, [commit(first + 19 * HOUR, 'S1901M')], schedule, { absences }, { decisions: [] },
      { position: { ...opening, phase: { year: 1901, season: 'fall', type: 'movement' } }, next: opening, now: first + 30 * HOUR });
    // S1901M published Saturday 07:00, inside France's window (Friday 18:00 + 64 h), with the
    // next deadline Sunday 12:00 inside the same window; and the Fall turn gets 29 hours, not 3 days.
    expect(rows[0]!.nextDeadline).toBe(first + 48 * HOUR);
    const clauses = rows.flatMap((r) => r.warnings.map((w) => w.clause));
    expect(clauses).toContain('000 D.VII(4)a');
    expect(clauses).toContain('000 D.VII(2)c');
    expect(rows[1]!.planned).toBe(true);
    expect(rows[1]!.warnings.map((w) => w.clause)).toContain('000 D.VII(2)b');
  });

  it('remaining powers are those with a unit or a centre', () => {
    expect(remainingPowers({ ...opening, units: opening.units.filter((u) => u.power !== 'Italy'), centres: Object.fromEntries(Object.entries(opening.centres).filter(([, o]) => o !== 'Italy')) })).not.toContain('Italy');
  });
});
