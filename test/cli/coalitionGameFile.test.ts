// `adjutant coalition turn --game FILE` on a game file the app saved (issue 20 item 3): the turn is
// recorded as the app's judge records it, so the file shows the round the app shows after the same
// turn; a bad file or a refused turn leaves the file byte for byte as it was.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { coalitionCommand } from '../../cli/commands/coalition';
import { readGameFile, rowsOf } from '../../core/gameFile/index';
import { coalitionStateOfRows } from '../../core/coalition/fromRows';
import { replayCoalition } from '../../core/coalition/replay';
import { AdjutantDb } from '../../renderer/storage/db';
import { loadCoalitionState, recordAction, storeText } from '../../renderer/coalition/coalitionRecords';
import { tempDir } from '../tempDir';

const fixture = join(import.meta.dirname, '../fixtures/gamefile/coalition-schema2.adjutant-game.json');
const threadText = readFileSync(join(import.meta.dirname, '../../assets/coalition/sample-thread.txt'), 'utf8');

async function run(...args: string[]) {
  let out = '', err = '';
  const code = await coalitionCommand.run(args, { out: (s) => { out += s; }, err: (s) => { err += s; } });
  return { code, out, err };
}

function copy(): { path: string; thread: string } {
  const dir = tempDir('coalition-gamefile-');
  const path = join(dir, 'round.adjutant-game.json');
  copyFileSync(fixture, path);
  const thread = join(dir, 'turn2-thread.txt');
  writeFileSync(thread, threadText);
  return { path, thread };
}

async function rowsIn(path: string) {
  const read = await readGameFile(readFileSync(path, 'utf8'));
  if (!read.ok) throw new Error(read.reason);
  return rowsOf(read.file);
}

describe('adjutant coalition turn on a game file', () => {
  it('004 3.1: a turn pasted, resolved with a seed and committed from the CLI shows the round the app shows for the same turn', async () => {
    const { path, thread } = copy();
    const now = '2026-11-21T10:00:00.000Z';
    const r = await run('turn', '--game', path, '--thread', thread, '--seed', '11', '--commit', '--now', now, '--format', 'plain');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Recorded: Movement thread read: /);
    const after = await rowsIn(path);
    const cliView = replayCoalition(coalitionStateOfRows(after.records, after.rawInputs)!);
    expect(cliView.history).toHaveLength(2);
    expect(cliView.history[1]!.seed).toBe(11);
    expect(after.game.phase).toBe(cliView.phase);
    expect(after.rawInputs.at(-1)).toMatchObject({ sourceName: 'turn2-thread.txt', text: threadText });

    // The same turn in the app: its storage functions, as the workspace calls them.
    const before = await rowsIn(fixture);
    const db = new AdjutantDb(`coalition-cli-${Math.random()}`);
    await db.games.add(before.game); await db.records.bulkAdd(before.records); await db.rawInputs.bulkAdd(before.rawInputs);
    const at = Date.parse(now);
    const raw = await storeText(db, before.game.id, 'turn2-thread.txt', threadText);
    await recordAction(db, before.game.id, { kind: 'coalition-thread', rawInputId: raw.id, sourceName: 'turn2-thread.txt' }, { now: at });
    await recordAction(db, before.game.id, { kind: 'coalition-resolve', seed: 11 }, { now: at });
    await recordAction(db, before.game.id, { kind: 'coalition-commit', turn: cliView.history[1]!.turn }, { now: at });
    const appView = replayCoalition((await loadCoalitionState(db, before.game.id))!);
    const noIds = (v: typeof appView) => JSON.parse(JSON.stringify(v, (k, val) => (k === 'recordId' || k === 'at' ? undefined : val)));
    expect(noIds(cliView)).toEqual(noIds(appView));
    // Records made in the same millisecond are ordered by their sequence number, as the replay orders them.
    const strip = (rows: Array<{ id: string; createdAt: number; payload: unknown; phase: string }>) =>
      rows.map((r) => ({ ...(r.payload as { seq: number }), rawInputId: undefined, phase: r.phase })).sort((a, b) => a.seq - b.seq);
    const appRecords = await db.records.where('gameId').equals(before.game.id).sortBy('createdAt');
    expect(strip(after.records)).toEqual(strip(appRecords));
    await db.delete();
  });

  it('refuses a tampered file with the reason, and a turn without a seed, leaving the file as it was', async () => {
    const { path, thread } = copy();
    const bytes = readFileSync(path, 'utf8');
    let r = await run('turn', '--game', path, '--thread', thread, '--now', '2026-11-21T10:00:00Z');
    expect(r).toMatchObject({ code: 2, err: expect.stringMatching(/--seed N/) });
    const tampered = bytes.replace('"sourceName":"sample-thread.txt","text":"', '"sourceName":"sample-thread.txt","text":"X');
    writeFileSync(path, tampered);
    r = await run('turn', '--game', path, '--thread', thread, '--seed', '3', '--now', '2026-11-21T10:00:00Z');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/is refused \(the file is left unchanged\): Raw text 2 \("sample-thread\.txt", id k-raw-2\) was changed after the file was saved/);
    expect(readFileSync(path, 'utf8')).toBe(tampered);
  });
});
