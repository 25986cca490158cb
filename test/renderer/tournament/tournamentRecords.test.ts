// The desk's tournaments in IndexedDB (issue 16 item 2): append-only events that rebuild exactly
// the tournament the TD worked on, the text of every roster and board file as received, a damaged
// store refused with the reason, and a tournament left in localStorage by an earlier Adjutant
// moved in once without losing anything.
import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { deleteOpenedDbs, freshDb } from '../storage/helpers';
import {
  assignRound, boardFileText, createTournament, importBoardFile, importRoster, keepBoardFile, nameReplacement, playersForRound, type BoardFile, type Tournament,
} from '../../../core/diplomacy/tournament/index';
import {
  appendTournamentEvents, changesSince, legacyStorageKey, listTournaments, markOf, moveLegacyTournament, readStoredTournament, storedEvents, storeNewTournament,
} from '../../../renderer/tournament/tournamentRecords';
import type { AdjutantDb } from '../../../renderer/storage/db';

afterEach(deleteOpenedDbs);

const rosterCsv = readFileSync('test/fixtures/tournament/maharajiad-roster.csv', 'utf8');

function boardFile(t: Tournament, board: string, top: number): BoardFile {
  const seats = t.rounds[0]!.boards.find((b) => b.board === board)!.seats;
  const counts = Object.fromEntries(seats.map((s, k) => [s.power, [top, 8, 6, 4, 3, 2, 1][k]!]));
  return {
    format: 'adjutant-board-file', version: 1, tournament: t.id, round: 1, board, kind: 'final', through: 1510,
    positions: seats.map((s) => ({ power: s.power, tenures: [{ player: s.player, from: 'S1501M' }] })),
    centres: Array.from({ length: 10 }, (_, i) => ({ year: 1501 + i, counts })),
  };
}

/** One TD action, stored as the screen stores it. */
async function act(db: AdjutantDb, t: Tournament, action: (t: Tournament) => void, received?: Parameters<typeof changesSince>[2]) {
  const mark = markOf(t);
  action(t);
  await appendTournamentEvents(db, t.id, changesSince(t, mark, received), 1000);
}

