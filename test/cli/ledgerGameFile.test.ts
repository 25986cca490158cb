// `adjutant ledger … --game FILE` on a game file the app saved (issue 20 item 3): the CLI appends
// the records the app itself would write, so the file opened in the app shows the same ledger as
// doing the turn in the app; a bad file or a refused action leaves the file byte for byte as it was.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ledgerCommand } from '../../cli/commands/ledger';
import { readGameFile, rowsOf } from '../../core/gameFile/index';
import { ledgerStateOfRows } from '../../core/ledger/fromRows';
import { ledgerView } from '../../core/ledger/index';
import { AdjutantDb } from '../../renderer/storage/db';
import { loadLedgerState, recordAction, setLedgerPhase } from '../../renderer/ledger/ledgerRecords';
import type { LedgerAction } from '../../core/ledger/record';
import { tempDir } from '../tempDir';

const fixture = join(import.meta.dirname, '../fixtures/gamefile/ledger-schema1.adjutant-game.json');

async function run(...args: string[]) {
  let out = '', err = '';
  const code = await ledgerCommand.run(args, { out: (s) => { out += s; }, err: (s) => { err += s; } });
  return { code, out, err };
}

/** A copy of the frozen ledger game (proposal 301 adopted) to work on. */
function copy(): string {
  const path = join(tempDir('ledger-gamefile-'), 'nomic.adjutant-game.json');
  copyFileSync(fixture, path);
  return path;
}

async function rowsIn(path: string) {
  const read = await readGameFile(readFileSync(path, 'utf8'));
  if (!read.ok) throw new Error(read.reason);
  return rowsOf(read.file);
}

const D = 'Dave M', C = 'Chris B', B = 'Ben P';

describe('adjutant ledger on a game file', () => {
  it('003 109a 003 204a: proposal 302 proposed, voted and closed from scripts shows what the app shows for the same turn', async () => {
    const path = copy();
    const steps: Array<[string[], LedgerAction, string]> = [
      [['propose', '--game', path, '--by', D, '--at', '2019-02-12T10:00:00Z', '--text', 'Repeal 213.', '--repeal', '213'],
        { kind: 'ledger-proposal', by: D, at: '2019-02-12T10:00:00.000Z', text: 'Repeal 213.', changes: [{ kind: 'repeal', rule: '213' }] }, '2026-11-21T10:00:00Z'],
      ...[C, D, B].map((voter, i): [string[], LedgerAction, string] => [
        ['vote', '--game', path, '--proposal', '302', '--voter', voter, '--vote', 'yes', '--at', '2019-02-12T11:00:00Z'],
        { kind: 'ledger-ballot', proposal: '302', voter, vote: 'yes', at: '2019-02-12T11:00:00.000Z' }, `2026-11-21T10:0${i + 1}:00Z`]),
      [['close', '--game', path, '--proposal', '302', '--at', '2019-02-13T00:00:00Z'],
        { kind: 'ledger-close', proposal: '302', at: '2019-02-13T00:00:00.000Z' }, '2026-11-21T10:05:00Z'],
    ];
    for (const [args, , now] of steps) {
      const r = await run(...args, '--now', now);
      expect(r.err).toBe('');
      expect(r.code).toBe(0);
    }
    const after = await rowsIn(path);
    const cliView = ledgerView(ledgerStateOfRows(after.records, after.rawInputs)!);
    expect(cliView.proposals.find((p) => p.id === '302')).toMatchObject({ status: 'adopted', yes: 3, no: 0 });
    expect(cliView.rules.find((r) => r.number === '213')!.inEffect).toBe(false);
    expect(after.game.phase).toBe('Proposal 303');

    // The same turn done in the app, on the same game: its storage functions write the records.
    const before = await rowsIn(fixture);
    const db = new AdjutantDb(`ledger-cli-${Math.random()}`);
    await db.games.add(before.game); await db.records.bulkAdd(before.records); await db.rawInputs.bulkAdd(before.rawInputs);
    // As LedgerWorkspace does: the game's phase follows the ledger each time it is shown.
    const shown = async () => { const v = ledgerView((await loadLedgerState(db, before.game.id))!); await setLedgerPhase(db, before.game.id, v.phase); return v; };
    for (const [, action, now] of steps) { await shown(); await recordAction(db, before.game.id, action, Date.parse(now)); }
    const appView = await shown();
    expect(cliView).toEqual(appView);
    // Record for record, the CLI wrote what the app wrote (ids aside: each is a fresh UUID).
    const strip = (rows: { id: string }[]) => rows.map(({ id: _id, ...rest }) => rest);
    const appRecords = (await db.records.where('gameId').equals(before.game.id).sortBy('createdAt'));
    expect(strip(after.records)).toEqual(strip(appRecords));
    await db.delete();
  });

  it('names the game file in place of the ledger file too, and show reads it without changing it', async () => {
    const path = copy();
    const bytes = readFileSync(path, 'utf8');
    const r = await run('show', path, '--json');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out).proposals[0]).toMatchObject({ id: '301', status: 'adopted' });
    expect(readFileSync(path, 'utf8')).toBe(bytes);
  });

  it('a refused action records nothing and leaves the file byte for byte (003 204a: a ballot on a closed proposal)', async () => {
    const path = copy();
    const bytes = readFileSync(path, 'utf8');
    const r = await run('vote', '--game', path, '--proposal', '301', '--voter', D, '--vote', 'no', '--at', '2019-02-13T11:00:00Z', '--now', '2026-11-21T10:00:00Z');
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/^adjutant ledger vote: refused, nothing recorded: /);
    expect(readFileSync(path, 'utf8')).toBe(bytes);
  });

  it('refuses a game file whose ruleset text was altered, with the reason, and leaves it as it was', async () => {
    const path = copy();
    const tampered = readFileSync(path, 'utf8').replace('"sourceName":"nomic-initial-set.json","text":"', '"sourceName":"nomic-initial-set.json","text":"X');
    writeFileSync(path, tampered);
    const r = await run('close', '--game', path, '--proposal', '301', '--at', '2019-02-13T00:00:00Z', '--now', '2026-11-21T10:00:00Z');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/is refused \(the file is left unchanged\): Raw text 1 \("nomic-initial-set\.json", id l-raw-1\) was changed after the file was saved/);
    expect(readFileSync(path, 'utf8')).toBe(tampered);
  });

  it('refuses to record before the game’s last record, so the file stays in time order', async () => {
    const path = copy();
    const bytes = readFileSync(path, 'utf8');
    const r = await run('propose', '--game', path, '--by', D, '--at', '2019-02-12T10:00:00Z', '--text', 'x', '--repeal', '213', '--now', '2020-01-01T00:00:00Z');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/recording time 2020-01-01T00:00:00.000Z is before the game's last record \(2026-11-20T09:06:00.000Z\)/);
    expect(readFileSync(path, 'utf8')).toBe(bytes);
  });
});
