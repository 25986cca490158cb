// Tournaments in the backup archive (database v3, issue 16 item 2): each tournament is its own entry
// with its events; restoring adds a tournament, or the events a machine lacks of one it has, and
// refuses (naming it, writing nothing) a tournament whose history went another way here.
import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { deleteOpenedDbs, freshDb } from './helpers';
import { createGame } from '../../../renderer/storage/games';
import { checkRestore, RestoreRefused, runRestore, writeBackup, type ByteSource } from '../../../renderer/storage/backupStream';
import type { AdjutantDb } from '../../../renderer/storage/db';
import { currentSchemaVersion } from '../../../renderer/storage/schema';
import { assignRound, createTournament, importRoster, type Tournament } from '../../../core/diplomacy/tournament/index';
import { appendTournamentEvents, changesSince, markOf, readStoredTournament, storedEvents, storeNewTournament } from '../../../renderer/tournament/tournamentRecords';
import { zipOf } from './zipOf';

afterEach(deleteOpenedDbs);

const rosterCsv = readFileSync('test/fixtures/tournament/maharajiad-roster.csv', 'utf8');

const sourceOf = (bytes: Uint8Array, name = 'backup.zip'): ByteSource => ({ name, size: bytes.length, async read(offset, length) { return bytes.slice(offset, offset + length); } });

async function backupBytes(db: AdjutantDb): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  const summary = await writeBackup(db, async (c) => { chunks.push(c); }, { appVersion: '0.2.0', now: 42 });
  expect(summary.tournaments).toBe((await db.tournaments.count()));
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) { out.set(c, at); at += c.length; }
  return out;
}

async function deskWith(db: AdjutantDb, seated: boolean): Promise<Tournament> {
  const t = createTournament('Backup Cup', 'maharajiad', 8);
  await storeNewTournament(db, t, 10);
  const mark = markOf(t);
  importRoster(t, rosterCsv);
  await appendTournamentEvents(db, t.id, changesSince(t, mark, { roster: { sourceName: 'roster.csv', text: rosterCsv } }), 20);
  if (seated) {
    const m2 = markOf(t);
    assignRound(t, 1, t.players.map((p) => p.name));
    await appendTournamentEvents(db, t.id, changesSince(t, m2), 30);
  }
  return t;
}

describe('tournaments in the backup archive', () => {
  it('are written as their own entries and restored onto a fresh machine exactly', async () => {
    const db = freshDb();
    await createGame(db, { name: 'Board 1', family: 'diplomacy', variant: 'standard', profile: 'wm2004', phase: 'S1901M' }, 5);
    const t = await deskWith(db, true);
    const bytes = await backupBytes(db);
    const target = freshDb();
    const check = await checkRestore(target, sourceOf(bytes));
    expect(check.tournaments).toEqual({ fresh: 1, extended: 0, unchanged: 0 });
    const result = await runRestore(target, sourceOf(bytes), check, {});
    expect(result).toMatchObject({ added: 1, tournaments: 1 });
    expect(await storedEvents(target, t.id)).toEqual(await storedEvents(db, t.id));
    const back = await readStoredTournament(target, t.id);
    expect(back.ok && JSON.parse(JSON.stringify(back.tournament))).toEqual(JSON.parse(JSON.stringify(t)));
  });

  it('a check that writes as it reads (nothing to decide) writes the tournament too; Cancel at its very end leaves nothing (#21)', async () => {
    const db = freshDb();
    await createGame(db, { name: 'Board 1', family: 'diplomacy', variant: 'standard', profile: 'wm2004', phase: 'S1901M' }, 5);
    const t = await deskWith(db, true);
    const bytes = await backupBytes(db);
    const target = freshDb();
    const check = await checkRestore(target, sourceOf(bytes), { writeAsChecked: true });
    expect(check.restored).toMatchObject({ added: 1, tournaments: 1 });
    expect(await storedEvents(target, t.id)).toEqual(await storedEvents(db, t.id));
    // Cancelled once every game is in, before the tournament and settings: the games go out again.
    const again = freshDb();
    const controller = new AbortController();
    const run = checkRestore(again, sourceOf(bytes), { writeAsChecked: true, signal: controller.signal, onProgress: (p) => { if (p.gamesDone === p.gamesTotal && p.gamesTotal > 0) controller.abort(); } });
    await expect(run).rejects.toThrow(/cancelled/);
    expect(await again.games.count()).toBe(0);
    expect(await again.tournaments.count()).toBe(0);
    expect(await again.tournamentEvents.count()).toBe(0);
  });

  it('adds only the events a machine lacks; the same tournament again changes nothing', async () => {
    const ahead = freshDb(), behind = freshDb();
    const t = await deskWith(ahead, true);
    await deskWith(behind, false); // the same tournament, before Round 1 was seated... but with its own event ids
    // Events are identified by id: a machine behind is one whose events are the first of the file's.
    await behind.tournamentEvents.clear();
    await behind.tournamentEvents.bulkAdd((await storedEvents(ahead, t.id)).slice(0, 2));
    const bytes = await backupBytes(ahead);
    const check = await checkRestore(behind, sourceOf(bytes));
    expect(check.tournaments).toEqual({ fresh: 0, extended: 1, unchanged: 0 });
    await runRestore(behind, sourceOf(bytes), check, {});
    expect((await storedEvents(behind, t.id)).map((e) => e.kind)).toEqual(['created', 'roster', 'round']);
    const again = await checkRestore(behind, sourceOf(bytes));
    expect(again.tournaments).toEqual({ fresh: 0, extended: 0, unchanged: 1 });
    expect((await runRestore(behind, sourceOf(bytes), again, {})).tournaments).toBe(0);
  });

  it('refuses a tournament whose history differs here, and a damaged tournament entry, writing nothing', async () => {
    const mine = freshDb(), theirs = freshDb();
    await deskWith(mine, false);
    await deskWith(theirs, true); // same id, but its own event ids from the start
    const bytes = await backupBytes(theirs);
    await expect(checkRestore(mine, sourceOf(bytes))).rejects.toThrow(/tournament "Backup Cup" .* went another way from the one here at its event 1: the desk never merges two histories/);
    const crafted = zipOf([
      ['manifest.json', JSON.stringify({ format: 'adjutant-backup', archiveVersion: 1, schemaVersion: currentSchemaVersion, exportedAt: 1, appVersion: 'x', gameCount: 0, games: [] })],
      ['tournaments/00001.json', JSON.stringify({ format: 'adjutant-tournament-entry', version: 1, tournament: { id: 'x-1', name: 'X', profile: 'wm2004', seed: 1, createdAt: 1, updatedAt: 1 }, events: [{ id: 'e1', tournamentId: 'x-1', seq: 1, kind: 'created', at: 1, payload: { kind: 'created', id: 'x-1', name: 'X', profile: 'wm2004', seed: 1 } }, { id: 'e2', tournamentId: 'x-1', seq: 2, kind: 'declined', at: 1, payload: { kind: 'roster', players: [{ name: 'A' }] } }] })],
    ]);
    const empty = freshDb();
    await expect(checkRestore(empty, sourceOf(crafted))).rejects.toThrow(RestoreRefused);
    await expect(checkRestore(empty, sourceOf(crafted))).rejects.toThrow(/tournament tournaments\/00001\.json is refused: event e2 says it is 'declined' but holds something else/);
    expect(await empty.tournaments.count()).toBe(0);
  });
});