describe('tournaments in the app database', () => {
  it('every TD action is an appended event; replaying them gives the same tournament, with the files as received', async () => {
    const db = freshDb();
    const t = createTournament('Desk Cup', 'maharajiad', 5);
    await storeNewTournament(db, t, 100);
    await act(db, t, (x) => importRoster(x, rosterCsv), { roster: { sourceName: 'roster.csv', text: rosterCsv } });
    await act(db, t, (x) => assignRound(x, 1, playersForRound(x, 1).players));
    const text = boardFileText(boardFile(t, 'R1-B01', 12)).replace('\n', '\r\n'); // as another GM's machine wrote it
    let hash = '';
    await act(db, t, (x) => { const r = importBoardFile(x, JSON.parse(text), 'gm1.json'); if (r.status === 'added') hash = r.hash; }, { boardFiles: new Map([[hashOf(t, text), { sourceName: 'gm1.json', text }]]) });
    const second = boardFile(t, 'R1-B01', 11);
    let other = '';
    await act(db, t, (x) => { const r = importBoardFile(x, second, 'gm2.json'); if (r.status === 'added') other = r.hash; });
    await act(db, t, (x) => { expect(keepBoardFile(x, 1, 'R1-B01', hash.slice(0, 10), 'the board GM confirmed 12').ok).toBe(true); });
    await act(db, t, (x) => { expect(nameReplacement(x, { round: 1, board: 'R1-B02', power: t.rounds[0]!.boards[1]!.seats[0]!.power, outgoing: t.rounds[0]!.boards[1]!.seats[0]!.player, replacement: 'Stand In', kind: 'permanent', from: '2026-05-01' }).ok).toBe(true); });
    await act(db, t, (x) => { x.declined.push({ round: 2, player: 'Asha' }); });

    const rows = await storedEvents(db, t.id);
    expect(rows.map((r) => [r.seq, r.kind])).toEqual([[1, 'created'], [2, 'roster'], [3, 'round'], [4, 'boardFile'], [5, 'boardFile'], [6, 'kept'], [7, 'replacement'], [8, 'declined']]);
    expect((rows[1]!.payload as { received: { text: string } }).received.text).toBe(rosterCsv);
    expect((rows[3]!.payload as { received: { text: string; sourceName: string } }).received).toEqual({ sourceName: 'gm1.json', text });
    expect(other).not.toBe('');
    const back = await readStoredTournament(db, t.id);
    expect(back.ok).toBe(true);
    if (back.ok) expect(JSON.parse(JSON.stringify(back.tournament))).toEqual(JSON.parse(JSON.stringify(t)));
    expect((await listTournaments(db)).map((r) => [r.id, r.updatedAt])).toEqual([[t.id, 1000]]);
  });

  it('an action the core refuses appends nothing; a second tournament of the same id is refused', async () => {
    const db = freshDb();
    const t = createTournament('Desk Cup', 'maharajiad', 5);
    await storeNewTournament(db, t, 100);
    await act(db, t, (x) => { importRoster(x, rosterCsv); assignRound(x, 1, x.players.map((p) => p.name)); });
    const stray = { ...boardFile(t, 'R1-B01', 12), board: 'R1-B09' };
    await act(db, t, (x) => { expect(importBoardFile(x, stray).status).toBe('refused'); });
    const over = boardFile(t, 'R1-B01', 30); // 30 + 24 = 54 centres on a 37-centre map
    await act(db, t, (x) => { expect(importBoardFile(x, over)).toMatchObject({ status: 'refused', reasons: [expect.stringMatching(/centres counted, but the map has only 37 \(001 A\.16a\)/)] }); });
    expect((await storedEvents(db, t.id)).map((r) => r.kind)).toEqual(['created', 'roster', 'round']);
    await expect(storeNewTournament(db, createTournament('Desk Cup', 'maharajiad', 5), 200)).rejects.toThrow(/already on this desk/);
  });

  it('a stored board file changed after import is refused on reading, with the reason', async () => {
    const db = freshDb();
    const t = createTournament('Desk Cup', 'maharajiad', 5);
    await storeNewTournament(db, t, 100);
    await act(db, t, (x) => { importRoster(x, rosterCsv); assignRound(x, 1, x.players.map((p) => p.name)); importBoardFile(x, boardFile(x, 'R1-B01', 12)); });
    const row = (await storedEvents(db, t.id)).find((r) => r.kind === 'boardFile')!;
    const payload = row.payload as { file: { file: BoardFile } };
    payload.file.file.centres[9]!.counts[payload.file.file.positions[0]!.power] = 11;
    await db.tournamentEvents.put(row);
    const back = await readStoredTournament(db, t.id);
    expect(back).toEqual({ ok: false, problems: [expect.stringMatching(/does not match its hash/)] });
  });

  it('a tournament left in localStorage by an earlier desk is moved in once; a damaged or differing one is left there and reported', async () => {
    const db = freshDb();
    const t = createTournament('Old Cup', 'maharajiad', 9);
    importRoster(t, rosterCsv);
    assignRound(t, 1, t.players.map((p) => p.name));
    importBoardFile(t, boardFile(t, 'R1-B03', 12));
    localStorage.clear();
    localStorage.setItem(legacyStorageKey, JSON.stringify(t));
    expect(await moveLegacyTournament(db, localStorage, 500)).toEqual({ moved: 'Old Cup' });
    expect(localStorage.getItem(legacyStorageKey)).toBeNull();
    const back = await readStoredTournament(db, t.id);
    expect(back.ok && JSON.parse(JSON.stringify(back.tournament))).toEqual(JSON.parse(JSON.stringify(t)));
    expect(await moveLegacyTournament(db, localStorage, 600)).toEqual({});
    expect(await storedEvents(db, t.id)).toHaveLength(4);
    // The same tournament again (a second tab of the old desk): recognised, removed, not doubled.
    localStorage.setItem(legacyStorageKey, JSON.stringify(t));
    expect(await moveLegacyTournament(db, localStorage, 700)).toEqual({});
    expect(localStorage.getItem(legacyStorageKey)).toBeNull();
    expect(await storedEvents(db, t.id)).toHaveLength(4);
    // A copy that went further than the stored one: kept in localStorage and said.
    importBoardFile(t, boardFile(t, 'R1-B04', 12));
    localStorage.setItem(legacyStorageKey, JSON.stringify(t));
    expect((await moveLegacyTournament(db, localStorage, 800)).problem).toMatch(/differs from the one of the same id already on the desk; it is left in local storage/);
    expect(localStorage.getItem(legacyStorageKey)).toBe(JSON.stringify(t));
    localStorage.setItem(legacyStorageKey, '{"format":"adjutant-tournament"');
    expect((await moveLegacyTournament(db, localStorage, 900)).problem).toMatch(/is not JSON .* left there, untouched/);
    expect(localStorage.getItem(legacyStorageKey)).toBe('{"format":"adjutant-tournament"');
    localStorage.clear();
  });
});

function hashOf(t: Tournament, text: string): string {
  // The hash the desk will give this text: import it into a copy.
  const copy = JSON.parse(JSON.stringify(t)) as Tournament;
  const r = importBoardFile(copy, JSON.parse(text));
  return r.status === 'added' ? r.hash : '';
}
